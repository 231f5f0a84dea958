//! The rule lab: list pairings, check hands, and play many bot games to measure a rule set.
//! `jjak-lab` (src/bin) is a thin command line over these functions.

use serde::Serialize;
use serde_json::{json, Value};

use crate::ai::search::{make_bot, Searchable, StrongBot};
use crate::ai::Bot;
use crate::ai::Level;
use crate::engine::catalog::{read_matjok, CatalogError, GameRules};
use crate::engine::core::{derive_seed, NoEvents, RuleError, Seat, WinKind};
use crate::engine::games::{GameId, UnknownGame};
use crate::engine::kap::KapGame;
use crate::engine::matches::{InMatch, Opening};
use crate::engine::matjok::analysis::analyze;
use crate::engine::matjok::game::MatjokGame;
use crate::engine::matjok::hand::{counts_of, groupings, tiles_of, Combination, Counts, Grouping};
use crate::engine::matjok::shanten::shanten;
use crate::engine::options::{OptionError, Options};
use crate::engine::pair_game::PairGame;
use crate::engine::round::{Round, LEGAL_ROOM};
use crate::engine::setup::{check_players, SetupError};
use crate::engine::tiles::mahjong::Wind;
use crate::engine::tiles::to_mpsz;
use crate::engine::tiles::{parse_dominoes, Domino, NotationError};
use crate::play::record::Record;
use crate::play::session::{Player, Setup};

