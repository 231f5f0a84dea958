//! The catalogs and their runtime (what every language says is checked by the build too:
//! build.rs).

use super::*;

fn josa(word: &str, consonant: &str, vowel: &str) -> String {
    let mut s = word.to_string();
    josa::put(&mut s, word, consonant, vowel);
    s
}

#[test]
fn particles_follow_the_last_sound() {
    assert_eq!(josa("동", "이", "가"), "동이");
    assert_eq!(josa("서", "이", "가"), "서가");
    assert_eq!(josa("6-3", "을", "를"), "6-3을");
    assert_eq!(josa("2-5", "을", "를"), "2-5를");
    assert_eq!(josa("서울", "으로", "로"), "서울로");
    assert_eq!(josa("집", "으로", "로"), "집으로");
    assert_eq!(josa("Ann", "이", "가"), "Ann이");
    assert_eq!(josa("Bo", "이", "가"), "Bo가");
    // (Matjok's jongh, read 종; Sarah's h is silent after a vowel)
    assert_eq!(josa("jongh", "은", "는"), "jongh은");
    assert_eq!(josa("jongh", "이", "가"), "jongh이");
    assert_eq!(josa("Sarah", "이", "가"), "Sarah가");
    assert_eq!(josa("Leigh", "이", "가"), "Leigh가");
    // (나, the player addressed, as a subject)
    assert_eq!(josa("나", "이", "가"), "내가");
    assert_eq!(josa("나", "을", "를"), "나를");
}

/// Every catalog is Fluent that Fluent's parser reads without a fault, and gives every
/// message in the same keys with the same arguments (the build refuses one that does not;
/// this reads the files the build wrote).
#[test]
fn every_catalog_parses_and_gives_every_message_with_the_same_arguments() {
    let en = built_in("en");
    for (lang, _) in LANGUAGES {
        let catalog = built_in(lang);
        assert_eq!(catalog.lang, lang);
        assert!(
            catalog.keys().eq(en.keys()),
            "{lang}: other keys than English"
        );
    }
    for source in [
        include_str!(concat!(env!("OUT_DIR"), "/en.ftl")),
        include_str!(concat!(env!("OUT_DIR"), "/ko.ftl")),
        include_str!(concat!(env!("OUT_DIR"), "/nl.ftl")),
    ] {
        assert!(fluent_syntax::parser::parse(source).is_ok());
        let messages = shape::messages(source).unwrap();
        let keys = messages.iter().map(|(k, _)| *k);
        let en_messages =
            shape::messages(include_str!(concat!(env!("OUT_DIR"), "/en.ftl"))).unwrap();
        for ((key, pattern), (_, en_pattern)) in messages.iter().zip(&en_messages) {
            let names = |p| shape::arguments(p).unwrap().into_keys().collect::<Vec<_>>();
            assert_eq!(names(pattern), names(en_pattern), "{key}");
        }
        assert_eq!(keys.count(), en_messages.len());
    }
}

/// A catalog the app reads as the build compiled it (kept, as the app keeps its catalog).
fn compiled(lang: &str, ftl: &str) -> Result<&'static Catalog, String> {
    Catalog::read(lang, &compiled::to_json(ftl)?).map(|c| &*Box::leak(Box::new(c)))
}

#[test]
fn a_catalog_that_does_not_read_is_refused_with_its_line() {
    let bad = compiled("en", "a = fine\nb = { $x\n").err().unwrap();
    assert!(bad.starts_with("line 2"), "{bad}");
    assert!(compiled("en", "a = { OTHER($x) }\n").is_err());
    assert!(compiled("en", "-term = x\n").is_err());
    assert!(compiled("xx", "a = b\n").is_err());
    // what the app is sent, damaged, is refused, not half read
    for bad in [
        "",
        "[]",
        r#"{"a": "b"}"#,
        r#"{"a": [{"x": 1}]}"#,
        r#"{"a": [{"s": "n"}]}"#,
        r#"{"a": [{"s": "n", "o": [], "d": 0}]}"#,
        "{",
    ] {
        assert!(Catalog::read("en", bad).is_err(), "{bad}");
    }
}

