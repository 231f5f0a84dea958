//! Matjok, Surinamese mahjong (Matjok Rulebook v1.5): hand analysis, scoring and the game.

pub mod analysis;
pub mod calculator;
pub mod game;
pub mod hand;
pub mod rotation;
pub mod scoring;
pub mod shanten;
