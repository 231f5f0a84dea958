//! How far a K'ap hand is from complete, reckoned as a player does: the groups a complete
//! hand needs are one ngán (two identical tiles) and a number of pairs making ten or
//! twenty; a group already held counts two tiles, a lone tile that can still be matched
//! (a mate of it is unseen) counts one, and what is left is what the hand lacks. Then, how
//! many unseen tiles would bring it closer.

use jjak_engine::pairing::KapPairRule;
use jjak_engine::tiles::domino::chinese_set;
use jjak_engine::tiles::Domino;

/// The Chinese set's codes are all below this (its highest face, 6-6, is 120).
pub const KAP_CODES: usize = 128;

/// A hand is never longer than this here (K'ap Tái Shap's complete hand is ten tiles).
const MOST_TILES: usize = 16;

/// What depends only on the rules: each face of the set with its copies, and for each
/// face the faces that make ten or twenty with it (a bit per code).
#[derive(Debug, PartialEq)]
pub struct KapTable {
    faces: Vec<(Domino, u8)>,
    tens: [u128; KAP_CODES],
}

impl KapTable {
    pub fn new(pairs: KapPairRule, sets: u8) -> KapTable {
        let one = chinese_set();
        let mut faces: Vec<(Domino, u8)> = Vec::new();
        for &t in &one {
            match faces.iter_mut().find(|(f, _)| *f == t) {
                Some((_, n)) => *n += sets,
                None => faces.push((t, sets)),
            }
        }
        let mut tens = [0u128; KAP_CODES];
        for &(a, _) in &faces {
            for &(b, _) in &faces {
                if pairs.is_pair(a, b) {
                    tens[a.code()] |= 1 << b.code();
                }
            }
        }
        KapTable { faces, tens }
    }

    fn ten_mates(&self, t: Domino) -> u128 {
        self.tens.get(t.code()).copied().unwrap_or(0)
    }
}

/// One seat's reckoning: the table, how many pairs of ten a complete hand holds besides
/// its ngán, and the tiles this seat has not seen, by code.
pub struct Reckoner<'a> {
    table: &'a KapTable,
    tens: u8,
    unseen: [u8; KAP_CODES],
    /// A bit for each code with an unseen copy.
    live: u128,
}

impl<'a> Reckoner<'a> {
    /// `seen`: every tile this seat can see (its hand and the face-up tiles).
    pub fn new(
        table: &'a KapTable,
        tens: u8,
        seen: impl IntoIterator<Item = Domino>,
    ) -> Reckoner<'a> {
        let mut unseen = [0u8; KAP_CODES];
        for &(f, n) in &table.faces {
            unseen[f.code()] = n;
        }
        for t in seen {
            if let Some(u) = unseen.get_mut(t.code()) {
                *u = u.saturating_sub(1);
            }
        }
        let live = (0..KAP_CODES)
            .filter(|&c| unseen[c] > 0)
            .fold(0u128, |bits, c| bits | 1 << c);
        Reckoner {
            table,
            tens,
            unseen,
            live,
        }
    }

    /// How many tiles `hand` lacks to be complete; 0 when it is complete.
    pub fn lacking(&self, hand: &[Domino]) -> u8 {
        let groups = 2 * (self.tens + 1);
        groups - self.search(hand).count(groups, 0)
    }

    /// How many unseen tiles would each make `hand` lack fewer than `lacking` (what it
    /// lacks now).
    pub fn improving(&self, hand: &[Domino], lacking: u8) -> u32 {
        let groups = 2 * (self.tens + 1);
        let needed = (groups + 1).saturating_sub(lacking);
        if lacking == 0 {
            return 0;
        }
        let base = self.search(hand);
        let held = faces_of(hand);
        // a tile that matches nothing held is only one more lone tile: the answer for it
        // depends only on what it can become
        let mut lone: [Option<bool>; 4] = [None; 4];
        let mut total = 0;
        for &(f, _) in &self.table.faces {
            let unseen = self.unseen[f.code()];
            if unseen == 0 {
                continue;
            }
            let improves = |f: Domino| {
                let mut s = base;
                self.push(&mut s, f);
                s.count(needed, needed) >= needed
            };
            let better = match self.matches_nothing(held, f) {
                true => *lone[self.single(f) as usize].get_or_insert_with(|| improves(f)),
                false => improves(f),
            };
            if better {
                total += unseen as u32;
            }
        }
        total
    }

    /// What `t` can become alone (as a number below 4), if it matches no tile of
    /// `hand` (neither identical nor making ten or twenty with one).
    pub fn lone_kind(&self, hand: &[Domino], t: Domino) -> Option<usize> {
        self.matches_nothing(faces_of(hand), t)
            .then(|| self.single(t) as usize)
    }

    /// Whether `t` matches none of the faces in `held` (a bit per code).
    fn matches_nothing(&self, held: u128, t: Domino) -> bool {
        (self.table.ten_mates(t) | 1 << (t.code() & 127)) & held == 0
    }

    /// The search over `hand`'s tiles (in any order).
    fn search(&self, hand: &[Domino]) -> Search {
        let mut s = Search {
            tens_needed: self.tens,
            n: 0,
            tiles: [Domino::new(0, 0); MOST_TILES],
            twin: [0; MOST_TILES],
            ten: [0; MOST_TILES],
            class: [Single::Dead; MOST_TILES],
            best: 0,
            cap: 0,
            needed: 0,
        };
        for &t in hand {
            self.push(&mut s, t);
        }
        s
    }

    /// `t` added after the search's tiles (none beyond 16).
    fn push(&self, s: &mut Search, t: Domino) {
        let j = s.n;
        if j >= MOST_TILES {
            return;
        }
        let mates = self.table.ten_mates(t);
        for i in 0..j {
            let u = s.tiles[i];
            if u == t {
                s.twin[i] |= 1 << j;
            }
            if mates >> (u.code() & 127) & 1 == 1 {
                s.ten[i] |= 1 << j;
            }
        }
        s.tiles[j] = t;
        s.class[j] = self.single(t);
        s.n += 1;
    }

    /// What `t` alone can still become.
    fn single(&self, t: Domino) -> Single {
        let twin_live = self.unseen.get(t.code()).is_some_and(|&u| u > 0);
        let ten_live = self.table.ten_mates(t) & self.live != 0;
        match (twin_live, ten_live) {
            (true, true) => Single::Either,
            (true, false) => Single::Twin,
            (false, true) => Single::Ten,
            (false, false) => Single::Dead,
        }
    }
}

