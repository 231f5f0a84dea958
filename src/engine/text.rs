//! Sentences the engine and the computer players write (a round's result, a move, a
//! reason), kept as data: each a message of the catalogs (`jjak_words`) by its key, with
//! its arguments (a seat, a tile, a number, words that read the same in every language, or
//! another sentence). Nothing here is in a language: the app renders a sentence when it
//! shows it, in the language spoken then, with the players' names, so a game saved in
//! Korean and continued in English reads in English. `Display` gives a plain form ("seat
//! 1", "6z") in the language spoken, for logs, the lab and tests.

use crate::core::Seat;
use crate::tiles::MahjongTile;
use jjak_words::{Addressee, Value};
use serde::de::{self, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;

/// A sentence of the catalogs: `said!(key, who = Arg::Seat(s), tile = t)`, its key and its
/// arguments' names checked against the catalogs when it compiles (a value of the wrong
/// kind renders as the message's default: the tests render every sentence played).
///
/// ```
/// use jjak_engine::{said, text::Arg};
/// let t = said!(play_told_threw, who = Arg::Seat(1), tile = "6-3");
/// assert_eq!(t.to_string(), "seat 1 threw 6-3");
/// ```
///
/// A sentence without one of its message's arguments, or with one it does not take, does
/// not compile:
///
/// ```compile_fail
/// use jjak_engine::{said, text::Arg};
/// let t = said!(play_told_threw, who = Arg::Seat(1));
/// ```
///
/// ```compile_fail
/// use jjak_engine::{said, text::Arg};
/// let t = said!(play_told_threw, who = Arg::Seat(1), tile = "6-3", seat = Arg::Seat(2));
/// ```
#[macro_export]
macro_rules! said {
    ($key:ident $(, $arg:ident = $val:expr)* $(,)?) => {
        {
        const {
            assert!(
                $crate::words::same_arguments(
                    $crate::words::msg::$key::ARGS,
                    &[$(stringify!($arg)),*]
                ),
                concat!("said!(", stringify!($key), "): not the message's arguments")
            )
        };
        $crate::text::Text::said(
            $crate::words::msg::$key::KEY,
            vec![$((stringify!($arg), $crate::text::Arg::from($val))),*],
        )
        }
    };
}

/// One argument of a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A player, by seat: the player's name in the app (and whether they are the one
    /// addressed, which a message may choose its words by).
    Seat(Seat),
    /// A mahjong tile: its code plainly ("6z"), its name for a learner ("green dragon").
    Tile(MahjongTile),
    /// A whole number (which a message may choose a plural by).
    Number(i64),
    /// Words that read the same in every language: a domino ("6-3"), a figure.
    Plain(String),
    /// Another sentence, within this one.
    Text(Text),
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}
// (not u8: a seat is a u8, and goes in as Arg::Seat)
number_args!(u16, u32, u64, usize, i8, i16, i32, i64);

impl From<String> for Arg {
    fn from(words: String) -> Arg {
        Arg::Plain(words)
    }
}

impl From<&str> for Arg {
    fn from(words: &str) -> Arg {
        Arg::Plain(words.to_string())
    }
}

impl From<Text> for Arg {
    fn from(text: Text) -> Arg {
        Arg::Text(text)
    }
}

impl From<MahjongTile> for Arg {
    fn from(tile: MahjongTile) -> Arg {
        Arg::Tile(tile)
    }
}

/// One piece of a text: a sentence of the catalogs, or (in games saved before sentences
/// were kept as messages) words as they were written, a seat or a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece {
    Said {
        key: String,
        /// (by name: a sentence read back from a save equals the one written, whatever
        /// order the save gave its arguments in)
        args: BTreeMap<String, Arg>,
    },
    Words(String),
    Seat(Seat),
    Tile(MahjongTile),
}

/// A sentence, or a few one after the other. Saved with a game (a computer's reasons): a
/// list whose pieces are `{"key": …, "args": {…}}`; it also reads what older saves hold
/// (words, seats and tiles, or a plain string), shown as it was written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text(Vec<Piece>);

impl Text {
    pub fn new() -> Text {
        Text::default()
    }

