//! The Matjok points calculator as a widget (`score`): build the winning hand from the
//! set, lay out melds and flowers, choose the winner, the prevailing wind and how the hand
//! was won (East is jongh), and read each scoring item and the payments line by line, as
//! the rulebook's calculator page does. Its address form (`/embed/score?seat=1&tiles=…`) takes the lab's fields.

use super::act::{Act, Into};
use super::{Params, Said, WidgetError};
use crate::art::html::{tile_svg, Esc, Html};
use crate::art::TileArt;
use crate::engine::matjok::calculator::{count, Counted, Win};
use crate::engine::matjok::hand::counts_of;
use crate::engine::matjok::hand::Combination;
use crate::engine::matjok::scoring::{Level, Meld, ScoreRules};
use crate::engine::short_sort::ShortSort;
use crate::engine::tiles::mahjong::{Wind, ALL_KINDS};
use crate::engine::tiles::MahjongTile;
use crate::html;
use crate::points::{self, Fields};
use jjak_words::t;

/// The calculator's own parameters (the rest are the game's rule options).
const KEYS: [&str; 11] = [
    "seat",
    "jongh",
    "kong-on-kong",
    "open",
    "flowers",
    "win-tile",
    "from",
    "prevailing",
    "after-kong",
    "robbed",
    "tiles",
];

#[derive(Clone, Debug, PartialEq)]
pub struct Calculator {
    rules: ScoreRules,
    rules_name: String,
    win: Win,
    into: Into,
    /// The tiles of a meld being laid out.
    pending: Vec<MahjongTile>,
}

