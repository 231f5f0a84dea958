//! Brings a live element's contents in line with new markup, touching only what differs:
//! the table is drawn as markup after every move, and replacing all of it made the
//! browser restyle and lay out every tile each time (main-thread tasks of 60-100 ms on a
//! phone-speed CPU). Nodes that are equal stay as they are (focus, animations, style);
//! a tile thrown or drawn is found by looking one node ahead, tiles known by their drawing.

use wasm_bindgen::JsCast;
use web_sys::{Element, Node};

/// Makes `live`'s children those of `html`, keeping every node that is already right.
pub fn morph(live: &Element, html: &str) {
    let Some(template) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("template").ok())
        .and_then(|t| t.dyn_into::<web_sys::HtmlTemplateElement>().ok())
    else {
        live.set_inner_html(html);
        return;
    };
    template.set_inner_html(html);
    children(live, &template.content());
}

fn children(live: &Node, fresh: &Node) {
    let mut at = live.first_child();
    let mut next = fresh.first_child();
    while let Some(f) = next {
        // (read before `f` may move into the live tree)
        next = f.next_sibling();
        let Some(l) = at.clone() else {
            let _ = live.append_child(&f);
            continue;
        };
        let after = l.next_sibling();
        match likeness(&l, &f) {
            Some(Likeness::Equal) => at = after,
            Some(Likeness::SameDrawing) => {
                node(&l, &f);
                at = after;
            }
            None => {
                if let Some((n, how)) =
                    (after.clone()).and_then(|n| likeness(&n, &f).map(|how| (n, how)))
                {
                    // `l` is gone (a tile thrown from the hand)
                    let _ = live.remove_child(&l);
                    if how == Likeness::SameDrawing {
                        node(&n, &f);
                    }
                    at = n.next_sibling();
                } else if f.next_sibling().is_some_and(|n| likeness(&n, &l).is_some()) {
                    // `f` is new before `l` (a tile drawn into the hand)
                    let _ = live.insert_before(&f, Some(&l));
                } else if same_kind(&l, &f) {
                    node(&l, &f);
                    at = after;
                } else {
                    at = after;
                    let _ = live.replace_child(&f, &l);
                }
            }
        }
    }
    while let Some(l) = at {
        at = l.next_sibling();
        let _ = live.remove_child(&l);
    }
}

/// How a live node stands to a fresh one, when they are the same node.
#[derive(PartialEq)]
enum Likeness {
    Equal,
    /// The same but for attributes (a tile that became playable, or idle): elements of the
    /// same tag showing the same drawing (their first `<use>`). A tile patched into another
    /// face instead would have its drawing's copy inside the `<use>` built afresh, and the
    /// browser restyle all of it (most of a move's restyling on a phone-speed CPU).
    SameDrawing,
}

/// Whether `a` and `b` are the same node, and how (each compared once: an equality test
/// walks the whole subtree).
fn likeness(a: &Node, b: &Node) -> Option<Likeness> {
    if a.is_equal_node(Some(b)) {
        return Some(Likeness::Equal);
    }
    (same_kind(a, b) && drawing(a).is_some_and(|d| drawing(b) == Some(d)))
        .then_some(Likeness::SameDrawing)
}

/// Which drawing an element shows: its first `<use>`'s reference.
fn drawing(n: &Node) -> Option<String> {
    let used = n.dyn_ref::<Element>()?.query_selector("use").ok()??;
    used.get_attribute("href")
}

/// Two elements of the same tag (patched in place), or two text nodes.
fn same_kind(l: &Node, f: &Node) -> bool {
    l.node_type() == f.node_type()
        && match (l.dyn_ref::<Element>(), f.dyn_ref::<Element>()) {
            (Some(a), Some(b)) => a.tag_name() == b.tag_name(),
            _ => l.node_type() == Node::TEXT_NODE,
        }
}

fn node(l: &Node, f: &Node) {
    let (Some(le), Some(fe)) = (l.dyn_ref::<Element>(), f.dyn_ref::<Element>()) else {
        if l.node_value() != f.node_value() {
            l.set_node_value(f.node_value().as_deref());
        }
        return;
    };
    let old = le.get_attribute_names();
    for name in old.iter().filter_map(|n| n.as_string()) {
        if !fe.has_attribute(&name) {
            let _ = le.remove_attribute(&name);
        }
    }
    for name in fe
        .get_attribute_names()
        .iter()
        .filter_map(|n| n.as_string())
    {
        let value = fe.get_attribute(&name).unwrap_or_default();
        if le.get_attribute(&name).as_deref() != Some(value.as_str()) {
            let _ = le.set_attribute(&name, &value);
        }
    }
    children(l, f);
}
