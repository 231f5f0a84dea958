//! A move told in words, from the events it made happen in the round (what the table's
//! live region says after each move): "Computer 2 threw 6-3.", "You drew 5-5.",
//! "South claimed 5 circles for a poeng."

use crate::engine::kap::KapEvent;
use crate::engine::matches::AnyEvent;
use crate::engine::matjok::game::{Bid, MatjokEvent};
use crate::engine::pair_game::PairEvent;
use crate::engine::said;
use crate::engine::text::{Arg, Named, Text};

use super::session::Moved;
use super::words::spelled;

/// What `moved` made happen, as seen by the viewer its events were filtered for, with the
/// `players` and the tiles written out. Passes are not told; the round's end is told as
/// such (the table says its result).
pub fn told(moved: &Moved, players: &[Named]) -> String {
    let sentences: Vec<Text> = moved.events.iter().filter_map(sentence).collect();
    let said: Vec<String> = sentences
        .iter()
        .map(|t| {
            let mut s = spelled(t, players);
            s.push('.');
            s
        })
        .collect();
    said.join(" ")
}

/// One event in words, or none for what is not told.
fn sentence(event: &AnyEvent) -> Option<Text> {
    let who = |s: &u8| Arg::Seat(*s);
    let domino = |t: &dyn std::fmt::Display| t.to_string();
    let said = match event {
        AnyEvent::Pair(e) => match e {
            PairEvent::Drew { seat: s, tile, .. } => match tile {
                Some(t) => said!(play_told_drew, who = who(s), tile = domino(t)),
                None => said!(play_told_drew_face_down, who = who(s)),
            },
            PairEvent::TookDiscard { seat: s, tile, .. } => {
                said!(play_told_took_discard, who = who(s), tile = domino(tile))
            }
            PairEvent::LaidPair { seat: s, a, b } => {
                said!(
                    play_told_laid_pair,
                    who = who(s),
                    a = domino(a),
                    b = domino(b)
                )
            }
            PairEvent::Discarded { seat: s, tile } => {
                said!(play_told_threw, who = who(s), tile = domino(tile))
            }
            PairEvent::Reshuffled { tiles, .. } => said!(play_told_reshuffled, tiles = *tiles),
            PairEvent::RoundOver { .. } => said!(play_told_round_over),
            _ => return None,
        },
        AnyEvent::Kap(e) => match e {
            KapEvent::PickedUp { seat: s, tile } => {
                said!(play_told_picked_up, who = who(s), tile = domino(tile))
            }
            KapEvent::Drew { seat: s, tile } => match tile {
                Some(t) => said!(play_told_drew_from_wall, who = who(s), tile = domino(t)),
                None => said!(play_told_drew_hidden_from_wall, who = who(s)),
            },
            KapEvent::Discarded { seat: s, tile } => {
                said!(play_told_put_face_up, who = who(s), tile = domino(tile))
            }
            KapEvent::RoundOver { .. } => said!(play_told_round_over),
            _ => return None,
        },
        AnyEvent::Matjok(e) => match e {
            MatjokEvent::Discarded { seat: s, tile } => {
                said!(play_told_threw, who = who(s), tile = *tile)
            }
            MatjokEvent::Claimed {
                seat: s, bid, tile, ..
            } => {
                let (who, tile) = (who(s), *tile);
                match bid {
                    Bid::Tjok | Bid::InvalidTjok => {
                        said!(play_told_claimed_to_win, who = who, tile = tile)
                    }
                    Bid::Kong => said!(play_told_claimed_kong, who = who, tile = tile),
                    Bid::Poeng => said!(play_told_claimed_poeng, who = who, tile = tile),
                    Bid::Straight(_) => said!(play_told_claimed_straight, who = who, tile = tile),
                }
            }
            MatjokEvent::Drew {
                seat: s,
                replacement,
            } => match replacement {
                true => said!(play_told_drew_replacement, who = who(s)),
                false => said!(play_told_drew_a_tile, who = who(s)),
            },
            MatjokEvent::Flower { seat: s, flower } => {
                said!(play_told_flower, who = who(s), tile = *flower)
            }
            MatjokEvent::Kong {
                seat: s,
                tile,
                closed,
            } => {
                if *closed {
                    said!(play_told_closed_kong, who = who(s), tile = *tile)
                } else {
                    said!(play_told_open_kong, who = who(s), tile = *tile)
                }
            }
            MatjokEvent::Robbed {
                seat: s,
                tile,
                from,
            } => said!(
                play_told_robbed,
                who = who(s),
                tile = *tile,
                from = who(from)
            ),
            MatjokEvent::RoundOver { .. } => said!(play_told_round_over),
            MatjokEvent::Passed { .. } => return None,
        },
    };
    Some(said)
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
            let names = s.setup.named();
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
