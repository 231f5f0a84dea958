//! What a rule set is played with, asked of the rules and answered nowhere else: the
//! player limits, the tiles (every copy), the pairings, how many tiles a hand holds, and
//! whether some tiles make a winning domino hand. The setup, the lab, the hints and the
//! rules pages all ask here.

use super::games::GameId;
use super::kap::KapRules;
use super::matjok::analysis::parse_meld;
use super::matjok::game::{MatjokRules, SEATS};
use super::matjok::hand::{counts_of, Combination, Counts};
use super::options::Options;
use super::pair_game::{PairKind, PairRules};
use super::pairing::{kap_complete, split_into_pairs};
use super::setup::{check_players, SetupError};
use super::tiles::domino::chinese_set;
use super::tiles::{parse_mpsz, Domino, MahjongTile, NotationError};
use crate::short_sort::ShortSort;
use jjak_words::t;

/// One game's rules, resolved from its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameRules {
    Pair(PairRules),
    Kap(KapRules),
    Matjok(MatjokRules),
}

/// The three kinds of game the engine plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Family {
    /// Jjak-mat-chu-gi and Three Dozen: three pairs, laid as they are made.
    Pairs,
    /// K'ap Tái Shap and K'ap Shap: an identical pair and pairs of ten or twenty.
    Kap,
    /// Matjok: four combinations and a pair.
    Matjok,
}

/// A question the rules cannot answer from what was given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CatalogError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// Tiles the set does not have, a domino question about Matjok, a bad meld.
    #[error("{0}")]
    Tiles(String),
}

/// A domino game's tiles, every copy, and their name in a sentence ("the Chinese set").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DominoSet {
    pub tiles: Vec<Domino>,
    pub name: String,
}

impl GameRules {
    pub fn new(game: GameId, options: &Options) -> Result<GameRules, SetupError> {
        Ok(match game.family() {
            Family::Pairs => GameRules::Pair(PairRules::new(game, options)?),
            Family::Kap => GameRules::Kap(KapRules::new(game, options)?),
            Family::Matjok => GameRules::Matjok(MatjokRules::new(options)?),
        })
    }

    pub fn game(&self) -> GameId {
        match self {
            GameRules::Pair(r) => r.game,
            GameRules::Kap(r) => r.game,
            GameRules::Matjok(_) => GameId::Matjok,
        }
    }

    /// The fewest and the most players: Jjak 2-4; Three Dozen 2-5 with double-six, 8
    /// with double-nine, 12 with double-twelve; K'ap Tái Shap 2-20; K'ap Shap 2; Matjok 4.
    pub fn players(&self) -> (u8, u8) {
        match self {
            GameRules::Pair(r) => r.players(),
            GameRules::Kap(r) => r.players(),
            GameRules::Matjok(_) => (SEATS, SEATS),
        }
    }

    /// Refuses a player count outside [`GameRules::players`].
    pub fn check_players(&self, players: u8) -> Result<(), SetupError> {
        check_players(self.game(), players, self.players())
    }

    /// Tiles in a winning hand: three pairs (6); an identical pair and four pairs (10,
    /// K'ap Shap 8); four combinations and a pair (14, a kong counted as 3).
    pub fn winning_hand(&self) -> usize {
        match self {
            GameRules::Pair(_) => 6,
            GameRules::Kap(r) => r.hand_size() + 1,
            GameRules::Matjok(_) => 14,
        }
    }

    /// The domino tiles a table of `players` plays with, every copy; with no player
    /// count, the largest table the rules allow (K'ap Tái Shap: as many sets as 20
    /// players need, unless the `sets` option fixes them). `None` for Matjok.
    pub fn dominoes(&self, players: Option<u8>) -> Option<DominoSet> {
        match self {
            GameRules::Pair(r) => Some(DominoSet {
                tiles: r.tile_set(),
                name: match r.pairs {
                    PairKind::Jjak(_) => t!(eng_set_chinese).into(),
                    PairKind::ThreeDozen(_) => t!(eng_set_western).into(),
                },
            }),
            GameRules::Kap(r) => {
                let sets = r.sets_for(players.unwrap_or(r.players().1));
                Some(DominoSet {
                    tiles: (0..sets).flat_map(|_| chinese_set()).collect(),
                    name: t!(eng_set_chinese_sets, n = sets),
                })
            }
            GameRules::Matjok(_) => None,
        }
    }

