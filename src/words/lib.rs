//! Every sentence Jjak shows, in the language of the build: English, Korean (feature
//! `ko`) or Dutch (feature `nl`). The words are in catalogs (`en/`, `ko/`, `nl/`, format in
//! `catalog.rs`), one message per key; the build writes each message of its language as
//! a constant or a function, so a bundle holds only its own language and only the
//! messages it uses.
//!
//! ```ignore
//! use jjak_words::t;
//! let title: &str = t!(setup_title);
//! let line: String = t!(table_threw, name = player, tile = tile);
//! let left: String = t!(tiles_left, n = count); // [one] / [other] by n
//! ```
//!
//! Why not Fluent: its runtime (parser, bundles, ICU plural rules) costs a browser bundle
//! more than all of a language's words, and three languages need two plural rules (one
//! when n is 1 in English and Dutch; none in Korean). The build checks the catalogs
//! instead: a missing message, or an argument English does not give, stops it.

#[path = "catalog.rs"]
#[doc(hidden)]
pub mod catalog;

#[doc(hidden)]
#[allow(non_camel_case_types, clippy::all)]
pub mod msg {
    include!(concat!(env!("OUT_DIR"), "/msg.rs"));
}

use core::fmt::{Display, Write};

/// The language of this build: `"en"`, `"ko"` or `"nl"`.
pub const LANG: &str = msg::LANG;

/// The languages the app speaks, as each names itself, English first.
pub const LANGUAGES: [(&str, &str); 3] =
    [("en", "English"), ("ko", "한국어"), ("nl", "Nederlands")];

/// A message by key: `t!(key)` is a `&'static str`; `t!(key, name = value, …)` a
/// `String`, each value anything `Display` (the argument `n` of a plural message: an
/// integer).
#[macro_export]
macro_rules! t {
    ($key:ident) => {
        $crate::msg::$key::TEXT
    };
    ($key:ident, $($arg:ident = $val:expr),+ $(,)?) => {
        $crate::msg::$key::text($crate::msg::$key::Args { $($arg: &$val),+ })
    };
}

/// A number that chooses a plural form.
pub trait Count: Display {
    fn count(&self) -> i64;
}

macro_rules! count_ints {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn count(&self) -> i64 {
                *self as i64
            }
        }
    )*};
}
count_ints!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// Whether `n` takes the "one" form: English and Dutch, n = 1 (Korean has no plural: its
/// catalogs give one form).
#[doc(hidden)]
pub fn is_one(n: i64) -> bool {
    n == 1
}

#[doc(hidden)]
pub fn put(s: &mut String, v: &dyn Display) {
    let _ = write!(s, "{v}");
}

/// Writes `v` and the particle that follows it: `after_consonant` when its last sound
/// has a final consonant (받침), else `after_vowel`. 으로/로 also takes 로 after ㄹ.
#[doc(hidden)]
pub fn put_particle(s: &mut String, v: &dyn Display, after_consonant: &str, after_vowel: &str) {
    let start = s.len();
    put(s, v);
    let word = s[start..].trim_end_matches(|c: char| !c.is_alphanumeric());
    // (a silent final h after ng, "jongh" read 종, leaves the ng sounding: 은, not 는;
    // "Leigh", "Hugh" end in a vowel)
    let last = match word.len().checked_sub(3).and_then(|i| word.get(i..)) {
        Some(end) if end.eq_ignore_ascii_case("ngh") => Some('g'),
        _ => word.chars().last(),
    };
    let coda = last.map(final_consonant).unwrap_or(Coda::None);
    let consonant = match coda {
        Coda::None => false,
        Coda::Rieul => after_consonant != "으로",
        Coda::Other => true,
    };
    s.push_str(if consonant {
        after_consonant
    } else {
        after_vowel
    });
}

enum Coda {
    None,
    Rieul,
    Other,
}

