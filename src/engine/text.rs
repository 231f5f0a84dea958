//! Sentences the engine and the computer players write (a round's result, a move, a
//! reason), kept as structured values: words, seats and tiles. The app renders them once,
//! at the edge, with the players' names and the tiles spelled out for a learner; `Display`
//! gives the plain form ("seat 1", "6z") for logs, the lab and tests.

use crate::core::Seat;
use crate::tiles::MahjongTile;
use serde::de::{self, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// One piece of a sentence. Stored as a string (words), a number (a seat) or
/// `{"tile": "6z"}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Words(String),
    /// A player, by seat: "seat 2" plainly, the player's name in the app.
    Seat(Seat),
    /// A mahjong tile: its code plainly ("6z"), its name for a learner ("green dragon").
    Tile {
        tile: MahjongTile,
    },
}

/// A sentence (or a few) made of [`Piece`]s. Saved with a game (a computer's reasons) as
/// a list of pieces; it also reads the plain string older saves hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text(Vec<Piece>);

impl Serialize for Piece {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Piece::Words(w) => s.serialize_str(w),
            Piece::Seat(n) => s.serialize_u8(*n),
            Piece::Tile { tile } => {
                let mut m = s.serialize_map(Some(1))?;
                m.serialize_entry("tile", tile)?;
                m.end()
            }
        }
    }
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

/// Reads a piece (hand-written rather than `#[serde(untagged)]`, which buffers every
/// value: serde's buffering stays out of the bundles, tests/e2e/wasm-contents.test.mjs).
struct PieceVisitor;

impl<'de> Visitor<'de> for PieceVisitor {
    type Value = Piece;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("words, a seat number or a tile")
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
        match map.next_entry::<String, MahjongTile>()? {
            Some((key, tile)) if key == "tile" && map.next_key::<String>()?.is_none() => {
                Ok(Piece::Tile { tile })
            }
            _ => Err(de::Error::custom("a tile piece is {\"tile\": code}")),
        }
    }
}

impl<'de> Deserialize<'de> for Piece {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Piece, D::Error> {
        d.deserialize_any(PieceVisitor)
    }
}

struct TextVisitor;

impl<'de> Visitor<'de> for TextVisitor {
    type Value = Text;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a sentence: words, or a list of pieces")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Text, E> {
        Ok(Text::from(v))
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

impl From<String> for Text {
    fn from(words: String) -> Text {
        let mut t = Text::default();
        t.push_words(&words);
        t
    }
}

impl From<&str> for Text {
    fn from(words: &str) -> Text {
        Text::from(words.to_string())
    }
}

impl Text {
    pub fn new() -> Text {
        Text::default()
    }

    pub fn is_empty(&self) -> bool {
        self.0
            .iter()
            .all(|p| matches!(p, Piece::Words(w) if w.is_empty()))
    }

    pub fn push_words(&mut self, words: &str) {
        if words.is_empty() {
            return;
        }
        match self.0.last_mut() {
            Some(Piece::Words(w)) => w.push_str(words),
            _ => self.0.push(Piece::Words(words.to_string())),
        }
    }

    pub fn push_text(&mut self, text: &Text) {
        for p in &text.0 {
            match p {
                Piece::Words(w) => self.push_words(w),
                other => self.0.push(other.clone()),
            }
        }
    }

    /// Builders, for writing a sentence in one expression.
    pub fn words(mut self, words: &str) -> Text {
        self.push_words(words);
        self
    }

