//! Tile artwork: every tile drawn as SVG markup by our own code, crisp at any size.
//!
//! Pure Rust with no web dependency, so the drawing is tested natively; the table's
//! components (`ui::table::tile`) refer to these drawings by their symbol ids.

mod domino;
mod glyphs;
pub mod html;
mod mahjong;
mod svg;

use crate::engine::games::GameId;
use crate::engine::tiles::{Domino, MahjongTile};
use jjak_words::t;
use serde::{Deserialize, Serialize};

pub use glyphs::{DRAWN, LOGO};

/// Something that can be drawn as a tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum TileArt {
    /// A Chinese / Korean domino: red ones and fours, the half-red 6-6.
    Chinese(Domino),
    /// A Western domino: black pips on ivory, up to double-twelve.
    Western(Domino),
    Mahjong(MahjongTile),
    DominoBack,
    MahjongBack,
}

impl TileArt {
    /// How a domino of `game` is drawn: Western pips for Three Dozen, Chinese otherwise.
    pub fn domino(game: GameId, d: Domino) -> TileArt {
        if game == GameId::ThreeDozen {
            TileArt::Western(d)
        } else {
            TileArt::Chinese(d)
        }
    }

    /// [`TileArt::domino`] as a function, for `map`.
    pub fn dominoes_of(game: GameId) -> impl Fn(Domino) -> TileArt {
        move |d| TileArt::domino(game, d)
    }

