//! Named rule sets for the setup screen: the usual ways each game is played, each a few
//! option values over the defaults.

use crate::games::GameId;
use crate::options::{specs, Options};

#[derive(Debug)]
pub struct Preset {
    pub name: &'static str,
    /// Where the rule set comes from, in a line.
    pub about: &'static str,
    /// Options that differ from the defaults.
    pub settings: &'static [(&'static str, &'static str)],
}

pub(crate) const JJAK: &[Preset] = &[
    Preset {
        name: "Standard",
        about: "Pairs as pagat.com gives them; a match scored as onlinedominogames scores it: 3 points from each opponent for a win, 1 point per laid pair when a round is drawn.",
        settings: &[],
    },
    Preset {
        name: "Pagat stakes",
        about: "Pagat's payments: each opponent pays the winner a stake (on a discard, the discarder pays for all); a drawn round pays nothing.",
        settings: &[("payments", "stakes")],
    },
    Preset {
        name: "Culin",
        about: "Stewart Culin's Korean pairing of the military tiles (1895).",
        settings: &[("military", "culin-alternate")],
    },
    Preset {
        name: "Polovinkin",
        about: "Any player may snatch the latest discard out of turn to complete a pair.",
        settings: &[("polovinkin", "on")],
    },
];

pub(crate) const THREE_DOZEN: &[Preset] = &[
    Preset {
        name: "Double-six",
        about: "The standard game: 28 tiles, pairs totalling twelve.",
        settings: &[],
    },
    Preset {
        name: "Double-nine",
        about: "55 tiles, pairs totalling eighteen, room for more players.",
        settings: &[("set", "double-nine")],
    },
    Preset {
        name: "Double-twelve",
        about: "91 tiles, pairs totalling twenty-four.",
        settings: &[("set", "double-twelve")],
    },
];

pub(crate) const KAP: &[Preset] = &[
    Preset {
        name: "Culin, any face-up tile",
        about: "Any ten or twenty pairs; any face-up tile may be picked up.",
        settings: &[],
    },
    Preset {
        name: "Seed's table",
        about: "Exactly the pairs listed in the seed's table.",
        settings: &[("pairs", "culin-table")],
    },
    Preset {
        name: "Latest discard only",
        about: "Only the latest discard may be picked up, as in most draw-and-discard games.",
        settings: &[("pickup", "last")],
    },
];

pub(crate) const MATJOK: &[Preset] = &[
    Preset {
        name: "Rulebook v1.5",
        about: "The Matjok rulebook's modern rules, jongh paying and receiving double.",
        settings: &[],
    },
    Preset {
        name: "Traditional",
        about: "The general cap at the maximum, Sie Van for eight flowers, a wiel from Sam Van up.",
        settings: &[
            ("general-cap", "on"),
            ("eight-flowers", "sie-van"),
            ("wiel", "on"),
        ],
    },
    Preset {
        name: "Koe van",
        about: "No point counting: a win is worth 10, doubled by its multipliers; the winner becomes jongh.",
        settings: &[("koe-van", "on")],
    },
    Preset {
        name: "East round only",
        about: "A short game: one prevailing wind.",
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
        self.name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == ' ' || *c == '-')
            .map(|c| {
                if c == ' ' {
                    '-'
                } else {
                    c.to_ascii_lowercase()
                }
            })
            .collect()
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
            let p = presets(g).iter().find(|p| p.name == name).unwrap();
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
