//! A hand and what it is worth: shown from notation (`hand`), or built tile by tile by a
//! learner (`check`). Either way the verdict says whether it wins and how it groups; for
//! Matjok, how far it is from winning and which tiles would bring it closer.

use super::act::Act;
use super::chart::{by_set, tile_name};
use super::faces::{dominoes, faces, mahjong, read_hand};
use super::{Params, Said, WidgetError};
use crate::art::html::{tile_row, tile_svg, Esc, Html};
use crate::art::TileArt;
use crate::engine::catalog::{read_matjok, CatalogError, GameRules};
use crate::engine::games::GameId;
use crate::engine::matjok::analysis::{analyze, improving};
use crate::engine::short_sort::ShortSort;
use crate::engine::tiles::mahjong::{ALL_KINDS, KINDS};
use crate::engine::tiles::{to_mpsz, MahjongTile};
use crate::html;
use jjak_words::t;

#[derive(Clone, Debug, PartialEq)]
pub struct Checker {
    game: GameId,
    rules: GameRules,
    rules_name: String,
    hand: Vec<TileArt>,
    /// The tiles a learner may add (empty: the hand is only shown).
    palette: Vec<TileArt>,
    caption: Option<String>,
}

/// The most tiles a hand holds while being checked: a winning hand's, and for Matjok up
/// to eight flowers beside it.
fn most(rules: &GameRules) -> usize {
    let flowers = if rules.game() == GameId::Matjok {
        ALL_KINDS - KINDS
    } else {
        0
    };
    rules.winning_hand() + flowers
}

impl Checker {
    /// The check-a-hand builder, starting from `tiles=` if given.
    pub fn builder(p: &Params) -> Result<Checker, WidgetError> {
        let mut c = Checker::from_params(p, p.get("tiles").unwrap_or(""), true)?;
        c.palette = faces(&c.rules, true);
        Ok(c)
    }

    /// A hand shown from its notation (`tiles=`, required); the game is the one named, or
    /// the one the notation belongs to.
    pub fn shown(pairs: &[(String, String)]) -> Result<Checker, WidgetError> {
        let tiles = pairs
            .iter()
            .find(|(k, _)| k == "tiles")
            .map(|(_, v)| v.as_str())
            .unwrap_or("");
        if tiles.trim().is_empty() {
            return Err(WidgetError::NoTiles);
        }
        let mut pairs = pairs.to_vec();
        if !Params::names_game(&pairs) {
            let (game, _) = read_hand(tiles, None).map_err(WidgetError::Tiles)?;
            pairs.push(("game".into(), game.id().into()));
        }
        Checker::from_params(&Params::parse(&pairs)?, tiles, false)
    }

    fn from_params(p: &Params, tiles: &str, editable: bool) -> Result<Checker, WidgetError> {
        let game = p.game();
        let hand = if tiles.trim().is_empty() {
            vec![]
        } else {
            read_hand(tiles, Some(game)).map_err(WidgetError::Tiles)?.1
        };
        let rules = GameRules::new(game, &p.setup.options).map_err(CatalogError::from)?;
        // a hand shown may be any row of tiles (a set's faces, say); a built one is a hand
        if editable && hand.len() > most(&rules) {
            let (name, at_most, n) = (game.name(), most(&rules), hand.len());
            return Err(WidgetError::Tiles(by_set(
                game,
                t!(
                    teach_check_too_many_golpae,
                    game = name,
                    most = at_most,
                    n = n
                ),
                t!(
                    teach_check_too_many_western,
                    game = name,
                    most = at_most,
                    n = n
                ),
                t!(
                    teach_check_too_many_mahjong,
                    game = name,
                    most = at_most,
                    n = n
                ),
            )));
        }
        let c = Checker {
            game,
            rules,
            rules_name: p.rules_name.clone(),
            hand,
            palette: vec![],
            caption: p.get("caption").map(str::to_string),
        };
        // tiles the set does not hold (or too many copies) are refused here
        c.verdict()?;
        Ok(c)
    }

    /// `add:i` adds palette tile `i`, `remove:k` takes hand tile `k` out, `clear` empties
    /// the hand. A tile the set has no copy left of is not added.
    pub fn act(&mut self, action: Act) -> bool {
        if self.palette.is_empty() {
            return false;
        }
        match action {
            Act::Add(i) => {
                let Some(&t) = self.palette.get(i) else {
                    return false;
                };
                if self.hand.len() >= most(&self.rules) {
                    return false;
                }
                self.hand.push(t);
                if self.verdict().is_err() {
                    self.hand.pop();
                    return false;
                }
                self.sort();
                true
            }
            Act::Remove(k) if k < self.hand.len() => {
                self.hand.remove(k);
                true
            }
            Act::Clear => {
                let changed = !self.hand.is_empty();
                self.hand.clear();
                changed
            }
            _ => false,
        }
    }

