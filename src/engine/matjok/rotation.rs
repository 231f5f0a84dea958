//! A Matjok game runs through the prevailing winds: who is jongh (the dealer) and under
//! which wind, round after round.

use serde::{Deserialize, Serialize};

use super::game::SEATS;
use crate::core::Seat;
use crate::tiles::mahjong::Wind;

/// Where a Matjok game stands between rounds: who is jongh, the prevailing wind, and
/// how many players have been jongh under it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Rotation {
    pub jongh: Seat,
    pub prevailing: Wind,
    /// Players who have been jongh under this wind so far, this one included (1-4).
    pub jonghs: u8,
}

impl Rotation {
    /// The first round: seat 0 is jongh under the East wind.
    pub fn start() -> Rotation {
        Rotation {
            jongh: 0,
            prevailing: Wind::East,
            jonghs: 1,
        }
    }

    /// After a round won by `winner` (`None`: drawn): jongh stays while jongh wins and
    /// after a drawn round (limmen); otherwise the player to the right becomes jongh. The
    /// wind moves on once all four have been jongh under it; the game ends after the
    /// last of `winds` winds (`None`).
    pub fn next(self, winner: Option<Seat>, winds: u8) -> Option<Rotation> {
        if winner.is_none() || winner == Some(self.jongh) {
            return Some(self);
        }
        let jongh = (self.jongh + 1) % SEATS;
        if self.jonghs < SEATS {
            return Some(Rotation {
                jongh,
                jonghs: self.jonghs + 1,
                ..self
            });
        }
        let w = self.prevailing as usize + 1;
        (w < winds.clamp(1, 4) as usize).then(|| Rotation {
            jongh,
            prevailing: Wind::ALL[w],
            jonghs: 1,
        })
    }
}
