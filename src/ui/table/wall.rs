//! The tiles still to draw, as each game lays them out: a face-down row (Jjak-mat-chu-gi's
//! reserve, Three Dozen's boneyard; each tile a button when the player may pick it), the
//! K'ap wall of stacks, Matjok's wall and its flower / kong wall.

use leptos::prelude::*;

use crate::art::TileArt;
use crate::play::table::{MoveModel, WallModel};

use super::store::TableStore;
use super::tile::Tile;

/// The K'ap wall: stacks of five and four (K'ap Shap: four), the moved tiles lying alone at
/// the far end, each stack drawn as high as it stands.
#[component]
pub fn KapWall(heights: Vec<u8>) -> impl IntoView {
    view! {
        <div class="kap-wall" aria-hidden="true">
            {heights
                .into_iter()
                .map(|h| {
                    view! {
                        <span class="stack">
                            {(0..h).map(|_| view! { <Tile art=TileArt::DominoBack size=22 /> }).collect_view()}
                        </span>
                    }
                })
                .collect_view()}
        </div>
    }
}

#[component]
pub fn Wall() -> impl IntoView {
    let store = TableStore::get();
    let text = move || {
        store
            .wall
            .with(|w| w.as_ref().map(|w| w.0.clone()).unwrap_or_default())
    };
    let shape = Memo::new(move |_| store.wall.with(|w| w.as_ref().map(|w| w.1.clone())));
    let node = NodeRef::<leptos::html::Section>::new();
    super::motion::register_wall(node);
    view! {
        <section class="wall" aria-label="Tiles to draw" node_ref=node>
            <h2>{text}</h2>
            {move || match shape.get() {
                Some(WallModel::Row { count, draws }) if store.my_turn.get() && !draws.is_empty() => {
                    view! { <Reserve count draws /> }.into_any()
                }
                Some(WallModel::Row { count, .. }) => view! {
                    <div class="reserve" aria-hidden="true">
                        {(0..count).map(|_| view! { <Tile art=TileArt::DominoBack size=26 /> }).collect_view()}
                    </div>
                }
                .into_any(),
                Some(WallModel::Stacks(heights)) => view! { <KapWall heights /> }.into_any(),
                Some(WallModel::Mahjong { live, dead }) => view! { <SquareWall live dead /> }.into_any(),
                None => ().into_any(),
            }}
        </section>
    }
}

/// Stacks of two along each side of Matjok's square wall (4 walls of 18).
const SIDE: usize = 18;

/// Matjok's wall as it stands: four walls of 18 stacks around the table's middle, the
/// stacks still to draw, then the flower / kong wall (marked), the rest taken.
#[component]
fn SquareWall(live: usize, dead: usize) -> impl IntoView {
    let (live, dead) = (live.div_ceil(2), dead.div_ceil(2));
    let slot = move |i: usize| {
        let class = if i < live {
            "slot"
        } else if i < live + dead {
            "slot dead"
        } else {
            "slot gone"
        };
        view! { <span class=class>{(i < live + dead).then(|| view! { <Tile art=TileArt::MahjongBack size=16 /> })}</span> }
    };
    let side = move |k: usize, class: &'static str| {
        view! { <div class=format!("side {class}")>{(k * SIDE..(k + 1) * SIDE).map(slot).collect_view()}</div> }
    };
    view! {
        <div class="square-wall" aria-hidden="true" title="The wall; the dashed stacks are the flower / kong wall">
            {side(0, "top")}
            {side(1, "right")}
            {side(2, "bottom")}
            {side(3, "left")}
        </div>
    }
}

/// The face-down row, each tile a button that draws it.
#[component]
fn Reserve(count: usize, draws: Vec<MoveModel>) -> impl IntoView {
    let store = TableStore::get();
    view! {
        <div class="reserve arrows" role="group" aria-label="The face-down reserve: choose a tile to draw">
            {draws
                .into_iter()
                .enumerate()
                .map(|(i, m)| {
                    let label = format!("Draw face-down tile {} of {count}{}", i + 1, super::hand::hinted(store, &m).1);
                    let class = format!("tile-button{}", super::hand::hinted(store, &m).0);
                    let action = m.action;
                    view! {
                        <button type="button" class=class aria-label=label.clone() title=label on:click=move |_| store.act(action)>
                            <Tile art=TileArt::DominoBack size=34 />
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}