impl Calculator {
    /// From the page's or the embed's parameters; a field that cannot be read is an error
    /// that says which.
    pub fn new(pairs: &[(String, String)]) -> Result<Calculator, WidgetError> {
        let own = |key: &str| {
            pairs
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.clone())
                .unwrap_or_default()
        };
        let mut rest: Vec<(String, String)> = pairs
            .iter()
            .filter(|(k, _)| !KEYS.contains(&k.as_str()) && k != "game")
            .cloned()
            .collect();
        if let Some((_, g)) = pairs.iter().find(|(k, _)| k == "game") {
            if g != "matjok" {
                return Err(WidgetError::Parameters(t!(
                    teach_score_not_matjok,
                    game = g
                )));
            }
        }
        rest.push(("game".into(), "matjok".into()));
        let p = Params::parse(&rest)?;
        let flag = |key: &str| matches!(own(key).as_str(), "1" | "on" | "true" | "yes");
        let fields = Fields {
            seat: match own("seat") {
                s if s.is_empty() => "0".into(),
                s => s,
            },
            jongh: own("jongh"),
            kong_on_kong: flag("kong-on-kong"),
            tiles: own("tiles"),
            open: own("open"),
            flowers: own("flowers"),
            win_tile: own("win-tile"),
            from: own("from"),
            prevailing: own("prevailing"),
            after_kong: flag("after-kong"),
            robbed: flag("robbed"),
            options: p
                .setup
                .options
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect(),
        };
        let (mut win, rules) =
            points::read(&fields).map_err(|e| WidgetError::Parameters(super::capitalised(&e)))?;
        if win.winning_tile.is_none() {
            win.winning_tile = win.concealed.last().copied();
        }
        Ok(Calculator {
            rules,
            rules_name: p.rules_name,
            win,
            into: Into::Hand,
            pending: Vec::new(),
        })
    }

    /// Every tile on the table named, for the four-copies check.
    fn copies(&self, t: MahjongTile) -> usize {
        self.win
            .concealed
            .iter()
            .chain(&self.pending)
            .copied()
            .chain(self.win.melds.iter().flat_map(|m| m.combination.tiles()))
            .filter(|&x| x == t)
            .count()
    }

    fn size(&self) -> usize {
        self.win.concealed.len() + 3 * self.win.melds.len() + self.pending.len()
    }

    /// Does `action`; true when something changed (an action that is not the
    /// calculator's, or names no tile or seat there, changes nothing).
    pub fn act(&mut self, action: Act) -> bool {
        let w = &mut self.win;
        match action {
            Act::Seat(s) if s < 4 => {
                w.seat = s;
                if w.from == Some(w.seat) {
                    w.from = None;
                }
            }
            Act::Prevailing(s) if s < 4 => w.prevailing = Wind::ALL[usize::from(s)],
            Act::From(None) => w.from = None,
            Act::From(Some(s)) if s < 4 && s != w.seat => w.from = Some(s),
            Act::AfterKong => w.after_kong = !w.after_kong,
            Act::KongOnKong => w.kong_on_kong = !w.kong_on_kong,
            Act::Robbed => w.robbed = !w.robbed,
            Act::Into(into) => {
                self.into = into;
                self.pending.clear();
            }
            Act::Add(i) => return self.add(i),
            Act::Remove(k) if k < w.concealed.len() => {
                let t = w.concealed.remove(k);
                if w.winning_tile == Some(t) && !w.concealed.contains(&t) {
                    w.winning_tile = w.concealed.last().copied();
                }
            }
            Act::Unmeld(k) if k < w.melds.len() => {
                w.melds.remove(k);
            }
            Act::Unflower(k) if k < w.flowers.len() => {
                w.flowers.remove(k);
            }
            Act::Win(i) => match u8::try_from(i).ok().and_then(MahjongTile::from_index) {
                Some(t) if w.concealed.contains(&t) => w.winning_tile = Some(t),
                _ => return false,
            },
            Act::Clear => {
                w.concealed.clear();
                w.melds.clear();
                w.flowers.clear();
                w.winning_tile = None;
                self.pending.clear();
            }
            _ => return false,
        }
        true
    }

    /// Adds tile `i` of the set where the calculator puts tiles now: a flower to the
    /// flowers, else to the concealed tiles or the meld being laid out.
    fn add(&mut self, i: usize) -> bool {
        let Some(t) = (i < ALL_KINDS)
            .then(|| MahjongTile::from_index(i as u8))
            .flatten()
        else {
            return false;
        };
        if t.is_flower() {
            if self.win.flowers.contains(&t) {
                return false;
            }
            self.win.flowers.push(t);
            self.win.flowers.sort_short();
            return true;
        }
        if self.copies(t) >= 4 || self.size() >= 14 && !self.makes_kong(t) {
            return false;
        }
        match self.into {
            Into::Hand => {
                self.win.concealed.push(t);
                self.win.concealed.sort_short();
                self.win.winning_tile = Some(t);
            }
            Into::OpenMeld if self.makes_kong(t) => {
                if let Some(m) = self.win.melds.last_mut() {
                    m.combination = Combination::Kong(t);
                }
            }
            Into::OpenMeld => {
                self.pending.push(t);
                self.pending.sort_short();
                let p = &self.pending;
                let same = p.iter().all(|&x| x == p[0]);
                let run = p.len() == 3
                    && p[0].is_suited()
                    && counts_of(p).is_ok()
                    && p.windows(2).all(|w| w[1].index() == w[0].index() + 1)
                    && p[0].index() / 9 == p[2].index() / 9;
                if p.len() == 3 && (same || run) {
                    let combination = if same {
                        Combination::Poeng(p[0])
                    } else {
                        Combination::Straight(p[0])
                    };
                    self.win.melds.push(Meld {
                        combination,
                        open: true,
                    });
                    self.pending.clear();
                } else if p.len() >= 3 {
                    // not a combination: start again from this tile
                    self.pending = vec![t];
                }
            }
            Into::ClosedKong => {
                if self.pending.first().is_some_and(|&x| x != t) {
                    self.pending.clear();
                }
                self.pending.push(t);
                if self.pending.len() == 4 {
                    self.win.melds.push(Meld {
                        combination: Combination::Kong(t),
                        open: false,
                    });
                    self.pending.clear();
                }
            }
        }
        true
    }

    /// Whether `t` turns the open poeng just laid out into an open kong.
    fn makes_kong(&self, t: MahjongTile) -> bool {
        self.into == Into::OpenMeld
            && self.pending.is_empty()
            && self.win.melds.last().is_some_and(|m| {
                m.open && m.combination == Combination::Poeng(t) && self.copies(t) == 3
            })
    }

    pub fn render(&self) -> Html {
        let mut out = Html::new();
        html!(
            out,
            r#"<div class="calculator"><p class="widget-head"><strong>{}</strong> · {}</p>"#,
            t!(teach_score_title),
            Esc(&self.rules_name)
        );
        self.situation(&mut out);
        self.concealed(&mut out);
        self.laid_out(&mut out);
        self.winning_tile(&mut out);
        out.push_str(r#"<div class="verdict-box" role="status">"#);
        self.result(&mut out);
        out.push_str("</div>");
        self.palette(&mut out);
        out.push_str("</div>");
        out
    }

    /// Who won, the prevailing wind, what the win was on, and the win's extras.
    fn situation(&self, out: &mut Html) {
        let w = &self.win;
        let wind = |s: usize| Wind::ALL[s].name();
        let seats = |act: fn(u8) -> Act, chosen: u8| -> Vec<(Act, String, bool)> {
            (0..4)
                .map(|s| (act(s), wind(usize::from(s)).to_string(), chosen == s))
                .collect()
        };
        choices(out, t!(teach_score_winner), &seats(Act::Seat, w.seat));
        choices(
            out,
            t!(teach_score_prevailing),
            &seats(Act::Prevailing, w.prevailing as u8),
        );
        let mut won = vec![(
            Act::From(None),
            t!(teach_score_self_drawn).to_string(),
            w.from.is_none(),
        )];
        won.extend((0..4).filter(|&s| s != w.seat).map(|s| {
            (
                Act::From(Some(s)),
                t!(teach_score_discard_of, wind = wind(usize::from(s))),
                w.from == Some(s),
            )
        }));
        choices(out, t!(teach_score_won_on), &won);
        let extras = [
            (Act::AfterKong, t!(teach_score_after_kong), w.after_kong),
            (
                Act::KongOnKong,
                t!(teach_score_kong_on_kong),
                w.kong_on_kong,
            ),
            (Act::Robbed, t!(teach_score_robbed), w.robbed),
        ];
        choices(out, t!(teach_score_extras), &owned(&extras));
        html!(
            out,
            r#"<p class="widget-help">{}</p>"#,
            t!(teach_score_east_is_jongh)
        );
    }

    /// The concealed tiles, each taken out by a click.
    fn concealed(&self, out: &mut Html) {
        let w = &self.win;
        html!(
            out,
            r#"<p class="calc-label">{}:</p><div class="tile-row arrows check-hand" role="group" aria-label="{}">"#,
            t!(teach_score_concealed),
            t!(teach_score_concealed),
        );
        for (k, &t) in w.concealed.iter().enumerate() {
            tile_button(
                out,
                Act::Remove(k),
                TileArt::Mahjong(t),
                t!(teach_take_out),
                44,
            );
        }
        if w.concealed.is_empty() {
            html!(
                out,
                r#"<p class="empty">{}</p>"#,
                t!(teach_score_no_concealed)
            );
        }
        out.push_str("</div>");
    }

    /// The melds and flowers laid out, each taken back by a click, and a meld being laid
    /// out.
    fn laid_out(&self, out: &mut Html) {
        let w = &self.win;
        if !w.melds.is_empty() || !w.flowers.is_empty() || !self.pending.is_empty() {
            html!(
                out,
                r#"<p class="calc-label">{}:</p><div class="tile-row arrows laid-out" role="group" aria-label="{}">"#,
                t!(teach_score_laid_out),
                t!(teach_score_laid_out),
            );
            for (k, m) in w.melds.iter().enumerate() {
                html!(
                    out,
                    r#"<button type="button" class="meld-button" data-act="{}" aria-label="{}: {}">"#,
                    Act::Unmeld(k),
                    Esc(&meld_name(m)),
                    t!(teach_take_back),
                );
                for t in m.combination.tiles() {
                    tile_svg(out, TileArt::Mahjong(t), 32);
                }
                out.push_str("</button>");
            }
            for (k, &f) in w.flowers.iter().enumerate() {
                tile_button(
                    out,
                    Act::Unflower(k),
                    TileArt::Mahjong(f),
                    t!(teach_take_back),
                    32,
                );
            }
            if !self.pending.is_empty() {
                html!(
                    out,
                    r#"<span class="pending">{}</span>"#,
                    Said(t!(teach_score_laying_out, n = self.pending.len()))
                );
            }
            out.push_str("</div>");
        }
    }

    /// The tile the hand was won on, one of the concealed kinds.
    fn winning_tile(&self, out: &mut Html) {
        let w = &self.win;
        let mut kinds: Vec<MahjongTile> = w.concealed.clone();
        kinds.dedup();
        if !kinds.is_empty() {
            html!(
                out,
                r#"<div class="calc-row" role="group" aria-label="{}"><span>{}:</span>"#,
                t!(teach_score_winning_tile),
                t!(teach_score_winning_tile),
            );
            for t in kinds {
                html!(
                    out,
                    r#"<button type="button" class="tile-button" data-act="{}" aria-pressed="{}" aria-label="{}">"#,
                    Act::Win(usize::from(t.index())),
                    w.winning_tile == Some(t),
                    Said(t!(
                        teach_score_won_on_tile,
                        tile = Esc(&TileArt::Mahjong(t).accessible_name())
                    ))
                );
                tile_svg(out, TileArt::Mahjong(t), 32);
                out.push_str("</button>");
            }
            out.push_str("</div>");
        }
    }

    /// Where a tile added goes, the clear button, and every tile to add.
    fn palette(&self, out: &mut Html) {
        let into = [
            (
                Act::Into(Into::Hand),
                t!(teach_score_into_hand),
                self.into == Into::Hand,
            ),
            (
                Act::Into(Into::OpenMeld),
                t!(teach_score_into_open),
                self.into == Into::OpenMeld,
            ),
            (
                Act::Into(Into::ClosedKong),
                t!(teach_score_into_closed),
                self.into == Into::ClosedKong,
            ),
        ];
        choices(out, t!(teach_score_into), &owned(&into));
        html!(
            out,
            r#"<p class="widget-help">{} <button type="button" class="button secondary" data-act="{}">{}</button></p><div class="tile-row arrows palette" role="group" aria-label="{}">"#,
            t!(teach_score_flowers_go),
            Act::Clear,
            t!(teach_clear_hand),
            t!(teach_set_aria),
        );
        for i in 0..ALL_KINDS {
            if let Some(t) = MahjongTile::from_index(i as u8) {
                tile_button(
                    out,
                    Act::Add(i),
                    TileArt::Mahjong(t),
                    t!(teach_score_add),
                    32,
                );
            }
        }
        out.push_str("</div>");
    }

    /// The count line by line and the payments, or what is missing.
    fn result(&self, out: &mut Html) {
        let c = match count(&self.win, &self.rules) {
            Ok(c) => c,
            Err(e) => {
                html!(
                    out,
                    r#"<p class="verdict">{}</p>"#,
                    Esc(&super::capitalised(&e.to_string()))
                );
                return;
            }
        };
        counted_html(out, &c, &self.rules);
    }
}

