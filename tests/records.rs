//! Game records (docs/records.md): every game's record reads back to the same game, move by
//! move, and a damaged or hostile record is refused with a message saying what and where.

mod common;

use jjak::ai::Level;
use jjak::engine::games::GameId;
use jjak::engine::options::Options;
use jjak::engine::round::Round;
use jjak::play::record::{Record, RecordError, MAX_BYTES};
use jjak::play::session::{Player, SavedSession, Session, Setup, Step};

/// A match between computers of `level` (seat 1 a human taking its first legal move),
/// played for at most `rounds` rounds, or to its end.
fn played(game: GameId, players: u8, options: &[&str], seed: u64, rounds: usize) -> Session {
    let mut setup = Setup::against_computer(game, players, Level::Beginner);
    setup.options = Options::parse(game, options.iter().copied()).unwrap();
    let mut s = Session::new(setup, seed).unwrap();
    for _ in 0..rounds {
        for _ in 0..20_000 {
            if s.round_over() {
                break;
            }
            // each seat's legal moves have notations of their own
            for seat in s.to_act() {
                let mut names: Vec<String> = s.legal(seat).iter().map(|a| a.notation()).collect();
                let all = names.len();
                names.sort();
                names.dedup();
                assert_eq!(names.len(), all, "{game:?}: two moves written alike");
            }
            common::next_move(&mut s);
        }
        assert!(s.round_over());
        s.next_round().unwrap();
        if s.game.is_over() {
            break;
        }
    }
    s
}

/// The steps without the computers' reasons (a record keeps the moves only).
fn moves(saved: &SavedSession) -> Vec<Step> {
    saved.steps.iter().map(Step::without_reason).collect()
}

fn games() -> Vec<(GameId, u8, Vec<&'static str>)> {
    vec![
        (GameId::JjakMatChuGi, 2, vec![]),
        (GameId::JjakMatChuGi, 4, vec![]),
        (GameId::ThreeDozen, 3, vec!["rounds=2"]),
        (GameId::KapTaiShap, 5, vec![]),
        (GameId::KapShap, 2, vec!["rounds=3"]),
        (GameId::Matjok, 4, vec!["winds=1"]),
    ]
}

#[test]
fn every_game_s_record_reads_back_to_the_same_game() {
    for (game, players, options) in games() {
        for seed in 1..=10 {
            // a match played to its end, and one stopped in its second round
            for rounds in [usize::MAX, 1] {
                let mut s = played(game, players, &options, seed, rounds);
                if rounds == 1 && !s.game.is_over() {
                    // a few moves into the next round
                    for _ in 0..3 {
                        if s.computer_to_move().is_some() {
                            s.computer_move().unwrap();
                        }
                    }
                }
                let saved = s.saved();
                let record = Record::of(&saved).unwrap();
                let text = record.to_text();
                let read = Record::parse(&text).unwrap();
                assert_eq!(read, record, "{game:?} seed {seed}");
                let back = read
                    .play()
                    .unwrap_or_else(|e| panic!("{game:?} seed {seed}: {e}"));
                assert_eq!(moves(&back.saved()), moves(&saved), "{game:?} seed {seed}");
                assert_eq!(back.game.scores(), s.game.scores());
                assert_eq!(back.game.is_over(), s.game.is_over());
                if rounds == usize::MAX {
                    assert!(record.result.over, "{game:?}: the match ends");
                }
            }
        }
    }
}

#[test]
fn a_record_written_by_hand_reads_and_plays() {
    // (a game not yet begun, written by hand)
    let text = r#"{
      "jjak-record": 1,
      "game": "jjak-mat-chu-gi",
      "players": [
        {"name": "Ana", "player": "human"},
        {"name": "Computer", "player": {"computer": "normal"}}
      ],
      "seed": 7,
      "rounds": [[]],
      "result": {"rounds-scored": 0, "scores": [0, 0], "over": false}
    }"#;
    let record = Record::parse(text).unwrap();
    let s = record.play().unwrap();
    assert_eq!(s.setup.names(), ["Ana", "Computer"]);
    assert_eq!(s.setup.seats[1].player, Player::Computer(Level::Normal));
    // its first move, written by its notation, plays
    let seat = s.to_act()[0];
    let first = s.legal(seat)[0].notation();
    let with_move = text.replace(
        r#""rounds": [[]]"#,
        &format!(r#""rounds": [["{}: {first}"]]"#, seat + 1),
    );
    let s2 = Record::parse(&with_move).unwrap().play().unwrap();
    assert_eq!(s2.saved().steps.len(), 1);
}

