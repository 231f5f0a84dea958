//! Rule options as named in RULES.md (`military=culin-alternate`, `polovinkin=on`, …),
//! each with its default, a one-line explanation, and typed parsing.

use std::collections::BTreeMap;

use jjak_words::{t, w, Words};
use serde::{Deserialize, Serialize};

use super::games::GameId;

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `on` or `off`.
    Switch,
    /// One of the listed words.
    Choice(&'static [&'static str]),
    /// A whole number in this range.
    Number(u32, u32),
}

/// One option a game offers.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The id, as in RULES.md and the share link.
    pub name: &'static str,
    /// The option in players' words, for the setup page: "Reshuffles allowed".
    pub label: Words,
    pub kind: OptionKind,
    /// The default, as text (`"off"`, `"standard"`, `"10"`); for a number, `"auto"` where
    /// it depends on the player count and `"none"` where it is no limit.
    pub default: &'static str,
    pub explain: Words,
}

const ON_OFF: OptionKind = OptionKind::Switch;

pub(crate) const JJAK: &[OptionSpec] = &[
    OptionSpec {
        name: "military",
        label: w!(eng_opt_military),
        kind: OptionKind::Choice(&["standard", "culin-alternate"]),
        default: "standard",
        explain: w!(eng_opt_military_about),
    },
    OptionSpec {
        name: "final-six-six",
        label: w!(eng_opt_final_six_six),
        kind: ON_OFF,
        default: "on",
        explain: w!(eng_opt_final_six_six_about),
    },
    OptionSpec {
        name: "draw-from-end",
        label: w!(eng_opt_draw_from_end),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_draw_from_end_about),
    },
    OptionSpec {
        name: "polovinkin",
        label: w!(eng_opt_polovinkin),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_polovinkin_about),
    },
    OptionSpec {
        name: "no-win-on-discard",
        label: w!(eng_opt_no_win_on_discard),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_no_win_on_discard_about),
    },
    OptionSpec {
        name: "identical-pair-doubling",
        label: w!(eng_opt_identical_pair_doubling),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_identical_pair_doubling_about),
    },
    OptionSpec {
        name: "take-any-discard",
        label: w!(eng_opt_take_any_discard),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_take_any_discard_about),
    },
    OptionSpec {
        name: "payments",
        label: w!(eng_opt_payments),
        kind: OptionKind::Choice(&["by-match", "stakes", "points-match"]),
        default: "by-match",
        explain: w!(eng_opt_payments_about),
    },
    OptionSpec {
        name: "rounds",
        label: w!(eng_opt_rounds),
        kind: OptionKind::Number(1, 100),
        default: "10",
        explain: w!(eng_opt_rounds_about_jjak),
    },
];

pub(crate) const THREE_DOZEN: &[OptionSpec] = &[
    OptionSpec {
        name: "set",
        label: w!(eng_opt_set),
        kind: OptionKind::Choice(&["double-six", "double-nine", "double-twelve"]),
        default: "double-six",
        explain: w!(eng_opt_set_about),
    },
    OptionSpec {
        name: "reshuffle-limit",
        label: w!(eng_opt_reshuffle_limit),
        kind: OptionKind::Number(0, 100),
        default: "none",
        explain: w!(eng_opt_reshuffle_limit_about),
    },
    OptionSpec {
        name: "rounds",
        label: w!(eng_opt_rounds),
        kind: OptionKind::Number(1, 100),
        default: "10",
        explain: w!(eng_opt_rounds_about_three_dozen),
    },
];

pub(crate) const KAP_TAI_SHAP: &[OptionSpec] = &[
    OptionSpec {
        name: "sets",
        label: w!(eng_opt_sets),
        kind: OptionKind::Number(1, 12),
        default: "auto",
        explain: w!(eng_opt_sets_about),
    },
    OptionSpec {
        name: "pairs",
        label: w!(eng_opt_pairs),
        kind: OptionKind::Choice(&["any-ten-or-twenty", "culin-table"]),
        default: "any-ten-or-twenty",
        explain: w!(eng_opt_pairs_about),
    },
    OptionSpec {
        name: "pickup",
        label: w!(eng_opt_pickup),
        kind: OptionKind::Choice(&["any", "last"]),
        default: "any",
        explain: w!(eng_opt_pickup_about),
    },
    OptionSpec {
        name: "rounds",
        label: w!(eng_opt_rounds),
        kind: OptionKind::Number(1, 100),
        default: "10",
        explain: w!(eng_opt_rounds_about_kap),
    },
];

