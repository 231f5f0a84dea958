//! What a device keeps of its link in localStorage, beside the save file: the host's side
//! (its secret, the friends, the deals; the game itself is the save's game in progress) and
//! a friend's (its seat, its secret, what it was shown and checked). Text that does not
//! read is kept aside under another key, and the page says so; nothing is lost.

use gloo_storage::{LocalStorage, Storage};
use jjak_words::t;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::play::link::friend::Friend;
use crate::play::link::host::Host;
use crate::play::session::Setup;

/// Where the host's side is kept.
pub const HOST: &str = "jjak.link.host";
/// Where a friend's side is kept.
pub const FRIEND: &str = "jjak.link.friend";
/// Where a page opened from an answer's link leaves it for the host's page.
pub const ANSWER: &str = "jjak.link.answer";
/// Where the new-game page leaves the setup of a game with friends for the host's page.
const START: &str = "jjak.link.start";

/// A friend's side as this device keeps it: the link it joined, and which match of it
/// went into the history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Joined {
    pub link: u64,
    pub friend: Friend,
    #[serde(default)]
    pub kept: Option<u32>,
}

/// What is kept under `key`, if anything; text that does not read is kept aside (under
/// `key.unread`) and refused with a sentence.
pub fn load<T: DeserializeOwned>(key: &str) -> Result<Option<T>, String> {
    let Ok(text) = LocalStorage::raw().get_item(key) else {
        return Err(t!(link_storage_blocked).to_string());
    };
    let Some(text) = text else { return Ok(None) };
    serde_json::from_str(&text).map(Some).map_err(|e| {
        let aside = format!("{key}.unread");
        let _ = LocalStorage::raw().set_item(&aside, &text);
        let _ = LocalStorage::raw().remove_item(key);
        t!(link_storage_unread, why = e, key = aside)
    })
}

/// Keeps `value` under `key`; why not, in a sentence.
pub fn save<T: Serialize>(key: &str, value: &T) -> Result<(), String> {
    LocalStorage::set(key, value).map_err(|e| t!(link_storage_full, why = e))
}

/// Forgets what is kept under `key`.
pub fn forget(key: &str) {
    LocalStorage::delete(key);
}

/// The match `setup` describes, to be played with friends on other devices: left for the
/// host's page, which the new-game page opens next (and which makes the link: the Play
/// bundle carries none of its code).
pub fn ask_to_start(setup: &Setup) -> Result<(), String> {
    save(START, setup)
}

/// The link for the match the new-game page left, if it left one, its host's secret drawn
/// at random; kept, and the setup forgotten.
pub fn start_asked() -> Result<Option<Host>, String> {
    let Some(setup) = load::<Setup>(START)? else {
        return Ok(None);
    };
    let mut master = [0; 32];
    getrandom::fill(&mut master).map_err(|e| t!(link_no_randomness, why = e))?;
    let host = Host::new(setup, master);
    save(HOST, &host)?;
    forget(START);
    Ok(Some(host))
}
