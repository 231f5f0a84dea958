//! The round on the table as one seat sees it, drawn from the table model: the other
//! seats, the wall as the game lays it out, the face-up tiles, the hand with its moves,
//! the round's result with every hand laid open, and the move log.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::art::TileArt;
use crate::engine::core::Seat;
use crate::engine::games::GameId;
use crate::play::session::Session;
use crate::play::table::{MoveModel, TableModel, WallModel};
use crate::ui::computer::Thought;
use crate::ui::play_state::PlayState;
use crate::ui::Tile;

#[component]
fn TileRow(tiles: Vec<TileArt>, #[prop(optional)] size: Option<u32>) -> impl IntoView {
    let size = size.unwrap_or(40);
    view! {
        <div class="tile-row">
            {tiles.into_iter().map(|art| view! { <Tile art size=size /> }).collect_view()}
        </div>
    }
}

/// Arrow keys move the focus between the buttons of a group (the hand, the reserve).
fn arrow_keys(ev: leptos::ev::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let step: i32 = match ev.key().as_str() {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => -1,
        "Home" => -1000,
        "End" => 1000,
        _ => return,
    };
    let Some(group) = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    let Ok(list) = group.query_selector_all("button") else {
        return;
    };
    let buttons: Vec<web_sys::HtmlElement> = (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect();
    if buttons.is_empty() {
        return;
    }
    let active = document().active_element();
    let at = buttons
        .iter()
        .position(|b| {
            active
                .as_ref()
                .is_some_and(|a| a == b.unchecked_ref::<web_sys::Element>())
        })
        .unwrap_or(0) as i32;
    let next = (at + step).clamp(0, buttons.len() as i32 - 1) as usize;
    ev.prevent_default();
    let _ = buttons[next].focus();
}

/// The wall, reserve or boneyard as the game lays it out.
#[component]
fn Wall(
    wall: WallModel,
    text: String,
    game: GameId,
    my_turn: bool,
    seat: Seat,
    act: impl Fn(MoveModel, Seat) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let back = if game == GameId::Matjok {
        TileArt::MahjongBack
    } else {
        TileArt::DominoBack
    };
    let body = match wall {
        WallModel::Row { count, draws } if my_turn && !draws.is_empty() => view! {
            <div class="reserve" role="group" aria-label="The face-down reserve: choose a tile to draw" on:keydown=arrow_keys>
                {draws
                    .into_iter()
                    .enumerate()
                    .map(|(i, m)| {
                        let label = format!("Draw face-down tile {} of {count}", i + 1);
                        view! {
                            <button class="tile-button" aria-label=label.clone() title=label on:click=move |_| act(m.clone(), seat)>
                                <Tile art=back size=34 />
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        }
        .into_any(),
        WallModel::Row { count, .. } => view! {
            <div class="reserve" aria-hidden="true">
                {(0..count).map(|_| view! { <Tile art=back size=26 /> }).collect_view()}
            </div>
        }
        .into_any(),
        WallModel::Stacks(heights) => view! {
            // the saw-toothed wall: stacks of two, a lone tile where one was taken
            <div class="kap-wall" aria-hidden="true">
                {heights
                    .into_iter()
                    .map(|h| view! {
                        <span class="stack" class:single=h < 2>
                            {(0..h).map(|_| view! { <Tile art=back size=22 /> }).collect_view()}
                        </span>
                    })
                    .collect_view()}
            </div>
        }
        .into_any(),
        WallModel::Mahjong { live, dead } => view! {
            <div class="mahjong-wall" aria-hidden="true">
                <span class="live">
                    {(0..live.div_ceil(2)).map(|_| view! { <Tile art=back size=20 /> }).collect_view()}
                </span>
                <span class="dead" title="The flower / kong wall">
                    {(0..dead.div_ceil(2)).map(|_| view! { <Tile art=back size=20 /> }).collect_view()}
                </span>
            </div>
        }
        .into_any(),
    };
    view! {
        <section class="wall" aria-label="Tiles to draw">
            <h2>{text}</h2>
            {body}
        </section>
    }
}

#[component]
pub fn TableView(
    session: Session,
    model: TableModel,
    act: impl Fn(MoveModel, Seat) + Copy + Send + Sync + 'static,
    thought: RwSignal<Option<Thought>>,
    announce: RwSignal<String>,
) -> impl IntoView {
    let state = PlayState::get();
    let seat = model.seat;
    let game = session.setup.game;
    let names: Vec<String> = session.setup.seats.iter().map(|s| s.name.clone()).collect();
    let my_turn = session.is_human(seat) && session.to_act().contains(&seat);
    let scores = session.game.scores().to_vec();
    let over = model.outcome.clone();
    let can_undo = session.can_undo() && !session.round_over();
    let moves = model.moves.clone();
    let back = if game == GameId::Matjok {
        TileArt::MahjongBack
    } else {
        TileArt::DominoBack
    };
    let rounds = session.game.rounds();
    let round_no = session.game.round_number();
    let last_round = game != GameId::Matjok && round_no >= rounds;
    let status = if let Some(t) = model.turn {
        format!("{} to play", names[t as usize])
    } else if over.is_some() {
        "The round is over".to_string()
    } else {
        "Waiting for claims".to_string()
    };
    let round_text = if game == GameId::Matjok {
        format!("Hand {round_no}")
    } else {
        format!("Round {round_no} of {rounds}")
    };
    let idle = model.idle_reason.clone();
    let log_start = session.log.len().saturating_sub(12);
    view! {
        <header class="table-head">
            <h1>{game.name()}</h1>
            <p>{round_text} " · " <strong>{status}</strong></p>
        </header>
        <ul class="opponents">
            {(0..names.len())
                .filter(|&s| s as Seat != seat)
                .map(|s| {
                    let m = &model.seats[s];
                    let to_play = model.turn == Some(s as Seat);
                    view! {
                        <li class="opponent" class:to-play=to_play>
                            <strong>{names[s].clone()}</strong>
                            {format!(" · {} tiles in hand · score {}", m.hidden, scores[s])}
                            {if m.revealed.is_empty() {
                                view! { <TileRow tiles=vec![back; m.hidden.min(14)] size=24 /> }.into_any()
                            } else {
                                view! { <TileRow tiles=m.revealed.clone() size=32 /> }.into_any()
                            }}
                            {m.groups.iter().map(|g| view! { <TileRow tiles=g.clone() size=32 /> }).collect_view()}
                            <TileRow tiles=m.flowers.clone() size=28 />
                        </li>
                    }
                })
                .collect_view()}
        </ul>
        <Wall wall=model.wall.clone() text=model.wall_text.clone() game my_turn seat act />
        <section class="middle" aria-label="Face-up tiles">
            <h2>"Face-up tiles"</h2>
            <div class="tile-row face-up">
                {model
                    .face_up
                    .iter()
                    .map(|f| {
                        let art = f.art;
                        match f.take.clone() {
                            Some(m) if my_turn => {
                                let label = m.label.clone();
                                view! {
                                    <button class="tile-button" class:latest=f.latest aria-label=label.clone() title=label on:click=move |_| act(m.clone(), seat)>
                                        <Tile art size=40 />
                                    </button>
                                }
                                .into_any()
                            }
                            _ if f.latest => view! {
                                <span class="latest" title="The latest discard">
                                    <Tile art size=44 />
                                    <span class="sr-only">" (the latest discard)"</span>
                                </span>
                            }
                            .into_any(),
                            _ => view! { <Tile art size=34 /> }.into_any(),
                        }
                    })
                    .collect_view()}
            </div>
        </section>
        <details class="opening" open=session.log.is_empty()>
            <summary>"How this round began"</summary>
            <ul>{model.opening.iter().map(|o| view! { <li>{o.clone()}</li> }).collect_view()}</ul>
        </details>
        <section class="mine" aria-label="Your hand" class:to-play=my_turn>
            <h2>{format!("{}: score {}", names[seat as usize], scores[seat as usize])}</h2>
            {model.seats[seat as usize].groups.iter().map(|g| view! { <TileRow tiles=g.clone() size=36 /> }).collect_view()}
            <TileRow tiles=model.seats[seat as usize].flowers.clone() size=32 />
            <div class="hand" role="group" aria-label="Your tiles (arrow keys move between them)" on:keydown=arrow_keys>
                {model
                    .hand
                    .iter()
                    .map(|group| {
                        view! {
                            <span class="hand-group">
                                {group
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
                                            _ => {
                                                let why = idle.clone();
                                                let label = format!("{}: {why}", art.accessible_name());
                                                view! {
                                                    <button
                                                        class="tile-button idle"
                                                        aria-disabled="true"
                                                        aria-label=label
                                                        title=why.clone()
                                                        on:click=move |_| announce.set(format!("{why}."))
                                                    >
                                                        <Tile art size=56 />
                                                    </button>
                                                }
                                                .into_any()
                                            }
                                        }
                                    })
                                    .collect_view()}
                            </span>
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
        {over.map(|o| {
            let winner = o.winner;
            view! {
                <section class="result" aria-live="polite">
                    <h2>"Result"</h2>
                    <p>{model.result.clone().unwrap_or_default()}</p>
                    {winner.map(|w| {
                        let m = &model.seats[w as usize];
                        let mut tiles = m.revealed.clone();
                        for g in &m.groups {
                            tiles.extend(g.iter().copied());
                        }
                        view! {
                            <p class="winning-hand">
                                {format!("{}'s winning hand:", names[w as usize])}
                                <TileRow tiles size=44 />
                            </p>
                        }
                    })}
                    <table class="payments">
                        <thead><tr><th scope="col">"Player"</th><th scope="col">"This round"</th><th scope="col">"Score before"</th></tr></thead>
                        <tbody>
                            {o.payments.iter().enumerate().map(|(s, p)| view! {
                                <tr>
                                    <th scope="row">{names[s].clone()}</th>
                                    <td>{format!("{p:+}")}</td>
                                    <td>{scores[s]}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                    <button class="button" on:click=move |_| finish_round(state)>
                        {if last_round { "See the final result" } else { "Next round" }}
                    </button>
                </section>
            }
        })}
        <section class="log">
            <h2>"This round"</h2>
            <ol start=(log_start + 1).to_string()>
                {session.log[log_start..].iter().map(|e| {
                    let who = names[e.seat as usize].clone();
                    let why = e.reason.clone().map(|r| format!(" ({r})")).unwrap_or_default();
                    view! { <li>{format!("{who}: {}{why}", e.text)}</li> }
                }).collect_view()}
            </ol>
        </section>
    }
}

/// Records the round; after the last one, the finished game goes into the history.
fn finish_round(state: PlayState) {
    let mut finished = None;
    state.play(|session| {
        if let Some(s) = session.as_mut() {
            if s.next_round().is_ok() && s.game.is_over() {
                finished = Some(s.finished());
            }
        }
    });
    if let Some(f) = finished {
        state.change(|file| {
            file.history.insert(0, f);
            file.history.truncate(50);
        });
    }
}

/// The end of the match: the standings, round by round, and what next.
#[component]
pub fn MatchOver(session: Session) -> impl IntoView {
    let state = PlayState::get();
    let names: Vec<String> = session.setup.seats.iter().map(|s| s.name.clone()).collect();
    let scores = session.game.scores().to_vec();
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by_key(|&s| std::cmp::Reverse(scores[s]));
    let leaders: Vec<String> = session
        .game
        .leaders()
        .into_iter()
        .map(|s| names[s as usize].clone())
        .collect();
    let headline = match leaders.as_slice() {
        [one] => format!("{one} wins the match"),
        many => format!("A tie: {}", many.join(" and ")),
    };
    let setup = session.setup.clone();
    let again = move |_| {
        let seed = getrandom::u64().unwrap_or(1) % 1_000_000_000;
        if let Ok(s) = Session::new(setup.clone(), seed) {
            state.play(|current| *current = Some(s));
        }
    };
    view! {
        <section class="match-over">
            <h1>{format!("{}: the match is over", session.setup.game.name())}</h1>
            <p class="headline">{headline}</p>
            <ol class="standings">
                {order.iter().map(|&s| view! { <li><strong>{names[s].clone()}</strong> {format!(" {:+}", scores[s])}</li> }).collect_view()}
            </ol>
            <table class="payments rounds">
                <thead>
                    <tr>
                        <th scope="col">"Round"</th>
                        {names.iter().map(|n| view! { <th scope="col">{n.clone()}</th> }).collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {session.game.results().iter().enumerate().map(|(i, r)| view! {
                        <tr>
                            <th scope="row">{i + 1}</th>
                            {r.payments.iter().map(|p| view! { <td>{format!("{p:+}")}</td> }).collect_view()}
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <p class="moves">
                <button class="button" on:click=again>"Play again"</button>
                <A href="/play" attr:class="button secondary">"New game"</A>
            </p>
        </section>
    }
}
