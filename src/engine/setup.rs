//! Errors in setting up a game: a player count outside the limits, a bad option.

use super::core::Seat;
use super::games::GameId;
use super::options::OptionError;
use jjak_words::t;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{}", t!(eng_setup_players, game = .game, min = .min, max = .max, players = .players))]
    Players {
        game: GameId,
        players: u8,
        min: u8,
        max: u8,
    },
    #[error("{}", t!(eng_setup_players, game = .game, min = .min, max = .max, players = .seats))]
    Seats {
        game: GameId,
        seats: usize,
        min: u8,
        max: u8,
    },
    #[error("{}", t!(eng_setup_not_enough_tiles, players = .players, needed = .needed, sets = .sets))]
    NotEnoughTiles { sets: u8, players: u8, needed: u8 },
    #[error("{}", t!(eng_setup_bad_deal))]
    BadDeal,
    #[error("{}", t!(eng_setup_bad_wall, sets = .sets))]
    BadWall { sets: u8 },
    #[error("{}", t!(eng_setup_tiles, detail = .0))]
    Tiles(String),
    #[error("{}", t!(eng_setup_bad_dice, dice = format!("{:?}", .0)))]
    BadDice([u8; 4]),
    #[error("{}", t!(eng_setup_no_such_seat, seat = .0))]
    NoSuchSeat(Seat),
    #[error(transparent)]
    Option(#[from] OptionError),
    #[error("{}", t!(eng_setup_wrong_engine, game = .0))]
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
