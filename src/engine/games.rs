//! The games: identifiers, names and what each is about (what a rule set is played
//! with, players and tiles, is answered by `catalog`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The tile set a game is played with.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum TileSet {
    /// The 32-tile Chinese / Korean domino set (one or more of them).
    Chinese,
    /// A Western double-N domino set.
    Western,
    /// The 144-tile mahjong set.
    Mahjong,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameId {
    JjakMatChuGi,
    ThreeDozen,
    KapTaiShap,
    KapShap,
    Matjok,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::JjakMatChuGi,
        GameId::ThreeDozen,
        GameId::KapTaiShap,
        GameId::KapShap,
        GameId::Matjok,
    ];

    /// The identifier used in URLs and by `jjak-lab --game`.
    pub fn id(self) -> &'static str {
        match self {
            GameId::JjakMatChuGi => "jjak-mat-chu-gi",
            GameId::ThreeDozen => "three-dozen",
            GameId::KapTaiShap => "kap-tai-shap",
            GameId::KapShap => "kap-shap",
            GameId::Matjok => "matjok",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GameId::JjakMatChuGi => "Jjak-mat-chu-gi",
            GameId::ThreeDozen => "Three Dozen",
            GameId::KapTaiShap => "K'ap Tái Shap",
            GameId::KapShap => "K'ap Shap",
            GameId::Matjok => "Matjok",
        }
    }

    /// Other names the game goes by.
    pub fn also_called(self) -> &'static str {
        match self {
            GameId::JjakMatChuGi => "Korean dominoes; Culin's Tjak-ma-tchi-ki, \"making pairs\"",
            GameId::ThreeDozen => "Joe Celko's Western adaptation of the Korean game",
            GameId::KapTaiShap => "Kim Tái Shap, Ch'i Tái Shap: \"to complete many tens\"",
            GameId::KapShap => "K'ím Shap, Shap Tsai: \"to complete tens\"",
            GameId::Matjok => "Surinamese mahjong",
        }
    }

    /// One line saying what the game is.
    pub fn summary(self) -> &'static str {
        match self {
            GameId::JjakMatChuGi => {
                "Draw from a hidden row of Korean dominoes or take the last discard; the first to lay down three pairs wins."
            }
            GameId::ThreeDozen => {
                "The same race to three pairs with a Western double-six set: consecutive doubles, or two tiles that total twelve."
            }
            GameId::KapTaiShap => {
                "A gambling-house favourite for up to twenty players: an eye and four pairs worth ten or twenty, from a saw-toothed wall."
            }
            GameId::KapShap => {
                "K'ap Tái Shap for two with a single set: an eye and three pairs worth ten or twenty."
            }
            GameId::Matjok => {
                "Mahjong as played in Suriname: four combinations and a final pair, with its own counting and settlement."
            }
        }
    }

    pub fn tile_set(self) -> TileSet {
        match self {
            GameId::JjakMatChuGi | GameId::KapTaiShap | GameId::KapShap => TileSet::Chinese,
            GameId::ThreeDozen => TileSet::Western,
            GameId::Matjok => TileSet::Mahjong,
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A game identifier that names no game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game \"{0}\": choose one of jjak-mat-chu-gi, three-dozen, kap-tai-shap, kap-shap, matjok")]
pub struct UnknownGame(pub String);

impl FromStr for GameId {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<GameId, UnknownGame> {
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == s)
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_unknown_ids_are_errors() {
        for g in GameId::ALL {
            assert_eq!(g.id().parse::<GameId>().unwrap(), g);
            assert_eq!(
                serde_json::to_string(&g).unwrap(),
                format!("\"{}\"", g.id())
            );
        }
        assert!("mahjong".parse::<GameId>().is_err());
    }
}
