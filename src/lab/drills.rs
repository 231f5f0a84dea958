//! The drills' questions, found in the lab's games (`jjak-lab drills`, `make drills`): the
//! deal of the day's tables (you and normal computers), your moves the normal computer's.
//! - Which tile?: at one of your decisions with three moves or more, every move measured by
//!   the strong computer on the same imagined deals; kept when the best is clearly better
//!   than the next (`which_tile::MARGIN`, and surely: `which_tile::CERTAINTY`).
//! - Count this hand: Matjok hands won at these tables, written as the calculator's fields;
//!   kept when the calculator counts them as the game did (no kong in the winning hand, so
//!   that no replacement tile is in question; no win on flowers).

use crate::engine::core::derive_seed;
use crate::engine::games::GameId;
use crate::engine::matches::MatchRound;
use crate::engine::matjok::game::EndKind;
use crate::engine::matjok::hand::Combination;
use crate::engine::tiles::mahjong::to_mpsz;
use crate::engine::tiles::mahjong::Wind;
use crate::play::daily;
use crate::play::drills::which_tile::{
    in_points, Position, Positions, CERTAINTY, MARGIN, MARGIN_POINTS,
};
use crate::play::save::KeptGame;
use crate::play::session::Session;
use crate::play::thinking::{measure_every_move, Measured};

use crate::ai::Level;

/// The seed the strong computer measures a position with: the same position, the same
/// measure.
pub fn measure_seed(s: &Session) -> u64 {
    derive_seed(s.seed, 0xD2111 ^ s.steps_made() as u64)
}

/// Your move in the lab's game: the normal computer's choice.
fn your_move(s: &mut Session) -> bool {
    let (action, _) = s.opinion(0, Level::Normal, None);
    s.play(0, action).is_ok()
}

/// Plays `s` on until your next decision with at least `choices` distinct moves (the
/// round's first), or returns false when the round ends first.
fn to_your_decision(s: &mut Session, choices: usize, skip: usize) -> bool {
    let mut skipped = 0;
    for _ in 0..2_000 {
        if s.round_over() {
            return false;
        }
        let Some(&seat) = s.to_act().first() else {
            return false;
        };
        if seat != 0 || !s.is_human(0) {
            if s.computer_move().is_err() {
                return false;
            }
            continue;
        }
        if crate::play::replay::choices(&s.legal(0)) >= choices {
            if skipped == skip {
                return true;
            }
            skipped += 1;
        }
        if !your_move(s) {
            return false;
        }
    }
    false
}

/// Whether a measure keeps the position: one move clearly and surely better than the next.
pub fn clearly_best(game: GameId, m: &Measured) -> bool {
    let margin = if in_points(game) {
        MARGIN_POINTS
    } else {
        MARGIN
    };
    match (m.moves.as_slice(), m.certainty) {
        ([best, next, ..], Some(t)) => best.1 - next.1 >= margin && t >= CERTAINTY,
        _ => false,
    }
}

/// `game`'s positions for Which tile?: `per_game` of them, measured with `deals` imagined
/// deals a move, from the lab's games seeded from `seed`.
pub fn which_tile_positions(game: GameId, per_game: usize, deals: u32, seed: u64) -> Vec<Position> {
    let mut found = Vec::new();
    for n in 0..(per_game as u64 * 100) {
        if found.len() >= per_game {
            break;
        }
        let game_seed = derive_seed(seed, n);
        let Ok(mut s) = Session::new(daily::setup(game), game_seed) else {
            continue;
        };
        // a decision early, in the middle or late in the round
        let skip = (game_seed % 6) as usize;
        if !to_your_decision(&mut s, 3, skip) {
            continue;
        }
        let measured = measure_every_move(&s, 0, deals, measure_seed(&s));
        if !clearly_best(game, &measured) {
            continue;
        }
        found.push(Position {
            game,
            position: KeptGame::of(&s.saved()).to_text(),
            moves: measured
                .moves
                .iter()
                .map(|(a, v)| (a.notation(), *v))
                .collect(),
        });
    }
    found
}

/// Every game's positions.
pub fn which_tile(per_game: usize, deals: u32, seed: u64) -> Positions {
    Positions {
        deals,
        positions: GameId::ALL
            .into_iter()
            .flat_map(|g| which_tile_positions(g, per_game, deals, seed))
            .collect(),
    }
}

