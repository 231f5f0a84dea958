//! Player settings that outlive a game: help at the table (hints, the guide), how fast the
//! computer plays, how long the strong computer may think, and the colour theme. Kept in
//! the save file.

use jjak_words::{t, Words};
use leptos::prelude::*;

use crate::play::save::{Help, Settings, Theme, PACES, THINKING};
use crate::ui::play_state::PlayState;

/// The `data-theme` a theme puts on `<html>` (none: the system's colours).
fn theme_attribute(theme: Theme) -> Option<&'static str> {
    match theme {
        Theme::System => None,
        Theme::Light => Some("light"),
        Theme::Dark => Some("dark"),
    }
}

/// A labelled choice among `choices` (milliseconds or a choice's code, name), kept in the
/// save file.
fn choice(
    label: &'static str,
    choices: &'static [(u32, Words)],
    get: impl Fn(&Settings) -> u32 + Copy + Send + Sync + 'static,
    set: impl Fn(&mut Settings, u32) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let state = PlayState::get();
    let current = move || state.file.with(|f| get(&f.settings));
    view! {
        <label>
            {label} " "
            <select on:change=move |ev| {
                if let Ok(v) = event_target_value(&ev).parse::<u32>() {
                    let _ = state.change(|f| set(&mut f.settings, v));
                }
            }>
                {choices
                    .iter()
                    .map(|&(ms, name)| view! { <option value=ms.to_string() selected=move || current() == ms>{name.text()}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}

#[component]
pub fn SettingsForm() -> impl IntoView {
    view! {
        <div class="settings">
            {choice(t!(tbl_help), Help::CHOICES, |s| s.help.code(), |s, v| s.help = Help::from_code(v).unwrap_or_default())}
            {choice(t!(tbl_computer_moves), PACES, |s| s.ai_pace_ms, |s, v| s.ai_pace_ms = v)}
            {choice(t!(tbl_strong_thinks), THINKING, |s| s.think_ms, |s, v| s.think_ms = v)}
        </div>
    }
}

/// The theme choice, in the site header; puts the chosen theme on `<html>` (the stylesheet's
/// colours follow `data-theme`, or the system when it is absent).
#[component]
pub fn ThemeChoice() -> impl IntoView {
    let state = PlayState::get();
    Effect::new(move || {
        let theme = state.file.with(|f| f.settings.theme);
        if let Some(html) = document().document_element() {
            let _ = match theme_attribute(theme) {
                Some(name) => html.set_attribute("data-theme", name),
                None => html.remove_attribute("data-theme"),
            };
        }
    });
    choice(
        t!(tbl_theme),
        Theme::CHOICES,
        |s| s.theme.code(),
        |s, v| s.theme = Theme::from_code(v).unwrap_or_default(),
    )
}
