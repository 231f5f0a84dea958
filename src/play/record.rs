//! Game records (docs/records.md): a finished game, or one in progress, written so that a
//! person can read it and another program can set it up again. JSON, versioned; the game,
//! its options, who sat where, the deal's seed, each round's moves in the game's notation
//! ("2: throw 5p"), and the result. Reading a record plays it back through the rules, so a
//! record that reads is a game that was legal move by move.

use serde::{Deserialize, Serialize};

use super::session::{Pick, Replay, RestoreError, SavedSession, SeatSetup, Session, Setup, Step};
use crate::engine::core::Seat;
use crate::engine::games::GameId;
use crate::engine::matches::{AnyAction, Opening};
use crate::engine::matjok::game::{Claims, Deal};
use crate::engine::options::Options;
use crate::engine::setup::SetupError;
use jjak_words::t;

/// The record format this version writes and reads.
pub const VERSION: u64 = 1;
/// The longest record read: room for the longest record the app writes (50,000 of the
/// longest moves, one a line; a Matjok match of sixteen rounds is about 60 KB).
pub const MAX_BYTES: usize = 4 << 20;
/// The most moves a record may hold.
pub const MAX_MOVES: usize = 50_000;
/// The largest thinking budget of the strong computer a record may ask for.
pub const MAX_BUDGET: u32 = 5_000;

/// A game record, as written.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Record {
    /// The format's version: 1.
    pub jjak_record: u64,
    pub game: GameId,
    /// Rule options away from their defaults (`{"winds": "1"}`).
    #[serde(default)]
    pub options: Options,
    /// Who sat where, by seat: seat 1 first.
    pub players: Vec<SeatSetup>,
    /// The deal: every round is dealt from it, as the app deals.
    pub seed: u64,
    /// The strong computer's thinking budget, when not its default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strong_budget: Option<u32>,
    /// Matjok: how a game saved before the rulebook's deal was dealt.
    #[serde(default, skip_serializing_if = "is_default")]
    pub matjok_deal: Deal,
    /// Matjok: how a game saved before the rulebook's claim window settled claims.
    #[serde(default, skip_serializing_if = "is_default")]
    pub matjok_claims: Claims,
    /// The first round dealt from a seed of its own, its first player named (the rule
    /// lab's rounds are dealt so); absent: dealt from `seed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_round: Option<FirstRound>,
    /// Each round's moves, in order: `"SEAT: MOVE"`, the seat counted from 1.
    pub rounds: Vec<Vec<String>>,
    pub result: RecordResult,
}

/// A first round dealt from its own seed (see [`Record::first_round`]).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct FirstRound {
    pub seed: u64,
    /// Who plays first (Matjok: jongh; K'ap: who throws the dice), counted from 1; absent:
    /// chosen as the rules choose.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<u8>,
    /// Every tile of the round in the order the shuffle would leave them (a position of
    /// one's own: docs/records.md); absent: shuffled from `seed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles: Option<Vec<String>>,
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// How the game stood at the end of the record.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct RecordResult {
    /// Rounds finished and scored.
    pub rounds_scored: u64,
    /// Each seat's score after them.
    pub scores: Vec<i32>,
    /// Whether the match is over.
    pub over: bool,
}

/// Why a record was refused: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("{}", t!(play_record_too_long, bytes = .0))]
    TooLong(usize),
    #[error("{}", t!(play_record_unreadable, line = .line, column = .column, why = .why))]
    Unreadable {
        line: usize,
        column: usize,
        why: String,
    },
    #[error("{}", t!(play_record_not_a_record))]
    NotARecord,
    #[error("{}", t!(play_record_version, format = .0))]
    Version(u64),
    #[error("{}", t!(play_record_too_many_moves, moves = .0))]
    TooManyMoves(usize),
    #[error("{}", t!(play_record_budget, budget = .0))]
    Budget(u32),
    #[error("{}", t!(play_record_setup, why = .0))]
    Setup(#[from] SetupError),
    #[error(
        "{}",
        t!(play_record_unwritten, round = .round, number = .number, text = .text)
    )]
    Unwritten {
        round: usize,
        number: usize,
        text: String,
    },
    #[error(
        "{}",
        t!(play_record_illegal, round = .round, number = .number, text = .text, why = .why)
    )]
    Illegal {
        round: usize,
        number: usize,
        text: String,
        why: String,
    },
    #[error("{}", t!(play_record_after_the_end, round = .round))]
    AfterTheEnd { round: usize },
    #[error("{}", t!(play_record_match_over, round = .round))]
    MatchOver { round: usize },
    #[error("{}", t!(play_record_round_not_over, round = .round))]
    RoundNotOver { round: usize },
    #[error("{}", t!(play_record_no_such_seat, seat = .0))]
    NoSuchSeat(u8),
    #[error("{}", t!(play_record_result_differs, said = .said, got = .got))]
    Result { said: String, got: String },
    /// The record's game could not be played back (the reason in words).
    #[error("{0}")]
    Unplayable(String),
    /// A decision could not be reviewed (the reason in words).
    #[error("{0}")]
    Review(String),
}

