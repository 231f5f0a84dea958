//! A game stepped through, step by step: the replay page's model. A step is a move or the
//! deal of the next round; the position at step `p` is the game after its first `p` steps.
//! The game is played through once when the replay opens (which checks every step) and the
//! position at each round's start kept, so a jump replays at most one round.

use super::remote::{Sent, WorkerAnswer};
use super::session::{PlayError, Player, RestoreError, SavedSession, Session, Setup, Walked};
use crate::ai::Level;
use crate::engine::core::Seat;
use crate::engine::matches::AnyAction;
use crate::engine::text::Text;

/// One step of the game, as the move list shows it.
#[derive(Clone, PartialEq, Debug)]
pub enum ReplayStep {
    Move {
        /// The round and the move's number in it, counted from 1.
        round: usize,
        number: usize,
        seat: Seat,
        action: AnyAction,
        /// The seat's name and the move, in words ("Computer 2: throw 6-3").
        text: String,
        /// A computer's reason, when the game kept it.
        reason: Option<Text>,
        /// The seat had more than this one move to choose from.
        choice: bool,
    },
    /// The next round dealt (the round, counted from 1); or, after the last, the match
    /// scored.
    NextRound { round: usize, over: bool },
}

/// A game being replayed.
pub struct Replay {
    saved: SavedSession,
    steps: Vec<ReplayStep>,
    /// The positions where a round starts (0 and after each next-round step), with the
    /// game there.
    starts: Vec<(usize, Session)>,
    at: usize,
    now: Session,
}

impl Replay {
    /// Replays `saved` to check it and to list its steps; opens at its start.
    pub fn new(saved: SavedSession) -> Result<Replay, RestoreError> {
        let start = Session::new(saved.setup.clone(), saved.seed)?;
        let names = saved.setup.named();
        let mut starts = vec![(0, start.clone())];
        let mut steps = Vec::with_capacity(saved.steps.len());
        let (mut round, mut number) = (1, 0);
        Session::walk(&saved, |walked, s| match *walked {
            Walked::Move {
                seat,
                action,
                legal,
                reason,
            } => {
                number += 1;
                let name = super::words::player(&names, seat);
                steps.push(ReplayStep::Move {
                    round,
                    number,
                    seat,
                    action,
                    text: format!("{name}: {}", super::words::say(&action.phrase(), &names)),
                    reason: reason.cloned(),
                    choice: choices(legal) > 1,
                });
            }
            Walked::NextRound => {
                round += 1;
                number = 0;
                steps.push(ReplayStep::NextRound {
                    round,
                    over: s.game.is_over(),
                });
                starts.push((steps.len(), s.clone()));
            }
        })?;
        Ok(Replay {
            saved,
            steps,
            starts,
            at: 0,
            now: start,
        })
    }

    pub fn steps(&self) -> &[ReplayStep] {
        &self.steps
    }

    /// The number of steps: the positions are 0 to this.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The position shown: the steps made so far.
    pub fn at(&self) -> usize {
        self.at
    }

    /// The game at the position shown.
    pub fn session(&self) -> &Session {
        &self.now
    }

    pub fn saved(&self) -> &SavedSession {
        &self.saved
    }

    /// Shows position `p` (the last one if `p` is past it).
    pub fn goto(&mut self, p: usize) {
        let p = p.min(self.len());
        if p < self.at || p > self.at + 64 {
            // from the start of the round `p` is in
            let (start, s) = self.start_before(p);
            let s = s.clone();
            self.at = start;
            self.now = s;
        }
        for step in &self.steps[self.at..p] {
            apply(&mut self.now, step);
        }
        self.at = p;
    }

    /// The latest round start at or before `p`, and the game there.
    fn start_before(&self, p: usize) -> (usize, &Session) {
        let (start, s) = self
            .starts
            .iter()
            .rev()
            .find(|(start, _)| *start <= p)
            .unwrap_or(&self.starts[0]);
        (*start, s)
    }

