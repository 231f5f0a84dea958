//! The embeds page: every embed a rules site can put in an iframe, live, with its snippet.

use leptos::prelude::*;

use crate::teach::embeds::page;

#[component]
pub fn EmbedsPage() -> impl IntoView {
    super::super::set_title("Embeds");
    let root = crate::ui::router::app_root();
    view! {
        <section class="page embeds-page">
            <h1>"Embeds"</h1>
            <div inner_html=page(&root).into_string()></div>
        </section>
    }
}
