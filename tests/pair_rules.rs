//! Jjak-mat-chu-gi and Three Dozen, one test per rule clause (seeds 000, 001, 002; RULES.md).

use jjak::engine::core::{NoEvents, RuleError, WinKind};
use jjak::engine::games::GameId;
use jjak::engine::options::Options;
use jjak::engine::pair_game::{
    PairAction, PairEvent, PairGame, PairRules, Phase, STILL_RESHUFFLES,
};
use jjak::engine::round::Round;
use jjak::engine::tiles::{parse_dominoes, Domino};

fn d(s: &str) -> Domino {
    s.parse().unwrap()
}

fn rules(game: GameId, opts: &[&str]) -> PairRules {
    PairRules::new(game, &Options::parse(game, opts.iter().copied()).unwrap()).unwrap()
}

/// A deal: the hands as written (seat 0 first), the reserve starting with `reserve_front`
/// and then every other tile of the set.
fn deal(r: PairRules, first: u8, hands: &[&str], reserve_front: &str) -> PairGame {
    let hands: Vec<Vec<Domino>> = hands.iter().map(|h| parse_dominoes(h).unwrap()).collect();
    let mut rest = r.tile_set();
    for t in hands.iter().flatten() {
        rest.remove(rest.iter().position(|x| x == t).unwrap());
    }
    let mut reserve = Vec::new();
    for t in parse_dominoes(reserve_front).unwrap() {
        reserve.push(rest.remove(rest.iter().position(|x| *x == t).unwrap()));
    }
    reserve.extend(rest);
    PairGame::from_deal(r, first, hands, reserve).unwrap()
}

/// Jjak-mat-chu-gi rules for a single hand (seed 000): `rounds=1`, so its payments are
/// stakes unless `opts` say otherwise (a match of several rounds scores points, seed 001).
fn jjak(opts: &[&str]) -> PairRules {
    let mut all = vec!["rounds=1"];
    all.extend(opts.iter().filter(|o| !o.starts_with("rounds=")));
    all.extend(opts.iter().filter(|o| o.starts_with("rounds=")));
    rules(GameId::JjakMatChuGi, &all)
}

fn act_with(g: &mut PairGame, seat: u8, a: PairAction, events: &mut Vec<PairEvent>) {
    g.apply(seat, a, events)
        .unwrap_or_else(|e| panic!("{a:?} by {seat}: {e}"));
}

fn act(g: &mut PairGame, seat: u8, a: PairAction) {
    g.apply(seat, a, &mut NoEvents)
        .unwrap_or_else(|e| panic!("{a:?} by {seat}: {e}"));
}

fn discard(g: &mut PairGame, seat: u8, t: &str) {
    act(g, seat, PairAction::Discard { tile: d(t) });
}

/// One move without taking a discard: the player to act draws the first reserve tile, or
/// throws back the tile drawn (`last`; if it made a pair, the first tile in hand).
fn throw_back_step(
    g: &mut PairGame,
    last: &mut Option<Domino>,
) -> (u8, PairAction, Vec<PairEvent>) {
    let seat = g.to_act()[0];
    let action = match g.phase() {
        Phase::Discard { .. } => PairAction::Discard {
            tile: last
                .filter(|t| g.view(seat).hand.contains(t))
                .unwrap_or(g.view(seat).hand[0]),
        },
        _ => PairAction::Draw { index: 0 },
    };
    let mut events = Vec::new();
    act_with(g, seat, action, &mut events);
    for e in &events {
        if let PairEvent::Drew { tile, .. } = e {
            *last = *tile;
        }
    }
    (seat, action, events)
}

/// Plays [`throw_back_step`] to the end of the round; returns every event.
fn draw_and_throw_back(g: &mut PairGame) -> Vec<PairEvent> {
    let mut all = Vec::new();
    let mut last = None;
    while g.outcome().is_none() {
        all.extend(throw_back_step(g, &mut last).2);
    }
    all
}

// Three players; seat 1 holds two pairs and a 3-1, seat 2 holds nothing useful.
const THREE: [&str; 3] = [
    "6-6 6-5 6-4 6-1 5-1 3-3",
    "1-1 1-1 4-4 4-4 3-1",
    "5-5 2-2 6-3 5-2 4-1",
];

