//! The site, declared once: its pages (the route, the bundle that draws it, whether a
//! rules site frames it, its first view), its bundles (the wasm a visitor downloads for a
//! journey, and the worker each starts) and its languages. The app finds a page and its
//! bundle here (`ui::app`, `ui::router`); the build (`tools/site.mjs`) reads this
//! declaration from the Learn bundle (`site_json`) and writes from it the loader that
//! chooses a page's bundle, what the service worker keeps of each bundle, and each page's
//! first view in every language. Cargo and Trunk read their own lists before any of this
//! runs (the bins, `index.html`'s bundle links): `tests/site.rs` checks them against it.
//!
//! Adding a page: a row in [`PAGES`], its component in its bundle's `ui::app` match, and
//! its words.

use serde::Serialize;

use crate::engine::games::GameId;

/// A wasm bundle, one per journey (issue 35: a visitor downloads only the bundle of the
/// page they opened).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Bundle {
    /// The home page, a new game, the table, a whole game in a frame.
    Play,
    /// The rules, the tiles, the rule lab, the embeds' gallery, the performance page.
    Learn,
    /// A game replayed, reviewed and kept; a replay in a frame.
    Replay,
    /// A teaching widget alone in a frame.
    Embed,
    /// A game with friends on other devices: the host's table and a friend's (the network
    /// code lives here alone).
    Link,
    /// The deals of the day and the drills (issue 52), a drill in a frame.
    Practice,
}

impl Bundle {
    pub const ALL: [Bundle; 6] = [
        Bundle::Play,
        Bundle::Learn,
        Bundle::Replay,
        Bundle::Embed,
        Bundle::Link,
        Bundle::Practice,
    ];

    /// The bundle named `key` in the page's loader.
    pub fn of_key(key: &str) -> Option<Bundle> {
        Bundle::ALL.into_iter().find(|b| b.key() == key)
    }

    /// Its name in the page's loader (`jjak.files`, `jjak.bundle`: index.html).
    pub fn key(self) -> &'static str {
        match self {
            Bundle::Play => "play",
            Bundle::Learn => "learn",
            Bundle::Replay => "replay",
            Bundle::Embed => "embed",
            Bundle::Link => "link",
            Bundle::Practice => "practice",
        }
    }

    /// The Cargo binary that builds it, for every language (the Play bundle is the
    /// package's main binary, `jjak`; Trunk names its files by a hash). A page's words are
    /// its language's catalog, a file the page loads beside the bundle (tools/site.mjs).
    pub fn bin(self) -> String {
        match self {
            Bundle::Play => "jjak".into(),
            _ => format!("jjak-{}", self.key()),
        }
    }

    /// The worker its pages start (a file at the app's root), which loads this same
    /// bundle: the computer players', the review's, the rule lab's.
    pub fn worker(self) -> Option<&'static str> {
        match self {
            Bundle::Play | Bundle::Replay | Bundle::Link => Some("computer-worker.js"),
            Bundle::Learn => Some("lab-worker.js"),
            Bundle::Embed | Bundle::Practice => None,
        }
    }

    /// Its pages are drawn with the learning styles (`style/learn.css`).
    pub fn learning_styles(self) -> bool {
        matches!(self, Bundle::Learn | Bundle::Embed)
    }
}

/// A page of the site.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PageId {
    Home,
    Setup,
    Table,
    /// The deals of the day.
    Daily,
    /// The drills: their list, and one drill (`?drill=…&game=…`).
    Drills,
    RulesIndex,
    /// One game's rules: `/rules/<game>`.
    Rules,
    Tiles,
    Lab,
    Performance,
    Embeds,
    Replay,
    /// A whole game alone in a frame.
    EmbedGame,
    /// A replay alone in a frame.
    EmbedReplay,
    /// A game's deal of the day alone in a frame.
    EmbedDaily,
    /// A drill alone in a frame.
    EmbedDrill,
    /// A teaching widget alone in a frame: `/embed/<kind>` (`/embed` alone lists them).
    EmbedWidget,
    /// The host's table of a game with friends on other devices, and its invitations.
    Together,
    /// A friend's table, opened from an invitation: `/join#<invitation>`.
    Join,
}

