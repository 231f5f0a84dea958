//! A Matjok turn and what answers it: the draw and the flowers it replaces, the discard,
//! tjok, kongs (closed, added and robbed), the claims on a discard and how they are
//! settled, and the replacement tiles.

use super::*;

impl MatjokGame {
    pub(super) fn on_turn(
        &mut self,
        seat: Seat,
        kind: TurnKind,
        action: MatjokAction,
        events: &mut impl Events<MatjokEvent>,
    ) {
        // kongs declared this turn (each one's replacement tile scores)
        let kongs = match kind {
            TurnKind::Drawn { kongs } => kongs,
            _ => 0,
        };
        match action {
            MatjokAction::Discard(t) => self.discard(seat, t, events),
            MatjokAction::Tjok => self.declare_tjok(seat, kongs, events),
            MatjokAction::Kong(t) => self.declare_kong(seat, t, kongs, events),
            _ => {}
        }
    }

    /// `seat` throws `t`: the others may claim it, or the next player draws.
    fn discard(&mut self, seat: Seat, t: MahjongTile, events: &mut impl Events<MatjokEvent>) {
        remove_one(&mut self.hands[seat as usize], t);
        self.discards.push((seat, t));
        self.turns += 1;
        self.drawn = None;
        events.emit(|| MatjokEvent::Discarded { seat, tile: t });
        // the next player is asked last: the rulebook pauses for a win, a poeng or a kong,
        // and the discard is finished once the next player takes it for a straight
        // (basic-rules/turn-flow), so every other seat has answered before that
        let pending: Vec<Seat> = self
            .rules
            .claims
            .order()
            .iter()
            .map(|k| (seat + k) % SEATS)
            .filter(|&o| !self.claims_on(o, t, seat).is_empty())
            .collect();
        if pending.is_empty() {
            self.next_draw((seat + 1) % SEATS, events);
        } else {
            self.phase = MatjokPhase::Claims {
                from: seat,
                tile: t,
                pending,
                bids: Vec::new(),
            };
        }
    }

    /// Tjok on one's own turn: a complete hand wins, seven or eight flowers win, anything
    /// else is an invalid tjok.
    fn declare_tjok(&mut self, seat: Seat, kongs: u8, events: &mut impl Events<MatjokEvent>) {
        let s = seat as usize;
        if self.complete_with(seat, None) {
            let tile = self
                .drawn
                .or_else(|| self.hands[s].last().copied())
                .expect("a hand on turn is never empty");
            self.end_with_win(seat, tile, EndKind::SelfDrawn, kongs, events);
        } else if self.flowers[s].len() >= 7 {
            self.end_with_flowers(seat, false);
            self.emit_over(events);
        } else {
            self.invalid_tjok(seat, events);
        }
    }

    /// A kong on one's own turn: four in hand (closed, a replacement tile follows), or the
    /// fourth added to an open poeng, which the others may rob.
    fn declare_kong(
        &mut self,
        seat: Seat,
        t: MahjongTile,
        kongs: u8,
        events: &mut impl Events<MatjokEvent>,
    ) {
        let s = seat as usize;
        if count(&self.hands[s], t) == 4 {
            self.hands[s].retain(|&x| x != t);
            self.melds[s].push(Meld {
                combination: Combination::Kong(t),
                open: false,
            });
            events.emit(|| MatjokEvent::Kong {
                seat,
                tile: t,
                closed: true,
            });
            let chain = self.kong_chain(t, kongs);
            self.replacement(seat, chain, events);
            return;
        }
        remove_one(&mut self.hands[s], t);
        let pending: Vec<Seat> = (1..SEATS)
            .map(|k| (seat + k) % SEATS)
            .filter(|&o| self.rules.allow_invalid_tjok || self.complete_with(o, Some(t)))
            .collect();
        if pending.is_empty() {
            self.finish_added_kong(seat, t, kongs, events);
        } else {
            self.phase = MatjokPhase::Robbing {
                seat,
                tile: t,
                kongs,
                pending,
                robbers: Vec::new(),
            };
        }
    }

