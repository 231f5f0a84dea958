use leptos::prelude::*;

#[component]
pub fn NotFound() -> impl IntoView {
    super::super::set_title("Page not found");
    view! {
        <section class="page narrow">
            <h1>"Page not found"</h1>
            <p>"There is no page at this address. The games are listed on the home page."</p>
            <p><a href="./">"Go to the games"</a></p>
        </section>
    }
}
