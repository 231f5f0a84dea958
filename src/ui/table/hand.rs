//! Your place at the table: your hand (a keyed list: each tile keeps its node, and so the
//! keyboard focus, while it stays), your laid-out groups, and the moves that are not a
//! tile (draw, claim, pass, undo). Every button carries its move.

use jjak_words::t;
use leptos::prelude::*;

use crate::play::seen::TableCommand;
use crate::play::table::{placed_groups, MoveModel, Placed};

use super::seats::{Groups, KeyedRow};
use super::store::TableStore;
use super::tile::Tile;

/// Marks the id of the tile just drawn while it lies apart (ids are a face's code and its
/// copy: `play::table::placed_groups`).
const APART: u32 = 1 << 31;

/// The hint's mark on a move: a class, and whether its label says so (`hint_label`).
pub fn hinted(store: TableStore, m: &MoveModel) -> (&'static str, bool) {
    let hinted = store.hints.with(|h| {
        h.as_ref()
            .and_then(|h| h.suggested.as_ref())
            .is_some_and(|(a, _)| *a == m.action)
    });
    if hinted {
        (" suggested", true)
    } else {
        ("", false)
    }
}

/// A move's label, "(the hint)" added when it is the hint's move.
fn hint_label(label: &str, hinted: bool) -> String {
    if hinted {
        t!(tbl_hinted, label = label)
    } else {
        label.to_string()
    }
}

/// A button that makes the move `m`: marked when it is the hint's move. It shows
/// `children` (a tile) named by the move's label, else the label itself.
#[component]
pub fn MoveButton(
    m: MoveModel,
    /// The button's own classes: "button", "tile-button", "tile-button latest".
    class: &'static str,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let store = TableStore::get();
    let action = m.action;
    let label = m.label.clone();
    let hint = Memo::new(move |_| hinted(store, &m));
    let class = move || format!("{class}{}", hint.get().0);
    let words = move || hint_label(&label, hint.get().1);
    let click = move |_| store.act(action);
    match children {
        Some(shown) => view! {
            <button type="button" class=class aria-label=words.clone() title=words on:click=click>{shown()}</button>
        }
        .into_any(),
        None => view! { <button type="button" class=class on:click=click>{words}</button> }.into_any(),
    }
}

/// Your place at the table: your name, score and wind, what to do now, your hand (large,
/// a drawn tile set apart) with what you laid out beside it, and the moves that are not a
/// tile (with taking back your last move). Your discards lie above it, toward the middle
/// (`board`).
#[component]
pub fn Mine() -> impl IntoView {
    let store = TableStore::get();
    let seat = store.viewer;
    let flowers = Memo::new(move |_| store.seat_part(seat.get(), |m| m.flowers.clone()));
    let wind = Memo::new(move |_| store.seat_part(seat.get(), |m| m.wind.clone()));
    let tile_moves =
        move || store.my_turn.get() && store.moves.with(|ms| ms.iter().any(|m| m.tile.is_some()));
    // a face-up tile that may be picked up is a button where it lies, not one here too
    let buttons = Memo::new(move |_| {
        if !store.my_turn.get() {
            return Vec::new();
        }
        store.table(|m| m.other_moves())
    });
    let pick_up = move || {
        store.my_turn.get() && store.table(|m| m.moves.iter().any(|x| m.taken_where_it_lies(x)))
    };
    let can_undo = Memo::new(move |_| store.can.get().undo);
    let apart = Memo::new(move |_| store.table(|m| m.drawn_apart));
    // The tile just drawn, set apart, is a node of its own: when it joins the hand, it
    // leaves and a tile enters in its place, and no other tile's node moves (a node the
    // page moves while it has the keyboard's focus loses it).
    let tiles = Memo::new(move |_| {
        let mut tiles = store.hand.with(|h| placed_groups(h));
        if apart.get() {
            if let Some(drawn) = tiles.last_mut() {
                drawn.id |= APART;
            }
        }
        tiles
    });
    let hand = NodeRef::<leptos::html::Div>::new();
    super::motion::register_hand(hand);
    view! {
        <section class="mine" class:to-play=move || store.my_turn.get() aria-label=t!(tbl_your_hand)>
            <div class="mine-head">
                <h2>
                    {move || t!(tbl_name_score, name = store.names.with(|n| crate::play::words::player(n, seat.get())), score = store.scores.with(|s| s.get(seat.get() as usize).copied().unwrap_or(0)))}
                    {move || wind.get().map(|w| view! { " " <span class="wind">{w}</span> })}
                </h2>
                <Show when=tile_moves>
                    <p class="prompt">
                        {move || if store.moves.with(|ms| ms.iter().any(|m| m.tile.is_none())) { t!(tbl_choose_throw_or_move) } else { t!(tbl_choose_throw) }}
                    </p>
                </Show>
                <Show when=pick_up>
                    <p class="prompt">{t!(tbl_pick_up)}</p>
                </Show>
            </div>
            <div class="mine-tiles">
                <div class="hand arrows" class:drawn-apart=move || apart.get() role="group" aria-label=t!(tbl_your_tiles) node_ref=hand>
                    <For
                        each=move || tiles.get()
                        key=|p| p.id
                        children=move |p| view! { <HandTile placed=p tiles /> }
                    />
                </div>
                <div class="laid">
                    {move || view! { <Groups seat=seat.get() size=32 /> }}
                    <Show when=move || !flowers.with(Vec::is_empty)>
                        <KeyedRow tiles=flowers size=28 class=" flowers" />
                    </Show>
                </div>
            </div>
            <div class="moves">
                <For
                    each=move || buttons.get()
                    key=|m| m.action
                    children=move |m| view! { <MoveButton m class="button" /> }
                />
                <Show when=move || can_undo.get()>
                    <button type="button" class="button secondary undo" on:click=move |_| store.send(TableCommand::Undo)>
                        {t!(tbl_undo)}
                    </button>
                </Show>
            </div>
        </section>
    }
}

