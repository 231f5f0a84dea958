//! The contract every game's round meets, so bots, the lab, the app and the tests treat
//! them alike (after OpenSpiel's `State`: legal actions, apply, per-seat views, terminal,
//! returns, a move in words, and a deal imagined from what one seat sees). Each game
//! implements it in its own file; this file knows none of them.

use std::fmt::Debug;
use std::hash::Hash;

use rand::Rng;
use serde::de::DeserializeOwned;
use serde::Serialize;

use super::core::{Events, Outcome, RuleError, Seat};
use super::text::Text;

/// Room for a seat's legal actions that is enough in nearly every position (a Jjak player
/// may draw any of up to 20 face-down tiles), so a loop's buffer is not grown move by move.
pub const LEGAL_ROOM: usize = 32;

pub trait Round: Clone + PartialEq + Debug + Serialize + DeserializeOwned + 'static {
    type Action: Copy + Eq + Hash + Debug + Serialize + DeserializeOwned;
    /// What happened, as a player sees it told (the UI collects them, simulations not).
    type Event;
    /// The rules the round is played by (the game's options, resolved).
    type Rules: Clone + Debug + 'static;
    type View<'a>: Clone + Debug + Serialize
    where
        Self: 'a;
    type Tile: Copy + Ord + Debug;

    fn rules(&self) -> &Self::Rules;
    fn players(&self) -> u8;
    /// The seats that must act now (several while a discard may be claimed); empty once
    /// the round is over.
    fn to_act(&self) -> Vec<Seat>;
    /// The first of [`Round::to_act`], without building the list.
    fn next_to_act(&self) -> Option<Seat>;
    /// What `seat` may do now, in a fixed order (saves record an index into it).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    /// [`Round::legal_actions`] written into `out` (emptied first), so a loop that asks at
    /// every move can keep one buffer instead of allocating a list each time.
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Self::Action>) {
        *out = self.legal_actions(seat);
    }
    /// Whether `seat` may take `action` now: the same answer as
    /// `legal_actions(seat).contains(..)` (the random-playout tests check this).
    fn is_legal(&self, seat: Seat, action: Self::Action) -> bool {
        self.legal_actions(seat).contains(&action)
    }
    /// Why `seat` may not take `action` now, in a sentence the player understands.
    fn why_illegal(&self, seat: Seat, action: Self::Action) -> RuleError;
    /// The one way of writing an action the round accepts (a pair lowest tile first).
    fn normalize(action: Self::Action) -> Self::Action {
        action
    }

    /// Applies `action` by `seat` and tells `events` what happened: a `Vec` keeps the
    /// events, [`super::core::NoEvents`] lets a simulation skip even building them. On
    /// error the round is unchanged.
    fn apply(
        &mut self,
        seat: Seat,
        action: Self::Action,
        events: &mut impl Events<Self::Event>,
    ) -> Result<(), RuleError> {
        let action = Self::normalize(action);
        if !self.is_legal(seat, action) {
            return Err(self.why_illegal(seat, action));
        }
        self.do_apply(seat, action, events);
        Ok(())
    }
    /// One move of `seat`, chosen by `choose` from what the seat sees and the actions open
    /// to it (listed into `legal`, a buffer the caller keeps from move to move), then
    /// applied; returns the action. The same as [`Round::legal_actions_into`], a choice and
    /// [`Round::apply`], but the choice is checked by finding it in the list the round has
    /// just made, instead of working its legality out again (a simulation's bots spent a
    /// sixth of their game there). On error the round is unchanged.
    fn play_chosen(
        &mut self,
        seat: Seat,
        legal: &mut Vec<Self::Action>,
        choose: impl FnOnce(&Self::View<'_>, &[Self::Action]) -> Self::Action,
        events: &mut impl Events<Self::Event>,
    ) -> Result<Self::Action, RuleError> {
        self.legal_actions_into(seat, legal);
        if legal.is_empty() {
            return Err(match self.outcome() {
                Some(_) => RuleError::RoundOver,
                None if seat >= self.players() => RuleError::NoSuchSeat(seat),
                None => RuleError::NotYourTurn { seat },
            });
        }
        let action = Self::normalize(choose(&self.view(seat), legal));
        if !legal.contains(&action) {
            return Err(self.why_illegal(seat, action));
        }
        self.do_apply(seat, action, events);
        Ok(action)
    }
    /// The game's own part of [`Round::apply`]: `action` is normalized and legal; record
    /// it in the log and carry it out. Call `apply`, never this.
    fn do_apply(&mut self, seat: Seat, action: Self::Action, events: &mut impl Events<Self::Event>);

    fn outcome(&self) -> Option<&Outcome>;
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
    fn turns(&self) -> u32;
    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Self::View<'_>;
    /// Every tile, wherever it lies (for conservation checks).
    fn all_tiles(&self) -> Vec<Self::Tile>;
    /// The tiles `seat` holds hidden from the others.
    fn hidden_tiles(&self, seat: Seat) -> Vec<Self::Tile>;
    /// Every tile named anywhere in `seat`'s view.
    fn tiles_in_view(view: &Self::View<'_>) -> Vec<Self::Tile>;
    /// The actions taken so far, in order.
    fn log(&self) -> &[(Seat, Self::Action)];

    /// Whether two actions are the same choice for the player who makes them, because
    /// the tiles they differ by are hidden (drawing one face-down tile or another): the
    /// table shows one button, and search tries one of them.
    fn same_choice(a: &Self::Action, b: &Self::Action) -> bool {
        a == b
    }
    /// An action in words: "throw 6-3", "claim the discard for a poeng" (the record's
    /// words: English whatever the language of the build).
    fn describe(action: &Self::Action) -> String;
    /// The action as a [`Text`] (rendered in the player's language when shown), with the
    /// tiles a learner may want spelled out (the mahjong codes) kept as tiles.
    fn phrase(action: &Self::Action) -> Text;
    /// A whole round consistent with `view`: the tiles that seat cannot see dealt at
    /// random (for search under hidden information; never the real hidden tiles).
    fn sample(rules: &Self::Rules, view: &Self::View<'_>, r: &mut impl Rng) -> Self;
}