#[test]
fn a_message_chooses_its_words_by_its_arguments() {
    let catalog = compiled(
        "nl",
        "won = { $who ->\n    [you] Jij wint\n   *[other] { $who } wint\n} met { $n ->\n    [0] niets\n    [one] { $n } punt\n   *[other] { $n } punten\n}.\njosa = { JOSA($who, \"이\", \"가\") } 이겼다\nexact = { $n ->\n    [one] één\n    [1] precies één\n   *[other] meer\n}\nlit = { \"{\" }a{ \"\\u0021\" }\n",
    )
    .unwrap();
    let say = |key: &str, who: Player, n: i64| {
        let mut s = String::new();
        catalog.write(
            &mut s,
            key,
            &[("who", Value::Person(&who)), ("n", Value::Number(n))],
        );
        s
    };
    let (ann, you) = (
        Player {
            name: "Ann",
            you: false,
        },
        Player {
            name: "Jij",
            you: true,
        },
    );
    assert_eq!(say("won", ann, 1), "Ann wint met 1 punt.");
    assert_eq!(say("won", you, 2), "Jij wint met 2 punten.");
    assert_eq!(say("won", ann, 0), "Ann wint met niets.");
    // a friend who calls themselves "Jij" is not the player addressed
    assert_eq!(
        say(
            "won",
            Player {
                name: "you",
                you: false
            },
            3
        ),
        "you wint met 3 punten."
    );
    assert_eq!(
        say(
            "josa",
            Player {
                name: "나",
                you: true
            },
            0
        ),
        "내가 이겼다"
    );
    assert_eq!(say("josa", ann, 0), "Ann이 이겼다");
    assert_eq!(catalog.plain("lit"), Some("{a!"));
    // an exact number before its plural category, wherever it is written
    assert_eq!(say("exact", ann, 1), "precies één");
    assert_eq!(say("exact", ann, 7), "meer");
    let mut missing = String::new();
    catalog.write(&mut missing, "won", &[]);
    assert!(missing.contains("{$who}"), "{missing}");
    let mut unknown = String::new();
    catalog.write(&mut unknown, "nothing", &[]);
    assert_eq!(unknown, "nothing");
}

/// A suited tile is named suit first in Dutch: "5 kringen" would read as five tiles
/// (issue 49, the Dutch review).
#[test]
fn a_suited_tile_is_named_as_players_write_it() {
    assert_eq!(t!(eng_tile_circles, rank = 5), "5 circles");
    assert_eq!(
        with_language("nl", || t!(eng_tile_circles, rank = 5)),
        "kringen 5"
    );
    assert!(with_language("ko", || t!(eng_tile_circles, rank = 5)).contains('5'));
}

#[test]
fn plurals_follow_the_language() {
    let both = || (t!(ui_home_players, n = 1), t!(ui_home_players, n = 2));
    assert_eq!(both(), ("1 player".to_string(), "2 players".to_string()));
    assert_eq!(
        with_language("nl", both),
        ("1 speler".to_string(), "2 spelers".to_string())
    );
    // Korean counts with 명 and has no plural
    assert_eq!(
        with_language("ko", both),
        ("1명".to_string(), "2명".to_string())
    );
    assert!(t!(ai_kap_tiles, n = 0usize).contains('0'));
}

#[test]
fn lists_join_with_the_language_s_and() {
    assert_eq!(list(&["a", "b", "c"]), "a, b and c");
    assert_eq!(with_language("nl", || list(&["a", "b", "c"])), "a, b en c");
    assert_eq!(with_language("ko", || list(&["a", "b", "c"])), "a, b, c");
    assert_eq!(list(&["a"]), "a");
    assert_eq!(list::<&str>(&[]), "");
}

#[test]
fn the_language_is_the_catalog_s() {
    assert_eq!(lang(), "en");
    assert_eq!(with_language("ko", lang), "ko");
    assert_eq!(lang(), "en");
    assert_eq!(
        use_language("nl", "a = { $x\n".to_string()).map_err(|_| ()),
        Err(())
    );
    assert_eq!(lang(), "en");
}
