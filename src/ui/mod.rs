//! The Leptos app (wasm32 only): components render engine state; they hold no rules.

mod app;
mod computer;
mod dom;
mod embed;
mod fetch;
mod first_view;
mod handover;
mod language;
mod pages;
mod play_state;
mod router;
mod settings;
mod shell;
mod table;
mod widgets;

pub use first_view::page as first_view;
pub use language::site_words;

/// The app's bundles, each a wasm a visitor downloads only on the pages it draws (issue
/// 35: budgets by journey). Play: the home page, a new game and the table (and a whole
/// game embedded); it also thinks for the computer players' worker. Learn: the rules, the
/// tiles, the rule lab, the embeds and the performance pages. A widget alone in a frame
/// has a bundle of its own (`mount_widget_embed`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Site {
    Play,
    Learn,
    Replay,
}

/// The routes the Learn bundle draws (the rest are Play's, but the replay's): the page's
/// loader (`tools/site.mjs`) reads this list from the Learn bundle, so the two cannot
/// disagree.
pub const LEARN_ROUTES: &[&str] = &["/rules", "/tiles", "/lab", "/performance", "/embeds"];

/// The routes the Replay bundle draws: a finished game replayed, reviewed, kept (and, in a
/// frame, `/embed/replay`).
pub const REPLAY_ROUTES: &[&str] = &["/replay"];

impl Site {
    /// The bundle that draws `route` (a path below the base: `/rules/matjok`).
    pub fn of(route: &str) -> Site {
        let under = |routes: &[&str]| {
            routes.iter().any(|r| {
                route
                    .strip_prefix(r)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
            })
        };
        if under(LEARN_ROUTES) {
            Site::Learn
        } else if under(REPLAY_ROUTES) {
            Site::Replay
        } else {
            Site::Play
        }
    }
}

/// Mounts the Play bundle's pages, or at `/embed/game` a whole game alone.
pub fn mount_play() {
    let (path, query) = address();
    if path.starts_with("/embed/") {
        return mount_alone(move || leptos::view! { <embed::GameEmbed query /> });
    }
    mount_site(Site::Play, app::play_page);
}

/// The page's route (below the base) and its query (without `?`).
fn address() -> (String, String) {
    let location = leptos::prelude::window().location();
    let path = router::route_of(&location.pathname().unwrap_or_default());
    let query = location.search().unwrap_or_default();
    (path, query.trim_start_matches('?').to_string())
}

/// Mounts `view` alone, without the site around it (an embed in a frame): the first view
/// the host may have answered with goes.
fn mount_alone<V: leptos::prelude::IntoView + 'static>(view: impl FnOnce() -> V + 'static) {
    handover::take_over(Box::new(move || leptos::mount::mount_to_body(view)))
}

/// Mounts the Learn bundle's pages.
pub fn mount_learn() {
    mount_site(Site::Learn, app::learn_page);
}

/// Mounts the Replay bundle's page, or at `/embed/replay` a replay alone in a frame.
pub fn mount_replay() {
    let (path, query) = address();
    if path.trim_end_matches('/') == "/embed/replay" {
        return mount_alone(move || leptos::view! { <embed::ReplayEmbed query /> });
    }
    mount_site(Site::Replay, app::replay_page);
}

/// Mounts the site around `pages` on the page's body.
fn mount_site(site: Site, pages: fn(&str) -> leptos::prelude::AnyView) {
    // panic messages in the console while developing; a release build leaves the hook out
    // (1.6 KB gzipped), so a panic there shows as "unreachable"
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    let draw = move || {
        handover::take_over(Box::new(move || {
            leptos::mount::mount_to_body(move || leptos::view! { <app::App site pages /> })
        }))
    };
    match handover::first_view_shown() {
        // the first view stays until it has been on screen; the app draws in a task of
        // its own, not in the one that started the wasm (two shorter tasks keep a slow
        // phone answering in between)
        Some(shown) => wasm_bindgen_futures::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(shown).await;
            let next_task = js_sys::Promise::new(&mut |go, _| {
                let _ = leptos::prelude::window().set_timeout_with_callback(&go);
            });
            let _ = wasm_bindgen_futures::JsFuture::from(next_task).await;
            draw();
        }),
        None => draw(),
    }
}

/// Mounts a teaching widget alone in a frame (`/embed/<kind>`): the embed bundle's entry.
pub fn mount_widget_embed() {
    let (path, query) = address();
    let kind = path
        .strip_prefix("/embed/")
        .unwrap_or_default()
        .trim_end_matches('/')
        .to_string();
    mount_alone(move || leptos::view! { <embed::WidgetEmbed kind query /> })
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
