//! The table: the round as the human on turn sees it, the moves they may make, computer
//! moves paced so they can be followed, a hand-over screen between humans, the round's
//! result and the running scores.

use leptos::prelude::*;

use crate::art::html::Html;
use crate::engine::core::Seat;
use crate::html;
use crate::play::markup::Shown;
use crate::play::session::Session;
use crate::play::table::{table, MoveModel};
use crate::ui::computer::{drive_computer, ThinkingNow};
use crate::ui::play_state::PlayState;

use super::table_view::{Drawn, Kept, MatchOver, TableView};

pub const TITLE: &str = "Table";

/// What the page shows when no game is in progress.
const NO_GAME: &str = r#"<h1>No game in progress</h1><p><a href="play">Start a new game</a></p>"#;

/// The page's first view: what the page shows a player with no game in progress, and a
/// line saying the game is being opened (`.loading-game`, shown instead when index.html
/// finds a saved game and marks the document `resuming`): only the app can replay it.
pub fn first_view_html(out: &mut Html) {
    html!(
        out,
        r#"<section class="page table-page"><div class="narrow no-game">{}</div><p class="loading-game" data-loading>{}</p><p class="sr-only" aria-live="polite"></p></section>"#,
        NO_GAME,
        OPENING
    );
}

/// What the first view says while a saved game waits for the app.
const OPENING: &str = "Opening your game…";

/// The human whose tiles the screen shows: the one to act, else the first human.
fn viewer(s: &Session) -> Seat {
    s.to_act()
        .into_iter()
        .find(|&t| s.is_human(t))
        .or_else(|| (0..s.setup.players()).find(|&t| s.is_human(t)))
        .unwrap_or(0)
}

#[component]
pub fn TablePage() -> impl IntoView {
    super::super::set_title(TITLE);
    // the page is one screen while the table is shown (style/main.css)
    let root = || document().document_element();
    if let Some(html) = root() {
        let _ = html.class_list().add_1("at-table");
    }
    on_cleanup(move || {
        if let Some(html) = root() {
            let _ = html.class_list().remove_1("at-table");
        }
    });
    let state = PlayState::get();
    // the human the hands are shown to, in pass-and-play: set after the hand-over
    let shown = RwSignal::new(None::<Seat>);
    let announce = RwSignal::new(String::new());
    let last_shown = StoredValue::new((0 as Seat, Shown::default()));
    let kept = Kept::new();

    // computer moves, thought out in short slices and paced
    let thinking = RwSignal::new(None::<ThinkingNow>);
    let on_page = RwSignal::new(None::<String>);
    drive_computer(state, announce, thinking, on_page);

    let act = move |m: MoveModel, seat: Seat| {
        let mut problem = None;
        state.play(|session| {
            if let Some(s) = session.as_mut() {
                if let Err(e) = s.play(seat, m.action) {
                    problem = Some(e.to_string());
                }
            }
        });
        announce.set(problem.unwrap_or_else(|| format!("You chose to {}.", m.label)));
    };

    // what the page shows: the table itself is drawn once and patched after each move
    // (`TableView`); it is built again only when the page shows something else between
    let mode = Memo::new(move |_| {
        state.session.with(|s| {
            let s = s.as_ref()?;
            let seat = viewer(s);
            let hidden = s.setup.humans() > 1 && shown.get() != Some(seat) && !s.round_over();
            Some(if hidden {
                Mode::HandOver(seat, s.setup.seats[seat as usize].name.clone())
            } else if s.game.is_over() {
                Mode::Over
            } else {
                Mode::Table
            })
        })
    });
    let drawn = move || {
        let session = state.session.get()?;
        let seat = viewer(&session);
        let names = session.setup.names();
        let model = table(session.round(), seat, &names);
        // the table as last shown to this seat, so what is new can be marked
        let before = last_shown.with_value(|(s, h)| {
            if *s == seat {
                h.clone()
            } else {
                Shown::default()
            }
        });
        last_shown.set_value((seat, Shown::of(&model)));
        let help = state.file.with(|f| f.settings.help);
        Some(Drawn {
            session,
            model,
            before,
            help,
        })
    };
    view! {
        <section class="page table-page">
            {move || match mode.get() {
                None => view! { <div class="narrow no-game" inner_html=NO_GAME></div> }.into_any(),
                Some(Mode::HandOver(seat, name)) => view! {
                    <div class="narrow handover">
                        <h1>{format!("Pass the device to {name}")}</h1>
                        <p>"The other players should look away while the tiles are shown."</p>
                        <button class="button" on:click=move |_| shown.set(Some(seat))>
                            {format!("I am {name}: show my tiles")}
                        </button>
                    </div>
                }
                .into_any(),
                Some(Mode::Over) => match state.session.get_untracked() {
                    Some(session) => view! { <MatchOver session /> }.into_any(),
                    None => ().into_any(),
                },
                Some(Mode::Table) => {
                    view! { <TableView drawn act thinking on_page announce kept /> }.into_any()
                }
            }}
            <p class="sr-only" aria-live="polite">{move || announce.get()}</p>
        </section>
    }
}

/// What the table page shows.
#[derive(Clone, PartialEq)]
enum Mode {
    /// Pass-and-play: the device goes to this seat before its tiles are shown.
    HandOver(Seat, String),
    Over,
    Table,
}
