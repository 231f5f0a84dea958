//! The three AI levels: legal and deterministic in every game, explaining themselves,
//! blind to hidden tiles, and ordered in strength.

use jjak::ai::search::{make_bot, Searchable};
use jjak::ai::{Bot, Level};
use jjak::engine::core::{derive_seed, NoEvents};
use jjak::engine::games::GameId;
use jjak::engine::kap::{KapGame, KapRules};
use jjak::engine::matjok::game::{MatjokAction, MatjokGame, MatjokRules};
use jjak::engine::options::Options;
use jjak::engine::pair_game::{PairGame, PairRules};
use jjak::engine::round::Round;
use jjak::engine::tiles::mahjong::{mahjong_set, Wind};
use jjak::engine::tiles::parse_mpsz;
use jjak::lab::{play_round, simulate, SimSpec};
use rand::rngs::StdRng;
use rand::SeedableRng;

/// Plays `rounds` rounds with the given level at every seat; every move must be legal
/// (`play_round` stops at a refused one) and every bot must say why it moved.
fn play<R: Searchable>(
    level: Level,
    rules: &R::Rules,
    players: u8,
    rounds: u64,
    deal: impl Fn(u64) -> R,
) {
    for i in 0..rounds {
        let mut bots: Vec<Box<dyn Bot<R>>> = (0..players)
            .map(|s| make_bot::<R>(level, rules, players, derive_seed(i, s as u64), Some(20)))
            .collect();
        let mut g = deal(derive_seed(77, i));
        play_round(&mut g, &mut bots).unwrap_or_else(|e| panic!("{level}: {e}"));
        assert!(g.outcome().is_some());
        for &(s, _) in g.log() {
            assert!(
                !bots[s as usize].explain().is_empty(),
                "{level} explains its last move"
            );
        }
    }
}

#[test]
fn every_level_plays_every_game_legally_and_explains_itself() {
    for level in Level::ALL {
        for game in [GameId::JjakMatChuGi, GameId::ThreeDozen] {
            let rules = PairRules::new(game, &Options::default()).unwrap();
            play::<PairGame>(level, &rules, 3, 6, |seed| {
                PairGame::new(rules.clone(), 3, seed, None).unwrap()
            });
        }
        for game in [GameId::KapTaiShap, GameId::KapShap] {
            let rules = KapRules::new(game, &Options::default()).unwrap();
            let players = if game == GameId::KapShap { 2 } else { 4 };
            play::<KapGame>(level, &rules, players, 4, |seed| {
                KapGame::new(rules.clone(), players, seed, 0).unwrap()
            });
        }
        let rules = MatjokRules::default();
        play::<MatjokGame>(level, &rules, 4, 2, |seed| {
            MatjokGame::new(rules, seed, 0, Wind::East).unwrap()
        });
    }
}

#[test]
fn strong_says_why_it_threw_a_matjok_tile_it_did_not_search() {
    // strong throws the look-ahead's tile without a search: its reason must say why, not
    // that it had no choice
    let rules = MatjokRules::default();
    let mut bot = make_bot::<MatjokGame>(Level::Strong, &rules, 4, 5, Some(20));
    let mut normal: Vec<Box<dyn Bot<MatjokGame>>> = (1..4)
        .map(|s| make_bot::<MatjokGame>(Level::Normal, &rules, 4, s, None))
        .collect();
    let mut g = MatjokGame::new(rules, 11, 0, Wind::East).unwrap();
    let mut explained = 0;
    while let Some(s) = g.next_to_act() {
        let legal = g.legal_actions(s);
        let a = if s == 0 {
            bot.choose(&g.view(s), &legal)
        } else {
            normal[s as usize - 1].choose(&g.view(s), &legal)
        };
        let discards = legal
            .iter()
            .filter(|a| matches!(a, MatjokAction::Discard(_)))
            .count();
        if s == 0 && matches!(a, MatjokAction::Discard(_)) && discards > 1 {
            let why = bot.explain().to_string();
            assert!(!why.contains("only one move"), "{why}");
            // (a turn with a kong to declare is searched, and says so)
            if !why.starts_with("imagined") {
                assert!(why.starts_with("threw "), "{why}");
                assert!(
                    why.contains("no throw that keeps the hand as close leaves more")
                        || why.contains("looks close to winning"),
                    "{why}"
                );
                explained += 1;
            }
        }
        g.apply(s, a, &mut NoEvents).unwrap();
    }
    assert!(explained > 3, "strong threw {explained} tiles");
}

