//! One action type over every game, so the session and the app treat the games alike.

use serde::{Deserialize, Serialize};

use crate::ai::search::Searchable;
use crate::engine::core::{RuleError, Seat};
use crate::engine::kap::{KapAction, KapGame};
use crate::engine::matches::MatchRound;
use crate::engine::matjok::game::{MatjokAction, MatjokGame};
use crate::engine::pair_game::{PairAction, PairGame};
use crate::engine::round::Round;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnyAction {
    Pair(PairAction),
    Kap(KapAction),
    Matjok(MatjokAction),
}

impl AnyAction {
    /// The action in words: "throw 6-3".
    pub fn describe(&self) -> String {
        match self {
            AnyAction::Pair(a) => PairGame::describe(a),
            AnyAction::Kap(a) => KapGame::describe(a),
            AnyAction::Matjok(a) => MatjokGame::describe(a),
        }
    }
}

/// The seats that must act now in the current round.
pub fn to_act(round: &MatchRound) -> Vec<Seat> {
    match round {
        MatchRound::Pair(g) => Round::to_act(g),
        MatchRound::Kap(g) => Round::to_act(g),
        MatchRound::Matjok(g) => Round::to_act(g),
    }
}

pub fn next_to_act(round: &MatchRound) -> Option<Seat> {
    match round {
        MatchRound::Pair(g) => Round::next_to_act(g),
        MatchRound::Kap(g) => Round::next_to_act(g),
        MatchRound::Matjok(g) => Round::next_to_act(g),
    }
}

pub fn legal_actions(round: &MatchRound, seat: Seat) -> Vec<AnyAction> {
    match round {
        MatchRound::Pair(g) => g
            .legal_actions(seat)
            .into_iter()
            .map(AnyAction::Pair)
            .collect(),
        MatchRound::Kap(g) => g
            .legal_actions(seat)
            .into_iter()
            .map(AnyAction::Kap)
            .collect(),
        MatchRound::Matjok(g) => g
            .legal_actions(seat)
            .into_iter()
            .map(AnyAction::Matjok)
            .collect(),
    }
}

/// Applies an action; an action for another game is refused like any illegal one.
pub fn apply(round: &mut MatchRound, seat: Seat, action: AnyAction) -> Result<(), RuleError> {
    match (round, action) {
        (MatchRound::Pair(g), AnyAction::Pair(a)) => Round::act(g, seat, a),
        (MatchRound::Kap(g), AnyAction::Kap(a)) => Round::act(g, seat, a),
        (MatchRound::Matjok(g), AnyAction::Matjok(a)) => Round::act(g, seat, a),
        _ => Err(RuleError::NotNow("that is a move of another game".into())),
    }
}
