//! The host's page of a game with friends on other devices (`/together`). First the
//! invitations: for each friend's seat, a link to send and a box for the friend's answer;
//! once every friend is connected and has sent its seed, the first round is dealt. Then the
//! table, fed by the game held here (the save's game in progress, as any game): the host
//! plays their seat, the computers think in their worker, and every change goes to each
//! friend as that friend's view (`play::link::host`). A friend who is gone gets a new
//! invitation, or a computer for their seat.

use std::collections::BTreeMap;
use std::rc::Rc;

use jjak_words::{list, t};
use leptos::prelude::*;

use super::rtc::{Peer, PeerEvent};
use super::stored::{self, HOST};
use super::widgets::{keep_said, CodeBox, NetworkForm, Notice, Phrases, Said};
use crate::ai::Level;
use crate::engine::core::Seat;
use crate::play::link::host::{Host, Outbox};
use crate::play::link::invitation::{Answer, Invitation};
use crate::play::link::sdp::Description;
use crate::play::link::wire::{write, Phrase, Stamp, ToFriend};
use crate::play::markup::standings;
use crate::play::save::FinishedGame;
use crate::play::seen::{Can, Seen, TableCommand};
use crate::play::session::{Player, Session};
use crate::play::words::spelled;
use crate::ui::computer::{drive_computer, ThinkingNow};
use crate::ui::play_state::PlayState;
use crate::ui::router::app_root;
use crate::ui::settings::SettingsForm;
use crate::ui::table::{one_screen, say, Opened, Table, TableFeed};

/// Where a friend's seat stands on this device.
#[derive(Clone, Debug, PartialEq)]
enum Status {
    Waiting,
    Making,
    /// The invitation's link, waiting for the answer.
    Invited(String),
    Connecting,
    Connected,
    Gone,
}

/// What the page shows.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    /// No link on this device.
    NoLink,
    /// The link's game is no longer the game in progress.
    Lost,
    /// Invitations, before the first deal.
    Lobby,
    Playing,
    Over,
}

/// The host's side of the link on this page; cheap to copy.
#[derive(Clone, Copy)]
struct Link {
    state: PlayState,
    host: RwSignal<Option<Host>>,
    seats: RwSignal<BTreeMap<Seat, Status>>,
    peers: StoredValue<BTreeMap<Seat, Rc<Peer>>, LocalStorage>,
    /// Why a friend's answer did not connect, by seat.
    refused: RwSignal<BTreeMap<Seat, String>>,
    notice: RwSignal<Option<String>>,
    said: RwSignal<Vec<String>>,
    announce: RwSignal<String>,
    /// The position the friends were last sent.
    sent: StoredValue<Option<Stamp>>,
}

impl Link {
    fn provide(state: PlayState) -> Link {
        // (a game the new-game page has just started, else the link kept)
        let kept = match stored::start_asked() {
            Ok(None) => stored::load::<Host>(HOST),
            started => started,
        };
        let (host, notice) = match kept {
            Ok(host) => (host, None),
            Err(why) => (None, Some(why)),
        };
        let mut seats = BTreeMap::new();
        for &seat in host.iter().flat_map(|h| h.friends.keys()) {
            seats.insert(seat, Status::Waiting);
        }
        Link {
            state,
            host: RwSignal::new(host),
            seats: RwSignal::new(seats),
            peers: StoredValue::new_local(BTreeMap::new()),
            refused: RwSignal::new(BTreeMap::new()),
            notice: RwSignal::new(notice),
            said: RwSignal::new(Vec::new()),
            announce: RwSignal::new(String::new()),
            sent: StoredValue::new(None),
        }
    }

    /// The link's game, if it is the game in progress.
    fn game(self) -> Option<Session> {
        let host = self.host.get_untracked()?;
        self.state.session.get_untracked().filter(|s| host.plays(s))
    }

    fn phase(self) -> Phase {
        self.host.with(|h| {
            let Some(h) = h else { return Phase::NoLink };
            if !h.has_dealt() {
                return Phase::Lobby;
            }
            self.state.session.with(|s| match s {
                Some(s) if h.plays(s) && s.game.is_over() => Phase::Over,
                Some(s) if h.plays(s) => Phase::Playing,
                _ => Phase::Lost,
            })
        })
    }

