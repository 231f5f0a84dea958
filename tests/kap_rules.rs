//! K'ap Tái Shap and K'ap Shap, one test per rule clause (seed 003; RULES.md).

use jjak::engine::core::{NoEvents, RuleError};
use jjak::engine::games::GameId;
use jjak::engine::kap::{
    default_sets, DiscardStep, KapAction, KapEvent, KapGame, KapPhase, KapRules,
};
use jjak::engine::options::Options;
use jjak::engine::round::Round;

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

#[test]
fn any_face_up_tile_may_be_picked_up_but_not_thrown_straight_back() {
    let mut g = KapGame::new(rules(GameId::KapShap, &[]), 2, 21, 0).unwrap();
    let first = g.first();
    let other = 1 - first;
    let t = g.view(first).hand[0];
    g.apply(first, KapAction::Discard { tile: t }, &mut NoEvents)
        .unwrap();
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
fn pickup_last_allows_only_the_latest_discard() {
    let mut g = KapGame::new(rules(GameId::KapTaiShap, &["pickup=last"]), 3, 8, 0).unwrap();
    for _ in 0..3 {
        let seat = g.to_act()[0];
        let legal = g.legal_actions(seat);
        let a = *legal
            .iter()
            .find(|a| matches!(a, KapAction::DrawWall | KapAction::Discard { .. }))
            .unwrap();
        g.apply(seat, a, &mut NoEvents).unwrap();
    }
    let seat = g.to_act()[0];
    let pickups = g
        .legal_actions(seat)
        .iter()
        .filter(|a| matches!(a, KapAction::PickUp { .. }))
        .count();
    assert!(pickups <= 1);
}

#[test]
fn an_exhausted_wall_draws_the_hand_and_the_antes_stay_in_the_pot() {
    let mut g = KapGame::new(rules(GameId::KapShap, &[]), 2, 3, 0).unwrap();
    let mut steps = 0;
    while g.outcome().is_none() && steps < 500 {
        let seat = g.to_act()[0];
        // draw and throw back the drawn tile: nobody improves
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
    if o.winner.is_none() {
        assert_eq!(o.payments, vec![0, 0]);
        assert!(g.view(0).wall.is_empty());
        assert!(o.explanation.to_string().contains("antes stay in the pot"));
    } else {
        assert_eq!(o.payments.iter().sum::<i32>(), 0);
    }
}

#[test]
fn too_few_sets_for_the_table_is_a_clear_error() {
    let e = KapGame::new(rules(GameId::KapTaiShap, &["sets=1"]), 8, 1, 0).unwrap_err();
    assert!(e.to_string().contains("need at least"), "{e}");
}
