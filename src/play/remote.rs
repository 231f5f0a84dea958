//! A computer's decision made away from the page, in a web worker: the page sends a
//! [`Job`] (the seat's position, the tiles hidden from it imagined afresh, and what to
//! decide), the worker thinks it over with [`Remote`] and answers a [`Decision`], and the
//! page makes the move with [`Session::finish_remote`] if the game has not changed since.
//! Pure Rust: the worker's glue is `public/computer-worker.js` and `src/main.rs`.

use serde::{Deserialize, Serialize};

use super::session::{PlayError, Session};
use super::thinking::{Ask, Thinking};
use crate::engine::core::{derive_seed, Seat};
use crate::engine::matches::{AnyAction, MatchRound};
use crate::engine::text::Text;

/// What the worker is given: never another seat's hidden tiles.
#[derive(Serialize, Deserialize)]
struct Job {
    round: MatchRound,
    ask: Ask,
}

/// A decision sent off: for whom, about which position, and the job's text.
#[derive(Clone, Debug, PartialEq)]
pub struct Sent {
    pub seat: Seat,
    /// The session's change count when it was sent (a later answer is stale).
    pub at_change: u64,
    pub job: String,
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    pub action: AnyAction,
    pub reason: Text,
    /// Imagined deals played (strong only).
    pub deals: u32,
}

/// A decision in progress in the worker.
pub struct Remote {
    round: MatchRound,
    thinking: Thinking,
}

impl Remote {
    /// Reads a job; a text that is not one is refused with a sentence.
    pub fn start(job: &str) -> Result<Remote, String> {
        let Job { round, ask } = serde_json::from_str(job)
            .map_err(|e| format!("the computer's job could not be read ({e})"))?;
        if !round.to_act().contains(&ask.seat) {
            return Err(format!("seat {} is not to move in the job", ask.seat));
        }
        let thinking = Thinking::start(&round, ask, 0);
        Ok(Remote { round, thinking })
    }

    /// Plays up to `deals` more imagined deals; true when the decision is ready.
    pub fn think(&mut self, deals: u32) -> bool {
        self.thinking.think(&self.round, deals)
    }

    pub fn deals(&self) -> u32 {
        self.thinking.deals()
    }

    /// The move and its reason, from what was thought so far.
    pub fn finish(self) -> Decision {
        let deals = self.thinking.deals();
        let (action, reason) = self.thinking.finish();
        Decision {
            action,
            reason,
            deals,
        }
    }
}

impl Session {
    /// The decision the computer seat whose turn it is must make, as a job for the worker.
    /// `budget` as in [`Session::start_thinking`].
    pub fn remote_job(&self, budget: Option<u32>) -> Result<Sent, PlayError> {
        let ask = self.computer_ask(budget)?;
        let seat = ask.seat;
        let round = self
            .round()
            .imagined_for(seat, derive_seed(ask.seed, 0x1D3A));
        let job = serde_json::to_string(&Job { round, ask })
            .map_err(|e| PlayError::Worker(e.to_string()))?;
        Ok(Sent {
            seat,
            at_change: self.changes,
            job,
        })
    }

    /// Makes the move the worker decided for `sent`, unless the game changed meanwhile
    /// (an undo, a new round) or the move is not legal: the engine says why.
    pub fn finish_remote(
        &mut self,
        sent: &Sent,
        decision: Decision,
    ) -> Result<(Seat, AnyAction, Text), PlayError> {
        self.computer_moves(sent.at_change, sent.seat, decision.action, decision.reason)
    }
}

/// The worker's side, as `src/main.rs` exports it to `public/computer-worker.js`: one
/// decision at a time, answered in words: `p:<deals>` (still thinking), `r:<decision>`
/// (JSON) or `e:<why>`.
pub mod worker {
    use std::cell::RefCell;

    use super::Remote;

    thread_local! {
        static NOW: RefCell<Option<Remote>> = const { RefCell::new(None) };
    }

    fn ready(remote: Remote) -> String {
        match serde_json::to_string(&remote.finish()) {
            Ok(json) => format!("r:{json}"),
            Err(e) => format!("e:the decision could not be written ({e})"),
        }
    }

    /// Starts deciding `job`; a decision made at once is answered at once.
    pub fn start(job: &str) -> String {
        let mut remote = match Remote::start(job) {
            Ok(remote) => remote,
            Err(e) => return format!("e:{e}"),
        };
        if remote.think(0) {
            return ready(remote);
        }
        NOW.with(|n| *n.borrow_mut() = Some(remote));
        "p:0".into()
    }

