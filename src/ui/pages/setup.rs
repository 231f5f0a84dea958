//! Setting up a game: which game, how many players, who plays each seat, every rule
//! option with its default and meaning, and an optional seed to share a deal.

use jjak_words::{t, w, Words};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::art::html::{Esc, Html};
use crate::engine::games::GameId;
use crate::html;
use crate::play::markup::history;
use crate::play::save::Help;
use crate::play::session::{Player, Session};
use crate::play::setup_form::{Change, Field, SetupForm};
use crate::play::setup_url::SetupQuery;
use crate::teach::query_pairs;
use crate::ui::play_state::PlayState;
use crate::ui::router::{app_root, Location};
use crate::ui::settings::SettingsForm;

/// The change a control reports: `ev`'s target with its `name="game"`, `data-field` or
/// `data-option`, and its value.
fn change_of(ev: &web_sys::Event) -> Option<Change> {
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let value = event_target_value(ev);
    if el.get_attribute("name").as_deref() == Some("game") {
        return value.parse::<GameId>().ok().map(Change::Game);
    }
    if let Some(option) = el.get_attribute("data-option") {
        let value = if el.get_attribute("type").as_deref() == Some("checkbox") {
            if event_target_checked(ev) {
                "on"
            } else {
                "off"
            }
            .to_string()
        } else {
            value
        };
        return Some(Change::Option(option, value));
    }
    let field: Field = el.get_attribute("data-field")?.parse().ok()?;
    field.change(value)
}

/// Shows `form` after a change: the controls drawn afresh when `controls` (the keyboard
/// focus stays on the control that had it: every control has an id), the share link and
/// the error line always. The start button is never replaced, so a click on it that
/// follows a change (a field left by that click) still lands.
fn redraw(form: &SetupForm, controls: bool) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let part = |sel: &str| doc.query_selector(&format!(".setup {sel}")).ok().flatten();
    if controls {
        let active = doc.active_element();
        let focused = active.as_ref().map(|e| e.id()).filter(|id| !id.is_empty());
        let on_game = active.is_some_and(|e| e.get_attribute("name").as_deref() == Some("game"));
        if let Some(el) = part("[data-part=controls]") {
            el.set_inner_html(&form.controls());
        }
        let refocus = match focused {
            Some(id) => doc.get_element_by_id(&id),
            None if on_game => part("input[name=game]:checked"),
            None => None,
        };
        if let Some(el) = refocus.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
    }
    if let Some(el) = part(".share") {
        el.set_inner_html(&form.share(&app_root()));
    }
    if let Some(el) = part(".error") {
        el.set_text_content(Some(form.error.as_deref().unwrap_or_default()));
    }
}

/// The page's title.
pub const TITLE: Words = w!(ui_setup_title);

/// The game chosen, shown beside the form on a wide screen: its name, its example hand
/// (as its card on the home page shows it) and its aim.
pub fn preview_html(game: GameId) -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<h2>{}</h2><p class="aka">{}</p>"#,
        game.name(),
        Esc(game.also_called())
    );
    super::home::example_tiles(&mut out, game);
    html!(out, r#"<p class="aim">{}</p>"#, Esc(game.spec().aim.text()));
    out
}

/// The new-game page: the form is markup drawn from [`SetupForm`] (one change and one
/// click handler), with the help-and-pace settings below it, the chosen game's preview
/// and the start button beside it on a wide screen, and the finished games below.
#[component]
pub fn SetupPage() -> impl IntoView {
    super::super::set_title(TITLE.text());
    let state = PlayState::get();
    let loc = Location::get();
    // a setup may come in the URL: /play?game=kap-shap&seed=42&pickup=last
    let pairs = query_pairs(&loc.query.get_untracked());
    let (asked, problems) = SetupQuery::parse(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let form = StoredValue::new(SetupForm::from_query(asked, &problems));
    // the game chosen, for the preview (the form itself is redrawn by hand)
    let chosen = RwSignal::new(form.with_value(|f| f.game));
    let on_change = move |ev: web_sys::Event| {
        if let Some(change) = change_of(&ev) {
            // a typed name or seed is on screen already: only the link follows it
            let controls = !matches!(change, Change::Name(..) | Change::Seed(_));
            form.update_value(|f| {
                f.error = None;
                f.apply(change);
            });
            form.with_value(|f| redraw(f, controls));
            let game = form.with_value(|f| f.game);
            if chosen.get_untracked() != game {
                chosen.set(game);
            }
        }
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if let Some(k) = crate::ui::dom::clicked(&ev, "data-preset").and_then(|k| k.parse().ok()) {
            form.update_value(|f| f.apply(Change::Preset(k)));
            form.with_value(|f| redraw(f, true));
        } else if crate::ui::dom::clicked(&ev, "data-act").as_deref() == Some("start") {
            let started = form.with_value(|f| {
                f.start(|| getrandom::u64().unwrap_or(1))
                    .and_then(|(setup, seed)| {
                        Session::new(setup, seed).map_err(|e| format!("{e}."))
                    })
            });
            match started {
                // a game with friends on other devices: its link is made, and its page
                // (the Link bundle's) deals it once the friends have joined
                Ok(session)
                    if session
                        .setup
                        .seats
                        .iter()
                        .any(|s| s.player == Player::Friend) =>
                {
                    match crate::ui::link::stored::ask_to_start(&session.setup) {
                        Ok(()) => loc.navigate("/together"),
                        Err(e) => {
                            form.update_value(|f| f.error = Some(e));
                            form.with_value(|f| redraw(f, false));
                        }
                    }
                }
                Ok(session) => {
                    if form.with_value(|f| f.guide) {
                        let _ = state.change(|f| f.settings.help = Help::Guide);
                    }
                    state.play(|s| *s = Some(session));
                    loc.navigate("/table");
                }
                Err(e) => {
                    form.update_value(|f| f.error = Some(e));
                    form.with_value(|f| redraw(f, false));
                }
            }
        }
    };
    let (controls, ending) = form.with_value(|f| (f.controls(), f.ending(&app_root())));
    let games = state.file.with_untracked(|f| f.history.clone());
    let finished = (!games.is_empty()).then(|| {
        format!(
            r#"<section class="finished"><h2>{}</h2><div>{}</div></section>"#,
            t!(ui_setup_finished),
            history(&games).into_string()
        )
    });
    view! {
        // (`wide`: the page uses the screen's width, style/main.css; the first view draws
        // the same, ui::first_view::setup_html)
        <section class="page wide setup" on:change=on_change on:click=on_click>
            <div data-part="controls" inner_html=controls.into_string()></div>
            <fieldset>
                <legend>{t!(ui_setup_help_pace)}</legend>
                <SettingsForm />
            </fieldset>
            <div class="setup-side">
                // (no name of its own: "Matjok" names the game's radio button alone)
                <aside
                    class="setup-preview"
                    inner_html=move || preview_html(chosen.get()).into_string()
                ></aside>
                <div data-part="ending" inner_html=ending.into_string()></div>
            </div>
            <div inner_html=finished.unwrap_or_default()></div>
        </section>
    }
}