    /// Every pairing the rules allow between two tiles of the set (an identical pair
    /// only where the set holds two copies). `None` for Matjok, which has combinations.
    pub fn pairings(&self) -> Option<Vec<(Domino, Domino)>> {
        match self {
            GameRules::Pair(r) => Some(match r.pairs {
                PairKind::Jjak(j) => j.all(),
                PairKind::ThreeDozen(t) => t.all(),
            }),
            GameRules::Kap(r) => Some(r.pairs.all(r.sets_for(r.players().1))),
            GameRules::Matjok(_) => None,
        }
    }

    /// Whether domino tiles make a winning hand, and how they group. Tiles the set does
    /// not have (or more copies than it holds) are an error.
    pub fn check_dominoes(&self, hand: &[Domino]) -> Result<DominoCheck, CatalogError> {
        let set = self
            .dominoes(None)
            .ok_or_else(|| CatalogError::Tiles(t!(eng_check_matjok).into()))?;
        check_in_set(hand, &set.tiles, &set.name)?;
        let size = self.winning_hand();
        let mut c = DominoCheck {
            size,
            complete: false,
            ngan: None,
            pairs: vec![],
            reason: None,
        };
        if hand.len() != size {
            c.reason = Some(t!(eng_check_size, size = size, count = hand.len()));
            return Ok(c);
        }
        match self {
            GameRules::Kap(r) => match kap_complete(hand, r.pairs) {
                Some(g) => {
                    c.complete = true;
                    c.ngan = Some(g.ngan);
                    c.pairs = g.pairs;
                }
                None => c.reason = Some(t!(eng_check_no_ngan).into()),
            },
            GameRules::Pair(r) => match split_into_pairs(hand, &|a, b| r.pairs.is_pair(a, b)) {
                Some(groups) => {
                    c.complete = true;
                    c.pairs = groups;
                }
                None => c.reason = Some(t!(eng_check_no_three_pairs).into()),
            },
            GameRules::Matjok(_) => {}
        }
        Ok(c)
    }
}

impl GameId {
    /// Which kind of game this is (the engine that plays it).
    pub fn family(self) -> Family {
        match self {
            GameId::JjakMatChuGi | GameId::ThreeDozen => Family::Pairs,
            GameId::KapTaiShap | GameId::KapShap => Family::Kap,
            GameId::Matjok => Family::Matjok,
        }
    }
}

/// Whether domino tiles form a winning hand, and how they group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DominoCheck {
    /// Tiles in a winning hand.
    pub size: usize,
    pub complete: bool,
    /// K'ap: the identical pair (ngán).
    pub ngan: Option<(Domino, Domino)>,
    /// The pairs (after the ngán in K'ap).
    pub pairs: Vec<(Domino, Domino)>,
    /// Why the hand does not win.
    pub reason: Option<String>,
}

/// Rejects tiles the game's set does not have, or more copies than it holds.
fn check_in_set(tiles: &[Domino], set: &[Domino], what: &str) -> Result<(), CatalogError> {
    for &t in tiles {
        let have = set.iter().filter(|&&s| s == t).count();
        let want = tiles.iter().filter(|&&s| s == t).count();
        if have == 0 {
            return Err(CatalogError::Tiles(t!(
                eng_check_not_in_set,
                tile = t,
                set = what
            )));
        }
        if want > have {
            return Err(CatalogError::Tiles(t!(
                eng_check_too_many,
                set = what,
                have = have,
                tile = t,
                want = want
            )));
        }
    }
    Ok(())
}

/// Concealed tiles, open melds and flowers read from MPSZ, checked against the set.
pub struct MatjokHand {
    pub concealed: Counts,
    pub melds: Vec<Combination>,
    pub flowers: Vec<MahjongTile>,
    /// Every tile named, for counting what is seen.
    pub seen: Counts,
}

