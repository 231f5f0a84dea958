//! Named rule sets for the setup screen: the usual ways each game is played, each a few
//! option values over the defaults.

use crate::games::GameId;
use crate::options::{specs, Options};
use jjak_words::{w, Words};

#[derive(Debug)]
pub struct Preset {
    /// The name as used in links (`pagat-stakes`): the English name's, in every language.
    pub key: &'static str,
    pub name: Words,
    /// Where the rule set comes from, in a line.
    pub about: Words,
    /// Options that differ from the defaults.
    pub settings: &'static [(&'static str, &'static str)],
}

pub(crate) const JJAK: &[Preset] = &[
    Preset {
        key: "standard",
        name: w!(eng_preset_standard),
        about: w!(eng_preset_standard_about),
        settings: &[],
    },
    Preset {
        key: "pagat-stakes",
        name: w!(eng_preset_pagat_stakes),
        about: w!(eng_preset_pagat_stakes_about),
        settings: &[("payments", "stakes")],
    },
    Preset {
        key: "culin",
        name: w!(eng_preset_culin),
        about: w!(eng_preset_culin_about),
        settings: &[("military", "culin-alternate")],
    },
    Preset {
        key: "polovinkin",
        name: w!(eng_preset_polovinkin),
        about: w!(eng_preset_polovinkin_about),
        settings: &[("polovinkin", "on")],
    },
];

pub(crate) const THREE_DOZEN: &[Preset] = &[
    Preset {
        key: "double-six",
        name: w!(eng_preset_double_six),
        about: w!(eng_preset_double_six_about),
        settings: &[],
    },
    Preset {
        key: "double-nine",
        name: w!(eng_preset_double_nine),
        about: w!(eng_preset_double_nine_about),
        settings: &[("set", "double-nine")],
    },
    Preset {
        key: "double-twelve",
        name: w!(eng_preset_double_twelve),
        about: w!(eng_preset_double_twelve_about),
        settings: &[("set", "double-twelve")],
    },
];

pub(crate) const KAP: &[Preset] = &[
    Preset {
        key: "culin-any-face-up-tile",
        name: w!(eng_preset_culin_any),
        about: w!(eng_preset_culin_any_about),
        settings: &[],
    },
    Preset {
        key: "seeds-table",
        name: w!(eng_preset_seeds_table),
        about: w!(eng_preset_seeds_table_about),
        settings: &[("pairs", "culin-table")],
    },
    Preset {
        key: "latest-discard-only",
        name: w!(eng_preset_latest_only),
        about: w!(eng_preset_latest_only_about),
        settings: &[("pickup", "last")],
    },
];

pub(crate) const MATJOK: &[Preset] = &[
    Preset {
        key: "rulebook-v15",
        name: w!(eng_preset_rulebook),
        about: w!(eng_preset_rulebook_about),
        settings: &[],
    },
    Preset {
        key: "traditional",
        name: w!(eng_preset_traditional),
        about: w!(eng_preset_traditional_about),
        settings: &[
            ("general-cap", "on"),
            ("eight-flowers", "sie-van"),
            ("wiel", "on"),
        ],
    },
    Preset {
        key: "koe-van",
        name: w!(eng_preset_koe_van),
        about: w!(eng_preset_koe_van_about),
        settings: &[("koe-van", "on")],
    },
    Preset {
        key: "east-round-only",
        name: w!(eng_preset_east_only),
        about: w!(eng_preset_east_only_about),
        settings: &[("winds", "1")],
    },
];

/// Preset names links used before a rename, and the preset each now means: "Pagat
/// standard" was the default rule set, "Points match" the same game in a match.
const RENAMED: &[(GameId, &str, &str)] = &[
    (GameId::JjakMatChuGi, "pagat-standard", "standard"),
    (GameId::JjakMatChuGi, "points-match", "standard"),
];

/// The preset a link names by `id` (an old name too).
pub fn preset_named(game: GameId, id: &str) -> Option<&'static Preset> {
    let id = RENAMED
        .iter()
        .find(|(g, old, _)| *g == game && *old == id)
        .map_or(id, |(_, _, new)| new);
    presets(game).iter().find(|p| p.id() == id)
}

/// The named rule sets of `game` (its declaration's, `games::GameSpec`).
pub fn presets(game: GameId) -> &'static [Preset] {
    game.spec().presets
}

impl Preset {
    /// The name as used in links: "Pagat stakes" is `pagat-stakes`.
    pub fn id(&self) -> String {
        self.key.to_string()
    }

    /// The preset's options for `game` (every setting is checked against its list).
    pub fn options(&self, game: GameId) -> Options {
        let mut o = Options::default();
        for (name, value) in self.settings {
            // a preset the game refuses would be a bug in the table above; tests check it
            let _ = o.set(game, name, value);
        }
        o
    }

    /// Whether `options` play exactly this preset (every option at the same value).
    pub fn matches(&self, game: GameId, options: &Options) -> bool {
        let mine = self.options(game);
        specs(game)
            .iter()
            .all(|s| mine.value(game, s.name).ok() == options.value(game, s.name).ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seed 000 (pagat): a win is paid one stake by each opponent, a discard win by the
    /// discarder for everyone, a drawn round pays nothing; seed 001 scores points.
    #[test]
    fn pagat_stakes_plays_pagat_s_payments_and_standard_the_online_points() {
        use crate::pair_game::PairRules;
        let g = GameId::JjakMatChuGi;
        let rules = |name: &str| {
            let p = presets(g).iter().find(|p| p.name.text() == name).unwrap();
            PairRules::new(g, &p.options(g)).unwrap()
        };
        assert!(!rules("Pagat stakes").points_match, "stakes in a match too");
        assert!(
            rules("Standard").points_match,
            "a ten-round match scores points"
        );
    }

    #[test]
    fn every_preset_is_valid_and_distinct() {
        for g in GameId::ALL {
            let list = presets(g);
            assert!(!list.is_empty());
            for p in list {
                let mut o = Options::default();
                for (name, value) in p.settings {
                    o.set(g, name, value).unwrap();
                }
                assert!(p.matches(g, &o), "{}", p.name);
            }
            for p in list {
                let id = p.id();
                assert!(!id.is_empty() && !id.contains(' '), "{id}");
                assert_eq!(list.iter().filter(|q| q.id() == id).count(), 1, "{id}");
            }
            assert!(
                list[0].matches(g, &Options::default()),
                "the first is the default"
            );
            for (i, a) in list.iter().enumerate() {
                for b in &list[i + 1..] {
                    assert!(!b.matches(g, &a.options(g)), "{} vs {}", a.name, b.name);
                }
            }
        }
    }
}
