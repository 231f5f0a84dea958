//! Timing the Matjok hand analyser (`jjak-lab bench-shanten`, and the browser's performance
//! page, which times the same hands itself).

use serde_json::{json, Value};

use crate::engine::matjok::hand::{counts_of, Counts};
use crate::engine::matjok::shanten::shanten;

use super::clock;

/// Random 14-tile hands (from the 136 tiles without flowers) for timing the analyser.
pub fn random_hands(count: usize, seed: u64) -> Vec<Counts> {
    use rand::seq::SliceRandom;
    let mut r = crate::engine::core::rng(seed);
    let mut set = crate::engine::tiles::mahjong::mahjong_set(false);
    (0..count)
        .map(|_| {
            set.shuffle(&mut r);
            counts_of(&set[..14]).expect("14 tiles of a set")
        })
        .collect()
}

/// Times shanten over `hands` random 14-tile hands (generated before the clock starts).
/// Native only: the browser page times itself with `performance.now()`.
pub fn bench_shanten(hands: usize, seed: u64) -> Value {
    let list = random_hands(hands, seed);
    let start = clock::start();
    let mut sum = 0i64;
    for h in &list {
        sum += shanten(h, 0) as i64;
    }
    let ms = clock::elapsed_ms(start).max(1);
    json!({
        "what": "shanten of random 14-tile hands",
        "hands": hands,
        "seed": seed,
        "mean_shanten": sum as f64 / hands.max(1) as f64,
        "elapsed_ms": ms,
        "per_second": (hands as f64 * 1000.0 / ms as f64).round(),
    })
}

/// What the app writes to its storage (`jjak-lab bench-saves`): a save with a full history
/// (`HISTORY_KEPT` finished matches of `game` for `players`, normal computers, each kept to
/// replay) and a game in progress; the bytes a move writes, and what the history's key
/// holds, written when a game joins it. Before format 5, a move wrote both.
pub fn bench_saves(
    game: crate::engine::games::GameId,
    players: u8,
) -> Result<Value, super::LabError> {
    use crate::ai::Level;
    use crate::play::save::{encode, encode_history, FinishedGame, SaveFile, HISTORY_KEPT};
    use crate::play::session::{Session, Setup};
    let setup = Setup::against_computer(game, players, Level::Normal);
    let mut file = SaveFile::default();
    for seed in 0..HISTORY_KEPT as u64 {
        let mut s = Session::new(setup.clone(), seed)?;
        play_match(&mut s)?;
        file.remember(FinishedGame::of(&s));
    }
    // a game in progress, some moves into its first round
    let mut s = Session::new(setup, u64::MAX)?;
    for _ in 0..60 {
        if s.round_over() {
            break;
        }
        next_move(&mut s)?;
    }
    file.session = Some(s.saved());
    let game_bytes = encode(&file).len();
    let history_bytes = encode_history(&file.history).len();
    let kept: Vec<usize> = file
        .history
        .iter()
        .filter_map(|g| g.kept.as_ref().map(String::len))
        .collect();
    Ok(json!({
        "what": "bytes written to the storage",
        "game": game.id(),
        "players": players,
        "finished_games": file.history.len(),
        "a_move_writes": game_bytes,
        "a_finished_game_writes": game_bytes + history_bytes,
        "history": history_bytes,
        "kept_game_mean": kept.iter().sum::<usize>() / kept.len().max(1),
        // (the same history inside the save: `,"history":[…]` in place of its own key's
        // `{"schema":5,"history":[…]}`)
        "before_format_5_a_move_wrote": game_bytes + history_bytes + ",\"history\":".len()
            - "{\"schema\":5,\"history\":}".len(),
    }))
}

/// Plays the session's match to its end, round after round ([`next_move`]).
pub(super) fn play_match(s: &mut crate::play::session::Session) -> Result<(), super::LabError> {
    while !s.game.is_over() {
        while !s.round_over() {
            next_move(s)?;
        }
        s.next_round()
            .map_err(|e| super::LabError::Input(e.to_string()))?;
    }
    Ok(())
}

/// The next move: the computer's, or the normal computer's suggestion for the player.
fn next_move(s: &mut crate::play::session::Session) -> Result<(), super::LabError> {
    let refused = |e: crate::play::session::PlayError| super::LabError::Input(e.to_string());
    if s.computer_to_move().is_some() {
        return s.computer_move().map(drop).map_err(refused);
    }
    let seat = s
        .to_act()
        .first()
        .copied()
        .ok_or_else(|| super::LabError::Input("no one to move".into()))?;
    let (action, _) = s.suggestion(seat).map_err(refused)?;
    s.play(seat, action).map(drop).map_err(refused)
}