    /// A claim or a pass while a discard may be claimed: once every seat has answered,
    /// the claims are settled.
    pub(super) fn on_claim(
        &mut self,
        seat: Seat,
        action: MatjokAction,
        (from, tile): (Seat, MahjongTile),
        mut pending: Vec<Seat>,
        mut bids: Vec<(Seat, Bid)>,
        events: &mut impl Events<MatjokEvent>,
    ) {
        pending.retain(|&s| s != seat);
        let before = self.rules.claims == Claims::NextFirst;
        match action {
            MatjokAction::Pass => events.emit(|| MatjokEvent::Passed { seat }),
            MatjokAction::Tjok if before && !self.complete_with(seat, Some(tile)) => {
                self.invalid_tjok(seat, events);
                return;
            }
            MatjokAction::Tjok if !self.complete_with(seat, Some(tile)) => {
                bids.push((seat, Bid::InvalidTjok))
            }
            MatjokAction::Tjok => bids.push((seat, Bid::Tjok)),
            MatjokAction::ClaimKong => bids.push((seat, Bid::Kong)),
            MatjokAction::Poeng => bids.push((seat, Bid::Poeng)),
            MatjokAction::Straight(first) => bids.push((seat, Bid::Straight(first))),
            _ => {}
        }
        // every seat answers before the claims are settled, whatever order the answers
        // come in: a straight never takes the tile from a win, a poeng or a kong (the
        // next player, asked last, closes the window by answering). A win settles it at
        // once when no seat still to answer could win ahead of it, and a wrong tjok stops
        // play at once (invalid-tjok) when no seat still to answer could win at all.
        let order = |s: Seat| (s + SEATS - from) % SEATS;
        let could_win_before = |w: u8| {
            pending
                .iter()
                .any(|&p| order(p) < w && self.complete_with(p, Some(tile)))
        };
        let settled = if before {
            matches!(action, MatjokAction::Straight(_))
        } else {
            bids.iter().any(|&(s, b)| match b {
                Bid::Tjok => !could_win_before(order(s)),
                Bid::InvalidTjok => !could_win_before(SEATS),
                _ => false,
            })
        };
        if pending.is_empty() || settled {
            self.resolve_claims(from, tile, bids, events);
        } else {
            self.phase = MatjokPhase::Claims {
                from,
                tile,
                pending,
                bids,
            };
        }
    }

    /// Tjok or a pass while `adder`'s added kong may be robbed: once every seat has
    /// answered, the first robber in turn order wins; else a wrong tjok pays its penalty;
    /// else the kong stands.
    pub(super) fn on_rob(
        &mut self,
        seat: Seat,
        action: MatjokAction,
        (adder, tile, kongs): (Seat, MahjongTile, u8),
        mut pending: Vec<Seat>,
        mut robbers: Vec<Seat>,
        events: &mut impl Events<MatjokEvent>,
    ) {
        pending.retain(|&s| s != seat);
        let wrong = action == MatjokAction::Tjok && !self.complete_with(seat, Some(tile));
        if wrong && self.rules.claims == Claims::NextFirst {
            // (as games saved before were played: the wrong tjok stops play at once)
            insert_sorted(&mut self.hands[adder as usize], tile);
            self.phase = MatjokPhase::Turn {
                seat: adder,
                kind: TurnKind::Claimed,
            };
            self.invalid_tjok(seat, events);
            return;
        }
        if action == MatjokAction::Tjok {
            robbers.push(seat);
        } else {
            events.emit(|| MatjokEvent::Passed { seat });
        }
        let nearest = |valid: bool| {
            robbers
                .iter()
                .copied()
                .filter(|&s| self.complete_with(s, Some(tile)) == valid)
                .min_by_key(|&s| (s + SEATS - adder) % SEATS)
        };
        if !pending.is_empty() {
            self.phase = MatjokPhase::Robbing {
                seat: adder,
                tile,
                kongs,
                pending,
                robbers,
            };
        } else if let Some(robber) = nearest(true) {
            events.emit(|| MatjokEvent::Robbed {
                seat: robber,
                from: adder,
                tile,
            });
            insert_sorted(&mut self.hands[robber as usize], tile);
            self.end_with_win(robber, tile, EndKind::Robbed { from: adder }, 0, events);
        } else if let Some(offender) = nearest(false) {
            // no valid robbery: the kong is called off, the tile goes back to the hand it
            // came from, and the wrong tjok stops the round (invalid-tjok)
            insert_sorted(&mut self.hands[adder as usize], tile);
            self.phase = MatjokPhase::Turn {
                seat: adder,
                kind: TurnKind::Claimed,
            };
            self.invalid_tjok(offender, events);
        } else {
            // nobody robs: the poeng becomes an open kong
            self.finish_added_kong(adder, tile, kongs, events);
        }
    }

    fn finish_added_kong(
        &mut self,
        seat: Seat,
        tile: MahjongTile,
        kongs: u8,
        events: &mut impl Events<MatjokEvent>,
    ) {
        for m in &mut self.melds[seat as usize] {
            if m.combination == Combination::Poeng(tile) {
                m.combination = Combination::Kong(tile);
            }
        }
        events.emit(|| MatjokEvent::Kong {
            seat,
            tile,
            closed: false,
        });
        let chain = self.kong_chain(tile, kongs);
        self.replacement(seat, chain, events);
    }

