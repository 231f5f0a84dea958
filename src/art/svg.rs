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

/// Appends a glyph from [`super::glyph_path`] drawn `size` units high with its top-left at (x, y).
pub fn glyph(out: &mut String, c: char, x: f32, y: f32, size: f32, fill: &str) {
    if let Some(d) = super::glyph_path(c) {
        let s = size / 100.0;
        let _ = write!(
            out,
            r#"<path transform="translate({} {}) scale({})" fill="{fill}" d="{d}"/>"#,
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
