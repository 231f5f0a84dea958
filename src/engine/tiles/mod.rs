//! Tile types shared by every game, with their text notation.

pub mod domino;
pub mod mahjong;

pub use domino::{parse_dominoes, Domino};
pub use mahjong::{parse_mpsz, to_mpsz, MahjongTile};

use jjak_words::t;

/// Text that does not spell a tile.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("{}", t!(eng_not_a_domino, text = .0))]
    Domino(String),
    #[error("{}", t!(eng_not_mahjong, text = .0))]
    Mahjong(String),
}