    /// Does `f` on the host's side and the link's game, then keeps what changed and sends
    /// what is to be sent.
    fn run(self, f: impl FnOnce(&mut Host, &mut Option<Session>) -> Outbox) {
        let Some(mut host) = self.host.get_untracked() else {
            return;
        };
        let mut session = self.game();
        let before = (host.stamp(&session), session.is_some());
        let out = f(&mut host, &mut session);
        if (host.stamp(&session), session.is_some()) != before {
            self.sent.set_value(Some(host.stamp(&session)));
            self.state.play(|s| *s = session);
        }
        if out.changed {
            if let Err(why) = stored::save(HOST, &host) {
                self.notice.set(Some(why));
            }
        }
        self.host.set(Some(host));
        if let Some(why) = out.notice {
            self.notice.set(Some(self.spoken(&why)));
        }
        if let Some((seat, phrase)) = out.said {
            self.heard(seat, phrase);
        }
        self.post(out.to);
    }

    /// A sentence in the language shown, the players named.
    fn spoken(self, text: &crate::engine::text::Text) -> String {
        let names = self.names();
        spelled(text, &names)
    }

    /// The players, named: the link's game's, or before its deal the link's setup's.
    fn names(self) -> Vec<crate::engine::text::Named> {
        self.host.with_untracked(|h| {
            let Some(h) = h else { return Vec::new() };
            self.state.session.with_untracked(|s| match s {
                Some(s) if h.plays(s) => s.setup.named(),
                _ => h.setup.named(),
            })
        })
    }

    /// A preset message from `seat`, shown and announced.
    fn heard(self, seat: Seat, phrase: Phrase) {
        let name = crate::play::words::player(&self.names(), seat);
        let line = t!(link_said, name = name, phrase = phrase.text());
        say(self.announce, line.clone());
        keep_said(self.said, line);
    }

    /// Sends each message to its friend's device, if connected.
    fn post(self, to: Vec<(Seat, ToFriend)>) {
        self.peers.with_value(|peers| {
            for (seat, message) in to {
                if let Some(peer) = peers.get(&seat) {
                    peer.send(&write(&message));
                }
            }
        });
    }

    /// After the game changed here (the host's move, a computer's): each friend's view.
    fn changed(self) {
        let Some(host) = self.host.get_untracked() else {
            return;
        };
        let session = self.game();
        if session.is_none() || self.sent.get_value() == Some(host.stamp(&session)) {
            return;
        }
        self.sent.set_value(Some(host.stamp(&session)));
        self.run(|h, s| Outbox {
            to: h.views(s),
            changed: true,
            ..Outbox::default()
        });
    }

    /// Reads the words of each language a friend reads and this page has not read, and
    /// sends their views again in it.
    fn learn_languages(self) {
        let langs: Vec<String> = self.host.with_untracked(|h| {
            h.iter()
                .flat_map(|h| h.friends.values())
                .map(|f| f.lang.clone())
                .filter(|l| !l.is_empty() && !jjak_words::knows_language(l))
                .collect()
        });
        for lang in langs {
            let Some(url) = words_url(&lang) else {
                continue;
            };
            leptos::task::spawn_local(async move {
                if jjak_words::knows_language(&lang) {
                    return;
                }
                let learnt = crate::ui::fetch::fetch_text(&url)
                    .await
                    .map_err(|e| e.page_not_loaded())
                    .and_then(|text| jjak_words::learn_language(&lang, text).map(|_| ()));
                match learnt {
                    Ok(()) => {
                        self.sent.set_value(None);
                        self.changed();
                    }
                    Err(why) => self.notice.set(Some(why)),
                }
            });
        }
    }

    fn set_status(self, seat: Seat, status: Status) {
        self.seats.update(|s| {
            s.insert(seat, status);
        });
    }

    /// What happened on the connection to `seat`'s friend.
    fn on_event(self, seat: Seat, event: PeerEvent) {
        match event {
            PeerEvent::Open => self.set_status(seat, Status::Connected),
            PeerEvent::Message(text) => {
                self.run(|h, s| h.receive(seat, &text, s));
                self.learn_languages();
            }
            PeerEvent::Closed => {
                self.set_status(seat, Status::Gone);
                self.peers.update_value(|p| {
                    p.remove(&seat);
                });
            }
        }
    }

