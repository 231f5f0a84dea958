//! A computer's decision made away from the page, in a web worker: the page sends a
//! [`ToWorker`] holding a job (the game's record as a save holds it, and whose decision it
//! is); the worker replays the record, imagines afresh every tile hidden from the seat and
//! forgets the real ones, thinks it over with [`Remote`] and answers with [`FromWorker`]
//! messages: progress, then a [`WorkerAnswer`] (the move by its notation) or why it failed.
//! The page makes the move with [`Session::finish_remote`] if the game has not changed
//! since. The record, not the game's state, travels, so the app needs no code to read game
//! states (as for its saves). Every message is JSON of these types; the worker's glue
//! (`public/computer-worker.js`) only adds the job's id to what the wasm says.
//! Pure Rust: the exports are [`crate::computer_worker_exports`].

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::save::SCHEMA;
use super::session::{read_session, PlayError, Session, Step};
use super::thinking::Thinking;
use crate::engine::core::{derive_seed, Seat};
use crate::engine::matches::{AnyAction, MatchRound};
use crate::engine::text::Text;
use jjak_words::t;

/// What the worker is given: the game's record in the save's form, the seat expected to
/// move and its thinking budget.
#[derive(Serialize, Deserialize)]
struct Job<'a> {
    seat: Seat,
    budget: Option<u32>,
    #[serde(borrow)]
    session: &'a RawValue,
}

/// A decision sent off: for whom, about which position, and the job's text.
#[derive(Clone, Debug, PartialEq)]
pub struct Sent {
    pub seat: Seat,
    /// The session's change count when it was sent (a later answer is stale).
    pub at_change: u64,
    pub job: String,
}

/// The worker's decision: the move by its notation (as a save names a move), its reason and
/// how much was thought.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WorkerAnswer {
    pub notation: String,
    pub reason: Text,
    /// Imagined deals played (strong only).
    pub deals: u32,
}

impl WorkerAnswer {
    /// The move among `legal` that the answer names.
    pub fn action_among(&self, legal: &[AnyAction]) -> Option<AnyAction> {
        AnyAction::named(legal, &self.notation)
    }
}

/// What the page asks the worker: the job (as [`Session::remote_job`] writes it), its id,
/// how long to think, and where the app's module, wasm and the page's words are (and their
/// language).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ToWorker {
    pub js: String,
    pub wasm: String,
    pub words: String,
    pub lang: String,
    pub id: u64,
    pub job: String,
    pub think_ms: f64,
}

impl ToWorker {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// What the worker says about a job (externally tagged, `{"thinking": {"deals": 3}}`: an
/// internally tagged or flattened enum would bring serde's buffering into the bundle:
/// tests/e2e/wasm-contents.test.mjs).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WorkerSays {
    /// Still thinking, with this many imagined deals played.
    Thinking { deals: u32 },
    /// The decision.
    Decided { answer: WorkerAnswer },
    /// The job could not be done, and why.
    Failed { why: String },
}

/// A message from the worker: the id of the job it is about, and what it says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FromWorker {
    pub id: u64,
    pub says: WorkerSays,
}

impl FromWorker {
    /// Reads a message the worker posted; one that cannot be read is refused with a
    /// sentence.
    pub fn parse(text: &str) -> Result<FromWorker, String> {
        serde_json::from_str(text).map_err(|e| t!(tbl_answer_not_read, error = e))
    }
}

/// A decision in progress in the worker.
pub struct Remote {
    round: MatchRound,
    thinking: Thinking,
}

