//! The drills (issue 52): the list (`/drills`), and one drill (`/drills?drill=pairs&game=…`)
//! asking its questions one after another, a missed one coming back; each answer kept on
//! the device with the drill's accuracy and last answers (`play::practice`). A question
//! has a link of its own, which holds it (`&tile=6-3`, the position, the hand), so a rules
//! site or a forum can link it, or frame it (`/embed/drill?…`). Which tile? is a provider of
//! the table's port: its position feeds the board, and the move chosen there is the answer.

use jjak_words::{t, w, Words};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::art::html::{tile_svg, Html};
use crate::art::TileArt;
use crate::engine::games::GameId;
use crate::engine::tiles::Domino;
use crate::play::drills::count::{self, CountQuestion};
use crate::play::drills::pairs::{self, PairsQuestion};
use crate::play::drills::which_tile::{self, in_points, Answer, WhichTile};
use crate::play::drills::{Drill, DrillError, Kind};
use crate::play::practice::{Asked, DrillStats, Next};
use crate::play::seen::{Can, Seen, TableCommand};
use crate::teach::query_pairs;
use crate::ui::copy::CopyButton;
use crate::ui::play_state::PlayState;
use crate::ui::router::app_root;
use crate::ui::table::{BoardAlone, TableFeed};

pub const TITLE: Words = w!(drills_title);

/// A question of a drill, as asked.
#[derive(Clone)]
enum Question {
    Pairs(PairsQuestion),
    WhichTile(Box<WhichTile>),
    Count(Box<CountQuestion>),
}

impl Question {
    /// Its id in the drill (the practice record's).
    fn id(&self) -> String {
        match self {
            Question::Pairs(q) => q.tile.to_string(),
            Question::WhichTile(q) => which_tile::id_of(&q.position.position),
            Question::Count(q) => count::id_of(&q.hand),
        }
    }

    /// Its address: the drill's, with the question itself in it.
    fn address(&self, drill: Drill) -> String {
        let (key, value) = match self {
            Question::Pairs(q) => ("tile", q.tile.to_string()),
            Question::WhichTile(q) => ("position", q.position.position.clone()),
            Question::Count(q) => ("hand", q.hand.clone()),
        };
        let value = js_sys::encode_uri_component(&value)
            .as_string()
            .unwrap_or_default();
        format!("{}{}&{key}={value}", app_root(), drill.address())
    }
}

/// The question `id` of `drill`.
fn question_by_id(drill: Drill, id: &str) -> Result<Question, DrillError> {
    Ok(match drill.kind {
        Kind::Pairs => Question::Pairs(pairs::question(drill.game, id)?),
        Kind::WhichTile => Question::WhichTile(Box::new(which_tile::by_id(drill.game, id)?)),
        Kind::Count => Question::Count(Box::new(count::by_id(id)?)),
    })
}

/// The question an address holds, if it holds one.
fn question_in(drill: Drill, asked: &[(String, String)]) -> Option<Result<Question, DrillError>> {
    let value = |key: &str| asked.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
    Some(match drill.kind {
        Kind::Pairs => pairs::question(drill.game, &value("tile")?).map(Question::Pairs),
        Kind::WhichTile => which_tile::from_link(drill.game, &value("position")?)
            .map(|q| Question::WhichTile(Box::new(q))),
        Kind::Count => count::question(&value("hand")?).map(|q| Question::Count(Box::new(q))),
    })
}

