//! What the table shows one seat, built from that seat's view only: its hand, every
//! seat's laid-out tiles and hidden-tile count, the discards, the wall, whose turn it is,
//! and the moves it may make now (grouped so equivalent draws are one button).

use crate::art::TileArt;
use crate::engine::core::{Outcome, Seat};
use crate::engine::kap::{KapEvent, KapGame, KapPhase};
use crate::engine::matches::{InMatch, MatchRound};
use crate::engine::matjok::game::{MatjokGame, MatjokResult, MatjokView, PhaseView};
use crate::engine::matjok::scoring::Meld;
use crate::engine::pair_game::{PairAction, PairEvent, PairGame, Phase};
use crate::engine::round::Round;
use crate::engine::short_sort::ShortSort;
use crate::engine::tiles::mahjong::{Face, MahjongTile, Wind};
use crate::engine::tiles::Domino;
use serde::{Deserialize, Serialize};

use super::words::{say, spelled};
use crate::engine::matches::AnyAction;
use crate::engine::text::Named;
use jjak_words::t;

/// A tile in a list the table shows. Its `id` names it among the list's tiles (its face,
/// and which copy of that face it is there), so it keeps its id while it stays and the view
/// keeps its node: a thrown tile leaves, a drawn one enters, the others stay put.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placed {
    pub id: u32,
    pub art: TileArt,
    /// The first tile of a group (the hand's pairs and suits).
    pub starts_group: bool,
}

/// `groups` as one list of [`Placed`] tiles.
pub fn placed_groups(groups: &[Vec<TileArt>]) -> Vec<Placed> {
    let mut seen: Vec<(u32, u32)> = Vec::new();
    let mut out = Vec::new();
    for group in groups {
        for (k, &art) in group.iter().enumerate() {
            let code = art.code();
            let copy = match seen.iter_mut().find(|(c, _)| *c == code) {
                Some((_, n)) => {
                    *n += 1;
                    *n
                }
                None => {
                    seen.push((code, 0));
                    0
                }
            };
            out.push(Placed {
                id: code << 8 | copy.min(255),
                art,
                starts_group: k == 0,
            });
        }
    }
    out
}

/// `tiles` as [`Placed`] tiles (one group).
pub fn placed(tiles: &[TileArt]) -> Vec<Placed> {
    placed_groups(std::slice::from_ref(&tiles.to_vec()))
}

/// One seat as the table shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatModel {
    /// Face-down tiles held.
    pub hidden: usize,
    /// Laid-out groups (pairs, melds), each a row of tiles.
    pub groups: Vec<Vec<TileArt>>,
    /// Matjok flowers laid open.
    pub flowers: Vec<TileArt>,
    /// The concealed tiles, laid open once the round is over.
    pub revealed: Vec<TileArt>,
    /// Concealed tiles every seat saw this one pick up (K'ap), until the round is over.
    pub kept: Vec<TileArt>,
    /// Matjok: the seat's wind in words, jongh marked ("East, jongh").
    #[serde(default)]
    pub wind: Option<String>,
}

/// A move button: what it does, and the tile it is about (clicking that tile does it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveModel {
    pub action: AnyAction,
    pub label: String,
    pub tile: Option<TileArt>,
}

/// A face-up tile: a discard (K'ap: a tile put on the table), shown in front of the seat
/// that threw it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FaceUp {
    pub art: TileArt,
    /// The seat that threw it.
    pub by: Seat,
    /// The latest discard (the one that may be taken, in most games).
    pub latest: bool,
    /// Picking this tile up, when that is a move now (K'ap games).
    pub take: Option<MoveModel>,
}

/// The tiles still to be drawn, as the game lays them out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WallModel {
    /// A face-down row (Jjak-mat-chu-gi's reserve, Three Dozen's boneyard); `draws` holds
    /// one move per tile when the player may pick any of them.
    Row { count: usize, draws: Vec<MoveModel> },
    /// K'ap: the wall's stacks of one or two tiles, from the draw end.
    Stacks(Vec<u8>),
    /// Matjok: tiles to draw, and the flower / kong wall; where the dice broke the wall
    /// (`start`, a stack of [`square_wall`]'s ring, as the viewer sees the table), and the
    /// tiles taken from there on.
    Mahjong {
        live: usize,
        dead: usize,
        #[serde(default)]
        start: u8,
        #[serde(default)]
        taken: usize,
    },
}

/// Stacks of two along each side of Matjok's square wall.
pub const WALL_SIDE: usize = 18;

/// One stack of Matjok's square wall as it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct WallStack {
    /// Tiles still on it: 0, 1 or 2.
    pub tiles: u8,
    /// Part of the flower / kong wall (drawn from the far end).
    pub dead: bool,
}

/// Matjok's wall as it stands: its 72 stacks clockwise from the right end of the viewer's
/// own wall (the bottom side, right to left, then the left side upward, the side across
/// left to right, the right side downward). Each side's stacks are counted from its
/// owner's right, as the dice count them; the draw runs clockwise from the break at
/// `start`, so the tiles left lie after the `taken` ones, the flower / kong wall last,
/// just before the break.
pub fn square_wall(start: u8, taken: usize, live: usize, dead: usize) -> Vec<WallStack> {
    let ring = 4 * WALL_SIDE;
    let mut stacks = vec![WallStack::default(); ring];
    for i in taken..(taken + live + dead).min(2 * ring) {
        let stack = &mut stacks[(start as usize + i / 2) % ring];
        stack.tiles += 1;
        stack.dead |= i >= taken + live;
    }
    stacks
}

