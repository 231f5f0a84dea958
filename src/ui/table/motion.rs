//! What each change of the round does on the table once it is drawn: the live region says
//! the latest move (and the result at the round's end); what moved travels to its place (a
//! thrown tile from where it left the hand or from its thrower's name, a drawn tile in from
//! the wall, a taken tile from the discards it lay in); and a keyboard focus the change took
//! away (its button left) goes back into the hand. The regions a tile travels between
//! register their elements here as they are drawn. Everything here runs a frame after the
//! change and asks whether the table is still there: a hand-over may have taken it away.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::core::Seat;
use crate::engine::matches::AnyEvent;
use crate::play::told::told;
use crate::ui::dom::{corner, elements, show_in_its_box, travel};

use super::store::TableStore;

type Registered<T> = StoredValue<Vec<(Seat, NodeRef<T>)>, LocalStorage>;

/// The places tiles travel between, as drawn now.
#[derive(Clone, Copy)]
struct Places {
    /// Until the table has been on screen once, nothing that appears is new.
    first: StoredValue<bool>,
    /// Each other seat's name line (in its place at the table).
    seats: Registered<leptos::html::P>,
    discards: Registered<leptos::html::Div>,
    wall: StoredValue<Option<NodeRef<leptos::html::Section>>, LocalStorage>,
    hand: StoredValue<Option<NodeRef<leptos::html::Div>>, LocalStorage>,
    /// Where the tile just thrown from the hand was (its corner on screen), and its place
    /// in the hand.
    thrown: StoredValue<Option<((f64, f64), usize)>>,
    /// Whether the keyboard focus was last in the table (not on another part of the page,
    /// nor sent away by the player): only then is a focus the table's change took put back.
    focus_in: StoredValue<bool>,
}

fn places() -> Option<Places> {
    use_context::<Places>()
}

/// Whether the table is being drawn for the first time (so what appears is not new).
pub fn first_drawing() -> impl Fn() -> bool + Copy {
    let p = places();
    move || p.is_none_or(|p| p.first.try_get_value().unwrap_or(true))
}

fn register<T>(list: Registered<T>, seat: Seat, node: NodeRef<T>)
where
    T: leptos::tachys::html::element::ElementType,
    T::Output: 'static,
{
    list.update_value(|v| {
        v.retain(|(s, _)| *s != seat);
        v.push((seat, node));
    });
}

pub fn register_seat(seat: Seat, name: NodeRef<leptos::html::P>) {
    if let Some(p) = places() {
        register(p.seats, seat, name);
    }
}

pub fn register_discards(seat: Seat, row: NodeRef<leptos::html::Div>) {
    if let Some(p) = places() {
        register(p.discards, seat, row);
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
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    p.thrown.set_value(el.map(|el| (corner(&el), at)));
}

/// A move was refused: nothing left the hand.
pub fn nothing_thrown() {
    if let Some(p) = places() {
        p.thrown.set_value(None);
    }
}

/// The focus entered the table (`entering`) or left it: for the table's element's
/// `focusin` and `focusout`. A focus that goes nowhere while its element stays on the page
/// was sent away by the player; one whose element left went with it, and is put back.
pub fn focus_moved(ev: &web_sys::FocusEvent, entering: bool) {
    let Some(p) = places() else {
        return;
    };
    if entering {
        p.focus_in.set_value(true);
        return;
    }
    let table = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
    match ev
        .related_target()
        .and_then(|t| t.dyn_into::<web_sys::Node>().ok())
    {
        Some(to) => {
            if table.is_none_or(|table| !table.contains(Some(&to))) {
                p.focus_in.set_value(false);
            }
        }
        None => {
            // (the browser says so before it takes a focused element out of the page)
            let from = ev.target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
            leptos::tachys::renderer::dom::queue_microtask(move || {
                if from.is_some_and(|el| el.is_connected()) {
                    p.focus_in.try_set_value(false);
                }
            });
        }
    }
}

/// After each change of the round (a move, an undo, the next round): tells the move, lets
/// what moved travel, and puts a lost focus back. The table as it appears (at the start,
/// after a hand-over) is not a change.
pub fn tell_and_animate(store: TableStore, focus_hand: bool) {
    let p = Places {
        first: StoredValue::new(true),
        seats: StoredValue::new_local(Vec::new()),
        discards: StoredValue::new_local(Vec::new()),
        wall: StoredValue::new_local(None),
        hand: StoredValue::new_local(None),
        thrown: StoredValue::new(None),
        focus_in: StoredValue::new(focus_hand),
    };
    provide_context(p);
    // the table as first drawn is on screen from the next frame (after a hand-over, the
    // button that showed it has gone: the focus goes to the tiles it showed)
    request_animation_frame(move || {
        if p.first.try_set_value(false).is_none() && focus_hand {
            put_back_focus(p, None);
        }
    });
    Effect::new(move |before: Option<(u32, usize)>| {
        let now = store.moved.get();
        if before.is_none_or(|b| b == now) {
            return now;
        }
        let viewer = store.viewer.get_untracked();
        let moved = store.last.get_untracked();
        if let Some(moved) = &moved {
            let names = store.names.get_untracked();
            let result = store.result.get_untracked();
            let said: Vec<String> = [told(moved, &names), result.unwrap_or_default()]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect();
            store.say(said.join(" "));
        }
        // after this change is on the page
        request_animation_frame(move || {
            let Some(thrown) = p.thrown.try_get_value() else {
                return; // the table has gone
            };
            p.thrown.set_value(None);
            if let Some(moved) = moved {
                travel_in(p, &moved.events, viewer, thrown.map(|t| t.0));
            }
            put_back_focus(p, thrown.map(|t| t.1));
        });
        now
    });
}

/// The focus the change took (its button left the page) goes back: to the round's result
/// once it shows, else to the hand's tile now at `at` (the thrown tile's place), else to a
/// move; but only when the focus was in the table.
fn put_back_focus(p: Places, at: Option<usize>) {
    if !p.focus_in.try_get_value().unwrap_or(false) {
        return;
    }
    let doc = document();
    let lost = doc
        .active_element()
        .is_none_or(|e| doc.body().is_some_and(|b| *b == e));
    if !lost {
        return;
    }
    let hand = p
        .hand
        .try_with_value(|h| h.and_then(|h| h.get_untracked()))
        .flatten();
    let in_hand = hand
        .map(|h| elements::<web_sys::HtmlElement>(h.query_selector_all("button")))
        .unwrap_or_default();
    let target = doc
        .query_selector(".board .result button, .board .moves button")
        .ok()
        .flatten()
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|b| in_hand.is_empty() || b.closest(".result").ok().flatten().is_some());
    let target = target.or_else(|| {
        let at = at.unwrap_or(0);
        in_hand.get(at).or(in_hand.last()).cloned()
    });
    if let Some(t) = target {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = t.focus_with_options(&options);
    }
}

