//! Small writers for SVG shapes, so the drawings read as what they draw.

use std::fmt::Write;

/// Appends `<circle>`.
pub fn circle(out: &mut String, cx: f32, cy: f32, r: f32, attrs: &str) {
    let _ = write!(
        out,
        r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" {attrs}/>"#
    );
}

/// Appends a rounded `<rect>`.
#[allow(clippy::too_many_arguments)]
pub fn rect(out: &mut String, x: f32, y: f32, w: f32, h: f32, rx: f32, attrs: &str) {
    let _ = write!(
        out,
        r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{rx:.1}" {attrs}/>"#
    );
}

/// Appends a glyph from [`super::glyph_path`] drawn `size` units high with its top-left at (x, y).
pub fn glyph(out: &mut String, c: char, x: f32, y: f32, size: f32, fill: &str) {
    if let Some(d) = super::glyph_path(c) {
        let s = size / 100.0;
        let _ = write!(
            out,
            r#"<path transform="translate({x:.1} {y:.1}) scale({s:.3})" fill="{fill}" d="{d}"/>"#
        );
    }
}

/// Appends a short Latin label (an index letter or digit); every browser has a sans-serif face.
pub fn label(out: &mut String, text: &str, x: f32, y: f32, size: f32, fill: &str) {
    let _ = write!(
        out,
        r#"<text x="{x:.1}" y="{y:.1}" font-size="{size:.1}" font-family="sans-serif" font-weight="700" fill="{fill}" aria-hidden="true">{text}</text>"#
    );
}
