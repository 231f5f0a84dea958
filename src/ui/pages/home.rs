//! The home page: the five games, each with a one-line description and a winning example.

use jjak_words::{t, w, Words};
use leptos::prelude::*;

use crate::art::html::{tile_svg, Esc, Html};
use crate::html;

use crate::art::TileArt;
use crate::engine::games::{GameId, TileSet};
use crate::engine::options::Options;
use crate::engine::tiles::{parse_dominoes, parse_mpsz};
use crate::play::setup_url::limits;

/// A hand of each game, grouped as it scores, to show on the card (its declaration's).
fn example(game: GameId) -> (&'static str, Vec<Vec<TileArt>>) {
    let (caption, groups) = game.spec().example;
    let tiles = groups
        .iter()
        .map(|g| match game.tile_set() {
            TileSet::Mahjong => parse_mpsz(g)
                .unwrap_or_default()
                .into_iter()
                .map(TileArt::Mahjong)
                .collect(),
            _ => parse_dominoes(g)
                .unwrap_or_default()
                .into_iter()
                .map(TileArt::dominoes_of(game))
                .collect(),
        })
        .collect();
    (caption.text(), tiles)
}

fn players_text(game: GameId) -> String {
    match limits(game, &Options::default()) {
        (lo, hi) if lo == hi => t!(ui_home_players, n = lo),
        (lo, hi) => t!(ui_home_players_range, lo = lo, hi = hi),
    }
}

fn set_text(game: GameId) -> &'static str {
    game.spec().tiles.text()
}

fn set_anchor(game: GameId) -> &'static str {
    match game.tile_set() {
        TileSet::Chinese => "tiles#chinese",
        TileSet::Western => "tiles#western",
        TileSet::Mahjong => "tiles#mahjong",
    }
}

/// A game's example hand, its groups apart and named by its caption: on the game's card,
/// and beside the new-game form (`setup::preview_html`).
pub fn example_tiles(out: &mut Html, game: GameId) {
    let (caption, groups) = example(game);
    let size = if game == GameId::Matjok { 40 } else { 44 };
    html!(
        out,
        r#"<div class="card-tiles" role="group" aria-label="{}">"#,
        Esc(caption)
    );
    for g in groups {
        out.push_str(r#"<span class="tile-group">"#);
        for art in g {
            tile_svg(out, art, size);
        }
        out.push_str("</span>");
    }
    out.push_str("</div>");
}

/// A game's card: names, a winning example, what it needs, and where to go next.
fn card(out: &mut Html, game: GameId) {
    let (id, name) = (game.id(), game.name());
    html!(
        out,
        r#"<article class="game-card" data-game="{}"><h2>{}</h2><p class="aka">{}</p>"#,
        id,
        name,
        Esc(game.also_called()),
    );
    example_tiles(out, game);
    html!(
        out,
        r#"<p class="summary">{}</p><p class="meta">{} · {}</p><p class="card-links"><a href="rules/{}" class="card-link">"#,
        Esc(game.summary()),
        Esc(&players_text(game)),
        set_text(game),
        id,
    );
    // (each link's words with the part only a screen reader says, the game's name as it is)
    out.message(&t!(ui_home_card_rules, name = name));
    html!(
        out,
        r#"</a><a href="play?game={}" class="card-link secondary">"#,
        id
    );
    out.message(&t!(ui_home_card_play, name = name));
    html!(
        out,
        r#"</a><a href="{}" class="card-link secondary">"#,
        set_anchor(game)
    );
    out.message(&t!(ui_home_card_tiles, name = name));
    out.push_str("</a></p></article>");
}

/// The page's opening: its heading and what the site is for.
pub fn hero_html() -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<h1>{}</h1><p class="lead">{}</p><p class="practice-links"><a href="daily" class="button">{}</a><a href="drills" class="button secondary">{}</a></p>"#,
        TITLE,
        t!(ui_home_lead),
        t!(ui_home_daily),
        t!(drills_home)
    );
    out
}

/// A card for each game.
pub fn cards_html() -> Html {
    let mut cards = Html::new();
    for game in GameId::ALL {
        card(&mut cards, game);
    }
    cards
}

/// The page's title.
pub const TITLE: Words = w!(ui_home_title);

#[component]
pub fn Home() -> impl IntoView {
    super::super::set_title(TITLE.text());
    view! {
        <section class="hero" inner_html=hero_html().into_string()></section>
        // (`wide`: the page uses the screen's width, style/main.css)
        <section class="games wide" aria-label={t!(ui_home_games)} inner_html=cards_html().into_string()></section>
    }
}
