//! A game being played on this device: the setup (game, options, who sits where), the
//! match, the current round's move log, and undo of a human's turn against the computer.

use serde::{Deserialize, Serialize};

use super::thinking::{Ask, Thinking};
use crate::ai::Level;
use crate::engine::catalog::GameRules;
use crate::engine::core::{derive_seed, RuleError, Seat};
use crate::engine::games::GameId;
use crate::engine::matches::{AnyAction, AnyEvent, Match, MatchError, MatchRound, Opening};
use crate::engine::matjok::game::{Claims, Deal};
use crate::engine::options::Options;
use crate::engine::setup::SetupError;
use crate::engine::text::{Named, Text};
use jjak_words::t;

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    /// A person at this device.
    Human,
    Computer(Level),
    /// A person at another device, linked to this one (`play::link`): they play their
    /// seat there, and this device checks every move.
    Friend,
}

impl Player {
    /// A person plays the seat (here or on another device).
    pub fn is_person(self) -> bool {
        matches!(self, Player::Human | Player::Friend)
    }
}

/// A seat: who plays it, their name (none: the seat's own, in the language shown, "Computer
/// 2"), and whether they are the player this device speaks to ("You", "나", "Jij": a
/// property of the seat, never read from its name).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(from = "SavedSeat")]
pub struct SeatSetup {
    pub name: String,
    pub player: Player,
    pub you: bool,
}

/// A seat as a save, a record or a link holds it. One saved before a seat said whether
/// it is the player spoken to (no `you`) named that player by its build's word for
/// "you": such a seat is read as the player spoken to, once, here. A seat that says, says.
#[derive(Deserialize)]
struct SavedSeat {
    name: String,
    player: Player,
    you: Option<bool>,
}

/// The words for "you" each language's build named the player spoken to with, before a
/// seat said so (save formats 1 to 5): read as that player there, and nowhere else.
pub(crate) const YOU_BEFORE: [&str; 3] = ["You", "나", "Jij"];

impl From<SavedSeat> for SeatSetup {
    fn from(s: SavedSeat) -> SeatSetup {
        let you = s
            .you
            .unwrap_or(s.player == Player::Human && YOU_BEFORE.contains(&s.name.as_str()));
        SeatSetup {
            name: s.name,
            player: s.player,
            you,
        }
    }
}

impl SeatSetup {
    /// The player of seat `seat` as sentences name them, in the language spoken: the player
    /// spoken to by the language's word, a seat without a name by its own ("Computer 2").
    pub fn named(&self, seat: usize) -> Named {
        let name = if self.you {
            t!(play_you).to_string()
        } else if self.name.is_empty() {
            match self.player {
                Player::Computer(_) => t!(play_computer_name, seat = seat),
                Player::Human | Player::Friend => t!(play_seat, seat = seat + 1),
            }
        } else {
            self.name.clone()
        };
        Named {
            name,
            you: self.you,
        }
    }
}

/// Everything chosen before the game starts.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Setup {
    pub game: GameId,
    pub options: Options,
    pub seats: Vec<SeatSetup>,
    /// Strong's imagined deals per decision (its default when `None`).
    #[serde(default)]
    pub budget: Option<u32>,
    /// How Matjok rounds are dealt: the rulebook's way for every new game; a game saved
    /// before this field existed was dealt the old way and replays so.
    #[serde(default = "dealt_before")]
    pub deal: Deal,
    /// How Matjok's claim windows are settled: the rulebook's way for every new game; a
    /// game saved before this field existed settled them the old way and replays so.
    #[serde(default = "claimed_before")]
    pub claims: Claims,
    /// The first round dealt from a seed and first player of its own (a record of the
    /// rule lab's); `None`: from the game's seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<Opening>,
    /// The deal of the day this match is (`play::daily`): played once, so no move is
    /// taken back, and its result is kept with the day's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<DailyOf>,
}

