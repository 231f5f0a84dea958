//! jjak-lab as a user runs it: JSON on stdout, readable errors and exit code 2 on bad input.

use std::process::Command;

use serde_json::Value;

fn lab(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_jjak-lab"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// The lab refuses `args` with exit code 2, nothing on stdout, and `message` on stderr.
fn refused(args: &[&str], message: &str) {
    let (code, out, err) = lab(args);
    assert_eq!(code, 2, "{args:?} should fail: {out}");
    assert!(out.is_empty(), "{args:?}");
    assert!(err.contains(message), "{args:?}: {err}");
}

fn json(args: &[&str]) -> Value {
    let (code, out, err) = lab(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn pairs_lists_every_pairing_for_each_game_and_variant() {
    let count = |args: &[&str]| json(args)["pairs"].as_array().unwrap().len();
    assert_eq!(count(&["pairs", "--game", "jjak-mat-chu-gi"]), 16);
    assert_eq!(
        count(&[
            "pairs",
            "--game",
            "jjak-mat-chu-gi",
            "--option",
            "military=culin-alternate"
        ]),
        16
    );
    assert_eq!(count(&["pairs", "--game", "three-dozen"]), 40);
    assert_eq!(
        count(&[
            "pairs",
            "--game",
            "three-dozen",
            "--option",
            "set=double-nine"
        ]),
        103
    );
    assert_eq!(
        count(&[
            "pairs",
            "--game",
            "three-dozen",
            "--option",
            "set=double-twelve"
        ]),
        215
    );
    assert_eq!(count(&["pairs", "--game", "kap-tai-shap"]), 24);
    assert_eq!(
        count(&[
            "pairs",
            "--game",
            "kap-tai-shap",
            "--option",
            "pairs=culin-table"
        ]),
        21
    );
    assert_eq!(count(&["pairs", "--game", "kap-shap"]), 22);
    let v = json(&["pairs", "--game", "jjak-mat-chu-gi"]);
    assert!(v["pairs"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!(["6-3", "5-4"])));
}

#[test]
fn check_says_whether_a_hand_wins_and_how_it_groups() {
    let v = json(&[
        "check",
        "--game",
        "jjak-mat-chu-gi",
        "--tiles",
        "6-3 5-4 1-1 1-1 4-2 2-1",
    ]);
    assert_eq!(v["complete"], true);
    assert_eq!(v["groups"].as_array().unwrap().len(), 3);
    let v = json(&[
        "check",
        "--game",
        "jjak-mat-chu-gi",
        "--tiles",
        "6-3 6-2 1-1 1-1 4-2 2-1",
        "--option",
        "military=culin-alternate",
    ]);
    assert_eq!(
        v["complete"], false,
        "4-2 pairs with 4-3 in Culin's pairing"
    );
    let v = json(&[
        "check",
        "--game",
        "kap-tai-shap",
        "--tiles",
        "1-1 1-1 6-2 1-1 6-1 4-2 5-5 5-5 3-3 2-2",
    ]);
    assert_eq!(v["complete"], true);
    assert_eq!(v["ngan"], serde_json::json!(["1-1", "1-1"]));
    let v = json(&[
        "check",
        "--game",
        "kap-shap",
        "--tiles",
        "3-3 3-3 6-5 6-3 5-5 5-5 4-1 3-2",
    ]);
    assert_eq!(v["complete"], true, "6-5 + 6-3 is twenty by default");
    let v = json(&[
        "check",
        "--game",
        "kap-shap",
        "--tiles",
        "3-3 3-3 6-5 6-3 5-5 5-5 4-1 3-2",
        "--option",
        "pairs=culin-table",
    ]);
    assert_eq!(v["complete"], false);
}

/// The audit's table of hands (rules-domino.md §3, scenarios 11, 13, 14), each with the
/// answer the seeds give, under the default rule and the variant.
#[test]
fn check_answers_the_audits_hands_as_the_seeds_do() {
    let complete = |game: &str, tiles: &str, option: Option<&str>| {
        let mut args = vec!["check", "--game", game, "--tiles", tiles];
        args.extend(option.map(|o| ["--option", o]).into_iter().flatten());
        json(&args)["complete"].as_bool().unwrap()
    };
    let culin = Some("pairs=culin-table");
    let alternate = Some("military=culin-alternate");
    for (game, tiles, option, expected) in [
        // Culin's alternate military pairs (seed 000)
        (
            "jjak-mat-chu-gi",
            "6-3 6-2 5-3 5-2 4-3 4-2",
            alternate,
            true,
        ),
        ("jjak-mat-chu-gi", "6-3 6-2 5-3 5-2 4-3 4-2", None, false),
        ("jjak-mat-chu-gi", "6-3 5-4 6-2 5-3 4-2 2-1", None, true),
        (
            "jjak-mat-chu-gi",
            "6-3 5-4 6-2 5-3 4-2 2-1",
            alternate,
            false,
        ),
        // Three Dozen: 0-0 is both the lowest and the highest double (seed 002)
        ("three-dozen", "0-0 6-6 1-1 2-2 6-5 1-0", None, true),
        ("three-dozen", "0-0 5-5 1-1 2-2 6-5 1-0", None, false),
        // K'ap: any ten or twenty, or only Culin's table (seed 003); 4-2 counts 3
        ("kap-shap", "1-1 1-1 6-4 5-5 6-1 4-2 5-1 3-1", None, true),
        ("kap-shap", "1-1 1-1 6-4 5-5 6-1 4-2 5-1 3-1", culin, false),
        ("kap-shap", "1-1 1-1 6-5 6-3 6-1 4-2 5-1 3-1", None, true),
        ("kap-shap", "1-1 1-1 6-5 6-3 6-1 4-2 5-1 3-1", culin, false),
        ("kap-shap", "1-1 1-1 6-5 5-4 6-1 4-2 5-1 3-1", None, true),
        ("kap-shap", "1-1 1-1 6-5 5-4 6-1 4-2 5-1 3-1", culin, false),
        ("kap-shap", "1-1 1-1 4-2 3-1 6-1 2-1 5-1 2-2", None, false),
        ("kap-shap", "3-3 3-3 6-1 4-2 5-5 5-5 4-1 3-2", None, true),
        ("kap-shap", "3-3 3-3 6-1 4-2 5-5 5-5 4-1 3-2", culin, true),
        (
            "kap-tai-shap",
            "5-5 5-5 5-5 5-5 6-4 6-4 1-1 4-4 3-3 2-2",
            None,
            true,
        ),
        (
            "kap-tai-shap",
            "4-1 4-1 4-1 3-2 6-1 2-1 5-2 4-2 3-3 3-1",
            None,
            true,
        ),
    ] {
        assert_eq!(
            complete(game, tiles, option),
            expected,
            "{game} {tiles} {option:?}"
        );
    }
    let v = json(&[
        "pairs",
        "--game",
        "kap-shap",
        "--option",
        "pairs=culin-table",
    ]);
    assert_eq!(v["count"], 19);
}

/// The final 6-6 rule as the game plays it: a hand that groups wins unless a 6-6 completed
/// it with 2 or 3 players; without `--players` and `--last` the answer says so.
#[test]
fn check_follows_the_final_six_six_rule_when_told_how_the_hand_ended() {
    let hand = "6-6 6-6 1-1 1-1 3-3 3-3";
    let base = ["check", "--game", "jjak-mat-chu-gi", "--tiles", hand];
    let v = json(&base);
    assert_eq!(v["complete"], true);
    assert!(v["note"].as_str().unwrap().contains("final-six-six"), "{v}");
    assert!(v.get("wins").is_none());
    let with = |players: &str, last: &str| {
        let mut args = base.to_vec();
        args.extend(["--players", players, "--last", last]);
        json(&args)
    };
    let v = with("3", "6-6");
    assert_eq!(
        (v["complete"].clone(), v["wins"].clone()),
        (true.into(), false.into())
    );
    assert!(v["reason"].as_str().unwrap().contains("6-6 pair"), "{v}");
    assert_eq!(with("4", "6-6")["wins"], true);
    assert_eq!(with("2", "3-3")["wins"], true);
    let mut off = base.to_vec();
    off.extend([
        "--option",
        "final-six-six=off",
        "--players",
        "3",
        "--last",
        "6-6",
    ]);
    let v = json(&off);
    assert!(v.get("wins").is_none() && v.get("note").is_none(), "{v}");
    let mut bad = base.to_vec();
    bad.extend(["--players", "3", "--last", "5-5"]);
    refused(&bad, "--last 5-5 is not among the tiles");
    let mut bad = base.to_vec();
    bad.extend(["--players", "7", "--last", "6-6"]);
    refused(&bad, "jjak-mat-chu-gi is played by 2 to 4 players, not 7");
}

#[test]
fn simulate_reports_rates_and_is_deterministic() {
    let args = [
        "simulate",
        "--game",
        "jjak-mat-chu-gi",
        "--players",
        "3",
        "--games",
        "500",
        "--seed",
        "9",
    ];
    let mut a = json(&args);
    let mut b = json(&args);
    for key in [
        "games",
        "draw_rate",
        "wins_by_seat",
        "mean_turns",
        "elapsed_ms",
    ] {
        assert!(a.get(key).is_some(), "{key}");
    }
    a.as_object_mut().unwrap().remove("elapsed_ms");
    b.as_object_mut().unwrap().remove("elapsed_ms");
    assert_eq!(a, b, "same arguments, same output");
    let wins: u64 = a["wins_by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    let draws = (a["draw_rate"].as_f64().unwrap() * 500.0).round() as u64;
    assert_eq!(wins + draws, 500);
    // each seat's total under the payments: they sum to zero, and the rule set shows —
    // points (3 from each opponent a win, 1 per laid pair in a drawn round) or stakes
    let totals = |v: &Value| -> Vec<i64> {
        v["points_by_seat"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_i64().unwrap())
            .collect()
    };
    let points = totals(&a);
    assert_eq!(points.len(), 3);
    let mut stakes_args = args.to_vec();
    stakes_args.extend(["--option", "payments=stakes"]);
    let stakes = totals(&json(&stakes_args));
    assert_eq!(stakes.iter().sum::<i64>(), 0, "stakes pass between players");
    let spread = |t: &[i64]| t.iter().map(|p| p.abs()).sum::<i64>();
    assert!(
        spread(&points) > spread(&stakes),
        "points {points:?} outweigh stakes {stakes:?}"
    );
    for game in ["three-dozen", "kap-tai-shap", "kap-shap"] {
        let v = json(&[
            "simulate",
            "--game",
            game,
            "--players",
            "2",
            "--games",
            "50",
        ]);
        assert_eq!(v["games"], 50);
    }
    let v = json(&[
        "simulate",
        "--game",
        "jjak-mat-chu-gi",
        "--players",
        "4",
        "--games",
        "300",
        "--option",
        "polovinkin=on",
    ]);
    assert_eq!(v["options"], serde_json::json!(["polovinkin=on"]));
}

#[test]
fn bad_input_is_a_clear_error_with_a_nonzero_exit() {
    for (args, message) in [
        (vec!["pairs", "--game", "chess"], "unknown game"),
        (
            vec![
                "pairs",
                "--game",
                "three-dozen",
                "--option",
                "set=double-seven",
            ],
            "option set takes one of",
        ),
        (
            vec![
                "pairs",
                "--game",
                "three-dozen",
                "--option",
                "polovinkin=on",
            ],
            "has no option",
        ),
        (
            vec!["pairs", "--game", "three-dozen", "--option", "set"],
            "is not NAME=VALUE",
        ),
        (
            vec!["check", "--game", "jjak-mat-chu-gi", "--tiles", "6-3 5-x"],
            "is not a domino",
        ),
        (
            vec!["check", "--game", "jjak-mat-chu-gi", "--tiles", "0-0 6-6"],
            "not in the Chinese set",
        ),
        (
            vec![
                "check",
                "--game",
                "jjak-mat-chu-gi",
                "--tiles",
                "6-3 6-3 1-1 1-1 4-2 2-1",
            ],
            "has only 1 of 6-3",
        ),
        (
            vec!["simulate", "--game", "jjak-mat-chu-gi", "--players", "5"],
            "played by 2 to 4 players",
        ),
        (
            vec!["simulate", "--game", "kap-shap", "--players", "3"],
            "played by 2 to 2 players",
        ),
        (
            vec![
                "simulate",
                "--game",
                "three-dozen",
                "--players",
                "2",
                "--ai",
                "genius",
            ],
            "unknown AI level",
        ),
    ] {
        refused(&args, message);
    }
    let (code, _, err) = lab(&["simulate", "--game", "three-dozen"]);
    assert_ne!(code, 0);
    assert!(err.contains("--players"), "{err}");
}

#[test]
fn matjok_check_analyze_and_simulate() {
    let v = json(&[
        "check",
        "--game",
        "matjok",
        "--tiles",
        "345s678p111z777z22z",
    ]);
    assert_eq!(v["complete"], true);
    assert_eq!(v["groups"].as_array().unwrap().len(), 5);
    let v = json(&[
        "check",
        "--game",
        "matjok",
        "--tiles",
        "345s22z",
        "--open",
        "111z 777z 678p",
    ]);
    assert_eq!(v["complete"], true, "{v}");
    let v = json(&[
        "check",
        "--game",
        "matjok",
        "--tiles",
        "345s678p111z777z2z5m",
    ]);
    assert_eq!(v["complete"], false);
    assert_eq!(v["shanten"], 0);
    let v = json(&["check", "--game", "matjok", "--tiles", "1f2f3f4f5f6f7f"]);
    assert_eq!(v["complete"], true, "seven flowers win on their own");

    let v = json(&[
        "analyze",
        "--game",
        "matjok",
        "--tiles",
        "23m456p789s111z55z",
    ]);
    assert_eq!(v["shanten"], 0);
    let waits: Vec<&str> = v["waits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["tile"].as_str().unwrap())
        .collect();
    assert_eq!(waits, ["1m", "4m"]);
    assert_eq!(v["waits"][0]["forms"][0], "two-sided (2 chances)");
    let v = json(&[
        "analyze",
        "--game",
        "matjok",
        "--tiles",
        "23m456p789s111z55z9m",
    ]);
    assert_eq!(v["discards"][0]["discard"], "9m");
    assert_eq!(v["discards"][0]["count"], 8);
    let v = json(&[
        "analyze",
        "--game",
        "matjok",
        "--tiles",
        "2m456p789s",
        "--open",
        "111z 555z",
    ]);
    assert_eq!(v["shanten"], 0, "open melds shorten the hand: {v}");
    assert_eq!(v["ready_in_form_only"], false);

    // a wait on a tile whose every copy is in the hand and its melds is no live wait: the
    // hand is ready in form only, and one exchange (throw 5p, draw a live tile) from ready
    let v = json(&[
        "analyze",
        "--game",
        "matjok",
        "--tiles",
        "5p123m456m789m",
        "--open",
        "555p",
    ]);
    assert_eq!(v["ready_in_form_only"], true, "{v}");
    assert_eq!(v["shanten"], 1, "{v}");
    assert_eq!(v["waits"].as_array().unwrap().len(), 0);
    assert_eq!(v["dead_waits"][0]["tile"], "5p");
    assert_eq!(v["dead_waits"][0]["unseen"], 0);

    let a = json(&[
        "simulate",
        "--game",
        "matjok",
        "--players",
        "4",
        "--games",
        "200",
        "--seed",
        "5",
    ]);
    let b = json(&[
        "simulate",
        "--game",
        "matjok",
        "--players",
        "4",
        "--games",
        "200",
        "--seed",
        "5",
    ]);
    for k in ["games", "draw_rate", "wins_by_seat", "mean_turns"] {
        assert_eq!(a[k], b[k], "same arguments, same {k}");
    }
    let wins: u64 = a["wins_by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(wins + a["draws"].as_u64().unwrap(), 200);
    // basic-rules/turn-flow: a win, then a poeng or kong, then a straight; no claim window
    // is settled while a seat that could win or poeng has not answered
    assert_eq!(a["claims_cut_off"], 0);

    let v = json(&["bench-shanten", "--hands", "1000"]);
    assert_eq!(v["hands"], 1000);
}

#[test]
fn matjok_bad_input_is_a_clear_error() {
    for (args, says) in [
        (
            vec!["analyze", "--game", "matjok", "--tiles", "23m4x"],
            "not mahjong notation",
        ),
        (
            vec!["analyze", "--game", "matjok", "--tiles", "0m123p"],
            "not mahjong notation",
        ),
        (
            vec!["analyze", "--game", "matjok", "--tiles", "11111m23p"],
            "only four",
        ),
        (
            vec!["analyze", "--game", "matjok", "--tiles", "123m"],
            "13 or 14 tiles",
        ),
        (
            vec![
                "analyze",
                "--game",
                "matjok",
                "--tiles",
                "2m456p789s",
                "--open",
                "123z 555z",
            ],
            "not a combination",
        ),
        (
            vec!["analyze", "--game", "kap-shap", "--tiles", "6-4"],
            "for matjok",
        ),
        (
            vec!["check", "--game", "matjok", "--tiles", "1f1f"],
            "one of each flower",
        ),
        (
            vec!["simulate", "--game", "matjok", "--players", "3"],
            "4 to 4 players",
        ),
        (
            vec![
                "simulate",
                "--game",
                "matjok",
                "--players",
                "4",
                "--option",
                "maximum=5",
            ],
            "maximum",
        ),
    ] {
        refused(&args, says);
    }
}

#[test]
fn score_counts_a_matjok_win_and_its_table_payment() {
    // the rulebook's counting example: 58 points, rounded up to 60, South self-drawn
    let v = json(&[
        "score",
        "--game",
        "matjok",
        "--seat",
        "1",
        "--jongh",
        "0",
        "--tiles",
        "234s678s55s",
        "--open",
        "555p [9999m]",
        "--win-tile",
        "5s",
        "--from",
        "self",
    ]);
    assert_eq!(v["value"], 60);
    assert_eq!(v["level"], "ordinary");
    assert_eq!(v["payments"], serde_json::json!([-240, 480, -120, -120]));
    let items = v["items"].as_array().unwrap();
    assert!(items
        .iter()
        .any(|i| i["what"].as_str().unwrap().contains("closed kong") && i["points"] == 32));

    // a closed one-suit hand on West's discard pays at most the maximum
    let v = json(&[
        "score",
        "--game",
        "matjok",
        "--seat",
        "south",
        "--tiles",
        "123m234m456m789m55m",
        "--win-tile",
        "9m",
        "--from",
        "2",
    ]);
    assert_eq!(v["payments"], serde_json::json!([0, 500, -500, 0]), "{v}");
    assert_eq!(v["level"], "sam-van", "three multipliers: {v}");

    // flowers alone; an option changes the outcome
    let v = json(&[
        "score",
        "--game",
        "matjok",
        "--seat",
        "2",
        "--flowers",
        "1f2f3f4f5f6f7f8f",
        "--from",
        "self",
        "--option",
        "eight-flowers=sie-van",
    ]);
    assert_eq!(v["level"], "sie-van");
    assert_eq!(
        v["payments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_i64().unwrap())
            .sum::<i64>(),
        0
    );

    for (args, says) in [
        (
            vec!["--seat", "9", "--tiles", "123m", "--from", "self"],
            "seat from 0 to 3",
        ),
        (
            vec![
                "--seat",
                "0",
                "--tiles",
                "123m456m789m111p5s5s",
                "--win-tile",
                "5s",
                "--from",
                "0",
            ],
            "cannot have thrown",
        ),
        (
            vec![
                "--seat",
                "0",
                "--tiles",
                "123m456m789m111p5s6s",
                "--win-tile",
                "6s",
                "--from",
                "self",
            ],
            "not a winning hand",
        ),
        (
            vec!["--seat", "0", "--tiles", "12x", "--from", "self"],
            "not mahjong notation",
        ),
        (
            vec!["--seat", "0", "--flowers", "5m", "--from", "self"],
            "not a flower",
        ),
    ] {
        let mut all = vec!["score", "--game", "matjok"];
        all.extend(args);
        refused(&all, says);
    }
    refused(
        &[
            "score", "--game", "kap-shap", "--seat", "0", "--from", "self",
        ],
        "matjok",
    );
}

#[test]
fn simulate_writes_records_that_replay_and_review_read() {
    let dir = std::env::temp_dir().join(format!("jjak-records-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    let sim = json(&[
        "simulate",
        "--game",
        "kap-shap",
        "--players",
        "2",
        "--games",
        "5",
        "--records",
        d,
    ]);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 5, "one file a game");
    let mut wins = [0u64; 2];
    for f in &files {
        let r = json(&["replay", f.to_str().unwrap()]);
        assert!(r["turns"].as_u64().unwrap() > 0);
        for (w, n) in wins.iter_mut().zip(r["wins_by_seat"].as_array().unwrap()) {
            *w += n.as_u64().unwrap();
        }
        assert!(r["points_by_seat"].is_array());
    }
    let simulated: Vec<u64> = sim["wins_by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(
        wins.to_vec(),
        simulated,
        "the records replay to the simulated wins"
    );
    let first = files[0].to_str().unwrap();
    let review = json(&["review", first, "--seat", "1", "--budget", "10"]);
    let list = review["review"].as_array().unwrap();
    assert!(!list.is_empty());
    assert!(list[0]["strong"].is_string() && list[0]["strong_reason"].is_string());
    refused(&["review", first, "--seat", "3"], "no seat 3");
    // a damaged record: exit 2 with what and where
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\"jjak-record\": 1, \"game\": \"kap-shap\"").unwrap();
    refused(&["replay", bad.to_str().unwrap()], "line 1");
    refused(
        &["replay", dir.join("missing.json").to_str().unwrap()],
        "missing.json",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn simulate_reports_points_and_deal_ins_by_level_and_seat() {
    for (game, players, ai) in [
        ("matjok", "4", "strong,normal,strong,normal"),
        ("jjak-mat-chu-gi", "3", "normal,beginner,normal"),
        ("kap-shap", "2", "normal,beginner"),
    ] {
        let r = json(&[
            "simulate",
            "--game",
            game,
            "--players",
            players,
            "--games",
            "12",
            "--seed",
            "5",
            "--ai",
            ai,
            "--duplicate",
            "--budget",
            "8",
        ]);
        let levels = r["points_by_ai"].as_array().unwrap();
        // each listed level once, in the order given
        let mut named: Vec<&str> = Vec::new();
        for level in ai.split(',') {
            if !named.contains(&level) {
                named.push(level);
            }
        }
        let got: Vec<&str> = levels.iter().map(|l| l["ai"].as_str().unwrap()).collect();
        assert_eq!(got, named, "{game}");
        // the means, weighted by the seat-rounds played, add up to the seats' totals
        let seat_rounds: u64 = levels.iter().map(|l| l["rounds"].as_u64().unwrap()).sum();
        let games = r["games"].as_u64().unwrap();
        assert_eq!(
            seat_rounds,
            games * players.parse::<u64>().unwrap(),
            "{game}"
        );
        let total: f64 = levels
            .iter()
            .map(|l| l["mean"].as_f64().unwrap() * l["rounds"].as_f64().unwrap())
            .sum();
        let sum = |key: &str| -> i64 {
            r[key]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_i64().unwrap())
                .sum()
        };
        let by_seat = sum("points_by_seat");
        assert!(
            (total - by_seat as f64).abs() < 1e-6,
            "{game}: {total} vs {by_seat}"
        );
        for l in levels {
            assert!(l["margin"].as_f64().unwrap() >= 0.0, "{game}: {l}");
        }
        // a deal-in is a win on another seat's tile: never more than the wins
        let (dealt, by_ai, wins) = (
            sum("dealt_in_by_seat"),
            sum("dealt_in_by_ai"),
            sum("wins_by_seat"),
        );
        assert_eq!(dealt, by_ai, "{game}");
        assert!(dealt <= wins, "{game}: {dealt} deal-ins, {wins} wins");
        if game == "matjok" {
            assert!(
                dealt > 0,
                "twelve duplicate Matjok deals have some discard wins"
            );
        }
    }
}

/// Matjok's payments add up to zero in every round: with one level at every seat, each
/// deal's points at that level are zero, so the margin over deals is zero, while the
/// seat-rounds themselves vary.
#[test]
fn a_margin_is_taken_over_deals() {
    let r = json(&[
        "simulate",
        "--game",
        "matjok",
        "--players",
        "4",
        "--games",
        "12",
        "--seed",
        "3",
        "--ai",
        "normal",
        "--duplicate",
    ]);
    let normal = &r["points_by_ai"][0];
    assert_eq!(normal["mean"].as_f64(), Some(0.0), "{normal}");
    assert_eq!(normal["margin"].as_f64(), Some(0.0), "{normal}");
    assert!(
        normal["margin_by_round"].as_f64().unwrap() > 0.0,
        "{normal}"
    );
}

/// The all-seeing strong player (the ceiling: it reads every hand) wins far more rounds
/// than normal in two-player Jjak-mat-chu-gi, and the lab refuses it where it has none.
#[test]
fn the_all_seeing_player_is_the_pair_games_ceiling() {
    let r = json(&[
        "simulate",
        "--game",
        "jjak-mat-chu-gi",
        "--players",
        "2",
        "--games",
        "40",
        "--seed",
        "1",
        "--ai",
        "strong,normal",
        "--duplicate",
        "--all-seeing",
        "--budget",
        "60",
    ]);
    assert_eq!(r["all_seeing"], true);
    let wins = &r["wins_by_ai"];
    let (strong, normal) = (wins[0].as_u64().unwrap(), wins[1].as_u64().unwrap());
    assert!(strong > 2 * normal, "strong {strong}, normal {normal}");
    let (code, _, err) = lab(&[
        "simulate",
        "--game",
        "matjok",
        "--players",
        "4",
        "--games",
        "2",
        "--ai",
        "strong",
        "--all-seeing",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("--all-seeing"), "{err}");
    // a record would call it "strong": none is written
    let dir = std::env::temp_dir().join(format!("jjak-seeing-{}", std::process::id()));
    let (code, _, err) = lab(&[
        "simulate",
        "--game",
        "three-dozen",
        "--players",
        "2",
        "--games",
        "2",
        "--ai",
        "strong,normal",
        "--all-seeing",
        "--records",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("no records"), "{err}");
    let written = std::fs::read_dir(&dir).map_or(0, |d| d.count());
    assert_eq!(written, 0, "no record written");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `match` plays a whole match with computers and prints its record, which replays to the
/// result it states; the same seed gives the same match.
#[test]
fn match_prints_a_whole_match_as_a_record_that_replays_to_its_result() {
    let args = [
        "match",
        "--game",
        "kap-shap",
        "--players",
        "2",
        "--seed",
        "5",
        "--option",
        "rounds=2",
    ];
    let record = json(&args);
    assert_eq!(record["jjak-record"], 1);
    assert_eq!(record["result"]["over"], true);
    assert_eq!(record["result"]["rounds-scored"], 2);
    let text = record.to_string();
    let played = jjak::play::record::Record::parse(&text)
        .unwrap()
        .play()
        .unwrap();
    assert!(played.game.is_over());
    assert_eq!(json(&args), record, "the same seed, the same match");
    refused(
        &["match", "--game", "kap-shap", "--players", "9"],
        "2 players",
    );
}

/// `bench-saves` says what a move and a finished game write: a move, the game in progress
/// alone, far less than a finished game, which writes the history too.
#[test]
fn bench_saves_tells_the_bytes_a_move_and_a_finished_game_write() {
    let report = json(&["bench-saves", "--game", "kap-shap", "--players", "2"]);
    let bytes = |k: &str| report[k].as_u64().unwrap();
    assert_eq!(bytes("finished_games"), 50);
    assert!(bytes("a_move_writes") > 0);
    assert_eq!(
        bytes("a_finished_game_writes"),
        bytes("a_move_writes") + bytes("history")
    );
    assert!(bytes("a_move_writes") * 10 < bytes("a_finished_game_writes"));
}
