//! The Matjok points calculator's questions as people write them (a command line, a page's
//! form, an embed's address) read into a [`Win`] and its rules, and its answer as JSON.
//! The counting itself is the engine's (`engine::matjok::calculator`).

use jjak_words::t;
use serde_json::{json, Value};

use crate::engine::catalog::read_matjok;
use crate::engine::games::GameId;
use crate::engine::matjok::calculator::{count, Counted, Win, JONGH};
use crate::engine::matjok::game::MatjokRules;
use crate::engine::matjok::scoring::{Level, Meld, ScoreRules};
use crate::engine::options::Options;
use crate::engine::tiles::mahjong::Wind;
use crate::engine::tiles::{parse_mpsz, MahjongTile};

/// The calculator's fields, as written. The lab's `score` command takes them as its
/// flags (`--seat`, `--tiles`, …), the widget and the embed as parameters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(clap::Args))]
pub struct Fields {
    /// The winner: 0-3 (East, South, West, North of the round) or a wind.
    #[cfg_attr(not(target_arch = "wasm32"), arg(long))]
    pub seat: String,
    /// Who is jongh (pays and receives double): always East, whose seat is 0 (the seats
    /// are named by their winds, and jongh sits East); kept so "0" or "east" reads.
    #[cfg_attr(not(target_arch = "wasm32"), arg(long, default_value = "0"))]
    pub jongh: String,
    /// The concealed tiles in MPSZ, the winning tile among them (none for flowers alone).
    #[cfg_attr(not(target_arch = "wasm32"), arg(long, default_value = ""))]
    pub tiles: String,
    /// Melds laid out, in MPSZ separated by spaces; a closed kong in brackets: "555p [9999m]".
    #[cfg_attr(not(target_arch = "wasm32"), arg(long, default_value = ""))]
    pub open: String,
    /// Flowers in MPSZ: "1f5f".
    #[cfg_attr(not(target_arch = "wasm32"), arg(long, default_value = ""))]
    pub flowers: String,
    /// The winning tile, one of the concealed tiles.
    #[cfg_attr(not(target_arch = "wasm32"), arg(long, default_value = ""))]
    pub win_tile: String,
    /// "self" (self-drawn), or the seat that threw the winning tile.
    #[cfg_attr(not(target_arch = "wasm32"), arg(long))]
    pub from: String,
    /// The prevailing wind; East when empty.
    #[cfg_attr(not(target_arch = "wasm32"), arg(long, default_value = ""))]
    pub prevailing: String,
    /// Won with the replacement tile after a kong.
    #[cfg_attr(not(target_arch = "wasm32"), arg(long))]
    pub after_kong: bool,
    /// Won with the replacement tile after a second kong in a row (kong-sjong-kong).
    #[cfg_attr(not(target_arch = "wasm32"), arg(long))]
    pub kong_on_kong: bool,
    /// Won by robbing the tile the seat `from` added to an open poeng.
    #[cfg_attr(not(target_arch = "wasm32"), arg(long))]
    pub robbed: bool,
    /// Rule options NAME=VALUE, as in RULES.md; repeat for several.
    #[cfg_attr(not(target_arch = "wasm32"), arg(long = "option"))]
    pub options: Vec<String>,
}

/// A seat by number or wind: "1", "south" (or the wind's name in the app's language).
fn seat(what: &str, v: &str) -> Result<u8, String> {
    let v = v.trim();
    let by_wind = Wind::ALL
        .iter()
        .position(|w| w.key().eq_ignore_ascii_case(v) || w.name().eq_ignore_ascii_case(v));
    match (v.parse::<u8>(), by_wind) {
        (Ok(n), _) if n < 4 => Ok(n),
        (_, Some(i)) => Ok(i as u8),
        _ => Err(t!(ai_points_not_a_seat, what = what, value = v)),
    }
}