/// A page: where it is, what draws it, and what the site writes for it before the app
/// runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct Page {
    pub id: PageId,
    /// Its route, below where the app is published: `/rules`.
    pub route: &'static str,
    /// The page also stands for each route one step below (`/rules/<game>`).
    pub below: bool,
    pub bundle: Bundle,
    /// Drawn alone in another site's frame: no site around it, not kept offline, and its
    /// address may ask for another language (`lang=`).
    pub framed: bool,
    /// What the build writes into the page's file for it to show at once.
    pub first_view: Option<FirstView>,
}

/// A page's first view (`ui::first_view`), as the build marks it for the page's own
/// script (`index.html`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct FirstView {
    /// A query the first view also stands for (`/play?game=matjok`: it holds each game's
    /// form).
    pub query: Option<&'static str>,
    /// It is what a player without a game in progress sees (the table's "no game"); with
    /// one, it says the game is opening.
    pub no_game: bool,
    /// A class the app's page gives the document (the table's one screen).
    pub class: Option<&'static str>,
}

const SHOWN: Option<FirstView> = Some(FirstView {
    query: None,
    no_game: false,
    class: None,
});

const fn page(id: PageId, route: &'static str, bundle: Bundle) -> Page {
    Page {
        id,
        route,
        below: false,
        bundle,
        framed: false,
        first_view: SHOWN,
    }
}

const fn framed(id: PageId, route: &'static str, bundle: Bundle) -> Page {
    Page {
        framed: true,
        first_view: None,
        ..page(id, route, bundle)
    }
}

/// Every page of the site.
pub const PAGES: &[Page] = &[
    page(PageId::Home, "/", Bundle::Play),
    Page {
        first_view: Some(FirstView {
            query: Some("game"),
            no_game: false,
            class: None,
        }),
        ..page(PageId::Setup, "/play", Bundle::Play)
    },
    Page {
        first_view: Some(FirstView {
            query: None,
            no_game: true,
            class: Some("at-table"),
        }),
        ..page(PageId::Table, "/table", Bundle::Play)
    },
    // (drawn by the app alone: what it shows is this device's day)
    Page {
        first_view: None,
        ..page(PageId::Daily, "/daily", Bundle::Practice)
    },
    page(PageId::RulesIndex, "/rules", Bundle::Learn),
    Page {
        below: true,
        ..page(PageId::Rules, "/rules", Bundle::Learn)
    },
    page(PageId::Tiles, "/tiles", Bundle::Learn),
    page(PageId::Lab, "/lab", Bundle::Learn),
    page(PageId::Performance, "/performance", Bundle::Learn),
    page(PageId::Embeds, "/embeds", Bundle::Learn),
    page(PageId::Replay, "/replay", Bundle::Replay),
    // (drawn by the app alone: what it shows is this device's record)
    Page {
        first_view: None,
        ..page(PageId::Drills, "/drills", Bundle::Practice)
    },
    framed(PageId::EmbedGame, "/embed/game", Bundle::Play),
    framed(PageId::EmbedReplay, "/embed/replay", Bundle::Replay),
    framed(PageId::EmbedDaily, "/embed/daily", Bundle::Play),
    framed(PageId::EmbedDrill, "/embed/drill", Bundle::Practice),
    Page {
        below: true,
        ..framed(PageId::EmbedWidget, "/embed", Bundle::Embed)
    },
    // (drawn by the app alone: what they show is this device's link)
    Page {
        first_view: None,
        ..page(PageId::Together, "/together", Bundle::Link)
    },
    Page {
        first_view: None,
        ..page(PageId::Join, "/join", Bundle::Link)
    },
];