/// The drill an address names, if it names one.
fn drill_in(asked: &[(String, String)]) -> Option<Result<Drill, DrillError>> {
    let value = |key: &str| {
        asked
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let kind = value("drill")?;
    Some(Drill::parse(kind, value("game").unwrap_or_default()))
}

/// The drills page: the list, or the drill the address names.
#[component]
pub fn DrillsPage() -> impl IntoView {
    let asked = query_pairs(&window().location().search().unwrap_or_default());
    match drill_in(&asked) {
        None => {
            crate::ui::set_title(TITLE.text());
            view! { <DrillList /> }.into_any()
        }
        Some(Err(e)) => {
            crate::ui::set_title(TITLE.text());
            view! {
                <section class="page drills-page">
                    <h1>{TITLE.text()}</h1>
                    <p class="error" role="alert">{e.to_string()}</p>
                    <p><a href="drills">{t!(drill_all)}</a></p>
                </section>
            }
            .into_any()
        }
        Some(Ok(drill)) => {
            crate::ui::set_title(&drill.title());
            let first = question_in(drill, &asked);
            view! {
                <section class="page drills-page">
                    <h1>{drill.title()}</h1>
                    <DrillView drill first />
                    <p><a href="drills">{t!(drill_all)}</a></p>
                </section>
            }
            .into_any()
        }
    }
}

/// Every drill, with its record on this device.
#[component]
fn DrillList() -> impl IntoView {
    let state = PlayState::get();
    let practice = crate::ui::practice::read(state);
    view! {
        <section class="page drills-page wide">
            <h1>{TITLE.text()}</h1>
            <p class="lead">{t!(drills_lead)}</p>
            <div class="drill-list">
                {Drill::all()
                    .into_iter()
                    .map(|d| {
                        let stats = practice.drill(&d.name());
                        view! {
                            <article class="drill-card" data-drill=d.name()>
                                <h2><a href=d.address()>{d.title()}</a></h2>
                                <p>{d.summary()}</p>
                                <p class="meta">{accuracy(&stats)}</p>
                            </article>
                        }
                    })
                    .collect_view()}
            </div>
        </section>
    }
}

/// A drill's accuracy in words.
fn accuracy(stats: &DrillStats) -> String {
    t!(
        drill_accuracy,
        asked = stats.asked,
        right = stats.right,
        percent = stats.percent().unwrap_or(0)
    )
}

/// One drill: its record, the question asked (the address's, else the next one), its
/// answer once given, and the way on.
#[component]
fn DrillView(drill: Drill, first: Option<Result<Question, DrillError>>) -> impl IntoView {
    let state = PlayState::get();
    let stats = RwSignal::new(crate::ui::practice::read(state).drill(&drill.name()));
    let ids = StoredValue::new(drill.questions());
    // the question asked, and how it came to be
    let next = move || {
        let n = stats.with_untracked(|s| ids.with_value(|ids| s.next_question(ids)));
        match n {
            Some(Next { index, again }) => (
                ids.with_value(|ids| question_by_id(drill, &ids[index])),
                if again { Asked::Again } else { Asked::New },
            ),
            None => (Err(DrillError::NoSuchDrill(drill.name())), Asked::New),
        }
    };
    let (first, how) = match first {
        Some(q) => (q, Asked::Linked),
        None => next(),
    };
    let asked = RwSignal::new_local((first, how));
    // the answer was given: right or not
    let answered = RwSignal::new(None::<bool>);
    let answer = Callback::new(move |right: bool| {
        if answered.get_untracked().is_some() {
            return;
        }
        answered.set(Some(right));
        let (id, how) = asked
            .with_untracked(|(q, how)| (q.as_ref().map(Question::id).unwrap_or_default(), *how));
        let name = drill.name();
        let kept = ids.with_value(|ids| {
            crate::ui::practice::change(state, |p| {
                p.drills
                    .entry(name.clone())
                    .or_default()
                    .answered(&id, right, how, ids)
            })
        });
        match kept {
            Some(p) => stats.set(p.drill(&name)),
            // (not written: the notice says why; the drill goes on as if it had been)
            None => stats.update(|s| ids.with_value(|ids| s.answered(&id, right, how, ids))),
        }
        // the verdict takes the focus, which says it
        focus_after_drawing(".drill-answer .verdict");
    });
    let go_on = move |_| {
        answered.set(None);
        asked.set(next());
        focus_after_drawing(".drill .ask");
    };
    // a question that could not be shown: the way on is still there
    let stuck = move || asked.with(|(q, _)| q.is_err());
    view! {
        <div class="drill" data-drill=drill.name()>
            <p class="summary">{drill.summary()}</p>
            <Record stats />
            {move || {
                let (q, how) = asked.get();
                let again = (how == Asked::Again).then(|| view! { <p class="again">{t!(drill_again)}</p> });
                let shown = match q {
                    Err(e) => view! { <p class="error" role="alert">{e.to_string()}</p> }.into_any(),
                    Ok(q) => {
                        let link = q.address(drill);
                        let body = match q {
                            Question::Pairs(q) => view! { <PairsAsk q answered answer /> }.into_any(),
                            Question::WhichTile(q) => view! { <WhichTileAsk q=*q answered answer /> }.into_any(),
                            Question::Count(q) => view! { <CountAsk q=*q answered answer /> }.into_any(),
                        };
                        view! {
                            {body}
                            <QuestionLink link />
                        }
                        .into_any()
                    }
                };
                view! { {again} {shown} }
            }}
            <p hidden=move || answered.get().is_none() && !stuck()>
                <button type="button" class="button next-question" on:click=go_on>{t!(drill_next)}</button>
            </p>
        </div>
    }
}

/// Puts the focus on the first element `selector` finds once the page has drawn it,
/// without scrolling (the page shows what it brought into view: your hand, the answer).
fn focus_after_drawing(selector: &'static str) {
    request_animation_frame(move || {
        let found = document().query_selector(selector).ok().flatten();
        if let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = el.focus_with_options(&options);
        }
    });
}