/// The faces among `tiles`, a bit per code.
fn faces_of(tiles: &[Domino]) -> u128 {
    tiles
        .iter()
        .fold(0u128, |bits, t| bits | 1 << (t.code() & 127))
}

/// What a lone tile can still become: a bit more of the ngán (its twin is unseen), of a
/// pair of ten (a mate is unseen), either, or nothing.
#[derive(Clone, Copy, PartialEq)]
#[repr(u8)]
enum Single {
    Either,
    Twin,
    Ten,
    Dead,
}

/// The search for the best grouping of a hand of at most 16 tiles, as bits.
#[derive(Clone, Copy)]
struct Search {
    tens_needed: u8,
    n: usize,
    tiles: [Domino; MOST_TILES],
    /// For each tile, the later tiles identical to it, and the later tiles making ten or
    /// twenty with it.
    twin: [u16; MOST_TILES],
    ten: [u16; MOST_TILES],
    class: [Single; MOST_TILES],
    best: u8,
    /// The most any grouping can count: every tile, or a complete hand (or less, when
    /// the question is only whether a hand lacks less than some number).
    cap: u8,
    /// Branches that cannot count this many are not searched (0: the best is wanted).
    needed: u8,
}

impl Search {
    /// The most tiles a grouping counts, up to `cap`; with `needed` above 0, only whether
    /// it reaches that many is exact.
    fn count(mut self, cap: u8, needed: u8) -> u8 {
        self.cap = cap.min(self.n as u8);
        self.needed = needed;
        self.best = 0;
        let all = if self.n == 0 {
            0
        } else {
            u16::MAX >> (16 - self.n)
        };
        self.go(all, false, 0, [0; 3]);
        self.best.min(self.cap)
    }

