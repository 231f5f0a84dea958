//! The rules' answers as JSON, for the lab's command line: every pairing a rule set allows,
//! whether a hand is finished, how far a Matjok hand is from winning, and a played-back
//! record's result.

use serde_json::{json, Value};

use crate::engine::catalog::{read_matjok, GameRules};
use crate::engine::games::GameId;
use crate::engine::matjok::analysis::analyze;
use crate::engine::matjok::hand::{groupings, tiles_of, Combination, Grouping};
use crate::engine::matjok::shanten::shanten;
use crate::engine::options::Options;
use crate::engine::setup::check_players;
use crate::engine::tiles::to_mpsz;
use crate::engine::tiles::{parse_dominoes, Domino};

use super::LabError;

/// Every pairing the rules allow, as `{"game", "pairs": [["6-3","5-4"], …]}`.
pub fn pairs(game: GameId, options: &Options) -> Result<Value, LabError> {
    let list = GameRules::new(game, options)?.pairings().ok_or_else(|| {
        LabError::Input("matjok has combinations, not pairs: use check or analyze".into())
    })?;
    let pairs = pair_strings(&list);
    Ok(json!({ "game": game.id(), "count": pairs.len(), "pairs": pairs }))
}

fn pair_strings(pairs: &[(Domino, Domino)]) -> Vec<[String; 2]> {
    pairs
        .iter()
        .map(|(a, b)| [a.to_string(), b.to_string()])
        .collect()
}

/// How a hand was completed, for the rule that depends on it (seed 000's final 6-6).
#[derive(Clone, Copy, Debug, Default)]
pub struct Finish {
    /// Players at the table.
    pub players: Option<u8>,
    /// The tile that completed the hand (drawn or taken last).
    pub last: Option<Domino>,
}

/// Whether `tiles` form a complete winning hand, with one valid grouping; with `finish`,
/// whether that hand wins (Jjak-mat-chu-gi's final 6-6 rule, as the game plays it).
pub fn check(
    game: GameId,
    tiles: &str,
    options: &Options,
    finish: Finish,
) -> Result<Value, LabError> {
    if game == GameId::Matjok {
        return check_matjok(tiles, "");
    }
    let rules = GameRules::new(game, options)?;
    let hand = parse_dominoes(tiles)?;
    let c = rules.check_dominoes(&hand)?;
    let mut groups: Vec<(Domino, Domino)> = c.ngan.into_iter().collect();
    groups.extend(c.pairs);
    let mut out =
        json!({ "game": game.id(), "complete": c.complete, "groups": pair_strings(&groups) });
    if let Some((a, b)) = c.ngan {
        out["ngan"] = json!([a.to_string(), b.to_string()]);
    }
    if let Some(r) = c.reason {
        out["reason"] = json!(r);
    }
    if let Some(p) = finish.players {
        check_players(game, p, rules.players())?;
    }
    if let Some(last) = finish.last {
        if !hand.contains(&last) {
            return Err(LabError::Input(format!(
                "--last {last} is not among the tiles"
            )));
        }
    }
    let GameRules::Pair(r) = &rules else {
        return Ok(out);
    };
    let six_six_pair = hand.iter().filter(|t| **t == Domino::new(6, 6)).count() == 2;
    if !c.complete || !six_six_pair || !r.final_six_six_rule() {
        return Ok(out);
    }
    match finish {
        Finish {
            players: Some(p),
            last: Some(last),
        } => {
            let wins = !r.bars_final(p, last);
            out["wins"] = json!(wins);
            if !wins {
                out["reason"] = json!(format!(
                    "with {p} players the 6-6 pair may not be the third, winning pair (option final-six-six)"
                ));
            }
        }
        _ => {
            out["note"] = json!(
                "with 2 or 3 players this hand does not win if a 6-6 completed it (option \
                 final-six-six); dealt complete, or completed by another tile, it wins. \
                 Give --players and --last to settle it."
            )
        }
    }
    Ok(out)
}

fn grouping_strings(g: &Grouping, melds: &[Combination]) -> Vec<String> {
    let mut v: Vec<String> = melds.iter().map(|m| m.notation()).collect();
    v.extend(g.combinations.iter().map(|c| c.notation()));
    v.push(to_mpsz(&[g.pair, g.pair]));
    v
}