impl Record {
    /// The record of a saved session (the app's game, or one in its history), its result
    /// found by replaying it.
    pub fn of(saved: &SavedSession) -> Result<Record, RestoreError> {
        let s = Session::restore(saved)?;
        let mut rounds = vec![Vec::new()];
        for step in &saved.steps {
            match step {
                Step::Move { seat, notation, .. } => {
                    if let Some(moves) = rounds.last_mut() {
                        moves.push(write_move(*seat, notation));
                    }
                }
                Step::NextRound | Step::Deal { .. } => rounds.push(Vec::new()),
            }
        }
        // (the match's last round, scored, is the last list)
        if s.game.is_over() && rounds.len() > 1 && rounds.last().is_some_and(Vec::is_empty) {
            rounds.pop();
        }
        Ok(Record {
            result: result_of(&s),
            ..Record::unscored(&saved.setup, saved.seed, rounds)
        })
    }

    /// A record of `rounds` (each a list of moves as records write them) played with
    /// `setup` from `seed`, its result not yet known: see [`Record::finished`].
    pub fn unscored(setup: &Setup, seed: u64, rounds: Vec<Vec<String>>) -> Record {
        let players = setup.seats.len();
        Record {
            jjak_record: VERSION,
            game: setup.game,
            options: setup.options.clone(),
            players: setup.seats.clone(),
            seed,
            strong_budget: setup.budget,
            matjok_deal: setup.deal,
            matjok_claims: setup.claims,
            first_round: setup.opening.as_ref().map(|o| FirstRound {
                seed: o.seed,
                first: o.first.map(|f| f.saturating_add(1)),
                tiles: o.tiles.clone(),
            }),
            rounds,
            result: RecordResult {
                rounds_scored: 0,
                scores: vec![0; players],
                over: false,
            },
        }
    }

    /// The record with the result its moves give, its last round scored if it is over.
    pub fn finished(mut self) -> Result<Record, RecordError> {
        let mut s = self.replay_moves()?;
        if s.round_over() && !s.game.is_over() {
            s.next_round().map_err(|_| RecordError::RoundNotOver {
                round: self.rounds.len(),
            })?;
        }
        self.result = result_of(&s);
        Ok(self)
    }

    /// The record as text: JSON, one move a line.
    pub fn to_text(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Reads a record's text (not yet played: see [`Record::play`]).
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_BYTES {
            return Err(RecordError::TooLong(text.len()));
        }
        // the version first, so that a newer record is named as such, not as damaged
        #[derive(Deserialize)]
        struct Version {
            #[serde(rename = "jjak-record")]
            version: Option<u64>,
        }
        let unreadable = |e: serde_json::Error| RecordError::Unreadable {
            line: e.line(),
            column: e.column(),
            why: super::json_problem::kind(&e),
        };
        let version: Version = serde_json::from_str(text).map_err(unreadable)?;
        match version.version {
            None => return Err(RecordError::NotARecord),
            Some(VERSION) => {}
            Some(v) => return Err(RecordError::Version(v)),
        }
        let record: Record = serde_json::from_str(text).map_err(unreadable)?;
        let moves: usize = record.rounds.iter().map(Vec::len).sum();
        if moves > MAX_MOVES {
            return Err(RecordError::TooManyMoves(moves));
        }
        if let Some(b) = record.strong_budget.filter(|&b| b > MAX_BUDGET) {
            return Err(RecordError::Budget(b));
        }
        if let Some(first) = record.first_round.as_ref().and_then(|f| f.first) {
            if first == 0 || usize::from(first) > record.players.len() {
                return Err(RecordError::NoSuchSeat(first));
            }
        }
        Ok(record)
    }

    /// The setup the record was played with.
    pub fn setup(&self) -> Setup {
        Setup {
            game: self.game,
            options: self.options.clone(),
            seats: self.players.clone(),
            budget: self.strong_budget,
            deal: self.matjok_deal,
            claims: self.matjok_claims,
            opening: self.first_round.as_ref().map(|f| Opening {
                seed: f.seed,
                // (seats are counted from 1 in a record: `parse` refuses 0)
                first: f.first.map(|s| s.saturating_sub(1)),
                tiles: f.tiles.clone(),
            }),
            daily: None,
        }
    }

    /// Plays the record back through the rules: the session it gives, every move checked
    /// and the result compared with the record's.
    pub fn play(&self) -> Result<Session, RecordError> {
        let mut s = self.replay_moves()?;
        // the last round scored too, when the record says so
        let scored = s.game.results().len() as u64;
        if self.result.rounds_scored == scored + 1 && s.round_over() && !s.game.is_over() {
            s.next_round().map_err(|_| RecordError::RoundNotOver {
                round: self.rounds.len(),
            })?;
        }
        let got = result_of(&s);
        if got != self.result {
            return Err(RecordError::Result {
                said: describe(&self.result),
                got: describe(&got),
            });
        }
        Ok(s)
    }

