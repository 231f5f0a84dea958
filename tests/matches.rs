//! Matches played out by the normal computer: running scores, who starts the next round,
//! the Matjok winds (moved here from the engine, which does not know the bots).

use jjak::ai::simple::SimplePairBot;
use jjak::ai::simple_kap::SimpleKapBot;
use jjak::ai::Bot;
use jjak::engine::core::NoEvents;
use jjak::engine::games::GameId;
use jjak::engine::matches::{Match, MatchError, MatchRound};
use jjak::engine::options::Options;
use jjak::engine::pair_game::PairEvent;
use jjak::engine::round::Round;

fn play_out(m: &mut Match) {
    match m.current_mut() {
        MatchRound::Pair(g) => {
            let mut bot = SimplePairBot::new(g.rules(), 1);
            while let Some(seat) = g.next_to_act() {
                let legal = g.legal_actions(seat);
                let a = bot.choose(&g.view(seat), &legal);
                g.apply(seat, a, &mut NoEvents).unwrap();
            }
        }
        MatchRound::Kap(g) => {
            let mut bot = SimpleKapBot::new(g.rules(), g.players(), 1);
            while let Some(seat) = g.next_to_act() {
                let legal = g.legal_actions(seat);
                let a = bot.choose(&g.view(seat), &legal);
                g.apply(seat, a, &mut NoEvents).unwrap();
            }
        }
        MatchRound::Matjok(g) => {
            let mut bot = jjak::ai::simple_matjok::SimpleMatjokBot::new(1);
            while let Some(seat) = g.next_to_act() {
                let legal = g.legal_actions(seat);
                let a = bot.choose(&g.view(seat), &legal);
                g.apply(seat, a, &mut NoEvents).unwrap();
            }
        }
    }
}

#[test]
fn a_points_match_is_ten_rounds_with_running_scores_and_the_winner_starting_next() {
    let options = Options::parse(GameId::JjakMatChuGi, ["payments=points-match"]).unwrap();
    let mut m = Match::new(GameId::JjakMatChuGi, options, 3, 5).unwrap();
    assert_eq!(m.rounds(), 10);
    assert_eq!(m.finish_round(), Err(MatchError::RoundNotOver));
    let (mut drawn, mut won) = (0, 0);
    while !m.is_over() {
        // seed 000: lots are drawn for the first round only; later rounds follow the results
        let MatchRound::Pair(g) = m.current() else {
            panic!("a pair game")
        };
        let lots = g
            .setup_events(None)
            .iter()
            .any(|e| matches!(e, PairEvent::LotDrawn { .. }));
        assert_eq!(
            lots,
            m.results().is_empty(),
            "round {}",
            m.results().len() + 1
        );
        play_out(&mut m);
        let before = m.current().first();
        let winner = m.current().outcome().unwrap().winner;
        if winner.is_some() {
            won += 1;
        } else {
            drawn += 1;
        }
        m.finish_round().unwrap();
        if !m.is_over() {
            assert_eq!(
                m.current().first(),
                winner.unwrap_or((before + 1) % 3),
                "who starts the next round"
            );
        }
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<Match>(&json).unwrap(), m);
    }
    assert_eq!(m.results().len(), 10);
    assert!(
        drawn > 0 && won > 0,
        "both kinds of round were seen: {drawn} drawn, {won} won"
    );
    let total: Vec<i32> = (0..3)
        .map(|s| m.results().iter().map(|r| r.payments[s]).sum())
        .collect();
    assert_eq!(m.scores(), total.as_slice());
    assert!(!m.leaders().is_empty());
    assert_eq!(m.finish_round(), Err(MatchError::MatchOver));
}

#[test]
fn a_matjok_game_runs_through_the_winds_with_jongh_staying_while_winning() {
    let options = Options::parse(GameId::Matjok, ["winds=2"]).unwrap();
    let mut m = Match::new(GameId::Matjok, options, 4, 3).unwrap();
    assert!(Match::new(GameId::Matjok, Options::default(), 3, 3).is_err());
    let mut winds_seen = vec![];
    while !m.is_over() {
        play_out(&mut m);
        let before = m.rotation().unwrap();
        winds_seen.push(before.prevailing);
        let winner = m.current().outcome().unwrap().winner;
        m.finish_round().unwrap();
        if let Some(after) = m.rotation() {
            if winner.is_none() || winner == Some(before.jongh) {
                assert_eq!(after, before, "limmen: jongh stays");
            } else {
                assert_eq!(
                    after.jongh,
                    (before.jongh + 1) % 4,
                    "the next player is jongh"
                );
            }
            assert_eq!(m.current().first(), after.jongh);
        }
        assert!(m.results().len() < 500, "the game ends");
    }
    assert_eq!(
        winds_seen.first(),
        Some(&jjak::engine::tiles::mahjong::Wind::East)
    );
    assert_eq!(
        winds_seen.last(),
        Some(&jjak::engine::tiles::mahjong::Wind::South)
    );
    assert_eq!(
        m.scores().iter().sum::<i32>(),
        0,
        "settlement moves points between players"
    );
}

