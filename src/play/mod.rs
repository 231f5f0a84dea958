//! Playing a game, as the app needs it and still pure Rust (tested natively): a session
//! (the match, who sits where, the move log, undo), the save file with its versioned
//! schema, records, the replay and the review, the computers' worker protocol, and the
//! view model the table draws (the one action type for every game is
//! `engine::matches::AnyAction`).

pub mod daily;
pub mod drills;
pub mod guide;
pub mod hints;
pub mod json_problem;
pub mod link;
pub mod markup;
pub mod practice;
pub mod record;
pub mod remote;
pub mod replay;
pub mod review;
pub mod save;
pub mod seen;
pub mod session;
pub mod setup_form;
pub mod setup_url;
pub mod table;
pub mod thinking;
pub mod told;
pub mod words;

/// The named rule sets, declared with each game (`engine::games::GameSpec`).
pub use crate::engine::presets;
