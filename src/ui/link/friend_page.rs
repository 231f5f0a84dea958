//! A friend's page of a game with friends on other devices (`/join#<invitation>`): the
//! friend gives a name, sends the answer back to the host, and plays at the table the host
//! feeds with their seat's view (`play::link::friend`). The page keeps the friend's side
//! on the device: a reload shows the game where it was, and the next invitation from the
//! same host joins it again. Each round the host reveals is checked here, and the page
//! says what the check found. The finished match goes into this device's history.

use std::rc::Rc;
use std::time::Duration;

use jjak_words::t;
use leptos::prelude::*;

use super::rtc::{Peer, PeerEvent};
use super::stored::{self, Joined, FRIEND};
use super::widgets::{keep_said, CodeBox, NetworkForm, Notice, Phrases, Said};
use crate::play::link::friend::{Audit, Friend};
use crate::play::link::invitation::{Answer, Invitation};
use crate::play::link::sdp::Description;
use crate::play::link::wire::{write, Phrase, ToHost};
use crate::play::save::FinishedGame;
use crate::play::seen::TableCommand;
use crate::play::words::{player, spelled};
use crate::ui::play_state::PlayState;
use crate::ui::router::app_root;
use crate::ui::table::{one_screen, say, Opened, Table, TableFeed};

/// How often a connected friend's device says where it stands (the host sends what it
/// lacks), and sends again a move not yet answered.
const TICK: Duration = Duration::from_secs(3);

/// Where the friend's page stands.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    /// No invitation in the address and no game kept.
    NoInvitation,
    /// The invitation read: the friend gives a name.
    Name,
    /// The answer is being made.
    Making,
    /// The answer's link, to send back.
    Answer(String),
    Connected,
    /// Not connected: the game kept is shown.
    Gone,
}

/// The friend's side on this page; cheap to copy.
#[derive(Clone, Copy)]
struct Joining {
    state: PlayState,
    joined: RwSignal<Option<Joined>>,
    invitation: StoredValue<Option<Invitation>>,
    step: RwSignal<Step>,
    peer: StoredValue<Option<Rc<Peer>>, LocalStorage>,
    notice: RwSignal<Option<String>>,
    said: RwSignal<Vec<String>>,
    announce: RwSignal<String>,
}

impl Joining {
    fn provide(state: PlayState) -> Joining {
        let (joined, mut notice) = match stored::load::<Joined>(FRIEND) {
            Ok(j) => (j, None),
            Err(why) => (None, Some(why)),
        };
        let hash = window().location().hash().unwrap_or_default();
        let code = hash.trim_start_matches('#');
        let invitation = match code {
            "" => None,
            code => match Invitation::read(code) {
                Ok(i) => Some(i),
                Err(e) => {
                    notice = Some(e.to_string());
                    None
                }
            },
        };
        let step = match (&invitation, &joined) {
            (Some(_), _) => Step::Name,
            (None, Some(_)) => Step::Gone,
            (None, None) => Step::NoInvitation,
        };
        Joining {
            state,
            joined: RwSignal::new(joined),
            invitation: StoredValue::new(invitation),
            step: RwSignal::new(step),
            peer: StoredValue::new_local(None),
            notice: RwSignal::new(notice),
            said: RwSignal::new(Vec::new()),
            announce: RwSignal::new(String::new()),
        }
    }

    /// Whether the invitation is from the link this device joined before (the friend
    /// comes back to their seat).
    fn coming_back(self) -> bool {
        let invitation = self.invitation.get_value();
        self.joined.with_untracked(|j| match (invitation, j) {
            (Some(i), Some(j)) => j.link == i.link && j.friend.seat.is_none_or(|s| s == i.seat),
            _ => false,
        })
    }

