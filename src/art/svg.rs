//! Small writers for SVG shapes, so the drawings read as what they draw.

use std::fmt::Write;

use crate::decimal::dec;

/// Appends `<circle>`.
pub fn circle(out: &mut String, cx: f32, cy: f32, r: f32, attrs: &str) {
    let _ = write!(
        out,
        r#"<circle cx="{}" cy="{}" r="{}" {attrs}/>"#,
        dec(cx, 1),
        dec(cy, 1),
        dec(r, 1)
    );
}

/// Appends a rounded `<rect>`.
#[allow(clippy::too_many_arguments)]
pub fn rect(out: &mut String, x: f32, y: f32, w: f32, h: f32, rx: f32, attrs: &str) {
    let _ = write!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{}" {attrs}/>"#,
        dec(x, 1),
        dec(y, 1),
        dec(w, 1),
        dec(h, 1),
        dec(rx, 1)
    );
}

/// Appends a glyph of [`super::DRAWN`] drawn `size` units high with its top-left at (x, y):
/// a reference to its outline in glyphs.svg, beside the page (relative to its `<base>`;
/// the build puts a copy in each language's folder, tools/site.mjs).
pub fn glyph(out: &mut String, c: char, x: f32, y: f32, size: f32, fill: &str) {
    if super::DRAWN.contains(c) {
        let s = size / 100.0;
        let _ = write!(
            out,
            r#"<use href="glyphs.svg#g{:x}" transform="translate({} {}) scale({})" fill="{fill}"/>"#,
            c as u32,
            dec(x, 1),
            dec(y, 1),
            dec(s, 3)
        );
    }
}

/// Appends a short Latin label (an index letter or digit); every browser has a sans-serif face.
pub fn label(out: &mut String, text: &str, x: f32, y: f32, size: f32, fill: &str) {
    let _ = write!(
        out,
        r#"<text x="{}" y="{}" font-size="{}" font-family="sans-serif" font-weight="700" fill="{fill}" aria-hidden="true">{text}</text>"#,
        dec(x, 1),
        dec(y, 1),
        dec(size, 1)
    );
}