impl Remote {
    /// Reads a job and replays its game; a text that is not one, or a record the rules
    /// refuse, is refused with a sentence. The seat's position is then imagined: what the
    /// seat sees is kept and every tile hidden from it dealt afresh. The real round is
    /// dropped before any thinking, so the decision cannot use another seat's tiles.
    pub fn start(job: &str) -> Result<Remote, String> {
        let unread = |e: &dyn std::fmt::Display| t!(play_remote_unread, why = e);
        let job: Job = serde_json::from_str(job).map_err(|e| unread(&e))?;
        let saved = read_session(job.session.get(), SCHEMA as u64).map_err(|e| unread(&e))?;
        let session = Session::restore(&saved).map_err(|e| unread(&e))?;
        let ask = session
            .computer_ask(job.budget)
            .ok()
            .filter(|ask| ask.seat == job.seat)
            .ok_or_else(|| t!(play_remote_not_to_move, seat = job.seat))?;
        let round = session
            .round()
            .imagined_for(ask.seat, derive_seed(ask.seed, 0x1D3A));
        drop(session);
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
    pub fn finish(self) -> WorkerAnswer {
        let deals = self.thinking.deals();
        let (action, reason) = self.thinking.finish();
        WorkerAnswer {
            notation: action.notation(),
            reason,
            deals,
        }
    }
}

impl Session {
    /// The decision the computer seat whose turn it is must make, as a job for the worker:
    /// the game's record (without the computer's reasons, which do not change the game).
    /// `budget` as in [`Session::start_thinking`].
    pub fn remote_job(&self, budget: Option<u32>) -> Result<Sent, PlayError> {
        let seat = self.computer_ask(budget)?.seat;
        let mut saved = self.saved();
        saved.steps = saved.steps.iter().map(Step::without_reason).collect();
        let unsent = |e: serde_json::Error| PlayError::Worker(e.to_string());
        let session = RawValue::from_string(serde_json::to_string(&saved).map_err(unsent)?)
            .map_err(unsent)?;
        let job = serde_json::to_string(&Job {
            seat,
            budget,
            session: &session,
        })
        .map_err(unsent)?;
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
        answer: WorkerAnswer,
    ) -> Result<(Seat, AnyAction, Text), PlayError> {
        let legal = self.round().legal_actions(sent.seat);
        match answer.action_among(&legal) {
            Some(action) => self.computer_moves(sent.at_change, sent.seat, action, answer.reason),
            None if sent.at_change != self.changes => Err(PlayError::Stale),
            None => {
                let moves: Vec<String> = legal.iter().map(AnyAction::notation).collect();
                Err(PlayError::Worker(t!(
                    play_remote_not_legal,
                    notation = answer.notation,
                    moves = moves.join("; ")
                )))
            }
        }
    }
}

/// The worker's two calls, `computer_start` and `computer_think`, exported to
/// `public/computer-worker.js` by each bundle whose page asks it for decisions (Play: the
/// computer players; Replay: the review). Used once at the top of the bundle's binary.
#[macro_export]
macro_rules! computer_worker_exports {
    () => {
        $crate::words_exports!();

        /// The worker calls this to start a decision (`jjak::play::remote::worker`): what
        /// the worker says, as JSON (`WorkerSays`): the answer at once, or thinking.
        #[cfg(target_arch = "wasm32")]
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub fn computer_start(job: &str) -> String {
            $crate::play::remote::worker::said($crate::play::remote::worker::start(job))
        }

        /// Thinks for about `slice_ms` more, or answers at once when `stop` (the thinking
        /// time is up): what the worker says, as JSON.
        #[cfg(target_arch = "wasm32")]
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub fn computer_think(slice_ms: f64, stop: bool) -> String {
            let end = js_sys::Date::now() + slice_ms;
            $crate::play::remote::worker::said($crate::play::remote::worker::think(stop, || {
                js_sys::Date::now() < end
            }))
        }
    };
}

/// The worker's side, as [`crate::computer_worker_exports`] exports it: one decision at a time,
/// each call answered with what the worker says ([`WorkerSays`]).
pub mod worker {
    use std::cell::RefCell;

    use super::{Remote, WorkerSays};
    use jjak_words::t;

    thread_local! {
        static NOW: RefCell<Option<Remote>> = const { RefCell::new(None) };
    }

    /// What the worker says, as the JSON the glue posts (with the job's id added).
    pub fn said(says: WorkerSays) -> String {
        serde_json::to_string(&says).unwrap_or_else(|e| {
            let why = t!(play_remote_unwritten, why = e);
            serde_json::to_string(&WorkerSays::Failed { why }).unwrap_or_default()
        })
    }

    /// Starts deciding `job`; a decision made at once is answered at once.
    pub fn start(job: &str) -> WorkerSays {
        let mut remote = match Remote::start(job) {
            Ok(remote) => remote,
            Err(why) => return WorkerSays::Failed { why },
        };
        if remote.think(0) {
            return WorkerSays::Decided {
                answer: remote.finish(),
            };
        }
        NOW.with(|n| *n.borrow_mut() = Some(remote));
        WorkerSays::Thinking { deals: 0 }
    }

