//! K'ap Tái Shap and K'ap Shap (seed 003): a wall of Chinese dominoes, four dice, and a
//! hand of one ngán (identical pair) plus pairs worth ten or twenty.

use crate::short_sort::{same_items, ShortSort};
use jjak_words::t;
use std::collections::VecDeque;

use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

use super::core::{rng, Events, HandSizes, Outcome, RuleError, Seat, WinKind};
use super::games::GameId;
use super::options::Options;
use super::pairing::{kap_complete, KapPairRule};
use super::round::Round;
use super::setup::{check_players, SetupError};
use super::tiles::domino::chinese_set;
use super::tiles::Domino;
use crate::said;
use crate::text::{Arg, Text};

/// The rules of one K'ap game, resolved from its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KapRules {
    pub game: GameId,
    pub pairs: KapPairRule,
    /// `None`: the default for the player count (fewest sets with 32 s ≥ 10 n + 40).
    pub sets: Option<u8>,
    /// Only the latest discard may be picked up (option `pickup=last`).
    pub pickup_last_only: bool,
}

impl KapRules {
    pub fn new(game: GameId, options: &Options) -> Result<KapRules, SetupError> {
        if !matches!(game, GameId::KapTaiShap | GameId::KapShap) {
            return Err(SetupError::WrongEngine(game));
        }
        Ok(KapRules {
            game,
            pairs: match options.value(game, "pairs")? {
                "culin-table" => KapPairRule::CulinTable,
                _ => KapPairRule::AnyTenOrTwenty,
            },
            sets: if game == GameId::KapShap {
                Some(1)
            } else {
                options.number(game, "sets")?.map(|s| s as u8)
            },
            pickup_last_only: options.value(game, "pickup")? == "last",
        })
    }

    fn is_shap(&self) -> bool {
        self.game == GameId::KapShap
    }

    /// Tiles held between turns: 9 (K'ap Tái Shap) or 7 (K'ap Shap).
    pub fn hand_size(&self) -> usize {
        if self.is_shap() {
            7
        } else {
            9
        }
    }

    /// The fewest and the most players: K'ap Shap is for two, K'ap Tái Shap 2 to 20.
    pub fn players(&self) -> (u8, u8) {
        if self.is_shap() {
            (2, 2)
        } else {
            (2, 20)
        }
    }

    /// Sets of tiles a table of `players` plays with (the `sets` option, or the default).
    pub fn sets_for(&self, players: u8) -> u8 {
        self.sets.unwrap_or_else(|| default_sets(players))
    }

    fn stack_height(&self) -> usize {
        if self.is_shap() {
            4
        } else {
            5
        }
    }
}