/// The drill's accuracy and last answers.
#[component]
fn Record(stats: RwSignal<DrillStats>) -> impl IntoView {
    view! {
        <div class="drill-record">
            <p class="accuracy" aria-live="polite">{move || stats.with(accuracy)}</p>
            <p class="last" hidden=move || stats.with(|s| s.last.is_empty())>
                {t!(drill_last)} ": "
                {move || stats.with(|s| s.last.iter().map(|&r| {
                    let (mark, said) = if r { ("✓", t!(drill_last_right)) } else { ("✗", t!(drill_last_wrong)) };
                    view! { <span class="mark" class:right=r role="img" title=said aria-label=said>{mark}</span> }
                }).collect_view())}
            </p>
        </div>
    }
}

/// The question's own address, to copy.
#[component]
fn QuestionLink(link: String) -> impl IntoView {
    view! {
        <p class="question-link">
            <a href=link.clone()>{t!(drill_link)}</a> " "
            <CopyButton
                text=link
                label=t!(drill_copy_link).to_string()
                secondary=true
                copied=t!(drill_link_copied).to_string()
                by_hand=t!(drill_link_copy_by_hand).to_string()
            />
        </p>
    }
}

/// "Right." or "Not this time.", once answered.
fn verdict(right: bool) -> impl IntoView {
    view! {
        <p class="verdict" class:right=right tabindex="-1">
            <strong>{if right { t!(drill_right) } else { t!(drill_wrong) }}</strong>
        </p>
    }
}

/// A domino as it is drawn in its game.
fn domino_html(game: GameId, d: Domino, size: u32) -> String {
    let mut out = Html::new();
    tile_svg(&mut out, TileArt::domino(game, d), size);
    out.into_string()
}

/// The tiles' names, listed.
fn names(game: GameId, tiles: &[Domino]) -> String {
    let named: Vec<String> = tiles
        .iter()
        .map(|&d| TileArt::domino(game, d).accessible_name())
        .collect();
    jjak_words::list(&named)
}

/// Which tiles pair?: the tile, the set to pick from, and the check.
#[component]
fn PairsAsk(
    q: PairsQuestion,
    answered: RwSignal<Option<bool>>,
    answer: Callback<bool>,
) -> impl IntoView {
    let game = q.game;
    let picked = RwSignal::new(Vec::<Domino>::new());
    let checked = RwSignal::new(None::<pairs::Checked>);
    let tile_name = TileArt::domino(game, q.tile).accessible_name();
    let check = {
        let q = q.clone();
        move |_| {
            let c = q.check(&picked.get_untracked());
            answer.run(c.right);
            checked.set(Some(c));
        }
    };
    let faces = q.faces.clone();
    let q2 = q.clone();
    view! {
        <div class="pairs-ask">
            <div class="asked-tile" inner_html=domino_html(game, q.tile, 72)></div>
            <p class="ask" tabindex="-1">{t!(drill_pairs_ask, tile = tile_name.clone())}</p>
            <div class="pick-tiles" role="group" aria-label=t!(drill_pairs_ask, tile = tile_name.clone())>
                {faces.into_iter().map(|d| {
                    let on = move || picked.with(|p| p.contains(&d));
                    view! {
                        <button
                            type="button"
                            class="pick"
                            aria-pressed=move || on().to_string()
                            aria-label=TileArt::domino(game, d).accessible_name()
                            disabled=move || answered.get().is_some()
                            on:click=move |_| picked.update(|p| if let Some(i) = p.iter().position(|x| *x == d) { p.remove(i); } else { p.push(d); })
                            inner_html=domino_html(game, d, 44)
                        ></button>
                    }
                }).collect_view()}
            </div>
            <p hidden=move || answered.get().is_some()>
                <button type="button" class="button" on:click=check>{t!(drill_check)}</button>
            </p>
            {move || checked.get().map(|c| {
                let q = q2.clone();
                view! {
                    <div class="drill-answer">
                        {verdict(c.right)}
                        <p>{t!(drill_pairs_answer, tile = TileArt::domino(game, q.tile).accessible_name(), mates = names(game, &q.mates))}</p>
                        {(!c.missed.is_empty()).then(|| view! { <p>{t!(drill_pairs_missed, tiles = names(game, &c.missed))}</p> })}
                        {(!c.wrong.is_empty()).then(|| view! { <p>{t!(drill_pairs_not_mates, tiles = names(game, &c.wrong))}</p> })}
                        <p>{q.rule()}</p>
                    </div>
                }
            })}
        </div>
    }
}

