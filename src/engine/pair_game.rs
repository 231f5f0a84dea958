//! Jjak-mat-chu-gi (seeds 000, 001) and Three Dozen (seed 002): draw or take the last
//! discard, lay down pairs, discard; the first to hold three pairs wins.
//!
//! One engine serves both games; `PairRules` holds the few switches where they differ.

use crate::short_sort::{insert_sorted, remove_one, same_items, ShortSort};
use jjak_words::t;
use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

mod deal;
mod end;
mod turns;

use super::core::{derive_seed, rng, Events, HandSizes, Outcome, RuleError, Seat, WinKind};
use super::games::GameId;
use super::options::Options;
use super::pairing::{can_pair_up, split_into_pairs, JjakPairs, Military, ThreeDozenPairs};
use super::round::Round;
use super::setup::{check_players, SetupError};
use super::tiles::domino::{chinese_set, western_set};
use super::tiles::Domino;
use crate::said;
use crate::text::{Arg, Text};

const SIX_SIX: Domino = Domino::new(6, 6);
const KOAN_A: Domino = Domino::new(5, 2);

/// Under `take-any-discard` tiles can pass from discard to discard forever without the
/// reserve shrinking, so such a round is drawn after this many turns (our rule: the
/// sources are silent, and every game must end).
pub const TAKE_ANY_TURN_LIMIT: u32 = 200;
/// Three Dozen reshuffles its discards as often as needed (seed 002), so the same useless
/// tiles can go round for ever while each player holds what another needs. A hand that no
/// longer changes is drawn: after this many reshuffles in a row in which every player threw
/// back the tile drawn, taking no discard and laying no pair (our rule, RULES.md: "a hand
/// that can no longer change … is drawn"; docs/PERFORMANCE.md has how often).
pub const STILL_RESHUFFLES: u32 = 6;
// more than the old default limit of 3, which drew half of all five-player hands
const _: () = assert!(STILL_RESHUFFLES > 3);
/// And whatever happens, a hand is drawn after this many turns (a guard: the lab has never
/// seen a hand reach it).
pub const RESHUFFLE_TURN_LIMIT: u32 = 2000;

/// Which pairs count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PairKind {
    Jjak(JjakPairs),
    ThreeDozen(ThreeDozenPairs),
}

impl PairKind {
    pub fn is_pair(self, a: Domino, b: Domino) -> bool {
        match self {
            PairKind::Jjak(j) => j.is_pair(a, b),
            PairKind::ThreeDozen(t) => t.is_pair(a, b),
        }
    }
}

/// The rules of one pair game, resolved from its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairRules {
    pub game: GameId,
    pub pairs: PairKind,
    /// seed 000: with 2 or 3 players the 6-6 pair may not be the third pair.
    pub final_six_six: bool,
    pub draw_from_end: bool,
    pub polovinkin: bool,
    pub no_win_on_discard: bool,
    pub identical_pair_doubling: bool,
    pub take_any_discard: bool,
    /// 3 points per stake, drawn rounds score 1 per laid pair (seed 001).
    pub points_match: bool,
    /// Three Dozen: an empty boneyard is refilled with the discards.
    pub reshuffle: bool,
    /// How many times, before the hand is drawn (`None`: as often as needed).
    pub reshuffle_limit: Option<u32>,
    /// Jjak: the discarder pays for everyone; Three Dozen: only his own stake.
    pub discarder_pays_all: bool,
    /// Jjak lays every pair at once (no choice arises); Three Dozen leaves it to the player.
    pub auto_lay: bool,
}

impl PairRules {
    pub fn new(game: GameId, options: &Options) -> Result<PairRules, SetupError> {
        let on = |name| options.switch(game, name);
        let rounds = || options.whole(game, "rounds");
        match game {
            GameId::JjakMatChuGi => Ok(PairRules {
                game,
                pairs: PairKind::Jjak(JjakPairs(match options.value(game, "military")? {
                    "culin-alternate" => Military::CulinAlternate,
                    _ => Military::Standard,
                })),
                final_six_six: on("final-six-six")?,
                draw_from_end: on("draw-from-end")?,
                polovinkin: on("polovinkin")?,
                no_win_on_discard: on("no-win-on-discard")?,
                identical_pair_doubling: on("identical-pair-doubling")?,
                take_any_discard: on("take-any-discard")?,
                // RULES.md: stakes for a single hand (seed 000), points for a match (001)
                points_match: match options.value(game, "payments")? {
                    "points-match" => true,
                    "stakes" => false,
                    _ => rounds()? > 1,
                },
                reshuffle: false,
                reshuffle_limit: None,
                discarder_pays_all: true,
                auto_lay: true,
            }),
            GameId::ThreeDozen => Ok(PairRules {
                game,
                pairs: PairKind::ThreeDozen(ThreeDozenPairs {
                    n: match options.value(game, "set")? {
                        "double-nine" => 9,
                        "double-twelve" => 12,
                        _ => 6,
                    },
                }),
                final_six_six: false,
                draw_from_end: false,
                polovinkin: false,
                no_win_on_discard: false,
                identical_pair_doubling: false,
                take_any_discard: false,
                points_match: false,
                reshuffle: true,
                // seed 002 sets no limit: "none" unless an option sets one
                reshuffle_limit: options.number(game, "reshuffle-limit")?,
                discarder_pays_all: false,
                auto_lay: false,
            }),
            _ => Err(SetupError::WrongEngine(game)),
        }
    }