    /// Thinks while `more()` says so, one imagined deal at a time; `stop`: answer with what
    /// was thought so far (the player's thinking time is up).
    pub fn think(stop: bool, mut more: impl FnMut() -> bool) -> String {
        NOW.with(|n| {
            let Some(mut remote) = n.borrow_mut().take() else {
                return "e:there is no decision in progress".into();
            };
            let mut done = stop;
            while !done && more() {
                done = remote.think(1);
            }
            if done {
                ready(remote)
            } else {
                let words = format!("p:{}", remote.deals());
                *n.borrow_mut() = Some(remote);
                words
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::each_round;
    use crate::engine::games::GameId;
    use crate::engine::round::Round;
    use crate::play::session::{Player, Setup};

    fn view_json(round: &MatchRound, seat: Seat) -> serde_json::Value {
        each_round!(round, g => serde_json::to_value(g.view(seat)).unwrap())
    }

    /// The worker decides from an imagined position exactly as the page would from the
    /// real one: the same view, the same move and reason; it never gets the real hidden
    /// tiles; and its move is made only on the position it was asked about.
    #[test]
    fn a_decision_made_away_is_the_one_made_on_the_page_without_the_hidden_tiles() {
        for (game, players, level) in [
            (GameId::JjakMatChuGi, 3, Level::Normal),
            (GameId::ThreeDozen, 4, Level::Beginner),
            (GameId::KapTaiShap, 5, Level::Normal),
            (GameId::KapShap, 2, Level::Strong),
            (GameId::Matjok, 4, Level::Normal),
            (GameId::Matjok, 4, Level::Strong),
        ] {
            let mut setup = Setup::against_computer(game, players, level);
            for s in &mut setup.seats {
                s.player = Player::Computer(level);
            }
            setup.budget = Some(12);
            let mut session = Session::new(setup, 5).unwrap();
            let (mut decisions, mut hidden_differs) = (0, false);
            while decisions < 40 {
                if session.round_over() {
                    if session.next_round().is_err() {
                        break;
                    }
                    continue;
                }
                let sent = session.remote_job(None).unwrap();
                let job: Job = serde_json::from_str(&sent.job).unwrap();
                assert_eq!(
                    view_json(&job.round, sent.seat),
                    view_json(session.round(), sent.seat),
                    "{game:?}: the seat sees the same position"
                );
                // another seat's own view shows its hand: imagined, not the real one
                hidden_differs |= (0..players)
                    .filter(|&s| s != sent.seat)
                    .any(|s| view_json(&job.round, s) != view_json(session.round(), s));
                let mut remote = Remote::start(&sent.job).unwrap();
                while !remote.think(5) {}
                let decision = remote.finish();
                let mut page = session.clone();
                let expected = page.computer_move().unwrap();
                let made = session.finish_remote(&sent, decision).unwrap();
                assert_eq!(made, expected, "{game:?} {level:?}, decision {decisions}");
                decisions += 1;
            }
            assert_eq!(decisions, 40, "{game:?}");
            assert!(
                hidden_differs,
                "{game:?}: the hidden tiles were imagined, not sent"
            );
        }
    }

    #[test]
    fn a_stale_or_unreadable_job_is_refused_with_a_reason() {
        let mut setup = Setup::against_computer(GameId::Matjok, 4, Level::Normal);
        for s in &mut setup.seats {
            s.player = Player::Computer(Level::Normal);
        }
        let mut session = Session::new(setup, 2).unwrap();
        let sent = session.remote_job(None).unwrap();
        let decision = {
            let mut r = Remote::start(&sent.job).unwrap();
            while !r.think(1) {}
            r.finish()
        };
        session.computer_move().unwrap();
        assert_eq!(
            session.finish_remote(&sent, decision),
            Err(PlayError::Stale)
        );
        let refused = Remote::start("{\"round\":1}").err().unwrap_or_default();
        assert!(refused.contains("could not be read"), "{refused}");
        assert!(worker::start("nonsense").starts_with("e:"));
        assert!(worker::think(false, || true).starts_with("e:there is no decision"));
    }

    /// The worker's words: a strong decision thinks in slices until ready or stopped.
    #[test]
    fn the_worker_answers_progress_then_the_decision() {
        let mut setup = Setup::against_computer(GameId::KapShap, 2, Level::Strong);
        for s in &mut setup.seats {
            s.player = Player::Computer(Level::Strong);
        }
        let session = Session::new(setup, 3).unwrap();
        let sent = session.remote_job(Some(400)).unwrap();
        assert_eq!(worker::start(&sent.job), "p:0");
        let mut budget = 10;
        let words = worker::think(false, || {
            budget -= 1;
            budget > 0
        });
        assert!(words.starts_with("p:"), "{words}");
        let words = worker::think(true, || true);
        let decision: Decision = serde_json::from_str(words.strip_prefix("r:").unwrap()).unwrap();
        assert!(decision.deals > 0 && decision.deals < 400, "{decision:?}");
        assert!(session.legal(sent.seat).contains(&decision.action));
    }
}
