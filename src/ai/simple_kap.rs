//! The normal K'ap bot: it reckons its hand as a player does (`kap_reckoning`: how many
//! tiles it still lacks, and how many unseen tiles would bring it closer), throws the tile
//! that leaves the hand lacking fewest with the most ways to improve, and picks up a
//! face-up tile when that leaves a better hand than letting it lie (a pick-up is free: the
//! wall draw follows anyway). Equally good choices are made at random from its seed; it
//! sees only its own view.

use std::cmp::Reverse;
use std::rc::Rc;

use super::kap_reckoning::{KapTable, Reckoner};
use super::simple::{shared_table, LastTable};
use super::{Bot, Ties};
use jjak_engine::kap::{KapAction, KapGame, KapPhase, KapRules, KapView};
use jjak_engine::pairing::KapPairRule;
use jjak_engine::said;
use jjak_engine::text::Text;
use jjak_engine::tiles::Domino;

thread_local! {
    static KAP_TABLE: LastTable<(KapPairRule, u8), KapTable> = const { std::cell::RefCell::new(None) };
}

/// A hand's worth to the bot: fewer tiles lacking first, then more unseen tiles that
/// would improve it (so the smaller key is the better hand).
type Worth = (u8, Reverse<u32>);

/// The throws that leave a hand lacking fewest, and what it then lacks (`None`: no throw
/// allowed).
type Throws = Option<(u8, Vec<Domino>)>;

#[derive(Clone)]
pub struct SimpleKapBot {
    table: Rc<KapTable>,
    /// The pairs of ten a complete hand holds besides its ngán (4, or 3 in K'ap Shap).
    tens: u8,
    ties: Ties,
    /// The last choice and the worth of the hand it left, for `explain`.
    last: Option<(KapAction, Worth)>,
}

impl SimpleKapBot {
    pub fn new(rules: &KapRules, players: u8, seed: u64) -> SimpleKapBot {
        let sets = rules.sets_for(players);
        let pairs = rules.pairs;
        SimpleKapBot {
            table: shared_table(&KAP_TABLE, (pairs, sets), || KapTable::new(pairs, sets)),
            // a complete hand, one tile more than a held one: the ngán and the pairs
            tens: (rules.hand_size() as u8).div_ceil(2) - 1,
            ties: Ties::new(seed),
            last: None,
        }
    }

    /// The tiles `allowed` to be thrown from `hand` (sorted; each face once) that leave it
    /// lacking fewest, with what they leave it lacking; `None` if none is allowed.
    fn fewest_lacking(
        reckoner: &Reckoner<'_>,
        hand: &[Domino],
        allowed: &dyn Fn(Domino) -> bool,
    ) -> Throws {
        let mut best: Throws = None;
        for (i, &t) in hand.iter().enumerate() {
            if (i > 0 && hand[i - 1] == t) || !allowed(t) {
                continue;
            }
            let lacking = reckoner.lacking(&without(hand, i));
            match &mut best {
                Some((l, tiles)) if *l == lacking => tiles.push(t),
                Some((l, _)) if *l < lacking => {}
                _ => best = Some((lacking, vec![t])),
            }
        }
        best
    }

    /// The worth `hand` (sorted) is left with when `tile` is thrown, knowing what it then
    /// lacks.
    fn worth_without(reckoner: &Reckoner<'_>, hand: &[Domino], tile: Domino, lacking: u8) -> Worth {
        let i = hand.iter().position(|&t| t == tile).unwrap_or(0);
        (
            lacking,
            Reverse(reckoner.improving(&without(hand, i), lacking)),
        )
    }

    /// The best tile to throw from `hand` (sorted) among `allowed`, and the worth of the
    /// hand it leaves: the fewest tiles lacking, then the most improving tiles; equally
    /// good ones at random.
    fn best_discard(
        &mut self,
        reckoner: &Reckoner<'_>,
        hand: &[Domino],
        allowed: &dyn Fn(Domino) -> bool,
    ) -> Option<(Worth, Domino)> {
        let (lacking, tiles) = Self::fewest_lacking(reckoner, hand, allowed)?;
        let worths = tiles
            .into_iter()
            .map(|t| (Self::worth_without(reckoner, hand, t, lacking), t));
        self.ties.min_by_key(worths, |&(worth, _)| worth)
    }