/// Where a seat's own wall starts on [`square_wall`]'s ring, for `viewer`: its owner `k`
/// seats on from the viewer (of Matjok's four) sits at the bottom (0), on the right (1),
/// across (2) or on the left (3), and the ring runs bottom, left, across, right.
fn wall_of(owner: Seat, viewer: Seat) -> usize {
    let k = (owner + 4 - viewer) % 4;
    ((4 - k) % 4) as usize * WALL_SIDE
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableModel {
    pub seat: Seat,
    /// The hand, sorted, with tiles that belong together (pairs, a suit) in one group.
    pub hand: Vec<Vec<TileArt>>,
    pub seats: Vec<SeatModel>,
    /// Face-up tiles, oldest first (each seat's are shown in front of it).
    pub face_up: Vec<FaceUp>,
    /// The wall or reserve in words: "18 face-down tiles".
    pub wall_text: String,
    pub wall: WallModel,
    /// Whose turn it is.
    pub turn: Option<Seat>,
    pub moves: Vec<MoveModel>,
    /// Why a tile in hand cannot be played now (shown on the tiles that are not moves).
    pub idle_reason: String,
    /// How the round began: the first-player draw or the dice, and the deal.
    pub opening: Vec<String>,
    /// K'ap: the wall as it was built, each stack's height (the saw-tooth, seed 003).
    pub built_wall: Vec<u8>,
    pub outcome: Option<Outcome>,
    /// The result in words, with the players' names.
    pub result: Option<String>,
    /// The winner's hand as laid open at the win, one group per combination (Matjok: the
    /// melds, then the concealed combinations and the final pair); empty when the seat's
    /// own groups and tiles say it.
    pub winning_hand: Vec<Vec<TileArt>>,
    /// Matjok: the prevailing wind in words (none in koe van).
    #[serde(default)]
    pub prevailing: Option<String>,
    /// The hand's last group is the tile just drawn, set apart (Matjok).
    #[serde(default)]
    pub drawn_apart: bool,
}

/// Where the other seats sit around the table, as the viewer sees it from the bottom:
/// play passes to the right, so the next seat is on the right, the seats after it go up
/// the right side, across from right to left and down the left side.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Around {
    /// The left side, top to bottom.
    pub left: Vec<Seat>,
    /// Across, left to right.
    pub across: Vec<Seat>,
    /// The right side, top to bottom.
    pub right: Vec<Seat>,
}

/// The other seats of `players` around `viewer` (K'ap seats up to twenty: a quarter of
/// them on each side, the rest across).
pub fn around(players: u8, viewer: Seat) -> Around {
    let others = players.saturating_sub(1) as usize;
    let side = match others {
        0 | 1 => 0,
        2 | 3 => 1,
        n => n / 4,
    };
    let seat = |k: usize| ((viewer as usize + k) % players.max(1) as usize) as Seat;
    let right: Vec<Seat> = (1..=side).rev().map(seat).collect();
    let across: Vec<Seat> = (side + 1..=others - side).rev().map(seat).collect();
    let left: Vec<Seat> = (others - side + 1..=others).map(seat).collect();
    Around {
        left,
        across,
        right,
    }
}

impl TableModel {
    /// The moves shown as buttons of their own: neither a tile of the hand (clicking the
    /// tile makes it) nor a face-up tile to pick up (a button where it lies).
    pub fn other_moves(&self) -> Vec<MoveModel> {
        self.moves
            .iter()
            .filter(|m| m.tile.is_none() && !self.taken_where_it_lies(m))
            .cloned()
            .collect()
    }

    /// Whether `m` picks up a face-up tile (its button is that tile).
    pub fn taken_where_it_lies(&self, m: &MoveModel) -> bool {
        self.face_up
            .iter()
            .any(|f| f.take.as_ref().is_some_and(|t| t.action == m.action))
    }
}

/// A seat's concealed tiles, laid open once the round is over (else none).
fn laid_open<T: Copy>(
    over: bool,
    hand: impl FnOnce() -> Vec<T>,
    art: impl Fn(T) -> TileArt,
) -> Vec<TileArt> {
    if over {
        hand().into_iter().map(art).collect()
    } else {
        Vec::new()
    }
}

/// Sorted tiles in groups: each tile next to one it pairs with, pairs first.
fn paired_groups(
    tiles: &[Domino],
    is_pair: impl Fn(Domino, Domino) -> bool,
    art: impl Fn(Domino) -> TileArt,
) -> Vec<Vec<TileArt>> {
    let mut left: Vec<Domino> = tiles.to_vec();
    left.sort_short();
    let mut pairs = Vec::new();
    let mut singles = Vec::new();
    while let Some(a) = left.first().copied() {
        left.remove(0);
        match left.iter().position(|&b| is_pair(a, b)) {
            Some(j) => {
                let b = left.remove(j);
                pairs.push(vec![art(a), art(b)]);
            }
            None => singles.push(art(a)),
        }
    }
    if !singles.is_empty() {
        pairs.push(singles);
    }
    pairs
}

/// A sentence per kind of setup event: who was dealt how many.
fn dealt_sentence(counts: &[(Seat, u8)], names: &[Named]) -> Option<String> {
    if counts.is_empty() {
        return None;
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|&(s, n)| format!("{} {n}", name(names, s)))
        .collect();
    Some(t!(play_dealt, counts = parts.join(", ")))
}

/// A seat's player, or the seat in words when no player is known.
fn name(names: &[Named], s: Seat) -> Named {
    names.get(s as usize).cloned().unwrap_or_else(|| Named {
        name: t!(play_seat, seat = s),
        you: false,
    })
}

