//! The app shell: header, navigation, routes and footer.

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes, A};
use leptos_router::path;

use super::logo::Logo;
use super::pages::{Gallery, Home, NotFound, Performance};

#[component]
pub fn App() -> impl IntoView {
    view! {
        <Router>
            <a class="skip-link" href="#main">"Skip to content"</a>
            <header class="site-header">
                <A href="/" attr:class="brand">
                    <Logo />
                    <span class="brand-name">"Jjak"</span>
                </A>
                <nav aria-label="Main">
                    <A href="/" exact=true>"Games"</A>
                    <A href="/tiles">"Tiles"</A>
                </nav>
            </header>
            <main id="main" tabindex="-1">
                <Routes fallback=NotFound>
                    <Route path=path!("/") view=Home />
                    <Route path=path!("/tiles") view=Gallery />
                    <Route path=path!("/performance") view=Performance />
                </Routes>
            </main>
            <footer class="site-footer">
                <p>
                    "Jjak: traditional pair-matching tile games. Rules after Stewart Culin (1895), "
                    "pagat.com, Joe Celko and the Matjok Rulebook."
                </p>
                <p><A href="/performance">"Performance"</A></p>
            </footer>
        </Router>
    }
}
