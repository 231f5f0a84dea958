//! Count this hand (Matjok): a winning hand that was really won in the lab's games (`make
//! drills` finds them), laid open as the table shows it at tjok; the player says what it is
//! worth, among four values; the answer is the points calculator's
//! (`engine::matjok::calculator`), item by item, with who pays what.
//!
//! The hands are kept in `count.json` as the calculator's own address fields
//! (`seat=1&tiles=…&from=2`: the rules page's calculator and its embed read the same), which
//! is also what a hand's link holds.

use jjak_words::t;

use super::DrillError;
use crate::art::html::{tile_svg, Esc, Html};
use crate::art::TileArt;
use crate::engine::matjok::calculator::{count, Counted, Win};
use crate::engine::matjok::scoring::ScoreRules;
use crate::engine::short_sort::ShortSort;
use crate::engine::tiles::mahjong::Wind;
use crate::html;
use crate::points::{self, Fields};

/// The hands, as `make drills` wrote them: one address's fields to a line.
const HANDS: &str = include_str!("count.json");

/// The hands kept with this build, each as the calculator's fields.
pub fn hands() -> Vec<String> {
    serde_json::from_str(HANDS).unwrap_or_default()
}

/// A hand's id: a short digest of its fields.
pub fn id_of(hand: &str) -> String {
    super::which_tile::id_of(hand)
}

/// The hands' ids, in order.
pub fn ids() -> Vec<String> {
    hands().iter().map(|h| id_of(h)).collect()
}

/// A hand to count.
#[derive(Clone, Debug, PartialEq)]
pub struct CountQuestion {
    /// Its fields, as the calculator's address writes them.
    pub hand: String,
    pub win: Win,
    pub rules: ScoreRules,
    /// The calculator's count.
    pub counted: Counted,
    /// The values offered, smallest first; the right one among them.
    pub choices: Vec<u32>,
}

/// Reads the calculator's fields from an address's `key=value&…`.
pub fn fields(hand: &str) -> Fields {
    let mut f = Fields::default();
    for (k, v) in crate::teach::query_pairs(hand) {
        let on = matches!(v.as_str(), "1" | "on" | "true" | "yes");
        match k.as_str() {
            "seat" => f.seat = v,
            "jongh" => f.jongh = v,
            "tiles" => f.tiles = v,
            "open" => f.open = v,
            "flowers" => f.flowers = v,
            "win-tile" => f.win_tile = v,
            "from" => f.from = v,
            "prevailing" => f.prevailing = v,
            "after-kong" => f.after_kong = on,
            "kong-on-kong" => f.kong_on_kong = on,
            "robbed" => f.robbed = on,
            _ => {}
        }
    }
    f
}

/// The question about the hand with id `id`.
pub fn by_id(id: &str) -> Result<CountQuestion, DrillError> {
    let hand = hands()
        .into_iter()
        .find(|h| id_of(h) == id)
        .ok_or_else(|| DrillError::NoSuchQuestion(id.chars().take(20).collect()))?;
    question(&hand)
}

/// The question about `hand` (the calculator's fields: a link may hold any won hand).
pub fn question(hand: &str) -> Result<CountQuestion, DrillError> {
    let (win, rules) = points::read(&fields(hand)).map_err(DrillError::Hand)?;
    let counted = count(&win, &rules).map_err(|e| DrillError::Hand(e.to_string()))?;
    let choices = choices(counted.hand.value, hand);
    Ok(CountQuestion {
        hand: hand.to_string(),
        win,
        rules,
        counted,
        choices,
    })
}

/// The right value and three others a counter could reach by a slip (a doubling missed or
/// one too many, ten points more or less), chosen by the hand, smallest first.
fn choices(value: u32, hand: &str) -> Vec<u32> {
    let slips = [
        value / 2,
        value * 2,
        value + 10,
        value.saturating_sub(10),
        value + 20,
        value * 4,
        // (below, for a hand at the maximum)
        value.saturating_sub(20),
        value.saturating_sub(30),
    ];
    let mut offered = vec![value];
    // (which slips are offered turns with the hand, so the right value is not always the
    // same one of the four)
    let turn = hand.bytes().map(usize::from).sum::<usize>();
    for k in 0..slips.len() {
        let v = slips[(k + turn) % slips.len()];
        // (values are whole tens, up to the maximum of 500)
        if v >= 10 && v % 10 == 0 && v <= 500 && !offered.contains(&v) && offered.len() < 4 {
            offered.push(v);
        }
    }
    offered.sort_short();
    offered
}

