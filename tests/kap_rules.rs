//! K'ap Tái Shap and K'ap Shap, one test per rule clause (seed 003; RULES.md).

use jjak::engine::core::WinKind;
use jjak::engine::core::{NoEvents, RuleError, Seat};
use jjak::engine::games::GameId;
use jjak::engine::kap::{
    default_sets, DiscardStep, KapAction, KapEvent, KapGame, KapPhase, KapRules,
};
use jjak::engine::options::Options;
use jjak::engine::round::Round;
use jjak::engine::setup::SetupError;
use jjak::engine::tiles::domino::chinese_set;
use jjak::engine::tiles::{parse_dominoes, Domino};
use rand::{rngs::StdRng, seq::SliceRandom, SeedableRng};

fn rules(game: GameId, opts: &[&str]) -> KapRules {
    KapRules::new(game, &Options::parse(game, opts.iter().copied()).unwrap()).unwrap()
}

fn wall_and_dice(g: &KapGame) -> (Vec<u8>, u8, Vec<u8>, u8) {
    let mut heights = vec![];
    let mut moved = 0;
    let mut dice = vec![];
    let mut first = 0;
    for e in g.setup_events(None) {
        match e {
            KapEvent::WallBuilt {
                heights: h,
                moved: m,
            } => {
                heights = h;
                moved = m;
            }
            KapEvent::Dice {
                dice: d, first: f, ..
            } => {
                dice = d;
                first = f;
            }
            _ => {}
        }
    }
    (heights, moved, dice, first)
}

#[test]
fn the_default_set_count_is_the_fewest_with_32s_at_least_10n_plus_40() {
    assert_eq!(default_sets(20), 8);
    assert_eq!(default_sets(2), 2);
    assert_eq!(default_sets(5), 3);
    for n in 2..=20u8 {
        let s = default_sets(n) as u32;
        assert!(32 * s >= 10 * n as u32 + 40 && 32 * (s - 1) < 10 * n as u32 + 40);
    }
}

#[test]
fn the_wall_is_saw_toothed_with_n_minus_one_four_high_stacks() {
    for players in [2u8, 5, 13, 20] {
        let g = KapGame::new(rules(GameId::KapTaiShap, &[]), players, 7, 0).unwrap();
        let (heights, moved, _, _) = wall_and_dice(&g);
        assert_eq!(moved, players - 1);
        assert_eq!(&heights[..2], &[5, 5]);
        for k in 1..players as usize {
            assert_eq!(
                (heights[2 * k], heights[2 * k + 1]),
                (4, 5),
                "stacks {} and {}",
                2 * k,
                2 * k + 1
            );
        }
        let far = &heights[heights.len() - (players as usize - 1)..];
        assert!(
            far.iter().all(|&h| h == 1),
            "the moved tiles lie singly at the far end: {heights:?}"
        );
    }
}

#[test]
fn four_dice_count_anticlockwise_from_the_throwers_right() {
    for (seed, thrower) in [(1u64, 0u8), (2, 3), (3, 4)] {
        let g = KapGame::new(rules(GameId::KapTaiShap, &[]), 5, seed, thrower).unwrap();
        let (_, _, dice, first) = wall_and_dice(&g);
        assert_eq!(dice.len(), 4);
        let total: u32 = dice.iter().map(|&d| d as u32).sum();
        assert_eq!(first as u32, (thrower as u32 + total) % 5);
        assert_eq!(g.first(), first);
    }
}

#[test]
fn the_first_player_takes_ten_tiles_and_the_others_nine() {
    let g = KapGame::new(rules(GameId::KapTaiShap, &[]), 6, 11, 0).unwrap();
    let sizes = g.view(0).hand_sizes;
    for (seat, &n) in sizes.iter().enumerate() {
        assert_eq!(n, if seat as u8 == g.first() { 10 } else { 9 });
    }
    assert_eq!(
        g.phase(),
        &KapPhase::Discard {
            seat: g.first(),
            step: DiscardStep::Opening
        }
    );
}

#[test]
fn kap_shap_deals_eight_and_seven_from_a_wall_four_high_and_eight_wide() {
    let g = KapGame::new(rules(GameId::KapShap, &[]), 2, 5, 0).unwrap();
    let (heights, _, _, _) = wall_and_dice(&g);
    assert_eq!(heights, vec![4; 8]);
    let v = g.view(0);
    let mut sizes = v.hand_sizes.to_vec();
    sizes.sort();
    assert_eq!(sizes, vec![7, 8]);
    assert_eq!(v.wall.iter().map(|&h| h as u32).sum::<u32>(), 17);
    assert_eq!(v.wall[0], 1, "the second player leaves one tile on a stack");
    assert!(KapGame::new(rules(GameId::KapShap, &[]), 3, 5, 0).is_err());
}

