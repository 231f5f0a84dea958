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

// the review's worker asks this bundle for the strong computer's decisions
jjak::computer_worker_exports!();

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("jjak-replay is a bundle of the web app: run `make play`.");
    std::process::exit(2);
}
