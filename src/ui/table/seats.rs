//! The other seats around the table, and every seat's discards: keyed lists of tiles, each
//! a node of its own for as long as the tile stays where it is.

use jjak_words::t;
use leptos::prelude::*;

use crate::art::TileArt;
use crate::engine::core::Seat;
use crate::play::table::{around, placed, Around, FaceUp, MoveModel, Placed};

use super::hand::MoveButton;
use super::store::TableStore;
use super::tile::{Tile, TileRow, Turn};

/// A face-up tile in front of its thrower: where it lies (its id), whether it is the
/// latest discard, and the move that takes it, if one does.
#[derive(Clone, PartialEq)]
struct Thrown {
    placed: Placed,
    latest: bool,
    take: Option<MoveModel>,
}

/// The tiles seat `seat` threw (in front of it), in the order thrown.
fn thrown_by(face_up: &[FaceUp], seat: Seat) -> Vec<Thrown> {
    let mine: Vec<&FaceUp> = face_up.iter().filter(|f| f.by == seat).collect();
    let arts: Vec<TileArt> = mine.iter().map(|f| f.art).collect();
    placed(&arts)
        .into_iter()
        .zip(mine)
        .map(|(placed, f)| Thrown {
            placed,
            latest: f.latest,
            take: f.take.clone(),
        })
        .collect()
}

/// A keyed list's key for laid-out groups: the group's place and its tiles (a poeng that
/// becomes a kong is a new group).
fn group_key(i: usize, group: &[TileArt]) -> String {
    let codes: Vec<String> = group.iter().map(|t| t.code().to_string()).collect();
    format!("{i}:{}", codes.join(","))
}

/// Seat `seat`'s laid-out groups (pairs, melds), each a row of `size` px tiles turned
/// `turn`; a group new since the table was first drawn is marked `claimed` (it comes in).
#[component]
pub fn Groups(seat: Seat, size: u32, #[prop(optional, into)] turn: Signal<Turn>) -> impl IntoView {
    let store = TableStore::get();
    let groups = Memo::new(move |_| store.seat_part(seat, |m| m.groups.clone()));
    let first = super::motion::first_drawing();
    let each = move || groups.get().into_iter().enumerate().collect::<Vec<_>>();
    move || {
        let turn = turn.get();
        view! {
            <For
                each=each
                key=|(i, g)| group_key(*i, g)
                children=move |(_, g)| {
                    let class = if first() { "" } else { " claimed" };
                    view! { <TileRow tiles=g size class turn /> }
                }
            />
        }
    }
}

/// The tiles seat `seat` threw, in rows in front of it, the latest marked, each turned
/// `turn` (to face its seat at the table); those that may be taken are buttons on the
/// viewer's turn.
#[component]
pub fn Discards(seat: Seat, #[prop(into)] turn: Signal<Turn>) -> impl IntoView {
    let store = TableStore::get();
    let tiles = Memo::new(move |_| store.face_up.with(|f| thrown_by(f, seat)));
    let label = move || {
        if seat == store.viewer.get() {
            t!(tbl_your_discards).to_string()
        } else {
            store
                .names
                .with(|n| t!(tbl_discards_of, name = crate::play::words::player(n, seat)))
        }
    };
    // (a river at a side of the table grows a line of six at a time: the style gives it the
    // room, which a line across the page would not tell its seat)
    let lines = Memo::new(move |_| tiles.with(|t| t.len().div_ceil(6).max(1)));
    let row = NodeRef::<leptos::html::Div>::new();
    super::motion::register_discards(seat, row);
    view! {
        <div class="discards" role="group" aria-label=label node_ref=row style=move || format!("--lines:{}", lines.get())>
            <For
                each=move || tiles.with(|t| t.iter().map(|t| t.placed).collect::<Vec<_>>())
                key=|p| p.id
                children=move |p| view! { <FaceUpTile row=tiles id=p.id art=p.art turn /> }
            />
            <Show when=move || tiles.with(Vec::is_empty)>
                <span class="empty">{t!(tbl_no_discards)}</span>
            </Show>
        </div>
    }
}

/// One face-up tile of `row` (its thrower's): plain, the latest discard, or a button that
/// picks it up.
#[component]
fn FaceUpTile(row: Memo<Vec<Thrown>>, id: u32, art: TileArt, turn: Signal<Turn>) -> impl IntoView {
    let store = TableStore::get();
    // its state now, found by its id in its row
    let now = Memo::new(move |_| {
        row.with(|r| {
            r.iter()
                .find(|t| t.placed.id == id)
                .map(|t| (t.latest, t.take.clone()))
        })
    });
    move || {
        let (latest, take) = now.get().unwrap_or((false, None));
        let turn = turn.get();
        // (only a tile that may be taken follows the turn: a turn passing draws no other
        // tile afresh)
        let take = match take {
            Some(m) if store.my_turn.get() => Some(m),
            _ => None,
        };
        match take {
            Some(m) => {
                let class = if latest {
                    "tile-button latest"
                } else {
                    "tile-button"
                };
                view! { <MoveButton m class><Tile art size=34 turn /></MoveButton> }.into_any()
            }
            None if latest => view! {
                <span class="latest" title=t!(tbl_latest_discard)>
                    <Tile art size=34 turn />
                    <span class="sr-only">{format!(" {}", t!(tbl_latest_discard_note))}</span>
                </span>
            }
            .into_any(),
            None => view! { <Tile art size=28 turn /> }.into_any(),
        }
    }
}

