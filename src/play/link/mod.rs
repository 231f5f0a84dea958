//! A game with friends on other devices (issue 50), as pure Rust: the host's device holds
//! the game and deals it fairly with the friends' devices (`fair`), each friend's device
//! holds one seat's view (`friend`), and they speak the messages of `wire`. How the
//! messages travel (a WebRTC data channel between browsers, an in-memory channel in the
//! tests) is not this module's business: each side turns a message received into the
//! messages to send.

pub mod fair;
pub mod friend;
pub mod host;
pub mod invitation;
pub mod network;
pub mod sdp;
pub mod wire;

#[cfg(test)]
mod tests;
