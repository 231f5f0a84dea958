//! A tile on the table: an `<svg role="img">` named for a screen reader, whose drawing is
//! the shared symbol of its face (`art::TileArt::symbol`, put in the page once), upright or
//! turned to face the seat it lies before.

use leptos::prelude::*;

use crate::art::TileArt;
use crate::ui::dom::define_tiles;

/// Which way a tile's top points on screen: away from the player at the bottom (`Up`), or
/// turned a quarter or half round, to face a seat at a side of the table or across it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Turn {
    #[default]
    Up,
    /// Its top to the right (the tiles of the seat on the left).
    Right,
    /// Its top down (the seat across).
    Down,
    /// Its top to the left (the seat on the right).
    Left,
}

impl Turn {
    /// Lying across: a quarter turn.
    pub fn sideways(self) -> bool {
        matches!(self, Turn::Right | Turn::Left)
    }
}

/// The view box, and the drawing's transform, of `art` turned `turn` (the box is turned
/// with it, so the tile takes its real room on the page).
fn turned(art: TileArt, turn: Turn) -> (String, String) {
    let (w, h) = art.extent();
    match turn {
        Turn::Up => (format!("0 0 {w} {h}"), String::new()),
        Turn::Right => (
            format!("0 0 {h} {w}"),
            format!("translate({h} 0) rotate(90)"),
        ),
        Turn::Down => (
            format!("0 0 {w} {h}"),
            format!("rotate(180 {} {})", w / 2, h / 2),
        ),
        Turn::Left => (
            format!("0 0 {h} {w}"),
            format!("translate(0 {w}) rotate(-90)"),
        ),
    }
}

/// The tile `art`, `size` px high (upright; turned sideways, `size` px wide); `class` adds
/// to "tile".
#[component]
pub fn Tile(
    art: TileArt,
    size: u32,
    #[prop(optional)] class: &'static str,
    #[prop(optional)] turn: Turn,
) -> impl IntoView {
    define_tiles(&[art]);
    let long = size;
    let short = (size as f32 * art.aspect()).round() as u32;
    let (width, height, sideways) = if turn.sideways() {
        (long, short, " sideways")
    } else {
        (short, long, "")
    };
    let (view_box, transform) = turned(art, turn);
    // (a symbol fills its `<use>`'s box, 100% of the view box unless told: turned, the
    // box is the upright tile's)
    let drawing = if transform.is_empty() {
        format!(r##"<use href="#{}"/>"##, art.symbol_id())
    } else {
        let (w, h) = art.extent();
        format!(
            r##"<use href="#{}" width="{w}" height="{h}" transform="{transform}"/>"##,
            art.symbol_id()
        )
    };
    view! {
        <svg
            class=format!("tile{class}{sideways}")
            role="img"
            aria-label=art.accessible_name()
            viewBox=view_box
            width=width
            height=height
            inner_html=drawing
        ></svg>
    }
}

/// A row of tiles (a laid pair, a meld, flowers), `size` px high, turned `turn`.
#[component]
pub fn TileRow(
    tiles: Vec<TileArt>,
    size: u32,
    #[prop(optional)] class: &'static str,
    /// The row's accessible name, when it has one of its own.
    #[prop(optional)]
    label: Option<&'static str>,
    #[prop(optional)] turn: Turn,
) -> impl IntoView {
    view! {
        <div class=format!("tile-row{class}") role=label.map(|_| "group") aria-label=label>
            {tiles.into_iter().map(|art| view! { <Tile art size turn /> }).collect_view()}
        </div>
    }
}
