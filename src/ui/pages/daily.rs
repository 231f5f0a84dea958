//! The deals of the day (issue 52): for each game, today's deal (the same tiles and the same
//! computers for everyone on this UTC date), played on the table as the game in progress
//! marked as the day's; once played, its result as lines to share and the streak of days;
//! yesterday's deal to replay and review, or to catch up.

use jjak_words::{t, w, Words};
use leptos::prelude::*;

use crate::engine::games::GameId;
use crate::play::daily::{self, Daily, DailyResult, Day};
use crate::play::practice::Practice;
use crate::play::session::Session;
use crate::ui::copy::CopyButton;
use crate::ui::play_state::PlayState;
use crate::ui::router::{app_root, Location};

pub const TITLE: Words = w!(daily_title);

/// Today (UTC), from the browser's clock.
pub fn today() -> Day {
    let now = js_sys::Date::new_0();
    Day {
        year: now.get_utc_full_year() as i32,
        month: now.get_utc_month() as u8 + 1,
        day: now.get_utc_date() as u8,
    }
}

/// `game`'s result for `day`, if it was played.
fn result_of(practice: &Practice, game: GameId, day: Day) -> Option<DailyResult> {
    let day = day.to_string();
    practice
        .daily
        .iter()
        .find(|r| r.game == game && r.day == day)
        .cloned()
}

/// Whether `session` is `game`'s deal of `day`.
pub fn is_deal_of(session: &Session, game: GameId, day: Day) -> bool {
    session.setup.game == game
        && session
            .setup
            .daily
            .as_ref()
            .is_some_and(|d| d.day == day.to_string())
}

#[component]
pub fn DailyPage() -> impl IntoView {
    crate::ui::set_title(TITLE.text());
    let state = PlayState::get();
    // today, read again whenever the page comes back into view (it may have been open
    // since yesterday)
    let day = RwSignal::new(today());
    let again = move || {
        let now = self::today();
        if day.get_untracked() != now {
            day.set(now);
        }
    };
    window_event_listener(leptos::ev::focus, move |_| again());
    window_event_listener(leptos::ev::visibilitychange, move |_| again());
    let today: Signal<Day> = day.into();
    let practice = RwSignal::new(crate::ui::practice::read(state));
    // a game in progress, which a deal started here would end
    let playing = move || {
        state
            .session
            .with(|s| s.as_ref().is_some_and(|s| !s.game.is_over()))
    };
    view! {
        <section class="page daily-page">
            <h1>{TITLE.text()}</h1>
            <p class="lead">
                {move || t!(daily_lead, number = today.get().number(), date = today.get().to_string())}
            </p>
            <p class="daily-replaces" hidden=move || !playing()>{t!(daily_replaces_game)}</p>
            <div class="daily-games">
                {GameId::ALL
                    .into_iter()
                    .map(|game| view! { <DailyGame game today practice /> })
                    .collect_view()}
            </div>
        </section>
    }
}

