//! What the lab measured of the three levels in each game (`make strength`, recorded in
//! docs/PERFORMANCE.md), in the one place the setup page's sentences about the levels
//! read it from. When the bots change, rerun `make strength` and update these figures.

use jjak_engine::games::GameId;

/// One game's figures, from duplicate deals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    /// Of 100 decided rounds between Normal and Beginner, about how many Normal wins.
    pub normal_of_beginner: u8,
    /// Of 100 decided rounds between Strong and Normal, about how many Strong wins.
    pub strong_of_normal: u8,
    /// Matjok: in 100 rounds, about how often a Strong seat and a Normal seat threw the
    /// tile another seat won on.
    pub fed: Option<(u8, u8)>,
    /// Matjok: a Strong seat's mean points a round against Normal, and the 95% margin.
    pub points: Option<(i16, u16)>,
}

/// The figures for `game`: `make strength` of 2026-11-27 (docs/PERFORMANCE.md, "AI
/// strength"), two players (Matjok: two Strong or Normal seats against two of the other,
/// 4,000 deals, the margin taken over deals).
pub const fn measured(game: GameId) -> Measured {
    // (of decided rounds, rounded down: K'ap Tái Shap's strong took 58.5 of 100)
    let (normal_of_beginner, strong_of_normal) = match game {
        GameId::JjakMatChuGi => (63, 52),
        GameId::ThreeDozen => (71, 52),
        GameId::KapTaiShap => (64, 58),
        GameId::KapShap => (65, 55),
        GameId::Matjok => (91, 52),
    };
    let matjok = matches!(game, GameId::Matjok);
    Measured {
        normal_of_beginner,
        strong_of_normal,
        fed: if matjok { Some((17, 21)) } else { None },
        points: if matjok { Some((4, 3)) } else { None },
    }
}