    fn sort(&mut self) {
        let order = |t: &TileArt| self.palette.iter().position(|p| p == t);
        let mut hand = self.hand.clone();
        hand.sort_short_by_key(order);
        self.hand = hand;
    }

    /// The verdict as HTML; an error for tiles the set cannot hold.
    fn verdict(&self) -> Result<Html, WidgetError> {
        if self.game == GameId::Matjok {
            self.matjok_verdict()
        } else {
            self.domino_verdict()
        }
    }

    fn domino_verdict(&self) -> Result<Html, WidgetError> {
        let hand = dominoes(&self.hand);
        let c = self.rules.check_dominoes(&hand)?;
        let art = TileArt::dominoes_of(self.game);
        let mut out = Html::new();
        if c.complete {
            html!(
                out,
                r#"<p class="verdict wins"><strong>{}</strong></p><div class="groups">"#,
                t!(teach_check_winning_hand_dot)
            );
            if let Some((a, b)) = c.ngan {
                html!(
                    out,
                    r#"<div class="group"><span>{}</span>"#,
                    t!(teach_check_the_eye)
                );
                tile_row(&mut out, &[art(a), art(b)], 40);
                out.push_str("</div>");
            }
            for &(a, b) in &c.pairs {
                tile_row(&mut out, &[art(a), art(b)], 40);
            }
            out.push_str("</div>");
            return Ok(out);
        }
        let missing = c.size.saturating_sub(hand.len());
        if hand.is_empty() {
            html!(
                out,
                "<p>{}</p>",
                Said(if self.game == GameId::ThreeDozen {
                    t!(teach_check_winning_size_western, n = c.size)
                } else {
                    t!(teach_check_winning_size_golpae, n = c.size)
                })
            );
            return Ok(out);
        }
        html!(
            out,
            r#"<p class="verdict"><strong>{}</strong>: {}.</p>"#,
            if missing > 0 {
                t!(teach_check_not_winning_yet)
            } else {
                t!(teach_check_not_winning)
            },
            Esc(c
                .reason
                .as_deref()
                .unwrap_or(t!(teach_check_does_not_group)))
        );
        if missing > 0 {
            html!(
                out,
                "<p>{}</p>",
                Said(if self.game == GameId::ThreeDozen {
                    t!(teach_check_add_more_western, n = missing)
                } else {
                    t!(teach_check_add_more_golpae, n = missing)
                })
            );
        }
        // tiles without any mate among the others
        let pairs = self.rules.pairings().unwrap_or_default();
        let lonely: Vec<String> = hand
            .iter()
            .enumerate()
            .filter(|&(i, &t)| {
                !hand.iter().enumerate().any(|(j, &u)| {
                    i != j
                        && pairs
                            .iter()
                            .any(|&(a, b)| (a, b) == (t, u) || (b, a) == (t, u))
                })
            })
            .map(|(_, &t)| tile_name(art(t)))
            .collect();
        if !lonely.is_empty() {
            html!(
                out,
                "<p>{}</p>",
                Said(t!(teach_check_no_mate, tiles = Esc(&lonely.join(", "))))
            );
        }
        Ok(out)
    }

