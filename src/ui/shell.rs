//! The parts of the site around every page, as markup: the brand, the main navigation, the
//! footer. The app draws them (`app`), and so does the first view written into each page
//! when the site is built (`first_view`), from these same functions.

use crate::art::html::Html;
use crate::art::LOGO;
use crate::html;
use jjak_words::{t, w, Words};

/// The Jjak mark (a pair of tiles and 짝, "pair", drawn as paths so no font is needed) and
/// the name: the inside of the header's home link.
pub fn brand_html() -> Html {
    let mut out = Html::new();
    html!(
        out,
        r##"<svg class="logo" viewBox="0 0 64 40" width="56" height="35" aria-hidden="true"><rect x="2" y="4" width="17" height="32" rx="3" class="logo-tile"/><rect x="21" y="4" width="17" height="32" rx="3" class="logo-tile"/><circle cx="10.5" cy="12" r="3" fill="#c41e2a"/><circle cx="29.5" cy="28" r="3" fill="#c41e2a"/><rect x="5" y="19.3" width="11" height="1.4" class="logo-line"/><rect x="24" y="19.3" width="11" height="1.4" class="logo-line"/><path transform="translate(40 9) scale(0.23)" class="logo-glyph" d="{}"/></svg><span class="brand-name">Jjak</span>"##,
        LOGO
    );
    out
}

/// The main navigation: each link's address, the section of the site it leads to, its name.
const LINKS: [(&str, &str, Words); 5] = [
    ("./", "", w!(ui_nav_games)),
    ("play", "/play", w!(ui_nav_new_game)),
    ("table", "/table", w!(ui_nav_table)),
    ("rules", "/rules", w!(ui_nav_rules)),
    ("tiles", "/tiles", w!(ui_nav_tiles)),
];

/// Whether `route` is in `section` ("" is the home page alone).
fn in_section(route: &str, section: &str) -> bool {
    let route = route.trim_end_matches('/');
    route == section
        || (!section.is_empty()
            && route.starts_with(section)
            && route[section.len()..].starts_with('/'))
}

/// The main navigation's links, `aria-current="page"` on the section `route` is in.
pub fn nav_html(route: &str) -> Html {
    let mut out = Html::new();
    for (href, section, name) in LINKS {
        html!(
            out,
            r#"<a href="{}"{}>{}</a>"#,
            href,
            if in_section(route, section) {
                r#" aria-current="page""#
            } else {
                ""
            },
            name
        );
    }
    out
}

/// Marks the link of the section `route` is in among `nav`'s links (drawn by [`nav_html`]),
/// in place: a link the player followed keeps the keyboard focus.
pub fn mark_current(nav: &web_sys::Element, route: &str) {
    let links = nav.children();
    for (i, (_, section, _)) in LINKS.iter().enumerate() {
        if let Some(a) = links.item(i as u32) {
            let _ = if in_section(route, section) {
                a.set_attribute("aria-current", "page")
            } else {
                a.remove_attribute("aria-current")
            };
        }
    }
}

/// The footer's text and links.
pub fn footer_html() -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<p>{}</p><p><a href="lab">{}</a> · <a href="embeds">{}</a> · <a href="performance">{}</a></p>"#,
        t!(ui_footer_about),
        t!(ui_footer_lab),
        t!(ui_footer_embeds),
        t!(ui_footer_performance)
    );
    out
}
