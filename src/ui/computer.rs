//! The computer players in the browser. Each decision is made in a web worker running the
//! Play bundle's wasm (`public/computer-worker.js`, `play::remote`): the page sends the
//! game's record and the seat (`ToWorker`), the worker decides from that seat's view
//! (imagining what it cannot see) and says so in typed messages (`FromWorker`), the page
//! shows its progress and makes the move no sooner than the chosen
//! pace (the move's events then tell it on the table). If the worker cannot start or run, the page
//! says so and thinks itself, in short slices (a few milliseconds of imagined deals, then
//! the page gets control back), stopping at the player's thinking time.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

use jjak_words::t;
use leptos::prelude::*;

use crate::engine::matches::AnyAction;
use crate::engine::text::Text;
use crate::play::remote::{FromWorker, Sent, WorkerSays};
use crate::play::session::{PlayError, Session};
use crate::play::thinking::Thinking;
use crate::ui::now_ms;
use crate::ui::play_state::PlayState;
use crate::ui::worker_client::WorkerClient;

/// The longest a slice of thinking on the page runs before the page gets control back.
const SLICE_MS: f64 = 8.0;

/// What the computer is doing now, for the table to show.
#[derive(Clone, PartialEq, Debug)]
pub struct ThinkingNow {
    pub seat: u8,
    /// Imagined deals played so far (strong only).
    pub deals: u32,
}

/// Moves for the computer seats whenever the game waits for one; `thinking` says what is
/// being decided, and `on_page` why the computers think on the page (their worker could
/// not start or failed).
pub fn drive_computer(
    state: PlayState,
    thinking: RwSignal<Option<ThinkingNow>>,
    on_page: RwSignal<Option<String>>,
) {
    let driver = Driver {
        state,
        thinking,
        on_page,
        generation: Rc::new(Cell::new(0)),
        worker: Rc::new(RefCell::new(WorkerState::NotStarted)),
        pending: Rc::new(RefCell::new(None)),
    };
    // (dropping the worker's message handler also drops its hold on the driver)
    let worker = StoredValue::new_local(driver.worker.clone());
    on_cleanup(move || {
        // (the worker stops with its client)
        worker.update_value(|w| *w.borrow_mut() = WorkerState::Failed)
    });
    // every new position starts a new decision; an older one still running is ignored
    Effect::new(move |_| {
        let gen = driver.generation.get() + 1;
        driver.generation.set(gen);
        state.session.track();
        // the decision starts in a task of its own, not in the one that drew the move
        let driver = driver.clone();
        set_timeout(move || driver.start(gen), Duration::ZERO);
    });
}

/// Everything the decisions share; cheap to clone.
#[derive(Clone)]
struct Driver {
    state: PlayState,
    thinking: RwSignal<Option<ThinkingNow>>,
    on_page: RwSignal<Option<String>>,
    generation: Rc<Cell<u64>>,
    worker: Rc<RefCell<WorkerState>>,
    /// The decision the worker is making for the position `generation` had.
    pending: Rc<RefCell<Option<Pending>>>,
}

enum WorkerState {
    NotStarted,
    Running(WorkerClient),
    /// The worker could not start or failed (the table says why), or the table closed.
    Failed,
}

struct Pending {
    gen: u64,
    sent: Sent,
    began: f64,
    pace_ms: f64,
}

impl Driver {
    fn current(&self, gen: u64) -> bool {
        self.generation.get() == gen
    }

    /// Whether the worker could not start or failed: the page thinks itself.
    fn failed(&self) -> bool {
        matches!(*self.worker.borrow(), WorkerState::Failed)
    }

    /// Starts the decision for the position `gen`, if a computer is to move in it.
    fn start(self, gen: u64) {
        if !self.current(gen) {
            return;
        }
        // (normalised: only offered values reach a timer, whatever the signal was given)
        let settings = self.state.file.with_untracked(|f| f.settings.normalized());
        let asked = self.state.session.with_untracked(|s| {
            let s = s.as_ref()?;
            if s.round_over() {
                return None;
            }
            let budget =
                s.setup.game.spec().budget as u64 * settings.think_ms.max(100) as u64 / 250;
            Some(budget.min(u32::MAX as u64) as u32)
        });
        let Some(budget) = asked else {
            self.thinking.set(None);
            return;
        };
        let think_ms = settings.think_ms as f64;
        let pace_ms = settings.ai_pace_ms as f64;
        self.ensure_worker();
        if !self.failed() {
            let sent = self
                .state
                .session
                .with_untracked(|s| s.as_ref().map(|s| s.remote_job(Some(budget))));
            match sent {
                Some(Ok(sent)) => return self.send(gen, sent, think_ms, pace_ms),
                Some(Err(PlayError::NoComputerToMove)) | None => {
                    self.thinking.set(None);
                    return;
                }
                Some(Err(e)) => self.fail(e.to_string()),
            }
        }
        self.think_on_page(gen, budget, think_ms, pace_ms);
    }

    /// Starts the worker the first time it is needed.
    fn ensure_worker(&self) {
        if !matches!(*self.worker.borrow(), WorkerState::NotStarted) {
            return;
        }
        let driver = self.clone();
        let started = WorkerClient::start(move |heard| driver.heard(heard));
        match started {
            Ok(w) => *self.worker.borrow_mut() = WorkerState::Running(w),
            Err(why) => self.fail(why),
        }
    }