/// A wind by its name in the players' words ("East").
fn wind_name(w: Wind) -> &'static str {
    match w {
        Wind::East => t!(play_wind_east),
        Wind::South => t!(play_wind_south),
        Wind::West => t!(play_wind_west),
        Wind::North => t!(play_wind_north),
    }
}

/// A move button's words: the move with its tiles written out ("throw green dragon").
fn label<R: Round>(a: &R::Action) -> String {
    spelled(&R::phrase(a), &[])
}

/// The moves `seat` may make, one button per distinct choice.
fn moves<R: InMatch>(
    legal: Vec<R::Action>,
    tile_of: impl Fn(&R::Action) -> Option<TileArt>,
) -> Vec<MoveModel> {
    let mut out: Vec<(R::Action, MoveModel)> = Vec::new();
    for a in legal {
        if out.iter().any(|(b, _)| R::same_choice(&a, b)) {
            continue;
        }
        out.push((
            a,
            MoveModel {
                action: R::any(a),
                label: label::<R>(&a),
                tile: tile_of(&a),
            },
        ));
    }
    out.into_iter().map(|(_, m)| m).collect()
}

/// Why the hand's tiles are not moves now, when they are not.
fn idle_reason(turn: Option<Seat>, seat: Seat, moves: &[MoveModel], names: &[Named]) -> String {
    match turn {
        _ if moves.iter().any(|m| m.tile.is_some()) => t!(play_idle_not_a_throw).into(),
        Some(t) if t == seat && !moves.is_empty() => t!(play_idle_take_first).into(),
        Some(t) if t != seat => {
            t!(play_idle_not_your_turn, name = name(names, t))
        }
        None if !moves.is_empty() => t!(play_idle_claim_or_pass).into(),
        _ => t!(play_idle_nothing).into(),
    }
}

/// The table as `seat` sees it; `names` are the players' names by seat.
pub fn table(round: &MatchRound, seat: Seat, names: &[Named]) -> TableModel {
    table_shown(round, seat, names, false)
}

/// [`table`], every seat's hand laid open when `open` (a replay showing every hand).
pub fn table_shown(round: &MatchRound, seat: Seat, names: &[Named], open: bool) -> TableModel {
    let mut t = match round {
        MatchRound::Pair(g) => pair_table(g, seat, names, open),
        MatchRound::Kap(g) => kap_table(g, seat, names, open),
        MatchRound::Matjok(g) => matjok_table(g, seat, names, open),
    };
    t.idle_reason = idle_reason(t.turn, seat, &t.moves, names);
    t.result = t.outcome.as_ref().map(|o| say(&o.explanation, names));
    t
}

/// One button per face-down tile, when the player may choose which to draw.
fn reserve_draws(legal: &[PairAction]) -> Vec<MoveModel> {
    let draws = || {
        legal
            .iter()
            .filter(|a| matches!(a, PairAction::Draw { .. }))
    };
    if draws().count() < 2 {
        return vec![];
    }
    draws()
        .map(|&a| MoveModel {
            action: AnyAction::Pair(a),
            label: t!(play_draw_this_tile).into(),
            tile: None,
        })
        .collect()
}

/// How a pair game began: the lots drawn for the first player, and the deal.
fn pair_opening(events: &[PairEvent], names: &[Named]) -> Vec<String> {
    let mut opening = Vec::new();
    let mut dealt = Vec::new();
    for e in events {
        match e {
            PairEvent::LotDrawn { draws } => {
                let parts: Vec<String> = draws
                    .iter()
                    .map(|&(s, d)| t!(play_lot_drawn, name = name(names, s), tile = d))
                    .collect();
                opening.push(t!(play_lots, draws = parts.join(", ")));
            }
            PairEvent::FirstPlayer { seat: s, reason } => {
                opening.push(t!(
                    play_first_player,
                    name = name(names, *s),
                    reason = reason
                ));
            }
            PairEvent::Dealt { seat: s, count, .. } => dealt.push((*s, *count)),
            _ => {}
        }
    }
    opening.extend(dealt_sentence(&dealt, names));
    opening
}

/// How a K'ap hand began: the wall, the dice, the deal.
fn kap_opening(events: &[KapEvent], names: &[Named]) -> Vec<String> {
    let mut opening = Vec::new();
    let mut dealt = Vec::new();
    for e in events {
        match e {
            KapEvent::WallBuilt { heights, moved } => opening.push(wall_sentence(heights, *moved)),
            KapEvent::Dice {
                thrower,
                dice,
                first,
            } => {
                let total: u32 = dice.iter().map(|&d| d as u32).sum();
                let shown: Vec<String> = dice.iter().map(u8::to_string).collect();
                opening.push(t!(
                    play_dice_thrown,
                    thrower = name(names, *thrower),
                    dice = shown.join(" + "),
                    total = total,
                    first = name(names, *first)
                ));
            }
            KapEvent::Dealt { seat: s, count, .. } => dealt.push((*s, *count)),
            _ => {}
        }
    }
    opening.extend(dealt_sentence(&dealt, names));
    opening
}

/// The K'ap wall as it was built (seed 003): "The wall: 160 tiles in stacks of five.
/// The top tiles of 4 stacks, the third from the end and every other one after it, went to
/// the far end: a saw-tooth of stacks of five and four."
fn wall_sentence(heights: &[u8], moved: u8) -> String {
    let high = heights.iter().copied().max().unwrap_or(0);
    let tiles: usize = heights.iter().map(|&h| h as usize).sum();
    let number = |n: u8| match n {
        4 => t!(play_four).to_string(),
        5 => t!(play_five).to_string(),
        n => n.to_string(),
    };
    let mut s = t!(play_wall_built, tiles = tiles, high = number(high));
    match moved {
        0 => {}
        1 => s.push_str(&format!(
            " {}",
            t!(
                play_wall_one_moved,
                low = number(high.saturating_sub(1)),
                high = number(high)
            )
        )),
        m => s.push_str(&format!(
            " {}",
            t!(
                play_wall_moved,
                moved = m,
                high = number(high),
                low = number(high.saturating_sub(1))
            )
        )),
    }
    s
}