/// Which deal of the day a match is.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct DailyOf {
    /// Its date, `YYYY-MM-DD`.
    pub day: String,
    /// Started after its day (caught up): its result is kept, not counted in a streak.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub late: bool,
}

/// The deal of a game saved before [`Setup::deal`] existed.
fn dealt_before() -> Deal {
    Deal::FirstAndSecond
}

/// The claim windows of a game saved before [`Setup::claims`] existed.
fn claimed_before() -> Claims {
    Claims::NextFirst
}

impl Setup {
    /// One human ("You") against computers of `level`.
    pub fn against_computer(game: GameId, players: u8, level: Level) -> Setup {
        let seats = (0..players)
            .map(|s| SeatSetup {
                name: String::new(),
                player: if s == 0 {
                    Player::Human
                } else {
                    Player::Computer(level)
                },
                you: s == 0,
            })
            .collect();
        Setup {
            game,
            options: Options::default(),
            seats,
            budget: None,
            deal: Deal::Rulebook,
            claims: Claims::Rulebook,
            opening: None,
            daily: None,
        }
    }

    /// The number of players (saturating: [`Setup::check`] refuses more seats than a game has).
    pub fn players(&self) -> u8 {
        u8::try_from(self.seats.len()).unwrap_or(u8::MAX)
    }

    /// Whether the setup fits its game as far as the rules engine cannot tell: no more
    /// seats than a player count holds (the engine checks the count against the rule set)
    /// and only options the game has, each with a value it takes. A setup read from a save
    /// may come from anywhere.
    pub fn check(&self) -> Result<(), SetupError> {
        let mut checked = Options::default();
        for (name, value) in self.options.iter() {
            checked.set(self.game, name, value)?;
        }
        let seats = self.seats.len();
        if u8::try_from(seats).is_err() {
            let (min, max) = GameRules::new(self.game, &self.options)?.players();
            return Err(SetupError::Seats {
                game: self.game,
                seats,
                min,
                max,
            });
        }
        Ok(())
    }

    /// The players' names, by seat (the player spoken to by the language's word, whichever
    /// language the game was saved in).
    pub fn names(&self) -> Vec<String> {
        self.named().into_iter().map(|p| p.name).collect()
    }

    /// The players as sentences name them, by seat: their names, and the player spoken to.
    pub fn named(&self) -> Vec<Named> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| s.named(i))
            .collect()
    }

    /// People at the table, here or on another device: with two or more, nobody takes a
    /// move back.
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|s| s.player.is_person()).count()
    }

    /// People at this device: with two or more, hands are hidden between turns.
    pub fn here(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.player == Player::Human)
            .count()
    }

    /// The same setup as the player at `seat` is spoken to: that seat is "you", no other
    /// (what a friend's device is shown of a linked game).
    pub fn addressing(&self, seat: Seat) -> Setup {
        let mut setup = self.clone();
        for (i, s) in setup.seats.iter_mut().enumerate() {
            s.you = i == seat as usize;
        }
        setup
    }
}

/// One move of the current round, in words.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LogEntry {
    pub seat: Seat,
    pub action: AnyAction,
    pub text: String,
    /// The computer's reason, for its moves.
    pub reason: Option<Text>,
}

/// Why a saved session could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RestoreError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("{}", t!(play_restore_step, index = .index, error = .error))]
    Step { index: usize, error: String },
    #[error("{}", t!(play_restore_format, why = .0))]
    Format(String),
}

