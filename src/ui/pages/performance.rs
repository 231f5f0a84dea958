//! Speed measured in the visitor's own browser: the Matjok hand analyser on random hands.
//! (Native figures are in docs/PERFORMANCE.md; this page gives the wasm ones.)

use leptos::prelude::*;

use crate::engine::matjok::shanten::shanten;
use crate::lab::random_hands;

const HANDS: usize = 200_000;

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

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
    format!(
        "{HANDS} random 14-tile hands in {ms:.0} ms: {:.2} million distance-to-win computations per second (mean shanten {:.2}).",
        rate / 1e6,
        sum as f64 / HANDS as f64
    )
}

#[component]
pub fn Performance() -> impl IntoView {
    super::super::set_title("Performance");
    let (result, set_result) = signal(None::<String>);
    view! {
        <section class="page narrow">
            <h1>"Performance"</h1>
            <p>
                "The Matjok hand analyser works out how far a hand is from winning (its shanten) "
                "for the computer players and the hints. Measure it here, in this browser."
            </p>
            <p>
                <button class="button" on:click=move |_| set_result.set(Some(measure()))>
                    "Measure hand analysis speed"
                </button>
            </p>
            <p class="bench-result" role="status" aria-live="polite">
                {move || result.get().unwrap_or_default()}
            </p>
        </section>
    }
}
