//! The replay page (`/replay`): a game stepped through on the table in review mode, its
//! moves listed, one seat's decisions reviewed beside the strong computer's, and the game
//! kept as a record (downloaded, opened, shared as a link) or taken over from any position.
//! The game comes from the history (`?history=N`), the game in progress (`?current`), a
//! link (`#game=…`) or a record opened here.

use std::cell::RefCell;
use std::rc::Rc;

use jjak_words::{t, w, Words};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::play::record::Record;
use crate::play::remote::{FromWorker, WorkerSays};
use crate::play::replay::{Replay, ReplayStep};
use crate::play::review::{Decision, Review};
use crate::play::save::{FinishedGame, KeptGame};
use crate::play::seen::{Can, Seen};
use crate::play::session::{SavedSession, Session};
use crate::teach::embeds::{ReplayQuery, ReplaySource};
use crate::teach::query_pairs;
use crate::ui::play_state::PlayState;
use crate::ui::router::{app_root, site_root, Location};
use crate::ui::table::{BoardAlone, TableFeed};
use crate::ui::worker_client::WorkerClient;

pub const TITLE: Words = w!(tbl_replay_title);

/// A line of the move list.
#[derive(Clone, PartialEq)]
struct Line {
    /// The position after this step.
    after: usize,
    text: String,
    /// A round's deal (a heading in the list).
    deal: bool,
}

/// A reviewed decision, as the page shows it.
#[derive(Clone, PartialEq)]
struct Reviewed {
    /// The position before the move.
    at: usize,
    played: String,
    strong: String,
    strong_why: String,
    normal: String,
    normal_why: String,
    differs: bool,
}

/// Where the game to replay comes from, as the address says.
fn from_address(app: PlayState) -> Result<SavedSession, String> {
    let location = window().location();
    let hash = location.hash().unwrap_or_default();
    if let Some(text) = hash.strip_prefix("#game=") {
        let text = js_sys::decode_uri_component(text)
            .ok()
            .and_then(|t| t.as_string())
            .ok_or(t!(tbl_link_not_encoded))?;
        return KeptGame::parse(&text)?.saved();
    }
    let query = location.search().unwrap_or_default();
    for (k, v) in query_pairs(&query) {
        match k.as_str() {
            "current" => {
                return app
                    .session
                    .with_untracked(|s| s.as_ref().map(|s| s.saved()))
                    .ok_or_else(|| t!(tbl_no_game_to_replay).to_string())
            }
            "history" => {
                let n: usize = v
                    .parse()
                    .map_err(|_| t!(tbl_not_history_number, value = v))?;
                return app.file.with_untracked(|f| {
                    let g = n
                        .checked_sub(1)
                        .and_then(|i| f.history.get(i))
                        .ok_or_else(|| t!(tbl_history_no_game, number = n))?;
                    let text = g.kept.as_ref().ok_or(t!(tbl_not_kept))?;
                    KeptGame::parse(text)?.saved()
                });
            }
            _ => {}
        }
    }
    Err(t!(tbl_choose_game).into())
}

/// What the replay page shows, shared by its parts: the game, the position and the move
/// list, what the review found, the link to the game.
#[derive(Clone, Copy)]
struct ReplayState {
    replay: StoredValue<Option<Replay>, LocalStorage>,
    /// The position shown (the page's own game, not the game in progress).
    position: RwSignal<Option<Session>, LocalStorage>,
    error: RwSignal<Option<String>>,
    lines: RwSignal<Vec<Line>>,
    at: RwSignal<usize>,
    len: RwSignal<usize>,
    names: RwSignal<Vec<crate::engine::text::Named>>,
    title: RwSignal<String>,
    /// Whose hand is shown, and whether every hand is.
    viewer: RwSignal<u8>,
    open: RwSignal<bool>,
    /// What the page says of each step (read out by a screen reader).
    announce: RwSignal<String>,
    reviewed: RwSignal<Vec<Reviewed>>,
    reviewing: RwSignal<Option<String>>,
    link: RwSignal<String>,
    loaded: RwSignal<bool>,
    /// The review's worker, while a review runs.
    worker: StoredValue<Option<ReviewWorker>, LocalStorage>,
}