/// A count line by line (the calculator's items, the value in words) and the payments:
/// the calculator's answer, and the answer of the drill "Count this hand".
pub fn counted_html(out: &mut Html, c: &Counted, rules: &ScoreRules) {
    html!(
        out,
        r#"<p class="verdict wins"><strong>{}</strong></p><table class="score-items"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
        Esc(&c.hand.in_words()),
        t!(teach_score_item),
        t!(teach_score_points),
        t!(teach_score_doubles),
    );
    for i in &c.hand.items {
        html!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
            Esc(&i.what),
            i.points,
            i.multipliers
        );
    }
    html!(
        out,
        r#"</tbody></table><table class="payments"><thead><tr><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
        t!(teach_score_seat),
        t!(teach_score_table_payment),
    );
    for (s, p) in c.payments.iter().enumerate() {
        html!(
            out,
            "<tr><td>{}</td><td>{:+}</td></tr>",
            Wind::ALL[s].name(),
            p
        );
    }
    out.push_str("</tbody></table><ul class=\"lines\">");
    for l in &c.lines {
        html!(out, "<li>{}</li>", Esc(&l.to_string()));
    }
    out.push_str("</ul>");
    // the rulebook: no settlement between the losers after Man Kong, nor in koe van
    if c.hand.level != Some(Level::ManKong) && !rules.koe_van {
        html!(
            out,
            "<p class=\"note\">{}</p>",
            t!(teach_score_losers_settle)
        );
    }
}