    /// Player limits: 2-4 for Jjak; Three Dozen 2-5 with double-six, more with larger sets.
    pub fn players(&self) -> (u8, u8) {
        match self.pairs {
            PairKind::Jjak(_) => (2, 4),
            PairKind::ThreeDozen(t) => match t.n {
                6 => (2, 5),
                9 => (2, 8),
                _ => (2, 12),
            },
        }
    }

    pub fn tile_set(&self) -> Vec<Domino> {
        match self.pairs {
            PairKind::Jjak(_) => chinese_set(),
            PairKind::ThreeDozen(t) => western_set(t.n),
        }
    }

    fn is_pair(&self, a: Domino, b: Domino) -> bool {
        self.pairs.is_pair(a, b)
    }

    /// Seed 000's final-pair rule: "if there are two or three players, a player cannot use
    /// the 6-6 tiles to form their third and final pair". Whether `last`, the tile that
    /// completes a hand of three pairs, is barred from winning with `players` at the table.
    /// A hand dealt complete has no last tile: its pairs are laid in any order, the 6-6
    /// first, so it wins (settled in RULES.md's spirit, documented on the rules page).
    pub fn bars_final(&self, players: u8, last: Domino) -> bool {
        self.final_six_six_rule() && players < 4 && last == SIX_SIX
    }

    /// Whether the final 6-6 rule is played (Jjak-mat-chu-gi, option `final-six-six`).
    pub fn final_six_six_rule(&self) -> bool {
        self.final_six_six && matches!(self.pairs, PairKind::Jjak(_))
    }
}

/// What a player may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PairAction {
    /// Take the previous player's discard, laying it with `with` from hand
    /// (`None` only under `take-any-discard`, when it joins the hand unpaired).
    TakeDiscard {
        with: Option<Domino>,
    },
    /// Draw face-down tile `index` of the reserve row (boneyard).
    Draw {
        index: u16,
    },
    /// Lay down a pair held in hand (Three Dozen; Jjak lays pairs by itself).
    LayPair {
        a: Domino,
        b: Domino,
    },
    Discard {
        tile: Domino,
    },
    /// `polovinkin`: take the latest discard out of turn, laying it with `with`.
    Claim {
        with: Domino,
    },
    /// `polovinkin`: let the latest discard go.
    Pass,
}

/// Something that happened, for the table and the move log.
/// `tiles`/`tile` of a deal or a draw are hidden from other seats (see [`PairEvent::seen_by`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PairEvent {
    /// One round of drawing lots for the first player (ties draw again).
    LotDrawn {
        draws: Vec<(Seat, Domino)>,
    },
    FirstPlayer {
        seat: Seat,
        reason: String,
    },
    Dealt {
        seat: Seat,
        count: u8,
        tiles: Vec<Domino>,
    },
    Drew {
        seat: Seat,
        index: u16,
        tile: Option<Domino>,
    },
    TookDiscard {
        seat: Seat,
        tile: Domino,
        from: Seat,
    },
    LaidPair {
        seat: Seat,
        a: Domino,
        b: Domino,
    },
    Discarded {
        seat: Seat,
        tile: Domino,
    },
    Passed {
        seat: Seat,
    },
    Reshuffled {
        count: u32,
        tiles: u16,
    },
    RoundOver {
        outcome: Outcome,
    },
}

impl PairEvent {
    /// The event as `viewer` may see it (`None`: a spectator who sees no hand).
    pub fn seen_by(&self, viewer: Option<Seat>) -> PairEvent {
        match self {
            PairEvent::Dealt { seat, count, .. } if viewer != Some(*seat) => PairEvent::Dealt {
                seat: *seat,
                count: *count,
                tiles: vec![],
            },
            PairEvent::Drew { seat, index, .. } if viewer != Some(*seat) => PairEvent::Drew {
                seat: *seat,
                index: *index,
                tile: None,
            },
            e => e.clone(),
        }
    }
}

/// Whose move it is and what kind of move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// `seat` takes the last discard or draws.
    Acquire {
        seat: Seat,
    },
    /// `seat` may lay pairs, then discards.
    Discard {
        seat: Seat,
    },
    /// `polovinkin`: every other seat answers, claim or pass, in any order.
    /// (The claims made so far stay hidden in the game until the window closes.)
    ClaimWindow {
        discarder: Seat,
        pending: Vec<Seat>,
    },
    Over,
}