/// Reads the fields: the win to count and the rules to count it by.
pub fn read(f: &Fields) -> Result<(Win, ScoreRules), String> {
    let options = Options::parse(GameId::Matjok, f.options.iter().map(String::as_str))
        .map_err(|e| e.to_string())?;
    let rules = MatjokRules::new(&options).map_err(|e| e.to_string())?.score;
    let winner = seat(t!(ai_points_winner_seat), &f.seat)?;
    if !f.jongh.trim().is_empty() && seat("jongh", &f.jongh)? != JONGH {
        return Err(t!(ai_points_jongh_is_east).into());
    }
    let from = match f.from.trim() {
        "self" | "" => None,
        other => Some(seat(t!(ai_points_thrower_seat), other)?),
    };
    let prevailing = match f.prevailing.trim() {
        "" => Wind::East,
        w => Wind::ALL[seat(t!(ai_points_prevailing_wind), w)? as usize],
    };
    // closed kongs are written in brackets; the rest of the melds are open
    let tokens: Vec<&str> = f.open.split_whitespace().collect();
    let plain: Vec<&str> = tokens
        .iter()
        .map(|t| t.trim_start_matches('[').trim_end_matches(']'))
        .collect();
    let hand = read_matjok(&f.tiles, &plain.join(" ")).map_err(|e| e.to_string())?;
    if !hand.flowers.is_empty() {
        return Err(t!(ai_points_flowers_apart).into());
    }
    // the flowers as the hand reader reads them (one of each); anything else is no flower
    let flowers = read_matjok(&f.flowers, "").map_err(|e| e.to_string())?;
    if let Some(t) = crate::engine::matjok::hand::tiles_of(&flowers.concealed).first() {
        return Err(t!(ai_points_not_a_flower, tile = t));
    }
    let flowers = flowers.flowers;
    let melds = hand
        .melds
        .iter()
        .zip(&tokens)
        .map(|(&combination, token)| Meld {
            combination,
            open: !token.starts_with('['),
        })
        .collect();
    let winning_tile = match f.win_tile.trim() {
        "" => None,
        t => match parse_mpsz(t).map_err(|e| e.to_string())?.as_slice() {
            [one] => Some(*one),
            _ => return Err(t!(ai_points_one_winning_tile, tile = t)),
        },
    };
    let concealed: Vec<MahjongTile> = crate::engine::matjok::hand::tiles_of(&hand.concealed);
    let win = Win {
        seat: winner,
        prevailing,
        concealed,
        melds,
        flowers,
        winning_tile,
        from,
        after_kong: f.after_kong,
        kong_on_kong: f.kong_on_kong,
        robbed: f.robbed,
    };
    Ok((win, rules))
}

/// The level's name as the answer writes it.
pub fn level_id(level: Option<Level>) -> &'static str {
    match level {
        None => "ordinary",
        Some(Level::LiongVan) => "liong-van",
        Some(Level::SamVan) => "sam-van",
        Some(Level::SieVan) => "sie-van",
        Some(Level::ManKong) => "man-kong",
    }
}

/// Reads and counts: the answer, or what is wrong with the question.
pub fn calculate(f: &Fields) -> Result<Counted, String> {
    let (win, rules) = read(f)?;
    count(&win, &rules).map_err(|e| e.to_string())
}

