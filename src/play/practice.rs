//! What practice leaves on the device (issue 52): the deals of the day played, and each
//! drill's accuracy, its last answers and the questions missed (which come back). Kept
//! under a key of its own ([`KEY`]), apart from the game in progress: written only when a
//! day's match ends or a drill is answered, and then read afresh and changed, so that two
//! tabs do not lose each other's answers. Each entry is read on its own: one that cannot
//! be read is named and left out, and the stored text is kept aside before it is written
//! over.

use std::collections::BTreeMap;

use jjak_words::t;
use serde::{Deserialize, Serialize};

use super::daily::DailyResult;
use super::save::{keep_aside, LoadError, Storage, StorageError};
use crate::engine::games::GameId;

/// Where the practice is kept.
pub const KEY: &str = "jjak.practice";

/// The format written.
const SCHEMA: u64 = 1;

/// The days' results kept, the oldest let go first (five games a day for two hundred days).
pub const DAILY_KEPT: usize = 1000;

/// The deals begun that are remembered (five games for a few weeks).
const STARTED_KEPT: usize = 200;

/// The newest results that keep their match, to replay and review (a match is a few
/// kilobytes).
pub const GAMES_KEPT: usize = 10;

/// The answers a drill remembers, for "your last answers".
pub const LAST_KEPT: usize = 20;

/// New questions asked after a miss before the missed one comes back.
const MISSED_AFTER: u32 = 2;

/// The days played and the drills answered.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Practice {
    /// The deals of the day played to the end, newest first.
    pub daily: Vec<DailyResult>,
    /// Each drill's record, by the drill's name (`which-tile/matjok`).
    pub drills: BTreeMap<String, DrillStats>,
    /// The deals of the day begun, newest first (`game/YYYY-MM-DD`): a deal is played once,
    /// so one begun and left is not dealt again.
    pub started: Vec<String>,
}

/// One drill's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DrillStats {
    pub asked: u32,
    pub right: u32,
    /// The last answers, oldest first: right or not.
    pub last: Vec<bool>,
    /// The questions answered wrong and not answered right since, oldest first.
    pub missed: Vec<String>,
    /// New questions asked since a missed one last came back.
    pub since_missed: u32,
    /// New questions asked so far: the next one's place in the drill's order.
    pub next: u32,
}

/// The question a drill asks next: its place in the drill's list, and whether it is a
/// missed one come back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Next {
    pub index: usize,
    pub again: bool,
}

/// How a question came to be asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// The next new question of the drill's order.
    New,
    /// A missed one come back.
    Again,
    /// Opened from its link: counted, without moving the drill's order on.
    Linked,
}

impl DrillStats {
    /// The share answered right, as a whole percentage (none before the first answer).
    pub fn percent(&self) -> Option<u32> {
        let (right, asked) = (u64::from(self.right.min(self.asked)), u64::from(self.asked));
        (asked > 0).then(|| ((right * 100 + asked / 2) / asked) as u32)
    }

    /// The question to ask next among `questions` (the drill's ids, in its order): a missed
    /// one after every [`MISSED_AFTER`] new ones, else the next new one (the list starts
    /// over once every question was asked). None for an empty drill.
    pub fn next_question(&self, questions: &[String]) -> Option<Next> {
        if questions.is_empty() {
            return None;
        }
        if self.since_missed >= MISSED_AFTER {
            let back = self
                .missed
                .iter()
                .find_map(|m| questions.iter().position(|q| q == m));
            if let Some(index) = back {
                return Some(Next { index, again: true });
            }
        }
        Some(Next {
            index: self.next as usize % questions.len(),
            again: false,
        })
    }

    /// Counts an answer to `question`, asked as `asked`: a wrong answer puts the question
    /// among the missed (one of `questions`, the drill's own: a linked one may not be), a
    /// right one takes it out.
    pub fn answered(&mut self, question: &str, right: bool, asked: Asked, questions: &[String]) {
        // (counts read from storage may be anything: they stop at their largest)
        self.asked = self.asked.saturating_add(1);
        self.right = self.right.saturating_add(u32::from(right));
        self.last.push(right);
        let over = self.last.len().saturating_sub(LAST_KEPT);
        self.last.drain(..over);
        self.missed.retain(|m| m != question);
        if !right && questions.iter().any(|q| q == question) {
            self.missed.push(question.to_string());
        }
        // (a miss starts the count of new questions before it comes back)
        match (asked, right) {
            (Asked::Linked, _) => {}
            (Asked::Again, _) | (Asked::New, false) => self.since_missed = 0,
            (Asked::New, true) => self.since_missed = self.since_missed.saturating_add(1),
        }
        if asked == Asked::New {
            self.next = self.next.saturating_add(1);
        }
    }
}

