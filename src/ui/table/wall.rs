//! The tiles still to draw, as each game lays them out: a face-down row (Jjak-mat-chu-gi's
//! reserve, Three Dozen's boneyard; each tile a button when the player may pick it), the
//! K'ap wall of stacks, Matjok's wall and its flower / kong wall. Each is drawn once and
//! follows the wall as tiles leave it: a drawn tile's place empties, the rest stay.

use jjak_words::t;
use leptos::prelude::*;

use crate::art::TileArt;
use crate::play::table::{MoveModel, WallModel};

use super::hand::MoveButton;
use super::store::TableStore;
use super::tile::Tile;

/// Which drawing of the wall the game has.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Row,
    Stacks,
    Mahjong,
}

#[component]
pub fn Wall() -> impl IntoView {
    let store = TableStore::get();
    let text = move || {
        store
            .wall
            .with(|w| w.as_ref().map(|w| w.0.clone()).unwrap_or_default())
    };
    let kind = Memo::new(move |_| {
        store.wall.with(|w| {
            w.as_ref().map(|w| match w.1 {
                WallModel::Row { .. } => Kind::Row,
                WallModel::Stacks(_) => Kind::Stacks,
                WallModel::Mahjong { .. } => Kind::Mahjong,
            })
        })
    });
    let node = NodeRef::<leptos::html::Section>::new();
    super::motion::register_wall(node);
    view! {
        <section class="wall" aria-label=t!(tbl_tiles_to_draw) node_ref=node>
            <h2>{text}</h2>
            {move || match kind.get() {
                Some(Kind::Row) => view! { <Reserve /> }.into_any(),
                Some(Kind::Stacks) => {
                    let heights = Memo::new(move |_| {
                        store.wall.with(|w| match w {
                            Some((_, WallModel::Stacks(h))) => h.clone(),
                            _ => Vec::new(),
                        })
                    });
                    view! { <KapWall heights=heights.into() /> }.into_any()
                }
                Some(Kind::Mahjong) => view! { <SquareWall /> }.into_any(),
                None => ().into_any(),
            }}
        </section>
    }
}

/// The K'ap wall: stacks of five and four (K'ap Shap: four), the moved tiles lying alone at
/// the far end, each stack drawn as high as it stands.
#[component]
pub fn KapWall(heights: Signal<Vec<u8>>) -> impl IntoView {
    let stacks = move || (0..heights.with(Vec::len)).collect::<Vec<_>>();
    view! {
        <div class="kap-wall" aria-hidden="true">
            <For
                each=stacks
                key=|i| *i
                children=move |i| {
                    let height = move || heights.with(|h| h.get(i).copied().unwrap_or(0));
                    view! {
                        <span class="stack">
                            <For
                                each=move || 0..height()
                                key=|j| *j
                                children=|_| view! { <Tile art=TileArt::DominoBack size=22 /> }
                            />
                        </span>
                    }
                }
            />
        </div>
    }
}

/// Stacks of two along each side of Matjok's square wall (4 walls of 18).
const SIDE: usize = 18;

/// Matjok's wall as it stands: four walls of 18 stacks around the table's middle, the
/// stacks still to draw, then the flower / kong wall (marked), the rest taken.
#[component]
fn SquareWall() -> impl IntoView {
    let store = TableStore::get();
    // stacks (of two) still to draw, and in the flower / kong wall
    let stacks = Memo::new(move |_| {
        store.wall.with(|w| match w {
            Some((_, WallModel::Mahjong { live, dead })) => (live.div_ceil(2), dead.div_ceil(2)),
            _ => (0, 0),
        })
    });
    let slot = move |i: usize| {
        let class = move || {
            let (live, dead) = stacks.get();
            if i < live {
                "slot"
            } else if i < live + dead {
                "slot dead"
            } else {
                "slot gone"
            }
        };
        let stands = move || {
            let (live, dead) = stacks.get();
            i < live + dead
        };
        view! {
            <span class=class>
                <Show when=stands>
                    <Tile art=TileArt::MahjongBack size=16 />
                </Show>
            </span>
        }
    };
    let side = move |k: usize, class: &'static str| {
        view! { <div class=format!("side {class}")>{(k * SIDE..(k + 1) * SIDE).map(slot).collect_view()}</div> }
    };
    view! {
        <div class="square-wall" aria-hidden="true" title=t!(tbl_wall_title)>
            {side(0, "top")}
            {side(1, "right")}
            {side(2, "bottom")}
            {side(3, "left")}
        </div>
    }
}

/// The face-down row; on the player's turn to pick one, each tile a button that draws it.
#[component]
fn Reserve() -> impl IntoView {
    let store = TableStore::get();
    let count = Memo::new(move |_| {
        store.wall.with(|w| match w {
            Some((_, WallModel::Row { count, .. })) => *count,
            _ => 0,
        })
    });
    let draws = Memo::new(move |_| {
        if !store.my_turn.get() {
            return Vec::new();
        }
        store.wall.with(|w| match w {
            Some((_, WallModel::Row { draws, .. })) => draws.clone(),
            _ => Vec::new(),
        })
    });
    let numbered = move || {
        draws.with(|d| {
            d.iter()
                .enumerate()
                .map(|(i, m)| MoveModel {
                    label: t!(tbl_draw_face_down, number = i + 1),
                    ..m.clone()
                })
                .collect::<Vec<_>>()
        })
    };
    let backs = move || {
        view! {
            <div class="reserve" aria-hidden="true">
                <For
                    each=move || 0..count.get()
                    key=|i| *i
                    children=|_| view! { <Tile art=TileArt::DominoBack size=26 /> }
                />
            </div>
        }
    };
    view! {
        <Show when=move || !draws.with(Vec::is_empty) fallback=backs>
            <div
                class="reserve arrows"
                role="group"
                aria-label=move || t!(tbl_reserve, n = count.get())
            >
                <For
                    each=numbered
                    key=|m| m.action
                    children=|m| view! { <MoveButton m class="tile-button"><Tile art=TileArt::DominoBack size=34 /></MoveButton> }
                />
            </div>
        </Show>
    }
}
