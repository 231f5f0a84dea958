//! Bots: each sees only its seat's view and the legal actions, never hidden tiles.

pub mod simple;
pub mod simple_matjok;

use crate::engine::round::Round;

/// A player that chooses among legal actions from what its seat can see.
pub trait Bot<R: Round> {
    /// `legal` is never empty.
    fn choose(&mut self, view: &R::View<'_>, legal: &[R::Action]) -> R::Action;
}
