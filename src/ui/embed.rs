//! The embed page (`/embed/<kind>?…`): one widget, or a whole game, with no site around
//! it, for an iframe. Links open in a new tab; the frame's height is reported to the page
//! around it (`jjak-height:N`, see `teach::embeds::resize_script`).

use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use jjak_words::t;
use leptos::prelude::*;

use crate::play::save::{embed_key, move_old_embed, remember_embed, EMBEDS_KEPT};
use crate::play::session::Session;
use crate::teach::doc::single;
use crate::teach::embeds::{read_game, read_replay, read_widget};
use crate::ui::pages::{ReplayPage, TablePage};
use crate::ui::play_state::{BrowserStorage, PlayState, SaveNotice};
use crate::ui::widgets::Widgets;

/// Tells the page around the frame how tall the content is, whenever that changes.
fn report_height() {
    let last = Rc::new(Cell::new(0));
    let _ = set_interval_with_handle(
        move || {
            let Some(root) = document().document_element() else {
                return;
            };
            let height = root.scroll_height();
            if height != last.get() {
                last.set(height);
                if let Ok(Some(parent)) = window().parent() {
                    let _ = parent.post_message(&format!("jjak-height:{height}").into(), "*");
                }
            }
        },
        Duration::from_millis(250),
    );
}

/// Marks the page as an embed: no site around it, links open the site in a new tab, and
/// the frame's height is reported to the page around it.
fn as_embed() {
    if let Some(body) = document().body() {
        body.set_class_name("embed");
    }
    if let Ok(base) = document().create_element("base") {
        let _ = base.set_attribute("target", "_blank");
        if let Some(head) = document().head() {
            let _ = head.append_child(&base);
        }
    }
    report_height();
}

/// A note when the address asks for a language the site does not have: the embed is
/// shown in this page's language instead.
fn language_note(query: &str) -> Option<AnyView> {
    let asked = crate::teach::embeds::unknown_language(query)?;
    let shown = jjak_words::LANGUAGES
        .iter()
        .find(|(code, _)| *code == jjak_words::lang())
        .map_or(jjak_words::lang(), |(_, name)| name);
    Some(
        view! { <p class="notice" role="status">{t!(tbl_embed_no_language, asked = asked, shown = shown)}</p> }
            .into_any(),
    )
}

/// Why an embed address cannot be shown.
fn refused(why: String) -> AnyView {
    view! {
        <main class="embed-error" role="alert">
            <p><strong>{format!("{} ", t!(tbl_embed_refused))}</strong>{why}</p>
            <p>{t!(tbl_embed_list_before)} " " <a href="embeds">{t!(tbl_embed_list_link)}</a> {t!(tbl_embed_list_after)}</p>
        </main>
    }
    .into_any()
}

/// An address below a page framed by another site that names nothing
/// (`/embed/game/x`): the refusal alone in the frame, as a widget's would be.
#[component]
pub fn NoEmbed() -> impl IntoView {
    as_embed();
    refused(t!(teach_embed_none).into())
}

/// A teaching widget alone (`/embed/chart?…`: the embed bundle).
#[component]
pub fn WidgetEmbed(kind: String, query: String) -> impl IntoView {
    as_embed();
    // (a whole game, `/embed/game`, goes to the Play bundle: the page's loader chooses)
    let shown = match read_widget(&kind, &query) {
        Err(e) => refused(e.to_string()),
        Ok(w) => view! { <main><Widgets expanded=single(w) /></main> }.into_any(),
    };
    (language_note(&query), shown)
}

/// A whole game against the computer alone (`/embed/game?…`: the Play bundle).
#[component]
pub fn GameEmbed(query: String) -> impl IntoView {
    as_embed();
    let note = language_note(&query);
    let shown = match read_game(&query) {
        Err(e) => refused(e.to_string()),
        Ok(q) => {
            // each embedded game keeps its own save, so a reload resumes it: one per setup,
            // the most recently opened few
            let key = embed_key(&q.to_query());
            // (a game saved by an earlier version under the address as given moves here)
            let _ = move_old_embed(&mut BrowserStorage, &embed_key(&query), &key);
            table_alone(&key, |saved| {
                let seed = q
                    .seed
                    .unwrap_or_else(|| getrandom::u64().unwrap_or(1) % 1_000_000_000);
                saved
                    .is_none()
                    .then(|| Session::new(q.setup(), seed).ok())
                    .flatten()
            })
        }
    };
    (note, shown)
}

/// The table alone, its game kept in a save of its own under `key` (the most recently
/// opened few are kept): `deal` gives the game to start instead of the one saved, if any.
fn table_alone(key: &str, deal: impl FnOnce(Option<&Session>) -> Option<Session>) -> AnyView {
    let _ = remember_embed(&mut BrowserStorage, key, EMBEDS_KEPT);
    let state = PlayState::provide_at(key);
    if let Some(s) = state.session.with_untracked(|saved| deal(saved.as_ref())) {
        state.play(|current| *current = Some(s));
    }
    view! { <SaveNotice /><main><TablePage /></main> }.into_any()
}

/// A game stepped through alone (`/embed/replay?…`: the Replay bundle).
#[component]
pub fn ReplayEmbed(query: String) -> impl IntoView {
    as_embed();
    let note = language_note(&query);
    let shown = match read_replay(&query) {
        Err(e) => refused(e.to_string()),
        Ok(q) => {
            crate::ui::router::Location::provide(crate::site::Bundle::Replay);
            view! { <main><ReplayPage embed=q /></main> }.into_any()
        }
    };
    (note, shown)
}

/// A game's deal of the day alone (`/embed/daily?game=matjok`: the Play bundle), kept in a
/// save of its own: today's deal, and once played its result to share.
#[component]
pub fn DailyEmbed(query: String) -> impl IntoView {
    use crate::play::daily::Daily;
    as_embed();
    let note = language_note(&query);
    let shown = match crate::teach::embeds::read_daily(&query) {
        Err(e) => refused(e.to_string()),
        Ok(game) => {
            let today = crate::ui::pages::daily::today();
            table_alone(&embed_key(&format!("daily={}", game.id())), |saved| {
                let todays =
                    saved.is_some_and(|s| crate::ui::pages::daily::is_deal_of(s, game, today));
                (!todays)
                    .then(|| Daily::of(game, today).session(today).ok())
                    .flatten()
            })
        }
    };
    (note, shown)
}

/// A drill alone (`/embed/drill?drill=pairs&game=…`, a question's own address as well: the
/// Practice bundle), its record kept on the device of the one who answers.
#[component]
pub fn DrillEmbed(query: String) -> impl IntoView {
    as_embed();
    let note = language_note(&query);
    let shown = match crate::teach::embeds::read_drill(&query) {
        Err(e) => refused(e.to_string()),
        Ok(_) => {
            // (no router: the frame's links open the site in a new tab)
            PlayState::provide_at(&embed_key("drill"));
            view! { <SaveNotice /><main><crate::ui::pages::DrillsPage /></main> }.into_any()
        }
    };
    (note, shown)
}
