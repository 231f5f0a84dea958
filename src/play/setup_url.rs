//! A game setup as URL query parameters, so a deal can be shared:
//! `/play?game=kap-shap&seed=42&pickup=last&ai=strong` (`preset=culin` for a named rule
//! set). Every parameter is checked; a bad
//! one is reported in words and left at its default, never fatal.

use crate::ai::Level;
use crate::engine::catalog::GameRules;
use crate::engine::games::GameId;
use crate::engine::options::{specs, Options};
use crate::play::presets::{preset_named, presets};
use crate::play::session::Setup;
use jjak_words::t;

/// What a setup URL asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupQuery {
    pub game: GameId,
    pub players: u8,
    pub options: Options,
    pub seed: Option<u64>,
    /// The level of the computer seats.
    pub ai: Level,
    /// A guided game: starting it turns the guide on (opening the link changes nothing).
    pub guide: bool,
}

impl SetupQuery {
    pub fn new(game: GameId) -> SetupQuery {
        SetupQuery {
            game,
            players: limits(game, &Options::default()).0.max(2),
            options: Options::default(),
            seed: None,
            ai: Level::Normal,
            guide: false,
        }
    }

    /// Reads `key=value` pairs (already percent-decoded). Returns the setup and a sentence
    /// for each parameter that could not be used. A parameter given twice is used once.
    pub fn parse<'a>(
        given: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> (SetupQuery, Vec<String>) {
        let mut problems = Vec::new();
        let mut pairs: Vec<(&str, &str)> = Vec::new();
        let mut repeated: Vec<&str> = Vec::new();
        for (k, v) in given {
            if !pairs.iter().any(|(seen, _)| *seen == k) {
                pairs.push((k, v));
            } else if !repeated.contains(&k) {
                repeated.push(k);
                problems.push(t!(play_url_repeated, name = k));
            }
        }
        let game = match pairs.iter().find(|(k, _)| *k == "game") {
            None => GameId::JjakMatChuGi,
            Some((_, v)) => v.parse::<GameId>().unwrap_or_else(|_| {
                problems.push(t!(
                    play_url_no_game,
                    value = v,
                    games = GameId::ALL.map(|g| g.id()).join(", ")
                ));
                GameId::JjakMatChuGi
            }),
        };
        let mut q = SetupQuery::new(game);
        // a named rule set first; options given beside it change it
        if let Some((_, id)) = pairs.iter().find(|(k, _)| *k == "preset") {
            match preset_named(game, id) {
                Some(p) => q.options = p.options(game),
                None => problems.push(t!(
                    play_url_no_preset,
                    game = game.name(),
                    preset = id,
                    presets = presets(game)
                        .iter()
                        .map(|p| p.id())
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            }
        }
        // the options first, since the player limits depend on them (reported in order below)
        let mut refused: Vec<(&str, String)> = Vec::new();
        for &(key, value) in &pairs {
            if !SETTINGS.contains(&key) {
                if let Err(e) = q.options.set(game, key, value) {
                    refused.push((key, format!("{e}.")));
                }
            }
        }
        for &(key, value) in &pairs {
            match key {
                "game" | "preset" => {}
                // the player limits are the rule set's (Three Dozen with double-twelve takes 12)
                "players" => {
                    let (lo, hi) = limits(game, &q.options);
                    match value.parse::<u8>() {
                        Ok(n) if (lo..=hi).contains(&n) => q.players = n,
                        _ => problems.push(t!(
                            play_url_players,
                            game = game.name(),
                            lo = lo,
                            hi = hi,
                            value = value
                        )),
                    }
                }
                "seed" => match value.parse::<u64>() {
                    Ok(s) => q.seed = Some(s),
                    Err(_) => problems.push(t!(play_url_seed, value = value)),
                },
                "guide" => match value {
                    "on" => q.guide = true,
                    "off" => q.guide = false,
                    _ => problems.push(t!(play_url_guide, value = value)),
                },
                "ai" => match value.parse::<Level>() {
                    Ok(l) => q.ai = l,
                    Err(e) => problems.push(t!(play_url_level, why = e)),
                },
                name => problems.extend(
                    refused
                        .iter()
                        .filter(|(k, _)| *k == name)
                        .map(|(_, e)| e.clone()),
                ),
            }
        }
        (q, problems)
    }

    /// The table this asks for: one human ("You") against computers of its level.
    pub fn setup(&self) -> Setup {
        let mut setup = Setup::against_computer(self.game, self.players, self.ai);
        setup.options = self.options.clone();
        setup
    }

    /// The query string (without `?`) that gives this setup back; options at their
    /// default are left out.
    pub fn to_query(&self) -> String {
        let mut parts = vec![
            format!("game={}", self.game.id()),
            format!("players={}", self.players),
        ];
        for spec in specs(self.game) {
            if let Some(v) = self.options.get(spec.name) {
                if v != spec.default {
                    parts.push(format!("{}={v}", spec.name));
                }
            }
        }
        if self.ai != Level::Normal {
            parts.push(format!("ai={}", self.ai.id()));
        }
        if let Some(s) = self.seed {
            parts.push(format!("seed={s}"));
        }
        if self.guide {
            parts.push("guide=on".into());
        }
        parts.join("&")
    }
}

/// The parameters that are not rule options.
const SETTINGS: [&str; 6] = ["game", "preset", "players", "seed", "guide", "ai"];

/// The fewest and the most players of `game` with `options` (options that do not make a
/// rule set, which `Options::set` never lets through, fall back to the game's defaults).
pub fn limits(game: GameId, options: &Options) -> (u8, u8) {
    GameRules::new(game, options)
        .or_else(|_| GameRules::new(game, &Options::default()))
        .map_or((2, 2), |r| r.players())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(q: &str) -> (SetupQuery, Vec<String>) {
        SetupQuery::parse(
            q.split('&')
                .filter(|p| !p.is_empty())
                .map(|p| p.split_once('=').unwrap_or((p, ""))),
        )
    }

    #[test]
    fn a_setup_round_trips_through_its_query() {
        let (q, problems) = parse("game=kap-shap&seed=42&pickup=last&ai=strong");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(q.game, GameId::KapShap);
        assert_eq!(q.seed, Some(42));
        assert_eq!(q.ai, Level::Strong);
        assert_eq!(q.options.value(GameId::KapShap, "pickup"), Ok("last"));
        assert_eq!(parse(&q.to_query()).0, q);
        assert_eq!(parse("").0, SetupQuery::new(GameId::JjakMatChuGi));
    }

    #[test]
    fn the_player_limits_are_the_rule_set_s_whatever_the_order_of_the_parameters() {
        let (q, problems) = parse("game=three-dozen&players=8&set=double-nine");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(q.players, 8);
        let (q, problems) = parse("game=three-dozen&set=double-twelve&players=12");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(q.players, 12);
        let (_, problems) = parse("game=three-dozen&players=8");
        assert!(problems[0].contains("2 to 5 players"), "{problems:?}");
    }

    #[test]
    fn bad_parameters_are_reported_and_left_at_their_default() {
        let (q, problems) = parse("game=matjok&players=9&seed=x&winds=7&colour=red&ai=genius");
        assert_eq!(q, SetupQuery::new(GameId::Matjok));
        assert_eq!(problems.len(), 5, "{problems:?}");
        assert!(problems[0].contains("4 to 4 players"), "{problems:?}");
        assert!(problems[1].contains("whole number"));
        assert!(problems[2].contains("winds"));
        assert!(problems[3].contains("no option \"colour\""));
        let (q, problems) = parse("game=jjak-mat-chu-gi&preset=culin&polovinkin=on");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(
            q.options.value(GameId::JjakMatChuGi, "military"),
            Ok("culin-alternate")
        );
        assert_eq!(
            q.options.switch(GameId::JjakMatChuGi, "polovinkin"),
            Ok(true)
        );
        // links made before the presets were renamed still read
        let (q, problems) = parse("game=jjak-mat-chu-gi&preset=pagat-standard");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(q.options, crate::engine::options::Options::default());
        let (_, problems) = parse("game=kap-shap&preset=chess");
        assert!(
            problems[0].contains("culin-any-face-up-tile"),
            "{problems:?}"
        );
        let (q, problems) = parse("game=chess");
        assert_eq!(q.game, GameId::JjakMatChuGi);
        assert!(problems[0].contains("no game \"chess\""));
    }

    /// One parser and one printer: every value of every option of every game, written
    /// as a link may write it, reads back the same from the printed query.
    #[test]
    fn every_option_value_round_trips_through_the_share_link() {
        use crate::engine::options::OptionKind;
        let mut checked = 0;
        for game in GameId::ALL {
            for spec in specs(game) {
                let values: Vec<String> = match spec.kind {
                    OptionKind::Switch => vec!["on".into(), "off".into()],
                    OptionKind::Choice(words) => words.iter().map(|w| w.to_string()).collect(),
                    OptionKind::Number(lo, hi) => (lo..=hi)
                        .flat_map(|n| [n.to_string(), format!("+{n}"), format!("0{n}")])
                        .collect(),
                };
                for value in values {
                    let asked = format!("game={}&{}={value}&seed=9&guide=on", game.id(), spec.name);
                    let (q, problems) = parse(&asked);
                    assert!(problems.is_empty(), "{asked}: {problems:?}");
                    let printed = q.to_query();
                    assert!(!printed.contains('+'), "{printed}");
                    let (again, problems) = parse(&printed);
                    assert!(problems.is_empty(), "{printed}: {problems:?}");
                    // the same game (a value at its default is left out of the link)
                    let effective = |q: &SetupQuery| {
                        let values: Vec<String> = specs(game)
                            .iter()
                            .map(|s| q.options.value(game, s.name).unwrap().to_string())
                            .collect();
                        (q.game, q.players, q.seed, q.ai, q.guide, values)
                    };
                    assert_eq!(effective(&again), effective(&q), "{asked} -> {printed}");
                    assert_eq!(again.to_query(), printed);
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn a_parameter_given_twice_is_used_once_and_named() {
        let (q, problems) = parse("game=kap-shap&seed=1&seed=2&seed=3");
        assert_eq!(q.seed, Some(1));
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("\"seed\" is given more than once"));
        let (q, problems) = parse("guide=maybe");
        assert!(!q.guide);
        assert!(problems[0].contains("\"on\" or \"off\""));
    }
}
