//! The practice kept on this device (`play::practice`: the days played, the drills'
//! records) read from and written to the browser's storage, any trouble told in the save
//! notice (nothing fails unseen).

use leptos::prelude::*;

use crate::play::practice::{self, Practice, KEY};
use crate::play::words::sentence;
use crate::ui::play_state::{BrowserStorage, PlayState};

/// The practice as stored; what could not be read of it is told.
pub fn read(state: PlayState) -> Practice {
    match practice::read(&BrowserStorage, KEY) {
        Ok(read) => {
            if let Some(why) = read.trouble {
                tell(state, format!("{}.", sentence(&why)));
            }
            read.practice
        }
        Err(e) => {
            tell(state, format!("{}.", sentence(&e)));
            Practice::default()
        }
    }
}

/// Changes the practice as stored (read afresh: another tab's answers are kept) and
/// returns it; a change that could not be written is told, and gives nothing.
pub fn change(state: PlayState, f: impl FnOnce(&mut Practice)) -> Option<Practice> {
    match practice::change(&mut BrowserStorage, KEY, f) {
        Ok(p) => Some(p),
        Err(e) => {
            tell(state, format!("{}.", sentence(&e)));
            None
        }
    }
}

/// Adds `said` to the notice (the save's own may be showing: both are kept).
fn tell(state: PlayState, said: String) {
    state.notice.update(|n| {
        *n = Some(match n.take() {
            Some(before) if !before.contains(&said) => format!("{before} {said}"),
            _ => said,
        })
    });
}