#[test]
fn the_first_player_wins_at_once_with_three_pairs_in_six_tiles() {
    let g = deal(
        jjak(&[]),
        0,
        &[
            "1-1 1-1 6-3 5-4 4-2 2-1",
            "6-6 6-5 6-4 6-1 5-1",
            "3-3 5-5 2-2 3-1 4-4",
        ],
        "",
    );
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.how), (Some(0), Some(WinKind::Dealt)));
    assert_eq!(o.payments, vec![2, -1, -1]);
}

#[test]
fn the_first_player_lays_pairs_then_discards() {
    let g = deal(
        jjak(&[]),
        0,
        &[
            "1-1 1-1 6-3 6-6 6-5 6-4",
            "5-4 5-5 2-2 3-1 4-4",
            "3-3 6-1 5-1 4-1 3-2",
        ],
        "",
    );
    assert_eq!(g.melds()[0], vec![(d("1-1"), d("1-1"))]);
    assert_eq!(g.phase(), &Phase::Discard { seat: 0 });
}

#[test]
fn a_discard_is_taken_only_to_complete_a_pair() {
    let mut g = deal(jjak(&[]), 0, &THREE, "");
    discard(&mut g, 0, "6-6");
    assert!(
        !g.legal_actions(1)
            .iter()
            .any(|a| matches!(a, PairAction::TakeDiscard { .. })),
        "seat 1 has no 6-6"
    );
    assert!(matches!(
        g.apply(1, PairAction::TakeDiscard { with: None }, &mut NoEvents),
        Err(RuleError::Forbidden(_))
    ));
    assert!(matches!(
        g.apply(
            1,
            PairAction::TakeDiscard {
                with: Some(d("1-1"))
            },
            &mut NoEvents
        ),
        Err(RuleError::NotAPair { .. })
    ));
}

#[test]
fn only_the_previous_players_discard_may_be_taken() {
    let mut g = deal(jjak(&[]), 0, &THREE, "2-1");
    discard(&mut g, 0, "5-1");
    act(&mut g, 1, PairAction::Draw { index: 0 });
    // seat 2 could pair seat 0's 5-1? no one holds it; but the latest discard is seat 1's now
    discard(&mut g, 1, "2-1");
    let takes: Vec<_> = g
        .legal_actions(2)
        .into_iter()
        .filter(|a| matches!(a, PairAction::TakeDiscard { .. }))
        .collect();
    assert!(
        takes.is_empty(),
        "2-1 does not pair with seat 2's tiles: {takes:?}"
    );
    assert!(
        g.apply(1, PairAction::Draw { index: 0 }, &mut NoEvents)
            .is_err(),
        "not seat 1's turn"
    );
}

#[test]
fn a_win_with_a_reserve_tile_is_paid_by_every_opponent() {
    let mut g = deal(jjak(&[]), 0, &THREE, "3-1");
    discard(&mut g, 0, "6-6");
    act(&mut g, 1, PairAction::Draw { index: 0 });
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.how), (Some(1), Some(WinKind::Draw)));
    assert_eq!(o.payments, vec![-1, 2, -1]);
}

#[test]
fn a_win_on_a_discard_is_paid_by_the_discarder_for_everyone() {
    let mut g = deal(
        jjak(&[]),
        0,
        &[
            "6-6 6-5 6-4 6-1 5-1 3-1",
            "1-1 1-1 4-4 4-4 3-1",
            "5-5 2-2 6-3 5-2 4-1",
        ],
        "",
    );
    discard(&mut g, 0, "3-1");
    act(
        &mut g,
        1,
        PairAction::TakeDiscard {
            with: Some(d("3-1")),
        },
    );
    let o = g.outcome().unwrap();
    assert_eq!(o.how, Some(WinKind::Discard { from: 0 }));
    assert_eq!(
        o.payments,
        vec![-2, 2, 0],
        "seed 000: two stakes with three players"
    );
}

