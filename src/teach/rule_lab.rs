//! The rule lab in the browser: the simulation `jjak-lab simulate` runs, played in batches
//! by workers, one per core, each on its own run of deals (so the page stays responsive),
//! added up here, and drawn as figures and a chart. A batch from deal `i` plays exactly the
//! deals the native lab plays from `i`, so the totals match `jjak-lab simulate` with the
//! same game, options, players, AI and seed, however many workers play them.

use super::{query_pairs, Said, WidgetError};
use crate::art::html::{Esc, Html};
use crate::engine::games::GameId;
use crate::html;
use crate::lab::{simulate, SimReport, SimSpec, LENGTH_BUCKETS, LENGTH_STEP};
use crate::play::presets::presets;
use crate::play::setup_url::SetupQuery;
use jjak_words::t;
use serde::{Deserialize, Serialize};

/// The most games one run may ask for.
pub const MOST_GAMES: u32 = 100_000;

/// Reads a lab query: a setup (`game`, `players`, `preset` or options, `ai`, `seed`) and
/// `games`, the number of rounds to play.
pub fn read_spec(query: &str) -> Result<SimSpec, WidgetError> {
    let mut pairs = query_pairs(query);
    let mut games = 200;
    if let Some(i) = pairs.iter().position(|(k, _)| k == "games") {
        let (_, v) = pairs.remove(i);
        games = match v.parse::<u32>() {
            Ok(n) if (1..=MOST_GAMES).contains(&n) => n,
            _ => {
                return Err(WidgetError::Parameters(t!(
                    teach_lab_bad_games,
                    most = MOST_GAMES,
                    value = v
                )))
            }
        };
    }
    let (q, problems) = SetupQuery::parse(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    if !problems.is_empty() {
        return Err(WidgetError::Parameters(problems.join(" ")));
    }
    Ok(SimSpec {
        game: q.game,
        options: q.options,
        players: q.players,
        games,
        first: 0,
        seed: q.seed.unwrap_or(1),
        ai: vec![q.ai],
        duplicate: false,
        budget: None,
        all_seeing: false,
    })
}

/// What the rule lab's worker says (`public/lab-worker.js`), as JSON, externally tagged:
/// a batch's counts, that its deals are all played, or why it cannot play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LabSays {
    Played(Counts),
    Done,
    Failed { why: String },
}

impl LabSays {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A message as the page hears it; why not, when it is not one.
    pub fn parse(text: &str) -> Result<LabSays, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}

/// Plays `count` deals from deal `from` of the lab query `query`: the batch's counts, or
/// why it cannot.
pub fn batch(query: &str, from: u32, count: u32) -> LabSays {
    let run = || -> Result<SimReport, WidgetError> {
        let mut spec = read_spec(query)?;
        spec.first = from;
        spec.games = count;
        Ok(simulate(&spec)?)
    };
    match run() {
        Ok(r) => LabSays::Played(Counts {
            rounds: r.games,
            draws: r.draws,
            turns: r.turns,
            wins_by_seat: r.wins_by_seat,
            lengths: r.lengths,
        }),
        Err(e) => LabSays::Failed { why: e.to_string() },
    }
}

/// The most workers the lab page starts, however many cores the browser reports.
pub const MOST_WORKERS: u32 = 8;

/// How the page shares deals `0..games` among its workers, one per core of `cores` (at
/// least one, at most [`MOST_WORKERS`] and at most one per game): contiguous runs of deals,
/// as (first deal, number of deals), the first runs a deal longer where the games do not
/// divide evenly. A deal is played the same whoever plays it, so the runs add up to exactly
/// the figures of one run.
pub fn shares(games: u32, cores: u32) -> Vec<(u32, u32)> {
    let parts = cores.clamp(1, MOST_WORKERS).min(games.max(1));
    let (each, longer) = (games / parts, games % parts);
    let mut first = 0;
    (0..parts)
        .map(|k| {
            let count = each + u32::from(k < longer);
            first += count;
            (first - count, count)
        })
        .collect()
}

/// A batch's counts, or what the batches so far add up to.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub rounds: u32,
    pub draws: u32,
    pub turns: u64,
    pub wins_by_seat: Vec<u32>,
    pub lengths: Vec<u32>,
}

impl Counts {
    /// Adds a batch; false (and nothing added) if it is not one of this run's (another
    /// number of seats, or of lengths).
    pub fn add(&mut self, b: &Counts) -> bool {
        let seats = b.wins_by_seat.len();
        if seats == 0 || b.lengths.len() != LENGTH_BUCKETS {
            return false;
        }
        if self.wins_by_seat.is_empty() {
            self.wins_by_seat = vec![0; seats];
            self.lengths = vec![0; LENGTH_BUCKETS];
        }
        if self.wins_by_seat.len() != seats {
            return false;
        }
        self.rounds += b.rounds;
        self.draws += b.draws;
        self.turns += b.turns;
        for (t, n) in self.wins_by_seat.iter_mut().zip(&b.wins_by_seat) {
            *t += n;
        }
        for (t, n) in self.lengths.iter_mut().zip(&b.lengths) {
            *t += n;
        }
        true
    }

