//! A button that copies a text, and a status beside it that says whether the browser let it
//! (`dom::copy_text`) or the reader should copy by hand: the day's result, a drill's link.

use leptos::prelude::*;

/// The button (`label`, a secondary one when `secondary`) and its status: `copied` once
/// copied, `by_hand` when the browser did not let the page.
#[component]
pub fn CopyButton(
    text: String,
    label: String,
    #[prop(optional)] secondary: bool,
    copied: String,
    by_hand: String,
) -> impl IntoView {
    let done = RwSignal::new(None::<bool>);
    view! {
        <button
            type="button"
            class="button"
            class:secondary=secondary
            on:click=move |_| crate::ui::dom::copy_text(&text, move |ok| done.set(Some(ok)))
        >
            {label}
        </button>
        " "
        <span role="status">
            {move || match done.get() {
                Some(true) => copied.clone(),
                Some(false) => by_hand.clone(),
                None => String::new(),
            }}
        </span>
    }
}