    /// The record's moves as steps of the one walk every game takes ([`Session::replay`]),
    /// each with where the record has it, and the next round's deal between rounds; up to
    /// the first move written so that it cannot be read, if any (told once the moves before
    /// it have been played: a record is refused at its first fault).
    fn steps(&self, players: u8) -> (Vec<(Place<'_>, Replay<'_>)>, Option<RecordError>) {
        let mut steps = Vec::new();
        for (r, moves) in self.rounds.iter().enumerate() {
            let round = r + 1;
            if r > 0 {
                steps.push((Place::Deal { after: r }, Replay::NextRound(None)));
            }
            for (m, text) in moves.iter().enumerate() {
                let number = m + 1;
                let Some((seat, notation)) = read_move(text, players) else {
                    let unwritten = RecordError::Unwritten {
                        round,
                        number,
                        text: text.clone(),
                    };
                    return (steps, Some(unwritten));
                };
                let step = Replay::Move {
                    seat,
                    pick: Pick::Notation(notation),
                    reason: None,
                };
                steps.push((
                    Place::Move {
                        round,
                        number,
                        text,
                    },
                    step,
                ));
            }
        }
        (steps, None)
    }

    /// Plays the record's moves, its result not compared; a step the rules refuse is told
    /// where the record has it.
    fn replay_moves(&self) -> Result<Session, RecordError> {
        let setup = self.setup();
        setup.check()?;
        let (steps, unwritten) = self.steps(setup.players());
        let walk = |upto: usize| {
            let taken = steps[..upto].iter().map(|&(_, step)| step);
            Session::replay(setup.clone(), self.seed, taken, |_, _| {})
        };
        let played = walk(steps.len()).map_err(|e| match e {
            RestoreError::Step { index, error } => {
                // (the game as it was before the refused step, to say why)
                match (walk(index), &steps[index]) {
                    (Ok(before), (place, step)) => refused(&before, place, step, error),
                    (Err(e), _) => RecordError::Unplayable(e.to_string()),
                }
            }
            RestoreError::Setup(e) => RecordError::Setup(e),
            RestoreError::Format(_) => RecordError::NotARecord,
        })?;
        match unwritten {
            Some(e) => Err(e),
            None => Ok(played),
        }
    }
}

/// Where a record has a step: a round's deal (after round `after`), or a move.
#[derive(Clone, Copy)]
enum Place<'a> {
    Deal {
        after: usize,
    },
    Move {
        round: usize,
        number: usize,
        text: &'a String,
    },
}

/// Why the rules refused `step`, at `place` in the record, with the game `before` it
/// (`error`: the walk's own words).
fn refused(before: &Session, place: &Place, step: &Replay, error: String) -> RecordError {
    match (*place, *step) {
        (Place::Deal { after }, _) if before.game.is_over() => {
            RecordError::MatchOver { round: after }
        }
        (Place::Deal { after }, _) => RecordError::RoundNotOver { round: after },
        (Place::Move { round, .. }, _) if before.round_over() => RecordError::AfterTheEnd { round },
        (
            Place::Move {
                round,
                number,
                text,
            },
            Replay::Move {
                seat,
                pick: Pick::Notation(notation),
                ..
            },
        ) => {
            let legal = before.legal(seat);
            let why = if AnyAction::named(&legal, notation).is_some() {
                // (named, and refused when made)
                error
            } else if legal.is_empty() {
                t!(play_record_not_its_turn, seat = u32::from(seat) + 1)
            } else {
                let moves: Vec<String> = legal.iter().map(|a| a.notation()).collect();
                t!(
                    play_record_cannot,
                    seat = u32::from(seat) + 1,
                    moves = moves.join("; ")
                )
            };
            RecordError::Illegal {
                round,
                number,
                text: text.clone(),
                why,
            }
        }
        (
            Place::Move {
                round,
                number,
                text,
            },
            _,
        ) => RecordError::Illegal {
            round,
            number,
            text: text.clone(),
            why: error,
        },
    }
}

/// A move as a record writes it: `"2: throw 5p"` (seat 2, counted from 1).
pub(super) fn write_move(seat: Seat, notation: &str) -> String {
    format!("{}: {notation}", u32::from(seat) + 1)
}

/// A move as [`write_move`] writes it, for a game of `players`.
pub(super) fn read_move(text: &str, players: u8) -> Option<(Seat, &str)> {
    let (seat, notation) = text.split_once(':')?;
    let seat: u8 = seat.trim().parse().ok()?;
    (1..=players)
        .contains(&seat)
        .then(|| (seat - 1, notation.trim()))
}

fn result_of(s: &Session) -> RecordResult {
    RecordResult {
        rounds_scored: s.game.results().len() as u64,
        scores: s.game.scores().to_vec(),
        over: s.game.is_over(),
    }
}

fn describe(r: &RecordResult) -> String {
    let scores: Vec<String> = r.scores.iter().map(i32::to_string).collect();
    if r.over {
        t!(
            play_record_result_over,
            n = r.rounds_scored,
            scores = scores.join(", ")
        )
    } else {
        t!(
            play_record_result,
            n = r.rounds_scored,
            scores = scores.join(", ")
        )
    }
}
