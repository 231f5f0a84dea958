//! The end of a Matjok round: a win on a discard or self-drawn, the flowers' win, an
//! invalid tjok, the exhausted wall, and what each seat pays.

use super::*;

impl MatjokGame {
    /// Each seat by its wind and seat: "East (seat 0)" (the app puts the player's name
    /// for the seat).
    fn names(&self) -> Vec<Text> {
        (0..SEATS)
            .map(|s| {
                said!(
                    mj_seat_wind,
                    wind = self.seat_wind(s).name(),
                    seat = Arg::Seat(s)
                )
            })
            .collect()
    }

    fn loser_values(&self, except: Seat) -> [u32; SEATS as usize] {
        let mut v = [0u32; SEATS as usize];
        for s in (0..4u8).filter(|&s| s != except) {
            let c = counts_of(&self.hands[s as usize]).unwrap_or([0; KINDS]);
            v[s as usize] = count_loser(
                &c,
                &self.melds[s as usize],
                &self.flowers[s as usize],
                self.seat_wind(s),
                self.prevailing,
                &self.rules.score,
            )
            .value;
        }
        v
    }

    fn finish(
        &mut self,
        end: EndKind,
        winner: Option<Seat>,
        winning_tile: Option<MahjongTile>,
        hand: Option<HandValue>,
        values: [u32; SEATS as usize],
        settlement: Settlement,
    ) {
        let how = match end {
            EndKind::SelfDrawn => Some(WinKind::Draw),
            EndKind::Discard { from } | EndKind::Robbed { from } => Some(WinKind::Discard { from }),
            EndKind::Flowers { at_deal: true } => Some(WinKind::Dealt),
            EndKind::Flowers { at_deal: false } => Some(WinKind::Draw),
            EndKind::InvalidTjok { .. } | EndKind::Exhausted => None,
        };
        let mut explanation = match (end, winner, &hand) {
            (EndKind::Exhausted, ..) => said!(mj_end_exhausted),
            (EndKind::InvalidTjok { offender }, ..) => said!(
                mj_end_invalid_tjok,
                offender = self.names()[offender as usize].clone()
            ),
            // (the value and how it was counted written now: a round's result is made
            // again from its moves whenever a game is read)
            (_, Some(w), Some(h)) => said!(
                mj_end_win,
                winner = self.names()[w as usize].clone(),
                value = h.in_words(),
                counted = h.counted_as(&self.melds[w as usize])
            ),
            _ => Text::new(),
        };
        for line in &settlement.lines {
            explanation = explanation.then(" ", line.clone()).ending(".");
        }
        self.outcome = Some(Outcome {
            winner,
            how,
            payments: settlement.payments.clone(),
            explanation,
        });
        self.result = Some(MatjokResult {
            end,
            winner,
            winning_tile,
            hand,
            hands: self.hands.clone(),
            values: values.to_vec(),
            settlement,
        });
        self.phase = MatjokPhase::Over;
    }

    pub(super) fn emit_over(&self, events: &mut impl Events<MatjokEvent>) {
        if let Some(r) = &self.result {
            events.emit(|| MatjokEvent::RoundOver {
                result: Box::new(r.clone()),
            });
        }
    }

    pub(super) fn end_with_win(
        &mut self,
        seat: Seat,
        tile: MahjongTile,
        end: EndKind,
        kongs: u8,
        events: &mut impl Events<MatjokEvent>,
    ) {
        let s = seat as usize;
        let concealed = counts(&self.hands[s]);
        let ctx = WinContext {
            concealed: &concealed,
            melds: &self.melds[s],
            flowers: &self.flowers[s],
            winning_tile: tile,
            self_drawn: end == EndKind::SelfDrawn,
            after_kong: kongs >= 1,
            kong_on_kong: kongs >= 2,
            robbed: matches!(end, EndKind::Robbed { .. }),
            seat_wind: self.seat_wind(seat),
            prevailing: self.prevailing,
        };
        let hand =
            count_win(&ctx, &self.rules.score).expect("a tjok is only accepted on a complete hand");
        let discarder = match end {
            EndKind::Discard { from } | EndKind::Robbed { from } => Some(from),
            _ => None,
        };
        let win = Ending::Win {
            winner: seat,
            discarder,
            hand: &hand,
            liable: matches!(end, EndKind::Discard { .. }) && liable(&self.melds[s], tile),
            robbed: matches!(end, EndKind::Robbed { .. }),
            flowers: false,
        };
        // a complete hand never lowers a flower win
        let seat_wind = self.seat_wind(seat);
        if flower_win_stands(
            &self.flowers[s],
            seat_wind,
            win,
            self.jongh,
            &self.rules.score,
        )
        .is_some()
        {
            self.end_with_flowers(seat, false);
            self.emit_over(events);
            return;
        }
        let values = self.loser_values(seat);
        let settlement = settle(win, self.jongh, &values, &self.names(), &self.rules.score);
        self.finish(end, Some(seat), Some(tile), Some(hand), values, settlement);
        self.emit_over(events);
    }

    pub(super) fn end_with_flowers(&mut self, seat: Seat, at_deal: bool) {
        let hand = count_flower_win(
            &self.flowers[seat as usize],
            self.seat_wind(seat),
            at_deal,
            &self.rules.score,
        )
        .expect("seven flowers or more");
        let values = self.loser_values(seat);
        let settlement = settle(
            Ending::Win {
                winner: seat,
                discarder: None,
                hand: &hand,
                liable: false,
                robbed: false,
                flowers: true,
            },
            self.jongh,
            &values,
            &self.names(),
            &self.rules.score,
        );
        self.finish(
            EndKind::Flowers { at_deal },
            Some(seat),
            None,
            Some(hand),
            values,
            settlement,
        );
    }

    pub(super) fn invalid_tjok(&mut self, offender: Seat, events: &mut impl Events<MatjokEvent>) {
        let values = self.loser_values(offender);
        let settlement = settle(
            Ending::InvalidTjok { offender },
            self.jongh,
            &values,
            &self.names(),
            &self.rules.score,
        );
        self.finish(
            EndKind::InvalidTjok { offender },
            None,
            None,
            None,
            values,
            settlement,
        );
        self.emit_over(events);
    }

    pub(super) fn end_exhausted(&mut self, events: &mut impl Events<MatjokEvent>) {
        let settlement = Settlement {
            payments: vec![0; SEATS as usize],
            lines: vec![],
        };
        self.finish(
            EndKind::Exhausted,
            None,
            None,
            None,
            [0; SEATS as usize],
            settlement,
        );
        self.emit_over(events);
    }
}
