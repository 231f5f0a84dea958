//! Counting a Matjok hand and settling the round, in the rulebook's order: set points and
//! winning / extra points are added, multipliers applied (each one doubles), the result
//! rounded **up** to the next 10; the winner is paid double (by the discarder, or by all
//! three after a self-drawn win), then the losers settle their differences, jongh paying
//! and receiving double throughout.
//!
//! Values the rulebook's missing pages would give are the common classical ones, each
//! marked "classical" below and on the rules page.

use jjak_words::t;
use serde::{Deserialize, Serialize};

use super::hand::{groupings, wait_form_in, Combination, Counts, Grouping};
use crate::core::Seat;
use crate::said;
use crate::text::Text;
use crate::tiles::mahjong::{Face, MahjongTile, Wind};

/// A combination laid on the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Meld {
    pub combination: Combination,
    /// Made with a claimed discard (or a poeng later made a kong). A closed kong is laid
    /// out too, but stays closed for counting.
    pub open: bool,
}

/// The scoring rules in force (from the game's options).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ScoreRules {
    /// The maximum outcome (Man Kong), paid by each loser.
    pub maximum: u32,
    /// Traditional: no hand is worth more than the maximum.
    pub general_cap: bool,
    /// Traditional: 8 flowers are Sie Van (4 multipliers) instead of Man Kong.
    pub eight_flowers_sie_van: bool,
    /// Koe van: no point counting (a win is worth `KOE_VAN_UNIT`, doubled by its
    /// multipliers), no prevailing wind, no loser settlement, no jongh doubling.
    pub koe_van: bool,
    /// Optional wiel: 500 more from each payer at Sam Van or above.
    pub wiel: bool,
    /// Side rule: the thrower of a tile that wins against an open dragon or wind threat
    /// pays for everyone (see [`liable`]).
    pub sole_liability: bool,
    /// Jongh pays and receives double in every payment (the rulebook's main rule).
    pub jongh_double: bool,
}

impl Default for ScoreRules {
    fn default() -> ScoreRules {
        ScoreRules {
            maximum: 500,
            general_cap: false,
            eight_flowers_sie_van: false,
            koe_van: false,
            wiel: false,
            sole_liability: false,
            jongh_double: true,
        }
    }
}

/// What one win is worth in koe van.
pub const KOE_VAN_UNIT: u32 = 10;
/// One wiel.
pub const WIEL: u32 = 500;

/// One line of a count: points, or multipliers, with the reason.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ScoreItem {
    pub what: String,
    pub points: u32,
    pub multipliers: u32,
}

/// The named outcome levels (Liong / Sam / Sie Van, Man Kong).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    LiongVan,
    SamVan,
    SieVan,
    ManKong,
}

impl Level {
    /// The level's name as the rulebook writes it.
    pub fn name(self) -> &'static str {
        match self {
            Level::LiongVan => t!(mj_level_liong_van),
            Level::SamVan => t!(mj_level_sam_van),
            Level::SieVan => t!(mj_level_sie_van),
            Level::ManKong => t!(mj_level_man_kong),
        }
    }
}

/// A counted hand.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct HandValue {
    pub items: Vec<ScoreItem>,
    pub points: u32,
    pub multipliers: u32,
    /// Points doubled once per multiplier and rounded up to the next 10 (or the maximum).
    pub value: u32,
    pub level: Option<Level>,
    /// The grouping counted (none for a flower win).
    pub grouping: Option<Grouping>,
    /// Counted under koe van: no points, a unit of 10 doubled by the multipliers.
    #[serde(default)]
    pub koe_van: bool,
}

impl HandValue {
    /// The value as players say it, the level first when it has one: "22 points, rounded
    /// up to 30", "Sam Van: 12 points doubled 3 times = 96, rounded up to 100", "Man Kong,
    /// the maximum: 500"; in koe van, "Liong Van: koe van, 10 doubled 2 times = 40".
    pub fn in_words(&self) -> String {
        if self.level == Some(Level::ManKong) {
            return t!(mj_value_man_kong, value = self.value);
        }
        let (mut s, base) = if self.koe_van {
            (t!(mj_value_koe_van, unit = KOE_VAN_UNIT), KOE_VAN_UNIT)
        } else {
            (t!(mj_value_points, points = self.points), self.points)
        };
        let m = self.multipliers;
        let doubled = base.saturating_mul(1 << m.min(20));
        if m > 0 {
            s = t!(mj_value_doubled, base = s, n = m, doubled = doubled);
        }
        let rounded = round_up(doubled);
        if rounded != doubled {
            s = t!(mj_value_rounded, value = s, rounded = rounded);
        }
        if self.value != rounded {
            s = t!(mj_value_paid_as, value = s, paid = self.value);
        }
        match self.level {
            Some(l) => t!(mj_value_level, level = l.name(), value = s),
            None => s,
        }
    }
}

