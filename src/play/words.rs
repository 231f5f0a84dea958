//! The engine's sentences ([`Text`]) in the players' words, rendered once, here: each seat
//! by its player's name, each mahjong tile by its code or, for a learner, by its name.

use crate::engine::text::Text;
use crate::engine::tiles::MahjongTile;
use jjak_words::t;

/// The name of the one player at a game against the computer, spoken to ("You", "나",
/// "Jij": the language's word).
pub fn you() -> &'static str {
    t!(play_you)
}

/// [`YOU`] in every language the app speaks: a save or a record written by another
/// language's build may hold any of them.
const YOU_IN_EVERY_LANGUAGE: [&str; 3] = ["You", "나", "Jij"];

/// Whether `name` is the player spoken to: the default human name, in any language.
pub fn is_you(name: &str) -> bool {
    YOU_IN_EVERY_LANGUAGE.contains(&name)
}

/// A player's name as shown: the player spoken to by this language's word.
pub fn shown(name: &str) -> &str {
    if is_you(name) {
        you()
    } else {
        name
    }
}

/// `text` with the players' `names` (by seat) and the tiles as codes ("6z").
pub fn say(text: &Text, names: &[String]) -> String {
    render(text, names, |t| t.to_string())
}

/// `text` with the players' `names` and each mahjong tile written out ("green dragon"),
/// for a learner who has not met the notation yet.
pub fn spelled(text: &Text, names: &[String]) -> String {
    render(text, names, |t| t.accessible_name())
}

/// `text` with the players' `names` and the tiles as `tile` writes them. In Korean and
/// Dutch, the words after a name or a tile agree with it ([`agree`]).
fn render(text: &Text, names: &[String], tile: impl Fn(MahjongTile) -> String) -> String {
    if jjak_words::lang() == "en" {
        return text.render_agreeing(
            |s, starts| name(names, s, starts),
            tile,
            |s| addressed(names, s),
        );
    }
    let marked = text.render_agreeing(
        |s, starts| {
            let before = if addressed(names, s) {
                BEFORE_YOU
            } else {
                BEFORE
            };
            format!("{before}{}{AFTER}", name(names, s, starts))
        },
        |t| format!("{BEFORE}{}{AFTER}", tile(t)),
        |s| addressed(names, s),
    );
    agree(&marked)
}

/// The marks around a name or a tile written into a sentence (private-use characters,
/// which no message writes), so that the words after it can agree with it; the player
/// spoken to opens with a mark of its own.
const BEFORE: char = '\u{E010}';
const BEFORE_YOU: char = '\u{E012}';
const AFTER: char = '\u{E011}';

/// The Korean particles: after a final consonant, after a vowel.
const PARTICLES: [(&str, &str); 5] = [
    ("이", "가"),
    ("을", "를"),
    ("은", "는"),
    ("과", "와"),
    ("으로", "로"),
];

/// Dutch verbs said of another player and to the player spoken to ("Ann is", "jij bent").
const DUTCH_SECOND_PERSON: [(&str, &str); 4] = [
    ("is", "bent"),
    ("heeft", "hebt"),
    ("kan", "kunt"),
    ("zal", "zult"),
];

/// Dutch prepositions, after which the player spoken to is "jou".
const DUTCH_PREPOSITIONS: [&str; 8] = ["van", "aan", "door", "voor", "met", "bij", "op", "naar"];

