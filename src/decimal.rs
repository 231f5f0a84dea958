//! Numbers with a fixed count of decimals for SVG coordinates and measured figures, written
//! with integer arithmetic: `core`'s float formatting (Grisu, Dragon and their tables) stays
//! out of the bundles (docs/PERFORMANCE.md; tests/e2e/wasm-contents.test.mjs), and nothing here needs more
//! than a rounded decimal.

use std::fmt;

/// `value` rounded to `places` decimals (at most 6), half away from zero, trailing zeros
/// dropped: `dec(2.25, 1)` is "2.3", `dec(3.0, 1)` is "3", `dec(-0.04, 1)` is "0". A value
/// that is not a finite number is written "0".
#[derive(Clone, Copy, Debug)]
pub struct Decimal {
    value: f64,
    places: u8,
    /// A decimal comma (Dutch) instead of the point: [`dec_words`].
    comma: bool,
}

pub fn dec(value: impl Into<f64>, places: u8) -> Decimal {
    Decimal {
        value: value.into(),
        places: places.min(6),
        comma: false,
    }
}

/// [`dec`] as the app's language writes a number for a reader: "2.3" (English, Korean),
/// "2,3" (Dutch). SVG coordinates and other machine-read numbers keep [`dec`].
pub fn dec_words(value: impl Into<f64>, places: u8) -> Decimal {
    Decimal {
        comma: decimal_sign() == ',',
        ..dec(value, places)
    }
}

/// The decimal sign of the app's language: a comma in Dutch, a point otherwise.
pub fn decimal_sign() -> char {
    if jjak_words::lang() == "nl" {
        ','
    } else {
        '.'
    }
}

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scale = 10u64.pow(self.places as u32);
        let v = if self.value.is_finite() {
            self.value
        } else {
            0.0
        };
        // (`as` saturates: a value beyond u64 is written as the largest one)
        let n = (v.abs() * scale as f64 + 0.5).floor() as u64;
        if v < 0.0 && n != 0 {
            f.write_str("-")?;
        }
        write!(f, "{}", n / scale)?;
        let (mut frac, mut places) = (n % scale, self.places as usize);
        while places > 0 && frac % 10 == 0 {
            frac /= 10;
            places -= 1;
        }
        if places > 0 {
            let point = if self.comma { ',' } else { '.' };
            write!(f, "{point}{frac:0places$}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::dec;

    #[test]
    fn rounds_half_away_from_zero_and_drops_trailing_zeros() {
        let cases: [(f64, u8, &str); 14] = [
            (2.25, 1, "2.3"),
            (3.0, 1, "3"),
            (0.0, 2, "0"),
            (-0.04, 1, "0"),
            (-1.25, 1, "-1.3"),
            (12.345, 2, "12.35"),
            (0.05, 1, "0.1"),
            (1.5, 0, "2"),
            (1.0 / 3.0, 3, "0.333"),
            (0.1 + 0.2, 2, "0.3"),
            (1.005, 3, "1.005"),
            (60.0, 1, "60"),
            (f64::NAN, 1, "0"),
            (f64::INFINITY, 2, "0"),
        ];
        for (v, places, want) in cases {
            assert_eq!(dec(v, places).to_string(), want, "{v} to {places} places");
        }
        assert_eq!(dec(8.0f32 * 0.5, 1).to_string(), "4", "an f32 too");
        assert_eq!(dec(7.0, 9).to_string(), "7", "at most six places");
        assert_eq!(dec(0.1234567, 9).to_string(), "0.123457");
    }
}