    fn matjok_verdict(&self) -> Result<Html, WidgetError> {
        let tiles = mahjong(&self.hand);
        let h = read_matjok(&to_mpsz(&tiles), "")?;
        let n: usize = h.concealed.iter().map(|&k| k as usize).sum();
        let mut out = Html::new();
        if h.flowers.len() >= 7 {
            html!(
                out,
                r#"<p class="verdict wins"><strong>{}</strong>: {}</p>"#,
                t!(teach_check_flower_win),
                Said(t!(teach_check_flowers_and_seasons, n = h.flowers.len()))
            );
            return Ok(out);
        }
        if !(13..=14).contains(&n) {
            html!(
                out,
                r#"<p class="verdict"><strong>{}</strong>: {}</p>"#,
                Said(t!(teach_tiles_mahjong, n = n)),
                t!(teach_check_hand_size)
            );
            return Ok(out);
        }
        let a = analyze(&h.concealed, 0, &h.seen);
        let shown = |list: &[MahjongTile]| -> Vec<TileArt> {
            list.iter().map(|&t| TileArt::Mahjong(t)).collect()
        };
        if a.complete {
            html!(
                out,
                r#"<p class="verdict wins"><strong>{}</strong>: {}</p><div class="groups">"#,
                t!(teach_check_winning_hand),
                t!(teach_check_four_and_pair)
            );
            if let Some(g) = a.groupings.first() {
                for c in &g.combinations {
                    tile_row(&mut out, &shown(&c.tiles()), 40);
                }
                tile_row(&mut out, &shown(&[g.pair, g.pair]), 40);
            }
            out.push_str("</div>");
            return Ok(out);
        }
        let distance = match a.shanten {
            0 => t!(teach_check_ready).to_string(),
            _ if a.ready_in_form_only => t!(teach_check_ready_in_form_only, n = a.shanten as usize),
            s => t!(teach_check_from_ready, n = s as usize),
        };
        html!(
            out,
            r#"<p class="verdict"><strong>{}</strong>: {}</p>"#,
            t!(teach_check_not_winning),
            Said(t!(
                teach_check_distance,
                distance = Esc(&distance),
                shanten = a.shanten
            )),
        );
        if n == 13 {
            let (list, count) = if a.shanten == 0 {
                let tiles: Vec<MahjongTile> = a.waits.iter().map(|w| w.tile).collect();
                let count = a.waits.iter().map(|w| w.unseen as u32).sum();
                (tiles, count)
            } else {
                improving(&h.concealed, 0, &h.seen)
            };
            let kinds = t!(teach_kinds, n = list.len());
            let tiles = t!(teach_tiles_mahjong, n = count as usize);
            let what = if a.shanten == 0 {
                t!(
                    teach_check_wins_on,
                    kinds = Esc(&kinds),
                    tiles = Esc(&tiles)
                )
            } else {
                t!(teach_check_closer, kinds = Esc(&kinds), tiles = Esc(&tiles))
            };
            html!(out, "<p>{}</p>", Said(what));
            tile_row(&mut out, &shown(&list), 36);
        } else if let Some(best) = a.discards.first() {
            html!(
                out,
                "<p>{}</p>",
                Said(t!(
                    teach_check_throw,
                    tile = Esc(&tile_name(TileArt::Mahjong(best.discard))),
                    shanten = best.shanten,
                    kinds = Esc(&t!(teach_kinds, n = best.improving.len())),
                    tiles = Esc(&t!(teach_tiles_mahjong, n = best.count as usize))
                ))
            );
            tile_row(&mut out, &shown(&best.improving), 36);
        }
        Ok(out)
    }