/// Whether MPSZ tiles (plus `open` melds, like "111z 345s") form a complete Matjok hand.
pub fn check_matjok(tiles: &str, open: &str) -> Result<Value, LabError> {
    let h = read_matjok(tiles, open)?;
    let size: usize = h.concealed.iter().map(|&n| n as usize).sum::<usize>() + 3 * h.melds.len();
    let flowers: Vec<String> = h.flowers.iter().map(|f| f.to_string()).collect();
    if h.flowers.len() >= 7 {
        return Ok(
            json!({ "game": "matjok", "complete": true, "groups": [], "flowers": flowers,
            "reason": format!("{} flowers: a flower win without an ordinary hand", h.flowers.len()) }),
        );
    }
    if size != 14 || h.melds.len() > 4 {
        return Ok(
            json!({ "game": "matjok", "complete": false, "groups": [], "flowers": flowers,
            "reason": format!("an ordinary winning hand is 14 tiles (a kong counts 3), not {size}") }),
        );
    }
    let all = groupings(&h.concealed);
    match all.first() {
        Some(g) => Ok(json!({ "game": "matjok", "complete": true,
            "groups": grouping_strings(g, &h.melds),
            "groupings": all.iter().map(|g| grouping_strings(g, &h.melds)).collect::<Vec<_>>(),
            "flowers": flowers })),
        None => Ok(
            json!({ "game": "matjok", "complete": false, "groups": [], "flowers": flowers,
            "shanten": shanten(&h.concealed, h.melds.len()),
            "reason": "the tiles do not split into four combinations and a final pair" }),
        ),
    }
}

/// Distance to win, waits (13 tiles) or discards (14 tiles) of a Matjok hand.
pub fn analyze_matjok(tiles: &str, open: &str) -> Result<Value, LabError> {
    let h = read_matjok(tiles, open)?;
    let concealed: usize = h.concealed.iter().map(|&n| n as usize).sum();
    let size = concealed + 3 * h.melds.len();
    if !(size == 13 || size == 14) || h.melds.len() > 4 {
        return Err(LabError::Input(format!(
            "analyze takes a hand of 13 or 14 tiles (each open meld counts 3), not {size}"
        )));
    }
    let a = analyze(&h.concealed, h.melds.len(), &h.seen);
    let wait = |w: &crate::engine::matjok::analysis::WaitInfo| json!({ "tile": w.tile.to_string(), "forms": w.forms.iter().map(|f| f.name()).collect::<Vec<_>>(), "unseen": w.unseen });
    let waits: Vec<Value> = a.waits.iter().map(wait).collect();
    let dead_waits: Vec<Value> = a.dead_waits.iter().map(wait).collect();
    let discards: Vec<Value> = a
        .discards
        .iter()
        .map(|d| json!({ "discard": d.discard.to_string(), "shanten": d.shanten,
            "improving": d.improving.iter().map(|t| t.to_string()).collect::<Vec<_>>(), "count": d.count }))
        .collect();
    let mut out = json!({
        "game": "matjok",
        "tiles": to_mpsz(&tiles_of(&h.concealed)),
        "open": h.melds.iter().map(|m| m.notation()).collect::<Vec<_>>(),
        "shanten": a.shanten,
        "complete": a.complete,
        "groupings": a.groupings.iter().map(|g| grouping_strings(g, &h.melds)).collect::<Vec<_>>(),
    });
    if size == 13 {
        out["waits"] = Value::Array(waits);
        // ready by shape on tiles all of whose copies this hand holds: no live wait
        out["ready_in_form_only"] = Value::Bool(a.ready_in_form_only);
        out["dead_waits"] = Value::Array(dead_waits);
    } else {
        out["discards"] = Value::Array(discards);
    }
    Ok(out)
}

/// A played-back record's result (`jjak-lab replay`): rounds won and points by seat,
/// the drawn rounds and the moves.
pub fn replay_report(s: &crate::play::session::Session) -> Value {
    let players = s.setup.players() as usize;
    let mut wins = vec![0u32; players];
    let mut draws = 0;
    for r in s.game.results() {
        match r.winner.and_then(|w| wins.get_mut(w as usize)) {
            Some(w) => *w += 1,
            None => draws += 1,
        }
    }
    let turns = s
        .saved()
        .steps
        .iter()
        .filter(|st| matches!(st, crate::play::session::Step::Move { .. }))
        .count();
    json!({
        "game": s.setup.game.id(),
        "players": s.setup.names(),
        "rounds": s.game.results().len(),
        "draws": draws,
        "wins_by_seat": wins,
        "points_by_seat": s.game.scores(),
        "turns": turns,
        "over": s.game.is_over(),
    })
}

/// One whole match played by computers of `levels` (one a seat), dealt from `seed`, as its
/// record (docs/records.md): a worked example for a rules site, or a long game to replay.
pub fn match_record(
    game: GameId,
    options: Options,
    levels: &[crate::ai::Level],
    seed: u64,
) -> Result<crate::play::record::Record, LabError> {
    use crate::play::session::{Player, Session, Setup};
    let players =
        u8::try_from(levels.len()).map_err(|_| LabError::Input("too many seats".into()))?;
    let mut setup = Setup::against_computer(game, players, crate::ai::Level::Normal);
    for (i, (seat, level)) in setup.seats.iter_mut().zip(levels).enumerate() {
        seat.name = jjak_words::t!(play_computer_name, seat = i + 1);
        seat.player = Player::Computer(*level);
    }
    setup.options = options;
    let mut s = Session::new(setup, seed)?;
    super::bench::play_match(&mut s)?;
    crate::play::record::Record::of(&s.saved()).map_err(|e| LabError::Input(e.to_string()))
}
