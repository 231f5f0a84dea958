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
//! groups are combined. A suit is read two ranks at a time by an automaton built as hands
//! are measured ([`SuitReader`]): a suit already seen costs five table steps, and the
//! suits are merged through a table of their numbered results. Nothing is shipped: the
//! tables fill at run time, to at most about 1.5 MB.
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
    let (suits, honours) = SUITS.with(|reader| {
        let mut reader = reader.borrow_mut();
        reader.make_room();
        let [m, p, s] = [0, 9, 18].map(|first| {
            let mut suit = [0; 9];
            suit.copy_from_slice(&counts[first..first + 9]);
            reader.suit(&suit)
        });
        let mp = reader.merged(m, p);
        let all = reader.merged(mp, s);
        (
            reader.frontiers[all as usize],
            reader.honours(&counts[27..34]),
        )
    });
    let best = best_overlap(&suits, &honours, needed);
    let target = (3 * needed + 2) as i32;
    (target - best as i32 - 1) as i8
}

thread_local! {
    /// The suits' reader, shared by every hand this thread measures.
    static SUITS: RefCell<SuitReader> = RefCell::new(SuitReader::new());
}

/// The best total overlap of two groups together using exactly `needed` combinations and
/// one pair.
fn best_overlap(a: &Frontier, b: &Frontier, needed: usize) -> u8 {
    let mut best = 0;
    for ja in 0..=needed {
        best = best
            .max(a[0][ja] + b[1][needed - ja])
            .max(a[1][ja] + b[0][needed - ja]);
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

/// The honours' frontier when `threes` kinds are held 3+ times, `twos` twice and `ones`
/// once: honours only make poengs and pairs, a poeng takes up to 3 of a kind, the pair up
/// to 2.
fn honour_frontier(threes: usize, twos: usize, ones: usize) -> Frontier {
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

/// The best overlaps of two disjoint groups together.
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

/// A suit read rank by rank: what the ranks read so far allow, for each demand that
/// straights begun on them still make of the next two ranks, as the best overlap by
/// [with pair][combinations]. Straights begun on ranks 1 and 2 want a tile of rank 3 each,
/// those begun on rank 2 one of rank 4 too; no rank is wanted more than 4 times.
type Partial = [Frontier; PENDING];

/// The (next rank, rank after) demands `(n1, n2)` with `n2 <= n1 <= 4`.
const PENDING: usize = 15;

/// An overlap no choice of combinations reaches.
const NONE: u8 = u8::MAX;

fn pending(n1: usize, n2: usize) -> usize {
    n1 * (n1 + 1) / 2 + n2
}

/// What reading `count` tiles of `rank` (0-8) adds to `before`: at each rank the choice of
/// a poeng, the pair and how many straights begin there, each tile it wants that the hand
/// holds counting one.
fn read_rank(before: &Partial, rank: usize, count: u8) -> Partial {
    let mut after = [[[NONE; 5]; 2]; PENDING];
    let most_straights = if rank + 2 < 9 { 4 } else { 0 };
    for n1 in 0..5 {
        for n2 in 0..=n1 {
            let f = &before[pending(n1, n2)];
            for poeng in 0..2 {
                for pair in 0..2 {
                    for s in 0..=most_straights {
                        let demand = n1 + 3 * poeng + 2 * pair + s;
                        if demand > 4 || n2 + s > 4 {
                            break;
                        }
                        let gain = demand.min(count as usize) as u8;
                        let to = &mut after[pending(n2 + s, s)];
                        for p in 0..2 - pair {
                            for j in 0..5 - poeng - s {
                                if f[p][j] != NONE {
                                    let o = &mut to[p + pair][j + poeng + s];
                                    let v = f[p][j] + gain;
                                    if *o == NONE || v > *o {
                                        *o = v;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    after
}

/// Reads suits as a deterministic automaton built as it goes: each state is a
/// [`Partial`] after some ranks, and equal partials at the same place are one state, so
/// suits that share their first ranks share states. An edge reads two ranks at once (the
/// last one alone), so a suit costs five table steps once its path exists. Every suit of
/// 0-4 tiles per rank needs 6,145 states. A suit ends at one of only 126 frontiers, and
/// merging suits gives only 180 (both found by enumerating every suit), so frontiers are
/// numbered and merged through a table. The tables read for every hand have fixed sizes,
/// so a step needs no bounds check; should they ever fill, the reader starts afresh.
struct SuitReader {
    partials: Vec<Partial>,
    /// For each state, the state after reading the next two ranks' counts `a` and `b` (0-4)
    /// at `5 * a + b` ([`UNREAD`] until first read).
    next: Box<[[u16; 25]; STATES]>,
    /// The suit's frontier number, for a state after all nine ranks.
    ends: Box<[u8; STATES]>,
    /// The rank each state's last edge started at (states are equal only at the same
    /// place in the suit).
    ranks: Vec<u8>,
    /// The states by a hash of their place and partial: open addressing, [`UNREAD`] for an
    /// empty slot.
    index: Vec<u16>,
    /// Every frontier met, numbered.
    frontiers: Box<[Frontier; NUMBERS]>,
    numbered: usize,
    /// The number of two frontiers merged, by `a * NUMBERS + b` ([`UNMERGED`] until
    /// first asked).
    merges: Box<[u8; NUMBERS * NUMBERS]>,
    /// The honours' frontier by how many kinds are held 3+ times, twice and once.
    honour_frontiers: Vec<Frontier>,
}

const STATES: usize = 1 << 13;
const SLOTS: usize = 2 * STATES;
const UNREAD: u16 = u16::MAX;
const NUMBERS: usize = 256;
const UNMERGED: u8 = u8::MAX;

/// A fixed-size table on the heap.
fn table<T: Copy, const N: usize>(fill: T) -> Box<[T; N]> {
    match vec![fill; N].into_boxed_slice().try_into() {
        Ok(t) => t,
        Err(_) => unreachable!("a vector of N entries"),
    }
}

impl SuitReader {
    fn new() -> SuitReader {
        let mut start = [[[NONE; 5]; 2]; PENDING];
        start[pending(0, 0)][0][0] = 0;
        let honour_frontiers = (0..8 * 8 * 8)
            .map(|k| honour_frontier(k / 64, k / 8 % 8, k % 8))
            .collect();
        let mut reader = SuitReader {
            partials: vec![start],
            ranks: vec![0],
            index: vec![UNREAD; SLOTS],
            next: table([UNREAD; 25]),
            ends: table(0),
            frontiers: table([[0; 5]; 2]),
            numbered: 0,
            merges: table(UNMERGED),
            honour_frontiers,
        };
        reader.number([[0; 5]; 2]);
        reader
    }

    /// Room for the states and numbers one more hand can add (15 and 5), or a fresh start.
    fn make_room(&mut self) {
        if self.partials.len() + 15 > STATES || self.numbered + 5 >= UNMERGED as usize {
            *self = SuitReader::new();
        }
    }

    /// The frontier number of a suit's nine counts (counts above 4, which no hand has,
    /// give some frontier).
    fn suit(&mut self, suit: &[u8; 9]) -> u8 {
        let n = |rank: usize| suit[rank] as usize;
        let mut state = self.step(0, 0, 5 * n(0) + n(1));
        state = self.step(state, 2, 5 * n(2) + n(3));
        state = self.step(state, 4, 5 * n(4) + n(5));
        state = self.step(state, 6, 5 * n(6) + n(7));
        // the last rank reads alone, as if a tenth rank held nothing
        state = self.step(state, 8, 5 * n(8));
        self.ends[state % STATES]
    }

    /// The state after `state` (before `rank`) reads the counts `code` of `rank` and the
    /// next.
    #[inline(always)]
    fn step(&mut self, state: usize, rank: usize, code: usize) -> usize {
        let code = code.min(24);
        match self.next[state % STATES][code] {
            UNREAD => self.add(state, rank, code),
            to => to as usize,
        }
    }

    /// The state after `from` (before `rank`) reads the counts `code` of `rank` and the
    /// next, made if new.
    fn add(&mut self, from: usize, rank: usize, code: usize) -> usize {
        let mut after = read_rank(&self.partials[from], rank, (code / 5) as u8);
        if rank + 1 < 9 {
            after = read_rank(&after, rank + 1, (code % 5) as u8);
        }
        let id = self.state_of(rank as u8, after);
        self.next[from % STATES][code] = id;
        id as usize
    }

    /// The state holding `after` at `rank`, made if new.
    fn state_of(&mut self, rank: u8, after: Partial) -> u16 {
        // FNV-1a over the place and the partial
        let hash = after
            .iter()
            .flatten()
            .flatten()
            .fold(0xcbf2_9ce4_8422_2325u64 ^ rank as u64, |h, &b| {
                (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
            });
        let mut slot = hash as usize % SLOTS;
        loop {
            match self.index[slot] {
                UNREAD => break,
                id if self.ranks[id as usize] == rank && self.partials[id as usize] == after => {
                    return id;
                }
                _ => slot = (slot + 1) % SLOTS,
            }
        }
        let mut frontier = after[pending(0, 0)];
        for o in frontier.iter_mut().flatten() {
            if *o == NONE {
                *o = 0;
            }
        }
        close(&mut frontier);
        let id = self.partials.len();
        self.ends[id % STATES] = self.number(frontier);
        self.partials.push(after);
        self.ranks.push(rank);
        self.index[slot] = id as u16;
        id as u16
    }

    /// The number of frontier `f`, given if new (there are few: a search is enough).
    fn number(&mut self, f: Frontier) -> u8 {
        let known = &self.frontiers[..self.numbered.min(NUMBERS)];
        if let Some(n) = known.iter().position(|&g| g == f) {
            return n as u8;
        }
        let n = self.numbered;
        self.frontiers[n % NUMBERS] = f;
        self.numbered += 1;
        n as u8
    }

    /// The number of frontiers `a` and `b` merged.
    fn merged(&mut self, a: u8, b: u8) -> u8 {
        let slot = a as usize * NUMBERS + b as usize;
        match self.merges[slot] {
            UNMERGED => {
                let f = merge(&self.frontiers[a as usize], &self.frontiers[b as usize]);
                let n = self.number(f);
                self.merges[slot] = n;
                n
            }
            n => n,
        }
    }

    /// The honours' frontier (seven counts of 0-4; above 4 reads as 3).
    fn honours(&self, h: &[u8]) -> Frontier {
        let mut bytes = [0u8; 8];
        bytes[..7].copy_from_slice(&h[..7]);
        let v = u64::from_le_bytes(bytes);
        // a byte's high bit marks it zero: adding 0x7f carries into it unless it is zero
        let seven = 0x0080_8080_8080_8080u64;
        let zero = |x: u64| !((x & 0x7f7f_7f7f_7f7f_7f7f) + 0x7f7f_7f7f_7f7f_7f7f) & seven;
        let none = zero(v).count_ones() as usize;
        let ones = zero(v ^ 0x0101_0101_0101_0101).count_ones() as usize;
        let twos = zero(v ^ 0x0202_0202_0202_0202).count_ones() as usize;
        let threes = 7 - none - ones - twos;
        self.honour_frontiers[threes * 64 + twos * 8 + ones]
    }
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
    fn every_suit_fits_the_reader_as_documented() {
        let mut reader = SuitReader::new();
        let mut ends = std::collections::BTreeSet::new();
        for code in 0..5usize.pow(9) {
            let mut suit = [0u8; 9];
            let mut k = code;
            for n in suit.iter_mut() {
                *n = (k % 5) as u8;
                k /= 5;
            }
            ends.insert(reader.suit(&suit));
        }
        assert_eq!(reader.partials.len(), 6_145, "states for every suit");
        assert_eq!(ends.len(), 126, "frontiers of single suits");
        let mut merged: Vec<u8> = ends.iter().copied().collect();
        for _ in 0..2 {
            let mut next = std::collections::BTreeSet::new();
            for &a in &merged {
                for &b in &ends {
                    next.insert(reader.merged(a, b));
                }
            }
            merged = next.into_iter().collect();
        }
        assert_eq!(reader.numbered, 180, "frontiers of merged suits");
    }

    #[test]
    fn open_melds_shorten_the_target() {
        let c = counts_of(&parse_mpsz("345s22z").unwrap()).unwrap();
        assert_eq!(shanten(&c, 3), -1);
        let c = counts_of(&parse_mpsz("345s2z").unwrap()).unwrap();
        assert_eq!(shanten(&c, 3), 0);
    }
}
