//! Matches: a fixed number of rounds of one game (for Matjok: until the prevailing winds
//! have gone round), running scores, and who starts each round.

use serde::{Deserialize, Serialize};

use super::catalog::GameRules;
use super::core::{derive_seed, NoEvents, RuleError, Seat};
use super::games::{GameId, MatchLength};
use super::kap::{KapAction, KapEvent, KapGame};
use super::matjok::game::{
    Claims, Deal, EndKind, MatjokAction, MatjokEvent, MatjokGame, MatjokRules,
};
use super::matjok::rotation::Rotation;
use super::options::Options;
use super::pair_game::{PairAction, PairEvent, PairGame};
use super::round::Round;
use super::setup::SetupError;
use super::text::Text;
use super::tiles::mahjong::MahjongTile;
use super::tiles::Domino;
use jjak_words::t;

/// The round being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MatchRound {
    Pair(PairGame),
    Kap(KapGame),
    Matjok(MatjokGame),
}

/// Runs `$body` with `$g` bound to the round, whatever the game: the one place that
/// matches over the three families (the arms compile to the same code as hand-written
/// ones). `each_round!(round, g => g.turns())`, or `each_round!(&mut round, g => ..)`.
#[macro_export]
macro_rules! each_round {
    ($round:expr, $g:ident => $body:expr) => {
        match $round {
            $crate::matches::MatchRound::Pair($g) => $body,
            $crate::matches::MatchRound::Kap($g) => $body,
            $crate::matches::MatchRound::Matjok($g) => $body,
        }
    };
}

impl MatchRound {
    pub fn outcome(&self) -> Option<&super::core::Outcome> {
        each_round!(self, g => g.outcome())
    }

    /// Who began the round (Matjok: jongh).
    pub fn first(&self) -> Seat {
        match self {
            MatchRound::Pair(g) => g.first(),
            MatchRound::Kap(g) => g.first(),
            MatchRound::Matjok(g) => g.jongh(),
        }
    }

    /// The seats that must act now.
    pub fn to_act(&self) -> Vec<Seat> {
        each_round!(self, g => g.to_act())
    }

    pub fn next_to_act(&self) -> Option<Seat> {
        each_round!(self, g => g.next_to_act())
    }

    /// The moves `seat` may make now. Their order carries no meaning that outlives the
    /// build: a stored or sent move names itself by its notation (the tests check it with
    /// the order turned round: [`reordered_for_tests`]).
    pub fn legal_actions(&self, seat: Seat) -> Vec<AnyAction> {
        fn any<R: InMatch>(g: &R, seat: Seat) -> Vec<AnyAction> {
            g.legal_actions(seat).into_iter().map(R::any).collect()
        }
        #[allow(unused_mut)]
        let mut legal = each_round!(self, g => any(g, seat));
        #[cfg(feature = "reorder-for-tests")]
        if reordered_for_tests::ON.with(std::cell::Cell::get) {
            legal.reverse();
        }
        legal
    }

    /// Applies an action; an action of another game is refused like any illegal one.
    pub fn apply(&mut self, seat: Seat, action: AnyAction) -> Result<(), RuleError> {
        fn own<R: InMatch>(g: &mut R, seat: Seat, action: AnyAction) -> Result<(), RuleError> {
            let a = R::own(action).ok_or_else(another_game)?;
            g.apply(seat, a, &mut NoEvents)
        }
        each_round!(self, g => own(g, seat, action))
    }

    /// [`MatchRound::apply`], returning what happened: the round's events, as every seat
    /// may see them (hidden tiles are the engine's to hide: see [`AnyEvent::seen_by`]).
    pub fn apply_telling(
        &mut self,
        seat: Seat,
        action: AnyAction,
    ) -> Result<Vec<AnyEvent>, RuleError> {
        fn own<R: InMatch>(
            g: &mut R,
            seat: Seat,
            action: AnyAction,
        ) -> Result<Vec<AnyEvent>, RuleError> {
            let a = R::own(action).ok_or_else(another_game)?;
            let mut events = Vec::new();
            g.apply(seat, a, &mut events)?;
            Ok(events.into_iter().map(R::event).collect())
        }
        each_round!(self, g => own(g, seat, action))
    }

    /// Why `seat` may not make `action` now, in the player's words.
    pub fn why_illegal(&self, seat: Seat, action: AnyAction) -> RuleError {
        fn own<R: InMatch>(g: &R, seat: Seat, action: AnyAction) -> RuleError {
            match R::own(action) {
                Some(a) => g.why_illegal(seat, R::normalize(a)),
                None => another_game(),
            }
        }
        each_round!(self, g => own(g, seat, action))
    }