impl Practice {
    /// Keeps a day's result (one per game and day: a second one is not kept).
    pub fn played(&mut self, result: DailyResult) {
        if self
            .daily
            .iter()
            .any(|r| r.game == result.game && r.day == result.day)
        {
            return;
        }
        self.daily.insert(0, result);
        self.daily.truncate(DAILY_KEPT);
        for older in self.daily.iter_mut().skip(GAMES_KEPT) {
            older.kept = None;
        }
    }

    /// Marks `game`'s deal of `day` (`YYYY-MM-DD`) as begun.
    pub fn begin(&mut self, game: GameId, day: &str) {
        let mark = format!("{}/{day}", game.id());
        if !self.started.contains(&mark) {
            self.started.insert(0, mark);
            self.started.truncate(STARTED_KEPT);
        }
    }

    /// Whether `game`'s deal of `day` was begun here.
    pub fn begun(&self, game: GameId, day: &str) -> bool {
        self.started.contains(&format!("{}/{day}", game.id()))
    }

    /// The record of the drill named `drill` (empty before its first answer).
    pub fn drill(&self, drill: &str) -> DrillStats {
        self.drills.get(drill).cloned().unwrap_or_default()
    }
}

/// The practice as stored: `{"schema": 1, "daily": [...], "drills": {...}}`.
pub fn encode(practice: &Practice) -> String {
    #[derive(Serialize)]
    struct Stored<'a> {
        schema: u64,
        daily: &'a [DailyResult],
        drills: &'a BTreeMap<String, DrillStats>,
        started: &'a [String],
    }
    serde_json::to_string(&Stored {
        schema: SCHEMA,
        daily: &practice.daily,
        drills: &practice.drills,
        started: &practice.started,
    })
    .expect("the practice always serializes")
}

/// Reads the stored practice, each entry on its own (one that cannot be read is named in
/// the list returned); text that is not a practice record, or a newer format's, is refused.
pub fn decode(text: &str) -> Result<(Practice, Vec<String>), LoadError> {
    use serde_json::value::RawValue;
    #[derive(Deserialize)]
    struct Parts<'a> {
        schema: Option<u64>,
        #[serde(borrow, default)]
        daily: Option<Vec<&'a RawValue>>,
        #[serde(borrow, default)]
        drills: Option<BTreeMap<String, &'a RawValue>>,
        #[serde(borrow, default)]
        started: Option<&'a RawValue>,
    }
    let parts: Parts = serde_json::from_str(text)
        .map_err(|e| LoadError::Corrupt(super::json_problem::problem(&e)))?;
    match parts.schema {
        Some(v) if v > SCHEMA => return Err(LoadError::UnknownVersion(v)),
        Some(_) => {}
        None => return Err(LoadError::Corrupt(t!(play_load_no_format_number).into())),
    }
    let mut left_out = Vec::new();
    let mut practice = Practice::default();
    for (i, raw) in parts.daily.unwrap_or_default().into_iter().enumerate() {
        match serde_json::from_str(raw.get()) {
            Ok(result) => practice.daily.push(result),
            Err(_) => left_out.push(t!(play_left_out_daily, number = i + 1).into()),
        }
    }
    for (name, raw) in parts.drills.unwrap_or_default() {
        match serde_json::from_str(raw.get()) {
            Ok(stats) => {
                practice.drills.insert(name, stats);
            }
            Err(_) => left_out.push(t!(play_left_out_drill, drill = name.as_str()).into()),
        }
    }
    if let Some(raw) = parts.started {
        match serde_json::from_str(raw.get()) {
            Ok(started) => practice.started = started,
            Err(_) => left_out.push("started".into()),
        }
    }
    Ok((practice, left_out))
}

/// The practice as read from storage, and what could not be read of it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Read {
    pub practice: Practice,
    /// Why the stored text could not be read whole: the parts left out, or the reason it
    /// could not be read at all.
    pub trouble: Option<String>,
}

/// Why a change to the practice was not written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PracticeError {
    #[error("{0}")]
    Storage(#[from] StorageError),
    /// The stored text could not be read whole, nor a copy of it kept: it is not written
    /// over.
    #[error("{}", t!(play_practice_would_lose))]
    WouldLose,
    /// A newer version wrote the stored record: this one does not write over it.
    #[error("{}", t!(play_practice_newer_kept, format = .0))]
    Newer(u64),
}

