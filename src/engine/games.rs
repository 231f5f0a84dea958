//! The games: identifiers, and each game's declaration (`GameSpec`): what is true of the
//! game as a whole (what a rule set is played with, players and tiles, is answered by
//! `catalog`).

use std::fmt;
use std::str::FromStr;

use jjak_words::{t, w, Words};
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
    pub name: Words,
    /// Other names the game goes by.
    pub also_called: Words,
    /// One line saying what the game is.
    pub summary: Words,
    /// The aim, and what a turn is, in a few sentences (the guide, the table's help).
    pub aim: Words,
    pub tile_set: TileSet,
    /// The tiles in words, as the home page says them.
    pub tiles: Words,
    pub length: MatchLength,
    /// The strong computer's imagined deals per decision, unless set.
    pub budget: u32,
    pub options: &'static [OptionSpec],
    pub presets: &'static [Preset],
    /// A hand to show with its caption: groups in the game's notation.
    pub example: (Words, &'static [&'static str]),
}

const JJAK_MAT_CHU_GI: GameSpec = GameSpec {
    id: "jjak-mat-chu-gi",
    name: w!(eng_game_jjak),
    also_called: w!(eng_also_jjak),
    summary: w!(eng_summary_jjak),
    aim: PAIRS_AIM,
    tile_set: TileSet::Chinese,
    tiles: w!(eng_tiles_chinese_set),
    length: MatchLength::Rounds,
    budget: 200,
    options: options::JJAK,
    presets: presets::JJAK,
    example: (w!(eng_example_jjak), &["1-1 1-1", "6-3 5-4", "4-2 2-1"]),
};

const THREE_DOZEN: GameSpec = GameSpec {
    id: "three-dozen",
    name: w!(eng_game_three_dozen),
    also_called: w!(eng_also_three_dozen),
    summary: w!(eng_summary_three_dozen),
    aim: PAIRS_AIM,
    tile_set: TileSet::Western,
    tiles: w!(eng_tiles_double_six),
    length: MatchLength::Rounds,
    budget: 200,
    options: options::THREE_DOZEN,
    presets: presets::THREE_DOZEN,
    example: (
        w!(eng_example_three_dozen),
        &["0-0 6-6", "5-1 4-2", "6-2 3-1"],
    ),
};

const KAP_TAI_SHAP: GameSpec = GameSpec {
    id: "kap-tai-shap",
    name: w!(eng_game_kap_tai_shap),
    also_called: w!(eng_also_kap_tai_shap),
    summary: w!(eng_summary_kap_tai_shap),
    aim: KAP_AIM,
    tile_set: TileSet::Chinese,
    tiles: w!(eng_tiles_chinese_sets),
    length: MatchLength::Rounds,
    budget: 100,
    options: options::KAP_TAI_SHAP,
    presets: presets::KAP,
    example: (
        w!(eng_example_kap_tai_shap),
        &["2-2 2-2", "5-1 3-1", "6-6 4-4"],
    ),
};

const KAP_SHAP: GameSpec = GameSpec {
    id: "kap-shap",
    name: w!(eng_game_kap_shap),
    also_called: w!(eng_also_kap_shap),
    summary: w!(eng_summary_kap_shap),
    aim: KAP_AIM,
    tile_set: TileSet::Chinese,
    tiles: w!(eng_tiles_chinese_set),
    length: MatchLength::Rounds,
    budget: 100,
    options: options::KAP_SHAP,
    presets: presets::KAP,
    example: (w!(eng_example_kap_shap), &["3-3 3-3", "6-1 4-2"]),
};

const MATJOK: GameSpec = GameSpec {
    id: "matjok",
    name: w!(eng_game_matjok),
    also_called: w!(eng_also_matjok),
    summary: w!(eng_summary_matjok),
    aim: w!(eng_aim_matjok),
    tile_set: TileSet::Mahjong,
    tiles: w!(eng_tiles_mahjong),
    length: MatchLength::Winds,
    budget: 40,
    options: options::MATJOK,
    presets: presets::MATJOK,
    // (tiles drawn without a character, so the home page, which shows every game's
    // example, needs none of the outlines in glyphs.svg)
    example: (w!(eng_example_matjok), &["345s", "777p", "55z"]),
};

const PAIRS_AIM: Words = w!(eng_aim_pairs);
const KAP_AIM: Words = w!(eng_aim_kap);

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
        self.spec().name.text()
    }

    /// Other names the game goes by.
    pub fn also_called(self) -> &'static str {
        self.spec().also_called.text()
    }

    /// One line saying what the game is.
    pub fn summary(self) -> &'static str {
        self.spec().summary.text()
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
#[error("{}", t!(eng_unknown_game, id = .0))]
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