impl ReplayState {
    fn new() -> ReplayState {
        ReplayState {
            replay: StoredValue::new_local(None),
            position: RwSignal::new_local(None),
            error: RwSignal::new(None),
            lines: RwSignal::new(Vec::new()),
            at: RwSignal::new(0),
            len: RwSignal::new(0),
            names: RwSignal::new(Vec::new()),
            title: RwSignal::new(String::new()),
            viewer: RwSignal::new(0),
            open: RwSignal::new(true),
            announce: RwSignal::new(String::new()),
            reviewed: RwSignal::new(Vec::new()),
            reviewing: RwSignal::new(None),
            link: RwSignal::new(String::new()),
            loaded: RwSignal::new(false),
            worker: StoredValue::new_local(None),
        }
    }

    /// The position as the table's feed: as `viewer` saw it, or with every hand open;
    /// nothing on it can be played.
    fn feed(self) -> TableFeed {
        let seen = Memo::new(move |_| {
            let (seat, open) = (self.viewer.get(), self.open.get());
            self.position
                .with(|p| p.as_ref().map(|p| Seen::of(p, seat, open, Can::LOOK)))
        });
        TableFeed::looked_at(seen.into())
    }

    /// Shows position `p` and says what it is.
    fn goto(self, p: usize) {
        let mut said = String::new();
        self.replay.update_value(|r| {
            if let Some(r) = r.as_mut() {
                r.goto(p);
                let p = r.at();
                self.position.set(Some(r.session().clone()));
                self.at.set(p);
                said = match p.checked_sub(1).and_then(|i| r.steps().get(i)) {
                    None => t!(tbl_start_of_game).into(),
                    Some(s) => line_text(s),
                };
                said = t!(tbl_step_said, step = p, total = r.len(), said = said);
            }
        });
        self.announce.set(said);
    }

    /// Shows `saved` from its deal, its hands as its first human player saw them; a review
    /// of the game shown before stops.
    fn load(self, saved: SavedSession) {
        let r = match Replay::new(saved) {
            Err(e) => return self.error.set(Some(t!(tbl_cannot_replay, error = e))),
            Ok(r) => r,
        };
        self.error.set(None);
        let setup = &r.saved().setup;
        self.names.set(setup.named());
        self.title.set(format!(
            "{}: {}",
            setup.game.name(),
            setup.names().join(", ")
        ));
        self.viewer.set(
            // (the player spoken to, else the first person)
            (0..setup.players())
                .find(|&s| setup.seats[s as usize].you)
                .or_else(|| {
                    (0..setup.players()).find(|&s| setup.seats[s as usize].player.is_person())
                })
                .unwrap_or(0),
        );
        self.lines.set(
            r.steps()
                .iter()
                .enumerate()
                .map(|(i, s)| Line {
                    after: i + 1,
                    text: line_text(s),
                    deal: matches!(s, ReplayStep::NextRound { .. }),
                })
                .collect(),
        );
        self.len.set(r.len());
        self.link.set(format!(
            "{}replay#game={}",
            app_root(),
            js_sys::encode_uri_component(&KeptGame::of(r.saved()).to_text())
        ));
        self.reviewed.set(Vec::new());
        self.reviewing.set(None);
        self.worker.set_value(None);
        self.replay.set_value(Some(r));
        self.loaded.set(true);
        self.goto(0);
    }

    /// `by` steps forward (back when negative), within the game.
    fn step(self, by: i64) {
        let p = (self.at.get_untracked() as i64 + by).clamp(0, self.len.get_untracked() as i64);
        self.goto(p as usize);
    }

    fn round_start(self) {
        let p = self
            .replay
            .with_value(|r| r.as_ref().map_or(0, Replay::round_start));
        self.goto(p);
    }

    fn round_end(self) {
        let p = self
            .replay
            .with_value(|r| r.as_ref().map_or(0, Replay::round_end));
        self.goto(p);
    }

    /// The next reviewed decision where the player and the strong computer differ (from
    /// the first one after the last).
    fn next_difference(self) {
        let now = self.at.get_untracked();
        let next = self.reviewed.with_untracked(|list| {
            list.iter()
                .filter(|d| d.differs && d.at > now)
                .map(|d| d.at)
                .min()
                .or_else(|| list.iter().filter(|d| d.differs).map(|d| d.at).min())
        });
        match next {
            Some(p) => self.goto(p),
            None => self.announce.set(t!(tbl_no_difference).into()),
        }
    }

