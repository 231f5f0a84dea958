//! Matjok defence for the strong player: how ready each other seat looks, how likely it
//! is to be waiting on a tile, and the discard that gives up on a dangerous tile when the
//! player's own hand is far from winning. Reads only what the seat sees: laid-out melds
//! and discards.
//!
//! A seat's readiness is an estimate from what a player at the table reads: laid-out
//! melds (a seat with three melds has four or fewer tiles left to complete) and how far
//! the round has gone (a concealed hand is more often ready the more it has thrown). A
//! tile is safe against a seat that threw it itself, and a wait on it needs copies of it
//! or of its suit neighbours that this seat has not seen: a tile whose every copy is in
//! sight can complete no pair or set, and a suit tile whose neighbours are all in sight
//! completes no straight.

use jjak_engine::core::Seat;
use jjak_engine::matjok::analysis;
use jjak_engine::matjok::game::MatjokView;
use jjak_engine::matjok::hand::Counts;
use jjak_engine::tiles::mahjong::KINDS;
use jjak_engine::tiles::MahjongTile;

/// The chance of feeding another seat with the look-ahead's tile from which a hand two or
/// more tiles from ready folds, and a hand one tile from ready. Chosen by the lab (docs/
/// PERFORMANCE.md, issue 38): lower thresholds fold more often and cut deal-ins further,
/// but cost as many points as they save.
pub const FOLD_FAR: f64 = 0.1;
pub const FOLD_NEAR: f64 = 0.25;
/// A discard keeping the hand as close, with at least this share of the look-ahead's
/// improving tiles, is as good for the hand: the safer of them is thrown.
pub const NEARLY_AS_GOOD: f64 = 0.8;

/// How likely `seat` is to be ready, 0 to 1, from its laid-out melds and the tiles it
/// has thrown that still lie in the pond. Measured: over 400 rounds of normal players
/// (tests/ai_levels.rs checks the fit), a seat with no meld is ready after 8 throws
/// one time in four, with two melds after 6 throws one time in two, with three nearly
/// always.
pub fn readiness(view: &MatjokView<'_>, seat: Seat) -> f64 {
    let melds = view.melds[seat as usize].len();
    let t = view.discards.iter().filter(|&&(s, _)| s == seat).count() as f64;
    match melds {
        0 => ((t - 3.0) * 0.045).clamp(0.0, 0.6),
        1 => (0.02 + (t - 2.0) * 0.057).clamp(0.02, 0.7),
        2 => (0.25 + (t - 2.0) * 0.058).clamp(0.2, 0.9),
        3 => (0.65 + t * 0.025).clamp(0.7, 0.92),
        _ => 0.95,
    }
}

/// How many ways `seat` could be waiting on tile kind `kind`, weighted as waits are
/// commonly made (a two-sided wait counts most), from the copies this seat has not seen
/// (`seen` counts every tile it can see, its own hand included). 0 for a tile `seat`
/// threw itself, as issue 38 reads a player's defence: Matjok has no rule against winning
/// on a tile one threw, but a seat that let a tile go seldom waits on it.
pub fn danger(view: &MatjokView<'_>, seat: Seat, kind: usize, seen: &Counts) -> f64 {
    if view
        .discards
        .iter()
        .any(|&(s, t)| s == seat && t.index() == kind)
    {
        return 0.0;
    }
    let unseen = |k: usize| analysis::unseen(seen, k) as f64;
    let u = unseen(kind);
    // a single wait on the pair, and a wait on the third of a pair held
    let mut ways = 0.5 * u + u * (u - 1.0).max(0.0) / 2.0;
    if kind < 27 {
        let rank = kind % 9;
        let at = |d: isize| -> f64 {
            let r = rank as isize + d;
            if (0..9).contains(&r) {
                unseen((kind as isize + d) as usize)
            } else {
                0.0
            }
        };
        // two-sided (or edge) waits from below and above, and the wait in the middle
        ways += 1.5 * (at(-2) * at(-1) + at(1) * at(2));
        ways += 0.75 * at(-1) * at(1);
    }
    ways
}

/// Every tile kind this seat can see ([`MatjokView::in_sight`], flowers aside: they
/// complete nothing).
pub fn seen(view: &MatjokView<'_>) -> Counts {
    let mut seen = [0u8; KINDS];
    for t in view.in_sight() {
        // (a flower's index lies past the kinds)
        if let Some(n) = seen.get_mut(t.index()) {
            *n = n.saturating_add(1);
        }
    }
    seen
}

