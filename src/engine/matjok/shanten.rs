//! Distance to win ("shanten") for the ordinary hand, exact, and fast enough for bots.
//!
//! Definition: the fewest tiles a hand must still draw (each replacing one it throws away)
//! to become complete, minus one. So -1 is complete, 0 is ready (one tile wins), 1 is one
//! useful draw from ready, and so on. A complete hand `H` (the missing combinations and the
//! pair) reached from hand `h` draws the tiles of `H` not in `h`; only copies outside the
//! hand can be drawn, so no kind may be needed more than 4 times. Hence
//!   shanten(h) = min over complete H of |H \ h| - 1,
//! and |H \ h| = size(H) - overlap(H, h). The overlap splits by tile group (each suit and
//! the honours), since combinations never cross groups: for each group the best overlap
//! with j combinations (and with or without the pair) is computed once, then the four
//! groups are combined. A suit's result depends only on its nine counts, so it is kept in
//! a small cache (built at run time: nothing is shipped).
//!
//! [`shanten_by_search`] computes the same number by plain enumeration of whole hands,
//! to check this one.

#![allow(clippy::needless_range_loop)] // counts are indexed by tile kind throughout

use std::cell::RefCell;

use super::hand::{starts_straight, Counts};
use crate::tiles::mahjong::KINDS;

/// Best overlap of one tile group, by [with pair][combinations 0..=4].
type Frontier = [[u8; 5]; 2];

/// Shanten of a concealed hand next to `open` melds already laid down (kongs count as
/// one). The concealed part should hold 13 or 14 tiles less 3 per open meld; other sizes
/// are measured against the same target and can read oddly.
pub fn shanten(counts: &Counts, open: usize) -> i8 {
    let needed = 4usize.saturating_sub(open);
    let mut groups = [[[0u8; 5]; 2]; 4];
    SUITS.with(|cache| {
        let mut cache = cache.borrow_mut();
        for (s, g) in groups.iter_mut().take(3).enumerate() {
            let mut suit = [0u8; 9];
            suit.copy_from_slice(&counts[s * 9..s * 9 + 9]);
            let key = suit.iter().fold(0u32, |k, &n| k * 5 + n as u32);
            *g = if key == 0 {
                [[0; 5]; 2]
            } else {
                let slot = (key.wrapping_mul(0x9E37_79B9) >> (32 - SUIT_BITS)) as usize;
                match cache[slot] {
                    (k, v) if k == key => unpack(v),
                    _ => {
                        let f = suit_frontier(&suit);
                        cache[slot] = (key, pack(&f));
                        f
                    }
                }
            };
        }
    });
    groups[3] = honour_frontier(&counts[27..34]);
    let best = combine(&groups, needed);
    let target = (3 * needed + 2) as i32;
    (target - best as i32 - 1) as i8
}

const SUIT_BITS: u32 = 15;

thread_local! {
    /// Direct-mapped cache of whole-suit frontiers: (base-5 key, packed frontier); 256 KB.
    static SUITS: RefCell<Vec<(u32, u64)>> = RefCell::new(vec![(0, 0); 1 << SUIT_BITS]);
}

/// The best total overlap using exactly `needed` combinations and one pair over the groups.
fn combine(g: &[Frontier; 4], needed: usize) -> u8 {
    let mut best = 0u8;
    for a in 0..=needed {
        for b in 0..=needed - a {
            for c in 0..=needed - a - b {
                let d = needed - a - b - c;
                let base = [g[0][0][a], g[1][0][b], g[2][0][c], g[3][0][d]];
                let sum: u8 = base.iter().sum();
                let with_pair = [
                    g[0][1][a] - base[0],
                    g[1][1][b] - base[1],
                    g[2][1][c] - base[2],
                    g[3][1][d] - base[3],
                ];
                best = best.max(sum + with_pair.iter().max().copied().unwrap_or(0));
            }
        }
    }
    best
}

/// Extra combinations or a pair that overlap nothing can always be added (some kind is
/// untouched), so a frontier only grows with j and with the pair.
fn close(raw: &mut Frontier) {
    for p in 0..2 {
        for j in 1..5 {
            raw[p][j] = raw[p][j].max(raw[p][j - 1]);
        }
    }
    for j in 0..5 {
        raw[1][j] = raw[1][j].max(raw[0][j]);
    }
}

