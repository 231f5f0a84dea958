//! What the latest move's events do on the table: the live region says the move (and the
//! result at the round's end), and what moved travels to its place: a thrown tile from
//! where it left the hand or from its thrower's name, a drawn tile in from the wall. The
//! regions a tile travels between register their elements here as they are drawn.

use leptos::prelude::*;

use crate::engine::core::Seat;
use crate::engine::kap::KapEvent;
use crate::engine::matches::AnyEvent;
use crate::engine::matjok::game::MatjokEvent;
use crate::engine::pair_game::PairEvent;
use crate::play::told::told;
use crate::ui::dom::{corner, travel};

use super::store::TableStore;

/// The places tiles travel between, as drawn now.
#[derive(Clone, Copy)]
struct Places {
    /// Until the table has been on screen once, nothing that appears is new.
    first: StoredValue<bool>,
    seats: StoredValue<Vec<(Seat, NodeRef<leptos::html::P>)>, LocalStorage>,
    discards: StoredValue<Vec<(Seat, NodeRef<leptos::html::Div>)>, LocalStorage>,
    wall: StoredValue<Option<NodeRef<leptos::html::Section>>, LocalStorage>,
    hand: StoredValue<Option<NodeRef<leptos::html::Div>>, LocalStorage>,
    /// Where the tile just thrown from the hand was (its corner on screen), and its place
    /// in the hand.
    thrown: StoredValue<Option<((f64, f64), usize)>>,
}

fn places() -> Option<Places> {
    use_context::<Places>()
}

/// Whether the table is being drawn for the first time (so what appears is not new).
pub fn first_drawing() -> impl Fn() -> bool + Copy {
    let p = places();
    move || p.is_none_or(|p| p.first.get_value())
}

pub fn register_seat(seat: Seat, name: NodeRef<leptos::html::P>) {
    if let Some(p) = places() {
        p.seats.update_value(|v| {
            v.retain(|(s, _)| *s != seat);
            v.push((seat, name));
        });
    }
}

pub fn register_discards(seat: Seat, row: NodeRef<leptos::html::Div>) {
    if let Some(p) = places() {
        p.discards.update_value(|v| {
            v.retain(|(s, _)| *s != seat);
            v.push((seat, row));
        });
    }
}

pub fn register_wall(wall: NodeRef<leptos::html::Section>) {
    if let Some(p) = places() {
        p.wall.set_value(Some(wall));
    }
}

pub fn register_hand(hand: NodeRef<leptos::html::Div>) {
    if let Some(p) = places() {
        p.hand.set_value(Some(hand));
    }
}

/// A click on the hand tile at `at`: where the tile was, for its travel to the discards
/// and for the focus, which goes to the tile now in its place.
pub fn thrown_from(ev: &leptos::ev::MouseEvent, at: usize) {
    let Some(p) = places() else {
        return;
    };
    let el = ev
        .current_target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
    p.thrown.set_value(el.map(|el| (corner(&el), at)));
}

/// Tells each move and the round's result, and lets what moved travel.
pub fn tell_and_animate(store: TableStore) {
    let p = Places {
        first: StoredValue::new(true),
        seats: StoredValue::new_local(Vec::new()),
        discards: StoredValue::new_local(Vec::new()),
        wall: StoredValue::new_local(None),
        hand: StoredValue::new_local(None),
        thrown: StoredValue::new(None),
    };
    provide_context(p);
    // the table as first drawn is on screen from the next frame
    request_animation_frame(move || p.first.set_value(false));
    Effect::new(move |_| {
        let Some(moved) = store.last.get() else {
            return;
        };
        let names = store.names.get_untracked();
        let mut said = told(&moved, &names);
        if let Some(result) = store
            .model
            .with_untracked(|m| m.as_ref().and_then(|m| m.result.clone()))
        {
            said.push(' ');
            said.push_str(&result);
        }
        store.announce.set(said);
        let viewer = store.viewer.get_untracked();
        // after this change is on the page
        request_animation_frame(move || travel_in(p, &moved.events, viewer));
    });
}