    /// Each face-up tile that could be picked up, with the hand it makes and what that hand
    /// lacks after the best throw, and those throws (none for a tile that completes it).
    fn pickups(
        reckoner: &Reckoner<'_>,
        hand: &[Domino],
        legal: &[KapAction],
    ) -> Vec<(Domino, Vec<Domino>, u8, Vec<Domino>)> {
        // a tile that matches nothing held is one more lone tile: what the best throw
        // leaves depends only on what it can become, so that is worked out once
        let mut lone: [Option<Throws>; 4] = Default::default();
        let mut out = Vec::new();
        for &a in legal {
            let KapAction::PickUp { tile } = a else {
                continue;
            };
            let mut more = hand.to_vec();
            more.insert(hand.partition_point(|&t| t < tile), tile);
            if reckoner.lacking(&more) == 0 {
                out.push((tile, more, 0, Vec::new()));
                continue;
            }
            // the tile picked up may not go straight back, unless a twin of it is held
            let twin_held = hand.contains(&tile);
            let best =
                |more: &[Domino]| Self::fewest_lacking(reckoner, more, &|t| t != tile || twin_held);
            let throws = match reckoner.lone_kind(hand, tile) {
                Some(kind) => lone[kind].get_or_insert_with(|| best(&more)).clone(),
                None => best(&more),
            };
            if let Some((left, throws)) = throws {
                out.push((tile, more, left, throws));
            }
        }
        out
    }

    /// The face-up tile whose pick-up (and the best throw after it) leaves the hand
    /// lacking fewest tiles, if fewer than `lacking` (what it lacks now), with the most
    /// improving tiles; and the worth it leaves. A tile that completes the hand is worth
    /// (0, all). Improving tiles are counted only for the pick-ups that leave fewest.
    fn best_pickup(
        &mut self,
        reckoner: &Reckoner<'_>,
        hand: &[Domino],
        legal: &[KapAction],
        lacking: u8,
    ) -> Option<(Worth, Domino)> {
        let mut options = Self::pickups(reckoner, hand, legal);
        let fewest = options.iter().map(|o| o.2).min().filter(|&l| l < lacking)?;
        options.retain(|o| o.2 == fewest);
        let worths: Vec<(Worth, Domino)> = options
            .into_iter()
            .map(|(tile, more, _, throws)| {
                let best = throws
                    .into_iter()
                    .map(|t| Self::worth_without(reckoner, &more, t, fewest))
                    .min()
                    .unwrap_or((0, Reverse(u32::MAX)));
                (best, tile)
            })
            .collect();
        self.ties.min_by_key(worths, |&(worth, _)| worth)
    }

    /// What this seat knows of the tiles: its hand, the face-up tiles, and the tiles it
    /// saw the other seats pick up and keep.
    fn reckoner<'t>(table: &'t KapTable, tens: u8, view: &KapView<'_>) -> Reckoner<'t> {
        let face_up = view.table.iter().map(|&(t, _)| t);
        let kept = (view.shown.iter().enumerate())
            .filter(|&(s, _)| s != view.seat as usize)
            .flat_map(|(_, tiles)| tiles.iter().copied());
        Reckoner::new(
            table,
            tens,
            view.hand.iter().copied().chain(face_up).chain(kept),
        )
    }

    fn decide(&mut self, view: &KapView<'_>, legal: &[KapAction]) -> (KapAction, Worth) {
        let table = Rc::clone(&self.table);
        let reckoner = Self::reckoner(&table, self.tens, view);
        let hand = view.hand;
        if let KapPhase::PickUp { .. } = view.phase {
            let lacking = reckoner.lacking(hand);
            return match self.best_pickup(&reckoner, hand, legal, lacking) {
                Some((worth, tile)) => (KapAction::PickUp { tile }, worth),
                None => (KapAction::DrawWall, (lacking, Reverse(0))),
            };
        }
        // (a tile just picked up is not among them, unless a twin of it is held)
        let allowed = |t: Domino| legal.contains(&KapAction::Discard { tile: t });
        match self.best_discard(&reckoner, hand, &allowed) {
            Some((worth, tile)) => (KapAction::Discard { tile }, worth),
            None => (legal[0], (0, Reverse(0))),
        }
    }

