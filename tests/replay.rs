//! The replay: a game stepped through forward and back, every position the game as it was
//! at that step, a new game taken over from any position.

mod common;

use jjak::ai::Level;
use jjak::engine::games::GameId;
use jjak::engine::options::Options;
use jjak::play::replay::{Replay, ReplayStep};
use jjak::play::session::{Player, SavedSession, Session, Setup, Step};

fn played(game: GameId, players: u8, options: &[&str], seed: u64) -> Session {
    let mut setup = Setup::against_computer(game, players, Level::Beginner);
    setup.options = Options::parse(game, options.iter().copied()).unwrap();
    let mut s = Session::new(setup, seed).unwrap();
    common::play_match(&mut s);
    s
}

/// The game after its first `p` steps, replayed from the start.
fn after(saved: &SavedSession, p: usize) -> Session {
    Session::restore(&SavedSession {
        steps: saved.steps[..p].to_vec(),
        ..saved.clone()
    })
    .unwrap()
}

#[test]
fn every_position_is_the_game_as_it_was_at_that_step() {
    for (game, players, options) in [
        (GameId::JjakMatChuGi, 3, vec!["rounds=2"]),
        (GameId::ThreeDozen, 2, vec!["rounds=2"]),
        (GameId::KapShap, 2, vec!["rounds=2"]),
        (GameId::KapTaiShap, 4, vec!["rounds=2"]),
        (GameId::Matjok, 4, vec!["winds=1"]),
    ] {
        let s = played(game, players, &options, 2);
        let saved = s.saved();
        let mut r = Replay::new(saved.clone()).unwrap();
        assert_eq!(r.len(), saved.steps.len());
        assert_eq!(r.at(), 0);
        // forward one step at a time, then back, then jumps
        let check = |r: &Replay, p: usize| {
            let want = after(&saved, p);
            assert_eq!(r.session().round(), want.round(), "{game:?} at {p}");
            assert_eq!(
                r.session().game.scores(),
                want.game.scores(),
                "{game:?} at {p}"
            );
        };
        for p in 0..=r.len() {
            r.goto(p);
            check(&r, p);
        }
        for p in (0..=r.len()).rev().step_by(7) {
            r.goto(p);
            check(&r, p);
        }
        for p in [r.len() / 2, 3, r.len(), 0, r.len() - 1] {
            r.goto(p);
            check(&r, p);
            assert_eq!(r.session_at(p).round(), after(&saved, p).round());
        }
        r.goto(usize::MAX);
        assert_eq!(r.at(), r.len(), "past the end is the end");
        // the move list names each move's player, round and number
        let moves = r
            .steps()
            .iter()
            .filter(|s| matches!(s, ReplayStep::Move { .. }))
            .count();
        let rounds = r
            .steps()
            .iter()
            .filter(|s| matches!(s, ReplayStep::NextRound { .. }))
            .count();
        assert_eq!(rounds, s.game.results().len(), "{game:?}");
        assert_eq!(moves + rounds, r.len());
        if let Some(ReplayStep::Move {
            round,
            number,
            text,
            ..
        }) = r.steps().first()
        {
            assert_eq!((*round, *number), (1, 1));
            assert!(text.contains(": "), "{text}");
        }
        assert!(matches!(
            r.steps().last(),
            Some(ReplayStep::NextRound { over: true, .. })
        ));
    }
}

#[test]
fn a_round_s_start_and_end_are_one_jump_away() {
    let s = played(GameId::KapShap, 2, &["rounds=3"], 5);
    let mut r = Replay::new(s.saved()).unwrap();
    let next_rounds: Vec<usize> = r
        .steps()
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s, ReplayStep::NextRound { .. }))
        .map(|(i, _)| i)
        .collect();
    r.goto(0);
    let end = r.round_end();
    assert_eq!(end, next_rounds[0], "the first round's last move");
    assert!(r.session_at(end).round_over());
    r.goto(end + 3);
    assert_eq!(r.round_start(), end + 1, "the second round's start");
    r.goto(end + 1);
    assert_eq!(r.round_start(), 0, "from a round's start, the one before");
}