#[derive(Debug, thiserror::Error)]
pub enum LabError {
    #[error(transparent)]
    Game(#[from] UnknownGame),
    #[error(transparent)]
    Option(#[from] OptionError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error("{0}")]
    Input(String),
    #[error(transparent)]
    Catalog(#[from] CatalogError),
    #[error("a bot's move was refused: {0}")]
    Rule(#[from] RuleError),
}

/// Every pairing the rules allow, as `{"game", "pairs": [["6-3","5-4"], …]}`.
pub fn pairs(game: GameId, options: &Options) -> Result<Value, LabError> {
    let list = GameRules::new(game, options)?.pairings().ok_or_else(|| {
        LabError::Input("matjok has combinations, not pairs: use check or analyze".into())
    })?;
    let pairs = pair_strings(&list);
    Ok(json!({ "game": game.id(), "count": pairs.len(), "pairs": pairs }))
}

fn pair_strings(pairs: &[(Domino, Domino)]) -> Vec<[String; 2]> {
    pairs
        .iter()
        .map(|(a, b)| [a.to_string(), b.to_string()])
        .collect()
}

/// How a hand was completed, for the rule that depends on it (seed 000's final 6-6).
#[derive(Clone, Copy, Debug, Default)]
pub struct Finish {
    /// Players at the table.
    pub players: Option<u8>,
    /// The tile that completed the hand (drawn or taken last).
    pub last: Option<Domino>,
}

/// Whether `tiles` form a complete winning hand, with one valid grouping; with `finish`,
/// whether that hand wins (Jjak-mat-chu-gi's final 6-6 rule, as the game plays it).
pub fn check(
    game: GameId,
    tiles: &str,
    options: &Options,
    finish: Finish,
) -> Result<Value, LabError> {
    if game == GameId::Matjok {
        return check_matjok(tiles, "");
    }
    let rules = GameRules::new(game, options)?;
    let hand = parse_dominoes(tiles)?;
    let c = rules.check_dominoes(&hand)?;
    let mut groups: Vec<(Domino, Domino)> = c.ngan.into_iter().collect();
    groups.extend(c.pairs);
    let mut out =
        json!({ "game": game.id(), "complete": c.complete, "groups": pair_strings(&groups) });
    if let Some((a, b)) = c.ngan {
        out["ngan"] = json!([a.to_string(), b.to_string()]);
    }
    if let Some(r) = c.reason {
        out["reason"] = json!(r);
    }
    if let Some(p) = finish.players {
        check_players(game, p, rules.players())?;
    }
    if let Some(last) = finish.last {
        if !hand.contains(&last) {
            return Err(LabError::Input(format!(
                "--last {last} is not among the tiles"
            )));
        }
    }
    let GameRules::Pair(r) = &rules else {
        return Ok(out);
    };
    let six_six_pair = hand.iter().filter(|t| **t == Domino::new(6, 6)).count() == 2;
    if !c.complete || !six_six_pair || !r.final_six_six_rule() {
        return Ok(out);
    }
    match finish {
        Finish {
            players: Some(p),
            last: Some(last),
        } => {
            let wins = !r.bars_final(p, last);
            out["wins"] = json!(wins);
            if !wins {
                out["reason"] = json!(format!(
                    "with {p} players the 6-6 pair may not be the third, winning pair (option final-six-six)"
                ));
            }
        }
        _ => {
            out["note"] = json!(
                "with 2 or 3 players this hand does not win if a 6-6 completed it (option \
                 final-six-six); dealt complete, or completed by another tile, it wins. \
                 Give --players and --last to settle it."
            )
        }
    }
    Ok(out)
}

fn grouping_strings(g: &Grouping, melds: &[Combination]) -> Vec<String> {
    let mut v: Vec<String> = melds.iter().map(|m| m.notation()).collect();
    v.extend(g.combinations.iter().map(|c| c.notation()));
    v.push(to_mpsz(&[g.pair, g.pair]));
    v
}

/// Whether MPSZ tiles (plus `open` melds, like "111z 345s") form a complete Matjok hand.
pub fn check_matjok(tiles: &str, open: &str) -> Result<Value, LabError> {
    let h = read_matjok(tiles, open)?;
    let size: usize = h.concealed.iter().map(|&n| n as usize).sum::<usize>() + 3 * h.melds.len();
    let flowers: Vec<String> = h.flowers.iter().map(|f| f.to_string()).collect();
    if h.flowers.len() >= 7 {
        return Ok(
            json!({ "game": "matjok", "complete": true, "groups": [], "flowers": flowers,
            "reason": format!("{} flowers: a flower win without an ordinary hand", h.flowers.len()) }),
        );
    }
    if size != 14 || h.melds.len() > 4 {
        return Ok(
            json!({ "game": "matjok", "complete": false, "groups": [], "flowers": flowers,
            "reason": format!("an ordinary winning hand is 14 tiles (a kong counts 3), not {size}") }),
        );
    }
    let all = groupings(&h.concealed);
    match all.first() {
        Some(g) => Ok(json!({ "game": "matjok", "complete": true,
            "groups": grouping_strings(g, &h.melds),
            "groupings": all.iter().map(|g| grouping_strings(g, &h.melds)).collect::<Vec<_>>(),
            "flowers": flowers })),
        None => Ok(
            json!({ "game": "matjok", "complete": false, "groups": [], "flowers": flowers,
            "shanten": shanten(&h.concealed, h.melds.len()),
            "reason": "the tiles do not split into four combinations and a final pair" }),
        ),
    }
}

/// Distance to win, waits (13 tiles) or discards (14 tiles) of a Matjok hand.
pub fn analyze_matjok(tiles: &str, open: &str) -> Result<Value, LabError> {
    let h = read_matjok(tiles, open)?;
    let concealed: usize = h.concealed.iter().map(|&n| n as usize).sum();
    let size = concealed + 3 * h.melds.len();
    if !(size == 13 || size == 14) || h.melds.len() > 4 {
        return Err(LabError::Input(format!(
            "analyze takes a hand of 13 or 14 tiles (each open meld counts 3), not {size}"
        )));
    }
    let a = analyze(&h.concealed, h.melds.len(), &h.seen);
    let wait = |w: &crate::engine::matjok::analysis::WaitInfo| json!({ "tile": w.tile.to_string(), "forms": w.forms.iter().map(|f| f.name()).collect::<Vec<_>>(), "unseen": w.unseen });
    let waits: Vec<Value> = a.waits.iter().map(wait).collect();
    let dead_waits: Vec<Value> = a.dead_waits.iter().map(wait).collect();
    let discards: Vec<Value> = a
        .discards
        .iter()
        .map(|d| json!({ "discard": d.discard.to_string(), "shanten": d.shanten,
            "improving": d.improving.iter().map(|t| t.to_string()).collect::<Vec<_>>(), "count": d.count }))
        .collect();
    let mut out = json!({
        "game": "matjok",
        "tiles": to_mpsz(&tiles_of(&h.concealed)),
        "open": h.melds.iter().map(|m| m.notation()).collect::<Vec<_>>(),
        "shanten": a.shanten,
        "complete": a.complete,
        "groupings": a.groupings.iter().map(|g| grouping_strings(g, &h.melds)).collect::<Vec<_>>(),
    });
    if size == 13 {
        out["waits"] = Value::Array(waits);
        // ready by shape on tiles all of whose copies this hand holds: no live wait
        out["ready_in_form_only"] = Value::Bool(a.ready_in_form_only);
        out["dead_waits"] = Value::Array(dead_waits);
    } else {
        out["discards"] = Value::Array(discards);
    }
    Ok(out)
}

/// What `simulate` measures.
#[derive(Clone, Debug, Serialize)]
pub struct SimReport {
    pub game: &'static str,
    pub players: u8,
    /// Rounds played: deals × rotations in duplicate mode.
    pub games: u32,
    pub deals: u32,
    pub seed: u64,
    /// The level of each seat (one level: every seat).
    pub ai: String,
    pub duplicate: bool,
    /// Iterations per decision of the strong bot, when one plays.
    pub budget: Option<u32>,
    /// Whether the strong seats saw every hand ([`SimSpec::all_seeing`]).
    pub all_seeing: bool,
    pub options: Vec<String>,
    pub draws: u32,
    pub draw_rate: f64,
    pub wins_by_seat: Vec<u32>,
    /// Each seat's total over all rounds under the rule set's payments (stakes or points;
    /// Matjok's settlement), so a rule set's scoring can be checked.
    pub points_by_seat: Vec<i64>,
    /// Wins counted from the first player: index 0 is the player who started.
    pub wins_by_turn_order: Vec<u32>,
    /// Wins of each listed AI, in the order given, over all rotations.
    pub wins_by_ai: Vec<u32>,
    /// Each level in `--ai` (once, in the order given): the mean points a round of a seat
    /// played at that level, with its 95% margin.
    pub points_by_ai: Vec<AiPoints>,
    /// How often each seat threw (or showed) the tile another seat won on.
    pub dealt_in_by_seat: Vec<u32>,
    /// The same by listed AI, in the order given, over all rotations.
    pub dealt_in_by_ai: Vec<u32>,
    /// Matjok: claim windows settled while a seat that could win, poeng or kong on the
    /// tile had not answered (a straight cutting it off). The rulebook's order makes it 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claims_cut_off: Option<u32>,
    pub mean_turns: f64,
    /// Turns over all rounds.
    pub turns: u64,
    /// How long the rounds were: entry `i` counts rounds of `LENGTH_STEP * i` to
    /// `LENGTH_STEP * (i + 1) - 1` turns; the last entry holds every longer round.
    pub lengths: Vec<u32>,
    pub elapsed_ms: u64,
    /// Threads that could play the deals (every core unless `--threads` says otherwise; 1
    /// in the browser, where each worker plays its own deals; with `--records` the deals
    /// are played one after another all the same).
    pub threads: usize,
}

/// A level's points a round ([`SimReport::points_by_ai`]).
#[derive(Clone, Debug, Serialize)]
pub struct AiPoints {
    pub ai: &'static str,
    /// Seat-rounds played at this level.
    pub rounds: u64,
    /// Mean points a round.
    pub mean: f64,
    /// Half the width of the mean's 95% interval: 1.96 standard errors, the deals taken as
    /// independent. A deal's rounds (its rotations, in duplicate mode) and its seats share
    /// its tiles, so each deal's points at this level are one observation: in duplicate
    /// mode the luck of the deal, which is the same for every rotation, cancels out of it.
    pub margin: f64,
    /// The same margin with every seat-round taken as independent (wider in duplicate
    /// mode, where it counts the deals' luck as if it did not cancel).
    pub margin_by_round: f64,
}

/// Points of the seats of one level, summed as they come: by seat-round and by deal.
#[derive(Clone, Copy, Default)]
struct PointSums {
    /// Seat-rounds, their points and the points' squares.
    n: u64,
    sum: i64,
    squares: i128,
    /// Deals, and the squares of each deal's points at this level.
    deals: u64,
    deal_squares: i128,
}

impl PointSums {
    fn add(&mut self, points: i32) {
        self.n += 1;
        self.sum += points as i64;
        self.squares += (points as i128) * (points as i128);
    }

    /// Closes a deal whose seat-rounds at this level made `points` in all.
    fn end_deal(&mut self, points: i64) {
        self.deals += 1;
        self.deal_squares += (points as i128) * (points as i128);
    }

    fn merge(&mut self, other: PointSums) {
        self.n += other.n;
        self.sum += other.sum;
        self.squares += other.squares;
        self.deals += other.deals;
        self.deal_squares += other.deal_squares;
    }

    /// The mean a seat-round, its margin over deals and its margin over seat-rounds.
    fn mean_and_margins(&self) -> (f64, f64, f64) {
        if self.n == 0 {
            return (0.0, 0.0, 0.0);
        }
        let n = self.n as f64;
        let mean = self.sum as f64 / n;
        let margin = |count: f64, squares: i128, total: f64| {
            // the mean of `count` observations summing to `total`, and its margin
            if count < 2.0 {
                return 0.0;
            }
            let m = total / count;
            let variance = ((squares as f64 - count * m * m) / (count - 1.0)).max(0.0);
            1.96 * (variance / count).sqrt()
        };
        let by_round = margin(n, self.squares, self.sum as f64);
        // each deal holds n / deals seat-rounds at this level (the same for every deal)
        let per_deal = n / self.deals.max(1) as f64;
        let by_deal = margin(self.deals as f64, self.deal_squares, self.sum as f64) / per_deal;
        (mean, by_deal, by_round)
    }
}

/// Turns per entry of [`SimReport::lengths`], and how many entries it has.
pub const LENGTH_STEP: u64 = 5;
pub const LENGTH_BUCKETS: usize = 40;

/// Plays one round to its end with one bot per seat. Stops (never panics) if a bot errs.
pub fn play_round<R: Round>(round: &mut R, bots: &mut [Box<dyn Bot<R>>]) -> Result<(), LabError> {
    play_watched(round, bots, &NoClaims, &mut |_, _| None).map(|_| ())
}

/// A seat's move chosen from the whole round instead of its view (the all-seeing player),
/// or `None` for its bot's.
type Sees<'a, R> = &'a mut dyn FnMut(&R, Seat) -> Option<<R as Round>::Action>;

/// How a game's claims rank, for counting the claims cut off (Matjok's; the other games
/// have none).
trait Claims<R> {
    /// The seats still to answer a discard and the best claim each could make (lower
    /// ranks first).
    fn open(&self, round: &R) -> Vec<(Seat, u8)>;
    /// The rank of the claim just made (the last move), or `u8::MAX` for none.
    fn made(&self, round: &R) -> u8;
}

struct NoClaims;

impl<R> Claims<R> for NoClaims {
    fn open(&self, _: &R) -> Vec<(Seat, u8)> {
        Vec::new()
    }
    fn made(&self, _: &R) -> u8 {
        u8::MAX
    }
}

/// [`play_round`], counting the claims cut off: a move after which a seat that was still
/// to answer (not the mover) is no longer asked, though its claim ranked above the one
/// made. Returns how many.
fn play_watched<R: Round>(
    round: &mut R,
    bots: &mut [Box<dyn Bot<R>>],
    claims: &impl Claims<R>,
    sees: Sees<R>,
) -> Result<u32, LabError> {
    // every game ends; this bound only guards against a bug looping forever
    let mut legal = Vec::with_capacity(LEGAL_ROOM);
    let mut cut_off = 0;
    for _ in 0..1_000_000 {
        let Some(seat) = round.next_to_act() else {
            return Ok(cut_off);
        };
        let before = claims.open(round);
        let seen = sees(round, seat);
        let bot = &mut bots[seat as usize];
        round.play_chosen(
            seat,
            &mut legal,
            |view, legal| seen.unwrap_or_else(|| bot.choose(view, legal)),
            &mut NoEvents,
        )?;
        if !before.is_empty() {
            let (asked, made) = (round.to_act(), claims.made(round));
            cut_off += before
                .iter()
                .filter(|&&(s, rank)| s != seat && !asked.contains(&s) && rank < made)
                .count() as u32;
        }
    }
    Err(LabError::Input("a round did not end".into()))
}

/// Matjok's claims after a discard: a win, then a poeng or kong, then a straight (turn-
/// flow); of two wins, the first in turn after the discarder.
struct MatjokClaims;

impl MatjokClaims {
    fn rank(a: &crate::engine::matjok::game::MatjokAction, order: u8) -> u8 {
        use crate::engine::matjok::game::MatjokAction as A;
        match a {
            A::Tjok => order,
            A::Poeng | A::ClaimKong => 4,
            A::Straight(_) => 5,
            _ => u8::MAX,
        }
    }
}

impl Claims<MatjokGame> for MatjokClaims {
    fn open(&self, g: &MatjokGame) -> Vec<(Seat, u8)> {
        use crate::engine::matjok::game::{MatjokPhase, SEATS};
        let MatjokPhase::Claims { from, .. } = g.phase() else {
            return Vec::new();
        };
        let order = |s: Seat| (s + SEATS - from) % SEATS;
        g.to_act()
            .into_iter()
            .filter_map(|s| {
                let best = g
                    .legal_actions(s)
                    .iter()
                    .map(|a| Self::rank(a, order(s)))
                    .min()?;
                Some((s, best))
            })
            .collect()
    }
    fn made(&self, g: &MatjokGame) -> u8 {
        use crate::engine::matjok::game::{MatjokAction as A, SEATS};
        let log = g.log();
        let Some(&(seat, action)) = log.last() else {
            return u8::MAX;
        };
        let from = log.iter().rev().find(|(_, a)| matches!(a, A::Discard(_)));
        let order = from.map_or(0, |&(f, _)| (seat + SEATS - f) % SEATS);
        Self::rank(&action, order)
    }
}

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimSpec {
    pub game: GameId,
    pub options: Options,
    pub players: u8,
    pub games: u32,
    /// The first deal's number (deal `i` is dealt from `derive_seed(seed, i)`), so a long
    /// run can be played in batches that add up to the same figures.
    pub first: u32,
    pub seed: u64,
    /// One level for every seat, or one per seat.
    pub ai: Vec<Level>,
    /// Replay each deal with the seats rotated, so luck cancels.
    pub duplicate: bool,
    /// Strong's iterations per decision (its default otherwise).
    pub budget: Option<u32>,
    /// The strong seats see every hand (not a legal player: the ceiling of a search that
    /// knew the other hands). The pair games only.
    pub all_seeing: bool,
}

/// Reads `--ai`: one level, or a comma-separated list with one level per seat.
pub fn parse_levels(s: &str, players: u8) -> Result<Vec<Level>, LabError> {
    let levels = s
        .split(',')
        .map(|x| x.parse::<Level>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| LabError::Input(e.to_string()))?;
    if levels.len() != 1 && levels.len() != players as usize {
        return Err(LabError::Input(format!(
            "--ai takes one level or one per seat ({players}), not {}",
            levels.len()
        )));
    }
    Ok(levels)
}

struct Tally {
    players: u8,
    draws: u32,
    turns: u64,
    rounds: u32,
    wins_by_seat: Vec<u32>,
    points_by_seat: Vec<i64>,
    wins_by_turn_order: Vec<u32>,
    wins_by_ai: Vec<u32>,
    points_by_ai: Vec<PointSums>,
    dealt_in_by_seat: Vec<u32>,
    dealt_in_by_ai: Vec<u32>,
    claims_cut_off: u32,
    lengths: Vec<u32>,
}

impl Tally {
    fn new(spec: &SimSpec) -> Tally {
        let players = spec.players as usize;
        Tally {
            players: spec.players,
            draws: 0,
            turns: 0,
            rounds: 0,
            wins_by_seat: vec![0; players],
            points_by_seat: vec![0; players],
            wins_by_turn_order: vec![0; players],
            wins_by_ai: vec![0; spec.ai.len()],
            points_by_ai: vec![PointSums::default(); spec.ai.len()],
            dealt_in_by_seat: vec![0; players],
            dealt_in_by_ai: vec![0; spec.ai.len()],
            claims_cut_off: 0,
            lengths: vec![0; LENGTH_BUCKETS],
        }
    }

    /// Adds `other`'s counts (every count is an integer: the order of adding does not
    /// change the sum).
    fn merge(&mut self, other: Tally) {
        fn add<T: std::ops::AddAssign + Copy>(a: &mut [T], b: &[T]) {
            for (x, &y) in a.iter_mut().zip(b) {
                *x += y;
            }
        }
        self.draws += other.draws;
        self.turns += other.turns;
        self.rounds += other.rounds;
        self.claims_cut_off += other.claims_cut_off;
        add(&mut self.wins_by_seat, &other.wins_by_seat);
        add(&mut self.points_by_seat, &other.points_by_seat);
        add(&mut self.wins_by_turn_order, &other.wins_by_turn_order);
        add(&mut self.wins_by_ai, &other.wins_by_ai);
        add(&mut self.dealt_in_by_seat, &other.dealt_in_by_seat);
        add(&mut self.dealt_in_by_ai, &other.dealt_in_by_ai);
        add(&mut self.lengths, &other.lengths);
        for (a, b) in self.points_by_ai.iter_mut().zip(other.points_by_ai) {
            a.merge(b);
        }
    }
}

/// A simulated round, as told to a [`Recorder`]: its deal's number and rotation
/// (duplicate deals), the level of each seat, the deal's seed and first player, and the
/// moves. [`record_of`] writes it as a record.
pub struct Simulated<'a> {
    pub deal: u32,
    pub rotation: u32,
    pub levels: &'a [Level],
    pub seed: u64,
    pub first: Option<Seat>,
    pub moves: Vec<(Seat, crate::engine::matches::AnyAction)>,
}

/// Where the simulated games go (`jjak-lab simulate --records DIR`). (The record is written
/// by the recorder, not by the simulation, so a simulation without one, as the browser's
/// rule lab runs, carries no code for records.)
pub type Recorder<'a> = &'a mut dyn FnMut(Simulated) -> Result<(), LabError>;

/// Plays every deal (and rotation) of `spec` for one engine. Without a recorder the deals
/// are spread over every core (natively): each deal's figures depend on its number alone,
/// and they are added up exactly, so a seed gives the same report on any number of cores.
/// With one, they are played in order, for the records to come in order.
fn run<R: Searchable + InMatch>(
    spec: &SimSpec,
    recorder: Option<Recorder>,
    rules: &R::Rules,
    deal: impl Fn(u64, u32) -> Result<R, LabError> + Sync,
    // who played first, and the first player the deal was given (for a record of it)
    first: impl Fn(&R) -> (Seat, Option<Seat>) + Sync,
    claims: &(impl Claims<R> + Sync),
    see: Option<SeeFn<R>>,
) -> Result<Tally, LabError>
where
    R::Rules: Sync,
{
    if spec.all_seeing && see.is_none() {
        return Err(LabError::Input(format!(
            "--all-seeing: the pair games only, not {}",
            spec.game.id()
        )));
    }
    let deals = spec.first..spec.first.saturating_add(spec.games);
    let play = |t: &mut Tally, i: u32, keep: Option<&mut Recorder>| {
        play_deal(spec, keep, rules, &deal, &first, claims, see, t, i)
    };
    match recorder {
        Some(mut keep) => {
            cores::in_order(deals, Tally::new(spec), |t, i| play(t, i, Some(&mut keep)))
        }
        None => cores::sum_over(
            deals,
            || Tally::new(spec),
            |t, i| play(t, i, None),
            Tally::merge,
        ),
    }
}

/// The all-seeing player's choice ([`StrongBot::choose_seeing`]), for the games that have one.
type SeeFn<R> = fn(&mut StrongBot<R>, &R, Seat, &[<R as Round>::Action]) -> <R as Round>::Action;

/// The pair games' all-seeing player: a native lab's only (the browser's rule lab plays
/// the legal levels, and its bundle stays without it).
fn see_pairs() -> Option<SeeFn<PairGame>> {
    #[cfg(not(target_arch = "wasm32"))]
    return Some(|bot, g, s, legal| bot.choose_seeing(g, s, legal));
    #[cfg(target_arch = "wasm32")]
    None
}

/// Plays deal `i` of `spec` (each rotation in duplicate mode) and counts it into `t`.
#[allow(clippy::too_many_arguments)]
fn play_deal<R: Searchable + InMatch>(
    spec: &SimSpec,
    mut recorder: Option<&mut Recorder>,
    rules: &R::Rules,
    deal: &impl Fn(u64, u32) -> Result<R, LabError>,
    first: &impl Fn(&R) -> (Seat, Option<Seat>),
    claims: &impl Claims<R>,
    see: Option<SeeFn<R>>,
    t: &mut Tally,
    i: u32,
) -> Result<(), LabError> {
    let n = spec.players;
    let k = spec.ai.len();
    let rotations = if spec.duplicate { n as u32 } else { 1 };
    let seed = derive_seed(spec.seed, i as u64);
    // this deal's points by listed AI, added to its level's deal total at the end
    let mut deal_points = vec![0i64; k];
    for r in 0..rotations {
        // seat s plays the AI listed at (s + r) mod n
        let slot = |s: Seat| {
            if k == 1 {
                0
            } else {
                (s as usize + r as usize) % n as usize
            }
        };
        let mut bots: Vec<Box<dyn Bot<R>>> = (0..n)
            .map(|s| {
                let bot_seed = derive_seed(seed ^ 0xB075, (r * n as u32 + s as u32) as u64);
                make_bot::<R>(spec.ai[slot(s)], rules, n, bot_seed, spec.budget)
            })
            .collect();
        // the strong seats, when they see every hand
        let mut seers: Vec<Option<StrongBot<R>>> = (0..n)
            .map(|s| {
                let strong = spec.ai[slot(s)] == Level::Strong;
                see.filter(|_| spec.all_seeing && strong)?;
                let bot_seed = derive_seed(seed ^ 0x5EE5, (r * n as u32 + s as u32) as u64);
                let budget = spec.budget.unwrap_or(R::DEFAULT_BUDGET);
                Some(StrongBot::new(rules, n, budget, bot_seed))
            })
            .collect();
        let mut legal = Vec::new();
        let mut sees = |g: &R, s: Seat| {
            let (see, bot) = (see?, seers[s as usize].as_mut()?);
            g.legal_actions_into(s, &mut legal);
            Some(see(bot, g, s, &legal))
        };
        let mut round = deal(seed, i)?;
        t.claims_cut_off += play_watched(&mut round, &mut bots, claims, &mut sees)?;
        if let Some(keep) = recorder.as_mut() {
            let levels = (0..n).map(|s| spec.ai[slot(s)]).collect::<Vec<_>>();
            keep(Simulated {
                deal: i,
                rotation: r,
                levels: &levels,
                seed,
                first: first(&round).1,
                moves: round.log().iter().map(|&(s, a)| (s, R::any(a))).collect(),
            })?;
        }
        t.rounds += 1;
        t.turns += round.turns() as u64;
        let bucket = (round.turns() as u64 / LENGTH_STEP) as usize;
        t.lengths[bucket.min(LENGTH_BUCKETS - 1)] += 1;
        if let Some(o) = round.outcome() {
            for (s, (total, &paid)) in t.points_by_seat.iter_mut().zip(&o.payments).enumerate() {
                *total += paid as i64;
                t.points_by_ai[slot(s as Seat)].add(paid);
                deal_points[slot(s as Seat)] += paid as i64;
            }
            if let Some(WinKind::Discard { from }) = o.how {
                t.dealt_in_by_seat[from as usize] += 1;
                t.dealt_in_by_ai[slot(from)] += 1;
            }
        }
        match round.outcome().and_then(|o| o.winner) {
            Some(w) => {
                t.wins_by_seat[w as usize] += 1;
                t.wins_by_turn_order[((w + n - first(&round).0) % n) as usize] += 1;
                t.wins_by_ai[slot(w)] += 1;
            }
            None => t.draws += 1,
        }
    }
    // each level's deal total, kept by the first AI listed at that level
    for (slot, &level) in spec.ai.iter().enumerate() {
        if spec.ai[..slot].contains(&level) {
            continue;
        }
        let total = (0..k)
            .filter(|&j| spec.ai[j] == level)
            .map(|j| deal_points[j])
            .sum();
        t.points_by_ai[slot].end_deal(total);
    }
    Ok(())
}

/// Deals played over the machine's cores: natively with rayon (its pool: every core, or
/// `jjak-lab simulate --threads`), one after another in the browser, whose rule lab runs
/// a worker per core instead.
mod cores {
    use super::LabError;
    use std::ops::Range;

    /// How many threads play deals.
    pub fn threads() -> usize {
        #[cfg(not(target_arch = "wasm32"))]
        return rayon::current_num_threads();
        #[cfg(target_arch = "wasm32")]
        return 1;
    }

    /// Plays each deal of `deals` into a sum started by `zero`, the sums added by `merge`;
    /// the first error stops it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn sum_over<T: Send>(
        deals: Range<u32>,
        zero: impl Fn() -> T + Sync + Send,
        play: impl Fn(&mut T, u32) -> Result<(), LabError> + Sync + Send,
        merge: fn(&mut T, T),
    ) -> Result<T, LabError> {
        use rayon::prelude::*;
        if rayon::current_num_threads() == 1 {
            // (one core: the plain loop, without the pool's splitting of the work)
            return in_order(deals, zero(), play);
        }
        deals
            .into_par_iter()
            .try_fold(&zero, |mut t, i| play(&mut t, i).map(|_| t))
            .try_reduce(&zero, |mut a, b| {
                merge(&mut a, b);
                Ok(a)
            })
    }

    #[cfg(target_arch = "wasm32")]
    pub fn sum_over<T>(
        deals: Range<u32>,
        zero: impl Fn() -> T,
        play: impl Fn(&mut T, u32) -> Result<(), LabError>,
        _merge: fn(&mut T, T),
    ) -> Result<T, LabError> {
        in_order(deals, zero(), play)
    }

    /// Plays each deal of `deals` in turn into `sum`; the first error stops it.
    pub fn in_order<T>(
        deals: Range<u32>,
        mut sum: T,
        mut play: impl FnMut(&mut T, u32) -> Result<(), LabError>,
    ) -> Result<T, LabError> {
        for i in deals {
            play(&mut sum, i)?;
        }
        Ok(sum)
    }
}

/// The record of a simulated round: the first round of a match between computers of its
/// levels, dealt from the round's own seed with its first player.
pub fn record_of(spec: &SimSpec, game: &Simulated) -> Result<Record, LabError> {
    let mut setup = Setup::against_computer(spec.game, spec.players, Level::Normal);
    setup.options = spec.options.clone();
    setup.budget = spec.budget;
    for (s, (seat, level)) in setup.seats.iter_mut().zip(game.levels).enumerate() {
        seat.name = format!("Computer {}", s + 1);
        seat.player = Player::Computer(*level);
    }
    setup.opening = Some(Opening {
        seed: game.seed,
        first: game.first,
        tiles: None,
    });
    let moves = game
        .moves
        .iter()
        .map(|(seat, a)| format!("{}: {}", u32::from(*seat) + 1, a.notation()))
        .collect();
    Record::unscored(&setup, 0, vec![moves])
        .finished()
        .map_err(|e| LabError::Input(format!("a simulated game's record: {e}")))
}

/// A played-back record's result (`jjak-lab replay`): rounds won and points by seat,
/// the drawn rounds and the moves.
pub fn replay_report(s: &crate::play::session::Session) -> Value {
    let players = s.setup.players() as usize;
    let mut wins = vec![0u32; players];
    let mut draws = 0;
    for r in s.game.results() {
        match r.winner.and_then(|w| wins.get_mut(w as usize)) {
            Some(w) => *w += 1,
            None => draws += 1,
        }
    }
    let turns = s
        .saved()
        .steps
        .iter()
        .filter(|st| matches!(st, crate::play::session::Step::Move { .. }))
        .count();
    json!({
        "game": s.setup.game.id(),
        "players": s.setup.names(),
        "rounds": s.game.results().len(),
        "draws": draws,
        "wins_by_seat": wins,
        "points_by_seat": s.game.scores(),
        "turns": turns,
        "over": s.game.is_over(),
    })
}

/// Plays `spec.games` deals with bots, deal `i` from seed `derive_seed(seed, i)`.
pub fn simulate(spec: &SimSpec) -> Result<SimReport, LabError> {
    simulate_recording(spec, None)
}

/// [`simulate`], giving each game's record to `recorder`.
pub fn simulate_recording(
    spec: &SimSpec,
    recorder: Option<Recorder>,
) -> Result<SimReport, LabError> {
    let (game, players) = (spec.game, spec.players);
    if spec.ai.len() != 1 && spec.ai.len() != players as usize {
        return Err(LabError::Input("one AI level, or one per seat".into()));
    }
    if spec.all_seeing && recorder.is_some() {
        // a record names each seat's level: it would call the all-seeing player "strong"
        return Err(LabError::Input(
            "--all-seeing writes no records: a record names legal levels only".into(),
        ));
    }
    let start = clock::start();
    let rules = GameRules::new(game, &spec.options)?;
    rules.check_players(players)?;
    let t = match rules {
        GameRules::Pair(rules) => run::<PairGame>(
            spec,
            recorder,
            &rules,
            |seed, _| {
                Ok(PairGame::deal(
                    rules.clone(),
                    players,
                    seed,
                    None,
                    &mut NoEvents,
                )?)
            },
            |g| (g.first(), None),
            &NoClaims,
            see_pairs(),
        )?,
        GameRules::Kap(rules) => run::<KapGame>(
            spec,
            recorder,
            &rules,
            |seed, _| Ok(KapGame::new(rules.clone(), players, seed, 0)?),
            |g| (g.first(), Some(0)),
            &NoClaims,
            None,
        )?,
        GameRules::Matjok(rules) => run::<MatjokGame>(
            spec,
            recorder,
            &rules,
            |seed, i| Ok(MatjokGame::new(rules, seed, (i % 4) as Seat, Wind::East)?),
            |g| (g.jongh(), Some(g.jongh())),
            &MatjokClaims,
            None,
        )?,
    };
    let rounds = t.rounds.max(1) as f64;
    let strong = spec.ai.contains(&Level::Strong);
    Ok(SimReport {
        game: game.id(),
        players: t.players,
        games: t.rounds,
        deals: spec.games,
        seed: spec.seed,
        ai: spec.ai.iter().map(|l| l.id()).collect::<Vec<_>>().join(","),
        duplicate: spec.duplicate,
        all_seeing: spec.all_seeing,
        budget: strong.then(|| spec.budget.unwrap_or(default_budget(game))),
        options: spec
            .options
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect(),
        draws: t.draws,
        draw_rate: t.draws as f64 / rounds,
        wins_by_seat: t.wins_by_seat,
        points_by_seat: t.points_by_seat,
        wins_by_turn_order: t.wins_by_turn_order,
        wins_by_ai: t.wins_by_ai,
        points_by_ai: points_by_level(&spec.ai, &t.points_by_ai),
        dealt_in_by_seat: t.dealt_in_by_seat,
        dealt_in_by_ai: t.dealt_in_by_ai,
        claims_cut_off: (game == GameId::Matjok).then_some(t.claims_cut_off),
        mean_turns: t.turns as f64 / rounds,
        turns: t.turns,
        lengths: t.lengths,
        elapsed_ms: clock::elapsed_ms(start),
        threads: cores::threads(),
    })
}

/// Each level listed in `ai` once, in the order given, with the points of every seat that
/// played at it.
fn points_by_level(ai: &[Level], sums: &[PointSums]) -> Vec<AiPoints> {
    let mut out: Vec<(Level, PointSums)> = Vec::new();
    for (&level, &s) in ai.iter().zip(sums) {
        match out.iter_mut().find(|(l, _)| *l == level) {
            Some((_, total)) => total.merge(s),
            None => out.push((level, s)),
        }
    }
    out.into_iter()
        .map(|(level, s)| {
            let (mean, margin, margin_by_round) = s.mean_and_margins();
            AiPoints {
                ai: level.id(),
                rounds: s.n,
                mean,
                margin,
                margin_by_round,
            }
        })
        .collect()
}

/// Strong's default iterations per decision in `game`.
pub fn default_budget(game: GameId) -> u32 {
    game.spec().budget
}

/// Random 14-tile hands (from the 136 tiles without flowers) for timing the analyser.
pub fn random_hands(count: usize, seed: u64) -> Vec<Counts> {
    use rand::seq::SliceRandom;
    let mut r = crate::engine::core::rng(seed);
    let mut set = crate::engine::tiles::mahjong::mahjong_set(false);
    (0..count)
        .map(|_| {
            set.shuffle(&mut r);
            counts_of(&set[..14]).expect("14 tiles of a set")
        })
        .collect()
}

/// Times shanten over `hands` random 14-tile hands (generated before the clock starts).
/// Native only: the browser page times itself with `performance.now()`.
pub fn bench_shanten(hands: usize, seed: u64) -> Value {
    let list = random_hands(hands, seed);
    let start = clock::start();
    let mut sum = 0i64;
    for h in &list {
        sum += shanten(h, 0) as i64;
    }
    let ms = clock::elapsed_ms(start).max(1);
    json!({
        "what": "shanten of random 14-tile hands",
        "hands": hands,
        "seed": seed,
        "mean_shanten": sum as f64 / hands.max(1) as f64,
        "elapsed_ms": ms,
        "per_second": (hands as f64 * 1000.0 / ms as f64).round(),
    })
}

/// Wall-clock timing for reports; `std::time::Instant` does not exist in the browser.
mod clock {
    #[cfg(not(target_arch = "wasm32"))]
    pub fn start() -> std::time::Instant {
        std::time::Instant::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    pub fn elapsed_ms(start: std::time::Instant) -> u64 {
        start.elapsed().as_millis() as u64
    }
    /// The browser times runs itself (`performance.now()`); the lab reports 0 there.
    #[cfg(target_arch = "wasm32")]
    pub struct Start;
    #[cfg(target_arch = "wasm32")]
    pub fn start() -> Start {
        Start
    }
    #[cfg(target_arch = "wasm32")]
    pub fn elapsed_ms(_: Start) -> u64 {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::PointSums;

    /// The margin over deals takes each deal's total as one observation; the margin over
    /// seat-rounds takes every seat-round as one (figures worked by hand).
    #[test]
    fn a_margin_counts_deals_as_the_independent_draws() {
        let mut s = PointSums::default();
        for deal in [[3, 5], [-1, 1], [4, 0]] {
            for p in deal {
                s.add(p);
            }
            s.end_deal(deal.iter().map(|&p| p as i64).sum());
        }
        let (mean, by_deal, by_round) = s.mean_and_margins();
        assert_eq!(mean, 2.0);
        // deal totals 8, 0, 4: variance 16, 1.96 · √(16/3), over 2 seat-rounds a deal
        assert!(
            (by_deal - 1.96 * (16.0f64 / 3.0).sqrt() / 2.0).abs() < 1e-9,
            "{by_deal}"
        );
        // seat-rounds 3, 5, -1, 1, 4, 0: variance 5.6
        assert!(
            (by_round - 1.96 * (5.6f64 / 6.0).sqrt()).abs() < 1e-9,
            "{by_round}"
        );
    }
}
