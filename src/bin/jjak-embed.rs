//! The widget embeds' own bundle: one teaching widget alone in a frame
//! (`/embed/<kind>?…`), without the table, the setup, the site's router or the search.

#[cfg(target_arch = "wasm32")]
fn main() {
    jjak::ui::mount_widget_embed();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("jjak-embed is a bundle of the web app: run `make play`.");
    std::process::exit(2);
}
