//! The strong level: flat Monte Carlo search under hidden information. For each move it
//! could make, the bot imagines many deals consistent with what it sees (the hidden tiles
//! dealt at random: "determinization"), plays each to the end with the normal bot for
//! every seat, and keeps the move that did best. It never looks at the real hidden tiles.

use rand::rngs::StdRng;
use rand::SeedableRng;

use super::{Bot, Level};
use jjak_engine::core::{derive_seed, NoEvents, Outcome, Seat, WinKind};
use jjak_engine::games::GameId;
use jjak_engine::kap::{KapAction, KapGame, KapRules, KapView};
use jjak_engine::matjok::analysis::improving;
use jjak_engine::matjok::game::{MatjokAction, MatjokGame, MatjokRules, MatjokView};
use jjak_engine::matjok::hand::Counts;
use jjak_engine::matjok::shanten::shanten;
use jjak_engine::pair_game::{PairAction, PairGame, PairRules, PairView};
use jjak_engine::round::Round;
use jjak_engine::said;
use jjak_engine::text::{Arg, Text};
use jjak_engine::tiles::mahjong::KINDS;

/// A game the bots can search: a round can be imagined from a seat's view.
pub trait Searchable: Round {
    /// The `normal` bot, also the playout policy of `strong`.
    type Normal: Bot<Self> + Clone + 'static;
    /// `seed` breaks its ties (the same seed, the same choices).
    fn normal(rules: &Self::Rules, players: u8, seed: u64) -> Self::Normal;
    fn seat_of(view: &Self::View<'_>) -> Seat;
    /// Throwing a tile away (where the beginner makes its mistakes).
    fn is_discard(action: &Self::Action) -> bool;
    /// A cautious alternative to `chosen` when it takes a tile without winning (draw
    /// instead of taking a discard, pass instead of claiming): a beginner's mistake.
    fn timid(
        rules: &Self::Rules,
        view: &Self::View<'_>,
        legal: &[Self::Action],
        chosen: &Self::Action,
    ) -> Option<Self::Action>;
    /// The move search starts from and must beat: the normal bot's, unless the game has
    /// a better one-step look-ahead; with the look-ahead's reason for it, in words, which
    /// is the decision's reason when nothing else is worth searching.
    fn baseline(
        _view: &Self::View<'_>,
        _legal: &[Self::Action],
        normal: Self::Action,
    ) -> (Self::Action, Option<Text>) {
        (normal, None)
    }
    /// The moves worth searching (all legal ones unless the game knows better); a move
    /// that wins at once may be returned alone.
    /// `normal`: the seat's normal bot, whose reading of the hand a game may use.
    fn shortlist(
        _normal: &Self::Normal,
        _view: &Self::View<'_>,
        legal: &[Self::Action],
    ) -> Vec<Self::Action> {
        legal.to_vec()
    }
    /// How good an ended round is for `seat`, the quantity search maximises: [`utility`]
    /// unless the game scores otherwise.
    fn utility(o: &Outcome, seat: Seat) -> f64 {
        utility(o, seat)
    }
    /// Whether [`Searchable::utility`] is the round's points in hundreds (the reason then
    /// tells the points a round), not a share of the best result.
    const IN_POINTS: bool = false;
    /// Iterations per decision for `strong` by default (a 1,000-game two-player lab run
    /// stays within a few minutes).
    const DEFAULT_BUDGET: u32;
}

/// How good an ended round is for `seat`: a win 1, a drawn round 0.3, a loss 0, and
/// less for the player who threw the winning tile.
pub fn utility(o: &Outcome, seat: Seat) -> f64 {
    match o.winner {
        Some(w) if w == seat => 1.0,
        Some(_) if o.how == Some(WinKind::Discard { from: seat }) => -0.3,
        Some(_) => 0.0,
        None => 0.3,
    }
}

pub struct StrongBot<R: Searchable> {
    rules: R::Rules,
    playout: R::Normal,
    budget: u32,
    rng: StdRng,
    /// Per legal move of the last decision: (move, mean utility, tries).
    last: Vec<(R::Action, f64, u32)>,
    /// Why the last decision needed no search, when the game's look-ahead said (`baseline`).
    unsearched: Option<Text>,
}

impl<R: Searchable> StrongBot<R> {
    pub fn new(rules: &R::Rules, players: u8, budget: u32, seed: u64) -> StrongBot<R> {
        StrongBot {
            rules: rules.clone(),
            playout: R::normal(rules, players, derive_seed(seed, 0x91A7)),
            budget: budget.max(1),
            rng: StdRng::seed_from_u64(seed),
            last: Vec::new(),
            unsearched: None,
        }
    }

