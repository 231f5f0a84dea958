//! One Matjok round (a "hand" at the table): the walls and the dice, the deal with
//! East (jongh) holding 14, flowers replaced from the flower / kong wall, the turn (draw,
//! replace flowers, discard), claims of a discard (win > poeng / kong > straight, the
//! straight only by the next player), kongs and robbing, tjok, the exhaustive draw, and
//! the settlement.
//!
//! Seats are 0-3 in turn order; the turn passes to seat + 1 (anticlockwise). The seat
//! `jongh` is East this round; the others are South, West and North after it.

use crate::short_sort::{insert_sorted, remove_one, same_items, ShortSort};
use jjak_words::t;
use serde::{Deserialize, Serialize};

use super::hand::{counts_of, is_complete, starts_straight, Combination, Counts};
use super::scoring::{
    count_flower_win, count_loser, count_win, flower_win_stands, liable, settle, Ending, HandValue,
    Meld, ScoreRules, Settlement, WinContext,
};
use crate::core::{rng, Events, HandSizes, Outcome, RuleError, Seat, WinKind};
use crate::games::GameId;
use crate::options::Options;
use crate::round::Round;
use crate::said;
use crate::setup::SetupError;
use crate::text::{Arg, Text};
use crate::tiles::mahjong::{mahjong_set, MahjongTile, Wind, KINDS};
use rand::seq::SliceRandom;
use rand::Rng;

mod end;
mod turns;

/// Tiles kept back at the end of the wall: the round is drawn when a player must draw
/// and only these remain (classical: a dead wall of 7 stacks; the rulebook's page on the
/// end of a round without a winner is missing).
pub const DEAD_WALL: usize = 14;
/// Seats at a Matjok table.
pub const SEATS: u8 = 4;
/// How a claim window is asked and settled.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claims {
    /// The rulebook (basic-rules/turn-flow): a short pause for a win, a poeng or a kong,
    /// then the next player's straight. Every other seat is asked before the next player,
    /// and the window is settled once no answer still to come could change it.
    #[default]
    Rulebook,
    /// How this program settled claims before: the next player asked first, a straight
    /// closing the window at once, a wrong tjok stopping play at once. Kept so that games
    /// saved then replay as they were played.
    NextFirst,
}

impl Claims {
    /// Who is asked about a discard, counted from the discarder.
    fn order(self) -> [u8; 3] {
        match self {
            // across, the discarder's left, then the next player (on the right) last
            Claims::Rulebook => [2, 3, 1],
            Claims::NextFirst => [1, 2, 3],
        }
    }
}

/// How the last five tiles of the deal are taken, after the three rounds of four.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deal {
    /// The rulebook (table-and-wall): East takes the 1st and 3rd top tiles (the tops of
    /// the next stack and of the one after it), then South, West and North one each.
    #[default]
    Rulebook,
    /// East took the tops of the 1st and 2nd stacks: how this program dealt before, kept
    /// so that games saved then replay as they were dealt.
    FirstAndSecond,
}

impl Deal {
    /// Who takes each of the five tiles after the three rounds of four, in wall order:
    /// 0 is East (jongh), 1 South, 2 West, 3 North.
    pub fn takers(self) -> [u8; 5] {
        match self {
            // stacks [48 top, 49 bottom] [50, 51] [52, 53]: East 48 and 52
            Deal::Rulebook => [0, 1, 2, 3, 0],
            Deal::FirstAndSecond => [0, 1, 0, 2, 3],
        }
    }
}

/// The rules in force for a round.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct MatjokRules {
    pub score: ScoreRules,
    /// How East's two extra tiles are taken (a saved game's own way; not an option).
    #[serde(default)]
    pub deal: Deal,
    /// How claim windows are settled (a saved game's own way; not an option).
    #[serde(default)]
    pub claims: Claims,
    /// Offer tjok even when the hand is not complete, so the invalid-tjok penalty can
    /// happen (off: the engine refuses a wrong declaration).
    pub allow_invalid_tjok: bool,
    /// Prevailing winds a game runs through: 4 (East to North) or 1 (East only).
    pub winds: u8,
}

impl MatjokRules {
    pub fn new(options: &Options) -> Result<MatjokRules, SetupError> {
        let g = GameId::Matjok;
        Ok(MatjokRules {
            score: ScoreRules {
                maximum: options.whole(g, "maximum")?,
                general_cap: options.switch(g, "general-cap")?,
                eight_flowers_sie_van: options.value(g, "eight-flowers")? == "sie-van",
                koe_van: options.switch(g, "koe-van")?,
                wiel: options.switch(g, "wiel")?,
                sole_liability: options.switch(g, "sole-liability")?,
                jongh_double: options.switch(g, "jongh-double")?,
            },
            deal: Deal::Rulebook,
            claims: Claims::Rulebook,
            allow_invalid_tjok: options.switch(g, "invalid-tjok")?,
            winds: options.whole(g, "winds")?.clamp(1, 4) as u8,
        })
    }
}

