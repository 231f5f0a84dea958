//! Random playouts (after OpenSpiel's RandomSimTest): thousands of games per game with
//! random rules, player counts and policies, checking at every step that
//! - every tile is accounted for exactly once,
//! - only the seats to act have legal actions, and an action is accepted iff it is legal
//!   (a refused action changes nothing),
//! - no view shows another seat's hidden tiles (every tile named anywhere in a view's JSON
//!   is the seat's own or public, and the public part is the same for every seat),
//! - the state survives a save/load (serde JSON) round trip,
//!
//! and at the end that replaying the log from the seed reaches the same state, and that
//! every game ended. A failure prints the game's seed.

use std::collections::BTreeMap;
use std::str::FromStr;

use jjak::ai::simple::SimplePairBot;
use jjak::ai::simple_kap::SimpleKapBot;
use jjak::ai::simple_matjok::SimpleMatjokBot;
use jjak::ai::Bot;
use jjak::engine::core::{derive_seed, NoEvents, Seat};
use jjak::engine::games::GameId;
use jjak::engine::kap::{KapAction, KapGame, KapRules};
use jjak::engine::matjok::game::{EndKind, MatjokAction, MatjokGame, MatjokRules};
use jjak::engine::matjok::hand::Combination;
use jjak::engine::options::{specs, OptionKind, Options};
use jjak::engine::pair_game::{PairAction, PairGame, PairRules};
use jjak::engine::round::Round;
use jjak::engine::tiles::mahjong::{mahjong_set, Wind};
use jjak::engine::tiles::Domino;
use jjak::engine::tiles::MahjongTile;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use serde_json::Value;

const STEP_LIMIT: usize = 20_000;

/// Chooses a seat's action in a playout.
type Policy<'a, R> =
    dyn FnMut(&R, Seat, &[<R as Round>::Action], &mut StdRng) -> <R as Round>::Action + 'a;

fn counts<T: Ord + Copy>(tiles: impl IntoIterator<Item = T>) -> BTreeMap<T, usize> {
    let mut m = BTreeMap::new();
    for t in tiles {
        *m.entry(t).or_insert(0) += 1;
    }
    m
}

