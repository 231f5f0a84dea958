//! The variants side by side: every rule option of a game with its default and what it
//! does, and the named rule sets with what each changes. Drawn from the engine's own
//! option table and presets, so the page can never disagree with the game.

use super::Said;
use crate::art::html::{Esc, Html};
use crate::engine::games::GameId;
use crate::engine::options::{specs, OptionKind};
use crate::html;
use crate::play::presets::presets;
use jjak_words::t;

pub fn render(game: GameId) -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<div class="variants"><p class="widget-head"><strong>{}</strong></p><table><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
        Said(t!(teach_variants_head, game = game.name())),
        t!(teach_variants_rule_set),
        t!(teach_variants_what_changes),
        t!(teach_variants_link),
    );
    for p in presets(game) {
        let mut changes = Html::new();
        for (i, (k, v)) in p.settings.iter().enumerate() {
            let comma = if i > 0 { ", " } else { "" };
            html!(changes, "{}<code>{}={}</code>", comma, Esc(k), Esc(v));
        }
        if p.settings.is_empty() {
            changes.push_str(t!(teach_variants_the_defaults));
        }
        html!(
            out,
            r#"<tr><th scope="row">{}</th><td>{}<br>{}</td><td><a href="play?game={}&amp;preset={}">{}</a></td></tr>"#,
            Esc(p.name.text()),
            Esc(p.about.text()),
            changes,
            game.id(),
            Esc(&p.id()),
            t!(teach_variants_play_it),
        );
    }
    html!(
        out,
        r#"</tbody></table><table><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
        t!(teach_variants_option),
        t!(teach_variants_default),
        t!(teach_variants_values),
        t!(teach_variants_what_it_does),
    );
    for s in specs(game) {
        let values = match s.kind {
            OptionKind::Switch => "on, off".to_string(),
            OptionKind::Choice(list) => list.join(", "),
            OptionKind::Number(lo, hi) => t!(teach_variants_range, lo = lo, hi = hi),
        };
        html!(
            out,
            r#"<tr><th scope="row"><code>{}</code></th><td>{}</td><td>{}</td><td>{}</td></tr>"#,
            s.name,
            s.default,
            Esc(&values),
            Esc(s.explain.text()),
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
