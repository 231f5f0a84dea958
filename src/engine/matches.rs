//! Matches: a fixed number of rounds of one game (for Matjok: until the prevailing winds
//! have gone round), running scores, and who starts each round.

use serde::{Deserialize, Serialize};

use super::core::{derive_seed, Seat};
use super::games::GameId;
use super::kap::{KapGame, KapRules};
use super::matjok::game::{check_players, MatjokGame, MatjokRules, Rotation};
use super::options::Options;
use super::pair_game::{PairGame, PairRules};
use super::setup::SetupError;

/// The round being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MatchRound {
    Pair(PairGame),
    Kap(KapGame),
    Matjok(MatjokGame),
}

impl MatchRound {
    pub fn outcome(&self) -> Option<&super::core::Outcome> {
        match self {
            MatchRound::Pair(g) => g.outcome(),
            MatchRound::Kap(g) => g.outcome(),
            MatchRound::Matjok(g) => g.outcome(),
        }
    }

    pub fn first(&self) -> Seat {
        match self {
            MatchRound::Pair(g) => g.first(),
            MatchRound::Kap(g) => g.first(),
            MatchRound::Matjok(g) => g.jongh(),
        }
    }
}

/// One finished round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub first: Seat,
    pub winner: Option<Seat>,
    pub payments: Vec<i32>,
    pub explanation: String,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    #[error("the round is still being played")]
    RoundNotOver,
    #[error("the match is over")]
    MatchOver,
    #[error(transparent)]
    Setup(#[from] SetupError),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    game: GameId,
    options: Options,
    players: u8,
    seed: u64,
    rounds: u32,
    scores: Vec<i32>,
    results: Vec<RoundResult>,
    current: MatchRound,
    /// Matjok: jongh and the prevailing wind; `None` once the last wind is over.
    #[serde(default)]
    rotation: Option<Rotation>,
}

impl Match {
    /// Starts a match; its length is the game's `rounds` option (10 by default), or for
    /// Matjok the cycle of prevailing winds (`rounds` is then 0).
    pub fn new(
        game: GameId,
        options: Options,
        players: u8,
        seed: u64,
    ) -> Result<Match, SetupError> {
        let rotation = (game == GameId::Matjok).then(Rotation::start);
        let rounds = if rotation.is_some() {
            0
        } else {
            options.number(game, "rounds").unwrap_or(10)
        };
        let current = deal(
            game,
            &options,
            players,
            derive_seed(seed, 0),
            None,
            rotation,
        )?;
        Ok(Match {
            game,
            options,
            players,
            seed,
            rounds,
            scores: vec![0; players as usize],
            results: vec![],
            current,
            rotation,
        })
    }

    /// Matjok: jongh and the prevailing wind of the round being played.
    pub fn rotation(&self) -> Option<Rotation> {
        self.rotation
    }

    pub fn game(&self) -> GameId {
        self.game
    }
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn rounds(&self) -> u32 {
        self.rounds
    }
    /// Running scores, the finished rounds' payments added up.
    pub fn scores(&self) -> &[i32] {
        &self.scores
    }
    pub fn results(&self) -> &[RoundResult] {
        &self.results
    }
    pub fn current(&self) -> &MatchRound {
        &self.current
    }
    pub fn current_mut(&mut self) -> &mut MatchRound {
        &mut self.current
    }
    /// Number of the round being played, from 1.
    pub fn round_number(&self) -> u32 {
        self.results.len() as u32 + 1
    }

    /// Whether the last round is finished (and recorded with [`Match::finish_round`]).
    pub fn is_over(&self) -> bool {
        if self.game == GameId::Matjok {
            return self.rotation.is_none();
        }
        self.results.len() as u32 >= self.rounds
    }

    /// The seats with the highest score.
    pub fn leaders(&self) -> Vec<Seat> {
        let best = self.scores.iter().copied().max().unwrap_or(0);
        (0..self.players)
            .filter(|&s| self.scores[s as usize] == best)
            .collect()
    }

    /// Records the finished round and deals the next one, unless that was the last.
    /// The winner starts the next round; after a drawn round, the player after the
    /// previous first player does (seed 001). In the K'ap games the dice choose again,
    /// thrown by that same player.
    pub fn finish_round(&mut self) -> Result<(), MatchError> {
        if self.is_over() {
            return Err(MatchError::MatchOver);
        }
        let outcome = self
            .current
            .outcome()
            .ok_or(MatchError::RoundNotOver)?
            .clone();
        let first = self.current.first();
        for (score, paid) in self.scores.iter_mut().zip(&outcome.payments) {
            *score += paid;
        }
        self.results.push(RoundResult {
            first,
            winner: outcome.winner,
            payments: outcome.payments,
            explanation: outcome.explanation,
        });
        if let Some(r) = self.rotation {
            let winds = MatjokRules::new(&self.options)?.winds;
            self.rotation = r.next(outcome.winner, winds);
        }
        if !self.is_over() {
            let next = outcome.winner.unwrap_or((first + 1) % self.players);
            let seed = derive_seed(self.seed, self.results.len() as u64);
            self.current = deal(
                self.game,
                &self.options,
                self.players,
                seed,
                Some(next),
                self.rotation,
            )?;
        }
        Ok(())
    }
}

