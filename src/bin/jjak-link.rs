//! The Link bundle: a game with friends on other devices, the host's table and its
//! invitations (`/together`) and a friend's table (`/join`). The network code (WebRTC)
//! lives here alone. The computer players' worker loads this same wasm (cached by the
//! page) and asks it for decisions, as the Play bundle's do.

#[cfg(target_arch = "wasm32")]
fn main() {
    // in a worker (the computer players') there is no page to mount on
    if web_sys::window().is_some() {
        jjak::ui::mount_link();
    }
}

// the computer players' worker asks this bundle for decisions
jjak::computer_worker_exports!();

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("jjak-link is a bundle of the web app: run `make play`.");
    std::process::exit(2);
}
