//! The Leptos app (wasm32 only): components render engine state; they hold no rules.

mod app;
mod computer;
mod logo;
mod pages;
mod play_state;
mod settings;
mod tile;

pub use tile::Tile;

/// Mounts the app on the page's body.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}

/// Sets the document title to "`page` · Jjak".
fn set_title(page: &str) {
    leptos::prelude::document().set_title(&format!("{page} · Jjak"));
}
