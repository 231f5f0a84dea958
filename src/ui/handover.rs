//! The app taking over from a page's first view (see `first_view`): it waits until the
//! first view has been shown, draws the site, removes the first view in the same task (the
//! browser never paints both), and carries across what the player did meanwhile: the
//! keyboard focus, and the fields they changed (a game chosen on the new-game form before
//! the app arrived is chosen in the app's form too). The two pages have the same elements
//! in the same places (a browser test compares them), so an element is found again by its
//! place: the indices of its element ancestors from `<body>`.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use super::dom::elements;

/// What the page's own scripts share with the app (`window.jjak`: index.html declares
/// its fields).
pub fn page_shared() -> Option<JsValue> {
    js_sys::Reflect::get(&leptos::prelude::window(), &"jjak".into())
        .ok()
        .filter(|v| v.is_object())
}

/// When the page has a first view, the promise that it has been shown (`jjak.shown`,
/// index.html: its largest element painted). Drawing over it sooner would throw away a
/// view the player never saw.
pub fn first_view_shown() -> Option<js_sys::Promise> {
    let doc = leptos::prelude::document();
    if !on_screen(&doc)
        || doc
            .query_selector("[data-first-view]")
            .ok()
            .flatten()
            .is_none()
    {
        return None;
    }
    let shown = js_sys::Reflect::get(&page_shared()?, &"shown".into()).ok()?;
    shown.dyn_into::<js_sys::Promise>().ok()
}

/// Whether the first view the page holds is this address's and on screen: another page's
/// (a host answered with the home page's file) is hidden by index.html, and one the player
/// left by a link before the app started (the loader, tools/site.mjs: the app then opens
/// the link's page) is only what was on screen meanwhile.
fn on_screen(doc: &web_sys::Document) -> bool {
    doc.document_element().is_some_and(|root| {
        let marks = root.class_list();
        !marks.contains("no-first-view") && !marks.contains("first-view-left")
    })
}

/// The first view's part `name` (its `data-adopt` element), if the page holds one.
fn first_view_part(doc: &web_sys::Document, name: &str) -> Option<Element> {
    doc.query_selector(&format!("[data-first-view] [data-adopt=\"{name}\"]"))
        .ok()
        .flatten()
}

/// Draws the site with `mount`, in place of the first view if there is one. (`mount` is a
/// trait object: one copy of this for the site and the embeds.)
pub fn take_over(mount: Box<dyn FnOnce()>) {
    let doc = leptos::prelude::document();
    let first = doc
        .document_element()
        .map(|root| elements(root.query_selector_all("[data-first-view]")))
        .unwrap_or_default();
    // (what the player did on a page they left is not carried into another)
    let ours = on_screen(&doc);
    let focus = doc
        .active_element()
        .filter(|el| ours && within(&first, el))
        .and_then(|el| place(&el));
    let edits: Vec<(Vec<u32>, Edit)> = first
        .iter()
        .filter(|_| ours)
        .flat_map(|part| elements::<Element>(part.query_selector_all("input, select, textarea")))
        .filter_map(|field| Some((place(&field)?, edit_of(&field)?)))
        .collect();
    mount();
    adopt(&doc);
    for part in &first {
        part.remove();
    }
    for (at, edit) in edits {
        if let Some(field) = find(&at) {
            edit.replay(&field);
        }
    }
    if let Some(el) = focus.and_then(|at| find(&at)) {
        if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
            let _ = el.focus();
        }
    }
}

/// Whether the app may leave the part `name` to the first view: true when the first view
/// on screen has a `data-adopt="name"` element, whose contents then move into the app's
/// element of the same name (see [`take_over`]) instead of being drawn and parsed again (a
/// rules page's widgets are 300 KB of markup).
pub fn adoptable(name: &str) -> bool {
    let doc = leptos::prelude::document();
    on_screen(&doc) && first_view_part(&doc, name).is_some()
}

/// Moves the contents of each first-view `data-adopt` element into the app's empty
/// element of the same name.
fn adopt(doc: &web_sys::Document) {
    let Some(body) = doc.body() else {
        return;
    };
    for target in elements::<Element>(body.query_selector_all("[data-adopt]")) {
        // (an element the app left empty may hold a comment of Leptos's)
        let drawn = target.first_element_child().is_some();
        if drawn || target.closest("[data-first-view]").ok().flatten().is_some() {
            continue;
        }
        let name = target.get_attribute("data-adopt").unwrap_or_default();
        let Some(source) = first_view_part(doc, &name) else {
            continue;
        };
        while let Some(child) = source.first_child() {
            if target.append_child(&child).is_err() {
                break;
            }
        }
    }
}

/// A field the player changed: its new value, or a box ticked or cleared.
enum Edit {
    Value(String),
    Checked(bool),
}

impl Edit {
    /// Makes the same change to `field`, telling the page as the player's change would.
    fn replay(&self, field: &Element) {
        let (key, value) = match self {
            Edit::Value(v) => ("value", JsValue::from_str(v)),
            Edit::Checked(c) => ("checked", JsValue::from_bool(*c)),
        };
        if js_sys::Reflect::set(field, &key.into(), &value).is_err() {
            return;
        }
        for kind in ["input", "change"] {
            let init = web_sys::EventInit::new();
            init.set_bubbles(true);
            if let Ok(ev) = web_sys::Event::new_with_event_init_dict(kind, &init) {
                let _ = field.dispatch_event(&ev);
            }
        }
    }
}

fn property(el: &Element, key: &str) -> JsValue {
    js_sys::Reflect::get(el, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

/// What the player changed in `field` since the page was loaded, if anything. A radio
/// button counts when it was chosen (choosing it cleared the one before).
fn edit_of(field: &Element) -> Option<Edit> {
    let kind = property(field, "type").as_string().unwrap_or_default();
    if kind == "checkbox" || kind == "radio" {
        let checked = property(field, "checked").as_bool()?;
        let was = property(field, "defaultChecked").as_bool()?;
        return (checked != was && (checked || kind == "checkbox"))
            .then_some(Edit::Checked(checked));
    }
    let value = property(field, "value").as_string()?;
    let was = if field.tag_name().eq_ignore_ascii_case("select") {
        // the option marked selected in the markup, or the first
        field
            .query_selector("option[selected]")
            .ok()
            .flatten()
            .or_else(|| field.query_selector("option").ok().flatten())
            .and_then(|o| property(&o, "value").as_string())?
    } else {
        property(field, "defaultValue").as_string()?
    };
    (value != was).then_some(Edit::Value(value))
}

fn within(parts: &[Element], el: &Element) -> bool {
    parts.iter().any(|p| p.contains(Some(el)))
}

/// `el`'s place: the index among its parent's elements of it and of each ancestor below
/// `<body>`, outermost first.
fn place(el: &Element) -> Option<Vec<u32>> {
    let mut at = Vec::new();
    let mut el = el.clone();
    loop {
        let parent = el.parent_element()?;
        let mut i = 0;
        let mut sibling = el.previous_element_sibling();
        while let Some(s) = sibling {
            i += 1;
            sibling = s.previous_element_sibling();
        }
        at.push(i);
        if parent.tag_name().eq_ignore_ascii_case("body") {
            at.reverse();
            return Some(at);
        }
        el = parent;
    }
}

/// The element at `at` (see [`place`]).
fn find(at: &[u32]) -> Option<Element> {
    let mut el: Element = leptos::prelude::document().body()?.into();
    for &i in at {
        el = el.children().item(i)?;
    }
    Some(el)
}
