//! Matjok, rule by rule (Matjok Rulebook v1.5), and every worked example of the rulebook
//! reproduced with its numbers. Seats: 0 East (jongh), 1 South, 2 West, 3 North.

use jjak::ai::simple_matjok::SimpleMatjokBot;
use jjak::ai::Bot;
use jjak::engine::core::{NoEvents, RuleError};
use jjak::engine::games::GameId;
use jjak::engine::matjok::game::{
    EndKind, MatjokAction as A, MatjokGame, MatjokPhase, MatjokRules, TurnKind, DEAD_WALL,
};
use jjak::engine::matjok::hand::{counts_of, Combination, Counts};
use jjak::engine::matjok::scoring::{
    count_flower_win, count_win, flower_win_stands, liable, round_up, settle, Ending, HandValue,
    Level, Meld, ScoreRules, WinContext,
};
use jjak::engine::options::Options;
use jjak::engine::round::Round;
use jjak::engine::text::Text;
use jjak::engine::tiles::mahjong::{mahjong_set, Wind};
use jjak::engine::tiles::{parse_mpsz, MahjongTile};

fn t(s: &str) -> Vec<MahjongTile> {
    parse_mpsz(s).unwrap()
}

fn one(s: &str) -> MahjongTile {
    t(s)[0]
}

fn rules(options: &[&str]) -> MatjokRules {
    MatjokRules::new(&Options::parse(GameId::Matjok, options.iter().copied()).unwrap()).unwrap()
}

/// A round with East (seat 0) as jongh under the East wind, from the given hands; the
/// wall starts with `front` and its flower / kong end gives `back` first.
fn deal(hands: [&str; 4], front: &str, back: &str, options: &[&str]) -> MatjokGame {
    let hands = hands.map(t);
    let mut rest = mahjong_set(true);
    for x in hands.iter().flatten().chain(&t(front)).chain(&t(back)) {
        let i = rest
            .iter()
            .position(|y| y == x)
            .unwrap_or_else(|| panic!("a fifth {x}"));
        rest.remove(i);
    }
    // keep the flowers out of the way, in the middle of the wall
    rest.sort_by_key(|x| !x.is_flower());
    let mut wall = t(front);
    wall.extend(rest);
    let mut b = t(back);
    b.reverse();
    wall.extend(b);
    MatjokGame::from_deal(rules(options), 0, Wind::East, hands, wall).unwrap()
}

fn act(g: &mut MatjokGame, seat: u8, a: A) {
    g.apply(seat, a, &mut NoEvents)
        .unwrap_or_else(|e| panic!("seat {seat} {a:?}: {e}; legal {:?}", g.legal_actions(seat)));
}

fn names() -> Vec<Text> {
    ["W", "A", "B", "C"].map(Text::plain).to_vec()
}

fn value(v: u32) -> HandValue {
    HandValue {
        items: vec![],
        points: v,
        multipliers: 0,
        value: v,
        level: None,
        grouping: None,
        koe_van: false,
    }
}

/// A hand of `v` at `level`.
fn at_level(v: u32, level: Level) -> HandValue {
    HandValue {
        level: Some(level),
        ..value(v)
    }
}

// --- the deal ---

#[test]
fn east_holds_fourteen_the_others_thirteen_flowers_laid_open() {
    for seed in 0..200 {
        let g =
            MatjokGame::new(MatjokRules::default(), seed, (seed % 4) as u8, Wind::East).unwrap();
        if g.outcome().is_some() {
            continue; // seven flowers at the deal
        }
        let jongh = g.jongh();
        let mut flowers = 0;
        for s in 0..4 {
            let want = if s == jongh { 14 } else { 13 };
            assert_eq!(g.hand(s).len(), want, "seed {seed} seat {s}");
            assert!(g.hand(s).iter().all(|x| !x.is_flower()));
            flowers += g.flowers(s).len();
        }
        // each flower was replaced from the flower / kong wall
        assert_eq!(g.live_wall() + DEAD_WALL, 144 - 53 - flowers, "seed {seed}");
        let mut all = g.all_tiles();
        all.sort();
        let mut set = mahjong_set(true);
        set.sort();
        assert_eq!(all, set);
    }
}

#[test]
fn three_dice_choose_the_wall_counting_anticlockwise_from_east() {
    for seed in 0..100 {
        let g = MatjokGame::new(MatjokRules::default(), seed, 2, Wind::East).unwrap();
        let v = g.view(0);
        let total: u8 = v.dice.iter().sum();
        assert!(v.dice.iter().all(|d| (1..=6).contains(d)));
        // 1 = East's own wall, 2 = South's, …
        assert_eq!(v.break_wall, (2 + (total - 1) % 4) % 4, "seed {seed}");
        assert_eq!(v.break_stack, total);
    }
}

#[test]
fn a_flower_in_a_dealt_hand_is_replaced_from_the_end_of_the_wall() {
    let g = deal(
        [
            "123456789m5p777z8s",
            "1f46p123m456m789m1z",
            "1199p33z44z55z66z7z",
            "5p123s456s789s222z",
        ],
        "",
        "9s",
        &[],
    );
    assert_eq!(g.flowers(1), t("1f").as_slice());
    assert!(g.hand(1).contains(&one("9s")));
    assert_eq!(g.hand(1).len(), 13);
}

// --- the turn and claims ---

/// East throws 5p; South (next) could make 4-5-6p, West a poeng; North has nothing.
fn claim_table() -> MatjokGame {
    deal(
        [
            "123456789m5p1123z",
            "46p258m2s1234567z",
            "559p369m369s5677z",
            "147m147s178p2344z",
        ],
        "8p",
        "",
        &[],
    )
}