/// Reads the practice stored under `key` (nothing stored: an empty one).
pub fn read<S: Storage>(storage: &S, key: &str) -> Result<Read, StorageError> {
    let Some(text) = storage.get(key)? else {
        return Ok(Read::default());
    };
    Ok(match decode(&text) {
        Ok((practice, left_out)) if left_out.is_empty() => Read {
            practice,
            trouble: None,
        },
        Ok((practice, left_out)) => Read {
            practice,
            trouble: Some(t!(play_practice_left_out, parts = left_out.join(", ")).into()),
        },
        Err(e) => Read {
            practice: Practice::default(),
            trouble: Some(match e {
                LoadError::Corrupt(why) => t!(play_practice_unreadable, why = why).into(),
                LoadError::UnknownVersion(v) => t!(play_practice_newer, format = v).into(),
            }),
        },
    })
}

/// Changes the practice stored under `key` as `f` says, read afresh first (another tab's
/// answers are kept); a stored text that cannot be read whole is kept aside before it is
/// written over. Returns the practice written.
pub fn change<S: Storage>(
    storage: &mut S,
    key: &str,
    f: impl FnOnce(&mut Practice),
) -> Result<Practice, PracticeError> {
    if let Some(text) = storage.get(key)? {
        if let Err(LoadError::UnknownVersion(v)) = decode(&text) {
            return Err(PracticeError::Newer(v));
        }
    }
    let read = read(storage, key)?;
    if read.trouble.is_some() {
        if let Some(text) = storage.get(key)? {
            keep_aside(storage, key, &text).ok_or(PracticeError::WouldLose)?;
        }
    }
    let mut practice = read.practice;
    f(&mut practice);
    storage.set(key, &encode(&practice))?;
    Ok(practice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::daily::Mark;
    use crate::play::save::MemoryStorage;

    fn result(game: GameId, day: &str) -> DailyResult {
        DailyResult {
            game,
            day: day.into(),
            rounds: vec![Mark::Won, Mark::Drawn, Mark::Lost],
            points: 7,
            late: false,
            kept: Some(format!("the match of {day}")),
        }
    }

    /// A drill asks its questions in order, and a missed one comes back after two other
    /// new ones, until it is answered right.
    #[test]
    fn a_missed_question_comes_back_until_answered_right() {
        let questions: Vec<String> = ["a", "b", "c", "d", "e"].map(String::from).to_vec();
        let mut stats = DrillStats::default();
        let mut asked = Vec::new();
        let mut b_asked = 0;
        for _ in 0..9 {
            let next = stats.next_question(&questions).unwrap();
            let q = questions[next.index].clone();
            // "b" is answered wrong the first two times it is asked, right after
            let right = q != "b" || b_asked >= 2;
            b_asked += usize::from(q == "b");
            asked.push(if next.again {
                format!("{q} again")
            } else {
                q.clone()
            });
            let asked = if next.again { Asked::Again } else { Asked::New };
            stats.answered(&q, right, asked, &questions);
        }
        assert_eq!(
            asked,
            ["a", "b", "c", "d", "b again", "e", "a", "b again", "b"]
        );
        assert_eq!(stats.asked, 9);
        assert_eq!(stats.right, 7);
        assert_eq!(stats.percent(), Some(78));
        assert!(stats.missed.is_empty());
        // a question opened from its link is counted, without moving the order on; a
        // linked one that is not the drill's is not kept as missed
        let before = stats.clone();
        stats.answered("z", false, Asked::Linked, &questions);
        assert_eq!(
            (stats.asked, stats.next, stats.since_missed),
            (before.asked + 1, before.next, before.since_missed)
        );
        assert!(stats.missed.is_empty());
        stats.answered("c", false, Asked::Linked, &questions);
        assert_eq!(stats.missed, vec!["c".to_string()]);
        assert_eq!(DrillStats::default().percent(), None);
        // counts from storage at their largest neither overflow nor pass 100%
        let mut huge = DrillStats {
            asked: u32::MAX,
            right: u32::MAX,
            since_missed: u32::MAX,
            next: u32::MAX,
            ..DrillStats::default()
        };
        huge.answered("a", true, Asked::New, &questions);
        assert_eq!(huge.percent(), Some(100));
        assert!(huge.next_question(&questions).is_some());
        assert_eq!(DrillStats::default().next_question(&[]), None);
    }

    /// The last answers kept are the newest.
    #[test]
    fn the_last_answers_are_the_newest() {
        let mut stats = DrillStats::default();
        for i in 0..(LAST_KEPT + 5) {
            stats.answered("q", i % 3 == 0, Asked::New, &["q".to_string()]);
        }
        assert_eq!(stats.last.len(), LAST_KEPT);
        assert_eq!(*stats.last.last().unwrap(), (LAST_KEPT + 4) % 3 == 0);
    }

    /// Kept, read back alike; a second result for the same game and day is not kept.
    #[test]
    fn practice_round_trips_and_keeps_one_result_a_day() {
        let mut storage = MemoryStorage::default();
        let written = change(&mut storage, KEY, |p| {
            p.played(result(GameId::Matjok, "2026-12-01"));
            p.played(result(GameId::Matjok, "2026-12-01"));
            p.played(result(GameId::KapShap, "2026-12-01"));
            p.drills
                .entry("pairs/jjak-mat-chu-gi".into())
                .or_default()
                .answered("6-6", false, Asked::New, &["6-6".to_string()]);
            p.begin(GameId::Matjok, "2026-12-01");
            p.begin(GameId::Matjok, "2026-12-01");
        })
        .unwrap();
        assert_eq!(written.started, vec!["matjok/2026-12-01".to_string()]);
        assert!(written.begun(GameId::Matjok, "2026-12-01"));
        assert!(!written.begun(GameId::KapShap, "2026-12-01"));
        assert_eq!(written.daily.len(), 2);
        // the newest results keep their match, the older ones let it go
        let many = change(&mut storage, KEY, |p| {
            for d in 1..=15 {
                p.played(result(GameId::ThreeDozen, &format!("2027-01-{d:02}")));
            }
        })
        .unwrap();
        assert_eq!(many.daily.len(), 17);
        assert_eq!(many.daily[0].day, "2027-01-15");
        let kept = many.daily.iter().filter(|r| r.kept.is_some()).count();
        assert_eq!(kept, GAMES_KEPT);
        assert!(many.daily[GAMES_KEPT - 1].kept.is_some());
        let read = read(&storage, KEY).unwrap();
        assert_eq!(read.trouble, None);
        assert_eq!(read.practice, many);
    }

    /// An entry that cannot be read is left out and named; the stored text is kept aside
    /// before the next change writes over it, and text that is no record at all is kept
    /// aside too.
    #[test]
    fn a_bad_entry_is_named_and_kept_aside() {
        let mut storage = MemoryStorage::default();
        let good = encode(&Practice {
            daily: vec![result(GameId::Matjok, "2026-12-01")],
            ..Practice::default()
        });
        let bad = good.replace(r#""daily":["#, r#""daily":[{"game":"chess"},"#);
        storage.items.insert(KEY.into(), bad.clone());
        let r = read(&storage, KEY).unwrap();
        assert_eq!(r.practice.daily.len(), 1);
        assert!(r.trouble.unwrap().contains("day's result 1"));
        change(&mut storage, KEY, |p| {
            p.played(result(GameId::KapShap, "2026-12-02"))
        })
        .unwrap();
        assert_eq!(
            storage.items.get(&format!("{KEY}.unreadable.1")),
            Some(&bad)
        );
        assert_eq!(read(&storage, KEY).unwrap().practice.daily.len(), 2);

        storage.items.insert(KEY.into(), "{not json".into());
        let r = read(&storage, KEY).unwrap();
        assert!(r.trouble.is_some());
        assert_eq!(r.practice, Practice::default());
        change(&mut storage, KEY, |_| {}).unwrap();
        assert_eq!(
            storage
                .items
                .get(&format!("{KEY}.unreadable.2"))
                .map(String::as_str),
            Some("{not json")
        );
        // a newer format is refused, not read as empty, and not written over
        assert!(matches!(
            decode(r#"{"schema": 9}"#),
            Err(LoadError::UnknownVersion(9))
        ));
        storage.items.insert(KEY.into(), r#"{"schema": 9}"#.into());
        assert_eq!(
            change(&mut storage, KEY, |_| {}).unwrap_err(),
            PracticeError::Newer(9)
        );
        assert_eq!(
            storage.items.get(KEY).map(String::as_str),
            Some(r#"{"schema": 9}"#)
        );
    }
}