#[test]
fn with_two_or_three_players_the_six_six_pair_may_not_be_the_final_pair() {
    let hands = [
        "6-6 6-5 6-4 6-1 5-1 3-3",
        "1-1 1-1 4-4 4-4 6-6",
        "5-5 2-2 6-3 5-2 4-1",
    ];
    let mut g = deal(jjak(&[]), 0, &hands, "");
    discard(&mut g, 0, "6-6");
    assert!(g
        .legal_actions(1)
        .iter()
        .all(|a| !matches!(a, PairAction::TakeDiscard { .. })));
    assert!(matches!(
        g.apply(
            1,
            PairAction::TakeDiscard {
                with: Some(d("6-6"))
            },
            &mut NoEvents
        ),
        Err(RuleError::Forbidden(_))
    ));
    // drawn from the reserve it is no win either: the pair stays in hand and a tile is discarded
    let mut g = deal(
        jjak(&[]),
        0,
        &[
            "6-5 6-4 6-1 5-1 3-3 2-1",
            "1-1 1-1 4-4 4-4 6-6",
            "5-5 2-2 6-3 5-2 4-1",
        ],
        "6-6",
    );
    discard(&mut g, 0, "2-1");
    act(&mut g, 1, PairAction::Draw { index: 0 });
    assert!(g.outcome().is_none());
    assert_eq!(g.phase(), &Phase::Discard { seat: 1 });
    // the option turns the rule off
    let mut g = deal(jjak(&["final-six-six=off"]), 0, &hands, "");
    discard(&mut g, 0, "6-6");
    act(
        &mut g,
        1,
        PairAction::TakeDiscard {
            with: Some(d("6-6")),
        },
    );
    assert_eq!(g.outcome().unwrap().winner, Some(1));
}

/// Seed 000: "a player cannot use the 6-6 tiles to form their third and final pair". A
/// first player dealt three pairs lays them in any order, the 6-6 first: no pair is the
/// third, and "if able to lay down all six tiles as three pairs, the first player
/// immediately wins". Settled so; the rules page says it.
#[test]
fn final_six_six_a_hand_dealt_complete_wins_even_with_the_six_six_pair() {
    for players in [2, 3] {
        let hands = [
            "6-6 6-6 1-1 1-1 3-3 3-3",
            "6-5 6-4 6-1 5-1 3-1",
            "5-5 2-2 6-3 5-2 4-1",
        ];
        let g = deal(jjak(&[]), 0, &hands[..players], "");
        let o = g.outcome().unwrap();
        assert_eq!((o.winner, o.how), (Some(0), Some(WinKind::Dealt)));
        let mut paid = vec![-1; players];
        paid[0] = players as i32 - 1;
        assert_eq!(o.payments, paid, "{players} players");
    }
}

/// The final 6-6 rule bars the 6-6 as the *last* pair only: taken as a first or second
/// pair it is a claim like any other (audit scenario 7).
#[test]
fn final_six_six_may_be_taken_as_a_first_or_second_pair() {
    let hands = [
        "6-6 6-5 6-4 6-1 5-1 3-3",
        "1-1 1-1 6-6 5-3 2-1",
        "5-5 2-2 6-3 5-2 4-1",
    ];
    let mut g = deal(jjak(&[]), 0, &hands, "");
    discard(&mut g, 0, "6-6");
    let take = PairAction::TakeDiscard {
        with: Some(d("6-6")),
    };
    assert!(g.legal_actions(1).contains(&take));
    act(&mut g, 1, take);
    assert!(g.outcome().is_none());
    assert_eq!(g.view(1).melds[1].len(), 2, "1-1 and 6-6 laid");
}

/// A 6-6 pair laid first does not stop a later pair from winning (audit scenario 8).
#[test]
fn final_six_six_a_hand_whose_six_six_pair_came_first_wins_on_its_third_pair() {
    let hands = [
        "6-5 6-4 6-1 5-1 3-3 3-1",
        "6-6 6-6 1-1 1-1 4-4",
        "5-5 2-2 6-3 5-2 4-1",
    ];
    let mut g = deal(jjak(&[]), 0, &hands, "4-4");
    discard(&mut g, 0, "3-1");
    act(&mut g, 1, PairAction::Draw { index: 0 });
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.how), (Some(1), Some(WinKind::Draw)));
    assert_eq!(o.payments, vec![-1, 2, -1]);
}