fn pair_table(g: &PairGame, seat: Seat, names: &[Named], open: bool) -> TableModel {
    use crate::engine::pair_game::PairAction as P;
    let v = g.view(seat);
    let art = TileArt::dominoes_of(g.rules().game);
    let over = v.outcome.is_some();
    let seats = (0..v.players as usize)
        .map(|s| SeatModel {
            hidden: v.hand_sizes[s] as usize,
            groups: v.melds[s]
                .iter()
                .map(|&(a, b)| vec![art(a), art(b)])
                .collect(),
            flowers: vec![],
            revealed: laid_open(over || open, || g.view(s as Seat).hand.to_vec(), &art),
            kept: vec![],
            wind: None,
        })
        .collect();
    let turn = match v.phase {
        Phase::Acquire { seat } | Phase::Discard { seat } => Some(*seat),
        Phase::ClaimWindow { .. } | Phase::Over => None,
    };
    let legal = g.legal_actions(seat);
    let draws = reserve_draws(&legal);
    let moves = moves::<PairGame>(legal, |a| match a {
        P::Discard { tile } => Some(art(*tile)),
        _ => None,
    });
    let pairs = g.rules().pairs;
    let opening = pair_opening(&g.setup_events(Some(seat)), names);
    let latest = v.latest.map(|(d, _)| d);
    let n = v.discards.len();
    TableModel {
        seat,
        hand: paired_groups(v.hand, |a, b| pairs.is_pair(a, b), &art),
        seats,
        face_up: v
            .discards
            .iter()
            .enumerate()
            .map(|(i, &(d, by))| FaceUp {
                art: art(d),
                by,
                latest: i + 1 == n && latest == Some(d),
                take: None,
            })
            .collect(),
        wall_text: t!(play_wall_reserve, n = v.reserve),
        wall: WallModel::Row {
            count: v.reserve,
            draws,
        },
        turn,
        moves,
        idle_reason: String::new(),
        opening,
        built_wall: Vec::new(),
        outcome: v.outcome.cloned(),
        result: None,
        winning_hand: Vec::new(),
        prevailing: None,
        drawn_apart: false,
    }
}

