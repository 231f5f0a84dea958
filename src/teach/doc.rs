//! A rules page: prose written as an HTML fragment (kept in `public/rules/`, outside the
//! app's code) with placeholders where live widgets go:
//! `<div data-widget="chart" data-game="kap-shap" data-preset="culin-any-face-up-tile"></div>`.
//! `expand` swaps each placeholder for the widget's markup, or for a message saying what is
//! wrong with it.

use super::Widget;
use crate::art::html::{Esc, Html};
use crate::html;

const OPEN: &str = "<div data-widget=";
const CLOSE: &str = "</div>";

/// A page with its widgets drawn: `html` holds `<div class="widget" data-widget-id="k">`
/// for `widgets[k]`.
pub struct Expanded {
    pub html: Html,
    pub widgets: Vec<Widget>,
    /// One sentence per placeholder that could not be drawn.
    pub problems: Vec<String>,
}

/// One widget alone (an embed), ready for the widget host.
pub fn single(widget: Widget) -> Expanded {
    Expanded {
        html: {
            let mut html = Html::new();
            html!(
                html,
                r#"<div class="widget" data-widget-id="0">{}</div>"#,
                widget.render()
            );
            html
        },
        widgets: vec![widget],
        problems: vec![],
    }
}

/// Draws every widget placeholder of `doc`.
pub fn expand(doc: &str) -> Expanded {
    let mut e = Expanded {
        html: Html::new(),
        widgets: Vec::new(),
        problems: Vec::new(),
    };
    let mut rest = doc;
    while let Some(at) = rest.find(OPEN) {
        e.html.our_page(&rest[..at]);
        let tag = &rest[at..];
        let Some(end) = tag.find('>') else {
            e.problems.push("a widget placeholder is not closed".into());
            rest = "";
            break;
        };
        let attributes = attributes(&tag[4..end]);
        rest = tag[end + 1..]
            .strip_prefix(CLOSE)
            .unwrap_or(&tag[end + 1..]);
        let kind = attributes
            .iter()
            .find(|(k, _)| k == "widget")
            .map(|(_, v)| v.clone())
            .unwrap_or_default();
        let params: Vec<(String, String)> = attributes
            .into_iter()
            .filter(|(k, _)| k != "widget")
            .collect();
        match Widget::new(&kind, &params) {
            Ok(w) => {
                html!(
                    e.html,
                    r#"<div class="widget" data-widget-id="{}">{}</div>"#,
                    e.widgets.len(),
                    w.render()
                );
                e.widgets.push(w);
            }
            Err(err) => {
                html!(
                    e.html,
                    r#"<div class="widget widget-error" role="alert"><p>{}</p></div>"#,
                    Esc(&err.to_string())
                );
                e.problems.push(format!("{kind}: {err}"));
            }
        }
    }
    e.html.our_page(rest);
    e
}

/// The `data-` attributes of an opening tag's inside (`div data-a="1" data-b="x y"`),
/// without the prefix; entities `&amp;` and `&quot;` decoded.
fn attributes(tag: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = tag;
    while let Some(at) = rest.find("data-") {
        rest = &rest[at + 5..];
        let Some(eq) = rest.find("=\"") else { break };
        let name = rest[..eq].trim().to_string();
        rest = &rest[eq + 2..];
        let Some(q) = rest.find('"') else { break };
        let value = rest[..q].replace("&quot;", "\"").replace("&amp;", "&");
        rest = &rest[q + 1..];
        out.push((name, value));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_become_widgets_and_bad_ones_say_why() {
        let doc = r#"<h2>Pairs</h2><div data-widget="chart" data-game="kap-shap"></div><p>Text &amp; more</p><div data-widget="hand" data-tiles="6-6 9-9"></div><div data-widget="hand" data-tiles="6-6 6-6 1-1 1-1 4-4 4-4" data-caption="Three &quot;civil&quot; pairs"></div>"#;
        let e = expand(doc);
        assert_eq!(e.widgets.len(), 2);
        assert_eq!(e.problems.len(), 1, "{:?}", e.problems);
        assert!(e
            .html
            .starts_with("<h2>Pairs</h2><div class=\"widget\" data-widget-id=\"0\">"));
        assert!(e.html.contains("<p>Text &amp; more</p>"));
        assert!(e.html.contains(r#"role="alert""#));
        assert!(
            e.html.contains("Three &quot;civil&quot; pairs"),
            "{}",
            e.html
        );
        assert!(!e.html.contains("data-widget="));
        // a broken placeholder is reported, never a panic
        let e = expand(r#"<div data-widget="chart" data-game="kap"#);
        assert_eq!(e.problems.len(), 1);
    }

    #[test]
    fn every_rules_page_draws_all_its_widgets_and_credits_its_sources() {
        let pages = [
            (
                "jjak-mat-chu-gi",
                include_str!("../../public/rules/jjak-mat-chu-gi.html"),
            ),
            (
                "three-dozen",
                include_str!("../../public/rules/three-dozen.html"),
            ),
            (
                "kap-tai-shap",
                include_str!("../../public/rules/kap-tai-shap.html"),
            ),
            ("kap-shap", include_str!("../../public/rules/kap-shap.html")),
            ("matjok", include_str!("../../public/rules/matjok.html")),
        ];
        for (game, doc) in pages {
            let e = expand(doc);
            assert!(e.problems.is_empty(), "{game}: {:?}", e.problems);
            let kinds = |k: &str| doc.matches(&format!(r#"data-widget="{k}""#)).count();
            for k in ["chart", "hand", "check", "variants"] {
                assert!(kinds(k) > 0, "{game} has a {k}");
            }
            assert!(
                e.html.contains("A winning hand"),
                "{game}: a worked winning hand"
            );
            assert!(e.html.contains("<h2>Sources</h2>"), "{game}");
            if game == "matjok" {
                assert_eq!(kinds("score"), 1, "the points calculator");
                assert!(
                    e.html.contains("58 points, rounded up to 60"),
                    "opened on the example"
                );
            }
        }
    }

    #[test]
    fn each_language_s_rules_page_draws_the_same_widgets_as_the_english() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("public");
        for game in [
            "jjak-mat-chu-gi",
            "three-dozen",
            "kap-tai-shap",
            "kap-shap",
            "matjok",
        ] {
            let read = |folder: &str| {
                std::fs::read_to_string(dir.join(folder).join(format!("{game}.html"))).unwrap()
            };
            let english = expand(&read("rules"));
            for lang in ["ko", "nl"] {
                let e = expand(&read(&format!("{lang}/rules")));
                assert!(e.problems.is_empty(), "{lang} {game}: {:?}", e.problems);
                // (the same kinds of widget in the same order; captions are translated)
                let kinds = |e: &Expanded| {
                    e.widgets
                        .iter()
                        .map(|w| format!("{w:?}").split('(').next().unwrap_or("").to_string())
                        .collect::<Vec<_>>()
                };
                assert_eq!(kinds(&e), kinds(&english), "{lang} {game}");
            }
        }
    }
}