#[test]
fn with_four_players_the_six_six_pair_may_be_the_final_pair() {
    let hands = [
        "6-6 6-5 6-4 6-1 5-1 3-3",
        "1-1 1-1 4-4 4-4 6-6",
        "5-5 2-2 6-3 5-2 4-1",
        "5-5 2-2 5-4 5-3 3-2",
    ];
    let mut g = deal(jjak(&[]), 0, &hands, "");
    discard(&mut g, 0, "6-6");
    act(
        &mut g,
        1,
        PairAction::TakeDiscard {
            with: Some(d("6-6")),
        },
    );
    assert_eq!(g.outcome().unwrap().payments, vec![-3, 3, 0, 0]);
}

#[test]
fn polovinkin_lets_any_player_take_the_discard_out_of_turn() {
    let hands = [
        "6-6 6-5 6-4 6-1 5-1 3-1",
        "5-5 2-2 6-3 5-2 4-1",
        "1-1 1-1 4-4 4-4 3-1",
    ];
    let mut g = deal(jjak(&["polovinkin=on"]), 0, &hands, "");
    discard(&mut g, 0, "3-1");
    assert!(matches!(g.phase(), Phase::ClaimWindow { .. }));
    assert_eq!(g.legal_actions(1), vec![PairAction::Pass]);
    act(&mut g, 2, PairAction::Claim { with: d("3-1") });
    act(&mut g, 1, PairAction::Pass);
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.winner, o.how),
        (Some(2), Some(WinKind::Discard { from: 0 }))
    );
}

#[test]
fn polovinkin_a_later_player_takes_out_of_turn_and_play_continues_from_the_taker() {
    let hands = [
        "6-6 6-5 6-4 6-1 5-1 5-5",
        "5-5 2-2 6-3 5-2 4-1",
        "2-2 1-1 4-4 4-4 3-1",
        "1-1 3-3 5-4 5-3 3-2",
    ];
    let mut g = deal(jjak(&["polovinkin=on"]), 0, &hands, "");
    discard(&mut g, 0, "5-5");
    act(&mut g, 3, PairAction::Pass);
    act(&mut g, 2, PairAction::Pass);
    act(&mut g, 1, PairAction::Claim { with: d("5-5") });
    assert_eq!(g.phase(), &Phase::Discard { seat: 1 });
    discard(&mut g, 1, "4-1");
    // both 2 and 3 hold nothing for 4-1 (3-2 is its mate, at seat 3)
    act(&mut g, 2, PairAction::Pass);
    act(&mut g, 0, PairAction::Pass);
    act(&mut g, 3, PairAction::Claim { with: d("3-2") });
    assert_eq!(
        g.phase(),
        &Phase::Discard { seat: 3 },
        "seat 3 takes out of turn, skipping seat 2"
    );
}

#[test]
fn no_win_on_discard_means_the_third_pair_comes_from_the_reserve() {
    let mut g = deal(
        jjak(&["no-win-on-discard=on"]),
        0,
        &[
            "6-6 6-5 6-4 6-1 5-1 3-1",
            "1-1 1-1 4-4 4-4 3-1",
            "5-5 2-2 6-3 5-2 4-1",
        ],
        "",
    );
    discard(&mut g, 0, "3-1");
    assert!(matches!(
        g.apply(
            1,
            PairAction::TakeDiscard {
                with: Some(d("3-1"))
            },
            &mut NoEvents
        ),
        Err(RuleError::Forbidden(_))
    ));
}

#[test]
fn identical_pair_doubling_doubles_for_each_civil_pair() {
    let mut g = deal(jjak(&["identical-pair-doubling=on"]), 0, &THREE, "3-1");
    discard(&mut g, 0, "6-6");
    act(&mut g, 1, PairAction::Draw { index: 0 });
    // three identical pairs: 1-1, 4-4, 3-1 → ×8
    assert_eq!(g.outcome().unwrap().payments, vec![-8, 16, -8]);
}

