use jjak_words::t;
use leptos::prelude::*;

#[component]
pub fn NotFound() -> impl IntoView {
    super::super::set_title(t!(ui_not_found_title));
    view! {
        <section class="page narrow">
            <h1>{t!(ui_not_found_title)}</h1>
            <p>{t!(ui_not_found_text)}</p>
            <p><a href="./">{t!(ui_not_found_link)}</a></p>
        </section>
    }
}