/// A round of Jjak-mat-chu-gi or Three Dozen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairGame {
    rules: PairRules,
    players: u8,
    seed: u64,
    first: Seat,
    hands: Vec<Vec<Domino>>,
    melds: Vec<Vec<(Domino, Domino)>>,
    reserve: Vec<Domino>,
    /// Face-up discards in the order thrown, each with the seat that threw it.
    discards: Vec<(Domino, Seat)>,
    /// The discard that may still be taken, and who threw it.
    latest: Option<(Domino, Seat)>,
    /// `polovinkin`: claims made in the open window, with the tile each would lay.
    claims: Vec<(Seat, Domino)>,
    phase: Phase,
    turns: u32,
    reshuffles: u32,
    /// Reshuffles in a row with no hand changed (see [`STILL_RESHUFFLES`]), and whether a
    /// hand has changed since the last one.
    #[serde(default)]
    still: u32,
    #[serde(default)]
    changed: bool,
    /// The tile the player on turn drew (thrown back, it leaves the hand as it was).
    #[serde(default)]
    drawn: Option<Domino>,
    outcome: Option<Outcome>,
    setup_events: Vec<PairEvent>,
    log: Vec<(Seat, PairAction)>,
    /// The seats (a bit each) whose concealed tiles hold no pair, as [`PairGame::lay_all`]
    /// left them: a tile acquired since can only pair with one of them, so the next
    /// `lay_all` looks at that tile alone (the common case, a tile that pairs with nothing,
    /// then costs a few comparisons). 0 where it is not known: a deal, an imagined deal.
    #[serde(default)]
    loose: u32,
    /// How many of each face lie face up (in laid pairs and among the discards), by code,
    /// up to the set's highest: kept as tiles move, so a player need not count them at
    /// every turn (a simulation's bots spent a twentieth of a game doing so).
    #[serde(default)]
    face_up: Vec<u8>,
}

/// What one seat can see, borrowed from the game (nothing is copied for a bot's turn).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PairView<'a> {
    pub seat: Seat,
    pub players: u8,
    pub first: Seat,
    /// This seat's concealed tiles, sorted.
    pub hand: &'a [Domino],
    /// Every seat's laid pairs.
    pub melds: &'a [Vec<(Domino, Domino)>],
    /// How many concealed tiles each seat holds.
    pub hand_sizes: HandSizes,
    pub reserve: usize,
    /// The discards in the order thrown, each with the seat that threw it.
    pub discards: &'a [(Domino, Seat)],
    /// How many of each face lie face up (laid pairs and discards), by code; a code past
    /// the end has none.
    pub face_up: &'a [u8],
    pub latest: Option<(Domino, Seat)>,
    pub phase: &'a Phase,
    pub turns: u32,
    pub reshuffles: u32,
    pub outcome: Option<&'a Outcome>,
}

impl PairGame {
    /// Laid pairs of each seat.
    pub fn melds(&self) -> &[Vec<(Domino, Domino)>] {
        &self.melds
    }

    /// Deals the round again from `(rules, players, seed, first)` and replays `log`.
    pub fn replay(
        rules: PairRules,
        players: u8,
        seed: u64,
        first: Option<Seat>,
        log: &[(Seat, PairAction)],
    ) -> Result<PairGame, ReplayError> {
        let mut g = PairGame::new(rules, players, seed, first).map_err(ReplayError::Setup)?;
        for (i, &(seat, action)) in log.iter().enumerate() {
            g.apply(seat, action, &mut super::core::NoEvents)
                .map_err(|error| ReplayError::Action { index: i, error })?;
        }
        Ok(g)
    }

