//! What a simulation reports: wins, points a round with their margins (over deals, and
//! over seat-rounds), deal-ins and round lengths, by level and by seat.

use serde::Serialize;

use crate::ai::Level;

/// What `simulate` measures.
#[derive(Clone, Debug, Serialize)]
pub struct SimReport {
    pub game: &'static str,
    pub players: u8,
    /// Rounds played: deals × rotations in duplicate mode.
    pub games: u32,
    pub deals: u32,
    pub seed: u64,
    /// The level of each seat (one level: every seat).
    pub ai: String,
    pub duplicate: bool,
    /// Iterations per decision of the strong bot, when one plays.
    pub budget: Option<u32>,
    /// Whether the strong seats saw every hand ([`SimSpec::all_seeing`]).
    pub all_seeing: bool,
    pub options: Vec<String>,
    pub draws: u32,
    pub draw_rate: f64,
    pub wins_by_seat: Vec<u32>,
    /// Each seat's total over all rounds under the rule set's payments (stakes or points;
    /// Matjok's settlement), so a rule set's scoring can be checked.
    pub points_by_seat: Vec<i64>,
    /// Wins counted from the first player: index 0 is the player who started.
    pub wins_by_turn_order: Vec<u32>,
    /// Wins of each listed AI, in the order given, over all rotations.
    pub wins_by_ai: Vec<u32>,
    /// Each level in `--ai` (once, in the order given): the mean points a round of a seat
    /// played at that level, with its 95% margin.
    pub points_by_ai: Vec<AiPoints>,
    /// How often each seat threw (or showed) the tile another seat won on.
    pub dealt_in_by_seat: Vec<u32>,
    /// The same by listed AI, in the order given, over all rotations.
    pub dealt_in_by_ai: Vec<u32>,
    /// Matjok: claim windows settled while a seat that could win, poeng or kong on the
    /// tile had not answered (a straight cutting it off). The rulebook's order makes it 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claims_cut_off: Option<u32>,
    pub mean_turns: f64,
    /// Turns over all rounds.
    pub turns: u64,
    /// How long the rounds were: entry `i` counts rounds of `LENGTH_STEP * i` to
    /// `LENGTH_STEP * (i + 1) - 1` turns; the last entry holds every longer round.
    pub lengths: Vec<u32>,
    pub elapsed_ms: u64,
    /// Threads that could play the deals (every core unless `--threads` says otherwise; 1
    /// in the browser, where each worker plays its own deals; with `--records` the deals
    /// are played one after another all the same).
    pub threads: usize,
}

/// A level's points a round ([`SimReport::points_by_ai`]).
#[derive(Clone, Debug, Serialize)]
pub struct AiPoints {
    pub ai: &'static str,
    /// Seat-rounds played at this level.
    pub rounds: u64,
    /// Mean points a round.
    pub mean: f64,
    /// Half the width of the mean's 95% interval: 1.96 standard errors, the deals taken as
    /// independent. A deal's rounds (its rotations, in duplicate mode) and its seats share
    /// its tiles, so each deal's points at this level are one observation: in duplicate
    /// mode the luck of the deal, which is the same for every rotation, cancels out of it.
    pub margin: f64,
    /// The same margin with every seat-round taken as independent (wider in duplicate
    /// mode, where it counts the deals' luck as if it did not cancel).
    pub margin_by_round: f64,
}

/// Points of the seats of one level, summed as they come: by seat-round and by deal.
#[derive(Clone, Copy, Default)]
pub(super) struct PointSums {
    /// Seat-rounds, their points and the points' squares.
    n: u64,
    sum: i64,
    squares: i128,
    /// Deals, and the squares of each deal's points at this level.
    deals: u64,
    deal_squares: i128,
}

impl PointSums {
    pub(super) fn add(&mut self, points: i32) {
        self.n += 1;
        self.sum += points as i64;
        self.squares += (points as i128) * (points as i128);
    }

    /// Closes a deal whose seat-rounds at this level made `points` in all.
    pub(super) fn end_deal(&mut self, points: i64) {
        self.deals += 1;
        self.deal_squares += (points as i128) * (points as i128);
    }

    pub(super) fn merge(&mut self, other: PointSums) {
        self.n += other.n;
        self.sum += other.sum;
        self.squares += other.squares;
        self.deals += other.deals;
        self.deal_squares += other.deal_squares;
    }

    /// The mean a seat-round, its margin over deals and its margin over seat-rounds.
    pub(super) fn mean_and_margins(&self) -> (f64, f64, f64) {
        if self.n == 0 {
            return (0.0, 0.0, 0.0);
        }
        let n = self.n as f64;
        let mean = self.sum as f64 / n;
        let margin = |count: f64, squares: i128, total: f64| {
            // the mean of `count` observations summing to `total`, and its margin
            if count < 2.0 {
                return 0.0;
            }
            let m = total / count;
            let variance = ((squares as f64 - count * m * m) / (count - 1.0)).max(0.0);
            1.96 * (variance / count).sqrt()
        };
        let by_round = margin(n, self.squares, self.sum as f64);
        // each deal holds n / deals seat-rounds at this level (the same for every deal)
        let per_deal = n / self.deals.max(1) as f64;
        let by_deal = margin(self.deals as f64, self.deal_squares, self.sum as f64) / per_deal;
        (mean, by_deal, by_round)
    }
}

/// Turns per entry of [`SimReport::lengths`], and how many entries it has.
pub const LENGTH_STEP: u64 = 5;
pub const LENGTH_BUCKETS: usize = 40;

/// Each level listed in `ai` once, in the order given, with the points of every seat that
/// played at it.
pub(super) fn points_by_level(ai: &[Level], sums: &[PointSums]) -> Vec<AiPoints> {
    let mut out: Vec<(Level, PointSums)> = Vec::new();
    for (&level, &s) in ai.iter().zip(sums) {
        match out.iter_mut().find(|(l, _)| *l == level) {
            Some((_, total)) => total.merge(s),
            None => out.push((level, s)),
        }
    }
    out.into_iter()
        .map(|(level, s)| {
            let (mean, margin, margin_by_round) = s.mean_and_margins();
            AiPoints {
                ai: level.id(),
                rounds: s.n,
                mean,
                margin,
                margin_by_round,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::PointSums;

    /// The margin over deals takes each deal's total as one observation; the margin over
    /// seat-rounds takes every seat-round as one (figures worked by hand).
    #[test]
    fn a_margin_counts_deals_as_the_independent_draws() {
        let mut s = PointSums::default();
        for deal in [[3, 5], [-1, 1], [4, 0]] {
            for p in deal {
                s.add(p);
            }
            s.end_deal(deal.iter().map(|&p| p as i64).sum());
        }
        let (mean, by_deal, by_round) = s.mean_and_margins();
        assert_eq!(mean, 2.0);
        // deal totals 8, 0, 4: variance 16, 1.96 · √(16/3), over 2 seat-rounds a deal
        assert!(
            (by_deal - 1.96 * (16.0f64 / 3.0).sqrt() / 2.0).abs() < 1e-9,
            "{by_deal}"
        );
        // seat-rounds 3, 5, -1, 1, 4, 0: variance 5.6
        assert!(
            (by_round - 1.96 * (5.6f64 / 6.0).sqrt()).abs() < 1e-9,
            "{by_round}"
        );
    }
}
