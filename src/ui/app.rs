//! The app shell: header, navigation, routes and footer.

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes, A};
use leptos_router::path;

use super::logo::Logo;
use super::pages::{Gallery, Home, NotFound, Performance, SetupPage, TablePage};
use super::play_state::PlayState;
use super::settings::ThemeChoice;

#[component]
pub fn App() -> impl IntoView {
    PlayState::provide();
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
                    <A href="/play">"New game"</A>
                    <A href="/table">"Table"</A>
                    <A href="/tiles">"Tiles"</A>
                </nav>
                <div class="theme-choice"><ThemeChoice /></div>
            </header>
            <main id="main" tabindex="-1">
                <Routes fallback=NotFound>
                    <Route path=path!("/") view=Home />
                    <Route path=path!("/tiles") view=Gallery />
                    <Route path=path!("/performance") view=Performance />
                    <Route path=path!("/play") view=SetupPage />
                    <Route path=path!("/table") view=TablePage />
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