    /// ← and → step, Home and End go to the round's start and end (not while typing or
    /// choosing in a field), while the page is shown.
    fn listen_to_keys(self) {
        let keys = window_event_listener(leptos::ev::keydown, move |ev| {
            let typing = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| {
                    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                });
            if typing
                || ev.alt_key()
                || ev.ctrl_key()
                || ev.meta_key()
                || self.replay.with_value(Option::is_none)
            {
                return;
            }
            match ev.key().as_str() {
                "ArrowLeft" => self.step(-1),
                "ArrowRight" => self.step(1),
                "Home" => self.round_start(),
                "End" => self.round_end(),
                _ => return,
            }
            ev.prevent_default();
        });
        on_cleanup(move || keys.remove());
    }
}

/// The replay page; with `embed`, a replay alone in a frame (`/embed/replay?…`): the game
/// its address names, stepped through, without the review and the keeping.
#[component]
pub fn ReplayPage(#[prop(optional)] embed: Option<ReplayQuery>) -> impl IntoView {
    crate::ui::set_title(TITLE.text());
    let full = embed.is_none();
    let s = ReplayState::new();
    match embed {
        None => {
            // (a game of the app's: its history, its game in progress)
            let app = PlayState::get();
            let from_here = move || match from_address(app) {
                Ok(saved) => s.load(saved),
                Err(e) => s.error.set(Some(e)),
            };
            from_here();
            // a link to another game opened in this tab
            let hash = window_event_listener(leptos::ev::hashchange, move |_| from_here());
            on_cleanup(move || hash.remove());
        }
        Some(q) => show_embedded(s, q),
    }
    s.listen_to_keys();
    on_cleanup(move || s.worker.update_value(|w| *w = None));
    // (from the history's "Download": the record's button has the focus, a browser
    // downloading only what the player asks for)
    let asked = query_pairs(&window().location().search().unwrap_or_default());
    let offer = full && asked.iter().any(|(k, _)| k == "download") && s.loaded.get_untracked();
    let shown = move || {
        s.reviewed
            .with(|list| list.iter().find(|d| d.at == s.at.get()).cloned())
    };

    view! {
        <section class="page replay-page" on:dragover=|ev: leptos::ev::DragEvent| ev.prevent_default() on:drop=move |ev| on_drop(s, ev)>
            <h1>{move || if s.title.with(String::is_empty) { TITLE.to_string() } else { t!(tbl_replay_of, title = s.title.get()) }}</h1>
            <Show when=move || s.error.with(Option::is_some)>
                <p class="error" role="alert">{move || s.error.get()}</p>
            </Show>
            <Show when=move || s.loaded.get()>
                <Controls s=s />
                <div class="replay-body">
                    <div class="replay-table">
                        // (the table's own telling of each move is not read out: the page
                        // says each step, with its number)
                        <BoardAlone feed=s.feed() announce=RwSignal::new(String::new()) />
                        {move || shown().map(|d| view! {
                            <div class="review-note" class:differs=d.differs>
                                <p><strong>{format!("{} ", t!(tbl_played))}</strong>{d.played}</p>
                                <p><strong>{format!("{} ", t!(tbl_strong))}</strong>{d.strong}" ("{d.strong_why}")"</p>
                                <p><strong>{format!("{} ", t!(tbl_normal))}</strong>{d.normal}" ("{d.normal_why}")"</p>
                            </div>
                        })}
                    </div>
                    <aside class="replay-side">
                        <MoveList s=s />
                        <Show when=move || full>
                            <ReviewPanel s=s />
                            <KeepPanel s=s offer=offer />
                        </Show>
                    </aside>
                </div>
            </Show>
            <Show when=move || full>
                <section class="open-record" aria-label=t!(tbl_open_record)>
                    <h2>{t!(tbl_open_record)}</h2>
                    <label>{format!("{} ", t!(tbl_record_file))}
                        <input type="file" accept=".json,application/json" on:change=move |ev| on_file(s, ev) />
                    </label>
                </section>
            </Show>
            <p class="sr-only" aria-live="polite">{move || s.announce.get()}</p>
        </section>
    }
}