    /// The round as `seat` could imagine it: all that the seat sees is kept, and the tiles
    /// hidden from it (other hands, the wall's order) are dealt afresh from the unseen ones
    /// with `seed`. A computer deciding away from the game (in a web worker) is given this,
    /// never the real hidden tiles; its view, and so its decision, is the same.
    pub fn imagined_for(&self, seat: Seat, seed: u64) -> MatchRound {
        let mut r = super::core::rng(seed);
        match self {
            MatchRound::Pair(g) => {
                MatchRound::Pair(PairGame::sample(g.rules(), &g.view(seat), &mut r))
            }
            MatchRound::Kap(g) => {
                MatchRound::Kap(KapGame::sample(g.rules(), &g.view(seat), &mut r))
            }
            MatchRound::Matjok(g) => {
                MatchRound::Matjok(MatjokGame::sample(g.rules(), &g.view(seat), &mut r))
            }
        }
    }
}

fn another_game() -> RuleError {
    RuleError::NotNow(t!(eng_another_game).into())
}

/// Something that happened in any game's round (a tile thrown, drawn, claimed; the round
/// over): what the table animates and announces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnyEvent {
    Pair(PairEvent),
    Kap(KapEvent),
    Matjok(MatjokEvent),
}

impl AnyEvent {
    /// The event as `viewer` may see it: another seat's drawn or dealt tiles hidden.
    pub fn seen_by(&self, viewer: Seat) -> AnyEvent {
        match self {
            AnyEvent::Pair(e) => AnyEvent::Pair(e.seen_by(Some(viewer))),
            AnyEvent::Kap(e) => AnyEvent::Kap(e.seen_by(Some(viewer))),
            // (Matjok's events name no hidden tile)
            AnyEvent::Matjok(e) => AnyEvent::Matjok(e.clone()),
        }
    }

    /// The seat that threw a tile face up, if the event is that.
    pub fn discarded_by(&self) -> Option<Seat> {
        match self {
            AnyEvent::Pair(PairEvent::Discarded { seat, .. })
            | AnyEvent::Kap(KapEvent::Discarded { seat, .. })
            | AnyEvent::Matjok(MatjokEvent::Discarded { seat, .. }) => Some(*seat),
            _ => None,
        }
    }

    /// The seat that drew a tile from the wall or reserve, if the event is that.
    pub fn drawn_by(&self) -> Option<Seat> {
        match self {
            AnyEvent::Pair(PairEvent::Drew { seat, .. })
            | AnyEvent::Kap(KapEvent::Drew { seat, .. })
            | AnyEvent::Matjok(MatjokEvent::Drew { seat, .. }) => Some(*seat),
            _ => None,
        }
    }

    /// A tile another seat threw, taken: by whom, and from whom (K'ap's pick-up names no
    /// thrower).
    pub fn taken(&self) -> Option<(Seat, Option<Seat>)> {
        match self {
            AnyEvent::Pair(PairEvent::TookDiscard { seat, from, .. })
            | AnyEvent::Matjok(MatjokEvent::Claimed { seat, from, .. })
            | AnyEvent::Matjok(MatjokEvent::Robbed { seat, from, .. }) => {
                Some((*seat, Some(*from)))
            }
            AnyEvent::Kap(KapEvent::PickedUp { seat, .. }) => Some((*seat, None)),
            _ => None,
        }
    }

    /// The seat whose tiles the event adds to: a draw, or a tile taken.
    pub fn gained_by(&self) -> Option<Seat> {
        self.drawn_by()
            .or_else(|| self.taken().map(|(seat, _)| seat))
    }
}

/// A move in any game's round.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnyAction {
    Pair(PairAction),
    Kap(KapAction),
    Matjok(MatjokAction),
}

impl AnyAction {
    /// Throwing a tile away, in any game.
    pub fn is_discard(&self) -> bool {
        matches!(
            self,
            AnyAction::Pair(PairAction::Discard { .. })
                | AnyAction::Kap(KapAction::Discard { .. })
                | AnyAction::Matjok(MatjokAction::Discard(_))
        )
    }

    /// K'ap: the face-up tile this picks up.
    pub fn picked_up(&self) -> Option<Domino> {
        match self {
            AnyAction::Kap(KapAction::PickUp { tile }) => Some(*tile),
            _ => None,
        }
    }