    /// The figures and the chart, after `self.rounds` of `target` games.
    pub fn render(&self, target: u32) -> Html {
        let mut out = Html::new();
        html!(
            out,
            r#"<p><progress value="{}" max="{}"></progress> {}</p>"#,
            self.rounds,
            target,
            Said(t!(teach_lab_played, done = self.rounds, target = target)),
        );
        if self.rounds == 0 {
            return out;
        }
        let wins = self.rounds - self.draws;
        html!(
            out,
            r#"<p class="lab-figures"><strong>{}</strong> {} · {}</p><h3>{}</h3><ul class="bars">"#,
            Said(t!(
                teach_lab_draw_rate,
                rate = Esc(&percent(self.draws as u64, self.rounds as u64))
            )),
            Said(t!(
                teach_lab_drawn,
                drawn = self.draws,
                rounds = self.rounds
            )),
            Said(t!(
                teach_lab_mean_length,
                turns = Esc(&tenths(self.turns * 10 / self.rounds as u64))
            )),
            t!(teach_lab_win_share),
        );
        for (s, &n) in self.wins_by_seat.iter().enumerate() {
            let share = percent(n as u64, wins.max(1) as u64);
            html!(
                out,
                r#"<li><span>{}</span><span class="bar" style="width:{}%"></span><span>{}</span></li>"#,
                Said(t!(teach_lab_seat, n = s + 1)),
                n as u64 * 100 / wins.max(1) as u64,
                Said(t!(teach_lab_share, share = Esc(&share), wins = n)),
            );
        }
        html!(out, "</ul><h3>{}</h3>", t!(teach_lab_game_length));
        self.chart(&mut out);
        out
    }

    /// The length histogram as an SVG bar chart (with its figures for screen readers).
    fn chart(&self, out: &mut Html) {
        let last = self.lengths.iter().rposition(|&n| n > 0).unwrap_or(0);
        let most = self.lengths.iter().copied().max().unwrap_or(0).max(1);
        let bars = last + 1;
        let (w, h) = (bars as u32 * 14 + 30, 130);
        let summary: Vec<String> = self.lengths[..bars]
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(i, n)| format!("{}: {n}", range(i)))
            .collect();
        html!(
            out,
            r#"<svg class="length-chart" viewBox="0 0 {} {}" width="{}" height="{}" role="img" aria-label="{}">"#,
            w,
            h,
            w * 2,
            h * 2,
            Said(t!(teach_lab_chart_aria, summary = Esc(&summary.join(", ")))),
        );
        for (i, &n) in self.lengths[..bars].iter().enumerate() {
            let bh = n * 100 / most;
            html!(
                out,
                r#"<rect x="{}" y="{}" width="12" height="{}"><title>{}</title></rect>"#,
                25 + i * 14,
                105 - bh,
                bh,
                Said(t!(teach_lab_bar_title, range = Esc(&range(i)), n = n)),
            );
        }
        html!(
            out,
            r#"<text x="25" y="122">0</text><text x="{}" y="122" text-anchor="end">{}</text></svg>"#,
            25 + bars * 14,
            Said(t!(teach_lab_turns, n = bars as u64 * LENGTH_STEP))
        );
    }
}

/// "10-14 turns" for bucket `i` (the last bucket has no end).
fn range(i: usize) -> String {
    let lo = i as u64 * LENGTH_STEP;
    if i + 1 == LENGTH_BUCKETS {
        t!(teach_lab_turns_or_more, lo = lo)
    } else {
        t!(teach_lab_turns_range, lo = lo, hi = lo + LENGTH_STEP - 1)
    }
}

/// `n / of` as a percentage with one decimal: "12.5%".
pub fn percent(n: u64, of: u64) -> String {
    let of = of.max(1);
    format!("{}%", tenths((n * 1000 + of / 2) / of))
}

/// A number of tenths written out: 125 is "12.5" (Dutch: "12,5").
fn tenths(t: u64) -> String {
    format!("{}{}{}", t / 10, crate::decimal::decimal_sign(), t % 10)
}

/// The rule sets the lab offers: each game with each of its presets, as a query.
pub fn rule_sets() -> Vec<(String, String)> {
    GameId::ALL
        .into_iter()
        .flat_map(|g| {
            presets(g).iter().map(move |p| {
                (
                    format!("game={}&preset={}", g.id(), p.id()),
                    format!("{}: {}", g.name(), p.name),
                )
            })
        })
        .collect()
}