impl Default for MatjokRules {
    fn default() -> MatjokRules {
        MatjokRules::new(&Options::default()).expect("the defaults are valid")
    }
}

/// What a player does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MatjokAction {
    /// Throw a tile from the hand.
    Discard(MahjongTile),
    /// On your turn: lay out four concealed tiles as a closed kong, or add the 4th tile
    /// to your open poeng (which others may rob).
    Kong(MahjongTile),
    /// Declare a win: on your turn with the drawn tile (or seven flowers), or in a claim
    /// window with the discarded or robbed tile.
    Tjok,
    /// Claim the discard for a poeng.
    Poeng,
    /// Claim the discard for an open kong.
    ClaimKong,
    /// Claim the discard for the straight starting at this tile (next player only).
    Straight(MahjongTile),
    /// Let the discard (or the added kong tile) go.
    Pass,
}

/// A claim waiting for the others to answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bid {
    Tjok,
    /// A tjok on a hand the tile does not complete (`invalid-tjok`): the round stops with
    /// its penalty, unless another seat's win on the tile stands.
    InvalidTjok,
    Kong,
    Poeng,
    Straight(MahjongTile),
}

/// How the seat on turn came to hold its extra tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnKind {
    /// East's first turn, with the 14 dealt tiles.
    Opening,
    /// Drew from the wall; `kongs` replacement tiles in a row came after kongs.
    Drawn { kongs: u8 },
    /// Claimed a discard for a poeng or straight: discard only.
    Claimed,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MatjokPhase {
    Turn {
        seat: Seat,
        kind: TurnKind,
    },
    /// The seats in `pending` may still claim `tile`, just discarded by `from`.
    Claims {
        from: Seat,
        tile: MahjongTile,
        pending: Vec<Seat>,
        bids: Vec<(Seat, Bid)>,
    },
    /// `seat` is adding `tile` to its open poeng; the seats in `pending` may rob it.
    Robbing {
        seat: Seat,
        tile: MahjongTile,
        kongs: u8,
        pending: Vec<Seat>,
        /// The seats that declared tjok on the tile (a wrong one too, under `invalid-tjok`).
        robbers: Vec<Seat>,
    },
    Over,
}

/// How a round ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndKind {
    SelfDrawn,
    Discard {
        from: Seat,
    },
    Robbed {
        from: Seat,
    },
    Flowers {
        at_deal: bool,
    },
    InvalidTjok {
        offender: Seat,
    },
    /// The wall ran out with no winner: no payments.
    Exhausted,
}

/// The end of a round, laid open: every hand, the winning hand's count, the settlement.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct MatjokResult {
    pub end: EndKind,
    pub winner: Option<Seat>,
    pub winning_tile: Option<MahjongTile>,
    pub hand: Option<HandValue>,
    /// Every seat's concealed tiles, laid open.
    pub hands: Vec<Vec<MahjongTile>>,
    /// Each seat's own value for the settlement between losers.
    pub values: Vec<u32>,
    pub settlement: Settlement,
}

/// What happened, for the table to show.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MatjokEvent {
    Discarded {
        seat: Seat,
        tile: MahjongTile,
    },
    Claimed {
        seat: Seat,
        bid: Bid,
        tile: MahjongTile,
        from: Seat,
    },
    Passed {
        seat: Seat,
    },
    /// A tile drawn from the wall (only the drawer sees which).
    Drew {
        seat: Seat,
        replacement: bool,
    },
    Flower {
        seat: Seat,
        flower: MahjongTile,
    },
    Kong {
        seat: Seat,
        tile: MahjongTile,
        closed: bool,
    },
    Robbed {
        seat: Seat,
        from: Seat,
        tile: MahjongTile,
    },
    RoundOver {
        result: Box<MatjokResult>,
    },
}

