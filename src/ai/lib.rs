//! Bots: each sees only its seat's view and the legal actions, never hidden tiles.
//! Three levels: `beginner` (the normal choice with human-sized mistakes), `normal` (a
//! good heuristic: unseen mates, distance to win) and `strong` (search over imagined
//! deals, see `search`).

pub mod kap_reckoning;
pub mod matjok_defence;
pub mod measured;
pub mod search;
pub mod simple;
pub mod simple_kap;
pub mod simple_matjok;

use std::fmt;
use std::str::FromStr;

use jjak_engine::round::Round;
use jjak_engine::text::Text;
use jjak_words::t;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Chooses among equally good options at random, from a seed (the same seed, the same
/// choices): a bot with no fixed order, by tile or by seat, that a player could learn.
/// Its generator is xoshiro256++: a simulation makes a bot for every seat of every deal,
/// and seeding the standard generator (ChaCha) and filling its first block cost a tenth
/// of a simulated game; this one is 32 bytes, seeded with a few multiplications, and
/// gives the same numbers on every platform (the browser's rule lab must match the
/// native one).
#[derive(Clone, Debug)]
pub struct Ties(Xoshiro256PlusPlus);

impl Ties {
    pub fn new(seed: u64) -> Ties {
        Ties(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// The item with the smallest key; among equal keys, each equally likely (reservoir
    /// sampling: one draw per tie, none when there is no tie).
    pub fn min_by_key<T, K: Ord>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        mut key: impl FnMut(&T) -> K,
    ) -> Option<T> {
        let mut best: Option<(K, T)> = None;
        let mut equal = 0u32;
        for item in items {
            let k = key(&item);
            match &best {
                Some((b, _)) if k > *b => {}
                Some((b, _)) if k == *b => {
                    equal += 1;
                    if self.0.random_range(0..equal) == 0 {
                        best = Some((k, item));
                    }
                }
                _ => {
                    best = Some((k, item));
                    equal = 1;
                }
            }
        }
        best.map(|(_, item)| item)
    }

    /// One of `items`, each equally likely.
    pub fn any<T>(&mut self, items: impl IntoIterator<Item = T>) -> Option<T> {
        self.min_by_key(items, |_| 0u8)
    }

    /// [`Ties::any`] one item at a time, for a loop that looks at other things too: whether
    /// to keep the item just met, the `*met`-th of those it chooses among (counted here),
    /// in place of the one kept before. Draws as `any` does: nothing for the first.
    pub fn keep(&mut self, met: &mut u32) -> bool {
        *met += 1;
        *met == 1 || self.0.random_range(0..*met) == 0
    }
}

/// A player that chooses among legal actions from what its seat can see.
pub trait Bot<R: Round> {
    /// `legal` is never empty.
    fn choose(&mut self, view: &R::View<'_>, legal: &[R::Action]) -> R::Action;
    /// Why the last choice was made, in a sentence a player understands.
    fn explain(&self) -> Text {
        Text::new()
    }
}

/// How well a bot plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    Beginner,
    Normal,
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Normal, Level::Strong];
    pub fn id(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A level name that is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(ai_unknown_level, level = self.0))
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        match s.trim() {
            // "simple" was the lab's name for the normal bot before the levels existed
            "normal" | "simple" => Ok(Level::Normal),
            "beginner" => Ok(Level::Beginner),
            "strong" => Ok(Level::Strong),
            other => Err(UnknownLevel(other.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Ties;

    /// The smallest key always wins; among equal ones each is chosen about equally often,
    /// and the same seed makes the same choices.
    #[test]
    fn ties_are_broken_evenly_and_reproducibly() {
        let mut ties = Ties::new(7);
        assert_eq!(ties.min_by_key([5, 3, 9, 4], |&k| k), Some(3));
        assert_eq!(ties.any(std::iter::empty::<u8>()), None);
        let mut counts = [0u32; 4];
        for _ in 0..40_000 {
            let (i, _) = ties
                .min_by_key([(0, 2), (1, 1), (2, 1), (3, 1)], |&(_, k)| k)
                .unwrap();
            counts[i] += 1;
        }
        assert_eq!(counts[0], 0, "a larger key is never chosen");
        for c in &counts[1..] {
            assert!((12_800..=13_900).contains(c), "{counts:?}");
        }
        let draws = |seed| {
            let mut t = Ties::new(seed);
            (0..50).map(|_| t.any(0..6).unwrap()).collect::<Vec<_>>()
        };
        assert_eq!(draws(3), draws(3));
        assert_ne!(draws(3), draws(4));
    }
}
