//! Sessions and saves as the app uses them: human and computer seats, undo, the move
//! log, and a save file that survives reloads, damage, other tabs and a full storage.

mod common;

use jjak::ai::Level;
use jjak::engine::games::GameId;
use jjak::engine::matches::AnyAction;
use jjak::play::save::{
    decode, encode, LoadError, Loaded, MemoryStorage, SaveError, SaveFile, Saves, StorageError, KEY,
};
use jjak::play::session::{PlayError, Player, Session, Setup};

/// Plays the current round out: computers move, the human takes its first legal move.
fn play_round(s: &mut Session) {
    for _ in 0..10_000 {
        if s.round_over() {
            return;
        }
        if s.computer_to_move().is_some() {
            let (_, _, reason) = s.computer_move().unwrap();
            assert!(!reason.is_empty(), "the computer says why");
        } else {
            let seat = s.to_act()[0];
            let a = s.legal(seat)[0];
            s.play(seat, a).unwrap();
        }
    }
    panic!("the round did not end");
}

#[test]
fn every_game_plays_a_round_against_the_computer() {
    for (game, players) in [
        (GameId::JjakMatChuGi, 3),
        (GameId::ThreeDozen, 2),
        (GameId::KapTaiShap, 4),
        (GameId::KapShap, 2),
        (GameId::Matjok, 4),
    ] {
        let mut s =
            Session::new(Setup::against_computer(game, players, Level::Normal), 11).unwrap();
        play_round(&mut s);
        assert!(s.round().outcome().is_some(), "{game:?}");
        assert!(!s.log.is_empty());
        s.next_round().unwrap();
        assert!(s.log.is_empty(), "a new round, a new log");
        assert_eq!(s.game.results().len(), 1);
    }
}

#[test]
fn undo_takes_back_the_human_turn_and_the_computer_replies() {
    let mut s = Session::new(
        Setup::against_computer(GameId::KapShap, 2, Level::Normal),
        4,
    )
    .unwrap();
    // play until the human has moved and the computer has answered
    while s.computer_to_move().is_some() {
        s.computer_move().unwrap();
    }
    let before = s.clone();
    let seat = s.to_act()[0];
    let a = s.legal(seat)[0];
    s.play(seat, a).unwrap();
    while s.computer_to_move().is_some() && !s.round_over() {
        s.computer_move().unwrap();
    }
    assert!(s.can_undo());
    assert!(s.undo());
    assert_eq!(s.game, before.game);
    assert_eq!(s.log, before.log);
}

#[test]
fn a_saved_session_replays_to_the_same_game_across_rounds() {
    let mut s = Session::new(
        Setup::against_computer(GameId::JjakMatChuGi, 3, Level::Normal),
        21,
    )
    .unwrap();
    play_round(&mut s);
    s.next_round().unwrap();
    for _ in 0..4 {
        if s.computer_to_move().is_some() {
            s.computer_move().unwrap();
        } else if !s.round_over() {
            let seat = s.to_act()[0];
            s.play(seat, s.legal(seat)[0]).unwrap();
        }
    }
    let back = Session::restore(&s.saved()).unwrap();
    assert_eq!(back.game, s.game);
    assert_eq!(back.log, s.log);
    // a step the rules refuse marks the save as damaged
    let mut bad = s.saved();
    if let Some(jjak::play::session::Step::Move { seat, .. }) = bad.steps.first_mut() {
        *seat = 7;
    }
    assert!(Session::restore(&bad).is_err());
    // and so does a move the seat cannot make there, named in the message
    let mut bad = s.saved();
    if let Some(jjak::play::session::Step::Move { notation, .. }) = bad.steps.first_mut() {
        *notation = "juggle 7-7".into();
    }
    let error = Session::restore(&bad).unwrap_err().to_string();
    assert!(error.contains("cannot \"juggle 7-7\" here"), "{error}");
}

#[test]
fn moves_are_checked() {
    let mut s = Session::new(
        Setup::against_computer(GameId::KapShap, 2, Level::Normal),
        4,
    )
    .unwrap();
    assert!(matches!(
        s.play(
            1,
            s.legal(1)
                .first()
                .copied()
                .unwrap_or(AnyAction::Kap(jjak::engine::kap::KapAction::DrawWall))
        ),
        Err(PlayError::NotHuman(1))
    ));
    let other_game = AnyAction::Matjok(jjak::engine::matjok::game::MatjokAction::Pass);
    let human = 0;
    let before = s.clone();
    assert!(matches!(s.play(human, other_game), Err(PlayError::Rule(_))));
    assert_eq!(s, before, "a refused move changes nothing");
}

