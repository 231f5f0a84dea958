//! The Learn bundle: the rules, the tile gallery, the rule lab, the embeds and the
//! performance pages. The page's loader (`tools/site.mjs`) loads it for those routes;
//! the rule lab's worker loads it too, and the build calls it for every page's first view.

#[cfg(target_arch = "wasm32")]
fn main() {
    // in a worker (the rule lab's) there is no page to mount on
    if web_sys::window().is_some() {
        jjak::ui::mount_learn();
    }
}

jjak::words_exports!();

/// The rule lab's worker calls this: `count` simulated deals from deal `from` of the lab
/// query `spec` (see `jjak::teach::rule_lab::batch`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn lab_batch(spec: &str, from: u32, count: u32) -> String {
    jjak::teach::rule_lab::batch(spec, from, count).to_json()
}

/// The build calls this (`tools/site.mjs`): the first view of `route`, the markup written
/// at the start of its page's body, with the page's title on the first line; empty where
/// the page waits for the app. `prose` is a rules page's text.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn first_view(route: &str, prose: &str) -> String {
    jjak::ui::first_view(route, prose)
        .map(|(title, body)| format!("{title}\n{body}"))
        .unwrap_or_default()
}

/// The build calls this (`tools/site.mjs`): the words of the page around the app in the
/// language spoken (the description, the `<noscript>` text, and what a page says while a
/// link followed before the app started waits for it), one per line.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn site_words() -> String {
    jjak::ui::site_words()
}

/// The build calls this (`tools/site.mjs`): the site's pages, bundles and languages as
/// declared once (`jjak::site`), for the loader, the service worker and the first views.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn site_json() -> String {
    jjak::site::to_json()
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("jjak-learn is a bundle of the web app: run `make play`.");
    std::process::exit(2);
}
