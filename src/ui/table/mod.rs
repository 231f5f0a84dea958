//! The table: one seat's view of the round, a keyed component tree over what its provider
//! feeds it (`port`: a feed in, commands out). `store` splits the feed into regions (the
//! seats, the wall, your hand, the drawer), so a region is drawn again only when what
//! it shows changed; every tile has a stable id (`play::table::Placed`) and each list is
//! keyed by it, so a thrown tile leaves its node and a drawn one enters, and the focus
//! stays where it was. A click sends its move. The latest move and its events drive the
//! animations (`motion`) and the one live region that announces moves and results. The
//! table holds no game: the game in progress (`ui::pages::table`, with its pass screens,
//! the computers' pace and the match's end), a replay's position and an embedded game
//! each feed it.

mod board;
mod hand;
mod motion;
mod panel;
mod port;
mod seats;
mod store;
mod tile;
mod wall;

use jjak_words::t;
use leptos::prelude::*;

use board::Board;
use panel::Drawer;
pub use port::TableFeed;
use store::TableStore;
pub use store::{say, Opened};

/// Makes the page one screen while the table is shown (style/main.css, `.at-table`), until
/// the page is left.
pub fn one_screen() {
    let root = || document().document_element();
    if let Some(html) = root() {
        let _ = html.class_list().add_1("at-table");
    }
    on_cleanup(move || {
        if let Some(html) = root() {
            let _ = html.class_list().remove_1("at-table");
        }
    });
}

/// The round on the table, as the seat fed sees it: the head line (with the button that
/// opens the drawer), the board, what the provider shows below it (the computers'
/// thinking) and the drawer (with the provider's settings, if any).
#[component]
pub fn Table(
    feed: TableFeed,
    announce: RwSignal<String>,
    opened: Opened,
    /// The table is shown after a hand-over: the focus goes to the hand.
    focus_hand: bool,
    #[prop(optional)] below: Option<ViewFn>,
    #[prop(optional)] settings: Option<ViewFn>,
) -> impl IntoView {
    let store = TableStore::provide(feed, announce, opened);
    motion::tell_and_animate(store, focus_hand);
    let head = Memo::new(move |_| store.headline());
    let open = move || store.drawer_open();
    view! {
        <div
            class="table-view"
            on:keydown=crate::ui::dom::arrow_keys
            on:focusin=move |ev| motion::focus_moved(&ev, true)
            on:focusout=move |ev| motion::focus_moved(&ev, false)
        >
            <div class="table-screen">
                <div class="screen">
                    <header class="table-head">
                        <h1>{move || head.with(|h| h.0.clone())}</h1>
                        <p><span class="round">{move || head.with(|h| h.1.clone())} " · "</span><strong>{move || head.with(|h| h.2.clone())}</strong></p>
                        <button
                            type="button"
                            id=panel::TOGGLE_ID
                            class="button secondary drawer-toggle"
                            aria-controls="table-drawer"
                            aria-expanded=move || open().to_string()
                            on:click=move |_| store.opened.drawer.set(Some(!untrack(|| store.drawer_open())))
                        >
                            {t!(tbl_drawer_toggle)}
                        </button>
                    </header>
                    <Board />
                </div>
                {below.map(|below| below.run())}
            </div>
            <Drawer settings />
        </div>
    }
}

/// The board alone, as the seat fed sees it (a replay's position, every hand open as the
/// feed says), without the head line and the drawer.
#[component]
pub fn BoardAlone(feed: TableFeed, announce: RwSignal<String>) -> impl IntoView {
    let store = TableStore::provide(feed, announce, Opened::remembered());
    motion::tell_and_animate(store, false);
    view! {
        <div class="table-view review">
            <Board />
        </div>
    }
}
