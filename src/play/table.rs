//! What the table shows one seat, built from that seat's view only: its hand, every
//! seat's laid-out tiles and hidden-tile count, the discards, the wall, whose turn it is,
//! and the moves it may make now (grouped so equivalent draws are one button).

use crate::ai::search::Searchable;
use crate::art::TileArt;
use crate::engine::core::{Outcome, Seat};
use crate::engine::kap::{KapGame, KapPhase};
use crate::engine::matches::MatchRound;
use crate::engine::matjok::game::{MatjokGame, PhaseView};
use crate::engine::pair_game::{PairGame, PairRules, Phase};
use crate::engine::tiles::Domino;

use super::action::AnyAction;

/// One seat as the table shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatModel {
    /// Face-down tiles held.
    pub hidden: usize,
    /// Laid-out groups (pairs, melds), each a row of tiles.
    pub groups: Vec<Vec<TileArt>>,
    /// Matjok flowers laid open.
    pub flowers: Vec<TileArt>,
}

/// A move button: what it does, and the tile it is about (clicking that tile does it).
#[derive(Clone, Debug, PartialEq)]
pub struct MoveModel {
    pub action: AnyAction,
    pub label: String,
    pub tile: Option<TileArt>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TableModel {
    pub seat: Seat,
    pub hand: Vec<TileArt>,
    pub seats: Vec<SeatModel>,
    /// Face-up tiles in the middle, oldest first; `latest` is the one that may be taken.
    pub discards: Vec<TileArt>,
    pub latest: Option<TileArt>,
    /// The wall or reserve in words: "18 face-down tiles".
    pub wall: String,
    /// Whose turn it is, in words.
    pub turn: Option<Seat>,
    pub moves: Vec<MoveModel>,
    pub outcome: Option<Outcome>,
}

fn domino(rules_western: bool) -> impl Fn(Domino) -> TileArt {
    move |d| {
        if rules_western {
            TileArt::Western(d)
        } else {
            TileArt::Chinese(d)
        }
    }
}

fn is_western(rules: &PairRules) -> bool {
    rules.game == crate::engine::games::GameId::ThreeDozen
}

/// The moves `seat` may make, one button per distinct choice.
fn moves<R: Searchable>(
    legal: Vec<R::Action>,
    wrap: impl Fn(R::Action) -> AnyAction,
    tile_of: impl Fn(&R::Action) -> Option<TileArt>,
) -> Vec<MoveModel> {
    let mut out: Vec<(R::Action, MoveModel)> = Vec::new();
    for a in legal {
        if out.iter().any(|(b, _)| R::same_choice(&a, b)) {
            continue;
        }
        out.push((
            a,
            MoveModel {
                action: wrap(a),
                label: R::describe(&a),
                tile: tile_of(&a),
            },
        ));
    }
    out.into_iter().map(|(_, m)| m).collect()
}

/// The table as `seat` sees it.
pub fn table(round: &MatchRound, seat: Seat) -> TableModel {
    match round {
        MatchRound::Pair(g) => pair_table(g, seat),
        MatchRound::Kap(g) => kap_table(g, seat),
        MatchRound::Matjok(g) => matjok_table(g, seat),
    }
}

fn pair_table(g: &PairGame, seat: Seat) -> TableModel {
    use crate::engine::pair_game::PairAction as P;
    let v = g.view(seat);
    let art = domino(is_western(g.rules()));
    let seats = (0..v.players as usize)
        .map(|s| SeatModel {
            hidden: v.hand_sizes[s] as usize,
            groups: v.melds[s]
                .iter()
                .map(|&(a, b)| vec![art(a), art(b)])
                .collect(),
            flowers: vec![],
        })
        .collect();
    let turn = match v.phase {
        Phase::Acquire { seat } | Phase::Discard { seat } => Some(*seat),
        Phase::ClaimWindow { .. } | Phase::Over => None,
    };
    let moves = moves::<PairGame>(g.legal_actions(seat), AnyAction::Pair, |a| match a {
        P::Discard { tile } => Some(art(*tile)),
        _ => None,
    });
    TableModel {
        seat,
        hand: v.hand.iter().map(|&d| art(d)).collect(),
        seats,
        discards: v.discards.iter().map(|&d| art(d)).collect(),
        latest: v.latest.map(|(d, _)| art(d)),
        wall: format!("{} face-down tiles in the reserve", v.reserve),
        turn,
        moves,
        outcome: v.outcome.cloned(),
    }
}

fn kap_table(g: &KapGame, seat: Seat) -> TableModel {
    use crate::engine::kap::KapAction as K;
    let v = g.view(seat);
    let seats = (0..v.players as usize)
        .map(|s| SeatModel {
            hidden: v.hand_sizes[s] as usize,
            groups: vec![],
            flowers: vec![],
        })
        .collect();
    let turn = match v.phase {
        KapPhase::PickUp { seat } | KapPhase::Discard { seat, .. } => Some(seat),
        KapPhase::Over => None,
    };
    let moves = moves::<KapGame>(g.legal_actions(seat), AnyAction::Kap, |a| match a {
        K::Discard { tile } => Some(TileArt::Chinese(*tile)),
        _ => None,
    });
    let stacks = v.wall.len();
    let tiles: usize = v.wall.iter().map(|&h| h as usize).sum();
    TableModel {
        seat,
        hand: v.hand.iter().map(|&d| TileArt::Chinese(d)).collect(),
        seats,
        discards: v.table.iter().map(|&(d, _)| TileArt::Chinese(d)).collect(),
        latest: None,
        wall: format!("{tiles} tiles in {stacks} stacks in the wall"),
        turn,
        moves,
        outcome: v.outcome.cloned(),
    }
}

fn matjok_table(g: &MatjokGame, seat: Seat) -> TableModel {
    use crate::engine::matjok::game::MatjokAction as M;
    let v = g.view(seat);
    let seats = (0..4usize)
        .map(|s| SeatModel {
            hidden: v.hand_sizes[s] as usize,
            groups: v.melds[s]
                .iter()
                .map(|m| {
                    m.combination
                        .tiles()
                        .into_iter()
                        .map(TileArt::Mahjong)
                        .collect()
                })
                .collect(),
            flowers: v.flowers[s].iter().map(|&f| TileArt::Mahjong(f)).collect(),
        })
        .collect();
    let turn = match v.phase {
        PhaseView::Turn { seat, .. } => Some(seat),
        _ => None,
    };
    let latest = match v.phase {
        PhaseView::Claims { tile, .. } | PhaseView::Robbing { tile, .. } => {
            Some(TileArt::Mahjong(tile))
        }
        _ => None,
    };
    let moves = moves::<MatjokGame>(g.legal_actions(seat), AnyAction::Matjok, |a| match a {
        M::Discard(t) => Some(TileArt::Mahjong(*t)),
        _ => None,
    });
    TableModel {
        seat,
        hand: v.hand.iter().map(|&t| TileArt::Mahjong(t)).collect(),
        seats,
        discards: v
            .discards
            .iter()
            .map(|&(_, t)| TileArt::Mahjong(t))
            .collect(),
        latest,
        wall: format!(
            "{} tiles to draw, {} in the flower / kong wall",
            v.live_wall, v.dead_wall
        ),
        turn,
        moves,
        outcome: v.result.and(g.outcome().cloned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::games::GameId;
    use crate::play::session::{Session, Setup};

    #[test]
    fn the_table_shows_only_what_the_seat_may_see() {
        for (game, players) in [
            (GameId::JjakMatChuGi, 2),
            (GameId::KapShap, 2),
            (GameId::Matjok, 4),
        ] {
            let s = Session::new(Setup::against_computer(game, players, Level::Normal), 1).unwrap();
            let t = table(s.round(), 0);
            assert!(!t.hand.is_empty());
            assert_eq!(t.seats.len(), players as usize);
            for (i, m) in t.seats.iter().enumerate() {
                if i != 0 {
                    assert!(m.hidden > 0, "others' tiles are counted, not shown");
                }
            }
            // the moves are exactly the legal ones, draws folded into one button
            let legal = s.legal(0);
            assert!(t.moves.iter().all(|m| legal.contains(&m.action)));
            assert_eq!(t.moves.is_empty(), legal.is_empty());
        }
    }
}
