//! What the integration tests share: a session played on as the app plays it.
#![allow(dead_code)] // (each test file uses what it needs)

use jjak::play::session::Session;

/// Makes the next move: the computer's, or else the first legal move of the first human
/// to act.
pub fn next_move(s: &mut Session) {
    if s.computer_to_move().is_some() {
        s.computer_move().unwrap();
    } else {
        let seat = s.to_act()[0];
        let a = s.legal(seat)[0];
        s.play(seat, a).unwrap();
    }
}

/// Plays the match to its end, round after round.
pub fn play_match(s: &mut Session) {
    while !s.game.is_over() {
        while !s.round_over() {
            next_move(s);
        }
        s.next_round().unwrap();
    }
}