impl HandValue {
    /// How the hand was counted, as the rulebook asks a tjok to be laid open (basic-rules/
    /// winning-hand: "which 4 combinations count, which pair is the final pair"): "Counted
    /// as 555p [9999m] 234s 678s and the pair 55s: ordinary winning hand 20; …; dragon
    /// set ×1." The melds laid out come first, a closed kong in brackets.
    pub fn counted_as(&self, melds: &[Meld]) -> String {
        let mut items = String::new();
        for (k, i) in self.items.iter().enumerate() {
            items.push_str(if k == 0 { " " } else { "; " });
            items.push_str(&i.what);
            if i.points > 0 {
                items.push_str(&format!(" {}", i.points));
            }
            if i.multipliers > 0 {
                items.push_str(&format!(" ×{}", i.multipliers));
            }
        }
        let Some(g) = &self.grouping else {
            return t!(mj_counted, items = items);
        };
        let mut sets: Vec<String> = Vec::new();
        for m in melds {
            let n = m.combination.notation();
            let closed = !m.open && matches!(m.combination, Combination::Kong(_));
            sets.push(if closed { format!("[{n}]") } else { n });
        }
        for c in &g.combinations {
            sets.push(c.notation());
        }
        t!(
            mj_counted_as,
            sets = sets.join(" "),
            pair = crate::tiles::to_mpsz(&[g.pair, g.pair]),
            items = items
        )
    }
}

/// Rounds up to the next 10: 58 → 60, 32 → 40, 60 → 60.
pub fn round_up(points: u32) -> u32 {
    points.div_ceil(10) * 10
}

/// Set points: poeng 2 / 4, closed ×2, kong ×4; large tiles (1, 9, honours) double.
pub fn set_points(c: Combination, open: bool) -> u32 {
    let base = match c {
        Combination::Straight(_) => return 0,
        Combination::Poeng(_) => 2,
        Combination::Kong(_) => 8,
    };
    let large = if c.first().is_large() { 2 } else { 1 };
    let closed = if open { 1 } else { 2 };
    base * large * closed
}

fn wind_index(w: Wind) -> usize {
    w as usize
}

/// The seat's two own flowers: the flower and the season with the wind's number.
pub fn is_own_flower(f: MahjongTile, seat_wind: Wind) -> bool {
    match f.face() {
        Face::Flower(n) => (n as usize - 1) % 4 == wind_index(seat_wind),
        _ => false,
    }
}

/// The situation of a win, for counting.
#[derive(Clone, Copy, Debug)]
pub struct WinContext<'a> {
    /// The concealed tiles, the winning tile included.
    pub concealed: &'a Counts,
    pub melds: &'a [Meld],
    pub flowers: &'a [MahjongTile],
    pub winning_tile: MahjongTile,
    pub self_drawn: bool,
    /// Won with the replacement tile after a kong.
    pub after_kong: bool,
    /// That replacement made a second kong first (kong-sjong-kong).
    pub kong_on_kong: bool,
    /// Won by robbing the 4th tile added to an open poeng.
    pub robbed: bool,
    pub seat_wind: Wind,
    pub prevailing: Wind,
}

/// `prevailing`: `None` in koe van, which has no prevailing wind.
fn honour_sets(
    c: Combination,
    seat_wind: Wind,
    prevailing: Option<Wind>,
    out: &mut Vec<ScoreItem>,
) {
    if matches!(c, Combination::Straight(_)) {
        return;
    }
    match c.first().face() {
        Face::Dragon(_) => out.push(mult(
            t!(mj_item_dragon_set, tile = c.first().accessible_name()),
            1,
        )),
        Face::Wind(w) => {
            if w == seat_wind {
                out.push(mult(t!(mj_item_own_wind_set, wind = w.name()), 1));
            }
            if Some(w) == prevailing {
                out.push(mult(t!(mj_item_prevailing_wind_set, wind = w.name()), 1));
            }
        }
        _ => {}
    }
}