impl CountQuestion {
    /// The hand as the table lays it open at tjok: who won and how, the winds, the
    /// concealed tiles with the winning tile apart, the melds laid out, the flowers.
    pub fn hand_html(&self) -> Html {
        let w = &self.win;
        let mut out = Html::new();
        let winner = Wind::ALL[w.seat as usize % 4].name();
        let how = match w.from {
            None => t!(drill_count_self_drawn, winner = winner),
            Some(from) => t!(
                drill_count_from,
                winner = winner,
                from = Wind::ALL[from as usize % 4].name()
            ),
        };
        html!(
            out,
            r#"<p class="count-how">{} {}</p>"#,
            Esc(&how),
            Esc(&t!(drill_count_prevailing, wind = w.prevailing.name()))
        );
        let tiles = |out: &mut Html, tiles: &[TileArt]| {
            for &t in tiles {
                tile_svg(out, t, 44);
            }
        };
        // the winning tile stands apart from the rest of the concealed tiles
        let mut concealed = w.concealed.clone();
        if let Some(i) = w
            .winning_tile
            .and_then(|t| concealed.iter().position(|&c| c == t))
        {
            concealed.remove(i);
        }
        let art = |v: &[crate::engine::tiles::MahjongTile]| -> Vec<TileArt> {
            v.iter().map(|&t| TileArt::Mahjong(t)).collect()
        };
        html!(
            out,
            r#"<div class="count-hand"><div class="tile-group" role="group" aria-label="{}">"#,
            t!(drill_count_concealed)
        );
        tiles(&mut out, &art(&concealed));
        out.push_str("</div>");
        if let Some(t) = w.winning_tile {
            html!(
                out,
                r#"<div class="tile-group winning" role="group" aria-label="{}">"#,
                t!(drill_count_winning_tile)
            );
            tiles(&mut out, &[TileArt::Mahjong(t)]);
            out.push_str("</div>");
        }
        for m in &w.melds {
            let label = if m.open {
                t!(drill_count_open_meld)
            } else {
                t!(drill_count_closed_meld)
            };
            html!(
                out,
                r#"<div class="tile-group meld" role="group" aria-label="{}">"#,
                label
            );
            tiles(&mut out, &art(&m.combination.tiles()));
            out.push_str("</div>");
        }
        if !w.flowers.is_empty() {
            html!(
                out,
                r#"<div class="tile-group flowers" role="group" aria-label="{}">"#,
                t!(drill_count_flowers)
            );
            tiles(&mut out, &art(&w.flowers));
            out.push_str("</div>");
        }
        out.push_str("</div>");
        out
    }

    /// The calculator's answer, item by item, with who pays what.
    pub fn answer_html(&self) -> Html {
        let mut out = Html::new();
        crate::teach::score::counted_html(&mut out, &self.counted, &self.rules);
        out
    }

    /// Whether `value` is the hand's.
    pub fn is_right(&self, value: u32) -> bool {
        value == self.counted.hand.value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every hand kept is a win the calculator counts, offered among four values with the
    /// right one, and drawn with every tile named.
    #[test]
    fn every_hand_counts_and_offers_its_value() {
        let ids = ids();
        assert!(ids.len() >= 8, "{} hands", ids.len());
        for id in ids {
            let q = by_id(&id).unwrap();
            assert_eq!(q.choices.len(), 4, "{id}: {:?}", q.choices);
            assert_eq!(
                q.choices.iter().filter(|&&v| q.is_right(v)).count(),
                1,
                "{id}"
            );
            let hand = q.hand_html().into_string();
            assert!(hand.contains("aria-label"), "{hand}");
            let answer = q.answer_html().into_string();
            assert!(answer.contains(&q.counted.hand.in_words()), "{answer}");
        }
        assert_eq!(choices(500, "x").len(), 4, "a hand at the maximum");
        assert_eq!(choices(10, "x").len(), 4, "the least hand");
        assert!(by_id("nothing").is_err());
        assert!(question("seat=9&tiles=1m").is_err());
    }
}
