//! The games: identifiers, and each game's declaration (`GameSpec`): what is true of the
//! game as a whole (what a rule set is played with, players and tiles, is answered by
//! `catalog`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::options::{self, OptionSpec};
use crate::presets::{self, Preset};

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

/// How long a match of the game runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MatchLength {
    /// The option `rounds` (ten unless set).
    Rounds,
    /// Matjok: until the prevailing winds have gone round (the option `winds`).
    Winds,
}

/// What is true of a game as a whole, declared once (as OpenSpiel's `GameType` or a
/// boardgame.io game object): its names, its aim, its tiles, how long a match runs, the
/// strong computer's thinking budget, its rule options and named rule sets, and an
/// example to show. What a rule set is played with (player limits, the tiles of every
/// copy, the pairings) is the rules' to answer (`catalog`).
#[derive(Debug)]
pub struct GameSpec {
    /// The identifier used in URLs and by `jjak-lab --game`.
    pub id: &'static str,
    pub name: &'static str,
    /// Other names the game goes by.
    pub also_called: &'static str,
    /// One line saying what the game is.
    pub summary: &'static str,
    /// The aim, and what a turn is, in a few sentences (the guide, the table's help).
    pub aim: &'static str,
    pub tile_set: TileSet,
    /// The tiles in words, as the home page says them.
    pub tiles: &'static str,
    pub length: MatchLength,
    /// The strong computer's imagined deals per decision, unless set.
    pub budget: u32,
    pub options: &'static [OptionSpec],
    pub presets: &'static [Preset],
    /// A hand to show with its caption: groups in the game's notation.
    pub example: (&'static str, &'static [&'static str]),
}

const JJAK_MAT_CHU_GI: GameSpec = GameSpec {
    id: "jjak-mat-chu-gi",
    name: "Jjak-mat-chu-gi",
    also_called: "Korean dominoes; Culin's Tjak-ma-tchi-ki, \"making pairs\"",
    summary: "Draw from a hidden row of Korean dominoes or take the last discard; the first to lay down three pairs wins.",
    aim: PAIRS_AIM,
    tile_set: TileSet::Chinese,
    tiles: "one Chinese domino set (32 tiles)",
    length: MatchLength::Rounds,
    budget: 200,
    options: options::JJAK,
    presets: presets::JJAK,
    example: (
        "A winning hand: a civil pair, the nines and the supreme pair",
        &["1-1 1-1", "6-3 5-4", "4-2 2-1"],
    ),
};

const THREE_DOZEN: GameSpec = GameSpec {
    id: "three-dozen",
    name: "Three Dozen",
    also_called: "Joe Celko's Western adaptation of the Korean game",
    summary: "The same race to three pairs with a Western double-six set: consecutive doubles, or two tiles that total twelve.",
    aim: PAIRS_AIM,
    tile_set: TileSet::Western,
    tiles: "Western double-six dominoes (28 tiles)",
    length: MatchLength::Rounds,
    budget: 200,
    options: options::THREE_DOZEN,
    presets: presets::THREE_DOZEN,
    example: (
        "A winning hand: 0-0 with 6-6, and two pairs totalling twelve",
        &["0-0 6-6", "5-1 4-2", "6-2 3-1"],
    ),
};

const KAP_TAI_SHAP: GameSpec = GameSpec {
    id: "kap-tai-shap",
    name: "K'ap Tái Shap",
    also_called: "Kim Tái Shap, Ch'i Tái Shap: \"to complete many tens\"",
    summary: "A gambling-house favourite for up to twenty players: an eye and four pairs worth ten or twenty, from a saw-toothed wall.",
    aim: KAP_AIM,
    tile_set: TileSet::Chinese,
    tiles: "several Chinese domino sets",
    length: MatchLength::Rounds,
    budget: 100,
    options: options::KAP_TAI_SHAP,
    presets: presets::KAP,
    example: (
        "Part of a hand: the eye, a ten and a twenty",
        &["2-2 2-2", "5-1 3-1", "6-6 4-4"],
    ),
};

const KAP_SHAP: GameSpec = GameSpec {
    id: "kap-shap",
    name: "K'ap Shap",
    also_called: "K'ím Shap, Shap Tsai: \"to complete tens\"",
    summary: "K'ap Tái Shap for two with a single set: an eye and three pairs worth ten or twenty.",
    aim: KAP_AIM,
    tile_set: TileSet::Chinese,
    tiles: "one Chinese domino set (32 tiles)",
    length: MatchLength::Rounds,
    budget: 100,
    options: options::KAP_SHAP,
    presets: presets::KAP,
    example: (
        "Part of a hand: the eye and a ten (the 4-2 counts three)",
        &["3-3 3-3", "6-1 4-2"],
    ),
};

const MATJOK: GameSpec = GameSpec {
    id: "matjok",
    name: "Matjok",
    also_called: "Surinamese mahjong",
    summary: "Mahjong as played in Suriname: four combinations and a final pair, with its own counting and settlement.",
    aim: "Complete four combinations (straights or sets) and a final pair. Each turn: draw (or claim the discard), then throw a tile; claim a discard for a set, a straight or the win.",
    tile_set: TileSet::Mahjong,
    tiles: "mahjong set (144 tiles)",
    length: MatchLength::Winds,
    budget: 40,
    options: options::MATJOK,
    presets: presets::MATJOK,
    example: (
        "Part of a hand: a straight, a matching set and the final pair",
        &["345s", "777z", "22z"],
    ),
};

const PAIRS_AIM: &str = "Be the first to lay down three pairs. Each turn: take the last discard if it pairs with a tile of yours, or draw; then throw a tile.";
const KAP_AIM: &str = "Complete a hand of one identical pair (the eye) and pairs worth ten or twenty (4-2 counts three). Each turn: you may pick up a face-up tile, then you draw from the wall; throw a tile after each.";

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::JjakMatChuGi,
        GameId::ThreeDozen,
        GameId::KapTaiShap,
        GameId::KapShap,
        GameId::Matjok,
    ];

    /// The game's declaration.
    pub const fn spec(self) -> &'static GameSpec {
        match self {
            GameId::JjakMatChuGi => &JJAK_MAT_CHU_GI,
            GameId::ThreeDozen => &THREE_DOZEN,
            GameId::KapTaiShap => &KAP_TAI_SHAP,
            GameId::KapShap => &KAP_SHAP,
            GameId::Matjok => &MATJOK,
        }
    }

    /// The identifier used in URLs and by `jjak-lab --game`.
    pub fn id(self) -> &'static str {
        self.spec().id
    }

    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// Other names the game goes by.
    pub fn also_called(self) -> &'static str {
        self.spec().also_called
    }

    /// One line saying what the game is.
    pub fn summary(self) -> &'static str {
        self.spec().summary
    }

    pub fn tile_set(self) -> TileSet {
        self.spec().tile_set
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
