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
                Some(WallModel::Mahjong { live, dead }) => view! {
                    <div class="mahjong-wall" aria-hidden="true">
                        <span class="live">
                            {(0..live.div_ceil(2)).map(|_| view! { <Tile art=TileArt::MahjongBack size=20 /> }).collect_view()}
                        </span>
                        <span class="dead" title="The flower / kong wall">
                            {(0..dead.div_ceil(2)).map(|_| view! { <Tile art=TileArt::MahjongBack size=20 /> }).collect_view()}
                        </span>
                    </div>
                }
                .into_any(),
                None => ().into_any(),
            }}
        </section>
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