/// A meld in words: "open poeng of 5 circles", "straight from 3 bamboo".
fn meld_name(m: &Meld) -> String {
    let first = TileArt::Mahjong(m.combination.first()).accessible_name();
    match (m.combination, m.open) {
        (Combination::Straight(_), true) => t!(teach_score_open_straight, tile = first),
        (Combination::Straight(_), false) => t!(teach_score_closed_straight, tile = first),
        (Combination::Poeng(_), true) => t!(teach_score_open_poeng, tile = first),
        (Combination::Poeng(_), false) => t!(teach_score_closed_poeng, tile = first),
        (Combination::Kong(_), true) => t!(teach_score_open_kong, tile = first),
        (Combination::Kong(_), false) => t!(teach_score_closed_kong, tile = first),
    }
}

/// A row of pressed / unpressed buttons: `(action, label, pressed)`.
fn owned(items: &[(Act, &str, bool)]) -> Vec<(Act, String, bool)> {
    items
        .iter()
        .map(|&(a, l, p)| (a, l.to_string(), p))
        .collect()
}

fn choices(out: &mut Html, legend: &str, items: &[(Act, String, bool)]) {
    html!(
        out,
        r#"<div class="calc-row" role="group" aria-label="{}"><span>{}:</span>"#,
        Esc(legend),
        Esc(legend)
    );
    for (act, label, pressed) in items {
        html!(
            out,
            r#"<button type="button" class="button secondary" data-act="{}" aria-pressed="{}">{}</button>"#,
            act,
            pressed,
            Esc(label)
        );
    }
    out.push_str("</div>");
}

