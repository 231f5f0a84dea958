//! Bots: each sees only its seat's view and the legal actions, never hidden tiles.
//! Three levels: `beginner` (the normal choice with human-sized mistakes), `normal` (a
//! good heuristic: unseen mates, distance to win) and `strong` (search over imagined
//! deals, see `search`).

pub mod search;
pub mod simple;
pub mod simple_matjok;

use std::fmt;
use std::str::FromStr;

use jjak_engine::round::Round;
use jjak_engine::text::Text;

/// A player that chooses among legal actions from what its seat can see.
pub trait Bot<R: Round> {
    /// `legal` is never empty.
    fn choose(&mut self, view: &R::View<'_>, legal: &[R::Action]) -> R::Action;
    /// Why the last choice was made, in a sentence a player understands.
    fn explain(&self) -> Text {
        Text::new()
    }
}

/// How well a bot plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    Beginner,
    Normal,
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Normal, Level::Strong];
    pub fn id(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A level name that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown AI level \"{0}\": choose beginner, normal or strong")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        match s.trim() {
            // "simple" was the lab's name for the normal bot before the levels existed
            "normal" | "simple" => Ok(Level::Normal),
            "beginner" => Ok(Level::Beginner),
            "strong" => Ok(Level::Strong),
            other => Err(UnknownLevel(other.to_string())),
        }
    }
}