/// The final consonant of a character as read in Korean: Hangul by its syllable, digits
/// by their Korean names (일, 이, 삼…), Latin letters as an English name ends.
fn final_consonant(c: char) -> Coda {
    let code = c as u32;
    if (0xAC00..=0xD7A3).contains(&code) {
        return match (code - 0xAC00) % 28 {
            0 => Coda::None,
            8 => Coda::Rieul,
            _ => Coda::Other,
        };
    }
    match c.to_ascii_lowercase() {
        // 영 일 이 삼 사 오 육 칠 팔 구
        '0' | '3' | '6' => Coda::Other,
        '1' | '7' | '8' | 'l' => Coda::Rieul,
        'b' | 'c' | 'd' | 'g' | 'k' | 'm' | 'n' | 'p' | 't' => Coda::Other,
        _ => Coda::None,
    }
}

/// Items as a sentence writes them: "A, B and C" (English), "A, B en C" (Dutch),
/// "A, B, C" (Korean).
pub fn list<T: Display>(items: &[T]) -> String {
    let and = match LANG {
        "ko" => None,
        "nl" => Some(" en "),
        _ => Some(" and "),
    };
    let mut s = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            match and {
                Some(and) if i + 1 == items.len() => s.push_str(and),
                _ => s.push_str(", "),
            }
        }
        put(&mut s, item);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(v: &str, c: &str, w: &str) -> String {
        let mut s = String::new();
        put_particle(&mut s, &v, c, w);
        s
    }

    #[test]
    fn particles_follow_the_last_sound() {
        assert_eq!(with("동", "이", "가"), "동이");
        assert_eq!(with("서", "이", "가"), "서가");
        assert_eq!(with("6-3", "을", "를"), "6-3을");
        assert_eq!(with("2-5", "을", "를"), "2-5를");
        assert_eq!(with("서울", "으로", "로"), "서울로");
        assert_eq!(with("집", "으로", "로"), "집으로");
        assert_eq!(with("Ann", "이", "가"), "Ann이");
        assert_eq!(with("Bo", "이", "가"), "Bo가");
        // (Matjok's jongh, read 종; Sarah's h is silent after a vowel)
        assert_eq!(with("jongh", "은", "는"), "jongh은");
        assert_eq!(with("Sarah", "이", "가"), "Sarah가");
        assert_eq!(with("Leigh", "이", "가"), "Leigh가");
    }

    /// A suited tile is named suit first in Dutch: "5 kringen" would read as five tiles
    /// (issue 49, the Dutch review).
    #[test]
    fn a_suited_tile_is_named_as_players_write_it() {
        let name = t!(eng_tile_circles, rank = 5);
        match LANG {
            "nl" => assert_eq!(name, "kringen 5"),
            "en" => assert_eq!(name, "5 circles"),
            _ => assert!(name.contains('5'), "{name}"),
        }
    }

    #[test]
    fn plurals_follow_the_language() {
        let (one, two) = (t!(ui_home_players, n = 1), t!(ui_home_players, n = 2));
        match LANG {
            "en" => assert_eq!((one.as_str(), two.as_str()), ("1 player", "2 players")),
            "nl" => assert_eq!((one.as_str(), two.as_str()), ("1 speler", "2 spelers")),
            // Korean counts with 명 and has no plural
            _ => assert_eq!((one.as_str(), two.as_str()), ("1명", "2명")),
        }
        assert!(t!(ai_kap_tiles, n = 0usize).contains('0'));
    }

    #[test]
    fn lists_join_with_the_language_s_and() {
        let l = list(&["a", "b", "c"]);
        match LANG {
            "en" => assert_eq!(l, "a, b and c"),
            "nl" => assert_eq!(l, "a, b en c"),
            _ => assert_eq!(l, "a, b, c"),
        }
        assert_eq!(list(&["a"]), "a");
        assert_eq!(list::<&str>(&[]), "");
    }
}
