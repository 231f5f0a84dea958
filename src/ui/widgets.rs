//! Teaching widgets in a page: their markup comes from `teach`; one set of handlers on the
//! container passes each action (`data-act` of the button clicked or focused) to the
//! widget it belongs to and redraws that widget alone.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::teach::act::Act;
use crate::teach::doc::Expanded;
use crate::teach::Widget;
use crate::ui::dom::{arrow_keys, closest};

/// Does the action of the button under `ev` and redraws its widget, keeping the focus on
/// the button with the same action.
fn act(widgets: StoredValue<Vec<Widget>, LocalStorage>, ev: &web_sys::Event, on_focus: bool) {
    let Some(button) = closest(ev, "[data-act]") else {
        return;
    };
    let Some(written) = button.get_attribute("data-act") else {
        return;
    };
    let Ok(action) = written.parse::<Act>() else {
        return;
    };
    // focus only picks (the chart); adding and removing tiles wait for a click
    if on_focus && !matches!(action, Act::Pick(_)) {
        return;
    }
    let Some(host) = button.closest("[data-widget-id]").ok().flatten() else {
        return;
    };
    let Some(id) = host
        .get_attribute("data-widget-id")
        .and_then(|i| i.parse::<usize>().ok())
    else {
        return;
    };
    let html = widgets
        .try_update_value(|ws| {
            let w = ws.get_mut(id)?;
            w.act(action).then(|| w.render())
        })
        .flatten();
    let Some(html) = html else {
        return;
    };
    let refocus = document().active_element().as_ref() == Some(&button);
    host.set_inner_html(&html);
    if refocus {
        if let Ok(Some(el)) = host.query_selector(&format!("[data-act=\"{written}\"]")) {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                // after this handler returns: focusing fires `focusin`, which comes back here
                queue_microtask(move || {
                    let _ = el.focus();
                });
            }
        }
    }
}

/// A rules page body or an embed: `expanded` markup with its live widgets. When the page's
/// first view holds the same widgets drawn, they are taken over as they are.
#[component]
pub fn Widgets(expanded: Expanded) -> impl IntoView {
    let widgets = StoredValue::new_local(expanded.widgets);
    let adopt = crate::ui::handover::adoptable("widgets");
    let html = if adopt {
        String::new()
    } else {
        expanded.html.into_string()
    };
    view! {
        <div
            class="widgets"
            data-adopt=adopt.then_some("widgets")
            on:click=move |ev| act(widgets, &ev, false)
            on:focusin=move |ev| act(widgets, &ev, true)
            on:keydown=arrow_keys
            inner_html=html
        ></div>
    }
}