/// Why a move was not made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error(transparent)]
    Rule(#[from] RuleError),
    #[error("{}", t!(play_error_not_human, seat = .0))]
    NotHuman(Seat),
    #[error("{}", t!(play_error_no_computer))]
    NoComputerToMove,
    #[error("{}", t!(play_error_stale))]
    Stale,
    #[error("{}", t!(play_error_worker, why = .0))]
    Worker(String),
    #[error(transparent)]
    Match(#[from] MatchError),
}

/// One step of a session, as saved: a move, or dealing the next round. A move names
/// itself: the seat and the move in a record's notation (`AnyAction::notation`: "throw
/// 6-3", "draw face-down tile 2"), which no other legal move of that seat shares, so it
/// means the same move whatever order a later version lists the legal moves in (formats 2
/// to 4 saved its place in that list, and are read by replaying: [`read_session`]).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    Move {
        seat: Seat,
        notation: String,
        /// The computer's reason, for its moves.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<Text>,
    },
    NextRound,
    /// The next round, dealt from this seed (a linked game's, which both devices chose:
    /// `play::link::fair`).
    Deal {
        seed: u64,
    },
}

impl Step {
    /// The step without the computer's reason (which changes nothing in the game: what a
    /// worker or another device is sent).
    pub fn without_reason(&self) -> Step {
        match self {
            Step::Move { seat, notation, .. } => Step::Move {
                seat: *seat,
                notation: notation.clone(),
                reason: None,
            },
            other => other.clone(),
        }
    }

    /// A move as saved.
    pub fn of_move(seat: Seat, action: &AnyAction, reason: Option<Text>) -> Step {
        Step::Move {
            seat,
            notation: action.notation(),
            reason,
        }
    }
}

/// A step to replay, as some save holds it: a move by its notation (format 5 on), by its
/// place among the legal moves (formats 2 to 4, and kept games before their version 2)
/// or in its words (format 1).
#[derive(Clone, Copy)]
pub(super) enum Replay<'a> {
    Move {
        seat: Seat,
        pick: Pick<'a>,
        reason: Option<&'a Text>,
    },
    /// The next round, dealt from the match's seed or, given, from its own.
    NextRound(Option<u64>),
}

#[derive(Clone, Copy)]
pub(super) enum Pick<'a> {
    Notation(&'a str),
    Choice(u16),
    Words(&'a str),
}

impl<'a> Replay<'a> {
    fn of(step: &'a Step) -> Replay<'a> {
        match step {
            Step::Move {
                seat,
                notation,
                reason,
            } => Replay::Move {
                seat: *seat,
                pick: Pick::Notation(notation),
                reason: reason.as_ref(),
            },
            Step::NextRound => Replay::NextRound(None),
            Step::Deal { seed } => Replay::NextRound(Some(*seed)),
        }
    }
}

/// A step as [`Session::walk`] made it: the move (with the legal moves it was chosen
/// among), or the next round dealt.
pub enum Walked<'a> {
    Move {
        seat: Seat,
        action: AnyAction,
        legal: &'a [AnyAction],
        /// The computer's reason, when the game kept it.
        reason: Option<&'a Text>,
    },
    NextRound,
}

/// Reads the game in progress of a save in `format`. From format 5 a move names itself.
/// Formats 2 to 4 saved a move's place among the legal moves, and format 1 its words
/// (`describe`, unchanged since): such a game is replayed, each move found as that build
/// found it, and saved by its notation. (The setup is read by one piece of code for every
/// format.)
pub fn read_session(text: &str, format: u64) -> Result<SavedSession, RestoreError> {
    use serde_json::value::RawValue;
    #[derive(Deserialize)]
    struct Parts<'a, S> {
        #[serde(borrow)]
        setup: &'a RawValue,
        seed: u64,
        steps: Vec<S>,
    }
    /// A step of formats 2 to 4.
    #[derive(Deserialize)]
    #[serde(rename_all = "kebab-case")]
    enum PlacedStep {
        Move {
            seat: Seat,
            choice: u16,
            #[serde(default)]
            reason: Option<Text>,
        },
        NextRound,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "kebab-case")]
    enum V1Step {
        Move(V1Move),
        NextRound,
    }
    #[derive(Deserialize)]
    struct V1Move {
        seat: Seat,
        text: String,
        #[serde(default)]
        reason: Option<Text>,
    }
    let bad = |e: serde_json::Error| RestoreError::Format(super::json_problem::problem(&e));
    let setup = |raw: &RawValue| {
        serde_json::from_str::<Setup>(raw.get())
            .map(|s| as_played(s, format))
            .map_err(bad)
    };
    if format >= 5 {
        let p: Parts<Step> = serde_json::from_str(text).map_err(bad)?;
        return Ok(SavedSession {
            setup: setup(p.setup)?,
            seed: p.seed,
            steps: p.steps,
        });
    }
    if format >= 2 {
        let p: Parts<PlacedStep> = serde_json::from_str(text).map_err(bad)?;
        let steps = p.steps.iter().map(|step| match step {
            PlacedStep::Move {
                seat,
                choice,
                reason,
            } => Replay::Move {
                seat: *seat,
                pick: Pick::Choice(*choice),
                reason: reason.as_ref(),
            },
            PlacedStep::NextRound => Replay::NextRound(None),
        });
        return Session::replay(setup(p.setup)?, p.seed, steps, |_, _| {}).map(|s| s.saved());
    }
    let p: Parts<V1Step> = serde_json::from_str(text).map_err(bad)?;
    let steps = p.steps.iter().map(|step| match step {
        V1Step::Move(m) => Replay::Move {
            seat: m.seat,
            pick: Pick::Words(&m.text),
            reason: m.reason.as_ref(),
        },
        V1Step::NextRound => Replay::NextRound(None),
    });
    Session::replay(setup(p.setup)?, p.seed, steps, |_, _| {}).map(|s| s.saved())
}

