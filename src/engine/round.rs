//! The contract every game's round meets, so bots, the lab and the tests treat them alike
//! (after OpenSpiel's `State`: legal actions, apply, per-seat views, terminal, returns).

use std::fmt::Debug;
use std::hash::Hash;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::core::{NoEvents, Outcome, RuleError, Seat};
use super::kap::{KapAction, KapGame, KapView};
use super::matjok::game::{MatjokAction, MatjokGame, MatjokView, SEATS};
use super::pair_game::{PairAction, PairGame, PairView};
use super::tiles::{Domino, MahjongTile};

pub trait Round: Clone + PartialEq + Debug + Serialize + DeserializeOwned {
    type Action: Copy + Eq + Hash + Debug + Serialize + DeserializeOwned;
    type View<'a>: Clone + Debug + Serialize
    where
        Self: 'a;
    type Tile: Copy + Ord + Debug;

    fn players(&self) -> u8;
    /// The seats that must act now; empty once the round is over.
    fn to_act(&self) -> Vec<Seat>;
    /// The first of [`Round::to_act`], without building the list.
    fn next_to_act(&self) -> Option<Seat>;
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    /// Applies an action; on error the round is unchanged.
    fn act(&mut self, seat: Seat, action: Self::Action) -> Result<(), RuleError>;
    fn outcome(&self) -> Option<&Outcome>;
    fn turns(&self) -> u32;
    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Self::View<'_>;
    /// Every tile, wherever it lies (for conservation checks).
    fn all_tiles(&self) -> Vec<Self::Tile>;
    /// The tiles `seat` holds hidden from the others.
    fn hidden_tiles(&self, seat: Seat) -> Vec<Self::Tile>;
    /// Every tile named anywhere in `seat`'s view.
    fn tiles_in_view(view: &Self::View<'_>) -> Vec<Self::Tile>;
    /// The actions taken so far, in order.
    fn history(&self) -> Vec<(Seat, Self::Action)>;
}

impl Round for PairGame {
    type Action = PairAction;
    type View<'a> = PairView<'a>;
    type Tile = Domino;

    fn players(&self) -> u8 {
        PairGame::players(self)
    }
    fn to_act(&self) -> Vec<Seat> {
        PairGame::to_act(self)
    }
    fn next_to_act(&self) -> Option<Seat> {
        match self.phase() {
            crate::engine::pair_game::Phase::Acquire { seat }
            | crate::engine::pair_game::Phase::Discard { seat } => Some(*seat),
            crate::engine::pair_game::Phase::ClaimWindow { pending, .. } => {
                pending.first().copied()
            }
            crate::engine::pair_game::Phase::Over => None,
        }
    }
    fn legal_actions(&self, seat: Seat) -> Vec<PairAction> {
        PairGame::legal_actions(self, seat)
    }
    fn act(&mut self, seat: Seat, action: PairAction) -> Result<(), RuleError> {
        self.step(seat, action, &mut NoEvents)
    }
    fn outcome(&self) -> Option<&Outcome> {
        PairGame::outcome(self)
    }
    fn turns(&self) -> u32 {
        PairGame::turns(self)
    }
    fn view(&self, seat: Seat) -> PairView<'_> {
        PairGame::view(self, seat)
    }
    fn all_tiles(&self) -> Vec<Domino> {
        PairGame::all_tiles(self)
    }
    fn hidden_tiles(&self, seat: Seat) -> Vec<Domino> {
        self.view(seat).hand.to_vec()
    }
    fn tiles_in_view(v: &PairView<'_>) -> Vec<Domino> {
        let mut t = v.hand.to_vec();
        t.extend(v.melds.iter().flatten().flat_map(|&(a, b)| [a, b]));
        t.extend(v.discards);
        // the latest discard is named twice: on the pile and as the one that may be taken
        t.extend(v.latest.map(|(d, _)| d));
        t
    }
    fn history(&self) -> Vec<(Seat, PairAction)> {
        self.log().to_vec()
    }
}

impl Round for KapGame {
    type Action = KapAction;
    type View<'a> = KapView<'a>;
    type Tile = Domino;