    /// This round with its reserve shuffled afresh and its later reshuffles unknown: every
    /// hand as it is, and what no seat can see dealt again. For the lab's all-seeing
    /// player, the ceiling of a search that knew the other hands.
    pub fn reserve_shuffled(&self, r: &mut impl Rng) -> PairGame {
        let mut g = self.clone();
        g.reserve.shuffle(r);
        g.seed = r.random();
        g
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn first(&self) -> Seat {
        self.first
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    /// The draw for first player and the deal, as `viewer` may see them.
    pub fn setup_events(&self, viewer: Option<Seat>) -> Vec<PairEvent> {
        self.setup_events
            .iter()
            .map(|e| e.seen_by(viewer))
            .collect()
    }

    fn prev(&self, seat: Seat) -> Seat {
        (seat + self.players - 1) % self.players
    }

    fn next(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players
    }

    /// Distinct tiles of `seat`'s hand that pair with `t` (hands are sorted, so twins are adjacent).
    fn mates_in_hand(&self, seat: Seat, t: Domino) -> Mates {
        let hand = &self.hands[seat as usize];
        let mut mates = Mates::default();
        match self.rules.pairs {
            // a Jjak face has one partner, looked up instead of tried against every tile
            PairKind::Jjak(j) => {
                if let Some(p) = j.partner(t).filter(|p| hand.contains(p)) {
                    mates.push(p);
                }
            }
            PairKind::ThreeDozen(_) => {
                for (i, &c) in hand.iter().enumerate() {
                    if (i == 0 || hand[i - 1] != c) && self.rules.is_pair(t, c) {
                        mates.push(c);
                    }
                }
            }
        }
        mates
    }

    /// Whether `seat`'s tiles complete three pairs (laid pairs stay as they are).
    /// `acquired`: the tile that just came in and whether it came from a discard.
    fn complete(&self, seat: Seat, acquired: Option<(Domino, bool)>) -> bool {
        let hand = &self.hands[seat as usize];
        if self.melds[seat as usize].len() * 2 + hand.len() != 6 {
            return false;
        }
        if let Some((tile, from_discard)) = acquired {
            // seed 000: some play that the third pair cannot be made with a discard
            if from_discard && self.rules.no_win_on_discard {
                return false;
            }
            // seed 000: with 2 or 3 players the 6-6 pair may not be the final pair
            if self.rules.bars_final(self.players, tile) {
                return false;
            }
        }
        // a hand that held no pair before its newest tile (`loose`) holds one pair at most
        if self.loose & (1 << seat) != 0 && hand.len() >= 4 {
            return false;
        }
        can_pair_up(hand, |a, b| self.rules.is_pair(a, b))
    }

    /// Whether `seat` may take `t` laying it with `with`. A claim that would complete the
    /// hand must be a win the rules allow (`no-win-on-discard`, the final 6-6): taking a
    /// discard only to hold three pairs that do not win is refused.
    fn claim_allowed(&self, seat: Seat, t: Domino, with: Domino) -> bool {
        let hand = &self.hands[seat as usize];
        let mut rest = [Domino::new(0, 0); 6];
        let mut n = 0;
        let mut skipped = false;
        for &x in hand {
            if x == with && !skipped {
                skipped = true;
            } else if n < rest.len() {
                rest[n] = x;
                n += 1;
            }
        }
        let completes = can_pair_up(&rest[..n], |a, b| self.rules.is_pair(a, b));
        !completes || !(self.rules.no_win_on_discard || self.rules.bars_final(self.players, t))
    }

    /// `take-any-discard`: whether `seat` may take `t` without laying a pair. Not once the
    /// reserve is empty (the round is then drawn, as without the option, unless the discard
    /// pairs), and not when `t` would complete the hand in a way the rules forbid
    /// (`no-win-on-discard`, the final 6-6): no forbidden pair comes in by the back door.
    fn unpaired_take_allowed(&self, seat: Seat, t: Domino) -> bool {
        self.rules.take_any_discard
            && !self.reserve.is_empty()
            && self
                .mates_in_hand(seat, t)
                .iter()
                .all(|&with| self.claim_allowed(seat, t, with))
    }

    fn why_not_take(&self, seat: Seat, with: Option<Domino>) -> RuleError {
        let hand = &self.hands[seat as usize];
        match (self.latest, with) {
            (None, _) => RuleError::NotNow(t!(eng_pairs_no_discard).into()),
            (Some((_, from)), _) if from != self.prev(seat) && !self.rules.polovinkin => {
                RuleError::Forbidden(t!(eng_pairs_only_previous).into())
            }
            (Some(_), Some(w)) if !hand.contains(&w) => RuleError::NotInHand {
                tile: w.to_string(),
            },
            (Some((t, _)), Some(w)) if !self.rules.is_pair(t, w) => RuleError::NotAPair {
                a: t.to_string(),
                b: w.to_string(),
            },
            (Some((t, _)), Some(_)) if self.rules.no_win_on_discard => {
                RuleError::Forbidden(t!(eng_pairs_no_win_on_discard, tile = t))
            }
            (Some((t, _)), Some(_)) if self.rules.bars_final(self.players, t) => {
                RuleError::Forbidden(t!(eng_pairs_final_six_six).into())
            }
            (Some(_), None) if !self.rules.take_any_discard => {
                RuleError::Forbidden(t!(eng_pairs_take_to_pair).into())
            }
            // take-any-discard: an unpaired take needs a tile left to draw later, and may
            // not make a pair the rules forbid
            (Some(_), None) if self.reserve.is_empty() => {
                RuleError::Forbidden(t!(eng_pairs_reserve_empty).into())
            }
            (Some((t, _)), None) => RuleError::Forbidden(t!(eng_pairs_forbidden_pair, tile = t)),
            _ => RuleError::NotNow(t!(eng_pairs_cannot_take).into()),
        }
    }
}

/// The round as every game's round is seen (bots, the lab, the app, the playout tests).
impl Round for PairGame {
    type Action = PairAction;
    type Event = PairEvent;
    type Rules = PairRules;
    type View<'a> = PairView<'a>;
    type Tile = Domino;

    fn rules(&self) -> &PairRules {
        &self.rules
    }
    fn players(&self) -> u8 {
        self.players
    }
    /// The seats that must act now (several during a claim window).
    fn to_act(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Acquire { seat } | Phase::Discard { seat } => vec![*seat],
            Phase::ClaimWindow { pending, .. } => pending.clone(),
            Phase::Over => vec![],
        }
    }
    fn next_to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Acquire { seat } | Phase::Discard { seat } => Some(*seat),
            Phase::ClaimWindow { pending, .. } => pending.first().copied(),
            Phase::Over => None,
        }
    }
    /// Every action `seat` may take now.
    fn legal_actions(&self, seat: Seat) -> Vec<PairAction> {
        let mut out = Vec::with_capacity(self.reserve.len() + 8);
        self.legal_actions_into(seat, &mut out);
        out
    }
    /// The order is part of the contract (a save names a move by its place, and the
    /// simple bot stops at the first draw): the takes, then the draws, which end the list;
    /// the laid pairs, then the discards; the claims, then the pass.
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<PairAction>) {
        out.clear();
        if self.outcome.is_some() || seat >= self.players {
            return;
        }
        match &self.phase {
            Phase::Acquire { seat: s } if *s == seat => {
                if let Some((t, from)) = self.latest {
                    if from == self.prev(seat) {
                        if !self.rules.polovinkin {
                            for &with in self.mates_in_hand(seat, t).iter() {
                                if self.claim_allowed(seat, t, with) {
                                    out.push(PairAction::TakeDiscard { with: Some(with) });
                                }
                            }
                        }
                        if self.unpaired_take_allowed(seat, t) {
                            out.push(PairAction::TakeDiscard { with: None });
                        }
                    }
                }
                if self.rules.draw_from_end {
                    if !self.reserve.is_empty() {
                        out.push(PairAction::Draw {
                            index: (self.reserve.len() - 1) as u16,
                        });
                    }
                } else {
                    out.extend(
                        (0..self.reserve.len()).map(|i| PairAction::Draw { index: i as u16 }),
                    );
                }
            }
            Phase::Discard { seat: s } if *s == seat => {
                let hand = &self.hands[seat as usize];
                if !self.rules.auto_lay {
                    for (i, &a) in hand.iter().enumerate() {
                        for &b in &hand[i + 1..] {
                            let act = PairAction::LayPair {
                                a: a.min(b),
                                b: a.max(b),
                            };
                            if self.rules.is_pair(a, b) && !out.contains(&act) {
                                out.push(act);
                            }
                        }
                    }
                }
                // hands are sorted: skip a twin of the tile before
                out.reserve(hand.len());
                let mut before = None;
                for &tile in hand {
                    if before != Some(tile) {
                        out.push(PairAction::Discard { tile });
                        before = Some(tile);
                    }
                }
            }
            Phase::ClaimWindow { pending, .. } if pending.contains(&seat) => {
                if let Some((t, _)) = self.latest {
                    for &with in self.mates_in_hand(seat, t).iter() {
                        if self.claim_allowed(seat, t, with) {
                            out.push(PairAction::Claim { with });
                        }
                    }
                }
                out.push(PairAction::Pass);
            }
            _ => {}
        }
    }
    /// Whether `seat` may take `action` now: the same answer as `legal_actions(seat).contains(..)`
    /// (the random-playout tests check this), without building the list.
    fn is_legal(&self, seat: Seat, action: PairAction) -> bool {
        if self.outcome.is_some() || seat >= self.players {
            return false;
        }
        let hand = &self.hands[seat as usize];
        match (&self.phase, normalize(action)) {
            (Phase::Acquire { seat: s }, PairAction::TakeDiscard { with }) if *s == seat => {
                let Some((t, from)) = self.latest else {
                    return false;
                };
                from == self.prev(seat)
                    && match with {
                        Some(w) => {
                            !self.rules.polovinkin
                                && hand.contains(&w)
                                && self.rules.is_pair(t, w)
                                && self.claim_allowed(seat, t, w)
                        }
                        None => self.unpaired_take_allowed(seat, t),
                    }
            }
            (Phase::Acquire { seat: s }, PairAction::Draw { index }) if *s == seat => {
                let i = index as usize;
                if self.rules.draw_from_end {
                    i + 1 == self.reserve.len()
                } else {
                    i < self.reserve.len()
                }
            }
            (Phase::Discard { seat: s }, PairAction::LayPair { a, b }) if *s == seat => {
                let held = if a == b {
                    hand.iter().filter(|&&t| t == a).count() >= 2
                } else {
                    hand.contains(&a) && hand.contains(&b)
                };
                !self.rules.auto_lay && held && self.rules.is_pair(a, b)
            }
            (Phase::Discard { seat: s }, PairAction::Discard { tile }) if *s == seat => {
                hand.contains(&tile)
            }
            (Phase::ClaimWindow { pending, .. }, PairAction::Claim { with })
                if pending.contains(&seat) =>
            {
                match self.latest {
                    Some((t, _)) => {
                        hand.contains(&with)
                            && self.rules.is_pair(t, with)
                            && self.claim_allowed(seat, t, with)
                    }
                    None => false,
                }
            }
            (Phase::ClaimWindow { pending, .. }, PairAction::Pass) => pending.contains(&seat),
            _ => false,
        }
    }
    fn why_illegal(&self, seat: Seat, action: PairAction) -> RuleError {
        if self.outcome.is_some() {
            return RuleError::RoundOver;
        }
        if seat >= self.players {
            return RuleError::NoSuchSeat(seat);
        }
        if !self.to_act().contains(&seat) {
            return RuleError::NotYourTurn { seat };
        }
        let hand = &self.hands[seat as usize];
        let missing = |t: Domino| RuleError::NotInHand {
            tile: t.to_string(),
        };
        match (action, &self.phase) {
            (PairAction::Discard { tile }, Phase::Discard { .. }) if !hand.contains(&tile) => {
                missing(tile)
            }
            (PairAction::LayPair { a, b }, Phase::Discard { .. }) => {
                if !hand.contains(&a) {
                    missing(a)
                } else if !hand.contains(&b)
                    || (a == b && hand.iter().filter(|&&t| t == a).count() < 2)
                {
                    missing(b)
                } else if self.rules.auto_lay {
                    RuleError::NotNow(t!(eng_pairs_laid_for_you).into())
                } else {
                    RuleError::NotAPair {
                        a: a.to_string(),
                        b: b.to_string(),
                    }
                }
            }
            (PairAction::Draw { index }, Phase::Acquire { .. }) => {
                if self.rules.draw_from_end && (index as usize) + 1 != self.reserve.len() {
                    RuleError::Forbidden(t!(eng_pairs_draw_end).into())
                } else {
                    RuleError::NoSuchReserveTile {
                        index: index as usize,
                        len: self.reserve.len(),
                    }
                }
            }
            (PairAction::TakeDiscard { with }, Phase::Acquire { .. }) => {
                self.why_not_take(seat, with)
            }
            (PairAction::Claim { with }, Phase::ClaimWindow { .. }) => {
                self.why_not_take(seat, Some(with))
            }
            (PairAction::Claim { .. } | PairAction::Pass, _) => {
                RuleError::NotNow(t!(eng_pairs_claims_only).into())
            }
            (_, Phase::Acquire { .. }) => RuleError::NotNow(t!(eng_pairs_acquire_first).into()),
            (_, Phase::Discard { .. }) => RuleError::NotNow(t!(eng_pairs_have_tile).into()),
            _ => RuleError::NotNow(t!(eng_not_possible).into()),
        }
    }
    fn normalize(action: PairAction) -> PairAction {
        normalize(action)
    }
    fn do_apply(&mut self, seat: Seat, action: PairAction, events: &mut impl Events<PairEvent>) {
        self.log.push((seat, action));
        match action {
            PairAction::TakeDiscard { with } => {
                self.changed = true;
                let (t, from) = self.take_discard(seat, events);
                if let Some(with) = with {
                    self.lay(seat, t, with, events);
                }
                self.after_acquire(seat, t, Some(from), events);
            }
            PairAction::Draw { index } => {
                let t = self.reserve.remove(index as usize);
                self.turns += 1;
                // once a player draws, the discard can no longer be taken
                self.latest = None;
                events.emit(|| PairEvent::Drew {
                    seat,
                    index,
                    tile: Some(t),
                });
                insert_sorted(&mut self.hands[seat as usize], t);
                self.drawn = Some(t);
                self.after_acquire(seat, t, None, events);
            }
            PairAction::LayPair { a, b } => {
                self.changed = true;
                self.lay(seat, a, b, events)
            }
            PairAction::Discard { tile } => {
                // a tile kept (another thrown) changes the hand
                self.changed |= self.drawn.take() != Some(tile);
                remove_one(&mut self.hands[seat as usize], tile);
                self.discards.push((tile, seat));
                self.turn(tile, true);
                self.latest = Some((tile, seat));
                events.emit(|| PairEvent::Discarded { seat, tile });
                self.after_discard(seat, events);
            }
            PairAction::Claim { with } => {
                self.changed = true;
                if let Phase::ClaimWindow { pending, .. } = &mut self.phase {
                    pending.retain(|&s| s != seat);
                    self.claims.push((seat, with));
                }
                self.resolve_window(events);
            }
            PairAction::Pass => {
                if let Phase::ClaimWindow { pending, .. } = &mut self.phase {
                    pending.retain(|&s| s != seat);
                }
                events.emit(|| PairEvent::Passed { seat });
                self.resolve_window(events);
            }
        }
    }
    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    fn turns(&self) -> u32 {
        self.turns
    }
    fn view(&self, seat: Seat) -> PairView<'_> {
        PairView {
            seat,
            players: self.players,
            first: self.first,
            hand: self
                .hands
                .get(seat as usize)
                .map(Vec::as_slice)
                .unwrap_or_default(),
            melds: &self.melds,
            hand_sizes: HandSizes::of(&self.hands),
            reserve: self.reserve.len(),
            discards: &self.discards,
            face_up: &self.face_up,
            latest: self.latest,
            phase: &self.phase,
            turns: self.turns,
            reshuffles: self.reshuffles,
            outcome: self.outcome.as_ref(),
        }
    }
    /// Every tile where it lies: hands, laid pairs, reserve, discards (for conservation checks).
    fn all_tiles(&self) -> Vec<Domino> {
        let mut all: Vec<Domino> = self.hands.iter().flatten().copied().collect();
        all.extend(self.melds.iter().flatten().flat_map(|&(a, b)| [a, b]));
        all.extend(&self.reserve);
        all.extend(self.discards.iter().map(|&(d, _)| d));
        all
    }
    fn hidden_tiles(&self, seat: Seat) -> Vec<Domino> {
        self.hands.get(seat as usize).cloned().unwrap_or_default()
    }
    fn tiles_in_view(v: &PairView<'_>) -> Vec<Domino> {
        let mut t = v.hand.to_vec();
        t.extend(v.melds.iter().flatten().flat_map(|&(a, b)| [a, b]));
        t.extend(v.discards.iter().map(|&(d, _)| d));
        // the latest discard is named twice: on the pile and as the one that may be taken
        t.extend(v.latest.map(|(d, _)| d));
        t
    }
    fn log(&self) -> &[(Seat, PairAction)] {
        &self.log
    }
    fn same_choice(a: &PairAction, b: &PairAction) -> bool {
        a == b || matches!((a, b), (PairAction::Draw { .. }, PairAction::Draw { .. }))
    }
    fn describe(a: &PairAction) -> String {
        match a {
            PairAction::TakeDiscard { with: Some(w) } => {
                format!("take the discard to pair with {w}")
            }
            PairAction::TakeDiscard { with: None } => "take the discard".into(),
            PairAction::Draw { .. } => "draw a face-down tile".into(),
            PairAction::LayPair { a, b } => format!("lay down {a} and {b}"),
            PairAction::Discard { tile } => format!("throw {tile}"),
            PairAction::Claim { with } => format!("claim the discard to pair with {with}"),
            PairAction::Pass => "let the discard go".into(),
        }
    }
    /// The action in the player's words ([`Round::describe`] stays the record's English).
    fn phrase(a: &PairAction) -> Text {
        let tile = |t: &Domino| t.to_string();
        match a {
            PairAction::TakeDiscard { with: Some(w) } => said!(eng_pairs_take_with, tile = tile(w)),
            PairAction::TakeDiscard { with: None } => said!(eng_pairs_take),
            PairAction::Draw { .. } => said!(eng_pairs_draw),
            PairAction::LayPair { a, b } => said!(eng_pairs_lay, a = tile(a), b = tile(b)),
            PairAction::Discard { tile: t } => said!(eng_throw, tile = tile(t)),
            PairAction::Claim { with } => said!(eng_pairs_claim, tile = tile(with)),
            PairAction::Pass => said!(eng_pairs_pass),
        }
    }
    /// A whole round consistent with `view`: the tiles this seat cannot see are dealt at
    /// random to the other hands and the reserve. For search under hidden information
    /// (claims still hidden in an open window are unknown, so none are assumed).
    fn sample(rules: &PairRules, view: &PairView<'_>, r: &mut impl Rng) -> PairGame {
        let seen = view
            .hand
            .iter()
            .copied()
            .chain(view.melds.iter().flatten().flat_map(|&(a, b)| [a, b]))
            .chain(view.discards.iter().map(|&(d, _)| d));
        let mut pool = super::core::unseen_shuffled(rules.tile_set(), seen, r);
        let hands =
            super::core::imagined_hands(view.seat, view.hand, &view.hand_sizes, &[], &mut pool);
        let mut take = |n: usize| pool.split_off(pool.len().saturating_sub(n));
        let reserve = take(view.reserve);
        PairGame {
            rules: rules.clone(),
            players: view.players,
            seed: 0,
            first: view.first,
            hands,
            melds: view.melds.to_vec(),
            reserve,
            discards: view.discards.to_vec(),
            latest: view.latest,
            claims: Vec::new(),
            phase: view.phase.clone(),
            turns: view.turns,
            reshuffles: view.reshuffles,
            still: 0,
            changed: false,
            drawn: None,
            outcome: None,
            setup_events: Vec::new(),
            log: Vec::new(),
            loose: 0,
            face_up: view.face_up.to_vec(),
        }
    }
}