#[test]
fn the_points_match_pays_three_points_per_stake_and_drawn_rounds_score_pairs() {
    let mut g = deal(jjak(&["payments=points-match"]), 0, &THREE, "3-1");
    discard(&mut g, 0, "6-6");
    act(&mut g, 1, PairAction::Draw { index: 0 });
    assert_eq!(g.outcome().unwrap().payments, vec![-3, 6, -3]);
    // seed 001: "if there is no winner for a round, then players score points equal to the
    // completed pairs by them"
    let hands = [
        "6-6 6-6 6-5 6-4 6-1 5-1",
        "1-1 1-1 4-4 3-1 5-5",
        "3-3 2-2 6-3 5-2 4-1",
        "5-4 6-2 5-3 4-2 2-1",
    ];
    let mut g = deal(jjak(&["payments=points-match"]), 0, &hands, "");
    draw_and_throw_back(&mut g);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None, "the round is drawn");
    let laid: Vec<i32> = g.view(0).melds.iter().map(|m| m.len() as i32).collect();
    assert_eq!(o.payments, laid);
    assert!(laid.iter().filter(|&&n| n > 0).count() >= 2, "{laid:?}");
}

#[test]
fn draw_from_end_allows_only_the_end_tile() {
    let mut g = deal(jjak(&["draw-from-end=on"]), 0, &THREE, "");
    discard(&mut g, 0, "6-6");
    let draws: Vec<_> = g
        .legal_actions(1)
        .into_iter()
        .filter(|a| matches!(a, PairAction::Draw { .. }))
        .collect();
    assert_eq!(
        draws,
        vec![PairAction::Draw { index: 15 }],
        "32 - 16 dealt = 16 in the row"
    );
    assert!(matches!(
        g.apply(1, PairAction::Draw { index: 0 }, &mut NoEvents),
        Err(RuleError::Forbidden(_))
    ));
}

#[test]
fn take_any_discard_allows_an_unpaired_discard() {
    let mut g = deal(jjak(&["take-any-discard=on"]), 0, &THREE, "");
    discard(&mut g, 0, "6-6");
    act(&mut g, 1, PairAction::TakeDiscard { with: None });
    assert_eq!(g.phase(), &Phase::Discard { seat: 1 });
}

#[test]
fn culin_alternate_pairs_the_military_tiles_differently() {
    let hands = [
        "6-6 6-5 6-4 6-1 5-1 6-2",
        "1-1 1-1 4-4 4-4 6-3",
        "5-5 2-2 5-4 5-2 4-1",
    ];
    let mut g = deal(jjak(&["military=culin-alternate"]), 0, &hands, "");
    discard(&mut g, 0, "6-2");
    act(
        &mut g,
        1,
        PairAction::TakeDiscard {
            with: Some(d("6-3")),
        },
    );
    assert_eq!(g.outcome().unwrap().winner, Some(1));
}

#[test]
fn an_empty_reserve_draws_the_round_and_nothing_is_paid() {
    let mut g = deal(
        jjak(&[]),
        0,
        &[
            "6-6 6-5 6-4 6-1 5-1 3-3",
            "1-1 4-4 5-5 2-2 3-1",
            "6-3 5-2 4-1 5-3 2-1",
        ],
        "",
    );
    draw_and_throw_back(&mut g);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None, "the round is drawn");
    assert_eq!(
        o.payments,
        vec![0, 0, 0],
        "a single hand: no stakes change hands"
    );
    assert_eq!(g.view(0).reserve, 0);
}

#[test]
fn the_first_player_is_who_draws_koan_a_or_else_the_most_spots() {
    for seed in 0..300 {
        let g = PairGame::new(jjak(&[]), 4, seed, None).unwrap();
        let events = g.setup_events(None);
        let rounds: Vec<&Vec<(u8, Domino)>> = events
            .iter()
            .filter_map(|e| {
                if let PairEvent::LotDrawn { draws } = e {
                    Some(draws)
                } else {
                    None
                }
            })
            .collect();
        let last = rounds.last().unwrap();
        let expected = match last.iter().find(|(_, t)| *t == d("5-2")) {
            Some(&(s, _)) => s,
            None => {
                let best = last.iter().map(|(_, t)| t.pips()).max().unwrap();
                let top: Vec<_> = last.iter().filter(|(_, t)| t.pips() == best).collect();
                assert_eq!(top.len(), 1, "ties draw again");
                top[0].0
            }
        };
        assert_eq!(g.first(), expected, "seed {seed}");
        assert_eq!(
            g.view(expected).hand.len() + 2 * g.melds()[expected as usize].len(),
            6,
            "the first player gets six tiles"
        );
    }
}

