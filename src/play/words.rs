//! The engine's sentences ([`Text`]) in the players' words, rendered once, here: each seat
//! by its player's name, each mahjong tile by its code or, for a learner, by its name.

use crate::engine::text::Text;

/// The name of the one player at a game against the computer, spoken to.
pub const YOU: &str = "You";

/// `text` with the players' `names` (by seat) and the tiles as codes ("6z").
pub fn say(text: &Text, names: &[String]) -> String {
    text.render_agreeing(
        |s, starts| name(names, s, starts),
        |t| t.to_string(),
        |s| addressed(names, s),
    )
}

/// `text` with the players' `names` and each mahjong tile written out ("green dragon"),
/// for a learner who has not met the notation yet.
pub fn spelled(text: &Text, names: &[String]) -> String {
    text.render_agreeing(
        |s, starts| name(names, s, starts),
        |t| t.accessible_name(),
        |s| addressed(names, s),
    )
}

fn addressed(names: &[String], seat: u8) -> bool {
    names.get(seat as usize).is_some_and(|n| n == YOU)
}

/// `name` and the verb after it: "You are", "Ann is" (`third` and `second`: the verb as
/// said of another player and to the player addressed).
pub fn subject(name: &str, third: &str, second: &str) -> String {
    let verb = if name == YOU { second } else { third };
    format!("{name} {verb}")
}

/// Whose: "Your" for the player called "You" (a game against the computer), "Ann's"
/// for another name.
pub fn possessive(name: &str) -> String {
    if name == YOU {
        "Your".to_string()
    } else {
        format!("{name}'s")
    }
}

/// A seat's player, or the seat itself when no name is known.
fn name(names: &[String], seat: u8, starts: bool) -> String {
    match names.get(seat as usize) {
        Some(n) => n.clone(),
        None => Text::plain_seat(seat, starts),
    }
}

/// A message as a sentence of its own (a notice): its first letter a capital. (ASCII
/// only: the messages begin so, and Unicode's case tables would add 10 KB to the app.)
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
    fn whose_hand_is_said_in_english() {
        assert_eq!(possessive("You"), "Your");
        assert_eq!(possessive("Computer 1"), "Computer 1's");
        assert_eq!(possessive("Ann"), "Ann's");
    }

    #[test]
    fn seats_are_named_and_tiles_spelled_for_a_learner() {
        let names = vec!["You".to_string(), "Computer 1".to_string()];
        let nine_s = parse_mpsz("9s").unwrap()[0];
        let t = Text::new()
            .seat(1)
            .words(" won with ")
            .tile(nine_s)
            .words(", a tile ")
            .seat(0)
            .words(" threw; ")
            .seat(7)
            .words(" stays.");
        assert_eq!(
            say(&t, &names),
            "Computer 1 won with 9s, a tile You threw; seat 7 stays."
        );
        assert_eq!(
            spelled(&t, &names),
            "Computer 1 won with 9 bamboo, a tile You threw; seat 7 stays."
        );
    }
}
