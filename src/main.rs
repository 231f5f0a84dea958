//! The web app's entry point: Trunk builds this for wasm32 and it mounts the Leptos app.

#[cfg(target_arch = "wasm32")]
fn main() {
    // in the rule lab's worker there is no page to mount on: the wasm is there for `lab_batch`
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

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "jjak is the web app: run `make play` to build and serve it. The native tool is jjak-lab."
    );
    std::process::exit(2);
}
