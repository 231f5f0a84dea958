//! The ordinary winning hand (seed 004): four combinations (straights, poengs, kongs) and
//! one final pair. Tiles are counted by kind in a fixed array, so every check here is a
//! few array operations and never allocates unless it returns a list.

use crate::short_sort::ShortSort;
use jjak_words::t;
use serde::{Deserialize, Serialize};

use crate::tiles::mahjong::{Face, MahjongTile, KINDS};

/// How many of each of the 34 non-flower tiles a hand holds.
pub type Counts = [u8; KINDS];

/// Why a list of tiles is not a hand that can be analysed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    #[error("{}", t!(mj_hand_flower, tile = .0))]
    Flower(MahjongTile),
    #[error("{}", t!(mj_hand_too_many, tile = .0))]
    TooMany(MahjongTile),
    #[error("{0}")]
    Size(String),
}

/// Counts the tiles by kind; refuses flowers and a fifth copy.
pub fn counts_of(tiles: &[MahjongTile]) -> Result<Counts, HandError> {
    let mut c = [0u8; KINDS];
    for &t in tiles {
        if t.is_flower() {
            return Err(HandError::Flower(t));
        }
        c[t.index()] += 1;
        if c[t.index()] > 4 {
            return Err(HandError::TooMany(t));
        }
    }
    Ok(c)
}

/// The tiles a count array holds, in order.
pub fn tiles_of(counts: &Counts) -> Vec<MahjongTile> {
    let mut v = Vec::with_capacity(14);
    for (i, &n) in counts.iter().enumerate() {
        for _ in 0..n {
            v.push(tile(i));
        }
    }
    v
}

pub(crate) fn tile(index: usize) -> MahjongTile {
    MahjongTile::from_index(index as u8).expect("index below 34")
}

/// Whether kind `i` can start a straight (a suited tile of rank 1 to 7).
pub(crate) fn starts_straight(i: usize) -> bool {
    i < 27 && i % 9 <= 6
}

/// A combination of the winning hand.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Combination {
    /// Three consecutive tiles of one suit, named by the lowest.
    Straight(MahjongTile),
    /// Three identical tiles.
    Poeng(MahjongTile),
    /// Four identical tiles.
    Kong(MahjongTile),
}

impl Combination {
    pub fn tiles(self) -> Vec<MahjongTile> {
        match self {
            Combination::Straight(t) => (0..3).map(|k| tile(t.index() + k)).collect(),
            Combination::Poeng(t) => vec![t; 3],
            Combination::Kong(t) => vec![t; 4],
        }
    }

    pub fn first(self) -> MahjongTile {
        match self {
            Combination::Straight(t) | Combination::Poeng(t) | Combination::Kong(t) => t,
        }
    }

    pub fn contains(self, t: MahjongTile) -> bool {
        match self {
            Combination::Straight(s) => (s.index()..s.index() + 3).contains(&t.index()),
            Combination::Poeng(s) | Combination::Kong(s) => s == t,
        }
    }

    /// In MPSZ notation: `345s`, `111z`, `7777p`.
    pub fn notation(self) -> String {
        crate::tiles::to_mpsz(&self.tiles())
    }
}

/// One way a concealed hand splits into combinations and the final pair.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub struct Grouping {
    pub combinations: Vec<Combination>,
    pub pair: MahjongTile,
}

/// Whether the counts split exactly into combinations of three (straights and poengs).
fn all_in_threes(c: &mut Counts) -> bool {
    // At the lowest kind left, its count mod 3 must start straights (a poeng of it or
    // three straights from it take the same tiles), so the split is forced.
    let mut ok = true;
    let mut taken: [(usize, u8); KINDS] = [(0, 0); KINDS];
    let mut n = 0;
    for i in 0..KINDS {
        let k = c[i] % 3;
        if k > 0 {
            if !starts_straight(i) || c[i + 1] < k || c[i + 2] < k {
                ok = false;
                break;
            }
            c[i + 1] -= k;
            c[i + 2] -= k;
            taken[n] = (i, k);
            n += 1;
        }
    }
    for &(i, k) in &taken[..n] {
        c[i + 1] += k;
        c[i + 2] += k;
    }
    ok
}

/// Whether a concealed hand of 3k + 2 tiles is complete: combinations and one final pair.
pub fn is_complete(counts: &Counts) -> bool {
    let total: u32 = counts.iter().map(|&n| n as u32).sum();
    if total % 3 != 2 {
        return false;
    }
    let mut c = *counts;
    for p in 0..KINDS {
        if c[p] >= 2 {
            c[p] -= 2;
            let ok = all_in_threes(&mut c);
            c[p] += 2;
            if ok {
                return true;
            }
        }
    }
    false
}

/// Every way a concealed hand of 3k + 2 tiles groups, without repeats.
pub fn groupings(counts: &Counts) -> Vec<Grouping> {
    let mut out = Vec::new();
    let total: u32 = counts.iter().map(|&n| n as u32).sum();
    if total % 3 != 2 {
        return out;
    }
    let mut c = *counts;
    for p in 0..KINDS {
        if c[p] >= 2 {
            c[p] -= 2;
            let mut combos = Vec::new();
            split_threes(&mut c, 0, &mut combos, &mut |combos| {
                out.push(Grouping {
                    combinations: combos.to_vec(),
                    pair: tile(p),
                })
            });
            c[p] += 2;
        }
    }
    out.sort_short();
    out.dedup();
    out
}