fn honour_frontier(h: &[u8]) -> Frontier {
    // honours only make poengs and pairs: a poeng takes up to 3 of a kind, the pair up to 2
    let (mut threes, mut twos, mut ones) = (0usize, 0usize, 0usize);
    for &c in h {
        match c {
            0 => {}
            1 => ones += 1,
            2 => twos += 1,
            _ => threes += 1,
        }
    }
    let poengs = |t: usize, w: usize, o: usize, j: usize| -> u8 {
        let a = j.min(t);
        let b = (j - a).min(w);
        let c = (j - a - b).min(o);
        (3 * a + 2 * b + c) as u8
    };
    let mut f = [[0u8; 5]; 2];
    for j in 0..5 {
        f[0][j] = poengs(threes, twos, ones, j);
        // the pair from a kind of 3+, of 2, or of 1 (whichever leaves the most)
        let mut p = f[0][j];
        if threes > 0 {
            p = p.max(2 + poengs(threes - 1, twos, ones, j));
        }
        if twos > 0 {
            p = p.max(2 + poengs(threes, twos - 1, ones, j));
        }
        if ones > 0 {
            p = p.max(1 + poengs(threes, twos, ones - 1, j));
        }
        f[1][j] = p;
    }
    f
}

/// Frontier of one suit: the suit splits where two empty ranks separate its tiles (no
/// straight spans such a gap), and each part is looked up or computed on its own.
fn suit_frontier(h: &[u8; 9]) -> Frontier {
    let mut total: Option<Frontier> = None;
    let mut i = 0;
    while i < 9 {
        if h[i] == 0 {
            i += 1;
            continue;
        }
        let start = i;
        let mut end = i; // last non-empty rank of this part
        while end + 1 < 9 && (h[end + 1] > 0 || end + 2 < 9 && h[end + 2] > 0) {
            end += if h[end + 1] > 0 { 1 } else { 2 };
        }
        let part = cached_part(&h[start..=end], start.min(2) as u8, (8 - end).min(2) as u8);
        total = Some(match total {
            None => part,
            Some(t) => merge(&t, &part),
        });
        i = end + 1;
    }
    total.unwrap_or([[0; 5]; 2])
}

/// The best overlaps of two disjoint parts together.
fn merge(a: &Frontier, b: &Frontier) -> Frontier {
    let mut out = [[0u8; 5]; 2];
    for pa in 0..2 {
        for ja in 0..5 {
            for pb in 0..2 - pa {
                for jb in 0..5 - ja {
                    let v = a[pa][ja] + b[pb][jb];
                    let o = &mut out[pa + pb][ja + jb];
                    *o = (*o).max(v);
                }
            }
        }
    }
    out
}

/// Frontier of a run of ranks with `left` / `right` ranks of room (0-2) beyond it for
/// straights reaching outside.
fn part_frontier(run: &[u8], left: u8, right: u8) -> Frontier {
    // lay the run out with its room on both sides, then search kind by kind
    let mut h = [0u8; 13];
    let n = left as usize + run.len() + right as usize;
    h[left as usize..left as usize + run.len()].copy_from_slice(run);
    let mut memo = [[[None::<Frontier>; 5]; 5]; 13];
    let mut f = search(&h[..n], 0, 0, 0, &mut memo);
    close(&mut f);
    f
}

/// Best overlaps from kind `i` on, when straights started earlier already want `need0`
/// tiles of kind `i` and `need1` of kind `i + 1` (no kind may be wanted more than 4 times).
fn search(
    h: &[u8],
    i: usize,
    need0: usize,
    need1: usize,
    memo: &mut [[[Option<Frontier>; 5]; 5]; 13],
) -> Frontier {
    if i == h.len() {
        return [[0; 5]; 2];
    }
    if let Some(f) = memo[i][need0][need1] {
        return f;
    }
    let here = h[i] as usize;
    let mut res = [[0u8; 5]; 2];
    let straights_fit = i + 2 < h.len();
    for pu in 0..2 {
        for pr in 0..2 {
            for s in 0..5 {
                if s > 0 && !straights_fit {
                    break;
                }
                let demand = need0 + 3 * pu + 2 * pr + s;
                if demand > 4 || pu + s > 4 || need1 + s > 4 {
                    break;
                }
                let gain = demand.min(here) as u8;
                let sub = search(h, i + 1, need1 + s, s, memo);
                for sp in 0..2 - pr {
                    for sj in 0..5 - pu - s {
                        let o = &mut res[sp + pr][sj + pu + s];
                        *o = (*o).max(sub[sp][sj] + gain);
                    }
                }
            }
        }
    }
    memo[i][need0][need1] = Some(res);
    res
}

const CACHE_BITS: u32 = 14;

thread_local! {
    /// Direct-mapped cache of part frontiers: (key + 1, packed frontier); 256 KB.
    static CACHE: RefCell<Vec<(u32, u64)>> = RefCell::new(vec![(0, 0); 1 << CACHE_BITS]);
}