    /// The message `key` with `args` (see [`said!`](crate::said)).
    pub fn said(key: &'static str, args: Vec<(&'static str, Arg)>) -> Text {
        let mut by_name = BTreeMap::new();
        // (one by one: a collect into a BTreeMap sorts, and std's sorts stay out of the
        // bundles, tests/e2e/wasm-contents.test.mjs)
        for (name, arg) in args {
            by_name.insert(name.to_string(), arg);
        }
        Text(vec![Piece::Said {
            key: key.to_string(),
            args: by_name,
        }])
    }

    /// Words every language writes alike (a name, a figure).
    pub fn plain(words: &str) -> Text {
        Text(vec![Piece::Words(words.to_string())])
    }

    pub fn is_empty(&self) -> bool {
        self.0
            .iter()
            .all(|p| matches!(p, Piece::Words(w) if w.is_empty()))
    }

    /// `text` after this one, `between` them (words every language writes alike: " ",
    /// "; "; or, in a text shown at once and never kept, the language's) when neither is
    /// empty.
    pub fn then(mut self, between: &str, text: Text) -> Text {
        if !self.is_empty() && !text.is_empty() && !between.is_empty() {
            self.0.push(Piece::Words(between.to_string()));
        }
        self.0.extend(text.0);
        self
    }

    /// The text with `mark` after it (punctuation every language writes alike: ".").
    pub fn ending(mut self, mark: &str) -> Text {
        self.0.push(Piece::Words(mark.to_string()));
        self
    }

    /// The texts one after the other, `sep` between them.
    pub fn join(parts: Vec<Text>, sep: &str) -> Text {
        parts
            .into_iter()
            .fold(Text::new(), |all, p| all.then(sep, p))
    }

    /// The text in the language spoken, each seat's player as `seat` names them (their
    /// name, and whether they are the one addressed), each tile as `tile` writes it.
    pub fn render(
        &self,
        seat: &dyn Fn(Seat) -> Named,
        tile: &dyn Fn(MahjongTile) -> String,
    ) -> String {
        let mut out = String::new();
        self.write(&mut out, seat, tile);
        out
    }

    fn write(
        &self,
        out: &mut String,
        seat: &dyn Fn(Seat) -> Named,
        tile: &dyn Fn(MahjongTile) -> String,
    ) {
        for piece in &self.0 {
            match piece {
                Piece::Words(w) => out.push_str(w),
                Piece::Seat(s) => out.push_str(&seat(*s).name),
                Piece::Tile(t) => out.push_str(&tile(*t)),
                Piece::Said { key, args } => {
                    // (each argument written first, then the message: its values borrowed)
                    enum Owned {
                        Person(Named),
                        Shown(String),
                        Number(i64),
                    }
                    let owned: Vec<(&str, Owned)> = args
                        .iter()
                        .map(|(name, arg)| {
                            let v = match arg {
                                Arg::Seat(s) => Owned::Person(seat(*s)),
                                Arg::Tile(t) => Owned::Shown(tile(*t)),
                                Arg::Number(n) => Owned::Number(*n),
                                Arg::Plain(w) => Owned::Shown(w.clone()),
                                Arg::Text(t) => {
                                    let mut s = String::new();
                                    t.write(&mut s, seat, tile);
                                    Owned::Shown(s)
                                }
                            };
                            (name.as_str(), v)
                        })
                        .collect();
                    let values: Vec<(&str, Value<'_>)> = owned
                        .iter()
                        .map(|(name, v)| {
                            let value = match v {
                                Owned::Person(p) => Value::Person(p as &dyn Addressee),
                                Owned::Shown(s) => Value::Shown(s),
                                Owned::Number(n) => Value::Number(*n),
                            };
                            (*name, value)
                        })
                        .collect();
                    out.push_str(&jjak_words::format(key, &values));
                }
            }
        }
    }
}

/// A seat's player as a sentence names them: their name, and whether they are the one the
/// app speaks to (a property of the seat: the player at this device), which a message may
/// choose its words by (`[you]`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Named {
    pub name: String,
    pub you: bool,
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

impl Addressee for Named {
    fn addressed(&self) -> bool {
        self.you
    }
}