    /// The position where the round shown starts (before its first move); if it is shown
    /// already, the previous round's start.
    pub fn round_start(&self) -> usize {
        let starts = || self.starts.iter().map(|(p, _)| *p).rev();
        starts().find(|&p| p < self.at).unwrap_or_default()
    }

    /// The position where the round shown ends (after its last move); if it is shown
    /// already, the next round's end.
    pub fn round_end(&self) -> usize {
        // (the position before each next-round step, and the last one)
        let ends = self
            .steps
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s, ReplayStep::NextRound { .. }))
            .map(|(i, _)| i)
            .chain([self.len()]);
        ends.into_iter()
            .find(|&p| p > self.at)
            .unwrap_or(self.len())
    }

    /// The positions where `seat` decided: its moves chosen among several (the position
    /// before each).
    pub fn decisions(&self, seat: Seat) -> Vec<usize> {
        self.steps
            .iter()
            .enumerate()
            .filter_map(|(p, s)| match s {
                ReplayStep::Move {
                    seat: by,
                    choice: true,
                    ..
                } if *by == seat => Some(p),
                _ => None,
            })
            .collect()
    }

    /// The game at position `p`, without moving the replay.
    pub fn session_at(&self, p: usize) -> Session {
        let p = p.min(self.len());
        let (start, s) = self.start_before(p);
        let mut s = s.clone();
        for step in &self.steps[start..p] {
            apply(&mut s, step);
        }
        s
    }

    /// The strong computer's decision for `seat` at position `p`, as a job for the
    /// computers' worker (`play::remote`): the game at `p` with `seat` played by the strong
    /// computer and no other computer to move.
    pub fn review_job(&self, p: usize, seat: Seat, budget: Option<u32>) -> Result<Sent, PlayError> {
        let mut s = self.session_at(p);
        for (i, sits) in s.setup.seats.iter_mut().enumerate() {
            sits.player = if i == usize::from(seat) {
                Player::Computer(Level::Strong)
            } else {
                Player::Human
            };
        }
        s.remote_job(budget)
    }

    /// The move a worker's `answer` names for `seat` at position `p`.
    pub fn decided(&self, p: usize, seat: Seat, answer: &WorkerAnswer) -> Option<AnyAction> {
        answer.action_among(&self.session_at(p).legal(seat))
    }

    /// A new game from the position shown: the same deal and moves so far, `seat` played
    /// by the player and the other seats by computers (of their own level, or normal).
    pub fn take_over(&self, seat: Seat) -> Result<Session, RestoreError> {
        let mut setup: Setup = self.saved.setup.clone();
        // (a game of its own: not the deal of the day it was taken from, whose result
        // stays the one played)
        setup.daily = None;
        for (s, sits) in setup.seats.iter_mut().enumerate() {
            sits.player = if s == usize::from(seat) {
                Player::Human
            } else {
                match sits.player {
                    Player::Computer(level) => Player::Computer(level),
                    Player::Human | Player::Friend => Player::Computer(Level::Normal),
                }
            };
        }
        Session::restore(&SavedSession {
            setup,
            seed: self.saved.seed,
            steps: self.saved.steps[..self.at].to_vec(),
        })
    }
}

/// How many different choices `legal` offers (drawing one face-down tile or another is one).
pub fn choices(legal: &[AnyAction]) -> usize {
    let mut distinct: Vec<AnyAction> = Vec::new();
    for a in legal {
        if !distinct.iter().any(|d| d.same_choice(a)) {
            distinct.push(*a);
        }
    }
    distinct.len()
}

/// Makes a step checked when the replay opened.
fn apply(s: &mut Session, step: &ReplayStep) {
    match step {
        ReplayStep::Move { seat, action, .. } => {
            let _ = s.apply(*seat, *action);
        }
        ReplayStep::NextRound { .. } => {
            let _ = s.next_round();
        }
    }
}