pub(crate) const KAP_SHAP: &[OptionSpec] = &[
    OptionSpec {
        name: "pairs",
        label: w!(eng_opt_pairs),
        kind: OptionKind::Choice(&["any-ten-or-twenty", "culin-table"]),
        default: "any-ten-or-twenty",
        explain: w!(eng_opt_pairs_about),
    },
    OptionSpec {
        name: "pickup",
        label: w!(eng_opt_pickup),
        kind: OptionKind::Choice(&["any", "last"]),
        default: "any",
        explain: w!(eng_opt_pickup_about),
    },
    OptionSpec {
        name: "rounds",
        label: w!(eng_opt_rounds),
        kind: OptionKind::Number(1, 100),
        default: "10",
        explain: w!(eng_opt_rounds_about_kap),
    },
];

pub(crate) const MATJOK: &[OptionSpec] = &[
    OptionSpec {
        name: "maximum",
        label: w!(eng_opt_maximum),
        kind: OptionKind::Number(100, 10000),
        default: "500",
        explain: w!(eng_opt_maximum_about),
    },
    OptionSpec {
        name: "general-cap",
        label: w!(eng_opt_general_cap),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_general_cap_about),
    },
    OptionSpec {
        name: "eight-flowers",
        label: w!(eng_opt_eight_flowers),
        kind: OptionKind::Choice(&["man-kong", "sie-van"]),
        default: "man-kong",
        explain: w!(eng_opt_eight_flowers_about),
    },
    OptionSpec {
        name: "koe-van",
        label: w!(eng_opt_koe_van),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_koe_van_about),
    },
    OptionSpec {
        name: "wiel",
        label: w!(eng_opt_wiel),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_wiel_about),
    },
    OptionSpec {
        name: "sole-liability",
        label: w!(eng_opt_sole_liability),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_sole_liability_about),
    },
    OptionSpec {
        name: "jongh-double",
        label: w!(eng_opt_jongh_double),
        kind: ON_OFF,
        default: "on",
        explain: w!(eng_opt_jongh_double_about),
    },
    OptionSpec {
        name: "invalid-tjok",
        label: w!(eng_opt_invalid_tjok),
        kind: ON_OFF,
        default: "off",
        explain: w!(eng_opt_invalid_tjok_about),
    },
    OptionSpec {
        name: "winds",
        label: w!(eng_opt_winds),
        kind: OptionKind::Number(1, 4),
        default: "4",
        explain: w!(eng_opt_winds_about),
    },
];

/// The options a game offers, in the order a setup screen lists them (its declaration's,
/// `games::GameSpec`).
pub fn specs(game: GameId) -> &'static [OptionSpec] {
    game.spec().options
}

/// The spec of `game`'s option `name`, or the error that names the game's options.
fn spec_of(game: GameId, name: &str) -> Result<&'static OptionSpec, OptionError> {
    specs(game)
        .iter()
        .find(|s| s.name == name)
        .ok_or_else(|| OptionError::Unknown {
            game,
            name: name.to_string(),
            known: specs(game)
                .iter()
                .map(|s| s.name)
                .collect::<Vec<_>>()
                .join(", "),
        })
}

/// A bad `NAME=VALUE`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("{}", t!(eng_option_syntax, setting = .0))]
    Syntax(String),
    #[error("{}", t!(eng_option_unknown, game = .game, name = .name, known = .known))]
    Unknown {
        game: GameId,
        name: String,
        known: String,
    },
    #[error("{}", t!(eng_option_value, name = .name, expected = .expected, value = .value))]
    Value {
        name: String,
        value: String,
        expected: String,
    },
}

/// Chosen option values; anything not set takes its default.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options(BTreeMap<String, String>);

