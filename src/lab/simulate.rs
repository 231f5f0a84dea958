//! Many rounds between computer players: each deal played once per seat rotation
//! (duplicate deals), spread over the cores, reported as wins, points with their margins,
//! deal-ins and round lengths by level.

use crate::ai::search::{make_bot, Searchable, StrongBot};
use crate::ai::Bot;
use crate::ai::Level;
use crate::engine::catalog::GameRules;
use crate::engine::core::{derive_seed, NoEvents, Seat, WinKind};
use crate::engine::games::GameId;
use crate::engine::kap::KapGame;
use crate::engine::matches::{InMatch, Opening};
use crate::engine::matjok::game::MatjokGame;
use crate::engine::options::Options;
use crate::engine::pair_game::PairGame;
use crate::engine::round::Round;
use crate::engine::tiles::mahjong::Wind;
use crate::play::record::Record;
use crate::play::session::{Player, Setup};

use super::report::{points_by_level, PointSums, SimReport, LENGTH_BUCKETS, LENGTH_STEP};
use super::rounds::{play_watched, Claims, MatjokClaims, NoClaims};
use super::{clock, LabError};

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
        budget: strong.then(|| spec.budget.unwrap_or(game.spec().budget)),
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
