//! The pairing chart: every tile of a game's set; pick one (click, Enter or focus) and every
//! tile it pairs with is marked, with the pairs listed. Matjok has no pairs: a tile shows
//! the combinations it can be part of.

use super::act::Act;
use super::faces::faces;
use super::{Params, Said, WidgetError};
use crate::art::html::{tile_row, tile_svg, Esc, Html};
use crate::art::TileArt;
use crate::engine::catalog::{CatalogError, GameRules};
use crate::engine::games::GameId;
use crate::engine::matjok::hand::Combination;
use crate::engine::tiles::domino::chinese_name;
use crate::engine::tiles::MahjongTile;
use crate::html;
use jjak_words::t;

#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    game: GameId,
    rules_name: String,
    faces: Vec<TileArt>,
    /// Every pair the rules allow, drawn.
    pairs: Vec<[TileArt; 2]>,
    selected: Option<usize>,
}

impl Chart {
    pub fn new(p: &Params) -> Result<Chart, WidgetError> {
        let game = p.game();
        let rules = GameRules::new(game, &p.setup.options).map_err(CatalogError::from)?;
        let art = TileArt::dominoes_of(game);
        // Matjok has combinations, no pairings
        let pairs = rules
            .pairings()
            .unwrap_or_default()
            .into_iter()
            .map(|(a, b)| [art(a), art(b)])
            .collect();
        Ok(Chart {
            game,
            rules_name: p.rules_name.clone(),
            faces: faces(&rules, false),
            pairs,
            selected: None,
        })
    }

    /// `pick:i` selects tile `i`; `clear` selects none.
    pub fn act(&mut self, action: Act) -> bool {
        let next = match action {
            Act::Pick(i) if i < self.faces.len() => Some(i),
            Act::Clear => None,
            _ => return false,
        };
        let changed = next != self.selected;
        self.selected = next;
        changed
    }

    /// The groups tile `t` can be part of: its pairs, or (Matjok) its combinations.
    fn groups_of(&self, t: TileArt) -> Vec<Vec<TileArt>> {
        match t {
            TileArt::Mahjong(m) => combinations_with(m)
                .into_iter()
                .map(|c| c.into_iter().map(TileArt::Mahjong).collect())
                .collect(),
            _ => self
                .pairs
                .iter()
                .filter(|p| p.contains(&t))
                .map(|p| {
                    // the picked tile first
                    if p[0] == t {
                        p.to_vec()
                    } else {
                        vec![t, p[0]]
                    }
                })
                .collect(),
        }
    }

    fn is_mate(&self, picked: TileArt, t: TileArt) -> bool {
        self.groups_of(picked).iter().any(|g| g[1..].contains(&t))
    }

