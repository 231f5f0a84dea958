//! Small DOM helpers shared by the pages drawn from markup: arrow keys within a group of
//! buttons, and finding what a click landed on.

use crate::decimal::dec;
use leptos::prelude::{GetValue, StoredValue};
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The elements a `querySelectorAll` found, in document order.
pub(super) fn elements<T: JsCast>(
    list: Result<web_sys::NodeList, wasm_bindgen::JsValue>,
) -> Vec<T> {
    let Ok(list) = list else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<T>().ok())
        .collect()
}

/// The buttons of the hand on the table, in order.
fn hand_buttons() -> Vec<web_sys::HtmlElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .map(|d| elements(d.query_selector_all(".board .hand .tile-button")))
        .unwrap_or_default()
}

/// Where the focus was on the board, for [`refocus_hand`]: the place of the focused tile
/// in the hand, or 0 for any other button of the board (a move, the reserve); `None`
/// outside the board.
pub fn hand_focus(ev: &web_sys::Event) -> Option<usize> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    // (the side panel and the head keep their own focus)
    target.closest(".board").ok()??;
    let at = hand_buttons()
        .iter()
        .position(|b| b.unchecked_ref::<web_sys::Element>() == &target);
    Some(at.unwrap_or(0))
}

/// After the board is drawn afresh (a move, the computer's answer), the focus goes back to
/// the hand at `at` (or its last tile), unless it has gone somewhere else on the page.
pub fn refocus_hand(at: usize) {
    let lost = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .is_none_or(|e| e.tag_name() == "BODY");
    if !lost {
        return;
    }
    let buttons = hand_buttons();
    if let Some(b) = buttons.get(at).or(buttons.last()) {
        let _ = b.focus();
    }
}

/// Where a tile left the hand (its corner on screen), when a click threw one.
pub fn thrown_from(ev: &web_sys::Event) -> Option<(f64, f64)> {
    closest(ev, ".hand .tile-button").map(|el| corner(&el))
}

/// The top-left corner of an element's box on screen.
fn corner(el: &web_sys::Element) -> (f64, f64) {
    let r = el.get_bounding_client_rect();
    (r.left(), r.top())
}

fn first(selector: &str) -> Option<web_sys::Element> {
    web_sys::window()?
        .document()?
        .query_selector(selector)
        .ok()
        .flatten()
}

/// Makes sure the page holds the shared drawing of each of `tiles` (markup built with
/// [`Html::for_sprite`](crate::art::html::Html::for_sprite) refers to them): a hidden
/// `<svg>` at the end of the body, given only the symbols it lacks.
pub fn define_tiles(tiles: &[crate::art::TileArt]) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let missing: String = tiles
        .iter()
        .filter(|t| doc.get_element_by_id(&t.symbol_id()).is_none())
        .map(|t| t.symbol())
        .collect();
    if missing.is_empty() {
        return;
    }
    let sprite = doc.get_element_by_id("tile-drawings").or_else(|| {
        // (zero-sized rather than display:none, which some browsers pass on to what uses it)
        let _ = doc.body()?.insert_adjacent_html(
            "beforeend",
            r#"<svg id="tile-drawings" aria-hidden="true" width="0" height="0" style="position:absolute"></svg>"#,
        );
        doc.get_element_by_id("tile-drawings")
    });
    if let Some(sprite) = sprite {
        // the drawings are our own, from the tiles alone (`TileArt::symbol`)
        let _ = sprite.insert_adjacent_html("beforeend", &missing);
    }
}

/// Where the latest discard lies, read before the table is drawn afresh: a claimed tile
/// travels from there to its new owner.
pub fn latest_discard() -> Option<(f64, f64)> {
    first(".board .latest").map(|el| corner(&el))
}

/// With many seats the opponents scroll in a box of their own, drawn afresh at each move:
/// the latest discard (the tile a player may take) is brought into that box's view.
pub fn show_latest() {
    let (Some(list), Some(tile)) = (first(".board .opponents"), first(".opponents .latest")) else {
        return;
    };
    let (outer, inner) = (
        list.get_bounding_client_rect(),
        tile.get_bounding_client_rect(),
    );
    // the whole seat when it fits: its name says who threw the tile
    let seat = tile.closest(".opponent").ok().flatten();
    let top = seat.map_or(inner.top(), |s| s.get_bounding_client_rect().top());
    if inner.top() >= outer.top() && inner.bottom() <= outer.bottom() {
        return;
    }
    let mut by = top - outer.top();
    if inner.bottom() - by > outer.bottom() {
        by = inner.bottom() - outer.bottom();
    }
    list.set_scroll_top(list.scroll_top() + by.round() as i32);
}

/// At the round's end every other seat's hand is laid open, and the result goes over the
/// table. Shown all in one frame, their tiles made the longest frame of a round on a
/// phone-speed CPU: the browser builds each tile's drawing, then styles, lays out and
/// paints it. So each hand is shown in a frame of its own after the table's, and then the
/// `result` is put on the `board`: too fast to see. Drawing `number` does this unless a
/// newer one came meanwhile (`drawings`); a later drawing of the table shows whatever is
/// still hidden (its markup has no such style).
pub fn lay_open_in_turn(board: Element, result: String, drawings: StoredValue<u64>, number: u64) {
    let rows = elements::<Element>(board.query_selector_all(".opponent .revealed"));
    for row in &rows {
        let _ = row.set_attribute("style", "display:none");
    }
    show_next(rows, 0, (board, result, drawings, number));
}

