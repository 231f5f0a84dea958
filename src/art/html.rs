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
pub struct Html(String, Option<Vec<TileArt>>);

impl Html {
    pub fn new() -> Html {
        Html(String::new(), None)
    }

    /// Markup whose tiles refer to drawings shared by the page (`<use href="#…">`, see
    /// [`TileArt::symbol`]) instead of carrying their own: a table of a hundred mahjong
    /// tiles is 18 KB for the browser to parse after every move instead of 110 KB, and
    /// equal tiles share one drawing. The page must hold the symbols of
    /// [`Html::sprite_tiles`].
    pub fn for_sprite() -> Html {
        Html(String::new(), Some(Vec::new()))
    }

    /// The tiles drawn by reference (each once), for a page that must define them.
    pub fn sprite_tiles(&self) -> &[TileArt] {
        self.1.as_deref().unwrap_or_default()
    }

    fn refer(&mut self, art: TileArt) -> bool {
        let Some(used) = self.1.as_mut() else {
            return false;
        };
        if !used.contains(&art) {
            used.push(art);
        }
        true
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

    /// Markup built elsewhere.
    pub fn push(&mut self, markup: &Html) {
        self.0.push_str(&markup.0);
        // (a sprite's tiles stay listed only in a sprite: pushed into markup that draws
        // its own, the page that shows it must define them; the board is the only sprite)
        for &art in markup.sprite_tiles() {
            self.refer(art);
        }
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
    if out.refer(art) {
        html!(out, r##"<use href="#{}"/></svg>"##, Esc(&art.symbol_id()));
        return;
    }
    // the drawing is our own, from the tile alone
    out.0.push_str(&art.body());
    out.push_str("</svg>");
}

pub fn tile_row(out: &mut Html, tiles: &[TileArt], size: u32) {
    class_row(out, tiles, size, "");
}

/// A row of tiles with extra classes (" claimed": a meld that just appeared).
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
impl<T: Safe + ?Sized> Safe for &T {}

macro_rules! numbers_are_safe {
    ($($t:ty),*) => { $(impl Safe for $t {})* };
}
numbers_are_safe!(bool, u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

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
    fn a_sprite_refers_to_each_tile_and_lists_it_once() {
        use crate::engine::tiles::Domino;
        let six_three = TileArt::Chinese(Domino::new(6, 3));
        let mut out = Html::for_sprite();
        tile_row(&mut out, &[six_three, six_three, TileArt::DominoBack], 40);
        assert_eq!(out.sprite_tiles(), &[six_three, TileArt::DominoBack]);
        assert_eq!(out.matches(r##"<use href="#dc"##).count(), 2);
        assert_eq!(out.matches(r##"<use href="#ddb"/>"##).count(), 1);
        assert!(!out.contains("<circle"), "no drawing of its own");
        assert!(out.contains(r#"aria-label="domino 6-3""#));
        // the symbol holds the drawing, under the id the markup names
        let symbol = six_three.symbol();
        assert!(symbol.starts_with(&format!(
            r#"<symbol id="{}" viewBox="0 0 50 100">"#,
            six_three.symbol_id()
        )));
        assert_eq!(symbol.matches("<circle").count(), 9);
        // pushed into another sprite's markup, its tiles come along
        let mut page = Html::for_sprite();
        page.push(&out);
        assert_eq!(page.sprite_tiles(), out.sprite_tiles());
        // inline markup draws every tile itself
        let mut inline = Html::new();
        tile_svg(&mut inline, six_three, 40);
        assert!(inline.sprite_tiles().is_empty());
        assert_eq!(inline.matches("<circle").count(), 9);
    }

    #[test]
    fn numbers_literals_and_markup_go_in_as_they_are() {
        let mut inner = Html::new();
        inner.push_str("<i>6-3</i>");
        let mut out = Html::new();
        html!(out, "{} {:.1} {} {}", 12u32, 2.25f64, "literal", inner);
        assert_eq!(out.as_str(), "12 2.2 literal <i>6-3</i>");
    }
}