fn split_threes(
    c: &mut Counts,
    from: usize,
    combos: &mut Vec<Combination>,
    found: &mut dyn FnMut(&[Combination]),
) {
    let Some(i) = (from..KINDS).find(|&i| c[i] > 0) else {
        found(combos);
        return;
    };
    if c[i] >= 3 {
        c[i] -= 3;
        combos.push(Combination::Poeng(tile(i)));
        split_threes(c, i, combos, found);
        combos.pop();
        c[i] += 3;
    }
    if starts_straight(i) && c[i + 1] > 0 && c[i + 2] > 0 {
        for k in 0..3 {
            c[i + k] -= 1;
        }
        combos.push(Combination::Straight(tile(i)));
        split_threes(c, i, combos, found);
        combos.pop();
        for k in 0..3 {
            c[i + k] += 1;
        }
    }
}

/// How a ready hand waits for a tile.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WaitForm {
    /// "2 chances": an open-ended pair of neighbours, 2-3 waiting on 1 or 4.
    TwoSided,
    /// The middle tile of a straight, 4-6 waiting on 5.
    Middle,
    /// 1-2 waiting on 3, or 8-9 waiting on 7.
    Edge,
    /// Tan tjauw: waiting for the final pair.
    TanTjauw,
    /// Paar-paar staan: two pairs, either can become a poeng.
    PaarPaar,
}

impl WaitForm {
    pub fn name(self) -> &'static str {
        match self {
            WaitForm::TwoSided => t!(mj_wait_two_sided),
            WaitForm::Middle => t!(mj_wait_middle),
            WaitForm::Edge => t!(mj_wait_edge),
            WaitForm::TanTjauw => t!(mj_wait_tan_tjauw),
            WaitForm::PaarPaar => t!(mj_wait_paar_paar),
        }
    }

    /// The classical wait points (the rulebook names the waits but its points page is
    /// missing): 2 for a single-tile wait, nothing for the open ones.
    pub fn points(self) -> u32 {
        match self {
            WaitForm::Middle | WaitForm::Edge | WaitForm::TanTjauw => 2,
            WaitForm::TwoSided | WaitForm::PaarPaar => 0,
        }
    }
}

/// How the winning tile `t` sits in `combo`, or `None` when it is not in it.
pub fn wait_form_in(combo: Combination, t: MahjongTile) -> Option<WaitForm> {
    match combo {
        Combination::Poeng(s) | Combination::Kong(s) => (s == t).then_some(WaitForm::PaarPaar),
        Combination::Straight(s) => {
            let Face::Suited { rank: low, .. } = s.face() else {
                return None;
            };
            match t.index().checked_sub(s.index())? {
                0 if low + 2 == 9 => Some(WaitForm::Edge),
                0 => Some(WaitForm::TwoSided),
                1 => Some(WaitForm::Middle),
                2 if low == 1 => Some(WaitForm::Edge),
                2 => Some(WaitForm::TwoSided),
                _ => None,
            }
        }
    }
}

/// A tile a ready hand waits on, and every form the wait takes.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Wait {
    pub tile: MahjongTile,
    pub forms: Vec<WaitForm>,
}

/// The tiles that complete a concealed hand of 3k + 1 tiles. A tile the hand already
/// holds four of is no wait: no fifth copy exists.
pub fn waits(counts: &Counts) -> Vec<Wait> {
    let mut out = Vec::new();
    let mut c = *counts;
    for i in 0..KINDS {
        if c[i] >= 4 {
            continue;
        }
        c[i] += 1;
        if is_complete(&c) {
            let t = tile(i);
            let mut forms: Vec<WaitForm> = Vec::new();
            for g in groupings(&c) {
                if g.pair == t {
                    forms.push(WaitForm::TanTjauw);
                }
                forms.extend(g.combinations.iter().filter_map(|&k| wait_form_in(k, t)));
            }
            forms.sort_short();
            forms.dedup();
            out.push(Wait { tile: t, forms });
        }
        c[i] -= 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse_mpsz;

    fn c(s: &str) -> Counts {
        counts_of(&parse_mpsz(s).unwrap()).unwrap()
    }

    #[test]
    fn the_seed_example_is_complete_and_groups_one_way() {
        let h = c("345s678p111z777z22z");
        assert!(is_complete(&h));
        let g = groupings(&h);
        assert_eq!(g.len(), 1);
        assert_eq!(g[0].pair.to_string(), "2z");
    }

    #[test]
    fn honours_never_form_straights() {
        assert!(!is_complete(&c("123z456m789m111p55s")));
        assert!(!is_complete(&c("789s123m456m111p5s")), "13 tiles never win");
    }

    #[test]
    fn a_hand_can_group_several_ways() {
        // 111222333m: three poengs or three straights
        let g = groupings(&c("111222333m456p99s"));
        assert_eq!(g.len(), 2);
    }

    #[test]
    fn waits_are_found_and_named() {
        let w = waits(&c("23m456p789s111z55z"));
        let tiles: Vec<String> = w.iter().map(|w| w.tile.to_string()).collect();
        assert_eq!(tiles, ["1m", "4m"]);
        assert_eq!(w[0].forms, [WaitForm::TwoSided]);
        let w = waits(&c("12m456p789s111z55z"));
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].forms, [WaitForm::Edge]);
        let w = waits(&c("13m456p789s111z55z"));
        assert_eq!(w[0].forms, [WaitForm::Middle]);
        let w = waits(&c("123m456p789s111z5z"));
        assert_eq!(w[0].forms, [WaitForm::TanTjauw]);
        let w = waits(&c("123m456p789s11z55z"));
        assert_eq!(w.len(), 2);
        assert!(w.iter().all(|w| w.forms == [WaitForm::PaarPaar]));
    }

    #[test]
    fn no_wait_on_a_tile_the_hand_holds_four_of() {
        assert!(waits(&c("123m456m789m1111z")).is_empty());
    }
}
