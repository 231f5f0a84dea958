//! One tile as an accessible SVG image, from 24 px icons to 120 px display tiles.

use leptos::prelude::*;

use crate::art::TileArt;

/// A tile drawn from [`TileArt`]. `size` is the height in CSS pixels (default 48).
/// `selected` lifts and rings the tile (a shape cue, not colour alone); `disabled` greys it.
#[component]
pub fn Tile(
    art: TileArt,
    #[prop(into, optional)] size: MaybeProp<u32>,
    #[prop(into, optional)] selected: MaybeProp<bool>,
    #[prop(into, optional)] disabled: MaybeProp<bool>,
) -> impl IntoView {
    let height = move || size.get().unwrap_or(48);
    let width = move || ((height() as f32) * art.aspect()).round() as u32;
    view! {
        <svg
            class="tile"
            class:selected=move || selected.get().unwrap_or(false)
            class:disabled=move || disabled.get().unwrap_or(false)
            aria-disabled=move || disabled.get().unwrap_or(false).then_some("true")
            role="img"
            aria-label=art.accessible_name()
            viewBox=art.view_box()
            width=move || width().to_string()
            height=move || height().to_string()
            inner_html=art.body()
        ></svg>
    }
}
