//! The save file: the game in progress, the settings and the finished games, under a
//! versioned schema. Loading never loses data: a save that cannot be read is copied aside
//! under its own key and reported. Saving checks a revision number, so a second tab of
//! the same game never silently overwrites the first. Storage is a trait: the browser's
//! localStorage in the app, a map in the tests.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::session::{SavedSession, SeatSetup, Session};
use crate::engine::games::GameId;
use jjak_words::{t, w, Words};

/// The schema this build writes and reads. 1: moves in words; 2: moves by their place
/// among the legal moves; 3: a computer's reasons as structured text (the plain strings
/// of formats 1 and 2 are read as they are); 4: Three Dozen reshuffles without a limit
/// by default (a game saved before keeps the limit of 3 it was played with); 5: moves by
/// their notation (formats 2 to 4 are replayed and read as the same game:
/// `session::read_session`); 6: what was said kept as message keys and arguments, each
/// seat saying whether it is the player spoken to, a seat without a name named in the
/// language shown (issue 49: the words of formats 1 to 5, and their seats named "You",
/// are read as they are). tests/golden holds a save of formats 1 to 4; format 6 is
/// checked by tests/saves.rs (`a_save_holds_no_rendered_words`); 7: a seat may be a
/// friend's on another device, and a round dealt from a seed of its own (`Step::Deal`:
/// a linked game's, issue 50), which a build of format 6 could not read.
pub const SCHEMA: u32 = 7;
/// The oldest format read as it is (no copy kept aside, no notice).
const READ_AS_IS: u32 = 2;
/// Where the save lives.
pub const KEY: &str = "jjak.save";

/// The computer's pace choices (milliseconds between its moves, name).
pub const PACES: &[(u32, Words)] = &[
    (0, w!(play_pace_instant)),
    (300, w!(play_pace_fast)),
    (700, w!(play_pace_normal)),
    (1500, w!(play_pace_slow)),
];
/// How long the strong computer may think (milliseconds, name).
pub const THINKING: &[(u32, Words)] = &[
    (500, w!(play_thinking_half_second)),
    (1000, w!(play_thinking_one_second)),
    (2000, w!(play_thinking_two_seconds)),
    (5000, w!(play_thinking_five_seconds)),
];
/// A setting with a few named choices, stored in the save as its code (0, 1, 2).
macro_rules! coded_choice {
    ($(#[$doc:meta])* $name:ident { $($variant:ident = $code:literal, $label:expr;)+ }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
        #[serde(into = "u32", try_from = "u32")]
        pub enum $name {
            #[default]
            $($variant,)+
        }

        impl $name {
            /// Each choice's code and name, as the settings offer them.
            pub const CHOICES: &[(u32, Words)] = &[$(($code, $label)),+];

            pub fn code(self) -> u32 {
                match self {
                    $($name::$variant => $code,)+
                }
            }

            pub fn from_code(code: u32) -> Option<$name> {
                match code {
                    $($code => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        impl From<$name> for u32 {
            fn from(v: $name) -> u32 {
                v.code()
            }
        }

        impl TryFrom<u32> for $name {
            type Error = String;
            fn try_from(code: u32) -> Result<$name, String> {
                $name::from_code(code).ok_or_else(|| format!("no {} {code}", stringify!($name)))
            }
        }
    };
}

coded_choice! {
    /// The colour theme (absent in older saves: the system's).
    Theme {
        System = 0, w!(play_theme_system);
        Light = 1, w!(play_theme_light);
        Dark = 2, w!(play_theme_dark);
    }
}

coded_choice! {
    /// Help at the table: none, hints, or the guide (hints and every step explained).
    Help {
        Off = 0, w!(play_help_off);
        Hints = 1, w!(play_help_hints);
        Guide = 2, w!(play_help_guide);
    }
}

/// Player settings that outlive a game. Each holds one of the values the page offers
/// ([`PACES`], [`THINKING`], [`Theme`], [`Help`]); [`Settings::normalized`] makes it so.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Settings {
    /// Milliseconds between computer moves (0: instant).
    pub ai_pace_ms: u32,
    /// Strong's thinking time per move, in milliseconds.
    pub think_ms: u32,
    #[serde(default)]
    pub theme: Theme,
    #[serde(default)]
    pub help: Help,
    /// How a game with friends on other devices connects.
    #[serde(default)]
    pub network: super::link::network::Network,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            ai_pace_ms: 700,
            think_ms: 1000,
            theme: Theme::System,
            help: Help::Off,
            network: Default::default(),
        }
    }
}

impl Settings {
    /// Each setting as one of the offered choices: a time goes to the nearest offered
    /// time (a stored value may come from another version or another hand; a theme or
    /// help code the page does not offer is never read, see [`decode`]).
    pub fn normalized(&self) -> Settings {
        let nearest = |v: u32, choices: &[(u32, Words)]| {
            choices
                .iter()
                .map(|c| c.0)
                .min_by_key(|c| c.abs_diff(v))
                .unwrap_or(v)
        };
        Settings {
            ai_pace_ms: nearest(self.ai_pace_ms, PACES),
            think_ms: nearest(self.think_ms, THINKING),
            ..self.clone()
        }
    }
}

/// A finished game, for the history list: what was played and by whom, kept as data
/// (the game, each seat), shown in the language of the page that lists it. A game kept
/// before that (save formats 1 to 5) has its game's and players' names as they were shown.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct FinishedGame {
    /// The game's name as a game kept before format 6 wrote it (empty since: `id`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub game: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<GameId>,
    /// The players' names as a game kept before format 6 wrote them (empty since: `seats`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<SeatSetup>,
    pub scores: Vec<i32>,
    /// (A `u64`, not a `usize`: a save written on one machine is read on another.)
    pub rounds: u64,
    /// The game itself, to replay, as [`KeptGame::to_text`] writes it (absent in games
    /// finished before it was kept). Kept as text: only the replay reads it, so the pages
    /// that read the save carry no code to read games (held by tests/e2e/wasm-contents.test.mjs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept: Option<String>,
}

impl FinishedGame {
    /// The game's name in the language shown.
    pub fn shown_game(&self) -> String {
        self.id
            .map_or_else(|| self.game.clone(), |g| g.name().to_string())
    }

    /// The players' names in the language shown (in a game kept before format 6, as they
    /// were, but the player spoken to, named then "You", "나" or "Jij", by the language's
    /// word).
    pub fn shown_players(&self) -> Vec<String> {
        if !self.seats.is_empty() {
            return self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| s.named(i).name)
                .collect();
        }
        use super::session::YOU_BEFORE;
        self.players
            .iter()
            .map(|p| match YOU_BEFORE.contains(&p.as_str()) {
                true => t!(play_you).to_string(),
                false => p.clone(),
            })
            .collect()
    }

    /// `session`'s game, for the history list.
    pub fn of(session: &Session) -> FinishedGame {
        FinishedGame {
            game: String::new(),
            id: Some(session.setup.game),
            players: Vec::new(),
            seats: session.setup.seats.clone(),
            scores: session.game.scores().to_vec(),
            rounds: session.game.results().len() as u64,
            kept: Some(KeptGame::of(&session.saved()).to_text()),
        }
    }
}