    /// Makes an invitation for `seat`: a connection offered, its description in a link.
    fn invite(self, seat: Seat) {
        let Some(host) = self.host.get_untracked() else {
            return;
        };
        self.set_status(seat, Status::Making);
        self.peers.update_value(|p| {
            p.remove(&seat);
        });
        let network = self
            .state
            .file
            .with_untracked(|f| f.settings.network.clone());
        let events: Rc<dyn Fn(PeerEvent)> = Rc::new(move |e| self.on_event(seat, e));
        leptos::task::spawn_local(async move {
            let made = async {
                let (peer, sdp) = Peer::offer(&network, events).await?;
                let offer = Description::parse(&sdp, true).map_err(|e| e.to_string())?;
                let code = Invitation {
                    link: host.link(),
                    seat,
                    game: host.setup.game,
                    offer,
                }
                .to_code();
                Ok::<_, String>((peer, format!("{}join#{code}", app_root())))
            };
            match made.await {
                Ok((peer, link)) => {
                    self.peers.update_value(|p| {
                        p.insert(seat, Rc::new(peer));
                    });
                    self.set_status(seat, Status::Invited(link));
                }
                Err(why) => {
                    self.set_status(seat, Status::Waiting);
                    self.notice.set(Some(why));
                }
            }
        });
    }

    /// Takes the friend's answer (its text, or its link) for `seat`.
    fn accept(self, seat: Seat, text: &str) {
        let Some(host) = self.host.get_untracked() else {
            return;
        };
        let refuse = |why: String| {
            self.refused.update(|r| {
                r.insert(seat, why);
            })
        };
        let answer = match Answer::read(text) {
            Ok(a) if a.link == host.link() && a.seat == seat => a,
            Ok(_) => return refuse(t!(link_answer_wrong).to_string()),
            Err(e) => return refuse(e.to_string()),
        };
        self.refused.update(|r| {
            r.remove(&seat);
        });
        let Some(peer) = self.peers.with_value(|p| p.get(&seat).cloned()) else {
            return refuse(t!(link_answer_wrong).to_string());
        };
        self.set_status(seat, Status::Connecting);
        let sdp = answer.answer.to_sdp();
        leptos::task::spawn_local(async move {
            if let Err(why) = peer.accept(&sdp).await {
                self.set_status(seat, Status::Gone);
                self.refused.update(|r| {
                    r.insert(seat, why);
                });
            }
        });
    }
}

#[component]
pub fn TogetherPage() -> impl IntoView {
    crate::ui::set_title(t!(link_together_title));
    let state = PlayState::get();
    let link = Link::provide(state);
    let phase = Memo::new(move |_| link.phase());
    // an answer opened as a link on this device goes to the page that waits for it
    let opened = answer_in_address();
    // an answer another page of this device left
    let _listen = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().as_deref() != Some(stored::ANSWER) {
            return;
        }
        if let Some(code) = ev.new_value() {
            if let Ok(a) = Answer::read(&code) {
                link.accept(a.seat, &code);
            }
        }
    });
    view! {
        <section class=move || match phase.get() {
            Phase::Playing => "page table-page together",
            _ => "page narrow together",
        }>
            {move || (phase.get() != Phase::Playing).then(|| view! { <Notice notice=link.notice /> })}
            {opened.then(|| view! { <p class="notice" role="status">{t!(link_answer_passed)}</p> })}
            {move || match phase.get() {
                Phase::NoLink => view! { <div class="narrow no-game" inner_html=t!(link_no_link)></div> }.into_any(),
                Phase::Lost => view! {
                    <div class="narrow">
                        <p>{t!(link_lost)}</p>
                        <button class="button secondary" on:click=move |_| {
                            stored::forget(HOST);
                            link.host.set(None);
                        }>{t!(link_forget)}</button>
                    </div>
                }.into_any(),
                Phase::Lobby => view! { <Lobby link /> }.into_any(),
                Phase::Playing => view! { <HostTable link /> }.into_any(),
                Phase::Over => view! { <HostOver link /> }.into_any(),
            }}
            <p class="sr-only" aria-live="polite">{move || link.announce.get()}</p>
        </section>
    }
}

