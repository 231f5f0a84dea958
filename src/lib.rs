//! Jjak (짝, "pair"): traditional pair-matching tile games.
//!
//! `engine` holds the rules, `ai` the bots that play them, `lab` the simulations, and `art` draws the tiles as SVG markup; both are pure Rust
//! and tested natively. `ui` is the Leptos app and exists only on wasm32.

pub mod ai;
pub mod art;
pub mod engine;
pub mod lab;
pub mod play;
pub mod teach;

#[cfg(target_arch = "wasm32")]
pub mod ui;