    /// The kongs in a row that the next replacement tile follows: one more when this kong
    /// was made with the replacement tile of the last (kong-sjong-kong: "with that
    /// replacement tile form another kong"), else this one alone.
    fn kong_chain(&self, t: MahjongTile, kongs: u8) -> u8 {
        if kongs >= 1 && self.drawn == Some(t) {
            kongs.saturating_add(1)
        } else {
            1
        }
    }

    /// The claims are in: the first win in turn order from the discarder, else an invalid
    /// tjok's penalty, else a poeng or kong, else the next player's straight, else the
    /// next player draws.
    fn resolve_claims(
        &mut self,
        from: Seat,
        tile: MahjongTile,
        bids: Vec<(Seat, Bid)>,
        events: &mut impl Events<MatjokEvent>,
    ) {
        let order = |s: Seat| (s + SEATS - from) % SEATS;
        let rank = |b: &Bid| match b {
            Bid::Tjok => 0,
            Bid::InvalidTjok => 1,
            Bid::Kong | Bid::Poeng => 2,
            Bid::Straight(_) => 3,
        };
        let Some(&(seat, bid)) = bids.iter().min_by_key(|(s, b)| (rank(b), order(*s))) else {
            self.next_draw((from + 1) % SEATS, events);
            return;
        };
        if bid == Bid::InvalidTjok {
            // no valid win on the tile: the wrong tjok stops the round (invalid-tjok)
            self.invalid_tjok(seat, events);
            return;
        }
        // the claimed tile leaves the discards
        self.discards.pop();
        events.emit(|| MatjokEvent::Claimed {
            seat,
            bid,
            tile,
            from,
        });
        let s = seat as usize;
        match bid {
            Bid::Tjok => {
                insert_sorted(&mut self.hands[s], tile);
                self.end_with_win(seat, tile, EndKind::Discard { from }, 0, events);
            }
            Bid::InvalidTjok => {}
            Bid::Kong => {
                self.hands[s].retain(|&x| x != tile);
                self.melds[s].push(Meld {
                    combination: Combination::Kong(tile),
                    open: true,
                });
                self.replacement(seat, 1, events);
            }
            Bid::Poeng => {
                remove_one(&mut self.hands[s], tile);
                remove_one(&mut self.hands[s], tile);
                self.melds[s].push(Meld {
                    combination: Combination::Poeng(tile),
                    open: true,
                });
                self.drawn = None;
                self.phase = MatjokPhase::Turn {
                    seat,
                    kind: TurnKind::Claimed,
                };
            }
            Bid::Straight(first) => {
                for k in first.index()..first.index() + 3 {
                    if k != tile.index() {
                        remove_one(&mut self.hands[s], crate::matjok::hand::tile(k));
                    }
                }
                self.melds[s].push(Meld {
                    combination: Combination::Straight(first),
                    open: true,
                });
                self.drawn = None;
                self.phase = MatjokPhase::Turn {
                    seat,
                    kind: TurnKind::Claimed,
                };
            }
        }
    }

    /// Draws for `seat` from the live wall, replacing flowers; drawn round if the live
    /// wall is used up.
    fn next_draw(&mut self, seat: Seat, events: &mut impl Events<MatjokEvent>) {
        if self.back - self.front <= DEAD_WALL {
            self.end_exhausted(events);
            return;
        }
        let t = self.wall[self.front];
        self.front += 1;
        events.emit(|| MatjokEvent::Drew {
            seat,
            replacement: false,
        });
        self.receive(seat, t, 0, events);
    }

    /// Draws a replacement from the flower / kong wall after a kong.
    fn replacement(&mut self, seat: Seat, kongs: u8, events: &mut impl Events<MatjokEvent>) {
        match self.take_back() {
            Some(t) => {
                events.emit(|| MatjokEvent::Drew {
                    seat,
                    replacement: true,
                });
                self.receive(seat, t, kongs, events);
            }
            None => self.end_exhausted(events),
        }
    }

    /// `seat` takes `t`: a flower is laid open and replaced (again and again); then
    /// it is `seat`'s turn.
    fn receive(
        &mut self,
        seat: Seat,
        mut t: MahjongTile,
        kongs: u8,
        events: &mut impl Events<MatjokEvent>,
    ) {
        while t.is_flower() {
            self.flowers[seat as usize].push(t);
            events.emit(|| MatjokEvent::Flower { seat, flower: t });
            match self.take_back() {
                Some(n) => t = n,
                None => {
                    self.end_exhausted(events);
                    return;
                }
            }
        }
        insert_sorted(&mut self.hands[seat as usize], t);
        self.drawn = Some(t);
        self.phase = MatjokPhase::Turn {
            seat,
            kind: TurnKind::Drawn { kongs },
        };
    }
}
