//! Player settings that outlive a game: how fast the computer plays, and how long the
//! strong computer may think. Kept in the save file.

use leptos::prelude::*;

use crate::ui::play_state::PlayState;

const PACES: [(u32, &str); 4] = [
    (0, "Instant"),
    (300, "Fast"),
    (700, "Normal"),
    (1500, "Slow"),
];
const THINKING: [(u32, &str); 4] = [
    (500, "Half a second"),
    (1000, "1 second"),
    (2000, "2 seconds"),
    (5000, "5 seconds"),
];

#[component]
pub fn SettingsForm() -> impl IntoView {
    let state = PlayState::get();
    let pace = move || state.file.with(|f| f.settings.ai_pace_ms);
    let think = move || state.file.with(|f| f.settings.think_ms);
    view! {
        <div class="settings">
            <label>
                "Computer moves "
                <select on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse::<u32>() {
                        state.change(|f| f.settings.ai_pace_ms = v);
                    }
                }>
                    {PACES.into_iter()
                        .map(|(ms, name)| {
                            view! { <option value=ms.to_string() selected=move || pace() == ms>{name}</option> }
                        })
                        .collect_view()}
                </select>
            </label>
            " "
            <label>
                "Strong computer thinks for "
                <select on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse::<u32>() {
                        state.change(|f| f.settings.think_ms = v);
                    }
                }>
                    {THINKING.into_iter()
                        .map(|(ms, name)| {
                            view! { <option value=ms.to_string() selected=move || think() == ms>{name}</option> }
                        })
                        .collect_view()}
                </select>
            </label>
        </div>
    }
}
