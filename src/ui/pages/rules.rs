//! A rules page per game: prose from `public/rules/<game>.html`, loaded when the page is
//! opened, with live tile displays where it has widget placeholders (see `teach::doc`).
//! `/rules` alone lists the games.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::engine::games::GameId;
use crate::teach::doc::expand;
use crate::ui::fetch::fetch_text;
use crate::ui::widgets::Widgets;

#[component]
pub fn RulesPage(game: Option<String>) -> impl IntoView {
    let nav = GameId::ALL
        .into_iter()
        .map(|g| {
            let href = format!("rules/{}", g.id());
            let here = (game.as_deref() == Some(g.id())).then_some("page");
            view! { <a href=href aria-current=here>{g.name()}</a> }
        })
        .collect_view();
    let body = match game.map(|g| g.parse::<GameId>()) {
        None => {
            super::super::set_title("Rules");
            view! {
                <h1>"Rules"</h1>
                <p>"Pick a game above: each page explains the rules with live tiles you can click."</p>
            }
            .into_any()
        }
        Some(Err(e)) => {
            super::super::set_title("No such game");
            view! {
                <h1>"No such game"</h1>
                <p class="error">{e.to_string()}</p>
            }
            .into_any()
        }
        Some(Ok(game)) => {
            super::super::set_title(&format!("{} rules", game.name()));
            let doc = RwSignal::new(None::<Result<String, String>>);
            spawn_local(async move {
                doc.set(Some(fetch_text(&format!("rules/{}.html", game.id())).await));
            });
            view! {
                <h1>{format!("{} rules", game.name())}</h1>
                <p class="rules-actions">
                    <a href=format!("play?game={}", game.id()) class="button">"Play it"</a>
                    <a href=format!("play?game={}&guide=on", game.id()) class="button secondary">"A guided first game"</a>
                </p>
                {move || match doc.get() {
                    None => view! { <p role="status">"Loading the rules…"</p> }.into_any(),
                    Some(Err(e)) => view! { <p class="error" role="alert">{e}</p> }.into_any(),
                    Some(Ok(text)) => view! { <Widgets expanded=expand(&text) /> }.into_any(),
                }}
            }
            .into_any()
        }
    };
    view! {
        <section class="page rules-page">
            <nav class="rules-nav" aria-label="Rules of each game">{nav}</nav>
            {body}
        </section>
    }
}