/// The longest kept game read (from the history or a shared link: a Matjok match is about
/// 20 KB): as long as a record may be.
pub const KEPT_MAX_BYTES: usize = super::record::MAX_BYTES;

/// A game kept to replay, small enough for the history and a link: its setup and seed, and
/// its steps (docs/records.md). Version 2 writes each move as a record does, `SEAT: MOVE`
/// (the seat counted from 1, the move's notation), and each next round `-`. Version 1
/// (no `kept` field) wrote its steps as one word, each move `SEAT.CHOICE` (the seat from 0
/// and the move's place among its legal moves), joined by `_`: it is read by replaying.
/// The computers' reasons are left out.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct KeptGame {
    /// The version: [`KEPT_VERSION`] (absent: 1).
    #[serde(default = "kept_first")]
    pub kept: u32,
    pub setup: super::session::Setup,
    pub seed: u64,
    /// Version 2: each step.
    #[serde(default)]
    pub moves: Vec<String>,
    /// Version 1: the steps as one word.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps: Option<String>,
}

/// The version of a kept game this build writes.
pub const KEPT_VERSION: u32 = 2;

fn kept_first() -> u32 {
    1
}

impl KeptGame {
    pub fn of(saved: &SavedSession) -> KeptGame {
        use super::session::Step;
        let moves = saved
            .steps
            .iter()
            .map(|s| match s {
                Step::Move { seat, notation, .. } => super::record::write_move(*seat, notation),
                Step::NextRound => "-".into(),
                Step::Deal { seed } => format!("-{seed}"),
            })
            .collect();
        KeptGame {
            kept: KEPT_VERSION,
            setup: saved.setup.clone(),
            seed: saved.seed,
            moves,
            steps: None,
        }
    }

