//! The tiles still to draw, as each game lays them out: a face-down row (Jjak-mat-chu-gi's
//! reserve, Three Dozen's boneyard; each tile a button when the player may pick it), the
//! K'ap wall of stacks, Matjok's wall and its flower / kong wall. Each is drawn once and
//! follows the wall as tiles leave it: a drawn tile's place empties, the rest stay.

use jjak_words::t;
use leptos::prelude::*;

use crate::art::TileArt;
use crate::play::table::{square_wall, MoveModel, WallModel, WallStack, WALL_SIDE};

use super::hand::MoveButton;
use super::store::TableStore;
use super::tile::{Tile, Turn};

/// Which drawing of the wall the game has.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Row,
    Stacks,
    Mahjong,
}

/// The middle of the table: the round ("Round 2 of 10", Matjok's hand and prevailing
/// wind), the tiles left in words, and the tiles themselves as the game lays them out.
#[component]
pub fn Wall() -> impl IntoView {
    let store = TableStore::get();
    let text = move || {
        store
            .wall
            .with(|w| w.as_ref().map(|w| w.0.clone()).unwrap_or_default())
    };
    let round = Memo::new(move |_| {
        store.feed.seen.with(|s| {
            s.as_ref()
                .map(|s| (s.round_text(), s.table.prevailing.clone()))
                .unwrap_or_default()
        })
    });
    let kind = Memo::new(move |_| {
        store.wall.with(|w| {
            w.as_ref().map(|w| match w.1 {
                WallModel::Row { .. } => Kind::Row,
                WallModel::Stacks(_) => Kind::Stacks,
                WallModel::Mahjong { .. } => Kind::Mahjong,
            })
        })
    });
    let class = move || match kind.get() {
        Some(Kind::Mahjong) => "wall square",
        _ => "wall",
    };
    let node = NodeRef::<leptos::html::Section>::new();
    super::motion::register_wall(node);
    view! {
        <section class=class aria-label=t!(tbl_tiles_to_draw) node_ref=node>
            <div class="wall-words">
                <p class="round">{move || round.with(|r| r.0.clone())}</p>
                {move || round.with(|r| r.1.clone()).map(|wind| view! { <p>{wind}</p> })}
                <h2>{text}</h2>
            </div>
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

/// Matjok's wall as it stands (`play::table::square_wall`): four sides of 18 stacks round
/// the middle, broken where the dice broke it, the stacks taken gone, the flower / kong
/// wall marked. The sides are drawn clockwise from the bottom's right end, so each side's
/// first stack in the page is its owner's right (the style lays them out).
#[component]
fn SquareWall() -> impl IntoView {
    let store = TableStore::get();
    let ring = Memo::new(move |_| {
        store.wall.with(|w| match w {
            Some((
                _,
                WallModel::Mahjong {
                    live,
                    dead,
                    start,
                    taken,
                },
            )) => square_wall(*start, *taken, *live, *dead),
            _ => Vec::new(),
        })
    });
    let slot = move |i: usize, turn: Turn| {
        // (a memo per stack: a draw changes one or two of the 72)
        let stack = Memo::new(move |_| ring.with(|r| r.get(i).copied().unwrap_or_default()));
        let stack = move || stack.get();
        let class = move || match stack() {
            WallStack { tiles: 0, .. } => "slot gone",
            WallStack { dead: true, .. } => "slot dead",
            WallStack { tiles: 1, .. } => "slot one",
            _ => "slot",
        };
        let stands = move || stack().tiles != 0;
        view! {
            <span class=class>
                <Show when=stands>
                    <Tile art=TileArt::MahjongBack size=16 turn />
                </Show>
            </span>
        }
    };
    // (in the ring's order: the bottom, the left, across, the right)
    let side = move |k: usize, class: &'static str, turn: Turn| {
        let stacks = (k * WALL_SIDE..(k + 1) * WALL_SIDE).map(|i| slot(i, turn));
        view! {
            <div class=format!("side {class}") aria-hidden="true" title=t!(tbl_wall_title)>
                {stacks.collect_view()}
            </div>
        }
    };
    view! {
        <div class="square-wall">
            {side(0, "bottom", Turn::Up)}
            {side(1, "left", Turn::Right)}
            {side(2, "top", Turn::Up)}
            {side(3, "right", Turn::Right)}
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
