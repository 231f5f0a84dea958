//! The review of a game: each decision of one seat beside what the strong computer and the
//! normal one would have played there, and why. A decision is a position where the seat
//! had more than one move to choose from.

use serde::Serialize;

use super::record::{Record, RecordError};
use crate::ai::Level;
use crate::engine::core::Seat;
use crate::engine::matches::AnyAction;
use crate::engine::text::Text;

/// One decision of the reviewed seat.
#[derive(Clone, PartialEq, Debug)]
pub struct Decision {
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

/// Each decision of `seat` in `record`, with the computers' choices (`budget`: the strong
/// computer's imagined deals per decision, its default when `None`).
pub fn review(
    record: &Record,
    seat: Seat,
    budget: Option<u32>,
) -> Result<Vec<Decision>, RecordError> {
    if seat >= record.setup().players() {
        return Err(RecordError::NoSuchSeat(seat.saturating_add(1)));
    }
    // (a record the rules refuse is refused before any thinking)
    record.play()?;
    let mut out = Vec::new();
    record.walk(|s, m| {
        if m.seat == seat && super::replay::choices(&s.legal(seat)) > 1 {
            out.push(Decision {
                round: m.round,
                number: m.number,
                played: m.action,
                strong: s.opinion(seat, Level::Strong, budget),
                normal: s.opinion(seat, Level::Normal, None),
            });
        }
    })?;
    Ok(out)
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
