//! Dominoes: the 32-tile Chinese/Korean set and the Western double-N sets.
//!
//! A domino is written high end first (`6-3`); `6:3`, `[6:3]` and `3-6` are read too.

use std::fmt;
use std::str::FromStr;

use jjak_words::t;
use serde::{Deserialize, Serialize};

use super::NotationError;

/// The largest end a domino may have: double-eighteen is the biggest set sold.
pub const MAX_PIPS: u8 = 18;

/// The number of distinct [`Domino::code`]s.
pub const CODES: usize = (MAX_PIPS as usize + 1) * (MAX_PIPS as usize + 1);

/// One domino, stored high end first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Domino {
    high: u8,
    low: u8,
}

impl Domino {
    /// The domino with ends `a` and `b`, in either order.
    pub const fn new(a: u8, b: u8) -> Domino {
        if a >= b {
            Domino { high: a, low: b }
        } else {
            Domino { high: b, low: a }
        }
    }

    pub const fn high(self) -> u8 {
        self.high
    }

    pub const fn low(self) -> u8 {
        self.low
    }

    /// Total number of spots on both ends.
    pub const fn pips(self) -> u8 {
        self.high + self.low
    }

    pub const fn is_double(self) -> bool {
        self.high == self.low
    }

    /// A small index for lookup tables: `high * 19 + low`, below [`CODES`].
    pub const fn code(self) -> usize {
        self.high as usize * (MAX_PIPS as usize + 1) + self.low as usize
    }

    /// The domino whose [`Domino::code`] is `code`.
    pub const fn from_code(code: usize) -> Domino {
        let width = MAX_PIPS as usize + 1;
        Domino::new((code / width) as u8, (code % width) as u8)
    }

    /// What a screen reader says for this tile: "domino 6-3".
    pub fn accessible_name(self) -> String {
        t!(eng_domino, tile = self)
    }
}

impl fmt::Display for Domino {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.high, self.low)
    }
}

impl fmt::Debug for Domino {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.high, self.low)
    }
}

impl From<Domino> for String {
    fn from(d: Domino) -> String {
        d.to_string()
    }
}

impl TryFrom<String> for Domino {
    type Error = NotationError;
    fn try_from(s: String) -> Result<Domino, NotationError> {
        s.parse()
    }
}

impl FromStr for Domino {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Domino, NotationError> {
        let bad = || NotationError::Domino(s.to_string());
        let inner = s.trim();
        let inner = inner
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .unwrap_or(inner);
        let (a, b) = inner.split_once(['-', ':']).ok_or_else(bad)?;
        let end = |t: &str| -> Result<u8, NotationError> {
            if t.is_empty() || t.len() > 2 || !t.bytes().all(|c| c.is_ascii_digit()) {
                return Err(bad());
            }
            let v: u8 = t.parse().map_err(|_| bad())?;
            if v > MAX_PIPS {
                return Err(bad());
            }
            Ok(v)
        };
        Ok(Domino::new(end(a)?, end(b)?))
    }
}

/// Reads a list of dominoes separated by spaces or commas: `"6-3 5-4, 1-1"`.
pub fn parse_dominoes(s: &str) -> Result<Vec<Domino>, NotationError> {
    s.split([' ', ',', '\t', '\n'])
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

/// The two series of the Chinese set.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum ChineseSeries {
    /// 文: eleven faces, two of each.
    Civil,
    /// 武: ten faces, one of each.
    Military,
}

/// The eleven civil faces in their traditional rank order, highest first.
pub const CIVIL: [Domino; 11] = [
    Domino::new(6, 6),
    Domino::new(1, 1),
    Domino::new(4, 4),
    Domino::new(3, 1),
    Domino::new(5, 5),
    Domino::new(3, 3),
    Domino::new(2, 2),
    Domino::new(6, 5),
    Domino::new(6, 4),
    Domino::new(6, 1),
    Domino::new(5, 1),
];

/// The ten military faces, nines first, the supreme pair last.
pub const MILITARY: [Domino; 10] = [
    Domino::new(6, 3),
    Domino::new(5, 4),
    Domino::new(6, 2),
    Domino::new(5, 3),
    Domino::new(5, 2),
    Domino::new(4, 3),
    Domino::new(4, 1),
    Domino::new(3, 2),
    Domino::new(4, 2),
    Domino::new(2, 1),
];

/// Which series a Chinese domino belongs to; `None` for a face the set lacks (blanks, 5-5 is civil).
pub fn chinese_series(d: Domino) -> Option<ChineseSeries> {
    if CIVIL.contains(&d) {
        Some(ChineseSeries::Civil)
    } else if MILITARY.contains(&d) {
        Some(ChineseSeries::Military)
    } else {
        None
    }
}

