//! The other seats around the table, and every seat's discards: keyed lists of tiles, each
//! a node of its own for as long as the tile stays where it is.

use leptos::prelude::*;

use crate::art::TileArt;
use crate::engine::core::Seat;
use crate::play::table::{around, placed, Around, FaceUp, Placed};

use super::store::TableStore;
use super::tile::{Tile, TileRow};

/// The tiles seat `seat` threw (in front of it), in the order thrown.
fn thrown_by(face_up: &[FaceUp], seat: Seat) -> Vec<&FaceUp> {
    face_up.iter().filter(|f| f.by == seat).collect()
}

/// A seat's face-up tiles as placed tiles (ids in their order).
fn thrown_placed(face_up: &[FaceUp], seat: Seat) -> Vec<Placed> {
    let arts: Vec<TileArt> = thrown_by(face_up, seat).iter().map(|f| f.art).collect();
    placed(&arts)
}

/// A keyed list's key for laid-out groups: the group's place and its tiles (a poeng that
/// becomes a kong is a new group).
fn group_key(i: usize, group: &[TileArt]) -> String {
    let codes: Vec<String> = group.iter().map(|t| t.code().to_string()).collect();
    format!("{i}:{}", codes.join(","))
}

/// Seat `seat`'s laid-out groups (pairs, melds), each a row of `size` px tiles; a group new
/// since the table was first drawn is marked `claimed` (it comes in).
#[component]
pub fn Groups(seat: Seat, size: u32) -> impl IntoView {
    let store = TableStore::get();
    let groups = Memo::new(move |_| {
        store.seats.with(|s| {
            s.get(seat as usize)
                .map(|m| m.groups.clone())
                .unwrap_or_default()
        })
    });
    let first = super::motion::first_drawing();
    let each = move || groups.get().into_iter().enumerate().collect::<Vec<_>>();
    view! {
        <For
            each=each
            key=|(i, g)| group_key(*i, g)
            children=move |(_, g)| {
                let class = if first() { "" } else { " claimed" };
                view! { <TileRow tiles=g size class /> }
            }
        />
    }
}

/// The tiles seat `seat` threw, the latest marked; those that may be taken are buttons on
/// the viewer's turn.
#[component]
pub fn Discards(seat: Seat) -> impl IntoView {
    let store = TableStore::get();
    let tiles = Memo::new(move |_| store.face_up.with(|f| thrown_placed(f, seat)));
    let label = move || {
        if seat == store.viewer.get() {
            "Your discards".to_string()
        } else {
            store
                .names
                .with(|n| format!("{}'s discards", n[seat as usize]))
        }
    };
    let row = NodeRef::<leptos::html::Div>::new();
    super::motion::register_discards(seat, row);
    view! {
        <div class="discards" role="group" aria-label=label node_ref=row>
            <For
                each=move || tiles.get()
                key=|p| p.id
                children=move |p| view! { <FaceUpTile seat id=p.id art=p.art /> }
            />
            <Show when=move || tiles.with(Vec::is_empty)>
                <span class="empty">"No discards yet"</span>
            </Show>
        </div>
    }
}

/// One face-up tile: plain, the latest discard, or a button that picks it up.
#[component]
fn FaceUpTile(seat: Seat, id: u32, art: TileArt) -> impl IntoView {
    let store = TableStore::get();
    // its state now, found by its id among its seat's tiles
    let now = Memo::new(move |_| {
        store.face_up.with(|f| {
            let mine = thrown_by(f, seat);
            let at = thrown_placed(f, seat).iter().position(|p| p.id == id)?;
            mine.get(at).map(|f| (f.latest, f.take.clone()))
        })
    });
    move || {
        let (latest, take) = now.get().unwrap_or((false, None));
        match take.filter(|_| store.my_turn.get()) {
            Some(m) => {
                let hinted = super::hand::hinted(store, &m);
                let label = format!("{}{}", m.label, hinted.1);
                let action = m.action;
                let class = match latest {
                    true => format!("tile-button latest{}", hinted.0),
                    false => format!("tile-button{}", hinted.0),
                };
                view! {
                    <button type="button" class=class aria-label=label.clone() title=label on:click=move |_| store.act(action)>
                        <Tile art size=34 />
                    </button>
                }
                .into_any()
            }
            None if latest => view! {
                <span class="latest" title="The latest discard">
                    <Tile art size=34 />
                    <span class="sr-only">" (the latest discard)"</span>
                </span>
            }
            .into_any(),
            None => view! { <Tile art size=28 /> }.into_any(),
        }
    }
}