    fn players(&self) -> u8 {
        KapGame::players(self)
    }
    fn to_act(&self) -> Vec<Seat> {
        KapGame::to_act(self)
    }
    fn next_to_act(&self) -> Option<Seat> {
        match *self.phase() {
            crate::engine::kap::KapPhase::PickUp { seat }
            | crate::engine::kap::KapPhase::Discard { seat, .. } => Some(seat),
            crate::engine::kap::KapPhase::Over => None,
        }
    }
    fn legal_actions(&self, seat: Seat) -> Vec<KapAction> {
        KapGame::legal_actions(self, seat)
    }
    fn act(&mut self, seat: Seat, action: KapAction) -> Result<(), RuleError> {
        self.step(seat, action, &mut NoEvents)
    }
    fn outcome(&self) -> Option<&Outcome> {
        KapGame::outcome(self)
    }
    fn turns(&self) -> u32 {
        KapGame::turns(self)
    }
    fn view(&self, seat: Seat) -> KapView<'_> {
        KapGame::view(self, seat)
    }
    fn all_tiles(&self) -> Vec<Domino> {
        KapGame::all_tiles(self)
    }
    fn hidden_tiles(&self, seat: Seat) -> Vec<Domino> {
        self.view(seat).hand.to_vec()
    }
    fn tiles_in_view(v: &KapView<'_>) -> Vec<Domino> {
        let mut t = v.hand.to_vec();
        t.extend(v.table.iter().map(|(d, _)| *d));
        // a tile just picked up is named again by the phase (everyone saw it taken)
        if let crate::engine::kap::KapPhase::Discard {
            step: crate::engine::kap::DiscardStep::AfterPickUp { picked },
            ..
        } = v.phase
        {
            t.push(picked);
        }
        t
    }
    fn history(&self) -> Vec<(Seat, KapAction)> {
        self.log().to_vec()
    }
}

impl Round for MatjokGame {
    type Action = MatjokAction;
    type View<'a> = MatjokView<'a>;
    type Tile = MahjongTile;

    fn players(&self) -> u8 {
        SEATS
    }
    fn to_act(&self) -> Vec<Seat> {
        MatjokGame::to_act(self)
    }
    fn next_to_act(&self) -> Option<Seat> {
        MatjokGame::next_to_act(self)
    }
    fn legal_actions(&self, seat: Seat) -> Vec<MatjokAction> {
        MatjokGame::legal_actions(self, seat)
    }
    fn act(&mut self, seat: Seat, action: MatjokAction) -> Result<(), RuleError> {
        self.step(seat, action, &mut NoEvents)
    }
    fn outcome(&self) -> Option<&Outcome> {
        MatjokGame::outcome(self)
    }
    fn turns(&self) -> u32 {
        MatjokGame::turns(self)
    }
    fn view(&self, seat: Seat) -> MatjokView<'_> {
        MatjokGame::view(self, seat)
    }
    fn all_tiles(&self) -> Vec<MahjongTile> {
        MatjokGame::all_tiles(self)
    }
    fn hidden_tiles(&self, seat: Seat) -> Vec<MahjongTile> {
        // the hand, and which of its tiles was just drawn
        let v = self.view(seat);
        let mut t = v.hand.to_vec();
        t.extend(v.drawn);
        t
    }
    fn tiles_in_view(v: &MatjokView<'_>) -> Vec<MahjongTile> {
        use crate::engine::matjok::game::PhaseView;
        // as the view's JSON names them: a combination by its first tile
        let mut t = v.hand.to_vec();
        t.extend(v.drawn);
        t.extend(v.melds.iter().flatten().map(|m| m.combination.first()));
        t.extend(v.flowers.iter().flatten());
        t.extend(v.discards.iter().map(|&(_, d)| d));
        match v.phase {
            PhaseView::Claims { tile, .. } | PhaseView::Robbing { tile, .. } => t.push(tile),
            PhaseView::Turn { .. } | PhaseView::Over => {}
        }
        if let Some(r) = v.result {
            t.extend(r.winning_tile);
            t.extend(r.hands.iter().flatten());
            if let Some(g) = r.hand.as_ref().and_then(|h| h.grouping.as_ref()) {
                t.push(g.pair);
                t.extend(g.combinations.iter().map(|c| c.first()));
            }
        }
        t
    }
    fn history(&self) -> Vec<(Seat, MatjokAction)> {
        self.log().to_vec()
    }
}