#[test]
fn three_dozen_pairs_consecutive_doubles_and_twelves_and_the_discarder_pays_one_stake() {
    let td = rules(GameId::ThreeDozen, &[]);
    let hands = [
        "6-5 6-4 6-1 5-1 3-3 2-0",
        "1-1 5-5 0-0 6-6 3-1",
        "4-4 2-2 6-3 5-2 4-1",
    ];
    let mut g = deal(td, 0, &hands, "");
    discard(&mut g, 0, "2-0");
    // 2-0 pairs with 5-5 (12) in seat 1's hand; 1-1 + 6-4? no: 1-1 + 0-0 consecutive doubles, 6-6 + 0-0 …
    assert!(g.legal_actions(1).contains(&PairAction::TakeDiscard {
        with: Some(d("5-5"))
    }));
    act(
        &mut g,
        1,
        PairAction::TakeDiscard {
            with: Some(d("5-5")),
        },
    );
    // left: 1-1 0-0 6-6 3-1 → 1-1+0-0 (consecutive) and 6-6+… no; 0-0+6-6 and 1-1+… no: not complete
    assert!(g.outcome().is_none());
    act(
        &mut g,
        1,
        PairAction::LayPair {
            a: d("6-6"),
            b: d("0-0"),
        },
    );
    assert_eq!(g.melds()[1].len(), 2);
}

#[test]
fn three_dozen_discard_win_collects_only_from_the_discarder() {
    let td = rules(GameId::ThreeDozen, &[]);
    let hands = [
        "6-5 6-4 6-1 5-1 3-3 2-0",
        "1-1 2-2 0-0 6-6 5-5",
        "4-4 3-1 6-3 5-2 4-1",
    ];
    let mut g = deal(td, 0, &hands, "");
    discard(&mut g, 0, "2-0");
    act(
        &mut g,
        1,
        PairAction::TakeDiscard {
            with: Some(d("5-5")),
        },
    );
    let o = g.outcome().unwrap();
    assert_eq!(o.how, Some(WinKind::Discard { from: 0 }));
    assert_eq!(
        o.payments,
        vec![-1, 1, 0],
        "seed 002: only the discarder pays"
    );
}

#[test]
fn three_dozen_reshuffles_the_discards_when_the_boneyard_empties_up_to_the_limit() {
    for limit in [0u32, 1, 3] {
        let td = rules(GameId::ThreeDozen, &[&format!("reshuffle-limit={limit}")]);
        // seed 1: no drawn tile completes a hand, so the boneyard runs out
        let mut g = PairGame::new(td, 5, 1, None).unwrap();
        let events = draw_and_throw_back(&mut g);
        let counts: Vec<u32> = events
            .iter()
            .filter_map(|e| match e {
                PairEvent::Reshuffled { count, .. } => Some(*count),
                _ => None,
            })
            .collect();
        assert_eq!(counts, (1..=limit).collect::<Vec<_>>(), "limit {limit}");
        let v = g.view(0);
        assert_eq!((v.reshuffles, v.reserve), (limit, 0), "{:?}", g.outcome());
        assert_eq!(
            g.outcome().unwrap().winner,
            None,
            "drawn after {limit} reshuffles"
        );
    }
}

