//! The rule lab: list pairings, check hands, and play many bot games to measure a rule set.
//! `jjak-lab` (src/bin) is a thin command line over these functions; the browser's rule lab
//! (`teach::rule_lab`) runs the same simulation.
//!
//! - [`queries`]: the rules' answers as JSON: which tiles pair, whether a hand is finished,
//!   how far a Matjok hand is from winning, what a played-back record's round came to;
//! - [`simulate`]: many rounds between computer players, duplicate deals, spread over the
//!   cores ([`rounds`]: one round; [`report`]: wins, points and deal-ins by level);
//! - [`bench`]: timing the Matjok hand analyser.

mod bench;
mod clock;
/// The drills' questions (native: found once, kept with the build).
#[cfg(not(target_arch = "wasm32"))]
pub mod drills;
mod queries;
mod report;
mod rounds;
mod simulate;

pub use bench::*;
pub use queries::*;
pub use report::*;
pub use rounds::*;
pub use simulate::*;

use crate::engine::catalog::CatalogError;
use crate::engine::core::RuleError;
use crate::engine::games::UnknownGame;
use crate::engine::options::OptionError;
use crate::engine::setup::SetupError;
use crate::engine::tiles::NotationError;

#[derive(Debug, thiserror::Error)]
pub enum LabError {
    #[error(transparent)]
    Game(#[from] UnknownGame),
    #[error(transparent)]
    Option(#[from] OptionError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error("{0}")]
    Input(String),
    #[error(transparent)]
    Catalog(#[from] CatalogError),
    #[error("a bot's move was refused: {0}")]
    Rule(#[from] RuleError),
}