fn sample() -> (Session, String) {
    let s = played(GameId::Matjok, 4, &["winds=1"], 3, 1);
    let text = Record::of(&s.saved()).unwrap().to_text();
    (s, text)
}

#[test]
fn a_damaged_record_is_refused_saying_what_and_where() {
    let (_, text) = sample();
    // truncated
    let cut = &text[..text.len() / 2];
    match Record::parse(cut) {
        Err(RecordError::Unreadable { line, .. }) => assert!(line > 1),
        other => panic!("{other:?}"),
    }
    // not a record at all
    assert_eq!(Record::parse("{}"), Err(RecordError::NotARecord));
    assert!(matches!(
        Record::parse("hello"),
        Err(RecordError::Unreadable { line: 1, .. })
    ));
    // a newer format
    let newer = text.replacen("\"jjak-record\": 1", "\"jjak-record\": 2", 1);
    assert_eq!(Record::parse(&newer), Err(RecordError::Version(2)));
    // megabytes of text
    let huge = format!("{}{}", text, " ".repeat(MAX_BYTES));
    assert!(matches!(Record::parse(&huge), Err(RecordError::TooLong(_))));
    // absurd numbers
    let players = text.replacen("\"seed\":", "\"strong-budget\": 4000000000, \"seed\":", 1);
    assert!(matches!(
        Record::parse(&players),
        Err(RecordError::Budget(_))
    ));
    let seed = text.replacen("\"seed\": ", "\"seed\": 99999999999999999999", 1);
    assert!(matches!(
        Record::parse(&seed),
        Err(RecordError::Unreadable { .. })
    ));
}