impl Options {
    /// Parses `NAME=VALUE` settings for `game`, checking each name and value.
    pub fn parse<'a>(
        game: GameId,
        settings: impl IntoIterator<Item = &'a str>,
    ) -> Result<Options, OptionError> {
        let mut options = Options::default();
        for s in settings {
            let (name, value) = s
                .split_once('=')
                .ok_or_else(|| OptionError::Syntax(s.to_string()))?;
            options.set(game, name.trim(), value.trim())?;
        }
        Ok(options)
    }

    /// Sets one option after checking it against the game's list.
    pub fn set(&mut self, game: GameId, name: &str, value: &str) -> Result<(), OptionError> {
        let spec = spec_of(game, name)?;
        let value_error = |expected: String| OptionError::Value {
            name: name.to_string(),
            value: value.to_string(),
            expected,
        };
        // a number left empty, or given as its default word ("auto", "none"), goes back to
        // its default
        if matches!(spec.kind, OptionKind::Number(..))
            && (value.is_empty() || value == spec.default)
            && spec.default.parse::<u32>().is_err()
        {
            self.0.remove(name);
            return Ok(());
        }
        // a number is kept as written plainly ("+5" and "05" are 5), so it reads back
        let value = match spec.kind {
            OptionKind::Switch if value == "on" || value == "off" => value.to_string(),
            OptionKind::Switch => return Err(value_error(t!(eng_option_on_off).into())),
            OptionKind::Choice(words) if words.contains(&value) => value.to_string(),
            OptionKind::Choice(words) => {
                return Err(value_error(t!(
                    eng_option_one_of,
                    values = words.join(", ")
                )))
            }
            OptionKind::Number(lo, hi) => match value.parse::<u32>() {
                Ok(v) if (lo..=hi).contains(&v) => v.to_string(),
                _ => return Err(value_error(t!(eng_option_number_range, lo = lo, hi = hi))),
            },
        };
        self.0.insert(name.to_string(), value);
        Ok(())
    }

    /// The value set for `name`, if any.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }

    /// Whether switch `name` is on (its default when unset); a name `game` has no option
    /// of is an error.
    pub fn switch(&self, game: GameId, name: &str) -> Result<bool, OptionError> {
        Ok(self.value(game, name)? == "on")
    }

    /// The value of `name`, or its default; a name `game` has no option of is an error
    /// (a misspelt name never reads as an empty value).
    pub fn value<'a>(&'a self, game: GameId, name: &str) -> Result<&'a str, OptionError> {
        let spec = spec_of(game, name)?;
        Ok(self.get(name).unwrap_or(spec.default))
    }

    /// A number option's value; `None` when unset and its default is "auto" or "none".
    pub fn number(&self, game: GameId, name: &str) -> Result<Option<u32>, OptionError> {
        Ok(self.value(game, name)?.parse().ok())
    }

    /// A number option whose default is a number (rounds, the maximum): its value.
    pub fn whole(&self, game: GameId, name: &str) -> Result<u32, OptionError> {
        let value = self.value(game, name)?;
        value.parse().map_err(|_| OptionError::Value {
            name: name.to_string(),
            value: value.to_string(),
            expected: t!(eng_option_number).into(),
        })
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_apply_until_set() {
        let o = Options::default();
        assert_eq!(o.value(GameId::JjakMatChuGi, "military"), Ok("standard"));
        assert_eq!(o.switch(GameId::JjakMatChuGi, "final-six-six"), Ok(true));
        assert_eq!(o.switch(GameId::JjakMatChuGi, "polovinkin"), Ok(false));
        assert_eq!(
            o.number(GameId::ThreeDozen, "reshuffle-limit"),
            Ok(None),
            "no limit"
        );
        assert_eq!(o.number(GameId::KapTaiShap, "sets"), Ok(None), "auto");
        assert_eq!(o.whole(GameId::Matjok, "maximum"), Ok(500));
    }

    /// A misspelt option name is an error, never an empty value or a default off.
    #[test]
    fn an_unknown_option_name_is_an_error() {
        let o = Options::default();
        for e in [
            o.switch(GameId::Matjok, "koe-vann").map(|_| ()),
            o.value(GameId::JjakMatChuGi, "set").map(|_| ()),
            o.number(GameId::KapShap, "sets").map(|_| ()),
        ] {
            assert!(matches!(e, Err(OptionError::Unknown { .. })), "{e:?}");
        }
    }

    #[test]
    fn names_and_values_are_checked() {
        let o = Options::parse(
            GameId::JjakMatChuGi,
            ["military=culin-alternate", "polovinkin=on"],
        )
        .unwrap();
        assert_eq!(
            o.value(GameId::JjakMatChuGi, "military"),
            Ok("culin-alternate")
        );
        assert_eq!(o.switch(GameId::JjakMatChuGi, "polovinkin"), Ok(true));
        assert!(matches!(
            Options::parse(GameId::JjakMatChuGi, ["set=double-nine"]),
            Err(OptionError::Unknown { .. })
        ));
        assert!(matches!(
            Options::parse(GameId::JjakMatChuGi, ["polovinkin=yes"]),
            Err(OptionError::Value { .. })
        ));
        assert!(matches!(
            Options::parse(GameId::ThreeDozen, ["set"]),
            Err(OptionError::Syntax(_))
        ));
        assert!(Options::parse(GameId::ThreeDozen, ["reshuffle-limit=101"]).is_err());
        let mut o = Options::parse(GameId::ThreeDozen, ["reshuffle-limit=3"]).unwrap();
        o.set(GameId::ThreeDozen, "reshuffle-limit", "none")
            .unwrap();
        assert_eq!(o, Options::default(), "a default word unsets the number");
        assert!(Options::parse(GameId::ThreeDozen, ["set=double-nine"]).is_ok());
    }

    #[test]
    fn every_default_is_a_legal_value() {
        for game in GameId::ALL {
            for spec in specs(game) {
                let mut o = Options::default();
                o.set(game, spec.name, spec.default).unwrap();
                assert_eq!(o.value(game, spec.name), Ok(spec.default), "{}", spec.name);
            }
        }
    }
}
