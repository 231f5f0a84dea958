//! Dominoes, drawn upright in a 50 x 100 box: the high end on top.

use super::svg::{circle, rect};
use crate::engine::tiles::Domino;

/// Red of the Chinese ones and fours (and half of the 6-6).
pub const RED: &str = "#c41e2a";
const INK: &str = "#1c1917";
const IVORY: &str = "#fbf7ec";
const EDGE: &str = "#8c7b5c";

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Chinese,
    Western,
}

/// Pip centres for `n` spots in a 50 x 50 half, in grid units (column, row).
/// Up to nine spots use a 3 x 3 grid; ten to eighteen a 3-wide grid with more rows.
fn pip_grid(n: u8) -> (Vec<(f32, f32)>, f32) {
    let p = |v: &[(f32, f32)]| v.to_vec();
    let grid3 = match n {
        0 => Some(vec![]),
        1 => Some(p(&[(1., 1.)])),
        2 => Some(p(&[(0., 0.), (2., 2.)])),
        3 => Some(p(&[(0., 0.), (1., 1.), (2., 2.)])),
        4 => Some(p(&[(0., 0.), (2., 0.), (0., 2.), (2., 2.)])),
        5 => Some(p(&[(0., 0.), (2., 0.), (1., 1.), (0., 2.), (2., 2.)])),
        6 => Some(p(&[
            (0., 0.),
            (0., 1.),
            (0., 2.),
            (2., 0.),
            (2., 1.),
            (2., 2.),
        ])),
        7 => Some(p(&[
            (0., 0.),
            (0., 1.),
            (0., 2.),
            (1., 1.),
            (2., 0.),
            (2., 1.),
            (2., 2.),
        ])),
        8 => Some(p(&[
            (0., 0.),
            (0., 1.),
            (0., 2.),
            (1., 0.),
            (1., 2.),
            (2., 0.),
            (2., 1.),
            (2., 2.),
        ])),
        9 => Some((0..9).map(|i| ((i % 3) as f32, (i / 3) as f32)).collect()),
        _ => None,
    };
    if let Some(cells) = grid3 {
        return (cells, 3.0);
    }
    // Ten and more: two full outer columns, the rest down the middle.
    let rows = n.div_ceil(3).max(4);
    let outer = rows.min(n.div_ceil(2));
    let middle = n - 2 * outer;
    let mut cells = Vec::with_capacity(n as usize);
    for r in 0..outer {
        let y = r as f32 * (rows - 1) as f32 / (outer - 1).max(1) as f32;
        cells.push((0.0, y));
        cells.push((2.0, y));
    }
    for r in 0..middle {
        let y = if middle == outer {
            r as f32 * (rows - 1) as f32 / (outer - 1) as f32
        } else {
            (r as f32 + 0.5) * (rows - 1) as f32 / middle as f32
        };
        cells.push((1.0, y));
    }
    (cells, rows as f32)
}

/// Draws the spots of one end into the half whose top edge is at `top`.
fn half(out: &mut String, n: u8, top: f32, style: Style, is_heaven: bool) {
    let (cells, rows) = pip_grid(n);
    let span_y = if rows > 3.0 { 34.0 } else { 28.0 };
    let step_y = span_y / (rows - 1.0);
    let y0 = top + 25.0 - span_y / 2.0;
    let (x0, step_x) = (12.5, 12.5);
    let base_r = match (style, rows > 3.0) {
        (_, true) => (step_y * 0.44).min(3.1),
        (Style::Chinese, false) => 4.7,
        (Style::Western, false) => 4.2,
    };
    for (col, row) in cells {
        let (cx, cy) = (x0 + col * step_x, y0 + row * step_y);
        let red = style == Style::Chinese && (n == 1 || n == 4 || (is_heaven && col == 0.0));
        let r = if style == Style::Chinese && n == 1 {
            7.5
        } else {
            base_r
        };
        let fill = if red { RED } else { INK };
        circle(out, cx, cy, r, &format!(r#"fill="{fill}""#));
    }
}

pub fn face(d: Domino, style: Style) -> String {
    let mut out = String::with_capacity(1024);
    rect(
        &mut out,
        1.5,
        1.5,
        47.0,
        97.0,
        7.0,
        &format!(r#"fill="{IVORY}" stroke="{EDGE}" stroke-width="1.5""#),
    );
    rect(
        &mut out,
        8.0,
        49.2,
        34.0,
        1.6,
        0.8,
        &format!(r#"fill="{EDGE}""#),
    );
    let heaven = style == Style::Chinese && d.high() == 6 && d.low() == 6;
    half(&mut out, d.high(), 0.0, style, heaven);
    half(&mut out, d.low(), 50.0, style, heaven);
    out
}

pub fn back() -> String {
    let mut out = String::with_capacity(512);
    rect(
        &mut out,
        1.5,
        1.5,
        47.0,
        97.0,
        7.0,
        r##"fill="#3f2a1d" stroke="#1f140d" stroke-width="1.5""##,
    );
    rect(
        &mut out,
        7.0,
        7.0,
        36.0,
        86.0,
        4.0,
        r##"fill="none" stroke="#b08d57" stroke-width="1.5""##,
    );
    rect(
        &mut out,
        18.0,
        40.0,
        14.0,
        20.0,
        2.0,
        r##"fill="none" stroke="#b08d57" stroke-width="1.2" transform="rotate(45 25 50)""##,
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pip_grids_have_one_cell_per_spot_and_no_overlap() {
        for n in 0..=18u8 {
            let (cells, _) = pip_grid(n);
            assert_eq!(cells.len(), n as usize, "{n}");
            for (i, a) in cells.iter().enumerate() {
                for b in &cells[i + 1..] {
                    let d = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
                    assert!(d > 0.3, "{n}: {a:?} and {b:?} overlap");
                }
            }
        }
    }
}
