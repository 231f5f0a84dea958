//! The host's side of a linked game: the device that holds the game. It deals each round
//! from its own secret and the friends' seeds (`super::fair`), sends each friend only what
//! that friend's seat sees, checks every move a friend sends against the rules, and once a
//! round is over reveals the match so far for the friends' devices to check. The game
//! itself is an ordinary [`Session`] (saved as any game in progress); what only the link
//! needs is kept here, and saved beside it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::fair::{commit, link_id, round_seed, secret_for, Bytes32};
use super::wire::{read, DealId, Phrase, Reveal, Stamp, ToFriend, ToHost};
use crate::engine::core::Seat;
use crate::engine::matches::{AnyAction, Opening};
use crate::engine::said;
use crate::engine::text::{Arg, Text};
use crate::play::seen::Seen;
use crate::play::session::{Player, Session, Setup, Step};

/// The longest name a friend may give.
pub const MAX_NAME: usize = 24;

/// The host's side of the link.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Host {
    /// The match's number on this link (a rematch is the next).
    pub game: u32,
    /// The match as set up (each friend's name filled in as they come), before its first
    /// deal; the session's own setup after.
    pub setup: Setup,
    /// The secret every deal's secret is made from; never sent.
    master: Bytes32,
    /// The friends, by seat.
    pub friends: BTreeMap<Seat, Friend>,
    /// Each round dealt in this match: the friends' seeds it was dealt with.
    dealt: Vec<Vec<(Seat, u64)>>,
    /// The friends' seeds for the next deal.
    next: BTreeMap<Seat, u64>,
    /// The next deal was asked for (the match's first, or the next round) and waits for
    /// the friends' seeds.
    wants_deal: bool,
    /// Rounds of this match revealed to the friends.
    revealed: u32,
}

/// A friend's seat, as the host knows it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Friend {
    /// Their name, once they have said hello.
    pub name: Option<String>,
    /// The language their device reads.
    pub lang: String,
}

/// What the host must do after a message or a change: send these messages, tell its
/// player this, and save (the game or the link changed).
#[derive(Debug, Default, PartialEq)]
pub struct Outbox {
    pub to: Vec<(Seat, ToFriend)>,
    pub notice: Option<Text>,
    pub changed: bool,
    /// A friend's preset message, for the host to show.
    pub said: Option<(Seat, Phrase)>,
}

impl Host {
    /// A link for the match `setup` describes (its friends' seats, `Player::Friend`),
    /// with the host's secret `master` (random, and kept from the friends).
    pub fn new(setup: Setup, master: Bytes32) -> Host {
        // (inserted one by one: a collect into a map sorts, which no bundle carries)
        let mut friends = BTreeMap::new();
        for s in 0..setup.players() {
            if setup.seats[s as usize].player == Player::Friend {
                friends.insert(s, Friend::default());
            }
        }
        Host {
            game: 0,
            setup,
            master,
            friends,
            dealt: Vec::new(),
            next: BTreeMap::new(),
            wants_deal: true,
            revealed: 0,
        }
    }

    /// The link's id, as its invitations and answers name it.
    pub fn link(&self) -> u64 {
        link_id(&self.master)
    }

    /// Whether the match's first round has been dealt.
    pub fn has_dealt(&self) -> bool {
        !self.dealt.is_empty()
    }

    /// Whether `s` is this link's match (the game in progress may since have become
    /// another): its first round was dealt from this link's first deal.
    pub fn plays(&self, s: &Session) -> bool {
        let Some(seeds) = self.dealt.first() else {
            return false;
        };
        let seed = round_seed(&secret_for(&self.master, self.game, 0), seeds);
        s.setup.opening.as_ref().is_some_and(|o| o.seed == seed)
    }

    /// The deal the host is committed to next.
    pub fn next_deal(&self) -> DealId {
        DealId {
            game: self.game,
            round: self.dealt.len() as u32,
        }
    }

