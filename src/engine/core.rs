//! What every game shares: seats, errors a player can read, outcomes and payments, seeds.

use crate::short_sort::ShortSort;
use std::ops::Deref;

use jjak_words::t;
use rand::rngs::StdRng;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

use crate::text::Text;

/// A player's place at the table, 0-based, in turn order (the turn passes to seat + 1,
/// "to the right", anticlockwise as the seeds say).
pub type Seat = u8;

/// Why an action was refused. The game is unchanged after an error.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum RuleError {
    #[error("{}", t!(eng_round_over))]
    RoundOver,
    #[error("{}", t!(eng_no_such_seat, seat = .0))]
    NoSuchSeat(Seat),
    #[error("{}", t!(eng_not_your_turn, seat = .seat))]
    NotYourTurn { seat: Seat },
    #[error("{0}")]
    NotNow(String),
    #[error("{}", t!(eng_not_in_hand, tile = .tile))]
    NotInHand { tile: String },
    #[error("{}", t!(eng_not_a_pair, a = .a, b = .b))]
    NotAPair { a: String, b: String },
    #[error("{}", t!(eng_no_reserve_tile, index = .index, len = .len))]
    NoSuchReserveTile { index: usize, len: usize },
    #[error("{0}")]
    Forbidden(String),
}

/// How a round was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinKind {
    /// The first player's dealt hand was complete.
    Dealt,
    /// Completed with a tile drawn from the reserve, boneyard or wall.
    Draw,
    /// Completed with a discard, taken from `from`.
    Discard { from: Seat },
}

/// The end of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// `None` for a drawn round.
    pub winner: Option<Seat>,
    pub how: Option<WinKind>,
    /// What each seat gains (+) or pays (−) this round; index = seat.
    pub payments: Vec<i32>,
    /// The payments in words, for the result screen.
    pub explanation: Text,
}

/// A seeded random source. The same seed gives the same deal on every platform.
pub fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

/// A new seed derived from `seed` and `salt` (SplitMix64), for reshuffles and later rounds.
pub fn derive_seed(seed: u64, salt: u64) -> u64 {
    let mut z = seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seed from text (64-bit FNV-1a, then [`derive_seed`] to spread it): the same on every
/// platform and in every version, for what is named by words (the deal of a day, a drill's
/// question). Not a cryptographic hash: nothing here is secret.
pub fn text_seed(text: &str) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for b in text.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3);
    }
    derive_seed(h, 0)
}

/// Where a game reports what happened. The UI collects events; a simulation ignores
/// them, and then they are never even built (`emit` takes a closure).
pub trait Events<E> {
    fn emit(&mut self, event: impl FnOnce() -> E);
}

impl<E> Events<E> for Vec<E> {
    fn emit(&mut self, event: impl FnOnce() -> E) {
        self.push(event());
    }
}

/// An [`Events`] sink that drops everything, for simulations.
pub struct NoEvents;

impl<E> Events<E> for NoEvents {
    fn emit(&mut self, _: impl FnOnce() -> E) {}
}

/// The most seats any game has (K'ap Tái Shap: 20).
pub const MAX_SEATS: usize = 20;

/// How many hidden tiles each seat holds, for a view: a list that needs no allocation,
/// since a bot asks for a view at every move.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct HandSizes {
    len: u8,
    sizes: [u8; MAX_SEATS],
}

impl HandSizes {
    pub fn of<T>(hands: &[Vec<T>]) -> HandSizes {
        let mut sizes = [0u8; MAX_SEATS];
        for (s, h) in sizes.iter_mut().zip(hands) {
            *s = h.len().min(255) as u8;
        }
        HandSizes {
            len: hands.len().min(MAX_SEATS) as u8,
            sizes,
        }
    }
}

impl Deref for HandSizes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.sizes[..self.len as usize]
    }
}

impl std::fmt::Debug for HandSizes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.deref().fmt(f)
    }
}

impl Serialize for HandSizes {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.deref().serialize(s)
    }
}

/// The tiles of `set` not among `seen` (each seen tile removes one copy), shuffled: what a
/// seat cannot see, dealt at random when a bot imagines the hidden hands.
pub fn unseen_shuffled<T: PartialEq + Copy>(
    set: Vec<T>,
    seen: impl IntoIterator<Item = T>,
    r: &mut impl rand::Rng,
) -> Vec<T> {
    use rand::seq::SliceRandom;
    let mut pool = set;
    for t in seen {
        if let Some(i) = pool.iter().position(|&x| x == t) {
            pool.swap_remove(i);
        }
    }
    pool.shuffle(r);
    pool
}

/// Hands for an imagined deal: `seat` keeps `own`, every other seat holds the tiles
/// `known` says everyone saw it take (none where `known` is silent) and as many more from
/// `pool` as `sizes` says it holds (sorted). `pool` must not hold the known tiles.
pub fn imagined_hands<T: Ord + Copy>(
    seat: Seat,
    own: &[T],
    sizes: &[u8],
    known: &[Vec<T>],
    pool: &mut Vec<T>,
) -> Vec<Vec<T>> {
    (0..sizes.len() as Seat)
        .map(|s| {
            if s == seat {
                own.to_vec()
            } else {
                let mut h = known.get(s as usize).cloned().unwrap_or_default();
                let n = (sizes[s as usize] as usize).saturating_sub(h.len());
                h.extend(pool.drain(pool.len().saturating_sub(n)..));
                h.sort_short();
                h
            }
        })
        .collect()
}
