//! The Jjak mark: a pair of tiles and 짝 ("pair"), drawn as paths so no font is needed.

use leptos::prelude::*;

use crate::art::glyph_path;

#[component]
pub fn Logo() -> impl IntoView {
    let jjak = glyph_path('짝').unwrap_or_default();
    view! {
        <svg class="logo" viewBox="0 0 64 40" width="56" height="35" aria-hidden="true">
            <rect x="2" y="4" width="17" height="32" rx="3" class="logo-tile" />
            <rect x="21" y="4" width="17" height="32" rx="3" class="logo-tile" />
            <circle cx="10.5" cy="12" r="3" fill="#c41e2a" />
            <circle cx="29.5" cy="28" r="3" fill="#c41e2a" />
            <rect x="5" y="19.3" width="11" height="1.4" class="logo-line" />
            <rect x="24" y="19.3" width="11" height="1.4" class="logo-line" />
            <path transform="translate(40 9) scale(0.23)" class="logo-glyph" d=jjak />
        </svg>
    }
}
