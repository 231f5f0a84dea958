//! The address bar as a signal: links within the site are followed without reloading the
//! page, and Back and Forward work. The app may be published under a path
//! (`https://example.org/games/jjak/`): the page's `<base href>` (Trunk's `--public-url`)
//! names it, every link in the app is written relative to it (`play?game=matjok`), and
//! the routes are the paths below it (`/play`). The app has a handful of pages matched by
//! one `match` over the site's declared pages (`crate::site`, see `app`), so it does without
//! a router crate: with leptos_router every added route re-instantiated every page's view
//! (docs/PERFORMANCE.md; a router crate in a bundle fails tests/e2e/wasm-contents.test.mjs).

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::site::{bundle_of, Bundle};

#[derive(Clone, Copy)]
pub struct Location {
    /// The path, `/rules/matjok`.
    pub path: RwSignal<String>,
    /// The query without `?`: `game=kap-shap&seed=4`.
    pub query: RwSignal<String>,
    /// The bundle drawing the page: an address of the other one is loaded afresh.
    site: Bundle,
}

/// The path the app is published at, from the page's base address: `/` at the root of
/// a host, `/games/jjak/` under a path. Always starts and ends with `/`.
pub fn base_path() -> String {
    let origin = window().location().origin().unwrap_or_default();
    let base = document().base_uri().ok().flatten().unwrap_or_default();
    let path = base.strip_prefix(&origin).unwrap_or("/");
    // up to the last `/` (a base naming a file means its folder), without query or hash
    let path = path.split(['?', '#']).next().unwrap_or("/");
    match path.rfind('/') {
        Some(i) if path.starts_with('/') => path[..=i].to_string(),
        _ => "/".into(),
    }
}

/// The app's own address, ending in `/`: `https://example.org/games/jjak/`.
pub fn app_root() -> String {
    format!(
        "{}{}",
        window().location().origin().unwrap_or_default(),
        base_path()
    )
}

/// The app's root address, where the files every language shares are (the workers, the
/// service worker): the base address of an English page, the folder above a Korean or
/// Dutch page's (`ui::language`).
pub fn site_root() -> String {
    let root = app_root();
    let folder = super::language::folder(jjak_words::lang());
    root.strip_suffix(folder).unwrap_or(&root).to_string()
}

/// The route of an address path: the part below the base path, with a leading `/`. (The
/// base of a Korean or Dutch page is its language's folder; the path is read from the
/// app's root, and the folder is not part of the route: a language's page answered by the
/// root's page on a host with one fallback page, or an embed asking for its language with
/// `lang=`, has the base of its language but not the folder in its path.)
pub fn route_of(pathname: &str) -> String {
    let base = base_path();
    let folder = super::language::folder(jjak_words::lang());
    let root = base.strip_suffix(folder).unwrap_or(&base);
    let route = match pathname.strip_prefix(root.trim_end_matches('/')) {
        Some(rest) if rest.starts_with('/') || rest.is_empty() => {
            format!("/{}", rest.trim_start_matches('/'))
        }
        _ => pathname.to_string(),
    };
    match route.strip_prefix(&format!("/{}", folder.trim_end_matches('/'))) {
        Some(rest) if !folder.is_empty() && (rest.is_empty() || rest.starts_with('/')) => {
            format!("/{}", rest.trim_start_matches('/'))
        }
        _ => route,
    }
}

/// The browser's route, query (without `?`) and hash (without `#`).
fn address() -> (String, String, String) {
    let l = window().location();
    let strip = |s: Result<String, JsValue>, c: char| {
        s.unwrap_or_default().trim_start_matches(c).to_string()
    };
    (
        route_of(&l.pathname().unwrap_or_else(|_| "/".into())),
        strip(l.search(), '?'),
        strip(l.hash(), '#'),
    )
}

impl Location {
    /// Reads the address, follows same-site links from now on, and provides the location.
    pub fn provide(site: Bundle) -> Location {
        let (path, query, _) = address();
        let loc = Location {
            path: RwSignal::new(path),
            query: RwSignal::new(query),
            site,
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
            // (a link to another language loads that language's page and words)
            if a.has_attribute("target")
                || a.has_attribute("download")
                || a.has_attribute("hreflang")
            {
                return;
            }
            let written = a.get_attribute("href").unwrap_or_default();
            // `#id` means this page (the base address would make it the home page's)
            if let Some(id) = written.strip_prefix('#') {
                ev.prevent_default();
                if let Some(el) = document().get_element_by_id(id) {
                    el.scroll_into_view();
                    if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
                        let _ = el.focus();
                    }
                }
                return;
            }
            // the address the link resolves to, and whether it lies within the app
            let href = js_sys::Reflect::get(&a, &"href".into())
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            // (a page of the other bundle is left to the browser, which loads it)
            if let Some(rest) = href.strip_prefix(&app_root()) {
                let route = format!("/{rest}");
                if bundle_of(route.split(['?', '#']).next().unwrap_or("/")) == site {
                    ev.prevent_default();
                    loc.navigate(&route);
                }
            }
        });
        loc
    }

    pub fn get() -> Location {
        expect_context::<Location>()
    }

    /// Goes to `route` (`/table`, `/play?game=matjok`: a path below the base), as a link
    /// would.
    pub fn navigate(&self, route: &str) {
        let url = format!("{}{}", base_path(), route.trim_start_matches('/'));
        if bundle_of(route.split(['?', '#']).next().unwrap_or("/")) != self.site {
            // the other bundle's page: loaded afresh
            let _ = window().location().assign(&url);
            return;
        }
        if let Ok(h) = window().history() {
            let _ = h.push_state_with_url(&JsValue::NULL, "", Some(&url));
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
            if let Ok(Some(nav)) = document().query_selector("#site-menu > nav") {
                crate::ui::shell::mark_current(&nav, &path);
            }
            self.path.set(path);
        }
        if self.query.get_untracked() != query {
            self.query.set(query);
        }
    }
}