    /// The friend joins as `name`: their side kept (the one kept before, coming back),
    /// and the answer made.
    fn join(self, name: String) {
        let Some(invitation) = self.invitation.get_value() else {
            return;
        };
        if !self.coming_back() {
            let mut master = [0; 32];
            if let Err(e) = getrandom::fill(&mut master) {
                self.notice.set(Some(t!(link_no_randomness, why = e)));
                return;
            }
            let friend = Friend::new(name, jjak_words::lang().to_string(), master);
            self.joined.set(Some(Joined {
                link: invitation.link,
                friend,
                kept: None,
            }));
        }
        self.keep();
        self.step.set(Step::Making);
        let network = self
            .state
            .file
            .with_untracked(|f| f.settings.network.clone());
        let events: Rc<dyn Fn(PeerEvent)> = Rc::new(move |e| self.on_event(e));
        leptos::task::spawn_local(async move {
            let made = async {
                let offer = invitation.offer.to_sdp();
                let (peer, sdp) = Peer::answer(&network, &offer, events).await?;
                let answer = Description::parse(&sdp, false).map_err(|e| e.to_string())?;
                let code = Answer {
                    link: invitation.link,
                    seat: invitation.seat,
                    answer,
                }
                .to_code();
                Ok::<_, String>((peer, format!("{}together#{code}", app_root())))
            };
            match made.await {
                Ok((peer, link)) => {
                    self.peer.set_value(Some(Rc::new(peer)));
                    self.step.set(Step::Answer(link));
                }
                Err(why) => {
                    self.step.set(Step::Name);
                    self.notice.set(Some(why));
                }
            }
        });
    }

    /// Keeps the friend's side on the device.
    fn keep(self) {
        let kept = self
            .joined
            .with_untracked(|j| j.as_ref().map(|j| stored::save(FRIEND, j)));
        if let Some(Err(why)) = kept {
            self.notice.set(Some(why));
        }
    }

    fn send(self, message: &ToHost) {
        if let Some(peer) = self.peer.get_value() {
            peer.send(&write(message));
        }
    }

    /// What happened on the connection to the host.
    fn on_event(self, event: PeerEvent) {
        match event {
            PeerEvent::Open => {
                self.step.set(Step::Connected);
                let lang = jjak_words::lang();
                let hello = self
                    .joined
                    .try_update(|j| j.as_mut().map(|j| j.friend.hello(lang)))
                    .flatten();
                if let Some(hello) = hello {
                    self.send(&hello);
                }
                self.keep();
            }
            PeerEvent::Message(text) => self.received(&text),
            PeerEvent::Closed => {
                self.peer.set_value(None);
                self.step.set(Step::Gone);
            }
        }
    }

    /// A message from the host: taken, answered, kept; a finished match goes into the
    /// history, once.
    fn received(self, text: &str) {
        let said_before = self
            .joined
            .with_untracked(|j| j.as_ref().map_or(0, |j| j.friend.heard));
        let answered = self
            .joined
            .try_update(|j| j.as_mut().map(|j| j.friend.receive(text)))
            .flatten();
        match answered {
            Some(Ok(answers)) => answers.iter().for_each(|a| self.send(a)),
            Some(Err(e)) => self.notice.set(Some(e.to_string())),
            None => {}
        }
        self.keep();
        self.tell_said(said_before);
        self.keep_finished();
    }

    /// Announces the preset messages that came since `before` had come in all.
    fn tell_said(self, before: u64) {
        let lines: Vec<String> = self.joined.with_untracked(|j| {
            let Some(j) = j else { return Vec::new() };
            let names = names_of(&j.friend);
            let new = (j.friend.heard.saturating_sub(before) as usize).min(j.friend.said.len());
            j.friend.said[j.friend.said.len() - new..]
                .iter()
                .map(|&(seat, phrase)| {
                    t!(
                        link_said,
                        name = player(&names, seat),
                        phrase = phrase.text()
                    )
                })
                .collect()
        });
        for line in lines {
            say(self.announce, line.clone());
            keep_said(self.said, line);
        }
    }

