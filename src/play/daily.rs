//! The deal of the day (issue 52): for each game and each date (UTC), one deal that every
//! device and every build keeping the same rules deals alike, against the same normal
//! computers, who decide the same way. A date's deal is the first of its candidates that
//! is not decided before the player's first real choice (the round does not end, nor is
//! the player's every move forced, before they have two moves to choose between).

use jjak_words::t;
use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::engine::core::text_seed;
use crate::engine::games::GameId;
use crate::engine::setup::SetupError;
use crate::play::session::{DailyOf, Session, Setup};

/// A calendar date (UTC), the day a deal is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Day {
    pub year: i32,
    pub month: u8,
    pub day: u8,
}

/// A date that is not one: a bad `YYYY-MM-DD` (from an address or a stored result).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotADay(pub String);

impl std::fmt::Display for NotADay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "“{}” is not a date written YYYY-MM-DD", self.0)
    }
}

/// The first day with a deal: day number 1.
pub const FIRST: Day = Day {
    year: 2026,
    month: 11,
    day: 28,
};

/// How many candidates a date tries before it takes the last one unscreened (never
/// reached in the tested years: a candidate is rarely decided before the first choice).
const CANDIDATES: u32 = 16;

impl Day {
    /// The date written `YYYY-MM-DD`, checked (the month's length, leap years included).
    pub fn parse(text: &str) -> Result<Day, NotADay> {
        let bad = || NotADay(text.chars().take(40).collect());
        let mut parts = text.split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
            return Err(bad());
        }
        let day = Day {
            year: y.parse().map_err(|_| bad())?,
            month: m.parse().map_err(|_| bad())?,
            day: d.parse().map_err(|_| bad())?,
        };
        let fits = (1..=12).contains(&day.month) && day.day >= 1 && day.day <= day.month_length();
        fits.then_some(day).ok_or_else(bad)
    }

    fn month_length(self) -> u8 {
        let leap = self.year % 4 == 0 && (self.year % 100 != 0 || self.year % 400 == 0);
        match self.month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        }
    }

    /// Days since 1970-01-01 (the civil calendar's day count, after Howard Hinnant's
    /// `days_from_civil`: a few lines of arithmetic, not worth a calendar crate in every
    /// bundle).
    pub fn days_since_epoch(self) -> i64 {
        let (m, d) = (self.month as i64, self.day as i64);
        let y = self.year as i64 - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` days after 1970-01-01 (the inverse of [`Day::days_since_epoch`]).
    pub fn from_days(days: i64) -> Day {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let m = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let y = yoe + era * 400 + i64::from(m <= 2);
        Day {
            year: y as i32,
            month: m,
            day: d,
        }
    }

    /// The day before.
    pub fn yesterday(self) -> Day {
        Day::from_days(self.days_since_epoch() - 1)
    }

    /// The deal's number, counted from [`FIRST`] (day 1); before it, 0 or less.
    pub fn number(self) -> i64 {
        self.days_since_epoch() - FIRST.days_since_epoch() + 1
    }
}

impl std::fmt::Display for Day {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// Who plays the deal of the day: you and normal computers, as many as the game is best
/// known with.
pub fn setup(game: GameId) -> Setup {
    let players = match game {
        GameId::JjakMatChuGi | GameId::ThreeDozen => 3,
        GameId::KapTaiShap | GameId::Matjok => 4,
        GameId::KapShap => 2,
    };
    Setup::against_computer(game, players, Level::Normal)
}

/// The seed of `game`'s candidate `attempt` for `day`: the words below made a seed
/// (`engine::core::text_seed`; a change to them is a change of every deal: the test pins
/// them).
pub fn candidate(game: GameId, day: Day, attempt: u32) -> u64 {
    text_seed(&format!("jjak daily 1|{}|{day}|{attempt}", game.id()))
}

/// The deal of the day: its setup and seed, and which candidate it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Daily {
    pub game: GameId,
    pub day: Day,
    pub setup: Setup,
    pub seed: u64,
    pub attempt: u32,
}

impl Daily {
    /// `game`'s deal for `day`: the first candidate the screening keeps.
    pub fn of(game: GameId, day: Day) -> Daily {
        let setup = setup(game);
        let attempt = (0..CANDIDATES)
            .find(|&a| worth_playing(&setup, candidate(game, day, a)))
            .unwrap_or(CANDIDATES - 1);
        Daily {
            game,
            day,
            seed: candidate(game, day, attempt),
            setup,
            attempt,
        }
    }

    /// The match, dealt and marked as the day's; started on `today`, after its day, it is
    /// caught up late.
    pub fn session(&self, today: Day) -> Result<Session, SetupError> {
        let setup = Setup {
            daily: Some(DailyOf {
                day: self.day.to_string(),
                late: self.day < today,
            }),
            ..self.setup.clone()
        };
        Session::new(setup, self.seed)
    }
}

/// Whether the first round dealt from `seed` gives the player (seat 0) a real choice
/// before it ends: the computers play as they will, and each move forced on the player
/// (one legal move) is made for them.
fn worth_playing(setup: &Setup, seed: u64) -> bool {
    let Ok(mut s) = Session::new(setup.clone(), seed) else {
        return false;
    };
    for _ in 0..1_000 {
        if s.round_over() {
            return false;
        }
        let Some(&seat) = s.to_act().first() else {
            return false;
        };
        if s.is_human(seat) {
            let legal = s.legal(seat);
            // (drawing one face-down tile or another is one choice)
            if crate::play::replay::choices(&legal) > 1 {
                return true;
            }
            let Some(&only) = legal.first() else {
                return false;
            };
            if s.play(seat, only).is_err() {
                return false;
            }
        } else if s.computer_move().is_err() {
            return false;
        }
    }
    false
}

/// How a round of the day's match went for you.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    Won,
    /// Another seat won.
    Lost,
    /// Nobody won (the wall ran out).
    Drawn,
}

impl Mark {
    /// Its square in the shared grid.
    fn square(self) -> char {
        match self {
            Mark::Won => '🟩',
            Mark::Lost => '⬛',
            Mark::Drawn => '🟨',
        }
    }
}

/// Your result of a day's deal: each round's mark and the points at the end, kept on the
/// device and shared as a few lines that name no tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyResult {
    pub game: GameId,
    /// The date, `YYYY-MM-DD`.
    pub day: String,
    pub rounds: Vec<Mark>,
    pub points: i32,
    /// Played after its day (yesterday's deal, caught up): kept and shown, not counted in
    /// a streak.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub late: bool,
    /// The match, to replay and review (`play::save::KeptGame`'s text): kept with the newest
    /// results only (`play::practice::GAMES_KEPT`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept: Option<String>,
}

impl DailyResult {
    /// Your result of the day's match `s` (you sit at seat 0), once it is over.
    pub fn of(s: &Session, day: Day) -> Option<DailyResult> {
        if !s.game.is_over() {
            return None;
        }
        let rounds = s
            .game
            .results()
            .iter()
            .map(|r| match r.winner {
                Some(0) => Mark::Won,
                Some(_) => Mark::Lost,
                None => Mark::Drawn,
            })
            .collect();
        Some(DailyResult {
            game: s.setup.game,
            day: day.to_string(),
            rounds,
            points: s.game.scores().first().copied().unwrap_or(0),
            late: false,
            kept: None,
        })
    }

    /// The rounds as squares, in order.
    pub fn squares(&self) -> String {
        self.rounds.iter().map(|m| m.square()).collect()
    }

    /// The lines to share: the game and the day's number, the rounds as squares (ten to a
    /// line), the points.
    pub fn share_text(&self) -> String {
        let number = Day::parse(&self.day).map_or(0, Day::number);
        let squares: Vec<String> = self
            .rounds
            .chunks(10)
            .map(|line| line.iter().map(|m| m.square()).collect())
            .collect();
        format!(
            "{}\n{}\n{}",
            t!(daily_share_head, game = self.game.name(), number = number),
            squares.join("\n"),
            t!(daily_share_points, points = self.points)
        )
    }
}

/// How many days in a row, ending `today` (or yesterday, while today's is not played
/// yet), have a result of `game` among `results`.
pub fn streak(results: &[DailyResult], game: GameId, today: Day) -> u32 {
    let played: Vec<i64> = results
        .iter()
        .filter(|r| r.game == game && !r.late)
        .filter_map(|r| Day::parse(&r.day).ok())
        .map(Day::days_since_epoch)
        .collect();
    let has = |d: i64| played.contains(&d);
    let mut day = today.days_since_epoch();
    if !has(day) {
        day -= 1;
    }
    let mut run = 0;
    while has(day) {
        run += 1;
        day -= 1;
    }
    run
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    /// Dates read as written and count days as the calendar does.
    #[test]
    fn a_date_is_read_checked_and_numbered() {
        assert_eq!(day("1970-01-01").days_since_epoch(), 0);
        assert_eq!(day("2000-03-01").days_since_epoch(), 11_017);
        assert_eq!(day("2026-11-28").number(), 1);
        assert_eq!(day("2026-12-01").number(), 4);
        assert_eq!(day("2027-11-28").number(), 366);
        assert_eq!(day("2028-02-29").to_string(), "2028-02-29");
        for bad in [
            "2027-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-1-01",
            "26-11-28",
            "",
            "2026-11-28-1",
            "2026-11-3x",
            "２０２６-11-28",
        ] {
            assert!(Day::parse(bad).is_err(), "{bad}");
        }
        // a day before the next: the order is the calendar's
        assert!(day("2026-12-31") < day("2027-01-01"));
        assert_eq!(day("2027-01-01").yesterday(), day("2026-12-31"));
        assert_eq!(day("2028-03-01").yesterday(), day("2028-02-29"));
        for d in [-1, 0, 11_017, 20_785, 800_000] {
            assert_eq!(Day::from_days(d).days_since_epoch(), d);
        }
    }

    /// The date's deal is the same in every build that keeps these rules: a few dates'
    /// seeds are pinned, and their first hands with them.
    #[test]
    fn the_deal_of_a_date_is_pinned() {
        let dates = ["2026-12-24", "2027-07-01"];
        let hands: Vec<String> = dates
            .iter()
            .flat_map(|&date| GameId::ALL.iter().map(move |&game| (date, game)))
            .map(|(date, game)| {
                let daily = Daily::of(game, day(date));
                let s = daily.session(daily.day).unwrap();
                let names = s.setup.named();
                let hand = crate::play::table::table(s.round(), 0, &names).hand;
                let tiles: Vec<String> =
                    hand.iter().flatten().map(|t| t.accessible_name()).collect();
                format!(
                    "{date} {} #{} {}: {}",
                    game.id(),
                    daily.attempt,
                    daily.seed,
                    tiles.join(", ")
                )
            })
            .collect();
        let pinned: Vec<&str> = PINNED
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        assert_eq!(hands, pinned, "{}", hands.join("\n"));
        assert_eq!(
            candidate(GameId::Matjok, day("2026-11-28"), 0),
            candidate(GameId::Matjok, day("2026-11-28"), 0)
        );
        assert_ne!(
            candidate(GameId::Matjok, day("2026-11-28"), 0),
            candidate(GameId::Matjok, day("2026-11-29"), 0)
        );
    }

    /// 2026-12-24's and 2027-07-01's deals and your first hand in each (Matjok's tile just
    /// drawn last).
    const PINNED: &str = "
        2026-12-24 jjak-mat-chu-gi #0 1345077417915883555: domino 6-4, domino 6-4, domino 2-1, domino 3-2, domino 3-3
        2026-12-24 three-dozen #0 8984011829863958909: domino 2-1, domino 6-3, domino 3-0, domino 5-0, domino 5-1, domino 5-3
        2026-12-24 kap-tai-shap #0 4913897701565777672: domino 3-1, domino 3-3, domino 3-3, domino 4-3, domino 4-3, domino 4-4, domino 5-1, domino 5-4, domino 6-3
        2026-12-24 kap-shap #0 13759440122938713336: domino 2-1, domino 5-2, domino 6-3, domino 6-5, domino 2-2, domino 5-5, domino 6-6
        2026-12-24 matjok #0 2646390189288485405: 1 characters, 4 characters, 4 circles, 5 circles, 8 circles, 3 bamboo, 4 bamboo, 4 bamboo, 6 bamboo, East wind, East wind, North wind, white dragon, 4 circles
        2027-07-01 jjak-mat-chu-gi #0 16060560295928189787: domino 2-1, domino 3-3, domino 5-1, domino 5-5, domino 6-2, domino 6-6
        2027-07-01 three-dozen #0 10777602174296220965: domino 3-1, domino 4-4, domino 1-0, domino 3-2, domino 6-0
        2027-07-01 kap-tai-shap #0 17772281225612081922: domino 3-1, domino 3-3, domino 5-5, domino 6-4, domino 6-2, domino 6-6, domino 3-2, domino 3-3, domino 5-1
        2027-07-01 kap-shap #0 1805477282261980402: domino 2-1, domino 6-1, domino 1-1, domino 3-1, domino 5-4, domino 5-5, domino 6-6
        2027-07-01 matjok #0 8867788984728844664: 5 characters, 6 characters, 7 characters, 8 characters, 9 circles, 1 bamboo, 6 bamboo, 7 bamboo, 8 bamboo, South wind, West wind, West wind, North wind, 1 characters
    ";

    /// Every deal offered, over two months of every game, gives the player a real choice
    /// before its first round ends, and is played the same way twice.
    #[test]
    fn every_deal_offered_gives_a_choice_and_plays_alike() {
        let start = day("2027-01-01").days_since_epoch();
        for game in GameId::ALL {
            let mut retried = 0;
            for offset in 0..60 {
                let d = Day::from_days(start + offset);
                let daily = Daily::of(game, d);
                assert!(worth_playing(&daily.setup, daily.seed), "{game:?} {d}");
                retried += u32::from(daily.attempt > 0);
            }
            assert!(
                retried < 30,
                "{game:?}: {retried} of 60 days needed another candidate"
            );
        }
        let daily = Daily::of(GameId::Matjok, day("2027-03-03"));
        let play = |mut s: Session| {
            for _ in 0..40 {
                if s.round_over() {
                    break;
                }
                s.move_on();
            }
            s.saved()
        };
        assert_eq!(
            play(daily.session(daily.day).unwrap()),
            play(daily.session(daily.day).unwrap())
        );
        // the day's match is played once: no move is taken back
        let mut s = daily.session(daily.day).unwrap();
        let mark = s.setup.daily.clone().unwrap();
        assert_eq!((mark.day.as_str(), mark.late), ("2027-03-03", false));
        let caught_up = daily.session(day("2027-03-04")).unwrap();
        assert!(caught_up.setup.daily.unwrap().late);
        for _ in 0..20 {
            s.move_on();
        }
        assert!(!s.can_undo() && !s.undo());
        // a game taken over from its replay is a game of its own, not the day's again
        let replay = crate::play::replay::Replay::new(s.saved()).unwrap();
        assert_eq!(replay.take_over(0).unwrap().setup.daily, None);
    }

    /// A whole day's match: its result names the rounds won, lost and drawn and the
    /// points, and nothing of the tiles; the streak counts the days in a row.
    #[test]
    fn a_finished_deal_is_shared_without_its_tiles_and_counted_in_a_streak() {
        let d = day("2026-12-01");
        let mut s = Daily::of(GameId::KapShap, d).session(d).unwrap();
        while !s.game.is_over() {
            while !s.round_over() {
                s.move_on();
            }
            s.next_round().unwrap();
        }
        let result = DailyResult::of(&s, d).unwrap();
        assert_eq!(result.rounds.len(), s.game.results().len());
        let text = result.share_text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Jjak K'ap Shap · day 4");
        assert_eq!(lines[1].chars().count(), 10.min(result.rounds.len()));
        assert!(
            lines.last().unwrap().ends_with("points") || lines.last().unwrap().ends_with("point")
        );
        // no tile is named: no digit but the day's and the points', no tile word
        assert!(!text.contains('-') || text.matches('-').count() == usize::from(result.points < 0));
        for word in [
            "domino",
            "wind",
            "dragon",
            "bamboo",
            "circles",
            "characters",
        ] {
            assert!(!text.contains(word), "{text}");
        }
        let kept = |day: &str| DailyResult {
            day: day.into(),
            ..result.clone()
        };
        let results = vec![
            kept("2026-11-29"),
            kept("2026-11-30"),
            kept("2026-12-01"),
            kept("2026-11-27"),
            // (caught up late: not counted)
            DailyResult {
                late: true,
                ..kept("2026-11-28")
            },
        ];
        assert_eq!(streak(&results, GameId::KapShap, day("2026-12-01")), 3);
        // today not played yet: the run up to yesterday still counts
        assert_eq!(streak(&results, GameId::KapShap, day("2026-12-02")), 3);
        assert_eq!(streak(&results, GameId::KapShap, day("2026-12-03")), 0);
        assert_eq!(streak(&results, GameId::Matjok, day("2026-12-01")), 0);
    }
}
