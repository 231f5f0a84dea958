//! The save file: the game in progress, the settings and the finished games, under a
//! versioned schema. Loading never loses data: a save that cannot be read is copied aside
//! under its own key and reported. Saving checks a revision number, so a second tab of
//! the same game never silently overwrites the first. Storage is a trait: the browser's
//! localStorage in the app, a map in the tests.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::session::SavedSession;

/// The schema this build writes and reads.
pub const SCHEMA: u32 = 2;
/// Where the save lives.
pub const KEY: &str = "jjak.save";

/// Player settings that outlive a game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Settings {
    /// Milliseconds between computer moves (0: instant).
    pub ai_pace_ms: u32,
    /// Strong's thinking time per move, in milliseconds.
    pub think_ms: u32,
    /// The colour theme: 0 follows the system, 1 light, 2 dark (absent in older saves).
    #[serde(default)]
    pub theme: u32,
    /// Help at the table: 0 none, 1 hints, 2 the guide (hints and every step explained).
    #[serde(default)]
    pub help: u32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            ai_pace_ms: 700,
            think_ms: 1000,
            theme: 0,
            help: 0,
        }
    }
}

/// A finished game, for the history list.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct FinishedGame {
    pub game: String,
    pub players: Vec<String>,
    pub scores: Vec<i32>,
    pub rounds: usize,
}

#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct SaveFile {
    pub schema: u32,
    /// Raised on every save; a save whose stored revision moved on was written elsewhere.
    pub revision: u64,
    /// The game in progress: setup, seed and steps (replayed on loading).
    pub session: Option<SavedSession>,
    pub settings: Settings,
    pub history: Vec<FinishedGame>,
}

impl Default for SaveFile {
    fn default() -> SaveFile {
        SaveFile {
            schema: SCHEMA,
            revision: 0,
            session: None,
            settings: Settings::default(),
            history: Vec::new(),
        }
    }
}

/// Why a stored save could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error("the saved game is damaged and cannot be read ({0})")]
    Corrupt(String),
    #[error(
        "the saved game was written by another version of Jjak (save format {0}; this one reads format {current})",
        current = SCHEMA
    )]
    UnknownVersion(u64),
}

/// Reads a save file's text.
pub fn decode(text: &str) -> Result<SaveFile, LoadError> {
    /// The schema number alone, read before the rest (which may be another version's).
    #[derive(Deserialize)]
    struct Header {
        schema: Option<u64>,
    }
    let header: Header =
        serde_json::from_str(text).map_err(|e| LoadError::Corrupt(e.to_string()))?;
    match header.schema {
        Some(v) if v == SCHEMA as u64 => {}
        Some(v) => return Err(LoadError::UnknownVersion(v)),
        None => return Err(LoadError::Corrupt("no schema number".into())),
    }
    serde_json::from_str(text).map_err(|e| LoadError::Corrupt(e.to_string()))
}

pub fn encode(file: &SaveFile) -> String {
    serde_json::to_string(file).expect("a save file always serializes")
}

/// What the storage refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StorageError {
    #[error("this browser blocks storage here, so the game cannot be saved")]
    Blocked,
    #[error("the browser's storage is full, so the game could not be saved")]
    Full,
}

/// Somewhere to keep text by key.
pub trait Storage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError>;
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
}

/// What loading found.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    /// Nothing saved yet.
    Fresh(SaveFile),
    Saved(SaveFile),
    /// The save could not be read; its text is kept under `kept_as` and play starts
    /// afresh.
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
    #[error("this game was changed in another tab or window; reload to continue from there")]
    Conflict,
    #[error(transparent)]
    Storage(#[from] StorageError),
}

/// The save slot of this tab: remembers which revision it last read or wrote.
pub struct Saves<S: Storage> {
    pub storage: S,
    /// Where the save lives: [`KEY`] for the app, a key of its own for an embedded game.
    key: String,
    revision: u64,
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
        }
    }

    pub fn load(&mut self) -> Loaded {
        let text = match self.storage.get(&self.key) {
            Ok(Some(t)) => t,
            Ok(None) => return Loaded::Fresh(SaveFile::default()),
            Err(e) => return Loaded::Unavailable(e),
        };
        match decode(&text) {
            Ok(file) => {
                self.revision = file.revision;
                Loaded::Saved(file)
            }
            Err(error) => {
                // keep the unreadable text aside under a key of its own, never drop it
                let kept_as = self.keep_aside(&text);
                Loaded::Bad {
                    error,
                    kept_as,
                    fresh: SaveFile::default(),
                }
            }
        }
    }

    /// Keeps `text` under a key of its own (`jjak.save.unreadable.N`); returns the key.
    pub fn keep_aside(&mut self, text: &str) -> Option<String> {
        let key = (1..1000)
            .map(|n| format!("{}.unreadable.{n}", self.key))
            .find(|k| matches!(self.storage.get(k), Ok(None)))?;
        self.storage.set(&key, text).ok().map(|_| key)
    }

    /// Writes `file` unless another tab saved since this one last read or wrote.
    pub fn save(&mut self, file: &mut SaveFile) -> Result<(), SaveError> {
        if let Some(text) = self.storage.get(&self.key)? {
            if let Ok(stored) = decode(&text) {
                if stored.revision != self.revision {
                    return Err(SaveError::Conflict);
                }
            }
        }
        let next = self.revision + 1;
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

    /// Starts over after a conflict or a bad save: the next save overwrites.
    pub fn adopt_current(&mut self) {
        if let Ok(Some(text)) = self.storage.get(&self.key) {
            if let Ok(stored) = decode(&text) {
                self.revision = stored.revision;
                return;
            }
        }
        self.revision = 0;
    }
}