#[test]
fn three_dozen_plays_on_after_a_reshuffle_as_often_as_needed() {
    // seed 002: "When the boneyard is empty and there is no winner, the discards are
    // re-shuffled and put back into the boneyard. Play then continues." No limit by
    // default: a hand goes on while it changes, and is drawn once it has stopped changing
    // (RULES.md: "a hand that can no longer change … is drawn"; our reading: the boneyard
    // went round STILL_RESHUFFLES times with every tile drawn thrown straight back)
    let td = rules(GameId::ThreeDozen, &[]);
    let reshuffled = |events: &[PairEvent]| {
        events
            .iter()
            .filter(|e| matches!(e, PairEvent::Reshuffled { .. }))
            .count() as u32
    };
    for players in [2, 5] {
        let mut g = PairGame::new(td.clone(), players, 1, None).unwrap();
        let events = draw_and_throw_back(&mut g);
        // (the first boneyard saw hands change: the lead threw a dealt tile)
        assert_eq!(
            reshuffled(&events),
            STILL_RESHUFFLES + 1,
            "{players} players"
        );
        assert_eq!(g.outcome().unwrap().winner, None);
        // one player who keeps every tile drawn (throwing an older one) keeps it going
        let mut g = PairGame::new(td.clone(), players, 1, None).unwrap();
        let mut events = Vec::new();
        let mut last = None;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let keeps = seat == 0;
            if keeps && matches!(g.phase(), Phase::Discard { .. }) {
                let hand = g.view(seat).hand.to_vec();
                let other = hand.iter().find(|&&t| Some(t) != last).copied().unwrap();
                let mut ev = Vec::new();
                act_with(&mut g, seat, PairAction::Discard { tile: other }, &mut ev);
                events.extend(ev);
                continue;
            }
            events.extend(throw_back_step(&mut g, &mut last).2);
        }
        assert!(
            reshuffled(&events) > STILL_RESHUFFLES + 1,
            "{players} players: {} reshuffles, {:?}",
            reshuffled(&events),
            g.outcome()
        );
    }
}

/// Seed 002: the discards are shuffled into a new boneyard, except the latest, which stays
/// face up for the next player to take.
#[test]
fn three_dozen_a_reshuffle_keeps_the_latest_discard_face_up() {
    let td = rules(GameId::ThreeDozen, &["reshuffle-limit=3"]);
    let mut g = PairGame::new(td, 5, 1, None).unwrap();
    let mut last = None;
    let mut seen = 0;
    while g.outcome().is_none() {
        let before = g.view(g.to_act()[0]).discards.len();
        let (seat, action, events) = throw_back_step(&mut g, &mut last);
        let tiles = events.iter().find_map(|e| match e {
            PairEvent::Reshuffled { tiles, .. } => Some(*tiles as usize),
            _ => None,
        });
        if let (Some(tiles), PairAction::Discard { tile }) = (tiles, action) {
            seen += 1;
            let next = g.to_act()[0];
            let v = g.view(next);
            assert_eq!(v.discards, &[(tile, seat)], "only the latest stays face up");
            assert_eq!(v.latest, Some((tile, seat)));
            assert_eq!(
                (tiles, v.reserve),
                (before, before),
                "the rest is the new boneyard"
            );
            assert_eq!(g.phase(), &Phase::Acquire { seat: next });
        }
    }
    assert_eq!(seen, 3);
}

#[test]
fn player_limits_are_enforced_with_a_clear_error() {
    let e = PairGame::new(jjak(&[]), 5, 1, None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "jjak-mat-chu-gi is played by 2 to 4 players, not 5"
    );
    assert!(PairGame::new(rules(GameId::ThreeDozen, &[]), 6, 1, None).is_err());
    assert!(PairGame::new(rules(GameId::ThreeDozen, &["set=double-nine"]), 8, 1, None).is_ok());
}

#[test]
fn the_same_seed_deals_the_same_round() {
    let a = PairGame::new(jjak(&[]), 3, 99, None).unwrap();
    let b = PairGame::new(jjak(&[]), 3, 99, None).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, PairGame::new(jjak(&[]), 3, 100, None).unwrap());
}

// --- issue 18: take-any-discard and the Three Dozen boneyard ---

/// Plays a round: each seat draws when it can, else takes the first legal action.
fn play_drawing(g: &mut PairGame, mut check: impl FnMut(&PairGame, u8, &[PairAction])) {
    for _ in 0..10_000 {
        if g.outcome().is_some() {
            return;
        }
        let seat = g.to_act()[0];
        let legal = g.legal_actions(seat);
        check(g, seat, &legal);
        let a = *legal
            .iter()
            .find(|a| matches!(a, PairAction::Draw { .. }))
            .unwrap_or(&legal[0]);
        act(g, seat, a);
    }
    panic!("the round did not end");
}