/// A K'ap Shap deal (seed 21) whose first player has thrown its first tile: the game, the
/// first player, the other, and the tile thrown.
fn first_tile_thrown() -> (KapGame, Seat, Seat, Domino) {
    let mut g = KapGame::new(rules(GameId::KapShap, &[]), 2, 21, 0).unwrap();
    let first = g.first();
    let t = g.view(first).hand[0];
    g.apply(first, KapAction::Discard { tile: t }, &mut NoEvents)
        .unwrap();
    (g, first, 1 - first, t)
}

#[test]
fn any_face_up_tile_may_be_picked_up_but_not_thrown_straight_back() {
    let (mut g, _, other, t) = first_tile_thrown();
    assert!(g
        .legal_actions(other)
        .contains(&KapAction::PickUp { tile: t }));
    assert!(g.legal_actions(other).contains(&KapAction::DrawWall));
    g.apply(other, KapAction::PickUp { tile: t }, &mut NoEvents)
        .unwrap();
    if g.outcome().is_none() {
        let twins = g.view(other).hand.iter().filter(|&&x| x == t).count();
        if twins == 1 {
            assert!(matches!(
                g.apply(other, KapAction::Discard { tile: t }, &mut NoEvents),
                Err(RuleError::Forbidden(_))
            ));
        }
        let keep = *g.view(other).hand.iter().find(|&&x| x != t).unwrap();
        let wall_before: u32 = g.view(0).wall.iter().map(|&h| h as u32).sum();
        g.apply(other, KapAction::Discard { tile: keep }, &mut NoEvents)
            .unwrap();
        // seed 003: the wall draw always follows
        if g.outcome().is_none() {
            let wall_after: u32 = g.view(0).wall.iter().map(|&h| h as u32).sum();
            assert_eq!(wall_after + 1, wall_before);
            assert_eq!(
                g.phase(),
                &KapPhase::Discard {
                    seat: other,
                    step: DiscardStep::AfterDraw
                }
            );
        }
    }
}

#[test]
fn a_picked_up_tile_is_seen_in_that_hand_until_one_like_it_is_thrown() {
    let (mut g, first, other, t) = first_tile_thrown();
    g.apply(other, KapAction::PickUp { tile: t }, &mut NoEvents)
        .unwrap();
    assert!(g.outcome().is_none(), "this deal goes on after the pick-up");
    for seat in [first, other] {
        assert_eq!(
            g.view(seat).shown[other as usize],
            vec![t],
            "seen by {seat}"
        );
        assert!(g.view(seat).shown[first as usize].is_empty());
    }
    // a seat imagining the hidden tiles keeps the picked-up tile in the hand that took it
    let mut r = StdRng::seed_from_u64(3);
    for _ in 0..50 {
        let imagined = KapGame::sample(g.rules(), &g.view(first), &mut r);
        assert_eq!(imagined.view(first), g.view(first));
        assert!(imagined.view(other).hand.contains(&t));
        assert_eq!(imagined.view(other).hand.len(), g.view(other).hand.len());
    }
    let keep = *g.view(other).hand.iter().find(|&&x| x != t).unwrap();
    g.apply(other, KapAction::Discard { tile: keep }, &mut NoEvents)
        .unwrap();
    assert!(g.outcome().is_none());
    assert_eq!(g.view(first).shown[other as usize], vec![t]);
    // thrown again after the draw: no one can tell it is still held
    g.apply(other, KapAction::Discard { tile: t }, &mut NoEvents)
        .unwrap();
    assert!(g.view(first).shown[other as usize].is_empty());
}

fn d(s: &str) -> Domino {
    s.parse().unwrap()
}

/// A wall stacked from `front` (in order from the draw end, each stack bottom first) and
/// then every other tile of the table's sets in set order.
fn stacked(r: &KapRules, players: u8, front: &str) -> Vec<Domino> {
    let mut rest: Vec<Domino> = (0..r.sets_for(players))
        .flat_map(|_| chinese_set())
        .collect();
    let mut wall = Vec::new();
    for t in parse_dominoes(front).unwrap() {
        wall.push(rest.remove(rest.iter().position(|x| *x == t).unwrap()));
    }
    wall.extend(rest);
    wall
}