fn pts(what: impl Into<String>, points: u32) -> ScoreItem {
    ScoreItem {
        what: what.into(),
        points,
        multipliers: 0,
    }
}

fn mult(what: impl Into<String>, multipliers: u32) -> ScoreItem {
    ScoreItem {
        what: what.into(),
        points: 0,
        multipliers,
    }
}

fn flower_items(flowers: &[MahjongTile], seat_wind: Wind, out: &mut Vec<ScoreItem>) {
    if !flowers.is_empty() {
        out.push(pts(
            t!(mj_item_flowers, n = flowers.len()),
            4 * flowers.len() as u32,
        ));
    }
    let own = flowers
        .iter()
        .filter(|&&f| is_own_flower(f, seat_wind))
        .count() as u32;
    if own > 0 {
        out.push(mult(t!(mj_item_own_flowers, n = own), own));
    }
}

fn describe(c: Combination, open: bool) -> String {
    let size = if c.first().is_large() {
        t!(mj_set_large)
    } else {
        t!(mj_set_small)
    };
    let state = if open {
        t!(mj_set_open)
    } else {
        t!(mj_set_closed)
    };
    let tile = c.first().accessible_name();
    // in words, as players say it: "open poeng of 5 circles (small tile)"
    match c {
        Combination::Straight(_) => t!(mj_set_straight, state = state, tile = tile, size = size),
        Combination::Poeng(_) => t!(mj_set_poeng, state = state, tile = tile, size = size),
        Combination::Kong(_) => t!(mj_set_kong, state = state, tile = tile, size = size),
    }
}

fn finish(
    items: Vec<ScoreItem>,
    level: Option<Level>,
    grouping: Option<Grouping>,
    rules: &ScoreRules,
) -> HandValue {
    let points: u32 = items.iter().map(|i| i.points).sum();
    let multipliers: u32 = items.iter().map(|i| i.multipliers).sum();
    // an ordinary hand reaches the named levels by its multipliers, as a flower win does
    let level = level.or(match multipliers {
        0 | 1 => None,
        2 => Some(Level::LiongVan),
        3 => Some(Level::SamVan),
        _ => Some(Level::SieVan),
    });
    // (doubling stops well past any maximum, so the count cannot overflow)
    let doubled = |base: u32| base.saturating_mul(1 << multipliers.min(20));
    let mut value = if level == Some(Level::ManKong) {
        rules.maximum
    } else if rules.koe_van {
        // koe van: no points are counted, but multipliers and special hands still count
        doubled(KOE_VAN_UNIT).min(rules.maximum)
    } else {
        round_up(doubled(points))
    };
    if rules.general_cap {
        value = value.min(rules.maximum);
    }
    HandValue {
        items,
        points,
        multipliers,
        value,
        level,
        grouping,
        koe_van: rules.koe_van,
    }
}

/// Counts a winning ordinary hand, choosing the grouping (and the place of the winning
/// tile in it) that is worth the most. `None` if the concealed tiles do not complete
/// the hand.
pub fn count_win(ctx: &WinContext<'_>, rules: &ScoreRules) -> Option<HandValue> {
    let mut best: Option<HandValue> = None;
    for g in groupings(ctx.concealed) {
        // where the winning tile sits: the pair, or one of the concealed combinations
        let mut places: Vec<Option<usize>> = Vec::new();
        if g.pair == ctx.winning_tile {
            places.push(None);
        }
        for (k, c) in g.combinations.iter().enumerate() {
            if c.contains(ctx.winning_tile) {
                places.push(Some(k));
            }
        }
        for place in places {
            let v = count_grouping(ctx, &g, place, rules);
            if best.as_ref().is_none_or(|b| v.value > b.value) {
                best = Some(v);
            }
        }
    }
    best
}

