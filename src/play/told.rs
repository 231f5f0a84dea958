//! A move told in words, from the events it made happen in the round (what the table's
//! live region says after each move): "Computer 2 threw 6-3.", "You drew 5-5.",
//! "South claimed 5 circles for a poeng."

use crate::engine::kap::KapEvent;
use crate::engine::matches::AnyEvent;
use crate::engine::matjok::game::{Bid, MatjokEvent};
use crate::engine::pair_game::PairEvent;
use crate::engine::text::Text;

use super::session::Moved;
use super::words::spelled;

/// What `moved` made happen, as seen by the viewer its events were filtered for, with the
/// players' `names` and the tiles written out. Passes are not told; the round's end is told
/// as such (the table says its result).
pub fn told(moved: &Moved, names: &[String]) -> String {
    let sentences: Vec<Text> = moved.events.iter().filter_map(sentence).collect();
    let said: Vec<String> = sentences
        .iter()
        .map(|t| {
            let mut s = spelled(t, names);
            s.push('.');
            s
        })
        .collect();
    said.join(" ")
}

/// One event in words, or none for what is not told.
fn sentence(event: &AnyEvent) -> Option<Text> {
    let seat = |s| Text::new().seat(s);
    Some(match event {
        AnyEvent::Pair(e) => match e {
            PairEvent::Drew { seat: s, tile, .. } => match tile {
                Some(t) => seat(*s).words(&format!(" drew {t}")),
                None => seat(*s).words(" drew a face-down tile"),
            },
            PairEvent::TookDiscard { seat: s, tile, .. } => {
                seat(*s).words(&format!(" took the discard {tile}"))
            }
            PairEvent::LaidPair { seat: s, a, b } => {
                seat(*s).words(&format!(" laid down {a} and {b}"))
            }
            PairEvent::Discarded { seat: s, tile } => seat(*s).words(&format!(" threw {tile}")),
            PairEvent::Reshuffled { tiles, .. } => Text::from(format!(
                "The discards were shuffled into a new boneyard of {tiles}"
            )),
            PairEvent::RoundOver { .. } => Text::from("The round is over"),
            _ => return None,
        },
        AnyEvent::Kap(e) => match e {
            KapEvent::PickedUp { seat: s, tile } => seat(*s).words(&format!(" picked up {tile}")),
            KapEvent::Drew { seat: s, tile } => match tile {
                Some(t) => seat(*s).words(&format!(" drew {t} from the wall")),
                None => seat(*s).words(" drew from the wall"),
            },
            KapEvent::Discarded { seat: s, tile } => {
                seat(*s).words(&format!(" put {tile} face up"))
            }
            KapEvent::RoundOver { .. } => Text::from("The round is over"),
            _ => return None,
        },
        AnyEvent::Matjok(e) => match e {
            MatjokEvent::Discarded { seat: s, tile } => seat(*s).words(" threw ").tile(*tile),
            MatjokEvent::Claimed {
                seat: s, bid, tile, ..
            } => {
                let what = match bid {
                    Bid::Tjok | Bid::InvalidTjok => " to win",
                    Bid::Kong => " for a kong",
                    Bid::Poeng => " for a poeng",
                    Bid::Straight(_) => " for a straight",
                };
                seat(*s).words(" claimed ").tile(*tile).words(what)
            }
            MatjokEvent::Drew {
                seat: s,
                replacement,
            } => match replacement {
                true => seat(*s).words(" drew a replacement tile"),
                false => seat(*s).words(" drew a tile"),
            },
            MatjokEvent::Flower { seat: s, flower } => {
                seat(*s).words(" laid out the flower ").tile(*flower)
            }
            MatjokEvent::Kong {
                seat: s,
                tile,
                closed,
            } => seat(*s)
                .words(if *closed {
                    " laid out a closed kong of "
                } else {
                    " made an open kong of "
                })
                .tile(*tile),
            MatjokEvent::Robbed {
                seat: s,
                tile,
                from,
            } => seat(*s)
                .words(" robbed ")
                .tile(*tile)
                .words(" from ")
                .then(&Text::new().seat(*from)),
            MatjokEvent::RoundOver { .. } => Text::from("The round is over"),
            MatjokEvent::Passed { .. } => return None,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::games::GameId;
    use crate::play::session::{Session, Setup};

    /// Each move of a round is told from its events: a throw names the tile; the viewer's
    /// own draw names it, another seat's does not; the round's end is told.
    #[test]
    fn every_move_is_told_and_hidden_tiles_stay_hidden() {
        for (game, players) in [
            (GameId::JjakMatChuGi, 3),
            (GameId::KapShap, 2),
            (GameId::Matjok, 4),
        ] {
            let mut s =
                Session::new(Setup::against_computer(game, players, Level::Normal), 7).unwrap();
            let names = s.setup.names();
            let mut told_end = false;
            while !s.round_over() {
                let seat = s.to_act()[0];
                if s.is_human(seat) {
                    let first = s.legal(seat)[0];
                    let events = s.play(seat, first).unwrap();
                    assert_eq!(Some(&events), s.last_move().map(|m| &m.events));
                } else {
                    s.computer_move().unwrap();
                }
                let m = s.last_move().expect("a move was made");
                let seen = m.seen_by(0);
                let words = told(&seen, &names);
                if m.action.is_discard() {
                    assert!(
                        words.contains(" threw ") || words.contains(" put "),
                        "{game:?}: {words}"
                    );
                }
                if m.seat != 0 {
                    // another seat's draw never names its tile
                    for e in &seen.events {
                        if let AnyEvent::Pair(PairEvent::Drew { tile, .. }) = e {
                            assert_eq!(*tile, None);
                        }
                        if let AnyEvent::Kap(KapEvent::Drew { tile, .. }) = e {
                            assert_eq!(*tile, None);
                        }
                    }
                }
                told_end |= words.contains("The round is over");
            }
            assert!(told_end, "{game:?}: the end was told");
        }
    }
}
