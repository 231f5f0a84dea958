//! Which two dominoes pair in each game, and whether a hand is complete.

use crate::short_sort::ShortSort;
use serde::{Deserialize, Serialize};

use super::tiles::domino::{chinese_series, ChineseSeries, CIVIL, CODES, MILITARY};
use super::tiles::Domino;

/// How the military tiles of Jjak-mat-chu-gi pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Military {
    /// Equal totals: nines, eights, sevens, fives, and 4-2 with 2-1 (seeds 000, 001).
    Standard,
    /// Culin's Korean pairing (seed 000 "Variations", seed 002's last table).
    CulinAlternate,
}

const fn d(a: u8, b: u8) -> Domino {
    Domino::new(a, b)
}

const STANDARD_MILITARY: [(Domino, Domino); 5] = [
    (d(6, 3), d(5, 4)), // nine
    (d(6, 2), d(5, 3)), // eight
    (d(5, 2), d(4, 3)), // seven
    (d(4, 1), d(3, 2)), // five
    (d(4, 2), d(2, 1)), // supreme
];

// seed 000: [2:6][3:6] [2:5][3:5] [2:4][3:4] [1:4][2:3] [1:2][4:5]
const CULIN_MILITARY: [(Domino, Domino); 5] = [
    (d(6, 2), d(6, 3)),
    (d(5, 2), d(5, 3)),
    (d(4, 2), d(4, 3)),
    (d(4, 1), d(3, 2)),
    (d(2, 1), d(5, 4)),
];

/// The Jjak-mat-chu-gi pair rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JjakPairs(pub Military);

impl JjakPairs {
    fn military(self) -> &'static [(Domino, Domino); 5] {
        match self.0 {
            Military::Standard => &STANDARD_MILITARY,
            Military::CulinAlternate => &CULIN_MILITARY,
        }
    }

    /// Each face's partner by code (`None` for none).
    fn partners(self) -> &'static [Option<Domino>; CODES] {
        match self.0 {
            Military::Standard => &STANDARD_PARTNERS,
            Military::CulinAlternate => &CULIN_PARTNERS,
        }
    }

    /// The one face `t` pairs with: its twin for a civil tile, its military partner otherwise.
    /// (Looked up in a table built at compile time, so the bots' hot loops do not search.)
    pub fn partner(self, t: Domino) -> Option<Domino> {
        *self.partners().get(t.code())?
    }

    pub fn is_pair(self, a: Domino, b: Domino) -> bool {
        self.partners().get(a.code()) == Some(&Some(b))
    }

    /// Every pair kind: eleven civil, five military.
    pub fn all(self) -> Vec<(Domino, Domino)> {
        CIVIL
            .iter()
            .map(|&c| (c, c))
            .chain(self.military().iter().copied())
            .collect()
    }

    /// A pair of identical (civil) tiles.
    pub fn is_identical(a: Domino, b: Domino) -> bool {
        a == b
    }
}

/// [`JjakPairs::partner`] for every face, by code, in each pairing.
static STANDARD_PARTNERS: [Option<Domino>; CODES] = partner_table(&STANDARD_MILITARY);
static CULIN_PARTNERS: [Option<Domino>; CODES] = partner_table(&CULIN_MILITARY);

/// Each face's partner by code: a civil tile's is its twin, a military tile's its partner
/// in `military`.
const fn partner_table(military: &[(Domino, Domino); 5]) -> [Option<Domino>; CODES] {
    let mut out = [None; CODES];
    let mut i = 0;
    while i < military.len() {
        let (a, b) = military[i];
        out[a.code()] = Some(b);
        out[b.code()] = Some(a);
        i += 1;
    }
    let mut i = 0;
    while i < CIVIL.len() {
        out[CIVIL[i].code()] = Some(CIVIL[i]);
        i += 1;
    }
    out
}

/// The Three Dozen pair rule for a double-`n` set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreeDozenPairs {
    pub n: u8,
}

impl ThreeDozenPairs {
    /// Consecutive doubles (0-0 is both low and high, so it also pairs with n-n),
    /// or two tiles totalling 2n (seed 002).
    pub fn is_pair(self, a: Domino, b: Domino) -> bool {
        if a == b {
            return false;
        }
        if a.pips() as u16 + b.pips() as u16 == 2 * self.n as u16 {
            return true;
        }
        if a.is_double() && b.is_double() {
            let (x, y) = (a.high().min(b.high()), a.high().max(b.high()));
            return y == x + 1 || (x == 0 && y == self.n);
        }
        false
    }