fn tile_button(out: &mut Html, act: Act, art: TileArt, what: &str, size: u32) {
    html!(
        out,
        r#"<button type="button" class="tile-button" data-act="{}" aria-label="{}: {}">"#,
        act,
        Esc(&art.accessible_name()),
        Esc(what)
    );
    tile_svg(out, art, size);
    out.push_str("</button>");
}

#[cfg(test)]
mod tests {
    use super::super::{query_pairs, Widget};
    use super::*;

    fn calc(q: &str) -> Calculator {
        Calculator::new(&query_pairs(q)).unwrap()
    }

    #[test]
    fn the_counting_example_from_an_address() {
        let c = calc("seat=south&tiles=234s678s55s&open=555p+[9999m]&win-tile=5s&from=self");
        let html = c.render();
        assert!(html.contains("58 points, rounded up to 60"), "{html}");
        assert!(html.contains("closed kong"), "{html}");
        assert!(html.contains("<td>East</td><td>-240</td>"), "{html}");
        assert!(html.contains("<td>South</td><td>+480</td>"), "{html}");
    }

    #[test]
    fn a_hand_built_tile_by_tile_with_melds_and_flowers() {
        let mut c = calc("");
        let idx = |s: &str| crate::engine::tiles::parse_mpsz(s).unwrap()[0].index();
        assert!(c.act(Act::Into(Into::OpenMeld)));
        for t in ["5p", "5p", "5p"] {
            assert!(c.act(Act::Add(idx(t))));
        }
        assert_eq!(c.win.melds.len(), 1, "an open poeng");
        assert!(c.act(Act::Add(idx("5p"))), "a fourth makes it a kong");
        assert_eq!(
            c.win.melds[0].combination,
            Combination::Kong(crate::engine::tiles::parse_mpsz("5p").unwrap()[0])
        );
        assert!(!c.act(Act::Add(idx("5p"))), "no fifth copy");
        assert!(c.act(Act::Into(Into::Hand)));
        for t in [
            "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1z", "1z",
        ] {
            assert!(c.act(Act::Add(idx(t))), "{t}");
        }
        assert!(c.act(Act::Add(idx("1f"))), "a flower");
        assert!(c.act(Act::From(Some(2))));
        assert!(c.act(Act::Win(idx("1z"))));
        let html = c.render();
        assert!(html.contains("class=\"verdict wins\""), "{html}");
        assert!(
            html.contains("West&#39;s discard") || html.contains("West's discard"),
            "{html}"
        );
        // bad actions change nothing and never panic
        for a in [
            "add:99",
            "remove:40",
            "unmeld:9",
            "win:33",
            "seat:7",
            "from:0",
            "jump",
            "add:x",
            "",
        ] {
            let before = c.clone();
            // (what reads as no action is refused before it reaches the calculator)
            assert!(a.parse().map_or(true, |a| !c.act(a)), "{a}");
            assert_eq!(c, before, "{a}");
        }
    }