    /// The SVG view box; dominoes are 50 x 100 (upright), mahjong tiles 60 x 80.
    pub fn view_box(self) -> &'static str {
        if self.is_domino() {
            "0 0 50 100"
        } else {
            "0 0 60 80"
        }
    }

    /// The view box's width and height (upright).
    pub fn extent(self) -> (u32, u32) {
        if self.is_domino() {
            (50, 100)
        } else {
            (60, 80)
        }
    }

    /// Width over height.
    pub fn aspect(self) -> f32 {
        if self.is_domino() {
            0.5
        } else {
            0.75
        }
    }

    /// A number for each face (a Chinese 6-3 and a Western 6-3 differ), for naming a tile
    /// among others.
    pub fn code(self) -> u32 {
        match self {
            TileArt::Chinese(d) => d.code() as u32,
            TileArt::Western(d) => 0x100 | d.code() as u32,
            TileArt::Mahjong(t) => 0x200 | t.index() as u32,
            TileArt::DominoBack => 0x300,
            TileArt::MahjongBack => 0x301,
        }
    }

    pub fn is_domino(self) -> bool {
        matches!(
            self,
            TileArt::Chinese(_) | TileArt::Western(_) | TileArt::DominoBack
        )
    }

    /// What a screen reader says for this tile.
    pub fn accessible_name(self) -> String {
        match self {
            TileArt::Chinese(d) | TileArt::Western(d) => d.accessible_name(),
            TileArt::Mahjong(t) => t.accessible_name(),
            TileArt::DominoBack => t!(ui_tile_face_down_domino).to_string(),
            TileArt::MahjongBack => t!(ui_tile_face_down).to_string(),
        }
    }

    /// The shapes inside the `<svg>` element.
    pub fn body(self) -> String {
        match self {
            TileArt::Chinese(d) => domino::face(d, domino::Style::Chinese),
            TileArt::Western(d) => domino::face(d, domino::Style::Western),
            TileArt::DominoBack => domino::back(),
            TileArt::Mahjong(t) => mahjong::face(t),
            TileArt::MahjongBack => mahjong::back(),
        }
    }

    /// The id of this tile's shared drawing ([`TileArt::symbol`]): unique per face.
    pub fn symbol_id(self) -> String {
        match self {
            TileArt::Chinese(d) => format!("dc{}", d.code()),
            TileArt::Western(d) => format!("dw{}", d.code()),
            TileArt::Mahjong(t) => format!("m{t}"),
            TileArt::DominoBack => "ddb".into(),
            TileArt::MahjongBack => "mb".into(),
        }
    }

    /// The drawing as an SVG `<symbol>`, drawn wherever markup refers to it
    /// (`<use href="#id">`: the table's tiles, `ui::table::tile`).
    pub fn symbol(self) -> String {
        format!(
            r#"<symbol id="{}" viewBox="{}">{}</symbol>"#,
            self.symbol_id(),
            self.view_box(),
            self.body()
        )
    }

    /// A standalone SVG document `height` pixels high (for tools and tests).
    pub fn to_svg(self, height: u32) -> String {
        let width = (height as f32 * self.aspect()).round() as u32;
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{}" width="{width}" height="{height}" role="img" aria-label="{}">{}</svg>"#,
            self.view_box(),
            self.accessible_name(),
            self.body()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::domino::{chinese_set, western_set};
    use crate::engine::tiles::mahjong::mahjong_set;

    fn count(haystack: &str, needle: &str) -> usize {
        haystack.matches(needle).count()
    }

    #[test]
    fn domino_faces_show_one_pip_per_spot() {
        for d in western_set(12) {
            let body = TileArt::Western(d).body();
            assert_eq!(count(&body, "<circle"), d.pips() as usize, "{d}");
        }
        for d in chinese_set() {
            let body = TileArt::Chinese(d).body();
            assert_eq!(count(&body, "<circle"), d.pips() as usize, "{d}");
        }
    }

    #[test]
    fn chinese_ones_and_fours_are_red_and_heaven_is_half_red() {
        let red = |d: Domino| count(&TileArt::Chinese(d).body(), domino::RED);
        assert_eq!(red(Domino::new(4, 1)), 5);
        assert_eq!(red(Domino::new(6, 3)), 0);
        assert_eq!(red(Domino::new(6, 6)), 6, "one column of each six");
        assert_eq!(
            count(&TileArt::Western(Domino::new(4, 1)).body(), domino::RED),
            0
        );
    }

    #[test]
    fn every_mahjong_tile_draws_and_characters_use_shipped_glyphs() {
        for t in mahjong_set(true) {
            let body = TileArt::Mahjong(t).body();
            assert!(body.len() > 100, "{t} draws something");
            assert!(
                !body.contains("<text") || body.contains("font-family"),
                "{t}"
            );
        }
        assert!(TileArt::Mahjong("3m".parse().unwrap())
            .body()
            .contains(r#"<use href="glyphs.svg#g842c""#));
        assert!(TileArt::Mahjong("7z".parse().unwrap())
            .body()
            .contains(r#"<use href="glyphs.svg#g4e2d""#));
    }

    /// Every character a tile draws has its outline in public/glyphs.svg, under the id the
    /// tiles reference, and nothing else is there.
    #[test]
    fn every_drawn_glyph_is_in_the_shipped_outlines() {
        let file = include_str!("../../public/glyphs.svg");
        let ids: Vec<&str> = file
            .split("<path id=\"")
            .skip(1)
            .map(|p| p.split('"').next().unwrap())
            .collect();
        let wanted: Vec<String> = DRAWN.chars().map(|c| format!("g{:x}", c as u32)).collect();
        assert_eq!(ids, wanted);
        for t in mahjong_set(true) {
            let body = TileArt::Mahjong(t).body();
            for id in body.split("glyphs.svg#").skip(1) {
                let id = id.split('"').next().unwrap();
                assert!(wanted.iter().any(|w| w == id), "{t}: {id}");
            }
        }
    }

    #[test]
    fn circles_tiles_show_their_rank_in_dots() {
        for rank in 2..=9u8 {
            let t: MahjongTile = format!("{rank}p").parse().unwrap();
            assert_eq!(
                count(&TileArt::Mahjong(t).body(), "class=\"dot\""),
                rank as usize
            );
        }
    }

    #[test]
    fn every_face_has_its_own_symbol_id() {
        let mut ids: Vec<String> = western_set(12)
            .into_iter()
            .map(TileArt::Western)
            .chain(chinese_set().into_iter().map(TileArt::Chinese))
            .chain(mahjong_set(true).into_iter().map(TileArt::Mahjong))
            .chain([TileArt::DominoBack, TileArt::MahjongBack])
            .map(TileArt::symbol_id)
            .collect();
        ids.sort();
        ids.dedup();
        // 91 double-twelve faces, 21 Chinese faces, 34 mahjong faces and 8 flowers, 2 backs
        assert_eq!(ids.len(), 91 + 21 + 34 + 8 + 2);
        assert!(ids
            .iter()
            .all(|id| id.chars().all(|c| c.is_ascii_alphanumeric())));
    }

    #[test]
    fn standalone_svg_carries_size_and_name() {
        let svg = TileArt::Western(Domino::new(6, 3)).to_svg(120);
        assert!(svg.contains(r#"width="60" height="120""#));
        assert!(svg.contains(r#"aria-label="domino 6-3""#));
    }
}
