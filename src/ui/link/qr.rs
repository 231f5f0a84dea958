//! A link as a QR code, drawn as SVG by the `qrcode` crate (a phone's camera opens it).

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// The SVG of `text`'s QR code (low error correction: the code stays small, and it is
/// read from a screen), or nothing if the text is too long for one.
pub fn svg_of(text: &str) -> String {
    QrCode::with_error_correction_level(text, EcLevel::L)
        .map(|code| {
            code.render::<svg::Color>()
                .min_dimensions(200, 200)
                .dark_color(svg::Color("#000000"))
                .light_color(svg::Color("#ffffff"))
                .build()
        })
        .unwrap_or_default()
}
