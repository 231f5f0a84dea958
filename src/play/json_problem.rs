//! What is wrong with a JSON text the app was given (a record, a save, a kept game), said
//! in the player's language: the kind of problem, where it is, and the name it concerns
//! (the parser's own message is English, and is not shown).

use jjak_words::t;
use serde_json::error::Category;

/// The problem, with its line and column: "a value of the wrong kind (seed) at line 1,
/// column 40".
pub fn problem(e: &serde_json::Error) -> String {
    t!(
        play_json_at,
        what = kind(e),
        line = e.line(),
        column = e.column()
    )
}

/// The problem without its place (for a message that gives the place itself).
pub fn kind(e: &serde_json::Error) -> String {
    match e.classify() {
        Category::Eof => t!(play_json_ends_early).into(),
        Category::Syntax | Category::Io => t!(play_json_syntax).into(),
        Category::Data => match named(&e.to_string()) {
            Some(name) => t!(play_json_data_named, name = name),
            None => t!(play_json_data).into(),
        },
    }
}

/// The first name the parser's message quotes (`seed` in "missing field `seed`").
fn named(message: &str) -> Option<&str> {
    let (_, rest) = message.split_once('`')?;
    let (name, _) = rest.split_once('`')?;
    Some(name).filter(|n| !n.is_empty() && n.len() <= 40)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_json_problem_is_told_by_its_kind_place_and_name_not_the_parser_s_english() {
        let err =
            |text: &str| serde_json::from_str::<crate::play::record::Record>(text).unwrap_err();
        assert_eq!(
            problem(&err("{\"jjak-record\": 1,")),
            "the text ends too early at line 1, column 18"
        );
        assert_eq!(kind(&err("{\"jjak-record\" 1}")), "a syntax error");
        assert_eq!(
            kind(&err("{\"jjak-record\": 1}")),
            "a value missing or of the wrong kind (game)"
        );
        assert_eq!(
            kind(&err("{\"jjak-record\": \"x\"}")),
            "a value missing or of the wrong kind"
        );
    }
}
