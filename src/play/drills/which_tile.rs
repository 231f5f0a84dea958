//! Which tile? A position from the lab's games (`lab::drills` finds them: you and normal
//! computers, each of your moves the normal computer's until the position) where the
//! strong computer, measuring every move on the same imagined deals, finds one clearly
//! better than the others. The player chooses a move at the table; the answer is the strong
//! computer's, in its own words, with how much worse each other move came out.
//!
//! The positions and their measure are kept in `which_tile.json` (`make drills` writes it
//! again); a position is the game so far as a kept game's text (`play::save::KeptGame`),
//! which is also what its link holds.

use serde::{Deserialize, Serialize};

use super::DrillError;
use crate::engine::core::Seat;
use crate::engine::games::GameId;
use crate::engine::matches::AnyAction;
use crate::engine::said;
use crate::engine::text::Text;
use crate::play::save::KeptGame;
use crate::play::session::Session;

/// The positions, as `make drills` wrote them.
const POSITIONS: &str = include_str!("which_tile.json");

/// Every position of every game, and how they were measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Positions {
    /// Imagined deals per move.
    pub deals: u32,
    pub positions: Vec<Position>,
}

/// A position, and the strong computer's measure of each move there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Position {
    pub game: GameId,
    /// The game so far, as a kept game's text; the seat to move is the player's.
    pub position: String,
    /// Every distinct move, best first: its notation (`AnyAction::notation`, which keeps
    /// its meaning across versions) and its value: a whole percentage of the best result,
    /// or in Matjok the points a round on average.
    pub moves: Vec<(String, i32)>,
}

/// The clear margin a position's best move has over the next: percentage points of the
/// best result, or Matjok's points a round; and the certainty (a paired t statistic).
pub const MARGIN: i32 = 6;
pub const MARGIN_POINTS: i32 = 3;
pub const CERTAINTY: f64 = 3.0;

/// Whether `game`'s values are points a round (Matjok), not a share of the best result.
pub fn in_points(game: GameId) -> bool {
    game == GameId::Matjok
}

/// The positions kept with this build.
pub fn positions() -> Positions {
    serde_json::from_str(POSITIONS).unwrap_or(Positions {
        deals: 0,
        positions: Vec::new(),
    })
}

/// A question's id: a short digest of its position (stable while the position is).
pub fn id_of(position: &str) -> String {
    let seed = crate::engine::core::text_seed(position);
    format!("{:012x}", seed >> 16)
}

/// `game`'s positions' ids, in order.
pub fn ids(game: GameId) -> Vec<String> {
    positions()
        .positions
        .iter()
        .filter(|p| p.game == game)
        .map(|p| id_of(&p.position))
        .collect()
}

/// A position to choose a move in.
#[derive(Clone, Debug)]
pub struct WhichTile {
    pub position: Position,
    pub deals: u32,
    /// The game at the position, and the seat choosing.
    pub session: Session,
    pub seat: Seat,
}

/// One move in the answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    pub phrase: String,
    pub value: i32,
    /// How far behind the best it came out.
    pub behind: i32,
    pub yours: bool,
}

/// The answer to the player's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub right: bool,
    /// What the strong computer says of its choice, in its own words.
    pub said: String,
    /// Every move, best first.
    pub moves: Vec<MoveLine>,
}

/// The position with id `id` of `game`.
pub fn by_id(game: GameId, id: &str) -> Result<WhichTile, DrillError> {
    let all = positions();
    let found = all
        .positions
        .iter()
        .find(|p| p.game == game && id_of(&p.position) == id)
        .ok_or_else(|| DrillError::NoSuchQuestion(id.chars().take(20).collect()))?;
    open(found.clone(), all.deals)
}

/// The position a link holds (a kept game's text): one of the drill's positions.
pub fn from_link(game: GameId, text: &str) -> Result<WhichTile, DrillError> {
    let all = positions();
    let found = all
        .positions
        .iter()
        .find(|p| p.game == game && p.position == text)
        .ok_or(DrillError::NotADrillPosition)?;
    open(found.clone(), all.deals)
}