/// The lab's form: a rule set, players, the computer level, how many games, the seed.
pub fn form() -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<div id="lab-form" class="lab-form"><label>{} <select name="rules">"#,
        t!(teach_lab_rules),
    );
    for (q, name) in rule_sets() {
        html!(
            out,
            r#"<option value="{}">{}</option>"#,
            Esc(&q),
            Esc(&name)
        );
    }
    html!(
        out,
        r#"</select></label><label>{} <input name="players" type="number" min="2" max="20" value="2"></label><label>{} <select name="ai"><option value="beginner">{}</option><option value="normal" selected>{}</option><option value="strong">{}</option></select></label><label>{} <input name="games" type="number" min="1" max="100000" value="200"></label><label>{} <input name="seed" type="number" min="0" value="1"></label></div>"#,
        t!(teach_lab_players),
        t!(teach_lab_computer_level),
        t!(teach_lab_beginner),
        t!(teach_lab_normal),
        t!(teach_lab_strong),
        t!(teach_lab_games),
        t!(teach_lab_seed),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_add_up_to_the_native_lab_s_figures() {
        let q = "game=jjak-mat-chu-gi&players=3&seed=7&games=40";
        let whole = simulate(&read_spec(q).unwrap()).unwrap();
        let mut t = Counts::default();
        for from in (0..40).step_by(15) {
            // (as the worker sends it and the page reads it)
            let said = LabSays::parse(&batch(q, from, 15.min(40 - from)).to_json()).unwrap();
            let LabSays::Played(b) = said else {
                panic!("{said:?}")
            };
            assert!(t.add(&b), "{b:?}");
        }
        assert_eq!(t.rounds, whole.games);
        assert_eq!(t.draws, whole.draws);
        assert_eq!(t.turns, whole.turns);
        assert_eq!(t.wins_by_seat, whole.wins_by_seat);
        assert_eq!(t.lengths, whole.lengths);
        assert_eq!(t.lengths.iter().sum::<u32>(), 40);
        let html = t.render(40);
        assert!(
            html.contains(&format!("({} of 40 rounds drawn)", whole.draws)),
            "{html}"
        );
        assert_eq!(
            html.matches("<rect").count(),
            t.lengths.iter().rposition(|&n| n > 0).unwrap() + 1
        );
    }

    #[test]
    fn games_are_shared_among_workers_without_gaps_or_overlaps() {
        assert_eq!(shares(10, 4), vec![(0, 3), (3, 3), (6, 2), (8, 2)]);
        assert_eq!(shares(3, 6), vec![(0, 1), (1, 1), (2, 1)]);
        assert_eq!(shares(200, 0), vec![(0, 200)]);
        assert_eq!(shares(1, 1), vec![(0, 1)]);
        for (games, cores) in [(MOST_GAMES, 64), (40, 3), (7, 8)] {
            let runs = shares(games, cores);
            assert_eq!(runs.len() as u32, cores.min(MOST_WORKERS).min(games));
            // each run starts where the one before ends, and the last ends at `games`
            let end = runs.iter().fold(0, |at, &(first, count)| {
                assert_eq!(first, at, "{runs:?}");
                assert!(count > 0, "{runs:?}");
                first + count
            });
            assert_eq!(end, games);
        }
        // so, batch by batch, the workers add up to one run's figures (as the batches of
        // batches_add_up_to_the_native_lab_s_figures do)
    }

    #[test]
    fn bad_lab_queries_and_words_are_refused() {
        assert!(matches!(
            batch("game=matjok&players=2", 0, 1),
            LabSays::Failed { .. }
        ));
        assert!(read_spec("game=matjok&games=0").is_err());
        assert!(read_spec("game=matjok&games=x")
            .unwrap_err()
            .to_string()
            .contains("\"x\""));
        let mut t = Counts::default();
        assert!(!t.add(&Counts::default()), "no seats");
        assert!(LabSays::parse("w:1,2,3").is_err());
        assert_eq!(t, Counts::default());
        assert_eq!(percent(1, 8), "12.5%");
        assert_eq!(percent(18, 42), "42.9%");
        assert_eq!(percent(0, 0), "0.0%");
        assert!(rule_sets()
            .iter()
            .any(|(q, _)| q == "game=kap-shap&preset=seeds-table"));
        // every rule set of the form is a valid lab query
        for (q, _) in rule_sets() {
            let players = if q.contains("matjok") { 4 } else { 2 };
            assert!(read_spec(&format!("{q}&players={players}")).is_ok(), "{q}");
        }
        assert_eq!(
            form().matches("<option value=\"game=").count(),
            rule_sets().len()
        );
    }
}