/// The round.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct MatjokGame {
    rules: MatjokRules,
    seed: u64,
    jongh: Seat,
    prevailing: Wind,
    dice: [u8; 3],
    /// The wall (by the seat it lies before) and the stack, counted from its right end,
    /// where the break falls.
    break_wall: Seat,
    break_stack: u8,
    /// The wall from the break on: live tiles are drawn from `front`, replacements from
    /// `back` (the flower / kong wall's end).
    wall: Vec<MahjongTile>,
    front: usize,
    back: usize,
    hands: Vec<Vec<MahjongTile>>,
    melds: Vec<Vec<Meld>>,
    flowers: Vec<Vec<MahjongTile>>,
    discards: Vec<(Seat, MahjongTile)>,
    /// The tile the seat on turn drew last (its winning tile if it tjoks).
    drawn: Option<MahjongTile>,
    phase: MatjokPhase,
    turns: u32,
    log: Vec<(Seat, MatjokAction)>,
    outcome: Option<Outcome>,
    result: Option<MatjokResult>,
}

/// A view of the claim window, without saying who else may claim.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PhaseView {
    Turn {
        seat: Seat,
        kind: TurnKind,
    },
    Claims {
        from: Seat,
        tile: MahjongTile,
        /// Whether this seat is asked.
        you_may_claim: bool,
    },
    Robbing {
        seat: Seat,
        tile: MahjongTile,
        you_may_rob: bool,
    },
    Over,
}

/// What one seat may see.
#[derive(Clone, Debug, Serialize)]
pub struct MatjokView<'a> {
    pub seat: Seat,
    pub jongh: Seat,
    pub prevailing: Wind,
    pub dice: [u8; 3],
    pub break_wall: Seat,
    pub break_stack: u8,
    pub hand: &'a [MahjongTile],
    /// The tile this seat just drew, if it is on turn after a draw.
    pub drawn: Option<MahjongTile>,
    pub hand_sizes: HandSizes,
    pub melds: &'a [Vec<Meld>],
    pub flowers: &'a [Vec<MahjongTile>],
    pub discards: &'a [(Seat, MahjongTile)],
    /// Tiles left to draw before the round is drawn, and in the flower / kong wall.
    pub live_wall: usize,
    pub dead_wall: usize,
    /// Tiles taken from the wall's drawing end since the break (the deal, the draws): with
    /// the counts above, where the wall stands broken on the table.
    pub wall_taken: usize,
    pub phase: PhaseView,
    pub result: Option<&'a MatjokResult>,
}

impl MatjokView<'_> {
    /// Every tile this seat can see: its hand, every meld and flower laid out, every
    /// discard in the pond, and a tile a kong is adding while it may be robbed.
    pub fn in_sight(&self) -> impl Iterator<Item = MahjongTile> + '_ {
        self.hand
            .iter()
            .copied()
            .chain(
                self.melds
                    .iter()
                    .flatten()
                    .flat_map(|m| m.combination.tiles()),
            )
            .chain(self.flowers.iter().flatten().copied())
            .chain(self.discards.iter().map(|&(_, t)| t))
            .chain(match self.phase {
                PhaseView::Robbing { tile, .. } => Some(tile),
                _ => None,
            })
    }
}

fn count(hand: &[MahjongTile], t: MahjongTile) -> usize {
    hand.iter().filter(|&&x| x == t).count()
}

fn counts(hand: &[MahjongTile]) -> Counts {
    let mut c = [0u8; KINDS];
    for t in hand {
        c[t.index()] += 1;
    }
    c
}

impl MatjokGame {
    /// Builds the walls from `seed`, throws the dice, deals and replaces flowers.
    /// `jongh` is East this round; `prevailing` the round wind.
    pub fn new(
        rules: MatjokRules,
        seed: u64,
        jongh: Seat,
        prevailing: Wind,
    ) -> Result<MatjokGame, SetupError> {
        MatjokGame::in_order(rules, seed, jongh, prevailing, None)
    }