/// The 32 tiles of one Chinese (or Korean, gol-pae) set: civil faces twice, military once.
pub fn chinese_set() -> Vec<Domino> {
    let mut set = Vec::with_capacity(32);
    for d in CIVIL {
        set.push(d);
        set.push(d);
    }
    set.extend(MILITARY);
    set
}

/// A traditional name worth showing beside the tile, where it has a well-known one (in
/// Korean every face has its own; a face with no name in the language has an empty
/// message).
pub fn chinese_name(d: Domino) -> Option<&'static str> {
    let name = match (d.high(), d.low()) {
        (6, 6) => t!(eng_golpae_6_6),
        (1, 1) => t!(eng_golpae_1_1),
        (4, 4) => t!(eng_golpae_4_4),
        (3, 1) => t!(eng_golpae_3_1),
        (5, 5) => t!(eng_golpae_5_5),
        (3, 3) => t!(eng_golpae_3_3),
        (2, 2) => t!(eng_golpae_2_2),
        (6, 5) => t!(eng_golpae_6_5),
        (6, 4) => t!(eng_golpae_6_4),
        (6, 1) => t!(eng_golpae_6_1),
        (5, 1) => t!(eng_golpae_5_1),
        (6, 3) => t!(eng_golpae_6_3),
        (5, 4) => t!(eng_golpae_5_4),
        (6, 2) => t!(eng_golpae_6_2),
        (5, 3) => t!(eng_golpae_5_3),
        (5, 2) => t!(eng_golpae_5_2),
        (4, 3) => t!(eng_golpae_4_3),
        (4, 2) => t!(eng_golpae_4_2),
        (4, 1) => t!(eng_golpae_4_1),
        (3, 2) => t!(eng_golpae_3_2),
        (2, 1) => t!(eng_golpae_2_1),
        _ => return None,
    };
    (!name.is_empty()).then_some(name)
}

/// Every tile of a Western double-`n` set (`n` from 0 to [`MAX_PIPS`]), doubles of each suit first.
pub fn western_set(n: u8) -> Vec<Domino> {
    let n = n.min(MAX_PIPS);
    (0..=n)
        .flat_map(|high| (0..=high).rev().map(move |low| Domino::new(high, low)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_set_has_32_tiles_22_civil_and_10_military() {
        let set = chinese_set();
        assert_eq!(set.len(), 32);
        let civil = set
            .iter()
            .filter(|d| chinese_series(**d) == Some(ChineseSeries::Civil))
            .count();
        assert_eq!(civil, 22);
        assert_eq!(set.len() - civil, 10);
        let mut faces = set.clone();
        faces.sort();
        faces.dedup();
        assert_eq!(faces.len(), 21, "21 distinct faces");
    }

    #[test]
    fn chinese_set_has_no_blanks_and_every_face_up_to_six() {
        for d in chinese_set() {
            assert!(d.low() >= 1 && d.high() <= 6, "{d}");
        }
    }

    #[test]
    fn western_sets_have_triangular_sizes() {
        assert_eq!(western_set(6).len(), 28);
        assert_eq!(western_set(9).len(), 55);
        assert_eq!(western_set(12).len(), 91);
        let mut s = western_set(12);
        s.sort();
        s.dedup();
        assert_eq!(s.len(), 91);
    }

    #[test]
    fn notation_round_trips_and_accepts_either_order() {
        for d in western_set(12) {
            assert_eq!(d.to_string().parse::<Domino>().unwrap(), d);
        }
        assert_eq!("3-6".parse::<Domino>().unwrap(), Domino::new(6, 3));
        assert_eq!("[2:5]".parse::<Domino>().unwrap(), Domino::new(5, 2));
        assert_eq!(
            parse_dominoes("6-3 5-4,1-1").unwrap(),
            vec![Domino::new(6, 3), Domino::new(5, 4), Domino::new(1, 1)]
        );
    }

    #[test]
    fn malformed_notation_is_an_error_not_a_panic() {
        for bad in [
            "", "6", "6-", "-3", "a-b", "6-3-1", "99-1", "19-0", "6--3", "+6-3", "６-3",
        ] {
            assert!(bad.parse::<Domino>().is_err(), "{bad:?} should be rejected");
        }
        assert!(parse_dominoes("6-3 x").is_err());
    }

    #[test]
    fn serde_uses_the_notation() {
        let d = Domino::new(6, 3);
        assert_eq!(serde_json::to_string(&d).unwrap(), "\"6-3\"");
        assert_eq!(serde_json::from_str::<Domino>("\"3-6\"").unwrap(), d);
        assert!(serde_json::from_str::<Domino>("\"7-x\"").is_err());
    }
}