/// An embedded replay's game (a kept game in its address, or a record of the site's), at
/// the step and from the seat the address names.
fn show_embedded(s: ReplayState, q: ReplayQuery) {
    let show = move |saved: Result<SavedSession, String>| match saved {
        Err(e) => s.error.set(Some(e)),
        Ok(saved) => {
            s.load(saved);
            if let Some(seat) = q.seat {
                if usize::from(seat) <= s.names.with_untracked(Vec::len) {
                    s.open.set(false);
                    s.viewer.set(seat - 1);
                } else {
                    s.error.set(Some(t!(tbl_no_seat, seat = seat)));
                }
            }
            s.goto(q.step);
        }
    };
    match q.source.clone() {
        ReplaySource::Kept(text) => show(KeptGame::parse(&text).and_then(|k| k.saved())),
        ReplaySource::Record(path) => {
            // (records are at the app's root, shared by every language)
            let url = format!("{}{}", site_root(), path.trim_start_matches('/'));
            wasm_bindgen_futures::spawn_local(async move {
                use crate::ui::fetch::{fetch_text, FetchError};
                let read = match fetch_text(&url).await {
                    // (a host answering every address with the app's page: no record either)
                    Err(FetchError::Status(404)) => Err(t!(tbl_record_missing, path = path)),
                    Ok(text) if text.trim_start().starts_with('<') => {
                        Err(t!(tbl_record_missing, path = path))
                    }
                    Err(e) => Err(t!(tbl_record_not_loaded, path = path, why = e.cause())),
                    Ok(text) => Record::parse(&text)
                        .and_then(|r| r.play().map(|s| s.saved()))
                        .map_err(|e| t!(tbl_record_not_shown, path = path, error = e)),
                };
                show(read);
            });
        }
    }
}

/// The replay's buttons (round start, back, forward, round end), the step, and whose hands
/// are shown.
#[component]
fn Controls(s: ReplayState) -> impl IntoView {
    view! {
        <div class="replay-controls" role="toolbar" aria-label=t!(tbl_replay_title)>
            <button type="button" class="button secondary" aria-keyshortcuts="Home" on:click=move |_| s.round_start()>{t!(tbl_round_start)}</button>
            <button type="button" class="button" aria-keyshortcuts="ArrowLeft" on:click=move |_| s.step(-1)>{t!(tbl_back)}</button>
            <button type="button" class="button" aria-keyshortcuts="ArrowRight" on:click=move |_| s.step(1)>{t!(tbl_forward)}</button>
            <button type="button" class="button secondary" aria-keyshortcuts="End" on:click=move |_| s.round_end()>{t!(tbl_round_end)}</button>
            <span class="replay-at">{move || t!(tbl_step_of, step = s.at.get(), total = s.len.get())}</span>
            <label>
                {format!("{} ", t!(tbl_show))}
                <select on:change=move |ev| {
                    let v = event_target_value(&ev);
                    match v.parse::<u8>() {
                        Ok(seat) => { s.open.set(false); s.viewer.set(seat); }
                        Err(_) => s.open.set(true),
                    }
                }>
                    <option value="all" selected=true>{t!(tbl_every_hand)}</option>
                    {move || s.names.get().into_iter().enumerate().map(|(i, n)| view! {
                        <option value=i.to_string()>{t!(tbl_as_seen_by, name = n)}</option>
                    }).collect_view()}
                </select>
            </label>
        </div>
    }
}

/// The moves, each a button to its position; a reviewed move is marked as the strong
/// computer agrees or differs.
#[component]
fn MoveList(s: ReplayState) -> impl IntoView {
    // (a step tells the entry it leaves and the one it marks, not every entry: a step
    // costs the same however long the game)
    let at = s.at;
    let shown = Selector::new(move || at.get());
    let current = move |after: usize| shown.selected(&after);
    let marks = move |after: usize| {
        s.reviewed.with(|list| {
            list.iter()
                .find(|d| d.at + 1 == after)
                .map(|d| if d.differs { " differs" } else { " agrees" })
                .unwrap_or("")
        })
    };
    view! {
        <h2>{t!(tbl_moves)}</h2>
        <ol class="replay-moves">
            <li><button type="button" class="link" aria-current={let current = current.clone(); move || current(0).then_some("step")} on:click=move |_| s.goto(0)>{t!(tbl_the_deal)}</button></li>
            <For each=move || s.lines.get() key=|l| l.after children=move |l| {
                let after = l.after;
                let current = current.clone();
                view! {
                    <li class:deal=l.deal class=move || marks(after)>
                        <button type="button" class="link" aria-current=move || current(after).then_some("step") on:click=move |_| s.goto(after)>{l.text.clone()}</button>
                    </li>
                }
            } />
        </ol>
    }
}