    /// The match, once it is over and checked, in this device's history.
    fn keep_finished(self) {
        let finished = self.joined.with_untracked(|j| {
            let j = j.as_ref()?;
            (j.kept != Some(j.friend.game)).then(|| j.friend.finished())?
        });
        let Some(s) = finished else { return };
        let _ = self.state.change(|f| f.remember(FinishedGame::of(&s)));
        self.joined.update(|j| {
            if let Some(j) = j {
                j.kept = Some(j.friend.game);
            }
        });
        self.keep();
    }

    /// The player's move, sent to the host.
    fn command(self, command: TableCommand) -> Result<(), String> {
        let TableCommand::Play(action) = command else {
            return Ok(());
        };
        let sent = self
            .joined
            .try_update(|j| j.as_mut().map(|j| j.friend.play(action)))
            .flatten();
        match sent {
            Some(Ok(play)) => {
                self.send(&play);
                Ok(())
            }
            Some(Err(why)) => Err(self.spoken(&why)),
            None => Ok(()),
        }
    }

    fn spoken(self, text: &crate::engine::text::Text) -> String {
        self.joined
            .with_untracked(|j| j.as_ref().map(|j| spelled(text, &names_of(&j.friend))))
            .unwrap_or_default()
    }
}

/// The players as the friend's view names them.
fn names_of(friend: &Friend) -> Vec<crate::engine::text::Named> {
    friend
        .view
        .as_ref()
        .map(|(_, seen)| seen.names.clone())
        .unwrap_or_default()
}

#[component]
pub fn JoinPage() -> impl IntoView {
    crate::ui::set_title(t!(link_join_title));
    let state = PlayState::get();
    let j = Joining::provide(state);
    // a connected device says where it stands now and then, and sends a move again
    let ticking = set_interval_with_handle(
        move || {
            if j.step.get_untracked() == Step::Connected {
                let ticks = j
                    .joined
                    .with_untracked(|x| x.as_ref().map(|x| x.friend.tick()));
                for m in ticks.unwrap_or_default() {
                    j.send(&m);
                }
            }
        },
        TICK,
    );
    on_cleanup(move || {
        if let Ok(t) = ticking {
            t.clear();
        }
    });
    let has_view = Memo::new(move |_| {
        j.joined
            .with(|x| x.as_ref().is_some_and(|x| x.friend.view.is_some()))
    });
    view! {
        <section class=move || match (j.step.get(), has_view.get()) {
            (Step::Connected | Step::Gone, true) => "page table-page join",
            _ => "page narrow join",
        }>
            {move || (!matches!(j.step.get(), Step::Connected | Step::Gone) || !has_view.get())
                .then(|| view! { <Notice notice=j.notice /> })}
            {move || match j.step.get() {
                Step::NoInvitation => view! { <div class="narrow no-game" inner_html=t!(link_join_no_invitation)></div> }.into_any(),
                Step::Name => view! { <NameForm j /> }.into_any(),
                Step::Making => view! { <p role="status">{t!(link_status_making)}</p> }.into_any(),
                Step::Answer(link) => view! {
                    <div>
                        <h1>{t!(link_answer_heading)}</h1>
                        <p>{t!(link_answer_intro)}</p>
                        <CodeBox label=t!(link_answer_heading).to_string() link />
                    </div>
                }.into_any(),
                Step::Connected | Step::Gone => view! {
                    {move || if has_view.get() {
                        view! { <FriendTable j /> }.into_any()
                    } else {
                        view! { <FriendStatus j /> }.into_any()
                    }}
                }.into_any(),
            }}
            <p class="sr-only" aria-live="polite">{move || j.announce.get()}</p>
        </section>
    }
}

