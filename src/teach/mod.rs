//! Teaching widgets: the pairing chart, a hand in notation, and the check-a-hand builder.
//!
//! Pure Rust with no web dependency. A widget is read from parameters (a URL query, or the
//! `data-` attributes of a placeholder in a rules page), drawn as HTML markup, and changed
//! by named actions (`data-act` on its buttons): user action → `act` → new state →
//! `render`. The browser only moves the markup into the page and passes the actions back.

pub mod act;
pub mod chart;
pub mod check;
pub mod doc;
pub mod embeds;
pub mod faces;
pub mod rule_lab;
pub mod score;
pub mod variants;

use crate::art::html::{Html, Safe};
use crate::engine::catalog::CatalogError;
use crate::engine::games::GameId;
use crate::lab::LabError;
use crate::play::presets::presets;
use crate::play::setup_url::SetupQuery;
use act::Act;
use jjak_words::t;
use score::Calculator;
use std::fmt;

pub use chart::Chart;
pub use check::Checker;

/// Why a widget could not be shown; the message is written for the page's reader.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WidgetError {
    #[error("{}", t!(teach_no_widget, name = .0))]
    Unknown(String),
    #[error("{0}")]
    Parameters(String),
    #[error("{}", t!(teach_no_tiles))]
    NoTiles,
    #[error("{0}")]
    Tiles(String),
}

impl From<CatalogError> for WidgetError {
    fn from(e: CatalogError) -> WidgetError {
        WidgetError::Tiles(capitalised(&e.to_string()))
    }
}

impl From<LabError> for WidgetError {
    fn from(e: LabError) -> WidgetError {
        WidgetError::Tiles(capitalised(&e.to_string()))
    }
}

/// A translated sentence (`t!` with arguments) written into markup as it stands: its text
/// is the catalogs' own, and each argument it was given is already safe in markup
/// (`Esc(..)`, a number, or the code's own name of a thing), so it is not escaped again.
/// Never for a sentence holding a player's or a link's text unescaped.
pub struct Said(pub String);

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Safe for Said {}

/// `text` with its first letter in capitals and a full stop at the end.
pub fn capitalised(text: &str) -> String {
    let mut out = crate::play::words::sentence(&text);
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// A widget's parameters: the game and its rules (checked like a setup link, with
/// `preset=` for a named rule set) and what is left over for the widget itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub setup: SetupQuery,
    /// The rule set's name, when the options are exactly a preset's.
    pub rules_name: String,
    /// Parameters that are not about the rules (`tiles`, `caption`).
    pub rest: Vec<(String, String)>,
}

/// Keys a widget takes besides the game and its options.
const OWN_KEYS: [&str; 2] = ["tiles", "caption"];

impl Params {
    /// Reads `pairs`; a parameter that cannot be used is an error (a widget on a rules
    /// page should say exactly what it shows).
    pub fn parse(pairs: &[(String, String)]) -> Result<Params, WidgetError> {
        let rules: Vec<(&str, &str)> = pairs
            .iter()
            .filter(|(k, _)| !OWN_KEYS.contains(&k.as_str()))
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let (setup, problems) = SetupQuery::parse(rules.iter().copied());
        if !problems.is_empty() {
            return Err(WidgetError::Parameters(problems.join(" ")));
        }
        let game = setup.game;
        let rest: Vec<(String, String)> = pairs
            .iter()
            .filter(|(k, _)| OWN_KEYS.contains(&k.as_str()))
            .cloned()
            .collect();
        let rules_name = presets(game)
            .iter()
            .find(|p| p.matches(game, &setup.options))
            .map_or(t!(teach_custom_rules).to_string(), |p| p.name.to_string());
        Ok(Params {
            setup,
            rules_name,
            rest,
        })
    }

