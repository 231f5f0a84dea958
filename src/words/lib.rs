//! Every sentence Jjak shows, in English, Korean and Dutch: Fluent catalogs (`en/`, `ko/`,
//! `nl/`; what they may say: `shape.rs`), one message per key. One build speaks every
//! language: the page loads its language's catalog as a file ([`use_language`]); a native
//! build carries all three (English unless told otherwise: [`with_language`]).
//!
//! ```ignore
//! use jjak_words::t;
//! let title: &str = t!(setup_title);
//! let line: String = t!(table_threw, who = &player, tile = tile);
//! let left: String = t!(tiles_left, n = count); // { $n -> [one] … *[other] … }
//! ```
//!
//! The build checks the catalogs with Fluent's parser (`fluent-syntax`) and writes each
//! message's arguments as types (`build.rs`); it compiles each catalog to JSON
//! (`compiled.rs`), which the app reads with the JSON reader it carries anyway, and
//! resolves a message here, in a few dozen lines. Neither Fluent's parser nor its runtime
//! crates (bundles, ICU plural rules for every language) go into a bundle: together they
//! would cost a bundle more than all its words, and three languages need two plural rules
//! (one when n is 1 in English and Dutch; none in Korean) and one function of their own
//! (Korean particles, `JOSA`).

#[cfg(test)]
#[path = "shape.rs"]
mod shape;

#[cfg(test)]
#[allow(dead_code)]
#[path = "compiled.rs"]
mod compiled;

#[doc(hidden)]
#[allow(non_camel_case_types, clippy::all)]
pub mod msg {
    include!(concat!(env!("OUT_DIR"), "/msg.rs"));
}

mod catalog;
#[doc(hidden)]
pub mod josa;

pub use catalog::Catalog;
use core::fmt::{Display, Write};
use std::cell::Cell;

/// The languages the app speaks, as each names itself, English first.
pub const LANGUAGES: [(&str, &str); 3] =
    [("en", "English"), ("ko", "한국어"), ("nl", "Nederlands")];

/// A message by key: `t!(key)` is a `&'static str`; `t!(key, name = value, …)` a
/// `String`, each value anything `Display`, an integer where the message chooses by a
/// number, an [`Addressee`] where it chooses `[you]`.
#[macro_export]
macro_rules! t {
    ($key:ident) => {
        $crate::msg::$key::text()
    };
    ($key:ident, $($arg:ident = $val:expr),+ $(,)?) => {
        $crate::msg::$key::text($crate::msg::$key::Args { $($arg: &$val),+ })
    };
}

/// A message without arguments named in a table (a game's name, an option's label), and
/// read when it is shown: `w!(eng_game_matjok)`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Words(pub &'static str);

impl Words {
    /// The message, in the language spoken now.
    pub fn text(self) -> &'static str {
        plain(self.0)
    }
}

impl Display for Words {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.text())
    }
}

/// A message without arguments as [`Words`], for a table: `w!(key)`.
#[macro_export]
macro_rules! w {
    ($key:ident) => {
        $crate::msg::$key::WORDS
    };
}

/// Whether `names` (a sentence's arguments, as `said!` names them) are exactly `args` (a
/// message's, `msg::KEY::ARGS`): for a check the compiler makes.
#[doc(hidden)]
pub const fn same_arguments(args: &[&str], names: &[&str]) -> bool {
    if args.len() != names.len() {
        return false;
    }
    let mut i = 0;
    while i < names.len() {
        let mut found = false;
        let mut j = 0;
        while j < args.len() {
            if same_str(args[j], names[i]) {
                found = true;
            }
            j += 1;
        }
        if !found {
            return false;
        }
        i += 1;
    }
    true
}

const fn same_str(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
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

/// A player named in a sentence, who may be the one the app speaks to (a property of the
/// seat: the player at this device), which a message chooses `[you]` by.
pub trait Addressee: Display {
    fn addressed(&self) -> bool;
}

impl<T: Addressee + ?Sized> Addressee for &T {
    fn addressed(&self) -> bool {
        (**self).addressed()
    }
}

/// A player by name, and whether the sentence speaks to them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player<'a> {
    pub name: &'a str,
    pub you: bool,
}

impl Display for Player<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name)
    }
}

impl Addressee for Player<'_> {
    fn addressed(&self) -> bool {
        self.you
    }
}

/// An argument's value, as a message reads it.
#[derive(Clone, Copy)]
pub enum Value<'a> {
    Shown(&'a dyn Display),
    Number(i64),
    Person(&'a dyn Addressee),
}

thread_local! {
    /// The catalog messages are read from (a page has one; a native thread starts with
    /// English).
    static CURRENT: Cell<Option<&'static Catalog>> = Cell::new(default_catalog());
}

#[cfg(not(target_arch = "wasm32"))]
fn default_catalog() -> Option<&'static Catalog> {
    Some(built_in("en"))
}

#[cfg(target_arch = "wasm32")]
fn default_catalog() -> Option<&'static Catalog> {
    None
}