/// The site's languages: English at the app's root, the others in their folder.
pub const LANGUAGES: &[&str] = &["en", "ko", "nl"];

/// A route without its trailing `/` (the home page's is empty).
fn trimmed(route: &str) -> &str {
    route.trim_end_matches('/')
}

/// The page at `route` (a path below where the app is published), and the step below it
/// it names (`/rules/matjok`: the game's rules, `matjok`): a page's own route first, then
/// the page one step above. `/embed` alone is the embeds' list (no step below).
pub fn page_of(route: &str) -> Option<(&'static Page, Option<&str>)> {
    let route = trimmed(route);
    if let Some(p) = PAGES.iter().find(|p| trimmed(p.route) == route) {
        return Some((p, None));
    }
    PAGES.iter().filter(|p| p.below).find_map(|p| {
        let step = route.strip_prefix(trimmed(p.route))?.strip_prefix('/')?;
        (!step.contains('/')).then_some((p, Some(step)))
    })
}

/// The page whose part of the site `route` is in: its own, else the page with the
/// longest route above it (`/rules/a/b` is the rules' part, which says no such page).
pub fn part_of(route: &str) -> Option<&'static Page> {
    if let Some((p, _)) = page_of(route) {
        return Some(p);
    }
    let route = trimmed(route);
    PAGES
        .iter()
        .filter(|p| {
            let at = trimmed(p.route);
            !at.is_empty()
                && route
                    .strip_prefix(at)
                    .is_some_and(|rest| rest.starts_with('/'))
        })
        .max_by_key(|p| p.route.len())
}

/// The bundle that draws `route` (the Play bundle says what is nowhere).
pub fn bundle_of(route: &str) -> Bundle {
    part_of(route).map_or(Bundle::Play, |p| p.bundle)
}

/// The routes that have a first view, with it: every page's own, each game's rules.
pub fn first_views() -> Vec<(String, FirstView)> {
    PAGES
        .iter()
        .filter_map(|p| Some((p, p.first_view?)))
        .flat_map(|(p, view)| {
            let routes: Vec<String> = if p.below {
                GameId::ALL
                    .iter()
                    .map(|g| format!("{}/{}", p.route, g.id()))
                    .collect()
            } else {
                vec![p.route.to_string()]
            };
            routes.into_iter().map(move |r| (r, view))
        })
        .collect()
}

