//! The first view: what a page shows before the app has arrived. On a phone the app's
//! WebAssembly takes seconds to download and start; the pages that need no game state (the
//! home page, the new-game form, the rules, the tile gallery, the rule lab, the performance
//! page, the embeds, and the table without its game: "no game in progress", or that the
//! saved game is opening) are therefore written into their HTML files when the site is
//! built (`tools/site.mjs` calls the Learn bundle's `first_view` through the wasm), drawn by
//! the same functions the app draws them with. The app then draws over it (`handover`): it waits until the first
//! view has been shown, mounts, and removes every element marked `data-first-view` in the
//! same task, so the page does not flash or move. The largest parts (a rules page's widgets, the gallery's tiles:
//! `data-adopt`) are not drawn again: the app takes them over as they are.

use crate::art::html::{Esc, Html};
use crate::engine::games::GameId;
use crate::html;
use crate::play::save::{Help, Settings, Theme, PACES, THINKING};
use crate::play::setup_form::SetupForm;
use crate::play::setup_url::SetupQuery;
use crate::teach::doc::expand;
use crate::teach::embeds::FIRST_VIEW_ADDRESS;
use jjak_words::{t, Words};

use super::pages::table;
use super::pages::{embeds, gallery, home, lab, performance, rules, setup};
use super::shell::{brand_html, footer_html, nav_html};
use crate::site::PageId;

/// A labelled choice among `choices` (code, name) with `current` chosen, as
/// `settings::choice` draws it.
fn select_html(out: &mut Html, label: &'static str, choices: &[(u32, Words)], current: u32) {
    html!(out, "<label>{} <select>", label);
    for &(code, name) in choices {
        html!(
            out,
            r#"<option value="{}"{}>{}</option>"#,
            code,
            if code == current { " selected" } else { "" },
            name
        );
    }
    out.push_str("</select></label>");
}

