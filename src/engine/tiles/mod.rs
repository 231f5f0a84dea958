//! Tile types shared by every game, with their text notation.

pub mod domino;
pub mod mahjong;

pub use domino::{parse_dominoes, Domino};
pub use mahjong::{parse_mpsz, to_mpsz, MahjongTile};

/// Text that does not spell a tile.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("\"{0}\" is not a domino: write its two ends like 6-3 (each 0 to 18)")]
    Domino(String),
    #[error("\"{0}\" is not mahjong notation: write digits then a suit letter, like 345s678p111z (m p s 1-9, z 1-7, f 1-8)")]
    Mahjong(String),
}
