//! The simple pair-game bot of issue 3: take a discard that pairs, otherwise draw; discard
//! the tile with the fewest unseen mates (the K'ap bot is in `simple_kap`). Equally good
//! choices are broken at random from a seed (the same seed, the same game); it sees only
//! its own view.

use std::cell::RefCell;
use std::rc::Rc;
use std::thread::LocalKey;

use super::{Bot, Ties};
use jjak_engine::pair_game::{PairAction, PairGame, PairKind, PairRules, PairView};
use jjak_engine::said;
use jjak_engine::short_sort::ShortSort;
use jjak_engine::text::Text;
use jjak_engine::tiles::domino::CODES;
use jjak_engine::tiles::Domino;

/// For each tile face, the faces it pairs with and how many of each the set holds,
/// so a bot counts unseen mates without searching the whole set.
#[derive(Clone, Debug, PartialEq)]
struct MateTable {
    mates: Vec<Vec<(usize, i32)>>,
    /// One more than the highest code of the set's faces: how long a count by code needs
    /// to be.
    codes: usize,
}

impl MateTable {
    fn new(set: &[Domino], is_pair: impl Fn(Domino, Domino) -> bool) -> MateTable {
        let mut faces = set.to_vec();
        faces.sort_short();
        faces.dedup();
        let mut mates = vec![Vec::new(); CODES];
        for &t in &faces {
            for &m in &faces {
                if is_pair(t, m) {
                    let copies = set.iter().filter(|&&x| x == m).count() as i32;
                    mates[t.code()].push((m.code(), copies));
                }
            }
        }
        let codes = faces.iter().map(|t| t.code() + 1).max().unwrap_or(0);
        MateTable { mates, codes }
    }

    /// Whether the hand (`held`, counted by code, including `t`) holds a mate for `t`.
    fn held(&self, t: Domino, held: &[u8]) -> bool {
        self.mates[t.code()]
            .iter()
            .any(|&(m, _)| held.get(m).copied().unwrap_or(0) > (m == t.code()) as u8)
    }

    /// Mates of `t` this seat has not seen: neither in its hand (`held`, by code, including
    /// `t` itself, so a twin counts only the other copies) nor face up (`face_up`, by code).
    fn unseen(&self, t: Domino, held: &[u8], face_up: &[u8]) -> i32 {
        let count = |counts: &[u8], m: usize| counts.get(m).copied().unwrap_or(0) as i32;
        self.mates[t.code()]
            .iter()
            .map(|&(m, copies)| copies - count(held, m) - count(face_up, m))
            .sum()
    }
}

/// The table of the last rules seen, kept per bot type and thread: a lab run makes a bot
/// for every seat of every deal (each with its own seed), and building the table took
/// nearly half of a simulated game's instructions. The key is what decides the table: the
/// pairing (which also decides the set of a pair game) and, for K'ap, the number of sets.
pub(crate) type LastTable<K, T> = RefCell<Option<(K, Rc<T>)>>;

thread_local! {
    static PAIR_TABLE: LastTable<PairKind, MateTable> = const { RefCell::new(None) };
}

/// The table for `key`, built by `build` unless the last one was for the same key.
pub(crate) fn shared_table<K: PartialEq, T>(
    last: &'static LocalKey<LastTable<K, T>>,
    key: K,
    build: impl FnOnce() -> T,
) -> Rc<T> {
    last.with(|last| {
        let mut last = last.borrow_mut();
        if let Some((k, table)) = last.as_ref() {
            if *k == key {
                return Rc::clone(table);
            }
        }
        let table = Rc::new(build());
        *last = Some((key, Rc::clone(&table)));
        table
    })
}

/// Codes enough for a Chinese or a double-six set (the highest, 6-6, is 120).
const SMALL_SET_CODES: usize = 128;

#[derive(Clone)]
pub struct SimplePairBot {
    mates: Rc<MateTable>,
    ties: Ties,
    /// The last choice, the discard it answered and the thrown tile's score, for `explain`.
    last: Option<(PairAction, Option<Domino>, i32)>,
}

impl SimplePairBot {
    pub fn new(rules: &PairRules, seed: u64) -> SimplePairBot {
        let pairs = rules.pairs;
        SimplePairBot {
            // a pair game's set follows from its pairing (PairRules::tile_set)
            mates: shared_table(&PAIR_TABLE, pairs, || {
                MateTable::new(&rules.tile_set(), |a, b| pairs.is_pair(a, b))
            }),
            ties: Ties::new(seed),
            last: None,
        }
    }

    /// The tile to throw (one not paired in hand, with the fewest unseen mates) and its
    /// score: unseen mates, or 1000 if it pairs in hand.
    fn discard_with_score(&mut self, view: &PairView<'_>) -> Option<(i32, Domino)> {
        // the hand is counted by code in a table just long enough for the set (a double-six
        // or Chinese set in 128 counts, a double-eighteen in all of CODES): a simulation
        // clears it at every discard (one table of CODES for every set: 0.6% more a game)
        if self.mates.codes <= SMALL_SET_CODES {
            self.score_faces::<SMALL_SET_CODES>(view)
        } else {
            self.score_faces::<CODES>(view)
        }
    }