/// The position played out to its decision.
fn open(position: Position, deals: u32) -> Result<WhichTile, DrillError> {
    let saved = KeptGame::parse(&position.position)
        .and_then(|k| k.saved())
        .map_err(DrillError::Position)?;
    let session = Session::restore(&saved).map_err(|e| DrillError::Position(e.to_string()))?;
    let seat = session
        .to_act()
        .into_iter()
        .find(|&s| session.is_human(s))
        .ok_or_else(|| DrillError::Position(String::new()))?;
    Ok(WhichTile {
        position,
        deals,
        session,
        seat,
    })
}

impl WhichTile {
    /// The move named `notation` among the seat's legal moves.
    fn named(&self, notation: &str) -> Option<AnyAction> {
        AnyAction::named(&self.session.legal(self.seat), notation)
    }

    /// The answer to `chosen`: right when it is the strong computer's choice.
    pub fn answer(&self, chosen: &AnyAction) -> Answer {
        let best = self.position.moves.first().map_or(0, |m| m.1);
        let moves: Vec<MoveLine> = self
            .position
            .moves
            .iter()
            .filter_map(|(notation, value)| {
                let action = self.named(notation)?;
                Some(MoveLine {
                    phrase: action.phrase().to_string(),
                    value: *value,
                    behind: best - value,
                    yours: action.same_choice(chosen),
                })
            })
            .collect();
        let right = moves.first().is_some_and(|m| m.yours);
        Answer {
            right,
            said: self.strong_words().to_string(),
            moves,
        }
    }

    /// The strong computer's reason for its choice, as it says it at the table.
    fn strong_words(&self) -> Text {
        let Some((notation, value)) = self.position.moves.first() else {
            return said!(ai_strong_one_move);
        };
        let action = self.named(notation).map(|a| a.phrase()).unwrap_or_default();
        let (n, moves) = (self.deals, self.position.moves.len());
        if in_points(self.position.game) {
            said!(
                ai_strong_searched_points,
                n = n,
                moves = moves,
                action = action,
                points = *value
            )
        } else {
            said!(
                ai_strong_searched,
                n = n,
                moves = moves,
                action = action,
                percent = (*value).max(0) as u32
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::seen::{Can, Seen};

    /// Every game has positions; each opens at a decision of the player with every move
    /// the data names legal there, one clearly best by the data's own measure; the best
    /// move is the right answer and the others are not.
    #[test]
    fn every_position_opens_with_one_clearly_best_move() {
        let all = positions();
        assert!(all.deals >= 100, "{}", all.deals);
        for game in GameId::ALL {
            let ids = ids(game);
            assert!(ids.len() >= 5, "{game:?}: {} positions", ids.len());
            for id in ids {
                let q = by_id(game, &id).unwrap();
                let legal = q.session.legal(q.seat);
                assert!(legal.len() >= 2, "{game:?} {id}");
                let moves = &q.position.moves;
                assert!(moves.len() >= 2, "{game:?} {id}");
                let margin = if in_points(game) {
                    MARGIN_POINTS
                } else {
                    MARGIN
                };
                assert!(
                    moves[0].1 - moves[1].1 >= margin,
                    "{game:?} {id}: {moves:?}"
                );
                let best = q.named(&moves[0].0).unwrap();
                let answer = q.answer(&best);
                assert!(answer.right && answer.moves.len() == moves.len());
                assert!(answer.said.contains("came out best"), "{}", answer.said);
                let other = q.named(&moves[1].0).unwrap();
                let wrong = q.answer(&other);
                assert!(!wrong.right && wrong.moves[1].yours && wrong.moves[1].behind >= margin);
                // the table shows the position to the player, who may play
                let seen = Seen::of(&q.session, q.seat, false, Can::at_home(&q.session, q.seat));
                assert!(seen.can.play);
                // the link's text opens the same position
                let linked = from_link(game, &q.position.position).unwrap();
                assert_eq!(linked.session.saved(), q.session.saved());
            }
        }
        assert_eq!(
            from_link(GameId::Matjok, "{}").unwrap_err(),
            DrillError::NotADrillPosition
        );
        assert!(by_id(GameId::Matjok, "nothing").is_err());
    }
}
