//! The distinct tiles of each game's set, as drawn, and the tiles of a hand in notation.

use crate::art::TileArt;
use crate::engine::catalog::GameRules;
use crate::engine::games::GameId;
use crate::engine::tiles::mahjong::{ALL_KINDS, KINDS};
use crate::engine::tiles::{parse_dominoes, parse_mpsz, Domino, MahjongTile};
use jjak_words::t;

/// Every distinct tile of the set `rules` play with, in the set's order; Matjok's flowers
/// only when `flowers`.
pub fn faces(rules: &GameRules, flowers: bool) -> Vec<TileArt> {
    let Some(set) = rules.dominoes(None) else {
        let kinds = if flowers { ALL_KINDS } else { KINDS };
        return (0..kinds as u8)
            .filter_map(MahjongTile::from_index)
            .map(TileArt::Mahjong)
            .collect();
    };
    let mut set = set.tiles;
    let mut seen = Vec::new();
    set.retain(|d| {
        let new = !seen.contains(d);
        seen.push(*d);
        new
    });
    set.into_iter()
        .map(TileArt::dominoes_of(rules.game()))
        .collect()
}

/// The dominoes of `tiles` drawn as tiles, if they are all dominoes.
pub fn dominoes(tiles: &[TileArt]) -> Vec<Domino> {
    tiles
        .iter()
        .filter_map(|t| match t {
            TileArt::Chinese(d) | TileArt::Western(d) => Some(*d),
            _ => None,
        })
        .collect()
}

pub fn mahjong(tiles: &[TileArt]) -> Vec<MahjongTile> {
    tiles
        .iter()
        .filter_map(|t| match t {
            TileArt::Mahjong(m) => Some(*m),
            _ => None,
        })
        .collect()
}

/// A hand written in notation, and the game it belongs to: dominoes (`6-3 5-4`, Three
/// Dozen when a half has more than six pips or `game` says so) or mahjong tiles in MPSZ
/// (`345s678p111z`, Matjok).
pub fn read_hand(notation: &str, game: Option<GameId>) -> Result<(GameId, Vec<TileArt>), String> {
    let is_domino = notation.contains('-');
    match game {
        Some(GameId::Matjok) if is_domino => return Err(t!(teach_matjok_takes_mahjong).into()),
        Some(g) if g != GameId::Matjok && !is_domino && !notation.trim().is_empty() => {
            return Err(t!(teach_game_takes_dominoes, game = g.name()))
        }
        _ => {}
    }
    if is_domino {
        let tiles = parse_dominoes(notation).map_err(|e| super::capitalised(&e.to_string()))?;
        let game = game.unwrap_or(if tiles.iter().any(|d| d.high() > 6) {
            GameId::ThreeDozen
        } else {
            GameId::JjakMatChuGi
        });
        Ok((
            game,
            tiles.into_iter().map(TileArt::dominoes_of(game)).collect(),
        ))
    } else {
        let tiles = parse_mpsz(notation).map_err(|e| super::capitalised(&e.to_string()))?;
        Ok((
            GameId::Matjok,
            tiles.into_iter().map(TileArt::Mahjong).collect(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::options::Options;

    #[test]
    fn each_set_has_its_distinct_faces() {
        let r = |g| GameRules::new(g, &Options::default()).unwrap();
        assert_eq!(faces(&r(GameId::JjakMatChuGi), false).len(), 21);
        assert_eq!(faces(&r(GameId::KapTaiShap), false).len(), 21);
        assert_eq!(faces(&r(GameId::ThreeDozen), false).len(), 28);
        assert_eq!(faces(&r(GameId::Matjok), false).len(), 34);
        assert_eq!(faces(&r(GameId::Matjok), true).len(), 42);
    }

    #[test]
    fn a_hand_names_its_game() {
        assert_eq!(read_hand("6-3 5-4", None).unwrap().0, GameId::JjakMatChuGi);
        assert_eq!(read_hand("9-3", None).unwrap().0, GameId::ThreeDozen);
        let (g, t) = read_hand("345s11z", None).unwrap();
        assert_eq!((g, t.len()), (GameId::Matjok, 5));
        assert!(read_hand("6-3", Some(GameId::Matjok)).is_err());
        assert!(read_hand("345s", Some(GameId::KapShap))
            .unwrap_err()
            .contains("dominoes"));
        assert!(read_hand("6-9-1", None).is_err());
        assert!(read_hand("345x", None).is_err());
    }
}
