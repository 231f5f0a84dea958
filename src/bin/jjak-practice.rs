//! The Practice bundle: the deals of the day (`/daily`: the day's deal itself is played on
//! the table, the Play bundle's), the drills (`/drills`) and a drill alone in a frame
//! (`/embed/drill`). Its own journey, so that neither the first game nor a replay in a
//! frame carries the drills.

#[cfg(target_arch = "wasm32")]
fn main() {
    jjak::ui::mount_practice();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("jjak-practice is a bundle of the web app: run `make play`.");
    std::process::exit(2);
}
