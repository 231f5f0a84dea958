//! What a hand needs: its distance to win, the tiles it waits on, and for a hand with a
//! tile to throw, what each discard leaves and how many unseen tiles would improve it.
//! Used by the lab, the bots' reasons and the hints.

use crate::short_sort::ShortSort;
use jjak_words::t;
use serde::Serialize;

use super::hand::{
    counts_of, groupings, tile, waits, Combination, Counts, Grouping, HandError, WaitForm,
};
use super::shanten::shanten;
use crate::tiles::mahjong::KINDS;
use crate::tiles::MahjongTile;

/// A tile the hand waits on, how, and how many copies are still unseen.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct WaitInfo {
    pub tile: MahjongTile,
    pub forms: Vec<WaitForm>,
    pub unseen: u8,
}

/// One possible discard from a hand with a tile to throw.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DiscardInfo {
    pub discard: MahjongTile,
    /// Shanten of what is left.
    pub shanten: i8,
    /// Tiles that would bring what is left closer to winning.
    pub improving: Vec<MahjongTile>,
    /// How many of those are unseen.
    pub count: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Analysis {
    /// How far the hand is from winning with tiles that can still come: a hand "ready in
    /// form only" (every tile it waits on already in sight) counts at least one more.
    pub shanten: i8,
    /// Ready by its shape, but no copy of any tile it waits on is left to draw or claim.
    pub ready_in_form_only: bool,
    pub complete: bool,
    /// Every grouping, when complete.
    pub groupings: Vec<Grouping>,
    /// For a hand waiting for its next tile (3k + 1 concealed tiles): the live waits
    /// (copies left unseen) ...
    pub waits: Vec<WaitInfo>,
    /// ... and the dead ones (every copy in this hand, its melds or in sight).
    pub dead_waits: Vec<WaitInfo>,
    /// For a hand with a tile to throw (3k + 2), best first.
    pub discards: Vec<DiscardInfo>,
}

/// Copies of each kind this player cannot draw: its own tiles and all visible ones.
pub fn unseen(seen: &Counts, kind: usize) -> u8 {
    4u8.saturating_sub(seen[kind])
}

/// Tiles that lower the shanten of a 3k + 1 hand, and how many are unseen.
pub fn improving(c: &Counts, open: usize, seen: &Counts) -> (Vec<MahjongTile>, u32) {
    let base = shanten(c, open);
    let mut c = *c;
    let mut tiles = Vec::new();
    let mut n = 0;
    for k in 0..KINDS {
        let left = unseen(seen, k);
        if c[k] >= 4 || left == 0 {
            continue;
        }
        c[k] += 1;
        if shanten(&c, open) < base {
            tiles.push(tile(k));
            n += left as u32;
        }
        c[k] -= 1;
    }
    (tiles, n)
}

/// Analyses concealed tiles `concealed` next to `open` melds; `seen` counts every tile
/// this player can see (its hand and melds included); copies not seen may be drawn.
pub fn analyze(concealed: &Counts, open: usize, seen: &Counts) -> Analysis {
    let total: usize = concealed.iter().map(|&n| n as usize).sum();
    let s = shanten(concealed, open);
    let mut a = Analysis {
        shanten: s,
        complete: s == -1,
        groupings: if s == -1 {
            groupings(concealed)
        } else {
            vec![]
        },
        ready_in_form_only: false,
        waits: vec![],
        dead_waits: vec![],
        discards: vec![],
    };
    if total % 3 == 1 {
        (a.waits, a.dead_waits) = waits(concealed)
            .into_iter()
            .map(|w| WaitInfo {
                unseen: unseen(seen, w.tile.index()),
                tile: w.tile,
                forms: w.forms,
            })
            .partition(|w| w.unseen > 0);
        if s == 0 && a.waits.is_empty() {
            a.ready_in_form_only = true;
            a.shanten = if one_exchange_to_live(concealed, seen) {
                1
            } else {
                2
            };
        }
    } else if total % 3 == 2 {
        let mut c = *concealed;
        for k in 0..KINDS {
            if c[k] == 0 {
                continue;
            }
            c[k] -= 1;
            let (improving, count) = improving(&c, open, seen);
            a.discards.push(DiscardInfo {
                discard: tile(k),
                shanten: shanten(&c, open),
                improving,
                count,
            });
            c[k] += 1;
        }
        a.discards
            .sort_short_by_key(|d| (d.shanten, std::cmp::Reverse(d.count), d.discard));
    }
    a
}

/// Whether throwing one tile and drawing one still unseen makes a 3k + 1 hand ready on a
/// tile with copies left (the real distance of a hand ready in form only is then 1; else
/// it is counted as 2, a lower bound).
fn one_exchange_to_live(concealed: &Counts, seen: &Counts) -> bool {
    let mut c = *concealed;
    let mut now_seen = *seen;
    for out in 0..KINDS {
        if c[out] == 0 {
            continue;
        }
        c[out] -= 1;
        for draw in 0..KINDS {
            if draw == out || unseen(seen, draw) == 0 || c[draw] >= 4 {
                continue;
            }
            c[draw] += 1;
            now_seen[draw] += 1;
            let live = waits(&c)
                .iter()
                .any(|w| unseen(&now_seen, w.tile.index()) > 0);
            now_seen[draw] -= 1;
            c[draw] -= 1;
            if live {
                return true;
            }
        }
        c[out] += 1;
    }
    false
}

/// Reads an open meld written in MPSZ: `111z` (poeng), `7777p` (kong), `345s` (straight).
pub fn parse_meld(s: &str) -> Result<Combination, HandError> {
    let tiles = crate::tiles::parse_mpsz(s).map_err(|e| HandError::Size(e.to_string()))?;
    let c = counts_of(&tiles)?;
    let first = tiles[0];
    let same = tiles.iter().all(|&t| t == first);
    let mut sorted = tiles.clone();
    sorted.sort_short();
    let run = tiles.len() == 3
        && super::hand::starts_straight(sorted[0].index())
        && (0..3).all(|k| c[sorted[0].index() + k] == 1);
    match (tiles.len(), same) {
        (3, true) => Ok(Combination::Poeng(first)),
        (4, true) => Ok(Combination::Kong(first)),
        _ if run => Ok(Combination::Straight(sorted[0])),
        _ => Err(HandError::Size(t!(mj_meld_not_combination, written = s))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse_mpsz;

    fn c(s: &str) -> Counts {
        counts_of(&parse_mpsz(s).unwrap()).unwrap()
    }

    #[test]
    fn a_ready_hand_lists_its_waits_with_unseen_copies() {
        let h = c("23m456p789s111z55z");
        let a = analyze(&h, 0, &h);
        assert_eq!(a.shanten, 0);
        assert_eq!(a.waits.len(), 2);
        assert!(a.waits.iter().all(|w| w.unseen == 4));
    }

    #[test]
    fn discards_are_ranked_by_shanten_then_improving_tiles() {
        let h = c("23m456p789s111z55z9m");
        let a = analyze(&h, 0, &h);
        let best = &a.discards[0];
        assert_eq!(best.discard.to_string(), "9m");
        assert_eq!(best.shanten, 0);
        assert_eq!(best.count, 8, "1m and 4m, four of each unseen");
    }

    #[test]
    fn melds_are_read_from_notation() {
        assert!(matches!(parse_meld("111z"), Ok(Combination::Poeng(_))));
        assert!(matches!(parse_meld("7777p"), Ok(Combination::Kong(_))));
        assert!(matches!(parse_meld("534s"), Ok(Combination::Straight(_))));
        assert!(parse_meld("123z").is_err());
        assert!(parse_meld("135m").is_err());
    }
}