    /// The action in words: "throw 6-3", in English whatever the language of the build
    /// (the record's words; [`AnyAction::phrase`] is the player's).
    pub fn describe(&self) -> String {
        match self {
            AnyAction::Pair(a) => PairGame::describe(a),
            AnyAction::Kap(a) => KapGame::describe(a),
            AnyAction::Matjok(a) => MatjokGame::describe(a),
        }
    }

    /// The action in a game record's notation (docs/records.md): its words, which name
    /// its tiles in the game's notation ("throw 6-3", "claim the discard for the straight
    /// from 4p"), and for a face-down draw which tile of the row ("draw face-down tile
    /// 3"). No two legal moves of a seat share a notation.
    pub fn notation(&self) -> String {
        match self {
            AnyAction::Pair(PairAction::Draw { index }) => {
                format!("draw face-down tile {}", u32::from(*index) + 1)
            }
            _ => self.describe(),
        }
    }

    /// The move among `legal` written `notation` (no two legal moves of a seat share one):
    /// how a saved, sent or recorded move is found again.
    pub fn named(legal: &[AnyAction], notation: &str) -> Option<AnyAction> {
        legal.iter().copied().find(|a| a.notation() == notation)
    }

    /// Whether the two are the same choice for the player: equal, or drawing one
    /// face-down tile or another (which the player cannot tell apart).
    pub fn same_choice(&self, other: &AnyAction) -> bool {
        match (self, other) {
            (AnyAction::Pair(a), AnyAction::Pair(b)) => PairGame::same_choice(a, b),
            (AnyAction::Kap(a), AnyAction::Kap(b)) => KapGame::same_choice(a, b),
            (AnyAction::Matjok(a), AnyAction::Matjok(b)) => MatjokGame::same_choice(a, b),
            _ => false,
        }
    }

    /// The action as a [`Text`] (tiles kept as tiles).
    pub fn phrase(&self) -> Text {
        match self {
            AnyAction::Pair(a) => PairGame::phrase(a),
            AnyAction::Kap(a) => KapGame::phrase(a),
            AnyAction::Matjok(a) => MatjokGame::phrase(a),
        }
    }
}

/// What ties a game's round to [`MatchRound`] and [`AnyAction`], so that code over every
/// game is written once, generically, and reached with [`each_round!`].
pub trait InMatch: Round {
    /// The action among every game's.
    fn any(action: Self::Action) -> AnyAction;
    /// The action, if it is one of this game's.
    fn own(action: AnyAction) -> Option<Self::Action>;
    /// The round, if `round` is one of this game's.
    fn of(round: &MatchRound) -> Option<&Self>;
    /// The event among every game's.
    fn event(event: Self::Event) -> AnyEvent;
}

macro_rules! in_match {
    ($game:ty, $variant:ident) => {
        impl InMatch for $game {
            fn any(action: Self::Action) -> AnyAction {
                AnyAction::$variant(action)
            }
            fn own(action: AnyAction) -> Option<Self::Action> {
                match action {
                    AnyAction::$variant(a) => Some(a),
                    _ => None,
                }
            }
            fn event(event: Self::Event) -> AnyEvent {
                AnyEvent::$variant(event)
            }
            fn of(round: &MatchRound) -> Option<&Self> {
                match round {
                    MatchRound::$variant(g) => Some(g),
                    _ => None,
                }
            }
        }
    };
}
in_match!(PairGame, Pair);
in_match!(KapGame, Kap);
in_match!(MatjokGame, Matjok);

/// One finished round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub first: Seat,
    pub winner: Option<Seat>,
    pub payments: Vec<i32>,
    pub explanation: Text,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    #[error("{}", t!(eng_match_round_not_over))]
    RoundNotOver,
    #[error("{}", t!(eng_match_over))]
    MatchOver,
    #[error(transparent)]
    Setup(#[from] SetupError),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    game: GameId,
    options: Options,
    players: u8,
    seed: u64,
    rounds: u32,
    scores: Vec<i32>,
    results: Vec<RoundResult>,
    current: MatchRound,
    /// Matjok: jongh and the prevailing wind; `None` once the last wind is over.
    #[serde(default)]
    rotation: Option<Rotation>,
    /// Matjok: how East's extra tiles are dealt (a game saved before the rulebook's way
    /// keeps the old one).
    #[serde(default)]
    matjok_deal: Deal,
    /// Matjok: how claim windows are settled (likewise).
    #[serde(default)]
    matjok_claims: Claims,
    /// K'ap: antes each player left in the pot by drawn hands, for the next winner.
    #[serde(default)]
    kap_antes: u32,
}