fn count_grouping(
    ctx: &WinContext<'_>,
    g: &Grouping,
    place: Option<usize>,
    rules: &ScoreRules,
) -> HandValue {
    let mut items = Vec::new();
    // every combination with its open / closed state; a poeng completed by a claimed
    // discard counts as open
    let mut all: Vec<(Combination, bool)> =
        ctx.melds.iter().map(|m| (m.combination, m.open)).collect();
    for (k, &c) in g.combinations.iter().enumerate() {
        let open = !ctx.self_drawn && place == Some(k);
        all.push((c, open));
    }
    let straights_only = all
        .iter()
        .all(|(c, _)| matches!(c, Combination::Straight(_)));
    let prevailing = (!rules.koe_van).then_some(ctx.prevailing);
    let pair_points = pair_points(g.pair, ctx.seat_wind, prevailing);
    if straights_only && pair_points.is_empty() {
        items.push(pts(t!(mj_item_piang_voe), 40));
    } else {
        items.push(pts(t!(mj_item_ordinary), 20));
    }
    for &(c, open) in &all {
        let p = set_points(c, open);
        if p > 0 {
            items.push(pts(describe(c, open), p));
        }
        honour_sets(c, ctx.seat_wind, prevailing, &mut items);
    }
    items.extend(pair_points);
    let form = match place {
        None => Some(super::hand::WaitForm::TanTjauw),
        Some(k) => wait_form_in(g.combinations[k], ctx.winning_tile),
    };
    if let Some(f) = form.filter(|f| f.points() > 0) {
        items.push(pts(t!(mj_item_classical, what = f.name()), f.points()));
    }
    if ctx.self_drawn {
        items.push(pts(t!(mj_item_self_drawn), 2));
    }
    flower_items(ctx.flowers, ctx.seat_wind, &mut items);
    if ctx.after_kong {
        items.push(mult(t!(mj_item_after_kong), 1));
    }
    if ctx.robbed {
        items.push(mult(t!(mj_item_robbed), 1));
    }
    if ctx.self_drawn && ctx.melds.iter().all(|m| !m.open) {
        items.push(mult(t!(mj_item_closed_self_drawn), 1));
    }
    if all
        .iter()
        .all(|(c, _)| !matches!(c, Combination::Straight(_)))
    {
        items.push(mult(t!(mj_item_only_poengs), 1));
    }
    let mut tiles: Vec<MahjongTile> = all.iter().map(|(c, _)| c.first()).collect();
    tiles.push(g.pair);
    match one_suit(&tiles) {
        Some(true) => items.push(mult(t!(mj_item_one_suit), 3)),
        Some(false) => items.push(mult(t!(mj_item_one_suit_honours), 1)),
        None => {}
    }
    let level = ctx.kong_on_kong.then_some(Level::ManKong);
    if level.is_some() {
        items.push(mult(t!(mj_item_kong_sjong_kong), 0));
    }
    finish(items, level, Some(g.clone()), rules)
}

fn pair_points(pair: MahjongTile, seat_wind: Wind, prevailing: Option<Wind>) -> Vec<ScoreItem> {
    let mut v = Vec::new();
    match pair.face() {
        Face::Dragon(_) => v.push(pts(t!(mj_item_pair_dragons), 2)),
        Face::Wind(w) => {
            if w == seat_wind {
                v.push(pts(t!(mj_item_pair_own_wind), 2));
            }
            if Some(w) == prevailing {
                v.push(pts(t!(mj_item_pair_prevailing_wind), 2));
            }
        }
        _ => {}
    }
    v
}

/// `Some(true)` if all tiles are one suit, `Some(false)` if one suit plus honours,
/// `None` otherwise (or honours only).
fn one_suit(tiles: &[MahjongTile]) -> Option<bool> {
    let mut suit = None;
    let mut honours = false;
    for t in tiles {
        match t.face() {
            Face::Suited { suit: s, .. } => {
                if suit.is_some_and(|x| x != s) {
                    return None;
                }
                suit = Some(s);
            }
            _ => honours = true,
        }
    }
    suit.map(|_| !honours)
}