    /// The moves a player would weigh here (what `strong` searches): a pick-up that
    /// completes the hand alone; else drawing and each pick-up that leaves the hand
    /// lacking fewer tiles; in a discard, each tile whose throw leaves it lacking fewest.
    pub fn contenders(&self, view: &KapView<'_>, legal: &[KapAction]) -> Vec<KapAction> {
        let reckoner = Self::reckoner(&self.table, self.tens, view);
        let hand = view.hand;
        if let KapPhase::PickUp { .. } = view.phase {
            let lacking = reckoner.lacking(hand);
            let options = Self::pickups(&reckoner, hand, legal);
            if let Some(win) = options.iter().find(|o| o.2 == 0) {
                return vec![KapAction::PickUp { tile: win.0 }];
            }
            let better = options.into_iter().filter(|o| o.2 < lacking);
            return std::iter::once(KapAction::DrawWall)
                .chain(better.map(|o| KapAction::PickUp { tile: o.0 }))
                .collect();
        }
        let allowed = |t: Domino| legal.contains(&KapAction::Discard { tile: t });
        Self::fewest_lacking(&reckoner, hand, &allowed)
            .map(|(_, tiles)| {
                tiles
                    .into_iter()
                    .map(|tile| KapAction::Discard { tile })
                    .collect()
            })
            .unwrap_or_else(|| legal.to_vec())
    }
}

/// `hand` without its `i`-th tile.
fn without(hand: &[Domino], i: usize) -> Vec<Domino> {
    let mut kept = hand.to_vec();
    kept.remove(i);
    kept
}

impl Bot<KapGame> for SimpleKapBot {
    fn choose(&mut self, view: &KapView<'_>, legal: &[KapAction]) -> KapAction {
        let (a, worth) = self.decide(view, legal);
        self.last = Some((a, worth));
        a
    }

    fn explain(&self) -> Text {
        let Some((action, (lacking, Reverse(improving)))) = self.last else {
            return Text::new();
        };
        let complete = lacking == 0;
        let short = said!(ai_kap_tiles, n = lacking as u32);
        let n = improving as u32;
        // a hand one tile short is completed, not brought closer, by the tiles that help it
        match action {
            KapAction::PickUp { tile } if complete => {
                said!(ai_kap_picked_up_complete, tile = tile.to_string())
            }
            KapAction::PickUp { tile } if lacking == 1 => said!(
                ai_kap_picked_up_one_short,
                tile = tile.to_string(),
                short = short,
                n = n
            ),
            KapAction::PickUp { tile } => {
                said!(
                    ai_kap_picked_up,
                    tile = tile.to_string(),
                    short = short,
                    n = n
                )
            }
            KapAction::DrawWall if lacking == 1 => said!(ai_kap_drew_one_short),
            KapAction::DrawWall => said!(ai_kap_drew, short = short),
            KapAction::Discard { tile } if lacking == 1 => said!(
                ai_kap_threw_one_short,
                tile = tile.to_string(),
                short = short,
                n = n
            ),
            KapAction::Discard { tile } => {
                said!(ai_kap_threw, tile = tile.to_string(), short = short, n = n)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jjak_engine::games::GameId;
    use jjak_engine::kap::KapGame;
    use jjak_engine::options::Options;
    use jjak_engine::round::Round;

    /// Every decision's reason says what the hand lacks and, for a hand one tile short,
    /// that the tiles it counts would complete it.
    #[test]
    fn each_reason_says_what_the_hand_lacks() {
        let rules = KapRules::new(GameId::KapShap, &Options::default()).unwrap();
        let (mut short, mut further) = (0, 0);
        for seed in 0..40 {
            let mut g = KapGame::new(rules.clone(), 2, seed, 0).unwrap();
            let mut bot = SimpleKapBot::new(&rules, 2, seed);
            while let Some(seat) = g.next_to_act() {
                let legal = g.legal_actions(seat);
                let a = bot.choose(&g.view(seat), &legal);
                let (_, (lacking, _)) = bot.last.expect("a choice is remembered");
                let why = bot.explain().to_string();
                match (a, lacking) {
                    (KapAction::PickUp { .. }, 0) => assert!(why.ends_with("it completes my hand")),
                    (_, 1) => {
                        short += 1;
                        assert!(why.contains("complete"), "{why}");
                        assert!(!why.contains("closer"), "{why}");
                    }
                    (_, n) => {
                        further += 1;
                        assert!(why.contains(&format!("lacks {n} tiles")), "{why}");
                        assert!(why.contains("closer"), "{why}");
                    }
                }
                g.apply(seat, a, &mut jjak_engine::core::NoEvents).unwrap();
            }
        }
        assert!(short > 0 && further > 0, "both kinds of hand were met");
    }
}