/// A seat's options, one for each seat of the game shown.
fn seat_options(s: ReplayState) -> impl IntoView {
    move || {
        s.names
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, n)| view! { <option value=i.to_string()>{n.name}</option> })
            .collect_view()
    }
}

/// One seat's decisions reviewed beside the strong computer's, in the review's worker.
#[component]
fn ReviewPanel(s: ReplayState) -> impl IntoView {
    let review_seat = RwSignal::new(0u8);
    let start_review = move || {
        let seat = review_seat.get_untracked();
        // (the game's own budget for the strong computer, as the lab's review takes it)
        let review = s
            .replay
            .with_value(|r| r.as_ref().and_then(|r| Review::new(r, seat, None).ok()));
        s.reviewed.set(Vec::new());
        let Some(review) = review.filter(|r| r.total() > 0) else {
            s.reviewing.set(Some(t!(tbl_no_choice).into()));
            return;
        };
        s.reviewing.set(Some(t!(tbl_reviewing, n = review.total())));
        match ReviewWorker::start(s.replay, review, s.reviewed, s.reviewing) {
            Ok(w) => s.worker.set_value(Some(w)),
            Err(why) => s.reviewing.set(Some(t!(tbl_review_not_started, why = why))),
        }
    };
    view! {
        <section class="review" aria-label=t!(tbl_review)>
            <h2>{t!(tbl_review)}</h2>
            <p>{t!(tbl_review_lead)}</p>
            <label>{format!("{} ", t!(tbl_player))}
                <select on:change=move |ev| review_seat.set(event_target_value(&ev).parse().unwrap_or(0))>{seat_options(s)}</select>
            </label>
            <button type="button" class="button" on:click=move |_| start_review()>{t!(tbl_review_start)}</button>
            <button type="button" class="button secondary" on:click=move |_| s.next_difference()
                disabled=move || !s.reviewed.with(|l| l.iter().any(|d| d.differs))>{t!(tbl_next_difference)}</button>
            <p class="review-status" role="status">{move || s.reviewing.get()}</p>
        </section>
    }
}

/// The game kept and shared: its record downloaded (focused when `offer`: the history's
/// "Download" led here), its link, the frame for another site, and playing on from the
/// position shown, as the game in progress.
#[component]
fn KeepPanel(s: ReplayState, offer: bool) -> impl IntoView {
    let app = PlayState::get();
    let loc = Location::get();
    let take_seat = RwSignal::new(0u8);
    let take_over = move || {
        let seat = take_seat.get_untracked();
        let taken = s
            .replay
            .with_value(|r| r.as_ref().map(|r| r.take_over(seat)));
        match taken {
            Some(Ok(session)) => {
                // the game in progress, if any, is kept in the history first; both are
                // saved at once, and the table opens only if they were (another tab may
                // have moved on: the notice then offers its game)
                let current = app
                    .session
                    .with_untracked(|s| s.as_ref().map(FinishedGame::of));
                let before = app.file.get_untracked();
                let taken = app.change(|file| {
                    if let Some(f) = current {
                        file.remember(f);
                    }
                    file.session = Some(session.saved());
                });
                match taken {
                    Ok(()) => {
                        app.session.set(Some(session));
                        loc.navigate("/table");
                    }
                    Err(e) => {
                        app.file.set(before);
                        s.error.set(Some(t!(tbl_take_over_not_saved, why = e)));
                    }
                }
            }
            Some(Err(e)) => s.error.set(Some(t!(tbl_cannot_take_over, error = e))),
            None => {}
        }
    };
    let download = move || {
        let text = s.replay.with_value(|r| {
            r.as_ref()
                .map(|r| Record::of(r.saved()).map(|rec| (rec.to_text(), rec.game.id())))
        });
        match text {
            Some(Ok((text, game))) => {
                if let Err(why) = save_file(&format!("jjak-{game}.json"), &text) {
                    s.error.set(Some(t!(tbl_not_downloaded, why = why)));
                }
            }
            Some(Err(e)) => s.error.set(Some(t!(tbl_not_written, error = e))),
            None => {}
        }
    };
    let download_button = NodeRef::<leptos::html::Button>::new();
    if offer {
        // (once the button is on the page)
        Effect::new(move |_| {
            if let Some(b) = download_button.get() {
                let _ = b.focus();
            }
        });
    }
    let copy_link = move || {
        crate::ui::dom::copy_text(&s.link.get_untracked(), move |copied| {
            s.announce.set(if copied {
                t!(tbl_link_copied).into()
            } else {
                t!(tbl_select_link).into()
            })
        });
    };
    view! {
        <section class="keep" aria-label=t!(tbl_keep_share)>
            <h2>{t!(tbl_keep_share)}</h2>
            <button type="button" class="button" node_ref=download_button on:click=move |_| download()>{t!(tbl_download)}</button>
            <label class="share">{format!("{} ", t!(tbl_link_label))}
                <input type="text" readonly=true prop:value=move || s.link.get() on:focus=|ev| {
                    if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) { i.select(); }
                } />
            </label>
            <button type="button" class="button secondary" on:click=move |_| copy_link()>{t!(tbl_copy_link)}</button>
            <label class="share">{format!("{} ", t!(tbl_on_your_site))}
                <textarea readonly=true rows=3 prop:value=move || snippet(&s.link.get()) on:focus=|ev| {
                    if let Some(t) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) { t.select(); }
                }></textarea>
            </label>
            <h2>{t!(tbl_play_on)}</h2>
            <label>{format!("{} ", t!(tbl_as))}
                <select on:change=move |ev| take_seat.set(event_target_value(&ev).parse().unwrap_or(0))>{seat_options(s)}</select>
            </label>
            <button type="button" class="button" on:click=move |_| take_over()>{t!(tbl_take_over)}</button>
            <p class="hint">{t!(tbl_take_over_hint)}</p>
        </section>
    }
}