/// Seven or eight flowers: a win without an ordinary hand.
pub fn count_flower_win(
    flowers: &[MahjongTile],
    seat_wind: Wind,
    at_deal: bool,
    rules: &ScoreRules,
) -> Option<HandValue> {
    let n = flowers.len();
    if n < 7 {
        return None;
    }
    let own = flowers
        .iter()
        .filter(|&&f| is_own_flower(f, seat_wind))
        .count();
    // the flowers' own points only: a flower win is not an ordinary hand (no 20 for one),
    // which keeps Liong Van < Sam Van < Man Kong below the maximum, as the 7-flowers page
    // orders them (28 points doubled twice: 120; three times: 230; Man Kong: 500)
    let mut items = vec![pts(t!(mj_item_flower_count, count = n), 4 * n as u32)];
    let level = if at_deal {
        items.push(mult(t!(mj_item_seven_at_deal), 0));
        Level::ManKong
    } else if n == 8 && !rules.eight_flowers_sie_van {
        items.push(mult(t!(mj_item_eight_man_kong), 0));
        Level::ManKong
    } else if n == 8 {
        items.push(mult(t!(mj_item_eight_sie_van), 4));
        Level::SieVan
    } else if own == 2 {
        items.push(mult(t!(mj_item_seven_own), 3));
        Level::SamVan
    } else {
        items.push(mult(t!(mj_item_seven), 2));
        Level::LiongVan
    };
    Some(finish(items, Some(level), None, rules))
}

/// A tjok by a player with `flowers`, won as `win`: a complete hand never lowers a flower
/// win. With seven or eight flowers the flower outcome (paid by all three others) stands,
/// and is returned, unless the hand brings the winner more in all: a hand won on a discard
/// is paid by the discarder alone, so it is the totals that are compared, not one payer's
/// share.
pub fn flower_win_stands(
    flowers: &[MahjongTile],
    seat_wind: Wind,
    win: Ending<'_>,
    jongh: Seat,
    rules: &ScoreRules,
) -> Option<HandValue> {
    let Ending::Win { winner, .. } = win else {
        return None;
    };
    let flower = count_flower_win(flowers, seat_wind, false, rules)?;
    let by_flowers = Ending::Win {
        winner,
        discarder: None,
        hand: &flower,
        liable: false,
        robbed: false,
        flowers: true,
    };
    let receives = |ending| winner_receives(ending, jongh, rules);
    (receives(by_flowers) >= receives(win)).then_some(flower)
}

/// What the winner of `ending` is paid in all (the losers' own settlement aside).
fn winner_receives(ending: Ending<'_>, jongh: Seat, rules: &ScoreRules) -> i32 {
    let Ending::Win { winner, .. } = ending else {
        return 0;
    };
    let names = vec![Text::new(); 4];
    settle(ending, jongh, &[0; 4], &names, rules).payments[winner as usize]
}

/// What a loser's hand is worth in the settlement between losers: its laid-out sets,
/// any three or four of a kind still concealed (as closed poengs), flowers, and the
/// dragon, wind and own-flower multipliers; no winning points (classical).
pub fn count_loser(
    concealed: &Counts,
    melds: &[Meld],
    flowers: &[MahjongTile],
    seat_wind: Wind,
    prevailing: Wind,
    rules: &ScoreRules,
) -> HandValue {
    let mut items = Vec::new();
    let mut all: Vec<(Combination, bool)> = melds.iter().map(|m| (m.combination, m.open)).collect();
    for (i, &n) in concealed.iter().enumerate() {
        if n >= 3 {
            all.push((Combination::Poeng(super::hand::tile(i)), false));
        }
    }
    for &(c, open) in &all {
        let p = set_points(c, open);
        if p > 0 {
            items.push(pts(describe(c, open), p));
        }
        honour_sets(
            c,
            seat_wind,
            (!rules.koe_van).then_some(prevailing),
            &mut items,
        );
    }
    flower_items(flowers, seat_wind, &mut items);
    if items.iter().all(|i| i.points == 0) {
        // multipliers of nothing are nothing
        return finish(vec![], None, None, rules);
    }
    finish(items, None, None, rules)
}

/// Who pays whom at the end of a round.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Settlement {
    /// Net result per seat.
    pub payments: Vec<i32>,
    /// Each transfer in words: "South (seat 1) pays East (seat 0) 160".
    pub lines: Vec<Text>,
}

struct Ledger<'a> {
    names: &'a [Text],
    payments: Vec<i32>,
    lines: Vec<Text>,
}

impl Ledger<'_> {
    fn pay(&mut self, from: Seat, to: Seat, amount: u32, why: &str) {
        if amount == 0 {
            return;
        }
        self.payments[from as usize] -= amount as i32;
        self.payments[to as usize] += amount as i32;
        self.lines.push(said!(
            mj_pays,
            from = self.names[from as usize].clone(),
            to = self.names[to as usize].clone(),
            amount = amount,
            why = why
        ));
    }
}