    /// A whole number ("3", "-2"), written without the standard formatting machinery: a
    /// simulation ends a million rounds, and each explains its payments.
    pub fn number(mut self, n: i32) -> Text {
        let mut digits = [0u8; 11];
        let mut at = digits.len();
        let mut rest = n.unsigned_abs();
        loop {
            at -= 1;
            digits[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        if n < 0 {
            at -= 1;
            digits[at] = b'-';
        }
        self.push_words(std::str::from_utf8(&digits[at..]).unwrap_or_default());
        self
    }

    pub fn seat(mut self, seat: Seat) -> Text {
        self.0.push(Piece::Seat(seat));
        self
    }

    pub fn tile(mut self, tile: MahjongTile) -> Text {
        self.0.push(Piece::Tile { tile });
        self
    }

    pub fn then(mut self, text: &Text) -> Text {
        self.push_text(text);
        self
    }

    /// The texts one after the other, `sep` between them.
    pub fn join(parts: &[Text], sep: &str) -> Text {
        let mut out = Text::new();
        for (i, p) in parts.iter().enumerate() {
            if i > 0 {
                out.push_words(sep);
            }
            out.push_text(p);
        }
        out
    }

    /// A seat inside a translated sentence (`jjak_words::t!`):
    /// `Text::marked(&t!(key, who = Text::seat_mark(s)))` gives the seat back as a piece, so
    /// the app still writes the player's name and each language orders its own words.
    pub fn seat_mark(seat: Seat) -> String {
        format!("{MARK_SEAT}{seat}{MARK_END}")
    }

    /// A mahjong tile inside a translated sentence (see [`Text::seat_mark`]).
    pub fn tile_mark(tile: MahjongTile) -> String {
        format!("{MARK_TILE}{tile}{MARK_END}")
    }

    /// A translated sentence whose seats and tiles are marked ([`Text::seat_mark`],
    /// [`Text::tile_mark`]) as a text of pieces. A mark that does not read is left as words.
    pub fn marked(words: &str) -> Text {
        let mut out = Text::new();
        let mut rest = words;
        while let Some(at) = rest.find([MARK_SEAT, MARK_TILE]) {
            out.push_words(&rest[..at]);
            let kind = rest[at..].chars().next().unwrap_or(MARK_SEAT);
            let body = &rest[at + kind.len_utf8()..];
            let Some(end) = body.find(MARK_END) else {
                rest = &rest[at..];
                break;
            };
            let inner = &body[..end];
            let piece = if kind == MARK_SEAT {
                inner.parse::<Seat>().ok().map(Piece::Seat)
            } else {
                crate::tiles::parse_mpsz(inner)
                    .ok()
                    .filter(|t| t.len() == 1)
                    .map(|t| Piece::Tile { tile: t[0] })
            };
            match piece {
                Some(p) => out.0.push(p),
                None => out.push_words(inner),
            }
            rest = &body[end + MARK_END.len_utf8()..];
        }
        out.push_words(rest);
        out
    }

    /// A seat in the plain form: "Seat 1" at a sentence's start, else "seat 1".
    pub fn plain_seat(seat: Seat, starts: bool) -> String {
        format!("{} {seat}", if starts { "Seat" } else { "seat" })
    }

    /// The text with seats and tiles written by `seat` and `tile`. A seat's writer is told
    /// whether the seat begins a sentence (to capitalize).
    pub fn render(
        &self,
        seat: impl FnMut(Seat, bool) -> String,
        tile: impl FnMut(MahjongTile) -> String,
    ) -> String {
        self.render_agreeing(seat, tile, |_| false)
    }

    /// [`Text::render`], with the verb after each seat that `addressed` says is the
    /// player spoken to ("You") made to agree: "You win", "You, who pay", not "You wins".
    pub fn render_agreeing(
        &self,
        mut seat: impl FnMut(Seat, bool) -> String,
        mut tile: impl FnMut(MahjongTile) -> String,
        addressed: impl Fn(Seat) -> bool,
    ) -> String {
        let mut out = String::new();
        let mut after_you = false;
        for p in &self.0 {
            match p {
                Piece::Words(w) if after_you => out.push_str(&second_person(w)),
                Piece::Words(w) => out.push_str(w),
                Piece::Seat(s) => {
                    let before = out.trim_end();
                    let starts = before.is_empty() || before.ends_with('.');
                    out.push_str(&seat(*s, starts));
                }
                Piece::Tile { tile: t } => out.push_str(&tile(*t)),
            }
            after_you = jjak_words::lang() == "en" && matches!(p, Piece::Seat(s) if addressed(*s));
        }
        out
    }
}

/// The marks of a seat and a tile inside a translated sentence (private-use characters,
/// which no message writes).
const MARK_SEAT: char = '\u{E000}';
const MARK_TILE: char = '\u{E002}';
const MARK_END: char = '\u{E001}';

/// The verbs the engine's sentences put after a player, in the third person and as they
/// are said to the player addressed.
const AGREEMENT: &[(&str, &str)] = &[
    ("is", "are"),
    ("was", "were"),
    ("has", "have"),
    ("pays", "pay"),
    ("wins", "win"),
    ("collects", "collect"),
    ("takes", "take"),
    ("keeps", "keep"),
    ("looks", "look"),
    ("holds", "hold"),
    ("needs", "need"),
    ("stays", "stay"),
    ("scores", "score"),
    ("starts", "start"),
    ("plays", "play"),
    ("receives", "receive"),
];

/// `words` following the player addressed: its first verb (or the one after ", who")
/// in the second person.
fn second_person(words: &str) -> String {
    let (lead, rest) = match words.strip_prefix(", who ") {
        Some(rest) => (", who ", rest),
        None => {
            let trimmed = words.trim_start();
            (&words[..words.len() - trimmed.len()], trimmed)
        }
    };
    let end = rest
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(rest.len());
    match AGREEMENT.iter().find(|(third, _)| *third == &rest[..end]) {
        Some((_, second)) => format!("{lead}{second}{}", &rest[end..]),
        None => words.to_string(),
    }
}

/// The plain form: "Seat 1" at a sentence's start, "seat 1" within one, tile codes.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = self.render(Text::plain_seat, |t| t.to_string());
        f.write_str(&plain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse_mpsz;

    #[test]
    fn numbers_read_as_the_standard_formatting_writes_them() {
        for n in [
            0,
            1,
            9,
            10,
            12,
            99,
            100,
            4_096,
            -1,
            -10,
            -305,
            i32::MAX,
            i32::MIN,
        ] {
            let t = Text::new().words("pays ").number(n).words(".");
            assert_eq!(t, Text::from(format!("pays {n}.").as_str()), "{n}");
        }
    }

    #[test]
    fn a_marked_sentence_gives_its_seats_and_tiles_back() {
        let six_z = parse_mpsz("6z").unwrap()[0];
        let words = format!(
            "{} won with {}.",
            Text::seat_mark(2),
            Text::tile_mark(six_z)
        );
        assert_eq!(
            Text::marked(&words),
            Text::new()
                .seat(2)
                .words(" won with ")
                .tile(six_z)
                .words(".")
        );
        assert_eq!(Text::marked("no marks"), Text::from("no marks"));
        let broken = format!("{MARK_SEAT}x{MARK_END} and {MARK_TILE}9");
        assert_eq!(
            Text::marked(&broken).to_string(),
            format!("x and {MARK_TILE}9")
        );
    }

    #[test]
    fn plain_form_names_seats_and_tile_codes() {
        let six_z = parse_mpsz("6z").unwrap()[0];
        let t = Text::new()
            .seat(1)
            .words(" won with ")
            .tile(six_z)
            .words(" from ")
            .seat(0)
            .words(". ")
            .seat(2)
            .words(" pays.");
        assert_eq!(
            t.to_string(),
            "Seat 1 won with 6z from seat 0. Seat 2 pays."
        );
        let named = t.render(
            |s, _| ["You", "Ann", "Bo"][s as usize].to_string(),
            |t| t.accessible_name(),
        );
        assert_eq!(named, "Ann won with green dragon from You. Bo pays.");
    }

    #[test]
    fn the_player_addressed_is_spoken_to_in_the_second_person() {
        let t = Text::new()
            .seat(0)
            .words(" wins with the discard of ")
            .seat(1)
            .words(", who pays 2. ")
            .seat(1)
            .words(" is next; ")
            .seat(0)
            .words(" threw.");
        let you = |s, _| ["You", "Ann"][s as usize].to_string();
        assert_eq!(
            t.render_agreeing(you, |t| t.to_string(), |s| s == 0),
            "You win with the discard of Ann, who pays 2. Ann is next; You threw."
        );
    }

    #[test]
    fn reads_its_own_form_and_a_plain_string() {
        let t = Text::from("threw ")
            .tile(parse_mpsz("9s").unwrap()[0])
            .seat(3);
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(json, r#"["threw ",{"tile":"9s"},3]"#);
        assert_eq!(serde_json::from_str::<Text>(&json).unwrap(), t);
        let old: Text = serde_json::from_str(r#""went with a hunch""#).unwrap();
        assert_eq!(old, Text::from("went with a hunch"));
        for bad in [
            "[true]",
            "[300]",
            r#"[{"tile":"9x"}]"#,
            r#"[{"tale":"9s"}]"#,
            "7",
        ] {
            assert!(serde_json::from_str::<Text>(bad).is_err(), "{bad}");
        }
    }
}
