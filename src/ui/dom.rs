//! Small DOM helpers shared by the pages drawn from markup: arrow keys within a group of
//! buttons, and finding what a click landed on.

use wasm_bindgen::JsCast;

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
    let Ok(list) = group.query_selector_all("button") else {
        return;
    };
    let buttons: Vec<web_sys::HtmlElement> = (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect();
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
