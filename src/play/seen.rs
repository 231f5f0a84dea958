//! The table's port: what one seat sees of a match and what it may do there ([`Seen`]),
//! as plain data, and what the table asks of whoever feeds it ([`TableCommand`]). The
//! table draws a `Seen` and sends commands; it holds no game and reads no application
//! state. Whatever holds the game feeds it: the game in progress on this device, a
//! replay's position, a whole game in another site's frame, and, holding only one seat's
//! view, a friend's device. The hint, which needs the whole game to work out, comes
//! beside it ([`Hinted`]), from a provider that has the game.

use crate::engine::core::Seat;
use crate::engine::games::{GameId, MatchLength};
use crate::engine::matches::AnyAction;
use crate::engine::text::Named;
use crate::play::guide::panel;
use crate::play::hints::{hints, Hints};
use crate::play::save::Help;
pub use crate::play::session::Moved;
use crate::play::session::{Player, Session};
use crate::play::table::{table_shown, TableModel};
use crate::play::words::spelled;
use jjak_words::t;
use serde::{Deserialize, Serialize};

/// The round's last moves the table lists.
pub const LOG_SHOWN: usize = 12;

/// What one seat sees of the match now, and what it may do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Seen {
    /// The seat whose view this is.
    pub seat: Seat,
    pub game: GameId,
    /// The players (their names, and the one spoken to) and scores, by seat.
    pub names: Vec<Named>,
    pub scores: Vec<i32>,
    /// The round's number (from 1), the rounds the match is set to, and whether this is
    /// the last (Matjok's, a match of winds, ends when the winds have gone round).
    pub round: u32,
    pub rounds: u32,
    pub last_round: bool,
    /// The round as the seat sees it (every hand open when the provider shows them all).
    pub table: TableModel,
    /// The latest move, as the seat may see it (others' drawn tiles hidden).
    pub last: Option<Moved>,
    /// Moves made so far in the round (what is new since the last move is marked).
    pub moves_made: usize,
    /// The round's last moves in words, and the number of the first (from 0): with the
    /// computers' reasons, which may name a tile in a computer's hand, on the device that
    /// holds the game; without them sent to another ([`Seen::for_another_device`]).
    pub log_from: usize,
    pub log: Vec<String>,
    /// The latest move's reason, when a computer made it and reasons are shown (the
    /// table shows it by the seat for a moment; the log keeps it).
    #[serde(default)]
    pub reason: Option<String>,
    pub can: Can,
}

/// What the seat may ask of the provider now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Can {
    /// Make one of the table's moves.
    pub play: bool,
    /// Take back its last move.
    pub undo: bool,
    /// Go on to the next round (or the match's result), the round being over.
    pub go_on: bool,
    /// Look back at the game so far in the replay.
    pub look_back: bool,
}

impl Can {
    /// Nothing: a position only looked at (a replay).
    pub const LOOK: Can = Can {
        play: false,
        undo: false,
        go_on: false,
        look_back: false,
    };

    /// What a seat may do in the game in progress on this device: a human on turn plays,
    /// undo against the computers, the next round once this one is over.
    pub fn at_home(s: &Session, seat: Seat) -> Can {
        let over = s.round_over();
        Can {
            play: s.is_human(seat) && s.to_act().contains(&seat),
            undo: s.can_undo() && !over,
            go_on: over,
            look_back: true,
        }
    }
}

/// What the table asks of its provider.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableCommand {
    /// The seat's move.
    Play(AnyAction),
    Undo,
    /// The next round, or after the last the match's result.
    NextRound,
}

/// The hint for the seat shown, and the drawer's guide (or hint) as HTML.
#[derive(Clone, Debug, PartialEq)]
pub struct Hinted {
    pub hints: Hints,
    pub guide: String,
}

impl Seen {
    /// What `seat` sees of `s` on the device that holds the game (every hand laid open
    /// when `open`), allowed `can`.
    pub fn of(s: &Session, seat: Seat, open: bool, can: Can) -> Seen {
        Seen::build(s, s.setup.named(), seat, open, can, true)
    }

