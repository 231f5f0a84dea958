//! A friend's side of a linked game: the device that holds one seat's view. It shows what
//! the host sends (the seat's view, kept at the newest position), sends the player's moves
//! and its seed for each deal, and when a round is over checks the match the host reveals
//! ([`Friend::audit`]): the host's secret against the hash it sent before the deal, the
//! deal against this device's seed, every move against the rules, and every view this
//! device was shown against the game dealt and played again.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::fair::{commit, round_seed, seed_for, Bytes32};
use super::wire::{read, DealId, LinkError, Phrase, Reveal, Stamp, ToFriend, ToHost};
use crate::engine::core::Seat;
use crate::engine::matches::AnyAction;
use crate::engine::said;
use crate::engine::text::Text;
use crate::play::seen::Seen;
use crate::play::session::{SavedSession, Session, Step};

/// The preset messages kept to show.
pub const SAID_KEPT: usize = 6;

/// A friend's side of the link.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Friend {
    pub name: String,
    /// The language this device reads (the host writes the views in it).
    pub lang: String,
    /// The secret this device's seeds are made from.
    master: Bytes32,
    /// The seat the host gave this device.
    pub seat: Option<Seat>,
    /// The match's number on the link.
    pub game: u32,
    /// The host's hashes for this match's deals, by round.
    commits: BTreeMap<u32, Bytes32>,
    /// What this device was shown in this match, by step: a short hash of each view, and
    /// whether it was shown in the language read now.
    shown: BTreeMap<u32, u64>,
    /// The newest view.
    pub view: Option<(Stamp, Seen)>,
    /// The move sent and not yet answered (sent again until the game moves on).
    pending: Option<ToHost>,
    /// Rounds of this match checked, and the views compared in them.
    pub checked: u32,
    views_checked: u32,
    /// The latest check's verdict.
    pub audit: Option<Audit>,
    /// The match as revealed and checked (for this device's history).
    pub record: Option<SavedSession>,
    /// The host refused this device's last message, and why.
    pub refused: Option<Text>,
    /// The latest preset messages, oldest first, and how many came in all (what came since
    /// a moment is told by the count, the list being cut short).
    pub said: Vec<(Seat, Phrase)>,
    #[serde(default)]
    pub heard: u64,
}

/// What the check of a reveal found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Audit {
    /// Every round dealt as committed, with this device's seed, every move legal and every
    /// view as shown: rounds checked, views compared.
    Fair { rounds: u32, views: u32 },
    /// The host's game is not the one it committed to, or not the one it showed.
    Unfair { why: Text },
}

impl Friend {
    /// A friend named `name` reading `lang`, with this device's secret `master` (random).
    pub fn new(name: String, lang: String, master: Bytes32) -> Friend {
        Friend {
            name,
            lang,
            master,
            seat: None,
            game: 0,
            commits: BTreeMap::new(),
            shown: BTreeMap::new(),
            view: None,
            pending: None,
            checked: 0,
            views_checked: 0,
            audit: None,
            record: None,
            refused: None,
            said: Vec::new(),
            heard: 0,
        }
    }

    /// The first message on a new connection (again after a reload: the views shown in
    /// another language cannot be checked, and are left out).
    pub fn hello(&mut self, lang: &str) -> ToHost {
        if lang != self.lang {
            self.lang = lang.to_string();
            self.shown.clear();
        }
        ToHost::Hello {
            name: self.name.clone(),
            lang: self.lang.clone(),
            seen: self.view.as_ref().map(|(at, _)| *at),
        }
    }