/// Where a seat sits, seen from the bottom of the table.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Left,
    Across,
    Right,
}

impl Side {
    /// How its tiles lie once the seats sit round the table: facing it.
    fn turn(self) -> Turn {
        match self {
            Side::Left => Turn::Right,
            Side::Across => Turn::Down,
            Side::Right => Turn::Left,
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
    let side = move |class: &'static str, at: Side, of: fn(&Around) -> Vec<Seat>| {
        view! {
            <ul class=format!("seats {class}")>
                <For
                    each=move || places.with(of)
                    key=|s| *s
                    children=move |seat| view! { <Opponent seat side=at /> }
                />
            </ul>
        }
    };
    view! {
        // (many K'ap seats make a ring of smaller seats)
        <div class=move || format!("opponents seats-{}{}", count(), if count() >= 7 { " many" } else { "" })>
            {side("at-left", Side::Left, |a| a.left.clone())}
            {side("at-across", Side::Across, |a| a.across.clone())}
            {side("at-right", Side::Right, |a| a.right.clone())}
        </div>
    }
}

/// One other seat: its edge of the table (its name, score and wind, its tiles face down,
/// what it laid out) and its discards toward the middle; a computer's reason for the move
/// it just made, for a moment.
#[component]
fn Opponent(seat: Seat, side: Side) -> impl IntoView {
    let store = TableStore::get();
    let hidden = Memo::new(move |_| store.seat_part(seat, |m| m.hidden));
    let kept = Memo::new(move |_| store.seat_part(seat, |m| m.kept.clone()));
    let revealed = Memo::new(move |_| store.seat_part(seat, |m| m.revealed.clone()));
    let flowers = Memo::new(move |_| store.seat_part(seat, |m| m.flowers.clone()));
    let wind = Memo::new(move |_| store.seat_part(seat, |m| m.wind.clone()));
    let back = move || match store.mahjong.get() {
        true => TileArt::MahjongBack,
        false => TileArt::DominoBack,
    };
    let turn = Signal::derive(move || {
        if store.around.get() {
            side.turn()
        } else {
            Turn::Up
        }
    });
    let backs = move || hidden.get().saturating_sub(kept.with(Vec::len)).min(14);
    let reason = Memo::new(move |_| {
        store.feed.seen.with(|s| {
            s.as_ref()
                .filter(|s| s.last.as_ref().is_some_and(|l| l.seat == seat))
                .and_then(|s| s.reason.clone())
        })
    });
    let who = NodeRef::<leptos::html::P>::new();
    super::motion::register_seat(seat, who);
    view! {
        <li class="opponent" class:to-play=move || store.turn.get() == Some(seat)>
            <div class="edge">
                <p class="who" node_ref=who>
                    <strong>{move || store.names.with(|n| n.get(seat as usize).map(|n| n.name.clone()).unwrap_or_default())}</strong>
                    " "
                    <span>{move || t!(tbl_in_hand, count = hidden.get(), score = store.scores.with(|s| s.get(seat as usize).copied().unwrap_or(0)))}</span>
                    {move || wind.get().map(|w| view! { " " <span class="wind">{w}</span> })}
                </p>
                <Show
                    when=move || revealed.with(Vec::is_empty)
                    fallback=move || view! { <KeyedRow tiles=revealed size=28 class=" revealed" turn /> }
                >
                    <div class="held" aria-hidden="true">
                        {move || {
                            let (art, turn) = (back(), turn.get());
                            view! { <For each=move || 0..backs() key=|i| *i children=move |_| view! { <Tile art size=20 turn /> } /> }
                        }}
                    </div>
                    <Show when=move || !kept.with(Vec::is_empty)>
                        // public knowledge: everyone saw the seat pick these up, and none like
                        // them has been thrown since (the style writes "picked up" before them)
                        <KeyedRow tiles=kept size=26 class=" kept" label=t!(tbl_picked_up) turn />
                    </Show>
                </Show>
                <Groups seat size=26 turn />
                <Show when=move || !flowers.with(Vec::is_empty)>
                    <KeyedRow tiles=flowers size=24 class=" flowers" turn />
                </Show>
            </div>
            <Discards seat turn />
            {move || reason.get().map(|r| view! { <p class="reason" aria-hidden="true">{r}</p> })}
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
    #[prop(optional, into)] turn: Signal<Turn>,
) -> impl IntoView {
    view! {
        <div class=format!("tile-row{class}") role=label.map(|_| "group") aria-label=label>
            {move || {
                let turn = turn.get();
                view! {
                    <For
                        each=move || tiles.with(|t| placed(t))
                        key=|p| p.id
                        children=move |p| view! { <Tile art=p.art size turn /> }
                    />
                }
            }}
        </div>
    }
}