    /// The game to replay (version 2: each step read, not yet played, see `play::replay`;
    /// version 1: replayed to find each move's notation), within a record's limits
    /// (`play::record`): its moves, the strong computer's budget.
    pub fn saved(&self) -> Result<SavedSession, String> {
        use super::record::{MAX_BUDGET, MAX_MOVES};
        let (moves, first) = match (self.kept, self.steps.as_deref()) {
            (1, Some(steps)) => {
                let moves = steps.split('_').filter(|w| !w.is_empty() && *w != "-");
                (moves.count(), Some(steps))
            }
            (1, None) => return Err(t!(play_kept_unreadable, why = "no steps")),
            (KEPT_VERSION, _) => (
                self.moves.iter().filter(|m| !m.starts_with('-')).count(),
                None,
            ),
            (v, _) => return Err(t!(play_kept_version, version = v)),
        };
        if moves > MAX_MOVES {
            return Err(t!(play_kept_too_many_moves, moves = moves, max = MAX_MOVES));
        }
        if let Some(b) = self.setup.budget.filter(|&b| b > MAX_BUDGET) {
            return Err(t!(play_kept_budget, budget = b, max = MAX_BUDGET));
        }
        match first {
            Some(steps) => self.replayed(steps),
            None => self.by_name(),
        }
    }

    /// Version 2's moves, each read by its seat and notation.
    fn by_name(&self) -> Result<SavedSession, String> {
        use super::record::read_move;
        use super::session::Step;
        let players = self.setup.players();
        let steps = self.moves.iter().enumerate().map(|(i, word)| {
            if word == "-" {
                return Ok(Step::NextRound);
            }
            if let Some(seed) = word.strip_prefix('-') {
                let seed = seed
                    .parse()
                    .map_err(|_| t!(play_kept_move, number = i + 1, word = word))?;
                return Ok(Step::Deal { seed });
            }
            let (seat, notation) = read_move(word, players)
                .ok_or_else(|| t!(play_kept_move, number = i + 1, word = word))?;
            Ok(Step::Move {
                seat,
                notation: notation.to_string(),
                reason: None,
            })
        });
        Ok(SavedSession {
            setup: self.setup.clone(),
            seed: self.seed,
            steps: steps.collect::<Result<_, String>>()?,
        })
    }

    /// Version 1's steps (`SEAT.CHOICE`), replayed to find each move as that build listed
    /// them.
    fn replayed(&self, steps: &str) -> Result<SavedSession, String> {
        use super::session::{Pick, Replay, Session};
        let steps = steps
            .split('_')
            .filter(|w| !w.is_empty())
            .enumerate()
            .map(|(i, word)| {
                if word == "-" {
                    return Ok(Replay::NextRound(None));
                }
                let read = word
                    .split_once('.')
                    .and_then(|(seat, choice)| Some((seat.parse().ok()?, choice.parse().ok()?)));
                match read {
                    Some((seat, choice)) => Ok(Replay::Move {
                        seat,
                        pick: Pick::Choice(choice),
                        reason: None,
                    }),
                    None => Err(t!(play_kept_step, number = i + 1, word = word)),
                }
            })
            .collect::<Result<Vec<_>, String>>()?;
        Session::replay(self.setup.clone(), self.seed, steps, |_, _| {})
            .map(|s| s.saved())
            .map_err(|e| e.to_string())
    }

    /// The game as the history and a link's fragment hold it (JSON; a link percent-encodes
    /// it).
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a kept game's text (from the history or a link): too long, not JSON or not a
    /// game is refused with a sentence.
    pub fn parse(text: &str) -> Result<KeptGame, String> {
        if text.len() > KEPT_MAX_BYTES {
            return Err(t!(play_kept_too_long, bytes = text.len()));
        }
        serde_json::from_str(text)
            .map_err(|e| t!(play_kept_unreadable, why = super::json_problem::problem(&e)))
    }
}

#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct SaveFile {
    pub schema: u32,
    /// Raised on every save; a save whose stored revision moved on was written elsewhere.
    pub revision: u64,
    /// The game in progress: setup, seed and steps (replayed on loading).
    pub session: Option<SavedSession>,
    pub settings: Settings,
    /// The finished games, newest first ([`SaveFile::remember`]). Stored under a key of
    /// their own ([`history_key`]), written only when they change, so a move writes the
    /// game in progress alone (formats up to 4 held them in the save itself).
    #[serde(skip)]
    pub history: Vec<FinishedGame>,
    /// The parts of the stored save this version does not know (a newer version's), kept
    /// as they were and written back.
    #[serde(flatten)]
    pub unknown: Unknown,
}