#[test]
fn east_opens_by_discarding_without_drawing() {
    let g = claim_table();
    assert!(matches!(
        g.phase(),
        MatjokPhase::Turn {
            seat: 0,
            kind: TurnKind::Opening
        }
    ));
    assert!(g.legal_actions(0).contains(&A::Discard(one("5p"))));
    for s in 1..4 {
        assert!(g.legal_actions(s).is_empty());
    }
}

#[test]
fn a_straight_only_from_the_player_on_the_left_and_a_poeng_comes_first() {
    let mut g = claim_table();
    act(&mut g, 0, A::Discard(one("5p")));
    assert!(g.legal_actions(1).contains(&A::Straight(one("4p"))));
    assert!(g.legal_actions(2).contains(&A::Poeng));
    assert!(
        !g.legal_actions(2)
            .iter()
            .any(|a| matches!(a, A::Straight(_))),
        "West is not next after East"
    );
    assert!(
        g.legal_actions(3).is_empty(),
        "North cannot claim and is not asked"
    );
    // West claims before South takes the straight: the poeng ranks first
    act(&mut g, 2, A::Poeng);
    act(&mut g, 1, A::Straight(one("4p")));
    assert!(matches!(
        g.phase(),
        MatjokPhase::Turn {
            seat: 2,
            kind: TurnKind::Claimed
        }
    ));
    assert_eq!(
        g.melds(2),
        &[Meld {
            combination: Combination::Poeng(one("5p")),
            open: true
        }]
    );
    assert!(
        g.discards().is_empty(),
        "the claimed tile left the discards"
    );
    assert!(
        g.legal_actions(2)
            .iter()
            .all(|a| matches!(a, A::Discard(_))),
        "after claiming a poeng: discard only"
    );
    // the turn passes on from West: North draws, South is skipped
    act(&mut g, 2, A::Discard(one("5z")));
    assert!(matches!(g.phase(), MatjokPhase::Turn { seat: 3, .. }));
    assert_eq!(g.view(3).drawn, Some(one("8p")));
}

#[test]
fn the_next_player_is_asked_last_so_a_straight_never_cuts_a_poeng_off() {
    // turn-flow: a short pause after the discard; claims rank "a winning hand / a poeng or
    // kong / a straight", and the window closes once the next player takes the tile for a
    // straight: so every other seat answers first
    let mut g = claim_table();
    act(&mut g, 0, A::Discard(one("5p")));
    assert_eq!(g.to_act(), vec![2, 1], "West, then South (next) last");
    assert_eq!(g.next_to_act(), Some(2));
    // South answering out of turn does not close the window on West
    act(&mut g, 1, A::Straight(one("4p")));
    assert!(g.melds(1).is_empty(), "not yet taken");
    assert_eq!(g.to_act(), vec![2]);
    act(&mut g, 2, A::Poeng);
    assert_eq!(g.melds(2)[0].combination, Combination::Poeng(one("5p")));
    assert!(g.melds(1).is_empty(), "the poeng ranks above the straight");
}

/// Scenario A of the third rules audit: East throws 5p; South (next) can chow 4-5-6p, West
/// wins on it (tan tjauw).
fn scenario_a() -> MatjokGame {
    deal(
        [
            "123456789m5p8s777z",
            "46p258m258s13566z",
            "123s456s789s222z5p",
            "147m369p147s3344z",
        ],
        "",
        "",
        &[],
    )
}

#[test]
fn a_win_on_the_discard_stands_over_the_next_player_s_straight() {
    // turn-flow (rulebook v1.5): "a winning hand / a poeng or kong / a straight"
    let mut g = scenario_a();
    act(&mut g, 0, A::Discard(one("5p")));
    assert!(g.legal_actions(1).contains(&A::Straight(one("4p"))));
    assert!(g.legal_actions(2).contains(&A::Tjok));
    assert_eq!(
        g.next_to_act(),
        Some(2),
        "the winner is asked before the straight"
    );
    // whichever answers first, the win stands
    let mut south_first = g.clone();
    act(&mut south_first, 1, A::Straight(one("4p")));
    act(&mut south_first, 2, A::Tjok);
    act(&mut g, 2, A::Tjok);
    for g in [g, south_first] {
        let r = g.result().expect("the round is over");
        assert_eq!((r.winner, r.end), (Some(2), EndKind::Discard { from: 0 }));
        assert_eq!(r.settlement.payments, vec![-40, -40, 120, -40]);
    }
}

#[test]
fn with_the_invalid_tjok_rule_a_wrong_tjok_does_not_undo_a_valid_win_on_the_same_tile() {
    // invalid-tjok: the offender's "opened win does not count"; scenario B of the audit,
    // whichever answers first: North declares a wrong tjok, West a valid one
    let hands = [
        "123456789m5p8s777z",
        "46p258m258s13566z",
        "123s456s789s222z5p",
        "147m369p147s3344z",
    ];
    let mut g = deal(hands, "", "", &["invalid-tjok=on"]);
    act(&mut g, 0, A::Discard(one("5p")));
    assert_eq!(g.to_act(), vec![2, 3, 1]);
    act(&mut g, 3, A::Tjok);
    assert!(g.result().is_none(), "West may still win on the tile");
    act(&mut g, 2, A::Tjok);
    let r = g.result().unwrap();
    assert_eq!((r.winner, r.end), (Some(2), EndKind::Discard { from: 0 }));
    // West first: the win settles the window at once, before North can declare
    let mut g = deal(hands, "", "", &["invalid-tjok=on"]);
    act(&mut g, 0, A::Discard(one("5p")));
    act(&mut g, 2, A::Tjok);
    assert_eq!(g.result().unwrap().winner, Some(2));
    // without a valid win, the wrong tjok stops the round
    let mut g = deal(hands, "", "", &["invalid-tjok=on"]);
    act(&mut g, 0, A::Discard(one("5p")));
    act(&mut g, 3, A::Tjok);
    act(&mut g, 2, A::Pass);
    assert_eq!(
        g.result().unwrap().end,
        EndKind::InvalidTjok { offender: 3 },
        "no one left could win: the wrong tjok stops play"
    );
}