/// Lets each tile the events moved travel to its place from where it came.
fn travel_in(p: Places, events: &[AnyEvent], viewer: Seat) {
    let (thrown, at) = match p.thrown.get_value() {
        Some((from, at)) => (Some(from), Some(at)),
        None => (None, None),
    };
    p.thrown.set_value(None);
    // the tile thrown (or the move's button) had the focus and left: the focus goes to
    // the hand, to the tile now in the thrown one's place
    let lost = document()
        .active_element()
        .is_none_or(|e| e.tag_name() == "BODY");
    if lost {
        let at = at.unwrap_or(0);
        let hand = p.hand.with_value(|h| h.and_then(|h| h.get_untracked()));
        if let Some(hand) = hand {
            let buttons =
                crate::ui::dom::elements::<web_sys::HtmlElement>(hand.query_selector_all("button"));
            if let Some(b) = buttons.get(at).or(buttons.last()) {
                let _ = b.focus();
            }
        }
    }
    // every place is measured first and the animations set after, so the browser lays out
    // the table once, not once per moving tile
    let mut moves: Vec<(web_sys::Element, (f64, f64))> = Vec::new();
    for e in events {
        match discarded_by(e) {
            Some(seat) => {
                let row = p.discards.with_value(|v| {
                    v.iter()
                        .find(|(s, _)| *s == seat)
                        .and_then(|(_, r)| r.get_untracked())
                });
                let Some(tile) = row.and_then(|r| r.last_element_child()) else {
                    continue;
                };
                if seat != viewer {
                    // with many seats the others scroll in a box of their own: the tile
                    // just thrown (the one that may be taken) is brought into view there
                    let options = web_sys::ScrollIntoViewOptions::new();
                    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                    tile.scroll_into_view_with_scroll_into_view_options(&options);
                }
                let from = if seat == viewer {
                    thrown
                } else {
                    p.seats.with_value(|v| {
                        v.iter()
                            .find(|(s, _)| *s == seat)
                            .and_then(|(_, n)| n.get_untracked())
                            .map(|n| corner(&n))
                    })
                };
                if let Some(from) = from {
                    moves.push((tile, from));
                }
            }
            None if drew(e) == Some(viewer) => {
                let wall = p.wall.with_value(|w| w.and_then(|w| w.get_untracked()));
                let hand = p.hand.with_value(|h| h.and_then(|h| h.get_untracked()));
                if let (Some(wall), Some(hand)) = (wall, hand) {
                    let from = corner(&wall);
                    let fresh = crate::ui::dom::elements::<web_sys::Element>(
                        hand.query_selector_all(".tile-button.fresh"),
                    );
                    moves.extend(fresh.into_iter().map(|t| (t, from)));
                }
            }
            None => {}
        }
    }
    let places: Vec<(f64, f64)> = moves.iter().map(|(el, _)| corner(el)).collect();
    for ((el, from), to) in moves.iter().zip(places) {
        travel(el, *from, to);
    }
}

/// The seat that threw a tile face up, if the event is that.
fn discarded_by(e: &AnyEvent) -> Option<Seat> {
    match e {
        AnyEvent::Pair(PairEvent::Discarded { seat, .. })
        | AnyEvent::Kap(KapEvent::Discarded { seat, .. })
        | AnyEvent::Matjok(MatjokEvent::Discarded { seat, .. }) => Some(*seat),
        _ => None,
    }
}

/// The seat that drew a tile from the wall or reserve, if the event is that.
fn drew(e: &AnyEvent) -> Option<Seat> {
    match e {
        AnyEvent::Pair(PairEvent::Drew { seat, .. })
        | AnyEvent::Kap(KapEvent::Drew { seat, .. })
        | AnyEvent::Matjok(MatjokEvent::Drew { seat, .. }) => Some(*seat),
        _ => None,
    }
}