/// Every string in `v` that reads as a tile.
fn tiles_named<T: FromStr>(v: &Value, out: &mut Vec<T>) {
    match v {
        Value::String(s) => {
            if let Ok(d) = s.parse::<T>() {
                out.push(d);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| tiles_named(x, out)),
        Value::Object(o) => o.values().for_each(|x| tiles_named(x, out)),
        _ => {}
    }
}

/// Random options for `game`, drawn from its own option list.
fn random_options(game: GameId, r: &mut StdRng) -> Options {
    let mut o = Options::default();
    for spec in specs(game) {
        if r.random_bool(0.5) {
            continue;
        }
        let value = match spec.kind {
            OptionKind::Switch => if r.random_bool(0.5) { "on" } else { "off" }.to_string(),
            OptionKind::Choice(words) => words.choose(r).unwrap().to_string(),
            OptionKind::Number(lo, hi) => r.random_range(lo..=hi.min(lo + 6)).to_string(),
        };
        o.set(game, spec.name, &value).unwrap();
    }
    o
}

/// Plays one round with `policy`, checking the invariants at every step.
fn check_round<R>(
    mut round: R,
    label: &str,
    expected_tiles: &[R::Tile],
    candidates: impl Fn(&R, &mut StdRng) -> Vec<(Seat, R::Action)>,
    policy: &mut Policy<'_, R>,
    replay: impl Fn(&[(Seat, R::Action)]) -> R,
    r: &mut StdRng,
) -> R
where
    R: Round,
    R::Tile: FromStr,
{
    let expected = counts(expected_tiles.iter().copied());
    for step in 0..STEP_LIMIT {
        let ctx = || format!("{label}, step {step}");
        assert_eq!(
            counts(round.all_tiles()),
            expected,
            "tiles not conserved: {}",
            ctx()
        );

        let to_act = round.to_act();
        for seat in 0..round.players() {
            let legal = round.legal_actions(seat);
            assert_eq!(
                !legal.is_empty(),
                to_act.contains(&seat),
                "only the seats to act have moves: {}",
                ctx()
            );
        }

        // hidden information
        let mut public: Option<BTreeMap<R::Tile, usize>> = None;
        for seat in 0..round.players() {
            let view = round.view(seat);
            let mut named = Vec::new();
            tiles_named::<R::Tile>(&serde_json::to_value(&view).unwrap(), &mut named);
            let in_view = counts(named);
            assert_eq!(
                in_view,
                counts(R::tiles_in_view(&view)),
                "a view names a tile outside its known fields: {}\n{}",
                ctx(),
                serde_json::to_string(&view).unwrap()
            );
            let mut rest = in_view.clone();
            for t in round.hidden_tiles(seat) {
                let c = rest.get_mut(&t).expect("a seat sees its own hand");
                *c -= 1;
            }
            rest.retain(|_, c| *c > 0);
            match &public {
                None => public = Some(rest),
                Some(p) => assert_eq!(
                    p,
                    &rest,
                    "seat {seat} sees different public tiles: {}",
                    ctx()
                ),
            }
        }

        // save / load
        let saved = serde_json::to_string(&round).unwrap();
        let loaded: R = serde_json::from_str(&saved).unwrap();
        assert_eq!(loaded, round, "save/load round trip: {}", ctx());

        // an action is accepted iff legal; a refused one changes nothing
        for (seat, action) in candidates(&round, r) {
            let legal = round.legal_actions(seat).contains(&action);
            let mut trial = round.clone();
            let result = trial.apply(seat, action, &mut NoEvents);
            assert_eq!(
                result.is_ok(),
                legal,
                "{action:?} by {seat}: legal {legal} but got {result:?}: {}",
                ctx()
            );
            if result.is_err() {
                assert_eq!(trial, round, "a refused action changed the game: {}", ctx());
            }
            // the same move chosen from the round's own list: the same answer, the same game
            let mut chosen = round.clone();
            let mut buffer = Vec::new();
            let played = chosen.play_chosen(seat, &mut buffer, |_, _| action, &mut NoEvents);
            assert_eq!(
                played.is_ok(),
                legal,
                "{action:?} by {seat} chosen: {}",
                ctx()
            );
            assert_eq!(chosen, trial, "{action:?} by {seat} chosen: {}", ctx());
        }

        let Some(seat) = to_act.first().copied() else {
            assert!(
                round.outcome().is_some(),
                "no one to act but no outcome: {}",
                ctx()
            );
            let replayed = replay(round.log());
            assert_eq!(replayed, round, "replay from the log: {label}");
            let paid: i32 = round.outcome().unwrap().payments.iter().sum();
            assert!(
                paid >= 0,
                "payments never create a debt out of nothing: {label}"
            );
            return round;
        };
        let legal = round.legal_actions(seat);
        let action = policy(&round, seat, &legal, r);
        round
            .apply(seat, action, &mut NoEvents)
            .unwrap_or_else(|e| panic!("legal action refused: {e}: {}", ctx()));
    }
    panic!("{label}: the game did not end in {STEP_LIMIT} steps");
}

fn domino_pool(set: &[Domino]) -> Vec<Domino> {
    let mut faces = set.to_vec();
    faces.sort_unstable();
    faces.dedup();
    faces
}

fn pair_candidates(g: &PairGame, r: &mut StdRng) -> Vec<(Seat, PairAction)> {
    let faces = domino_pool(&g.rules().tile_set());
    let mut out = Vec::new();
    for seat in 0..g.players() + 1 {
        let t = *faces.choose(r).unwrap();
        let u = *faces.choose(r).unwrap();
        out.push((seat, PairAction::Discard { tile: t }));
        out.push((
            seat,
            PairAction::Draw {
                index: r.random_range(0..40),
            },
        ));
        out.push((seat, PairAction::TakeDiscard { with: Some(t) }));
        out.push((seat, PairAction::TakeDiscard { with: None }));
        out.push((
            seat,
            PairAction::LayPair {
                a: t.min(u),
                b: t.max(u),
            },
        ));
        out.push((seat, PairAction::Claim { with: u }));
        out.push((seat, PairAction::Pass));
    }
    for seat in 0..g.players() {
        for a in g.legal_actions(seat).into_iter().take(3) {
            out.push((seat, a));
        }
    }
    out
}

fn kap_candidates(g: &KapGame, r: &mut StdRng) -> Vec<(Seat, KapAction)> {
    let faces = domino_pool(&jjak::engine::tiles::domino::chinese_set());
    let mut out = Vec::new();
    for seat in 0..g.players() + 1 {
        let t = *faces.choose(r).unwrap();
        out.push((seat, KapAction::Discard { tile: t }));
        out.push((seat, KapAction::PickUp { tile: t }));
        out.push((seat, KapAction::DrawWall));
    }
    for seat in 0..g.players() {
        for a in g.legal_actions(seat).into_iter().take(3) {
            out.push((seat, a));
        }
    }
    out
}

fn run_pair_games(game: GameId, games: u64) {
    let mut wins = 0;
    for i in 0..games {
        let seed = derive_seed(0xC0FFEE ^ game as u64, i);
        let mut r = StdRng::seed_from_u64(seed);
        let options = random_options(game, &mut r);
        let rules = PairRules::new(game, &options).unwrap();
        let (lo, hi) = rules.players();
        let players = r.random_range(lo..=hi.min(6));
        let label = format!("{game} seed {seed} players {players} options {options:?}");
        let deal = PairGame::new(rules.clone(), players, seed, None).unwrap();
        let smart: Vec<bool> = (0..players).map(|_| r.random_bool(0.6)).collect();
        let mut bot = SimplePairBot::new(&rules, seed);
        let mut policy = |g: &PairGame, seat: Seat, legal: &[PairAction], r: &mut StdRng| {
            // the game's count of face-up tiles is what lies in laid pairs and discards
            let view = g.view(seat);
            let mut face_up = vec![0u8; view.face_up.len()];
            let laid = view.melds.iter().flatten().flat_map(|&(a, b)| [a, b]);
            for t in laid.chain(view.discards.iter().map(|&(t, _)| t)) {
                face_up[t.code()] += 1;
            }
            assert_eq!(view.face_up, &face_up[..], "{view:?}");
            // the draws end the list (the simple bot stops at the first)
            let draws = legal
                .iter()
                .position(|a| matches!(a, PairAction::Draw { .. }));
            if let Some(first) = draws {
                assert!(
                    legal[first..]
                        .iter()
                        .all(|a| matches!(a, PairAction::Draw { .. })),
                    "{legal:?}"
                );
            }
            if smart[seat as usize] {
                bot.choose(&g.view(seat), legal)
            } else {
                *legal.choose(r).unwrap()
            }
        };
        let set = rules.tile_set();
        let end = check_round(
            deal,
            &label,
            &set,
            pair_candidates,
            &mut policy,
            |log| PairGame::replay(rules.clone(), players, seed, None, log).unwrap(),
            &mut r,
        );
        wins += end.outcome().and_then(|o| o.winner).is_some() as u32;
    }
    assert!(wins > 0, "{game}: some games are won");
}

fn run_kap_games(game: GameId, games: u64) {
    let mut wins = 0;
    for i in 0..games {
        let seed = derive_seed(0xBEEF ^ game as u64, i);
        let mut r = StdRng::seed_from_u64(seed);
        let mut options = random_options(game, &mut r);
        let players = if game == GameId::KapShap {
            2
        } else {
            r.random_range(2..=20)
        };
        if game == GameId::KapTaiShap {
            // a random set count may be too small for the table: use the default then
            let sets = options.number(game, "sets").unwrap().unwrap_or(0) as usize;
            if 32 * sets < 10 * players as usize + 10 {
                options = Options::parse(
                    game,
                    options
                        .iter()
                        .filter(|(k, _)| *k != "sets")
                        .map(|(k, v)| format!("{k}={v}"))
                        .collect::<Vec<_>>()
                        .iter()
                        .map(String::as_str),
                )
                .unwrap();
            }
        }
        let rules = KapRules::new(game, &options).unwrap();
        let thrower = r.random_range(0..players);
        let label = format!("{game} seed {seed} players {players} options {options:?}");
        let deal = KapGame::new(rules.clone(), players, seed, thrower).unwrap();
        let set: Vec<Domino> = (0..rules.sets_for(players))
            .flat_map(|_| jjak::engine::tiles::domino::chinese_set())
            .collect();
        let smart: Vec<bool> = (0..players).map(|_| r.random_bool(0.6)).collect();
        let mut bot = SimpleKapBot::new(&rules, players, seed);
        let mut policy = |g: &KapGame, seat: Seat, legal: &[KapAction], r: &mut StdRng| {
            if smart[seat as usize] {
                bot.choose(&g.view(seat), legal)
            } else {
                *legal.choose(r).unwrap()
            }
        };
        let end = check_round(
            deal,
            &label,
            &set,
            kap_candidates,
            &mut policy,
            |log| {
                let mut g = KapGame::new(rules.clone(), players, seed, thrower).unwrap();
                for &(s, a) in log {
                    g.apply(s, a, &mut NoEvents).unwrap();
                }
                g
            },
            &mut r,
        );
        wins += end.outcome().and_then(|o| o.winner).is_some() as u32;
    }
    assert!(wins > 0, "{game}: some games are won");
}

/// Games per game per run: 10,000 by default (JJAK_PLAYOUTS overrides, e.g. for a quick run).
fn games() -> u64 {
    std::env::var("JJAK_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000)
}

#[test]
fn jjak_mat_chu_gi_random_playouts_keep_every_invariant() {
    run_pair_games(GameId::JjakMatChuGi, games());
}

#[test]
fn three_dozen_random_playouts_keep_every_invariant() {
    run_pair_games(GameId::ThreeDozen, games());
}

#[test]
fn kap_tai_shap_random_playouts_keep_every_invariant() {
    run_kap_games(GameId::KapTaiShap, games());
}

#[test]
fn kap_shap_random_playouts_keep_every_invariant() {
    run_kap_games(GameId::KapShap, games());
}

fn matjok_candidates(g: &MatjokGame, r: &mut StdRng) -> Vec<(Seat, MatjokAction)> {
    let set = mahjong_set(true);
    let mut out = Vec::new();
    for seat in 0..5 {
        let t: MahjongTile = *set.choose(r).unwrap();
        out.push((seat, MatjokAction::Discard(t)));
        out.push((seat, MatjokAction::Kong(t)));
        out.push((seat, MatjokAction::Straight(t)));
        out.push((seat, MatjokAction::Tjok));
        out.push((seat, MatjokAction::Poeng));
        out.push((seat, MatjokAction::ClaimKong));
        out.push((seat, MatjokAction::Pass));
    }
    for seat in 0..4 {
        for a in g.legal_actions(seat).into_iter().take(3) {
            out.push((seat, a));
        }
    }
    out
}

/// Matjok rounds per run: 2,000 by default (JJAK_MATJOK_PLAYOUTS overrides).
fn matjok_games() -> u64 {
    std::env::var("JJAK_MATJOK_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000)
}

#[test]
fn matjok_random_playouts_keep_every_invariant() {
    let game = GameId::Matjok;
    let (mut wins, mut drawn, mut kongs, mut open, mut flowers, mut robbed) = (0, 0, 0, 0, 0, 0);
    for i in 0..matjok_games() {
        let seed = derive_seed(0x3A7C0C, i);
        let mut r = StdRng::seed_from_u64(seed);
        let options = random_options(game, &mut r);
        let rules = MatjokRules::new(&options).unwrap();
        let jongh = r.random_range(0..4);
        let wind = Wind::ALL[r.random_range(0..4)];
        let label = format!("matjok seed {seed} jongh {jongh} {wind:?} options {options:?}");
        let deal = MatjokGame::new(rules, seed, jongh, wind).unwrap();
        // mostly sensible players, so rounds reach wins, kongs and robbing; some random
        let smart: Vec<bool> = (0..4).map(|_| r.random_bool(0.8)).collect();
        let mut bot = SimpleMatjokBot::new(seed);
        let mut policy = |g: &MatjokGame, seat: Seat, legal: &[MatjokAction], r: &mut StdRng| {
            if smart[seat as usize] {
                bot.choose(&g.view(seat), legal)
            } else {
                *legal.choose(r).unwrap()
            }
        };
        let end = check_round(
            deal,
            &label,
            &mahjong_set(true),
            matjok_candidates,
            &mut policy,
            |log| MatjokGame::replay(rules, seed, jongh, wind, log).unwrap(),
            &mut r,
        );
        let o = end.outcome().unwrap();
        assert_eq!(
            o.payments.iter().sum::<i32>(),
            0,
            "settlement is zero-sum: {label}"
        );
        match o.winner {
            Some(_) => wins += 1,
            None => drawn += 1,
        }
        for s in 0..4 {
            let melds = end.melds(s);
            kongs += melds
                .iter()
                .filter(|m| matches!(m.combination, Combination::Kong(_)))
                .count();
            open += melds.iter().filter(|m| m.open).count();
            flowers += end.flowers(s).len();
        }
        robbed += matches!(end.result().unwrap().end, EndKind::Robbed { .. }) as u32;
    }
    println!("matjok playouts: {wins} won, {drawn} drawn, {kongs} kongs, {open} open melds, {flowers} flowers, {robbed} robbed");
    assert!(
        wins > 0 && drawn > 0,
        "rounds are won and drawn ({wins} / {drawn})"
    );
    assert!(
        kongs > 0 && open > 0 && flowers > 0,
        "kongs, claims and flowers all happen"
    );
}