/// One game's deal of the day: play it (or go on with it), or its result to share; its
/// streak; yesterday's.
#[component]
fn DailyGame(game: GameId, today: Signal<Day>, practice: RwSignal<Practice>) -> impl IntoView {
    let state = PlayState::get();
    let loc = Location::get();
    let yesterday = move || today.get().yesterday();
    let error = RwSignal::new(None::<String>);
    // (the deal of `day`, started on the day the clock says now; marked as begun first, so
    // that a deal left is not dealt again)
    let start = move |day: Day| {
        let begun = crate::ui::practice::change(state, |p| p.begin(game, &day.to_string()));
        if begun.is_none() {
            return;
        }
        match Daily::of(game, day).session(self::today()) {
            Ok(session) => {
                state.play(|s| *s = Some(session));
                // (not saved, another tab having saved since: the notice says so, and the
                // table would show the other tab's game)
                if !state.conflict.get_untracked() {
                    loc.navigate("/table");
                }
            }
            Err(e) => error.set(Some(format!("{e}."))),
        }
    };
    let result = move |day: Day| practice.with(|p| result_of(p, game, day));
    let going_on = move |day: Day| {
        state.session.with(|s| {
            s.as_ref()
                .is_some_and(|s| is_deal_of(s, game, day) && !s.game.is_over())
        })
    };
    // begun here and left unfinished (another game took its place): played once
    let left = move |day: Day| practice.with(|p| p.begun(game, &day.to_string()));
    let streak = move || practice.with(|p| daily::streak(&p.daily, game, today.get()));
    let heading = format!("daily-{}", game.id());
    view! {
        <article class="daily-game" data-game=game.id() aria-labelledby=heading.clone()>
            <h2 id=heading.clone()>{game.name()}</h2>
            <p class="meta">{t!(daily_table, n = daily::setup(game).players())}</p>
            {move || {
                let day = today.get();
                match (result(day), going_on(day), left(day)) {
                    (Some(result), _, _) => view! { <Shared result /> }.into_any(),
                    (None, true, _) => view! {
                        <p><a class="button" href="table">{t!(daily_go_on)}</a></p>
                    }
                    .into_any(),
                    (None, false, true) => view! { <p class="left">{t!(daily_left)}</p> }.into_any(),
                    (None, false, false) => view! {
                        <p>
                            // (the day the clock says on the click: the page may be older)
                            <button class="button" type="button" on:click=move |_| start(self::today())>
                                {t!(daily_play, game = game.name())}
                            </button>
                        </p>
                    }
                    .into_any(),
                }
            }}
            <p class="streak">{move || t!(daily_streak, days = streak())}</p>
            <p class="error" role="alert" hidden=move || error.with(Option::is_none)>
                {move || error.get()}
            </p>
            <div class="yesterday">
                {move || match result(yesterday()) {
                    Some(r) => {
                        let review = r.kept.as_ref().map(|kept| {
                            format!(
                                "{}replay#game={}",
                                app_root(),
                                js_sys::encode_uri_component(kept)
                            )
                        });
                        view! {
                            <p>
                                {t!(daily_yesterday_result, squares = r.squares(), points = r.points)}
                                " "
                                {review.map(|href| view! {
                                    <a href=href>{t!(daily_review_yesterday)}</a>
                                })}
                            </p>
                        }
                        .into_any()
                    }
                    None if going_on(yesterday()) => view! {
                        <p><a class="button secondary" href="table">{t!(daily_go_on_yesterday)}</a></p>
                    }
                    .into_any(),
                    None if left(yesterday()) => view! { <p class="left">{t!(daily_left)}</p> }.into_any(),
                    None if yesterday().number() >= 1 => view! {
                        <p>
                            <button class="button secondary" type="button" on:click=move |_| start(self::today().yesterday())>
                                {t!(daily_catch_up)}
                            </button>
                        </p>
                    }
                    .into_any(),
                    None => ().into_any(),
                }}
            </div>
        </article>
    }
}

/// A day's result as lines to share, and the button that copies them.
#[component]
pub fn Shared(result: DailyResult) -> impl IntoView {
    let text = result.share_text();
    view! {
        <div class="daily-result" role="group" aria-label=t!(daily_share_label)>
            <pre class="share-text" tabindex="0">{text.clone()}</pre>
            <p>
                <CopyButton
                    text
                    label=t!(daily_copy).to_string()
                    copied=t!(daily_copied).to_string()
                    by_hand=t!(daily_copy_by_hand).to_string()
                />
            </p>
        </div>
    }
}

/// Keeps the result of the day's match `session`, which has just ended (one started after
/// its day as caught up late), with the match to replay (`kept`: the history's text of it).
pub fn keep_result(state: PlayState, session: &Session, kept: Option<String>) {
    let Some(mark) = &session.setup.daily else {
        return;
    };
    let Ok(day) = Day::parse(&mark.day) else {
        return;
    };
    let Some(mut result) = DailyResult::of(session, day) else {
        return;
    };
    result.late = mark.late;
    result.kept = kept;
    crate::ui::practice::change(state, |p| p.played(result));
}
