//! Speed measured in the visitor's own browser: the Matjok hand analyser on random hands,
//! and how long the normal computer player takes per decision.
//! (Native figures are in docs/PERFORMANCE.md; this page gives the wasm ones.)

use jjak_words::{t, w, Words};
use leptos::prelude::*;

use crate::ai::Level;
use crate::art::html::{Esc, Html};
use crate::decimal::dec_words;
use crate::engine::games::GameId;
use crate::engine::matjok::shanten::shanten;
use crate::html;
use crate::lab::random_hands;
use crate::play::thinking::decision_times;
use crate::ui::now_ms;

const HANDS: usize = 200_000;

/// Times shanten over random hands and says how many per second.
fn measure() -> String {
    let hands = random_hands(HANDS, 1);
    // a first pass fills the analyser's cache of suit patterns, as a game soon does
    for h in hands.iter().take(HANDS / 10) {
        std::hint::black_box(shanten(h, 0));
    }
    let start = now_ms();
    let mut sum = 0i64;
    for h in &hands {
        sum += shanten(h, 0) as i64;
    }
    let ms = (now_ms() - start).max(0.001);
    let rate = HANDS as f64 * 1000.0 / ms;
    t!(
        ui_performance_shanten_result,
        hands = HANDS,
        ms = dec_words(ms, 0),
        rate = dec_words(rate / 1e6, 2),
        mean = dec_words(sum as f64 / HANDS as f64, 2)
    )
}

/// Times every decision of the normal computer over a few rounds of each game.
fn measure_decisions() -> Vec<String> {
    [
        (GameId::JjakMatChuGi, 2),
        (GameId::ThreeDozen, 2),
        (GameId::KapTaiShap, 4),
        (GameId::KapShap, 2),
        (GameId::Matjok, 4),
    ]
    .into_iter()
    .map(|(game, players)| {
        let mut times = Vec::new();
        for seed in 1..=5 {
            match decision_times(game, players, Level::Normal, None, seed, &now_ms) {
                Ok(t) => times.extend(t),
                Err(e) => return format!("{}: {e}", game.name()),
            }
        }
        let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
        let slowest = times.iter().copied().fold(0.0, f64::max);
        t!(
            ui_performance_decision_result,
            game = game.name(),
            players = players,
            decisions = times.len(),
            mean = dec_words(mean, 2),
            slowest = dec_words(slowest, 1)
        )
    })
    .collect()
}

pub const TITLE: Words = w!(ui_performance_title);

/// The page's markup: what is measured, and a button and an output for each measurement
/// (also its first view, `ui::first_view`).
pub fn page_html() -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<h1>{}</h1><p>{}</p><p><button class="button" data-measure="shanten">{}</button></p><p class="bench-result" role="status" aria-live="polite"></p><p>{}</p><p><button class="button" data-measure="decisions">{}</button></p><ul class="decision-result" role="status" aria-live="polite"></ul>"#,
        TITLE,
        t!(ui_performance_analyser),
        t!(ui_performance_measure_shanten),
        t!(ui_performance_decisions_intro),
        t!(ui_performance_measure_decisions)
    );
    out
}

#[component]
pub fn Performance() -> impl IntoView {
    super::super::set_title(TITLE.text());
    let on_click = |ev: leptos::ev::MouseEvent| {
        let Some(which) = crate::ui::dom::clicked(&ev, "data-measure") else {
            return;
        };
        let mut html = Html::new();
        let selector = if which == "shanten" {
            html.text(&measure());
            ".bench-result"
        } else {
            for d in measure_decisions() {
                html!(html, "<li>{}</li>", Esc(&d));
            }
            ".decision-result"
        };
        if let Ok(Some(el)) = document().query_selector(selector) {
            el.set_inner_html(&html);
        }
    };
    view! { <section class="page narrow" on:click=on_click inner_html=page_html().into_string()></section> }
}