/// Plays without picking up: each player draws from the wall and throws the tile drawn
/// (the first player throws the first tile of the hand at the opening). Returns the tiles
/// drawn, in order.
fn draw_and_throw_back(g: &mut KapGame) -> Vec<Domino> {
    let mut drawn = Vec::new();
    while g.outcome().is_none() {
        let seat = g.to_act()[0];
        let action = match g.phase() {
            KapPhase::PickUp { .. } => KapAction::DrawWall,
            KapPhase::Discard {
                step: DiscardStep::AfterDraw,
                ..
            } => KapAction::Discard {
                tile: *drawn.last().unwrap(),
            },
            _ => KapAction::Discard {
                tile: g.view(seat).hand[0],
            },
        };
        let mut events = Vec::new();
        g.apply(seat, action, &mut events).unwrap();
        drawn.extend(events.iter().filter_map(|e| match e {
            KapEvent::Drew { tile, .. } => *tile,
            _ => None,
        }));
    }
    drawn
}

/// Seed 003: the first player (the dice's total from the thrower's right) takes the first
/// two stacks, the others two each anticlockwise; the wall is then drawn from the same end,
/// stack by stack, and the n - 1 tiles the saw-tooth moved to the far end come last.
#[test]
fn from_a_known_wall_the_deal_and_the_draws_follow_the_saw_tooth() {
    let r = rules(GameId::KapTaiShap, &[]);
    let mut tiles: Vec<Domino> = (0..r.sets_for(3)).flat_map(|_| chinese_set()).collect();
    tiles.shuffle(&mut StdRng::seed_from_u64(4));
    // dice total 7, thrown by seat 0: counting from seat 1, seat 1 (7 mod 3) is first
    let mut g = KapGame::from_wall(r, 3, tiles.clone(), 0, [1, 2, 3, 1]).unwrap();
    assert_eq!(g.first(), 1);
    let sorted = |v: Vec<Domino>| {
        let mut v = v;
        v.sort_unstable();
        v
    };
    // stacks of five: seat 1 takes stacks 0-1; stack 2 gave its top (tile 14) to the far
    // end, so seat 2 takes tiles 10-13 and 15-19; stack 4 gave tile 24: seat 0 takes the rest
    assert_eq!(g.view(1).hand, sorted(tiles[0..10].to_vec()));
    assert_eq!(
        g.view(2).hand,
        sorted([&tiles[10..14], &tiles[15..20]].concat())
    );
    assert_eq!(
        g.view(0).hand,
        sorted([&tiles[20..24], &tiles[25..30]].concat())
    );
    let drawn = draw_and_throw_back(&mut g);
    assert_eq!(g.outcome().unwrap().winner, None, "the wall ran out");
    let mut order = tiles[30..].to_vec();
    order.extend([tiles[14], tiles[24]]);
    assert_eq!(drawn, order);
}

/// Seed 003 (K'ap Shap): "the first player takes eight tiles (two piles) and the second
/// player seven tiles (leaving a pile with one tile)": that tile is the first drawn.
#[test]
fn kap_shap_the_tile_left_on_a_pile_is_drawn_first() {
    let r = rules(GameId::KapShap, &[]);
    let mut tiles: Vec<Domino> = chinese_set();
    tiles.shuffle(&mut StdRng::seed_from_u64(9));
    // dice total 4 from seat 0: seat 0 is first
    let mut g = KapGame::from_wall(r, 2, tiles.clone(), 0, [1, 1, 1, 1]).unwrap();
    assert_eq!(g.first(), 0);
    let mut second = [&tiles[8..12], &tiles[13..16]].concat();
    second.sort_unstable();
    assert_eq!(g.view(1).hand, second);
    let drawn = draw_and_throw_back(&mut g);
    assert_eq!(drawn.first(), Some(&tiles[12]));
    assert_eq!(&drawn[1..], &tiles[16..]);
}

/// 6-5 with 5-4 makes twenty (any-ten-or-twenty) but is not in Culin's table: picked up,
/// the 5-4 completes the hand under one rule and not the other.
#[test]
fn a_pick_up_wins_under_one_pair_rule_and_not_the_other() {
    // K'ap Shap, seat 0 first: 8 tiles (5-4 among them), seat 1: 1-1 1-1 (the ngán),
    // 6-6 6-2, 5-5 5-5 and 6-5, waiting for 5-4
    let front = "5-4 6-4 5-1 3-2 4-2 2-1 6-3 4-1 1-1 1-1 6-6 6-2 3-3 5-5 5-5 6-5";
    for (pairs, wins) in [("any-ten-or-twenty", true), ("culin-table", false)] {
        let r = rules(GameId::KapShap, &[&format!("pairs={pairs}")]);
        let wall = stacked(&r, 2, front);
        let mut g = KapGame::from_wall(r, 2, wall, 0, [1, 1, 1, 1]).unwrap();
        assert!(g.outcome().is_none());
        g.apply(0, KapAction::Discard { tile: d("5-4") }, &mut NoEvents)
            .unwrap();
        g.apply(1, KapAction::PickUp { tile: d("5-4") }, &mut NoEvents)
            .unwrap();
        match g.outcome() {
            Some(o) => {
                assert!(wins, "{pairs}: {o:?}");
                assert_eq!(
                    (o.winner, o.how),
                    (Some(1), Some(WinKind::Discard { from: 0 }))
                );
            }
            None => {
                assert!(!wins, "{pairs}: the pick-up should win");
                assert_eq!(
                    g.phase(),
                    &KapPhase::Discard {
                        seat: 1,
                        step: DiscardStep::AfterPickUp { picked: d("5-4") }
                    }
                );
            }
        }
    }
}