/// The new-game page as the app first draws it for a first visit: the first game's form,
/// and each other game's in a `<template>`, so that a link to `/play?game=matjok` (every
/// rules page gives one) shows that game's form at once (index.html allows that query; the
/// script after them puts the form asked for in place and drops the templates).
fn setup_pages(out: &mut Html) {
    let [first, others @ ..] = GameId::ALL;
    setup_html(out, first);
    for game in others {
        html!(
            out,
            r#"<template class="first-setup" data-game="{}">"#,
            game.id()
        );
        setup_html(out, game);
        out.push_str("</template>");
    }
    out.push_str(r#"<script>(function(){var m=/^\?game=([a-z-]+)$/.exec(location.search);var t=document.querySelector('template.first-setup[data-game="'+(m?m[1]:'')+'"]');var f=document.querySelector("main .setup");if(t&&f)f.replaceWith(t.content.cloneNode(true));document.querySelectorAll("template.first-setup").forEach(function(e){e.remove()})})()</script>"#);
}

/// The new-game page for `game` as the app first draws it: the form's defaults, the
/// default settings, no finished games. The link to share the setup is relative until the
/// app knows the address it is published at.
fn setup_html(out: &mut Html, game: GameId) {
    let (asked, problems) = SetupQuery::parse([("game", game.id())]);
    let form = SetupForm::from_query(asked, &problems);
    let settings = Settings::default();
    html!(
        out,
        r#"<section class="page wide setup"><div data-part="controls">{}</div><fieldset><legend>{}</legend><div class="settings">"#,
        form.controls(),
        t!(ui_setup_help_pace)
    );
    select_html(
        out,
        t!(ui_settings_help),
        Help::CHOICES,
        settings.help.code(),
    );
    select_html(
        out,
        t!(ui_settings_computer_moves),
        PACES,
        settings.ai_pace_ms,
    );
    select_html(out, t!(ui_settings_thinking), THINKING, settings.think_ms);
    html!(
        out,
        r#"</div></fieldset><div class="setup-side"><aside class="setup-preview">{}</aside><div data-part="ending">{}</div></div><div></div></section>"#,
        setup::preview_html(game),
        form.ending("")
    );
}

/// The page at `route` and its title, or `None` for a page that shows a game or a
/// player's saved state (it waits for the app; the table's first view says there is no
/// game or, index.html choosing, that the saved one is opening). `prose` is the rules
/// page's text (`public/rules/<game>.html`) for `/rules/<game>`.
fn main_of(route: &str, prose: &str) -> Option<(String, Html)> {
    let (page, step) = crate::site::page_of(route)?;
    let mut out = Html::new();
    let title = match page.id {
        PageId::Home => {
            html!(
                out,
                r#"<section class="hero">{}</section><section class="games wide" aria-label="{}">{}</section>"#,
                home::hero_html(),
                t!(ui_home_games),
                home::cards_html()
            );
            home::TITLE.to_string()
        }
        PageId::Setup => {
            setup_pages(&mut out);
            setup::TITLE.to_string()
        }
        PageId::RulesIndex => {
            html!(
                out,
                r#"<section class="page rules-page"><nav class="rules-nav" aria-label="{}">{}</nav><h1>{}</h1><p>{}</p></section>"#,
                t!(ui_rules_nav),
                rules::nav_html(None),
                rules::INDEX_TITLE,
                rules::INDEX_LEAD
            );
            rules::INDEX_TITLE.to_string()
        }
        PageId::Lab => {
            out.push(&lab::page_html());
            lab::TITLE.to_string()
        }
        PageId::Performance => {
            html!(
                out,
                r#"<section class="page narrow">{}</section>"#,
                performance::page_html()
            );
            performance::TITLE.to_string()
        }
        PageId::Table => {
            table::first_view_html(&mut out);
            table::TITLE.to_string()
        }
        PageId::Replay => {
            html!(
                out,
                r#"<section class="page replay-page"><h1>{}</h1><p data-loading>{}</p></section>"#,
                super::pages::replay::TITLE,
                t!(ui_replay_opening)
            );
            super::pages::replay::TITLE.to_string()
        }
        PageId::Embeds => {
            embeds::first_view_html(&mut out);
            html!(out, "<script>{}</script>", FIRST_VIEW_ADDRESS);
            embeds::TITLE.to_string()
        }
        PageId::Tiles => {
            html!(
                out,
                r#"<section class="page gallery" data-adopt="gallery">{}</section>"#,
                gallery::page_html(48, 6)
            );
            gallery::TITLE.to_string()
        }
        PageId::Rules => {
            let game = step?.parse::<GameId>().ok()?;
            let doc = expand(prose);
            if prose.is_empty() || !doc.problems.is_empty() || prose.contains("</script") {
                return None;
            }
            html!(
                out,
                r#"<section class="page rules-page"><nav class="rules-nav" aria-label="{}">{}</nav>{}<div class="widgets" data-adopt="widgets">{}</div></section><script type="text/plain" id="first-view-doc" data-game="{}" data-first-view>"#,
                t!(ui_rules_nav),
                rules::nav_html(Some(game.id())),
                rules::head_html(game),
                doc.html,
                game.id()
            );
            // the prose as written (its own file, read when the site is built), for the app
            out.our_page(prose);
            out.push_str("</script>");
            rules::title(game)
        }
        // (drawn alone in a frame: no first view)
        PageId::Daily
        | PageId::Drills
        | PageId::EmbedGame
        | PageId::EmbedReplay
        | PageId::EmbedDaily
        | PageId::EmbedDrill
        | PageId::EmbedWidget
        | PageId::Together
        | PageId::Join => return None,
    };
    Some((title, out))
}

/// The first view of `route` (a page with one: `crate::site::first_views`): the markup to put at the start of the page's
/// `<body>`, and the page's title; `None` where the page waits for the app.
pub fn page(route: &str, prose: &str) -> Option<(String, String)> {
    let (title, main) = main_of(route, prose)?;
    let mut out = Html::new();
    html!(
        out,
        r##"<a class="skip-link" href="#main" data-first-view>{}</a><header class="site-header{}" data-first-view><a href="./" class="brand">{}</a><button type="button" class="menu-toggle" aria-controls="site-menu" aria-expanded="false">{}</button><div id="site-menu" class="menu-panel"><nav aria-label="{}">{}</nav><div class="theme-choice">"##,
        t!(ui_skip),
        // (the table's header is a slim bar, as the app draws it)
        if super::app::at_table(route) {
            " slim"
        } else {
            ""
        },
        brand_html(),
        t!(ui_menu),
        t!(ui_main_nav),
        nav_html(route),
    );
    select_html(
        &mut out,
        t!(ui_settings_theme),
        Theme::CHOICES,
        Theme::System.code(),
    );
    html!(
        out,
        r##"</div><div class="language-choice">{}</div></div></header><div class="notice" role="status" data-first-view></div><main id="main" tabindex="-1" data-first-view>{}</main><footer class="site-footer" data-first-view>{}</footer>"##,
        super::language::menu_html(route, ""),
        main,
        footer_html()
    );
    Some((format!("{} · Jjak", Esc(&title)), out.into_string()))
}
