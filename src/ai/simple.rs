//! The simple bots of issue 3: take a discard that pairs, otherwise draw; discard the
//! tile with the fewest unseen mates. Equally good choices are broken at random from a
//! seed (the same seed, the same game); they see only their own view.

use std::cell::RefCell;
use std::rc::Rc;
use std::thread::LocalKey;

use super::{Bot, Ties};
use jjak_engine::kap::{KapAction, KapGame, KapRules, KapView};
use jjak_engine::pair_game::{PairAction, PairGame, PairKind, PairRules, PairView};
use jjak_engine::pairing::{kap_complete, KapPairRule};
use jjak_engine::short_sort::ShortSort;
use jjak_engine::text::Text;
use jjak_engine::tiles::domino::{chinese_set, CODES};
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

    /// Mates of `t` this seat has not seen; `seen` counts every visible tile by code
    /// (including `t` itself, so a twin counts only the other copies).
    fn unseen(&self, t: Domino, seen: &[u8]) -> i32 {
        self.mates[t.code()]
            .iter()
            .map(|&(m, copies)| copies - seen.get(m).copied().unwrap_or(0) as i32)
            .sum()
    }
}

/// The table of the last rules seen, kept per bot type and thread: a lab run makes a bot
/// for every seat of every deal (each with its own seed), and building the table took
/// nearly half of a simulated game's instructions. The key is what decides the table: the
/// pairing (which also decides the set of a pair game) and, for K'ap, the number of sets.
type LastTable<K> = RefCell<Option<(K, Rc<MateTable>)>>;

thread_local! {
    static PAIR_TABLE: LastTable<PairKind> = const { RefCell::new(None) };
    static KAP_TABLE: LastTable<(KapPairRule, u8)> = const { RefCell::new(None) };
}

/// The mate table for `key`, built by `build` unless the last one was for the same key.
fn shared_table<K: PartialEq>(
    last: &'static LocalKey<LastTable<K>>,
    key: K,
    build: impl FnOnce() -> MateTable,
) -> Rc<MateTable> {
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

fn count_seen(tiles: impl IntoIterator<Item = Domino>) -> [u8; CODES] {
    let mut seen = [0u8; CODES];
    for t in tiles {
        seen[t.code()] = seen[t.code()].saturating_add(1);
    }
    seen
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
        // tiles are counted by code in a table just long enough for the set (a double-six
        // or Chinese set in 128 counts, a double-eighteen in all of CODES): a simulation
        // clears and copies it at every discard
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
        let mut seen = held;
        let mut see = |t: Domino| {
            if let Some(c) = seen.get_mut(t.code()) {
                *c = c.saturating_add(1);
            }
        };
        for meld in view.melds {
            for &(a, b) in meld {
                see(a);
                see(b);
            }
        }
        view.discards.iter().for_each(|&(t, _)| see(t));
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
                    self.mates.unseen(t, &seen)
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
        Text::from(match a {
            PairAction::TakeDiscard { with: Some(w) } | PairAction::Claim { with: w } => {
                format!("took {latest}: it pairs with {w} in my hand")
            }
            PairAction::Draw { .. } => {
                "drew a tile: the last discard pairs with nothing I hold".into()
            }
            PairAction::Pass => "let the discard go: it completes no pair for me".into(),
            PairAction::Discard { tile } if score == 0 => {
                format!("threw {tile}: all its mates are already out")
            }
            PairAction::Discard { tile } if score < 1000 => {
                format!("threw {tile}: only {score} of its mates are still unseen")
            }
            PairAction::Discard { tile } => {
                format!("threw {tile}: every tile I hold has a partner")
            }
            other => return <PairGame as jjak_engine::round::Round>::phrase(&other),
        })
    }
}