    /// `left`: the tiles not yet placed; `singles`: lone tiles so far that can become
    /// either group, only the ngán, only a pair of ten.
    fn go(&mut self, left: u16, ngan: bool, tens: u8, singles: [u8; 3]) {
        if self.best >= self.cap {
            return;
        }
        // what this branch could still reach: each group still open counts at most two,
        // each lone tile so far at most one (in a group still open), each tile left one
        let (placed, open) = (ngan as u8 + tens, self.tens_needed + 1 - ngan as u8 - tens);
        let lone = (singles[0] + singles[1] + singles[2]).min(open);
        let reach = 2 * placed + (2 * open).min(lone + left.count_ones() as u8);
        if reach <= self.best || reach < self.needed {
            return;
        }
        if left == 0 {
            let [either, twin, ten] = singles;
            let open = self.tens_needed - tens;
            let ten_filled = open.min(either + ten);
            let either_left = either - ten_filled.saturating_sub(ten);
            let ngan_filled = (!ngan && (twin > 0 || either_left > 0)) as u8;
            let score = 2 * (ngan as u8 + tens) + ten_filled + ngan_filled;
            self.best = self.best.max(score);
            return;
        }
        let i = left.trailing_zeros() as usize;
        let rest = left & !(1 << i);
        // the tile in a group: the ngán (any one of its twins: they are alike)
        if !ngan {
            let twins = self.twin[i] & rest;
            if twins != 0 {
                self.go(rest & !(1 << twins.trailing_zeros()), true, tens, singles);
            }
        }
        // or a pair of ten, with each kind of mate (in a sorted hand identical mates are
        // adjacent and tried once; a tile added at the end is simply tried too)
        if tens < self.tens_needed {
            let mut mates = self.ten[i] & rest;
            let mut previous: Option<usize> = None;
            while mates != 0 {
                let j = mates.trailing_zeros() as usize;
                mates &= mates - 1;
                // an identical later tile is the same choice as the one before it
                if previous.is_some_and(|p| p + 1 == j && self.twin[p] >> j & 1 == 1) {
                    previous = Some(j);
                    continue;
                }
                previous = Some(j);
                self.go(rest & !(1 << j), ngan, tens + 1, singles);
            }
        }
        // or alone
        let mut singles = singles;
        match self.class[i] {
            Single::Either => singles[0] += 1,
            Single::Twin => singles[1] += 1,
            Single::Ten => singles[2] += 1,
            Single::Dead => {}
        }
        self.go(rest, ngan, tens, singles);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jjak_engine::pairing::kap_complete;
    use jjak_engine::short_sort::ShortSort;
    use rand::rngs::StdRng;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;

    fn hand(s: &str) -> Vec<Domino> {
        let mut h = jjak_engine::tiles::parse_dominoes(s).unwrap();
        h.sort_short();
        h
    }

    /// A hand lacks nothing exactly when the engine finds it complete, for random hands
    /// of both games' sizes and both pairings.
    #[test]
    fn a_hand_lacks_nothing_exactly_when_it_is_complete() {
        for (pairs, tens, size) in [
            (KapPairRule::AnyTenOrTwenty, 4, 10),
            (KapPairRule::AnyTenOrTwenty, 3, 8),
            (KapPairRule::CulinTable, 4, 10),
        ] {
            let table = KapTable::new(pairs, 2);
            let mut rng = StdRng::seed_from_u64(5);
            let mut tiles: Vec<Domino> = (0..2).flat_map(|_| chinese_set()).collect();
            let mut complete = 0;
            for _ in 0..30_000 {
                tiles.shuffle(&mut rng);
                let mut h = tiles[..size].to_vec();
                h.sort_short();
                let reckoner = Reckoner::new(&table, tens, h.iter().copied());
                let lacking = reckoner.lacking(&h);
                assert_eq!(lacking == 0, kap_complete(&h, pairs).is_some(), "{h:?}");
                complete += (lacking == 0) as u32;
            }
            assert!(complete > 0, "some random hands are complete");
        }
    }

    /// Worked examples: groups count two, a lone tile with an unseen mate one, a lone
    /// tile whose every mate is in view nothing.
    #[test]
    fn a_hand_lacks_what_a_player_would_count() {
        let table = KapTable::new(KapPairRule::AnyTenOrTwenty, 1);
        // ngán 6-6 6-6, tens 6-2+1-1, 5-3+1-1 (the set's other 1-1), 4-4 alone: 9 tiles, one
        // lacking (4-4's twin is unseen)
        let h = hand("6-6 6-6 6-2 1-1 5-3 1-1 4-4");
        let r = Reckoner::new(&table, 4, h.iter().copied());
        // seven tiles: three groups (6) and 4-4 (1); the fifth group lacks two more
        assert_eq!(r.lacking(&h), 10 - 7);
        // 4-4's only twin and every mate of it in view: 4-4 counts for nothing
        let seen = hand("4-4 4-4 1-1 1-1 3-3 3-3 6-6 6-6 6-2 5-3");
        let r = Reckoner::new(&table, 4, seen.iter().copied());
        assert_eq!(r.lacking(&h), 10 - 6);
    }

    /// The tiles that improve a hand are exactly the unseen ones whose addition lowers
    /// what it lacks, counted with their copies.
    #[test]
    fn improving_tiles_are_counted_with_their_copies() {
        let table = KapTable::new(KapPairRule::AnyTenOrTwenty, 1);
        let h = hand("6-6 6-6 6-2 1-1 5-3 1-1 4-4 3-3 6-4");
        let r = Reckoner::new(&table, 4, h.iter().copied());
        let lacking = r.lacking(&h);
        let mut expected = 0;
        for &(f, _) in &table.faces {
            let mut t = h.clone();
            t.push(f);
            t.sort_short();
            if r.unseen[f.code()] > 0 && r.lacking(&t) < lacking {
                expected += r.unseen[f.code()] as u32;
            }
        }
        assert!(expected > 0);
        assert_eq!(r.improving(&h, lacking), expected);
    }
}