/// The games a history keeps, the oldest let go first.
pub const HISTORY_KEPT: usize = 50;

impl SaveFile {
    /// Keeps a finished game at the top of the history; beyond [`HISTORY_KEPT`] games the
    /// oldest is let go.
    pub fn remember(&mut self, game: FinishedGame) {
        self.history.insert(0, game);
        self.history.truncate(HISTORY_KEPT);
    }
}

/// Where the history of the save under `key` lives.
pub fn history_key(key: &str) -> String {
    format!("{key}.history")
}

/// The history as its key holds it: `{"schema": N, "history": [...]}`.
pub fn encode_history(history: &[FinishedGame]) -> String {
    #[derive(Serialize)]
    struct Stored<'a> {
        schema: u32,
        history: &'a [FinishedGame],
    }
    serde_json::to_string(&Stored {
        schema: SCHEMA,
        history,
    })
    .expect("a history always serializes")
}

/// Reads a history's text, each game on its own (one that cannot be read is named in
/// `left_out`); text that is no history at all, or a newer format's, is refused.
pub fn decode_history(text: &str) -> Result<(Vec<FinishedGame>, Vec<String>), LoadError> {
    use serde_json::value::RawValue;
    #[derive(Deserialize)]
    struct Parts<'a> {
        schema: Option<u64>,
        #[serde(borrow)]
        history: Option<&'a RawValue>,
    }
    let parts: Parts = serde_json::from_str(text)
        .map_err(|e| LoadError::Corrupt(super::json_problem::problem(&e)))?;
    match parts.schema {
        Some(v) if v > SCHEMA as u64 => return Err(LoadError::UnknownVersion(v)),
        Some(_) => {}
        None => return Err(LoadError::Corrupt(t!(play_load_no_format_number).into())),
    }
    let mut left_out = Vec::new();
    let history = match parts.history {
        Some(raw) => read_history(raw.get(), &mut left_out),
        None => Vec::new(),
    };
    Ok((history, left_out))
}

/// The finished games of a history's JSON list, each read on its own: one that cannot be
/// read is named in `left_out`, not the list.
fn read_history(text: &str, left_out: &mut Vec<String>) -> Vec<FinishedGame> {
    use serde_json::value::RawValue;
    let Ok(entries) = serde_json::from_str::<Vec<&RawValue>>(text) else {
        left_out.push("history".into());
        return Vec::new();
    };
    let mut history = Vec::new();
    for (i, entry) in entries.into_iter().enumerate() {
        match serde_json::from_str(entry.get()) {
            Ok(game) => history.push(game),
            Err(_) => left_out.push(t!(play_left_out_history_entry, number = i + 1).into()),
        }
    }
    history
}

/// The top-level parts of a save this version does not know, by name, each as its JSON.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Unknown(pub BTreeMap<String, Box<serde_json::value::RawValue>>);

impl PartialEq for Unknown {
    fn eq(&self, other: &Unknown) -> bool {
        self.0.len() == other.0.len()
            && self
                .0
                .iter()
                .zip(&other.0)
                .all(|((a, x), (b, y))| a == b && x.get() == y.get())
    }
}

/// The parts of a save this version reads.
const KNOWN_PARTS: &[&str] = &["schema", "revision", "session", "settings", "history"];

impl Default for SaveFile {
    fn default() -> SaveFile {
        SaveFile {
            schema: SCHEMA,
            revision: 0,
            session: None,
            settings: Settings::default(),
            history: Vec::new(),
            unknown: Unknown::default(),
        }
    }
}

/// Why a stored save could not be read at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error("{}", t!(play_load_corrupt, why = .0))]
    Corrupt(String),
    #[error("{}", t!(play_load_newer, format = .0, current = SCHEMA))]
    UnknownVersion(u64),
}

/// A save as read: the file, and the parts of it that could not be read and were left
/// out, each named ("settings.theme", "history entry 2", "the game in progress").
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded {
    pub file: SaveFile,
    /// The format it was written in (older formats are read and brought forward).
    pub schema: u64,
    pub left_out: Vec<String>,
    /// The history was in the save's own text (formats up to 4), not under its key.
    pub history_inside: bool,
}