/// A replay that failed: the setup or action `index` of the log.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("{}", t!(eng_replay_setup, error = .0))]
    Setup(SetupError),
    #[error("{}", t!(eng_replay_action, index = .index, error = .error))]
    Action { index: usize, error: RuleError },
}

/// A pair is the same pair either way round: keep the lower tile first.
fn normalize(action: PairAction) -> PairAction {
    match action {
        PairAction::LayPair { a, b } if a > b => PairAction::LayPair { a: b, b: a },
        other => other,
    }
}

/// The faces of a hand that pair with a tile, each once: at most ten (the faces of a
/// double-eighteen set with one pip total), so sixteen places are room enough.
struct Mates {
    faces: [Domino; 16],
    len: usize,
}

impl Default for Mates {
    fn default() -> Mates {
        Mates {
            faces: [Domino::new(0, 0); 16],
            len: 0,
        }
    }
}

impl Mates {
    fn push(&mut self, t: Domino) {
        if let Some(slot) = self.faces.get_mut(self.len) {
            *slot = t;
            self.len += 1;
        }
    }
    fn iter(&self) -> std::slice::Iter<'_, Domino> {
        self.faces[..self.len].iter()
    }
}

/// Counts of face-up tiles for a set of these `tiles`: none yet, with room for each.
fn no_face_up<'a>(tiles: impl Iterator<Item = &'a Domino>) -> Vec<u8> {
    vec![0; tiles.map(|t| t.code() + 1).max().unwrap_or(0)]
}

