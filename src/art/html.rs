//! Markup that is safe by construction. Pages, the board and the widgets are written as
//! strings (smaller than views, see docs/PERFORMANCE.md); an [`Html`] can only be built
//! from the code's own literals, text escaped on the way in ([`Esc`]), numbers, and other
//! `Html`, so a sentence from a player, a save or a link cannot become markup by a
//! forgotten call.
//!
//! ```
//! use jjak::art::html::{Esc, Html};
//! use jjak::html;
//! let mut out = Html::new();
//! html!(out, "<li>{} ({} points)</li>", Esc("<b>Ann</b>"), 12);
//! assert_eq!(out.as_str(), "<li>&lt;b&gt;Ann&lt;/b&gt; (12 points)</li>");
//! ```
//!
//! [`html!`](crate::html) takes a literal format string with positional arguments only (a
//! captured `{name}` is refused by the compiler, since the string comes from `concat!`),
//! and each argument must be [`Safe`]: a `String` or a borrowed `&str` does not compile
//! until it is wrapped in `Esc`.

use std::fmt::{self, Display, Write as _};
use std::ops::Deref;

use super::TileArt;
use crate::html;

/// Text escaped for HTML (text and attribute values) as it is written, without a copy.
#[derive(Clone, Copy)]
pub struct Esc<'a>(pub &'a str);

impl Display for Esc<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        while let Some(i) = rest.find(['&', '<', '>', '"', '\'']) {
            f.write_str(&rest[..i])?;
            f.write_str(match rest.as_bytes()[i] {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                b'"' => "&quot;",
                _ => "&#39;",
            })?;
            rest = &rest[i + 1..];
        }
        f.write_str(rest)
    }
}

/// A piece of markup (see the module's header for what may go in).
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Html(String);

impl Html {
    pub fn new() -> Html {
        Html(String::new())
    }

    /// The code's own markup, written as a literal.
    pub fn push_str(&mut self, markup: &'static str) {
        self.0.push_str(markup);
    }

    /// Text, escaped.
    pub fn text(&mut self, text: &str) {
        let _ = write!(self.0, "{}", Esc(text));
    }

    /// A page of our own, as the app fetched it (`public/rules/*.html`): the one way in
    /// for markup that is not built here, and only for our own files.
    pub fn our_page(&mut self, page: &str) {
        self.0.push_str(page);
    }

    /// A message of our own catalogs (`jjak_words::t!`) that holds markup (a link's words
    /// with the part only a screen reader says), its values our own or escaped with [`Esc`].
    pub fn message(&mut self, markup: &str) {
        self.0.push_str(markup);
    }

    /// Markup built elsewhere.
    pub fn push(&mut self, markup: &Html) {
        self.0.push_str(&markup.0);
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The markup for the page (`inner_html`).
    pub fn into_string(self) -> String {
        self.0
    }

    /// Where [`html!`](crate::html) writes: its arguments are all [`Safe`]. Not for
    /// direct use.
    #[doc(hidden)]
    pub fn write_safe(&mut self, args: fmt::Arguments<'_>) {
        let _ = self.0.write_fmt(args);
    }
}

impl Deref for Html {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl Display for Html {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One tile as an SVG image with its accessible name; `size` is the height in pixels.
pub fn tile_svg(out: &mut Html, art: TileArt, size: u32) {
    classed_tile_svg(out, art, size, "");
}

/// [`tile_svg`] with extra classes (" selected", " disabled").
pub fn classed_tile_svg(out: &mut Html, art: TileArt, size: u32, class: &'static str) {
    let width = (size as f32 * art.aspect()).round() as u32;
    html!(
        out,
        r#"<svg class="tile{}" role="img" aria-label="{}" viewBox="{}" width="{}" height="{}">"#,
        class,
        Esc(&art.accessible_name()),
        art.view_box(),
        width,
        size
    );
    // the drawing is our own, from the tile alone
    out.0.push_str(&art.body());
    out.push_str("</svg>");
}

pub fn tile_row(out: &mut Html, tiles: &[TileArt], size: u32) {
    class_row(out, tiles, size, "");
}

/// A row of tiles with extra classes.
pub fn class_row(out: &mut Html, tiles: &[TileArt], size: u32, class: &'static str) {
    html!(out, r#"<div class="tile-row{}">"#, class);
    for &t in tiles {
        tile_svg(out, t, size);
    }
    out.push_str("</div>");
}

/// What may go into markup as it is written: our own literals and markup, escaped text,
/// numbers. (Not `String` or a borrowed `&str`: those come in through [`Esc`].)
pub trait Safe: Display {}

impl Safe for Esc<'_> {}
impl Safe for Html {}
impl Safe for &'static str {}
impl Safe for char {}
/// (a message of our own catalogs, as `t!` gives it)
impl Safe for jjak_words::Words {}
impl<T: Safe + ?Sized> Safe for &T {}

macro_rules! numbers_are_safe {
    ($($t:ty),*) => { $(impl Safe for $t {})* };
}
// (a float goes in as a `Decimal`, which writes it with integer arithmetic: core's float
// formatting stays out of the bundles, tests/e2e/wasm-contents.test.mjs)
numbers_are_safe!(bool, u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);
impl Safe for crate::decimal::Decimal {}

/// Passes a [`Safe`] value through (what makes [`html!`](crate::html) refuse others).
#[doc(hidden)]
pub fn safe<T: Safe>(value: T) -> T {
    value
}

/// `html!(out, "<p>{}</p>", Esc(text))`: writes into the [`Html`] `out`, each argument
/// checked to be [`Safe`].
#[macro_export]
macro_rules! html {
    ($out:expr, $fmt:literal $(, $arg:expr)* $(,)?) => {
        $out.write_safe(format_args!(concat!($fmt) $(, $crate::art::html::safe(&$arg))*))
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_markup_is_not() {
        let mut out = Html::new();
        out.push_str("<p>");
        out.text(r#"Tom & "Jerry" <x> 'y'"#);
        html!(out, "{}</p>", Esc("<b>"));
        assert_eq!(
            out.as_str(),
            "<p>Tom &amp; &quot;Jerry&quot; &lt;x&gt; &#39;y&#39;&lt;b&gt;</p>"
        );
    }

    #[test]
    fn a_tile_draws_itself_and_its_symbol_holds_the_same_drawing() {
        use crate::engine::tiles::Domino;
        let six_three = TileArt::Chinese(Domino::new(6, 3));
        let mut inline = Html::new();
        tile_svg(&mut inline, six_three, 40);
        assert!(inline.contains(r#"aria-label="domino 6-3""#));
        assert_eq!(inline.matches("<circle").count(), 9);
        // the shared drawing a table's tile refers to, under the id it names
        let symbol = six_three.symbol();
        assert!(symbol.starts_with(&format!(
            r#"<symbol id="{}" viewBox="0 0 50 100">"#,
            six_three.symbol_id()
        )));
        assert_eq!(symbol.matches("<circle").count(), 9);
    }

    #[test]
    fn numbers_literals_and_markup_go_in_as_they_are() {
        let mut inner = Html::new();
        inner.push_str("<i>6-3</i>");
        let mut out = Html::new();
        html!(
            out,
            "{} {} {} {}",
            12u32,
            crate::decimal::dec(2.25, 1),
            "literal",
            inner
        );
        assert_eq!(out.as_str(), "12 2.3 literal <i>6-3</i>");
    }
}