/// A setup saved in `format` with the rules it was played by, where a default has
/// changed since: Three Dozen reshuffled at most 3 times before format 4.
fn as_played(mut setup: Setup, format: u64) -> Setup {
    let game = GameId::ThreeDozen;
    if format < 4 && setup.game == game && setup.options.get("reshuffle-limit").is_none() {
        // (a value the option takes: it cannot be refused)
        let _ = setup.options.set(game, "reshuffle-limit", "3");
    }
    setup
}

/// What is saved of a session: the setup, the seed and every step. The game is dealt and
/// replayed from them on loading (the engine is deterministic), so the save stays small
/// and the app needs no code to read game states.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SavedSession {
    pub setup: Setup,
    pub seed: u64,
    pub steps: Vec<Step>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Session {
    pub setup: Setup,
    pub seed: u64,
    pub game: Match,
    /// The current round's moves.
    pub log: Vec<LogEntry>,
    /// Every step of the match, for saving.
    steps: Vec<Step>,
    /// How many steps there were before each human move of this round: undo replays the
    /// steps up to there (not saved: a reload keeps the position, not the undo history).
    undo: Vec<usize>,
    /// Moves made in the whole match (seeds the computer players' choices).
    moves: u64,
    /// Raised by every move, undo and new round (a decision started before is stale).
    pub(super) changes: u64,
    /// The latest move and what it made happen (none after an undo or a new deal): what the
    /// table animates and announces.
    last: Option<Moved>,
}

/// A move made, and what it made happen in the round.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Moved {
    pub seat: Seat,
    pub action: AnyAction,
    pub events: Vec<AnyEvent>,
}

impl Moved {
    /// The move as `viewer` may see it: another seat's drawn or dealt tiles hidden.
    pub fn seen_by(&self, viewer: Seat) -> Moved {
        Moved {
            seat: self.seat,
            action: self.action,
            events: self.events.iter().map(|e| e.seen_by(viewer)).collect(),
        }
    }
}

#[cfg(test)]
impl Session {
    /// One move, for the tests: the first legal move of a person to act, else the
    /// computer's.
    pub fn move_on(&mut self) {
        let seat = self.to_act()[0];
        if self.is_human(seat) {
            let first = self.legal(seat)[0];
            self.play(seat, first).unwrap();
        } else {
            self.computer_move().unwrap();
        }
    }
}