    pub fn game(&self) -> GameId {
        self.setup.game
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.rest
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Whether the game was named (a hand's notation can pick it otherwise).
    pub fn names_game(pairs: &[(String, String)]) -> bool {
        pairs.iter().any(|(k, _)| k == "game")
    }
}

/// One widget, its state, and what it does.
#[derive(Clone, Debug, PartialEq)]
pub enum Widget {
    Chart(Chart),
    Check(Checker),
    /// The rule options and named rule sets of a game (nothing to act on).
    Variants(GameId),
    /// The Matjok points calculator.
    Score(Calculator),
}

impl Widget {
    /// The widget `kind` (`chart`, `hand`, `check`) with `pairs` as its parameters.
    pub fn new(kind: &str, pairs: &[(String, String)]) -> Result<Widget, WidgetError> {
        match kind {
            "chart" => Ok(Widget::Chart(Chart::new(&Params::parse(pairs)?)?)),
            "hand" => Ok(Widget::Check(Checker::shown(pairs)?)),
            "check" => Ok(Widget::Check(Checker::builder(&Params::parse(pairs)?)?)),
            "variants" => Ok(Widget::Variants(Params::parse(pairs)?.game())),
            "score" => Ok(Widget::Score(Calculator::new(pairs)?)),
            other => Err(WidgetError::Unknown(other.to_string())),
        }
    }

    pub fn render(&self) -> Html {
        match self {
            Widget::Chart(c) => c.render(),
            Widget::Check(c) => c.render(),
            Widget::Variants(g) => variants::render(*g),
            Widget::Score(c) => c.render(),
        }
    }

    /// Does `act` (a button's `data-act`, read); true when the widget changed. An action
    /// that is not this widget's changes nothing.
    pub fn act(&mut self, action: Act) -> bool {
        match self {
            Widget::Chart(c) => c.act(action),
            Widget::Check(c) => c.act(action),
            Widget::Variants(_) => false,
            Widget::Score(c) => c.act(action),
        }
    }
}

/// Reads `key=value&…` (percent-decoding `%XX` and `+`).
pub fn query_pairs(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (percent_decode(k), percent_decode(v))
        })
        .collect()
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' => match (hex(b.get(i + 1)), hex(b.get(i + 2))) {
                (Some(h), Some(l)) => {
                    out.push(h * 16 + l);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(c: Option<&u8>) -> Option<u8> {
    (*c? as char).to_digit(16).map(|d| d as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(q: &str) -> Vec<(String, String)> {
        query_pairs(q)
    }

    #[test]
    fn queries_are_decoded() {
        assert_eq!(
            pairs("?tiles=6-3+5-4&caption=A%20hand&x=%zz&y=%4&z=%é1"),
            vec![
                ("tiles".into(), "6-3 5-4".into()),
                ("caption".into(), "A hand".into()),
                ("x".into(), "%zz".into()),
                ("y".into(), "%4".into()),
                ("z".into(), "%é1".into()),
            ]
        );
    }

    #[test]
    fn presets_and_options_are_read_and_bad_ones_explained() {
        let p = Params::parse(&pairs("game=jjak-mat-chu-gi&preset=culin")).unwrap();
        assert_eq!(p.rules_name, "Culin");
        assert_eq!(
            p.setup.options.value(GameId::JjakMatChuGi, "military"),
            Ok("culin-alternate")
        );
        let e = Params::parse(&pairs("game=jjak-mat-chu-gi&preset=chess")).unwrap_err();
        assert!(e.to_string().contains("pagat-stakes"), "{e}");
        let p = Params::parse(&pairs("game=kap-shap&tiles=6-4&caption=x")).unwrap();
        assert_eq!(p.get("tiles"), Some("6-4"));
        let e = Params::parse(&pairs("game=go")).unwrap_err();
        assert!(e.to_string().contains("no game \"go\""), "{e}");
        let e = Widget::new("clock", &[]).unwrap_err();
        assert!(e
            .to_string()
            .contains("chart, hand, check, variants and score"));
    }
}
