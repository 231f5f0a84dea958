//! Rule options as named in RULES.md (`military=culin-alternate`, `polovinkin=on`, …),
//! each with its default, a one-line explanation, and typed parsing.

use std::collections::BTreeMap;

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
    pub label: &'static str,
    pub kind: OptionKind,
    /// The default, as text (`"off"`, `"standard"`, `"10"`); for a number, `"auto"` where
    /// it depends on the player count and `"none"` where it is no limit.
    pub default: &'static str,
    pub explain: &'static str,
}

const ON_OFF: OptionKind = OptionKind::Switch;

pub(crate) const JJAK: &[OptionSpec] = &[
    OptionSpec {
        name: "military",
        label: "Single military tiles pair",
        kind: OptionKind::Choice(&["standard", "culin-alternate"]),
        default: "standard",
        explain: "How the single military tiles pair: by equal totals (6-3 with 5-4 …), or Culin's Korean pairing (6-3 with 6-2 …).",
    },
    OptionSpec {
        name: "final-six-six",
        label: "6-6 may not be the winning pair (2 or 3 players)",
        kind: ON_OFF,
        default: "on",
        explain: "With 2 or 3 players the 6-6 pair may not be the third, winning pair.",
    },
    OptionSpec {
        name: "draw-from-end",
        label: "Draw only from the end of the reserve",
        kind: ON_OFF,
        default: "off",
        explain: "Always draw the end tile of the reserve row instead of picking any face-down tile.",
    },
    OptionSpec {
        name: "polovinkin",
        label: "Take a discard out of turn (Polovinkin)",
        kind: ON_OFF,
        default: "off",
        explain: "Any player may take the latest discard out of turn to complete a pair; play continues from the taker.",
    },
    OptionSpec {
        name: "no-win-on-discard",
        label: "No win on a discard",
        kind: ON_OFF,
        default: "off",
        explain: "The third pair must be completed with a tile from the reserve, never with a discard.",
    },
    OptionSpec {
        name: "identical-pair-doubling",
        label: "Identical pairs double the payment",
        kind: ON_OFF,
        default: "off",
        explain: "The payment doubles for each identical (civil) pair in the winning hand.",
    },
    OptionSpec {
        name: "take-any-discard",
        label: "Take the discard even when it pairs with nothing",
        kind: ON_OFF,
        default: "off",
        explain: "The previous discard may be taken even when it completes no pair.",
    },
    OptionSpec {
        name: "payments",
        label: "Payments",
        kind: OptionKind::Choice(&["by-match", "stakes", "points-match"]),
        default: "by-match",
        explain: "Stakes per hand (pagat), or 3 points per opponent with drawn rounds scoring 1 per pair (onlinedominogames); by match: points in a match of several rounds, stakes for a single hand.",
    },
    OptionSpec {
        name: "rounds",
        label: "Rounds in a match",
        kind: OptionKind::Number(1, 100),
        default: "10",
        explain: "Rounds in a match; most points wins.",
    },
];

pub(crate) const THREE_DOZEN: &[OptionSpec] = &[
    OptionSpec {
        name: "set",
        label: "Domino set",
        kind: OptionKind::Choice(&["double-six", "double-nine", "double-twelve"]),
        default: "double-six",
        explain: "The domino set; pairs total twice its highest double (12, 18 or 24).",
    },
    OptionSpec {
        name: "reshuffle-limit",
        label: "Reshuffles allowed",
        kind: OptionKind::Number(0, 100),
        default: "none",
        explain:
            "How often the discards may be reshuffled into a new boneyard before the hand is drawn; with no limit (seed 002) a hand is drawn only when there is nothing left to reshuffle or it has stopped changing (six reshuffles in a row with no hand changing: every tile drawn thrown straight back, no discard taken, no pair laid).",
    },
    OptionSpec {
        name: "rounds",
        label: "Rounds in a match",
        kind: OptionKind::Number(1, 100),
        default: "10",
        explain: "Hands in a match; most stakes won wins.",
    },
];

pub(crate) const KAP_TAI_SHAP: &[OptionSpec] = &[
    OptionSpec {
        name: "sets",
        label: "Domino sets in play",
        kind: OptionKind::Number(1, 12),
        default: "auto",
        explain: "Domino sets shuffled together; by default the fewest with 32 per set ≥ 10 per player + 40.",
    },
    OptionSpec {
        name: "pairs",
        label: "Which tiles pair",
        kind: OptionKind::Choice(&["any-ten-or-twenty", "culin-table"]),
        default: "any-ten-or-twenty",
        explain: "Every two tiles worth 10 or 20 (4-2 counts 3), or exactly the pairs in the seed's table.",
    },
    OptionSpec {
        name: "pickup",
        label: "Face-up tiles that may be picked up",
        kind: OptionKind::Choice(&["any", "last"]),
        default: "any",
        explain: "Before drawing, a player may pick up any face-up tile (Culin), or only the latest discard.",
    },
    OptionSpec {
        name: "rounds",
        label: "Rounds in a match",
        kind: OptionKind::Number(1, 100),
        default: "10",
        explain: "Hands in a match.",
    },
];

