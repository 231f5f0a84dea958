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

// the computer players' worker asks this bundle for decisions
jjak::computer_worker_exports!();

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "jjak is the web app: run `make play` to build and serve it. The native tool is jjak-lab."
    );
    std::process::exit(2);
}