/// How the round ended, for settling it.
#[derive(Clone, Copy, Debug)]
pub enum Ending<'a> {
    Win {
        winner: Seat,
        /// `None` when self-drawn (or a flower win).
        discarder: Option<Seat>,
        hand: &'a HandValue,
        /// The discarder has sole liability (see [`liable`]): pays for everyone.
        liable: bool,
        /// Won by robbing the tile the "discarder" added to an open poeng.
        robbed: bool,
        /// A win on seven or eight flowers (paid by all three, whatever the last tile).
        flowers: bool,
    },
    InvalidTjok {
        offender: Seat,
    },
}

/// Settles a round: the winner first, then the losers among themselves (skipped at Man
/// Kong and in koe van). `loser_values[s]` is seat `s`'s own hand value; `names` are
/// the seats' names for the explanation.
pub fn settle(
    ending: Ending<'_>,
    jongh: Seat,
    loser_values: &[u32; 4],
    names: &[Text],
    rules: &ScoreRules,
) -> Settlement {
    let mut ledger = Ledger {
        names,
        payments: vec![0; 4],
        lines: Vec::new(),
    };
    let double = |a: Seat, b: Seat| -> u32 {
        if rules.jongh_double && !rules.koe_van && (a == jongh || b == jongh) {
            2
        } else {
            1
        }
    };
    let settle_losers;
    match ending {
        Ending::Win {
            winner,
            discarder,
            hand,
            liable,
            robbed,
            flowers,
        } => {
            let wiel = rules.wiel
                && matches!(
                    hand.level,
                    Some(Level::SamVan | Level::SieVan | Level::ManKong)
                );
            let extra = if wiel { WIEL } else { 0 };
            // what a line adds to its amount: jongh's double, the wiel
            let also = |s: Seat, why: String| {
                let why = if double(s, winner) == 2 {
                    t!(mj_why_jongh, why = why)
                } else {
                    why
                };
                if wiel {
                    t!(mj_why_wiel, why = why)
                } else {
                    why
                }
            };
            if hand.level == Some(Level::ManKong) {
                for s in (0..4).filter(|&s| s != winner) {
                    let amount = rules.maximum * double(s, winner) + extra;
                    let why = also(s, t!(mj_why_man_kong).to_string());
                    ledger.pay(s, winner, amount, &why);
                }
                settle_losers = false;
            } else {
                let payers: Vec<Seat> = match discarder {
                    Some(d) => vec![d],
                    None => (0..4).filter(|&s| s != winner).collect(),
                };
                // sole liability: "a winning hand of at least Sam Van", and "the same
                // warning also applies" to dragons and winds (sole-liability)
                let liable = liable
                    && rules.sole_liability
                    && discarder.is_some()
                    && !robbed
                    && matches!(hand.level, Some(Level::SamVan | Level::SieVan));
                let (cause, times) = match discarder {
                    Some(_) if liable => (t!(mj_why_liable), 2),
                    Some(_) if robbed => (t!(mj_why_robbed), 1),
                    Some(_) => (t!(mj_why_discarded), 1),
                    None if flowers => (t!(mj_why_flower_win), 1),
                    None => (t!(mj_why_self_drawn), 1),
                };
                // Man Kong is the highest payout: no payer pays more than it would (the
                // liable thrower pays for two such payers); a line says so when it binds
                let capped = hand.value.saturating_mul(2) > rules.maximum;
                let share = match (times, capped) {
                    (1, false) => t!(mj_why_double),
                    (1, true) => t!(mj_why_capped),
                    (_, false) => t!(mj_why_four_times),
                    (_, true) => t!(mj_why_twice_man_kong),
                };
                for s in payers {
                    let amount =
                        times * man_kong_capped(hand.value, rules) * double(s, winner) + extra;
                    let why = also(s, t!(mj_why_cause, cause = cause, share = share));
                    ledger.pay(s, winner, amount, &why);
                }
                settle_losers = !rules.koe_van;
            }
            if settle_losers {
                losers_settle(&mut ledger, winner, loser_values, &double);
            }
        }
        Ending::InvalidTjok { offender } => {
            for s in (0..4).filter(|&s| s != offender) {
                let amount = rules.maximum * double(s, offender);
                let why = if double(s, offender) == 2 {
                    t!(mj_why_invalid_jongh)
                } else {
                    t!(mj_why_invalid)
                };
                ledger.pay(offender, s, amount, why);
            }
            if !rules.koe_van {
                losers_settle(&mut ledger, offender, loser_values, &double);
            }
        }
    }
    Settlement {
        payments: ledger.payments,
        lines: ledger.lines,
    }
}

