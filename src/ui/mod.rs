//! The Leptos app (wasm32 only): components render engine state; they hold no rules.

mod app;
mod computer;
mod dom;
mod fetch;
mod logo;
mod pages;
mod play_state;
mod router;
mod settings;
mod tile;
mod widgets;

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

/// Milliseconds from the page's clock (`performance.now()`), for timing in the browser.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}