/// The declaration as the build reads it (`tools/site.mjs`): the pages, the first views,
/// the bundles (their binary, the worker) and the languages.
pub fn to_json() -> String {
    #[derive(Serialize)]
    struct BundleOut {
        key: &'static str,
        bin: String,
        worker: Option<&'static str>,
        learning_styles: bool,
    }
    #[derive(Serialize)]
    struct FirstViewOut {
        route: String,
        #[serde(flatten)]
        view: FirstView,
    }
    #[derive(Serialize)]
    struct SiteOut {
        pages: &'static [Page],
        first_views: Vec<FirstViewOut>,
        bundles: Vec<BundleOut>,
        languages: &'static [&'static str],
    }
    let site = SiteOut {
        pages: PAGES,
        first_views: first_views()
            .into_iter()
            .map(|(route, view)| FirstViewOut { route, view })
            .collect(),
        bundles: Bundle::ALL
            .iter()
            .map(|&b| BundleOut {
                key: b.key(),
                bin: b.bin(),
                worker: b.worker(),
                learning_styles: b.learning_styles(),
            })
            .collect(),
        languages: LANGUAGES,
    };
    serde_json::to_string(&site).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every address finds its page and the bundle that draws it, as the site has them.
    #[test]
    fn every_address_finds_its_page_and_bundle() {
        let cases: &[(&str, Option<(PageId, Option<&str>)>, Bundle)] = &[
            ("/", Some((PageId::Home, None)), Bundle::Play),
            ("", Some((PageId::Home, None)), Bundle::Play),
            ("/play", Some((PageId::Setup, None)), Bundle::Play),
            ("/table/", Some((PageId::Table, None)), Bundle::Play),
            ("/daily", Some((PageId::Daily, None)), Bundle::Practice),
            ("/rules", Some((PageId::RulesIndex, None)), Bundle::Learn),
            (
                "/rules/matjok",
                Some((PageId::Rules, Some("matjok"))),
                Bundle::Learn,
            ),
            (
                "/rules/matjok/",
                Some((PageId::Rules, Some("matjok"))),
                Bundle::Learn,
            ),
            ("/rules/a/b", None, Bundle::Learn),
            ("/tiles", Some((PageId::Tiles, None)), Bundle::Learn),
            ("/tiles/x", None, Bundle::Learn),
            ("/lab", Some((PageId::Lab, None)), Bundle::Learn),
            (
                "/performance",
                Some((PageId::Performance, None)),
                Bundle::Learn,
            ),
            ("/embeds", Some((PageId::Embeds, None)), Bundle::Learn),
            ("/replay", Some((PageId::Replay, None)), Bundle::Replay),
            ("/drills", Some((PageId::Drills, None)), Bundle::Practice),
            (
                "/embed/daily",
                Some((PageId::EmbedDaily, None)),
                Bundle::Play,
            ),
            (
                "/embed/drill",
                Some((PageId::EmbedDrill, None)),
                Bundle::Practice,
            ),
            ("/embed/game", Some((PageId::EmbedGame, None)), Bundle::Play),
            (
                "/embed/replay/",
                Some((PageId::EmbedReplay, None)),
                Bundle::Replay,
            ),
            (
                "/embed/chart",
                Some((PageId::EmbedWidget, Some("chart"))),
                Bundle::Embed,
            ),
            ("/embed", Some((PageId::EmbedWidget, None)), Bundle::Embed),
            ("/embed/", Some((PageId::EmbedWidget, None)), Bundle::Embed),
            ("/embed/a/b", None, Bundle::Embed),
            ("/nowhere", None, Bundle::Play),
            ("/embedded", None, Bundle::Play),
        ];
        for &(route, page, bundle) in cases {
            let found = page_of(route).map(|(p, step)| (p.id, step));
            assert_eq!(found, page, "{route}");
            assert_eq!(bundle_of(route), bundle, "{route}");
        }
    }

    /// No two pages share a route (a page below another's is told by its step), and a page
    /// framed by another site has no first view (its frame is the widget alone).
    #[test]
    fn the_pages_are_told_apart() {
        for (i, a) in PAGES.iter().enumerate() {
            for b in &PAGES[i + 1..] {
                assert!(
                    a.route != b.route || a.below != b.below,
                    "{:?} {:?}",
                    a.id,
                    b.id
                );
                assert_ne!(a.id, b.id);
            }
            assert!(!(a.framed && a.first_view.is_some()), "{:?}", a.id);
            assert!(a.route.starts_with('/'), "{:?}", a.id);
        }
        let views = first_views();
        assert!(views.iter().any(|(r, _)| r == "/rules/jjak-mat-chu-gi"));
        assert_eq!(
            views
                .iter()
                .filter(|(r, _)| r.starts_with("/rules/"))
                .count(),
            GameId::ALL.len()
        );
    }

    /// The build's copy reads as JSON, with every bundle's binary.
    #[test]
    fn the_build_reads_the_declaration() {
        let site: serde_json::Value = serde_json::from_str(&to_json()).unwrap();
        assert_eq!(site["pages"].as_array().unwrap().len(), PAGES.len());
        assert_eq!(site["bundles"][0]["bin"], "jjak");
        assert_eq!(site["bundles"][1]["bin"], "jjak-learn");
        assert_eq!(site["languages"][1], "ko");
        assert_eq!(site["pages"][2]["first_view"]["class"], "at-table");
        assert_eq!(site["first_views"][1]["query"], "game");
    }
}