    /// Where the game stands.
    pub fn stamp(&self, session: &Option<Session>) -> Stamp {
        Stamp {
            game: self.game,
            step: session.as_ref().map_or(0, |s| s.steps_made() as u32),
        }
    }

    /// The friends the next deal waits for: those whose seed has not come.
    pub fn waiting_for(&self) -> Vec<Seat> {
        if !self.wants_deal {
            return Vec::new();
        }
        self.friends
            .keys()
            .copied()
            .filter(|s| !self.next.contains_key(s))
            .collect()
    }

    /// A message from the friend at `seat`. A message that does not read, comes from
    /// another protocol, is out of turn or breaks the rules is refused with a sentence, to
    /// the friend and to the host; the game is unharmed.
    pub fn receive(&mut self, seat: Seat, text: &str, session: &mut Option<Session>) -> Outbox {
        let mut out = Outbox::default();
        if !self.friends.contains_key(&seat) {
            return out;
        }
        let message = match read::<ToHost>(text) {
            Ok(m) => m,
            Err(e) => {
                self.refuse(seat, Text::plain(&e.to_string()), session, &mut out);
                return out;
            }
        };
        match message {
            ToHost::Hello { name, lang, .. } => {
                self.hello(seat, name, lang, session);
                out.changed = true;
                out.to.extend(
                    self.catch_up(seat, session, 0)
                        .into_iter()
                        .map(|m| (seat, m)),
                );
            }
            // (a seed counts from a friend who has said who they are: the deal is theirs too)
            ToHost::Seed { deal, seed } => {
                let known = self.friends.get(&seat).is_some_and(|f| f.name.is_some());
                if deal == self.next_deal() && known {
                    match self.next.get(&seat) {
                        Some(&kept) if kept != seed => {
                            self.refuse(seat, said!(link_refused_seed), session, &mut out)
                        }
                        Some(_) => {}
                        None => {
                            self.next.insert(seat, seed);
                            out.changed = true;
                            self.deal_if_ready(session, &mut out);
                        }
                    }
                }
            }
            ToHost::Play { at, notation } => self.play(seat, at, &notation, session, &mut out),
            ToHost::Sync { checked, .. } => {
                let lacking = self.catch_up(seat, session, checked);
                out.to.extend(lacking.into_iter().map(|m| (seat, m)));
            }
            ToHost::Say { phrase } => {
                out.to.extend(self.said(seat, phrase));
                out.said = Some((seat, phrase));
            }
        }
        out
    }

    /// A preset message from `seat` (a friend, or the host's own), to every other friend.
    pub fn said(&self, seat: Seat, phrase: Phrase) -> Vec<(Seat, ToFriend)> {
        self.friends
            .keys()
            .filter(|&&f| f != seat)
            .map(|&f| (f, ToFriend::Said { seat, phrase }))
            .collect()
    }

    fn hello(&mut self, seat: Seat, name: String, lang: String, session: &mut Option<Session>) {
        let name: String = name.trim().chars().take(MAX_NAME).collect();
        let friend = self.friends.entry(seat).or_default();
        friend.lang = lang.chars().take(8).collect();
        // (a friend coming back keeps the name the game knows them by: the views they
        // were shown said it)
        if friend.name.is_none() {
            friend.name = Some(name.clone());
            self.setup.seats[seat as usize].name = name.clone();
            if let Some(s) = session {
                s.setup.seats[seat as usize].name = name;
            }
        }
    }

    /// The friend's move, if it is theirs to make at the position they saw and the rules
    /// allow it.
    fn play(
        &mut self,
        seat: Seat,
        at: Stamp,
        notation: &str,
        session: &mut Option<Session>,
        out: &mut Outbox,
    ) {
        let now = self.stamp(session);
        let Some(s) = session.as_mut() else {
            return self.refuse(seat, said!(link_refused_no_game), session, out);
        };
        if at != now || s.round_over() || !s.to_act().contains(&seat) {
            return self.refuse(seat, said!(link_refused_not_now), session, out);
        }
        let legal = s.legal(seat);
        let Some(action) = AnyAction::named(&legal, notation) else {
            let why = said!(link_refused_illegal, notation = notation.to_string());
            return self.refuse(seat, why, session, out);
        };
        match s.play(seat, action) {
            Ok(_) => {
                out.changed = true;
                out.to.extend(self.views(session));
            }
            Err(e) => self.refuse(
                seat,
                said!(link_refused_rules, why = e.to_string()),
                session,
                out,
            ),
        }
    }

