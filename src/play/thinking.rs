//! A computer player's decision, made a little at a time. `beginner` and `normal` decide
//! at once; `strong` plays its imagined deals in as many slices as the caller likes, so
//! the browser can keep every task short and stop at the player's thinking time.

use crate::ai::search::{self, make_bot, Searchable, StrongBot};
use crate::ai::{Bot, Level};
use crate::engine::core::Seat;
use crate::engine::each_round;
use crate::engine::games::GameId;
use crate::engine::matches::{AnyAction, InMatch, MatchError, MatchRound};
use crate::engine::text::Text;

use super::session::{PlayError, Player, Session, Setup};

/// What a computer seat needs to decide.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Ask {
    pub seat: Seat,
    pub level: Level,
    pub players: u8,
    pub seed: u64,
    pub budget: Option<u32>,
}

/// A computer seat's decision in progress (see [`super::session::Session::start_thinking`]).
pub struct Thinking {
    pub seat: Seat,
    /// The session's change count when the decision started: a decision about a
    /// position that has changed since (an undo, a new round) is refused.
    pub(super) at_change: u64,
    round: Box<dyn ThinkingInRound>,
}

impl Thinking {
    pub(super) fn start(round: &MatchRound, ask: Ask, at_change: u64) -> Thinking {
        let seat = ask.seat;
        let round: Box<dyn ThinkingInRound> =
            each_round!(round, g => Box::new(RoundThinking::start(g, ask)));
        Thinking {
            seat,
            at_change,
            round,
        }
    }

    /// Plays up to `deals` more imagined deals on `round` (the position the decision
    /// started from); true when the decision is ready.
    pub(super) fn think(&mut self, round: &MatchRound, deals: u32) -> bool {
        self.round.think(round, deals)
    }

    /// Imagined deals played so far.
    pub fn deals(&self) -> u32 {
        self.round.deals()
    }

    /// The move and the reason for it, from what was thought so far.
    pub(super) fn finish(self) -> (AnyAction, Text) {
        self.round.finish()
    }
}

/// [`RoundThinking`] whatever the game.
trait ThinkingInRound {
    fn think(&mut self, round: &MatchRound, deals: u32) -> bool;
    fn deals(&self) -> u32;
    fn finish(self: Box<Self>) -> (AnyAction, Text);
}

/// The decision in one game's round: made at once (beginner, normal), or a strong bot's
/// search over imagined deals, played a slice at a time.
struct RoundThinking<R: Searchable> {
    seat: Seat,
    how: How<R>,
}

enum How<R: Searchable> {
    Decided {
        action: R::Action,
        reason: Text,
    },
    Searching {
        bot: Box<StrongBot<R>>,
        search: search::Thinking<R::Action>,
    },
}

impl<R: Searchable> RoundThinking<R> {
    fn start(g: &R, ask: Ask) -> RoundThinking<R> {
        let view = g.view(ask.seat);
        let legal = g.legal_actions(ask.seat);
        let how = if ask.level == Level::Strong {
            let budget = ask.budget.unwrap_or(R::DEFAULT_BUDGET);
            let mut bot = Box::new(StrongBot::<R>::new(
                g.rules(),
                ask.players,
                budget,
                ask.seed,
            ));
            let search = bot.start(&view, &legal);
            How::Searching { bot, search }
        } else {
            let mut bot = make_bot::<R>(ask.level, g.rules(), ask.players, ask.seed, ask.budget);
            let action = bot.choose(&view, &legal);
            How::Decided {
                action,
                reason: bot.explain(),
            }
        };
        RoundThinking {
            seat: ask.seat,
            how,
        }
    }
}

impl<R: Searchable + InMatch> ThinkingInRound for RoundThinking<R> {
    fn think(&mut self, round: &MatchRound, deals: u32) -> bool {
        match (&mut self.how, R::of(round)) {
            (How::Decided { .. }, _) => true,
            (How::Searching { bot, search }, Some(g)) => {
                bot.think(search, &g.view(self.seat), deals);
                search.finished()
            }
            // another game: nothing to think about, finishing will refuse it
            (How::Searching { .. }, None) => true,
        }
    }

    fn deals(&self) -> u32 {
        match &self.how {
            How::Decided { .. } => 0,
            How::Searching { search, .. } => search.done(),
        }
    }

    fn finish(self: Box<Self>) -> (AnyAction, Text) {
        match self.how {
            How::Decided { action, reason } => (R::any(action), reason),
            How::Searching { mut bot, search } => {
                let action = bot.finish(search);
                (R::any(action), bot.explain())
            }
        }
    }
}

/// Milliseconds each computer decision took in one round of `game` with every seat at
/// `level` (strong at `budget` deals), timed with `now` (milliseconds; the browser passes
/// `performance.now()`). For the decision-time figures on the performance page.
pub fn decision_times(
    game: GameId,
    players: u8,
    level: Level,
    budget: Option<u32>,
    seed: u64,
    now: &dyn Fn() -> f64,
) -> Result<Vec<f64>, PlayError> {
    let mut setup = Setup::against_computer(game, players, level);
    for s in &mut setup.seats {
        s.player = Player::Computer(level);
    }
    setup.budget = budget;
    let mut session = Session::new(setup, seed).map_err(MatchError::from)?;
    let mut times = Vec::new();
    while !session.round_over() && times.len() < 10_000 {
        let start = now();
        session.computer_move()?;
        times.push(now() - start);
    }
    Ok(times)
}

/// Every distinct move of `seat` in `session`'s position, as the strong computer measures
/// them on the same `deals` imagined deals (a drill's answer, `play::drills::which_tile`):
/// best first, each with its mean result in hundredths (a percentage of the best result, or
/// Matjok's points a round), and how sure it is that the best beats the next (a paired t
/// statistic; none with one move).
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    pub moves: Vec<(AnyAction, i32)>,
    pub certainty: Option<f64>,
}

pub fn measure_every_move(session: &Session, seat: Seat, deals: u32, seed: u64) -> Measured {
    fn measure<R: Searchable + InMatch>(
        g: &R,
        seat: Seat,
        players: u8,
        deals: u32,
        seed: u64,
    ) -> Measured {
        let legal = g.legal_actions(seat);
        let moves =
            search::measure_every_move::<R>(g.rules(), players, seed, &g.view(seat), &legal, deals);
        let certainty = match moves.as_slice() {
            [best, next, ..] => Some(best.t_against(next)),
            _ => None,
        };
        Measured {
            moves: moves
                .iter()
                .map(|m| {
                    let hundredths = m.mean() * 100.0;
                    (R::any(m.action), hundredths.round() as i32)
                })
                .collect(),
            certainty,
        }
    }
    let players = session.setup.players();
    each_round!(session.round(), g => measure(g, seat, players, deals, seed))
}