impl Decoded {
    /// Whether writing this file back keeps everything the stored text held: nothing was
    /// left out, and the format is one this build reads without change (format 2 differs
    /// only in writing reasons as plain strings, which read as they are).
    pub fn is_whole(&self) -> bool {
        self.left_out.is_empty() && self.schema >= READ_AS_IS as u64
    }
}

/// Reads a save file's text. Each part is read on its own, so one field of the wrong
/// type loses that field (named in `left_out`), not the file; a save of format 1 is
/// brought forward (`session::read_session` replays its game). Only text that is not a
/// save at all, or a save of a newer format, is refused.
pub fn decode(text: &str) -> Result<Decoded, LoadError> {
    use serde_json::value::RawValue;
    /// The top level, each part kept as raw text to be read on its own.
    #[derive(Deserialize)]
    struct Parts<'a> {
        schema: Option<u64>,
        #[serde(borrow)]
        revision: Option<&'a RawValue>,
        #[serde(borrow)]
        session: Option<&'a RawValue>,
        #[serde(borrow)]
        settings: Option<&'a RawValue>,
        #[serde(borrow)]
        history: Option<&'a RawValue>,
    }
    #[derive(Deserialize)]
    struct SettingsParts<'a> {
        #[serde(borrow)]
        ai_pace_ms: Option<&'a RawValue>,
        #[serde(borrow)]
        think_ms: Option<&'a RawValue>,
        #[serde(borrow)]
        theme: Option<&'a RawValue>,
        #[serde(borrow)]
        help: Option<&'a RawValue>,
        #[serde(borrow)]
        network: Option<&'a RawValue>,
    }
    /// A part's text, unless absent or null.
    fn part(raw: Option<&RawValue>) -> Option<&str> {
        raw.map(RawValue::get).filter(|t| *t != "null")
    }
    /// Reads `text` as a `T`, or names it as left out.
    fn read<'a, T: Deserialize<'a>>(
        text: &'a str,
        name: &str,
        left_out: &mut Vec<String>,
    ) -> Option<T> {
        serde_json::from_str(text)
            .map_err(|_| left_out.push(name.to_string()))
            .ok()
    }
    /// A part read as a `T`, unless absent or null.
    fn read_part<'a, T: Deserialize<'a>>(
        raw: Option<&'a RawValue>,
        name: &str,
        left_out: &mut Vec<String>,
    ) -> Option<T> {
        read(part(raw)?, name, left_out)
    }

    let parts: Parts = serde_json::from_str(text)
        .map_err(|e| LoadError::Corrupt(super::json_problem::problem(&e)))?;
    let schema = match parts.schema {
        Some(v) if (1..=SCHEMA as u64).contains(&v) => v,
        Some(v) if v > SCHEMA as u64 => return Err(LoadError::UnknownVersion(v)),
        Some(v) => return Err(LoadError::Corrupt(t!(play_load_no_format, format = v))),
        None => return Err(LoadError::Corrupt(t!(play_load_no_format_number).into())),
    };
    let mut left_out = Vec::new();
    // what this version does not know is kept as it is
    let mut unknown: BTreeMap<String, Box<RawValue>> =
        serde_json::from_str(text).unwrap_or_default();
    unknown.retain(|name, _| !KNOWN_PARTS.contains(&name.as_str()));
    let mut file = SaveFile {
        revision: read_part(parts.revision, "revision", &mut left_out).unwrap_or(0),
        unknown: Unknown(unknown),
        ..SaveFile::default()
    };
    if let Some(t) = part(parts.settings) {
        if let Some(p) = read::<SettingsParts>(t, "settings", &mut left_out) {
            let s = &mut file.settings;
            for (raw, name, field) in [
                (p.ai_pace_ms, "settings.ai_pace_ms", &mut s.ai_pace_ms),
                (p.think_ms, "settings.think_ms", &mut s.think_ms),
            ] {
                if let Some(v) = read_part(raw, name, &mut left_out) {
                    *field = v;
                }
            }
            // a code this version does not offer goes back to the default
            let theme = read_part(p.theme, "settings.theme", &mut left_out);
            s.theme = theme.and_then(Theme::from_code).unwrap_or_default();
            let help = read_part(p.help, "settings.help", &mut left_out);
            s.help = help.and_then(Help::from_code).unwrap_or_default();
            if let Some(network) = read_part(p.network, "settings.network", &mut left_out) {
                s.network = network;
            }
            file.settings = file.settings.normalized();
        }
    }
    // (formats up to 4 held the history; from 5 it has a key of its own)
    let history_inside = parts.history.is_some();
    if let Some(t) = part(parts.history) {
        file.history = read_history(t, &mut left_out);
    }
    if let Some(t) = part(parts.session) {
        use super::session::{read_session, RestoreError};
        match read_session(t, schema) {
            Ok(session) => file.session = Some(session),
            Err(RestoreError::Format(_)) => left_out.push(t!(play_left_out_game).into()),
            // (a game of an older format read by replaying it, which the rules refused:
            // the reason is told)
            Err(e) => left_out.push(format!("{} ({e})", t!(play_left_out_game))),
        }
    }
    Ok(Decoded {
        file,
        schema,
        left_out,
        history_inside,
    })
}