    /// Thinks while `more()` says so, one imagined deal at a time; `stop`: answer with what
    /// was thought so far (the player's thinking time is up).
    pub fn think(stop: bool, mut more: impl FnMut() -> bool) -> WorkerSays {
        NOW.with(|n| {
            let Some(mut remote) = n.borrow_mut().take() else {
                return WorkerSays::Failed {
                    why: t!(play_remote_no_decision).into(),
                };
            };
            let mut done = stop;
            while !done && more() {
                done = remote.think(1);
            }
            if done {
                WorkerSays::Decided {
                    answer: remote.finish(),
                }
            } else {
                let deals = remote.deals();
                *n.borrow_mut() = Some(remote);
                WorkerSays::Thinking { deals }
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
                let mut remote = Remote::start(&sent.job).unwrap();
                assert_eq!(
                    view_json(&remote.round, sent.seat),
                    view_json(session.round(), sent.seat),
                    "{game:?}: the seat sees the same position"
                );
                // another seat's own view shows its hand: imagined, not the real one
                hidden_differs |= (0..players)
                    .filter(|&s| s != sent.seat)
                    .any(|s| view_json(&remote.round, s) != view_json(session.round(), s));
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
                "{game:?}: the hidden tiles were imagined afresh"
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
        // a move that is not among the legal ones is refused, and the game is unchanged
        let sent = session.remote_job(None).unwrap();
        let before = session.clone();
        let wrong = WorkerAnswer {
            notation: "juggle 7-7".into(),
            reason: Text::default(),
            deals: 0,
        };
        let refused = session.finish_remote(&sent, wrong).unwrap_err().to_string();
        assert!(
            refused.contains("\"juggle 7-7\" is not among the legal ones (throw "),
            "{refused}"
        );
        assert_eq!(session.round(), before.round());
        let refused = Remote::start("{\"round\":1}").err().unwrap_or_default();
        assert!(refused.contains("could not be read"), "{refused}");
        // a record the rules refuse, and a seat that is not to move
        let job: serde_json::Value = serde_json::from_str(&sent.job).unwrap();
        let mut broken = job.clone();
        broken["session"]["steps"] =
            serde_json::json!([{"move": {"seat": 0, "notation": "throw 9z"}}]);
        let refused = Remote::start(&broken.to_string()).err().unwrap_or_default();
        assert!(refused.contains("step 0 is not a legal move"), "{refused}");
        let mut elsewhere = job;
        elsewhere["seat"] = serde_json::json!((sent.seat + 1) % 4);
        let refused = Remote::start(&elsewhere.to_string())
            .err()
            .unwrap_or_default();
        assert!(refused.contains("is not to move in the job"), "{refused}");
        assert!(matches!(
            worker::start("nonsense"),
            WorkerSays::Failed { .. }
        ));
        assert!(matches!(
            worker::think(false, || true),
            WorkerSays::Failed { .. }
        ));
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
        assert_eq!(worker::start(&sent.job), WorkerSays::Thinking { deals: 0 });
        let mut budget = 10;
        let says = worker::think(false, || {
            budget -= 1;
            budget > 0
        });
        assert!(matches!(says, WorkerSays::Thinking { .. }), "{says:?}");
        let WorkerSays::Decided { answer } = worker::think(true, || true) else {
            panic!("a decision when the time is up")
        };
        assert!(answer.deals > 0 && answer.deals < 400, "{answer:?}");
        assert!(answer.action_among(&session.legal(sent.seat)).is_some());
    }

    /// The page reads what the worker posts: the glue's id beside what the wasm said.
    #[test]
    fn a_worker_message_is_read_as_the_type_it_was_written_from() {
        let answer = WorkerAnswer {
            notation: "throw 6-3".into(),
            reason: Text::default(),
            deals: 7,
        };
        for says in [
            WorkerSays::Thinking { deals: 3 },
            WorkerSays::Decided { answer },
            WorkerSays::Failed { why: "no".into() },
        ] {
            // (as public/computer-worker.js posts it: {id, says})
            let said: serde_json::Value =
                serde_json::from_str(&worker::said(says.clone())).unwrap();
            let posted = serde_json::json!({"id": 12, "says": said});
            let heard = FromWorker::parse(&posted.to_string()).unwrap();
            assert_eq!(heard, FromWorker { id: 12, says });
        }
        let refused = FromWorker::parse("12 r:{}").unwrap_err();
        assert!(refused.contains("could not be read"), "{refused}");
    }
}
