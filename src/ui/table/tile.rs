//! A tile on the table: an `<svg role="img">` named for a screen reader, whose drawing is
//! the shared symbol of its face (`art::TileArt::symbol`, put in the page once).

use leptos::prelude::*;

use crate::art::TileArt;
use crate::ui::dom::define_tiles;

/// The tile `art`, `size` px high; `class` adds to "tile".
#[component]
pub fn Tile(art: TileArt, size: u32, #[prop(optional)] class: &'static str) -> impl IntoView {
    define_tiles(&[art]);
    let width = (size as f32 * art.aspect()).round() as u32;
    view! {
        <svg
            class=format!("tile{class}")
            role="img"
            aria-label=art.accessible_name()
            attr:viewBox=art.view_box()
            width=width
            height=size
            inner_html=format!(r##"<use href="#{}"/>"##, art.symbol_id())
        ></svg>
    }
}

/// A row of tiles (a laid pair, a meld, flowers), `size` px high.
#[component]
pub fn TileRow(
    tiles: Vec<TileArt>,
    size: u32,
    #[prop(optional)] class: &'static str,
    /// The row's accessible name, when it has one of its own.
    #[prop(optional)]
    label: Option<&'static str>,
) -> impl IntoView {
    view! {
        <div class=format!("tile-row{class}") role=label.map(|_| "group") aria-label=label>
            {tiles.into_iter().map(|art| view! { <Tile art size /> }).collect_view()}
        </div>
    }
}
