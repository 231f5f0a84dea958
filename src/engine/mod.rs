//! The rules engine: pure Rust, no web dependency, deterministic from (rules, seed, actions).

pub mod games;
pub mod tiles;