#[test]
fn the_straight_is_taken_when_no_one_claims_a_poeng() {
    let mut g = claim_table();
    act(&mut g, 0, A::Discard(one("5p")));
    act(&mut g, 2, A::Pass);
    act(&mut g, 1, A::Straight(one("4p")));
    assert_eq!(g.melds(1)[0].combination, Combination::Straight(one("4p")));
    assert!(matches!(g.phase(), MatjokPhase::Turn { seat: 1, .. }));
}

#[test]
fn a_discard_is_dead_once_the_next_player_has_drawn() {
    let mut g = claim_table();
    act(&mut g, 0, A::Discard(one("5p")));
    act(&mut g, 1, A::Pass);
    act(&mut g, 2, A::Pass);
    assert!(matches!(g.phase(), MatjokPhase::Turn { seat: 1, .. }));
    assert_eq!(g.view(1).drawn, Some(one("8p")));
    assert_eq!(
        g.apply(2, A::Poeng, &mut NoEvents),
        Err(RuleError::NotYourTurn { seat: 2 }),
        "too late"
    );
}

/// East throws 5p, which completes both South's and North's hands.
fn double_win_table() -> MatjokGame {
    deal(
        [
            "123456789m5p8s777z",
            "46p123m456m789m11z",
            "1199p33z44z55z66z7z",
            "5p123s456s789s222z",
        ],
        "",
        "",
        &[],
    )
}

#[test]
fn of_two_wins_the_first_in_turn_after_the_discarder_takes_it() {
    let mut g = double_win_table();
    act(&mut g, 0, A::Discard(one("5p")));
    act(&mut g, 3, A::Tjok);
    act(&mut g, 1, A::Tjok);
    let r = g.result().unwrap();
    assert_eq!(r.winner, Some(1));
    assert_eq!(r.end, EndKind::Discard { from: 0 });
}

#[test]
fn a_win_on_a_discard_is_paid_double_by_the_discarder_then_losers_settle() {
    let mut g = double_win_table();
    act(&mut g, 0, A::Discard(one("5p")));
    // South, first after the discarder, wins: no one still to answer could win ahead
    act(&mut g, 1, A::Tjok);
    let r = g.result().unwrap();
    let hand = r.hand.as_ref().unwrap();
    // 20 + middle wait 2 + pair of the prevailing wind (East) 2 = 24 → 30
    assert_eq!(hand.points, 24);
    assert_eq!(hand.value, 30);
    // East (jongh) discarded: 2 × 30, doubled for jongh = 120. Losers: East 777z closed
    // poeng of dragons 8 × 2 → 20; West 0; North 222z closed poeng 8 → 10.
    assert_eq!(r.values, vec![20, 0, 0, 10]);
    // West pays East 20 × 2, North pays East 10 × 2, West pays North 10
    assert_eq!(
        r.settlement.payments,
        vec![-120 + 40 + 20, 120, -40 - 10, -20 + 10]
    );
}

/// South holds 33p; West waits on 3p (1-2p, edge). Play goes round until South draws the
/// 4th 3p and adds it to the poeng it claimed.
#[test]
fn adding_to_an_open_poeng_can_be_robbed_and_the_adder_pays() {
    let mut g = deal(
        [
            "3p147m258s1357z999p",
            "33p9m78m123s456s22z",
            "12p456m789s444z66z",
            "258m69p147p139s67z",
        ],
        "1z3z5z3p",
        "",
        &[],
    );
    act(&mut g, 0, A::Discard(one("3p")));
    act(&mut g, 2, A::Pass); // West could win already, but waits
    act(&mut g, 1, A::Poeng);
    act(&mut g, 1, A::Discard(one("9m")));
    act(&mut g, 2, A::Discard(one("1z")));
    act(&mut g, 3, A::Discard(one("3z")));
    act(&mut g, 0, A::Discard(one("5z")));
    assert_eq!(g.view(1).drawn, Some(one("3p")));
    act(&mut g, 1, A::Kong(one("3p")));
    assert!(matches!(g.phase(), MatjokPhase::Robbing { .. }));
    assert_eq!(g.legal_actions(2), vec![A::Tjok, A::Pass]);
    act(&mut g, 2, A::Tjok);
    let r = g.result().unwrap();
    assert_eq!(r.end, EndKind::Robbed { from: 1 });
    let hand = r.hand.as_ref().unwrap();
    // 20 + edge wait 2 + closed poeng 444z 8 + pair of green dragons 2 = 32; robbing ×2
    assert_eq!((hand.points, hand.multipliers, hand.value), (32, 1, 70));
    assert_eq!(
        g.melds(1)[0].combination,
        Combination::Poeng(one("3p")),
        "a robbed kong stays a poeng"
    );
    // South pays 140; losers: East 999p 10, South open poeng 3p 2 → 10, North 0
    assert_eq!(r.settlement.payments, vec![20, -140 + 10, 140, -30]);
}

/// East holds `east`; the others get the lowest tiles left (they only pass here).
fn deal_east(east: &str, back: &str, options: &[&str]) -> MatjokGame {
    let mut rest = mahjong_set(false);
    for x in t(east).iter().chain(&t(back)) {
        let i = rest.iter().position(|y| y == x).unwrap();
        rest.remove(i);
    }
    rest.sort();
    let others: Vec<String> = (0..3)
        .map(|k| jjak::engine::tiles::to_mpsz(&rest[13 * k..13 * k + 13]))
        .collect();
    deal(
        [east, &others[0], &others[1], &others[2]],
        "",
        back,
        options,
    )
}

