//! The web app's entry point: Trunk builds this for wasm32 and it mounts the Leptos app.

#[cfg(target_arch = "wasm32")]
fn main() {
    // in a worker (the rule lab's, the computer players') there is no page to mount on
    if web_sys::window().is_some() {
        jjak::ui::mount();
    }
}

/// The rule lab's worker calls this: `count` simulated deals from deal `from` of the lab
/// query `spec` (see `jjak::teach::rule_lab::batch`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn lab_batch(spec: &str, from: u32, count: u32) -> String {
    jjak::teach::rule_lab::batch(spec, from, count)
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

/// The build calls this (`src/first_views.mjs`): the first view of `route`, the markup
/// written at the start of its page's body, with the page's title on the first line; empty
/// where the page waits for the app. `prose` is a rules page's text.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn first_view(route: &str, prose: &str) -> String {
    jjak::ui::first_view(route, prose)
        .map(|(title, body)| format!("{title}\n{body}"))
        .unwrap_or_default()
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "jjak is the web app: run `make play` to build and serve it. The native tool is jjak-lab."
    );
    std::process::exit(2);
}
