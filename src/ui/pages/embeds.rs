//! The embeds page: every embed a rules site can put in an iframe, live, with its snippet.
//! When the page's first view holds it (`first_view`), it is taken over as it is, and its
//! frames, which waited, start loading.

use leptos::prelude::*;

use crate::art::html::Html;
use crate::html;
use crate::teach::embeds::{page, Frames};
use crate::ui::dom::elements;

pub const TITLE: &str = "Embeds";

/// The page's first view: what the app draws, its frames waiting (see [`Frames::Later`]).
pub fn first_view_html(out: &mut Html, root: &str) {
    html!(
        out,
        r#"<section class="page embeds-page"><h1>{}</h1><div data-adopt="embeds">{}</div></section>"#,
        TITLE,
        page(root, Frames::Later)
    );
}

#[component]
pub fn EmbedsPage() -> impl IntoView {
    super::super::set_title(TITLE);
    let adopt = crate::ui::handover::adoptable("embeds");
    let html = if adopt {
        String::new()
    } else {
        page(&crate::ui::router::app_root(), Frames::Now).into_string()
    };
    if adopt {
        // once the first view's page has moved in (in the task that mounted this)
        Effect::new(move |_| {
            let frames = document().query_selector_all(".embeds-page iframe[data-src]");
            for frame in elements::<web_sys::Element>(frames) {
                if let Some(src) = frame.get_attribute("data-src") {
                    let _ = frame.set_attribute("src", &src);
                    let _ = frame.remove_attribute("data-src");
                }
            }
        });
    }
    view! {
        <section class="page embeds-page">
            <h1>{TITLE}</h1>
            <div data-adopt=adopt.then_some("embeds") inner_html=html></div>
        </section>
    }
}
