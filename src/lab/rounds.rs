//! One round played to its end by one bot per seat, counting the claims a move cut off
//! (Matjok's claims rank: a win, then a poeng or kong, then a straight).

use crate::ai::Bot;
use crate::engine::core::{NoEvents, Seat};
use crate::engine::matjok::game::MatjokGame;
use crate::engine::round::{Round, LEGAL_ROOM};

use super::LabError;

/// Plays one round to its end with one bot per seat. Stops (never panics) if a bot errs.
pub fn play_round<R: Round>(round: &mut R, bots: &mut [Box<dyn Bot<R>>]) -> Result<(), LabError> {
    play_watched(round, bots, &NoClaims, &mut |_, _| None).map(|_| ())
}

/// A seat's move chosen from the whole round instead of its view (the all-seeing player),
/// or `None` for its bot's.
pub(super) type Sees<'a, R> = &'a mut dyn FnMut(&R, Seat) -> Option<<R as Round>::Action>;

/// How a game's claims rank, for counting the claims cut off (Matjok's; the other games
/// have none).
pub(super) trait Claims<R> {
    /// The seats still to answer a discard and the best claim each could make (lower
    /// ranks first).
    fn open(&self, round: &R) -> Vec<(Seat, u8)>;
    /// The rank of the claim just made (the last move), or `u8::MAX` for none.
    fn made(&self, round: &R) -> u8;
}

pub(super) struct NoClaims;

impl<R> Claims<R> for NoClaims {
    fn open(&self, _: &R) -> Vec<(Seat, u8)> {
        Vec::new()
    }
    fn made(&self, _: &R) -> u8 {
        u8::MAX
    }
}

/// [`play_round`], counting the claims cut off: a move after which a seat that was still
/// to answer (not the mover) is no longer asked, though its claim ranked above the one
/// made. Returns how many.
pub(super) fn play_watched<R: Round>(
    round: &mut R,
    bots: &mut [Box<dyn Bot<R>>],
    claims: &impl Claims<R>,
    sees: Sees<R>,
) -> Result<u32, LabError> {
    // every game ends; this bound only guards against a bug looping forever
    let mut legal = Vec::with_capacity(LEGAL_ROOM);
    let mut cut_off = 0;
    for _ in 0..1_000_000 {
        let Some(seat) = round.next_to_act() else {
            return Ok(cut_off);
        };
        let before = claims.open(round);
        let seen = sees(round, seat);
        let bot = &mut bots[seat as usize];
        round.play_chosen(
            seat,
            &mut legal,
            |view, legal| seen.unwrap_or_else(|| bot.choose(view, legal)),
            &mut NoEvents,
        )?;
        if !before.is_empty() {
            let (asked, made) = (round.to_act(), claims.made(round));
            cut_off += before
                .iter()
                .filter(|&&(s, rank)| s != seat && !asked.contains(&s) && rank < made)
                .count() as u32;
        }
    }
    Err(LabError::Input("a round did not end".into()))
}

/// Matjok's claims after a discard: a win, then a poeng or kong, then a straight (turn-
/// flow); of two wins, the first in turn after the discarder.
pub(super) struct MatjokClaims;

impl MatjokClaims {
    fn rank(a: &crate::engine::matjok::game::MatjokAction, order: u8) -> u8 {
        use crate::engine::matjok::game::MatjokAction as A;
        match a {
            A::Tjok => order,
            A::Poeng | A::ClaimKong => 4,
            A::Straight(_) => 5,
            _ => u8::MAX,
        }
    }
}

impl Claims<MatjokGame> for MatjokClaims {
    fn open(&self, g: &MatjokGame) -> Vec<(Seat, u8)> {
        use crate::engine::matjok::game::{MatjokPhase, SEATS};
        let MatjokPhase::Claims { from, .. } = g.phase() else {
            return Vec::new();
        };
        let order = |s: Seat| (s + SEATS - from) % SEATS;
        g.to_act()
            .into_iter()
            .filter_map(|s| {
                let best = g
                    .legal_actions(s)
                    .iter()
                    .map(|a| Self::rank(a, order(s)))
                    .min()?;
                Some((s, best))
            })
            .collect()
    }
    fn made(&self, g: &MatjokGame) -> u8 {
        use crate::engine::matjok::game::{MatjokAction as A, SEATS};
        let log = g.log();
        let Some(&(seat, action)) = log.last() else {
            return u8::MAX;
        };
        let from = log.iter().rev().find(|(_, a)| matches!(a, A::Discard(_)));
        let order = from.map_or(0, |&(f, _)| (seat + SEATS - f) % SEATS);
        Self::rank(&action, order)
    }
}
