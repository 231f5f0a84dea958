//! Which tiles pair? (the domino games): a tile of the set is shown, and the player picks
//! every tile it pairs with, as the game's rules say (`engine::catalog::GameRules::pairings`,
//! the pairing chart's own list), until the pairs are known: the military pairs and the
//! supreme pair of Jjak-mat-chu-gi among them.

use jjak_words::t;

use crate::engine::catalog::GameRules;
use crate::engine::games::{GameId, TileSet};
use crate::engine::options::Options;
use crate::engine::short_sort::ShortSort;
use crate::engine::tiles::{parse_dominoes, Domino};

use super::DrillError;

/// A question: a tile, and the tiles it pairs with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairsQuestion {
    pub game: GameId,
    pub tile: Domino,
    /// Every distinct tile of the set, in the set's order: what the player picks among.
    pub faces: Vec<Domino>,
    /// The tiles it pairs with (itself when its twin pairs with it).
    pub mates: Vec<Domino>,
}

/// The player's picks, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub right: bool,
    /// Mates the player did not pick.
    pub missed: Vec<Domino>,
    /// Tiles picked that do not pair with it.
    pub wrong: Vec<Domino>,
}

/// The rules the drill is asked under: the game's defaults.
fn rules(game: GameId) -> Result<GameRules, DrillError> {
    GameRules::new(game, &Options::default()).map_err(|e| DrillError::Rules(e.to_string()))
}

/// Whether `game` has a pairs drill: the domino games.
pub fn has_drill(game: GameId) -> bool {
    game.tile_set() != TileSet::Mahjong
}

/// Every distinct tile of `game`'s set, in the set's order: the drill's questions.
pub fn faces(game: GameId) -> Vec<Domino> {
    match rules(game) {
        Ok(rules) => crate::teach::faces::dominoes(&crate::teach::faces::faces(&rules, false)),
        Err(_) => Vec::new(),
    }
}

/// The question about `tile` (written `6-3`) in `game`.
pub fn question(game: GameId, tile: &str) -> Result<PairsQuestion, DrillError> {
    if !has_drill(game) {
        return Err(DrillError::NoSuchDrill(format!("pairs/{}", game.id())));
    }
    let faces = faces(game);
    let tile = match parse_dominoes(tile).ok().as_deref() {
        Some([d]) if faces.contains(d) => *d,
        _ => return Err(DrillError::NoSuchQuestion(tile.chars().take(20).collect())),
    };
    let pairings = rules(game)?.pairings().unwrap_or_default();
    let mut mates: Vec<Domino> = Vec::new();
    for (a, b) in pairings {
        let mate = match (a == tile, b == tile) {
            (true, _) => b,
            (_, true) => a,
            _ => continue,
        };
        if !mates.contains(&mate) {
            mates.push(mate);
        }
    }
    // in the set's order, as the player sees them
    mates.sort_short_by_key(|m| faces.iter().position(|f| f == m));
    Ok(PairsQuestion {
        game,
        tile,
        faces,
        mates,
    })
}

impl PairsQuestion {
    /// Checks the tiles picked (each once, in any order).
    pub fn check(&self, picked: &[Domino]) -> Checked {
        let missed: Vec<Domino> = self
            .mates
            .iter()
            .copied()
            .filter(|m| !picked.contains(m))
            .collect();
        let wrong: Vec<Domino> = self
            .faces
            .iter()
            .copied()
            .filter(|f| picked.contains(f) && !self.mates.contains(f))
            .collect();
        Checked {
            right: missed.is_empty() && wrong.is_empty(),
            missed,
            wrong,
        }
    }

    /// Why these tiles pair, as the game's rules say.
    pub fn rule(&self) -> String {
        let supreme = [Domino::new(4, 2), Domino::new(2, 1)];
        match self.game {
            GameId::JjakMatChuGi if supreme.contains(&self.tile) => {
                t!(drill_pairs_rule_supreme).to_string()
            }
            GameId::JjakMatChuGi => t!(drill_pairs_rule_jjak).to_string(),
            GameId::ThreeDozen => t!(drill_pairs_rule_three_dozen).to_string(),
            _ => t!(drill_pairs_rule_kap).to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> Domino {
        parse_dominoes(text).unwrap()[0]
    }

    /// The drill's answers are the rules': a civil tile pairs with its twin, a military tile
    /// with the other of its total, 4-2 with 2-1 (the supreme pair); every answer is the
    /// pairing chart's list, and a tile not in the set is refused.
    #[test]
    fn the_answers_are_the_rules_pairings() {
        let jjak = |t: &str| question(GameId::JjakMatChuGi, t).unwrap();
        assert_eq!(jjak("6-6").mates, vec![d("6-6")]);
        assert_eq!(jjak("6-3").mates, vec![d("5-4")]);
        assert_eq!(jjak("4-2").mates, vec![d("2-1")]);
        assert!(jjak("4-2").rule().contains("supreme"));
        assert_eq!(jjak("6-6").faces.len(), 21);
        let q = jjak("5-2");
        assert!(q.check(&[d("4-3")]).right);
        let c = q.check(&[d("4-3"), d("6-6")]);
        assert!(!c.right && c.wrong == vec![d("6-6")] && c.missed.is_empty());
        assert_eq!(q.check(&[]).missed, vec![d("4-3")]);
        for game in GameId::ALL.into_iter().filter(|&g| has_drill(g)) {
            let pairings = rules(game).unwrap().pairings().unwrap();
            for face in faces(game) {
                let q = question(game, &face.to_string()).unwrap();
                for m in &q.mates {
                    assert!(
                        pairings.contains(&(face, *m)) || pairings.contains(&(*m, face)),
                        "{game:?} {face} {m}"
                    );
                }
                let listed = pairings.iter().filter(|(a, b)| *a == face || *b == face);
                assert!(listed.count() >= q.mates.len().min(1), "{game:?} {face}");
            }
        }
        assert!(question(GameId::JjakMatChuGi, "6-0").is_err());
        assert!(question(GameId::JjakMatChuGi, "x").is_err());
        assert!(question(GameId::Matjok, "6-6").is_err());
    }
}