/// The plain form: "seat 1" for a seat, tile codes, in the language spoken.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seat = |s: Seat| Named {
            name: format!("seat {s}"),
            you: false,
        };
        f.write_str(&self.render(&seat, &|t| t.to_string()))
    }
}

// The saved form. (Read by hand-written visitors rather than `#[serde(untagged)]`, which
// buffers every value: serde's buffering stays out of the bundles,
// tests/e2e/wasm-contents.test.mjs.)

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl Serialize for Piece {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Piece::Words(w) => s.serialize_str(w),
            Piece::Seat(n) => s.serialize_u8(*n),
            Piece::Tile(tile) => one_entry(s, "tile", tile),
            Piece::Said { key, args } => {
                let mut m = s.serialize_map(Some(2))?;
                m.serialize_entry("key", key)?;
                m.serialize_entry("args", args)?;
                m.end()
            }
        }
    }
}

/// `{"name": value}`.
fn one_entry<S: Serializer>(s: S, name: &str, value: &impl Serialize) -> Result<S::Ok, S::Error> {
    let mut m = s.serialize_map(Some(1))?;
    m.serialize_entry(name, value)?;
    m.end()
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Seat(n) => one_entry(s, "seat", n),
            Arg::Tile(t) => one_entry(s, "tile", t),
            Arg::Number(n) => s.serialize_i64(*n),
            Arg::Plain(w) => s.serialize_str(w),
            Arg::Text(t) => t.serialize(s),
        }
    }
}

struct PieceVisitor;

