//! What a host and a friend's device say to each other, and how it is written: JSON, each
//! message in an envelope naming the protocol it was written in. A message from a build
//! that speaks another protocol, or one that does not read, is refused with a sentence
//! ([`LinkError`]); it changes nothing.

use serde::{Deserialize, Serialize};

use super::fair::Bytes32;
use crate::engine::core::Seat;
use crate::engine::text::Text;
use crate::play::seen::Seen;
use crate::play::session::{Setup, Step};
use jjak_words::t;

/// The protocol this build speaks. Raised whenever a message's meaning changes: both
/// devices must run builds that speak the same one.
pub const PROTOCOL: u32 = 1;

/// The longest message either side reads (a whole match's steps fit many times over).
pub const MAX_MESSAGE: usize = 256 * 1024;

/// One deal of a linked match: the match's number on the link (a rematch is the next)
/// and the round's, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct DealId {
    pub game: u32,
    pub round: u32,
}

/// Where a linked match stands: its number on the link and the steps made in it (every
/// move and deal). A later position has a greater stamp.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Stamp {
    pub game: u32,
    pub step: u32,
}

/// What the host's device says to a friend's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToFriend {
    /// The friend sits at `seat` of match `game`.
    Welcome { seat: Seat, game: u32 },
    /// The host's hash of its secret for a deal: the friend answers with its seed.
    Commit { deal: DealId, hash: Bytes32 },
    /// What the friend's seat sees now.
    View { at: Stamp, seen: Box<Seen> },
    /// A round that is over, its secret revealed, for the friend's device to deal and play
    /// again.
    Reveal(Box<Reveal>),
    /// The friend's last message was refused, and why.
    Refused { why: Text },
    /// A player's preset message.
    Said { seat: Seat, phrase: Phrase },
}

/// One round of a match, revealed once it is over: the setup, the host's secret and the
/// friends' seeds the round was dealt with, and its steps (from the step that dealt it,
/// without the computers' reasons; the match's last round with the step that ended it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reveal {
    pub game: u32,
    pub round: u32,
    pub setup: Setup,
    pub secret: Bytes32,
    pub seeds: Vec<(Seat, u64)>,
    pub steps: Vec<Step>,
}

/// What a friend's device says to the host's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToHost {
    /// The friend (again, after a reload): their name, the language they read, and the
    /// match they last saw (`None`: a new friend).
    Hello {
        name: String,
        lang: String,
        seen: Option<Stamp>,
    },
    /// The friend's seed for a deal the host committed to.
    Seed { deal: DealId, seed: u64 },
    /// The friend's move at the position `at`, by its notation.
    Play { at: Stamp, notation: String },
    /// What the friend has: the position it last saw and the rounds it has checked. The
    /// host sends what it lacks.
    Sync { at: Option<Stamp>, checked: u32 },
    /// A preset message.
    Say { phrase: Phrase },
}

/// The messages players may send each other: a few, in each player's language, and no
/// free text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phrase {
    Hello,
    YourTurn,
    OneMoment,
    NiceMove,
    GoodGame,
    Thanks,
}

impl Phrase {
    pub const ALL: [Phrase; 6] = [
        Phrase::Hello,
        Phrase::YourTurn,
        Phrase::OneMoment,
        Phrase::NiceMove,
        Phrase::GoodGame,
        Phrase::Thanks,
    ];

    /// The phrase in the language spoken.
    pub fn text(self) -> &'static str {
        match self {
            Phrase::Hello => t!(link_phrase_hello),
            Phrase::YourTurn => t!(link_phrase_your_turn),
            Phrase::OneMoment => t!(link_phrase_one_moment),
            Phrase::NiceMove => t!(link_phrase_nice_move),
            Phrase::GoodGame => t!(link_phrase_good_game),
            Phrase::Thanks => t!(link_phrase_thanks),
        }
    }
}

/// Why a message was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    #[error("{}", t!(link_error_too_long, max = MAX_MESSAGE))]
    TooLong,
    #[error("{}", t!(link_error_unread, why = .0))]
    Unread(String),
    #[error("{}", t!(link_error_protocol, theirs = .0, ours = PROTOCOL))]
    Protocol(u32),
}

#[derive(Serialize)]
struct Sending<'a, M> {
    p: u32,
    m: &'a M,
}

#[derive(Deserialize)]
struct Received<M> {
    p: u32,
    m: M,
}

/// A message's protocol alone (its message left unread).
#[derive(Deserialize)]
struct Protocol {
    p: u32,
}

/// A message as sent.
pub fn write<M: Serialize>(message: &M) -> String {
    serde_json::to_string(&Sending {
        p: PROTOCOL,
        m: message,
    })
    .unwrap_or_default()
}

/// A message received; one too long, from another protocol or that does not read is
/// refused.
pub fn read<M: for<'de> Deserialize<'de>>(text: &str) -> Result<M, LinkError> {
    if text.len() > MAX_MESSAGE {
        return Err(LinkError::TooLong);
    }
    match serde_json::from_str::<Received<M>>(text) {
        Ok(r) if r.p == PROTOCOL => Ok(r.m),
        Ok(r) => Err(LinkError::Protocol(r.p)),
        // (one written in another protocol may not read as this one's: said so)
        Err(e) => match serde_json::from_str::<Protocol>(text) {
            Ok(other) if other.p != PROTOCOL => Err(LinkError::Protocol(other.p)),
            _ => Err(LinkError::Unread(crate::play::json_problem::problem(&e))),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A message reads back as written; one of another protocol, cut short or too long is
    /// refused with a sentence, whatever it holds.
    #[test]
    fn a_message_reads_back_and_a_bad_one_is_refused() {
        let m = ToHost::Play {
            at: Stamp { game: 1, step: 7 },
            notation: "throw 6-3".into(),
        };
        let text = write(&m);
        assert_eq!(read::<ToHost>(&text), Ok(m));
        let other = text.replace("\"p\":1", "\"p\":2");
        assert_eq!(read::<ToHost>(&other), Err(LinkError::Protocol(2)));
        assert!(LinkError::Protocol(2).to_string().contains('2'));
        for cut in 0..text.len() {
            assert!(read::<ToHost>(&text[..cut]).is_err());
        }
        assert_eq!(
            read::<ToHost>(&" ".repeat(MAX_MESSAGE + 1)),
            Err(LinkError::TooLong)
        );
        assert!(matches!(read::<ToFriend>(&text), Err(LinkError::Unread(_))));
    }
}
