//! The app in three languages (issue 37): English at the app's root, Korean under `ko/`
//! and Dutch under `nl/`, one build speaking each page's language (`jjak_words::lang()`,
//! from the words the page loads beside the bundle: issue 49). A page's
//! `<base>` is its language's folder, so every link the app writes stays in its language;
//! the files all languages share are at `router::site_root`. The header's menu names the page
//! in each language, and the choice is remembered (`jjak.lang`, which index.html reads:
//! the English home page opens the remembered language's).

use jjak_words::{lang, t, LANGUAGES};

use crate::art::html::{Esc, Html};

/// The words of the page around the app, in the language spoken, written into each
/// page by the build: the site's description (`<meta name="description">`), what a
/// browser without JavaScript shows (`<noscript>`) and what the page says when a link is
/// followed before the app has started (the loader, tools/site.mjs), one per line.
pub fn site_words() -> String {
    format!(
        "{}\n{}\n{}",
        t!(common_description),
        t!(common_noscript),
        t!(common_opening_page)
    )
}

/// The folder a language's pages are in, below the app's root: `""`, `"ko/"`, `"nl/"`.
pub fn folder(lang: &str) -> &'static str {
    match lang {
        "ko" => "ko/",
        "nl" => "nl/",
        _ => "",
    }
}

/// The address of `route` (`/rules/matjok`, with `query` without `?`) in language `code`,
/// relative to this page's base: `ko/rules/matjok` from an English page, `../rules/matjok`
/// from a Korean one, so it holds wherever the app is published.
pub fn address_in(code: &str, route: &str, query: &str) -> String {
    let up = if lang() == "en" { "" } else { "../" };
    let q = if query.is_empty() {
        String::new()
    } else {
        format!("?{query}")
    };
    let path = format!("{up}{}{}", folder(code), route.trim_start_matches('/'));
    let path = if path.is_empty() {
        "./".to_string()
    } else {
        path
    };
    format!("{path}{q}")
}

/// The language menu for the page at `route` with `query` (no `?`): a link to the same
/// page in each language (`hreflang`: the router leaves them to the browser, as they load
/// another build), the current one marked; following one remembers the choice.
pub fn menu_html(route: &str, query: &str) -> Html {
    let mut out = Html::new();
    crate::html!(
        out,
        r#"<nav class="languages" aria-label="{}">"#,
        t!(common_language_menu)
    );
    for (code, name) in LANGUAGES {
        let short = match code {
            "ko" => "한",
            "nl" => "NL",
            _ => "EN",
        };
        let current = if code == lang() {
            r#" aria-current="true""#
        } else {
            ""
        };
        crate::html!(
            out,
            r#"<a href="{}" hreflang="{}" lang="{}"{}><span class="long">{}</span><span class="short" aria-hidden="true">{}</span></a>"#,
            Esc(&address_in(code, route, query)),
            code,
            code,
            current,
            name,
            short
        );
    }
    out.push_str("</nav>");
    out
}