/// A record the player opened (its file's name and text, or why it was not read), shown
/// from its deal.
fn open_text(s: ReplayState, name: String, text: Result<String, String>) {
    let read = text.and_then(|text| {
        Record::parse(&text)
            .and_then(|r| r.play().map(|s| s.saved()))
            .map_err(|e| e.to_string())
    });
    match read {
        Ok(saved) => {
            s.load(saved);
            s.announce.set(t!(tbl_opened, name = name));
        }
        Err(e) => s
            .error
            .set(Some(t!(tbl_cannot_open, name = name, error = e))),
    }
}

/// A record chosen in the file field.
fn on_file(s: ReplayState, ev: leptos::ev::Event) {
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok());
    if let Some(file) = input.and_then(|i| i.files()).and_then(|f| f.get(0)) {
        read_file(file, move |name, text| open_text(s, name, text));
    }
}

/// A record dropped on the page.
fn on_drop(s: ReplayState, ev: leptos::ev::DragEvent) {
    ev.prevent_default();
    if let Some(file) = ev
        .data_transfer()
        .and_then(|d| d.files())
        .and_then(|f| f.get(0))
    {
        read_file(file, move |name, text| open_text(s, name, text));
    }
}

/// The frame a site shows this game in (its link's game, in `/embed/replay`, at the app's
/// root, in this page's language).
fn snippet(link: &str) -> String {
    let lang = crate::teach::embeds::lang_parameter();
    match link.split_once("replay#game=") {
        Some((_, game)) => format!(
            r#"<iframe src="{}embed/replay?game={game}{lang}" title="{}" style="width:100%;border:0" height="900" loading="lazy"></iframe>"#,
            site_root(),
            t!(tbl_iframe_title)
        ),
        None => String::new(),
    }
}

/// A step of the move list in words.
fn line_text(s: &ReplayStep) -> String {
    match s {
        ReplayStep::Move {
            round,
            number,
            text,
            ..
        } => format!("{round}.{number} {text}"),
        ReplayStep::NextRound { over: true, .. } => t!(tbl_match_over_step).into(),
        ReplayStep::NextRound { round, .. } => t!(tbl_round_dealt, round = round),
    }
}

/// Offers `text` as a file named `name` to download.
fn save_file(name: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| t!(tbl_browser_refused))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| t!(tbl_no_address))?;
    let a = document()
        .create_element("a")
        .map_err(|_| t!(tbl_no_link))?
        .unchecked_into::<web_sys::HtmlAnchorElement>();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Reads `file` as text and gives it to `then` with its name; a file longer than a record