    /// [`MatjokGame::new`] with the tiles in `order` instead of shuffled (when given): the
    /// 144 tiles lie round the table as 72 stacks of two, wall by wall from jongh's, each
    /// stack's top tile first; the seed still throws the dice that break the wall.
    pub fn in_order(
        rules: MatjokRules,
        seed: u64,
        jongh: Seat,
        prevailing: Wind,
        order: Option<Vec<MahjongTile>>,
    ) -> Result<MatjokGame, SetupError> {
        if jongh >= SEATS {
            return Err(SetupError::NoSuchSeat(jongh));
        }
        let mut r = rng(seed);
        let mut tiles = mahjong_set(true);
        tiles.shuffle(&mut r);
        if let Some(order) = order {
            if !same_items(&order, &tiles) {
                return Err(SetupError::Tiles(t!(mj_setup_tiles, count = order.len())));
            }
            tiles = order;
        }
        let dice = [
            r.random_range(1..=6u8),
            r.random_range(1..=6u8),
            r.random_range(1..=6u8),
        ];
        let total = dice.iter().sum::<u8>();
        // count anticlockwise from East (1 = East's own wall), then the same total of
        // stacks along that wall, from its right end
        let break_wall = (jongh + (total - 1) % SEATS) % SEATS;
        let break_stack = total.min(18);
        // the shuffled tiles lie around the table as 72 stacks of 2, wall by wall from
        // jongh's; drawing starts just after the break and runs on round the square
        let start =
            2 * (((break_wall + SEATS - jongh) % SEATS) as usize * 18 + break_stack as usize);
        let wall: Vec<MahjongTile> = tiles[start..]
            .iter()
            .chain(&tiles[..start])
            .copied()
            .collect();
        let mut g = MatjokGame {
            rules,
            seed,
            jongh,
            prevailing,
            dice,
            break_wall,
            break_stack,
            back: wall.len(),
            wall,
            front: 0,
            hands: (0..SEATS).map(|_| Vec::with_capacity(18)).collect(),
            melds: vec![Vec::new(); SEATS as usize],
            flowers: vec![Vec::new(); SEATS as usize],
            discards: Vec::with_capacity(80),
            drawn: None,
            phase: MatjokPhase::Turn {
                seat: jongh,
                kind: TurnKind::Opening,
            },
            turns: 0,
            log: Vec::new(),
            outcome: None,
            result: None,
        };
        g.deal();
        Ok(g)
    }

    /// A round from a chosen deal, for lessons and tests: `hands` in seat order (jongh's
    /// with 14 tiles, the others 13) and the rest of the wall in drawing order (its end is
    /// the flower / kong wall). Flowers in the hands are replaced as at a real deal.
    pub fn from_deal(
        rules: MatjokRules,
        jongh: Seat,
        prevailing: Wind,
        hands: [Vec<MahjongTile>; SEATS as usize],
        wall: Vec<MahjongTile>,
    ) -> Result<MatjokGame, SetupError> {
        if jongh >= SEATS {
            return Err(SetupError::NoSuchSeat(jongh));
        }
        let all: Vec<MahjongTile> = hands.iter().flatten().chain(&wall).copied().collect();
        let sizes_ok =
            (0..4u8).all(|s| hands[s as usize].len() == if s == jongh { 14 } else { 13 });
        if !same_items(&all, &mahjong_set(true)) || !sizes_ok {
            return Err(SetupError::BadDeal);
        }
        let mut g = MatjokGame::new(rules, 0, jongh, prevailing)?;
        g.back = wall.len();
        g.wall = wall;
        g.front = 0;
        g.flowers = vec![Vec::new(); SEATS as usize];
        g.hands = hands.to_vec();
        for h in &mut g.hands {
            h.sort_short();
        }
        g.drawn = g.hands[jongh as usize].last().copied();
        g.phase = MatjokPhase::Turn {
            seat: jongh,
            kind: TurnKind::Opening,
        };
        g.outcome = None;
        g.result = None;
        g.replace_deal_flowers();
        Ok(g)
    }

    /// Three rounds of 4 tiles each from East on, then East takes the 1st and 3rd top
    /// tiles and the others one each ([`Deal`]); then flowers are replaced, East first.
    fn deal(&mut self) {
        let order: Vec<Seat> = (0..SEATS).map(|k| (self.jongh + k) % SEATS).collect();
        for _ in 0..3 {
            for &s in &order {
                for _ in 0..4 {
                    let t = self.wall[self.front];
                    self.front += 1;
                    self.hands[s as usize].push(t);
                }
            }
        }
        // the last five: East its two extra tiles, the others one each
        for (k, taker) in self.rules.deal.takers().into_iter().enumerate() {
            let t = self.wall[self.front + k];
            self.hands[order[taker as usize] as usize].push(t);
            if taker == 0 {
                self.drawn = Some(t);
            }
        }
        self.front += 5;
        for h in &mut self.hands {
            h.sort_short();
        }
        self.replace_deal_flowers();
    }

    /// Flowers in the dealt hands are laid open and replaced, East first, round and round
    /// until none is left; seven flowers at the deal win at once.
    fn replace_deal_flowers(&mut self) {
        let order: Vec<Seat> = (0..SEATS).map(|k| (self.jongh + k) % SEATS).collect();
        loop {
            let mut any = false;
            for &s in &order {
                while let Some(i) = self.hands[s as usize].iter().position(|t| t.is_flower()) {
                    any = true;
                    let f = self.hands[s as usize].remove(i);
                    self.flowers[s as usize].push(f);
                    let Some(t) = self.take_back() else { return };
                    insert_sorted(&mut self.hands[s as usize], t);
                    if s == self.jongh {
                        self.drawn = Some(t);
                    }
                }
            }
            if !any {
                break;
            }
        }
        if let Some(s) = order
            .into_iter()
            .find(|&s| self.flowers[s as usize].len() >= 7)
        {
            self.end_with_flowers(s, true);
        }
    }