#[test]
fn kap_matches_play_the_chosen_number_of_hands() {
    let options = Options::parse(GameId::KapTaiShap, ["rounds=3"]).unwrap();
    let mut m = Match::new(GameId::KapTaiShap, options, 4, 9).unwrap();
    while !m.is_over() {
        play_out(&mut m);
        m.finish_round().unwrap();
    }
    assert_eq!(m.results().len(), 3);
    assert_eq!(
        m.scores().iter().sum::<i32>(),
        0,
        "the pot moves between players"
    );
}

/// Plays the K'ap round by drawing and throwing back (the last tile offered): nobody
/// picks up, so the wall may run out before a hand completes.
fn draw_and_throw_back(m: &mut Match) {
    use jjak::engine::kap::KapAction;
    let MatchRound::Kap(g) = m.current_mut() else {
        panic!("a K'ap match");
    };
    while let Some(seat) = g.next_to_act() {
        let legal = g.legal_actions(seat);
        let a = if legal.contains(&KapAction::DrawWall) {
            KapAction::DrawWall
        } else {
            *legal.last().unwrap()
        };
        g.apply(seat, a, &mut NoEvents).unwrap();
    }
}

#[test]
fn kap_an_exhausted_wall_leaves_the_antes_in_the_pot_for_the_next_winner() {
    // RULES.md (K'ap): "If the wall runs out, the hand is drawn and the antes stay for the
    // next hand"
    let seed = (0..200u64)
        .find(|&seed| {
            let mut m = Match::new(GameId::KapShap, Options::default(), 2, seed).unwrap();
            draw_and_throw_back(&mut m);
            m.current().outcome().unwrap().winner.is_none()
        })
        .expect("a seed whose first hand runs the wall out");
    let mut m = Match::new(GameId::KapShap, Options::default(), 2, seed).unwrap();
    draw_and_throw_back(&mut m);
    let drawn = m.current().outcome().unwrap().clone();
    assert_eq!(drawn.payments, vec![0, 0]);
    assert!(
        drawn.explanation.to_string().contains("stay in the pot"),
        "{}",
        drawn.explanation
    );
    m.finish_round().unwrap();
    // the next hands until one is won: each drawn one adds an ante
    let mut carried = 1;
    loop {
        play_out(&mut m);
        let o = m.current().outcome().unwrap().clone();
        match o.winner {
            Some(w) => {
                let stake = 1 + carried;
                assert_eq!(
                    o.payments[w as usize], stake,
                    "two antes or more from the loser"
                );
                assert_eq!(o.payments.iter().sum::<i32>(), 0);
                assert!(o.explanation.to_string().contains("left by drawn hands"));
                m.finish_round().unwrap();
                break;
            }
            None => {
                carried += 1;
                m.finish_round().unwrap();
            }
        }
    }
    // and the pot is empty again after a win
    play_out(&mut m);
    if let Some(w) = m.current().outcome().unwrap().winner {
        assert_eq!(m.current().outcome().unwrap().payments[w as usize], 1);
    }
}

/// Every rule option changes what it names: set away from its default, the round's
/// resolved rules or the match's length differ (a misspelt name in the engine would leave
/// them as they were, and is an error besides: `options::an_unknown_option_name_is_an_error`).
#[test]
fn every_option_changes_what_it_names() {
    use jjak::engine::catalog::GameRules;
    use jjak::engine::options::{specs, OptionKind};
    let mut checked = 0;
    for game in GameId::ALL {
        let rules = |o: &Options| {
            let players = GameRules::new(game, o).unwrap().players().0.max(2);
            let m = Match::new(game, o.clone(), players, 1).unwrap();
            let resolved = match m.current() {
                MatchRound::Pair(g) => format!("{:?}", g.rules()),
                MatchRound::Kap(g) => format!("{:?}", g.rules()),
                MatchRound::Matjok(g) => format!("{:?}", g.rules()),
            };
            (resolved, m.rounds())
        };
        // a value may matter only beside another: payments=points-match is the default's
        // own scoring in a match of several rounds, and changes a single hand's
        let mut contexts = vec![Options::default()];
        if specs(game).iter().any(|s| s.name == "rounds") {
            contexts.push(Options::parse(game, ["rounds=1"]).unwrap());
        }
        for spec in specs(game) {
            let values: Vec<String> = match spec.kind {
                OptionKind::Switch => vec![if spec.default == "on" { "off" } else { "on" }.into()],
                OptionKind::Choice(words) => words
                    .iter()
                    .filter(|w| **w != spec.default)
                    .map(|w| w.to_string())
                    .collect(),
                OptionKind::Number(lo, hi) => [lo, hi]
                    .iter()
                    .map(|n| n.to_string())
                    .filter(|n| *n != spec.default)
                    .collect(),
            };
            assert!(!values.is_empty(), "{game}: {}", spec.name);
            for v in values {
                let changes = contexts.iter().any(|c| {
                    let mut o = c.clone();
                    o.set(game, spec.name, &v).unwrap();
                    rules(&o) != rules(c)
                });
                assert!(changes, "{game}: {}={v} changes nothing", spec.name);
                checked += 1;
            }
        }
    }
    assert!(checked > 30, "{checked} values");
}
