//! The Leptos app (wasm32 only): components render engine state; they hold no rules.

mod app;
mod computer;
mod dom;
mod embed;
mod fetch;
mod first_view;
mod handover;
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
            // alone, without the site around it (the home page's first view the host may
            // have answered with goes)
            handover::take_over(Box::new(|| {
                leptos::mount::mount_to_body(move || {
                    leptos::view! { <embed::EmbedPage kind=kind.clone() query=query.clone() /> }
                })
            }))
        }
        None => {
            let site = || handover::take_over(Box::new(|| leptos::mount::mount_to_body(app::App)));
            match handover::first_view_shown() {
                // the first view stays until it has been on screen; the app draws in a task
                // of its own, not in the one that started the wasm (two shorter tasks keep
                // a slow phone answering in between)
                Some(shown) => wasm_bindgen_futures::spawn_local(async move {
                    let _ = wasm_bindgen_futures::JsFuture::from(shown).await;
                    let next_task = js_sys::Promise::new(&mut |go, _| {
                        let _ = leptos::prelude::window().set_timeout_with_callback(&go);
                    });
                    let _ = wasm_bindgen_futures::JsFuture::from(next_task).await;
                    site();
                }),
                None => site(),
            }
        }
    }
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
