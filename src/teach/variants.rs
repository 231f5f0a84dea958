//! The variants side by side: every rule option of a game with its default and what it
//! does, and the named rule sets with what each changes. Drawn from the engine's own
//! option table and presets, so the page can never disagree with the game.

use crate::art::html::{Esc, Html};
use crate::engine::games::GameId;
use crate::engine::options::{specs, OptionKind};
use crate::html;
use crate::play::presets::presets;

pub fn render(game: GameId) -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<div class="variants"><p class="widget-head"><strong>{} rule sets</strong></p><table><thead><tr><th scope="col">Rule set</th><th scope="col">What changes</th><th scope="col">Link</th></tr></thead><tbody>"#,
        game.name()
    );
    for p in presets(game) {
        let mut changes = Html::new();
        for (i, (k, v)) in p.settings.iter().enumerate() {
            let comma = if i > 0 { ", " } else { "" };
            html!(changes, "{}<code>{}={}</code>", comma, Esc(k), Esc(v));
        }
        if p.settings.is_empty() {
            changes.push_str("the defaults");
        }
        html!(
            out,
            r#"<tr><th scope="row">{}</th><td>{}<br>{}</td><td><a href="play?game={}&amp;preset={}">Play it</a></td></tr>"#,
            Esc(p.name),
            Esc(p.about),
            changes,
            game.id(),
            Esc(&p.id()),
        );
    }
    out.push_str(r#"</tbody></table><table><thead><tr><th scope="col">Option</th><th scope="col">Default</th><th scope="col">Values</th><th scope="col">What it does</th></tr></thead><tbody>"#);
    for s in specs(game) {
        let values = match s.kind {
            OptionKind::Switch => "on, off".to_string(),
            OptionKind::Choice(list) => list.join(", "),
            OptionKind::Number(lo, hi) => format!("{lo} to {hi}"),
        };
        html!(
            out,
            r#"<tr><th scope="row"><code>{}</code></th><td>{}</td><td>{}</td><td>{}</td></tr>"#,
            s.name,
            s.default,
            Esc(&values),
            Esc(s.explain),
        );
    }
    out.push_str("</tbody></table></div>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_and_preset_is_listed() {
        for g in GameId::ALL {
            let html = render(g);
            for s in specs(g) {
                assert!(html.contains(&format!("<code>{}</code>", s.name)));
            }
            assert_eq!(html.matches("Play it").count(), presets(g).len(), "{g:?}");
        }
    }
}
