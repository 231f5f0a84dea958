//! Mahjong tiles, drawn in a 60 x 80 box: an ivory face over a green backing.

use super::svg::{circle, glyph, label, rect};
use crate::decimal::dec;
use crate::engine::tiles::mahjong::{Dragon, Face, Suit, Wind};
use crate::engine::tiles::MahjongTile;

const INK: &str = "#1c1917";
const RED: &str = "#c41e2a";
const GREEN: &str = "#16784a";
const BLUE: &str = "#1f4e9c";
const IVORY: &str = "#fbf7ec";

/// Chinese numerals one to nine, for the characters suit.
const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

fn frame(out: &mut String) {
    rect(
        out,
        1.5,
        4.5,
        57.0,
        74.0,
        7.0,
        &format!(r#"fill="{GREEN}""#),
    );
    rect(
        out,
        1.5,
        1.5,
        57.0,
        72.0,
        7.0,
        &format!(r##"fill="{IVORY}" stroke="#b3a684" stroke-width="1.2""##),
    );
}

pub fn face(t: MahjongTile) -> String {
    let mut out = String::with_capacity(2048);
    frame(&mut out);
    match t.face() {
        Face::Suited {
            suit: Suit::Characters,
            rank,
        } => characters(&mut out, rank),
        Face::Suited {
            suit: Suit::Circles,
            rank,
        } => circles(&mut out, rank),
        Face::Suited {
            suit: Suit::Bamboo,
            rank,
        } => bamboo(&mut out, rank),
        Face::Wind(w) => wind(&mut out, w),
        Face::Dragon(d) => dragon(&mut out, d),
        Face::Flower(n) => flower(&mut out, n),
    }
    out
}

pub fn back() -> String {
    let mut out = String::with_capacity(256);
    rect(
        &mut out,
        1.5,
        4.5,
        57.0,
        74.0,
        7.0,
        &format!(r#"fill="{IVORY}""#),
    );
    rect(
        &mut out,
        1.5,
        1.5,
        57.0,
        72.0,
        7.0,
        &format!(r##"fill="{GREEN}" stroke="#0d4a2d" stroke-width="1.2""##),
    );
    rect(
        &mut out,
        8.0,
        8.0,
        44.0,
        58.0,
        4.0,
        r##"fill="none" stroke="#5fae85" stroke-width="1""##,
    );
    out
}

fn characters(out: &mut String, rank: u8) {
    glyph(out, NUMERALS[rank as usize - 1], 14.0, 5.0, 32.0, BLUE);
    glyph(out, '萬', 11.0, 35.0, 38.0, RED);
}

/// One coin of the circles suit: a coloured disc with a pale ring and a centre.
fn dot(out: &mut String, cx: f32, cy: f32, r: f32, colour: &str) {
    circle(out, cx, cy, r, &format!(r#"class="dot" fill="{colour}""#));
    circle(
        out,
        cx,
        cy,
        r * 0.68,
        &format!(
            r#"fill="none" stroke="{IVORY}" stroke-width="{}""#,
            dec(r * 0.16, 1)
        ),
    );
    circle(out, cx, cy, r * 0.28, &format!(r#"fill="{IVORY}""#));
}

fn circles(out: &mut String, rank: u8) {
    let (b, g, r) = (BLUE, GREEN, RED);
    let spots: Vec<(f32, f32, f32, &str)> = match rank {
        1 => {
            circle(out, 30.0, 38.0, 22.0, &format!(r#"class="dot" fill="{g}""#));
            circle(out, 30.0, 38.0, 17.0, &format!(r#"fill="{IVORY}""#));
            circle(out, 30.0, 38.0, 14.0, &format!(r#"fill="{b}""#));
            circle(
                out,
                30.0,
                38.0,
                9.0,
                &format!(r#"fill="{IVORY}" stroke="{r}" stroke-width="2""#),
            );
            circle(out, 30.0, 38.0, 4.0, &format!(r#"fill="{r}""#));
            return;
        }
        2 => vec![(30., 22., 11., g), (30., 54., 11., b)],
        3 => vec![(15., 15., 8.5, b), (30., 38., 8.5, r), (45., 61., 8.5, g)],
        4 => vec![
            (18., 24., 9.5, b),
            (42., 24., 9.5, g),
            (18., 52., 9.5, g),
            (42., 52., 9.5, b),
        ],
        5 => vec![
            (16., 17., 8., b),
            (44., 17., 8., g),
            (30., 38., 8., r),
            (16., 59., 8., g),
            (44., 59., 8., b),
        ],
        6 => vec![
            (19., 15., 7.5, g),
            (41., 15., 7.5, g),
            (19., 41., 7.5, r),
            (41., 41., 7.5, r),
            (19., 61., 7.5, r),
            (41., 61., 7.5, r),
        ],
        7 => vec![
            (14., 12., 6.5, g),
            (30., 19., 6.5, g),
            (46., 26., 6.5, g),
            (19., 46., 7., r),
            (41., 46., 7., r),
            (19., 63., 7., r),
            (41., 63., 7., r),
        ],
        8 => (0..8)
            .map(|i| {
                (
                    if i % 2 == 0 { 19. } else { 41. },
                    12. + (i / 2) as f32 * 17.,
                    7.,
                    b,
                )
            })
            .collect(),
        _ => (0..9)
            .map(|i| {
                let colour = [b, r, g][i / 3];
                (
                    14. + (i % 3) as f32 * 16.,
                    16. + (i / 3) as f32 * 22.,
                    7.,
                    colour,
                )
            })
            .collect(),
    };
    for (cx, cy, rad, colour) in spots {
        dot(out, cx, cy, rad, colour);
    }
}

/// One stick of the bamboo suit, centred on (cx, cy).
fn stick(out: &mut String, cx: f32, cy: f32, h: f32, colour: &str) {
    let w = 6.5;
    rect(
        out,
        cx - w / 2.0,
        cy - h / 2.0,
        w,
        h,
        3.0,
        &format!(r#"fill="{colour}""#),
    );
    rect(
        out,
        cx - w / 2.0 - 0.6,
        cy - 1.0,
        w + 1.2,
        2.0,
        1.0,
        &format!(r#"fill="{colour}" stroke="{IVORY}" stroke-width="0.6""#),
    );
    rect(
        out,
        cx - 0.6,
        cy - h / 2.0 + 2.5,
        1.2,
        h - 5.0,
        0.6,
        &format!(r#"fill="{IVORY}" opacity="0.55""#),
    );
}

fn bamboo(out: &mut String, rank: u8) {
    let (g, r, b) = (GREEN, RED, BLUE);
    let sticks: Vec<(f32, f32, f32, &str)> = match rank {
        1 => return bird(out),
        2 => vec![(30., 23., 22., g), (30., 53., 22., b)],
        3 => vec![(30., 23., 22., g), (19., 53., 22., g), (41., 53., 22., b)],
        4 => vec![
            (19., 23., 22., g),
            (41., 23., 22., b),
            (19., 53., 22., b),
            (41., 53., 22., g),
        ],
        5 => vec![
            (15., 23., 22., g),
            (45., 23., 22., b),
            (30., 38., 22., r),
            (15., 53., 22., b),
            (45., 53., 22., g),
        ],
        6 => [16., 30., 44.]
            .iter()
            .flat_map(|&x| [(x, 23., 22., g), (x, 53., 22., b)])
            .collect(),
        7 => {
            let mut v = vec![(30., 14., 17., r)];
            v.extend(
                [16., 30., 44.]
                    .iter()
                    .flat_map(|&x| [(x, 36., 17., g), (x, 58., 17., b)]),
            );
            v
        }
        8 => [12., 24., 36., 48.]
            .iter()
            .flat_map(|&x| [(x, 23., 22., g), (x, 53., 22., b)])
            .collect(),
        _ => (0..9)
            .map(|i| {
                let colour = if i % 3 == 1 { r } else { g };
                (
                    16. + (i % 3) as f32 * 14.,
                    15. + (i / 3) as f32 * 23.,
                    19.,
                    colour,
                )
            })
            .collect(),
    };
    for (cx, cy, h, colour) in sticks {
        stick(out, cx, cy, h, colour);
    }
}

/// The one of bamboo: traditionally a bird (a sparrow or peacock).
fn bird(out: &mut String) {
    out.push_str(&format!(
        concat!(
            r#"<path d="M31 44 L52 64 L44 68 Z" fill="{r}"/>"#,
            r#"<path d="M30 45 L45 70 L35 72 Z" fill="{b}"/>"#,
            r#"<path d="M29 46 L33 73 L24 71 Z" fill="{g}"/>"#,
            r#"<ellipse cx="27" cy="37" rx="11" ry="14" fill="{g}"/>"#,
            r#"<ellipse cx="30" cy="39" rx="6" ry="10" fill="{b}" transform="rotate(-25 30 39)"/>"#,
            r#"<ellipse cx="23" cy="19" rx="7" ry="6.5" fill="{g}"/>"#,
            r#"<path d="M16 18 L8 21 L16 22 Z" fill="{r}"/>"#,
            r#"<path d="M24 13 Q27 6 33 8 Q28 10 27 14 Z" fill="{r}"/>"#,
            r#"<ellipse cx="21" cy="18" rx="2" ry="2" fill="{i}"/>"#,
            r#"<ellipse cx="20.6" cy="18" rx="1" ry="1" fill="{k}"/>"#,
            r#"<path d="M24 50 L22 58 M29 50 L29 58" stroke="{k}" stroke-width="1.5"/>"#,
        ),
        r = RED,
        b = BLUE,
        g = GREEN,
        i = IVORY,
        k = INK
    ));
}

fn wind(out: &mut String, w: Wind) {
    let (c, letter) = match w {
        Wind::East => ('東', "E"),
        Wind::South => ('南', "S"),
        Wind::West => ('西', "W"),
        Wind::North => ('北', "N"),
    };
    glyph(out, c, 8.0, 17.0, 44.0, INK);
    label(out, letter, 6.0, 14.0, 10.0, BLUE);
}

fn dragon(out: &mut String, d: Dragon) {
    match d {
        Dragon::Red => glyph(out, '中', 6.0, 13.0, 48.0, RED),
        Dragon::Green => glyph(out, '發', 6.0, 13.0, 48.0, GREEN),
        Dragon::White => {
            let stroke = format!(r#"fill="none" stroke="{BLUE}" stroke-width="3""#);
            rect(out, 11.0, 11.0, 38.0, 54.0, 3.0, &stroke);
            let thin = format!(r#"fill="none" stroke="{BLUE}" stroke-width="1.2""#);
            rect(out, 16.5, 16.5, 27.0, 43.0, 2.0, &thin);
        }
    }
}

/// Five petals' directions from the flower's centre, the first straight up: (cos, sin) of
/// -90°, -18°, 54°, 126° and 198°, written out (sine and cosine stay out of the bundles:
/// tests/e2e/wasm-contents.test.mjs).
const PETAL_DIRECTIONS: [(f32, f32); 5] = [
    (0.0, -1.0),
    (0.951, -0.309),
    (0.588, 0.809),
    (-0.588, 0.809),
    (-0.951, -0.309),
];

fn flower(out: &mut String, n: u8) {
    const PETALS: [&str; 8] = [
        "#d14a7c", "#8a4fb8", "#e0861b", "#2f8f57", "#3d9a46", "#d9452b", "#c8752a", "#3571b8",
    ];
    const NAMES: [char; 8] = ['梅', '蘭', '菊', '竹', '春', '夏', '秋', '冬'];
    let petal = PETALS[n as usize - 1];
    let number = (n - 1) % 4 + 1;
    label(
        out,
        &number.to_string(),
        6.0,
        15.0,
        11.0,
        if n <= 4 { RED } else { BLUE },
    );
    glyph(out, NAMES[n as usize - 1], 36.0, 4.0, 18.0, INK);
    out.push_str(&format!(
        r#"<path d="M30 46 Q28 58 31 70" stroke="{GREEN}" stroke-width="2" fill="none"/><ellipse cx="37" cy="60" rx="6" ry="2.6" fill="{GREEN}" transform="rotate(-30 37 60)"/>"#
    ));
    for (cos, sin) in PETAL_DIRECTIONS {
        circle(
            out,
            30.0 + 8.0 * cos,
            40.0 + 8.0 * sin,
            6.5,
            &format!(r#"fill="{petal}""#),
        );
    }
    circle(out, 30.0, 40.0, 4.5, r##"fill="#f2c230""##);
}

#[cfg(test)]
mod tests {
    use super::PETAL_DIRECTIONS;

    #[test]
    fn the_petals_are_a_fifth_of_a_turn_apart_from_straight_up() {
        for (k, (cos, sin)) in PETAL_DIRECTIONS.into_iter().enumerate() {
            let a = k as f32 * std::f32::consts::TAU / 5.0 - std::f32::consts::FRAC_PI_2;
            assert!(
                (cos - a.cos()).abs() < 0.001 && (sin - a.sin()).abs() < 0.001,
                "{k}"
            );
        }
    }
}