pub fn encode(file: &SaveFile) -> String {
    serde_json::to_string(file).expect("a save file always serializes")
}

/// What the storage refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StorageError {
    #[error("{}", t!(play_storage_blocked))]
    Blocked,
    #[error("{}", t!(play_storage_full))]
    Full,
}

/// Keeps `text`, read from `key`, under a key of its own (`KEY.unreadable.N`), once: a
/// text kept already is not copied again. Returns the key, or None when it could not
/// be kept.
pub fn keep_aside<S: Storage>(storage: &mut S, key: &str, text: &str) -> Option<String> {
    let mut free = None;
    for n in 1..1000 {
        let aside = format!("{key}.unreadable.{n}");
        match storage.get(&aside) {
            Ok(Some(kept)) if kept == text => return Some(aside),
            Ok(Some(_)) => {}
            Ok(None) => {
                free = Some(aside);
                break;
            }
            Err(_) => return None,
        }
    }
    let aside = free?;
    storage.set(&aside, text).ok().map(|_| aside)
}

/// Somewhere to keep text by key.
pub trait Storage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError>;
    fn remove(&mut self, key: &str) -> Result<(), StorageError>;
}

/// A storage in memory (tests, and the app when the browser's is blocked).
#[derive(Clone, Debug, Default)]
pub struct MemoryStorage {
    pub items: BTreeMap<String, String>,
    /// Refuse writes longer than this (simulates a full quota).
    pub limit: Option<usize>,
}

impl Storage for MemoryStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        Ok(self.items.get(key).cloned())
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        if self.limit.is_some_and(|l| value.len() > l) {
            return Err(StorageError::Full);
        }
        self.items.insert(key.to_string(), value.to_string());
        Ok(())
    }
    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.items.remove(key);
        Ok(())
    }
}

/// The list of embedded games' save keys, most recently opened first, one a line.
pub const EMBED_INDEX: &str = "jjak.embed.index";
/// How many embedded games keep their save (the oldest opened is forgotten first).
pub const EMBEDS_KEPT: usize = 8;

/// Where an embedded game keeps its save: one key per setup, written as
/// `SetupQuery::to_query` prints it (so `seed=1` and `seed=01` are the same game).
pub fn embed_key(setup_query: &str) -> String {
    format!("jjak.embed.{setup_query}")
}

/// An embedded game saved by an earlier version under `old` (the address's query as it
/// was given) moves to `key` (the query as [`embed_key`] writes it), unless a game is
/// saved there already; either way the old key is removed, so it is read once and not
/// left behind.
pub fn move_old_embed<S: Storage>(
    storage: &mut S,
    old: &str,
    key: &str,
) -> Result<(), StorageError> {
    if old == key || !old.starts_with("jjak.embed.") || old == EMBED_INDEX {
        return Ok(());
    }
    if let Some(text) = storage.get(old)? {
        if storage.get(key)?.is_none() {
            storage.set(key, &text)?;
        }
        storage.remove(old)?;
    }
    Ok(())
}

/// Records that the embedded game saved under `key` was opened, and forgets the saves
/// of the games opened longest ago beyond the `keep` most recent.
pub fn remember_embed<S: Storage>(
    storage: &mut S,
    key: &str,
    keep: usize,
) -> Result<(), StorageError> {
    // one key a line (a setup query holds no line break)
    let mut keys: Vec<String> = storage
        .get(EMBED_INDEX)?
        .map(|text| text.lines().map(String::from).collect())
        .unwrap_or_default();
    keys.retain(|k| k != key);
    keys.insert(0, key.to_string());
    for old in keys.split_off(keep.min(keys.len())) {
        storage.remove(&old)?;
        storage.remove(&history_key(&old))?;
    }
    storage.set(EMBED_INDEX, &keys.join("\n"))
}

