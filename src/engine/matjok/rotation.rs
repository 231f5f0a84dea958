//! A Matjok game runs through the prevailing winds: who is jongh (the dealer) and under
//! which wind, round after round.

use serde::{Deserialize, Serialize};

use super::game::{EndKind, SEATS};
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

    /// After a round that ended as `end`: jongh stays while jongh wins, and after a drawn
    /// round (limmen); otherwise the player to the right becomes jongh: after a win by
    /// another (in koe van, `koe_van`, the winner becomes jongh instead), and after an
    /// invalid tjok, whoever made it, since jongh did not win. The wind moves on once four
    /// have been jongh under it; the game ends after the last of `winds` winds (`None`).
    pub fn next(
        self,
        end: &EndKind,
        winner: Option<Seat>,
        winds: u8,
        koe_van: bool,
    ) -> Option<Rotation> {
        match (end, winner) {
            (EndKind::Exhausted, _) => return Some(self),
            (_, Some(w)) if w == self.jongh => return Some(self),
            _ => {}
        }
        let jongh = match winner {
            Some(w) if koe_van => w,
            _ => (self.jongh + 1) % SEATS,
        };
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jongh_stays_while_winning_and_after_a_drawn_round_and_passes_on_otherwise() {
        let r = Rotation::start();
        let won = |by: Seat| EndKind::Discard {
            from: (by + 1) % SEATS,
        };
        assert_eq!(r.next(&won(0), Some(0), 4, false), Some(r), "limmen");
        assert_eq!(r.next(&EndKind::Exhausted, None, 4, false), Some(r));
        let right = Some(Rotation {
            jongh: 1,
            jonghs: 2,
            ..r
        });
        assert_eq!(r.next(&won(2), Some(2), 4, false), right);
        // an invalid tjok is no win for jongh, whoever made it
        for offender in [0, 3] {
            assert_eq!(
                r.next(&EndKind::InvalidTjok { offender }, None, 4, false),
                right,
                "offender {offender}"
            );
        }
    }

    #[test]
    fn in_koe_van_the_winner_becomes_jongh() {
        let r = Rotation::start();
        let next = r.next(&EndKind::SelfDrawn, Some(2), 4, true).unwrap();
        assert_eq!((next.jongh, next.jonghs), (2, 2));
    }

    #[test]
    fn the_game_ends_after_the_last_wind() {
        let mut r = Some(Rotation::start());
        let mut rounds = 0;
        while let Some(now) = r {
            let winner = (now.jongh + 1) % SEATS;
            r = now.next(&EndKind::SelfDrawn, Some(winner), 1, false);
            rounds += 1;
        }
        assert_eq!(rounds, 4, "one wind: four jonghs");
    }
}
