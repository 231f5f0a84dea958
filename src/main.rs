//! The web app's entry point: Trunk builds this for wasm32 and it mounts the Leptos app.

#[cfg(target_arch = "wasm32")]
fn main() {
    jjak::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "jjak is the web app: run `make play` to build and serve it. The native tool is jjak-lab."
    );
    std::process::exit(2);
}
