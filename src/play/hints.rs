//! Hints for the player whose turn it is: the move the normal computer would make, with its
//! one-sentence reason, and for each tile in hand how many of the tiles it pairs with are
//! still unseen (not in this hand, not face up, not laid out), so could still come.

use crate::art::TileArt;
use crate::engine::catalog::GameRules;
use crate::engine::core::Seat;
use crate::engine::games::GameId;
use crate::engine::tiles::mahjong::KINDS;
use crate::engine::tiles::MahjongTile;

use super::session::Session;
use super::table::TableModel;
use crate::engine::matches::AnyAction;
use crate::engine::text::Text;
use jjak_words::t;

#[derive(Clone, Debug, PartialEq)]
pub struct Hints {
    /// What the normal computer would do now, and why.
    pub suggested: Option<(AnyAction, Text)>,
    /// For each tile in the hand (in the model's order): its unseen mates.
    pub mates: Vec<u8>,
    /// "mates" for pair games, "copies" for Matjok (where a tile pairs with its twin).
    pub what: &'static str,
}

/// Every tile of the set this round is played with, as drawn (one entry per copy).
fn full_set(rules: &GameRules, players: u8) -> Vec<TileArt> {
    match rules.dominoes(Some(players)) {
        Some(set) => set
            .tiles
            .into_iter()
            .map(TileArt::dominoes_of(rules.game()))
            .collect(),
        None => (0..KINDS as u8)
            .filter_map(MahjongTile::from_index)
            .flat_map(|t| [TileArt::Mahjong(t); 4])
            .collect(),
    }
}

/// Every tile the viewer of `model` can see.
fn visible(model: &TableModel) -> Vec<TileArt> {
    let mut v: Vec<TileArt> = model.hand.iter().flatten().copied().collect();
    for s in &model.seats {
        v.extend(s.groups.iter().flatten());
        v.extend(&s.flowers);
        v.extend(&s.revealed);
        v.extend(&s.kept);
    }
    v.extend(model.face_up.iter().map(|f| f.art));
    v
}

/// Unseen mates of each tile in the hand of `model`.
pub fn unseen_mates(session: &Session, model: &TableModel) -> Vec<u8> {
    let game = session.setup.game;
    let Ok(rules) = GameRules::new(game, &session.setup.options) else {
        return vec![0; model.hand.iter().flatten().count()];
    };
    let seen = visible(model);
    let set = full_set(&rules, session.setup.players());
    let unseen = |t: TileArt| {
        let copies = set.iter().filter(|&&s| s == t).count();
        copies.saturating_sub(seen.iter().filter(|&&s| s == t).count())
    };
    let art = TileArt::dominoes_of(game);
    let pairs: Vec<(TileArt, TileArt)> = rules
        .pairings()
        .map(|l| l.into_iter().map(|(a, b)| (art(a), art(b))).collect())
        .unwrap_or_default();
    model
        .hand
        .iter()
        .flatten()
        .map(|&t| {
            let n: usize = if game == GameId::Matjok {
                unseen(t)
            } else {
                pairs
                    .iter()
                    .filter_map(|&(a, b)| {
                        if a == t {
                            Some(b)
                        } else if b == t {
                            Some(a)
                        } else {
                            None
                        }
                    })
                    .map(unseen)
                    .sum()
            };
            n.min(u8::MAX as usize) as u8
        })
        .collect()
}

/// The hints for `seat` now (no suggestion when it is not that seat's turn).
pub fn hints(session: &Session, model: &TableModel, seat: Seat) -> Hints {
    Hints {
        suggested: session.suggestion(seat).ok(),
        mates: unseen_mates(session, model),
        what: if session.setup.game == GameId::Matjok {
            t!(play_unseen_copies)
        } else {
            t!(play_unseen_mates)
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::play::session::Setup;
    use crate::play::table::table;

    #[test]
    fn the_hint_is_a_legal_move_with_a_reason_and_mates_are_counted_from_what_is_unseen() {
        for (game, players) in [
            (GameId::JjakMatChuGi, 2),
            (GameId::ThreeDozen, 3),
            (GameId::KapTaiShap, 4),
            (GameId::KapShap, 2),
            (GameId::Matjok, 4),
        ] {
            let mut s =
                Session::new(Setup::against_computer(game, players, Level::Normal), 5).unwrap();
            for _ in 0..40 {
                if s.round_over() {
                    break;
                }
                let seat = s.to_act()[0];
                let names = s.setup.named();
                let model = table(s.round(), seat, &names);
                let h = hints(&s, &model, seat);
                let (action, reason) = h.suggested.clone().expect("a hint on the player's turn");
                assert!(s.legal(seat).contains(&action), "{game:?}");
                assert!(!reason.is_empty());
                assert_eq!(h.mates.len(), model.hand.iter().flatten().count());
                // never more unseen mates than the set holds, and a seat not to act gets none
                let rules = GameRules::new(game, &s.setup.options).unwrap();
                let set = full_set(&rules, players).len();
                assert!(h.mates.iter().all(|&m| (m as usize) < set));
                let other = (seat + 1) % players;
                if !s.to_act().contains(&other) {
                    assert!(s.suggestion(other).is_err());
                }
                if s.is_human(seat) {
                    s.play(seat, action).unwrap();
                } else {
                    s.computer_move().unwrap();
                }
            }
        }
    }

    #[test]
    fn a_jjak_tile_s_mates_drop_as_they_come_into_view() {
        let s = Session::new(
            Setup::against_computer(GameId::JjakMatChuGi, 2, Level::Normal),
            9,
        )
        .unwrap();
        let names = s.setup.named();
        let mut model = table(s.round(), 0, &names);
        let hand: Vec<TileArt> = model.hand.iter().flatten().copied().collect();
        let before = unseen_mates(&s, &model);
        // a tile with a mate still unseen (a deal where no tile has one would be a bug here)
        let k = before
            .iter()
            .position(|&n| n > 0)
            .expect("some tile has an unseen mate");
        let rules = GameRules::new(GameId::JjakMatChuGi, &s.setup.options).unwrap();
        let pairs = rules.pairings().unwrap();
        let art = TileArt::dominoes_of(GameId::JjakMatChuGi);
        let seen: Vec<TileArt> = visible(&model);
        let mate = pairs
            .iter()
            .find_map(|&(a, b)| {
                let (a, b) = (art(a), art(b));
                let other = if a == hand[k] {
                    b
                } else if b == hand[k] {
                    a
                } else {
                    return None;
                };
                let count = |v: &[TileArt]| v.iter().filter(|&&t| t == other).count();
                (count(&seen) < count(&full_set(&rules, 2))).then_some(other)
            })
            .expect("the unseen mate");
        // show it face up: one fewer unseen
        model.face_up.push(crate::play::table::FaceUp {
            art: mate,
            by: 1,
            latest: false,
            take: None,
        });
        assert_eq!(unseen_mates(&s, &model)[k], before[k] - 1);
    }
}