impl SimplePairBot {
    fn decide(&mut self, view: &PairView<'_>, legal: &[PairAction]) -> (PairAction, i32) {
        // one look at the list: a take that lays a pair (any of them, at random), else the
        // first face-down tile of the row (the row is shuffled, so which one is drawn tells
        // nothing and changes nothing, and a format-1 save names a draw only in words), else
        // letting a discard go
        let (mut take, mut takes, mut draw, mut pass) = (None, 0, None, false);
        for &a in legal {
            match a {
                // (`keep` counts every take it is asked about)
                PairAction::TakeDiscard { with: Some(_) } | PairAction::Claim { .. }
                    if self.ties.keep(&mut takes) =>
                {
                    take = Some(a)
                }
                PairAction::Draw { .. } if draw.is_none() => draw = Some(a),
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

#[derive(Clone)]
pub struct SimpleKapBot {
    pairs: KapPairRule,
    mates: Rc<MateTable>,
    ties: Ties,
    /// The last choice and, for a discard, the thrown tile's keep value.
    last: Option<(KapAction, i32)>,
}

impl SimpleKapBot {
    pub fn new(rules: &KapRules, players: u8, seed: u64) -> SimpleKapBot {
        let sets = rules.sets_for(players);
        let pairs = rules.pairs;
        SimpleKapBot {
            pairs,
            mates: shared_table(&KAP_TABLE, (pairs, sets), || {
                let set: Vec<Domino> = (0..sets).flat_map(|_| chinese_set()).collect();
                MateTable::new(&set, |a, b| a == b || pairs.is_pair(a, b))
            }),
            ties: Ties::new(seed),
            last: None,
        }
    }

    fn pairs_with(&self, a: Domino, b: Domino) -> bool {
        a == b || self.pairs.is_pair(a, b)
    }

    /// How much `hand[i]` is worth keeping: partners in hand first, then unseen mates.
    fn keep_value(&self, hand: &[Domino], i: usize, seen: &[u8; CODES]) -> i32 {
        let t = hand[i];
        let partners = hand
            .iter()
            .enumerate()
            .filter(|&(j, &o)| j != i && self.pairs_with(t, o))
            .count() as i32;
        partners * 100 + self.mates.unseen(t, seen)
    }

    fn seen(view: &KapView<'_>) -> [u8; CODES] {
        count_seen(
            view.hand
                .iter()
                .copied()
                .chain(view.table.iter().map(|(t, _)| *t)),
        )
    }
}

impl Bot<KapGame> for SimpleKapBot {
    fn choose(&mut self, view: &KapView<'_>, legal: &[KapAction]) -> KapAction {
        let (a, value) = self.decide(view, legal);
        self.last = Some((a, value));
        a
    }

    fn explain(&self) -> Text {
        Text::from(match self.last {
            Some((KapAction::PickUp { tile }, 1)) => {
                format!("picked up {tile}: it completes my hand")
            }
            Some((KapAction::PickUp { tile }, _)) => {
                format!("picked up {tile}: it makes ten or twenty with a lonely tile of mine")
            }
            Some((KapAction::DrawWall, _)) => {
                "drew from the wall: no face-up tile pairs with a lonely tile of mine".into()
            }
            Some((KapAction::Discard { tile }, v)) if v < 100 => format!(
                "threw {tile}: it pairs with nothing I hold and only {v} of its mates are unseen"
            ),
            Some((KapAction::Discard { tile }, _)) => {
                format!("threw {tile}: every tile I hold already has a partner")
            }
            None => String::new(),
        })
    }
}

impl SimpleKapBot {
    fn decide(&mut self, view: &KapView<'_>, legal: &[KapAction]) -> (KapAction, i32) {
        let seen = Self::seen(view);
        let pickups: Vec<Domino> = legal
            .iter()
            .filter_map(|a| {
                if let KapAction::PickUp { tile } = a {
                    Some(*tile)
                } else {
                    None
                }
            })
            .collect();
        if legal.contains(&KapAction::DrawWall) {
            // pick up a tile that wins, or one that pairs with a lonely tile in hand
            let wins: Vec<Domino> = pickups
                .iter()
                .copied()
                .filter(|&t| {
                    let mut trial = view.hand.to_vec();
                    trial.push(t);
                    kap_complete(&trial, self.pairs).is_some()
                })
                .collect();
            if let Some(t) = self.ties.any(wins) {
                return (KapAction::PickUp { tile: t }, 1);
            }
            let lonely: Vec<Domino> = (0..view.hand.len())
                .filter(|&i| self.keep_value(view.hand, i, &seen) < 100)
                .map(|i| view.hand[i])
                .collect();
            let useful: Vec<Domino> = pickups
                .iter()
                .copied()
                .filter(|&t| lonely.iter().any(|&l| self.pairs_with(l, t)))
                .collect();
            if let Some(t) = self.ties.any(useful) {
                return (KapAction::PickUp { tile: t }, 0);
            }
            return (KapAction::DrawWall, 0);
        }
        let values: Vec<(i32, Domino)> = (0..view.hand.len())
            .map(|i| (self.keep_value(view.hand, i, &seen), view.hand[i]))
            .filter(|&(_, t)| legal.contains(&KapAction::Discard { tile: t }))
            .collect();
        let best = self.ties.min_by_key(values, |&(v, _)| v);
        match best {
            Some((v, tile)) => (KapAction::Discard { tile }, v),
            None => (legal[0], 0),
        }
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
