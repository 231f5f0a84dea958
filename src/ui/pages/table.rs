//! The table page: the game in progress on this device feeding the table
//! (`ui::table::Table`): what the human on turn sees, the hint as the help setting asks,
//! and the table's commands made on the session and saved. Around the table, what only
//! this device's game has: the computers thinking in their worker, paced so their moves can
//! be followed; the pass screen that hides the tiles between humans; the match's end with
//! its standings.

use jjak_words::{t, w, Words};
use leptos::prelude::*;

use crate::art::html::Html;
use crate::engine::core::Seat;
use crate::engine::text::Named;
use crate::html;
use crate::play::markup::standings;
use crate::play::save::FinishedGame;
use crate::play::seen::{Can, Hinted, Seen, TableCommand};
use crate::play::session::{Player, Session, Setup};
use crate::ui::computer::{drive_computer, ThinkingNow};
use crate::ui::play_state::PlayState;
use crate::ui::settings::SettingsForm;
use crate::ui::table::{say, Opened, Table, TableFeed};

pub const TITLE: Words = w!(tbl_title);

/// What the page shows when no game is in progress.
const NO_GAME: Words = w!(tbl_no_game);

/// What the first view says while a saved game waits for the app.
const OPENING: Words = w!(tbl_opening);

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

/// The human whose tiles the screen shows: the one to act, else the first human.
fn viewer(s: &Session) -> Seat {
    s.to_act()
        .into_iter()
        .find(|&t| s.is_human(t))
        .or_else(|| (0..s.setup.players()).find(|&t| s.is_human(t)))
        .unwrap_or(0)
}

/// What the table page shows.
#[derive(Clone, PartialEq)]
enum Mode {
    /// Pass-and-play: the device goes to this seat before its tiles are shown.
    PassTo(Seat, String),
    /// A game with friends on other devices: played on its own page.
    Linked,
    Over,
    Table,
}

#[component]
pub fn TablePage() -> impl IntoView {
    crate::ui::set_title(TITLE.text());
    crate::ui::table::one_screen();
    let state = PlayState::get();
    // the human the hands are shown to, in pass-and-play: set after the pass screen
    let shown = RwSignal::new(None::<Seat>);
    // the page's one live region: moves and results are announced by changing its text
    let announce = RwSignal::new(String::new());
    // what the player opened, kept through pass screens
    let opened = Opened::remembered();
    // the pass screen's button was pressed: the focus goes on to the tiles it shows
    let handed_over = StoredValue::new(false);
    // computer moves, thought out in short slices and paced
    let thinking = RwSignal::new(None::<ThinkingNow>);
    let on_page = RwSignal::new(None::<String>);
    drive_computer(state, thinking, on_page);
    let feed = home_feed(state);
    // why the computers think on the page (their worker failed), said once
    let why_on_page = move || on_page.get().map(|why| t!(tbl_thinking_on_page, why = why));
    Effect::new(move |_| {
        if let Some(said) = why_on_page() {
            say(announce, said);
        }
    });
    let waiting = Memo::new(move |_| {
        state.session.with(|s| {
            s.as_ref()
                .is_some_and(|s| !s.round_over() && !s.to_act().iter().any(|&t| s.is_human(t)))
        })
    });
    let below = ViewFn::from(move || {
        let names = move || {
            state
                .session
                .with(|s| s.as_ref().map(|s| s.setup.names()).unwrap_or_default())
        };
        view! {
            <p class="thinking waiting" hidden=move || !waiting.get()>
                {move || thinking_text(thinking.get(), &names())}
            </p>
            // (said once by the live region)
            <p class="thinking" hidden=move || on_page.with(Option::is_none)>{why_on_page}</p>
        }
    });
    let settings = ViewFn::from(|| view! { <SettingsForm /> });
    let mode = Memo::new(move |_| {
        state.session.with(|s| {
            let s = s.as_ref()?;
            if s.setup.seats.iter().any(|x| x.player == Player::Friend) {
                return Some(Mode::Linked);
            }
            let seat = viewer(s);
            let hidden = s.setup.here() > 1 && shown.get() != Some(seat) && !s.round_over();
            Some(if hidden {
                Mode::PassTo(seat, s.setup.seats[seat as usize].named(seat as usize).name)
            } else if s.game.is_over() {
                Mode::Over
            } else {
                Mode::Table
            })
        })
    });
    // what was said at the table is not left for the next player to read
    Effect::new(move |_| {
        if let Some(Mode::PassTo(..)) = mode.get() {
            announce.set(String::new());
        }
    });
    view! {
        <section class="page table-page">
            {move || match mode.get() {
                None => view! { <div class="narrow no-game" inner_html=NO_GAME.text()></div> }.into_any(),
                Some(Mode::PassTo(seat, name)) => view! {
                    <div class="narrow pass-screen">
                        <h1>{t!(tbl_pass_device, name = name)}</h1>
                        <p>{t!(tbl_look_away)}</p>
                        <button class="button" on:click=move |_| {
                            handed_over.set_value(true);
                            shown.set(Some(seat));
                        }>
                            {t!(tbl_show_my_tiles, name = name)}
                        </button>
                    </div>
                }
                .into_any(),
                Some(Mode::Linked) => view! {
                    <div class="narrow no-game" inner_html=t!(tbl_linked_game)></div>
                }
                .into_any(),
                Some(Mode::Over) => match state.session.get_untracked() {
                    Some(session) => view! { <MatchOver session /> }.into_any(),
                    None => ().into_any(),
                },
                Some(Mode::Table) => {
                    let focus_hand = handed_over.get_value();
                    handed_over.set_value(false);
                    view! { <Table feed announce opened focus_hand below=below.clone() settings=settings.clone() /> }.into_any()
                }
            }}
            <p class="sr-only" aria-live="polite">{move || announce.get()}</p>
        </section>
    }
}