#[test]
fn take_any_discard_with_the_reserve_empty_the_round_is_drawn_as_without_the_option() {
    // RULES.md: "If a player must draw and the reserve is empty, the round is drawn"
    for seed in 0..100 {
        let mut g = PairGame::new(jjak(&["take-any-discard=on"]), 3, seed, None).unwrap();
        play_drawing(&mut g, |g, seat, legal| {
            if g.view(seat).reserve == 0 {
                assert!(
                    !legal.contains(&PairAction::TakeDiscard { with: None }),
                    "seed {seed}: no unpaired take from an empty reserve"
                );
            }
        });
        assert!(
            g.view(0).turns < jjak::engine::pair_game::TAKE_ANY_TURN_LIMIT,
            "seed {seed}: ended by the rules, not by the turn guard"
        );
    }
}

#[test]
fn take_any_discard_cannot_bring_in_a_forbidden_winning_pair_unpaired() {
    // no-win-on-discard: seat 1 (1-1 1-1 4-4 4-4 3-1) must not take seat 0's 3-1 at all,
    // paired or not; likewise the final 6-6 with fewer than four players
    for (opts, thrown, hands) in [
        (
            ["no-win-on-discard=on", "take-any-discard=on"],
            "3-1",
            [
                "6-6 6-5 6-4 6-1 5-1 3-1",
                "1-1 1-1 4-4 4-4 3-1",
                "5-5 2-2 6-3 5-2 4-1",
            ],
        ),
        (
            ["final-six-six=on", "take-any-discard=on"],
            "6-6",
            [
                "6-6 6-5 6-4 6-1 5-1 3-1",
                "1-1 1-1 4-4 4-4 6-6",
                "5-5 2-2 6-3 5-2 4-1",
            ],
        ),
    ] {
        let mut g = deal(jjak(&opts), 0, &hands, "");
        discard(&mut g, 0, thrown);
        assert!(
            !g.legal_actions(1)
                .iter()
                .any(|a| matches!(a, PairAction::TakeDiscard { .. })),
            "{opts:?}: {:?}",
            g.legal_actions(1)
        );
        assert!(g
            .apply(1, PairAction::TakeDiscard { with: None }, &mut NoEvents)
            .is_err());
        // a tile that completes nothing may still be taken unpaired
        assert!(g
            .legal_actions(1)
            .iter()
            .any(|a| matches!(a, PairAction::Draw { .. })));
    }
}

#[test]
fn three_dozen_an_empty_boneyard_after_the_last_reshuffle_draws_the_hand_at_once() {
    // seed 002 / RULES.md: after that many reshuffles the hand is drawn; a player who could
    // still pair the latest discard does not keep it going
    for (limit, seed) in [(0u32, 1u64), (1, 7), (3, 42)] {
        let td = rules(GameId::ThreeDozen, &[&format!("reshuffle-limit={limit}")]);
        for players in [2, 5] {
            let mut g = PairGame::new(td.clone(), players, seed, None).unwrap();
            play_drawing(&mut g, |g, seat, _| {
                let v = g.view(seat);
                assert!(
                    !(v.reserve == 0 && matches!(v.phase, Phase::Acquire { .. })),
                    "limit {limit}, seed {seed}: a turn began with an empty boneyard"
                );
            });
            let v = g.view(0);
            assert!(v.reshuffles <= limit);
            if g.outcome().unwrap().winner.is_none() {
                assert_eq!(v.reshuffles, limit, "drawn only after every reshuffle");
                assert_eq!(v.reserve, 0);
            }
        }
    }
}

#[test]
fn payments_a_match_scores_points_and_a_single_hand_stakes_unless_chosen() {
    // RULES.md: `stakes` (default for a single hand, seed 000), `points-match` (default for
    // a match, seed 001)
    let points = |opts: &[&str]| rules(GameId::JjakMatChuGi, opts).points_match;
    assert!(points(&[]), "the default match of ten rounds scores points");
    assert!(!points(&["rounds=1"]), "a single hand pays stakes");
    assert!(
        !points(&["payments=stakes"]),
        "stakes stay an option for a match"
    );
    assert!(points(&["rounds=1", "payments=points-match"]));
    // a default three-player match: a reserve win takes 3 points from each opponent
    let mut g = deal(rules(GameId::JjakMatChuGi, &[]), 0, &THREE, "3-1");
    discard(&mut g, 0, "6-6");
    act(&mut g, 1, PairAction::Draw { index: 0 });
    assert_eq!(g.outcome().unwrap().payments, vec![-3, 6, -3]);
}
