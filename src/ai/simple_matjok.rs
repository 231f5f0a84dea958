//! The simple Matjok bot: wins whenever it can, keeps the discard that leaves the hand
//! closest to winning (ties: throw the most isolated tile, honours first; then at random
//! from a seed), and claims a discard only when that brings the hand closer to winning.
//! Sees only its own view.

use super::{Bot, Ties};
use jjak_engine::matjok::game::{MatjokAction, MatjokGame, MatjokView, PhaseView};
use jjak_engine::matjok::hand::{is_complete, Counts};
use jjak_engine::matjok::shanten::shanten;
use jjak_engine::said;
use jjak_engine::text::Text;
use jjak_engine::tiles::mahjong::KINDS;
use jjak_engine::tiles::MahjongTile;

#[derive(Clone)]
pub struct SimpleMatjokBot {
    ties: Ties,
    /// The last choice, with the shanten before and after it, for `explain`.
    last: Option<(MatjokAction, i8, i8)>,
}

impl SimpleMatjokBot {
    /// `seed` breaks ties between equally good discards.
    pub fn new(seed: u64) -> SimpleMatjokBot {
        SimpleMatjokBot {
            ties: Ties::new(seed),
            last: None,
        }
    }
}

fn counts(hand: &[MahjongTile]) -> Counts {
    let mut c = [0u8; KINDS];
    for t in hand {
        c[t.index()] += 1;
    }
    c
}

/// How much a tile works with its neighbours (copies and suit neighbours held).
fn connection(c: &Counts, i: usize) -> u32 {
    let mut score = (c[i] as u32 - 1) * 4;
    if i < 27 {
        let rank = i % 9;
        for (d, w) in [(1usize, 2u32), (2, 1)] {
            if rank >= d && c[i - d] > 0 {
                score += w;
            }
            if rank + d < 9 && c[i + d] > 0 {
                score += w;
            }
        }
        // middle tiles connect more easily than terminals
        score += (rank.min(8 - rank)) as u32 / 2;
    }
    score
}

/// The best discard: lowest shanten after it, then the least connected tile, then the
/// honours first (a tile no neighbour can use); ties at random.
pub fn best_discard(c: &Counts, open: usize, ties: &mut Ties) -> (MahjongTile, i8) {
    let mut c = *c;
    let mut options: Vec<(i8, u32, bool, usize)> = Vec::with_capacity(14);
    for i in 0..KINDS {
        if c[i] == 0 {
            continue;
        }
        let conn = connection(&c, i);
        c[i] -= 1;
        let s = shanten(&c, open);
        c[i] += 1;
        options.push((s, conn, i < 27, i));
    }
    let (s, _, _, i) = ties
        .min_by_key(options, |&(s, conn, suited, _)| (s, conn, suited))
        .unwrap_or((0, 0, false, 0));
    (MahjongTile::from_index(i as u8).expect("index below 34"), s)
}

/// A distance to win in words.
pub(crate) fn distance(s: i8) -> Text {
    match s {
        -1 => said!(ai_distance_complete),
        0 => said!(ai_distance_ready),
        1 => said!(ai_distance_one),
        n => said!(ai_distance_many, count = i32::from(n)),
    }
}

impl Bot<MatjokGame> for SimpleMatjokBot {
    fn choose(&mut self, view: &MatjokView<'_>, legal: &[MatjokAction]) -> MatjokAction {
        let (a, before, after) = self.decide(view, legal);
        self.last = Some((a, before, after));
        a
    }

    fn explain(&self) -> Text {
        let Some((a, before, after)) = self.last else {
            return Text::new();
        };
        match a {
            MatjokAction::Tjok => said!(ai_matjok_tjok),
            MatjokAction::Discard(t) => {
                said!(ai_matjok_threw, tile = t, distance = distance(after))
            }
            MatjokAction::Kong(t) => said!(ai_matjok_kong, tile = t, distance = distance(after)),
            MatjokAction::Pass => said!(ai_matjok_passed, distance = distance(before)),
            MatjokAction::Poeng | MatjokAction::ClaimKong | MatjokAction::Straight(_) => said!(
                ai_matjok_claimed,
                before = distance(before),
                after = distance(after)
            ),
        }
    }
}

impl SimpleMatjokBot {
    /// The choice, and the shanten before and after it.
    fn decide(&mut self, view: &MatjokView<'_>, legal: &[MatjokAction]) -> (MatjokAction, i8, i8) {
        let c = counts(view.hand);
        let open = view.melds[view.seat as usize].len();
        let flowers = view.flowers[view.seat as usize].len();
        match view.phase {
            PhaseView::Turn { .. } => {
                if legal.contains(&MatjokAction::Tjok) && (is_complete(&c) || flowers >= 7) {
                    return (MatjokAction::Tjok, -1, -1);
                }
                let (t, after) = best_discard(&c, open, &mut self.ties);
                // a kong that keeps the hand as close to winning is worth its points
                for &a in legal {
                    if let MatjokAction::Kong(k) = a {
                        let mut d = c;
                        d[k.index()] -= if c[k.index()] == 4 { 4 } else { 1 };
                        let extra = if c[k.index()] == 4 { 1 } else { 0 };
                        let with_kong = shanten(&d, open + extra);
                        if with_kong <= after {
                            return (a, after, with_kong);
                        }
                    }
                }
                (MatjokAction::Discard(t), after, after)
            }
            PhaseView::Claims { tile, .. } | PhaseView::Robbing { tile, .. } => {
                let mut with = c;
                with[tile.index()] += 1;
                if legal.contains(&MatjokAction::Tjok) && is_complete(&with) {
                    return (MatjokAction::Tjok, 0, -1);
                }
                let now = shanten(&c, open);
                let mut best = (now, MatjokAction::Pass);
                for &a in legal {
                    let mut d = with;
                    match a {
                        MatjokAction::Poeng => d[tile.index()] -= 3,
                        MatjokAction::ClaimKong => d[tile.index()] -= 4,
                        MatjokAction::Straight(first) => {
                            for n in d.iter_mut().skip(first.index()).take(3) {
                                *n -= 1;
                            }
                        }
                        _ => continue,
                    }
                    let after = if a == MatjokAction::ClaimKong {
                        shanten(&d, open + 1)
                    } else {
                        best_discard(&d, open + 1, &mut self.ties).1
                    };
                    if after < best.0 {
                        best = (after, a);
                    }
                }
                (best.1, now, best.0)
            }
            PhaseView::Over => (legal[0], 0, 0),
        }
    }
}
