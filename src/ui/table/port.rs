//! The table's port (after hiveboardgame/hive's board: a capability profile and a command
//! callback): what one seat sees and may do comes in (`play::seen::Seen`, with the hint
//! beside it when the provider has one), and what the player asks goes out as a
//! `TableCommand`. The table reads and writes nothing else: the game in progress
//! (`ui::pages::table`), a replay's position (`ui::pages::replay`) and a whole game in a
//! frame feed it the same way.

use leptos::prelude::*;

use crate::play::seen::{Hinted, Seen, TableCommand};

#[derive(Clone, Copy)]
pub struct TableFeed {
    /// What the seat sees now (`None`: no game).
    pub seen: Signal<Option<Seen>>,
    /// The hint, when the help setting asks for it and the provider can work it out.
    pub hinted: Signal<Option<Hinted>>,
    /// Where the table sends what the player asks: a refusal comes back in words.
    pub send: Callback<TableCommand, Result<(), String>>,
}

impl TableFeed {
    /// A position only looked at: nothing comes back, no hint.
    pub fn looked_at(seen: Signal<Option<Seen>>) -> TableFeed {
        TableFeed {
            seen,
            hinted: Signal::stored(None),
            send: Callback::new(|_| Ok(())),
        }
    }
}