#[test]
fn pass_and_play_has_no_undo() {
    let mut setup = Setup::against_computer(GameId::KapShap, 2, Level::Normal);
    setup.seats[1].player = Player::Human;
    let mut s = Session::new(setup, 2).unwrap();
    let seat = s.to_act()[0];
    let a = s.legal(seat)[0];
    s.play(seat, a).unwrap();
    assert!(!s.can_undo());
    assert!(s.computer_to_move().is_none());
}

fn mid_game() -> SaveFile {
    let mut s = Session::new(Setup::against_computer(GameId::Matjok, 4, Level::Normal), 8).unwrap();
    for _ in 0..5 {
        if s.computer_to_move().is_some() {
            s.computer_move().unwrap();
        } else {
            let seat = s.to_act()[0];
            s.play(seat, s.legal(seat)[0]).unwrap();
        }
    }
    SaveFile {
        session: Some(s.saved()),
        ..SaveFile::default()
    }
}

#[test]
fn a_reload_resumes_exactly_where_the_game_was() {
    let mut tab = Saves::new(MemoryStorage::default());
    assert!(matches!(tab.load(), Loaded::Fresh(_)));
    let mut file = mid_game();
    tab.save(&mut file).unwrap();
    let mut reloaded = Saves::new(tab.storage.clone());
    let same = |a: &SaveFile, b: &SaveFile| {
        assert_eq!(a, b);
        // the game itself is dealt and replayed from the saved steps
        let (x, y) = (
            Session::restore(a.session.as_ref().unwrap()).unwrap(),
            Session::restore(b.session.as_ref().unwrap()).unwrap(),
        );
        assert_eq!((&x.game, &x.log), (&y.game, &y.log));
    };
    match reloaded.load() {
        Loaded::Saved(f) => same(&f, &file),
        other => panic!("{other:?}"),
    }
    same(&decode(&encode(&file)).unwrap().file, &file);
}

