//! The address bar as a signal: links within the site are followed without reloading the
//! page, and Back and Forward work. The app has a handful of pages matched by one `match`
//! (see `app`), so it does without a router crate: with leptos_router every added route
//! re-instantiated every page's view and cost about 30 KB of the size budget.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

#[derive(Clone, Copy)]
pub struct Location {
    /// The path, `/rules/matjok`.
    pub path: RwSignal<String>,
    /// The query without `?`: `game=kap-shap&seed=4`.
    pub query: RwSignal<String>,
}

/// The browser's path, query (without `?`) and hash (without `#`).
fn address() -> (String, String, String) {
    let l = window().location();
    let strip = |s: Result<String, JsValue>, c: char| {
        s.unwrap_or_default().trim_start_matches(c).to_string()
    };
    (
        l.pathname().unwrap_or_else(|_| "/".into()),
        strip(l.search(), '?'),
        strip(l.hash(), '#'),
    )
}

impl Location {
    /// Reads the address, follows same-site links from now on, and provides the location.
    pub fn provide() -> Location {
        let (path, query, _) = address();
        let loc = Location {
            path: RwSignal::new(path),
            query: RwSignal::new(query),
        };
        provide_context(loc);
        window_event_listener(leptos::ev::popstate, move |_| loc.sync());
        window_event_listener(leptos::ev::click, move |ev| {
            if ev.default_prevented()
                || ev.button() != 0
                || ev.ctrl_key()
                || ev.meta_key()
                || ev.shift_key()
                || ev.alt_key()
            {
                return;
            }
            let Some(a) = crate::ui::dom::closest(&ev, "a[href]") else {
                return;
            };
            let href = a.get_attribute("href").unwrap_or_default();
            let local = href.starts_with('/') && !href.starts_with("//");
            if local && !a.has_attribute("target") && !a.has_attribute("download") {
                ev.prevent_default();
                loc.navigate(&href);
            }
        });
        loc
    }

    pub fn get() -> Location {
        expect_context::<Location>()
    }

    /// Goes to `href` (a path on this site), as a link would.
    pub fn navigate(&self, href: &str) {
        if let Ok(h) = window().history() {
            let _ = h.push_state_with_url(&JsValue::NULL, "", Some(href));
        }
        self.sync();
        let hash = address().2;
        // after the new page is drawn: to the anchor, or to the top
        request_animation_frame(move || {
            let target = (!hash.is_empty())
                .then(|| document().get_element_by_id(&hash))
                .flatten();
            match target {
                Some(el) => el.scroll_into_view(),
                None => window().scroll_to_with_x_and_y(0.0, 0.0),
            }
        });
    }

    /// Takes the address from the browser (after a navigation or Back).
    fn sync(&self) {
        let (path, query, _) = address();
        if self.path.get_untracked() != path {
            self.path.set(path);
        }
        if self.query.get_untracked() != query {
            self.query.set(query);
        }
    }

    /// `aria-current="page"` for a navigation link to `href` (a section: its sub-pages too).
    pub fn current(&self, href: &'static str) -> impl Fn() -> Option<&'static str> + Copy {
        let path = self.path;
        move || {
            path.with(|p| {
                let here = if href == "/" {
                    p == "/"
                } else {
                    p == href || p.starts_with(&format!("{href}/"))
                };
                here.then_some("page")
            })
        }
    }
}