/// Frame `step` of [`lay_open_in_turn`]: the first shows the table's change alone, each
/// next one hand, and the one after the last the result.
fn show_next(rows: Vec<Element>, step: usize, then: (Element, String, StoredValue<u64>, u64)) {
    leptos::prelude::request_animation_frame(move || {
        let (board, result, drawings, number) = &then;
        if drawings.try_get_value() != Some(*number) {
            return;
        }
        match step.checked_sub(1).map(|i| rows.get(i)) {
            None => {}
            Some(Some(row)) => {
                let _ = row.remove_attribute("style");
            }
            Some(None) => {
                let _ = board.insert_adjacent_html("beforeend", result);
                return;
            }
        }
        show_next(rows, step + 1, then);
    });
}

/// Lets `el` travel from `from` to `to`, its place (the style's `travel` animation, off
/// under reduced motion). The offset is set as an attribute, so it works for a tile's SVG
/// too.
fn travel(el: &web_sys::Element, from: (f64, f64), to: (f64, f64)) {
    let _ = el.set_attribute(
        "style",
        &format!(
            "--from-x:{}px;--from-y:{}px",
            dec(from.0 - to.0, 1),
            dec(from.1 - to.1, 1)
        ),
    );
    let _ = el.class_list().add_1("travel");
}

/// After the table is drawn afresh, what moved travels to its new place: the tile the
/// viewer threw from where it left the hand (`thrown`), another seat's thrown tile from that
/// seat's name, a claimed meld from where the discard lay (`claimed_from`), and a tile
/// drawn into the hand in from the wall.
pub fn travel_in(thrown: Option<(f64, f64)>, claimed_from: Option<(f64, f64)>) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let all = |selector: &str| elements::<web_sys::HtmlElement>(doc.query_selector_all(selector));
    // every place is measured first and the animations set after, so the browser lays out
    // the table once, not once per moving tile
    let mut moves: Vec<(web_sys::Element, (f64, f64))> = Vec::new();
    if let (Some(from), Some(el)) = (thrown, first(".mine .discards .new")) {
        moves.push((el, from));
    }
    for seat in all(".opponent") {
        if let (Ok(Some(tile)), Ok(Some(who))) = (
            seat.query_selector(".discards .new"),
            seat.query_selector(".who"),
        ) {
            moves.push((tile, corner(&who)));
        }
    }
    if let Some(from) = claimed_from {
        for meld in all(".tile-row.claimed") {
            moves.push((meld.into(), from));
        }
    }
    let fresh = all(".hand .fresh");
    // (the wall measured only for a drawn tile: a measurement makes the browser lay the
    // new table out within this task, where it is the longest part)
    if let Some(wall) = first(".board .wall").filter(|_| !fresh.is_empty()) {
        let from = corner(&wall);
        for tile in fresh {
            moves.push((tile.into(), from));
        }
    }
    let places: Vec<(f64, f64)> = moves.iter().map(|(el, _)| corner(el)).collect();
    for ((el, from), to) in moves.iter().zip(places) {
        travel(el, *from, to);
    }
}

/// Arrow keys move the focus between the buttons of a group (the hand, the reserve).
pub fn arrow_keys(ev: leptos::ev::KeyboardEvent) {
    let step: i32 = match ev.key().as_str() {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => -1,
        "Home" => -1000,
        "End" => 1000,
        _ => return,
    };
    let Some(target) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    let Some(group) = target.closest(".arrows").ok().flatten() else {
        return;
    };
    let buttons = elements::<web_sys::HtmlElement>(group.query_selector_all("button"));
    let at = buttons
        .iter()
        .position(|b| b.unchecked_ref::<web_sys::Element>() == &target)
        .unwrap_or(0) as i32;
    let Some(last) = buttons.len().checked_sub(1) else {
        return;
    };
    let next = (at + step).clamp(0, last as i32) as usize;
    ev.prevent_default();
    let _ = buttons[next].focus();
}

/// The element a click landed on, or its nearest ancestor, carrying `attr`.
pub fn clicked(ev: &web_sys::Event, attr: &str) -> Option<String> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let el = target.closest(&format!("[{attr}]")).ok()??;
    el.get_attribute(attr)
}

/// The element an event happened on, or its nearest ancestor, matching `selector`.
pub fn closest(ev: &web_sys::Event, selector: &str) -> Option<web_sys::Element> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    target.closest(selector).ok()?
}

/// The addresses of a bundle's module and wasm file (`"play"`, `"learn"`), as the page's
/// loader names them (`window.jjakFiles`, written by `tools/site.mjs` wherever the app is
/// published), for a worker to load the same code.
pub fn app_files(bundle: &str) -> Option<(String, String)> {
    let files = js_sys::Reflect::get(&leptos::prelude::window(), &"jjakFiles".into()).ok()?;
    let pair = js_sys::Reflect::get(&files, &bundle.into()).ok()?;
    let at = |i: u32| js_sys::Reflect::get(&pair, &i.into()).ok()?.as_string();
    Some((at(0)?, at(1)?))
}

/// Starts the module worker `script` (a file beside the page); why not, in words.
pub fn module_worker(script: &str) -> Result<web_sys::Worker, String> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    web_sys::Worker::new_with_options(script, &options)
        .map_err(|_| format!("this browser cannot start {script}"))
}
