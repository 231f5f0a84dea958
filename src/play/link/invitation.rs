//! An invitation to a linked game and its answer, as the players carry them from one
//! device to the other (a link sent by any messenger, a QR code, text pasted): a few bytes
//! written in base64url without padding (RFC 4648 §5), so that an invitation fits a link
//! and a small QR code.
//!
//! The bytes, format 1: the format; 1 for an invitation, 2 for an answer; the link's id
//! (8 bytes, big-endian); the seat; for an invitation, the game (its place in
//! `GameId::ALL`); then the description of the connection (`sdp`).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use jjak_words::t;

use super::sdp::{Description, SdpError};
use crate::engine::core::Seat;
use crate::engine::games::GameId;

/// The format this build writes.
pub const FORMAT: u8 = 1;

const INVITATION: u8 = 1;
const ANSWER: u8 = 2;

/// The host's invitation to the seat `seat` of a `game` on the link `link`: the host's
/// side of the connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    pub link: u64,
    pub seat: Seat,
    pub game: GameId,
    pub offer: Description,
}

/// A friend's answer to an invitation: the friend's side of the connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub link: u64,
    pub seat: Seat,
    pub answer: Description,
}

/// Why a text is not an invitation or an answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InviteError {
    #[error("{}", t!(link_invite_unread, why = .0))]
    Unread(String),
    #[error(transparent)]
    Connection(#[from] SdpError),
    #[error("{}", t!(link_invite_not_invitation))]
    NotAnInvitation,
    #[error("{}", t!(link_invite_not_answer))]
    NotAnAnswer,
    #[error("{}", t!(link_invite_version, version = .0))]
    Format(u8),
}

impl Invitation {
    /// The invitation as text (what follows `#` in its link).
    pub fn to_code(&self) -> String {
        let game = GameId::ALL
            .iter()
            .position(|&g| g == self.game)
            .unwrap_or(0);
        let mut bytes = head(INVITATION, self.link, self.seat);
        bytes.push(game as u8);
        bytes.extend(self.offer.to_bytes());
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// Reads an invitation: its text, or a whole link with it after `#`.
    pub fn read(text: &str) -> Result<Invitation, InviteError> {
        let (kind, link, seat, rest) = read_head(text)?;
        if kind == ANSWER {
            return Err(InviteError::NotAnInvitation);
        }
        let (&game, offer) = rest
            .split_first()
            .ok_or(InviteError::Connection(SdpError::Truncated))?;
        let game = *GameId::ALL
            .get(game as usize)
            .ok_or_else(|| InviteError::Unread(format!("game {game}")))?;
        Ok(Invitation {
            link,
            seat,
            game,
            offer: Description::from_bytes(offer)?,
        })
    }
}

impl Answer {
    /// The answer as text.
    pub fn to_code(&self) -> String {
        let mut bytes = head(ANSWER, self.link, self.seat);
        bytes.extend(self.answer.to_bytes());
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// Reads an answer: its text, or a whole link with it after `#`.
    pub fn read(text: &str) -> Result<Answer, InviteError> {
        let (kind, link, seat, rest) = read_head(text)?;
        if kind == INVITATION {
            return Err(InviteError::NotAnAnswer);
        }
        Ok(Answer {
            link,
            seat,
            answer: Description::from_bytes(&rest)?,
        })
    }
}

fn head(kind: u8, link: u64, seat: Seat) -> Vec<u8> {
    let mut bytes = vec![FORMAT, kind];
    bytes.extend(link.to_be_bytes());
    bytes.push(seat);
    bytes
}

/// The kind, link and seat of an invitation or answer, and the bytes after them.
fn read_head(text: &str) -> Result<(u8, u64, Seat, Vec<u8>), InviteError> {
    let code = text.rsplit('#').next().unwrap_or_default().trim();
    let bytes = URL_SAFE_NO_PAD
        .decode(code)
        .map_err(|e| InviteError::Unread(e.to_string()))?;
    match bytes.as_slice() {
        [FORMAT, kind @ (INVITATION | ANSWER), rest @ ..] if rest.len() >= 9 => {
            let (link, rest) = rest.split_at(8);
            let mut id = [0; 8];
            id.copy_from_slice(link);
            Ok((*kind, u64::from_be_bytes(id), rest[0], rest[1..].to_vec()))
        }
        [FORMAT, ..] => Err(InviteError::Connection(SdpError::Truncated)),
        [format, ..] => Err(InviteError::Format(*format)),
        [] => Err(InviteError::Unread(t!(link_sdp_truncated).into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OFFER: &str = "v=0\r\no=- 4725200981279026499 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 38101 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 10.77.0.1\r\na=candidate:3060614556 1 udp 2113937151 10.77.0.1 38101 typ host generation 0 network-cost 999\r\na=ice-ufrag:grlf\r\na=ice-pwd:+WkQsktKr3Rg627LjXH+vstC\r\na=ice-options:trickle\r\na=fingerprint:sha-256 EE:2C:84:96:EA:9A:F7:40:C9:34:D3:76:59:ED:0F:6B:50:4F:D0:4C:7B:2B:A1:6C:37:E4:62:78:08:26:15:4C\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

    /// An invitation and an answer read back from their text or their link; the one is
    /// not taken for the other, and text cut short or from another format is refused
    /// with a sentence.
    #[test]
    fn an_invitation_reads_back_from_its_link_and_a_bad_one_is_refused() {
        let offer = Description::parse(OFFER, true).unwrap();
        let invitation = Invitation {
            link: 0x0123_4567_89AB_CDEF,
            seat: 2,
            game: GameId::Matjok,
            offer: offer.clone(),
        };
        let code = invitation.to_code();
        // (a link a messenger and a QR code carry whole)
        assert!(code.len() < 160, "{} characters", code.len());
        assert!(code
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        let link = format!("https://example.org/jjak/join#{code}");
        assert_eq!(Invitation::read(&link), Ok(invitation.clone()));
        assert_eq!(Invitation::read(&format!("  {code}\n")), Ok(invitation));
        let answer = Answer {
            link: 7,
            seat: 2,
            answer: offer,
        };
        let text = answer.to_code();
        assert_eq!(Answer::read(&text), Ok(answer));
        assert_eq!(Invitation::read(&text), Err(InviteError::NotAnInvitation));
        assert_eq!(Answer::read(&code), Err(InviteError::NotAnAnswer));
        for cut in 0..code.len() {
            assert!(Invitation::read(&code[..cut]).is_err());
        }
        let other = URL_SAFE_NO_PAD.encode([9, 1, 2, 3]);
        assert_eq!(Invitation::read(&other), Err(InviteError::Format(9)));
        assert!(
            Invitation::read("not base64 at all!")
                .unwrap_err()
                .to_string()
                .len()
                > 10
        );
    }
}