    /// Refuses the friend's message: they are told why, and shown the game as it is; the
    /// host is told too.
    fn refuse(&self, seat: Seat, why: Text, session: &Option<Session>, out: &mut Outbox) {
        out.to.push((seat, ToFriend::Refused { why: why.clone() }));
        if let Some(view) = self.view(seat, session) {
            out.to.push((seat, view));
        }
        out.notice = Some(said!(
            link_refused_from,
            who = Arg::Seat(seat),
            why = Arg::Text(why)
        ));
    }

    /// What the friend at `seat` sees now, in their language.
    fn view(&self, seat: Seat, session: &Option<Session>) -> Option<ToFriend> {
        let s = session.as_ref()?;
        let lang = self.friends.get(&seat).map_or("en", |f| f.lang.as_str());
        let seen = jjak_words::with_language(lang, || Seen::for_friend(s, seat));
        Some(ToFriend::View {
            at: self.stamp(session),
            seen: Box::new(seen),
        })
    }

    /// What every friend should be sent after the game changed: their views; once a round
    /// is over, that round revealed and the commitment to the next deal.
    pub fn views(&mut self, session: &Option<Session>) -> Vec<(Seat, ToFriend)> {
        let seats: Vec<Seat> = self.joined().collect();
        let mut to: Vec<(Seat, ToFriend)> = seats
            .iter()
            .filter_map(|&f| Some((f, self.view(f, session)?)))
            .collect();
        let over = session.as_ref().is_some_and(Session::round_over);
        if over && self.revealed < self.dealt.len() as u32 {
            let round = self.revealed;
            self.revealed += 1;
            for &f in &seats {
                to.extend(self.reveal(session, round).map(|r| (f, r)));
                to.push((f, self.commitment()));
            }
        }
        to
    }