    pub fn render(&self) -> Html {
        let mut out = Html::new();
        let editable = !self.palette.is_empty();
        out.push_str(r#"<div class="checker">"#);
        let title = match (&self.caption, editable) {
            (Some(c), _) => c.clone(),
            (None, true) => t!(teach_check_title_check, game = self.game.name()),
            (None, false) => t!(teach_check_title_shown, game = self.game.name()),
        };
        // a row of tiles that is not a hand is not judged, so its rules go unsaid
        let judged = editable || self.hand.len() <= most(&self.rules);
        html!(
            out,
            r#"<p class="widget-head"><strong>{}</strong>"#,
            Esc(&title)
        );
        if judged {
            html!(out, " · {}", Esc(&self.rules_name));
        }
        out.push_str("</p>");
        if editable {
            html!(
                out,
                r#"<div class="tile-row arrows check-hand" role="group" aria-label="{}">"#,
                t!(teach_check_hand_aria)
            );
            for (k, &t) in self.hand.iter().enumerate() {
                html!(
                    out,
                    r#"<button type="button" class="tile-button" data-act="{}" aria-label="{}: {}">"#,
                    Act::Remove(k),
                    Esc(&t.accessible_name()),
                    t!(teach_take_out),
                );
                tile_svg(&mut out, t, 48);
                out.push_str("</button>");
            }
            if self.hand.is_empty() {
                html!(out, r#"<p class="empty">{}</p>"#, t!(teach_check_empty));
            }
            out.push_str("</div>");
        } else {
            tile_row(&mut out, &self.hand, 48);
        }
        if !judged {
            out.push_str("</div>");
            return out;
        }
        out.push_str(r#"<div class="verdict-box" role="status">"#);
        match self.verdict() {
            Ok(v) => out.push(&v),
            Err(e) => {
                html!(out, r#"<p class="error">{}</p>"#, Esc(&e.to_string()));
            }
        }
        out.push_str("</div>");
        if editable {
            html!(
                out,
                r#"<p class="widget-help">{} <button type="button" class="button secondary" data-act="{}">{}</button></p><div class="tile-row arrows palette" role="group" aria-label="{}">"#,
                Act::Clear,
                Said(by_set(
                    self.game,
                    t!(teach_check_add_help_golpae, n = most(&self.rules)),
                    t!(teach_check_add_help_western, n = most(&self.rules)),
                    t!(teach_check_add_help_mahjong, n = most(&self.rules)),
                )),
                t!(teach_clear_hand),
                t!(teach_set_aria),
            );
            for (i, &t) in self.palette.iter().enumerate() {
                html!(
                    out,
                    r#"<button type="button" class="tile-button" data-act="{}" aria-label="{}">"#,
                    Act::Add(i),
                    Said(t!(teach_check_add_tile, tile = Esc(&t.accessible_name()))),
                );
                tile_svg(&mut out, t, 36);
                out.push_str("</button>");
            }
            out.push_str("</div>");
        }
        out.push_str("</div>");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::{query_pairs, Widget};
    use super::*;

    fn widget(kind: &str, q: &str) -> Result<Widget, WidgetError> {
        Widget::new(kind, &query_pairs(q))
    }

    #[test]
    fn a_hand_in_notation_says_whether_it_wins_and_how_it_groups() {
        let w = widget("hand", "tiles=6-6+6-6+1-1+1-1+4-4+4-4").unwrap();
        let html = w.render();
        assert!(html.contains("A winning hand"), "{html}");
        assert_eq!(
            html.matches("<svg").count(),
            12,
            "six tiles and three pairs"
        );
        let w = widget("hand", "tiles=6-6+6-5+1-1").unwrap();
        assert!(w.render().contains("Not a winning hand yet"));
        let w = widget("hand", "tiles=123m456p789s111z22z").unwrap();
        assert!(w.render().contains("four combinations and the final pair"));
        let w = widget("hand", "tiles=123m456p789s111z2z&caption=Ready").unwrap();
        let html = w.render();
        assert!(html.contains("ready: one tile from winning"), "{html}");
        assert!(html.contains("<strong>Ready</strong>"));
    }

    #[test]
    fn impossible_hands_are_explained() {
        for (q, says) in [
            ("tiles=", "needs tiles"),
            ("tiles=6-6+6-6+6-6", "only 2"),
            ("tiles=0-0", "not in"),
            ("tiles=1m1m1m1m1m", "only four"),
            ("game=matjok&tiles=6-3", "mahjong tiles"),
            ("tiles=6-x", "6-x"),
        ] {
            let e = widget("hand", q).unwrap_err().to_string();
            assert!(e.contains(says), "{q}: {e}");
        }
    }

    #[test]
    fn the_builder_adds_and_removes_tiles_and_refuses_a_fifth_copy() {
        let Widget::Check(mut c) = widget("check", "game=matjok").unwrap() else {
            panic!()
        };
        assert!(c.render().contains("Empty"));
        for _ in 0..4 {
            assert!(c.act(Act::Add(0)));
        }
        assert!(!c.act(Act::Add(0)), "only four of each tile");
        assert!(!c.act(Act::Add(999)));
        assert!(c.act(Act::Remove(0)));
        assert_eq!(c.hand.len(), 3);
        assert!(c.act(Act::Clear));
        assert!(!c.act(Act::Clear));
        // a complete Jjak hand built tile by tile
        let Widget::Check(mut j) = widget("check", "game=jjak-mat-chu-gi").unwrap() else {
            panic!()
        };
        let six = j
            .palette
            .iter()
            .position(|t| t.accessible_name() == "domino 6-6")
            .unwrap();
        let one = j
            .palette
            .iter()
            .position(|t| t.accessible_name() == "domino 1-1")
            .unwrap();
        for i in [six, six, one, one] {
            assert!(j.act(Act::Add(i)));
        }
        let v = j.verdict().unwrap();
        assert!(v.contains("Add 2 more tiles"), "{v}");
        assert!(!j.act(Act::Add(six)), "the set has two 6-6");
    }

    #[test]
    fn a_matjok_hand_names_the_tiles_that_improve_it() {
        let verdict = |q: &str| match widget("check", q).unwrap() {
            Widget::Check(c) => c.verdict().unwrap(),
            other => panic!("{other:?}"),
        };
        let v = verdict("game=matjok&tiles=19m19p19s1234567z");
        assert!(v.contains("Tiles that bring it closer"), "{v}");
        let v = verdict("game=matjok&tiles=123m456p789s11z234z");
        assert!(v.contains("Throw"), "{v}");
        let v = verdict("game=matjok&tiles=123m456p789s111z2z");
        assert!(v.contains("It wins on (1 kind, 3 tiles"), "{v}");
        let v = verdict("game=matjok&tiles=123m456p789s11z2345z");
        assert!(v.contains("15 tiles"), "{v}");
    }
}
