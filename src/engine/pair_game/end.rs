//! The end of a pair-game round: a win (self-drawn or on a discard) and what each seat
//! pays, or a drawn round.

use super::*;

impl PairGame {
    pub(super) fn finish_win(
        &mut self,
        seat: Seat,
        how: WinKind,
        events: &mut impl Events<PairEvent>,
    ) {
        // lay the whole hand open
        let hand = std::mem::take(&mut self.hands[seat as usize]);
        let pairs = split_into_pairs(&hand, &|a, b| self.rules.is_pair(a, b)).unwrap_or_default();
        for (a, b) in pairs {
            self.lay_open(seat, a, b, events);
        }
        let n = self.players as i32;
        let doubling = if self.rules.identical_pair_doubling {
            let identical = self.melds[seat as usize]
                .iter()
                .filter(|(a, b)| a == b)
                .count();
            1 << identical
        } else {
            1
        };
        let stake = if self.rules.points_match { 3 } else { 1 } * doubling;
        let mut payments = vec![0; self.players as usize];
        let points = self.rules.points_match;
        // "1 stake", "3 points"
        let unit = |n: i32| {
            if points {
                said!(eng_points, n = n)
            } else {
                said!(eng_stakes, n = n)
            }
        };
        let explanation = match how {
            WinKind::Dealt | WinKind::Draw => {
                for (s, p) in payments.iter_mut().enumerate() {
                    *p = if s == seat as usize {
                        stake * (n - 1)
                    } else {
                        -stake
                    };
                }
                let (who, amount) = (Arg::Seat(seat), unit(stake));
                if how == WinKind::Dealt {
                    said!(eng_pairs_won_dealt, who = who, amount = amount)
                } else {
                    said!(eng_pairs_won_drawn, who = who, amount = amount)
                }
            }
            WinKind::Discard { from } => {
                let amount = if self.rules.discarder_pays_all {
                    stake * (n - 1)
                } else {
                    stake
                };
                payments[seat as usize] = amount;
                payments[from as usize] = -amount;
                said!(
                    eng_pairs_won_discard,
                    who = Arg::Seat(seat),
                    from = Arg::Seat(from),
                    amount = unit(amount)
                )
            }
        };
        let explanation = if doubling > 1 {
            explanation.then(" ", said!(eng_pairs_doubled, times = doubling))
        } else {
            explanation
        };
        let outcome = Outcome {
            winner: Some(seat),
            how: Some(how),
            payments,
            explanation,
        };
        self.close(outcome, events);
    }

    pub(super) fn finish_drawn(&mut self, events: &mut impl Events<PairEvent>) {
        let (payments, explanation) = if self.rules.points_match {
            (
                self.melds.iter().map(|m| m.len() as i32).collect(),
                said!(eng_pairs_none_points),
            )
        } else {
            (vec![0; self.players as usize], said!(eng_pairs_none_stakes))
        };
        let outcome = Outcome {
            winner: None,
            how: None,
            payments,
            explanation,
        };
        self.close(outcome, events);
    }

    /// Ends the round with `outcome`, and tells it.
    fn close(&mut self, outcome: Outcome, events: &mut impl Events<PairEvent>) {
        events.emit(|| PairEvent::RoundOver {
            outcome: outcome.clone(),
        });
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
    }
}