/// Where the words of `lang` are (the page's loader names every language's: tools/site.mjs).
fn words_url(lang: &str) -> Option<String> {
    let jjak = crate::ui::handover::page_shared()?;
    let words = js_sys::Reflect::get(&jjak, &"words".into()).ok()?;
    let all = js_sys::Reflect::get(&words, &"all".into()).ok()?;
    js_sys::Reflect::get(&all, &lang.into()).ok()?.as_string()
}

/// An answer in the page's address (`/together#<answer>`, opened from the friend's QR
/// code): left for the host's page that waits for it. True if there was one.
fn answer_in_address() -> bool {
    let hash = window().location().hash().unwrap_or_default();
    let code = hash.trim_start_matches('#');
    if code.is_empty() || Answer::read(code).is_err() {
        return false;
    }
    let _ = stored::save(stored::ANSWER, &code.to_string());
    if let Ok(h) = window().history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("together"));
    }
    true
}

/// The invitations, before the first deal.
#[component]
fn Lobby(link: Link) -> impl IntoView {
    view! {
        <div class="lobby">
            <h1>{t!(link_invite_heading)}</h1>
            <p>{t!(link_invite_intro)}</p>
            <NetworkForm />
            <Friends link />
            <p role="status">{move || waiting_text(link)}</p>
        </div>
    }
}

/// Who the next deal waits for, in words.
fn waiting_text(link: Link) -> Option<String> {
    let names = link.names();
    let waiting: Vec<_> = link
        .host
        .with(|h| h.as_ref().map(Host::waiting_for).unwrap_or_default());
    (!waiting.is_empty()).then(|| {
        let named: Vec<_> = waiting
            .iter()
            .map(|&s| crate::play::words::player(&names, s))
            .collect();
        t!(link_waiting_deal, names = list(&named))
    })
}

/// Each friend's seat: where it stands, and what the host can do for it.
#[component]
fn Friends(link: Link) -> impl IntoView {
    let seats = move || link.seats.with(|s| s.keys().copied().collect::<Vec<_>>());
    view! {
        <ul class="friends">
            <For each=seats key=|s| *s let:seat>
                <FriendSeat link seat />
            </For>
        </ul>
    }
}

#[component]
fn FriendSeat(link: Link, seat: Seat) -> impl IntoView {
    let status = Memo::new(move |_| {
        link.seats
            .with(|s| s.get(&seat).cloned().unwrap_or(Status::Waiting))
    });
    let name = move || crate::play::words::player(&link.names(), seat);
    let words = move || {
        let status = match status.get() {
            Status::Waiting => t!(link_status_waiting).to_string(),
            Status::Making => t!(link_status_making).to_string(),
            Status::Invited(_) => t!(link_status_invited).to_string(),
            Status::Connecting => t!(link_status_connecting).to_string(),
            Status::Connected => t!(link_status_connected, name = name()),
            Status::Gone => t!(link_status_gone, name = name()),
        };
        t!(link_seat_status, seat = seat + 1, status = status)
    };
    let answer = RwSignal::new(String::new());
    let dealt = move || link.host.with(|h| h.as_ref().is_some_and(Host::has_dealt));
    view! {
        <li class="friend-seat">
            <p><strong>{words}</strong></p>
            {move || match status.get() {
                Status::Waiting | Status::Gone => view! {
                    <p>
                        <button type="button" class="button" on:click=move |_| link.invite(seat)>
                            {move || match status.get() {
                                Status::Gone => t!(link_new_invitation, seat = seat + 1),
                                _ => t!(link_make_invitation, seat = seat + 1),
                            }}
                        </button>
                        " "
                        {move || dealt().then(|| view! {
                            <button type="button" class="button secondary" on:click=move |_| {
                                link.run(|h, s| h.hand_to_computer(seat, Level::Normal, s));
                                link.seats.update(|m| { m.remove(&seat); });
                            }>{t!(link_to_computer, seat = seat + 1)}</button>
                        })}
                    </p>
                }.into_any(),
                Status::Invited(url) => view! {
                    <CodeBox label=t!(link_invitation_label, seat = seat + 1) link=url />
                    <label class="answer">
                        <span>{t!(link_answer_label, seat = seat + 1)}</span>
                        <textarea rows="3" prop:value=move || answer.get() on:input=move |ev| answer.set(event_target_value(&ev))></textarea>
                    </label>
                    <p>
                        <button type="button" class="button" on:click=move |_| link.accept(seat, &answer.get_untracked())>{t!(link_connect)}</button>
                    </p>
                    <p class="error" role="alert">{move || link.refused.with(|r| r.get(&seat).cloned())}</p>
                }.into_any(),
                _ => ().into_any(),
            }}
        </li>
    }
}