impl Match {
    /// Starts a match; its length is the game's `rounds` option (10 by default), or for
    /// Matjok the cycle of prevailing winds (`rounds` is then 0).
    pub fn new(
        game: GameId,
        options: Options,
        players: u8,
        seed: u64,
    ) -> Result<Match, SetupError> {
        Match::with_deal(
            game,
            options,
            players,
            seed,
            (Deal::Rulebook, Claims::Rulebook),
            None,
        )
    }

    /// [`Match::new`], Matjok rounds dealt and their claims settled the way `matjok`
    /// says (a game saved before the rulebook's ways keeps its own), the first round
    /// dealt as `opening` says when given.
    pub fn with_deal(
        game: GameId,
        options: Options,
        players: u8,
        seed: u64,
        (matjok_deal, matjok_claims): (Deal, Claims),
        opening: Option<Opening>,
    ) -> Result<Match, SetupError> {
        let first = opening.as_ref().and_then(|o| o.first);
        if first.is_some_and(|f| f >= players) {
            return Err(SetupError::NoSuchSeat(first.unwrap_or(0)));
        }
        let (rotation, rounds) = match game.spec().length {
            MatchLength::Winds => {
                let jongh = first.unwrap_or(0);
                (
                    Some(Rotation {
                        jongh,
                        ..Rotation::start()
                    }),
                    0,
                )
            }
            MatchLength::Rounds => (None, options.whole(game, "rounds")?),
        };
        let current = deal(
            game,
            &options,
            players,
            opening.as_ref().map_or(derive_seed(seed, 0), |o| o.seed),
            first,
            opening.as_ref().and_then(|o| o.tiles.as_deref()),
            Between {
                rotation,
                matjok_deal,
                matjok_claims,
                kap_antes: 0,
            },
        )?;
        Ok(Match {
            game,
            options,
            players,
            seed,
            rounds,
            scores: vec![0; players as usize],
            results: vec![],
            current,
            rotation,
            matjok_deal,
            matjok_claims,
            kap_antes: 0,
        })
    }

    /// Matjok: jongh and the prevailing wind of the round being played.
    pub fn rotation(&self) -> Option<Rotation> {
        self.rotation
    }

    pub fn game(&self) -> GameId {
        self.game
    }
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn rounds(&self) -> u32 {
        self.rounds
    }
    /// Running scores, the finished rounds' payments added up.
    pub fn scores(&self) -> &[i32] {
        &self.scores
    }
    pub fn results(&self) -> &[RoundResult] {
        &self.results
    }
    pub fn current(&self) -> &MatchRound {
        &self.current
    }
    pub fn current_mut(&mut self) -> &mut MatchRound {
        &mut self.current
    }
    /// Number of the round being played, from 1.
    pub fn round_number(&self) -> u32 {
        self.results.len() as u32 + 1
    }

    /// Whether the last round is finished (and recorded with [`Match::finish_round`]).
    pub fn is_over(&self) -> bool {
        match self.game.spec().length {
            MatchLength::Winds => self.rotation.is_none(),
            MatchLength::Rounds => self.results.len() as u32 >= self.rounds,
        }
    }

    /// Whether the round being played is the match's last one, as far as can be told
    /// before it ends (a Matjok game ends with the winds, which the round's end moves on).
    pub fn last_round(&self) -> bool {
        match self.game.spec().length {
            MatchLength::Winds => false,
            MatchLength::Rounds => self.round_number() >= self.rounds,
        }
    }

    /// The seats with the highest score.
    pub fn leaders(&self) -> Vec<Seat> {
        let best = self.scores.iter().copied().max().unwrap_or(0);
        (0..self.players)
            .filter(|&s| self.scores[s as usize] == best)
            .collect()
    }

    /// Records the finished round and deals the next one, unless that was the last.
    /// The winner starts the next round; after a drawn round, the player after the
    /// previous first player does (seed 001). In the K'ap games the dice choose again,
    /// thrown by that same player.
    pub fn finish_round(&mut self) -> Result<(), MatchError> {
        self.finish_round_from(None)
    }