/// What loading found.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    /// Nothing saved yet.
    Fresh(SaveFile),
    Saved(SaveFile),
    /// Read, but not whole: written in an older format, or with parts that could not be
    /// read (`left_out`). The stored text is kept as it was under `kept_as` (None: there
    /// was no room for a copy, so the save is not written over until there is).
    Repaired {
        file: SaveFile,
        from_schema: u64,
        left_out: Vec<String>,
        kept_as: Option<String>,
    },
    /// The save could not be read; its text is kept under `kept_as` (as above) and play
    /// starts afresh.
    Bad {
        error: LoadError,
        kept_as: Option<String>,
        fresh: SaveFile,
    },
    /// Storage is blocked: play goes on without saving.
    Unavailable(StorageError),
}

/// Why a save did not happen.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    #[error("{}", t!(play_save_conflict))]
    Conflict,
    #[error("{}", t!(play_save_newer, format = .0))]
    Newer(u64),
    #[error("{}", t!(play_save_would_lose))]
    WouldLose,
    #[error(transparent)]
    Storage(#[from] StorageError),
}

/// The save slot of this tab: remembers which revision it last read or wrote, and the
/// history as it last read or wrote it (written again only when it changes).
pub struct Saves<S: Storage> {
    pub storage: S,
    /// Where the save lives: [`KEY`] for the app, a key of its own for an embedded game.
    key: String,
    revision: u64,
    /// The stored text holds something this tab could not use and could not copy aside:
    /// it is not written over until a copy exists.
    guarded: bool,
    /// The history as stored under [`history_key`], when this tab knows it.
    history_stored: Option<Vec<FinishedGame>>,
    /// The stored history could not be read whole nor copied aside: it is not written
    /// over until a copy exists.
    history_guarded: bool,
}

impl<S: Storage> Saves<S> {
    pub fn new(storage: S) -> Saves<S> {
        Saves::at(storage, KEY)
    }

    /// Saves kept under `key` instead of the app's.
    pub fn at(storage: S, key: &str) -> Saves<S> {
        Saves {
            storage,
            key: key.to_string(),
            revision: 0,
            guarded: false,
            history_stored: None,
            history_guarded: false,
        }
    }

    pub fn load(&mut self) -> Loaded {
        let text = match self.storage.get(&self.key) {
            Ok(text) => text,
            Err(e) => return Loaded::Unavailable(e),
        };
        let Some(text) = text else {
            return self.with_history(Loaded::Fresh(SaveFile::default()));
        };
        let key = self.key.clone();
        let decoded = decode(&text);
        let inside = decoded.as_ref().is_ok_and(|d| d.history_inside);
        let loaded = match decoded {
            Ok(d) if d.is_whole() => {
                self.revision = d.file.revision;
                Loaded::Saved(d.file)
            }
            Ok(d) => {
                // what could not be read stays in the copy; the slot is written over at
                // the next save only if the copy exists
                self.revision = d.file.revision;
                Loaded::Repaired {
                    kept_as: self.keep_aside(&key, &text),
                    file: d.file,
                    from_schema: d.schema,
                    left_out: d.left_out,
                }
            }
            Err(error) => Loaded::Bad {
                error,
                kept_as: self.keep_aside(&key, &text),
                fresh: SaveFile::default(),
            },
        };
        if inside {
            // the history came in the save (formats up to 4): the next save writes it
            // under its own key
            self.history_stored = None;
            return loaded;
        }
        self.with_history(loaded)
    }

    /// What was loaded, with the history read from its own key. A history that cannot be
    /// read whole is kept aside (as the save is), what could be read is kept, and the
    /// loaded save says what was left out; without room for the copy the history is not
    /// written over until there is.
    fn with_history(&mut self, loaded: Loaded) -> Loaded {
        let key = history_key(&self.key);
        let text = match self.storage.get(&key) {
            Ok(Some(text)) => text,
            Ok(None) => {
                self.history_stored = Some(Vec::new());
                return loaded;
            }
            Err(e) => return Loaded::Unavailable(e),
        };
        let (history, left_out) = match decode_history(&text) {
            Ok(read) => read,
            Err(e) => (
                Vec::new(),
                vec![format!("{} ({e})", t!(play_left_out_history))],
            ),
        };
        let mut kept = None;
        if left_out.is_empty() {
            self.history_stored = Some(history.clone());
        } else {
            self.history_stored = None;
            kept = self.keep_aside(&key, &text);
            self.history_guarded = kept.is_none();
        }
        match loaded {
            Loaded::Fresh(file) if left_out.is_empty() => {
                Loaded::Fresh(SaveFile { history, ..file })
            }
            Loaded::Saved(file) if left_out.is_empty() => {
                Loaded::Saved(SaveFile { history, ..file })
            }
            Loaded::Fresh(file) | Loaded::Saved(file) => Loaded::Repaired {
                file: SaveFile { history, ..file },
                from_schema: SCHEMA as u64,
                left_out,
                kept_as: kept,
            },
            Loaded::Repaired {
                file,
                from_schema,
                left_out: before,
                kept_as,
            } => Loaded::Repaired {
                file: SaveFile { history, ..file },
                from_schema,
                left_out: [before, left_out].concat(),
                kept_as,
            },
            Loaded::Bad {
                error,
                kept_as,
                fresh,
            } => Loaded::Bad {
                error,
                kept_as,
                fresh: SaveFile { history, ..fresh },
            },
            unavailable @ Loaded::Unavailable(_) => unavailable,
        }
    }