    fn playout(&mut self, mut g: R, seat: Seat) -> f64 {
        let mut legal = Vec::with_capacity(jjak_engine::round::LEGAL_ROOM);
        for _ in 0..100_000 {
            let Some(s) = g.next_to_act() else { break };
            let bot = &mut self.playout;
            let chosen = g.play_chosen(
                s,
                &mut legal,
                |view, legal| bot.choose(view, legal),
                &mut NoEvents,
            );
            if chosen.is_err() {
                break;
            }
        }
        g.outcome().map_or(0.3, |o| R::utility(o, seat))
    }
}

/// A strong decision in progress. The imagined deals can be played a few at a time
/// ([`StrongBot::think`]), so the browser can spread a decision over short tasks and stop
/// at a time budget; [`Bot::choose`] plays them all at once.
pub struct Thinking<A> {
    /// The candidate moves; the first is the one to beat (normal's, or the look-ahead's).
    moves: Vec<A>,
    sum: Vec<f64>,
    diff: Vec<f64>,
    diff2: Vec<f64>,
    done: u32,
    /// Imagined deals the iteration budget asks for.
    pub target: u32,
}

impl<A> Thinking<A> {
    /// Imagined deals played so far.
    pub fn done(&self) -> u32 {
        self.done
    }
    pub fn finished(&self) -> bool {
        self.done >= self.target
    }
}

impl<R: Searchable> StrongBot<R> {
    /// Starts a decision: the candidate moves, none tried yet.
    pub fn start(&mut self, view: &R::View<'_>, legal: &[R::Action]) -> Thinking<R::Action> {
        let (normal, reason) = if legal.len() == 1 {
            (legal[0], None)
        } else {
            R::baseline(view, legal, self.playout.choose(view, legal))
        };
        let mut moves: Vec<R::Action> = vec![normal];
        if legal.len() > 1 {
            for a in R::shortlist(&self.playout, view, legal) {
                if !moves.iter().any(|b| R::same_choice(&a, b)) {
                    moves.push(a);
                }
            }
        }
        let n = moves.len();
        self.unsearched = reason.filter(|_| n == 1);
        let target = if n == 1 {
            0
        } else {
            (self.budget as usize).div_ceil(n).max(2) as u32
        };
        Thinking {
            moves,
            sum: vec![0.0; n],
            diff: vec![0.0; n],
            diff2: vec![0.0; n],
            done: 0,
            target,
        }
    }

    /// Plays up to `deals` more imagined deals (never past the target), each with every
    /// candidate move.
    pub fn think(&mut self, d: &mut Thinking<R::Action>, view: &R::View<'_>, deals: u32) {
        let seat = R::seat_of(view);
        for _ in 0..deals.min(d.target.saturating_sub(d.done)) {
            if d.moves.len() < 2 {
                return;
            }
            let deal = R::sample(&self.rules, view, &mut self.rng);
            self.try_deal(d, seat, deal);
        }
    }

    /// Plays every candidate move of `d` on one imagined `deal`, and counts the results.
    fn try_deal(&mut self, d: &mut Thinking<R::Action>, seat: Seat, deal: R) {
        let n = d.moves.len();
        let mut u = vec![0.0f64; n];
        for (k, &a) in d.moves.iter().enumerate() {
            let mut g = deal.clone();
            u[k] = if g.apply(seat, a, &mut NoEvents).is_ok() {
                self.playout(g, seat)
            } else {
                -1.0
            };
        }
        for k in 0..n {
            d.sum[k] += u[k];
            let x = u[k] - u[0];
            d.diff[k] += x;
            d.diff2[k] += x * x;
        }
        d.done += 1;
    }

    /// The decision: the move to beat, unless another did better with t > 2 over the
    /// deals played so far.
    pub fn finish(&mut self, d: Thinking<R::Action>) -> R::Action {
        let n = d.done.max(1) as f64;
        let mut best = 0;
        let mut best_gain = 0.0;
        for k in 1..d.moves.len() {
            let mean = d.diff[k] / n;
            let var = (d.diff2[k] / n - mean * mean).max(0.0);
            let se = (var / n).sqrt().max(1e-9);
            if mean > best_gain && mean / se > 2.0 {
                best = k;
                best_gain = mean;
            }
        }
        self.last = if d.moves.len() > 1 {
            d.moves
                .iter()
                .enumerate()
                .map(|(k, &a)| (a, d.sum[k] / n, d.done))
                .collect()
        } else {
            Vec::new()
        };
        if !self.last.is_empty() {
            self.last.swap(0, best);
        }
        d.moves[best]
    }
}

/// One move as the strong computer measures it for a drill ([`measure_every_move`]): its
/// result on each imagined deal, the same deals for every move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveMeasure<A> {
    pub action: A,
    /// [`Searchable::utility`] of each imagined deal played to the end after this move.
    pub results: Vec<f64>,
}