#[test]
fn a_closed_kong_takes_a_replacement_and_a_win_on_it_counts_a_multiplier() {
    let mut g = deal_east("7777p123m456m789s5z", "5z", &[]);
    act(&mut g, 0, A::Kong(one("7p")));
    assert_eq!(
        g.melds(0),
        &[Meld {
            combination: Combination::Kong(one("7p")),
            open: false
        }]
    );
    assert!(matches!(
        g.phase(),
        MatjokPhase::Turn {
            seat: 0,
            kind: TurnKind::Drawn { kongs: 1 }
        }
    ));
    act(&mut g, 0, A::Tjok);
    let r = g.result().unwrap();
    let hand = r.hand.as_ref().unwrap();
    // 20 + closed kong (small) 16 + tan tjauw 2 + self-drawn 2 + pair of dragons 2 = 42;
    // replacement after a kong, and self-drawn with all else closed: 2 multipliers
    assert_eq!((hand.points, hand.multipliers, hand.value), (42, 2, 170));
    // self-drawn: each of three pays double, and double again to jongh
    assert_eq!(r.settlement.payments[0], 3 * 680);
}

#[test]
fn kong_sjong_kong_is_man_kong() {
    let mut g = deal_east("7777p888s123m456m5z", "8s5z", &[]);
    act(&mut g, 0, A::Kong(one("7p")));
    act(&mut g, 0, A::Kong(one("8s")));
    act(&mut g, 0, A::Tjok);
    let r = g.result().unwrap();
    assert_eq!(r.hand.as_ref().unwrap().level, Some(Level::ManKong));
    // the maximum (500) from each, doubled to jongh; no settlement between losers
    assert_eq!(r.settlement.payments, vec![3000, -1000, -1000, -1000]);
}

#[test]
fn a_wrong_tjok_is_refused_unless_the_invalid_tjok_rule_is_played() {
    let mut g = deal_east("19m19p19s1234567z9m", "", &[]);
    assert!(!g.legal_actions(0).contains(&A::Tjok));
    assert!(matches!(
        g.apply(0, A::Tjok, &mut NoEvents),
        Err(RuleError::Forbidden(_))
    ));
    // jongh declares wrongly: pays every other player the maximum × 2
    let mut g = deal_east("19m19p19s1234567z9m", "", &["invalid-tjok=on"]);
    act(&mut g, 0, A::Tjok);
    let r = g.result().unwrap();
    assert_eq!(r.end, EndKind::InvalidTjok { offender: 0 });
    assert_eq!(
        r.settlement.payments[0], -3000,
        "no settlement for the offender"
    );
    assert!(g.legal_actions(1).is_empty(), "play stops at once");
    // another player declares wrongly on a discard: the maximum to each, double to jongh
    let mut g = deal_east("19m19p19s1234567z9m", "", &["invalid-tjok=on"]);
    act(&mut g, 0, A::Discard(one("1z")));
    act(&mut g, 1, A::Tjok);
    let p = &g.result().unwrap().settlement.payments;
    assert_eq!(p[1], -2000);
    assert_eq!(p.iter().sum::<i32>(), 0);
}

#[test]
fn a_round_without_a_winner_ends_when_only_the_dead_wall_is_left() {
    let mut found = 0;
    for seed in 0..3000 {
        let mut g = MatjokGame::new(MatjokRules::default(), seed, 0, Wind::East).unwrap();
        let mut bot = SimpleMatjokBot::new(1);
        while let Some(s) = g.next_to_act() {
            let legal = g.legal_actions(s);
            let a = bot.choose(&g.view(s), &legal);
            g.apply(s, a, &mut NoEvents).unwrap();
        }
        let r = g.result().unwrap();
        if r.end == EndKind::Exhausted {
            found += 1;
            assert_eq!(r.settlement.payments, vec![0; 4]);
            assert_eq!(g.live_wall(), 0);
            assert!(g.view(0).dead_wall <= DEAD_WALL);
        }
    }
    assert!(found > 0, "some rounds run out of tiles");
}

// --- the rulebook's worked examples ---

#[test]
fn counting_example_58_points_round_up_to_60() {
    // points/counting-and-rounding: open poeng of a small tile 2, closed kong of a large
    // tile 32, tan tjauw on a small tile self-drawn 4, ordinary winning hand 20
    let melds = [
        Meld {
            combination: Combination::Poeng(one("5p")),
            open: true,
        },
        Meld {
            combination: Combination::Kong(one("9m")),
            open: false,
        },
    ];
    let concealed = counts_of(&t("234s678s55s")).unwrap();
    let ctx = south_wins(&concealed, &melds, "5s", true);
    let v = count_win(&ctx, &ScoreRules::default()).unwrap();
    assert_eq!(v.points, 58);
    assert_eq!(v.multipliers, 0);
    assert_eq!(v.value, 60);
    // "short variation": 32 rounds up to 40
    assert_eq!(round_up(32), 40);
}

#[test]
fn settlement_example_winner_80_losers_100_80_50() {
    // examples/settlement-example: W wins 80 on B's discard; A 100, B 80, C 50
    let plain = ScoreRules {
        jongh_double: false,
        ..ScoreRules::default()
    };
    let values = [0, 100, 80, 50];
    let hand = value(80);
    let s = settle(
        Ending::Win {
            winner: 0,
            discarder: Some(2),
            hand: &hand,
            liable: false,
            robbed: false,
            flowers: false,
        },
        0,
        &values,
        &names(),
        &plain,
    );
    assert_eq!(
        s.lines.iter().map(Text::to_string).collect::<Vec<_>>(),
        [
            "B pays W 160 (discarded the winning tile: double)",
            "B pays A 20 (difference between losers)",
            "C pays A 50 (difference between losers)",
            "C pays B 30 (difference between losers)",
        ]
    );
    assert_eq!(s.payments, vec![160, 70, -160 + 10, -80]);
    // self-drawn: A, B and C each pay 160; the losers settle the same way
    let s = settle(
        Ending::Win {
            winner: 0,
            discarder: None,
            hand: &hand,
            liable: false,
            robbed: false,
            flowers: false,
        },
        0,
        &values,
        &names(),
        &plain,
    );
    assert_eq!(s.payments, vec![480, -160 + 70, -160 + 10, -160 - 80]);
    // jongh variant: A is jongh and receives double from B and C
    let s = settle(
        Ending::Win {
            winner: 0,
            discarder: Some(2),
            hand: &hand,
            liable: false,
            robbed: false,
            flowers: false,
        },
        1,
        &values,
        &names(),
        &ScoreRules::default(),
    );
    assert_eq!(s.payments, vec![160, 40 + 100, -160 - 40 + 30, -100 - 30]);
}