/// Lets each tile the events moved travel to its place from where it came: a thrown tile
/// from its thrower (`thrown`: where it left the viewer's hand), a drawn one from the wall,
/// a taken one (and the group it makes) from the discards it lay in.
fn travel_in(p: Places, events: &[AnyEvent], viewer: Seat, thrown: Option<(f64, f64)>) {
    let found = |list: Registered<leptos::html::Div>, seat: Seat| {
        list.try_with_value(|v| {
            v.iter()
                .find(|(s, _)| *s == seat)
                .and_then(|(_, r)| r.get_untracked())
        })
        .flatten()
    };
    let name_of = |seat: Seat| {
        p.seats
            .try_with_value(|v| {
                v.iter()
                    .find(|(s, _)| *s == seat)
                    .and_then(|(_, n)| n.get_untracked())
            })
            .flatten()
    };
    let hand = p
        .hand
        .try_with_value(|h| h.and_then(|h| h.get_untracked()))
        .flatten();
    let fresh_in_hand = || {
        hand.as_ref()
            .map(|h| elements::<web_sys::Element>(h.query_selector_all(".tile-button.fresh")))
            .unwrap_or_default()
    };
    // every place is measured first and the animations set after, so the browser lays out
    // the table once, not once per moving tile
    let mut moves: Vec<(web_sys::Element, (f64, f64))> = Vec::new();
    for e in events {
        if let Some(seat) = e.discarded_by() {
            let Some(tile) = found(p.discards, seat).and_then(|r| r.last_element_child()) else {
                continue;
            };
            if seat != viewer {
                // with many seats the others scroll in a box of their own: the tile just
                // thrown (the one that may be taken) is brought into view there
                show_in_its_box(&tile);
            }
            let from = match seat == viewer {
                true => thrown,
                false => name_of(seat).map(|n| corner(&n)),
            };
            if let Some(from) = from {
                moves.push((tile, from));
            }
        } else if e.drawn_by() == Some(viewer) {
            let wall = p
                .wall
                .try_with_value(|w| w.and_then(|w| w.get_untracked()))
                .flatten();
            if let Some(wall) = wall {
                let from = corner(&wall);
                moves.extend(fresh_in_hand().into_iter().map(|t| (t, from)));
            }
        } else if let Some((taker, Some(from))) = e.taken() {
            // from the end of the thrower's discards, where it lay, to the group it made
            // (or into the hand)
            let Some(row) = found(p.discards, from) else {
                continue;
            };
            let start = match row.last_element_child() {
                Some(last) => {
                    let r = last.get_bounding_client_rect();
                    (r.right(), r.top())
                }
                None => corner(&row),
            };
            let place = match taker == viewer {
                true => hand.as_ref().and_then(|h| h.parent_element()),
                false => name_of(taker).and_then(|n| n.parent_element()),
            };
            let group = place.and_then(|el| {
                elements::<web_sys::Element>(el.query_selector_all(".tile-row.claimed")).pop()
            });
            match group {
                Some(g) => moves.push((g, start)),
                None if taker == viewer => {
                    moves.extend(fresh_in_hand().into_iter().map(|t| (t, start)))
                }
                None => {}
            }
        }
    }
    let places: Vec<(f64, f64)> = moves.iter().map(|(el, _)| corner(el)).collect();
    for ((el, from), to) in moves.iter().zip(places) {
        travel(el, *from, to);
    }
}