impl Session {
    pub fn new(setup: Setup, seed: u64) -> Result<Session, SetupError> {
        setup.check()?;
        let game = Match::with_deal(
            setup.game,
            setup.options.clone(),
            setup.players(),
            seed,
            (setup.deal, setup.claims),
            setup.opening.clone(),
        )?;
        Ok(Session {
            setup,
            seed,
            game,
            log: Vec::new(),
            steps: Vec::new(),
            undo: Vec::new(),
            moves: 0,
            changes: 0,
            last: None,
        })
    }

    /// The latest move and its events, unless an undo or a new deal came after it.
    pub fn last_move(&self) -> Option<&Moved> {
        self.last.as_ref()
    }

    /// Steps made in the whole match (moves and deals): where the game stands.
    pub fn steps_made(&self) -> usize {
        self.steps.len()
    }

    /// What to save.
    pub fn saved(&self) -> SavedSession {
        SavedSession {
            setup: self.setup.clone(),
            seed: self.seed,
            steps: self.steps.clone(),
        }
    }

    /// Deals and replays a saved session; a step the rules refuse means the save is
    /// damaged.
    pub fn restore(saved: &SavedSession) -> Result<Session, RestoreError> {
        Session::walk(saved, |_, _| {})
    }

    /// [`Session::restore`], showing `each` every step as it is made, with the game after
    /// it: the one walk through a game's steps that the replay, the records and the review
    /// share.
    pub fn walk(
        saved: &SavedSession,
        each: impl FnMut(&Walked, &Session),
    ) -> Result<Session, RestoreError> {
        let steps = saved.steps.iter().map(Replay::of);
        Session::replay(saved.setup.clone(), saved.seed, steps, each)
    }