#[test]
fn man_kong_pays_the_maximum_1000_from_jongh_500_from_the_others() {
    // settlement/jongh-dead-player-and-man-kong (traditional figures, our default 500)
    let mut hand = value(500);
    hand.level = Some(Level::ManKong);
    let s = settle(
        Ending::Win {
            winner: 0,
            discarder: Some(2),
            hand: &hand,
            liable: false,
            robbed: false,
            flowers: false,
        },
        1,
        &[0, 300, 10, 0],
        &names(),
        &ScoreRules::default(),
    );
    assert_eq!(
        s.payments,
        vec![2000, -1000, -500, -500],
        "no loser settlement"
    );
}

#[test]
fn invalid_tjok_pays_the_maximum_to_everyone_then_the_others_settle() {
    // warnings-and-penalties/invalid-tjok
    let r = ScoreRules::default();
    let s = settle(
        Ending::InvalidTjok { offender: 2 },
        1,
        &[40, 20, 0, 0],
        &names(),
        &r,
    );
    // B pays W 500, A (jongh) 1000, C 500; then W 40, A 20, C 0 settle, A doubled
    assert_eq!(
        s.payments,
        vec![500 + 40 + 40, 1000 - 40 + 40, -2000, 500 - 40 - 40]
    );
    let s = settle(
        Ending::InvalidTjok { offender: 1 },
        1,
        &[0; 4],
        &names(),
        &r,
    );
    assert_eq!(
        s.payments,
        vec![1000, -3000, 1000, 1000],
        "jongh pays the maximum × 2"
    );
}

#[test]
fn seven_flowers_win_liong_van_or_sam_van_eight_man_kong() {
    // special-hands/7-flowers; East's own flowers are 1f (plum) and 5f (spring)
    let r = ScoreRules::default();
    let seven = t("1f2f3f4f6f7f8f");
    let v = count_flower_win(&seven, Wind::East, false, &r).unwrap();
    assert_eq!(v.level, Some(Level::LiongVan));
    assert_eq!(v.multipliers, 2);
    let with_own = t("1f2f3f4f5f6f7f");
    assert_eq!(
        count_flower_win(&with_own, Wind::East, false, &r)
            .unwrap()
            .level,
        Some(Level::SamVan)
    );
    let eight = t("1f2f3f4f5f6f7f8f");
    let v = count_flower_win(&eight, Wind::South, false, &r).unwrap();
    assert_eq!((v.level, v.value), (Some(Level::ManKong), 500));
    assert_eq!(
        count_flower_win(&seven, Wind::South, true, &r)
            .unwrap()
            .level,
        Some(Level::ManKong),
        "seven flowers at the deal"
    );
    let traditional = ScoreRules {
        eight_flowers_sie_van: true,
        ..r
    };
    assert_eq!(
        count_flower_win(&eight, Wind::South, false, &traditional)
            .unwrap()
            .level,
        Some(Level::SieVan)
    );
    assert!(count_flower_win(&t("1f2f3f4f5f6f"), Wind::East, false, &r).is_none());
}

#[test]
fn the_traditional_general_cap_limits_every_hand_to_the_maximum() {
    let melds = [
        Meld {
            combination: Combination::Kong(one("5z")),
            open: false,
        },
        Meld {
            combination: Combination::Kong(one("6z")),
            open: false,
        },
        Meld {
            combination: Combination::Kong(one("7z")),
            open: false,
        },
    ];
    let concealed = counts_of(&t("111m22z")).unwrap();
    let ctx = south_wins(&concealed, &melds, "2z", true);
    let modern = count_win(&ctx, &ScoreRules::default()).unwrap();
    assert!(
        modern.value > 500,
        "three dragon kongs are worth {}",
        modern.value
    );
    let capped = ScoreRules {
        general_cap: true,
        ..ScoreRules::default()
    };
    assert_eq!(count_win(&ctx, &capped).unwrap().value, 500);
}

// --- the maximum, the levels and the flower outcomes (issue 17) ---

/// South (seat 1) wins on their own turn with `hand`; East is jongh; losers all at 0.
fn south_self_drawn(hand: &HandValue, rules: &ScoreRules) -> Vec<i32> {
    settle(
        Ending::Win {
            winner: 1,
            discarder: None,
            hand,
            liable: false,
            robbed: false,
            flowers: false,
        },
        0,
        &[0; 4],
        &names(),
        rules,
    )
    .payments
}

/// South (seat wind South, prevailing East) wins on `tile` with these concealed tiles and melds.
fn south_wins<'a>(
    concealed: &'a Counts,
    melds: &'a [Meld],
    tile: &str,
    self_drawn: bool,
) -> WinContext<'a> {
    WinContext {
        concealed,
        melds,
        flowers: &[],
        winning_tile: one(tile),
        self_drawn,
        after_kong: false,
        kong_on_kong: false,
        robbed: false,
        seat_wind: Wind::South,
        prevailing: Wind::East,
    }
}