/// Reads concealed Matjok tiles (flowers among them) and `open` melds, both in MPSZ.
pub fn read_matjok(tiles: &str, open: &str) -> Result<MatjokHand, CatalogError> {
    let all = parse_mpsz(tiles)?;
    let (flowers, hand): (Vec<MahjongTile>, Vec<MahjongTile>) =
        all.into_iter().partition(|t| t.is_flower());
    let mut fl = flowers.clone();
    fl.sort_short();
    fl.dedup();
    if fl.len() != flowers.len() {
        return Err(CatalogError::Tiles(t!(eng_check_flowers).into()));
    }
    let melds = open
        .split_whitespace()
        .map(parse_meld)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| CatalogError::Tiles(e.to_string()))?;
    let concealed = counts_of(&hand).map_err(|e| CatalogError::Tiles(e.to_string()))?;
    let mut everything = hand.clone();
    everything.extend(melds.iter().flat_map(|m| m.tiles()));
    let seen = counts_of(&everything).map_err(|e| CatalogError::Tiles(e.to_string()))?;
    Ok(MatjokHand {
        concealed,
        melds,
        flowers,
        seen,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(game: GameId, opts: &[&str]) -> GameRules {
        GameRules::new(game, &Options::parse(game, opts.iter().copied()).unwrap()).unwrap()
    }

    #[test]
    fn player_limits_follow_the_seeds() {
        assert_eq!(rules(GameId::JjakMatChuGi, &[]).players(), (2, 4));
        assert_eq!(rules(GameId::ThreeDozen, &[]).players(), (2, 5));
        assert_eq!(rules(GameId::KapTaiShap, &[]).players(), (2, 20));
        assert_eq!(rules(GameId::KapShap, &[]).players(), (2, 2));
        assert_eq!(rules(GameId::Matjok, &[]).players(), (4, 4));
    }

    #[test]
    fn larger_western_sets_seat_more_players() {
        assert_eq!(
            rules(GameId::ThreeDozen, &["set=double-nine"]).players(),
            (2, 8)
        );
        assert_eq!(
            rules(GameId::ThreeDozen, &["set=double-twelve"]).players(),
            (2, 12)
        );
        assert!(rules(GameId::ThreeDozen, &["set=double-twelve"])
            .check_players(12)
            .is_ok());
        assert!(rules(GameId::ThreeDozen, &[]).check_players(6).is_err());
    }

    #[test]
    fn kap_tai_shap_has_one_answer_for_its_sets() {
        let r = rules(GameId::KapTaiShap, &[]);
        // a table of five needs 10 x 5 + 40 = 90 tiles: three sets
        assert_eq!(r.dominoes(Some(5)).unwrap().tiles.len(), 3 * 32);
        // with no table given, the largest: twenty players, eight sets
        assert_eq!(r.dominoes(None).unwrap().tiles.len(), 8 * 32);
        let fixed = rules(GameId::KapTaiShap, &["sets=4"]);
        assert_eq!(fixed.dominoes(Some(2)).unwrap().tiles.len(), 4 * 32);
        assert_eq!(
            rules(GameId::KapShap, &[])
                .dominoes(None)
                .unwrap()
                .tiles
                .len(),
            32
        );
    }

    #[test]
    fn winning_hands_hold_the_tiles_the_seeds_say() {
        assert_eq!(rules(GameId::JjakMatChuGi, &[]).winning_hand(), 6);
        assert_eq!(rules(GameId::KapTaiShap, &[]).winning_hand(), 10);
        assert_eq!(rules(GameId::KapShap, &[]).winning_hand(), 8);
        assert_eq!(rules(GameId::Matjok, &[]).winning_hand(), 14);
    }

    #[test]
    fn matjok_has_no_dominoes_and_no_pairings() {
        let m = rules(GameId::Matjok, &[]);
        assert!(m.dominoes(None).is_none() && m.pairings().is_none());
        assert!(m.check_dominoes(&[]).is_err());
    }
}