impl<'de> Visitor<'de> for PieceVisitor {
    type Value = Piece;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a sentence {key, args}, words, a seat number or a tile")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Piece, E> {
        Ok(Piece::Words(v.to_string()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Piece, E> {
        Seat::try_from(v)
            .map(Piece::Seat)
            .map_err(|_| E::invalid_value(de::Unexpected::Unsigned(v), &self))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Piece, A::Error> {
        let mut key = None;
        let mut args = None;
        let mut tile = None;
        while let Some(name) = map.next_key::<String>()? {
            match name.as_str() {
                "key" if key.is_none() => key = Some(map.next_value::<String>()?),
                "args" if args.is_none() => {
                    // (serde's map inserts each argument: no sort)
                    args = Some(map.next_value::<BTreeMap<String, Arg>>()?)
                }
                "tile" if tile.is_none() => tile = Some(map.next_value::<MahjongTile>()?),
                _ => {
                    return Err(de::Error::custom(
                        "a sentence is {\"key\", \"args\"}, a tile {\"tile\"}",
                    ))
                }
            }
        }
        match (key, args, tile) {
            (Some(key), args, None) => Ok(Piece::Said {
                key,
                args: args.unwrap_or_default(),
            }),
            (None, None, Some(tile)) => Ok(Piece::Tile(tile)),
            _ => Err(de::Error::custom(
                "a sentence is {\"key\", \"args\"}, a tile {\"tile\"}",
            )),
        }
    }
}

impl<'de> Deserialize<'de> for Piece {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Piece, D::Error> {
        d.deserialize_any(PieceVisitor)
    }
}

struct ArgVisitor;

impl<'de> Visitor<'de> for ArgVisitor {
    type Value = Arg;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a number, words, a sentence, {\"seat\"} or {\"tile\"}")
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Arg, E> {
        Ok(Arg::Number(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Arg, E> {
        i64::try_from(v)
            .map(Arg::Number)
            .map_err(|_| E::invalid_value(de::Unexpected::Unsigned(v), &self))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Arg, E> {
        Ok(Arg::Plain(v.to_string()))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Arg, A::Error> {
        TextVisitor.visit_seq(seq).map(Arg::Text)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Arg, A::Error> {
        let bad = || de::Error::custom("an argument is {\"seat\": n} or {\"tile\": code}");
        let arg = match map.next_key::<String>()?.as_deref() {
            Some("seat") => Arg::Seat(map.next_value()?),
            Some("tile") => Arg::Tile(map.next_value()?),
            _ => return Err(bad()),
        };
        match map.next_key::<String>()? {
            None => Ok(arg),
            Some(_) => Err(bad()),
        }
    }
}

impl<'de> Deserialize<'de> for Arg {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Arg, D::Error> {
        d.deserialize_any(ArgVisitor)
    }
}

struct TextVisitor;

impl<'de> Visitor<'de> for TextVisitor {
    type Value = Text;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a sentence: words, or a list of pieces")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Text, E> {
        Ok(Text(vec![Piece::Words(v.to_string())]))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Text, A::Error> {
        let mut pieces = Vec::new();
        while let Some(p) = seq.next_element::<Piece>()? {
            pieces.push(p);
        }
        Ok(Text(pieces))
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        d.deserialize_any(TextVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse_mpsz;

    fn names(s: Seat) -> Named {
        Named {
            name: ["You", "Ann", "Bo"][s as usize].to_string(),
            you: s == 0,
        }
    }

    #[test]
    fn a_sentence_is_its_key_and_arguments_rendered_when_shown() {
        let nine_s = parse_mpsz("9s").unwrap()[0];
        let t = crate::said!(play_told_threw, who = Arg::Seat(1), tile = nine_s);
        assert_eq!(
            t.render(&names, &|t| t.accessible_name()),
            "Ann threw 9 bamboo"
        );
        assert_eq!(t.to_string(), "seat 1 threw 9s");
        let nl = jjak_words::with_language("nl", || t.render(&names, &|t| t.to_string()));
        assert!(nl.starts_with("Ann ") && nl.contains("9s"), "{nl}");
        let two = t.clone().then(
            ". ",
            crate::said!(play_told_threw, who = Arg::Seat(2), tile = "6-3"),
        );
        assert_eq!(two.to_string(), "seat 1 threw 9s. seat 2 threw 6-3");
        assert_eq!(Text::new().then(" ", t.clone()), t);
    }

    #[test]
    fn the_player_addressed_is_a_property_of_the_seat() {
        let how = crate::said!(eng_kap_how_dealt);
        let t = crate::said!(eng_kap_won, who = Arg::Seat(0), how = how);
        let you = t.render(&names, &|t| t.to_string());
        let named_you = t.render(
            &|_| Named {
                name: "You".into(),
                you: false,
            },
            &|t| t.to_string(),
        );
        assert!(you.contains("collect the pot"), "{you}");
        // (a player who calls themselves "You" is not the one addressed)
        assert!(named_you.contains("collects the pot"), "{named_you}");
    }

    #[test]
    fn reads_its_own_form_and_what_older_saves_hold() {
        let nine_s = parse_mpsz("9s").unwrap()[0];
        let t = crate::said!(
            ai_strong_searched,
            n = 40u32,
            moves = 12u32,
            action = crate::said!(mj_do_throw, tile = nine_s),
            percent = "95"
        );
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(
            json,
            r#"[{"key":"ai-strong-searched","args":{"action":[{"key":"mj-do-throw","args":{"tile":{"tile":"9s"}}}],"moves":12,"n":40,"percent":"95"}}]"#
        );
        assert_eq!(serde_json::from_str::<Text>(&json).unwrap(), t);
        let seat = crate::said!(play_told_drew_a_tile, who = Arg::Seat(3));
        let json = serde_json::to_string(&seat).unwrap();
        assert_eq!(
            json,
            r#"[{"key":"play-told-drew-a-tile","args":{"who":{"seat":3}}}]"#
        );
        assert_eq!(serde_json::from_str::<Text>(&json).unwrap(), seat);
        // older saves: words, seats and tiles, or a plain string
        let old: Text = serde_json::from_str(r#"["threw ",{"tile":"9s"},", ",1]"#).unwrap();
        assert_eq!(old.render(&names, &|t| t.to_string()), "threw 9s, Ann");
        let older: Text = serde_json::from_str(r#""went with a hunch""#).unwrap();
        assert_eq!(older.to_string(), "went with a hunch");
        for bad in [
            "[true]",
            "[300]",
            r#"[{"tile":"9x"}]"#,
            r#"[{"tale":"9s"}]"#,
            r#"[{"key":"a","args":{"x":{"seat":300}}}]"#,
            r#"[{"key":"a","args":{"x":{"set":1}}}]"#,
            r#"[{"key":"a","tile":"9s"}]"#,
            "7",
        ] {
            assert!(serde_json::from_str::<Text>(bad).is_err(), "{bad}");
        }
    }
}