#[test]
fn an_embedded_game_keeps_its_own_save_beside_the_app_s() {
    let mut app = Saves::new(MemoryStorage::default());
    let mut file = mid_game();
    app.save(&mut file).unwrap();
    let mut embed = Saves::at(app.storage.clone(), "jjak.embed.game=kap-shap");
    assert!(
        matches!(embed.load(), Loaded::Fresh(_)),
        "nothing saved there yet"
    );
    let mut other = SaveFile::default();
    embed.save(&mut other).unwrap();
    assert!(embed.storage.items.contains_key("jjak.embed.game=kap-shap"));
    let mut app_again = Saves::new(embed.storage.clone());
    match app_again.load() {
        Loaded::Saved(f) => assert_eq!(f, file, "the app's game is untouched"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_damaged_save_is_kept_aside_and_play_starts_fresh() {
    for text in ["not json at all", "{\"schema\":2,", "{\"revision\":1}"] {
        let mut storage = MemoryStorage::default();
        storage.items.insert(KEY.into(), text.into());
        let mut tab = Saves::new(storage);
        match tab.load() {
            Loaded::Bad {
                error,
                kept_as: Some(k),
                fresh,
            } => {
                assert!(matches!(error, LoadError::Corrupt(_)));
                assert_eq!(tab.storage.items[&k], text, "the bad data is kept");
                assert_eq!(fresh, SaveFile::default());
                assert!(!error.to_string().is_empty());
            }
            other => panic!("{text}: {other:?}"),
        }
        // starting fresh overwrites the slot, the copy stays
        tab.adopt_current();
        tab.save(&mut SaveFile::default()).unwrap();
        assert_eq!(tab.storage.items.len(), 2);
    }
}

#[test]
fn a_damaged_game_is_left_out_and_the_rest_of_the_save_kept() {
    let text = "{\"schema\":2,\"revision\":3,\"session\":{\"oops\":true},\"settings\":{\"ai_pace_ms\":0,\"think_ms\":500}}";
    let mut storage = MemoryStorage::default();
    storage.items.insert(KEY.into(), text.into());
    let mut tab = Saves::new(storage);
    match tab.load() {
        Loaded::Repaired {
            file,
            left_out,
            kept_as: Some(k),
            ..
        } => {
            assert_eq!(left_out, ["the game in progress"]);
            assert_eq!(file.session, None);
            assert_eq!(file.settings.ai_pace_ms, 0, "the settings are kept");
            assert_eq!(tab.storage.items[&k], text, "the whole text is kept");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn two_tabs_never_silently_overwrite_each_other() {
    let mut a = Saves::new(MemoryStorage::default());
    let mut file = mid_game();
    a.save(&mut file).unwrap();
    let mut b = Saves::new(a.storage.clone());
    let Loaded::Saved(mut fb) = b.load() else {
        panic!()
    };
    // tab b saves; tab a, still at the old revision, must not overwrite it
    b.save(&mut fb).unwrap();
    a.storage = b.storage.clone();
    assert_eq!(a.save(&mut file), Err(SaveError::Conflict));
    // after taking over the stored game, a may save again
    a.adopt_current();
    assert!(a.save(&mut file).is_ok());
}

#[test]
fn a_full_storage_is_reported_and_the_game_goes_on() {
    let mut tab = Saves::new(MemoryStorage {
        limit: Some(100),
        ..MemoryStorage::default()
    });
    let mut file = mid_game();
    let before = file.session.clone();
    assert_eq!(
        tab.save(&mut file),
        Err(SaveError::Storage(StorageError::Full))
    );
    assert_eq!(file.session, before);
    assert_eq!(file.revision, 0, "a failed save changes nothing");
    assert!(!SaveError::Storage(StorageError::Full)
        .to_string()
        .is_empty());
}

/// Strong thinking spread over slices of one imagined deal decides what it decides in one
/// go, and a decision about a position that changed meanwhile is refused.
#[test]
fn strong_thinking_in_slices_matches_thinking_at_once() {
    for (game, players) in [
        (GameId::JjakMatChuGi, 2),
        (GameId::KapShap, 2),
        (GameId::Matjok, 4),
    ] {
        let mut setup = Setup::against_computer(game, players, Level::Strong);
        setup.budget = Some(24);
        let mut at_once = Session::new(setup.clone(), 5).unwrap();
        let mut sliced = Session::new(setup, 5).unwrap();
        let mut searched = 0;
        for _ in 0..40 {
            if at_once.round_over() {
                break;
            }
            if at_once.computer_to_move().is_none() {
                let seat = at_once.to_act()[0];
                let a = at_once.legal(seat)[0];
                at_once.play(seat, a).unwrap();
                sliced.play(seat, a).unwrap();
                continue;
            }
            let expected = at_once.computer_move().unwrap();
            let mut thinking = sliced.start_thinking(None).unwrap();
            let mut slices = 0;
            while !sliced.think(&mut thinking, 1) {
                slices += 1;
                assert!(slices < 1_000, "thinking ends");
            }
            if thinking.deals() > 1 {
                searched += 1;
            }
            assert_eq!(
                sliced.finish_thinking(thinking).unwrap(),
                expected,
                "{game:?}"
            );
        }
        assert!(searched > 0, "{game:?}: some decision was searched");
        assert_eq!(at_once.log, sliced.log);
    }

    // an undo while the computer thinks makes its decision stale
    let mut s = Session::new(
        Setup::against_computer(GameId::KapShap, 2, Level::Strong),
        4,
    )
    .unwrap();
    while s.computer_to_move().is_some() {
        s.computer_move().unwrap();
    }
    while s.computer_to_move().is_none() {
        let seat = s.to_act()[0];
        let a = s.legal(seat)[0];
        s.play(seat, a).unwrap();
    }
    let thinking = s.start_thinking(None).unwrap();
    assert!(s.undo());
    assert_eq!(s.finish_thinking(thinking), Err(PlayError::Stale));
}

/// The decision timer behind the performance page: one figure per computer move of a
/// round, measured with the clock it is given.
#[test]
fn decision_times_time_each_computer_move_of_a_round() {
    use std::cell::Cell;
    let ticks = Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    let times =
        jjak::play::thinking::decision_times(GameId::KapShap, 2, Level::Normal, None, 3, &clock)
            .unwrap();
    assert!(times.len() > 4, "a round has several moves");
    assert!(
        times.iter().all(|&t| t == 1.0),
        "each move is one tick of this clock"
    );
    // the same round is played with every seat a computer, so it ends
    let mut s = Session::new(
        Setup::against_computer(GameId::KapShap, 2, Level::Normal),
        3,
    )
    .unwrap();
    s.setup.seats[0].player = Player::Computer(Level::Normal);
    play_round(&mut s);
    assert_eq!(s.log.len(), times.len());
}

#[test]
fn a_matjok_game_saved_before_the_rulebooks_deal_replays_as_it_was_dealt() {
    use jjak::engine::matjok::game::Deal;
    use jjak::play::session::SavedSession;
    // a game dealt the old way, played a little, saved as the app saved it then: without
    // the `deal` field
    let mut setup = Setup::against_computer(GameId::Matjok, 4, Level::Normal);
    setup.deal = Deal::FirstAndSecond;
    let mut s = Session::new(setup, 21).unwrap();
    for _ in 0..12 {
        common::next_move(&mut s);
    }
    let json = serde_json::to_string(&s.saved()).unwrap();
    assert!(json.contains(r#""deal":"first-and-second""#), "{json}");
    let old = json.replace(r#","deal":"first-and-second""#, "");
    assert!(!old.contains("deal"));
    let saved: SavedSession = serde_json::from_str(&old).unwrap();
    assert_eq!(
        saved.setup.deal,
        Deal::FirstAndSecond,
        "a save without it: the old deal"
    );
    let back = Session::restore(&saved).unwrap();
    assert_eq!(back.game, s.game, "the same position after the replay");
    // a new game is dealt as the rulebook says, and says so in its save
    let new = Session::new(
        Setup::against_computer(GameId::Matjok, 4, Level::Normal),
        21,
    )
    .unwrap();
    assert!(serde_json::to_string(&new.saved())
        .unwrap()
        .contains(r#""deal":"rulebook""#));
    let mut before = Setup::against_computer(GameId::Matjok, 4, Level::Normal);
    before.deal = Deal::FirstAndSecond;
    let dealt_before = Session::new(before, 21).unwrap();
    assert_ne!(
        new.game, dealt_before.game,
        "the same seed deals differently now"
    );
}

/// Issue 34 changed how Matjok settles a claim window (the next player asked last, the
/// window settled once no answer can change it). A game saved before, without the
/// `claims` field, replays as it was played: with the next player asked first.
#[test]
fn a_matjok_game_saved_before_the_rulebooks_claim_window_replays_as_it_was_played() {
    use jjak::engine::matjok::game::Claims;
    use jjak::play::session::SavedSession;
    let mut differ = 0;
    for seed in 0..12 {
        let mut setup = Setup::against_computer(GameId::Matjok, 4, Level::Normal);
        setup.seats[0].player = jjak::play::session::Player::Computer(Level::Normal);
        setup.claims = Claims::NextFirst;
        let mut s = Session::new(setup, seed).unwrap();
        while !s.round_over() {
            s.computer_move().unwrap();
        }
        let json = serde_json::to_string(&s.saved()).unwrap();
        let old = json.replace(r#","claims":"next-first""#, "");
        assert!(!old.contains("claims"), "{old}");
        let saved: SavedSession = serde_json::from_str(&old).unwrap();
        assert_eq!(saved.setup.claims, Claims::NextFirst, "a save without it");
        let back = Session::restore(&saved).unwrap();
        assert_eq!(
            back.game, s.game,
            "seed {seed}: the same game after the replay"
        );
        // the same moves under the rulebook's window are another game, or none at all
        let mut now = saved.clone();
        now.setup.claims = Claims::Rulebook;
        let moves = |s: &Session| s.log.iter().map(|e| e.action).collect::<Vec<_>>();
        let outcome = |s: &Session| s.round().outcome().map(|o| o.payments.clone());
        match Session::restore(&now) {
            Ok(n) if moves(&n) == moves(&s) && outcome(&n) == outcome(&s) => {}
            _ => differ += 1,
        }
    }
    assert!(differ > 0, "the old window played differently in some game");
}

#[test]
fn each_move_names_who_threw_drew_and_took_a_tile() {
    // (the table's travel animations and focus follow these: a tile taken comes from
    // the seat that threw the latest discard, never from the taker itself)
    for (game, players) in [
        (GameId::JjakMatChuGi, 3),
        (GameId::ThreeDozen, 2),
        (GameId::KapTaiShap, 4),
        (GameId::KapShap, 2),
        (GameId::Matjok, 4),
    ] {
        let (mut discards, mut draws, mut takes) = (0, 0, 0);
        let mut s =
            Session::new(Setup::against_computer(game, players, Level::Beginner), 5).unwrap();
        for _round in 0..3 {
            let mut thrower = None;
            for _ in 0..10_000 {
                if s.round_over() {
                    break;
                }
                common::next_move(&mut s);
                let moved = s.last_move().expect("a move was just made").clone();
                for e in &moved.events {
                    if let Some(seat) = e.discarded_by() {
                        assert!(seat < players, "{game:?}");
                        thrower = Some(seat);
                        discards += 1;
                    }
                    if let Some(seat) = e.drawn_by() {
                        assert!(seat < players, "{game:?}");
                        assert_eq!(e.gained_by(), Some(seat));
                        draws += 1;
                    }
                    if let Some((seat, from)) = e.taken() {
                        assert_eq!(e.gained_by(), Some(seat));
                        if let Some(from) = from {
                            assert_ne!(seat, from, "{game:?}: a seat takes its own tile");
                            assert_eq!(Some(from), thrower, "{game:?}: taken from the thrower");
                        }
                        takes += 1;
                    }
                }
            }
            assert!(s.round_over(), "{game:?}: the round ends");
            s.next_round().unwrap();
        }
        assert!(
            discards > 0 && draws > 0,
            "{game:?}: {discards} discards, {draws} draws"
        );
        assert!(takes > 0, "{game:?}: no tile taken in three rounds");
    }
}