    fn score_faces<const N: usize>(&mut self, view: &PairView<'_>) -> Option<(i32, Domino)> {
        let mut held = [0u8; N];
        for &t in view.hand {
            if let Some(c) = held.get_mut(t.code()) {
                *c += 1;
            }
        }
        // each face once (the hand is sorted, so twins are adjacent)
        let faces = view
            .hand
            .iter()
            .enumerate()
            .filter(|&(i, &t)| i == 0 || view.hand[i - 1] != t)
            .map(|(_, &t)| {
                let score = if self.mates.held(t, &held) {
                    1000
                } else {
                    self.mates.unseen(t, &held, view.face_up)
                };
                (score, t)
            });
        self.ties.min_by_key(faces, |&(score, _)| score)
    }
}

impl Bot<PairGame> for SimplePairBot {
    fn choose(&mut self, view: &PairView<'_>, legal: &[PairAction]) -> PairAction {
        let (a, score) = self.decide(view, legal);
        self.last = Some((a, view.latest.map(|(t, _)| t), score));
        a
    }

    fn explain(&self) -> Text {
        let Some((a, latest, score)) = self.last else {
            return Text::new();
        };
        let latest = latest.map(|t| t.to_string()).unwrap_or_default();
        match a {
            PairAction::TakeDiscard { with: Some(w) } | PairAction::Claim { with: w } => {
                said!(ai_pair_took, tile = latest, mate = w.to_string())
            }
            PairAction::Draw { .. } => said!(ai_pair_drew),
            PairAction::Pass => said!(ai_pair_passed),
            PairAction::Discard { tile } if score == 0 => {
                said!(ai_pair_threw_all_out, tile = tile.to_string())
            }
            PairAction::Discard { tile } if score < 1000 => {
                said!(ai_pair_threw_unseen, tile = tile.to_string(), n = score)
            }
            PairAction::Discard { tile } => {
                said!(ai_pair_threw_all_paired, tile = tile.to_string())
            }
            other => <PairGame as jjak_engine::round::Round>::phrase(&other),
        }
    }
}

impl SimplePairBot {
    fn decide(&mut self, view: &PairView<'_>, legal: &[PairAction]) -> (PairAction, i32) {
        // one look at the list: a take that lays a pair (any of them, at random), else the
        // first face-down tile of the row (the row is shuffled, so which one is drawn tells
        // nothing and changes nothing, and a format-1 save names a draw only in words), else
        // letting a discard go. The draws end the list (`PairGame::legal_actions_into`), so
        // the look stops at the first.
        let (mut take, mut takes, mut draw, mut pass) = (None, 0, None, false);
        for &a in legal {
            match a {
                // (`keep` counts every take it is asked about)
                PairAction::TakeDiscard { with: Some(_) } | PairAction::Claim { .. }
                    if self.ties.keep(&mut takes) =>
                {
                    take = Some(a)
                }
                PairAction::Draw { .. } => {
                    draw = Some(a);
                    break;
                }
                PairAction::Pass => pass = true,
                _ => {}
            }
        }
        if let Some(a) = take.or(draw) {
            return (a, 0);
        }
        if pass {
            return (PairAction::Pass, 0);
        }
        if let Some((score, tile)) = self.discard_with_score(view) {
            let act = PairAction::Discard { tile };
            if legal.contains(&act) {
                return (act, score);
            }
        }
        let fallback = legal
            .iter()
            .copied()
            .find(|a| matches!(a, PairAction::Discard { .. }))
            .unwrap_or(legal[0]);
        (fallback, 1000)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jjak_engine::games::GameId;
    use jjak_engine::options::Options;

    fn rules(game: GameId) -> PairRules {
        let o = Options::default();
        PairRules::new(game, &o).expect("rules of a pair game")
    }

    /// Bots made one after another share the table while the rules stay the same, and get
    /// the table of their own rules when they change (the set, or the pairs).
    #[test]
    fn each_bot_counts_mates_by_its_own_rules() {
        let jjak = rules(GameId::JjakMatChuGi);
        let dozen = rules(GameId::ThreeDozen);
        let a = SimplePairBot::new(&jjak, 1);
        let b = SimplePairBot::new(&jjak, 2);
        assert!(Rc::ptr_eq(&a.mates, &b.mates));
        let c = SimplePairBot::new(&dozen, 3);
        assert!(!Rc::ptr_eq(&a.mates, &c.mates));
        for bot_rules in [&jjak, &dozen] {
            let bot = SimplePairBot::new(bot_rules, 4);
            let fresh = MateTable::new(&bot_rules.tile_set(), |x, y| bot_rules.pairs.is_pair(x, y));
            assert_eq!(bot.mates.mates, fresh.mates);
        }
    }
}
