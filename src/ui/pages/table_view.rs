//! The round on the table as one seat sees it: the board's markup (`play::markup`, from the
//! table model) with one click handler that maps its buttons to moves, arrow keys within
//! the hand and the reserve, the computer's thinking, undo, the result and the move log;
//! and the match-over screen.

use leptos::prelude::*;

use crate::art::html::Html;
use crate::engine::core::Seat;
use crate::engine::games::GameId;
use crate::html;
use crate::play::guide::panel;
use crate::play::hints::hints;
use crate::play::markup::{board, result_panel, side_panel, standings, table_head, Board};
use crate::play::save::{FinishedGame, Help};
use crate::play::session::Session;
use crate::play::table::{MoveModel, TableModel};
use crate::play::words::subject;
use crate::ui::computer::ThinkingNow;
use crate::ui::dom::{
    arrow_keys, clicked, define_tiles, hand_focus, latest_discard, lay_open_in_turn, refocus_hand,
    show_latest, thrown_from, travel_in,
};
use crate::ui::morph::morph;
use crate::ui::play_state::PlayState;
use crate::ui::settings::SettingsForm;

/// What one drawing of the table needs from the session.
pub struct Drawn {
    pub session: Session,
    pub model: TableModel,
    /// The viewer's hand as last shown, to mark the tiles new since.
    pub before: crate::play::markup::Shown,
    pub help: Help,
}