/// Strong Matjok gives up on a dangerous tile only when its own hand is far from ready and
/// the tile it would throw is dangerous, throws a safer tile than the one it keeps, and
/// says so; it folds in some of a few dozen rounds.
#[test]
fn strong_matjok_folds_when_far_and_the_tile_is_dangerous_and_says_so() {
    use jjak::ai::matjok_defence::{folds, risks, seen};
    use jjak::engine::matjok::shanten::shanten;
    let (mut folded, mut safer) = (0, 0);
    let level = |s: u64| {
        if s.is_multiple_of(2) {
            Level::Strong
        } else {
            Level::Normal
        }
    };
    watch_matjok(30, 91, level, Some(8), |g, s, a, bot| {
        let view = g.view(s);
        let why = bot.explain().to_string();
        let fold = why.contains("looks close to winning");
        if !(fold || why.contains("less likely to win on it")) {
            return;
        }
        assert_eq!(s % 2, 0, "only strong defends: {why}");
        let MatjokAction::Discard(thrown) = a else {
            panic!("defence throws a tile: {a:?} {why}");
        };
        let kept = view
            .hand
            .iter()
            .find(|t| {
                why.contains(&format!("kept {t}:")) || why.contains(&format!("throwing {t} leaves"))
            })
            .copied()
            .unwrap_or_else(|| panic!("the kept tile is in the hand: {why}"));
        let risk = risks(&view, &seen(&view));
        assert!(risk[thrown.index()] < risk[kept.index()], "{why}");
        let mut c = [0u8; 34];
        for t in view.hand.iter() {
            c[t.index()] += 1;
        }
        c[kept.index()] -= 1;
        let left = shanten(&c, view.melds[s as usize].len());
        assert_eq!(fold, folds(left, risk[kept.index()]), "{why}");
        if fold {
            folded += 1;
        } else {
            safer += 1;
        }
    });
    assert!(
        folded >= 3 && safer >= 3,
        "strong folded {folded} times, threw a safer tile {safer} times"
    );
}

/// How ready a seat looks (`matjok_defence::readiness`) fits how often normal players
/// with so many melds and throws are really ready, within 12 points, wherever there are
/// enough cases to tell.
#[test]
fn matjok_readiness_fits_what_normal_players_show() {
    use jjak::ai::matjok_defence::readiness;
    use jjak::engine::matjok::shanten::shanten;
    use std::collections::BTreeMap;
    // (melds, throws in the pond) -> (ready, cases, readiness summed)
    let mut table = BTreeMap::<(usize, usize), (u32, u32, f64)>::new();
    watch_matjok(
        200,
        5,
        |_| Level::Normal,
        None,
        |g, s, a, _| {
            if !matches!(a, MatjokAction::Discard(_)) {
                return;
            }
            let view = g.view(s);
            for o in (0..4u8).filter(|&o| o != s) {
                let hidden = g.view(o);
                let mut c = [0u8; 34];
                for t in hidden.hand.iter() {
                    c[t.index()] += 1;
                }
                let melds = hidden.melds[o as usize].len();
                let thrown = view.discards.iter().filter(|&&(x, _)| x == o).count();
                let e = table.entry((melds, thrown.min(12) / 3)).or_default();
                e.0 += (shanten(&c, melds) <= 0) as u32;
                e.1 += 1;
                e.2 += readiness(&view, o);
            }
        },
    );
    let mut checked = 0;
    for ((melds, throws), (ready, n, summed)) in table {
        if n < 300 {
            continue;
        }
        let (seen, model) = (ready as f64 / n as f64, summed / n as f64);
        assert!(
            (seen - model).abs() <= 0.12,
            "{melds} melds, {}-{} throws: ready {seen:.2}, estimated {model:.2}",
            throws * 3,
            throws * 3 + 2
        );
        checked += 1;
    }
    assert!(checked >= 6, "{checked} groups with enough cases");
}

/// Plays `rounds` Matjok rounds (deal `i` from `derive_seed(salt, i)`), seat `s` at
/// `level(s)`, and shows `watch` each move before it is made: the round, the seat, the
/// move and the bot that chose it (its reason).
fn watch_matjok(
    rounds: u64,
    salt: u64,
    level: impl Fn(u64) -> Level,
    budget: Option<u32>,
    mut watch: impl FnMut(&MatjokGame, u8, MatjokAction, &dyn Bot<MatjokGame>),
) {
    let rules = MatjokRules::default();
    for deal in 0..rounds {
        let mut bots: Vec<Box<dyn Bot<MatjokGame>>> = (0..4)
            .map(|s| make_bot::<MatjokGame>(level(s), &rules, 4, derive_seed(deal, s), budget))
            .collect();
        let mut g =
            MatjokGame::new(rules, derive_seed(salt, deal), (deal % 4) as u8, Wind::East).unwrap();
        while let Some(s) = g.next_to_act() {
            let legal = g.legal_actions(s);
            let a = bots[s as usize].choose(&g.view(s), &legal);
            watch(&g, s, a, bots[s as usize].as_ref());
            g.apply(s, a, &mut NoEvents).unwrap();
        }
    }
}

fn spec(game: GameId, players: u8, ai: &[Level], games: u32) -> SimSpec {
    SimSpec {
        game,
        options: Options::default(),
        players,
        games,
        first: 0,
        seed: 3,
        ai: ai.to_vec(),
        duplicate: true,
        budget: None,
        all_seeing: false,
    }
}

#[test]
fn bots_are_deterministic_given_the_seed() {
    let s = spec(GameId::KapShap, 2, &[Level::Strong, Level::Beginner], 10);
    let a = simulate(&s).unwrap();
    let b = simulate(&s).unwrap();
    assert_eq!(a.wins_by_ai, b.wins_by_ai);
    assert_eq!(a.mean_turns, b.mean_turns);
}

