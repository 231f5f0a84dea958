//! The app's words in its three languages (src/words): every message exists in each,
//! with the same arguments, and the Korean and Dutch catalogs hold no English left over.

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};
#[path = "../src/words/shape.rs"]
#[allow(dead_code)]
mod shape;
use std::collections::BTreeMap;

/// A language's catalog: its files, one after the other (as the build reads them).
fn source(lang: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/words")
        .join(lang);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|f| f.unwrap().path())
        .filter(|f| f.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap() + "\n")
        .collect()
}

/// A language's messages: key → every text it may show (its variants one after the
/// other), arguments as `{x}`.
fn messages(lang: &str) -> BTreeMap<String, String> {
    let src = source(lang);
    let out: BTreeMap<String, String> = shape::messages(&src)
        .unwrap_or_else(|e| panic!("{lang}: {e}"))
        .into_iter()
        .map(|(k, p)| {
            let mut text = String::new();
            write_text(&mut text, &p);
            (k.to_string(), text)
        })
        .collect();
    assert!(out.len() > 100, "{lang}: only {} messages", out.len());
    out
}

fn write_text(out: &mut String, pattern: &Pattern<&str>) {
    for e in &pattern.elements {
        match e {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    for v in variants {
                        write_text(out, &v.value);
                        out.push(' ');
                    }
                }
                Expression::Inline(InlineExpression::StringLiteral { value }) => {
                    out.push_str(value)
                }
                Expression::Inline(_) => out.push_str("{x}"),
            },
        }
    }
}

/// The text a reader sees of a message: without markup, code, arguments, parameters
/// (`tiles=6-3`) and quoted examples.
fn read_text(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    // <code>…</code> and tags
    while let Some(at) = rest.find('<') {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        let skip = if after.starts_with("<code>") {
            after.find("</code>").map(|e| e + "</code>".len())
        } else {
            after.find('>').map(|e| e + 1)
        };
        rest = &after[skip.unwrap_or(after.len())..];
    }
    out.push_str(rest);
    let mut plain = String::new();
    let mut depth = 0;
    let mut quoted = false;
    for c in out.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '"' | '“' | '”' | '「' | '」' => quoted = !quoted,
            _ if depth == 0 && !quoted => plain.push(c),
            _ => {}
        }
    }
    plain
        .split_whitespace()
        .filter(|w| !w.contains('=') && !w.contains('_') && !w.contains('/'))
        .collect::<Vec<_>>()
        .join(" ")
}

fn latin_words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphabetic() || c == '\'' || c == '-'))
        .map(|w| w.trim_matches(|c| c == '\'' || c == '-'))
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .map(str::to_string)
        .collect()
}

/// (The build checks every message is in every language with the same arguments:
/// src/words/build.rs, and the words crate's tests.)

/// Latin-letter words a Korean page keeps: the games' and the rulebook's own words, names
/// of people and sources, and what the reader types (parameters, notations).
const KOREAN_KEEPS: &[&str] = &[
    "JavaScript",
    "WebAssembly",
    // a game with friends on other devices: the names of the standards it connects by
    "QR",
    "STUN",
    "TURN",
    "Jjak",
    "Jjak-mat-chu-gi",
    "Three",
    "Dozen",
    "K'ap",
    "Tái",
    "Shap",
    "Matjok",
    "matjok",
    "jongh",
    "poeng",
    "kong",
    "Kong",
    "tjok",
    "Liong",
    "Van",
    "van",
    "Sam",
    "Sie",
    "Man",
    "Koe",
    "koe",
    "wiel",
    "kong-sjong-kong",
    "tan",
    "tjauw",
    "paar-paar",
    "staan",
    "piang-voe",
    "soei",
    "limmen",
    "tonnen",
    "ngán",
    "ng",
    "Culin",
    "Stewart",
    "Joe",
    "Celko",
    "pagat",
    "Pagat",
    "com",
    "onlinedominogames",
    "Polovinkin",
    "Tjak-ma-tchi-ki",
    "Kim",
    "Ch'i",
    "K'",
    "Tsai",
    "Koan-a",
    "on",
    "off",
    "beginner",
    "normal",
    "strong",
    "JSON",
    "MB",
    "ms",
    "iframe",
    "SVG",
    "URL",
    "HTML",
    "docs",
    "md",
    "json",
    "Lee",
    "E-Wha",
    "Dmytro",
    "Carl",
    "Brandt",
    "T",
    "i",
    "n",
    "p",
    "s",
    "z",
    "f",
    "m",
    "v",
    "ko",
    "nl",
    "en",
    "shanten",
    "Tai",
    "K",
];

/// What a reader types, the same in every language: parameters, their values and the
/// records' notation.
const TYPED: &[&str] = &[
    "SEAT",
    "MOVE",
    "CHOICE",
    "FILE",
    "NAME",
    "VALUE",
    "MPSZ",
    "jjak-lab",
    "simulate",
    "jjak-record",
    "jjak-mat-chu-gi",
    "three-dozen",
    "kap-tai-shap",
    "kap-shap",
    "chart",
    "hand",
    "check",
    "variants",
    "score",
    "game",
    "replay",
    "record",
    "records",
    "seat",
    "step",
    "tiles",
    "guide",
    "throw",
    "example",
    "lang",
];

/// The words of `lang`'s messages that `left` says are English left over (not what a
/// reader types), each with a message it is in.
fn left_over(lang: &str, left: impl Fn(&str) -> bool) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (key, text) in messages(lang) {
        for w in latin_words(&read_text(&text)) {
            if left(&w) && !TYPED.contains(&w.as_str()) {
                out.insert(w, key.clone());
            }
        }
    }
    out
}

#[test]
fn korean_keeps_only_the_games_own_latin_words() {
    let left = left_over("ko", |w| !KOREAN_KEEPS.contains(&w));
    assert!(
        left.is_empty(),
        "English left in Korean (word → message): {left:?}"
    );
}

/// English words that are not also Dutch: one of them in a Dutch message is English left
/// over.
const ENGLISH_ONLY: &[&str] = &[
    "the", "and", "you", "your", "with", "which", "who", "tile", "tiles", "player", "players",
    "round", "rounds", "game", "games", "this", "that", "from", "choose", "click", "pairs",
    "throw", "discard", "wins", "points", "next", "new", "show", "hide", "rules", "play", "draw",
    "take", "pass", "seat", "settings", "loading",
];

#[test]
fn dutch_has_no_english_left() {
    let left = left_over("nl", |w| ENGLISH_ONLY.contains(&w.to_lowercase().as_str()));
    assert!(
        left.is_empty(),
        "English left in Dutch (word → message): {left:?}"
    );
}

#[test]
fn a_message_the_same_as_english_is_a_name_or_a_shared_word() {
    let en = messages("en");
    for lang in ["ko", "nl"] {
        let other = messages(lang);
        for (key, text) in &en {
            if other[key] != *text {
                continue;
            }
            // the same text: only words every language keeps (names, the rulebook's)
            for w in latin_words(&read_text(text)) {
                assert!(
                    KOREAN_KEEPS.contains(&w.as_str())
                        || TYPED.contains(&w.as_str())
                        || (lang == "nl" && !ENGLISH_ONLY.contains(&w.to_lowercase().as_str())),
                    "{lang} {key} is English: {text:?}"
                );
            }
        }
    }
}
