//! The review of a game: each decision of one seat beside what the strong computer and the
//! normal one would have played there, and why. A decision is a position where the seat
//! had more than one move to choose from. One state machine ([`Review`]) goes through the
//! decisions, driven the same way by the lab, which thinks at once, and by the replay
//! page, which sends each decision to the computers' worker.

use serde::Serialize;

use super::record::{Record, RecordError};
use super::remote::{Remote, Sent, WorkerAnswer};
use super::replay::{Replay, ReplayStep};
use crate::ai::Level;
use crate::engine::core::Seat;
use crate::engine::matches::AnyAction;
use crate::engine::text::Text;

/// One decision of the reviewed seat.
#[derive(Clone, PartialEq, Debug)]
pub struct Decision {
    /// The replay's position before the move.
    pub at: usize,
    /// The round and the move's number in it, counted from 1.
    pub round: usize,
    pub number: usize,
    pub played: AnyAction,
    pub strong: (AnyAction, Text),
    pub normal: (AnyAction, Text),
}

impl Decision {
    /// Whether the strong computer would have chosen otherwise.
    pub fn differs(&self) -> bool {
        !self.played.same_choice(&self.strong.0)
    }
}

/// A review in progress: one seat's decisions, reviewed one after another. Whoever thinks
/// asks for the next decision's job for the computers' worker ([`Review::job`]) and hands
/// its answer back ([`Review::take_answer`]); the lab thinks the job out at once
/// ([`Review::think_here`]).
pub struct Review {
    seat: Seat,
    /// The strong computer's imagined deals per decision (the game's own when `None`).
    budget: Option<u32>,
    /// The positions before the seat's decisions, and how many were answered.
    positions: Vec<usize>,
    answered: usize,
    reviewed: Vec<Decision>,
}

impl Review {
    /// The review of `seat`'s decisions in `replay`.
    pub fn new(replay: &Replay, seat: Seat, budget: Option<u32>) -> Result<Review, RecordError> {
        if seat >= replay.saved().setup.players() {
            return Err(RecordError::NoSuchSeat(seat.saturating_add(1)));
        }
        Ok(Review {
            seat,
            budget,
            positions: replay.decisions(seat),
            answered: 0,
            reviewed: Vec::new(),
        })
    }

    /// The decisions to review.
    pub fn total(&self) -> usize {
        self.positions.len()
    }

    /// The decisions answered so far (the next job's number).
    pub fn answered(&self) -> usize {
        self.answered
    }

    pub fn is_over(&self) -> bool {
        self.answered >= self.positions.len()
    }

    /// The decisions reviewed so far, in the game's order.
    pub fn reviewed(&self) -> &[Decision] {
        &self.reviewed
    }

    /// How many of them the strong computer would have played otherwise.
    pub fn differences(&self) -> usize {
        self.reviewed.iter().filter(|d| d.differs()).count()
    }

    /// The next decision as a job for the computers' worker (`None` once the review is
    /// over): the game at that position, the seat played by the strong computer.
    pub fn job(&self, replay: &Replay) -> Option<Result<Sent, String>> {
        let &p = self.positions.get(self.answered)?;
        Some(
            replay
                .review_job(p, self.seat, self.budget)
                .map_err(|e| e.to_string()),
        )
    }

    /// The strong computer's `answer` to the job: the decision beside the normal
    /// computer's choice, and the review moves on (an answer naming no legal move reviews
    /// nothing there).
    pub fn take_answer(&mut self, replay: &Replay, answer: &WorkerAnswer) -> Option<&Decision> {
        let &p = self.positions.get(self.answered)?;
        self.answered += 1;
        let &ReplayStep::Move {
            round,
            number,
            action,
            ..
        } = replay.steps().get(p)?
        else {
            return None;
        };
        let strong = replay.decided(p, self.seat, answer)?;
        self.reviewed.push(Decision {
            at: p,
            round,
            number,
            played: action,
            strong: (strong, answer.reason.clone()),
            normal: replay.session_at(p).opinion(self.seat, Level::Normal, None),
        });
        self.reviewed.last()
    }

    /// Thinks the next decision out here, as the worker would, to its end.
    pub fn think_here(&mut self, replay: &Replay) -> Option<Result<(), String>> {
        let sent = match self.job(replay)? {
            Ok(sent) => sent,
            Err(why) => return Some(Err(why)),
        };
        let mut remote = match Remote::start(&sent.job) {
            Ok(remote) => remote,
            Err(why) => return Some(Err(why)),
        };
        while !remote.think(u32::MAX) {}
        self.take_answer(replay, &remote.finish());
        Some(Ok(()))
    }
}

/// Each decision of `seat` in `record`, with the computers' choices (`budget`: the strong
/// computer's imagined deals per decision, the record's own when `None`), thought out here.
pub fn review(
    record: &Record,
    seat: Seat,
    budget: Option<u32>,
) -> Result<Vec<Decision>, RecordError> {
    if seat >= record.setup().players() {
        return Err(RecordError::NoSuchSeat(seat.saturating_add(1)));
    }
    // (a record the rules refuse is refused before any thinking)
    let replay =
        Replay::new(record.play()?.saved()).map_err(|e| RecordError::Unplayable(e.to_string()))?;
    let mut review = Review::new(&replay, seat, budget)?;
    while let Some(thought) = review.think_here(&replay) {
        thought.map_err(RecordError::Review)?;
    }
    Ok(review.reviewed)
}

/// A decision as the lab prints it.
#[derive(Serialize)]
pub struct DecisionJson {
    pub round: usize,
    #[serde(rename = "move")]
    pub number: usize,
    pub played: String,
    pub strong: String,
    pub strong_reason: String,
    pub normal: String,
    pub normal_reason: String,
    pub differs: bool,
}

impl From<&Decision> for DecisionJson {
    fn from(d: &Decision) -> DecisionJson {
        DecisionJson {
            round: d.round,
            number: d.number,
            played: d.played.notation(),
            strong: d.strong.0.notation(),
            strong_reason: d.strong.1.to_string(),
            normal: d.normal.0.notation(),
            normal_reason: d.normal.1.to_string(),
            differs: d.differs(),
        }
    }
}
