//! The app's words in its three languages (src/words): every message exists in each,
//! with the same arguments, and the Korean and Dutch catalogs hold no English left over.

use jjak_words::catalog::{self, Entry};
use std::collections::{BTreeMap, BTreeSet};

/// A language's messages: key → its forms (None, one, other) and texts.
fn messages(lang: &str) -> BTreeMap<String, Vec<Entry>> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/words")
        .join(lang);
    let mut out: BTreeMap<String, Vec<Entry>> = BTreeMap::new();
    for f in std::fs::read_dir(&dir).unwrap() {
        let f = f.unwrap().path();
        if f.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let src = std::fs::read_to_string(&f).unwrap();
        let entries = catalog::parse(&src).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for e in entries {
            out.entry(e.key.clone()).or_default().push(e);
        }
    }
    assert!(out.len() > 100, "{lang}: only {} messages", out.len());
    out
}

fn arguments(forms: &[Entry]) -> BTreeSet<String> {
    forms
        .iter()
        .flat_map(|e| catalog::arguments(&catalog::segments(&e.text).unwrap()))
        .collect()
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

#[test]
fn every_message_exists_in_every_language_with_the_same_arguments() {
    let en = messages("en");
    for lang in ["ko", "nl"] {
        let other = messages(lang);
        let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(
            extra.is_empty(),
            "{lang} has messages English does not: {extra:?}"
        );
        for (key, forms) in &en {
            let theirs = &other[key];
            let (want, got) = (arguments(forms), arguments(theirs));
            assert!(
                got.is_subset(&want),
                "{lang} {key}: {got:?} is not within {want:?}"
            );
            let plural = forms.iter().any(|e| e.form.is_some());
            if lang == "nl" {
                // Dutch writes every argument English does, and both plural forms
                assert_eq!(got, want, "nl {key}");
                if plural {
                    let f: BTreeSet<_> = theirs.iter().filter_map(|e| e.form.as_deref()).collect();
                    assert_eq!(f, BTreeSet::from(["one", "other"]), "nl {key}");
                }
            } else {
                // Korean has no plural: one form for every number
                assert!(
                    theirs.iter().all(|e| e.form.is_none()) || !plural,
                    "ko {key}: Korean writes one form"
                );
                let dropped: Vec<_> = want.difference(&got).filter(|a| *a != "n").collect();
                assert!(dropped.is_empty(), "ko {key} leaves out {dropped:?}");
            }
        }
    }
}

/// Latin-letter words a Korean page keeps: the games' and the rulebook's own words, names
/// of people and sources, and what the reader types (parameters, notations).
const KOREAN_KEEPS: &[&str] = &[
    "JavaScript",
    "WebAssembly",
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
    for (key, forms) in messages(lang) {
        for e in forms {
            for w in latin_words(&read_text(&e.text)) {
                if left(&w) && !TYPED.contains(&w.as_str()) {
                    out.insert(w, key.clone());
                }
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
        for (key, forms) in &en {
            for e in forms {
                let theirs = other[key]
                    .iter()
                    .find(|t| t.form == e.form)
                    .unwrap_or(&other[key][0]);
                if theirs.text != e.text {
                    continue;
                }
                // the same text: only words every language keeps (names, the rulebook's)
                for w in latin_words(&read_text(&e.text)) {
                    assert!(
                        KOREAN_KEEPS.contains(&w.as_str())
                            || TYPED.contains(&w.as_str())
                            || (lang == "nl" && !ENGLISH_ONLY.contains(&w.to_lowercase().as_str())),
                        "{lang} {key} is English: {:?}",
                        e.text
                    );
                }
            }
        }
    }
}