/// A tile in your hand: a button that throws it when that is a move, else says why not
/// (one button for as long as the tile stays, so the focus stays on it); with the hint on,
/// how many of its mates are unseen. `tiles` is the hand as placed now: where this tile is
/// in it, and whether a group starts with it, change as tiles come and go.
#[component]
fn HandTile(placed: Placed, tiles: Memo<Vec<Placed>>) -> impl IntoView {
    let store = TableStore::get();
    let Placed { id, art, .. } = placed;
    let at = move || tiles.with(|t| t.iter().position(|p| p.id == id));
    let starts_group = move || tiles.with(|t| t.iter().any(|p| p.id == id && p.starts_group));
    // the move on this tile now
    let play = Memo::new(move |_| {
        if !store.my_turn.get() {
            return None;
        }
        store
            .moves
            .with(|ms| ms.iter().find(|m| m.tile == Some(art)).cloned())
    });
    // (its own region: a move that leaves the reason as it was rewrites no tile's name)
    let why = move || store.idle_reason.get();
    let label = move || match play.get() {
        Some(m) => hint_label(&m.label, hinted(store, &m).1),
        None => format!("{}: {}", art.accessible_name(), why()),
    };
    // come with the latest move, which gave the viewer a tile (a draw, a take): marked
    // until the next (not a new round's deal, nor a tile an undo gave back)
    let born = store.moved.get_untracked();
    let first = super::motion::first_drawing()();
    let fresh = move || !first && store.moved.get() == born && store.gained.get();
    let class = move || {
        let fresh = if fresh() { " fresh" } else { "" };
        match play.get() {
            Some(m) => format!("tile-button{fresh}{}", hinted(store, &m).0),
            None => format!("tile-button idle{fresh}"),
        }
    };
    let mates = move || {
        let at = at()?;
        store.hints.with(|h| {
            let h = h.as_ref()?;
            Some((h.mates.get(at).copied()?, h.what))
        })
    };
    view! {
        <span class="hand-tile" class:group-start=starts_group data-tile=id>
            <button
                type="button"
                class=class
                aria-disabled=move || play.with(Option::is_none).then_some("true")
                aria-label=label
                title=label
                on:click=move |ev| match play.get_untracked() {
                    Some(m) => {
                        super::motion::thrown_from(&ev, untrack(at).unwrap_or(0));
                        store.act(m.action)
                    }
                    None => store.say(format!("{}.", untrack(why))),
                }
            >
                <Tile art size=56 />
            </button>
            {move || mates().map(|(n, what)| {
                view! {
                    <span class="mates" title=t!(tbl_mates_title, count = n, what = what)>
                        <span class="sr-only">{t!(tbl_mates_said, tile = art.accessible_name(), count = n, what = what)}</span>
                        <span aria-hidden="true">{n}</span>
                    </span>
                }
            })}
        </span>
    }
}