fn deal(
    game: GameId,
    options: &Options,
    players: u8,
    seed: u64,
    first: Option<Seat>,
    rotation: Option<Rotation>,
) -> Result<MatchRound, SetupError> {
    match game {
        GameId::JjakMatChuGi | GameId::ThreeDozen => Ok(MatchRound::Pair(PairGame::new(
            PairRules::new(game, options)?,
            players,
            seed,
            first,
        )?)),
        GameId::KapTaiShap | GameId::KapShap => Ok(MatchRound::Kap(KapGame::new(
            KapRules::new(game, options)?,
            players,
            seed,
            first.unwrap_or(0),
        )?)),
        GameId::Matjok => {
            check_players(players)?;
            let r = rotation.unwrap_or_else(Rotation::start);
            Ok(MatchRound::Matjok(MatjokGame::new(
                MatjokRules::new(options)?,
                seed,
                r.jongh,
                r.prevailing,
            )?))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::simple::{SimpleKapBot, SimplePairBot};
    use crate::ai::Bot;
    use crate::engine::round::Round;

    fn play_out(m: &mut Match) {
        match m.current_mut() {
            MatchRound::Pair(g) => {
                let mut bot = SimplePairBot::new(g.rules());
                while let Some(seat) = g.next_to_act() {
                    let legal = g.legal_actions(seat);
                    let a = bot.choose(&g.view(seat), &legal);
                    g.apply(seat, a).unwrap();
                }
            }
            MatchRound::Kap(g) => {
                let mut bot = SimpleKapBot::new(g.rules(), g.players());
                while let Some(seat) = g.next_to_act() {
                    let legal = g.legal_actions(seat);
                    let a = bot.choose(&g.view(seat), &legal);
                    g.apply(seat, a).unwrap();
                }
            }
            MatchRound::Matjok(g) => {
                let mut bot = crate::ai::simple_matjok::SimpleMatjokBot::default();
                while let Some(seat) = g.next_to_act() {
                    let legal = g.legal_actions(seat);
                    let a = bot.choose(&g.view(seat), &legal);
                    g.apply(seat, a).unwrap();
                }
            }
        }
    }

    #[test]
    fn a_points_match_is_ten_rounds_with_running_scores_and_the_winner_starting_next() {
        let options = Options::parse(GameId::JjakMatChuGi, ["payments=points-match"]).unwrap();
        let mut m = Match::new(GameId::JjakMatChuGi, options, 3, 5).unwrap();
        assert_eq!(m.rounds(), 10);
        assert_eq!(m.finish_round(), Err(MatchError::RoundNotOver));
        while !m.is_over() {
            play_out(&mut m);
            let before = m.current().first();
            let winner = m.current().outcome().unwrap().winner;
            m.finish_round().unwrap();
            if !m.is_over() {
                assert_eq!(
                    m.current().first(),
                    winner.unwrap_or((before + 1) % 3),
                    "who starts the next round"
                );
            }
            let json = serde_json::to_string(&m).unwrap();
            assert_eq!(serde_json::from_str::<Match>(&json).unwrap(), m);
        }
        assert_eq!(m.results().len(), 10);
        let total: Vec<i32> = (0..3)
            .map(|s| m.results().iter().map(|r| r.payments[s]).sum())
            .collect();
        assert_eq!(m.scores(), total.as_slice());
        assert!(!m.leaders().is_empty());
        assert_eq!(m.finish_round(), Err(MatchError::MatchOver));
    }

    #[test]
    fn a_matjok_game_runs_through_the_winds_with_jongh_staying_while_winning() {
        let options = Options::parse(GameId::Matjok, ["winds=2"]).unwrap();
        let mut m = Match::new(GameId::Matjok, options, 4, 3).unwrap();
        assert!(Match::new(GameId::Matjok, Options::default(), 3, 3).is_err());
        let mut winds_seen = vec![];
        while !m.is_over() {
            play_out(&mut m);
            let before = m.rotation().unwrap();
            winds_seen.push(before.prevailing);
            let winner = m.current().outcome().unwrap().winner;
            m.finish_round().unwrap();
            if let Some(after) = m.rotation() {
                if winner.is_none() || winner == Some(before.jongh) {
                    assert_eq!(after, before, "limmen: jongh stays");
                } else {
                    assert_eq!(
                        after.jongh,
                        (before.jongh + 1) % 4,
                        "the next player is jongh"
                    );
                }
                assert_eq!(m.current().first(), after.jongh);
            }
            assert!(m.results().len() < 500, "the game ends");
        }
        assert_eq!(
            winds_seen.first(),
            Some(&crate::engine::tiles::mahjong::Wind::East)
        );
        assert_eq!(
            winds_seen.last(),
            Some(&crate::engine::tiles::mahjong::Wind::South)
        );
        assert_eq!(
            m.scores().iter().sum::<i32>(),
            0,
            "settlement moves points between players"
        );
    }

    #[test]
    fn kap_matches_play_the_chosen_number_of_hands() {
        let options = Options::parse(GameId::KapTaiShap, ["rounds=3"]).unwrap();
        let mut m = Match::new(GameId::KapTaiShap, options, 4, 9).unwrap();
        while !m.is_over() {
            play_out(&mut m);
            m.finish_round().unwrap();
        }
        assert_eq!(m.results().len(), 3);
        assert_eq!(
            m.scores().iter().sum::<i32>(),
            0,
            "the pot moves between players"
        );
    }
}
