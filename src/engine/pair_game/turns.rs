//! A pair game's turn: taking the latest discard or drawing, laying pairs (and the tiles
//! laid face up), the window in which the others may claim a discard, and the reserve
//! reshuffled when it runs out.

use super::*;

impl PairGame {
    /// `seat` takes the latest discard into the hand (a turn, as a draw is); returns the
    /// tile and who threw it.
    pub(super) fn take_discard(
        &mut self,
        seat: Seat,
        events: &mut impl Events<PairEvent>,
    ) -> (Domino, Seat) {
        let (t, from) = self.latest.take().unwrap_or((SIX_SIX, 0));
        if let Some(pos) = self.discards.iter().rposition(|&(d, _)| d == t) {
            self.discards.remove(pos);
            self.turn(t, false);
        }
        self.turns += 1;
        events.emit(|| PairEvent::TookDiscard {
            seat,
            tile: t,
            from,
        });
        insert_sorted(&mut self.hands[seat as usize], t);
        (t, from)
    }

    pub(super) fn lay(
        &mut self,
        seat: Seat,
        a: Domino,
        b: Domino,
        events: &mut impl Events<PairEvent>,
    ) {
        let hand = &mut self.hands[seat as usize];
        remove_one(hand, a);
        remove_one(hand, b);
        self.lay_open(seat, a, b, events);
    }

    /// `seat`'s pair `a`, `b`, out of the hand already, laid face up among its pairs.
    pub(super) fn lay_open(
        &mut self,
        seat: Seat,
        a: Domino,
        b: Domino,
        events: &mut impl Events<PairEvent>,
    ) {
        self.melds[seat as usize].push((a, b));
        self.turn(a, true);
        self.turn(b, true);
        events.emit(|| PairEvent::LaidPair { seat, a, b });
    }

    /// `t` turned face up (laid or thrown), or face down again (taken into a hand).
    pub(super) fn turn(&mut self, t: Domino, up: bool) {
        if let Some(n) = self.face_up.get_mut(t.code()) {
            *n = if up {
                n.saturating_add(1)
            } else {
                n.saturating_sub(1)
            };
        }
    }