    /// A message from the host; what to answer. One that does not read is refused with a
    /// sentence and changes nothing.
    pub fn receive(&mut self, text: &str) -> Result<Vec<ToHost>, LinkError> {
        let message: ToFriend = read(text)?;
        let mut answer = Vec::new();
        match message {
            ToFriend::Welcome { seat, game } => {
                if self.seat != Some(seat) || game != self.game {
                    self.new_match(game);
                }
                self.seat = Some(seat);
            }
            ToFriend::Commit { deal, hash } => {
                if deal.game > self.game {
                    self.new_match(deal.game);
                }
                if deal.game == self.game {
                    match self.commits.get(&deal.round) {
                        Some(kept) if *kept != hash => {
                            self.audit = Some(Audit::Unfair {
                                why: said!(link_audit_hash_changed, round = deal.round + 1),
                            });
                        }
                        Some(_) => {}
                        None => {
                            self.commits.insert(deal.round, hash);
                        }
                    }
                    answer.push(self.seed(deal));
                }
            }
            ToFriend::View { at, seen } => {
                // (the same position sent again replaces it: in the friend's language once
                // the host has their words, with a name the host has just learnt)
                let newer = self.view.as_ref().is_none_or(|(v, _)| at >= *v);
                if at.game == self.game && Some(seen.seat) == self.seat && newer {
                    self.shown.insert(at.step, view_hash(&seen));
                    if matches!(&self.pending, Some(ToHost::Play { at: sent, .. }) if *sent < at) {
                        self.pending = None;
                    }
                    self.view = Some((at, *seen));
                }
            }
            ToFriend::Reveal(reveal) => {
                if reveal.game == self.game {
                    self.audit(&reveal);
                }
            }
            ToFriend::Refused { why } => {
                self.pending = None;
                self.refused = Some(why);
            }
            ToFriend::Said { seat, phrase } => {
                self.said.push((seat, phrase));
                self.heard += 1;
                let over = self.said.len().saturating_sub(SAID_KEPT);
                self.said.drain(..over);
            }
        }
        Ok(answer)
    }

    /// This device's seed for `deal`.
    fn seed(&self, deal: DealId) -> ToHost {
        ToHost::Seed {
            deal,
            seed: seed_for(&self.master, deal.game, deal.round),
        }
    }

    /// A new match on the link (the first, or a rematch): what was kept of the last is
    /// dropped.
    fn new_match(&mut self, game: u32) {
        self.game = game;
        self.commits.clear();
        self.shown.clear();
        self.view = None;
        self.pending = None;
        self.checked = 0;
        self.views_checked = 0;
        self.audit = None;
        self.record = None;
    }

    /// The player's move, to send: one of the moves their view offers now.
    pub fn play(&mut self, action: AnyAction) -> Result<ToHost, Text> {
        let Some((at, seen)) = &self.view else {
            return Err(said!(link_refused_no_game));
        };
        if !seen.can.play || !seen.table.moves.iter().any(|m| m.action == action) {
            return Err(said!(link_refused_not_now));
        }
        let play = ToHost::Play {
            at: *at,
            notation: action.notation(),
        };
        self.refused = None;
        self.pending = Some(play.clone());
        Ok(play)
    }

    /// A move was sent and the host has not answered it.
    pub fn waiting(&self) -> bool {
        self.pending.is_some()
    }

    /// What to send now and then: who this device is, until the host has given it its
    /// seat; where it stands (the host sends what it lacks); a move not yet answered.
    pub fn tick(&self) -> Vec<ToHost> {
        // (no seat yet: the hello, or the host's welcome, was lost)
        let hello = self.seat.is_none().then(|| ToHost::Hello {
            name: self.name.clone(),
            lang: self.lang.clone(),
            seen: None,
        });
        let mut to: Vec<ToHost> = hello.into_iter().collect();
        to.push(ToHost::Sync {
            at: self.view.as_ref().map(|(at, _)| *at),
            checked: self.checked,
        });
        to.extend(self.pending.clone());
        to
    }

    /// The match as checked, once it is over (for this device's history): the last round's
    /// end deals nothing, so it is not revealed, and is played here.
    pub fn finished(&self) -> Option<Session> {
        let mut s = Session::restore(self.record.as_ref()?).ok()?;
        if !s.game.is_over() {
            s.next_round().ok()?;
        }
        s.game.is_over().then_some(s)
    }

