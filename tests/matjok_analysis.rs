//! The Matjok hand analyser checked against brute force and against the win test itself,
//! on many thousands of random hands (uniform deals, and one-suit-heavy hands where
//! waits on fully held tiles and crowded straights are common).

use jjak::engine::matjok::hand::{counts_of, is_complete, waits, Counts};
use jjak::engine::matjok::shanten::{shanten, shanten_by_search};
use jjak::engine::tiles::mahjong::{mahjong_set, KINDS};
use jjak::engine::tiles::MahjongTile;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

fn random_hand(r: &mut StdRng, size: usize, suits_only: bool) -> Counts {
    let mut set: Vec<MahjongTile> = mahjong_set(false);
    if suits_only {
        // one suit and a few honours: dense, many fours and overlapping straights
        let suit = r.random_range(0..3) * 9;
        set.retain(|t| {
            (suit..suit + 9).contains(&t.index()) || t.index() >= 27 && r.random_bool(0.2)
        });
    }
    set.shuffle(r);
    counts_of(&set[..size]).unwrap()
}

fn total(c: &Counts) -> usize {
    c.iter().map(|&n| n as usize).sum()
}

#[test]
fn shanten_matches_brute_force_on_random_hands() {
    let mut r = StdRng::seed_from_u64(2026);
    for n in 0..6000 {
        let dense = n % 2 == 1;
        let size = if n % 4 < 2 { 13 } else { 14 };
        let open = if n % 5 == 0 { r.random_range(1..=3) } else { 0 };
        let h = random_hand(&mut r, size - 3 * open, dense);
        assert_eq!(
            shanten(&h, open),
            shanten_by_search(&h, open),
            "hand {:?} with {open} open melds",
            jjak::engine::tiles::to_mpsz(&jjak::engine::matjok::hand::tiles_of(&h))
        );
    }
}

#[test]
fn shanten_agrees_with_the_win_test() {
    let mut r = StdRng::seed_from_u64(7);
    let mut ready = 0;
    for n in 0..20000 {
        let h = random_hand(&mut r, 13, n % 3 != 0);
        let s = shanten(&h, 0);
        let w = waits(&h);
        assert_eq!(
            s == 0,
            !w.is_empty(),
            "ready iff some tile completes it: {h:?}"
        );
        if s == 0 {
            ready += 1;
        }
        // a draw improves shanten by at most one, and -1 only if it completes the hand
        let mut c = h;
        for k in 0..KINDS {
            if c[k] < 4 {
                c[k] += 1;
                let after = shanten(&c, 0);
                assert!(after >= s - 1, "one draw, one step: {h:?} + {k}");
                assert_eq!(after == -1, is_complete(&c));
                c[k] -= 1;
            }
        }
        assert_eq!(total(&h), 13);
    }
    assert!(ready > 100, "the dense hands include ready ones ({ready})");
}
