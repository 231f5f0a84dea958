//! The engine's sentences ([`Text`]) in the players' words, rendered once, here, in the
//! language spoken: each seat by its player (their name, and whether they are the one
//! spoken to, which a message chooses its words by), each mahjong tile by its code or, for
//! a learner, by its name.

use crate::engine::core::Seat;
use crate::engine::text::{Named, Text};

/// `text` with the `players` (by seat) and the tiles as codes ("6z").
pub fn say(text: &Text, players: &[Named]) -> String {
    text.render(&|s| player(players, s), &|t| t.to_string())
}

/// `text` with the `players` and each mahjong tile written out ("green dragon"), for a
/// learner who has not met the notation yet.
pub fn spelled(text: &Text, players: &[Named]) -> String {
    text.render(&|s| player(players, s), &|t| t.accessible_name())
}

/// A seat's player, or the seat by its number when no player is known.
pub fn player(players: &[Named], seat: Seat) -> Named {
    players
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| Named {
            name: seat.to_string(),
            you: false,
        })
}

/// A message as a sentence of its own (a notice): its first letter a capital. (ASCII
/// only: a message begins with a letter of its own, and Unicode's case tables stay out of
/// the bundles: tests/e2e/wasm-contents.test.mjs.)
pub fn sentence(message: &impl std::fmt::Display) -> String {
    let mut text = message.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::parse_mpsz;

    #[test]
    fn a_notice_begins_with_a_capital() {
        use crate::play::save::{LoadError, StorageError};
        assert_eq!(
            sentence(&StorageError::Full),
            "The browser's storage is full, so the game could not be saved"
        );
        assert!(sentence(&LoadError::UnknownVersion(9)).starts_with("The saved game"));
        assert_eq!(sentence(&""), "");
    }

    #[test]
    fn seats_are_named_and_tiles_spelled_for_a_learner() {
        use crate::engine::said;
        use crate::engine::text::Arg;
        let players = [
            Named {
                name: "You".into(),
                you: true,
            },
            Named {
                name: "Computer 1".into(),
                you: false,
            },
        ];
        let nine_s = parse_mpsz("9s").unwrap()[0];
        let t = said!(play_told_threw, who = Arg::Seat(1), tile = nine_s)
            .then(". ", said!(play_told_drew_a_tile, who = Arg::Seat(7)));
        assert_eq!(say(&t, &players), "Computer 1 threw 9s. 7 drew a tile");
        assert_eq!(
            spelled(&t, &players),
            "Computer 1 threw 9 bamboo. 7 drew a tile"
        );
    }
}
