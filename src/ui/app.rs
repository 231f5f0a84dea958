//! The app shell: header, navigation, routes and footer.

use jjak_words::t;
use leptos::prelude::*;

use super::pages::{
    DailyPage, DrillsPage, EmbedsPage, Gallery, Home, LabPage, NotFound, Performance, ReplayPage,
    RulesPage, SetupPage, TablePage,
};
use super::play_state::{PlayState, SaveNotice};
use super::router::Location;
use super::settings::ThemeChoice;
use super::shell::{brand_html, footer_html, nav_html};
use crate::site::{Bundle, PageId};

/// The page at `path` as the site declares it (`crate::site`), and the step below it
/// the path names.
fn page(path: &str) -> Option<(PageId, Option<&str>)> {
    crate::site::page_of(path).map(|(p, step)| (p.id, step))
}

/// The pages of the Play bundle for `path` (the query is read by the pages that take
/// one). A route of another bundle never comes here: the router loads its page afresh.
pub fn play_page(path: &str) -> AnyView {
    match page(path) {
        Some((PageId::Home, _)) => view! { <Home /> }.into_any(),
        Some((PageId::Setup, _)) => view! { <SetupPage /> }.into_any(),
        Some((PageId::Table, _)) => view! { <TablePage /> }.into_any(),
        _ => view! { <NotFound /> }.into_any(),
    }
}

/// The page of the Replay bundle for `path`.
pub fn replay_page(path: &str) -> AnyView {
    match page(path) {
        Some((PageId::Replay, _)) => view! { <ReplayPage /> }.into_any(),
        _ => view! { <NotFound /> }.into_any(),
    }
}

/// The pages of the Learn bundle for `path`.
pub fn learn_page(path: &str) -> AnyView {
    match page(path) {
        Some((PageId::Tiles, _)) => view! { <Gallery /> }.into_any(),
        Some((PageId::Performance, _)) => view! { <Performance /> }.into_any(),
        Some((PageId::Embeds, _)) => view! { <EmbedsPage /> }.into_any(),
        Some((PageId::Lab, _)) => view! { <LabPage /> }.into_any(),
        Some((PageId::RulesIndex, _)) => view! { <RulesPage game=None /> }.into_any(),
        Some((PageId::Rules, game)) => {
            view! { <RulesPage game=game.map(str::to_string) /> }.into_any()
        }
        _ => view! { <NotFound /> }.into_any(),
    }
}

/// The pages of the Practice bundle for `path`.
pub fn practice_page(path: &str) -> AnyView {
    match page(path) {
        Some((PageId::Daily, _)) => view! { <DailyPage /> }.into_any(),
        Some((PageId::Drills, _)) => view! { <DrillsPage /> }.into_any(),
        _ => view! { <NotFound /> }.into_any(),
    }
}

/// The pages of the Link bundle for `path`.
pub fn link_page(path: &str) -> AnyView {
    match page(path) {
        Some((PageId::Together, _)) => view! { <super::link::TogetherPage /> }.into_any(),
        Some((PageId::Join, _)) => view! { <super::link::JoinPage /> }.into_any(),
        _ => view! { <NotFound /> }.into_any(),
    }
}

/// Whether `path` is a table (where the header is a slim bar).
pub fn at_table(path: &str) -> bool {
    matches!(
        page(path),
        Some((PageId::Table | PageId::Together | PageId::Join, _))
    )
}

/// The site around `site`'s pages (`pages`: [`play_page`] or [`learn_page`], passed in so
/// that each bundle holds only its own).
#[component]
pub fn App(site: Bundle, pages: fn(&str) -> AnyView) -> impl IntoView {
    PlayState::provide();
    let loc = Location::provide(site);
    let table = move || loc.path.with(|p| at_table(p));
    let menu = RwSignal::new(false);
    view! {
        <a class="skip-link" href="#main">{t!(ui_skip)}</a>
        <header class="site-header" class:slim=table class:menu-open=move || menu.get()>
            <a href="./" class="brand" inner_html=brand_html().into_string()></a>
            // at the table the header is a slim bar: the links and the theme in a menu
            <button
                type="button"
                class="menu-toggle"
                aria-controls="site-menu"
                aria-expanded=move || menu.get().to_string()
                on:click=move |_| menu.update(|m| *m = !*m)
            >
                {t!(ui_menu)}
            </button>
            <div id="site-menu" class="menu-panel">
                <nav
                    aria-label={t!(ui_main_nav)}
                    on:click=move |_| menu.set(false)
                    inner_html=loc.path.with_untracked(|p| nav_html(p).into_string())
                ></nav>
                <div class="theme-choice"><ThemeChoice /></div>
                <div
                    class="language-choice"
                    inner_html=move || {
                        super::language::menu_html(&loc.path.get(), &loc.query.get()).into_string()
                    }
                ></div>
            </div>
        </header>
        <SaveNotice />
        <main id="main" tabindex="-1">
            {move || {
                // a new address draws its page afresh (the setup page reads its query once)
                loc.query.track();
                loc.path.with(|p| pages(p))
            }}
        </main>
        <footer class="site-footer" inner_html=footer_html().into_string()></footer>
    }
}
