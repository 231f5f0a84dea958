//! The game in progress for the whole app: the save file in a signal, written to
//! localStorage after every change, with any storage trouble shown as a notice.

use jjak_words::t;
use leptos::prelude::*;

use crate::play::save::{Loaded, SaveError, SaveFile, Saves, Storage, StorageError};
use crate::play::session::{RestoreError, Session};
use crate::play::words;

/// localStorage, or an error when the browser blocks it.
pub struct BrowserStorage;

fn local() -> Result<web_sys::Storage, StorageError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(StorageError::Blocked)
}

impl Storage for BrowserStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        local()?.get_item(key).map_err(|_| StorageError::Blocked)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        // a failing setItem is, in practice, the quota
        local()?
            .set_item(key, value)
            .map_err(|_| StorageError::Full)
    }
    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        local()?.remove_item(key).map_err(|_| StorageError::Blocked)
    }
}

/// Where the data that could not be used was kept, in words.
fn kept_note(kept_as: &Option<String>) -> String {
    match kept_as {
        Some(k) => format!(" {}", t!(tbl_kept_as, key = k)),
        None => format!(" {}", t!(tbl_no_room_kept)),
    }
}

/// Notices about saving and loading, with "Continue from the other tab" after a conflict.
/// Shown by the site header and by an embedded game, so no page hides them.
#[component]
pub fn SaveNotice() -> impl IntoView {
    let state = PlayState::get();
    view! {
        <div class="notice" role="status">
            {move || state.notice.get().map(|n| view! {
                <p>
                    {n} " "
                    {move || state.conflict.get().then(|| view! {
                        <button class="button secondary" on:click=move |_| state.reload()>
                            {t!(tbl_continue_other_tab)}
                        </button>
                    })}
                    <button class="button secondary" on:click=move |_| state.notice.set(None)>{t!(tbl_dismiss)}</button>
                </p>
            })}
        </div>
    }
}

#[derive(Clone, Copy)]
pub struct PlayState {
    /// Settings and history, and the saved form of the session.
    pub file: RwSignal<SaveFile>,
    /// The game in progress, replayed from the save.
    pub session: RwSignal<Option<Session>, LocalStorage>,
    saves: StoredValue<Saves<BrowserStorage>, LocalStorage>,
    /// A message about saving or loading, shown until dismissed.
    pub notice: RwSignal<Option<String>>,
    /// Another tab saved this game since: offer to continue from there.
    pub conflict: RwSignal<bool>,
}

impl PlayState {
    /// Loads the app's save (or starts fresh, keeping a bad one aside) and provides the
    /// state.
    pub fn provide() -> PlayState {
        PlayState::provide_at(crate::play::save::KEY)
    }

    /// The same, with the save kept under `key` (an embedded game keeps its own).
    pub fn provide_at(key: &str) -> PlayState {
        let mut saves = Saves::at(BrowserStorage, key);
        let (file, notice) = match saves.load() {
            Loaded::Fresh(f) | Loaded::Saved(f) => (f, None),
            Loaded::Repaired {
                file,
                from_schema,
                left_out,
                kept_as,
            } => {
                let what = if left_out.is_empty() {
                    t!(tbl_save_upgraded, schema = from_schema)
                } else {
                    t!(tbl_save_left_out, parts = left_out.join(", "))
                };
                (file, Some(format!("{what}{}", kept_note(&kept_as))))
            }
            Loaded::Bad {
                error,
                kept_as,
                fresh,
            } => {
                saves.adopt_current();
                (
                    fresh,
                    Some(format!(
                        "{}.{} {}",
                        words::sentence(&error),
                        kept_note(&kept_as),
                        t!(tbl_start_new)
                    )),
                )
            }
            Loaded::Unavailable(e) => (
                SaveFile::default(),
                Some(format!("{}. {}", words::sentence(&e), t!(tbl_still_play))),
            ),
        };
        // the game is dealt and replayed from its saved steps
        let (mut file, mut notice) = (file, notice);
        let mut session = None;
        if let Some(saved) = file.session.clone() {
            match Session::restore(&saved) {
                Ok(s) => session = Some(s),
                Err(e) => {
                    let kept = saves.keep_current_aside();
                    file.session = None;
                    // a move refused under today's rules, or a save damaged outright
                    let why = match e {
                        RestoreError::Step { .. } => {
                            t!(tbl_cannot_continue, error = e)
                        }
                        _ => t!(tbl_save_damaged, error = e),
                    };
                    notice = Some(format!("{why}{} {}", kept_note(&kept), t!(tbl_start_new)));
                }
            }
        }
        let state = PlayState {
            file: RwSignal::new(file),
            session: RwSignal::new_local(session),
            saves: StoredValue::new_local(saves),
            notice: RwSignal::new(notice),
            conflict: RwSignal::new(false),
        };
        provide_context(state);
        state
    }

    pub fn get() -> PlayState {
        expect_context::<PlayState>()
    }

    /// Changes the game in progress (or starts / ends one) and saves it (play goes on
    /// when the save fails: the notice says why).
    pub fn play(&self, f: impl FnOnce(&mut Option<Session>)) {
        self.session.update(f);
        let saved = self
            .session
            .with_untracked(|s| s.as_ref().map(Session::saved));
        let _ = self.change(|file| file.session = saved);
    }

    /// Changes the save file and writes it; a save that fails is told in the notice and
    /// returned.
    pub fn change(&self, f: impl FnOnce(&mut SaveFile)) -> Result<(), SaveError> {
        let mut result = Ok(0);
        self.file.update(|file| {
            f(file);
            self.saves
                .update_value(|s| result = s.save_making_room(file));
        });
        match result {
            Ok(0) => Ok(()),
            Ok(n) => {
                self.notice.set(Some(t!(tbl_storage_full, n = n)));
                Ok(())
            }
            Err(e) => {
                self.conflict.set(e == SaveError::Conflict);
                self.notice.set(Some(format!("{}.", words::sentence(&e))));
                Err(e)
            }
        }
    }

    /// After a conflict: take over the other tab's game.
    pub fn reload(&self) {
        let mut fresh = None;
        self.saves.update_value(|s| {
            if let Loaded::Saved(f) | Loaded::Repaired { file: f, .. } = s.load() {
                fresh = Some(f);
            }
            s.adopt_current();
        });
        if let Some(f) = fresh {
            self.session
                .set(f.session.as_ref().and_then(|s| Session::restore(s).ok()));
            self.file.set(f);
        }
        self.notice.set(None);
        self.conflict.set(false);
    }
}