    /// Jjak lays every pair in hand, but keeps the hand playable: it is called short of a
    /// win, so it never lays a third pair (the withheld 6-6 case) and a tile is left to
    /// discard. `acquired`: the tile just drawn or taken, when the hand held no pair before
    /// it (see `loose`) and so can hold one only with it.
    pub(super) fn lay_all(
        &mut self,
        seat: Seat,
        acquired: Option<Domino>,
        events: &mut impl Events<PairEvent>,
    ) {
        let bit = 1u32 << seat;
        if let Some(t) = acquired.filter(|_| self.loose & bit != 0) {
            // (the hand holds `t` once, or not at all when it was laid as it was taken)
            let hand = &self.hands[seat as usize];
            let pairs = match self.rules.pairs {
                // one partner a face: a civil tile's twin, a military tile's partner
                PairKind::Jjak(j) => match j.partner(t) {
                    Some(p) if p == t => hand.iter().filter(|&&x| x == t).count() >= 2,
                    Some(p) => hand.contains(&p),
                    None => false,
                },
                // (only Jjak lays pairs by itself; any other pairing searches the hand)
                PairKind::ThreeDozen(_) => true,
            };
            if !pairs {
                return;
            }
        }
        self.loose &= !bit;
        loop {
            if self.melds[seat as usize].len() >= 2 {
                return;
            }
            let hand = &self.hands[seat as usize];
            // the first pair in hand order, a pair of 6-6 only when there is no other
            let mut found = None;
            'search: for (i, &a) in hand.iter().enumerate() {
                let later = &hand[i + 1..];
                // (a Jjak face has one partner: looked up, not tried against each tile)
                let partner = match self.rules.pairs {
                    PairKind::Jjak(j) => j.partner(a).filter(|p| later.contains(p)),
                    PairKind::ThreeDozen(_) => {
                        later.iter().copied().find(|&b| self.rules.is_pair(a, b))
                    }
                };
                if let Some(b) = partner.filter(|_| found.is_none() || a != SIX_SIX) {
                    found = Some((a, b));
                    if a != SIX_SIX {
                        break 'search;
                    }
                }
            }
            match found {
                Some((a, b)) => self.lay(seat, a, b, events),
                None => {
                    self.loose |= bit;
                    return;
                }
            }
        }
    }

    pub(super) fn after_acquire(
        &mut self,
        seat: Seat,
        tile: Domino,
        from: Option<Seat>,
        events: &mut impl Events<PairEvent>,
    ) {
        if self.complete(seat, Some((tile, from.is_some()))) {
            let how = match from {
                Some(from) => WinKind::Discard { from },
                None => WinKind::Draw,
            };
            self.finish_win(seat, how, events);
            return;
        }
        if self.rules.auto_lay {
            self.lay_all(seat, Some(tile), events);
        }
        self.phase = Phase::Discard { seat };
    }

    pub(super) fn after_discard(&mut self, seat: Seat, events: &mut impl Events<PairEvent>) {
        if self.rules.polovinkin {
            let pending: Vec<Seat> = (1..self.players)
                .map(|k| (seat + k) % self.players)
                .collect();
            self.phase = Phase::ClaimWindow {
                discarder: seat,
                pending,
            };
        } else {
            self.enter_acquire(self.next(seat), events);
        }
    }

    /// `polovinkin`: once every seat has answered, the nearest claimant in turn order
    /// after the discarder takes the tile, a winning claim or not (RULES.md).
    pub(super) fn resolve_window(&mut self, events: &mut impl Events<PairEvent>) {
        let Phase::ClaimWindow { discarder, pending } = &self.phase else {
            return;
        };
        if !pending.is_empty() {
            return;
        }
        let discarder = *discarder;
        let claims = std::mem::take(&mut self.claims);
        if self.latest.is_none() {
            self.enter_acquire(self.next(discarder), events);
            return;
        }
        // RULES.md (Polovinkin): of several claims, the nearest in turn order after the
        // discarder takes the tile, a win or not (no deal of today's options has two
        // claimants; a future pair table may)
        let n = self.players;
        let best = claims
            .iter()
            .copied()
            .min_by_key(|&(seat, _)| (seat + n - discarder) % n);
        match best {
            Some((seat, with)) => {
                let (t, from) = self.take_discard(seat, events);
                self.lay(seat, t, with, events);
                self.after_acquire(seat, t, Some(from), events);
            }
            None => self.enter_acquire(self.next(discarder), events),
        }
    }

    /// Starts `seat`'s turn. An empty reserve is refilled from the discards where the
    /// game allows (Three Dozen), and once it cannot be, the hand is drawn; elsewhere an
    /// empty reserve draws the round unless `seat` can take the discard.
    pub(super) fn enter_acquire(&mut self, seat: Seat, events: &mut impl Events<PairEvent>) {
        self.phase = Phase::Acquire { seat };
        let limit = if self.rules.take_any_discard {
            Some(TAKE_ANY_TURN_LIMIT)
        } else if self.rules.reshuffle && self.rules.reshuffle_limit.is_none() {
            Some(RESHUFFLE_TURN_LIMIT)
        } else {
            None
        };
        if limit.is_some_and(|l| self.turns >= l) {
            return self.finish_drawn(events);
        }
        // a set limit, or with none, a hand that has stopped changing
        let allowed = match self.rules.reshuffle_limit {
            Some(l) => self.reshuffles < l,
            None => self.still < STILL_RESHUFFLES || self.changed,
        };
        if self.reserve.is_empty() && self.rules.reshuffle && allowed {
            self.reshuffle(events);
        }
        // Three Dozen: a boneyard that stays empty (the limit reached, or nothing to
        // reshuffle) draws the hand at once; elsewhere the round goes on while the discard
        // can be paired
        if self.reserve.is_empty() && (self.rules.reshuffle || self.legal_actions(seat).is_empty())
        {
            self.finish_drawn(events);
        }
    }

    /// Three Dozen (seed 002): "the discards are re-shuffled and put back into the
    /// boneyard", all but the latest one, which may still be taken. Nothing happens when
    /// there is nothing to reshuffle.
    fn reshuffle(&mut self, events: &mut impl Events<PairEvent>) {
        let keep = self.latest;
        let old: Vec<Domino> = match keep {
            Some(_) => &self.discards[..self.discards.len() - 1],
            None => &self.discards[..],
        }
        .iter()
        .map(|&(d, _)| d)
        .collect();
        if old.is_empty() {
            return;
        }
        self.reshuffles += 1;
        self.still = if self.changed { 0 } else { self.still + 1 };
        self.changed = false;
        let mut fresh = old;
        fresh.shuffle(&mut rng(derive_seed(self.seed, self.reshuffles as u64)));
        self.discards = keep.into_iter().collect();
        for &t in &fresh {
            self.turn(t, false);
        }
        events.emit(|| PairEvent::Reshuffled {
            count: self.reshuffles,
            tiles: fresh.len() as u16,
        });
        self.reserve = fresh;
    }
}