/// may be is not read (a record's limit, said as such).
fn read_file(file: web_sys::File, then: impl Fn(String, Result<String, String>) + 'static) {
    let name = file.name();
    let size = file.size();
    if size > crate::play::record::MAX_BYTES as f64 {
        let too_long = crate::play::record::RecordError::TooLong(size as usize);
        then(name, Err(too_long.to_string()));
        return;
    }
    let promise = file.text();
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(promise)
            .await
            .ok()
            .and_then(|t| t.as_string())
            .ok_or_else(|| t!(tbl_file_not_read).to_string());
        then(name, text);
    });
}

/// The review's decisions, thought out one after another by the computers' worker (which
/// stops when this is dropped).
struct ReviewWorker {
    _client: Rc<WorkerClient>,
}

impl Reviewed {
    /// A reviewed decision in the players' words.
    fn of(d: &Decision, names: &[crate::engine::text::Named]) -> Reviewed {
        let said =
            |a: &crate::engine::matches::AnyAction| crate::play::words::say(&a.phrase(), names);
        Reviewed {
            at: d.at,
            played: said(&d.played),
            strong: said(&d.strong.0),
            strong_why: d.strong.1.to_string(),
            normal: said(&d.normal.0),
            normal_why: d.normal.1.to_string(),
            differs: d.differs(),
        }
    }
}

impl ReviewWorker {
    /// Sends `review`'s next decision to the worker; each answer adds a line to
    /// `reviewed` and sends the next.
    fn start(
        replay: StoredValue<Option<Replay>, LocalStorage>,
        review: Review,
        reviewed: RwSignal<Vec<Reviewed>>,
        status: RwSignal<Option<String>>,
    ) -> Result<ReviewWorker, String> {
        let review = Rc::new(RefCell::new(review));
        // (the client, once started, for the answers to send the next decision with: held
        // weakly, so that dropping the review's worker stops it)
        let client: Rc<RefCell<std::rc::Weak<WorkerClient>>> = Rc::default();
        let send = {
            let review = review.clone();
            let client = client.clone();
            move || -> Result<(), String> {
                let review = review.borrow();
                let sent = replay.with_value(|r| r.as_ref().map(|r| review.job(r)));
                let sent = match sent.ok_or(t!(tbl_game_gone))? {
                    Some(sent) => sent?,
                    None => return Ok(()),
                };
                let client = client.borrow().upgrade().ok_or(t!(tbl_worker_refused))?;
                client
                    .send(review.answered() as u64, sent.job, 60_000.0)
                    .then_some(())
                    .ok_or_else(|| t!(tbl_worker_refused).to_string())
            }
        };
        let sender = send.clone();
        let heard = move |heard: Result<FromWorker, String>| {
            let asked = review.borrow().answered() as u64;
            let answer = match heard {
                // (only the answer to the decision sent last)
                Ok(FromWorker { id, .. }) if id != asked => return,
                Ok(FromWorker {
                    says: WorkerSays::Thinking { .. },
                    ..
                }) => return,
                Ok(FromWorker {
                    says: WorkerSays::Decided { answer },
                    ..
                }) => answer,
                Ok(FromWorker {
                    says: WorkerSays::Failed { why },
                    ..
                })
                | Err(why) => {
                    status.set(Some(t!(tbl_review_stopped, why = why)));
                    return;
                }
            };
            let line = replay.with_value(|r| {
                let r = r.as_ref()?;
                let names = r.saved().setup.named();
                let mut review = review.borrow_mut();
                Some(Reviewed::of(review.take_answer(r, &answer)?, &names))
            });
            if let Some(l) = line {
                reviewed.update(|list| list.push(l));
            }
            let (done, total, differ, over) = {
                let r = review.borrow();
                (r.answered(), r.total(), r.differences(), r.is_over())
            };
            if over {
                status.set(Some(t!(tbl_reviewed_all, total = total, differ = differ)));
            } else {
                status.set(Some(t!(
                    tbl_reviewed_so_far,
                    done = done,
                    total = total,
                    differ = differ
                )));
                if let Err(why) = sender() {
                    status.set(Some(t!(tbl_review_stopped, why = why)));
                }
            }
        };
        let started = Rc::new(WorkerClient::start(heard)?);
        *client.borrow_mut() = Rc::downgrade(&started);
        send()?;
        Ok(ReviewWorker { _client: started })
    }
}