/// Draws lots for the first player: koan-a (5-2) starts, else the most spots; ties draw again.
fn draw_lots(
    set: &[Domino],
    players: u8,
    r: &mut impl Rng,
    events: &mut impl Events<PairEvent>,
) -> Seat {
    let mut contenders: Vec<Seat> = (0..players).collect();
    loop {
        let mut tiles = set.to_vec();
        tiles.shuffle(r);
        let draws: Vec<(Seat, Domino)> = contenders.iter().copied().zip(tiles).collect();
        events.emit(|| PairEvent::LotDrawn {
            draws: draws.clone(),
        });
        if let Some(&(seat, _)) = draws.iter().find(|(_, t)| *t == KOAN_A) {
            events.emit(|| PairEvent::FirstPlayer {
                seat,
                reason: t!(eng_first_koan_a).into(),
            });
            return seat;
        }
        let best = draws.iter().map(|(_, t)| t.pips()).max().unwrap_or(0);
        contenders = draws
            .iter()
            .filter(|(_, t)| t.pips() == best)
            .map(|(s, _)| *s)
            .collect();
        if contenders.len() == 1 {
            let seat = contenders[0];
            events.emit(|| PairEvent::FirstPlayer {
                seat,
                reason: t!(eng_first_most_spots, pips = best),
            });
            return seat;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::NoEvents;
    use rand::SeedableRng;

    /// RULES.md (Three Dozen): "with no limit, a hand that can no longer change (no tile
    /// left to reshuffle) is drawn". The only discard is the latest, which stays face up,
    /// so an empty boneyard cannot be refilled.
    #[test]
    fn three_dozen_with_nothing_left_to_reshuffle_the_hand_is_drawn() {
        let rules = PairRules::new(GameId::ThreeDozen, &Options::default()).unwrap();
        assert_eq!(rules.reshuffle_limit, None, "seed 002 sets no limit");
        let mut g = PairGame::deal(rules, 5, 3, None, &mut NoEvents).unwrap();
        let seat = g.first();
        let thrown = g.hands[seat as usize][0];
        g.apply(seat, PairAction::Discard { tile: thrown }, &mut NoEvents)
            .unwrap();
        assert_eq!(g.discards.len(), 1);
        // the boneyard used up (its tiles set aside for the test), the latest discard kept
        let boneyard = std::mem::take(&mut g.reserve);
        assert!(!boneyard.is_empty());
        let next = g.next(seat);
        g.enter_acquire(next, &mut NoEvents);
        let o = g.outcome().expect("drawn");
        assert_eq!(o.winner, None);
        assert_eq!(g.reshuffles, 0, "nothing was reshuffled");
    }

    /// The all-seeing player's round: every hand and the table as they are, the reserve
    /// the same tiles in another order.
    #[test]
    fn a_reserve_shuffled_keeps_the_hands_and_the_tiles() {
        let rules = PairRules::new(GameId::JjakMatChuGi, &Options::default()).unwrap();
        let g = PairGame::deal(rules, 3, 11, None, &mut NoEvents).unwrap();
        let mut r = rand::rngs::StdRng::seed_from_u64(5);
        let known = g.reserve_shuffled(&mut r);
        assert_eq!(known.hands, g.hands);
        assert_eq!(known.discards, g.discards);
        let sorted = |v: &[Domino]| {
            let mut v = v.to_vec();
            v.sort();
            v
        };
        assert_eq!(sorted(&known.reserve), sorted(&g.reserve));
        assert_ne!(known.reserve, g.reserve, "another order");
        assert_ne!(known.seed, g.seed, "later reshuffles unknown");
    }

    /// Whether `seat`'s concealed tiles hold a pair (the whole hand searched).
    fn holds_a_pair(g: &PairGame, seat: usize) -> bool {
        let hand = &g.hands[seat];
        (0..hand.len()).any(|i| hand[i + 1..].iter().any(|&b| g.rules.is_pair(hand[i], b)))
    }

    /// `loose` only spares work: each move, played again by a copy that has forgotten it
    /// (so `lay_all` searches the whole hand and `complete` tries every way to pair it up),
    /// gives the same game, and a hand it marks holds no pair.
    #[test]
    fn a_new_tile_is_looked_at_alone_and_the_same_pairs_are_laid() {
        let game = GameId::JjakMatChuGi;
        let option_sets: [&[&str]; 7] = [
            &[],
            &["polovinkin=on"],
            &["take-any-discard=on"],
            &["military=culin-alternate"],
            &["final-six-six=off"],
            &["no-win-on-discard=on"],
            &["draw-from-end=on"],
        ];
        let mut r = rand::rngs::StdRng::seed_from_u64(20);
        let (mut moves, mut marked) = (0, 0);
        for opts in option_sets {
            let options = Options::parse(game, opts.iter().copied()).unwrap();
            let rules = PairRules::new(game, &options).unwrap();
            for seed in 0..300u64 {
                let players = 2 + (seed % 3) as u8;
                let mut g = PairGame::new(rules.clone(), players, seed, None).unwrap();
                let mut legal = Vec::new();
                while let Some(seat) = g.next_to_act() {
                    g.legal_actions_into(seat, &mut legal);
                    let action = legal[r.random_range(0..legal.len())];
                    let mut forgot = g.clone();
                    forgot.loose = 0;
                    g.apply(seat, action, &mut NoEvents).unwrap();
                    forgot.apply(seat, action, &mut NoEvents).unwrap();
                    forgot.loose = g.loose;
                    assert_eq!(g, forgot, "{opts:?}, seed {seed}, {action:?} by {seat}");
                    for s in 0..players as usize {
                        if g.loose & (1 << s) != 0 {
                            marked += 1;
                            assert!(!holds_a_pair(&g, s), "{opts:?}, seed {seed}, seat {s}");
                        }
                    }
                    moves += 1;
                }
            }
        }
        // (the check ran: most hands are marked most of the time)
        assert!(
            moves > 10_000 && marked > moves,
            "{moves} moves, {marked} marked hands"
        );
    }
}
