//! Saves against hostile and old input: a save from anywhere (another version, another
//! tab, another hand) never stops the app and never loses what it held.

mod common;

use jjak::ai::Level;
use jjak::engine::games::GameId;
use jjak::engine::setup::SetupError;
use jjak::play::save::{
    decode, encode, remember_embed, Help, LoadError, Loaded, MemoryStorage, SaveError, SaveFile,
    Saves, Settings, Theme, EMBED_INDEX, KEY, SCHEMA,
};
use jjak::play::session::{Player, RestoreError, SeatSetup, Session, Setup};

/// A game of Jjak-mat-chu-gi some moves in, and the session it was saved from.
fn mid_game() -> (SaveFile, Session) {
    game_after(GameId::JjakMatChuGi, 3, 7, 9)
}

/// `game` for `players` dealt from `seed`, `moves` moves in (the computers' and the
/// human's first legal move), and the session it was saved from.
/// A game of `players` against normal computers after `moves` moves (or at its first
/// round's end), and its save.
fn game_after(game: GameId, players: u8, seed: u64, moves: usize) -> (SaveFile, Session) {
    let mut s = Session::new(Setup::against_computer(game, players, Level::Normal), seed).unwrap();
    for _ in 0..moves {
        if s.round_over() {
            break;
        }
        if s.computer_to_move().is_some() {
            s.computer_move().unwrap();
        } else {
            let seat = s.to_act()[0];
            s.play(seat, s.legal(seat)[0]).unwrap();
        }
    }
    let file = SaveFile {
        session: Some(s.saved()),
        ..SaveFile::default()
    };
    (file, s)
}

fn storage_with(text: &str) -> MemoryStorage {
    let mut storage = MemoryStorage::default();
    storage.items.insert(KEY.into(), text.into());
    storage
}

fn kept_copies(storage: &MemoryStorage) -> usize {
    storage
        .items
        .keys()
        .filter(|k| k.contains(".unreadable."))
        .count()
}

#[test]
fn a_save_with_more_seats_than_any_game_has_is_refused_not_wrapped() {
    let (mut file, _) = mid_game();
    let saved = file.session.as_mut().unwrap();
    saved.setup.seats.extend((0..256).map(|i| SeatSetup {
        name: format!("C{i}"),
        player: Player::Computer(Level::Normal),
        you: false,
    }));
    assert_eq!(
        saved.setup.seats.len(),
        259,
        "259 seats would wrap to 3 as a u8"
    );
    match Session::restore(saved) {
        Err(RestoreError::Setup(SetupError::Seats { seats: 259, .. })) => {}
        other => panic!("{:?}", other.map(|_| "restored")),
    }
    // the message names the game's limits
    let e = Session::restore(saved).err().unwrap().to_string();
    assert!(e.contains("2 to 4 players, not 259"), "{e}");
}

#[test]
fn a_save_with_options_its_game_does_not_have_or_take_is_refused() {
    for (name, value) in [("rounds", "0"), ("rounds", "x"), ("set", "double-nine")] {
        let (mut file, _) = mid_game();
        let saved = file.session.as_mut().unwrap();
        let mut options = serde_json::to_value(&saved.setup.options).unwrap();
        options[name] = value.into();
        saved.setup.options = serde_json::from_value(options).unwrap();
        assert!(
            matches!(
                Session::restore(saved),
                Err(RestoreError::Setup(SetupError::Option(_)))
            ),
            "{name}={value}"
        );
    }
}

#[test]
fn stored_settings_become_the_nearest_offered_choice() {
    let text = r#"{"schema":2,"revision":1,"session":null,"history":[],
        "settings":{"ai_pace_ms":4294967295,"think_ms":0,"theme":99,"help":99}}"#;
    let d = decode(text).unwrap();
    assert_eq!(
        d.file.settings,
        Settings {
            ai_pace_ms: 1500,
            think_ms: 500,
            theme: Theme::System,
            help: Help::Off,
            network: Default::default(),
        }
    );
    let fine = Settings {
        ai_pace_ms: 300,
        think_ms: 2000,
        theme: Theme::Dark,
        help: Help::Hints,
        network: Default::default(),
    };
    assert_eq!(fine.normalized(), fine, "offered values stay");
    let between = Settings {
        ai_pace_ms: 2147483647,
        think_ms: 1400,
        ..fine.clone()
    };
    assert_eq!(between.normalized().ai_pace_ms, 1500);
    assert_eq!(between.normalized().think_ms, 1000);
}

