//! What the lab measured of the three levels in each game (`make strength`, recorded in
//! docs/PERFORMANCE.md), in the one place the setup page's sentences about the levels
//! read it from. When the bots change, rerun `make strength` and update these figures.

use jjak_engine::games::GameId;

/// One game's figures, from duplicate deals at the player count named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    /// Players at the table the figures come from (two of each level at four).
    pub players: u8,
    /// Of 100 decided rounds between Normal and Beginner, about how many Normal wins.
    pub normal_of_beginner: u8,
    /// Of 100 decided rounds between Strong and Normal, about how many Strong wins.
    pub strong_of_normal: u8,
    /// Matjok: in 100 rounds, about how often a Strong seat and a Normal seat threw the
    /// tile another seat won on.
    pub fed: Option<(u8, u8)>,
}

/// The figures for `game` (docs/PERFORMANCE.md, "AI strength").
pub const fn measured(game: GameId) -> Measured {
    match game {
        GameId::JjakMatChuGi => Measured {
            players: 2,
            normal_of_beginner: 65,
            strong_of_normal: 51,
            fed: None,
        },
        GameId::ThreeDozen => Measured {
            players: 2,
            normal_of_beginner: 70,
            strong_of_normal: 52,
            fed: None,
        },
        GameId::KapTaiShap => Measured {
            players: 2,
            normal_of_beginner: 63,
            strong_of_normal: 56,
            fed: None,
        },
        GameId::KapShap => Measured {
            players: 2,
            normal_of_beginner: 64,
            strong_of_normal: 54,
            fed: None,
        },
        GameId::Matjok => Measured {
            players: 4,
            normal_of_beginner: 91,
            strong_of_normal: 51,
            fed: Some((17, 20)),
        },
    }
}
