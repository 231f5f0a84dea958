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
use jjak_words::t;

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
    let who = |s| Text::seat_mark(s);
    let mark = |t| Text::tile_mark(t);
    let said: String = match event {
        AnyEvent::Pair(e) => match e {
            PairEvent::Drew { seat: s, tile, .. } => match tile {
                Some(t) => t!(play_told_drew, who = who(*s), tile = t),
                None => t!(play_told_drew_face_down, who = who(*s)),
            },
            PairEvent::TookDiscard { seat: s, tile, .. } => {
                t!(play_told_took_discard, who = who(*s), tile = tile)
            }
            PairEvent::LaidPair { seat: s, a, b } => {
                t!(play_told_laid_pair, who = who(*s), a = a, b = b)
            }
            PairEvent::Discarded { seat: s, tile } => {
                t!(play_told_threw, who = who(*s), tile = tile)
            }
            PairEvent::Reshuffled { tiles, .. } => t!(play_told_reshuffled, tiles = tiles),
            PairEvent::RoundOver { .. } => t!(play_told_round_over).to_string(),
            _ => return None,
        },
        AnyEvent::Kap(e) => match e {
            KapEvent::PickedUp { seat: s, tile } => {
                t!(play_told_picked_up, who = who(*s), tile = tile)
            }
            KapEvent::Drew { seat: s, tile } => match tile {
                Some(t) => t!(play_told_drew_from_wall, who = who(*s), tile = t),
                None => t!(play_told_drew_hidden_from_wall, who = who(*s)),
            },
            KapEvent::Discarded { seat: s, tile } => {
                t!(play_told_put_face_up, who = who(*s), tile = tile)
            }
            KapEvent::RoundOver { .. } => t!(play_told_round_over).to_string(),
            _ => return None,
        },
        AnyEvent::Matjok(e) => match e {
            MatjokEvent::Discarded { seat: s, tile } => {
                t!(play_told_threw, who = who(*s), tile = mark(*tile))
            }
            MatjokEvent::Claimed {
                seat: s, bid, tile, ..
            } => {
                let (who, tile) = (who(*s), mark(*tile));
                match bid {
                    Bid::Tjok | Bid::InvalidTjok => {
                        t!(play_told_claimed_to_win, who = who, tile = tile)
                    }
                    Bid::Kong => t!(play_told_claimed_kong, who = who, tile = tile),
                    Bid::Poeng => t!(play_told_claimed_poeng, who = who, tile = tile),
                    Bid::Straight(_) => t!(play_told_claimed_straight, who = who, tile = tile),
                }
            }
            MatjokEvent::Drew {
                seat: s,
                replacement,
            } => match replacement {
                true => t!(play_told_drew_replacement, who = who(*s)),
                false => t!(play_told_drew_a_tile, who = who(*s)),
            },
            MatjokEvent::Flower { seat: s, flower } => {
                t!(play_told_flower, who = who(*s), tile = mark(*flower))
            }
            MatjokEvent::Kong {
                seat: s,
                tile,
                closed,
            } => {
                if *closed {
                    t!(play_told_closed_kong, who = who(*s), tile = mark(*tile))
                } else {
                    t!(play_told_open_kong, who = who(*s), tile = mark(*tile))
                }
            }
            MatjokEvent::Robbed {
                seat: s,
                tile,
                from,
            } => t!(
                play_told_robbed,
                who = who(*s),
                tile = mark(*tile),
                from = who(*from)
            ),
            MatjokEvent::RoundOver { .. } => t!(play_told_round_over).to_string(),
            MatjokEvent::Passed { .. } => return None,
        },
    };
    Some(Text::marked(&said))
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