/// A simulation spread over the cores reports what one thread does for the same seed.
#[test]
fn a_simulation_reports_the_same_on_one_core_and_on_two() {
    let on = |threads: usize, s: &SimSpec| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        let r = pool.install(|| simulate(s)).unwrap();
        assert_eq!(r.threads, threads);
        let mut v = serde_json::to_value(&r).unwrap();
        v["elapsed_ms"] = 0.into();
        v["threads"] = 0.into();
        v
    };
    for s in [
        spec(
            GameId::Matjok,
            4,
            &[
                Level::Normal,
                Level::Beginner,
                Level::Normal,
                Level::Beginner,
            ],
            12,
        ),
        spec(GameId::JjakMatChuGi, 3, &[Level::Normal], 400),
        spec(GameId::KapTaiShap, 5, &[Level::Beginner], 40),
    ] {
        assert_eq!(on(1, &s), on(2, &s), "{}", s.game);
    }
}

#[test]
fn the_strong_bot_decides_from_the_view_alone() {
    // two rounds that look the same to seat 0 but hide different tiles get one answer
    let rules = MatjokRules::default();
    let mut r = StdRng::seed_from_u64(5);
    for seed in 0..8 {
        let g = MatjokGame::new(rules, seed, 0, Wind::East).unwrap();
        let other = MatjokGame::sample(&rules, &g.view(0), &mut r);
        assert_eq!(
            serde_json::to_value(g.view(0)).unwrap(),
            serde_json::to_value(other.view(0)).unwrap()
        );
        assert_ne!(g.hand(1), other.hand(1), "the hidden tiles differ");
        let legal = g.legal_actions(0);
        let mut a = make_bot::<MatjokGame>(Level::Strong, &rules, 4, 9, Some(12));
        let mut b = make_bot::<MatjokGame>(Level::Strong, &rules, 4, 9, Some(12));
        assert_eq!(
            a.choose(&g.view(0), &legal),
            b.choose(&other.view(0), &legal)
        );
    }
}

#[test]
fn a_strong_decision_can_be_spread_over_short_steps() {
    use jjak::ai::search::StrongBot;
    use jjak::engine::round::Round;
    let rules = PairRules::new(GameId::JjakMatChuGi, &Options::default()).unwrap();
    for seed in 0..10 {
        let g = PairGame::new(rules.clone(), 2, seed, Some(0)).unwrap();
        let Some(seat) = g.next_to_act() else {
            continue;
        };
        let legal = g.legal_actions(seat);
        let mut whole = StrongBot::<PairGame>::new(&rules, 2, 60, 4);
        let at_once = whole.choose(&g.view(seat), &legal);
        let mut stepwise = StrongBot::<PairGame>::new(&rules, 2, 60, 4);
        let mut d = stepwise.start(&g.view(seat), &legal);
        while !d.finished() {
            stepwise.think(&mut d, &g.view(seat), 3);
        }
        assert_eq!(stepwise.finish(d), at_once, "seed {seed}");
        assert_eq!(stepwise.explain(), whole.explain());
    }
}

#[test]
fn a_beginner_still_takes_a_winning_tile() {
    let t = |s: &str| parse_mpsz(s).unwrap();
    let hands = [
        t("123456789m5p8s777z"),
        t("46p123m456m789m11z"),
        t("1199p33z44z55z66z7z"),
        t("5p123s456s789s222z"),
    ];
    let mut rest = mahjong_set(true);
    for x in hands.iter().flatten() {
        let i = rest.iter().position(|y| y == x).unwrap();
        rest.remove(i);
    }
    let rules = MatjokRules::default();
    for seed in 0..20 {
        let mut g =
            MatjokGame::from_deal(rules, 0, Wind::East, hands.clone(), rest.clone()).unwrap();
        g.apply(0, MatjokAction::Discard(t("5p")[0]), &mut NoEvents)
            .unwrap();
        let mut beginner = make_bot::<MatjokGame>(Level::Beginner, &rules, 4, seed, None);
        let legal = g.legal_actions(1);
        assert_eq!(beginner.choose(&g.view(1), &legal), MatjokAction::Tjok);
    }
}

#[test]
fn strong_beats_normal_and_normal_beats_beginner_on_duplicate_deals() {
    // small fixed runs (the full figures are in docs/PERFORMANCE.md); K'ap Shap's strong
    // leads its normal by less (about 55%), so it plays more deals
    for (game, players, strong_deals) in [(GameId::KapShap, 2, 200), (GameId::JjakMatChuGi, 2, 60)]
    {
        let r = simulate(&spec(game, players, &[Level::Normal, Level::Beginner], 300)).unwrap();
        assert!(
            r.wins_by_ai[0] > r.wins_by_ai[1],
            "{game}: normal {:?}",
            r.wins_by_ai
        );
        let r = simulate(&spec(
            game,
            players,
            &[Level::Strong, Level::Normal],
            strong_deals,
        ))
        .unwrap();
        assert!(
            r.wins_by_ai[0] > r.wins_by_ai[1],
            "{game}: strong {:?}",
            r.wins_by_ai
        );
    }
}
