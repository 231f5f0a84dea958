//! A game setup as URL query parameters, so a deal can be shared:
//! `/play?game=kap-shap&seed=42&pickup=last&ai=strong` (`preset=culin` for a named rule
//! set). Every parameter is checked; a bad
//! one is reported in words and left at its default, never fatal.

use crate::ai::Level;
use crate::engine::games::GameId;
use crate::engine::options::{specs, Options};
use crate::play::presets::presets;
use crate::play::session::Setup;

/// What a setup URL asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupQuery {
    pub game: GameId,
    pub players: u8,
    pub options: Options,
    pub seed: Option<u64>,
    /// The level of the computer seats.
    pub ai: Level,
}

impl SetupQuery {
    pub fn new(game: GameId) -> SetupQuery {
        SetupQuery {
            game,
            players: game.players().0.max(2),
            options: Options::default(),
            seed: None,
            ai: Level::Normal,
        }
    }

    /// Reads `key=value` pairs (already percent-decoded). Returns the setup and a sentence
    /// for each parameter that could not be used.
    pub fn parse<'a>(
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> (SetupQuery, Vec<String>) {
        let pairs: Vec<(&str, &str)> = pairs.into_iter().collect();
        let mut problems = Vec::new();
        let game = match pairs.iter().find(|(k, _)| *k == "game") {
            None => GameId::JjakMatChuGi,
            Some((_, v)) => v.parse::<GameId>().unwrap_or_else(|_| {
                problems.push(format!(
                    "There is no game \"{v}\"; the games are {}.",
                    GameId::ALL.map(|g| g.id()).join(", ")
                ));
                GameId::JjakMatChuGi
            }),
        };
        let mut q = SetupQuery::new(game);
        // a named rule set first; options given beside it change it
        if let Some((_, id)) = pairs.iter().find(|(k, _)| *k == "preset") {
            match presets(game).iter().find(|p| p.id() == *id) {
                Some(p) => q.options = p.options(game),
                None => problems.push(format!(
                    "{} has no preset \"{id}\"; its presets are {}.",
                    game.name(),
                    presets(game)
                        .iter()
                        .map(|p| p.id())
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            }
        }
        for (key, value) in pairs {
            match key {
                "game" | "preset" => {}
                "players" => {
                    let (lo, hi) = game.players();
                    match value.parse::<u8>() {
                        Ok(n) if (lo..=hi).contains(&n) => q.players = n,
                        _ => problems.push(format!(
                            "{} is played by {lo} to {hi} players, not \"{value}\".",
                            game.name()
                        )),
                    }
                }
                "seed" => match value.parse::<u64>() {
                    Ok(s) => q.seed = Some(s),
                    Err(_) => {
                        problems.push(format!("The seed must be a whole number, not \"{value}\"."))
                    }
                },
                "ai" => match value.parse::<Level>() {
                    Ok(l) => q.ai = l,
                    Err(e) => problems.push(format!("The computer players' level: {e}.")),
                },
                name => {
                    if let Err(e) = q.options.set(game, name, value) {
                        problems.push(format!("{e}."));
                    }
                }
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
        parts.join("&")
    }
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
        assert_eq!(q.options.value(GameId::KapShap, "pickup"), "last");
        assert_eq!(parse(&q.to_query()).0, q);
        assert_eq!(parse("").0, SetupQuery::new(GameId::JjakMatChuGi));
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
            "culin-alternate"
        );
        assert!(q.options.switch(GameId::JjakMatChuGi, "polovinkin"));
        let (_, problems) = parse("game=kap-shap&preset=chess");
        assert!(
            problems[0].contains("culin-any-face-up-tile"),
            "{problems:?}"
        );
        let (q, problems) = parse("game=chess");
        assert_eq!(q.game, GameId::JjakMatChuGi);
        assert!(problems[0].contains("no game \"chess\""));
    }
}