/// The other seat that looks closest to winning, and how ready it looks.
pub fn main_threat(view: &MatjokView<'_>) -> Option<(Seat, f64)> {
    let seats = view.melds.len() as Seat;
    (0..seats)
        .filter(|&s| s != view.seat)
        .map(|s| (s, readiness(view, s)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// How many tile kinds a ready hand waits on, on average (a two-sided wait two, a single
/// or a pair wait one).
const WAIT_KINDS: f64 = 1.8;

/// The chance that throwing each tile kind feeds another seat: each seat's readiness times
/// the share of its likely waits that fall on the tile (`seen`: [`seen`]'s count).
pub fn risks(view: &MatjokView<'_>, seen: &Counts) -> [f64; KINDS] {
    let mut out = [0.0; KINDS];
    for s in (0..view.melds.len() as Seat).filter(|&s| s != view.seat) {
        let ready = readiness(view, s);
        let ways: Vec<f64> = (0..KINDS).map(|k| danger(view, s, k, seen)).collect();
        let all: f64 = ways.iter().sum();
        if all <= 0.0 || ready <= 0.0 {
            continue;
        }
        for (r, w) in out.iter_mut().zip(&ways) {
            *r += ready * (w / all * WAIT_KINDS).min(1.0);
        }
    }
    out
}

/// Whether a hand `shanten` tiles from ready gives up when its look-ahead's tile would feed
/// another seat with chance `risk`.
pub fn folds(shanten: i8, risk: f64) -> bool {
    (shanten >= 2 && risk >= FOLD_FAR) || (shanten == 1 && risk >= FOLD_NEAR)
}

/// A discard open to the strong player: the tile, the distance to win it leaves (shanten)
/// and how many unseen tiles would bring that closer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Discard {
    pub tile: MahjongTile,
    pub shanten: i8,
    pub improving: u32,
}

/// What defence makes of the look-ahead's discard.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Defence {
    /// The hand is far and the tile dangerous: the safest tile instead (`kept` is the
    /// look-ahead's), against `seat`, the seat that looks closest.
    Fold {
        tile: Discard,
        kept: MahjongTile,
        seat: Seat,
    },
    /// A tile nearly as good for the hand ([`NEARLY_AS_GOOD`]) and safer than the
    /// look-ahead's `kept`.
    Safer {
        tile: Discard,
        kept: MahjongTile,
        seat: Seat,
    },
}

/// Defence for the look-ahead's discard `chosen` among `options` (every discard), or
/// `None` to throw `chosen`. `seen`: [`seen`]'s count.
pub fn defend(
    view: &MatjokView<'_>,
    seen: &Counts,
    options: &[Discard],
    chosen: Discard,
) -> Option<Defence> {
    let (seat, _) = main_threat(view)?;
    let risk = risks(view, seen);
    let at = |o: &Discard| risk[o.tile.index()];
    let safest = |keep: &dyn Fn(&Discard) -> bool| {
        options.iter().copied().filter(|o| keep(o)).min_by(|a, b| {
            at(a)
                .total_cmp(&at(b))
                .then(a.shanten.cmp(&b.shanten))
                .then(b.improving.cmp(&a.improving))
        })
    };
    let kept = chosen.tile;
    // clearly safer: a difference under a point in a hundred is noise
    let safer = |o: &Discard| o.tile != kept && at(o) < at(&chosen) - 0.01;
    if folds(chosen.shanten, at(&chosen)) {
        let tile = safest(&|_| true).filter(safer)?;
        return Some(Defence::Fold { tile, kept, seat });
    }
    let tile = safest(&|o| {
        o.shanten == chosen.shanten
            && o.improving as f64 >= NEARLY_AS_GOOD * chosen.improving as f64
    })
    .filter(safer)?;
    Some(Defence::Safer { tile, kept, seat })
}

#[cfg(test)]
mod tests {
    use super::*;
    use jjak_engine::matjok::game::{MatjokGame, MatjokRules};
    use jjak_engine::round::Round;
    use jjak_engine::tiles::mahjong::Wind;

    fn kind(code: &str) -> usize {
        code.parse::<jjak_engine::tiles::MahjongTile>()
            .expect("a tile code")
            .index()
    }

    /// A tile a seat threw is safe against it; a tile whose every copy is in sight and
    /// whose neighbours are all in sight is safe against everyone; a live middle tile is
    /// the most dangerous.
    #[test]
    fn danger_follows_what_is_in_sight() {
        let g = MatjokGame::new(MatjokRules::default(), 3, 0, Wind::East).expect("a deal");
        let view = g.view(0);
        let mut seen = [0u8; KINDS];
        let five = kind("5p");
        let one = kind("1p");
        assert!(danger(&view, 1, five, &seen) > danger(&view, 1, one, &seen));
        // every copy of a dragon in sight: no pair or set can wait on it
        let red = kind("7z");
        seen[red] = 4;
        assert_eq!(danger(&view, 1, red, &seen), 0.0);
        // 1p with 2p and 3p all in sight and itself all in sight: nothing waits on it
        seen[one] = 4;
        seen[kind("2p")] = 4;
        seen[kind("3p")] = 4;
        assert_eq!(danger(&view, 1, one, &seen), 0.0);
    }

    /// A hand two or more tiles from ready folds at a smaller risk than a hand one tile
    /// from ready; a ready hand never folds.
    #[test]
    fn far_hands_fold_first() {
        assert!(folds(2, FOLD_FAR));
        assert!(!folds(1, FOLD_FAR));
        assert!(folds(1, FOLD_NEAR));
        assert!(!folds(0, 1.0));
        assert!(!folds(3, FOLD_FAR / 2.0));
    }
}