    /// What `seat` sees of `s`, to send to the device of that seat's player: the
    /// computers' reasons, which may name a tile in their hands, left out.
    pub fn for_another_device(s: &Session, seat: Seat, can: Can) -> Seen {
        Seen::build(s, s.setup.named(), seat, false, can, false)
    }

    /// What a friend playing `seat` on another device sees of the linked game `s`, in the
    /// language spoken: spoken to as "you", the host without a name called the host,
    /// moving on their turn, nothing else (`play::link`; the host goes on to the next
    /// round).
    pub fn for_friend(s: &Session, seat: Seat) -> Seen {
        let can = Can {
            play: !s.round_over() && s.to_act().contains(&seat),
            ..Can::LOOK
        };
        let mut names = s.setup.addressing(seat).named();
        // (the host, unnamed, is the host: "Seat 1" would say nothing to a friend)
        for (i, sits) in s.setup.seats.iter().enumerate() {
            if sits.player == Player::Human && sits.name.is_empty() && i != seat as usize {
                names[i].name = t!(link_host_name).to_string();
            }
        }
        Seen::build(s, names, seat, false, can, false)
    }

    fn build(
        s: &Session,
        names: Vec<Named>,
        seat: Seat,
        open: bool,
        can: Can,
        reasons: bool,
    ) -> Seen {
        let table = table_shown(s.round(), seat, &names, open);
        let log_from = s.log.len().saturating_sub(LOG_SHOWN);
        let log = s.log[log_from..]
            .iter()
            .map(|e| {
                let who = super::words::player(&names, e.seat);
                let why = e
                    .reason
                    .as_ref()
                    .filter(|_| reasons)
                    .map(|r| format!(" ({})", spelled(r, &names)))
                    .unwrap_or_default();
                let what = spelled(&e.action.phrase(), &names);
                format!("{who}: {what}{why}")
            })
            .collect();
        let reason = s
            .log
            .last()
            .and_then(|e| e.reason.as_ref())
            .filter(|_| reasons)
            .map(|r| spelled(r, &names));
        Seen {
            seat,
            game: s.setup.game,
            scores: s.game.scores().to_vec(),
            round: s.game.round_number(),
            rounds: s.game.rounds(),
            last_round: s.game.last_round(),
            table,
            last: s.last_move().map(|m| m.seen_by(seat)),
            moves_made: s.log.len(),
            log_from,
            log,
            reason,
            can,
            names,
        }
    }

    /// The round in words: "Round 2 of 10", Matjok's "Hand 3".
    pub fn round_text(&self) -> String {
        match self.game.spec().length {
            MatchLength::Winds => t!(tbl_hand_number, number = self.round),
            MatchLength::Rounds => t!(tbl_round_of, number = self.round, rounds = self.rounds),
        }
    }

    /// Whose turn it is in words, or that the round is over, or waits for claims.
    pub fn status_text(&self) -> String {
        match self.table.turn.and_then(|t| self.names.get(t as usize)) {
            Some(name) => t!(tbl_to_play, name = name),
            None if self.table.result.is_some() => t!(tbl_round_over).to_string(),
            None => t!(tbl_waiting_claims).to_string(),
        }
    }
}

