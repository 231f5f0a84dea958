//! Dealing a round of the pair games: the set shuffled from the seed (or laid in a given
//! order), the hands, the face-up tiles and the reserve, and who plays first (lots drawn in
//! Jjak-mat-chu-gi, the lead in Three Dozen).

use super::*;

impl PairGame {
    /// Deals a new round. `first`: who starts (a later round of a match); `None` draws
    /// lots (Jjak) or picks the lead at random (Three Dozen).
    pub fn new(
        rules: PairRules,
        players: u8,
        seed: u64,
        first: Option<Seat>,
    ) -> Result<PairGame, SetupError> {
        let mut events = Vec::new();
        let mut game = PairGame::deal(rules, players, seed, first, &mut events)?;
        game.setup_events = events;
        Ok(game)
    }

    /// [`PairGame::new`] with the tiles in `order` instead of shuffled: the hands are dealt
    /// from its end (the first player's six are its last six, the next player's five the
    /// five before them, and so on), and what is left is the face-down row, `order`'s first
    /// tile first. The seed still draws the lots.
    pub fn new_in_order(
        rules: PairRules,
        players: u8,
        seed: u64,
        first: Option<Seat>,
        order: Vec<Domino>,
    ) -> Result<PairGame, SetupError> {
        let mut events = Vec::new();
        let mut game = PairGame::deal_from(rules, players, seed, first, Some(order), &mut events)?;
        game.setup_events = events;
        Ok(game)
    }

    /// [`PairGame::new`] telling `events` how the round began instead of keeping it for
    /// the table's account (a simulation, with `NoEvents`, builds none of it).
    pub fn deal(
        rules: PairRules,
        players: u8,
        seed: u64,
        first: Option<Seat>,
        events: &mut impl Events<PairEvent>,
    ) -> Result<PairGame, SetupError> {
        PairGame::deal_from(rules, players, seed, first, None, events)
    }

    fn deal_from(
        rules: PairRules,
        players: u8,
        seed: u64,
        first: Option<Seat>,
        order: Option<Vec<Domino>>,
        events: &mut impl Events<PairEvent>,
    ) -> Result<PairGame, SetupError> {
        check_players(rules.game, players, rules.players())?;
        if first.is_some_and(|f| f >= players) {
            return Err(SetupError::NoSuchSeat(first.unwrap_or(0)));
        }
        let mut r = rng(seed);
        let mut tiles = rules.tile_set();
        let first = match first {
            Some(f) => f,
            None if matches!(rules.pairs, PairKind::Jjak(_)) => {
                draw_lots(&tiles, players, &mut r, events)
            }
            None => {
                let f = r.random_range(0..players);
                events.emit(|| PairEvent::FirstPlayer {
                    seat: f,
                    reason: t!(eng_first_random).into(),
                });
                f
            }
        };
        match order {
            None => tiles.shuffle(&mut r),
            Some(order) => {
                if !same_items(&order, &tiles) {
                    return Err(SetupError::Tiles(t!(
                        eng_setup_tiles_count,
                        given = order.len(),
                        set = tiles.len()
                    )));
                }
                tiles = order;
            }
        }
        let mut hands = vec![Vec::new(); players as usize];
        for k in 0..players {
            let seat = (first + k) % players;
            let count = if k == 0 { 6 } else { 5 };
            let hand: Vec<Domino> = tiles.split_off(tiles.len() - count);
            events.emit(|| PairEvent::Dealt {
                seat,
                count: count as u8,
                tiles: hand.clone(),
            });
            hands[seat as usize] = hand;
        }
        for h in &mut hands {
            h.sort_short();
        }
        // room for a whole round from the start (a simulation plays millions of them)
        let set_size = tiles.len() + hands.iter().map(Vec::len).sum::<usize>();
        let face_up = no_face_up(tiles.iter().chain(hands.iter().flatten()));
        let mut game = PairGame {
            rules,
            players,
            seed,
            first,
            hands,
            melds: (0..players).map(|_| Vec::with_capacity(3)).collect(),
            reserve: tiles,
            discards: Vec::with_capacity(set_size),
            latest: None,
            claims: Vec::new(),
            phase: Phase::Discard { seat: first },
            turns: 0,
            reshuffles: 0,
            still: 0,
            changed: false,
            drawn: None,
            outcome: None,
            setup_events: Vec::new(),
            log: Vec::with_capacity(2 * set_size),
            loose: 0,
            face_up,
        };
        // The first player lays any pairs; three pairs in the first six tiles win at once.
        if game.complete(first, None) {
            game.finish_win(first, WinKind::Dealt, events);
        } else if game.rules.auto_lay {
            game.lay_all(first, None, events);
        }
        Ok(game)
    }

    /// A round from a known deal: `hands[first]` holds 6 tiles, the others 5, and `reserve`
    /// the rest in row order. Used by tests, worked examples and guided games.
    pub fn from_deal(
        rules: PairRules,
        first: Seat,
        hands: Vec<Vec<Domino>>,
        reserve: Vec<Domino>,
    ) -> Result<PairGame, SetupError> {
        let players = u8::try_from(hands.len()).unwrap_or(u8::MAX);
        check_players(rules.game, players, rules.players())?;
        if first >= players {
            return Err(SetupError::NoSuchSeat(first));
        }
        let sizes_ok = hands
            .iter()
            .enumerate()
            .all(|(i, h)| h.len() == if i as u8 == first { 6 } else { 5 });
        let all: Vec<Domino> = hands.iter().flatten().chain(&reserve).copied().collect();
        if !sizes_ok || !same_items(&all, &rules.tile_set()) {
            return Err(SetupError::BadDeal);
        }
        let mut hands = hands;
        for h in &mut hands {
            h.sort_short();
        }
        let face_up = no_face_up(reserve.iter().chain(hands.iter().flatten()));
        let mut game = PairGame {
            rules,
            players,
            seed: 0,
            first,
            hands,
            melds: vec![Vec::new(); players as usize],
            reserve,
            discards: Vec::new(),
            latest: None,
            claims: Vec::new(),
            phase: Phase::Discard { seat: first },
            turns: 0,
            reshuffles: 0,
            still: 0,
            changed: false,
            drawn: None,
            outcome: None,
            setup_events: Vec::new(),
            log: Vec::new(),
            loose: 0,
            face_up,
        };
        let mut events = Vec::new();
        if game.complete(first, None) {
            game.finish_win(first, WinKind::Dealt, &mut events);
        } else if game.rules.auto_lay {
            game.lay_all(first, None, &mut events);
        }
        game.setup_events = events;
        Ok(game)
    }
}