/// Which tile?: the position on the board, fed to the table's port; the move played there
/// is the answer, and the strong computer's measure of every move is shown.
#[component]
fn WhichTileAsk(
    q: WhichTile,
    answered: RwSignal<Option<bool>>,
    answer: Callback<bool>,
) -> impl IntoView {
    let q = StoredValue::new_local(q);
    let given = RwSignal::new(None::<Answer>);
    let seen = Memo::new(move |_| {
        let open = answered.get().is_none();
        q.with_value(|q| {
            let can = Can {
                play: open,
                ..Can::LOOK
            };
            Some(Seen::of(&q.session, q.seat, false, can))
        })
    });
    let feed = TableFeed {
        seen: seen.into(),
        hinted: Signal::stored(None),
        send: Callback::new(move |command| match command {
            TableCommand::Play(action) => {
                let a = q.with_value(|q| q.answer(&action));
                answer.run(a.right);
                given.set(Some(a));
                Ok(())
            }
            _ => Ok(()),
        }),
    };
    // your hand in view once the position is drawn (on a phone it is below the fold)
    request_animation_frame(|| {
        let mine = document()
            .query_selector(".which-tile-ask .mine")
            .ok()
            .flatten();
        if let Some(mine) = mine {
            let height = window().inner_height().ok().and_then(|h| h.as_f64());
            if height.is_some_and(|h| mine.get_bounding_client_rect().bottom() > h) {
                // (its bottom at the window's bottom)
                mine.scroll_into_view_with_bool(false);
            }
        }
    });
    let points = q.with_value(|q| in_points(q.position.game));
    let value = move |v: i32| {
        if points {
            t!(drill_value_points, value = v)
        } else {
            t!(drill_value_percent, value = v)
        }
    };
    let behind = move |v: i32| {
        if points {
            t!(drill_behind_points, value = v)
        } else {
            t!(drill_behind_percent, value = v)
        }
    };
    view! {
        <div class="which-tile-ask">
            <p class="ask" tabindex="-1">{t!(drill_which_tile_ask)}</p>
            <BoardAlone feed announce=RwSignal::new(String::new()) />
            {move || given.get().map(|a| view! {
                <div class="drill-answer">
                    {verdict(a.right)}
                    <p>{t!(drill_which_tile_strong, said = a.said.clone())}</p>
                    <table class="drill-moves">
                        <thead><tr>
                            <th scope="col">{t!(drill_col_move)}</th>
                            <th scope="col">{t!(drill_col_result)}</th>
                            <th scope="col">{t!(drill_col_behind)}</th>
                        </tr></thead>
                        <tbody>
                            {a.moves.iter().map(|m| view! {
                                <tr class:yours=m.yours>
                                    <td>{m.phrase.clone()} {m.yours.then(|| format!(" ({})", t!(drill_yours)))}</td>
                                    <td>{value(m.value)}</td>
                                    <td>{(m.behind > 0).then(|| behind(m.behind))}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                </div>
            })}
        </div>
    }
}

/// Count this hand: the hand laid open, four values to choose from, the calculator's count.
#[component]
fn CountAsk(
    q: CountQuestion,
    answered: RwSignal<Option<bool>>,
    answer: Callback<bool>,
) -> impl IntoView {
    let chosen = RwSignal::new(None::<u32>);
    let right_value = q.counted.hand.value;
    let answer_html = q.answer_html().into_string();
    view! {
        <div class="count-ask">
            <div class="count-hand-view" inner_html=q.hand_html().into_string()></div>
            <p class="ask" tabindex="-1">{t!(drill_count_ask)}</p>
            <div class="choices" role="group" aria-label=t!(drill_count_ask)>
                {q.choices.iter().map(|&v| view! {
                    <button
                        type="button"
                        class="button secondary choice"
                        class:chosen=move || chosen.get() == Some(v)
                        aria-pressed=move || (chosen.get() == Some(v)).to_string()
                        disabled=move || answered.get().is_some()
                        on:click=move |_| {
                            chosen.set(Some(v));
                            answer.run(v == right_value);
                        }
                    >
                        {t!(drill_count_choice, value = v)}
                    </button>
                }).collect_view()}
            </div>
            {move || chosen.get().map(|v| view! {
                <div class="drill-answer">
                    {verdict(v == right_value)}
                    <div class="calculator" inner_html=answer_html.clone()></div>
                </div>
            })}
        </div>
    }
}