/// The answer as JSON: `value` (after rounding), `level`, `items` (each with its points or
/// multipliers), `payments` (one per seat, the winner's table payment only).
pub fn to_json(c: &Counted) -> Value {
    json!({
        "game": "matjok",
        "value": c.hand.value,
        "level": level_id(c.hand.level),
        "on_flowers": c.on_flowers,
        "points": c.hand.points,
        "multipliers": c.hand.multipliers,
        "in_words": c.hand.in_words(),
        "items": c.hand.items.iter().map(|i| json!({
            "what": i.what, "points": i.points, "multipliers": i.multipliers,
        })).collect::<Vec<_>>(),
        "payments": c.payments,
        "lines": c.lines.iter().map(|l| l.to_string()).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(seat: &str, tiles: &str, win: &str, from: &str) -> Fields {
        Fields {
            seat: seat.into(),
            tiles: tiles.into(),
            win_tile: win.into(),
            from: from.into(),
            ..Fields::default()
        }
    }

    #[test]
    fn the_counting_example_58_points_rounds_up_to_60() {
        // points/counting-and-rounding: 555p open, 9999m closed kong, 234s678s55s,
        // self-drawn 5s as South
        let f = Fields {
            open: "555p [9999m]".into(),
            ..fields("south", "234s678s55s", "5s", "self")
        };
        let c = calculate(&f).unwrap();
        assert_eq!((c.hand.points, c.hand.value), (58, 60));
        // self-drawn: each pays twice 60, East (jongh) twice that
        assert_eq!(c.payments, vec![-240, 480, -120, -120]);
        assert_eq!(c.payments.iter().sum::<i32>(), 0);
    }

    #[test]
    fn flowers_alone_and_seats_by_wind() {
        let f = Fields {
            flowers: "1f2f3f4f5f6f7f8f".into(),
            ..fields("west", "", "", "self")
        };
        let c = calculate(&f).unwrap();
        assert_eq!(level_id(c.hand.level), "man-kong");
        assert_eq!(c.payments, vec![-1000, -500, 2000, -500]);
    }

    #[test]
    fn bad_questions_get_readable_answers() {
        let cases = [
            (fields("5", "123m", "1m", "self"), "seat from 0 to 3"),
            (fields("0", "123m456m789m111p5s", "5s", "self"), "14 tiles"),
            (
                fields("0", "123m456m789m111p5s5s", "9s", "self"),
                "winning tile",
            ),
            (
                fields("0", "123m456m789m111p5s6s", "6s", "self"),
                "not a winning hand",
            ),
            (
                fields("0", "123m456m789m111p5s5s", "5s", "0"),
                "cannot have thrown",
            ),
            (
                fields("0", "123m456m789m111p5s5s5s", "5s", "self"),
                "14 tiles",
            ),
            (fields("0", "11111m", "1m", "self"), "only four of 1m"),
            (
                Fields {
                    flowers: "1f1f".into(),
                    ..fields("0", "", "", "self")
                },
                "one of each flower",
            ),
            (
                Fields {
                    options: vec!["maximum=zero".into()],
                    ..fields("0", "123m456m789m111p5s5s", "5s", "self")
                },
                "maximum",
            ),
            // glossary: "jongh | East"
            (
                Fields {
                    jongh: "2".into(),
                    ..fields("0", "123m456m789m111p5s5s", "5s", "self")
                },
                "jongh is East",
            ),
            // kong-robbery-and-closed-win: the replacement tile is the winner's own draw
            (
                Fields {
                    after_kong: true,
                    ..fields("0", "123m456m789m111p5s5s", "5s", "2")
                },
                "replacement tile after a kong is drawn by the winner",
            ),
            (
                Fields {
                    after_kong: true,
                    robbed: true,
                    ..fields("0", "123m456m789m111p5s5s", "5s", "2")
                },
                "cannot be both",
            ),
            (
                Fields {
                    kong_on_kong: true,
                    after_kong: true,
                    ..fields("0", "123m456m789m111p5s5s", "5s", "self")
                },
                "two kongs",
            ),
            (
                Fields {
                    after_kong: true,
                    ..fields("0", "123m456m789m111p5s5s", "5s", "self")
                },
                "lay the kong out",
            ),
            (
                Fields {
                    flowers: "1f2f3f4f5f6f7f".into(),
                    ..fields("0", "", "", "2")
                },
                "flowers alone",
            ),
        ];
        for (f, want) in cases {
            let e = calculate(&f).unwrap_err();
            assert!(e.contains(want), "{f:?}: {e}");
        }
    }
}