/// The invitation, and the friend's name.
#[component]
fn NameForm(j: Joining) -> impl IntoView {
    let invitation = j.invitation.get_value();
    let back = j.coming_back();
    let name = RwSignal::new(
        j.joined
            .with_untracked(|x| x.as_ref().map(|x| x.friend.name.clone()))
            .unwrap_or_default(),
    );
    let missing = RwSignal::new(false);
    let invited =
        invitation.map(|i| t!(link_join_invited, game = i.game.name(), seat = i.seat + 1));
    view! {
        <form class="join-form" on:submit=move |ev| {
            ev.prevent_default();
            let n = name.get_untracked().trim().to_string();
            if n.is_empty() && !back {
                missing.set(true);
                return;
            }
            j.join(n);
        }>
            <h1>{t!(link_join_title)}</h1>
            <p>{invited}</p>
            <p>{t!(link_join_holds)}</p>
            <label>
                {t!(link_join_name)} " "
                <input type="text" required maxlength="24" autocomplete="nickname"
                    prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev)) />
            </label>
            <p class="error" role="alert">{move || missing.get().then(|| t!(link_join_name))}</p>
            <NetworkForm />
            <p><button type="submit" class="button">{t!(link_join)}</button></p>
        </form>
    }
}

/// The table, fed by the host.
#[component]
fn FriendTable(j: Joining) -> impl IntoView {
    one_screen();
    let seen = Memo::new(move |_| {
        j.joined.with(|x| {
            x.as_ref()
                .and_then(|x| x.friend.view.as_ref().map(|(_, s)| s.clone()))
        })
    });
    let feed = TableFeed {
        seen: seen.into(),
        hinted: Signal::stored(None),
        send: Callback::new(move |c| j.command(c)),
    };
    let opened = Opened::remembered();
    let below = ViewFn::from(move || {
        view! {
            <Notice notice=j.notice />
            <section class="link-panel" aria-label=t!(link_friends_heading)>
                <FriendStatus j />
                <Phrases say=Callback::new(move |p: Phrase| {
                    j.send(&ToHost::Say { phrase: p });
                    let me = j.joined.with_untracked(|x| x.as_ref().and_then(|x| x.friend.seat)).unwrap_or(0);
                    let names = j.joined.with_untracked(|x| x.as_ref().map(|x| names_of(&x.friend)).unwrap_or_default());
                    keep_said(j.said, t!(link_said, name = player(&names, me), phrase = p.text()));
                }) />
                <Said lines=j.said />
            </section>
        }
    });
    view! { <Table feed announce=j.announce opened focus_hand=false below /> }
}

/// Whether the friend is connected, what the check of the host's deal found, and what the
/// host refused.
#[component]
fn FriendStatus(j: Joining) -> impl IntoView {
    let connected = move || j.step.get() == Step::Connected;
    let audit = move || {
        j.joined.with(|x| {
            let friend = &x.as_ref()?.friend;
            Some(match friend.audit.as_ref()? {
                Audit::Fair { rounds, .. } => (false, t!(link_audit_fair, rounds = *rounds)),
                Audit::Unfair { why } => (
                    true,
                    t!(link_audit_unfair, why = spelled(why, &names_of(friend))),
                ),
            })
        })
    };
    let refused = move || {
        j.joined.with(|x| {
            let friend = &x.as_ref()?.friend;
            let why = spelled(friend.refused.as_ref()?, &names_of(friend));
            Some(t!(link_host_refused, why = why))
        })
    };
    let over = move || {
        j.joined.with(|x| {
            x.as_ref()
                .and_then(|x| x.friend.view.as_ref())
                .is_some_and(|(_, s)| s.table.result.is_some())
        })
    };
    view! {
        <div class="link-status" role="status">
            <p>{move || if connected() { t!(link_friend_connected) } else { t!(link_friend_gone) }}</p>
            {move || over().then(|| view! { <p>{t!(link_waiting_host)}</p> })}
            {move || audit().map(|(warn, line)| view! { <p class:warning=warn>{line}</p> })}
            {move || refused().map(|line| view! { <p class="error">{line}</p> })}
        </div>
    }
}
