//! The computer players in the browser: each decision is spread over short tasks (a few
//! milliseconds of imagined deals, then the page gets control back), stops at the
//! player's thinking time, and the move is shown no sooner than the chosen pace.

use crate::play::words::spelled;
use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;

use crate::lab::default_budget;
use crate::play::thinking::Thinking;
use crate::ui::now_ms;
use crate::ui::play_state::PlayState;

/// The longest a slice of thinking runs before the page gets control back.
const SLICE_MS: f64 = 8.0;

/// What the computer is doing now, for the table to show.
#[derive(Clone, PartialEq, Debug)]
pub struct ThinkingNow {
    pub seat: u8,
    /// Imagined deals played so far (strong only).
    pub deals: u32,
}

/// Moves for the computer seats whenever the game waits for one; `said` receives a
/// sentence for screen readers after each move, `thinking` what is being decided.
pub fn drive_computer(
    state: PlayState,
    said: RwSignal<String>,
    thinking: RwSignal<Option<ThinkingNow>>,
) {
    // every new position starts a new decision; an older one still running stops
    let generation = Rc::new(Cell::new(0u64));
    Effect::new(move |_| {
        let gen = generation.get() + 1;
        generation.set(gen);
        state.session.track();
        // the decision starts in a task of its own, not in the one that drew the move
        let generation = generation.clone();
        set_timeout(
            move || start(state, said, thinking, generation, gen),
            Duration::ZERO,
        );
    });
}

/// Starts the decision for the position `gen`, if a computer is to move in it.
fn start(
    state: PlayState,
    said: RwSignal<String>,
    thinking: RwSignal<Option<ThinkingNow>>,
    generation: Rc<Cell<u64>>,
    gen: u64,
) {
    if generation.get() != gen {
        return;
    }
    // (normalised: only offered values reach a timer, whatever the signal was given)
    let settings = state.file.with_untracked(|f| f.settings.normalized());
    let started = state.session.with_untracked(|s| {
        let s = s.as_ref()?;
        if s.round_over() {
            return None;
        }
        let budget = default_budget(s.setup.game) as u64 * settings.think_ms.max(100) as u64 / 250;
        s.start_thinking(Some(budget.min(u32::MAX as u64) as u32))
            .ok()
    });
    let Some(t) = started else {
        thinking.set(None);
        return;
    };
    thinking.set(Some(ThinkingNow {
        seat: t.seat,
        deals: 0,
    }));
    let task = ThinkingTask {
        state,
        said,
        thinking,
        generation,
        gen,
        began: now_ms(),
        think_ms: settings.think_ms as f64,
        pace_ms: settings.ai_pace_ms as f64,
    };
    set_timeout(move || task.slice(t), Duration::ZERO);
}

struct ThinkingTask {
    state: PlayState,
    said: RwSignal<String>,
    thinking: RwSignal<Option<ThinkingNow>>,
    generation: Rc<Cell<u64>>,
    gen: u64,
    began: f64,
    think_ms: f64,
    pace_ms: f64,
}

impl ThinkingTask {
    fn current(&self) -> bool {
        self.generation.get() == self.gen
    }

    /// Thinks for one short slice, then either schedules the next or moves.
    fn slice(self, mut t: Thinking) {
        if !self.current() {
            return;
        }
        let slice_start = now_ms();
        let mut ready = false;
        while !ready && now_ms() - slice_start < SLICE_MS {
            ready = self
                .state
                .session
                .with_untracked(|s| s.as_ref().is_none_or(|s| s.think(&mut t, 1)));
        }
        let elapsed = now_ms() - self.began;
        if !ready && elapsed < self.think_ms {
            self.thinking.set(Some(ThinkingNow {
                seat: t.seat,
                deals: t.deals(),
            }));
            set_timeout(move || self.slice(t), Duration::ZERO);
            return;
        }
        let wait = (self.pace_ms - elapsed).max(0.0);
        set_timeout(move || self.play(t), Duration::from_millis(wait as u64));
    }

    fn play(self, t: Thinking) {
        if !self.current() {
            return;
        }
        let mut sentence = String::new();
        self.state.play(|session| {
            if let Some(s) = session.as_mut() {
                if let Ok((seat, action, _)) = s.finish_thinking(t) {
                    sentence = format!(
                        "{} chose to {}.",
                        s.setup.seats[seat as usize].name,
                        spelled(&action.phrase(), &[])
                    );
                }
            }
        });
        if !sentence.is_empty() {
            self.said.set(sentence);
        }
    }
}