#[test]
fn man_kong_is_the_maximum_outcome_and_the_flower_outcomes_rise_to_it() {
    // invalid-tjok: "maximum outcome means the highest table payout … Man Kong";
    // 7-flowers: Liong Van < Sam Van < Man Kong
    let r = ScoreRules::default();
    let flowers = |f: &str| count_flower_win(&t(f), Wind::South, false, &r).unwrap();
    let liong = flowers("1f3f4f5f6f7f8f");
    let sam = flowers("1f2f3f4f6f7f8f"); // South's own: 2f and 6f
    let man = flowers("1f2f3f4f5f6f7f8f");
    assert_eq!(
        [liong.level, sam.level, man.level],
        [
            Some(Level::LiongVan),
            Some(Level::SamVan),
            Some(Level::ManKong)
        ]
    );
    let [l, s, m] = [&liong, &sam, &man].map(|h| south_self_drawn(h, &r)[1]);
    assert!(l < s && s < m, "South receives {l} < {s} < {m}");
    assert_eq!(m, 2000, "Man Kong: 1000 from jongh, 500 from each other");
    // the traditional Sie Van for eight flowers costs no payer more than Man Kong
    for general_cap in [false, true] {
        let traditional = ScoreRules {
            eight_flowers_sie_van: true,
            general_cap,
            ..r
        };
        let sie =
            count_flower_win(&t("1f2f3f4f5f6f7f8f"), Wind::South, false, &traditional).unwrap();
        assert_eq!(sie.level, Some(Level::SieVan));
        let paid = south_self_drawn(&sie, &traditional);
        assert!(
            paid[0] >= -1000 && paid[2] >= -500 && paid[3] >= -500,
            "{paid:?}"
        );
    }
}

#[test]
fn no_payer_pays_more_for_an_ordinary_hand_than_for_man_kong() {
    // South self-draws 9m with a closed one-suit hand: 42 points, 4 multipliers = 680
    let concealed = counts_of(&t("123m234m456m789m55m")).unwrap();
    let ctx = south_wins(&concealed, &[], "9m", true);
    for general_cap in [false, true] {
        let r = ScoreRules {
            general_cap,
            ..ScoreRules::default()
        };
        let hand = count_win(&ctx, &r).unwrap();
        assert!(hand.value >= 500, "a big hand: {}", hand.value);
        assert_eq!(
            south_self_drawn(&hand, &r),
            vec![-1000, 2000, -500, -500],
            "each payer pays at most what Man Kong costs them"
        );
    }
}

#[test]
fn an_ordinary_hand_reaches_liong_sam_and_sie_van_by_its_multipliers_and_wiel_counts_from_sam_van()
{
    // South: open 555z and 666z, concealed 123m456m99m, wins on West's 9m (tan tjauw):
    // 20 + 4 + 4 + 2 = 30 points, two dragon sets and one suit with honours: 3 multipliers
    let melds = ["5z", "6z"].map(|d| Meld {
        combination: Combination::Poeng(one(d)),
        open: true,
    });
    let concealed = counts_of(&t("123m456m99m")).unwrap();
    let ctx = south_wins(&concealed, &melds, "9m", false);
    let r = ScoreRules {
        wiel: true,
        ..ScoreRules::default()
    };
    let hand = count_win(&ctx, &r).unwrap();
    assert_eq!((hand.points, hand.multipliers, hand.value), (30, 3, 240));
    assert_eq!(hand.level, Some(Level::SamVan));
    let s = settle(
        Ending::Win {
            winner: 1,
            discarder: Some(2),
            hand: &hand,
            liable: false,
            robbed: false,
            flowers: false,
        },
        0,
        &[0; 4],
        &names(),
        &r,
    );
    assert_eq!(s.payments[2], -(480 + 500), "double the value, and a wiel");
}

#[test]
fn kong_sjong_kong_only_when_the_replacement_tile_forms_the_second_kong() {
    // the second kong was already in the hand: a win after a kong, not Man Kong
    let mut g = deal_east("7777p8888s123m456m", "5z5z", &[]);
    act(&mut g, 0, A::Kong(one("7p")));
    act(&mut g, 0, A::Kong(one("8s")));
    act(&mut g, 0, A::Tjok);
    let r = g.result().unwrap();
    let hand = r.hand.as_ref().unwrap();
    assert_ne!(hand.level, Some(Level::ManKong));
    // 20 + two closed small kongs 16 + 16 + dragon pair 2 + tan tjauw 2 + self-drawn 2 = 58;
    // after a kong, self-drawn with all else closed: 2 multipliers, 232 rounded to 240
    assert_eq!((hand.points, hand.multipliers, hand.value), (58, 2, 240));
    // each pays twice 240, doubled to jongh; the losers' hands are equal
    assert_eq!(r.settlement.payments, vec![2880, -960, -960, -960]);
}

/// Every seat but East passes any claim and throws what it drew, until East is to play.
fn others_throw(g: &mut MatjokGame) {
    while !matches!(g.phase(), MatjokPhase::Turn { seat: 0, .. }) {
        let (seat, legal) = (1..4)
            .chain([0])
            .map(|s| (s, g.legal_actions(s)))
            .find(|(_, l)| !l.is_empty())
            .expect("someone is to act");
        let a = if legal.contains(&A::Pass) {
            A::Pass
        } else {
            *legal
                .iter()
                .find(|a| matches!(a, A::Discard(_)))
                .expect("a discard")
        };
        act(g, seat, a);
    }
}

#[test]
fn eight_flowers_are_man_kong_even_with_a_complete_hand() {
    // East's six flowers are replaced at the deal by 9m 5z 5z 1z 1z 4z; East throws 4z,
    // the others throw 9s, and East draws 7f, then 8f, then 1z: 123456789m 111z 55z
    let mut g = deal(
        [
            "1f2f3f4f5f6f123m456m78m",
            "1p1p1p1p2p2p2p2p3p3p3p3p4p",
            "4p4p4p5p5p5p5p6p6p6p6p7p7p",
            "7p7p8p8p8p8p9p9p9p9p1s1s1s",
        ],
        "9s9s9s7f",
        "9m5z5z1z1z4z8f1z",
        &[],
    );
    act(&mut g, 0, A::Discard(one("4z")));
    others_throw(&mut g);
    assert_eq!(g.flowers(0).len(), 8);
    act(&mut g, 0, A::Tjok);
    let r = g.result().unwrap();
    assert_eq!(r.hand.as_ref().unwrap().level, Some(Level::ManKong));
    assert_eq!(r.settlement.payments, vec![3000, -1000, -1000, -1000]);
}