#[test]
fn a_record_whose_moves_break_the_rules_is_refused_at_the_move() {
    let (_, text) = sample();
    let record = Record::parse(&text).unwrap();
    // an illegal move: the first move changed to a tile its player does not hold
    let mut bad = record.clone();
    bad.rounds[0][0] = "1: throw 9z".into();
    match bad.play() {
        Err(RecordError::Illegal {
            round: 1,
            number: 1,
            why,
            ..
        }) => {
            assert!(why.contains("its moves are"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    // a move not written as SEAT: MOVE, a seat that is not at the table
    for text in ["throw 5p", "9: throw 5p", "0: throw 5p", "x: pass"] {
        let mut bad = record.clone();
        bad.rounds[0][0] = text.into();
        assert!(
            matches!(
                bad.play(),
                Err(RecordError::Unwritten {
                    round: 1,
                    number: 1,
                    ..
                })
            ),
            "{text}"
        );
    }
    // the first fault is the one told: an illegal first move before an unwritten last one
    let mut both = record.clone();
    both.rounds[0][0] = "1: throw 9z".into();
    let last = both.rounds[0].len() - 1;
    both.rounds[0][last] = "throw 5p".into();
    assert!(
        matches!(both.play(), Err(RecordError::Illegal { number: 1, .. })),
        "{:?}",
        both.play()
    );
    // another game's moves
    let mut other = record.clone();
    other.game = GameId::KapShap;
    other.players.truncate(2);
    other.result.scores.truncate(2);
    assert!(other.play().is_err());
    // a move after the round ended
    let mut after = record.clone();
    let last = after.rounds[0].last().unwrap().clone();
    after.rounds[0].push(last);
    assert!(matches!(
        after.play(),
        Err(RecordError::AfterTheEnd { round: 1 } | RecordError::Illegal { .. })
    ));
    // a result the moves do not give
    let mut result = record.clone();
    result.result.scores[0] += 1;
    assert!(matches!(result.play(), Err(RecordError::Result { .. })));
    // too many seats
    let mut seats = record.clone();
    for _ in 0..300 {
        seats.players.push(seats.players[0].clone());
    }
    assert!(matches!(seats.play(), Err(RecordError::Setup(_))));
}

#[test]
fn the_lab_s_records_replay_to_the_simulated_result() {
    use jjak::lab::{simulate_recording, SimSpec};
    for (game, players, options) in games() {
        let spec = SimSpec {
            game,
            options: Options::parse(game, options.iter().copied()).unwrap(),
            players,
            games: 12,
            first: 0,
            seed: 9,
            ai: vec![Level::Normal],
            duplicate: false,
            budget: None,
            all_seeing: false,
        };
        let mut records = Vec::new();
        let mut keep = |g: jjak::lab::Simulated| {
            records.push(jjak::lab::record_of(&spec, &g)?);
            Ok(())
        };
        let report = simulate_recording(&spec, Some(&mut keep)).unwrap();
        assert_eq!(records.len(), 12, "{game:?}");
        let (mut wins, mut points) = (vec![0u32; players as usize], vec![0i64; players as usize]);
        for record in &records {
            // through text and back, as a file on disk
            let s = Record::parse(&record.to_text()).unwrap().play().unwrap();
            let result = &s.game.results()[0];
            if let Some(w) = result.winner {
                wins[w as usize] += 1;
            }
            for (p, paid) in points.iter_mut().zip(&result.payments) {
                *p += i64::from(*paid);
            }
        }
        assert_eq!(wins, report.wins_by_seat, "{game:?}");
        assert_eq!(points, report.points_by_seat, "{game:?}");
    }
}

#[test]
fn a_review_sets_each_decision_beside_the_computers_choices() {
    use jjak::play::review::review;
    let (s, text) = sample();
    let record = Record::parse(&text).unwrap();
    let decisions = review(&record, 1, Some(10)).unwrap();
    assert!(!decisions.is_empty());
    for d in &decisions {
        assert!(
            !d.strong.1.to_string().is_empty(),
            "the strong computer says why"
        );
        assert!(
            !d.normal.1.to_string().is_empty(),
            "the normal computer says why"
        );
        assert_eq!(d.differs(), !d.played.same_choice(&d.strong.0));
    }
    // a computer of the same level as the one that played agrees with itself
    assert!(decisions.iter().any(|d| d.played.same_choice(&d.normal.0)));
    assert!(
        review(&record, s.setup.players(), None).is_err(),
        "no such seat"
    );
}

#[test]
fn the_documentation_s_example_plays() {
    let doc = include_str!("../docs/records.md");
    let example = doc
        .split("```json")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("docs/records.md shows a record");
    let s = Record::parse(example).unwrap().play().unwrap();
    assert_eq!(s.setup.names(), ["Ana", "Computer"]);
    assert_eq!(s.saved().steps.len(), 4);
}

#[test]
fn the_example_record_the_embeds_show_plays() {
    // (public/records: the replay embed's worked example on the embeds page)
    let text = include_str!("../public/records/jjak-mat-chu-gi-example.json");
    let s = Record::parse(text).unwrap().play().unwrap();
    assert!(s.game.is_over());
    assert_eq!(s.setup.names(), ["Mina", "Jun", "Seo"]);
}

/// The tiles of `game`'s first round as a record writes them, in the order given by `seed`.
fn tiles_of(game: GameId, players: u8) -> Vec<String> {
    use jjak::engine::catalog::GameRules;
    use jjak::engine::tiles::mahjong::mahjong_set;
    match GameRules::new(game, &Options::default()).unwrap() {
        GameRules::Pair(r) => r.tile_set().iter().map(|t| t.to_string()).collect(),
        GameRules::Kap(r) => jjak::engine::kap::sets_of_tiles(r.sets_for(players))
            .iter()
            .map(|t| t.to_string())
            .collect(),
        GameRules::Matjok(_) => mahjong_set(true).iter().map(|t| t.to_string()).collect(),
    }
}

#[test]
fn a_position_of_one_s_own_is_dealt_from_the_tiles_in_order() {
    use jjak::play::record::FirstRound;
    for (game, players) in [
        (GameId::JjakMatChuGi, 2),
        (GameId::ThreeDozen, 3),
        (GameId::KapShap, 2),
        (GameId::KapTaiShap, 4),
        (GameId::Matjok, 4),
    ] {
        let mut tiles = tiles_of(game, players);
        tiles.reverse();
        tiles.rotate_left(7);
        let mut setup = Setup::against_computer(game, players, Level::Beginner);
        for s in &mut setup.seats {
            s.player = Player::Computer(Level::Beginner);
        }
        let mut record = Record::unscored(&setup, 1, vec![vec![]]);
        record.first_round = Some(FirstRound {
            seed: 4,
            first: Some(1),
            tiles: Some(tiles.clone()),
        });
        let s = record.clone().finished().unwrap().play().unwrap();
        if matches!(game, GameId::JjakMatChuGi | GameId::ThreeDozen) {
            // the first player's six are the list's last six
            let mut want: Vec<String> = tiles[tiles.len() - 6..].to_vec();
            want.sort();
            let dealt = Session::new(record.setup(), 1).unwrap();
            let jjak::engine::matches::MatchRound::Pair(g) = dealt.round() else {
                panic!("a pair game")
            };
            // (in the hand, or laid down at once as pairs)
            let v = g.view(0);
            let laid = v.melds[0].iter().flat_map(|&(a, b)| [a, b]);
            let mut got: Vec<String> = v
                .hand
                .iter()
                .copied()
                .chain(laid)
                .map(|t| t.to_string())
                .collect();
            got.sort();
            assert_eq!(got, want, "{game:?}");
        }
        // the same position dealt from the same tiles, played out, reads back
        let mut s = s;
        while !s.round_over() {
            s.computer_move().unwrap();
        }
        let back = Record::of(&s.saved()).unwrap();
        assert_eq!(back.first_round, record.first_round);
        Record::parse(&back.to_text()).unwrap().play().unwrap();
        // a tile missing, or one that is not a tile: refused, saying so
        let mut short = record.clone();
        short
            .first_round
            .as_mut()
            .unwrap()
            .tiles
            .as_mut()
            .unwrap()
            .pop();
        let e = short.play().unwrap_err().to_string();
        assert!(
            e.contains("not the game's") || e.contains("does not hold exactly the tiles"),
            "{game:?}: {e}"
        );
        let mut junk = record.clone();
        junk.first_round.as_mut().unwrap().tiles.as_mut().unwrap()[0] = "x".into();
        let e = junk.play().unwrap_err().to_string();
        assert!(e.contains("tile 1 (\"x\") is not a tile"), "{game:?}: {e}");
    }
}

#[test]
fn an_absurd_first_round_is_refused_at_once() {
    use jjak::play::record::FirstRound;
    let setup = Setup::against_computer(GameId::Matjok, 4, Level::Beginner);
    let mut record = Record::unscored(&setup, 1, vec![vec![]]);
    // a list of two hundred thousand tiles: refused by its length, not sorted
    let many = vec!["1p".to_string(); 200_000];
    record.first_round = Some(FirstRound {
        seed: 1,
        first: None,
        tiles: Some(many),
    });
    let e = record.play().unwrap_err().to_string();
    assert!(e.contains("not the game's"), "{e}");
    // seats are counted from 1
    for first in [0, 5] {
        let mut r = Record::unscored(&setup, 1, vec![vec![]]);
        r.first_round = Some(FirstRound {
            seed: 1,
            first: Some(first),
            tiles: None,
        });
        let e = Record::parse(&r.to_text()).unwrap_err();
        assert_eq!(e, jjak::play::record::RecordError::NoSuchSeat(first));
    }
}

/// What the app writes it reads back: the longest record it can write (as many moves as a
/// record may hold, each the longest move there is, one a line) is within the size read.
#[test]
fn the_longest_record_the_app_can_write_is_read_back_not_refused_as_too_long() {
    use jjak::play::record::MAX_MOVES;
    let setup = Setup::against_computer(GameId::Matjok, 4, Level::Normal);
    let longest = "4: claim the discard for the straight from 4p".to_string();
    let text = Record::unscored(&setup, 1, vec![vec![longest; MAX_MOVES]]).to_text();
    assert!(text.len() <= MAX_BYTES, "{} bytes", text.len());
    assert!(Record::parse(&text).is_ok());
    // and one over the limit is refused as too long, by its size
    let over = format!("{text}{}", " ".repeat(MAX_BYTES));
    assert!(matches!(Record::parse(&over), Err(RecordError::TooLong(_))));
}