fn kap_table(g: &KapGame, seat: Seat, names: &[Named], open: bool) -> TableModel {
    use crate::engine::kap::KapAction as K;
    let v = g.view(seat);
    let over = v.outcome.is_some();
    let seats = (0..v.players as usize)
        .map(|s| SeatModel {
            hidden: v.hand_sizes[s] as usize,
            groups: vec![],
            flowers: vec![],
            revealed: laid_open(
                over || open,
                || g.view(s as Seat).hand.to_vec(),
                TileArt::Chinese,
            ),
            kept: match (over, v.shown.get(s)) {
                (false, Some(kept)) => kept.iter().map(|&t| TileArt::Chinese(t)).collect(),
                _ => vec![],
            },
            wind: None,
        })
        .collect();
    let turn = match v.phase {
        KapPhase::PickUp { seat } | KapPhase::Discard { seat, .. } => Some(seat),
        KapPhase::Over => None,
    };
    let legal = g.legal_actions(seat);
    let n = v.table.len();
    let face_up = v
        .table
        .iter()
        .enumerate()
        .map(|(i, &(d, by))| FaceUp {
            art: TileArt::Chinese(d),
            by,
            latest: i + 1 == n,
            take: legal
                .iter()
                .find(|a| matches!(a, K::PickUp { tile } if *tile == d))
                .map(|&a| MoveModel {
                    action: AnyAction::Kap(a),
                    label: label::<KapGame>(&a),
                    tile: Some(TileArt::Chinese(d)),
                }),
        })
        .collect();
    let moves = moves::<KapGame>(legal, |a| match a {
        K::Discard { tile } => Some(TileArt::Chinese(*tile)),
        _ => None,
    });
    let events = g.setup_events(Some(seat));
    let opening = kap_opening(&events, names);
    let built_wall = events
        .iter()
        .find_map(|e| match e {
            KapEvent::WallBuilt { heights, .. } => Some(heights.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let stacks = v.wall.len();
    let tiles: usize = v.wall.iter().map(|&h| h as usize).sum();
    let rule = g.rules().pairs;
    TableModel {
        seat,
        hand: paired_groups(v.hand, |a, b| rule.is_pair(a, b), TileArt::Chinese),
        seats,
        face_up,
        wall_text: t!(play_wall_stacks, n = tiles, stacks = stacks),
        wall: WallModel::Stacks(v.wall.clone()),
        turn,
        moves,
        idle_reason: String::new(),
        opening,
        built_wall,
        outcome: v.outcome.cloned(),
        result: None,
        winning_hand: Vec::new(),
        prevailing: None,
        drawn_apart: false,
    }
}

/// A Matjok hand in suits, the tile just drawn (if any) set apart at the end, as it lies
/// on the table until a tile is thrown; and whether one is.
fn hand_with_drawn(hand: &[MahjongTile], drawn: Option<MahjongTile>) -> (Vec<Vec<TileArt>>, bool) {
    let Some(d) = drawn.filter(|d| hand.contains(d)) else {
        return (suit_groups(hand), false);
    };
    let mut rest = hand.to_vec();
    if let Some(i) = rest.iter().position(|t| *t == d) {
        rest.remove(i);
    }
    let mut groups = suit_groups(&rest);
    groups.push(vec![TileArt::Mahjong(d)]);
    (groups, true)
}

/// Matjok tiles sorted, one group per suit and one for the honours.
fn suit_groups(tiles: &[MahjongTile]) -> Vec<Vec<TileArt>> {
    let mut sorted = tiles.to_vec();
    sorted.sort_short();
    let key = |t: &MahjongTile| match t.face() {
        Face::Suited { suit, .. } => suit.letter(),
        Face::Wind(_) | Face::Dragon(_) => 'z',
        Face::Flower(_) => 'f',
    };
    let mut groups: Vec<Vec<TileArt>> = Vec::new();
    let mut last = None;
    for t in sorted {
        if last != Some(key(&t)) {
            groups.push(Vec::new());
            last = Some(key(&t));
        }
        if let Some(g) = groups.last_mut() {
            g.push(TileArt::Mahjong(t));
        }
    }
    groups
}

/// Each Matjok seat: hidden tiles, open melds, flowers, and the hand laid open at the end.
fn matjok_seats(g: &MatjokGame, v: &MatjokView<'_>, open: bool) -> Vec<SeatModel> {
    let over = v.result.is_some();
    (0..v.hand_sizes.len())
        .map(|s| SeatModel {
            hidden: v.hand_sizes[s] as usize,
            groups: v.melds[s]
                .iter()
                .map(|m| {
                    m.combination
                        .tiles()
                        .into_iter()
                        .map(TileArt::Mahjong)
                        .collect()
                })
                .collect(),
            flowers: v.flowers[s].iter().map(|&f| TileArt::Mahjong(f)).collect(),
            revealed: laid_open(
                over || open,
                || g.view(s as Seat).hand.to_vec(),
                TileArt::Mahjong,
            ),
            kept: vec![],
            wind: Some(seat_wind(g, s as Seat)),
        })
        .collect()
}

/// Seat `seat`'s wind in words, jongh (East) marked.
fn seat_wind(g: &MatjokGame, seat: Seat) -> String {
    match g.seat_wind(seat) {
        Wind::East => t!(tbl_seat_wind_jongh, wind = wind_name(Wind::East)),
        wind => wind_name(wind).to_string(),
    }
}

/// A Matjok winner's hand as the rulebook lays it open at tjok: each combination (the
/// melds first), then the final pair; a flower win shows only the flowers, at the seat.
fn matjok_winning_hand(r: &MatjokResult, melds: &[Vec<Meld>]) -> Vec<Vec<TileArt>> {
    let (Some(w), Some(g)) = (r.winner, r.hand.as_ref().and_then(|h| h.grouping.as_ref())) else {
        return Vec::new();
    };
    let art = |tiles: Vec<MahjongTile>| tiles.into_iter().map(TileArt::Mahjong).collect();
    let mut groups: Vec<Vec<TileArt>> = melds
        .get(w as usize)
        .into_iter()
        .flatten()
        .map(|m| art(m.combination.tiles()))
        .collect();
    groups.extend(g.combinations.iter().map(|c| art(c.tiles())));
    groups.push(art(vec![g.pair, g.pair]));
    groups
}

/// The discards, the one that may be claimed marked as the latest; a kong being robbed is
/// not among them, so it is shown as the tile in question.
fn matjok_face_up(v: &MatjokView<'_>, claimed: Option<MahjongTile>) -> Vec<FaceUp> {
    let n = v.discards.len();
    let mut face_up: Vec<FaceUp> = v
        .discards
        .iter()
        .enumerate()
        .map(|(i, &(by, t))| FaceUp {
            art: TileArt::Mahjong(t),
            by,
            latest: i + 1 == n && claimed == Some(t),
            take: None,
        })
        .collect();
    if let (Some(t), PhaseView::Robbing { seat, .. }) = (claimed, &v.phase) {
        face_up.push(FaceUp {
            art: TileArt::Mahjong(t),
            by: *seat,
            latest: true,
            take: None,
        });
    }
    face_up
}

fn matjok_table(g: &MatjokGame, seat: Seat, names: &[Named], open: bool) -> TableModel {
    use crate::engine::matjok::game::MatjokAction as M;
    let v = g.view(seat);
    let seats = matjok_seats(g, &v, open);
    let turn = match v.phase {
        PhaseView::Turn { seat, .. } => Some(seat),
        _ => None,
    };
    let claimed = match v.phase {
        PhaseView::Claims { tile, .. } | PhaseView::Robbing { tile, .. } => Some(tile),
        _ => None,
    };
    let moves = moves::<MatjokGame>(g.legal_actions(seat), |a| match a {
        M::Discard(t) => Some(TileArt::Mahjong(*t)),
        _ => None,
    });
    let face_up = matjok_face_up(&v, claimed);
    let total: u32 = v.dice.iter().map(|&d| d as u32).sum();
    // koe van has no prevailing wind
    let jongh = name(names, v.jongh);
    let wind = wind_name(v.prevailing);
    let jongh = if g.rules().score.koe_van {
        t!(play_jongh, name = jongh)
    } else {
        t!(play_jongh_wind, name = jongh, wind = wind)
    };
    let (a, b, c, n) = (v.dice[0], v.dice[1], v.dice[2], v.break_stack);
    let broken = t!(
        play_wall_broken,
        a = a,
        b = b,
        c = c,
        total = total,
        name = name(names, v.break_wall),
        n = n
    );
    let opening = vec![format!("{jongh} {broken}")];
    let (hand, drawn_apart) = hand_with_drawn(v.hand, v.drawn);
    TableModel {
        seat,
        hand,
        drawn_apart,
        seats,
        face_up,
        wall_text: t!(play_wall_mahjong, n = v.live_wall, dead = v.dead_wall),
        wall: WallModel::Mahjong {
            live: v.live_wall,
            dead: v.dead_wall,
            start: (wall_of(v.break_wall, seat) + v.break_stack as usize) as u8,
            taken: v.wall_taken,
        },
        turn,
        moves,
        idle_reason: String::new(),
        opening,
        built_wall: Vec::new(),
        outcome: v.result.and(g.outcome().cloned()),
        result: None,
        winning_hand: v
            .result
            .map(|r| matjok_winning_hand(r, v.melds))
            .unwrap_or_default(),
        prevailing: (!g.rules().score.koe_van)
            .then(|| t!(tbl_prevailing, wind = wind_name(v.prevailing))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::games::GameId;
    use crate::play::session::{Session, Setup};

    /// The view model: every move it offers is legal, every tile it shows has a name, and
    /// a tile keeps its id from move to move while it stays (the view keeps its node).
    #[test]
    fn the_view_model_offers_legal_moves_names_every_tile_and_keeps_tile_ids() {
        for (game, players) in [
            (GameId::JjakMatChuGi, 3),
            (GameId::ThreeDozen, 4),
            (GameId::KapTaiShap, 5),
            (GameId::KapShap, 2),
            (GameId::Matjok, 4),
        ] {
            let mut s =
                Session::new(Setup::against_computer(game, players, Level::Beginner), 5).unwrap();
            let names = s.setup.named();
            let mut before: Option<Vec<Placed>> = None;
            let mut compared = 0;
            while !s.round_over() && s.log.len() < 150 {
                let model = table(s.round(), 0, &names);
                let legal = s.legal(0);
                for m in &model.moves {
                    assert!(legal.contains(&m.action), "{game:?}: {}", m.label);
                    assert!(!m.label.is_empty());
                }
                let mut shown: Vec<TileArt> = model.hand.iter().flatten().copied().collect();
                for seat in &model.seats {
                    shown.extend(seat.groups.iter().flatten());
                    shown.extend(seat.flowers.iter().chain(&seat.revealed).chain(&seat.kept));
                }
                shown.extend(model.face_up.iter().map(|f| f.art));
                assert!(shown.iter().all(|t| !t.accessible_name().is_empty()));
                let now = placed_groups(&model.hand);
                let mut ids: Vec<u32> = now.iter().map(|p| p.id).collect();
                ids.sort_unstable();
                ids.dedup();
                assert_eq!(ids.len(), now.len(), "{game:?}: ids are unique");
                if let Some(was) = &before {
                    // the tiles that stayed (as many of each face as both hands hold) are
                    // exactly the ids both hands have, each still the same face
                    let mut left: Vec<TileArt> = was.iter().map(|p| p.art).collect();
                    let stayed = now
                        .iter()
                        .filter(|p| match left.iter().position(|&a| a == p.art) {
                            Some(i) => {
                                left.swap_remove(i);
                                true
                            }
                            None => false,
                        })
                        .count();
                    let same: Vec<&Placed> = now
                        .iter()
                        .filter(|p| was.iter().any(|q| q.id == p.id))
                        .collect();
                    assert_eq!(same.len(), stayed, "{game:?}: {was:?} -> {now:?}");
                    for p in same {
                        assert!(was.iter().any(|q| q.id == p.id && q.art == p.art));
                    }
                    compared += 1;
                }
                before = Some(now);
                s.move_on();
            }
            assert!(compared > 5, "{game:?}: {compared} moves compared");
        }
    }

    /// Matjok's wall stands as the dice broke it, seen from each seat: every tile left to
    /// draw is on a stack, the stacks just after the break went to the deal and the draws,
    /// the flower / kong wall lies just before it, and each seat sees the same wall turned
    /// a quarter round per seat. The seats' winds follow jongh's East, and the tile just
    /// drawn is set apart at the end of the hand.
    #[test]
    fn matjoks_wall_stands_where_the_dice_broke_it_and_each_seat_has_its_wind() {
        let mut s = Session::new(
            Setup::against_computer(GameId::Matjok, 4, Level::Beginner),
            9,
        )
        .unwrap();
        let names = s.setup.named();
        let jongh = match s.round() {
            MatchRound::Matjok(g) => g.view(0).jongh,
            _ => unreachable!(),
        };
        let winds = table(s.round(), 0, &names)
            .seats
            .iter()
            .map(|m| m.wind.clone().unwrap())
            .collect::<Vec<_>>();
        assert_eq!(winds[jongh as usize], "East, jongh");
        assert_eq!(winds[(jongh as usize + 1) % 4], "South");
        assert_eq!(winds[(jongh as usize + 2) % 4], "West");
        let mut drawn_seen = 0;
        while !s.round_over() {
            let rings: Vec<Vec<WallStack>> = (0..4)
                .map(|seat| {
                    let m = table(s.round(), seat, &names);
                    let WallModel::Mahjong {
                        live,
                        dead,
                        start,
                        taken,
                    } = m.wall
                    else {
                        panic!("a Matjok wall")
                    };
                    let ring = square_wall(start, taken, live, dead);
                    let standing: usize = ring.iter().map(|w| w.tiles as usize).sum();
                    assert_eq!(standing, live + dead);
                    let edged: usize = ring
                        .iter()
                        .filter(|w| w.dead)
                        .map(|w| w.tiles as usize)
                        .sum();
                    assert!(
                        (dead..=dead + 1).contains(&edged),
                        "{edged} edged for {dead}"
                    );
                    let at = |k: usize| ring[(start as usize + k) % ring.len()];
                    // the first stacks after the break went to the deal; the last standing
                    // before it (replacements are drawn from there) are the flower / kong wall
                    assert_eq!(at(0).tiles, 0);
                    let last = (0..ring.len()).rev().find(|&k| at(k).tiles > 0);
                    if dead > 0 {
                        assert!(last.is_some_and(|k| at(k).dead));
                    }
                    if m.drawn_apart {
                        let apart = m.hand.last().unwrap();
                        assert_eq!(apart.len(), 1);
                        drawn_seen += 1;
                    }
                    ring
                })
                .collect();
            for k in 1..4 {
                for q in 0..rings[0].len() {
                    assert_eq!(rings[k][q], rings[0][(q + 72 - 18 * k) % 72], "seat {k}");
                }
            }
            s.move_on();
        }
        assert!(drawn_seen > 3, "a drawn tile was set apart");
    }

    /// Two players face each other; three sit right and left; four right, across and left;
    /// a K'ap ring of twenty has five a side; every other seat once, in turn order round.
    #[test]
    fn the_seats_sit_around_the_table_in_turn_order() {
        let short = |a: Around| (a.left, a.across, a.right);
        assert_eq!(short(around(2, 0)), (vec![], vec![1], vec![]));
        assert_eq!(short(around(3, 0)), (vec![2], vec![], vec![1]));
        assert_eq!(short(around(4, 1)), (vec![0], vec![3], vec![2]));
        let ring = around(20, 0);
        assert_eq!(
            (ring.left.len(), ring.across.len(), ring.right.len()),
            (4, 11, 4)
        );
        for players in 2..=20u8 {
            for viewer in 0..players {
                let a = around(players, viewer);
                // going round: up the right side, across from right to left, down the left
                let mut round: Vec<Seat> = a.right.iter().rev().copied().collect();
                round.extend(a.across.iter().rev());
                round.extend(&a.left);
                let turn: Vec<Seat> = (1..players).map(|k| (viewer + k) % players).collect();
                assert_eq!(round, turn, "{players} players, viewer {viewer}");
            }
        }
    }

    /// K'ap: a face-up tile that may be picked up is a button where it lies (its `take`),
    /// and not a second time among the other moves.
    #[test]
    fn a_pick_up_is_offered_on_the_face_up_tile_only() {
        let mut s = Session::new(
            Setup::against_computer(GameId::KapTaiShap, 2, Level::Normal),
            3,
        )
        .unwrap();
        let names = s.setup.named();
        let mut checked = 0;
        while !s.round_over() && checked < 5 {
            let seat = s.to_act()[0];
            if !s.is_human(seat) {
                s.computer_move().unwrap();
                continue;
            }
            let model = table(s.round(), seat, &names);
            let pick_ups: Vec<&MoveModel> = model
                .moves
                .iter()
                .filter(|m| m.action.picked_up().is_some())
                .collect();
            for m in &pick_ups {
                assert!(model.taken_where_it_lies(m), "{}", m.label);
                assert!(!model.other_moves().iter().any(|o| o.action == m.action));
            }
            checked += usize::from(!pick_ups.is_empty());
            let first = s.legal(seat)[0];
            s.play(seat, first).unwrap();
        }
        assert!(checked > 0, "the human could pick up a face-up tile");
    }

    /// Seed 003: "five tiles high … stacks that are five, five, four, five, four, five";
    /// K'ap Shap "a wall four high"; "How this round began" says so.
    #[test]
    fn the_kap_wall_is_told_in_stacks_of_five_and_four() {
        let opening = |game, players| {
            let s = Session::new(Setup::against_computer(game, players, Level::Normal), 3).unwrap();
            table(s.round(), 0, &s.setup.named()).opening[0].clone()
        };
        assert_eq!(
            opening(GameId::KapTaiShap, 5),
            "The wall: 96 tiles in stacks of five. The top tiles of 4 stacks, the third \
             from the end and every other one after it, went to the far end: a saw-tooth of \
             stacks of five and four."
        );
        assert_eq!(
            opening(GameId::KapShap, 2),
            "The wall: 32 tiles in stacks of four."
        );
        // and drawn as it was built: n - 1 stacks of four among the fives, the moved
        // tiles alone at the far end
        let s = Session::new(
            Setup::against_computer(GameId::KapTaiShap, 5, Level::Normal),
            3,
        )
        .unwrap();
        let built = table(s.round(), 0, &s.setup.named()).built_wall;
        let count = |h| built.iter().filter(|&&x| x == h).count();
        assert_eq!((count(4), count(1)), (4, 5), "{built:?}");
        assert_eq!(&built[built.len() - 4..], &[1, 1, 1, 1], "{built:?}");
    }

    /// Every sentence with the player as its subject reads right: "You are jongh".
    #[test]
    fn the_player_addressed_is_you_are() {
        let s = Session::new(Setup::against_computer(GameId::Matjok, 4, Level::Normal), 3).unwrap();
        let t = table(s.round(), 0, &s.setup.named());
        assert!(
            t.opening[0].starts_with("You are jongh (East) under the prevailing East wind."),
            "{}",
            t.opening[0]
        );
        assert!(!t.opening[0].contains("wall of You"), "{}", t.opening[0]);
        let koe_van = Setup {
            options: crate::engine::options::Options::parse(GameId::Matjok, ["koe-van=on"])
                .unwrap(),
            ..Setup::against_computer(GameId::Matjok, 4, Level::Normal)
        };
        let s = Session::new(koe_van, 3).unwrap();
        let t = table(s.round(), 0, &s.setup.named());
        assert!(
            t.opening[0].starts_with("You are jongh (East). "),
            "koe van has no prevailing wind: {}",
            t.opening[0]
        );
    }

    /// Each face-up tile is shown in front of the seat that threw it: every seat's face-up
    /// tiles are, in order, among the tiles that seat threw (some were taken since).
    #[test]
    fn each_face_up_tile_lies_in_front_of_the_seat_that_threw_it() {
        for (game, players) in [
            (GameId::JjakMatChuGi, 3),
            (GameId::ThreeDozen, 4),
            (GameId::KapTaiShap, 5),
            (GameId::KapShap, 2),
            (GameId::Matjok, 4),
        ] {
            let mut s =
                Session::new(Setup::against_computer(game, players, Level::Beginner), 11).unwrap();
            let mut checked = 0;
            while !s.round_over() && s.log.len() < 120 {
                let t = table(s.round(), 0, &s.setup.named());
                for seat in 0..players {
                    let thrown: Vec<String> = s
                        .log
                        .iter()
                        .filter(|e| e.seat == seat && e.action.is_discard())
                        .filter_map(|e| thrown_tile(&e.action))
                        .collect();
                    let mut rest = thrown.iter();
                    for f in t.face_up.iter().filter(|f| f.by == seat) {
                        assert!(
                            rest.any(|x| *x == tile_key(f.art)),
                            "{game:?}: {:?} in front of seat {seat}, who threw {thrown:?}",
                            f.art
                        );
                        checked += 1;
                    }
                }
                match s.computer_to_move() {
                    Some(_) => {
                        s.computer_move().unwrap();
                    }
                    None => {
                        let seat = s.to_act()[0];
                        s.play(seat, s.legal(seat)[0]).unwrap();
                    }
                }
            }
            assert!(checked > 0, "{game:?}: some tile was face up");
        }
    }

    /// The tile a move threw, by its code.
    fn thrown_tile(a: &AnyAction) -> Option<String> {
        use crate::engine::kap::KapAction;
        use crate::engine::matjok::game::MatjokAction;
        match *a {
            AnyAction::Pair(PairAction::Discard { tile }) => Some(tile.to_string()),
            AnyAction::Kap(KapAction::Discard { tile }) => Some(tile.to_string()),
            AnyAction::Matjok(MatjokAction::Discard(t)) => Some(t.to_string()),
            _ => None,
        }
    }

    /// A face-up tile's code, whatever set it is drawn from.
    fn tile_key(art: TileArt) -> String {
        match art {
            TileArt::Chinese(d) | TileArt::Western(d) => d.to_string(),
            TileArt::Mahjong(t) => t.to_string(),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn the_opening_reads_right_when_you_play_first() {
        let mut you_first = 0;
        for seed in 1..30 {
            let s = Session::new(
                Setup::against_computer(GameId::JjakMatChuGi, 2, Level::Normal),
                seed,
            )
            .unwrap();
            let t = table(s.round(), 0, &s.setup.named());
            if t.opening.iter().any(|o| o.contains("First to play: you")) {
                you_first += 1;
            }
            assert!(
                t.opening.iter().all(|o| !o.contains("You plays")),
                "{:?}",
                t.opening
            );
        }
        assert!(you_first > 0, "some deal has You first");
    }

    #[test]
    fn the_hand_groups_pairs_and_suits() {
        let d = |s: &str| crate::engine::tiles::parse_dominoes(s).unwrap();
        let art = TileArt::Chinese;
        let groups = paired_groups(
            &d("6-3 1-1 5-4 2-2 1-1"),
            |a, b| a.pips() + b.pips() == 18 || a == b,
            art,
        );
        assert_eq!(groups.len(), 3, "{groups:?}");
        assert_eq!(groups[0], vec![art(d("1-1")[0]), art(d("1-1")[0])]);
        assert_eq!(groups[2], vec![art(d("2-2")[0])], "singles last");
        let tiles = crate::engine::tiles::parse_mpsz("19m5p12s77z").unwrap();
        assert_eq!(
            suit_groups(&tiles).iter().map(Vec::len).collect::<Vec<_>>(),
            vec![2, 1, 2, 2]
        );
    }

    #[test]
    fn the_table_shows_only_what_the_seat_may_see() {
        for (game, players) in [
            (GameId::JjakMatChuGi, 2),
            (GameId::KapShap, 2),
            (GameId::Matjok, 4),
        ] {
            let s = Session::new(Setup::against_computer(game, players, Level::Normal), 1).unwrap();
            let names = s.setup.named();
            let t = table(s.round(), 0, &names);
            assert!(!t.opening.is_empty(), "the start of the round is told");
            assert!(
                t.seats.iter().all(|m| m.revealed.is_empty()),
                "hands stay hidden in play"
            );
            assert!(!t.hand.is_empty());
            assert_eq!(t.seats.len(), players as usize);
            for (i, m) in t.seats.iter().enumerate() {
                if i != 0 {
                    assert!(m.hidden > 0, "others' tiles are counted, not shown");
                }
            }
            // the moves are exactly the legal ones, draws folded into one button
            let legal = s.legal(0);
            assert!(t.moves.iter().all(|m| legal.contains(&m.action)));
            assert_eq!(t.moves.is_empty(), legal.is_empty());
        }
    }
}
