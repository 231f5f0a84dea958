//! The embeds page: every embed a rules site can put in an iframe, live, with its snippet.
//! When the page's first view holds it (`first_view`), it is taken over as it is. Each
//! preview's frame is put in when its box comes into view (see `teach::embeds::page`).

use jjak_words::{w, Words};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use web_sys::{Element, IntersectionObserver, IntersectionObserverEntry, IntersectionObserverInit};

use crate::art::html::Html;
use crate::html;
use crate::teach::embeds::{page, UNKNOWN_ROOT};
use crate::ui::dom::elements;

pub const TITLE: Words = w!(ui_embeds_title);

/// How near the screen (CSS margin) a frame starts loading.
const LOAD_AHEAD: &str = "200px";

/// The page's first view: what the app draws, written with a stand-in for the site's
/// address that the first view's script replaces (`teach::embeds::FIRST_VIEW_ADDRESS`).
pub fn first_view_html(out: &mut Html) {
    html!(
        out,
        r#"<section class="page embeds-page"><h1>{}</h1><div data-adopt="embeds" data-address="{}">{}</div></section>"#,
        TITLE,
        UNKNOWN_ROOT,
        page(UNKNOWN_ROOT)
    );
}

type Watch = (IntersectionObserver, Closure<dyn FnMut(js_sys::Array)>);

/// Puts each preview's frame (`data-frame`) in its box once the box comes near the screen;
/// `None` where the browser has no IntersectionObserver (then all at once).
fn load_frames_when_seen() -> Option<Watch> {
    let frames: Vec<Element> = elements(document().query_selector_all(".embeds-page [data-frame]"));
    let load = |frame: &Element| {
        if let Some(markup) = frame.get_attribute("data-frame") {
            frame.set_inner_html(&markup);
            let _ = frame.remove_attribute("data-frame");
            // (the frame has the box's height, and then takes its content's)
            let _ = frame.remove_attribute("style");
        }
    };
    let on_seen = Closure::<dyn FnMut(js_sys::Array)>::new(move |seen: js_sys::Array| {
        for entry in seen.iter() {
            let entry: IntersectionObserverEntry = entry.unchecked_into();
            if entry.is_intersecting() {
                load(&entry.target());
            }
        }
    });
    let options = IntersectionObserverInit::new();
    options.set_root_margin(LOAD_AHEAD);
    match IntersectionObserver::new_with_options(on_seen.as_ref().unchecked_ref(), &options) {
        Ok(observer) => {
            for frame in &frames {
                observer.observe(frame);
            }
            Some((observer, on_seen))
        }
        Err(_) => {
            frames.iter().for_each(load);
            None
        }
    }
}

/// Sizes the frame that sent `e` to the height it reports (`jjak-height:N`, `ui::embed`):
/// believed only from the app's own origin, and never taller than
/// [`MAX_FRAME_HEIGHT`](crate::teach::embeds::MAX_FRAME_HEIGHT).
fn size_frame(e: &web_sys::MessageEvent) {
    let ours = window().location().origin().ok();
    let Some(height) = e
        .data()
        .as_string()
        .and_then(|d| d.strip_prefix("jjak-height:")?.parse::<u64>().ok())
        .filter(|_| ours.as_deref() == Some(e.origin().as_str()))
    else {
        return;
    };
    let source = JsValue::from(e.source());
    for frame in elements::<Element>(document().query_selector_all("iframe")) {
        if js_sys::Reflect::get(&frame, &"contentWindow".into()).ok() == Some(source.clone()) {
            let shown = height.min(crate::teach::embeds::MAX_FRAME_HEIGHT.into());
            let _ = frame.set_attribute("height", &shown.to_string());
        }
    }
}

#[component]
pub fn EmbedsPage() -> impl IntoView {
    super::super::set_title(TITLE.text());
    let adopt = crate::ui::handover::adoptable("embeds");
    let html = if adopt {
        String::new()
    } else {
        page(&crate::ui::router::site_root()).into_string()
    };
    // each preview's frame the height it reports, as a rules site's page does with the
    // snippet's script (`teach::embeds::resize_script`)
    let sizing = window_event_listener(leptos::ev::message, |e| size_frame(&e));
    on_cleanup(move || sizing.remove());
    let watch = StoredValue::new_local(None::<Watch>);
    // once the page is drawn (or the first view's moved in, in the task that mounted this)
    Effect::new(move |_| watch.set_value(load_frames_when_seen()));
    on_cleanup(move || {
        watch.update_value(|w| {
            if let Some((observer, _)) = w.take() {
                observer.disconnect();
            }
        })
    });
    view! {
        <section class="page embeds-page">
            <h1>{TITLE.text()}</h1>
            <div data-adopt=adopt.then_some("embeds") inner_html=html></div>
        </section>
    }
}