#[test]
fn a_game_taken_over_goes_on_from_the_position_shown() {
    let s = played(GameId::Matjok, 4, &["winds=1"], 8);
    let mut r = Replay::new(s.saved()).unwrap();
    r.goto(10);
    let mine = r.take_over(2).unwrap();
    assert_eq!(mine.round(), r.session().round(), "the same deal and moves");
    assert_eq!(mine.setup.seats[2].player, Player::Human);
    assert_eq!(mine.setup.humans(), 1, "the others are computers");
    assert_eq!(mine.saved().steps.len(), 10);
    assert!(mine
        .saved()
        .steps
        .iter()
        .all(|s| matches!(s, Step::Move { .. } | Step::NextRound)));
}

#[test]
fn a_game_whose_steps_the_rules_refuse_is_not_replayed() {
    let s = played(GameId::KapShap, 2, &["rounds=1"], 1);
    let mut saved = s.saved();
    if let Some(Step::Move { notation, .. }) = saved.steps.get_mut(3) {
        *notation = "pick up 7-7".into();
    }
    assert!(Replay::new(saved).is_err());
}

#[test]
fn the_strong_computer_reviews_a_decision_from_the_seat_s_view() {
    use jjak::play::remote::{worker, WorkerSays};
    let s = played(GameId::KapShap, 2, &["rounds=1"], 3);
    let r = Replay::new(s.saved()).unwrap();
    let decisions = r.decisions(0);
    assert!(!decisions.is_empty());
    for &p in decisions.iter().take(3) {
        let sent = r.review_job(p, 0, Some(20)).unwrap();
        assert_eq!(sent.seat, 0);
        // the worker's side, natively: think to the end, answer a move
        let mut says = worker::start(&sent.job);
        while let WorkerSays::Thinking { .. } = says {
            says = worker::think(false, || true);
        }
        let WorkerSays::Decided { answer } = says else {
            panic!("{says:?}")
        };
        let action = r.decided(p, 0, &answer).expect("a legal move");
        assert!(r.session_at(p).legal(0).contains(&action));
    }
}

/// One review, two ways of thinking: driven as the replay page drives it (each job sent to
/// the worker's code, its answer handed back) and as the lab does (thought out at once), it
/// reviews the same decisions the same way, in the game's order, and then stops.
#[test]
fn the_page_and_the_lab_drive_the_same_review() {
    use jjak::play::remote::{worker, WorkerSays};
    use jjak::play::review::Review;
    let s = played(GameId::KapShap, 2, &["rounds=1"], 5);
    let r = Replay::new(s.saved()).unwrap();
    let mut by_page = Review::new(&r, 1, Some(20)).unwrap();
    assert_eq!(by_page.total(), r.decisions(1).len());
    while let Some(sent) = by_page.job(&r) {
        let mut says = worker::start(&sent.unwrap().job);
        while let WorkerSays::Thinking { .. } = says {
            says = worker::think(false, || true);
        }
        let WorkerSays::Decided { answer } = says else {
            panic!("{says:?}")
        };
        assert!(by_page.take_answer(&r, &answer).is_some());
    }
    assert!(by_page.is_over());
    let mut by_lab = Review::new(&r, 1, Some(20)).unwrap();
    while let Some(thought) = by_lab.think_here(&r) {
        thought.unwrap();
    }
    assert_eq!(by_page.reviewed(), by_lab.reviewed());
    assert_eq!(by_page.reviewed().len(), by_page.total());
    let at: Vec<usize> = by_page.reviewed().iter().map(|d| d.at).collect();
    assert_eq!(at, r.decisions(1));
    assert!(
        Review::new(&r, 2, None).is_err(),
        "no seat 3 in a game of two"
    );
}
