//! The Leptos app (wasm32 only): components render engine state; they hold no rules.

mod app;
mod computer;
mod dom;
mod embed;
mod fetch;
mod first_view;
mod morph;
mod pages;
mod play_state;
mod router;
mod settings;
mod shell;
mod widgets;

pub use first_view::page as first_view;

/// Mounts the app on the page's body: an embed alone at `/embed/<kind>`, else the site.
pub fn mount() {
    // panic messages in the console while developing; a release build leaves the hook out
    // (1.6 KB gzipped: the size budget), so a panic there shows as "unreachable"
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    let location = leptos::prelude::window().location();
    let path = router::route_of(&location.pathname().unwrap_or_default());
    match path.strip_prefix("/embed/") {
        Some(kind) => {
            let kind = kind.trim_end_matches('/').to_string();
            let query = location.search().unwrap_or_default();
            let query = query.trim_start_matches('?').to_string();
            leptos::mount::mount_to_body(move || {
                leptos::view! { <embed::EmbedPage kind=kind.clone() query=query.clone() /> }
            })
        }
        None => match first_view_shown() {
            // the first view is on screen until the app is: then the app takes its place
            Some(shown) => wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(shown).await;
                mount_site();
            }),
            None => mount_site(),
        },
    }
}

/// The site's app on the page's body, in place of the first view if there is one.
fn mount_site() {
    leptos::mount::mount_to_body(app::App);
    let doc = leptos::prelude::document();
    if let Ok(list) = doc.query_selector_all("[data-first-view]") {
        for i in 0..list.length() {
            if let Some(node) = list.item(i) {
                if let Some(parent) = node.parent_node() {
                    let _ = parent.remove_child(&node);
                }
            }
        }
    }
}

/// When the page has a first view (see `first_view`), the promise that it has been shown
/// (`jjakShown`, index.html: once the browser has painted it). Drawing over it sooner
/// would throw away a view the player never saw.
fn first_view_shown() -> Option<js_sys::Promise> {
    let doc = leptos::prelude::document();
    doc.query_selector("[data-first-view]").ok().flatten()?;
    // another page's first view (a host answered with the home page's file) is hidden
    let root = doc.document_element()?;
    if root.class_list().contains("no-first-view") {
        return None;
    }
    let shown = js_sys::Reflect::get(&leptos::prelude::window(), &"jjakShown".into()).ok()?;
    wasm_bindgen::JsCast::dyn_into::<js_sys::Promise>(shown).ok()
}

/// Sets the document title to "`page` · Jjak".
fn set_title(page: &str) {
    leptos::prelude::document().set_title(&format!("{page} · Jjak"));
}

/// Milliseconds from the page's clock (`performance.now()`), for timing in the browser.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}