    pub fn render(&self) -> Html {
        let mut out = Html::new();
        let matjok = self.game == GameId::Matjok;
        let (what, how) = if matjok {
            (
                t!(teach_chart_combinations, game = self.game.name()),
                t!(teach_chart_help_combinations),
            )
        } else {
            (
                t!(teach_chart_pairs, game = self.game.name()),
                t!(teach_chart_help_pairs),
            )
        };
        html!(
            out,
            r#"<div class="chart"><p class="widget-head"><strong>{}</strong> · {}</p><p class="widget-help">{}</p><div class="tile-row arrows chart-tiles" role="group" aria-label="{}">"#,
            Said(what),
            Esc(&self.rules_name),
            how,
            Said(t!(teach_chart_tiles_of, game = self.game.name())),
        );
        let picked = self.selected.map(|i| self.faces[i]);
        self.tile_buttons(&mut out, picked);
        out.push_str(r#"</div><div class="chart-answer" role="status">"#);
        self.answer(&mut out, picked, matjok);
        out.push_str("</div>");
        if !matjok {
            html!(
                out,
                r#"<details class="all-pairs"><summary>{}</summary><div class="groups">"#,
                Said(t!(teach_chart_all_pairs, n = self.pairs.len()))
            );
            for p in &self.pairs {
                tile_row(&mut out, p, 36);
            }
            out.push_str("</div></details>");
        }
        out.push_str("</div>");
        out
    }
    /// A button for every tile of the set; the picked one and its mates marked.
    fn tile_buttons(&self, out: &mut Html, picked: Option<TileArt>) {
        for (i, &t) in self.faces.iter().enumerate() {
            let mate = picked.is_some_and(|p| self.is_mate(p, t));
            let chosen = self.selected == Some(i);
            let class = match (chosen, mate) {
                (true, true) => " selected mate",
                (true, false) => " selected",
                (false, true) => " mate",
                _ => "",
            };
            let note = if mate { t!(teach_chart_mate_note) } else { "" };
            html!(
                out,
                r#"<button type="button" class="tile-button{}" data-act="{}" aria-pressed="{}" aria-label="{}{}">"#,
                class,
                Act::Pick(i),
                chosen,
                Esc(&t.accessible_name()),
                note,
            );
            tile_svg(out, t, 48);
            if mate {
                out.push_str(r#"<span class="mate-mark" aria-hidden="true">✓</span>"#);
            }
            out.push_str("</button>");
        }
    }

    /// What the picked tile pairs with (or the combinations it is part of).
    fn answer(&self, out: &mut Html, picked: Option<TileArt>, matjok: bool) {
        match picked {
            None => {
                html!(out, "<p>{}</p>", t!(teach_chart_none_picked));
            }
            Some(t) => {
                let groups = self.groups_of(t);
                let name = tile_name(t);
                if groups.is_empty() {
                    html!(
                        out,
                        "<p>{}</p>",
                        Said(t!(teach_chart_pairs_with_none, tile = Esc(&name))),
                    );
                } else if matjok {
                    html!(
                        out,
                        "<p>{}</p>",
                        Said(t!(teach_chart_part_of, tile = Esc(&name), n = groups.len())),
                    );
                } else {
                    html!(
                        out,
                        "<p>{}</p>",
                        Said(t!(
                            teach_chart_pairs_with,
                            tile = Esc(&name),
                            n = groups.len()
                        )),
                    );
                }
                out.push_str(r#"<div class="groups">"#);
                for g in &groups {
                    tile_row(out, g, 40);
                }
                out.push_str("</div>");
            }
        }
    }
}

/// "6-3 (Heaven)" style name of a tile.
pub fn tile_name(t: TileArt) -> String {
    match t {
        TileArt::Chinese(d) => match chinese_name(d) {
            Some(n) => format!("{d} ({n})"),
            None => d.to_string(),
        },
        TileArt::Western(d) => d.to_string(),
        other => other.accessible_name(),
    }
}

/// "1 tile", "3 tiles".
pub fn plural(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// One of three texts by the set `game` is played with: gol-pae (Chinese dominoes),
/// Western dominoes or mahjong tiles (Korean counts them in 쪽, 개 and 장).
pub fn by_set(game: GameId, golpae: String, western: String, mahjong: String) -> String {
    match game {
        GameId::Matjok => mahjong,
        GameId::ThreeDozen => western,
        _ => golpae,
    }
}

/// The pair, poeng, kong and straights a Matjok tile can be part of.
pub fn combinations_with(t: MahjongTile) -> Vec<Vec<MahjongTile>> {
    let mut out = vec![vec![t; 2]];
    out.push(Combination::Poeng(t).tiles());
    out.push(Combination::Kong(t).tiles());
    let i = t.index();
    if i < 27 {
        // straights of the suit that hold it
        let (suit_start, rank) = (i - i % 9, i % 9);
        for low in rank.saturating_sub(2)..=rank.min(6) {
            if let Some(s) = MahjongTile::from_index((suit_start + low) as u8) {
                out.push(Combination::Straight(s).tiles());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::{query_pairs, Widget};
    use super::*;

    fn chart(q: &str) -> Chart {
        match Widget::new("chart", &query_pairs(q)).unwrap() {
            Widget::Chart(c) => c,
            other => panic!("{other:?}"),
        }
    }

    fn mates(c: &mut Chart, tile: &str) -> Vec<String> {
        let i = c
            .faces
            .iter()
            .position(|t| t.accessible_name().starts_with(tile))
            .unwrap();
        assert!(c.act(Act::Pick(i)));
        let html = c.render();
        assert_eq!(html.matches(r#"aria-pressed="true""#).count(), 1);
        c.faces
            .iter()
            .filter(|&&t| c.is_mate(c.faces[i], t))
            .map(|t| t.accessible_name())
            .collect()
    }

    #[test]
    fn a_picked_tile_marks_its_mates_under_the_chosen_rules() {
        // Pagat: military tiles pair by equal totals; Culin: the alternate pairing
        let mut pagat = chart("game=jjak-mat-chu-gi");
        let mut culin = chart("game=jjak-mat-chu-gi&preset=culin");
        assert_ne!(
            mates(&mut pagat, "domino 6-3"),
            mates(&mut culin, "domino 6-3")
        );
        let html = pagat.render();
        assert!(
            html.contains("mate-mark"),
            "mates are marked by a shape too"
        );
        assert!(
            html.contains(r#"All 16 pairs"#) || html.contains("All "),
            "{html}"
        );
        // civil tiles pair with their twin
        assert_eq!(
            mates(&mut pagat, "domino 6-6"),
            vec!["domino 6-6".to_string()]
        );
        // Three Dozen double-six: the pairs total twelve, or are consecutive doubles
        let mut td = chart("game=three-dozen");
        let m = mates(&mut td, "domino 6-3");
        assert!(m.iter().any(|n| n.contains("2-1")), "{m:?}");
        // K'ap: ten or twenty
        let mut kap = chart("game=kap-shap");
        let m = mates(&mut kap, "domino 6-4");
        assert!(
            m.iter().any(|n| n.contains("6-4")) || m.iter().any(|n| n.contains("5-5")),
            "{m:?}"
        );
    }

    #[test]
    fn a_matjok_tile_shows_its_combinations() {
        let mut c = chart("game=matjok");
        let five = c
            .faces
            .iter()
            .position(|t| matches!(t, TileArt::Mahjong(m) if m.to_string() == "5s"))
            .unwrap();
        c.act(Act::Pick(five));
        let html = c.render();
        // the pair, poeng, kong, and three straights 345, 456, 567
        assert!(html.contains("can be part of 6 combinations"), "{html}");
        assert_eq!(
            combinations_with(MahjongTile::from_index(27).unwrap()).len(),
            3
        );
    }

    #[test]
    fn unknown_actions_change_nothing() {
        let mut c = chart("game=kap-tai-shap");
        assert!(!c.act(Act::Pick(99)));
        assert!(!c.act(Act::Add(0)), "not the chart's");
        assert!(c.act(Act::Pick(0)));
        assert!(!c.act(Act::Pick(0)));
        assert!(c.act(Act::Clear));
    }
}