impl<A> MoveMeasure<A> {
    /// The mean result.
    pub fn mean(&self) -> f64 {
        self.results.iter().sum::<f64>() / self.results.len().max(1) as f64
    }

    /// How sure it is that this move is better than `other` over the same deals: the
    /// mean difference over its standard error (a paired t statistic).
    pub fn t_against(&self, other: &MoveMeasure<A>) -> f64 {
        let d: Vec<f64> = self
            .results
            .iter()
            .zip(&other.results)
            .map(|(a, b)| a - b)
            .collect();
        let n = d.len().max(1) as f64;
        let mean = d.iter().sum::<f64>() / n;
        let var = d.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0).max(1.0);
        mean / (var / n).sqrt().max(1e-9)
    }
}

/// The strong computer's measure of every distinct legal move (not only those it would
/// shortlist), each played on the same `deals` imagined deals and then to the end by the
/// normal computer for every seat: what a drill's answer is made of. Best first.
pub fn measure_every_move<R: Searchable>(
    rules: &R::Rules,
    players: u8,
    seed: u64,
    view: &R::View<'_>,
    legal: &[R::Action],
    deals: u32,
) -> Vec<MoveMeasure<R::Action>> {
    let mut bot = StrongBot::<R>::new(rules, players, deals, seed);
    let seat = R::seat_of(view);
    let mut moves: Vec<MoveMeasure<R::Action>> = Vec::new();
    for &a in legal {
        if !moves.iter().any(|m| R::same_choice(&m.action, &a)) {
            moves.push(MoveMeasure {
                action: a,
                results: Vec::with_capacity(deals as usize),
            });
        }
    }
    for _ in 0..deals {
        let deal = R::sample(&bot.rules, view, &mut bot.rng);
        for m in &mut moves {
            let mut g = deal.clone();
            let u = if g.apply(seat, m.action, &mut NoEvents).is_ok() {
                bot.playout(g, seat)
            } else {
                -1.0
            };
            m.results.push(u);
        }
    }
    moves.sort_by(|a, b| b.mean().total_cmp(&a.mean()));
    moves
}

/// A round the lab's all-seeing player can search: not a legal player (it reads every
/// hand), the ceiling a search that knew the other hands would reach.
#[cfg(not(target_arch = "wasm32"))]
pub trait Seeing: Searchable {
    /// `game` with every hand as it is and what no seat can see dealt afresh.
    fn known(game: &Self, r: &mut StdRng) -> Self;
}