/// The other seats around the table (`play::table::around`): up the right side, across
/// and down the left, each with its name, tiles in hand (face down, or laid open once the
/// round is over), laid-out groups, flowers, and the tiles it threw, in front of it. On a
/// phone they are one list that scrolls in its own box.
#[component]
pub fn Opponents() -> impl IntoView {
    let store = TableStore::get();
    let count = move || store.seats.with(Vec::len);
    let places = Memo::new(move |_| around(count() as u8, store.viewer.get()));
    let side = move |class: &'static str, of: fn(&Around) -> Vec<Seat>| {
        view! {
            <ul class=format!("seats {class}")>
                <For
                    each=move || places.with(of)
                    key=|s| *s
                    children=move |seat| view! { <Opponent seat /> }
                />
            </ul>
        }
    };
    view! {
        <div class=move || format!("opponents seats-{}", count())>
            {side("at-left", |a| a.left.clone())}
            {side("at-across", |a| a.across.clone())}
            {side("at-right", |a| a.right.clone())}
        </div>
    }
}

/// One other seat.
#[component]
fn Opponent(seat: Seat) -> impl IntoView {
    let store = TableStore::get();
    let model = Memo::new(move |_| store.seats.with(|s| s.get(seat as usize).cloned()));
    let part = move |f: fn(&crate::play::table::SeatModel) -> Vec<TileArt>| {
        model.with(|m| m.as_ref().map(f).unwrap_or_default())
    };
    let hidden = Memo::new(move |_| model.with(|m| m.as_ref().map_or(0, |m| m.hidden)));
    let kept = Memo::new(move |_| part(|m| m.kept.clone()));
    let revealed = Memo::new(move |_| part(|m| m.revealed.clone()));
    let flowers = Memo::new(move |_| part(|m| m.flowers.clone()));
    let back = Memo::new(move |_| {
        store
            .state
            .session
            .with(|s| match s.as_ref().map(|s| s.setup.game.tile_set()) {
                Some(crate::engine::games::TileSet::Mahjong) => TileArt::MahjongBack,
                _ => TileArt::DominoBack,
            })
    });
    let backs = move || hidden.get().saturating_sub(kept.with(Vec::len)).min(14);
    let who = NodeRef::<leptos::html::P>::new();
    super::motion::register_seat(seat, who);
    view! {
        <li class="opponent" class:to-play=move || store.turn.get() == Some(seat)>
            <p class="who" node_ref=who>
                <strong>{move || store.names.with(|n| n[seat as usize].clone())}</strong>
                " "
                <span>{move || format!("{} in hand · score {}", hidden.get(), store.scores.with(|s| s[seat as usize]))}</span>
            </p>
            <Show
                when=move || revealed.with(Vec::is_empty)
                fallback=move || view! { <KeyedRow tiles=revealed size=28 class=" revealed" /> }
            >
                <div class="held" aria-hidden="true">
                    {move || (0..backs()).map(|_| view! { <Tile art=back.get() size=20 /> }).collect_view()}
                </div>
                <Show when=move || !kept.with(Vec::is_empty)>
                    // public knowledge: everyone saw the seat pick these up, and none like
                    // them has been thrown since (the style writes "picked up" before them)
                    <KeyedRow tiles=kept size=26 class=" kept" label="Picked up and kept" />
                </Show>
            </Show>
            <Groups seat size=26 />
            <Show when=move || !flowers.with(Vec::is_empty)>
                <KeyedRow tiles=flowers size=24 class=" flowers" />
            </Show>
            <Discards seat />
        </li>
    }
}

/// A row of tiles keyed by their ids: a tile that stays keeps its node.
#[component]
pub fn KeyedRow(
    tiles: Memo<Vec<TileArt>>,
    size: u32,
    #[prop(optional)] class: &'static str,
    #[prop(optional)] label: Option<&'static str>,
) -> impl IntoView {
    view! {
        <div class=format!("tile-row{class}") role=label.map(|_| "group") aria-label=label>
            <For
                each=move || tiles.with(|t| placed(t))
                key=|p| p.id
                children=move |p| view! { <Tile art=p.art size /> }
            />
        </div>
    }
}