/// The host's seat: the one person at this device.
fn host_seat(s: &Session) -> Seat {
    (0..s.setup.players())
        .find(|&i| s.setup.seats[i as usize].player == Player::Human)
        .unwrap_or(0)
}

/// The table, the link's game held here.
#[component]
fn HostTable(link: Link) -> impl IntoView {
    one_screen();
    let state = link.state;
    let thinking = RwSignal::new(None::<ThinkingNow>);
    let on_page = RwSignal::new(None::<String>);
    drive_computer(state, thinking, on_page);
    // every change of the game goes to the friends
    Effect::new(move |_| {
        state.session.track();
        link.changed();
    });
    let opened = Opened::remembered();
    let seen = Memo::new(move |_| {
        state.session.with(|s| {
            let s = s.as_ref()?;
            let me = host_seat(s);
            let over = s.round_over();
            let can = Can {
                play: !over && s.to_act().contains(&me),
                go_on: over,
                ..Can::LOOK
            };
            Some(Seen::of(s, me, false, can))
        })
    });
    let hinted = crate::ui::pages::hinted(state, seen);
    let feed = TableFeed {
        seen: seen.into(),
        hinted: hinted.into(),
        send: Callback::new(move |command| run_command(link, command)),
    };
    let below = ViewFn::from(move || {
        view! {
            <p class="thinking" role="status">{move || waiting_text(link)}</p>
            <Notice notice=link.notice />
            <section class="link-panel" aria-label=t!(link_friends_heading)>
                <Friends link />
                <Phrases say=Callback::new(move |p| say_to_all(link, p)) />
                <Said lines=link.said />
            </section>
        }
    });
    let settings = ViewFn::from(|| view! { <SettingsForm /> });
    view! { <Table feed announce=link.announce opened focus_hand=false below settings /> }
}

/// A preset message from the host, to every friend.
fn say_to_all(link: Link, phrase: Phrase) {
    let Some(s) = link.game() else { return };
    let me = host_seat(&s);
    let to = link
        .host
        .with_untracked(|h| h.as_ref().map(|h| h.said(me, phrase)).unwrap_or_default());
    link.post(to);
    link.heard(me, phrase);
}

/// The host's command at the table.
fn run_command(link: Link, command: TableCommand) -> Result<(), String> {
    match command {
        TableCommand::Play(action) => {
            let mut done = Ok(());
            link.state.play(|session| {
                if let Some(s) = session.as_mut() {
                    let me = host_seat(s);
                    done = s.play(me, action).map(|_| ()).map_err(|e| e.to_string());
                }
            });
            done
        }
        TableCommand::NextRound => {
            link.run(|h, s| h.next_round(s));
            if let Some(s) = link.game().filter(|s| s.game.is_over()) {
                let _ = link.state.change(|f| f.remember(FinishedGame::of(&s)));
            }
            Ok(())
        }
        TableCommand::Undo => Ok(()),
    }
}

/// The match's end: the standings, and another match with the same friends.
#[component]
fn HostOver(link: Link) -> impl IntoView {
    let standings_html = link
        .game()
        .map(|s| standings(&s).into_string())
        .unwrap_or_default();
    let game = link.game().map(|s| s.setup.game.name()).unwrap_or_default();
    view! {
        <section class="match-over">
            <h1>{t!(tbl_match_over, game = game)}</h1>
            <div inner_html=standings_html></div>
            <p class="moves">
                <button class="button" on:click=move |_| link.run(|h, s| h.rematch(s))>{t!(link_rematch)}</button>
                <a href="replay?history=1" class="button secondary">{t!(tbl_replay_game)}</a>
            </p>
            <Friends link />
        </section>
    }
}