    #[test]
    fn the_losers_settle_afterwards_except_after_man_kong_and_in_koe_van() {
        // settlement/jongh-dead-player-and-man-kong: "After Man Kong, the ordinary
        // settlement between losers lapses"; koe van has no loser settlement
        let note = "The losers then settle";
        let plain = calc("seat=south&tiles=234s678s55s&open=555p+[9999m]&win-tile=5s&from=self");
        assert!(plain.render().contains(note));
        let man_kong = calc("seat=west&flowers=1f2f3f4f5f6f7f8f&from=self");
        assert!(man_kong.render().contains("Man Kong"));
        assert!(!man_kong.render().contains(note));
        let koe_van =
            calc("seat=south&tiles=234s678s55s&open=555p+[9999m]&win-tile=5s&from=self&koe-van=on");
        assert!(!koe_van.render().contains(note));
    }

    #[test]
    fn the_prevailing_wind_and_kong_sjong_kong_are_inputs_and_east_is_jongh() {
        let mut c = calc("seat=south&tiles=111z234s678s55s&open=555p&win-tile=5s&from=self");
        assert!(c.render().contains("prevailing wind set (East)"));
        assert!(c.act(Act::Prevailing(1)));
        assert_eq!(c.win.prevailing, Wind::South);
        assert!(!c.render().contains("prevailing wind set (East)"));
        assert!(c.render().contains("East is jongh"));
        assert!(
            !c.render().contains("data-act=\"jongh:"),
            "no seat but East is jongh"
        );
        // kong-sjong-kong needs the replacement tile and two kongs laid out
        assert!(c.act(Act::KongOnKong));
        assert!(c
            .render()
            .contains("ong-sjong-kong is a win with the replacement tile"));
        let mut two_kongs = calc(
            "seat=south&tiles=234s678s55s&open=[5555p]+[9999m]&win-tile=5s&from=self&after-kong=1",
        );
        assert!(two_kongs.act(Act::KongOnKong));
        assert!(
            two_kongs.render().contains("Man Kong"),
            "{}",
            two_kongs.render()
        );
    }

    #[test]
    fn bad_addresses_say_what_is_wrong() {
        for (q, says) in [
            ("seat=9", "seat from 0 to 3"),
            ("game=kap-shap", "counts Matjok hands"),
            ("tiles=12x", "notation"),
            ("maximum=abc", "maximum"),
            ("jongh=west", "is East (seat 0)"),
        ] {
            let e = Widget::new("score", &query_pairs(q)).unwrap_err();
            assert!(e.to_string().contains(says), "{q}: {e}");
        }
    }
}
