//! The Replay bundle: a finished game replayed, reviewed and kept (`/replay`), and a
//! replay alone in a frame (`/embed/replay`). The review's worker loads this same wasm
//! (cached by the page) and asks it for the strong computer's decisions, as the Play
//! bundle's computer players do.

#[cfg(target_arch = "wasm32")]
fn main() {
    // in a worker (the review's) there is no page to mount on
    if web_sys::window().is_some() {
        jjak::ui::mount_replay();
    }
}

/// The review's worker calls this to start a decision (`jjak::play::remote::worker`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn computer_start(job: &str) -> String {
    jjak::play::remote::worker::start(job)
}

/// Thinks for about `slice_ms` more, or answers at once when `stop`.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn computer_think(slice_ms: f64, stop: bool) -> String {
    let end = js_sys::Date::now() + slice_ms;
    jjak::play::remote::worker::think(stop, || js_sys::Date::now() < end)
}

/// The build calls this (`tools/site.mjs`): the routes this bundle draws, one per line.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn replay_routes() -> String {
    jjak::ui::REPLAY_ROUTES.join("\n")
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("jjak-replay is a bundle of the web app: run `make play`.");
    std::process::exit(2);
}
