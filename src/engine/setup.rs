//! Errors in setting up a game: a player count outside the limits, a bad option.

use super::core::Seat;
use super::games::GameId;
use super::options::OptionError;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{game} is played by {min} to {max} players, not {players}")]
    Players {
        game: GameId,
        players: u8,
        min: u8,
        max: u8,
    },
    #[error("{game} is played by {min} to {max} players, not {seats}")]
    Seats {
        game: GameId,
        seats: usize,
        min: u8,
        max: u8,
    },
    #[error("{players} players need at least {needed} domino sets, not {sets}")]
    NotEnoughTiles { sets: u8, players: u8, needed: u8 },
    #[error("the deal does not hold exactly the game's tiles, 6 for the first player and 5 for each other")]
    BadDeal,
    #[error("the wall does not hold exactly the tiles of {sets} domino sets")]
    BadWall { sets: u8 },
    #[error("the tiles given for the deal are not the game's: {0}")]
    Tiles(String),
    #[error("four dice showing 1 to 6 are thrown, not {0:?}")]
    BadDice([u8; 4]),
    #[error("there is no seat {0} to start")]
    NoSuchSeat(Seat),
    #[error(transparent)]
    Option(#[from] OptionError),
    #[error("{0} is not played with this engine")]
    WrongEngine(GameId),
}

/// Refuses a player count outside `(min, max)`, the limits of `game`'s rule set.
pub fn check_players(game: GameId, players: u8, (min, max): (u8, u8)) -> Result<(), SetupError> {
    if (min..=max).contains(&players) {
        Ok(())
    } else {
        Err(SetupError::Players {
            game,
            players,
            min,
            max,
        })
    }
}