    /// The friends who have said hello.
    fn joined(&self) -> impl Iterator<Item = Seat> + '_ {
        self.friends
            .iter()
            .filter(|(_, f)| f.name.is_some())
            .map(|(&s, _)| s)
    }

    /// The hash of the host's secret for the next deal.
    fn commitment(&self) -> ToFriend {
        let deal = self.next_deal();
        ToFriend::Commit {
            deal,
            hash: commit(&secret_for(&self.master, deal.game, deal.round)),
        }
    }

    /// Round `round` of the match, its secret revealed, once it is over.
    fn reveal(&self, session: &Option<Session>, round: u32) -> Option<ToFriend> {
        let s = session.as_ref()?;
        let seeds = self.dealt.get(round as usize)?.clone();
        let saved = s.saved();
        // (round r begins with the step that dealt it, r > 0; it ends before the next
        // round's deal, or at the match's end)
        let starts: Vec<usize> = saved
            .steps
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s, Step::Deal { .. }))
            .map(|(i, _)| i)
            .collect();
        let from = match round {
            0 => 0,
            r => *starts.get(r as usize - 1)?,
        };
        let to = starts
            .get(round as usize)
            .copied()
            .unwrap_or(saved.steps.len());
        let over = to < saved.steps.len() || s.round_over();
        let steps = saved.steps[from..to]
            .iter()
            .map(Step::without_reason)
            .collect();
        over.then(|| {
            ToFriend::Reveal(Box::new(Reveal {
                game: self.game,
                round,
                setup: saved.setup,
                secret: secret_for(&self.master, self.game, round),
                seeds,
                steps,
            }))
        })
    }

    /// Everything the friend at `seat` lacks, who has checked `checked` rounds: their
    /// seat, the commitment their seed is wanted for, the game as they see it, and each
    /// round over that they have not checked.
    pub fn catch_up(&self, seat: Seat, session: &Option<Session>, checked: u32) -> Vec<ToFriend> {
        // (a friend who has not said who they are is sent nothing: their device says hello
        // again until welcomed)
        if !self.friends.get(&seat).is_some_and(|f| f.name.is_some()) {
            return Vec::new();
        }
        let mut to = vec![ToFriend::Welcome {
            seat,
            game: self.game,
        }];
        if self.wants_deal && !self.next.contains_key(&seat) {
            to.push(self.commitment());
        }
        to.extend(self.view(seat, session));
        to.extend((checked..self.revealed).filter_map(|r| self.reveal(session, r)));
        to
    }

    /// The host asks for the next round (or, after the last, the match's result): dealt
    /// at once from the friends' seeds if all have come; the match's end needs none.
    pub fn next_round(&mut self, session: &mut Option<Session>) -> Outbox {
        let mut out = Outbox::default();
        let Some(s) = session.as_mut().filter(|s| s.round_over()) else {
            return out;
        };
        // (a round after which the match is over deals nothing)
        let mut after = s.game.clone();
        if after.finish_round().is_ok() && after.is_over() {
            if s.next_round().is_ok() {
                out.changed = true;
                out.to.extend(self.views(session));
            }
            return out;
        }
        self.wants_deal = true;
        out.changed = true;
        self.deal_if_ready(session, &mut out);
        out
    }

    /// Another match with the same players, on the same link: its first deal committed to.
    pub fn rematch(&mut self, session: &mut Option<Session>) -> Outbox {
        if let Some(s) = session.as_ref() {
            self.setup = s.setup.clone();
            self.setup.opening = None;
        }
        *session = None;
        self.game += 1;
        self.dealt.clear();
        self.next.clear();
        self.revealed = 0;
        self.wants_deal = true;
        let commitment = self.commitment();
        Outbox {
            to: self.joined().map(|f| (f, commitment.clone())).collect(),
            changed: true,
            ..Outbox::default()
        }
    }

    /// The friend at `seat` is gone: a computer of `level` plays their seat from now on,
    /// and no deal waits for them.
    pub fn hand_to_computer(
        &mut self,
        seat: Seat,
        level: crate::ai::Level,
        session: &mut Option<Session>,
    ) -> Outbox {
        let mut out = Outbox::default();
        if self.friends.remove(&seat).is_none() {
            return out;
        }
        self.next.remove(&seat);
        self.setup.seats[seat as usize].player = Player::Computer(level);
        if let Some(s) = session {
            s.setup.seats[seat as usize].player = Player::Computer(level);
        }
        out.changed = true;
        self.deal_if_ready(session, &mut out);
        out
    }

    /// Deals the next round (or the match's first) once it is wanted and every friend's
    /// seed has come.
    fn deal_if_ready(&mut self, session: &mut Option<Session>, out: &mut Outbox) {
        if !self.wants_deal || !self.waiting_for().is_empty() {
            return;
        }
        let deal = self.next_deal();
        let seeds: Vec<(Seat, u64)> = std::mem::take(&mut self.next).into_iter().collect();
        let seed = round_seed(&secret_for(&self.master, deal.game, deal.round), &seeds);
        let dealt = match session.as_mut() {
            Some(s) if deal.round > 0 => s.next_round_from(Some(seed)).is_ok(),
            _ => {
                let mut setup = self.setup.clone();
                setup.opening = Some(Opening {
                    seed,
                    first: None,
                    tiles: None,
                });
                *session = Session::new(setup, seed).ok();
                session.is_some()
            }
        };
        if dealt {
            self.dealt.push(seeds);
            self.wants_deal = false;
            out.changed = true;
            out.to.extend(self.views(session));
        }
    }
}
