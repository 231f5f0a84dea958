//! The table: the round as the human on turn sees it, the moves they may make, computer
//! moves paced so they can be followed, a hand-over screen between humans, the round's
//! result and the running scores.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::art::TileArt;
use crate::engine::core::Seat;
use crate::play::session::Session;
use crate::play::table::{table, MoveModel, TableModel};
use crate::ui::computer::{drive_computer, Thought};
use crate::ui::play_state::PlayState;
use crate::ui::settings::SettingsForm;
use crate::ui::Tile;

/// The human whose tiles the screen shows: the one to act, else the first human.
fn viewer(s: &Session) -> Seat {
    s.to_act()
        .into_iter()
        .find(|&t| s.is_human(t))
        .or_else(|| (0..s.setup.players()).find(|&t| s.is_human(t)))
        .unwrap_or(0)
}

#[component]
fn TileRow(tiles: Vec<TileArt>, #[prop(optional)] size: Option<u32>) -> impl IntoView {
    let size = size.unwrap_or(40);
    view! {
        <div class="tile-row">
            {tiles.into_iter().map(|art| view! { <Tile art size=size /> }).collect_view()}
        </div>
    }
}

#[component]
pub fn TablePage() -> impl IntoView {
    super::super::set_title("Table");
    let state = PlayState::get();
    // the human the hands are shown to, in pass-and-play: set after the hand-over
    let shown = RwSignal::new(None::<Seat>);
    let announce = RwSignal::new(String::new());

    // computer moves, thought out in short slices and paced
    let thought = RwSignal::new(None::<Thought>);
    drive_computer(state, announce, thought);

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
            <div class="notice" role="status">
                {move || state.notice.get().map(|n| view! {
                    <p>
                        {n} " "
                        {move || state.conflict.get().then(|| view! {
                            <button class="button secondary" on:click=move |_| state.reload()>
                                "Continue from the other tab"
                            </button>
                        })}
                        <button class="button secondary" on:click=move |_| state.notice.set(None)>"Dismiss"</button>
                    </p>
                })}
            </div>
            {move || {
                let Some(session) = state.session.get() else {
                    return view! {
                        <div class="narrow">
                            <h1>"No game in progress"</h1>
                            <p><A href="/play">"Start a new game"</A></p>
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
                let model = table(session.round(), seat);
                view! { <TableView session model act thought /> }.into_any()
            }}
            <details class="table-settings">
                <summary>"Pace of the computer players"</summary>
                <SettingsForm />
            </details>
            <p class="sr-only" aria-live="polite">{move || announce.get()}</p>
        </section>
    }
}

#[component]
fn TableView(
    session: Session,
    model: TableModel,
    act: impl Fn(MoveModel, Seat) + Copy + Send + Sync + 'static,
    thought: RwSignal<Option<Thought>>,
) -> impl IntoView {
    let state = PlayState::get();
    let seat = model.seat;
    let names: Vec<String> = session.setup.seats.iter().map(|s| s.name.clone()).collect();
    let my_turn = session.is_human(seat) && session.to_act().contains(&seat);
    let scores = session.game.scores().to_vec();
    let over = model.outcome.clone();
    let match_over = session.game.is_over();
    let can_undo = session.can_undo() && !session.round_over();
    let moves = model.moves.clone();
    let status = if let Some(t) = model.turn {
        format!("{} to play", names[t as usize])
    } else if over.is_some() {
        "The round is over".to_string()
    } else {
        "Waiting for claims".to_string()
    };
    view! {
        <header class="table-head">
            <h1>{session.setup.game.name()}</h1>
            <p>
                {format!("Round {}", session.game.round_number())} " · " {status} " · "
                {model.wall.clone()}
            </p>
        </header>
        <ul class="opponents">
            {(0..names.len())
                .filter(|&s| s as Seat != seat)
                .map(|s| {
                    let m = &model.seats[s];
                    view! {
                        <li class="opponent">
                            <strong>{names[s].clone()}</strong>
                            {format!(" · {} tiles · score {}", m.hidden, scores[s])}
                            <TileRow tiles=vec![if session.setup.game == crate::engine::games::GameId::Matjok { TileArt::MahjongBack } else { TileArt::DominoBack }; m.hidden.min(14)] size=24 />
                            {m.groups.iter().map(|g| view! { <TileRow tiles=g.clone() size=32 /> }).collect_view()}
                            <TileRow tiles=m.flowers.clone() size=28 />
                        </li>
                    }
                })
                .collect_view()}
        </ul>
        <section class="middle" aria-label="Face-up tiles">
            <h2>"Face-up tiles"</h2>
            <TileRow tiles=model.discards.clone() size=36 />
            {model.latest.map(|t| view! { <p>"May be taken now: " <Tile art=t size=44 /></p> })}
        </section>
        <section class="mine" aria-label="Your hand">
            <h2>{format!("{}: score {}", names[seat as usize], scores[seat as usize])}</h2>
            {model.seats[seat as usize].groups.iter().map(|g| view! { <TileRow tiles=g.clone() size=36 /> }).collect_view()}
            <TileRow tiles=model.seats[seat as usize].flowers.clone() size=32 />
            <div class="hand" role="group" aria-label="Your tiles">
                {model
                    .hand
                    .iter()
                    .map(|&art| {
                        let m = moves.iter().find(|m| m.tile == Some(art)).cloned();
                        match m {
                            Some(m) if my_turn => {
                                let label = m.label.clone();
                                view! {
                                    <button class="tile-button" aria-label=label.clone() title=label on:click=move |_| act(m.clone(), seat)>
                                        <Tile art size=56 />
                                    </button>
                                }
                                .into_any()
                            }
                            _ => view! {
                                <span class="tile-button idle" title="Not a move now">
                                    <Tile art size=56 />
                                </span>
                            }
                            .into_any(),
                        }
                    })
                    .collect_view()}
            </div>
            {(my_turn && moves.iter().any(|m| m.tile.is_some())).then(|| view! {
                <p class="prompt">"Your turn: choose a tile to throw"
                    {moves.iter().any(|m| m.tile.is_none()).then_some(", or a move below")} "."</p>
            })}
            <div class="moves">
                {if my_turn {
                    moves
                        .iter()
                        .filter(|m| m.tile.is_none())
                        .map(|m| {
                            let m = m.clone();
                            let label = m.label.clone();
                            view! { <button class="button" on:click=move |_| act(m.clone(), seat)>{label}</button> }
                        })
                        .collect_view()
                        .into_any()
                } else if session.round_over() {
                    ().into_any()
                } else {
                    let names = names.clone();
                    view! {
                        <p class="thinking">
                            {move || match thought.get() {
                                Some(t) if t.deals > 0 => format!(
                                    "{} is thinking… ({} imagined deals so far)",
                                    names[t.seat as usize], t.deals
                                ),
                                Some(t) => format!("{} is thinking…", names[t.seat as usize]),
                                None => "Waiting for the other players…".to_string(),
                            }}
                        </p>
                    }
                    .into_any()
                }}
                {can_undo.then(|| view! {
                    <button class="button secondary" on:click=move |_| state.play(|session| { if let Some(s) = session.as_mut() { s.undo(); } })>
                        "Undo my last move"
                    </button>
                })}
            </div>
        </section>
        {over.map(|o| view! {
            <section class="result" aria-live="polite">
                <h2>"Result"</h2>
                <p>{o.explanation.clone()}</p>
                <ul>
                    {o.payments.iter().enumerate().map(|(s, p)| view! { <li>{format!("{}: {:+}", names[s], p)}</li> }).collect_view()}
                </ul>
                {if match_over {
                    view! { <p>"The match is over." <A href="/play">"Play again"</A></p> }.into_any()
                } else {
                    view! {
                        <button class="button" on:click=move |_| state.play(|session| { if let Some(s) = session.as_mut() { let _ = s.next_round(); } })>
                            "Next round"
                        </button>
                    }.into_any()
                }}
            </section>
        })}
        <section class="log">
            <h2>"This round"</h2>
            <ol>
                {session.log.iter().rev().take(10).map(|e| {
                    let who = names[e.seat as usize].clone();
                    let why = e.reason.clone().map(|r| format!(" ({r})")).unwrap_or_default();
                    view! { <li>{format!("{who}: {}{why}", e.text)}</li> }
                }).collect_view()}
            </ol>
        </section>
    }
}
