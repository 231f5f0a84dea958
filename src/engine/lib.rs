//! The rules engine: pure Rust, no web dependency, deterministic from (rules, seed, actions).

pub mod catalog;
pub mod core;
pub mod games;
pub mod kap;
pub mod matches;
pub mod matjok;
pub mod options;
pub mod pair_game;
pub mod pairing;
pub mod presets;
pub mod round;
pub mod setup;
pub mod short_sort;
pub mod text;

/// The catalogs' message keys, which [`said!`] names.
pub use jjak_words as words;
pub mod tiles;