    /// Keeps `text`, read from `key`, aside ([`keep_aside`]).
    pub fn keep_aside(&mut self, key: &str, text: &str) -> Option<String> {
        keep_aside(&mut self.storage, key, text)
    }

    /// Writes `file` unless another tab saved since this one last read or wrote, or the
    /// slot holds what this build could not read whole and cannot keep a copy of. The
    /// history is written first, and only when it changed.
    pub fn save(&mut self, file: &mut SaveFile) -> Result<(), SaveError> {
        if let Some(text) = self.storage.get(&self.key)? {
            match decode(&text) {
                Ok(stored) if stored.file.revision != self.revision => {
                    return Err(SaveError::Conflict)
                }
                Ok(stored) if stored.is_whole() && !self.guarded => {}
                Err(LoadError::UnknownVersion(v)) => return Err(SaveError::Newer(v)),
                // read in part, or not at all: written over only with a copy kept
                _ => {
                    let key = self.key.clone();
                    self.keep_aside(&key, &text).ok_or(SaveError::WouldLose)?;
                    self.guarded = false;
                }
            }
        }
        if self.history_stored.as_ref() != Some(&file.history) {
            let key = history_key(&self.key);
            if self.history_guarded {
                if let Some(text) = self.storage.get(&key)? {
                    self.keep_aside(&key, &text).ok_or(SaveError::WouldLose)?;
                }
                self.history_guarded = false;
            }
            self.storage.set(&key, &encode_history(&file.history))?;
            self.history_stored = Some(file.history.clone());
        }
        let next = self.revision.wrapping_add(1);
        let previous = file.revision;
        file.revision = next;
        file.schema = SCHEMA;
        if let Err(e) = self.storage.set(&self.key, &encode(file)) {
            file.revision = previous;
            return Err(e.into());
        }
        self.revision = next;
        Ok(())
    }

    /// [`Saves::save`]; when the storage is full, the moves kept of the oldest finished
    /// games are let go, one game at a time, until the save fits (their names and scores
    /// stay in the history), so the game in progress is never lost for the history's sake.
    /// Returns how many games' moves were let go.
    pub fn save_making_room(&mut self, file: &mut SaveFile) -> Result<usize, SaveError> {
        let mut dropped = 0;
        loop {
            match self.save(file) {
                Err(SaveError::Storage(StorageError::Full)) => {
                    let Some(oldest) = file.history.iter_mut().rev().find(|g| g.kept.is_some())
                    else {
                        return Err(SaveError::Storage(StorageError::Full));
                    };
                    oldest.kept = None;
                    dropped += 1;
                }
                Err(e) => return Err(e),
                Ok(()) => return Ok(dropped),
            }
        }
    }

    /// Keeps the stored text aside as it is, because a part of it that was read could not
    /// be used (a game that does not replay). Until that copy exists, the slot is not
    /// written over. Returns the key of the copy.
    pub fn keep_current_aside(&mut self) -> Option<String> {
        let text = self.storage.get(&self.key).ok().flatten()?;
        let key = self.key.clone();
        let kept = self.keep_aside(&key, &text);
        self.guarded = kept.is_none();
        kept
    }

    /// Starts over after a conflict or a bad save: the next save overwrites (a stored
    /// text this build cannot read whole is still kept aside first).
    pub fn adopt_current(&mut self) {
        self.revision = match self.storage.get(&self.key) {
            Ok(Some(text)) => decode(&text).map(|d| d.file.revision).unwrap_or(0),
            _ => 0,
        };
    }
}