/// The table, drawn once and then patched after every move (`ui::morph`): only what
/// changed is touched, so the browser restyles a tile or two, not the whole table.
/// `drawn` gives what to draw now (`None`: nothing, the page shows something else).
#[component]
pub fn TableView(
    drawn: impl Fn() -> Option<Drawn> + 'static,
    act: impl Fn(MoveModel, Seat) + Copy + Send + Sync + 'static,
    thinking: RwSignal<Option<ThinkingNow>>,
    /// Why the computers think on the page (their worker failed): said while it lasts.
    on_page: RwSignal<Option<String>>,
    announce: RwSignal<String>,
    kept: Kept,
) -> impl IntoView {
    let state = PlayState::get();
    let Kept {
        drawer,
        settings,
        focus,
        thrown,
    } = kept;
    let screen_ref = NodeRef::<leptos::html::Div>::new();
    let panel_ref = NodeRef::<leptos::html::Div>::new();
    // what the latest drawing offered: its moves (by the buttons' numbers), for whom, and
    // the seats' names
    let moves = StoredValue::new(Vec::<MoveModel>::new());
    let viewer = StoredValue::new(0 as Seat);
    let names = StoredValue::new(Vec::<String>::new());
    let waiting = RwSignal::new(false);
    // Each change draws the table in a task of its own, after the one that made the move
    // (a click, the computer's answer): two short tasks instead of one long one. Until it
    // is drawn the table is marked busy and its buttons do nothing, so a click never lands
    // on a move that is gone; a drawing overtaken by a newer change is skipped.
    let drawings = StoredValue::new(0u64);
    let draw = std::rc::Rc::new(move |number: u64| {
        // (`try_`: the table may have left the page since, for a hand-over or the match's end)
        if drawings.try_get_value() != Some(number) {
            return;
        }
        let (Some(screen_el), Some(panel_el)) =
            (screen_ref.get_untracked(), panel_ref.get_untracked())
        else {
            return;
        };
        let set = drawer.get_untracked();
        let Some(Drawn {
            session,
            model,
            before,
            help,
        }) = untrack(&drawn)
        else {
            return;
        };
        let seat = model.seat;
        let game = session.setup.game;
        let all_names = session.setup.names();
        let my_turn = session.is_human(seat) && session.to_act().contains(&seat);
        let can_undo = session.can_undo() && !session.round_over();
        let last_round =
            game != GameId::Matjok && session.game.round_number() >= session.game.rounds();
        let (round_text, status) = headline(&session, &model, &all_names);
        let hints =
            (help != Help::Off && !session.round_over()).then(|| hints(&session, &model, seat));
        let guide_html = hints
            .as_ref()
            .map(|h| panel(&session, &model, h, help == Help::Guide, my_turn))
            .unwrap_or_default();
        let Board {
            html,
            moves: offered,
            ..
        } = board(&session, &model, my_turn, &before, hints.as_ref());
        // where the latest discard lies on the table still on screen, read before anything
        // changes the page, so the browser answers from the layout it has (a new tile's
        // drawing added first made it lay the old table out again)
        let claimed_from = latest_discard();
        define_tiles(html.sprite_tiles());
        let open = drawer_open(set);
        let mut screen = table_head(game.name(), &round_text, &status, open);
        // the round's end in two tasks: the hands laid open, then the result over them (one
        // task for both was the longest of a round on a slow phone)
        let mut result = result_panel(&session, &model, last_round);
        let shown = screen_el.query_selector(".board > .result").ok().flatten();
        let result_later = (!result.is_empty() && shown.is_none())
            .then(|| std::mem::replace(&mut result, Html::new()).into_string());
        html!(screen, r#"<div class="board">{}{}</div>"#, html, result);
        let panel_html = side_panel(&session, &model, guide_html, can_undo).into_string();
        moves.set_value(offered);
        viewer.set_value(seat);
        names.set_value(all_names);
        waiting.set(!my_turn && !session.round_over());
        // what moved travels to its place (a thrown tile from its thrower, a claimed one to
        // its new owner from `claimed_from`, a drawn one in from the wall), and the focus
        // goes back where it was in the hand
        morph(&screen_el, &screen.into_string());
        morph(&panel_el, &panel_html);
        let _ = screen_el.remove_attribute("aria-busy");
        // (the round's end: the open hands hidden before anything below measures the table)
        if let (Some(result), Ok(Some(board))) = (result_later, screen_el.query_selector(".board"))
        {
            lay_open_in_turn(board, result, drawings, number);
        }
        // measured in this task, which lays the new table out: the frame that shows it then
        // only paints (the two together were the longest task of a move on a slow phone)
        let from_hand = thrown.get_value();
        thrown.set_value(None);
        // (once the round is over nothing is left to take: the table is not measured for
        // it, and the browser lays out the round's end in its own frame)
        if !session.round_over() {
            show_latest();
        }
        travel_in(from_hand, claimed_from);
        if let Some(at) = focus.get_value() {
            refocus_hand(at);
        }
    });
    Effect::new(move |_| {
        // (tracked: the first run may come before the table is on the page)
        screen_ref.track();
        panel_ref.track();
        // a move, a new round, the help setting, opening or closing the side panel
        state.session.track();
        state.file.track();
        drawer.track();
        moves.set_value(Vec::new());
        if let Some(el) = screen_ref.get_untracked() {
            let _ = el.set_attribute("aria-busy", "true");
        }
        let number = drawings.get_value() + 1;
        drawings.set_value(number);
        let draw = draw.clone();
        set_timeout(move || draw(number), std::time::Duration::ZERO);
    });
    // one handler for every button drawn as markup: moves, the panel, undo, next round
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if let Some(i) = clicked(&ev, "data-move").and_then(|i| i.parse::<usize>().ok()) {
            if let Some(m) = moves.with_value(|ms| ms.get(i).cloned()) {
                thrown.set_value(thrown_from(&ev));
                act(m, viewer.get_value());
            }
        } else if let Some(what) = clicked(&ev, "data-act") {
            match what.as_str() {
                "drawer" => drawer.set(Some(!drawer_open(drawer.get_untracked()))),
                "undo" => state.play(|session| {
                    if let Some(s) = session.as_mut() {
                        s.undo();
                    }
                }),
                "next-round" => finish_round(state),
                _ => {}
            }
        } else if let Some(why) = clicked(&ev, "data-why") {
            announce.set(format!("{why}."));
        }
    };
    view! {
        <div
            class="table-view"
            on:click=on_click
            on:keydown=arrow_keys
            on:focusin=move |ev| focus.set_value(hand_focus(&ev))
        >
            <div class="table-screen">
                <div class="screen" node_ref=screen_ref></div>
                <p class="thinking waiting" hidden=move || !waiting.get()>
                    {move || names.with_value(|n| thinking_text(thinking.get(), n))}
                </p>
                <p class="thinking" role="status" hidden=move || on_page.with(Option::is_none)>
                    {move || on_page.get().map(|why| format!("The computer players think on this page, which may stutter: {why}."))}
                </p>
            </div>
            <aside id="table-drawer" class=move || match drawer.get() {
                None => "drawer",
                Some(true) => "drawer open",
                Some(false) => "drawer closed",
            } aria-label="Log, hint and settings">
                <div node_ref=panel_ref></div>
                <details
                    class="table-settings"
                    prop:open=settings.get_value()
                    on:toggle=move |ev| settings.set_value(event_target::<web_sys::HtmlDetailsElement>(&ev).open())
                >
                    <summary>"Settings: help, pace of the computer players"</summary>
                    <SettingsForm />
                </details>
            </aside>
        </div>
    }
}