    /// [`Match::finish_round`], the next round dealt from `seed` when given, not from the
    /// match's seed (a round whose seed the players chose together).
    pub fn finish_round_from(&mut self, seed: Option<u64>) -> Result<(), MatchError> {
        if self.is_over() {
            return Err(MatchError::MatchOver);
        }
        let outcome = self
            .current
            .outcome()
            .ok_or(MatchError::RoundNotOver)?
            .clone();
        let first = self.current.first();
        for (score, paid) in self.scores.iter_mut().zip(&outcome.payments) {
            *score += paid;
        }
        self.results.push(RoundResult {
            first,
            winner: outcome.winner,
            payments: outcome.payments,
            explanation: outcome.explanation,
        });
        // K'ap: the antes of a drawn hand stay in the pot for the next winner
        if let MatchRound::Kap(_) = self.current {
            self.kap_antes = match outcome.winner {
                Some(_) => 0,
                None => self.kap_antes.saturating_add(1),
            };
        }
        if let (Some(r), MatchRound::Matjok(g)) = (self.rotation, &self.current) {
            let rules = MatjokRules::new(&self.options)?;
            let end = g.result().map_or(EndKind::Exhausted, |x| x.end);
            self.rotation = r.next(&end, outcome.winner, rules.winds, rules.score.koe_van);
        }
        if !self.is_over() {
            let next = outcome.winner.unwrap_or((first + 1) % self.players);
            let seed = seed.unwrap_or_else(|| derive_seed(self.seed, self.results.len() as u64));
            self.current = deal(
                self.game,
                &self.options,
                self.players,
                seed,
                Some(next),
                None,
                Between {
                    rotation: self.rotation,
                    matjok_deal: self.matjok_deal,
                    matjok_claims: self.matjok_claims,
                    kap_antes: self.kap_antes,
                },
            )?;
        }
        Ok(())
    }
}

/// How a match's first round is dealt, when not from the match's seed: the round's own
/// seed and its first player (Matjok: jongh; K'ap: who throws the dice; the pair games:
/// who leads, or `None` to choose as the rules do). The rule lab deals its rounds so, and
/// a record of one says so.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Opening {
    pub seed: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<Seat>,
    /// Every tile of the round in the order the shuffle would leave them (a position set
    /// up by hand: docs/records.md says, for each game, where that order puts each tile),
    /// in the game's notation; absent: shuffled from `seed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles: Option<Vec<String>>,
}

/// Tiles in a game's notation, each read on its own.
fn read_tiles<T: std::str::FromStr>(tiles: &[String]) -> Result<Vec<T>, SetupError> {
    tiles
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.parse()
                .map_err(|_| SetupError::Tiles(t!(eng_setup_not_a_tile, number = i + 1, tile = t)))
        })
        .collect()
}

/// What one round of a match hands on to the next deal.
#[derive(Clone, Copy)]
struct Between {
    rotation: Option<Rotation>,
    matjok_deal: Deal,
    matjok_claims: Claims,
    kap_antes: u32,
}

fn deal(
    game: GameId,
    options: &Options,
    players: u8,
    seed: u64,
    first: Option<Seat>,
    tiles: Option<&[String]>,
    between: Between,
) -> Result<MatchRound, SetupError> {
    let Between {
        rotation,
        matjok_deal,
        matjok_claims,
        kap_antes,
    } = between;
    let rules = GameRules::new(game, options)?;
    rules.check_players(players)?;
    Ok(match rules {
        GameRules::Pair(r) => match tiles {
            None => MatchRound::Pair(PairGame::new(r, players, seed, first)?),
            Some(t) => {
                let order = read_tiles::<Domino>(t)?;
                MatchRound::Pair(PairGame::new_in_order(r, players, seed, first, order)?)
            }
        },
        GameRules::Kap(r) => {
            let thrower = first.unwrap_or(0);
            let g = match tiles {
                None => KapGame::new(r, players, seed, thrower)?,
                Some(t) => KapGame::in_order(r, players, seed, thrower, read_tiles::<Domino>(t)?)?,
            };
            MatchRound::Kap(g.carrying(kap_antes))
        }
        GameRules::Matjok(mut r) => {
            let at = rotation.unwrap_or_else(Rotation::start);
            r.deal = matjok_deal;
            r.claims = matjok_claims;
            let order = match tiles {
                None => None,
                Some(t) => Some(read_tiles::<MahjongTile>(t)?),
            };
            MatchRound::Matjok(MatjokGame::in_order(
                r,
                seed,
                at.jongh,
                at.prevailing,
                order,
            )?)
        }
    })
}

/// A test's switch that lists every seat's legal moves in reverse order on this thread, as
/// a later version of the rules might list them: a stored move must keep its meaning.
/// Only in builds with the feature `reorder-for-tests` (the tests' dev-dependency).
#[cfg(feature = "reorder-for-tests")]
pub mod reordered_for_tests {
    thread_local! {
        pub static ON: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }

    /// Runs `f` with the legal moves listed in reverse order.
    pub fn with<T>(f: impl FnOnce() -> T) -> T {
        ON.with(|on| on.set(true));
        let out = f();
        ON.with(|on| on.set(false));
        out
    }
}