/// RULES.md: the smallest `s` with `32 s ≥ 10 n + 40`; 20 players use 8 sets.
pub fn default_sets(players: u8) -> u8 {
    let need = 10 * players as u32 + 40;
    need.div_ceil(32) as u8
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KapAction {
    /// Pick up a face-up tile from the table (before drawing).
    PickUp {
        tile: Domino,
    },
    /// Draw from the wall (skipping the pick-up, or after it).
    DrawWall,
    Discard {
        tile: Domino,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KapEvent {
    /// The wall as built: the height of each stack from the dealing end; `moved` tiles went to the far end.
    WallBuilt {
        heights: Vec<u8>,
        moved: u8,
    },
    Dice {
        thrower: Seat,
        dice: Vec<u8>,
        first: Seat,
    },
    Dealt {
        seat: Seat,
        count: u8,
        tiles: Vec<Domino>,
    },
    PickedUp {
        seat: Seat,
        tile: Domino,
    },
    Drew {
        seat: Seat,
        tile: Option<Domino>,
    },
    Discarded {
        seat: Seat,
        tile: Domino,
    },
    RoundOver {
        outcome: Outcome,
    },
}

impl KapEvent {
    /// The event as `viewer` may see it.
    pub fn seen_by(&self, viewer: Option<Seat>) -> KapEvent {
        match self {
            KapEvent::Dealt { seat, count, .. } if viewer != Some(*seat) => KapEvent::Dealt {
                seat: *seat,
                count: *count,
                tiles: vec![],
            },
            KapEvent::Drew { seat, .. } if viewer != Some(*seat) => KapEvent::Drew {
                seat: *seat,
                tile: None,
            },
            e => e.clone(),
        }
    }
}

/// Why `seat` must discard now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiscardStep {
    /// The first player's extra tile.
    Opening,
    /// After picking up `picked` (which may not go straight back); the wall draw follows.
    AfterPickUp { picked: Domino },
    /// After the wall draw; the turn ends.
    AfterDraw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KapPhase {
    /// `seat` may pick up a face-up tile, or draw from the wall.
    PickUp {
        seat: Seat,
    },
    Discard {
        seat: Seat,
        step: DiscardStep,
    },
    Over,
}

/// A hand of K'ap Tái Shap or K'ap Shap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KapGame {
    rules: KapRules,
    players: u8,
    seed: u64,
    first: Seat,
    hands: Vec<Vec<Domino>>,
    /// The remaining wall, stack by stack from the draw end; each stack bottom first.
    wall: Vec<Vec<Domino>>,
    /// Face-up tiles on the table with who put them there, oldest first.
    table: Vec<(Domino, Seat)>,
    phase: KapPhase,
    turns: u32,
    outcome: Option<Outcome>,
    setup_events: Vec<KapEvent>,
    log: Vec<(Seat, KapAction)>,
    /// Antes each player left in the pot from drawn hands before this one.
    #[serde(default)]
    carried: u32,
    /// By seat, the tiles it picked up from the table and still holds as far as anyone
    /// can tell (throwing a tile of the same face takes one off): everyone saw them taken.
    #[serde(default)]
    shown: Vec<Vec<Domino>>,
}

/// What one seat can see, borrowed from the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KapView<'a> {
    pub seat: Seat,
    pub players: u8,
    pub first: Seat,
    /// This seat's tiles, sorted.
    pub hand: &'a [Domino],
    pub hand_sizes: HandSizes,
    /// Heights of the remaining wall stacks, from the draw end.
    pub wall: Vec<u8>,
    pub table: &'a [(Domino, Seat)],
    /// By seat, the tiles it picked up and has not thrown one of since (public).
    pub shown: &'a [Vec<Domino>],
    pub phase: KapPhase,
    pub turns: u32,
    pub outcome: Option<&'a Outcome>,
}

impl KapGame {
    /// Builds the wall, throws the dice (thrown by `thrower`) and deals.
    pub fn new(
        rules: KapRules,
        players: u8,
        seed: u64,
        thrower: Seat,
    ) -> Result<KapGame, SetupError> {
        check_players(rules.game, players, rules.players())?;
        let sets = rules.sets_for(players);
        let mut r = rng(seed);
        let mut tiles = sets_of_tiles(sets);
        tiles.shuffle(&mut r);
        let dice = [(); 4].map(|_| r.random_range(1..=6));
        KapGame::build(rules, players, seed, tiles, thrower, dice)
    }

    /// [`KapGame::new`] with the wall built from `tiles` in the order [`KapGame::from_wall`]
    /// takes them; the seed throws the dice.
    pub fn in_order(
        rules: KapRules,
        players: u8,
        seed: u64,
        thrower: Seat,
        tiles: Vec<Domino>,
    ) -> Result<KapGame, SetupError> {
        let mut r = rng(seed);
        let mut shuffled = sets_of_tiles(rules.sets_for(players));
        shuffled.shuffle(&mut r);
        // (the dice as the seed throws them after its shuffle)
        let dice = [(); 4].map(|_| r.random_range(1..=6));
        let mut g = KapGame::from_wall(rules, players, tiles, thrower, dice)?;
        g.seed = seed;
        Ok(g)
    }

    /// A hand from a known wall, for tests and worked examples: `tiles` in the order they
    /// are stacked (from the draw end, each stack bottom first, before the saw-tooth moves
    /// its tiles) and the four dice `thrower` threw. The tiles must be exactly the table's
    /// sets (`sets`, or the default for the number of players).
    pub fn from_wall(
        rules: KapRules,
        players: u8,
        tiles: Vec<Domino>,
        thrower: Seat,
        dice: [u8; 4],
    ) -> Result<KapGame, SetupError> {
        check_players(rules.game, players, rules.players())?;
        let sets = rules.sets_for(players);
        if !same_items(&tiles, &sets_of_tiles(sets)) {
            return Err(SetupError::BadWall { sets });
        }
        if dice.iter().any(|d| !(1..=6).contains(d)) {
            return Err(SetupError::BadDice(dice));
        }
        KapGame::build(rules, players, 0, tiles, thrower, dice)
    }

    fn build(
        rules: KapRules,
        players: u8,
        seed: u64,
        tiles: Vec<Domino>,
        thrower: Seat,
        dice: [u8; 4],
    ) -> Result<KapGame, SetupError> {
        if thrower >= players {
            return Err(SetupError::NoSuchSeat(thrower));
        }
        let sets = rules.sets_for(players);
        // the deal takes 2n stacks; keep at least a few tiles in the wall
        if tiles.len() < 10 * players as usize + 10 {
            return Err(SetupError::NotEnoughTiles {
                sets,
                players,
                needed: (10 * players as usize + 10).div_ceil(32) as u8,
            });
        }
        let (stacks, moved) = build_wall(&rules, tiles, players);
        let mut setup_events = vec![KapEvent::WallBuilt {
            heights: stacks.iter().map(|s| s.len() as u8).collect(),
            moved,
        }];
        let first = first_player(thrower, players, dice);
        setup_events.push(KapEvent::Dice {
            thrower,
            dice: dice.to_vec(),
            first,
        });
        let mut wall: VecDeque<Vec<Domino>> = stacks.into();
        let hands = deal(&rules, players, first, &mut wall, &mut setup_events);
        let mut game = KapGame {
            rules,
            players,
            seed,
            first,
            hands,
            wall: wall.into(),
            table: Vec::new(),
            phase: KapPhase::Discard {
                seat: first,
                step: DiscardStep::Opening,
            },
            turns: 0,
            outcome: None,
            setup_events: Vec::new(),
            log: Vec::new(),
            carried: 0,
            shown: vec![Vec::new(); players as usize],
        };
        if game.complete(first) {
            game.finish_win(first, WinKind::Dealt, &mut setup_events);
        }
        game.setup_events = setup_events;
        Ok(game)
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn first(&self) -> Seat {
        self.first
    }
    pub fn phase(&self) -> &KapPhase {
        &self.phase
    }
    pub fn setup_events(&self, viewer: Option<Seat>) -> Vec<KapEvent> {
        self.setup_events
            .iter()
            .map(|e| e.seen_by(viewer))
            .collect()
    }

    fn complete(&self, seat: Seat) -> bool {
        let hand = &self.hands[seat as usize];
        hand.len() == self.rules.hand_size() + 1 && kap_complete(hand, self.rules.pairs).is_some()
    }

    fn insert(&mut self, seat: Seat, tile: Domino) {
        let hand = &mut self.hands[seat as usize];
        let at = hand.partition_point(|&t| t < tile);
        hand.insert(at, tile);
    }

    /// Draws the bottom tile of the next stack; an empty wall ends the hand drawn.
    fn draw(&mut self, seat: Seat, events: &mut impl Events<KapEvent>) {
        while self.wall.first().is_some_and(Vec::is_empty) {
            self.wall.remove(0);
        }
        let Some(stack) = self.wall.first_mut() else {
            return self.finish_drawn(events);
        };
        let tile = stack.remove(0);
        if stack.is_empty() {
            self.wall.remove(0);
        }
        self.insert(seat, tile);
        events.emit(|| KapEvent::Drew {
            seat,
            tile: Some(tile),
        });
        if self.complete(seat) {
            self.finish_win(seat, WinKind::Draw, events);
        } else {
            self.phase = KapPhase::Discard {
                seat,
                step: DiscardStep::AfterDraw,
            };
        }
    }

    /// This hand's pot also holds `antes` from each player, left by drawn hands before it
    /// (RULES.md: "the antes stay for the next hand").
    pub fn carrying(mut self, antes: u32) -> KapGame {
        self.carried = antes;
        self
    }

    fn finish_win(&mut self, seat: Seat, how: WinKind, events: &mut impl Events<KapEvent>) {
        let n = self.players as i32;
        let stake = 1 + self.carried.min(1_000) as i32;
        let payments = (0..self.players)
            .map(|s| if s == seat { (n - 1) * stake } else { -stake })
            .collect();
        let what = match how {
            WinKind::Dealt => said!(eng_kap_how_dealt),
            WinKind::Draw => said!(eng_kap_how_wall),
            WinKind::Discard { from } => said!(eng_kap_how_face_up, from = Arg::Seat(from)),
        };
        let who = Arg::Seat(seat);
        let explanation = match self.carried {
            0 => said!(eng_kap_won, who = who, how = what),
            c => said!(
                eng_kap_won_carried,
                who = who,
                how = what,
                stake = stake,
                carried = c
            ),
        };
        let outcome = Outcome {
            winner: Some(seat),
            how: Some(how),
            payments,
            explanation,
        };
        events.emit(|| KapEvent::RoundOver {
            outcome: outcome.clone(),
        });
        self.outcome = Some(outcome);
        self.phase = KapPhase::Over;
    }

    fn finish_drawn(&mut self, events: &mut impl Events<KapEvent>) {
        let outcome = Outcome {
            winner: None,
            how: None,
            payments: vec![0; self.players as usize],
            explanation: said!(eng_kap_none),
        };
        events.emit(|| KapEvent::RoundOver {
            outcome: outcome.clone(),
        });
        self.outcome = Some(outcome);
        self.phase = KapPhase::Over;
    }
}

/// The wall: the shuffled `tiles` in stacks (5 high; K'ap Shap 4), and for K'ap Tái Shap
/// the saw-tooth (seed 003: the third stack gives its top tile to the far end, then every
/// other stack going on, n - 1 tiles in all: stacks of 5 and 4). Returns the stacks from
/// the draw end and how many tiles moved.
fn build_wall(rules: &KapRules, tiles: Vec<Domino>, players: u8) -> (Vec<Vec<Domino>>, u8) {
    let h = rules.stack_height();
    let mut stacks: Vec<Vec<Domino>> = tiles.chunks(h).map(<[Domino]>::to_vec).collect();
    let mut moved = 0u8;
    if !rules.is_shap() {
        let mut far = Vec::new();
        let mut i = 2;
        while moved + 1 < players && i < stacks.len() {
            if let Some(t) = stacks[i].pop() {
                far.push(t);
            }
            moved += 1;
            i += 2;
        }
        stacks.extend(far.into_iter().map(|t| vec![t]));
    }
    (stacks, moved)
}

/// Every tile of `sets` Chinese sets, set after set.
pub fn sets_of_tiles(sets: u8) -> Vec<Domino> {
    (0..sets).flat_map(|_| chinese_set()).collect()
}

/// Seed 003: the dice's total counted anticlockwise from the thrower's right (1) names the
/// first player.
fn first_player(thrower: Seat, players: u8, dice: [u8; 4]) -> Seat {
    let sum: u32 = dice.iter().map(|&d| d as u32).sum();
    ((thrower as u32 + sum) % players as u32) as Seat
}

/// Each player from `first` on takes two stacks (K'ap Shap: the second player takes 7,
/// leaving one tile on a stack); the hands come back sorted, by seat.
fn deal(
    rules: &KapRules,
    players: u8,
    first: Seat,
    wall: &mut VecDeque<Vec<Domino>>,
    events: &mut Vec<KapEvent>,
) -> Vec<Vec<Domino>> {
    let mut hands = vec![Vec::new(); players as usize];
    for k in 0..players {
        let seat = (first + k) % players;
        let mut hand = Vec::new();
        hand.extend(wall.pop_front().unwrap_or_default());
        if rules.is_shap() && k == 1 {
            let mut s = wall.pop_front().unwrap_or_default();
            let left = s.remove(0);
            hand.extend(s);
            wall.push_front(vec![left]);
        } else {
            hand.extend(wall.pop_front().unwrap_or_default());
        }
        events.push(KapEvent::Dealt {
            seat,
            count: hand.len() as u8,
            tiles: hand.clone(),
        });
        hand.sort_short();
        hands[seat as usize] = hand;
    }
    hands
}

/// The round as every game's round is seen (bots, the lab, the app, the playout tests).
impl Round for KapGame {
    type Action = KapAction;
    type Event = KapEvent;
    type Rules = KapRules;
    type View<'a> = KapView<'a>;
    type Tile = Domino;

    fn rules(&self) -> &KapRules {
        &self.rules
    }
    fn players(&self) -> u8 {
        self.players
    }
    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            KapPhase::PickUp { seat } | KapPhase::Discard { seat, .. } => vec![seat],
            KapPhase::Over => vec![],
        }
    }
    fn next_to_act(&self) -> Option<Seat> {
        match self.phase {
            KapPhase::PickUp { seat } | KapPhase::Discard { seat, .. } => Some(seat),
            KapPhase::Over => None,
        }
    }
    fn legal_actions(&self, seat: Seat) -> Vec<KapAction> {
        let mut out = Vec::new();
        if self.outcome.is_some() {
            return out;
        }
        match self.phase {
            KapPhase::PickUp { seat: s } if s == seat => {
                let mut faces: Vec<Domino> = if self.rules.pickup_last_only {
                    self.table.last().map(|&(t, _)| t).into_iter().collect()
                } else {
                    self.table.iter().map(|&(t, _)| t).collect()
                };
                faces.sort_short();
                faces.dedup();
                out.extend(faces.into_iter().map(|tile| KapAction::PickUp { tile }));
                out.push(KapAction::DrawWall);
            }
            KapPhase::Discard { seat: s, step } if s == seat => {
                let mut tiles = self.hands[seat as usize].clone();
                tiles.dedup();
                if let DiscardStep::AfterPickUp { picked } = step {
                    // the picked-up tile may not go straight back (unless a twin is held)
                    if self.hands[seat as usize]
                        .iter()
                        .filter(|&&t| t == picked)
                        .count()
                        == 1
                    {
                        tiles.retain(|&t| t != picked);
                    }
                }
                out.extend(tiles.into_iter().map(|tile| KapAction::Discard { tile }));
            }
            _ => {}
        }
        out
    }
    /// The same answer as `legal_actions(seat).contains(..)`, without building the list.
    fn is_legal(&self, seat: Seat, action: KapAction) -> bool {
        if self.outcome.is_some() || seat >= self.players {
            return false;
        }
        let hand = &self.hands[seat as usize];
        match (self.phase, action) {
            (KapPhase::PickUp { seat: s }, KapAction::PickUp { tile }) if s == seat => {
                if self.rules.pickup_last_only {
                    self.table.last().is_some_and(|&(t, _)| t == tile)
                } else {
                    self.table.iter().any(|&(t, _)| t == tile)
                }
            }
            (KapPhase::PickUp { seat: s }, KapAction::DrawWall) => s == seat,
            (KapPhase::Discard { seat: s, step }, KapAction::Discard { tile }) if s == seat => {
                let held = hand.iter().filter(|&&t| t == tile).count();
                match step {
                    DiscardStep::AfterPickUp { picked } if picked == tile => held >= 2,
                    _ => held >= 1,
                }
            }
            _ => false,
        }
    }
    fn why_illegal(&self, seat: Seat, action: KapAction) -> RuleError {
        if self.outcome.is_some() {
            return RuleError::RoundOver;
        }
        if seat >= self.players {
            return RuleError::NoSuchSeat(seat);
        }
        if !self.to_act().contains(&seat) {
            return RuleError::NotYourTurn { seat };
        }
        match (action, self.phase) {
            (KapAction::PickUp { tile }, KapPhase::PickUp { .. }) => {
                if self.rules.pickup_last_only {
                    RuleError::Forbidden(t!(eng_kap_only_latest, tile = tile))
                } else {
                    RuleError::Forbidden(t!(eng_kap_not_face_up, tile = tile))
                }
            }
            (
                KapAction::Discard { tile },
                KapPhase::Discard {
                    step: DiscardStep::AfterPickUp { picked },
                    ..
                },
            ) if tile == picked => RuleError::Forbidden(t!(eng_kap_just_picked, tile = tile)),
            (KapAction::Discard { tile }, KapPhase::Discard { .. }) => RuleError::NotInHand {
                tile: tile.to_string(),
            },
            (_, KapPhase::PickUp { .. }) => RuleError::NotNow(t!(eng_kap_pick_or_draw).into()),
            (_, KapPhase::Discard { .. }) => RuleError::NotNow(t!(eng_kap_discard).into()),
            _ => RuleError::NotNow(t!(eng_not_possible).into()),
        }
    }
    fn do_apply(&mut self, seat: Seat, action: KapAction, events: &mut impl Events<KapEvent>) {
        self.log.push((seat, action));
        match action {
            KapAction::PickUp { tile } => {
                let pos = self
                    .table
                    .iter()
                    .rposition(|&(t, _)| t == tile)
                    .unwrap_or(0);
                let (_, from) = self.table.remove(pos);
                self.turns += 1;
                self.insert(seat, tile);
                if let Some(shown) = self.shown.get_mut(seat as usize) {
                    shown.push(tile);
                }
                events.emit(|| KapEvent::PickedUp { seat, tile });
                if self.complete(seat) {
                    self.finish_win(seat, WinKind::Discard { from }, events);
                } else {
                    self.phase = KapPhase::Discard {
                        seat,
                        step: DiscardStep::AfterPickUp { picked: tile },
                    };
                }
            }
            KapAction::DrawWall => {
                self.turns += 1;
                self.draw(seat, events);
            }
            KapAction::Discard { tile } => {
                let hand = &mut self.hands[seat as usize];
                if let Some(i) = hand.iter().position(|&t| t == tile) {
                    hand.remove(i);
                }
                if let Some(shown) = self.shown.get_mut(seat as usize) {
                    if let Some(i) = shown.iter().position(|&t| t == tile) {
                        shown.swap_remove(i);
                    }
                }
                self.table.push((tile, seat));
                events.emit(|| KapEvent::Discarded { seat, tile });
                match self.phase {
                    // seed 003: after the pick-up and its discard, the wall draw always follows
                    KapPhase::Discard {
                        step: DiscardStep::AfterPickUp { .. },
                        ..
                    } => self.draw(seat, events),
                    _ => {
                        let next = (seat + 1) % self.players;
                        self.phase = KapPhase::PickUp { seat: next };
                    }
                }
            }
        }
    }
    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    fn turns(&self) -> u32 {
        self.turns
    }
    fn view(&self, seat: Seat) -> KapView<'_> {
        KapView {
            seat,
            players: self.players,
            first: self.first,
            hand: self
                .hands
                .get(seat as usize)
                .map(Vec::as_slice)
                .unwrap_or_default(),
            hand_sizes: HandSizes::of(&self.hands),
            wall: self.wall.iter().map(|s| s.len() as u8).collect(),
            table: &self.table,
            shown: &self.shown,
            phase: self.phase,
            turns: self.turns,
            outcome: self.outcome.as_ref(),
        }
    }
    fn all_tiles(&self) -> Vec<Domino> {
        let mut all: Vec<Domino> = self.hands.iter().flatten().copied().collect();
        all.extend(self.wall.iter().flatten());
        all.extend(self.table.iter().map(|(t, _)| *t));
        all
    }
    fn hidden_tiles(&self, seat: Seat) -> Vec<Domino> {
        self.hands.get(seat as usize).cloned().unwrap_or_default()
    }
    fn tiles_in_view(v: &KapView<'_>) -> Vec<Domino> {
        let mut t = v.hand.to_vec();
        t.extend(v.table.iter().map(|(d, _)| *d));
        t.extend(v.shown.iter().flatten());
        // a tile just picked up is named again by the phase (everyone saw it taken)
        if let KapPhase::Discard {
            step: DiscardStep::AfterPickUp { picked },
            ..
        } = v.phase
        {
            t.push(picked);
        }
        t
    }
    fn log(&self) -> &[(Seat, KapAction)] {
        &self.log
    }
    fn describe(a: &KapAction) -> String {
        match a {
            KapAction::PickUp { tile } => format!("pick up {tile}"),
            KapAction::DrawWall => "draw from the wall".into(),
            KapAction::Discard { tile } => format!("throw {tile}"),
        }
    }
    /// The action in the player's words ([`Round::describe`] stays the record's English).
    fn phrase(a: &KapAction) -> Text {
        match a {
            KapAction::PickUp { tile } => said!(eng_kap_pick_up, tile = tile.to_string()),
            KapAction::DrawWall => said!(eng_kap_draw),
            KapAction::Discard { tile } => said!(eng_throw, tile = tile.to_string()),
        }
    }
    /// A whole hand consistent with `view`: the tiles this seat cannot see are dealt at
    /// random to the other hands and the wall stacks, except that a hand keeps the tiles
    /// everyone saw it pick up. For search under hidden information.
    fn sample(rules: &KapRules, view: &KapView<'_>, r: &mut impl Rng) -> KapGame {
        let set = sets_of_tiles(rules.sets_for(view.players));
        let mut known = view.shown.to_vec();
        if let Some(own) = known.get_mut(view.seat as usize) {
            own.clear();
        }
        let seen = view
            .hand
            .iter()
            .copied()
            .chain(view.table.iter().map(|&(t, _)| t))
            .chain(known.iter().flatten().copied());
        let mut pool = super::core::unseen_shuffled(set, seen, r);
        let hands =
            super::core::imagined_hands(view.seat, view.hand, &view.hand_sizes, &known, &mut pool);
        let mut take = |n: usize| pool.split_off(pool.len().saturating_sub(n));
        let wall = view.wall.iter().map(|&n| take(n as usize)).collect();
        KapGame {
            rules: rules.clone(),
            players: view.players,
            seed: 0,
            first: view.first,
            hands,
            wall,
            table: view.table.to_vec(),
            phase: view.phase,
            turns: view.turns,
            outcome: None,
            setup_events: Vec::new(),
            log: Vec::new(),
            carried: 0,
            shown: view.shown.to_vec(),
        }
    }
}
