//! Your place at the table: your discards and laid-out groups, your hand (a keyed list:
//! each tile keeps its node, and so the keyboard focus, while it stays) and the moves that
//! are not a tile (draw, claim, pass). Every button carries its move.

use leptos::prelude::*;

use crate::play::table::{placed_groups, MoveModel, Placed};

use super::seats::{Discards, Groups, KeyedRow};
use super::store::TableStore;
use super::tile::Tile;

/// The hint's mark on a move: a class, and words for its label.
pub fn hinted(store: TableStore, m: &MoveModel) -> (&'static str, &'static str) {
    let hinted = store.hints.with(|h| {
        h.as_ref()
            .and_then(|h| h.suggested.as_ref())
            .is_some_and(|(a, _)| *a == m.action)
    });
    if hinted {
        (" suggested", " (the hint)")
    } else {
        ("", "")
    }
}

/// Your hand, discards and moves.
#[component]
pub fn Mine() -> impl IntoView {
    let store = TableStore::get();
    let seat = store.viewer;
    let flowers = Memo::new(move |_| {
        store.seats.with(|s| {
            s.get(seat.get() as usize)
                .map(|m| m.flowers.clone())
                .unwrap_or_default()
        })
    });
    let tiles = Memo::new(move |_| store.hand.with(|h| placed_groups(h)));
    let tile_moves =
        move || store.my_turn.get() && store.moves.with(|ms| ms.iter().any(|m| m.tile.is_some()));
    // a face-up tile that may be picked up is a button where it lies, not one here too
    let buttons = Memo::new(move |_| {
        if !store.my_turn.get() {
            return Vec::new();
        }
        store
            .model
            .with(|m| m.as_ref().map(|m| m.other_moves()).unwrap_or_default())
    });
    let pick_up = move || {
        store.my_turn.get()
            && store.model.with(|m| {
                m.as_ref()
                    .is_some_and(|m| m.moves.iter().any(|x| m.taken_where_it_lies(x)))
            })
    };
    let hand = NodeRef::<leptos::html::Div>::new();
    super::motion::register_hand(hand);
    view! {
        <section class="mine" class:to-play=move || store.my_turn.get() aria-label="Your hand">
            <h2>{move || format!("{}: score {}", store.names.with(|n| n[seat.get() as usize].clone()), store.scores.with(|s| s[seat.get() as usize]))}</h2>
            {move || view! { <Discards seat=seat.get() /> }}
            <div class="laid">
                {move || view! { <Groups seat=seat.get() size=32 /> }}
                <Show when=move || !flowers.with(Vec::is_empty)>
                    <KeyedRow tiles=flowers size=28 class=" flowers" />
                </Show>
            </div>
            <div class="hand arrows" role="group" aria-label="Your tiles (arrow keys move between them)" node_ref=hand>
                <For
                    each=move || tiles.get()
                    key=|p| p.id
                    children=move |p| view! { <HandTile placed=p /> }
                />
            </div>
            <Show when=tile_moves>
                <p class="prompt">
                    "Your turn: choose a tile to throw"
                    {move || store.moves.with(|ms| ms.iter().any(|m| m.tile.is_none())).then_some(", or a move below")}
                    "."
                </p>
            </Show>
            <Show when=pick_up>
                <p class="prompt">"Your turn: pick up a face-up tile (click it where it lies), or a move below."</p>
            </Show>
            <div class="moves">
                <For
                    each=move || buttons.get()
                    key=|m| format!("{:?}", m.action)
                    children=move |m| {
                        let action = m.action;
                        let label = m.label.clone();
                        let again = m.clone();
                        let class = move || format!("button{}", hinted(store, &m).0);
                        let words = move || format!("{label}{}", hinted(store, &again).1);
                        view! { <button type="button" class=class on:click=move |_| store.act(action)>{words}</button> }
                    }
                />
            </div>
        </section>
    }
}

/// A tile in your hand: a button that throws it when that is a move, else says why not
/// (one button for as long as the tile stays, so the focus stays on it); with the hint on,
/// how many of its mates are unseen.
#[component]
fn HandTile(placed: Placed) -> impl IntoView {
    let store = TableStore::get();
    let Placed {
        id,
        art,
        starts_group,
    } = placed;
    // the move on this tile now
    let play = Memo::new(move |_| {
        if !store.my_turn.get() {
            return None;
        }
        store
            .moves
            .with(|ms| ms.iter().find(|m| m.tile == Some(art)).cloned())
    });
    let why = move || {
        store.model.with(|m| {
            m.as_ref()
                .map(|m| m.idle_reason.clone())
                .unwrap_or_default()
        })
    };
    let label = move || match play.get() {
        Some(m) => format!("{}{}", m.label, hinted(store, &m).1),
        None => format!("{}: {}", art.accessible_name(), why()),
    };
    // new with the latest move (a draw, a take): marked until the next
    let born = store.moved.get_untracked();
    let first = super::motion::first_drawing()();
    let fresh = move || !first && store.moved.get() == born;
    let class = move || {
        let fresh = if fresh() { " fresh" } else { "" };
        match play.get() {
            Some(m) => format!("tile-button{fresh}{}", hinted(store, &m).0),
            None => format!("tile-button idle{fresh}"),
        }
    };
    let mates = move || {
        let at = store
            .hand
            .with(|h| placed_groups(h).iter().position(|p| p.id == id))?;
        store.hints.with(|h| {
            let h = h.as_ref()?;
            Some((h.mates.get(at).copied()?, h.what))
        })
    };
    let group = if starts_group { " group-start" } else { "" };
    view! {
        <span class=format!("hand-tile{group}") data-tile=id>
            <button
                type="button"
                class=class
                aria-disabled=move || play.with(Option::is_none).then_some("true")
                aria-label=label
                title=label
                on:click=move |ev| match play.get_untracked() {
                    Some(m) => {
                        let at = store
                            .hand
                            .with_untracked(|h| placed_groups(h).iter().position(|p| p.id == id));
                        super::motion::thrown_from(&ev, at.unwrap_or(0));
                        store.act(m.action)
                    }
                    None => store.announce.set(format!("{}.", why())),
                }
            >
                <Tile art size=56 />
            </button>
            {move || mates().map(|(n, what)| {
                view! {
                    <span class="mates" title=format!("{n} {what}")>
                        <span class="sr-only">{format!("{} has ", art.accessible_name())}</span>
                        {n}
                        <span class="sr-only">{format!(" {what}")}</span>
                    </span>
                }
            })}
        </span>
    }
}