    /// Checks a round the host revealed, the next this device has to check, and keeps the
    /// verdict (a host found unfair stays found so).
    fn audit(&mut self, reveal: &Reveal) {
        let unfair = matches!(self.audit, Some(Audit::Unfair { .. }));
        let Some(seat) = self
            .seat
            .filter(|_| !unfair && reveal.round == self.checked)
        else {
            return;
        };
        self.audit = Some(match self.check(seat, reveal) {
            Ok((saved, views)) => {
                let made = saved.steps.len() as u32;
                self.shown.retain(|&step, _| step > made);
                self.checked += 1;
                self.views_checked += views;
                self.record = Some(saved);
                Audit::Fair {
                    rounds: self.checked,
                    views: self.views_checked,
                }
            }
            Err(why) => Audit::Unfair { why },
        });
    }

    /// The round revealed, checked after the rounds checked before: the match's record
    /// through it and the views compared, or what is wrong.
    fn check(&self, seat: Seat, reveal: &Reveal) -> Result<(SavedSession, u32), Text> {
        let round = reveal.round;
        // (a round this device sent no seed for, having come back without its state, is
        // dealt as revealed; its views are still compared)
        if let Some(hash) = self.commits.get(&round) {
            if commit(&reveal.secret) != *hash {
                return Err(said!(link_audit_secret, round = round + 1));
            }
            let mine = seed_for(&self.master, self.game, round);
            if !reveal.seeds.contains(&(seat, mine)) {
                return Err(said!(link_audit_seed, round = round + 1));
            }
        }
        let seed = round_seed(&reveal.secret, &reveal.seeds);
        // the round is dealt from that seed: the match's first by its setup, each next by
        // its first step; no other step deals, and only the match's end may follow
        let (first, mut steps) = match (round, &self.record) {
            (0, _) if reveal.setup.opening.as_ref().map(|o| o.seed) == Some(seed) => {
                (seed, Vec::new())
            }
            (r, Some(record)) if r > 0 && reveal.steps.first() == Some(&Step::Deal { seed }) => {
                (record.seed, record.steps.clone())
            }
            _ => return Err(said!(link_audit_deals)),
        };
        let within = &reveal.steps[usize::from(round > 0)..];
        let dealt_again = within.iter().enumerate().any(|(i, s)| match s {
            Step::Deal { .. } => true,
            Step::NextRound => i + 1 != within.len(),
            Step::Move { .. } => false,
        });
        if dealt_again {
            return Err(said!(link_audit_deals));
        }
        steps.extend(reveal.steps.iter().cloned());
        let saved = SavedSession {
            setup: reveal.setup.addressing(seat),
            seed: first,
            steps,
        };
        // every view this device was shown and has not checked, against the game replayed
        let mut views = 0;
        let mut wrong = None;
        let mut compare = |step: u32, s: &Session| {
            let Some(&hash) = self.shown.get(&step) else {
                return;
            };
            let seen = Seen::for_friend(s, seat);
            let mut bare = seen.clone();
            bare.last = None;
            if hash == view_hash(&seen) || hash == view_hash(&bare) {
                views += 1;
            } else if wrong.is_none() {
                wrong = Some(step);
            }
        };
        let refused =
            |e: crate::play::session::RestoreError| said!(link_audit_rules, why = e.to_string());
        if self.shown.contains_key(&0) {
            let dealt = SavedSession {
                steps: Vec::new(),
                ..saved.clone()
            };
            compare(0, &Session::restore(&dealt).map_err(refused)?);
        }
        let mut step = 0;
        Session::walk(&saved, |_, s| {
            step += 1;
            compare(step, s);
        })
        .map_err(refused)?;
        match wrong {
            Some(step) => Err(said!(link_audit_view, step = step)),
            None => Ok((saved, views)),
        }
    }
}

/// A short hash of a view, as this device keeps what it was shown.
fn view_hash(seen: &Seen) -> u64 {
    let json = serde_json::to_vec(seen).unwrap_or_default();
    let digest: Bytes32 = Sha256::digest(&json).into();
    let mut first = [0; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}