#[test]
fn koe_van_counts_no_points_but_multipliers_and_special_hands_still_apply() {
    // variants-and-context/koe-van: no point counting, no prevailing wind, no loser
    // settlement, no jongh double; "multipliers and different winning hands continue"
    let r = ScoreRules {
        koe_van: true,
        ..ScoreRules::default()
    };
    let sam_van = count_flower_win(&t("1f2f3f4f6f7f8f"), Wind::South, false, &r).unwrap();
    let plain = count_win(
        &south_wins(
            &counts_of(&t("123m456m789p234s55p")).unwrap(),
            &[],
            "2s",
            false,
        ),
        &r,
    )
    .unwrap();
    assert_eq!(plain.value, 10, "a plain win: the unit");
    assert_eq!(sam_van.value, 80, "Sam Van: the unit doubled three times");
    // an East poeng is no prevailing-wind set in koe van (South's own wind is not East)
    let east = count_win(
        &south_wins(
            &counts_of(&t("111z456m789p234s55p")).unwrap(),
            &[],
            "2s",
            false,
        ),
        &r,
    )
    .unwrap();
    assert!(
        east.items.iter().all(|i| !i.what.contains("prevailing")),
        "{:?}",
        east.items
    );
    assert_eq!(east.value, 10);
    // no jongh double, no loser settlement: each pays twice 80
    let paid = south_self_drawn(&sam_van, &r);
    assert_eq!(paid, vec![-160, 480, -160, -160]);
    // and no points in words either ("no … point counting")
    assert_eq!(plain.in_words(), "koe van, 10");
    assert_eq!(
        sam_van.in_words(),
        "Sam Van: koe van, 10 doubled 3 times = 80"
    );
}

#[test]
fn a_payment_says_double_only_when_it_is_double() {
    // winner-and-paying-double: the discarder pays double, each pays double after a
    // self-draw; invalid-tjok: the maximum is "the highest table payout" (Man Kong), and
    // when that ceiling cuts a payment the line says so (N2 of the third rules audit)
    let r = ScoreRules::default();
    let lines = |hand: &HandValue, discarder| {
        settle(
            Ending::Win {
                winner: 1,
                discarder,
                hand,
                liable: false,
                robbed: false,
                flowers: false,
            },
            0,
            &[0; 4],
            &names(),
            &r,
        )
        .lines
        .iter()
        .map(|l| l.to_string())
        .collect::<Vec<_>>()
    };
    assert_eq!(
        lines(&value(80), Some(2)),
        vec!["B pays A 160 (discarded the winning tile: double)"]
    );
    assert_eq!(
        lines(&value(80), None)[0],
        "W pays A 320 (self-drawn win: double, doubled for jongh)"
    );
    // 680 doubled would be 1360: each payer pays the maximum
    let capped = lines(&at_level(680, Level::SieVan), None);
    assert_eq!(
        capped[0],
        "W pays A 1000 (self-drawn win: capped at Man Kong, doubled for jongh)"
    );
    assert_eq!(
        capped[1],
        "B pays A 500 (self-drawn win: capped at Man Kong)"
    );
    // a robbed kong's tile was added, not discarded
    let robbed = settle(
        Ending::Win {
            winner: 1,
            discarder: Some(2),
            hand: &value(70),
            liable: false,
            robbed: true,
            flowers: false,
        },
        0,
        &[0; 4],
        &names(),
        &r,
    );
    assert_eq!(
        robbed.lines[0].to_string(),
        "B pays A 140 (added the tile the winner robbed: double)"
    );
}

#[test]
fn the_result_names_the_level_and_lays_the_count_open() {
    // basic-rules/winning-hand: "At tjok, always place the whole hand open so it is
    // immediately visible: which 4 combinations count, which pair is the final pair"
    let mut g = scenario_a();
    act(&mut g, 0, A::Discard(one("5p")));
    act(&mut g, 2, A::Tjok);
    let said = g.outcome().unwrap().explanation.to_string();
    assert!(
        said.contains("Counted as 123s 456s 789s 222z and the pair 55p:"),
        "{said}"
    );
    assert!(said.contains("ordinary winning hand 20"), "{said}");
    assert!(said.contains("tan tjauw"), "{said}");
    // a hand with levels names them
    let v = at_level(230, Level::SamVan);
    assert!(HandValue {
        points: 28,
        multipliers: 3,
        ..v
    }
    .in_words()
    .starts_with("Sam Van: 28 points doubled 3 times"));
}

#[test]
fn sole_liability_the_thrower_of_the_third_dragon_or_fourth_wind_pays_for_everyone() {
    // warnings-and-penalties/sole-liability: two opened dragons, or poenged winds; "the
    // shooter pays for all players … a total of 4 times the number of points"
    let poeng = |x: &str| Meld {
        combination: Combination::Poeng(one(x)),
        open: true,
    };
    let dragons = [poeng("5z"), poeng("6z")];
    assert!(liable(&dragons, one("7z")), "the third dragon");
    assert!(!liable(&dragons, one("9m")), "not a dragon");
    assert!(
        !liable(&dragons[..1], one("7z")),
        "one dragon set is no threat"
    );
    let winds = [poeng("1z"), poeng("2z"), poeng("3z")];
    assert!(liable(&winds, one("4z")));
    assert!(
        !liable(&winds[..2], one("4z")),
        "two wind sets are no threat"
    );

    let r = ScoreRules {
        sole_liability: true,
        ..ScoreRules::default()
    };
    let pay = |hand: &HandValue, liable: bool, rules: &ScoreRules| {
        settle(
            Ending::Win {
                winner: 1,
                discarder: Some(2),
                hand,
                liable,
                robbed: false,
                flowers: false,
            },
            0,
            &[0; 4],
            &names(),
            rules,
        )
        .payments
    };
    let sam_van = |v| at_level(v, Level::SamVan);
    assert_eq!(
        pay(&sam_van(100), true, &r),
        vec![0, 400, -400, 0],
        "four times"
    );
    assert_eq!(pay(&sam_van(100), false, &r), vec![0, 200, -200, 0]);
    assert_eq!(
        pay(&sam_van(100), true, &ScoreRules::default()),
        vec![0, 200, -200, 0],
        "a side rule: off unless chosen"
    );
    // never more than two Man Kong payments (what the others would have paid the winner)
    assert_eq!(pay(&sam_van(400), true, &r), vec![0, 1000, -1000, 0]);
}

