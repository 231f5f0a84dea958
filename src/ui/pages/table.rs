//! The table: the round as the human on turn sees it, the moves they may make, computer
//! moves paced so they can be followed, a hand-over screen between humans, the round's
//! result and the running scores.

use leptos::prelude::*;

use crate::engine::core::Seat;
use crate::play::markup::Shown;
use crate::play::session::Session;
use crate::play::table::{table, MoveModel};
use crate::ui::computer::{drive_computer, ThinkingNow};
use crate::ui::play_state::PlayState;

use super::table_view::{Kept, MatchOver, TableView};

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
    super::super::set_title("Table");
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
    drive_computer(state, announce, thinking);

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

    view! {
        <section class="page table-page">
            {move || {
                let Some(session) = state.session.get() else {
                    return view! {
                        <div class="narrow">
                            <h1>"No game in progress"</h1>
                            <p><a href="play">"Start a new game"</a></p>
                        </div>
                    }
                    .into_any();
                };
                let seat = viewer(&session);
                let humans = session.setup.humans();
                let hidden = humans > 1 && shown.get() != Some(seat) && !session.round_over();
                if hidden {
                    let name = session.setup.seats[seat as usize].name.clone();
                    return view! {
                        <div class="narrow handover">
                            <h1>{format!("Pass the device to {name}")}</h1>
                            <p>"The other players should look away while the tiles are shown."</p>
                            <button class="button" on:click=move |_| shown.set(Some(seat))>
                                {format!("I am {name}: show my tiles")}
                            </button>
                        </div>
                    }
                    .into_any();
                }
                if session.game.is_over() {
                    return view! { <MatchOver session /> }.into_any();
                }
                let names = session.setup.names();
                let model = table(session.round(), seat, &names);
                // the table as last shown to this seat, so what is new can be marked
                let before = last_shown.with_value(|(s, h)| if *s == seat { h.clone() } else { Shown::default() });
                last_shown.set_value((seat, Shown::of(&model)));
                let help = state.file.with(|f| f.settings.help);
                // opening or closing the side panel draws the table again
                kept.drawer.track();
                view! { <TableView session model before act thinking announce help kept /> }.into_any()
            }}
            <p class="sr-only" aria-live="polite">{move || announce.get()}</p>
        </section>
    }
}