/// What the table keeps across its redrawing after each move.
#[derive(Clone, Copy)]
pub struct Kept {
    /// The side panel (a bottom sheet on a phone): `None` as the screen's width suggests
    /// (open beside a wide table, closed on a phone), else as the player set it.
    pub drawer: RwSignal<Option<bool>>,
    /// Whether the panel's settings are open.
    pub settings: StoredValue<bool>,
    /// Where the keyboard focus was on the board (see `dom::hand_focus`).
    pub focus: StoredValue<Option<usize>>,
    /// Where the tile just thrown left the hand, for its travel to the discards.
    pub thrown: StoredValue<Option<(f64, f64)>>,
}

impl Kept {
    pub fn new() -> Kept {
        Kept {
            drawer: RwSignal::new(None),
            settings: StoredValue::new(false),
            focus: StoredValue::new(None),
            thrown: StoredValue::new(None),
        }
    }
}

/// Whether the side panel shows: as set, else open when the screen is wide enough for it
/// beside the table (the same width as the style's).
fn drawer_open(set: Option<bool>) -> bool {
    set.unwrap_or_else(|| {
        window()
            .match_media("(min-width: 64rem)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches())
    })
}

/// The round ("Round 2 of 10", Matjok "Hand 3") and whose turn it is.
fn headline(session: &Session, model: &TableModel, names: &[String]) -> (String, String) {
    let round_no = session.game.round_number();
    let round = if session.setup.game == GameId::Matjok {
        format!("Hand {round_no}")
    } else {
        format!("Round {round_no} of {}", session.game.rounds())
    };
    let status = if let Some(t) = model.turn {
        format!("{} to play", names[t as usize])
    } else if model.outcome.is_some() {
        "The round is over".to_string()
    } else {
        "Waiting for claims".to_string()
    };
    (round, status)
}

/// What the computer is doing while the others wait.
fn thinking_text(thinking: Option<ThinkingNow>, names: &[String]) -> String {
    let Some(t) = thinking else {
        return "Waiting for the other players…".to_string();
    };
    let name = names
        .get(t.seat as usize)
        .map_or("The computer", String::as_str);
    let text = match t.deals {
        0 => format!("{name} is thinking…"),
        n => format!("{name} is thinking… ({n} imagined deals so far)"),
    };
    text
}

/// Records the round; after the last one, the finished game goes into the history.
fn finish_round(state: PlayState) {
    let mut finished = None;
    state.play(|session| {
        if let Some(s) = session.as_mut() {
            if s.next_round().is_ok() && s.game.is_over() {
                finished = Some(FinishedGame::of(s));
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
    let names = session.setup.names();
    let leaders: Vec<String> = session
        .game
        .leaders()
        .into_iter()
        .map(|s| names[s as usize].clone())
        .collect();
    let headline = match leaders.as_slice() {
        [one] => format!("{} the match", subject(one, "wins", "win")),
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
            <div inner_html=standings(&session).into_string()></div>
            <p class="moves">
                <button class="button" on:click=again>"Play again"</button>
                <a href="play" class="button secondary">"New game"</a>
            </p>
        </section>
    }
}