    /// Deals and plays `steps`, each checked by the rules, showing `each` every step made.
    pub(super) fn replay<'a>(
        setup: Setup,
        seed: u64,
        steps: impl IntoIterator<Item = Replay<'a>>,
        mut each: impl FnMut(&Walked, &Session),
    ) -> Result<Session, RestoreError> {
        let mut s = Session::new(setup, seed)?;
        for (index, step) in steps.into_iter().enumerate() {
            let refused = |error: String| RestoreError::Step { index, error };
            match step {
                Replay::Move { seat, pick, reason } => {
                    let legal = s.legal(seat);
                    let action = match pick {
                        Pick::Notation(n) => AnyAction::named(&legal, n),
                        Pick::Choice(c) => legal.get(usize::from(c)).copied(),
                        Pick::Words(text) => legal.iter().copied().find(|a| a.describe() == text),
                    };
                    let action = action.ok_or_else(|| match pick {
                        Pick::Choice(c) => {
                            refused(t!(play_restore_no_move_number, seat = seat, number = c))
                        }
                        Pick::Notation(w) | Pick::Words(w) => {
                            refused(t!(play_restore_cannot, seat = seat, words = w))
                        }
                    })?;
                    s.apply_and_record(seat, action, reason.cloned())
                        .map_err(|e| refused(e.to_string()))?;
                    let walked = Walked::Move {
                        seat,
                        action,
                        legal: &legal,
                        reason,
                    };
                    each(&walked, &s);
                }
                Replay::NextRound(seed) => {
                    s.next_round_from(seed)
                        .map_err(|e| refused(e.to_string()))?;
                    each(&Walked::NextRound, &s);
                }
            }
        }
        // a game read back: no move was just made
        s.last = None;
        Ok(s)
    }

    pub fn round(&self) -> &MatchRound {
        self.game.current()
    }

    pub fn to_act(&self) -> Vec<Seat> {
        self.round().to_act()
    }

    /// Whether a person plays `seat` (here or, linked, on another device).
    pub fn is_human(&self, seat: Seat) -> bool {
        self.setup
            .seats
            .get(seat as usize)
            .is_some_and(|s| s.player.is_person())
    }

    /// The seat a computer must move for now, if any.
    pub fn computer_to_move(&self) -> Option<Seat> {
        self.to_act().into_iter().find(|&s| !self.is_human(s))
    }

    pub fn legal(&self, seat: Seat) -> Vec<AnyAction> {
        self.round().legal_actions(seat)
    }

    /// Undo is offered against the computer only: with one human at the table, and not in
    /// the deal of the day (played once, as everyone plays it).
    pub fn can_undo(&self) -> bool {
        self.setup.humans() == 1 && self.setup.daily.is_none() && !self.undo.is_empty()
    }

    /// A human's move; returns what it made happen in the round.
    pub fn play(&mut self, seat: Seat, action: AnyAction) -> Result<Vec<AnyEvent>, PlayError> {
        if !self.is_human(seat) {
            return Err(PlayError::NotHuman(seat));
        }
        let before = self.steps.len();
        self.apply_and_record(seat, action, None)?;
        if self.setup.humans() == 1 {
            self.undo.push(before);
        }
        Ok(self
            .last
            .as_ref()
            .map(|m| m.events.clone())
            .unwrap_or_default())
    }

    /// Takes back the human's last move and every computer move after it: the match is
    /// dealt again and replayed up to that move (the engine is deterministic).
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let mut undo = self.undo.clone();
        let Some(steps_len) = undo.pop() else {
            return false;
        };
        let earlier = SavedSession {
            setup: self.setup.clone(),
            seed: self.seed,
            steps: self.steps[..steps_len].to_vec(),
        };
        let Ok(mut s) = Session::restore(&earlier) else {
            return false;
        };
        s.undo = undo;
        // the computer's seeds and the staleness count go on from here, as without undo
        s.moves = self.moves;
        s.changes = self.changes + 1;
        // (the position comes back; no move was just made)
        s.last = None;
        *self = s;
        true
    }

    /// Any seat's move, as a record or a replay plays it (no undo point).
    pub fn apply(&mut self, seat: Seat, action: AnyAction) -> Result<(), RuleError> {
        self.apply_and_record(seat, action, None)
    }

    /// Makes a move and records it in the steps and the log.
    fn apply_and_record(
        &mut self,
        seat: Seat,
        action: AnyAction,
        reason: Option<Text>,
    ) -> Result<(), RuleError> {
        if !self.legal(seat).contains(&action) {
            // not a legal move: the engine says why
            return Err(self.round().why_illegal(seat, action));
        }
        let events = self.game.current_mut().apply_telling(seat, action)?;
        self.last = Some(Moved {
            seat,
            action,
            events,
        });
        self.moves += 1;
        self.changes += 1;
        self.steps
            .push(Step::of_move(seat, &action, reason.clone()));
        self.log.push(LogEntry {
            seat,
            action,
            text: action.describe(),
            reason,
        });
        Ok(())
    }

    /// Starts the decision of the computer seat whose turn it is. `budget` overrides the
    /// setup's strong budget (imagined deals per decision).
    pub fn start_thinking(&self, budget: Option<u32>) -> Result<Thinking, PlayError> {
        let ask = self.computer_ask(budget)?;
        Ok(Thinking::start(self.round(), ask, self.changes))
    }

    /// What the computer seat whose turn it is must decide, and with which seed.
    pub(super) fn computer_ask(&self, budget: Option<u32>) -> Result<Ask, PlayError> {
        let seat = self.computer_to_move().ok_or(PlayError::NoComputerToMove)?;
        let Player::Computer(level) = self.setup.seats[seat as usize].player else {
            return Err(PlayError::NoComputerToMove);
        };
        Ok(Ask {
            seat,
            level,
            players: self.setup.players(),
            seed: derive_seed(self.seed, self.moves),
            budget: budget.or(self.setup.budget),
        })
    }

    /// Thinks a little more (up to `deals` imagined deals); true when the decision is
    /// ready.
    pub fn think(&self, thinking: &mut Thinking, deals: u32) -> bool {
        thinking.at_change != self.changes || thinking.think(self.round(), deals)
    }

    /// Makes the move decided so far; returns the seat, the move and the reason.
    pub fn finish_thinking(
        &mut self,
        thinking: Thinking,
    ) -> Result<(Seat, AnyAction, Text), PlayError> {
        let (seat, at_change) = (thinking.seat, thinking.at_change);
        let (action, reason) = thinking.finish();
        self.computer_moves(at_change, seat, action, reason)
    }

    /// Makes `seat`'s computer move decided when the session had made `at_change` changes
    /// (on the page or in the worker), unless the game has changed since or another seat
    /// is to move; returns the seat, the move and the reason.
    pub(super) fn computer_moves(
        &mut self,
        at_change: u64,
        seat: Seat,
        action: AnyAction,
        reason: Text,
    ) -> Result<(Seat, AnyAction, Text), PlayError> {
        if at_change != self.changes {
            return Err(PlayError::Stale);
        }
        if self.computer_to_move() != Some(seat) {
            return Err(PlayError::NoComputerToMove);
        }
        self.apply_and_record(seat, action, Some(reason.clone()))?;
        Ok((seat, action, reason))
    }

    /// The move the normal computer would make for `seat` now, and its reason (a hint).
    pub fn suggestion(&self, seat: Seat) -> Result<(AnyAction, Text), PlayError> {
        if !self.to_act().contains(&seat) {
            return Err(PlayError::Rule(RuleError::NotNow(
                t!(play_not_this_players_turn).into(),
            )));
        }
        Ok(self.think_for(seat))
    }

    /// What the computer of `level` would do for `seat` now, and why, thinking to its
    /// whole budget (the review of a finished game asks the strong and the normal one).
    pub fn opinion(&self, seat: Seat, level: Level, budget: Option<u32>) -> (AnyAction, Text) {
        let ask = Ask {
            seat,
            level,
            players: self.setup.players(),
            seed: derive_seed(self.seed, self.moves ^ 0x5EE),
            budget: budget.or(self.setup.budget),
        };
        let mut thinking = Thinking::start(self.round(), ask, self.changes);
        while !thinking.think(self.round(), u32::MAX) {}
        thinking.finish()
    }

    /// What the normal computer would do for `seat` now, and why (decided at once).
    fn think_for(&self, seat: Seat) -> (AnyAction, Text) {
        let ask = Ask {
            seat,
            level: Level::Normal,
            players: self.setup.players(),
            seed: derive_seed(self.seed, self.moves ^ 0x4A11),
            budget: None,
        };
        Thinking::start(self.round(), ask, self.changes).finish()
    }

    /// Lets the computer move for the seat whose turn it is, thinking to its full
    /// budget; returns the seat, the move and the computer's reason.
    pub fn computer_move(&mut self) -> Result<(Seat, AnyAction, Text), PlayError> {
        let mut thinking = self.start_thinking(None)?;
        self.think(&mut thinking, u32::MAX);
        self.finish_thinking(thinking)
    }

    pub fn round_over(&self) -> bool {
        self.round().next_to_act().is_none()
    }

    /// Records the finished round and deals the next; the log and undo start afresh.
    pub fn next_round(&mut self) -> Result<(), PlayError> {
        self.next_round_from(None)
    }

    /// [`Session::next_round`], the next round dealt from `seed` when given (else from the
    /// match's).
    pub fn next_round_from(&mut self, seed: Option<u64>) -> Result<(), PlayError> {
        self.game.finish_round_from(seed)?;
        self.steps.push(match seed {
            Some(seed) => Step::Deal { seed },
            None => Step::NextRound,
        });
        self.changes += 1;
        self.log.clear();
        self.undo.clear();
        self.last = None;
        Ok(())
    }
}
