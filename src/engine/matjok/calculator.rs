//! The points calculator: a winning hand as the table lays it open (concealed tiles, melds,
//! flowers, the winning tile and who threw it) counted and paid as in a game, for the lab's
//! `score` command, the rules page's calculator and its embed.

use super::game::SEATS;
use super::hand::{counts_of, is_complete, Combination, Counts};
use super::scoring::{
    count_flower_win, count_win, flower_win_stands, liable, settle, Ending, HandValue, Meld,
    ScoreRules, WinContext,
};
use crate::core::Seat;
use crate::said;
use crate::text::Text;
use crate::tiles::mahjong::Wind;
use crate::tiles::MahjongTile;
use jjak_words::t;

/// A win to count. Seats 0-3 sit East, South, West, North in the round; East is jongh,
/// who pays and receives double (glossary: "jongh | East").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Win {
    pub seat: Seat,
    pub prevailing: Wind,
    /// The concealed tiles, the winning tile among them; none for a win on flowers alone.
    pub concealed: Vec<MahjongTile>,
    pub melds: Vec<Meld>,
    pub flowers: Vec<MahjongTile>,
    pub winning_tile: Option<MahjongTile>,
    /// Who threw the winning tile (or added it to a kong, when robbed); `None`: self-drawn.
    pub from: Option<Seat>,
    /// Won with the replacement tile after a kong.
    pub after_kong: bool,
    /// That replacement tile made a second kong first, and the next replacement won
    /// (kong-sjong-kong: Man Kong).
    pub kong_on_kong: bool,
    /// Won by robbing the 4th tile added to an open poeng (`from` added it).
    pub robbed: bool,
}

/// Why a win cannot be counted, in words for the page and the command line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CalcError {
    #[error("{}", t!(mj_calc_seat_range, seat = .0))]
    Seat(Seat),
    #[error("{}", t!(mj_calc_own_discard))]
    OwnDiscard,
    #[error("{0}")]
    Tiles(String),
    #[error("{}", t!(mj_calc_size, count = .0))]
    Size(usize),
    #[error("{}", t!(mj_calc_winning_tile))]
    WinningTile,
    #[error("{}", t!(mj_calc_not_complete))]
    NotComplete,
    #[error("{}", t!(mj_calc_robbed_self))]
    RobbedSelf,
    #[error("{}", t!(mj_calc_after_kong_discard))]
    AfterKongDiscard,
    #[error("{}", t!(mj_calc_robbed_after_kong))]
    RobbedAfterKong,
    #[error("{}", t!(mj_calc_after_kong_without_kong))]
    AfterKongWithoutKong,
    #[error("{}", t!(mj_calc_flowers_only))]
    FlowersOnly,
    #[error("{}", t!(mj_calc_kong_on_kong))]
    KongOnKong,
}

/// Where jongh sits in the calculator: East.
pub const JONGH: Seat = 0;

/// A counted win: its value and what the winner's table payment moves (the settlement
/// between the losers is not part of it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    pub hand: HandValue,
    /// The flower outcome stood (a win on seven or eight flowers).
    pub on_flowers: bool,
    /// One number per seat: the winner positive, the payers negative; they sum to 0.
    pub payments: Vec<i32>,
    /// Each payment in words.
    pub lines: Vec<Text>,
}

fn seat_name(s: Seat) -> Text {
    said!(
        mj_calc_seat,
        wind = Wind::ALL[s as usize % 4].name(),
        seat = u16::from(s)
    )
}

/// Counts `win` under `rules`, as the game would at tjok.
pub fn count(win: &Win, rules: &ScoreRules) -> Result<Counted, CalcError> {
    for s in [win.seat].into_iter().chain(win.from) {
        if s >= SEATS {
            return Err(CalcError::Seat(s));
        }
    }
    if win.from == Some(win.seat) {
        return Err(CalcError::OwnDiscard);
    }
    if win.robbed && win.from.is_none() {
        return Err(CalcError::RobbedSelf);
    }
    if win.robbed && win.after_kong {
        return Err(CalcError::RobbedAfterKong);
    }
    if win.after_kong && win.from.is_some() {
        return Err(CalcError::AfterKongDiscard);
    }
    let kongs = win
        .melds
        .iter()
        .filter(|m| matches!(m.combination, Combination::Kong(_)))
        .count();
    if win.kong_on_kong && (!win.after_kong || kongs < 2) {
        return Err(CalcError::KongOnKong);
    }
    let flowers_only = win.concealed.is_empty() && win.melds.is_empty();
    if win.after_kong && kongs == 0 && !flowers_only {
        return Err(CalcError::AfterKongWithoutKong);
    }
    if flowers_only && (win.from.is_some() || win.robbed || win.after_kong) {
        return Err(CalcError::FlowersOnly);
    }
    let everything: Vec<MahjongTile> = win
        .concealed
        .iter()
        .copied()
        .chain(win.melds.iter().flat_map(|m| m.combination.tiles()))
        .collect();
    counts_of(&everything).map_err(|e| CalcError::Tiles(e.to_string()))?;
    let seat_wind = Wind::ALL[win.seat as usize];
    let flower_win = count_flower_win(&win.flowers, seat_wind, false, rules);
    let (hand, on_flowers) = if win.concealed.is_empty() && win.melds.is_empty() {
        (flower_win.ok_or(CalcError::Size(0))?, true)
    } else {
        let size = win.concealed.len() + 3 * win.melds.len();
        if size != 14 {
            return Err(CalcError::Size(size));
        }
        let tile = win
            .winning_tile
            .filter(|t| win.concealed.contains(t))
            .ok_or(CalcError::WinningTile)?;
        let concealed: Counts =
            counts_of(&win.concealed).map_err(|e| CalcError::Tiles(e.to_string()))?;
        if !is_complete(&concealed) {
            return Err(CalcError::NotComplete);
        }
        let ctx = WinContext {
            concealed: &concealed,
            melds: &win.melds,
            flowers: &win.flowers,
            winning_tile: tile,
            self_drawn: win.from.is_none(),
            after_kong: win.after_kong,
            kong_on_kong: win.kong_on_kong,
            robbed: win.robbed,
            seat_wind,
            prevailing: win.prevailing,
        };
        let hand = count_win(&ctx, rules).ok_or(CalcError::NotComplete)?;
        let as_won = ending(win, &hand, win.from, false);
        match flower_win_stands(&win.flowers, seat_wind, as_won, JONGH, rules) {
            Some(f) => (f, true),
            None => (hand, false),
        }
    };
    let discarder = if on_flowers { None } else { win.from };
    let names: Vec<Text> = (0..SEATS).map(seat_name).collect();
    let settlement = settle(
        ending(win, &hand, discarder, on_flowers),
        JONGH,
        &[0; 4],
        &names,
        rules,
    );
    Ok(Counted {
        hand,
        on_flowers,
        payments: settlement.payments,
        lines: settlement.lines,
    })
}

/// The table's ending of `win` counted as `hand` (a flower win: `flowers`), paid by
/// `discarder` (or all three).
fn ending<'a>(
    win: &Win,
    hand: &'a HandValue,
    discarder: Option<Seat>,
    flowers: bool,
) -> Ending<'a> {
    Ending::Win {
        winner: win.seat,
        discarder,
        hand,
        liable: !win.robbed
            && discarder.is_some()
            && win.winning_tile.is_some_and(|t| liable(&win.melds, t)),
        robbed: win.robbed && discarder.is_some(),
        flowers,
    }
}
