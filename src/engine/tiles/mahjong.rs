//! Mahjong tiles, as Matjok uses them, with the MPSZ text notation.
//!
//! A tile is a small index so hand analysis can count tiles in a fixed array:
//! 0-8 characters 1-9, 9-17 circles, 18-26 bamboo, 27-30 winds (E S W N),
//! 31-33 dragons (white, green, red), 34-41 flowers and seasons.

use std::fmt;
use std::str::FromStr;

use jjak_words::{t, w, Words};
use serde::{Deserialize, Serialize};

use super::NotationError;

/// The number of distinct non-flower tiles (the size of a hand-count array).
pub const KINDS: usize = 34;
/// Distinct tiles including the eight flowers.
pub const ALL_KINDS: usize = 42;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Suit {
    /// "Numbers" in the Matjok rulebook (萬).
    Characters,
    Circles,
    Bamboo,
}

impl Suit {
    pub const ALL: [Suit; 3] = [Suit::Characters, Suit::Circles, Suit::Bamboo];

    pub fn letter(self) -> char {
        match self {
            Suit::Characters => 'm',
            Suit::Circles => 'p',
            Suit::Bamboo => 's',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Characters => t!(eng_suit_characters),
            Suit::Circles => t!(eng_suit_circles),
            Suit::Bamboo => t!(eng_suit_bamboo),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Wind {
    East,
    South,
    West,
    North,
}

impl Wind {
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// The wind's name in addresses and options ("east"): the same in every language.
    pub fn key(self) -> &'static str {
        match self {
            Wind::East => "east",
            Wind::South => "south",
            Wind::West => "west",
            Wind::North => "north",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Wind::East => t!(eng_wind_east),
            Wind::South => t!(eng_wind_south),
            Wind::West => t!(eng_wind_west),
            Wind::North => t!(eng_wind_north),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Dragon {
    White,
    Green,
    Red,
}

impl Dragon {
    pub const ALL: [Dragon; 3] = [Dragon::White, Dragon::Green, Dragon::Red];

    pub fn name(self) -> &'static str {
        match self {
            Dragon::White => t!(eng_dragon_white),
            Dragon::Green => t!(eng_dragon_green),
            Dragon::Red => t!(eng_dragon_red),
        }
    }
}

/// What a tile shows, for drawing and naming it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Face {
    Suited {
        suit: Suit,
        rank: u8,
    },
    Wind(Wind),
    Dragon(Dragon),
    /// 1-4 are the flowers (plum, orchid, chrysanthemum, bamboo), 5-8 the seasons.
    Flower(u8),
}

/// Names of the eight flower tiles, `1f` to `8f`.
pub const FLOWER_NAMES: [Words; 8] = [
    w!(eng_flower_plum),
    w!(eng_flower_orchid),
    w!(eng_flower_chrysanthemum),
    w!(eng_flower_bamboo),
    w!(eng_flower_spring),
    w!(eng_flower_summer),
    w!(eng_flower_autumn),
    w!(eng_flower_winter),
];

/// One mahjong tile.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct MahjongTile(u8);

impl MahjongTile {
    /// The tile with this index (see the module doc), if it exists.
    pub const fn from_index(i: u8) -> Option<MahjongTile> {
        if (i as usize) < ALL_KINDS {
            Some(MahjongTile(i))
        } else {
            None
        }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn suited(suit: Suit, rank: u8) -> MahjongTile {
        let base = match suit {
            Suit::Characters => 0,
            Suit::Circles => 9,
            Suit::Bamboo => 18,
        };
        MahjongTile(base + rank - 1)
    }

    pub const fn wind(w: Wind) -> MahjongTile {
        MahjongTile(27 + w as u8)
    }

    pub const fn dragon(d: Dragon) -> MahjongTile {
        MahjongTile(31 + d as u8)
    }

    /// Flower or season `n`, 1 to 8.
    pub const fn flower(n: u8) -> MahjongTile {
        MahjongTile(33 + n)
    }

    pub fn face(self) -> Face {
        match self.0 {
            0..=26 => Face::Suited {
                suit: Suit::ALL[(self.0 / 9) as usize],
                rank: self.0 % 9 + 1,
            },
            27..=30 => Face::Wind(Wind::ALL[(self.0 - 27) as usize]),
            31..=33 => Face::Dragon(Dragon::ALL[(self.0 - 31) as usize]),
            _ => Face::Flower(self.0 - 33),
        }
    }

    pub fn is_flower(self) -> bool {
        self.0 >= 34
    }

    /// Characters, circles or bamboo (what a straight is made of).
    pub fn is_suited(self) -> bool {
        self.0 < 27
    }

    pub fn is_honour(self) -> bool {
        (27..34).contains(&self.0)
    }

    /// Terminals (1 and 9) and honours: the rulebook's "large tiles".
    pub fn is_large(self) -> bool {
        match self.face() {
            Face::Suited { rank, .. } => rank == 1 || rank == 9,
            Face::Wind(_) | Face::Dragon(_) => true,
            Face::Flower(_) => false,
        }
    }

    /// What a screen reader says: "3 bamboo", "East wind", "red dragon", "plum (flower 1)".
    pub fn accessible_name(self) -> String {
        match self.face() {
            Face::Suited { suit, rank } => match suit {
                Suit::Characters => t!(eng_tile_characters, rank = rank),
                Suit::Circles => t!(eng_tile_circles, rank = rank),
                Suit::Bamboo => t!(eng_tile_bamboo, rank = rank),
            },
            Face::Wind(w) => match w {
                Wind::East => t!(eng_tile_east),
                Wind::South => t!(eng_tile_south),
                Wind::West => t!(eng_tile_west),
                Wind::North => t!(eng_tile_north),
            }
            .to_string(),
            Face::Dragon(d) => match d {
                Dragon::White => t!(eng_tile_white),
                Dragon::Green => t!(eng_tile_green),
                Dragon::Red => t!(eng_tile_red),
            }
            .to_string(),
            Face::Flower(n) => {
                let (name, number) = (FLOWER_NAMES[n as usize - 1], (n - 1) % 4 + 1);
                if n <= 4 {
                    t!(eng_tile_flower, name = name, n = number)
                } else {
                    t!(eng_tile_season, name = name, n = number)
                }
            }
        }
    }

    fn suit_letter(self) -> char {
        match self.face() {
            Face::Suited { suit, .. } => suit.letter(),
            Face::Wind(_) | Face::Dragon(_) => 'z',
            Face::Flower(_) => 'f',
        }
    }

    fn digit(self) -> u8 {
        match self.0 {
            0..=26 => self.0 % 9 + 1,
            27..=33 => self.0 - 26,
            _ => self.0 - 33,
        }
    }
}

impl fmt::Display for MahjongTile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.digit(), self.suit_letter())
    }
}

impl fmt::Debug for MahjongTile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<MahjongTile> for String {
    fn from(t: MahjongTile) -> String {
        t.to_string()
    }
}

impl TryFrom<String> for MahjongTile {
    type Error = NotationError;
    fn try_from(s: String) -> Result<MahjongTile, NotationError> {
        s.parse()
    }
}

impl FromStr for MahjongTile {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<MahjongTile, NotationError> {
        match parse_mpsz(s)?.as_slice() {
            [t] => Ok(*t),
            _ => Err(NotationError::Mahjong(s.to_string())),
        }
    }
}

/// Reads MPSZ notation: runs of digits each closed by a suit letter,
/// `m` characters, `p` circles, `s` bamboo, `z` honours (1-4 winds E S W N,
/// 5 white, 6 green, 7 red dragon), `f` flowers 1-8. Spaces are ignored.
/// Example: `345s678p111z777z22z`.
pub fn parse_mpsz(s: &str) -> Result<Vec<MahjongTile>, NotationError> {
    let bad = || NotationError::Mahjong(s.to_string());
    let mut tiles = Vec::new();
    let mut pending: Vec<u8> = Vec::new();
    for c in s.chars().filter(|c| !c.is_whitespace()) {
        match c {
            '0'..='9' => pending.push(c as u8 - b'0'),
            'm' | 'p' | 's' | 'z' | 'f' => {
                if pending.is_empty() {
                    return Err(bad());
                }
                for &d in &pending {
                    let tile = match c {
                        'm' | 'p' | 's' if (1..=9).contains(&d) => {
                            let suit = match c {
                                'm' => Suit::Characters,
                                'p' => Suit::Circles,
                                _ => Suit::Bamboo,
                            };
                            MahjongTile::suited(suit, d)
                        }
                        'z' if (1..=7).contains(&d) => MahjongTile(26 + d),
                        'f' if (1..=8).contains(&d) => MahjongTile::flower(d),
                        _ => return Err(bad()),
                    };
                    tiles.push(tile);
                }
                pending.clear();
            }
            _ => return Err(bad()),
        }
    }
    if !pending.is_empty() {
        return Err(bad());
    }
    Ok(tiles)
}

/// Writes tiles in compact MPSZ notation, grouping runs of the same suit letter.
pub fn to_mpsz(tiles: &[MahjongTile]) -> String {
    let mut out = String::new();
    let mut letter = None;
    for t in tiles {
        let l = t.suit_letter();
        if letter.is_some_and(|p| p != l) {
            out.push(letter.unwrap_or(l));
        }
        out.push((b'0' + t.digit()) as char);
        letter = Some(l);
    }
    if let Some(l) = letter {
        out.push(l);
    }
    out
}

/// Every tile of a mahjong set: four of each of the 34 kinds, plus the eight flowers if asked.
pub fn mahjong_set(with_flowers: bool) -> Vec<MahjongTile> {
    let mut set: Vec<MahjongTile> = (0..KINDS as u8)
        .flat_map(|i| std::iter::repeat_n(MahjongTile(i), 4))
        .collect();
    if with_flowers {
        set.extend((1..=8).map(MahjongTile::flower));
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_has_144_tiles_with_flowers_and_136_without() {
        assert_eq!(mahjong_set(true).len(), 144);
        assert_eq!(mahjong_set(false).len(), 136);
        let set = mahjong_set(true);
        assert_eq!(set.iter().filter(|t| t.is_flower()).count(), 8);
        assert_eq!(set.iter().filter(|t| t.is_honour()).count(), 28);
    }

    #[test]
    fn accessible_names_read_like_the_tiles() {
        assert_eq!(parse_mpsz("3s").unwrap()[0].accessible_name(), "3 bamboo");
        assert_eq!(parse_mpsz("7z").unwrap()[0].accessible_name(), "red dragon");
        assert_eq!(parse_mpsz("1z").unwrap()[0].accessible_name(), "East wind");
        assert_eq!(
            parse_mpsz("9m").unwrap()[0].accessible_name(),
            "9 characters"
        );
        assert_eq!(
            parse_mpsz("1f").unwrap()[0].accessible_name(),
            "plum (flower 1)"
        );
        assert_eq!(
            parse_mpsz("8f").unwrap()[0].accessible_name(),
            "winter (season 4)"
        );
    }

    #[test]
    fn mpsz_round_trips_every_tile() {
        for i in 0..ALL_KINDS as u8 {
            let t = MahjongTile::from_index(i).unwrap();
            assert_eq!(t.to_string().parse::<MahjongTile>().unwrap(), t);
        }
        let hand = parse_mpsz("345s678p111z777z22z").unwrap();
        assert_eq!(hand.len(), 14);
        assert_eq!(
            to_mpsz(&hand),
            "345s678p111777z22z".replace("777z22z", "77722z")
        );
        assert_eq!(parse_mpsz(&to_mpsz(&hand)).unwrap(), hand);
    }

    #[test]
    fn malformed_mpsz_is_an_error() {
        for bad in [
            "", "1", "s", "0m", "8z", "9f", "12x", "1 2", "m1", "１m", "1ms",
        ] {
            if bad.is_empty() {
                assert_eq!(parse_mpsz(bad).unwrap(), vec![]);
                continue;
            }
            assert!(parse_mpsz(bad).is_err(), "{bad:?} should be rejected");
        }
        assert!(
            "11m".parse::<MahjongTile>().is_err(),
            "two tiles are not one"
        );
    }

    #[test]
    fn large_tiles_are_terminals_and_honours() {
        let large: Vec<String> = (0..KINDS as u8)
            .map(MahjongTile)
            .filter(|t| t.is_large())
            .map(|t| t.to_string())
            .collect();
        assert_eq!(large.len(), 13);
        assert!(large.contains(&"1m".to_string()) && large.contains(&"7z".to_string()));
    }
}