    pub fn all(self) -> Vec<(Domino, Domino)> {
        let set = super::tiles::domino::western_set(self.n);
        let mut out = Vec::new();
        for (i, &a) in set.iter().enumerate() {
            for &b in &set[i + 1..] {
                if self.is_pair(a, b) {
                    out.push((a, b));
                }
            }
        }
        out
    }
}

/// Which ten and twenty pairs K'ap Tái Shap and K'ap Shap accept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KapPairRule {
    /// Every two tiles whose values total 10 or 20 (RULES default, Culin's prose).
    AnyTenOrTwenty,
    /// Exactly the pairs the seed's table prints.
    CulinTable,
}

// seed 003, "Twenty / Ten" table
const CULIN_TABLE: [(Domino, Domino); 21] = [
    (d(6, 6), d(6, 2)),
    (d(6, 6), d(5, 3)),
    (d(6, 6), d(4, 4)),
    (d(6, 4), d(6, 4)),
    (d(5, 5), d(5, 5)),
    (d(6, 2), d(1, 1)),
    (d(6, 1), d(2, 1)),
    (d(6, 1), d(4, 2)),
    (d(5, 3), d(1, 1)),
    (d(5, 2), d(2, 1)),
    (d(5, 2), d(4, 2)),
    (d(5, 1), d(3, 1)),
    (d(5, 1), d(2, 2)),
    (d(4, 4), d(1, 1)),
    (d(4, 3), d(2, 1)),
    (d(4, 3), d(4, 2)),
    (d(4, 1), d(3, 2)),
    (d(4, 1), d(4, 1)),
    (d(3, 3), d(3, 1)),
    (d(3, 3), d(2, 2)),
    (d(3, 2), d(3, 2)),
];

/// A tile's value in the K'ap games: its spots, except 4-2 counts 3 (seed 003).
pub fn kap_value(t: Domino) -> u8 {
    if t == d(4, 2) {
        3
    } else {
        t.pips()
    }
}

impl KapPairRule {
    pub fn is_pair(self, a: Domino, b: Domino) -> bool {
        match self {
            KapPairRule::AnyTenOrTwenty => {
                let v = kap_value(a) + kap_value(b);
                v == 10 || v == 20
            }
            KapPairRule::CulinTable => CULIN_TABLE
                .iter()
                .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a)),
        }
    }

    /// Every pair kind possible with `sets` Chinese sets (a military tile pairs with itself only with two sets).
    pub fn all(self, sets: u8) -> Vec<(Domino, Domino)> {
        let faces: Vec<Domino> = CIVIL.iter().chain(MILITARY.iter()).copied().collect();
        let copies = |t: Domino| match chinese_series(t) {
            Some(ChineseSeries::Civil) => 2 * sets as usize,
            _ => sets as usize,
        };
        let mut out = Vec::new();
        for (i, &a) in faces.iter().enumerate() {
            for &b in &faces[i..] {
                if self.is_pair(a, b) && (a != b || copies(a) >= 2) {
                    out.push((a, b));
                }
            }
        }
        out
    }
}

/// Splits `tiles` into pairs accepted by `is_pair`, if it can.
pub fn split_into_pairs(
    tiles: &[Domino],
    is_pair: &impl Fn(Domino, Domino) -> bool,
) -> Option<Vec<(Domino, Domino)>> {
    if tiles.len() % 2 == 1 {
        return None;
    }
    let mut rest = tiles.to_vec();
    let mut out = Vec::with_capacity(tiles.len() / 2);
    if pair_up(&mut rest, is_pair, &mut out) {
        Some(out)
    } else {
        None
    }
}

fn pair_up(
    rest: &mut Vec<Domino>,
    is_pair: &impl Fn(Domino, Domino) -> bool,
    out: &mut Vec<(Domino, Domino)>,
) -> bool {
    let Some(&first) = rest.first() else {
        return true;
    };
    for j in 1..rest.len() {
        let other = rest[j];
        if is_pair(first, other) {
            // remove j first (higher index), then 0
            rest.remove(j);
            rest.remove(0);
            out.push((first, other));
            if pair_up(rest, is_pair, out) {
                return true;
            }
            out.pop();
            rest.insert(0, first);
            rest.insert(j, other);
        }
    }
    false
}

