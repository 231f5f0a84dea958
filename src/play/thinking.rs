//! A computer player's decision, made a little at a time. `beginner` and `normal` decide
//! at once; `strong` plays its imagined deals in as many slices as the caller likes, so
//! the browser can keep every task short and stop at the player's thinking time.

use crate::ai::search::{make_bot, Deliberation, Searchable, StrongBot};
use crate::ai::{Bot, Level};
use crate::engine::core::Seat;
use crate::engine::kap::KapGame;
use crate::engine::matches::MatchRound;
use crate::engine::matjok::game::MatjokGame;
use crate::engine::pair_game::PairGame;

use super::action::AnyAction;

/// One game's decision in progress.
enum Plan<R: Searchable> {
    Decided {
        action: R::Action,
        reason: String,
    },
    Searching {
        bot: Box<StrongBot<R>>,
        deliberation: Deliberation<R::Action>,
    },
}

/// What a computer seat needs to decide.
pub(super) struct Ask {
    pub seat: Seat,
    pub level: Level,
    pub players: u8,
    pub seed: u64,
    pub budget: Option<u32>,
}

impl<R: Searchable> Plan<R> {
    fn start(g: &R, ask: &Ask) -> Plan<R> {
        let view = g.view(ask.seat);
        let legal = g.legal_actions(ask.seat);
        if ask.level == Level::Strong {
            let budget = ask.budget.unwrap_or(R::DEFAULT_BUDGET);
            let mut bot = Box::new(StrongBot::<R>::new(
                g.rules_of(),
                ask.players,
                budget,
                ask.seed,
            ));
            let deliberation = bot.start(&view, &legal);
            return Plan::Searching { bot, deliberation };
        }
        let mut bot = make_bot::<R>(ask.level, g.rules_of(), ask.players, ask.seed, ask.budget);
        let action = bot.choose(&view, &legal);
        Plan::Decided {
            action,
            reason: bot.explain(),
        }
    }

    /// Plays up to `deals` more imagined deals; true when the decision is ready.
    fn think(&mut self, g: &R, seat: Seat, deals: u32) -> bool {
        match self {
            Plan::Decided { .. } => true,
            Plan::Searching { bot, deliberation } => {
                bot.think(deliberation, &g.view(seat), deals);
                deliberation.finished()
            }
        }
    }

    fn deals(&self) -> u32 {
        match self {
            Plan::Decided { .. } => 0,
            Plan::Searching { deliberation, .. } => deliberation.done(),
        }
    }

    fn finish(self) -> (R::Action, String) {
        match self {
            Plan::Decided { action, reason } => (action, reason),
            Plan::Searching {
                mut bot,
                deliberation,
            } => {
                let action = bot.finish(deliberation);
                (action, bot.explain())
            }
        }
    }
}

enum AnyPlan {
    Pair(Plan<PairGame>),
    Kap(Plan<KapGame>),
    Matjok(Plan<MatjokGame>),
}

/// A computer seat's decision in progress (see [`super::session::Session::start_thinking`]).
pub struct Thinking {
    pub seat: Seat,
    /// The session's change count when the decision started: a decision about a
    /// position that has changed since (an undo, a new round) is refused.
    pub(super) at_change: u64,
    plan: AnyPlan,
}

impl Thinking {
    pub(super) fn start(round: &MatchRound, ask: Ask, at_change: u64) -> Thinking {
        let plan = match round {
            MatchRound::Pair(g) => AnyPlan::Pair(Plan::start(g, &ask)),
            MatchRound::Kap(g) => AnyPlan::Kap(Plan::start(g, &ask)),
            MatchRound::Matjok(g) => AnyPlan::Matjok(Plan::start(g, &ask)),
        };
        Thinking {
            seat: ask.seat,
            at_change,
            plan,
        }
    }

    /// Plays up to `deals` more imagined deals on `round` (the position the decision
    /// started from); true when the decision is ready.
    pub(super) fn think(&mut self, round: &MatchRound, deals: u32) -> bool {
        match (&mut self.plan, round) {
            (AnyPlan::Pair(p), MatchRound::Pair(g)) => p.think(g, self.seat, deals),
            (AnyPlan::Kap(p), MatchRound::Kap(g)) => p.think(g, self.seat, deals),
            (AnyPlan::Matjok(p), MatchRound::Matjok(g)) => p.think(g, self.seat, deals),
            // another game: nothing to think about, finishing will refuse it
            _ => true,
        }
    }

    /// Imagined deals played so far.
    pub fn deals(&self) -> u32 {
        match &self.plan {
            AnyPlan::Pair(p) => p.deals(),
            AnyPlan::Kap(p) => p.deals(),
            AnyPlan::Matjok(p) => p.deals(),
        }
    }

    /// The move and the reason for it, from what was thought so far.
    pub(super) fn finish(self) -> (AnyAction, String) {
        match self.plan {
            AnyPlan::Pair(p) => {
                let (a, r) = p.finish();
                (AnyAction::Pair(a), r)
            }
            AnyPlan::Kap(p) => {
                let (a, r) = p.finish();
                (AnyAction::Kap(a), r)
            }
            AnyPlan::Matjok(p) => {
                let (a, r) = p.finish();
                (AnyAction::Matjok(a), r)
            }
        }
    }
}