#[test]
fn from_wall_refuses_a_wall_that_is_not_the_tables_sets_or_bad_dice() {
    let r = rules(GameId::KapShap, &[]);
    let mut short = chinese_set();
    short.pop();
    assert!(matches!(
        KapGame::from_wall(r.clone(), 2, short, 0, [1, 1, 1, 1]),
        Err(SetupError::BadWall { sets: 1 })
    ));
    let e = KapGame::from_wall(r.clone(), 2, chinese_set(), 0, [0, 1, 7, 1]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "four dice showing 1 to 6 are thrown, not [0, 1, 7, 1]"
    );
    assert!(matches!(
        KapGame::from_wall(r, 2, chinese_set(), 2, [1, 1, 1, 1]),
        Err(SetupError::NoSuchSeat(2))
    ));
}

/// `pickup=last`: at every turn only the latest face-up tile may be picked up; without
/// the option every face on the table may be.
#[test]
fn pickup_last_allows_only_the_latest_discard() {
    for last_only in [true, false] {
        let opts: &[&str] = if last_only { &["pickup=last"] } else { &[] };
        let mut g = KapGame::new(rules(GameId::KapTaiShap, opts), 3, 8, 0).unwrap();
        let mut turns = 0;
        let mut wide = 0;
        while g.outcome().is_none() && turns < 40 {
            let seat = g.to_act()[0];
            let legal = g.legal_actions(seat);
            if let KapPhase::PickUp { .. } = g.phase() {
                turns += 1;
                let mut offered: Vec<Domino> = legal
                    .iter()
                    .filter_map(|a| match a {
                        KapAction::PickUp { tile } => Some(*tile),
                        _ => None,
                    })
                    .collect();
                let table = g.view(seat).table;
                let mut expected: Vec<Domino> = if last_only {
                    table.last().map(|&(t, _)| t).into_iter().collect()
                } else {
                    table.iter().map(|&(t, _)| t).collect()
                };
                expected.sort_unstable();
                expected.dedup();
                offered.sort_unstable();
                assert_eq!(offered, expected, "turn {turns}");
                wide += (expected.len() > 1) as usize;
            }
            let a = *legal
                .iter()
                .find(|a| matches!(a, KapAction::DrawWall | KapAction::Discard { .. }))
                .unwrap();
            g.apply(seat, a, &mut NoEvents).unwrap();
        }
        assert!(turns >= 20, "{turns} turns were checked");
        assert_eq!(wide > 0, !last_only, "the table held several faces");
    }
}

/// `pickup=last` after a turn with a pick-up: the player discards, draws from the wall and
/// discards again; only that second discard may be picked up next (audit scenario 18).
#[test]
fn pickup_last_after_a_pick_up_turn_offers_only_the_second_discard() {
    let mut g = KapGame::new(rules(GameId::KapTaiShap, &["pickup=last"]), 3, 8, 0).unwrap();
    let first = g.first();
    let opening = g.view(first).hand[0];
    g.apply(first, KapAction::Discard { tile: opening }, &mut NoEvents)
        .unwrap();
    let seat = g.to_act()[0];
    g.apply(seat, KapAction::PickUp { tile: opening }, &mut NoEvents)
        .unwrap();
    assert!(g.outcome().is_none());
    let discard_first = |g: &mut KapGame| {
        let tile = g
            .legal_actions(seat)
            .iter()
            .find_map(|a| match a {
                KapAction::Discard { tile } => Some(*tile),
                _ => None,
            })
            .unwrap();
        g.apply(seat, KapAction::Discard { tile }, &mut NoEvents)
            .unwrap();
        tile
    };
    discard_first(&mut g);
    assert_eq!(
        g.phase(),
        &KapPhase::Discard {
            seat,
            step: DiscardStep::AfterDraw
        },
        "the wall draw follows"
    );
    let second = discard_first(&mut g);
    let next = g.to_act()[0];
    let offered: Vec<KapAction> = g
        .legal_actions(next)
        .into_iter()
        .filter(|a| matches!(a, KapAction::PickUp { .. }))
        .collect();
    assert_eq!(offered, vec![KapAction::PickUp { tile: second }]);
}

