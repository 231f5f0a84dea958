//! A rules page per game: prose from `public/rules/<game>.html`, loaded when the page is
//! opened, with live tile displays where it has widget placeholders (see `teach::doc`).
//! `/rules` alone lists the games. A page built with the site holds its prose already (the
//! first view, `ui::first_view`): then nothing is loaded.

use jjak_words::{t, w, Words};
use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::art::html::{Esc, Html};
use crate::engine::games::GameId;
use crate::html;
use crate::play::drills::Drill;
use crate::teach::doc::expand;
use crate::ui::fetch::fetch_text;
use crate::ui::widgets::Widgets;

/// The links to each game's rules, `aria-current` on `game`'s.
pub fn nav_html(game: Option<&str>) -> Html {
    let mut out = Html::new();
    for g in GameId::ALL {
        html!(
            out,
            r#"<a href="rules/{}"{}>{}</a>"#,
            g.id(),
            if game == Some(g.id()) {
                r#" aria-current="page""#
            } else {
                ""
            },
            g.name()
        );
    }
    out
}

/// The page's title and heading: "Matjok rules".
pub fn title(game: GameId) -> String {
    t!(ui_rules_title, game = game.name())
}

/// The buttons under the heading: play the game, or a guided first game; then the
/// game's drills and the deals of the day.
pub fn actions_html(game: GameId) -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<a href="play?game={}" class="button">{}</a><a href="play?game={}&amp;guide=on" class="button secondary">{}</a>"#,
        game.id(),
        t!(ui_rules_play),
        game.id(),
        t!(ui_rules_guided)
    );
    for drill in Drill::all().into_iter().filter(|d| d.game == game) {
        html!(
            out,
            r#"<a href="{}" class="practice-link">{}</a>"#,
            Esc(&drill.address()),
            Esc(&drill.title())
        );
    }
    html!(
        out,
        r#"<a href="daily" class="practice-link">{}</a>"#,
        t!(ui_home_daily)
    );
    out
}

/// The page's opening for `game`: heading and buttons (the first view's and the app's).
pub fn head_html(game: GameId) -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<h1>{}</h1><p class="rules-actions">{}</p>"#,
        Esc(&title(game)),
        actions_html(game)
    );
    out
}

/// `/rules` alone: its title, and what to do there.
pub const INDEX_TITLE: Words = w!(ui_rules_index_title);
pub const INDEX_LEAD: Words = w!(ui_rules_index_lead);

/// The prose of `game`'s page that came with the page itself (the first view), if any.
fn built_in_prose(game: GameId) -> Option<String> {
    let el = document().get_element_by_id("first-view-doc")?;
    (el.get_attribute("data-game").as_deref() == Some(game.id()))
        .then(|| el.text_content())
        .flatten()
}

#[component]
pub fn RulesPage(game: Option<String>) -> impl IntoView {
    let nav = nav_html(game.as_deref()).into_string();
    let body = match game.map(|g| g.parse::<GameId>()) {
        None => {
            super::super::set_title(INDEX_TITLE.text());
            view! {
                <h1>{INDEX_TITLE.text()}</h1>
                <p>{INDEX_LEAD.text()}</p>
            }
            .into_any()
        }
        Some(Err(e)) => {
            super::super::set_title(t!(ui_rules_no_game));
            view! {
                <h1>{t!(ui_rules_no_game)}</h1>
                <p class="error">{e.to_string()}</p>
            }
            .into_any()
        }
        Some(Ok(game)) => {
            super::super::set_title(&title(game));
            let doc = RwSignal::new(built_in_prose(game).map(Ok));
            if doc.get_untracked().is_none() {
                spawn_local(async move {
                    let prose = fetch_text(&format!("rules/{}.html", game.id())).await;
                    doc.set(Some(prose.map_err(|e| e.page_not_loaded())));
                });
            }
            view! {
                <h1>{title(game)}</h1>
                <p class="rules-actions" inner_html=actions_html(game).into_string()></p>
                {move || match doc.get() {
                    None => view! { <p role="status">{t!(ui_rules_loading)}</p> }.into_any(),
                    Some(Err(e)) => view! { <p class="error" role="alert">{e}</p> }.into_any(),
                    Some(Ok(text)) => view! { <Widgets expanded=expand(&text) /> }.into_any(),
                }}
            }
            .into_any()
        }
    };
    view! {
        <section class="page rules-page">
            <nav class="rules-nav" aria-label={t!(ui_rules_nav)} inner_html=nav></nav>
            {body}
        </section>
    }
}