#[test]
fn sole_liability_only_for_a_hand_of_at_least_sam_van() {
    // warnings-and-penalties/sole-liability: "that tile makes a winning hand of at least
    // Sam Van", and for dragons and winds "the same warning also applies"
    let r = ScoreRules {
        sole_liability: true,
        ..ScoreRules::default()
    };
    let pay = |hand: &HandValue| {
        settle(
            Ending::Win {
                winner: 1,
                discarder: Some(2),
                hand,
                liable: true,
                robbed: false,
                flowers: false,
            },
            0,
            &[0; 4],
            &names(),
            &r,
        )
    };
    let liong_van = pay(&at_level(130, Level::LiongVan));
    assert_eq!(liong_van.payments, vec![0, 260, -260, 0], "paid as usual");
    assert!(liong_van.lines[0]
        .to_string()
        .contains("discarded the winning tile: double"));
    let sie_van = pay(&at_level(130, Level::SieVan));
    assert_eq!(sie_van.payments, vec![0, 520, -520, 0]);
    assert!(sie_van.lines[0].to_string().contains("sole liability"));
}

#[test]
fn seven_flowers_with_a_complete_hand_keep_the_better_outcome_in_all() {
    // 7-flowers; the project's rule: the flower outcome, unless the complete hand brings
    // the winner more in all (N3 of the third rules audit: compare totals)
    let r = ScoreRules::default();
    let sam_van = t("1f2f3f4f6f7f8f"); // South's own flowers 2f and 6f: Sam Van, 230
    let won = |hand, discarder| Ending::Win {
        winner: 1,
        discarder,
        hand,
        liable: false,
        robbed: false,
        flowers: false,
    };
    let stands =
        |hand, discarder| flower_win_stands(&sam_van, Wind::South, won(hand, discarder), 0, &r);
    let small = value(60); // 120 from each payer, jongh 240: 480 against the flowers' 1840
    let f = stands(&small, None).expect("the flowers stand");
    assert_eq!((f.level, f.value), (Some(Level::SamVan), 230));
    let big = value(280); // the maximum from each: 1000 + 500 + 500, more than 1840
    assert!(stands(&big, None).is_none());
    // won on West's discard, the same big hand is paid by West alone (500): the flowers'
    // 1840 from all three stand, where one payer's share against another's would not
    let f = stands(&big, Some(2)).expect("the flowers stand over one payer's 500");
    assert_eq!(f.level, Some(Level::SamVan));
    // six flowers are no flower win at all
    let six = t("1f2f3f4f6f7f");
    assert!(flower_win_stands(&six, Wind::South, won(&small, None), 0, &r).is_none());
}

/// Scenario C of the third rules audit: South holds seven flowers (both own: Sam Van)
/// and may declare them, or play on and win on West's discard with a complete hand.
fn scenario_c() -> MatjokGame {
    deal(
        [
            "999m999p99s11z22z33z",
            "1f2f3f4f6f7f123m456m5z",
            "777m888m88p77p66s4z",
            "222p333p444p66p77z",
        ],
        "8f5p",
        "1p1p1p2s3s4s5p",
        &[],
    )
}

#[test]
fn a_flower_win_is_named_and_paid_as_one_even_over_a_discard() {
    // special-hands/7-flowers: seven flowers with both own flowers are Sam Van; the
    // project's rule (RULES.md, N3 of the audit): a complete hand never lowers it
    let mut g = scenario_c();
    act(&mut g, 0, A::Discard(one("3z")));
    assert_eq!(g.flowers(1).len(), 7);
    assert!(g.legal_actions(1).contains(&A::Tjok));
    let mut declared = g.clone();
    act(&mut declared, 1, A::Tjok);
    let said = declared.outcome().unwrap().explanation.to_string();
    assert!(
        said.contains("wins with Sam Van: 28 points doubled 3 times"),
        "{said}"
    );
    assert!(
        said.contains("(a flower win: double, doubled for jongh)"),
        "{said}"
    );
    assert!(!said.contains("self-drawn"), "{said}");
    // East (jongh) 920, West and North 460 each; then the losers settle among themselves
    let paid = &declared.result().unwrap().settlement.payments;
    assert_eq!((paid[1], paid.iter().sum::<i32>()), (1840, 0));
    // played on: South throws 5z, West draws 5p and throws it, South wins on it
    act(&mut g, 1, A::Discard(one("5z")));
    act(&mut g, 2, A::Discard(one("5p")));
    act(&mut g, 1, A::Tjok);
    let r = g.result().unwrap();
    assert_eq!(r.end, EndKind::Flowers { at_deal: false });
    assert_eq!(
        r.settlement.payments[1], 1840,
        "not the discarder's 500 alone"
    );
    let said = g.outcome().unwrap().explanation.to_string();
    assert!(
        said.contains("West (seat 2) pays South (seat 1) 460 (a flower win: double)"),
        "{said}"
    );
}