    fn take_back(&mut self) -> Option<MahjongTile> {
        if self.back > self.front {
            self.back -= 1;
            Some(self.wall[self.back])
        } else {
            None
        }
    }

    // --- reading the state ---

    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn jongh(&self) -> Seat {
        self.jongh
    }
    pub fn prevailing(&self) -> Wind {
        self.prevailing
    }
    /// The wind of `seat` this round.
    pub fn seat_wind(&self, seat: Seat) -> Wind {
        Wind::ALL[((seat + SEATS - self.jongh) % SEATS) as usize]
    }
    pub fn phase(&self) -> &MatjokPhase {
        &self.phase
    }
    pub fn hand(&self, seat: Seat) -> &[MahjongTile] {
        &self.hands[seat as usize]
    }
    pub fn melds(&self, seat: Seat) -> &[Meld] {
        &self.melds[seat as usize]
    }
    pub fn flowers(&self, seat: Seat) -> &[MahjongTile] {
        &self.flowers[seat as usize]
    }
    pub fn discards(&self) -> &[(Seat, MahjongTile)] {
        &self.discards
    }
    pub fn dice(&self) -> [u8; 3] {
        self.dice
    }
    pub fn live_wall(&self) -> usize {
        (self.back - self.front).saturating_sub(DEAD_WALL)
    }
    pub fn result(&self) -> Option<&MatjokResult> {
        self.result.as_ref()
    }

    // --- what may be done ---

    fn complete_with(&self, seat: Seat, extra: Option<MahjongTile>) -> bool {
        let mut c = counts(&self.hands[seat as usize]);
        if let Some(t) = extra {
            if t.is_flower() {
                return false;
            }
            c[t.index()] += 1;
        }
        is_complete(&c)
    }

    /// The claims `seat` could make on `tile` discarded by `from`.
    fn claims_on(&self, seat: Seat, tile: MahjongTile, from: Seat) -> Vec<MatjokAction> {
        let hand = &self.hands[seat as usize];
        let mut v = Vec::new();
        if self.rules.allow_invalid_tjok || self.complete_with(seat, Some(tile)) {
            v.push(MatjokAction::Tjok);
        }
        let n = count(hand, tile);
        if n >= 3 {
            v.push(MatjokAction::ClaimKong);
        }
        if n >= 2 {
            v.push(MatjokAction::Poeng);
        }
        if seat == (from + 1) % SEATS && tile.is_suited() {
            let i = tile.index();
            for first in i.saturating_sub(2)..=i {
                if !starts_straight(first) || first / 9 != i / 9 {
                    continue;
                }
                let others = (first..first + 3).filter(|&k| k != i);
                if others.clone().all(|k| hand.iter().any(|t| t.index() == k)) {
                    v.push(MatjokAction::Straight(super::hand::tile(first)));
                }
            }
        }
        if !v.is_empty() {
            v.push(MatjokAction::Pass);
        }
        v
    }
}

/// A replay that failed: the setup, or the action at `index`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatjokReplayError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("{}", t!(mj_replay_refused, index = .index, error = .error))]
    Action { index: usize, error: RuleError },
}

impl MatjokGame {
    /// Deals again from the same rules, seed, jongh and wind, and replays `log`.
    pub fn replay(
        rules: MatjokRules,
        seed: u64,
        jongh: Seat,
        prevailing: Wind,
        log: &[(Seat, MatjokAction)],
    ) -> Result<MatjokGame, MatjokReplayError> {
        let mut g = MatjokGame::new(rules, seed, jongh, prevailing)?;
        for (index, &(seat, action)) in log.iter().enumerate() {
            g.apply(seat, action, &mut crate::core::NoEvents)
                .map_err(|error| MatjokReplayError::Action { index, error })?;
        }
        Ok(g)
    }
}

/// The round as every game's round is seen (bots, the lab, the app, the playout tests).
impl Round for MatjokGame {
    type Action = MatjokAction;
    type Event = MatjokEvent;
    type Rules = MatjokRules;
    type View<'a> = MatjokView<'a>;
    type Tile = MahjongTile;

