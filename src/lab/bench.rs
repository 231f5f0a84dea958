//! Timing the Matjok hand analyser (`jjak-lab bench-shanten`, and the browser's performance
//! page, which times the same hands itself).

use serde_json::{json, Value};

use crate::engine::matjok::hand::{counts_of, Counts};
use crate::engine::matjok::shanten::shanten;

use super::clock;

/// Random 14-tile hands (from the 136 tiles without flowers) for timing the analyser.
pub fn random_hands(count: usize, seed: u64) -> Vec<Counts> {
    use rand::seq::SliceRandom;
    let mut r = crate::engine::core::rng(seed);
    let mut set = crate::engine::tiles::mahjong::mahjong_set(false);
    (0..count)
        .map(|_| {
            set.shuffle(&mut r);
            counts_of(&set[..14]).expect("14 tiles of a set")
        })
        .collect()
}

/// Times shanten over `hands` random 14-tile hands (generated before the clock starts).
/// Native only: the browser page times itself with `performance.now()`.
pub fn bench_shanten(hands: usize, seed: u64) -> Value {
    let list = random_hands(hands, seed);
    let start = clock::start();
    let mut sum = 0i64;
    for h in &list {
        sum += shanten(h, 0) as i64;
    }
    let ms = clock::elapsed_ms(start).max(1);
    json!({
        "what": "shanten of random 14-tile hands",
        "hands": hands,
        "seed": seed,
        "mean_shanten": sum as f64 / hands.max(1) as f64,
        "elapsed_ms": ms,
        "per_second": (hands as f64 * 1000.0 / ms as f64).round(),
    })
}
