//! Small DOM helpers: arrow keys within a group of buttons, finding what a click landed
//! on, the tiles' shared drawings, a tile's travel to its place, the bundles' files and
//! their workers.

use crate::decimal::dec;
use jjak_words::t;

use crate::site::Bundle;
use wasm_bindgen::JsCast;

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

/// The top-left corner of an element's box on screen.
pub fn corner(el: &web_sys::Element) -> (f64, f64) {
    let r = el.get_bounding_client_rect();
    (r.left(), r.top())
}

/// Makes sure the page holds the shared drawing of each of `tiles` (a table's tile refers
/// to its face's drawing, `<use href="#id">`): a hidden `<svg>` at the end of the body,
/// given only the symbols it lacks.
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

/// Lets `el` travel from `from` to `to`, its place (the style's `travel` animation, off
/// under reduced motion). The offset is set as an attribute, so it works for a tile's SVG
/// too.
pub fn travel(el: &web_sys::Element, from: (f64, f64), to: (f64, f64)) {
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

/// The end of a travel or a group's arrival (the board's `animationend`): a tile or group
/// arrives once, so it plays no animation from then on, not even when its list moves it
/// (a node put back in the page plays its animations again).
pub fn travelled(ev: leptos::ev::AnimationEvent) {
    let Some(el) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    if el.class_list().contains("travel") || el.class_list().contains("claimed") {
        let _ = el.class_list().remove_2("travel", "claimed");
        let _ = el.set_attribute("style", "animation:none");
    }
}

/// Scrolls the box `el` scrolls in (the other seats: all of them on a phone, each side of
/// the table from 900 px) so that `el` shows, and nothing else: the page and your hand
/// stay where they are.
pub fn show_in_its_box(el: &web_sys::Element) {
    for holder in [".seats", ".opponents"] {
        let Some(b) = el.closest(holder).ok().flatten() else {
            continue;
        };
        if b.scroll_height() <= b.client_height() {
            continue;
        }
        let (r, bx) = (el.get_bounding_client_rect(), b.get_bounding_client_rect());
        if r.bottom() > bx.bottom() {
            b.set_scroll_top(b.scroll_top() + (r.bottom() - bx.bottom()).ceil() as i32);
        } else if r.top() < bx.top() {
            b.set_scroll_top(b.scroll_top() - (bx.top() - r.top()).ceil() as i32);
        }
        return;
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

/// What a worker loads to run the page's code in the page's language: the bundle's module
/// and wasm file, and the page's catalog (its address, and its language).
#[derive(Clone, Debug)]
pub struct WorkerFiles {
    pub js: String,
    pub wasm: String,
    pub words: String,
    pub lang: &'static str,
}

/// The page's bundle, and its files as the page's loader names them (`jjak.files
/// [jjak.bundle]` and `jjak.words.url`, written by `tools/site.mjs` wherever the app is
/// published).
fn page_bundle() -> Option<(Bundle, WorkerFiles)> {
    let jjak = crate::ui::handover::page_shared()?;
    let get =
        |from: &wasm_bindgen::JsValue, key: &str| js_sys::Reflect::get(from, &key.into()).ok();
    let key = get(&jjak, "bundle")?;
    let bundle = Bundle::of_key(&key.as_string()?)?;
    let pair = js_sys::Reflect::get(&get(&jjak, "files")?, &key).ok()?;
    let at = |i: u32| js_sys::Reflect::get(&pair, &i.into()).ok()?.as_string();
    let words = get(&get(&jjak, "words")?, "url")?.as_string()?;
    let files = WorkerFiles {
        js: at(0)?,
        wasm: at(1)?,
        words,
        lang: jjak_words::lang(),
    };
    Some((bundle, files))
}

/// The worker the page's bundle starts (`crate::site::Bundle::worker`: a file at the app's
/// root, which every language shares), started, and the files for it to load the same code
/// and words; why not, in words.
pub fn page_worker() -> Result<(web_sys::Worker, WorkerFiles), String> {
    let (bundle, files) = page_bundle().ok_or(t!(tbl_no_app_files))?;
    let script = bundle
        .worker()
        .ok_or_else(|| t!(ui_worker_cannot_start, script = bundle.key()))?;
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let url = format!("{}{script}", crate::ui::router::site_root());
    let worker = web_sys::Worker::new_with_options(&url, &options)
        .map_err(|_| t!(ui_worker_cannot_start, script = script))?;
    Ok((worker, files))
}

/// Writes `text` to the clipboard, then tells `done` whether the browser let the page (else
/// the player selects the text and copies it).
pub fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    let navigator = js_sys::Reflect::get(&leptos::prelude::window(), &"navigator".into()).ok();
    let clipboard = navigator.and_then(|n| js_sys::Reflect::get(&n, &"clipboard".into()).ok());
    let write = clipboard
        .as_ref()
        .and_then(|c| js_sys::Reflect::get(c, &"writeText".into()).ok())
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let written = match (clipboard, write) {
        (Some(c), Some(w)) => w.call1(&c, &text.into()).ok(),
        _ => None,
    };
    match written.and_then(|p| p.dyn_into::<js_sys::Promise>().ok()) {
        // (a refusal comes as the promise's rejection: permission, a page not in focus)
        Some(promise) => wasm_bindgen_futures::spawn_local(async move {
            done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok())
        }),
        None => done(false),
    }
}