/// The language messages are in: `"en"`, `"ko"` or `"nl"` (English before a page has
/// loaded its catalog).
pub fn lang() -> &'static str {
    CURRENT.with(|c| c.get()).map_or("en", |c| c.lang)
}

/// Speaks `lang` from now on, its catalog read from `compiled` (the page's words file); a
/// catalog that does not read leaves the language as it was.
pub fn use_language(lang: &str, compiled: String) -> Result<(), String> {
    let catalog = learn_language(lang, compiled)?;
    CURRENT.with(|c| c.set(Some(catalog)));
    Ok(())
}

thread_local! {
    /// The catalogs a page has read (its own, and those it writes for others in: a friend
    /// on another device is shown the table in their language).
    static KNOWN: std::cell::RefCell<Vec<&'static Catalog>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Reads `lang`'s catalog from `compiled` and keeps it for [`with_language`], without
/// speaking it.
pub fn learn_language(lang: &str, compiled: String) -> Result<&'static Catalog, String> {
    let catalog: &'static Catalog = Box::leak(Box::new(Catalog::read(lang, &compiled)?));
    KNOWN.with(|k| {
        let mut known = k.borrow_mut();
        known.retain(|c| c.lang != catalog.lang);
        known.push(catalog);
    });
    Ok(catalog)
}

/// Whether `lang`'s catalog is at hand for [`with_language`].
pub fn knows_language(lang: &str) -> bool {
    cfg!(not(target_arch = "wasm32")) || KNOWN.with(|k| k.borrow().iter().any(|c| c.lang == lang))
}

/// The catalog of `lang` a native build carries (English for a language it does not
/// know).
#[cfg(not(target_arch = "wasm32"))]
pub fn built_in(lang: &str) -> &'static Catalog {
    use std::sync::OnceLock;
    static CATALOGS: [OnceLock<Catalog>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    const SOURCES: [&str; 3] = [
        include_str!(concat!(env!("OUT_DIR"), "/en.json")),
        include_str!(concat!(env!("OUT_DIR"), "/ko.json")),
        include_str!(concat!(env!("OUT_DIR"), "/nl.json")),
    ];
    let i = LANGUAGES.iter().position(|(l, _)| *l == lang).unwrap_or(0);
    CATALOGS[i].get_or_init(|| {
        Catalog::read(LANGUAGES[i].0, SOURCES[i]).expect("the build checked the catalogs")
    })
}

/// The catalog of `lang` a page has read ([`learn_language`]), if any.
#[cfg(target_arch = "wasm32")]
fn known(lang: &str) -> Option<&'static Catalog> {
    KNOWN.with(|k| k.borrow().iter().copied().find(|c| c.lang == lang))
}

#[cfg(not(target_arch = "wasm32"))]
fn known(lang: &str) -> Option<&'static Catalog> {
    Some(
        KNOWN
            .with(|k| k.borrow().iter().copied().find(|c| c.lang == lang))
            .unwrap_or_else(|| built_in(lang)),
    )
}

/// `f`'s result with messages in `lang`: a native build's catalogs (the lab, the tests),
/// or one the page has read; in the language spoken if the page has not read `lang`'s.
pub fn with_language<R>(lang: &str, f: impl FnOnce() -> R) -> R {
    let Some(catalog) = known(lang) else {
        return f();
    };
    let before = CURRENT.with(|c| c.replace(Some(catalog)));
    struct Restore(Option<&'static Catalog>);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(before);
    f()
}

/// The message `key` without arguments (its key, before a page has its catalog).
#[doc(hidden)]
pub fn plain(key: &'static str) -> &'static str {
    CURRENT
        .with(|c| c.get())
        .and_then(|c| c.plain(key))
        .unwrap_or(key)
}

/// The message `key` with its arguments.
#[doc(hidden)]
pub fn format(key: &str, args: &[(&str, Value<'_>)]) -> String {
    let mut out = String::new();
    match CURRENT.with(|c| c.get()) {
        Some(catalog) => catalog.write(&mut out, key, args),
        None => out.push_str(key),
    }
    out
}

/// Whether `n` takes the "one" form in `lang`: English and Dutch, n = 1 (Korean has
/// no plural).
fn plural_category(lang: &str, n: i64) -> &'static str {
    match (lang, n) {
        ("ko", _) => "other",
        (_, 1) => "one",
        _ => "other",
    }
}

#[doc(hidden)]
pub fn put(s: &mut String, v: &dyn Display) {
    let _ = write!(s, "{v}");
}

/// Items as a sentence writes them: "A, B and C" (English), "A, B en C" (Dutch),
/// "A, B, C" (Korean).
pub fn list<T: Display>(items: &[T]) -> String {
    let and = t!(common_list_and);
    let mut s = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            if i + 1 == items.len() {
                s.push_str(and);
            } else {
                s.push_str(", ");
            }
        }
        put(&mut s, item);
    }
    s
}

#[cfg(test)]
mod tests;