/// Sole liability, the dragon and wind cases the rulebook gives (warnings-and-penalties/
/// sole-liability): the winner had two dragon sets laid out and won on a discarded dragon,
/// or three wind sets and won on a discarded wind ("whoever then discards the next matching
/// dragon or wind"). [`settle`] applies it only to a hand of at least Sam Van, the page's
/// threshold for the main form. The one-suit case is not played.
pub fn liable(melds: &[Meld], winning_tile: MahjongTile) -> bool {
    let sets = |dragons: bool| {
        melds
            .iter()
            .filter(|m| !matches!(m.combination, Combination::Straight(_)))
            .filter(|m| match m.combination.first().face() {
                Face::Dragon(_) => dragons,
                Face::Wind(_) => !dragons,
                _ => false,
            })
            .count()
    };
    match winning_tile.face() {
        Face::Dragon(_) => sets(true) >= 2,
        Face::Wind(_) => sets(false) >= 3,
        _ => false,
    }
}

/// What one payer pays the winner of a hand worth `value` (before jongh's double): twice
/// the value, but never more than a Man Kong costs, since Man Kong is the maximum outcome
/// (invalid-tjok: "maximum outcome means the highest table payout … Man Kong").
pub fn man_kong_capped(value: u32, rules: &ScoreRules) -> u32 {
    value.saturating_mul(2).min(rules.maximum)
}

/// The three seats other than `out` pay each other the differences of their values.
fn losers_settle(
    ledger: &mut Ledger<'_>,
    out: Seat,
    values: &[u32; 4],
    double: &dyn Fn(Seat, Seat) -> u32,
) {
    let losers: Vec<Seat> = (0..4).filter(|&s| s != out).collect();
    for (k, &a) in losers.iter().enumerate() {
        for &b in &losers[k + 1..] {
            let (va, vb) = (values[a as usize], values[b as usize]);
            let (hi, lo) = if va >= vb { (a, b) } else { (b, a) };
            let diff = va.abs_diff(vb) * double(a, b);
            ledger.pay(lo, hi, diff, t!(mj_why_losers));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_is_always_up() {
        assert_eq!(round_up(58), 60);
        assert_eq!(round_up(32), 40);
        assert_eq!(round_up(60), 60);
        assert_eq!(round_up(0), 0);
    }

    #[test]
    fn a_value_in_players_words() {
        let v = |points, multipliers, value, level| HandValue {
            items: vec![],
            points,
            multipliers,
            value,
            level,
            grouping: None,
            koe_van: false,
        };
        assert_eq!(v(22, 0, 30, None).in_words(), "22 points, rounded up to 30");
        assert_eq!(v(30, 0, 30, None).in_words(), "30 points");
        assert_eq!(
            v(12, 1, 30, None).in_words(),
            "12 points doubled once = 24, rounded up to 30"
        );
        assert_eq!(
            v(12, 3, 100, Some(Level::SamVan)).in_words(),
            "Sam Van: 12 points doubled 3 times = 96, rounded up to 100"
        );
        assert_eq!(
            v(40, 6, 1000, None).in_words(),
            "40 points doubled 6 times = 2560, paid as 1000"
        );
        assert_eq!(
            v(0, 0, 1000, Some(Level::ManKong)).in_words(),
            "Man Kong, the maximum: 1000"
        );
    }

    #[test]
    fn the_set_point_table() {
        use crate::tiles::parse_mpsz;
        let small = parse_mpsz("5p").unwrap()[0];
        let large = parse_mpsz("1z").unwrap()[0];
        let table = [
            (Combination::Poeng(small), true, 2),
            (Combination::Poeng(small), false, 4),
            (Combination::Poeng(large), true, 4),
            (Combination::Poeng(large), false, 8),
            (Combination::Kong(small), true, 8),
            (Combination::Kong(small), false, 16),
            (Combination::Kong(large), true, 16),
            (Combination::Kong(large), false, 32),
            (Combination::Straight(small), false, 0),
        ];
        for (c, open, p) in table {
            assert_eq!(set_points(c, open), p, "{c:?} open={open}");
        }
    }
}