/// `marked` without its marks, the words after each name or tile agreeing with it: a
/// message names a seat or a tile by a mark, so its Korean particle was chosen by the
/// mark's last letter, not by the name ("Ann이", "Bo가", and "내가" for "나"); in Dutch, the
/// player spoken to is "jij" within a sentence, "jou" after a preposition, and the verb
/// after "jij" is in the second person ("jij bent").
fn agree(marked: &str) -> String {
    let mut out = String::with_capacity(marked.len());
    let mut rest = marked;
    while let Some(at) = rest.find([BEFORE, BEFORE_YOU]) {
        out.push_str(&rest[..at]);
        let you = rest[at..].starts_with(BEFORE_YOU);
        let body = &rest[at + BEFORE.len_utf8()..];
        let Some(end) = body.find(AFTER) else {
            rest = body;
            break;
        };
        let word = &body[..end];
        let after = &body[end + AFTER.len_utf8()..];
        let (said, taken) = match jjak_words::lang() {
            "ko" => korean_particle(word, you, after),
            "nl" if you => Some(dutch_you(&out, word, after)),
            _ => None,
        }
        .unwrap_or_else(|| (word.to_string(), 0));
        out.push_str(&said);
        rest = &after[taken..];
    }
    out.push_str(rest);
    out
}

/// Korean: `word` and the particle `after` begins with, chosen again for `word`, and how
/// much of `after` that particle was.
fn korean_particle(word: &str, you: bool, after: &str) -> Option<(String, usize)> {
    let hangul = |c: char| ('\u{AC00}'..='\u{D7A3}').contains(&c);
    for (consonant, vowel) in PARTICLES {
        for form in [consonant, vowel] {
            let Some(tail) = after.strip_prefix(form) else {
                continue;
            };
            if tail.starts_with(hangul) {
                continue;
            }
            let mut said = String::new();
            if you && consonant == "이" {
                // 나 + 가: 내가
                said.push_str("내가");
            } else {
                said.push_str(word);
                jjak_words::josa::put(&mut said, word, consonant, vowel);
            }
            return Some((said, form.len()));
        }
    }
    None
}

/// Dutch: the player spoken to (`word`, "Jij") as the words `before` it make it: "Jij" at
/// a sentence's start, "jou" after a preposition, else "jij"; the verb `after` a subject in
/// the second person; and how much of `after` that verb was.
fn dutch_you(before: &str, word: &str, after: &str) -> (String, usize) {
    let before = before.trim_end();
    if before.is_empty() || before.ends_with('.') {
        return dutch_verb(word, after).unwrap_or_else(|| (word.to_string(), 0));
    }
    let preposition = DUTCH_PREPOSITIONS.iter().any(|p| {
        before
            .strip_suffix(p)
            .is_some_and(|rest| rest.is_empty() || rest.ends_with(' '))
    });
    if preposition {
        return ("jou".to_string(), 0);
    }
    let mut subject = word.to_string();
    if let Some(first) = subject.get_mut(..1) {
        first.make_ascii_lowercase();
    }
    dutch_verb(&subject, after).unwrap_or((subject, 0))
}

/// Dutch: `word` (the player spoken to) and the verb `after` begins with, in the second
/// person, and how much of `after` that verb was.
fn dutch_verb(word: &str, after: &str) -> Option<(String, usize)> {
    let rest = after.strip_prefix(' ')?;
    for (third, second) in DUTCH_SECOND_PERSON {
        let Some(tail) = rest.strip_prefix(third) else {
            continue;
        };
        if tail.starts_with(|c: char| c.is_alphabetic()) {
            continue;
        }
        return Some((format!("{word} {second}"), 1 + third.len()));
    }
    None
}

fn addressed(names: &[String], seat: u8) -> bool {
    names.get(seat as usize).is_some_and(|n| is_you(n))
}

/// `name` and the verb after it: "You are", "Ann is" (`third` and `second`: the verb as
/// said of another player and to the player addressed).
pub fn subject(name: &str, third: &str, second: &str) -> String {
    let verb = if is_you(name) { second } else { third };
    format!("{} {verb}", shown(name))
}

/// A seat's player, or the seat itself when no name is known.
fn name(names: &[String], seat: u8, starts: bool) -> String {
    match names.get(seat as usize) {
        Some(n) => shown(n).to_string(),
        None => Text::plain_seat(seat, starts),
    }
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