fn cached_part(run: &[u8], left: u8, right: u8) -> Frontier {
    let key = run
        .iter()
        .fold((left * 3 + right) as u64, |k, &n| k * 5 + n as u64)
        * 16
        + run.len() as u64;
    let slot = ((key.wrapping_mul(0x9E37_79B9_7F4A_7C15)) >> (64 - CACHE_BITS)) as usize;
    let tag = key as u32 + 1;
    let hit = CACHE.with(|c| {
        let (k, v) = c.borrow()[slot];
        (k == tag).then_some(v)
    });
    if let Some(v) = hit {
        return unpack(v);
    }
    let f = part_frontier(run, left, right);
    CACHE.with(|c| c.borrow_mut()[slot] = (tag, pack(&f)));
    f
}

fn pack(f: &Frontier) -> u64 {
    let mut v = 0u64;
    for p in 0..2 {
        for j in 0..5 {
            v = v << 4 | f[p][j] as u64;
        }
    }
    v
}

fn unpack(mut v: u64) -> Frontier {
    let mut f = [[0u8; 5]; 2];
    for p in (0..2).rev() {
        for j in (0..5).rev() {
            f[p][j] = (v & 15) as u8;
            v >>= 4;
        }
    }
    f
}

/// Shanten by brute force: tries every whole hand of `4 - open` combinations and a pair
/// that shares a tile with `counts` (combinations sharing none are interchangeable), and
/// keeps the largest overlap. Slow; for checking [`shanten`].
pub fn shanten_by_search(counts: &Counts, open: usize) -> i8 {
    let needed = 4usize.saturating_sub(open);
    // every combination touching the hand: (first kind, is straight)
    let mut blocks: Vec<[usize; 3]> = Vec::new();
    for i in 0..KINDS {
        if counts[i] > 0 {
            blocks.push([i, i, i]);
        }
        if starts_straight(i) && (0..3).any(|k| counts[i + k] > 0) {
            blocks.push([i, i + 1, i + 2]);
        }
    }
    let mut best = 0u32;
    let mut demand = [0u8; KINDS];
    // the pair: any kind in the hand, or one sharing nothing (index KINDS)
    for pair in (0..KINDS).filter(|&k| counts[k] > 0).chain([KINDS]) {
        if pair < KINDS {
            demand[pair] += 2;
        }
        search_blocks(counts, &blocks, 0, needed, &mut demand, &mut best);
        if pair < KINDS {
            demand[pair] -= 2;
        }
    }
    let target = (3 * needed + 2) as i32;
    (target - best as i32 - 1) as i8
}

fn overlap(counts: &Counts, demand: &[u8; KINDS]) -> u32 {
    counts
        .iter()
        .zip(demand)
        .map(|(&c, &d)| c.min(d) as u32)
        .sum()
}

fn search_blocks(
    counts: &Counts,
    blocks: &[[usize; 3]],
    from: usize,
    left: usize,
    demand: &mut [u8; KINDS],
    best: &mut u32,
) {
    let now = overlap(counts, demand);
    *best = (*best).max(now);
    if left == 0 || now + 3 * left as u32 <= *best {
        return;
    }
    for b in from..blocks.len() {
        let kinds = blocks[b];
        for &k in &kinds {
            demand[k] += 1;
        }
        if kinds.iter().all(|&k| demand[k] <= 4) {
            search_blocks(counts, blocks, b, left - 1, demand, best);
        }
        for &k in &kinds {
            demand[k] -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matjok::hand::counts_of;
    use crate::tiles::parse_mpsz;

    fn s(h: &str) -> i8 {
        let c = counts_of(&parse_mpsz(h).unwrap()).unwrap();
        let fast = shanten(&c, 0);
        assert_eq!(fast, shanten_by_search(&c, 0), "{h}");
        fast
    }

    #[test]
    fn complete_ready_and_further() {
        assert_eq!(s("345s678p111z777z22z"), -1);
        assert_eq!(s("345s678p111z777z2z"), 0);
        assert_eq!(s("345s678p111z77z2z5m"), 1);
        assert_eq!(s("19m19p19s1234567z"), 8, "thirteen unrelated tiles");
    }

    #[test]
    fn a_wait_on_a_tile_held_four_times_is_no_wait() {
        // four melds and the fourth East wind: tan tjauw on East is impossible
        assert_eq!(s("123m456m789m1111z"), 1);
    }

    #[test]
    fn frontiers_pack_and_unpack() {
        let f = part_frontier(&[1, 1, 1, 0, 2, 0, 3, 0, 4], 0, 0);
        assert_eq!(unpack(pack(&f)), f);
    }

    #[test]
    fn open_melds_shorten_the_target() {
        let c = counts_of(&parse_mpsz("345s22z").unwrap()).unwrap();
        assert_eq!(shanten(&c, 3), -1);
        let c = counts_of(&parse_mpsz("345s2z").unwrap()).unwrap();
        assert_eq!(shanten(&c, 3), 0);
    }
}