/// The game in progress as the table's feed: what the human to play sees, the hint as
/// the help setting asks, and the table's commands made on the session (and saved).
fn home_feed(state: PlayState) -> TableFeed {
    let seen = Memo::new(move |_| {
        state.session.with(|s| {
            s.as_ref().map(|s| {
                let seat = viewer(s);
                Seen::of(s, seat, false, Can::at_home(s, seat))
            })
        })
    });
    let hinted = hinted(state, seen);
    TableFeed {
        seen: seen.into(),
        hinted: hinted.into(),
        send: Callback::new(move |command| run(state, command)),
    }
}

/// The hint for what `seen` shows of the game in progress, as the help setting asks:
/// worked out again only when what the seat sees or the setting changed (a refused move,
/// which changes nothing, does not).
pub fn hinted(state: PlayState, seen: Memo<Option<Seen>>) -> Memo<Option<Hinted>> {
    let help = Memo::new(move |_| state.file.with(|f| f.settings.help));
    Memo::new(move |_| {
        let help = help.get();
        seen.with(|seen| {
            let seen = seen.as_ref()?;
            state
                .session
                .with_untracked(|s| Hinted::of(s.as_ref()?, seen, help))
        })
    })
}

/// Makes `command` on the game in progress, and saves it.
fn run(state: PlayState, command: TableCommand) -> Result<(), String> {
    let mut done = Ok(());
    match command {
        TableCommand::Play(action) => state.play(|session| {
            if let Some(s) = session.as_mut() {
                let seat = viewer(s);
                done = s.play(seat, action).map(|_| ()).map_err(|e| e.to_string());
            }
        }),
        TableCommand::Undo => state.play(|session| {
            if let Some(s) = session.as_mut() {
                s.undo();
            }
        }),
        TableCommand::NextRound => finish_round(state),
    }
    done
}

/// What the computer is doing while the others wait.
fn thinking_text(thinking: Option<ThinkingNow>, names: &[String]) -> String {
    let Some(t) = thinking else {
        return t!(tbl_waiting_others).to_string();
    };
    let name = names
        .get(t.seat as usize)
        .map_or(t!(tbl_the_computer), String::as_str);
    match t.deals {
        0 => t!(tbl_thinking, name = name),
        n => t!(tbl_thinking_deals, name = name, n = n),
    }
}

/// Records the round; after the last one, the finished game goes into the history.
fn finish_round(state: PlayState) {
    let mut finished = None;
    state.play(|session| {
        if let Some(s) = session.as_mut() {
            if s.next_round().is_ok() && s.game.is_over() {
                let f = FinishedGame::of(s);
                super::daily::keep_result(state, s, f.kept.clone());
                finished = Some(f);
            }
        }
    });
    if let Some(f) = finished {
        let _ = state.change(|file| file.remember(f));
    }
}

/// The end of the match: the standings, round by round, and what next.
#[component]
fn MatchOver(session: Session) -> impl IntoView {
    let state = PlayState::get();
    let names = session.setup.named();
    let leaders: Vec<Named> = session
        .game
        .leaders()
        .into_iter()
        .map(|s| names[s as usize].clone())
        .collect();
    let headline = match leaders.as_slice() {
        [one] => t!(tbl_wins_match, name = one),
        many => t!(tbl_tie, names = jjak_words::list(many)),
    };
    let daily = session
        .setup
        .daily
        .as_ref()
        .and_then(|d| crate::play::daily::Day::parse(&d.day).ok())
        .and_then(|d| crate::play::daily::DailyResult::of(&session, d));
    let is_daily = daily.is_some();
    // (another match of the same table: not the day's deal again)
    let setup = Setup {
        daily: None,
        ..session.setup.clone()
    };
    let again = move |_| {
        let seed = getrandom::u64().unwrap_or(1) % 1_000_000_000;
        if let Ok(s) = Session::new(setup.clone(), seed) {
            state.play(|current| *current = Some(s));
        }
    };
    view! {
        <section class="match-over">
            <h1>{t!(tbl_match_over, game = session.setup.game.name())}</h1>
            <p class="headline">{headline}</p>
            <div inner_html=standings(&session).into_string()></div>
            {daily.map(|result| view! {
                <super::daily::Shared result />
                <p><a href="daily" class="button secondary">{t!(daily_all_deals)}</a></p>
            })}
            <p class="moves">
                <button class="button" on:click=again hidden=is_daily>{t!(tbl_play_again)}</button>
                <a href="play" class="button secondary">{t!(tbl_new_game)}</a>
                <a href="replay?history=1" class="button secondary">{t!(tbl_replay_game)}</a>
            </p>
        </section>
    }
}