#[test]
fn a_damaged_save_is_copied_aside_once_however_often_it_is_loaded() {
    let mut storage = storage_with("{\"schema\":2,");
    for _ in 0..3 {
        let mut tab = Saves::new(storage.clone());
        assert!(matches!(
            tab.load(),
            Loaded::Bad {
                kept_as: Some(_),
                ..
            }
        ));
        storage = tab.storage;
    }
    assert_eq!(kept_copies(&storage), 1);
    // a different damaged text gets a copy of its own
    storage.items.insert(KEY.into(), "[1,2".into());
    let mut tab = Saves::new(storage);
    tab.load();
    assert_eq!(kept_copies(&tab.storage), 2);
}

#[test]
fn a_damaged_save_that_cannot_be_copied_is_never_written_over() {
    let damaged = format!("{{\"schema\":2,{}", "y".repeat(5000));
    let mut tab = Saves::new(MemoryStorage {
        limit: Some(4000),
        ..storage_with(&damaged)
    });
    match tab.load() {
        Loaded::Bad { kept_as: None, .. } => {}
        other => panic!("{other:?}"),
    }
    tab.adopt_current();
    // a settings change would save: refused, and the damaged text is still there
    let mut file = SaveFile::default();
    file.settings.theme = Theme::Dark;
    assert_eq!(tab.save(&mut file), Err(SaveError::WouldLose));
    assert_eq!(tab.storage.items[KEY], damaged);
    assert!(SaveError::WouldLose
        .to_string()
        .contains("free some storage"));
    // once there is room, the copy is made and the save goes ahead
    tab.storage.limit = None;
    assert_eq!(tab.save(&mut file), Ok(()));
    assert_eq!(kept_copies(&tab.storage), 1);
    assert!(tab.storage.items.values().any(|v| *v == damaged));
}