    fn rules(&self) -> &MatjokRules {
        &self.rules
    }
    fn players(&self) -> u8 {
        SEATS
    }
    /// The seats that must act now.
    fn to_act(&self) -> Vec<Seat> {
        match &self.phase {
            MatjokPhase::Turn { seat, .. } => vec![*seat],
            MatjokPhase::Claims { pending, .. } | MatjokPhase::Robbing { pending, .. } => {
                pending.clone()
            }
            MatjokPhase::Over => vec![],
        }
    }
    fn next_to_act(&self) -> Option<Seat> {
        match &self.phase {
            MatjokPhase::Turn { seat, .. } => Some(*seat),
            MatjokPhase::Claims { pending, .. } | MatjokPhase::Robbing { pending, .. } => {
                pending.first().copied()
            }
            MatjokPhase::Over => None,
        }
    }
    fn legal_actions(&self, seat: Seat) -> Vec<MatjokAction> {
        match &self.phase {
            MatjokPhase::Turn { seat: s, kind } if *s == seat => {
                let hand = &self.hands[seat as usize];
                let mut v: Vec<MatjokAction> = Vec::with_capacity(16);
                let mut last = None;
                for &t in hand {
                    if last != Some(t) {
                        v.push(MatjokAction::Discard(t));
                        last = Some(t);
                    }
                }
                if *kind != TurnKind::Claimed {
                    if self.rules.allow_invalid_tjok
                        || self.complete_with(seat, None)
                        || self.flowers[seat as usize].len() >= 7
                    {
                        v.push(MatjokAction::Tjok);
                    }
                    let mut last = None;
                    for &t in hand {
                        if last == Some(t) {
                            continue;
                        }
                        last = Some(t);
                        let closed = count(hand, t) == 4;
                        let added = self.melds[seat as usize]
                            .iter()
                            .any(|m| m.open && m.combination == Combination::Poeng(t));
                        if (closed || added) && self.back > self.front {
                            v.push(MatjokAction::Kong(t));
                        }
                    }
                }
                v
            }
            MatjokPhase::Claims {
                from,
                tile,
                pending,
                ..
            } if pending.contains(&seat) => self.claims_on(seat, *tile, *from),
            MatjokPhase::Robbing { pending, .. } if pending.contains(&seat) => {
                vec![MatjokAction::Tjok, MatjokAction::Pass]
            }
            _ => Vec::new(),
        }
    }
    fn why_illegal(&self, seat: Seat, action: MatjokAction) -> RuleError {
        if seat >= SEATS {
            return RuleError::NoSuchSeat(seat);
        }
        match (&self.phase, action) {
            (MatjokPhase::Over, _) => RuleError::RoundOver,
            (_, _) if !self.to_act().contains(&seat) => RuleError::NotYourTurn { seat },
            (MatjokPhase::Turn { .. }, MatjokAction::Discard(t)) => RuleError::NotInHand {
                tile: t.to_string(),
            },
            (
                MatjokPhase::Turn {
                    kind: TurnKind::Claimed,
                    ..
                },
                _,
            ) => RuleError::NotNow(t!(mj_no_after_claim).into()),
            (MatjokPhase::Turn { .. }, MatjokAction::Tjok) => {
                RuleError::Forbidden(t!(mj_no_tjok).into())
            }
            (MatjokPhase::Turn { .. }, MatjokAction::Kong(t)) => {
                RuleError::Forbidden(t!(mj_no_kong, tile = t))
            }
            (MatjokPhase::Turn { .. }, _) => RuleError::NotNow(t!(mj_no_on_turn).into()),
            (MatjokPhase::Claims { .. }, MatjokAction::Straight(_)) => {
                RuleError::Forbidden(t!(mj_no_straight).into())
            }
            (MatjokPhase::Claims { .. }, MatjokAction::Tjok) => {
                RuleError::Forbidden(t!(mj_no_claim_tjok).into())
            }
            (MatjokPhase::Claims { .. }, MatjokAction::Poeng | MatjokAction::ClaimKong) => {
                RuleError::Forbidden(t!(mj_no_poeng).into())
            }
            _ => RuleError::NotNow(t!(mj_no_claim_or_pass).into()),
        }
    }
    fn do_apply(
        &mut self,
        seat: Seat,
        action: MatjokAction,
        events: &mut impl Events<MatjokEvent>,
    ) {
        self.log.push((seat, action));
        match self.phase.clone() {
            MatjokPhase::Turn { kind, .. } => self.on_turn(seat, kind, action, events),
            MatjokPhase::Claims {
                from,
                tile,
                pending,
                bids,
            } => self.on_claim(seat, action, (from, tile), pending, bids, events),
            MatjokPhase::Robbing {
                seat: adder,
                tile,
                kongs,
                pending,
                robbers,
            } => self.on_rob(seat, action, (adder, tile, kongs), pending, robbers, events),
            // no action is legal once the round is over, so none comes here
            MatjokPhase::Over => {}
        }
    }
    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    fn turns(&self) -> u32 {
        self.turns
    }
    fn view(&self, seat: Seat) -> MatjokView<'_> {
        let s = seat.min(3);
        let phase = match &self.phase {
            MatjokPhase::Turn { seat, kind } => PhaseView::Turn {
                seat: *seat,
                kind: *kind,
            },
            MatjokPhase::Claims {
                from,
                tile,
                pending,
                ..
            } => PhaseView::Claims {
                from: *from,
                tile: *tile,
                you_may_claim: pending.contains(&s),
            },
            MatjokPhase::Robbing {
                seat,
                tile,
                pending,
                ..
            } => PhaseView::Robbing {
                seat: *seat,
                tile: *tile,
                you_may_rob: pending.contains(&s),
            },
            MatjokPhase::Over => PhaseView::Over,
        };
        let on_turn = matches!(self.phase, MatjokPhase::Turn { seat, .. } if seat == s);
        MatjokView {
            seat: s,
            jongh: self.jongh,
            prevailing: self.prevailing,
            dice: self.dice,
            break_wall: self.break_wall,
            break_stack: self.break_stack,
            hand: &self.hands[s as usize],
            drawn: if on_turn { self.drawn } else { None },
            hand_sizes: HandSizes::of(&self.hands),
            melds: &self.melds,
            flowers: &self.flowers,
            discards: &self.discards,
            live_wall: self.live_wall(),
            dead_wall: (self.back - self.front).min(DEAD_WALL),
            wall_taken: self.front,
            phase,
            result: self.result.as_ref(),
        }
    }
    /// Every tile, wherever it lies.
    fn all_tiles(&self) -> Vec<MahjongTile> {
        let mut v: Vec<MahjongTile> = self.wall[self.front..self.back].to_vec();
        for s in 0..4 {
            v.extend(&self.hands[s]);
            v.extend(&self.flowers[s]);
            for m in &self.melds[s] {
                v.extend(m.combination.tiles());
            }
        }
        v.extend(self.discards.iter().map(|&(_, t)| t));
        if let MatjokPhase::Robbing { tile, .. } = self.phase {
            v.push(tile);
        }
        v
    }
    fn hidden_tiles(&self, seat: Seat) -> Vec<MahjongTile> {
        // the hand, and which of its tiles was just drawn
        let v = self.view(seat);
        let mut t = v.hand.to_vec();
        t.extend(v.drawn);
        t
    }
    fn tiles_in_view(v: &MatjokView<'_>) -> Vec<MahjongTile> {
        // as the view's JSON names them: a combination by its first tile
        let mut t = v.hand.to_vec();
        t.extend(v.drawn);
        t.extend(v.melds.iter().flatten().map(|m| m.combination.first()));
        t.extend(v.flowers.iter().flatten());
        t.extend(v.discards.iter().map(|&(_, d)| d));
        match v.phase {
            PhaseView::Claims { tile, .. } | PhaseView::Robbing { tile, .. } => t.push(tile),
            PhaseView::Turn { .. } | PhaseView::Over => {}
        }
        if let Some(r) = v.result {
            t.extend(r.winning_tile);
            t.extend(r.hands.iter().flatten());
            if let Some(g) = r.hand.as_ref().and_then(|h| h.grouping.as_ref()) {
                t.push(g.pair);
                t.extend(g.combinations.iter().map(|c| c.first()));
            }
        }
        t
    }
    fn log(&self) -> &[(Seat, MatjokAction)] {
        &self.log
    }
    /// The record notation (docs/records.md): English in every language, tiles by code.
    fn describe(a: &MatjokAction) -> String {
        match *a {
            MatjokAction::Discard(t) => format!("throw {t}"),
            MatjokAction::Kong(t) => format!("declare a kong of {t}"),
            MatjokAction::Tjok => "declare tjok".to_string(),
            MatjokAction::Poeng => "claim the discard for a poeng".to_string(),
            MatjokAction::ClaimKong => "claim the discard for a kong".to_string(),
            MatjokAction::Straight(t) => format!("claim the discard for the straight from {t}"),
            MatjokAction::Pass => "let the tile go".to_string(),
        }
    }
    fn phrase(a: &MatjokAction) -> Text {
        match *a {
            MatjokAction::Discard(t) => said!(mj_do_throw, tile = t),
            MatjokAction::Kong(t) => said!(mj_do_kong, tile = t),
            MatjokAction::Tjok => said!(mj_do_tjok),
            MatjokAction::Poeng => said!(mj_do_poeng),
            MatjokAction::ClaimKong => said!(mj_do_claim_kong),
            MatjokAction::Straight(t) => said!(mj_do_straight, tile = t),
            MatjokAction::Pass => said!(mj_do_pass),
        }
    }
    /// A whole round consistent with `view`: the tiles this seat cannot see are dealt at
    /// random to the other hands and the wall. For search under hidden information (other
    /// seats' answers in an open claim window are unknown: they are asked again).
    fn sample(rules: &MatjokRules, view: &MatjokView<'_>, r: &mut impl Rng) -> MatjokGame {
        let mut pool = crate::core::unseen_shuffled(mahjong_set(true), view.in_sight(), r);
        // flowers left in the wall stay there; hands (dealt from the pool's end) hold none
        pool.sort_short_by_key(|t| !t.is_flower());
        let hands =
            crate::core::imagined_hands(view.seat, view.hand, &view.hand_sizes, &[], &mut pool);
        pool.shuffle(r);
        let wall_len = (view.live_wall + view.dead_wall).min(pool.len());
        // (the tiles taken from the wall's drawing end keep their places, unread: where the
        // wall stands broken is seen by every seat)
        let left: Vec<MahjongTile> = pool.drain(..wall_len).collect();
        let taken = if left.is_empty() { 0 } else { view.wall_taken };
        let filler = left.first().copied();
        let wall: Vec<MahjongTile> = filler
            .into_iter()
            .flat_map(|f| std::iter::repeat_n(f, taken))
            .chain(left)
            .collect();
        let mut g = MatjokGame {
            rules: *rules,
            seed: 0,
            jongh: view.jongh,
            prevailing: view.prevailing,
            dice: view.dice,
            break_wall: view.break_wall,
            break_stack: view.break_stack,
            front: taken,
            back: wall.len(),
            wall,
            hands,
            melds: view.melds.to_vec(),
            flowers: view.flowers.to_vec(),
            discards: view.discards.to_vec(),
            drawn: view.drawn,
            phase: MatjokPhase::Over,
            turns: 0,
            log: Vec::new(),
            outcome: None,
            result: None,
        };
        g.phase = match view.phase {
            PhaseView::Turn { seat, kind } => {
                if seat != view.seat {
                    g.drawn = g.hands[seat as usize].last().copied();
                }
                MatjokPhase::Turn { seat, kind }
            }
            PhaseView::Claims { from, tile, .. } => MatjokPhase::Claims {
                from,
                tile,
                pending: g
                    .rules
                    .claims
                    .order()
                    .iter()
                    .map(|k| (from + k) % SEATS)
                    .filter(|&o| !g.claims_on(o, tile, from).is_empty())
                    .collect(),
                bids: Vec::new(),
            },
            PhaseView::Robbing { seat, tile, .. } => MatjokPhase::Robbing {
                seat,
                tile,
                kongs: 0,
                pending: (1..SEATS)
                    .map(|k| (seat + k) % SEATS)
                    .filter(|&o| g.rules.allow_invalid_tjok || g.complete_with(o, Some(tile)))
                    .collect(),
                robbers: Vec::new(),
            },
            PhaseView::Over => MatjokPhase::Over,
        };
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// examples/table-and-wall-illustrated: after three rounds of four, East takes the 1st
    /// and 3rd top tiles (stacks [48, 49], [50, 51], [52, 53]: tiles 48 and 52), South 49,
    /// West 50, North 51. The old way (kept for saved games): East 48 and 50, South 49,
    /// West 51, North 52.
    #[test]
    fn east_takes_the_first_and_third_top_tiles() {
        let holds =
            |g: &MatjokGame, s: Seat, k: usize| g.hands[s as usize].contains(&g.wall[48 + k]);
        let mut checked = 0;
        for seed in 1..400 {
            let mut rules = MatjokRules::default();
            let g = MatjokGame::new(rules, seed, 0, Wind::East).unwrap();
            // (a flower among them is replaced, which hides where it went)
            if (0..SEATS).any(|s| !g.flowers(s).is_empty()) {
                continue;
            }
            for (k, seat) in [0, 1, 2, 3, 0].into_iter().enumerate() {
                assert!(
                    holds(&g, seat, k),
                    "seed {seed}: tile {} to seat {seat}",
                    48 + k
                );
            }
            assert_eq!(g.drawn, Some(g.wall[52]), "East's last tile");
            rules.deal = Deal::FirstAndSecond;
            let old = MatjokGame::new(rules, seed, 0, Wind::East).unwrap();
            for (k, seat) in [0, 1, 0, 2, 3].into_iter().enumerate() {
                assert!(
                    holds(&old, seat, k),
                    "seed {seed}: old way, tile {}",
                    48 + k
                );
            }
            checked += 1;
        }
        assert!(checked >= 5, "deals without a flower: {checked}");
    }
}
