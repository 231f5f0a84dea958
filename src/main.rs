//! The Play bundle (Trunk's main binary): the home page, a new game and the table, and a
//! whole game embedded. The computer players' worker loads this same wasm (cached by the
//! page) and asks it for decisions. The other pages are the Learn bundle's
//! (`src/bin/jjak-learn.rs`); a widget alone in a frame has its own (`jjak-embed`).

#[cfg(target_arch = "wasm32")]
fn main() {
    // in a worker (the computer players') there is no page to mount on
    if web_sys::window().is_some() {
        jjak::ui::mount_play();
    }
}

/// The computer players' worker calls this to start a decision (see
/// `jjak::play::remote::worker`): the answer at once, or "p:0".
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn computer_start(job: &str) -> String {
    jjak::play::remote::worker::start(job)
}

/// Thinks for about `slice_ms` more, or answers at once when `stop` (the thinking time is
/// up): "p:<deals>" or the decision.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn computer_think(slice_ms: f64, stop: bool) -> String {
    let end = js_sys::Date::now() + slice_ms;
    jjak::play::remote::worker::think(stop, || js_sys::Date::now() < end)
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "jjak is the web app: run `make play` to build and serve it. The native tool is jjak-lab."
    );
    std::process::exit(2);
}