#[test]
fn a_save_of_a_newer_version_is_kept_and_never_written_over_by_an_older_page() {
    let next = SCHEMA as u64 + 1;
    let newer = format!(r#"{{"schema":{next},"revision":5,"whatever":"comes next"}}"#);
    let mut tab = Saves::new(storage_with(&newer));
    match tab.load() {
        Loaded::Bad {
            error: LoadError::UnknownVersion(v),
            kept_as: Some(_),
            ..
        } if v == next => {}
        other => panic!("{other:?}"),
    }
    tab.adopt_current();
    assert_eq!(
        tab.save(&mut SaveFile::default()),
        Err(SaveError::Newer(next))
    );
    assert_eq!(tab.storage.items[KEY], newer);
}

/// A golden save (tests/golden, from the build that wrote formats up to 4).
fn golden(game: &str, file: &str) -> String {
    let path = format!("{}/tests/golden/{game}/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Format 2 saved a computer's reasons as plain strings; format 3 keeps their seats and
/// tiles apart. A format-2 save is read as it is (no notice, no copy): it replays, its
/// reasons read as the words they were.
#[test]
fn a_format_2_save_keeps_its_reasons_as_plain_words() {
    let text = golden("matjok", "save-2.json");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let plain: Vec<String> = v["session"]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|step| Some(step.get("move")?.get("reason")?.as_str()?.to_string()))
        .collect();
    assert!(
        plain.iter().any(|r| r.contains("threw ")),
        "a computer threw a tile: {plain:?}"
    );
    let mut tab = Saves::new(storage_with(&text));
    let Loaded::Saved(file) = tab.load() else {
        panic!("a format-2 save is read as it is")
    };
    assert_eq!(kept_copies(&tab.storage), 0, "nothing to keep aside");
    let saved = file.session.as_ref().unwrap();
    let reasons: Vec<String> = saved
        .steps
        .iter()
        .filter_map(|s| match s {
            jjak::play::session::Step::Move { reason, .. } => {
                reason.as_ref().map(ToString::to_string)
            }
            _ => None,
        })
        .collect();
    assert_eq!(reasons, plain);
}

/// RULES.md now plays Three Dozen without a reshuffle limit (seed 002); a game saved
/// before (format 3 or older) was played with the old default of 3, and keeps it, so it
/// replays to the position it was saved at. A game saved since without the option has
/// no limit.
#[test]
fn a_three_dozen_game_saved_before_the_reshuffle_limit_went_keeps_its_limit_of_three() {
    let limit_of = |saved: &jjak::play::session::SavedSession| match Session::restore(saved)
        .unwrap()
        .round()
    {
        jjak::engine::matches::MatchRound::Pair(g) => {
            jjak::engine::round::Round::rules(g).reshuffle_limit
        }
        _ => unreachable!("a Three Dozen game"),
    };
    let old = golden("three-dozen", "save-3.json");
    assert!(
        !old.contains("reshuffle-limit"),
        "written before the option"
    );
    let mut tab = Saves::new(storage_with(&old));
    let Loaded::Saved(file) = tab.load() else {
        panic!("format 3 is read as it is")
    };
    let saved = file.session.as_ref().unwrap();
    assert_eq!(saved.setup.options.get("reshuffle-limit"), Some("3"));
    assert_eq!(limit_of(saved), Some(3));
    let (file, s) = game_after(GameId::ThreeDozen, 5, 11, 12);
    let mut tab = Saves::new(storage_with(&encode(&file)));
    let Loaded::Saved(file) = tab.load() else {
        panic!("today's format is read as it is")
    };
    let saved = file.session.as_ref().unwrap();
    assert_eq!(saved.setup.options.get("reshuffle-limit"), None);
    assert_eq!(saved.steps, s.saved().steps, "every move read back");
    assert_eq!(limit_of(saved), None);
}

/// A save of format 1 (each move written out in full, with its words) keeps its settings,
/// its history and the game in progress, replayed to the same position.
#[test]
fn a_format_1_save_is_brought_forward_with_its_game_settings_and_history() {
    let (_, session) = mid_game();
    let saved = session.saved();
    // the first format: steps as {"move": {seat, action, text, reason}} and "next-round"
    let steps: Vec<serde_json::Value> = session
        .log
        .iter()
        .map(|e| {
            serde_json::json!({"move": {"seat": e.seat, "action": {"pair": "format 1"},
                "text": e.text, "reason": e.reason.as_ref().map(ToString::to_string)}})
        })
        .collect();
    assert_eq!(steps.len(), saved.steps.len(), "one round, moves only");
    let v1 = serde_json::json!({
        "schema": 1,
        "revision": 4,
        "session": {"setup": saved.setup, "seed": saved.seed, "steps": steps},
        "settings": {"ai_pace_ms": 300, "think_ms": 2000},
        "history": [{"game": "K'ap Shap", "players": ["You", "Computer 1"], "scores": [3, -3], "rounds": 10}],
    });
    let mut tab = Saves::new(storage_with(&v1.to_string()));
    let Loaded::Repaired {
        file,
        from_schema: 1,
        left_out,
        kept_as: Some(kept),
    } = tab.load()
    else {
        panic!("a format-1 save is repaired")
    };
    assert!(left_out.is_empty(), "{left_out:?}");
    assert_eq!(
        tab.storage.items[&kept],
        v1.to_string(),
        "the original is kept"
    );
    assert_eq!(file.settings.ai_pace_ms, 300);
    assert_eq!(file.settings.think_ms, 2000);
    assert_eq!(file.history.len(), 1);
    assert_eq!(file.history[0].rounds, 10);
    let restored = Session::restore(file.session.as_ref().unwrap()).unwrap();
    assert_eq!(restored.game, session.game, "the same position");
    // (the reasons as format 1 wrote them: their words, read as the words they were)
    let plain = |log: &[jjak::play::session::LogEntry]| {
        log.iter()
            .map(|e| (e.seat, e.action, e.reason.as_ref().map(ToString::to_string)))
            .collect::<Vec<_>>()
    };
    assert_eq!(plain(&restored.log), plain(&session.log));
    // and it is written back in today's format at the next save
    let mut file = file;
    tab.save(&mut file).unwrap();
    assert!(decode(&tab.storage.items[KEY]).unwrap().is_whole());
}

#[test]
fn a_format_1_move_that_no_longer_fits_loses_the_game_but_not_the_rest() {
    let (_, session) = mid_game();
    let saved = session.saved();
    let v1 = serde_json::json!({
        "schema": 1, "revision": 1,
        "session": {"setup": saved.setup, "seed": saved.seed,
            "steps": [{"move": {"seat": 0, "action": {}, "text": "juggle 7-7"}}]},
        "settings": {"ai_pace_ms": 0, "think_ms": 500},
        "history": [],
    });
    let d = decode(&v1.to_string()).unwrap();
    // (the move named, and why it is left out)
    assert_eq!(d.left_out.len(), 1);
    assert!(
        d.left_out[0].starts_with("the game in progress (saved step 0 is not a legal move"),
        "{:?}",
        d.left_out
    );
    assert!(
        d.left_out[0].contains("cannot \"juggle 7-7\" here"),
        "{:?}",
        d.left_out
    );
    assert_eq!(d.file.settings.ai_pace_ms, 0);
}

#[test]
fn one_field_of_the_wrong_type_loses_that_field_not_the_file() {
    let (file, _) = mid_game();
    let mut v: serde_json::Value = serde_json::from_str(&encode(&file)).unwrap();
    v["settings"] =
        serde_json::json!({"ai_pace_ms": 300, "think_ms": 2000, "theme": "dark", "help": 1});
    v["history"] = serde_json::json!([
        {"game": "Matjok", "players": ["A"], "scores": [1], "rounds": 4294967296u64},
        {"game": 7},
        {"game": "Three Dozen", "players": ["A", "B"], "scores": [0, 0], "rounds": 2},
    ]);
    let d = decode(&v.to_string()).unwrap();
    assert_eq!(d.left_out, ["settings.theme", "history entry 2"]);
    assert_eq!(d.file.settings.ai_pace_ms, 300);
    assert_eq!(d.file.settings.help, Help::Hints);
    assert_eq!(
        d.file.settings.theme,
        Theme::System,
        "the bad field takes its default"
    );
    assert_eq!(d.file.history.len(), 2);
    assert_eq!(
        d.file.history[0].rounds, 4294967296,
        "fits on every machine"
    );
    assert_eq!(d.file.session, file.session, "the game is untouched");

    // an unknown player kind loses the game in progress, not the settings
    v["session"]["setup"]["seats"][1]["player"] = "robot".into();
    let d = decode(&v.to_string()).unwrap();
    assert!(d.left_out.contains(&"the game in progress".to_string()));
    assert_eq!(d.file.session, None);
    assert_eq!(d.file.settings.ai_pace_ms, 300);

    // loading such a save keeps the whole text aside, once
    let mut tab = Saves::new(storage_with(&v.to_string()));
    assert!(matches!(
        tab.load(),
        Loaded::Repaired {
            kept_as: Some(_),
            ..
        }
    ));
    Saves::new(tab.storage.clone()).load();
    assert_eq!(kept_copies(&tab.storage), 1);
}

#[test]
fn the_revision_wraps_instead_of_overflowing() {
    let text =
        encode(&SaveFile::default()).replace("\"revision\":0", "\"revision\":18446744073709551615");
    let mut tab = Saves::new(storage_with(&text));
    let Loaded::Saved(mut file) = tab.load() else {
        panic!()
    };
    assert_eq!(file.revision, u64::MAX);
    tab.save(&mut file).unwrap();
    assert_eq!(file.revision, 0);
}

#[test]
fn embedded_games_keep_a_bounded_number_of_saves_oldest_dropped_first() {
    let mut storage = MemoryStorage::default();
    for n in 0..10 {
        let key = format!("jjak.embed.game=kap-shap&players=2&seed={n}");
        storage.items.insert(key.clone(), "{}".into());
        storage
            .items
            .insert(jjak::play::save::history_key(&key), "{}".into());
        remember_embed(&mut storage, &key, 8).unwrap();
    }
    let index: Vec<&str> = storage.items[EMBED_INDEX].lines().collect();
    assert_eq!(index.len(), 8);
    assert!(index[0].ends_with("seed=9"), "most recent first");
    assert!(
        !storage
            .items
            .keys()
            .any(|k| k.contains("seed=0") || k.contains("seed=1")),
        "their games and histories went"
    );
    assert!(storage
        .items
        .contains_key("jjak.embed.game=kap-shap&players=2&seed=2"));
    // opening an old one again moves it to the front, dropping nothing new
    remember_embed(&mut storage, "jjak.embed.game=kap-shap&players=2&seed=2", 8).unwrap();
    let index: Vec<&str> = storage.items[EMBED_INDEX].lines().collect();
    assert!(index[0].ends_with("seed=2"));
    assert_eq!(index.len(), 8);
}

/// A save that reads whole but whose game does not replay (here: a move that is not one)
/// is kept aside as it was stored; with no room for the copy it is not written over.
#[test]
fn a_game_that_does_not_replay_is_kept_as_stored_and_not_written_over_without_a_copy() {
    let (file, _) = mid_game();
    let mut v: serde_json::Value = serde_json::from_str(&encode(&file)).unwrap();
    v["session"]["steps"][0]["move"]["notation"] = "juggle 7-7".into();
    let stored = format!("{v}{}", " ".repeat(5000));
    let mut tab = Saves::new(MemoryStorage {
        limit: Some(4000),
        ..storage_with(&stored)
    });
    let Loaded::Saved(mut file) = tab.load() else {
        panic!("it reads whole")
    };
    assert!(Session::restore(file.session.as_ref().unwrap()).is_err());
    // what the app does when the game does not replay
    assert_eq!(tab.keep_current_aside(), None, "no room for the copy");
    file.session = None;
    assert_eq!(tab.save(&mut file), Err(SaveError::WouldLose));
    assert_eq!(tab.storage.items[KEY], stored);
    tab.storage.limit = None;
    assert_eq!(tab.save(&mut file), Ok(()));
    assert!(
        tab.storage.items.values().any(|t| *t == stored),
        "kept as stored"
    );
}

#[test]
fn a_part_of_the_save_this_version_does_not_know_is_kept_at_the_next_save() {
    // (a newer version's data survives a save by an older tab)
    let mut storage = MemoryStorage::default();
    let stored = r#"{"schema":4,"revision":3,"session":null,"settings":{"ai_pace_ms":0,"think_ms":500},"history":[],"friends":[{"name":"Ana"}],"z":7}"#;
    storage.items.insert(KEY.into(), stored.into());
    let mut saves = Saves::new(storage);
    let Loaded::Saved(mut file) = saves.load() else {
        panic!("read whole")
    };
    file.settings.ai_pace_ms = 300;
    saves.save(&mut file).unwrap();
    let text = saves.storage.items[KEY].clone();
    assert!(text.contains(r#""friends":[{"name":"Ana"}]"#), "{text}");
    assert!(text.contains(r#""z":7"#), "{text}");
    assert!(text.contains(r#""ai_pace_ms":300"#), "{text}");
    // and read again, still kept
    let Ok(d) = jjak::play::save::decode(&text) else {
        panic!()
    };
    assert_eq!(d.file.unknown.0.len(), 2);
}

#[test]
fn an_embedded_game_saved_under_the_old_key_moves_to_its_new_one() {
    use jjak::play::save::{embed_key, move_old_embed};
    let mut storage = MemoryStorage::default();
    let old = embed_key("seed=01&game=kap-shap");
    let new = embed_key("game=kap-shap&players=2&seed=1");
    storage.items.insert(old.clone(), "the old game".into());
    move_old_embed(&mut storage, &old, &new).unwrap();
    assert_eq!(
        storage.items.get(&new).map(String::as_str),
        Some("the old game")
    );
    assert!(!storage.items.contains_key(&old), "the old key is removed");
    // a game saved under the new key already is not written over
    storage.items.insert(old.clone(), "older".into());
    move_old_embed(&mut storage, &old, &new).unwrap();
    assert_eq!(
        storage.items.get(&new).map(String::as_str),
        Some("the old game")
    );
    assert!(!storage.items.contains_key(&old));
    // the app's own save and the index are never touched
    storage.items.insert(KEY.into(), "app".into());
    move_old_embed(&mut storage, KEY, &new).unwrap();
    assert!(storage.items.contains_key(KEY));
}

#[test]
fn a_finished_game_keeps_its_moves_in_the_history_to_replay() {
    use jjak::play::replay::Replay;
    use jjak::play::save::{FinishedGame, KeptGame};
    let mut s = Session::new(
        Setup::against_computer(GameId::KapShap, 2, Level::Beginner),
        4,
    )
    .unwrap();
    common::play_match(&mut s);
    let f = FinishedGame::of(&s);
    let kept = KeptGame::parse(f.kept.as_deref().expect("the game is kept")).unwrap();
    // through the storage and back
    let mut tab = Saves::new(MemoryStorage::default());
    tab.save(&mut SaveFile {
        history: vec![f],
        ..SaveFile::default()
    })
    .unwrap();
    let Loaded::Saved(file) = Saves::new(tab.storage).load() else {
        panic!("read whole")
    };
    let back = KeptGame::parse(file.history[0].kept.as_deref().unwrap()).unwrap();
    assert_eq!(back, kept);
    let r = Replay::new(back.saved().unwrap()).unwrap();
    assert_eq!(r.len(), s.saved().steps.len());
    // and as a link's text
    assert_eq!(KeptGame::parse(&kept.to_text()).unwrap(), kept);
    assert!(KeptGame::parse("{").is_err());
    let mut bad = kept.clone();
    bad.moves.push("x.y".into());
    assert!(bad.saved().unwrap_err().contains("x.y"));
    // a link's game within a record's limits: as many moves as a record, not one more
    let mut greedy = kept.clone();
    greedy.setup.budget = Some(4_000_000_000);
    assert!(greedy.saved().unwrap_err().contains("at most"));
    let mut long = kept.clone();
    long.moves = vec!["1: draw from the wall".to_string(); 50_001];
    let refused = long.saved().unwrap_err();
    assert!(
        refused.contains("50001 moves; a record may hold at most 50000"),
        "{refused}"
    );
    long.moves.pop();
    assert!(
        long.saved().is_ok(),
        "50,000 moves are read (and refused by the rules)"
    );
    // a link of the first version (each move's place among the legal moves), too long
    let old_long = format!(
        r#"{{"setup":{},"seed":4,"steps":"{}"}}"#,
        serde_json::to_string(&kept.setup).unwrap(),
        vec!["0.0"; 50_001].join("_")
    );
    let refused = KeptGame::parse(&old_long).unwrap().saved().unwrap_err();
    assert!(refused.contains("50001 moves"), "{refused}");
    // a kept game of a version this build does not know
    let mut newer = kept.clone();
    newer.kept = 3;
    assert!(newer.saved().unwrap_err().contains("version 3"));
    // a history entry written before games were kept still reads
    let old = r#"{"schema":4,"revision":1,"session":null,"settings":{"ai_pace_ms":0,"think_ms":500},"history":[{"game":"Matjok","players":["A","B","C","D"],"scores":[1,2,3,-6],"rounds":4}]}"#;
    let d = decode(old).unwrap();
    assert!(d.left_out.is_empty());
    assert_eq!(d.file.history[0].kept, None);
}

#[test]
fn a_full_storage_lets_the_oldest_games_moves_go_before_the_game_in_progress() {
    use jjak::play::save::FinishedGame;
    let mut s = Session::new(
        Setup::against_computer(GameId::KapShap, 2, Level::Beginner),
        6,
    )
    .unwrap();
    common::play_match(&mut s);
    let game = FinishedGame::of(&s);
    let mut file = SaveFile {
        history: vec![game.clone(), game.clone(), game.clone()],
        session: Some(
            Session::new(Setup::against_computer(GameId::Matjok, 4, Level::Normal), 1)
                .unwrap()
                .saved(),
        ),
        ..SaveFile::default()
    };
    // room for everything but one game's moves
    let whole = jjak::play::save::encode_history(&file.history).len();
    let one = game.kept.as_ref().unwrap().len();
    let storage = MemoryStorage {
        limit: Some(whole - one / 2),
        ..MemoryStorage::default()
    };
    let mut saves = Saves::new(storage);
    assert_eq!(saves.save_making_room(&mut file), Ok(1));
    assert!(file.session.is_some(), "the game in progress is saved");
    assert_eq!(file.history.len(), 3, "every game's scores stay");
    assert!(
        file.history[2].kept.is_none(),
        "the oldest game's moves went"
    );
    assert!(file.history[0].kept.is_some());
    // no room even without any game's moves: the notice saves always gave
    let mut saves = Saves::new(MemoryStorage {
        limit: Some(10),
        ..MemoryStorage::default()
    });
    assert_eq!(
        saves.save_making_room(&mut file),
        Err(jjak::play::save::SaveError::Storage(
            jjak::play::save::StorageError::Full
        ))
    );
}

/// What each key of the storage was written, in order.
#[derive(Default)]
struct Watched {
    inner: MemoryStorage,
    writes: std::rc::Rc<std::cell::RefCell<Vec<(String, usize)>>>,
}

impl jjak::play::save::Storage for Watched {
    fn get(&self, key: &str) -> Result<Option<String>, jjak::play::save::StorageError> {
        self.inner.get(key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), jjak::play::save::StorageError> {
        self.writes
            .borrow_mut()
            .push((key.to_string(), value.len()));
        self.inner.set(key, value)
    }
    fn remove(&mut self, key: &str) -> Result<(), jjak::play::save::StorageError> {
        self.inner.remove(key)
    }
}

/// A move writes the game in progress alone; the history, under its own key, is written
/// when a game joins it. A save of format 4 (the history inside) moves its history to
/// that key at its next save, and nothing is lost on the way.
#[test]
fn a_move_writes_the_game_in_progress_and_a_finished_game_the_history() {
    use jjak::play::save::{history_key, FinishedGame};
    let old = golden("kap-shap", "save-4.json");
    let mut storage = Watched::default();
    storage.inner.items.insert(KEY.into(), old);
    let writes = storage.writes.clone();
    let mut tab = Saves::new(storage);
    let Loaded::Saved(mut file) = tab.load() else {
        panic!("format 4 is read as it is")
    };
    assert_eq!(file.history.len(), 1);
    // the first save after it: the history to its key, then the game
    tab.save(&mut file).unwrap();
    let keys: Vec<String> = writes.borrow().iter().map(|w| w.0.clone()).collect();
    assert_eq!(keys, [history_key(KEY), KEY.to_string()]);
    assert!(!tab.storage.inner.items[KEY].contains("\"history\""));
    // moves: the game alone
    let mut s = Session::new(
        Setup::against_computer(GameId::KapShap, 2, Level::Normal),
        3,
    )
    .unwrap();
    writes.borrow_mut().clear();
    for _ in 0..5 {
        common::next_move(&mut s);
        file.session = Some(s.saved());
        tab.save(&mut file).unwrap();
    }
    assert!(
        writes.borrow().iter().all(|w| w.0 == KEY),
        "{:?}",
        writes.borrow()
    );
    // a finished game: the history too
    common::play_match(&mut s);
    file.remember(FinishedGame::of(&s));
    file.session = None;
    writes.borrow_mut().clear();
    tab.save(&mut file).unwrap();
    assert_eq!(writes.borrow().len(), 2);
    // another tab reads both back
    let Loaded::Saved(back) = Saves::new(tab.storage.inner.clone()).load() else {
        panic!("read whole")
    };
    assert_eq!(back.history, file.history);
    assert_eq!(back.history.len(), 2);
    assert_eq!(back.settings, file.settings);
}

/// A history that cannot be read whole is kept aside as stored, the games that could be
/// read are kept, and the player is told; the save itself is untouched.
#[test]
fn a_damaged_history_is_kept_aside_and_the_readable_games_kept() {
    use jjak::play::save::{encode_history, history_key, FinishedGame};
    let game = FinishedGame {
        game: "K'ap Shap".into(),
        id: None,
        players: vec!["A".into(), "B".into()],
        seats: vec![],
        scores: vec![1, -1],
        rounds: 3,
        kept: None,
    };
    let good = encode_history(&[game.clone()]);
    let damaged = good.replacen("[{", "[7,{", 1);
    let mut storage = MemoryStorage::default();
    storage.items.insert(history_key(KEY), damaged.clone());
    let mut tab = Saves::new(storage);
    let Loaded::Repaired {
        file,
        left_out,
        kept_as: Some(kept),
        ..
    } = tab.load()
    else {
        panic!("repaired")
    };
    assert_eq!(file.history, vec![game]);
    assert_eq!(left_out, ["history entry 1"]);
    assert_eq!(tab.storage.items[&kept], damaged);
    // not a history at all: the same, nothing read
    let mut storage = MemoryStorage::default();
    storage.items.insert(history_key(KEY), "{{".into());
    let Loaded::Repaired {
        file,
        left_out,
        kept_as: Some(_),
        ..
    } = Saves::new(storage).load()
    else {
        panic!("repaired")
    };
    assert!(file.history.is_empty());
    assert!(left_out[0].starts_with("the history ("), "{left_out:?}");
}

/// With no room to copy a damaged history aside, it is not written over: saving a new
/// finished game says why and stores nothing, until there is room.
#[test]
fn a_damaged_history_that_cannot_be_copied_is_never_written_over() {
    use jjak::play::save::{history_key, FinishedGame, SaveError};
    let damaged = format!("{{\"schema\":5,\"history\":[1]}}{}", " ".repeat(5000));
    let mut storage = MemoryStorage {
        limit: Some(4000),
        ..MemoryStorage::default()
    };
    storage.items.insert(history_key(KEY), damaged.clone());
    let mut tab = Saves::new(storage);
    let Loaded::Repaired {
        mut file,
        kept_as: None,
        ..
    } = tab.load()
    else {
        panic!("repaired, with no room for the copy")
    };
    file.remember(FinishedGame {
        game: "Matjok".into(),
        id: None,
        players: vec![],
        seats: vec![],
        scores: vec![],
        rounds: 1,
        kept: None,
    });
    assert_eq!(tab.save(&mut file), Err(SaveError::WouldLose));
    assert_eq!(tab.storage.items[&history_key(KEY)], damaged);
    tab.storage.limit = None;
    assert_eq!(tab.save(&mut file), Ok(()));
    assert!(
        tab.storage.items.values().any(|t| *t == damaged),
        "kept as stored"
    );
}

/// A save keeps what was said as message keys and arguments, never rendered words: a game
/// saved in Korean and continued in Dutch reads in Dutch, and the player spoken to is a
/// property of the seat, not of a name in the save's language.
#[test]
fn a_save_holds_no_rendered_words() {
    for game in GameId::ALL {
        let players = if game == GameId::KapShap { 2 } else { 4 };
        let (file, s) = jjak_words::with_language("ko", || game_after(game, players, 5, 80));
        let json: serde_json::Value = serde_json::from_str(&encode(&file)).unwrap();
        let steps = json["session"]["steps"].as_array().unwrap();
        let mut reasons = 0;
        for step in steps {
            let Some(reason) = step.get("move").and_then(|m| m.get("reason")) else {
                continue;
            };
            reasons += 1;
            for piece in reason.as_array().unwrap() {
                assert!(
                    piece["key"].is_string(),
                    "{game:?}: words in a save: {piece}"
                );
            }
        }
        assert!(reasons > 0, "{game:?}: the computers said why");
        // the seat spoken to, by the seat, not by its Korean name
        let seat0 = &json["session"]["setup"]["seats"][0];
        assert_eq!(seat0["you"], true, "{game:?}");
        let korean = |s: &str| s.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c));
        assert!(
            jjak_words::with_language("ko", || s.setup.named())
                .iter()
                .all(|n| korean(&n.name)),
            "{game:?}: named in Korean"
        );
        // the history keeps the game and its seats, not their names in Korean
        let finished = jjak_words::with_language("ko", || jjak::play::save::FinishedGame::of(&s));
        let history = jjak::play::save::encode_history(std::slice::from_ref(&finished));
        assert!(!korean(&history), "{game:?}: {history}");
        // read again in Dutch: every reason, every player, in Dutch
        jjak_words::with_language("nl", || {
            let listed = finished.shown_players().join(" ") + &finished.shown_game();
            assert!(
                !korean(&listed) && listed.contains("Jij"),
                "{game:?}: {listed}"
            );
            let restored = Session::restore(file.session.as_ref().unwrap()).unwrap();
            let names = restored.setup.named();
            assert_eq!(names[0].name, "Jij");
            assert!(
                names.iter().all(|n| !korean(&n.name)),
                "{game:?}: {names:?}"
            );
            for e in &restored.log {
                if let Some(r) = &e.reason {
                    let said = jjak::play::words::say(r, &names);
                    assert!(
                        !said.contains("{$") && !said.contains("ai-") && !korean(&said),
                        "{game:?}: {said}"
                    );
                }
            }
        });
    }
}

/// Whether a seat is the player spoken to is saved with it: a friend who calls themselves
/// "You" is still not that player after a reload; a seat saved before seats said so, named
/// "You", is.
#[test]
fn the_player_spoken_to_is_read_back_from_the_seat_not_its_name() {
    let mut setup = Setup::against_computer(GameId::KapShap, 2, Level::Normal);
    setup.seats[1] = SeatSetup {
        name: "You".into(),
        player: Player::Human,
        you: false,
    };
    let json = serde_json::to_string(&setup).unwrap();
    let back: Setup = serde_json::from_str(&json).unwrap();
    assert!(back.seats[0].you && !back.seats[1].you, "{json}");
    let before = json
        .replace(r#","you":false"#, "")
        .replace(r#","you":true"#, "");
    let back: Setup = serde_json::from_str(&before).unwrap();
    assert!(back.seats[1].you, "{before}");
}

/// How the devices of a game with friends connect is kept with the other settings: a
/// player who chose the same network only, or a TURN server, finds it so after a reload;
/// a damaged choice is named and left at the default.
#[test]
fn the_network_setting_is_kept() {
    use jjak::play::link::network::{Network, Turn};
    let mut file = SaveFile::default();
    file.settings.network = Network {
        stun: false,
        turn: Some(Turn {
            url: "turn:turn.example.org:3478".into(),
            user: "club".into(),
            credential: "secret".into(),
        }),
    };
    let d = decode(&encode(&file)).unwrap();
    assert_eq!(d.file.settings.network, file.settings.network);
    let damaged = r#"{"schema":6,"revision":1,"session":null,
        "settings":{"ai_pace_ms":300,"think_ms":1000,"network":{"stun":"no"}}}"#;
    let d = decode(damaged).unwrap();
    assert_eq!(d.file.settings.network, Network::default());
    assert!(
        d.left_out.iter().any(|p| p.contains("settings.network")),
        "{:?}",
        d.left_out
    );
}