    /// The worker could not start or failed: from now on the page thinks itself, and the
    /// table says why.
    fn fail(&self, why: String) {
        // (the worker stops with its client)
        match std::mem::replace(&mut *self.worker.borrow_mut(), WorkerState::Failed) {
            WorkerState::Running(_) => {
                self.on_page.set(Some(t!(tbl_worker_failed, why = why)));
            }
            WorkerState::NotStarted => self.on_page.set(Some(why)),
            WorkerState::Failed => {}
        }
    }

    fn send(&self, gen: u64, sent: Sent, think_ms: f64, pace_ms: f64) {
        let posted = match &*self.worker.borrow() {
            WorkerState::Running(w) => w
                .send(gen, sent.job.clone(), think_ms)
                .then_some(())
                .ok_or_else(|| t!(tbl_worker_no_decision).to_string()),
            _ => Err(t!(tbl_worker_not_running).to_string()),
        };
        if let Err(why) = posted {
            self.fail(why);
            return self.clone().start(gen);
        }
        self.thinking.set(Some(ThinkingNow {
            seat: sent.seat,
            deals: 0,
        }));
        *self.pending.borrow_mut() = Some(Pending {
            gen,
            sent,
            began: now_ms(),
            pace_ms,
        });
    }

    /// The worker broke (its script did not load, or it threw): the decision waiting for it
    /// is made on the page, and so are the later ones.
    fn broke(&self, why: &str) {
        let waiting = self.pending.borrow_mut().take();
        // (not from inside the worker's own handler: it is dropped with the worker)
        let driver = self.clone();
        let why = why.to_string();
        set_timeout(
            move || {
                driver.fail(why);
                if let Some(p) = waiting {
                    driver.start(p.gen);
                }
            },
            Duration::ZERO,
        );
    }

    /// A message from the worker ([`FromWorker`]): progress, the decision or why it failed;
    /// or why the worker broke.
    fn heard(&self, heard: Result<FromWorker, String>) {
        let heard = match heard {
            Ok(heard) => heard,
            Err(why) => return self.broke(&why),
        };
        let gen = heard.id;
        let mine = self
            .pending
            .borrow()
            .as_ref()
            .is_some_and(|p| p.gen == gen && self.current(gen));
        if !mine {
            // an answer about a position that has changed since: nothing to do
            return;
        }
        let answer = match heard.says {
            WorkerSays::Thinking { deals } => {
                let seat = self.pending.borrow().as_ref().map_or(0, |p| p.sent.seat);
                self.thinking.set(Some(ThinkingNow { seat, deals }));
                return;
            }
            WorkerSays::Decided { answer } => Ok(answer),
            WorkerSays::Failed { why } => Err(why),
        };
        match answer {
            Ok(answer) => {
                let Some(Pending {
                    sent,
                    began,
                    pace_ms,
                    ..
                }) = self.pending.borrow_mut().take()
                else {
                    return;
                };
                self.clone()
                    .play_at_pace(gen, began, pace_ms, move |s| s.finish_remote(&sent, answer));
            }
            Err(why) => self.broke(&why),
        }
    }

    /// Makes the decided move for the position `gen` (thought about since `began`) no
    /// sooner than the pace asks, and says it.
    fn play_at_pace(
        self,
        gen: u64,
        began: f64,
        pace_ms: f64,
        decide: impl FnOnce(&mut Session) -> Result<(u8, AnyAction, Text), PlayError> + 'static,
    ) {
        let wait = (pace_ms - (now_ms() - began)).max(0.0);
        set_timeout(
            move || self.play(gen, decide),
            Duration::from_millis(wait as u64),
        );
    }

    fn play(
        &self,
        gen: u64,
        decide: impl FnOnce(&mut Session) -> Result<(u8, AnyAction, Text), PlayError>,
    ) {
        if !self.current(gen) {
            return;
        }
        self.state.play(|session| {
            if let Some(s) = session.as_mut() {
                // (a stale decision, for a position gone, is dropped)
                let _ = decide(s);
            }
        });
    }

    /// The fallback: the page thinks itself, a slice at a time.
    fn think_on_page(self, gen: u64, budget: u32, think_ms: f64, pace_ms: f64) {
        let started = self
            .state
            .session
            .with_untracked(|s| s.as_ref().and_then(|s| s.start_thinking(Some(budget)).ok()));
        let Some(t) = started else {
            self.thinking.set(None);
            return;
        };
        self.thinking.set(Some(ThinkingNow {
            seat: t.seat,
            deals: 0,
        }));
        let task = PageThinking {
            driver: self,
            gen,
            began: now_ms(),
            think_ms,
            pace_ms,
        };
        set_timeout(move || task.slice(t), Duration::ZERO);
    }
}

/// A decision the page makes itself (no worker).
struct PageThinking {
    driver: Driver,
    gen: u64,
    began: f64,
    think_ms: f64,
    pace_ms: f64,
}

impl PageThinking {
    /// Thinks for one short slice, then either schedules the next or moves.
    fn slice(self, mut t: Thinking) {
        if !self.driver.current(self.gen) {
            return;
        }
        let slice_start = now_ms();
        let mut ready = false;
        while !ready && now_ms() - slice_start < SLICE_MS {
            ready = self
                .driver
                .state
                .session
                .with_untracked(|s| s.as_ref().is_none_or(|s| s.think(&mut t, 1)));
        }
        let elapsed = now_ms() - self.began;
        if !ready && elapsed < self.think_ms {
            self.driver.thinking.set(Some(ThinkingNow {
                seat: t.seat,
                deals: t.deals(),
            }));
            set_timeout(move || self.slice(t), Duration::ZERO);
            return;
        }
        let (gen, began, pace_ms) = (self.gen, self.began, self.pace_ms);
        self.driver
            .play_at_pace(gen, began, pace_ms, move |s| s.finish_thinking(t));
    }
}
