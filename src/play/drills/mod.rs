//! The drills (issue 52): practice one thing until it is known. Which tiles pair? (the
//! domino games' pairing rules), Which tile? (a position where the strong computer's choice
//! is clearly best, in every game) and Count this hand (a Matjok hand won in the lab's
//! games). A drill is a list of questions, each with an id; what the player answered is
//! kept by `play::practice`, which also brings a missed question back.

pub mod count;
pub mod pairs;
pub mod which_tile;

use jjak_words::t;

use crate::engine::games::GameId;

/// What a drill practises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Pairs,
    WhichTile,
    Count,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Pairs, Kind::WhichTile, Kind::Count];

    /// Its name in addresses and in the practice record.
    pub fn id(self) -> &'static str {
        match self {
            Kind::Pairs => "pairs",
            Kind::WhichTile => "which-tile",
            Kind::Count => "count",
        }
    }

    pub fn of_id(id: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.id() == id)
    }
}

/// A drill: what it practises, in which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drill {
    pub kind: Kind,
    pub game: GameId,
}

/// Why a drill or a question cannot be shown.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DrillError {
    #[error("{}", t!(drill_no_such_drill, name = .0))]
    NoSuchDrill(String),
    #[error("{}", t!(drill_no_such_question, id = .0))]
    NoSuchQuestion(String),
    #[error("{}", t!(drill_not_a_position))]
    NotADrillPosition,
    #[error("{}", t!(drill_bad_position, why = .0))]
    Position(String),
    #[error("{}", t!(drill_bad_hand, why = .0))]
    Hand(String),
    #[error("{0}")]
    Rules(String),
}

impl Drill {
    /// Every drill, in the order the drills page lists them.
    pub fn all() -> Vec<Drill> {
        let mut all = Vec::new();
        for kind in Kind::ALL {
            for game in GameId::ALL {
                let drill = Drill { kind, game };
                if drill.exists() {
                    all.push(drill);
                }
            }
        }
        all
    }

    /// Whether the game has this drill: pairs in the domino games, counting in Matjok,
    /// positions in every game.
    fn exists(self) -> bool {
        match self.kind {
            Kind::Pairs => pairs::has_drill(self.game),
            Kind::WhichTile => true,
            Kind::Count => self.game == GameId::Matjok,
        }
    }

    /// The drill an address names (`drill=pairs&game=three-dozen`).
    pub fn parse(kind: &str, game: &str) -> Result<Drill, DrillError> {
        let name = || {
            format!("{kind}/{game}")
                .chars()
                .take(40)
                .collect::<String>()
        };
        let kind = Kind::of_id(kind).ok_or_else(|| DrillError::NoSuchDrill(name()))?;
        let game = GameId::ALL
            .into_iter()
            .find(|g| g.id() == game)
            .ok_or_else(|| DrillError::NoSuchDrill(name()))?;
        let drill = Drill { kind, game };
        drill
            .exists()
            .then_some(drill)
            .ok_or_else(|| DrillError::NoSuchDrill(name()))
    }

    /// Its name in the practice record: `which-tile/matjok`.
    pub fn name(self) -> String {
        format!("{}/{}", self.kind.id(), self.game.id())
    }

    /// Its address below the app's root.
    pub fn address(self) -> String {
        format!("drills?drill={}&game={}", self.kind.id(), self.game.id())
    }

    /// Its title: "Which tiles pair? Jjak-mat-chu-gi".
    pub fn title(self) -> String {
        let game = self.game.name();
        match self.kind {
            Kind::Pairs => t!(drill_pairs_title, game = game),
            Kind::WhichTile => t!(drill_which_tile_title, game = game),
            Kind::Count => t!(drill_count_title, game = game),
        }
    }

    /// What it asks, in a sentence.
    pub fn summary(self) -> &'static str {
        match self.kind {
            Kind::Pairs => t!(drill_pairs_summary),
            Kind::WhichTile => t!(drill_which_tile_summary),
            Kind::Count => t!(drill_count_summary),
        }
    }

    /// Its questions' ids, in the order they are asked.
    pub fn questions(self) -> Vec<String> {
        match self.kind {
            Kind::Pairs => pairs::faces(self.game)
                .iter()
                .map(|d| d.to_string())
                .collect(),
            Kind::WhichTile => which_tile::ids(self.game),
            Kind::Count => count::ids(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game has a position drill, the domino games a pairs drill, Matjok a counting
    /// drill; each has questions; an address names a drill or says which it does not.
    #[test]
    fn every_game_has_its_drills() {
        let all = Drill::all();
        for game in GameId::ALL {
            let kinds: Vec<Kind> = all
                .iter()
                .filter(|d| d.game == game)
                .map(|d| d.kind)
                .collect();
            let expected = if game == GameId::Matjok {
                vec![Kind::WhichTile, Kind::Count]
            } else {
                vec![Kind::Pairs, Kind::WhichTile]
            };
            assert_eq!(kinds, expected, "{game:?}");
        }
        for d in &all {
            assert!(!d.questions().is_empty(), "{}", d.name());
            assert_eq!(Drill::parse(d.kind.id(), d.game.id()).as_ref(), Ok(d));
        }
        assert!(Drill::parse("pairs", "matjok").is_err());
        assert!(Drill::parse("count", "kap-shap").is_err());
        assert!(Drill::parse("x", "matjok").is_err());
    }
}
