//! Matches: a fixed number of rounds of one game, running scores, and who starts each round.

use serde::{Deserialize, Serialize};

use super::core::{derive_seed, Seat};
use super::games::GameId;
use super::kap::{KapGame, KapRules};
use super::options::Options;
use super::pair_game::{PairGame, PairRules};
use super::setup::SetupError;

/// The round being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "round", rename_all = "kebab-case")]
pub enum MatchRound {
    Pair(PairGame),
    Kap(KapGame),
}

impl MatchRound {
    pub fn outcome(&self) -> Option<&super::core::Outcome> {
        match self {
            MatchRound::Pair(g) => g.outcome(),
            MatchRound::Kap(g) => g.outcome(),
        }
    }

    pub fn first(&self) -> Seat {
        match self {
            MatchRound::Pair(g) => g.first(),
            MatchRound::Kap(g) => g.first(),
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
}

impl Match {
    /// Starts a match; its length is the game's `rounds` option (10 by default).
    pub fn new(
        game: GameId,
        options: Options,
        players: u8,
        seed: u64,
    ) -> Result<Match, SetupError> {
        let rounds = options.number(game, "rounds").unwrap_or(10);
        let current = deal(game, &options, players, derive_seed(seed, 0), None)?;
        Ok(Match {
            game,
            options,
            players,
            seed,
            rounds,
            scores: vec![0; players as usize],
            results: vec![],
            current,
        })
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
        if !self.is_over() {
            let next = outcome.winner.unwrap_or((first + 1) % self.players);
            let seed = derive_seed(self.seed, self.results.len() as u64);
            self.current = deal(self.game, &self.options, self.players, seed, Some(next))?;
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
        GameId::Matjok => Err(SetupError::WrongEngine(game)),
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