/// K'ap with an empty wall (audit scenario 19, the engine's choice): a face-up tile may
/// still be picked up; one that completes the hand wins, one that does not leaves a discard
/// and then the draw from the empty wall ends the hand drawn.
#[test]
fn with_the_wall_empty_a_pick_up_still_wins_or_the_hand_is_drawn() {
    // seat 0 (first) waits on 5-4 for 6-5 (twenty, not in Culin's table); seat 1 holds it
    let front = "1-1 1-1 6-6 6-2 5-5 5-5 6-5 3-3 5-4 6-4 5-1 3-2 4-2 2-1 6-3 4-1";
    for (pairs, wins) in [("any-ten-or-twenty", true), ("culin-table", false)] {
        let r = rules(GameId::KapShap, &[&format!("pairs={pairs}")]);
        let wall = stacked(&r, 2, front);
        let mut g = KapGame::from_wall(r, 2, wall, 0, [1, 1, 1, 1]).unwrap();
        g.apply(0, KapAction::Discard { tile: d("3-3") }, &mut NoEvents)
            .unwrap();
        // both draw and throw back until seat 1 has drawn the wall's last tile
        let mut drawn = None;
        while g.view(0).wall.iter().any(|&h| h > 0) || g.to_act() != [1] {
            let seat = g.to_act()[0];
            let action = match g.phase() {
                KapPhase::PickUp { .. } => KapAction::DrawWall,
                _ => KapAction::Discard {
                    tile: drawn.unwrap(),
                },
            };
            let mut events = Vec::new();
            g.apply(seat, action, &mut events).unwrap();
            drawn = events
                .iter()
                .find_map(|e| match e {
                    KapEvent::Drew { tile, .. } => *tile,
                    _ => None,
                })
                .or(drawn);
            assert!(g.outcome().is_none(), "{pairs}: no one completes on a draw");
        }
        g.apply(1, KapAction::Discard { tile: d("5-4") }, &mut NoEvents)
            .unwrap();
        assert_eq!(g.phase(), &KapPhase::PickUp { seat: 0 });
        g.apply(0, KapAction::PickUp { tile: d("5-4") }, &mut NoEvents)
            .unwrap();
        if wins {
            let o = g.outcome().unwrap();
            assert_eq!((o.winner, o.payments.clone()), (Some(0), vec![1, -1]));
        } else {
            assert!(g.outcome().is_none());
            g.apply(0, KapAction::Discard { tile: d("6-5") }, &mut NoEvents)
                .unwrap();
            assert_eq!(
                g.outcome().unwrap().winner,
                None,
                "the empty wall draws the hand"
            );
        }
    }
}

#[test]
fn an_exhausted_wall_draws_the_hand_and_the_antes_stay_in_the_pot() {
    // RULES.md: "If the wall runs out, the hand is drawn and the antes stay for the next
    // hand"; players who only draw and throw the drawn tile back run the wall out
    let mut drawn = 0;
    for seed in 0..40 {
        let mut g = KapGame::new(rules(GameId::KapShap, &[]), 2, seed, 0).unwrap();
        let mut steps = 0;
        while g.outcome().is_none() && steps < 500 {
            let seat = g.to_act()[0];
            let legal = g.legal_actions(seat);
            let a = if legal.contains(&KapAction::DrawWall) {
                KapAction::DrawWall
            } else {
                *legal.last().unwrap()
            };
            g.apply(seat, a, &mut NoEvents).unwrap();
            steps += 1;
        }
        let o = g.outcome().unwrap();
        assert_eq!(o.payments.iter().sum::<i32>(), 0);
        if o.winner.is_none() {
            drawn += 1;
            assert_eq!(o.payments, vec![0, 0]);
            assert!(g.view(0).wall.is_empty());
            assert!(o.explanation.to_string().contains("antes stay in the pot"));
        }
    }
    assert!(drawn >= 5, "only {drawn} of 40 hands ran the wall out");
}

#[test]
fn too_few_sets_for_the_table_is_a_clear_error() {
    let e = KapGame::new(rules(GameId::KapTaiShap, &["sets=1"]), 8, 1, 0).unwrap_err();
    assert!(e.to_string().contains("need at least"), "{e}");
}