pub(crate) const KAP_SHAP: &[OptionSpec] = &[
    OptionSpec {
        name: "pairs",
        label: "Which tiles pair",
        kind: OptionKind::Choice(&["any-ten-or-twenty", "culin-table"]),
        default: "any-ten-or-twenty",
        explain: "Every two tiles worth 10 or 20 (4-2 counts 3), or exactly the pairs in the seed's table.",
    },
    OptionSpec {
        name: "pickup",
        label: "Face-up tiles that may be picked up",
        kind: OptionKind::Choice(&["any", "last"]),
        default: "any",
        explain: "Before drawing, a player may pick up any face-up tile (Culin), or only the latest discard.",
    },
    OptionSpec {
        name: "rounds",
        label: "Rounds in a match",
        kind: OptionKind::Number(1, 100),
        default: "10",
        explain: "Hands in a match.",
    },
];

pub(crate) const MATJOK: &[OptionSpec] = &[
    OptionSpec {
        name: "maximum",
        label: "Maximum payout (Man Kong)",
        kind: OptionKind::Number(100, 10000),
        default: "500",
        explain: "The maximum outcome (Man Kong) each loser pays; jongh pays and receives double. No hand costs a payer more, except the thrower who pays for everyone under sole liability. The rulebook gives only the traditional 500.",
    },
    OptionSpec {
        name: "general-cap",
        label: "No hand worth more than the maximum",
        kind: ON_OFF,
        default: "off",
        explain: "Traditional: no hand is worth more than the maximum after adding, doubling and rounding. Payments to the winner stop at the maximum anyway; what this caps is each loser's own value in the settlement between losers.",
    },
    OptionSpec {
        name: "eight-flowers",
        label: "Eight flowers win",
        kind: OptionKind::Choice(&["man-kong", "sie-van"]),
        default: "man-kong",
        explain: "Eight flowers win the maximum (modern), or Sie Van, four multipliers (traditional).",
    },
    OptionSpec {
        name: "koe-van",
        label: "Koe van (no point counting)",
        kind: ON_OFF,
        default: "off",
        explain: "Koe van: no point counting (a win is worth 10, doubled by its multipliers), no loser settlement, no jongh double, no prevailing wind; the winner becomes jongh.",
    },
    OptionSpec {
        name: "wiel",
        label: "Wiel from Sam Van up",
        kind: ON_OFF,
        default: "off",
        explain: "Each payer adds a wiel of 500 when the win is Sam Van or more (three multipliers or more, or Man Kong).",
    },
    OptionSpec {
        name: "sole-liability",
        label: "Sole liability for dragons and winds",
        kind: ON_OFF,
        default: "off",
        explain: "A side rule: who throws the tile that wins a hand of at least Sam Van with two open dragon sets (a dragon) or three open wind sets (a wind) pays for everyone, four times the value.",
    },
    OptionSpec {
        name: "jongh-double",
        label: "Jongh pays and receives double",
        kind: ON_OFF,
        default: "on",
        explain: "Jongh (East) pays and receives double in every payment, the loser settlement included.",
    },
    OptionSpec {
        name: "invalid-tjok",
        label: "Allow an invalid tjok (and its penalty)",
        kind: ON_OFF,
        default: "off",
        explain: "Let players declare tjok on a hand that is not complete, and pay the invalid-tjok penalty (off: a wrong tjok is refused).",
    },
    OptionSpec {
        name: "winds",
        label: "Prevailing winds in a game",
        kind: OptionKind::Number(1, 4),
        default: "4",
        explain: "Prevailing winds a game runs through: 4 is East to North (the full cycle), 1 is the East round only.",
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
    #[error("\"{0}\" is not NAME=VALUE")]
    Syntax(String),
    #[error("{game} has no option \"{name}\"; its options are: {known}")]
    Unknown {
        game: GameId,
        name: String,
        known: String,
    },
    #[error("option {name} takes {expected}, not \"{value}\"")]
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
            OptionKind::Switch => return Err(value_error("on or off".into())),
            OptionKind::Choice(words) if words.contains(&value) => value.to_string(),
            OptionKind::Choice(words) => {
                return Err(value_error(format!("one of {}", words.join(", "))))
            }
            OptionKind::Number(lo, hi) => match value.parse::<u32>() {
                Ok(v) if (lo..=hi).contains(&v) => v.to_string(),
                _ => return Err(value_error(format!("a whole number from {lo} to {hi}"))),
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
            expected: "a whole number".into(),
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