/// Whether `tiles` (at most 32) split into pairs accepted by `is_pair`; no allocation.
pub fn can_pair_up(tiles: &[Domino], is_pair: impl Fn(Domino, Domino) -> bool) -> bool {
    fn go(tiles: &[Domino], left: u32, is_pair: &impl Fn(Domino, Domino) -> bool) -> bool {
        if left == 0 {
            return true;
        }
        let i = left.trailing_zeros() as usize;
        let rest = left & !(1 << i);
        let mut m = rest;
        while m != 0 {
            let j = m.trailing_zeros() as usize;
            m &= m - 1;
            if is_pair(tiles[i], tiles[j]) && go(tiles, rest & !(1 << j), is_pair) {
                return true;
            }
        }
        false
    }
    tiles.len().is_multiple_of(2)
        && tiles.len() <= 32
        && go(tiles, ((1u64 << tiles.len()) - 1) as u32, &is_pair)
}

/// A complete K'ap hand: one ngán (two identical tiles) and the rest in ten/twenty pairs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KapGrouping {
    pub ngan: (Domino, Domino),
    pub pairs: Vec<(Domino, Domino)>,
}

/// Whether `tiles` is a complete K'ap hand under `rule`, with one grouping.
pub fn kap_complete(tiles: &[Domino], rule: KapPairRule) -> Option<KapGrouping> {
    if tiles.len() < 2 || tiles.len() % 2 == 1 {
        return None;
    }
    let mut sorted = tiles.to_vec();
    sorted.sort_short();
    let mut tried: Option<Domino> = None;
    for i in 0..sorted.len() - 1 {
        let t = sorted[i];
        if sorted[i + 1] != t || tried == Some(t) {
            continue;
        }
        tried = Some(t);
        let mut rest = sorted.clone();
        rest.remove(i + 1);
        rest.remove(i);
        if let Some(pairs) = split_into_pairs(&rest, &|a, b| rule.is_pair(a, b)) {
            return Some(KapGrouping {
                ngan: (t, t),
                pairs,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::domino::chinese_set;
    use crate::tiles::parse_dominoes;

    fn p(a: &str, b: &str) -> (Domino, Domino) {
        (a.parse().unwrap(), b.parse().unwrap())
    }

    #[test]
    fn jjak_standard_pairs_match_seeds_000_and_001_tile_by_tile() {
        let j = JjakPairs(Military::Standard);
        for (a, b) in [
            p("6-3", "5-4"),
            p("6-2", "5-3"),
            p("5-2", "4-3"),
            p("4-1", "3-2"),
            p("4-2", "2-1"),
        ] {
            assert!(j.is_pair(a, b) && j.is_pair(b, a), "{a} {b}");
        }
        for c in CIVIL {
            assert!(j.is_pair(c, c), "civil {c} pairs with its twin");
        }
        assert!(
            !j.is_pair("6-3".parse().unwrap(), "6-3".parse().unwrap()),
            "military tiles are single"
        );
        assert!(!j.is_pair("6-3".parse().unwrap(), "6-2".parse().unwrap()));
        assert_eq!(j.all().len(), 16);
    }

    #[test]
    fn jjak_culin_alternate_pairs_match_seed_000_variations() {
        let j = JjakPairs(Military::CulinAlternate);
        for (a, b) in [
            p("2-6", "3-6"),
            p("2-5", "3-5"),
            p("2-4", "3-4"),
            p("1-4", "2-3"),
            p("1-2", "4-5"),
        ] {
            assert!(j.is_pair(a, b), "{a} {b}");
        }
        assert!(!j.is_pair("6-3".parse().unwrap(), "5-4".parse().unwrap()));
        assert_eq!(j.all().len(), 16);
    }

    #[test]
    fn every_chinese_tile_has_exactly_one_partner_face() {
        for m in [Military::Standard, Military::CulinAlternate] {
            let j = JjakPairs(m);
            for t in chinese_set() {
                let partner = j.partner(t).unwrap();
                assert_eq!(j.partner(partner), Some(t));
            }
        }
    }

    #[test]
    fn three_dozen_double_six_has_the_seeds_34_total_pairs_and_40_in_all() {
        let td = ThreeDozenPairs { n: 6 };
        let all = td.all();
        assert_eq!(all.len(), 40);
        let sum12 = all
            .iter()
            .filter(|(a, b)| a.pips() + b.pips() == 12)
            .count();
        assert_eq!(sum12, 34);
        // seed 002, type 1: consecutive doubles with 0-0 both high and low
        for (a, b) in [
            p("6-6", "0-0"),
            p("5-5", "6-6"),
            p("0-0", "1-1"),
            p("3-3", "4-4"),
        ] {
            assert!(td.is_pair(a, b), "{a} {b}");
        }
        // only 1-0 and 6-5 have a single possible mate
        let mates = |t: &str| {
            all.iter()
                .filter(|(a, b)| a.to_string() == t || b.to_string() == t)
                .count()
        };
        assert_eq!(mates("1-0"), 1);
        assert_eq!(mates("6-5"), 1);
        assert_eq!(mates("0-0"), 2);
    }

    #[test]
    fn three_dozen_larger_sets_pair_to_twice_the_highest_double() {
        assert_eq!(ThreeDozenPairs { n: 9 }.all().len(), 103);
        assert_eq!(ThreeDozenPairs { n: 12 }.all().len(), 215);
        assert!(ThreeDozenPairs { n: 9 }.is_pair(p("9-9", "0-0").0, p("9-9", "0-0").1));
        assert!(ThreeDozenPairs { n: 9 }.is_pair(p("9-0", "5-4").0, p("9-0", "5-4").1));
    }

    #[test]
    fn kap_values_count_four_two_as_three() {
        assert_eq!(kap_value("4-2".parse().unwrap()), 3);
        assert_eq!(kap_value("6-6".parse().unwrap()), 12);
        let any = KapPairRule::AnyTenOrTwenty;
        assert!(any.is_pair(p("6-1", "4-2").0, p("6-1", "4-2").1), "7 + 3");
        assert!(
            !any.is_pair(p("4-2", "3-1").0, p("4-2", "3-1").1),
            "the Game Cabinet error: 4-2 is not 6"
        );
    }

    #[test]
    fn kap_pair_kinds_match_the_enumeration() {
        assert_eq!(KapPairRule::AnyTenOrTwenty.all(2).len(), 24);
        assert_eq!(KapPairRule::AnyTenOrTwenty.all(1).len(), 22);
        assert_eq!(KapPairRule::CulinTable.all(2).len(), 21);
        // the three twenties the seed's table leaves out
        for (a, b) in [p("5-5", "6-4"), p("6-5", "6-3"), p("6-5", "5-4")] {
            assert!(KapPairRule::AnyTenOrTwenty.is_pair(a, b));
            assert!(!KapPairRule::CulinTable.is_pair(a, b));
        }
    }

    #[test]
    fn kap_hands_need_an_identical_ngan() {
        let hand = parse_dominoes("1-1 1-1 6-2 1-1 6-1 4-2 5-5 5-5 3-3 2-2").unwrap();
        let g = kap_complete(&hand, KapPairRule::AnyTenOrTwenty).unwrap();
        assert_eq!(g.pairs.len(), 4);
        let no_eye = parse_dominoes("6-2 1-1 6-1 4-2 5-1 3-1 4-1 3-2 3-3 2-2").unwrap();
        assert!(kap_complete(&no_eye, KapPairRule::AnyTenOrTwenty).is_none());
    }

    #[test]
    fn three_pairs_split_finds_a_grouping_when_one_exists() {
        let td = ThreeDozenPairs { n: 6 };
        let hand = parse_dominoes("1-1 5-5 6-4 2-0 0-0 6-6").unwrap();
        let pairs = split_into_pairs(&hand, &|a, b| td.is_pair(a, b)).unwrap();
        assert_eq!(pairs.len(), 3);
        let bad = parse_dominoes("1-0 6-4 2-0 0-0 6-6 3-3").unwrap();
        assert!(split_into_pairs(&bad, &|a, b| td.is_pair(a, b)).is_none());
    }
}
