//! The Leptos app (wasm32 only): components render engine state; they hold no rules.

mod app;
mod computer;
mod copy;
mod dom;
mod embed;
mod fetch;
mod first_view;
mod handover;
mod language;
mod link;
mod pages;
mod play_state;
mod practice;
mod router;
mod settings;
mod shell;
mod table;
mod widgets;
mod worker_client;

pub use first_view::page as first_view;

use crate::site::{Bundle, PageId};
pub use language::site_words;
use leptos::prelude::IntoAny;

/// A page of a bundle drawn alone in another site's frame, from its address's query.
type Alone = fn(String) -> leptos::prelude::AnyView;

/// Mounts `site`'s pages, or at the address of one of its pages framed by another site
/// (`framed`) that page alone, drawn from the address's query. An address below a framed
/// page that names nothing gets the refusal alone (`/embed/replay/x`: not the site, in
/// someone else's frame).
fn mount_bundle(
    site: Bundle,
    pages: fn(&str) -> leptos::prelude::AnyView,
    framed: &'static [(PageId, Alone)],
) {
    speak_page_language();
    let (path, query) = address();
    let alone = crate::site::page_of(&path)
        .and_then(|(page, _)| framed.iter().find(|(id, _)| *id == page.id))
        .map(|&(_, alone)| alone);
    match alone {
        Some(alone) => mount_alone(move || alone(query)),
        None if crate::site::page_of(&path).is_none()
            && crate::site::part_of(&path).is_some_and(|p| p.framed) =>
        {
            mount_alone(|| leptos::view! { <embed::NoEmbed /> })
        }
        None => mount_site(site, pages),
    }
}

/// Speaks the page's language (`<html lang>`), from its catalog, which the loader asked
/// for with the bundle (`jjak.words.text`, tools/site.mjs): the same wasm serves every
/// language. (The loader starts the app only once the words have come; a catalog that
/// does not read leaves the message keys showing, and says why in the console.)
fn speak_page_language() {
    let lang = leptos::prelude::document()
        .document_element()
        .map(|e| e.get_attribute("lang").unwrap_or_default())
        .unwrap_or_default();
    let text = handover::page_shared()
        .and_then(|jjak| js_sys::Reflect::get(&jjak, &"words".into()).ok())
        .and_then(|words| js_sys::Reflect::get(&words, &"text".into()).ok())
        .and_then(|text| text.as_string());
    let spoken = match text {
        Some(text) => jjak_words::use_language(&lang, text),
        None => Err("the page has no words (jjak.words.text)".to_string()),
    };
    if let Err(why) = spoken {
        leptos::logging::error!("{lang}: {why}");
    }
}

/// Mounts the Play bundle's pages, or a whole game alone in a frame.
pub fn mount_play() {
    mount_bundle(
        Bundle::Play,
        app::play_page,
        &[
            (PageId::EmbedGame, |query| {
                leptos::view! { <embed::GameEmbed query /> }.into_any()
            }),
            (PageId::EmbedDaily, |query| {
                leptos::view! { <embed::DailyEmbed query /> }.into_any()
            }),
        ],
    )
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
    speak_page_language();
    mount_site(Bundle::Learn, app::learn_page);
}

/// Mounts the Replay bundle's page, or a replay alone in a frame.
pub fn mount_replay() {
    mount_bundle(
        Bundle::Replay,
        app::replay_page,
        &[(PageId::EmbedReplay, |query| {
            leptos::view! { <embed::ReplayEmbed query /> }.into_any()
        })],
    )
}

/// Mounts the Practice bundle's pages (the deals of the day, the drills), or a drill alone in
/// a frame.
pub fn mount_practice() {
    mount_bundle(
        Bundle::Practice,
        app::practice_page,
        &[(PageId::EmbedDrill, |query| {
            leptos::view! { <embed::DrillEmbed query /> }.into_any()
        })],
    )
}

/// Mounts the Link bundle's pages: a game with friends on other devices.
pub fn mount_link() {
    speak_page_language();
    mount_site(Bundle::Link, app::link_page);
}

/// Mounts the site around `pages` on the page's body.
fn mount_site(site: Bundle, pages: fn(&str) -> leptos::prelude::AnyView) {
    // panic messages in the console while developing; a release build leaves the hook out
    // (held out by tests/e2e/wasm-contents.test.mjs), so a panic there shows as "unreachable"
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

/// Mounts a teaching widget alone in a frame (`/embed/<kind>`; `/embed` alone lists
/// them): the embed bundle's entry.
pub fn mount_widget_embed() {
    speak_page_language();
    let (path, query) = address();
    let kind = match crate::site::page_of(&path) {
        Some((_, step)) => step.unwrap_or_default().to_string(),
        // (`/embed/a/b`: a kind no widget has)
        None => path.strip_prefix("/embed/").unwrap_or_default().to_string(),
    };
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