#[cfg(not(target_arch = "wasm32"))]
impl Seeing for PairGame {
    fn known(game: &PairGame, r: &mut StdRng) -> PairGame {
        game.reserve_shuffled(r)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl<R: Seeing> StrongBot<R> {
    /// The strong search with the real hands in every imagined deal (only what no seat can
    /// see is dealt afresh): the lab's all-seeing player.
    pub fn choose_seeing(&mut self, game: &R, seat: Seat, legal: &[R::Action]) -> R::Action {
        let view = game.view(seat);
        let mut d = self.start(&view, legal);
        while d.moves.len() > 1 && !d.finished() {
            let deal = R::known(game, &mut self.rng);
            self.try_deal(&mut d, seat, deal);
        }
        self.finish(d)
    }
}

impl<R: Searchable> Bot<R> for StrongBot<R> {
    fn choose(&mut self, view: &R::View<'_>, legal: &[R::Action]) -> R::Action {
        let mut d = self.start(view, legal);
        let deals = d.target;
        self.think(&mut d, view, deals);
        self.finish(d)
    }

    fn explain(&self) -> Text {
        let Some(&(chosen, score, tries)) = self.last.first() else {
            return self
                .unsearched
                .clone()
                .unwrap_or_else(|| said!(ai_strong_one_move));
        };
        let action = R::phrase(&chosen);
        if R::IN_POINTS {
            // (whole points by integer rounding: float formatting stays out of the bundles)
            let points = (score * 100.0 + if score < 0.0 { -0.5 } else { 0.5 }) as i32;
            return said!(
                ai_strong_searched_points,
                n = tries,
                moves = self.last.len(),
                action = action,
                points = points
            );
        }
        said!(
            ai_strong_searched,
            n = tries,
            moves = self.last.len(),
            action = action,
            // (a whole percentage by integer rounding, as above)
            percent = (score.clamp(0.0, 1.0) * 100.0 + 0.5) as u32
        )
    }
}

impl Searchable for PairGame {
    type Normal = super::simple::SimplePairBot;
    fn normal(rules: &PairRules, _: u8, seed: u64) -> Self::Normal {
        super::simple::SimplePairBot::new(rules, seed)
    }
    fn seat_of(view: &PairView<'_>) -> Seat {
        view.seat
    }
    fn is_discard(a: &PairAction) -> bool {
        matches!(a, PairAction::Discard { .. })
    }
    fn timid(
        _: &PairRules,
        view: &PairView<'_>,
        legal: &[PairAction],
        chosen: &PairAction,
    ) -> Option<PairAction> {
        let takes = matches!(
            chosen,
            PairAction::TakeDiscard { with: Some(_) } | PairAction::Claim { .. }
        );
        // with two pairs laid, the taken pair would be the third: that is a win
        if !takes || view.melds[view.seat as usize].len() >= 2 {
            return None;
        }
        legal
            .iter()
            .copied()
            .find(|a| matches!(a, PairAction::Draw { .. } | PairAction::Pass))
    }
    // (the games' declarations: one budget for the games of one engine, tested)
    const DEFAULT_BUDGET: u32 = GameId::JjakMatChuGi.spec().budget;
}

impl Searchable for KapGame {
    type Normal = super::simple_kap::SimpleKapBot;
    fn normal(rules: &KapRules, players: u8, seed: u64) -> Self::Normal {
        super::simple_kap::SimpleKapBot::new(rules, players, seed)
    }
    fn seat_of(view: &KapView<'_>) -> Seat {
        view.seat
    }
    fn is_discard(a: &KapAction) -> bool {
        matches!(a, KapAction::Discard { .. })
    }
    fn timid(
        rules: &KapRules,
        view: &KapView<'_>,
        legal: &[KapAction],
        chosen: &KapAction,
    ) -> Option<KapAction> {
        let KapAction::PickUp { tile } = *chosen else {
            return None;
        };
        let mut trial = view.hand.to_vec();
        trial.push(tile);
        if jjak_engine::pairing::kap_complete(&trial, rules.pairs).is_some() {
            return None;
        }
        legal.iter().copied().find(|a| *a == KapAction::DrawWall)
    }
    /// The moves normal's reading of the hand finds best: drawing, the pick-ups that leave
    /// the hand lacking fewer tiles, the throws that leave it lacking fewest. Searching every
    /// legal move was no stronger in the lab and gave each move fewer imagined deals.
    fn shortlist(normal: &Self::Normal, view: &KapView<'_>, legal: &[KapAction]) -> Vec<KapAction> {
        normal.contenders(view, legal)
    }
    const DEFAULT_BUDGET: u32 = GameId::KapShap.spec().budget;
}

impl Searchable for MatjokGame {
    type Normal = super::simple_matjok::SimpleMatjokBot;
    fn normal(_: &MatjokRules, _: u8, seed: u64) -> Self::Normal {
        super::simple_matjok::SimpleMatjokBot::new(seed)
    }
    fn seat_of(view: &MatjokView<'_>) -> Seat {
        view.seat
    }
    fn is_discard(a: &MatjokAction) -> bool {
        matches!(a, MatjokAction::Discard(_))
    }
    fn timid(
        _: &MatjokRules,
        _: &MatjokView<'_>,
        legal: &[MatjokAction],
        chosen: &MatjokAction,
    ) -> Option<MatjokAction> {
        matches!(
            chosen,
            MatjokAction::Poeng | MatjokAction::ClaimKong | MatjokAction::Straight(_)
        )
        .then_some(MatjokAction::Pass)
        .filter(|p| legal.contains(p))
    }
    /// Among the discards that keep the hand closest to winning, the one that leaves the
    /// most unseen tiles able to improve it: a look-ahead over every possible next draw,
    /// weighted by how many copies this seat has not seen. Then defence
    /// (`matjok_defence`): a safer tile nearly as good for the hand, or, with the hand far
    /// from winning and the tile dangerous, the safest tile.
    fn baseline(
        view: &MatjokView<'_>,
        legal: &[MatjokAction],
        normal: MatjokAction,
    ) -> (MatjokAction, Option<Text>) {
        use super::matjok_defence::{defend, Defence, Discard};
        if !matches!(normal, MatjokAction::Discard(_)) {
            return (normal, None);
        }
        let (c, seen, open) = hand_and_seen(view);
        let options: Vec<Discard> = legal
            .iter()
            .filter_map(|&a| match a {
                MatjokAction::Discard(tile) => {
                    let mut d = c;
                    d[tile.index()] -= 1;
                    let shanten = shanten(&d, open);
                    Some(Discard {
                        tile,
                        shanten,
                        improving: improving(&d, open, &seen).1,
                    })
                }
                _ => None,
            })
            .collect();
        let better = |o: &Discard, b: &Discard| {
            o.shanten < b.shanten
                || (o.shanten == b.shanten
                    && (o.improving > b.improving
                        || (o.improving == b.improving && MatjokAction::Discard(o.tile) == normal)))
        };
        let Some(best) = options
            .iter()
            .copied()
            .reduce(|b, o| if better(&o, &b) { o } else { b })
        else {
            return (normal, None);
        };
        let distance = |o: &Discard| super::simple_matjok::distance(o.shanten);
        let defence = defend(view, &seen, &options, best);
        let thrown = match defence {
            Some(Defence::Fold { tile, .. } | Defence::Safer { tile, .. }) => tile,
            None => best,
        };
        let why = match defence {
            Some(Defence::Fold { tile, kept, seat }) => said!(
                ai_matjok_fold,
                tile = tile.tile,
                kept = kept,
                seat = Arg::Seat(seat)
            ),
            Some(Defence::Safer { tile, kept, seat }) => said!(
                ai_matjok_safer,
                tile = tile.tile,
                distance = distance(&tile),
                n = tile.improving as u32,
                kept = kept,
                seat = Arg::Seat(seat)
            ),
            None if best.shanten == 0 => said!(
                ai_matjok_lookahead_complete,
                tile = best.tile,
                distance = distance(&best),
                n = best.improving as u32
            ),
            None => said!(
                ai_matjok_lookahead_closer,
                tile = best.tile,
                distance = distance(&best),
                n = best.improving as u32
            ),
        };
        (MatjokAction::Discard(thrown.tile), Some(why))
    }
    /// A complete hand always declares tjok; otherwise kongs and claims are searched, and
    /// the discard is the look-ahead's (`baseline`).
    fn shortlist(
        _: &Self::Normal,
        view: &MatjokView<'_>,
        legal: &[MatjokAction],
    ) -> Vec<MatjokAction> {
        use jjak_engine::matjok::hand::is_complete;
        let c = hand_counts(view);
        let win = match view.phase {
            jjak_engine::matjok::game::PhaseView::Claims { tile, .. }
            | jjak_engine::matjok::game::PhaseView::Robbing { tile, .. } => {
                let mut w = c;
                w[tile.index()] += 1;
                is_complete(&w)
            }
            _ => is_complete(&c) || view.flowers[view.seat as usize].len() >= 7,
        };
        if win && legal.contains(&MatjokAction::Tjok) {
            return vec![MatjokAction::Tjok];
        }
        legal
            .iter()
            .copied()
            .filter(|&a| match a {
                // discards are chosen by the look-ahead of `baseline`: playouts from random
                // hidden hands measured worse than it
                MatjokAction::Discard(_) => false,
                // an invalid tjok is never worth trying
                MatjokAction::Tjok => false,
                _ => true,
            })
            .collect()
    }
    /// Matjok is played for points (the winner's hand value, doubled, from the discarder
    /// or from everyone, and the losers' settlement): the round's payment to `seat`, in
    /// hundreds, counts rather than the win alone.
    fn utility(o: &Outcome, seat: Seat) -> f64 {
        o.payments
            .get(seat as usize)
            .map_or(0.0, |&p| p as f64 / 100.0)
    }
    const IN_POINTS: bool = true;
    const DEFAULT_BUDGET: u32 = GameId::Matjok.spec().budget;
}

/// A Matjok seat's concealed tiles by kind.
fn hand_counts(view: &MatjokView<'_>) -> Counts {
    let mut c = [0u8; KINDS];
    for t in view.hand {
        c[t.index()] += 1;
    }
    c
}

/// A Matjok seat's concealed tiles by kind, every tile it can see (its own included) by
/// kind, and its open melds.
fn hand_and_seen(view: &MatjokView<'_>) -> (Counts, Counts, usize) {
    let seen = super::matjok_defence::seen(view);
    (
        hand_counts(view),
        seen,
        view.melds[view.seat as usize].len(),
    )
}

/// The beginner: the normal bot's choice, except that it throws a random tile instead
/// of the best one half of the time, and lets a useful (not winning) tile go two times in
/// five. It never misses a win.
pub struct BeginnerBot<R: Searchable> {
    rules: R::Rules,
    normal: R::Normal,
    rng: StdRng,
    blundered: bool,
}

impl<R: Searchable> BeginnerBot<R> {
    pub fn new(rules: &R::Rules, players: u8, seed: u64) -> BeginnerBot<R> {
        BeginnerBot {
            rules: rules.clone(),
            normal: R::normal(rules, players, derive_seed(seed, 0x91A7)),
            rng: StdRng::seed_from_u64(seed),
            blundered: false,
        }
    }
}

/// True with probability `p` (at least 0, below 1): what `Rng::random_bool(p)` draws,
/// the same numbers and answers, without its message for a `p` out of range, which would
/// ship the standard library's float formatting (tests/e2e/wasm-contents.test.mjs). Its 64 random bits are
/// read as two 32-bit halves, low first, as the generator's own `next_u64` reads them
/// (a second copy of ChaCha's block function would ship for that otherwise).
fn chance(rng: &mut StdRng, p: f64) -> bool {
    use rand::RngCore;
    let low = rng.next_u32() as u64;
    let bits = (rng.next_u32() as u64) << 32 | low;
    bits < (p * 18_446_744_073_709_551_616.0) as u64
}

impl<R: Searchable> Bot<R> for BeginnerBot<R> {
    fn choose(&mut self, view: &R::View<'_>, legal: &[R::Action]) -> R::Action {
        use rand::seq::IndexedRandom;
        let a = self.normal.choose(view, legal);
        self.blundered = false;
        if let Some(t) = R::timid(&self.rules, view, legal, &a) {
            if chance(&mut self.rng, 0.4) {
                self.blundered = true;
                return t;
            }
        }
        if R::is_discard(&a) && chance(&mut self.rng, 0.5) {
            let discards: Vec<R::Action> =
                legal.iter().copied().filter(|x| R::is_discard(x)).collect();
            if let Some(&d) = discards.choose(&mut self.rng) {
                self.blundered = d != a;
                return d;
            }
        }
        a
    }

    fn explain(&self) -> Text {
        if self.blundered {
            said!(ai_hunch)
        } else {
            self.normal.explain()
        }
    }
}

/// A bot of `level` for one seat. `budget`: strong's iterations per decision.
pub fn make_bot<R: Searchable>(
    level: Level,
    rules: &R::Rules,
    players: u8,
    seed: u64,
    budget: Option<u32>,
) -> Box<dyn Bot<R>> {
    match level {
        Level::Beginner => Box::new(BeginnerBot::<R>::new(rules, players, seed)),
        Level::Normal => Box::new(R::normal(rules, players, seed)),
        Level::Strong => Box::new(StrongBot::<R>::new(
            rules,
            players,
            budget.unwrap_or(R::DEFAULT_BUDGET),
            seed,
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn chance_draws_as_random_bool_does() {
        for p in [0.0, 0.4, 0.5, 0.999] {
            let mut a = StdRng::seed_from_u64(7);
            let mut b = StdRng::seed_from_u64(7);
            for i in 0..10_000 {
                assert_eq!(chance(&mut a, p), b.random_bool(p), "p = {p}");
                // 32-bit draws between (a beginner's random tile) put the 64-bit ones
                // across the generator's blocks at odd places too
                if i % 3 == 0 {
                    assert_eq!(a.random_range(0..14u32), b.random_range(0..14u32));
                }
            }
        }
    }
}

#[cfg(test)]
mod budget_tests {
    use super::*;

    /// The strong computer's budget is each game's declaration's; the games one engine
    /// plays share it.
    #[test]
    fn the_budget_is_the_game_s_declaration_s() {
        for game in GameId::ALL {
            let engine = match game {
                GameId::JjakMatChuGi | GameId::ThreeDozen => PairGame::DEFAULT_BUDGET,
                GameId::KapTaiShap | GameId::KapShap => KapGame::DEFAULT_BUDGET,
                GameId::Matjok => MatjokGame::DEFAULT_BUDGET,
            };
            assert_eq!(game.spec().budget, engine, "{game}");
        }
    }
}