/// The calculator's fields of the Matjok round just won in `s`, if it can be counted from
/// them alone (see the module's note).
pub fn won_hand(s: &Session) -> Option<String> {
    let MatchRound::Matjok(g) = s.round() else {
        return None;
    };
    let r = g.result()?;
    let winner = r.winner?;
    let from = match r.end {
        EndKind::SelfDrawn => None,
        EndKind::Discard { from } => Some(from),
        _ => return None,
    };
    let melds = g.melds(winner);
    if melds
        .iter()
        .any(|m| matches!(m.combination, Combination::Kong(_)))
    {
        return None;
    }
    let wind = |seat| {
        Wind::ALL
            .iter()
            .position(|&w| w == g.seat_wind(seat))
            .unwrap_or(0)
    };
    let prevailing = Wind::ALL
        .iter()
        .position(|&w| w == g.prevailing())
        .unwrap_or(0);
    let open: Vec<String> = melds
        .iter()
        .map(|m| to_mpsz(&m.combination.tiles()))
        .collect();
    let tile = r.winning_tile?;
    let fields = format!(
        "seat={}&tiles={}&open={}&flowers={}&win-tile={}&from={}&prevailing={}",
        wind(winner),
        to_mpsz(&r.hands[winner as usize]),
        open.join("+"),
        to_mpsz(g.flowers(winner)),
        to_mpsz(&[tile]),
        from.map_or("self".to_string(), |f| wind(f).to_string()),
        prevailing
    );
    // kept only when the calculator counts it as the game did
    let q = crate::play::drills::count::question(&fields).ok()?;
    (Some(&q.counted.hand) == r.hand.as_ref()).then_some(fields)
}

/// Matjok hands won at the daily table from the lab's games seeded from `seed`: `count` of
/// them, no two of the same value while there are other values to find.
pub fn count_hands(count: usize, seed: u64) -> Vec<String> {
    let mut found: Vec<(u32, String)> = Vec::new();
    let mut spare: Vec<(u32, String)> = Vec::new();
    for n in 0..(count as u64 * 30) {
        if found.len() >= count {
            break;
        }
        let Ok(mut s) = Session::new(daily::setup(GameId::Matjok), derive_seed(seed, n)) else {
            continue;
        };
        while !s.round_over() {
            let moved = match s.to_act().first() {
                Some(0) => your_move(&mut s),
                Some(_) => s.computer_move().is_ok(),
                None => false,
            };
            if !moved {
                break;
            }
        }
        let Some(hand) = won_hand(&s) else {
            continue;
        };
        let Ok(q) = crate::play::drills::count::question(&hand) else {
            continue;
        };
        let value = q.counted.hand.value;
        if found.iter().any(|(v, _)| *v == value) {
            spare.push((value, hand));
        } else {
            found.push((value, hand));
        }
    }
    found.extend(spare);
    found.truncate(count);
    found.into_iter().map(|(_, h)| h).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::drills::which_tile::{by_id, ids, positions};

    /// The positions kept are the strong computer's own measure: the first of each game,
    /// measured again with the same seed and deals, gives the same values, and is clearly
    /// best. (Every kept position is checked against its margin in `which_tile`'s tests.)
    #[test]
    fn the_kept_positions_are_the_strong_computers_measure() {
        let deals = positions().deals;
        for game in GameId::ALL {
            let id = ids(game).into_iter().next().unwrap();
            let q = by_id(game, &id).unwrap();
            let measured = measure_every_move(&q.session, q.seat, deals, measure_seed(&q.session));
            let values: Vec<(String, i32)> = measured
                .moves
                .iter()
                .map(|(a, v)| (a.notation(), *v))
                .collect();
            assert_eq!(values, q.position.moves, "{game:?} {id}");
            assert!(clearly_best(game, &measured), "{game:?} {id}");
        }
    }

    /// Every hand kept is counted by the calculator as the game counted it when it was won:
    /// the hands are found again from the same seeds.
    #[test]
    fn the_kept_hands_are_counted_as_the_game_counted_them() {
        let kept = crate::play::drills::count::hands();
        let again = count_hands(2, COUNT_SEED);
        assert_eq!(
            &kept[..2],
            &again[..],
            "make drills writes them from COUNT_SEED"
        );
    }
}

/// The seeds `make drills` finds the questions from.
pub const WHICH_TILE_SEED: u64 = 52;
pub const COUNT_SEED: u64 = 520;