impl Hinted {
    /// The hint for what `seen` shows of `s`, as the help setting asks (`None` when it is
    /// off or the round is over).
    pub fn of(s: &Session, seen: &Seen, help: Help) -> Option<Hinted> {
        if help == Help::Off || s.round_over() {
            return None;
        }
        let hints = hints(s, &seen.table, seen.seat);
        let guide = panel(s, &seen.table, &hints, help == Help::Guide, seen.can.play);
        Some(Hinted {
            hints,
            guide: guide.into_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::play::session::Setup;

    /// Against the computers: the human plays on turn only, undoes once a move of theirs
    /// is made, goes on only once the round is over; a replay's position allows nothing.
    #[test]
    fn a_seat_at_home_may_do_what_the_game_allows_and_a_replay_nothing() {
        let mut s = Session::new(
            Setup::against_computer(GameId::JjakMatChuGi, 2, Level::Beginner),
            3,
        )
        .unwrap();
        let mut played = false;
        while !s.round_over() {
            let can = Can::at_home(&s, 0);
            assert_eq!(can.play, s.to_act().contains(&0), "{can:?}");
            assert!(!can.go_on);
            assert_eq!(can.undo, played);
            if s.to_act().contains(&0) {
                let first = s.legal(0)[0];
                s.play(0, first).unwrap();
                played = true;
            } else {
                s.computer_move().unwrap();
            }
            // (a computer seat is never allowed to play from the table)
            assert!(!Can::at_home(&s, 1).play);
        }
        let over = Can::at_home(&s, 0);
        assert!(over.go_on && !over.play && !over.undo);
        assert_eq!(Seen::of(&s, 0, false, Can::LOOK).can, Can::default());
    }

    /// What a seat is fed holds only what it may see: the other hands are counted, not
    /// shown, and the latest move hides another seat's drawn tiles; laid open (a replay
    /// showing every hand), they show. Sent to another device, it reads back the same.
    #[test]
    fn a_seat_is_fed_only_what_it_may_see() {
        let (mut hidden_draws, mut reasons_left_out) = (0, 0);
        for game in [GameId::JjakMatChuGi, GameId::KapShap, GameId::Matjok] {
            let players = if game == GameId::KapShap { 2 } else { 4 };
            let mut s =
                Session::new(Setup::against_computer(game, players, Level::Beginner), 11).unwrap();
            let names = s.setup.named();
            while !s.round_over() && s.log.len() < 60 {
                for seat in 0..players {
                    let seen = Seen::of(&s, seat, false, Can::at_home(&s, seat));
                    for (other, m) in seen.table.seats.iter().enumerate() {
                        if other != seat as usize {
                            assert!(m.revealed.is_empty(), "{game:?}: seat {other} shown");
                        }
                    }
                    if let Some(last) = &seen.last {
                        assert_eq!(last, &s.last_move().unwrap().seen_by(seat));
                        if last != s.last_move().unwrap() {
                            hidden_draws += 1;
                        }
                    }
                    // (a device holding only this seat's view, sent to it, draws the same;
                    // no computer's reason goes with it)
                    let away = Seen::for_another_device(&s, seat, Can::at_home(&s, seat));
                    let sent = serde_json::to_string(&away).unwrap();
                    assert_eq!(serde_json::from_str::<Seen>(&sent).unwrap(), away);
                    assert_eq!(away.table, seen.table);
                    for (line, entry) in away.log.iter().zip(&s.log[away.log_from..]) {
                        if let Some(r) = &entry.reason {
                            let said = spelled(r, &names);
                            assert!(!line.contains(&said), "{line}");
                            reasons_left_out += 1;
                        }
                    }
                    let open = Seen::of(&s, seat, true, Can::LOOK);
                    assert_eq!(open.table.hand, seen.table.hand);
                    assert!(open
                        .table
                        .seats
                        .iter()
                        .enumerate()
                        .any(|(o, m)| { o != seat as usize && !m.revealed.is_empty() }));
                    assert_eq!(seen.log.len(), s.log.len().min(LOG_SHOWN));
                }
                match s.computer_to_move() {
                    Some(_) => s.computer_move().map(|_| ()).unwrap(),
                    None => {
                        let seat = s.to_act()[0];
                        let first = s.legal(seat)[0];
                        s.play(seat, first).map(|_| ()).unwrap();
                    }
                }
            }
        }
        assert!(hidden_draws > 0, "no draw was hidden from another seat");
        assert!(reasons_left_out > 0, "no computer's reason was left out");
    }
}
