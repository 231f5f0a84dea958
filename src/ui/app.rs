//! The app shell: header, navigation, routes and footer.

use leptos::prelude::*;

use super::logo::Logo;
use super::pages::{
    EmbedsPage, Gallery, Home, LabPage, NotFound, Performance, RulesPage, SetupPage, TablePage,
};
use super::play_state::{PlayState, SaveNotice};
use super::router::Location;
use super::settings::ThemeChoice;

/// The page for `path` (the query is read by the pages that take one).
fn page(path: &str) -> AnyView {
    let path = path.trim_end_matches('/');
    match path {
        "" => view! { <Home /> }.into_any(),
        "/tiles" => view! { <Gallery /> }.into_any(),
        "/performance" => view! { <Performance /> }.into_any(),
        "/embeds" => view! { <EmbedsPage /> }.into_any(),
        "/lab" => view! { <LabPage /> }.into_any(),
        "/play" => view! { <SetupPage /> }.into_any(),
        "/table" => view! { <TablePage /> }.into_any(),
        "/rules" => view! { <RulesPage game=None /> }.into_any(),
        _ => match path.strip_prefix("/rules/") {
            Some(game) if !game.contains('/') => {
                view! { <RulesPage game=Some(game.to_string()) /> }.into_any()
            }
            _ => view! { <NotFound /> }.into_any(),
        },
    }
}

/// Whether `path` is the table (where the header is a slim bar).
fn at_table(path: &str) -> bool {
    path.trim_end_matches('/') == "/table"
}

/// The site's main links.
#[component]
fn MainNav(loc: Location) -> impl IntoView {
    view! {
        <nav aria-label="Main">
            <a href="./" aria-current=loc.current("/")>"Games"</a>
            <a href="play" aria-current=loc.current("/play")>"New game"</a>
            <a href="table" aria-current=loc.current("/table")>"Table"</a>
            <a href="rules" aria-current=loc.current("/rules")>"Rules"</a>
            <a href="tiles" aria-current=loc.current("/tiles")>"Tiles"</a>
        </nav>
    }
}

#[component]
pub fn App() -> impl IntoView {
    PlayState::provide();
    let loc = Location::provide();
    let table = Memo::new(move |_| loc.path.with(|p| at_table(p)));
    view! {
        <a class="skip-link" href="#main">"Skip to content"</a>
        <header class="site-header" class:slim=move || table.get()>
            <a href="./" class="brand">
                <Logo />
                <span class="brand-name">"Jjak"</span>
            </a>
            {move || {
                if table.get() {
                    // at the table: a slim bar, the site's links in a menu
                    view! {
                        <details class="site-menu">
                            <summary>"Menu"</summary>
                            <div class="menu-panel">
                                <MainNav loc />
                                <div class="theme-choice"><ThemeChoice /></div>
                            </div>
                        </details>
                    }
                    .into_any()
                } else {
                    view! {
                        <MainNav loc />
                        <div class="theme-choice"><ThemeChoice /></div>
                    }
                    .into_any()
                }
            }}
        </header>
        <SaveNotice />
        <main id="main" tabindex="-1">
            {move || {
                // a new address draws its page afresh (the setup page reads its query once)
                loc.query.track();
                loc.path.with(|p| page(p))
            }}
        </main>
        <footer class="site-footer">
            <p>
                "Jjak: traditional pair-matching tile games. Rules after Stewart Culin (1895), "
                "pagat.com, Joe Celko and the Matjok Rulebook."
            </p>
            <p>
                <a href="lab">"Rule lab"</a> " · " <a href="embeds">"Embeds for your site"</a> " · "
                <a href="performance">"Performance"</a>
            </p>
        </footer>
    }
}
