//! The table's store: what its provider feeds it (`port::TableFeed`: one seat's view of
//! the match and what that seat may do), split into regions. Each region is a memo that
//! tells its components only when its own part changed: opening the drawer touches the
//! panel alone, a tile thrown touches that seat's discards and your hand. What the player
//! opened (`Opened`) lives above the table, so that a hand-over or a visit to another page
//! leaves it as it was.

use std::cell::Cell;

use leptos::prelude::*;

use crate::engine::core::Seat;
use crate::engine::games::TileSet;
use crate::play::hints::Hints;
use crate::play::seen::{Can, Moved, Seen, TableCommand};
use crate::play::table::{FaceUp, MoveModel, SeatModel, TableModel, WallModel};

use super::port::TableFeed;

#[derive(Clone, Copy)]
pub struct TableStore {
    pub feed: TableFeed,
    /// The seat whose tiles the screen shows.
    pub viewer: Memo<Seat>,
    pub names: Memo<Vec<crate::engine::text::Named>>,
    pub scores: Memo<Vec<i32>>,
    /// The game is played with mahjong tiles (else dominoes).
    pub mahjong: Memo<bool>,
    /// The regions.
    pub seats: Memo<Vec<SeatModel>>,
    pub face_up: Memo<Vec<FaceUp>>,
    pub wall: Memo<Option<(String, WallModel)>>,
    pub moves: Memo<Vec<MoveModel>>,
    /// Why a tile in hand is not a move now (every tile of the hand names it).
    pub idle_reason: Memo<String>,
    pub hand: Memo<Vec<Vec<crate::art::TileArt>>>,
    /// Whose turn it is.
    pub turn: Memo<Option<Seat>>,
    /// The round's result in words, once it is over.
    pub result: Memo<Option<String>>,
    /// What the viewer may do now, and whether that is a move.
    pub can: Memo<Can>,
    pub my_turn: Memo<bool>,
    /// The hint when the help setting is on (the normal computer's move, unseen mates),
    /// and the drawer's guide.
    pub hints: Memo<Option<Hints>>,
    pub guide: Memo<Option<String>>,
    /// The latest move, as the viewer may see it (hidden tiles hidden).
    pub last: Memo<Option<Moved>>,
    /// The latest move gave the viewer a tile (drawn, taken): what is new in the hand since
    /// it is marked.
    pub gained: Memo<bool>,
    /// The round and the moves made in it (what is new since the last move is marked).
    pub moved: Memo<(u32, usize)>,
    pub opened: Opened,
    /// The screen is wide enough for the seats to sit round the table (the style's width):
    /// each seat's tiles are turned to face it.
    pub around: RwSignal<bool>,
    /// The page's one live region.
    announce: RwSignal<String>,
}

/// What the player opened at the table.
#[derive(Clone, Copy)]
pub struct Opened {
    /// The drawer (the log, the hint and the settings; a bottom sheet on a phone): `None`
    /// until the player opens or closes it (closed, unless the help is on and the table
    /// has room for it beside the seats), else as the player set it.
    pub drawer: RwSignal<Option<bool>>,
    /// The panel's settings.
    pub settings: RwSignal<bool>,
    /// "How this round began" (opened again at each round's start).
    pub opening: RwSignal<bool>,
}

thread_local! {
    /// `Opened` while the player is on another page.
    static OPENED: Cell<(Option<bool>, bool, bool)> = const { Cell::new((None, false, true)) };
}

impl Opened {
    /// What the player had opened when the table was last shown.
    pub fn remembered() -> Opened {
        let (drawer, settings, opening) = OPENED.get();
        let opened = Opened {
            drawer: RwSignal::new(drawer),
            settings: RwSignal::new(settings),
            opening: RwSignal::new(opening),
        };
        Effect::new(move |_| {
            OPENED.set((
                opened.drawer.get(),
                opened.settings.get(),
                opened.opening.get(),
            ))
        });
        opened
    }
}

impl TableStore {
    /// The store for what `feed` shows.
    pub fn provide(feed: TableFeed, announce: RwSignal<String>, opened: Opened) -> TableStore {
        let seen = feed.seen;
        let viewer = Memo::new(move |_| seen.with(|s| s.as_ref().map_or(0, |s| s.seat)));
        let names = region(seen, |s| s.names.clone());
        let scores = region(seen, |s| s.scores.clone());
        let mahjong = region(seen, |s| s.game.tile_set() == TileSet::Mahjong);
        let seats = region(seen, |s| s.table.seats.clone());
        let face_up = region(seen, |s| s.table.face_up.clone());
        let wall = Memo::new(move |_| {
            seen.with(|s| {
                s.as_ref()
                    .map(|s| (s.table.wall_text.clone(), s.table.wall.clone()))
            })
        });
        let moves = region(seen, |s| s.table.moves.clone());
        let idle_reason = region(seen, |s| s.table.idle_reason.clone());
        let hand = region(seen, |s| s.table.hand.clone());
        let turn = Memo::new(move |_| seen.with(|s| s.as_ref().and_then(|s| s.table.turn)));
        let result =
            Memo::new(move |_| seen.with(|s| s.as_ref().and_then(|s| s.table.result.clone())));
        let can = region(seen, |s| s.can);
        let my_turn = Memo::new(move |_| can.get().play);
        let hints = Memo::new(move |_| feed.hinted.with(|h| h.as_ref().map(|h| h.hints.clone())));
        let guide = Memo::new(move |_| feed.hinted.with(|h| h.as_ref().map(|h| h.guide.clone())));
        let last = Memo::new(move |_| seen.with(|s| s.as_ref().and_then(|s| s.last.clone())));
        let gained = Memo::new(move |_| {
            let seat = viewer.get();
            last.with(|l| {
                l.as_ref()
                    .is_some_and(|l| l.events.iter().any(|e| e.gained_by() == Some(seat)))
            })
        });
        let moved = region(seen, |s| (s.round, s.moves_made));
        let store = TableStore {
            feed,
            viewer,
            names,
            scores,
            mahjong,
            seats,
            face_up,
            wall,
            moves,
            idle_reason,
            hand,
            turn,
            result,
            can,
            my_turn,
            hints,
            guide,
            last,
            gained,
            moved,
            opened,
            around: RwSignal::new(around()),
            announce,
        };
        let resized = window_event_listener(leptos::ev::resize, move |_| {
            let now = around();
            if store.around.get_untracked() != now {
                store.around.set(now);
            }
        });
        on_cleanup(move || resized.remove());
        provide_context(store);
        store
    }

    pub fn get() -> TableStore {
        expect_context::<TableStore>()
    }

    /// A part of the table as the viewer sees it (empty without a game), read where it is
    /// (the whole table is not copied at each change).
    pub fn table<T: Default>(&self, part: impl Fn(&TableModel) -> T) -> T {
        self.feed
            .seen
            .with(|s| s.as_ref().map(|s| part(&s.table)).unwrap_or_default())
    }

    /// A part of seat `seat`'s model (empty without it).
    pub fn seat_part<T: Default>(&self, seat: Seat, part: impl Fn(&SeatModel) -> T) -> T {
        self.seats
            .with(|s| s.get(seat as usize).map(part).unwrap_or_default())
    }

    /// Whether the drawer shows: as the player set it, else only with the help on (its
    /// words are in the drawer) and the seats round a table wide enough.
    pub fn drawer_open(&self) -> bool {
        self.opened.drawer.get().unwrap_or_else(|| {
            self.around.get() && wide_enough() && self.guide.with(Option::is_some)
        })
    }

    /// Says `text` in the page's live region; the same words again are said again.
    pub fn say(&self, text: String) {
        say(self.announce, text)
    }

    /// The head line: the game, the round ("Round 2 of 10", Matjok "Hand 3"), and whose
    /// turn it is.
    pub fn headline(&self) -> (String, String, String) {
        self.feed.seen.with(|s| {
            s.as_ref().map_or_else(Default::default, |s| {
                (s.game.name().to_string(), s.round_text(), s.status_text())
            })
        })
    }

    /// Asks the provider for `command` (a click on a tile or a button); a refusal is said.
    pub fn send(&self, command: TableCommand) {
        // (a move made is told from its events)
        if let Err(problem) = self.feed.send.run(command) {
            super::motion::nothing_thrown();
            self.say(format!("{problem}."));
        }
    }

    /// Makes the viewer's move `action`.
    pub fn act(&self, action: crate::engine::matches::AnyAction) {
        self.send(TableCommand::Play(action))
    }
}

/// Says `text` in the live region `announce`; the same words again are said again.
pub fn say(announce: RwSignal<String>, text: String) {
    if text.is_empty() {
        return;
    }
    // (a live region speaks when its text changes: a repeat gets a no-break space)
    announce.update(|now| {
        *now = if *now == text {
            format!("{text}\u{a0}")
        } else {
            text
        }
    });
}

/// Whether the screen matches the style's media query `query`.
fn matches(query: &str) -> bool {
    window()
        .match_media(query)
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Whether the seats sit round the table (style/main.css, the same width).
fn around() -> bool {
    matches("(min-width: 56.25rem)")
}

/// Whether the drawer fits beside the table without hiding the seat on the right.
fn wide_enough() -> bool {
    matches("(min-width: 80rem)")
}

/// A part of what the seat sees (empty without a game): a memo of its own, so that only
/// what shows it is told when it changes.
fn region<T>(seen: Signal<Option<Seen>>, part: fn(&Seen) -> T) -> Memo<T>
where
    T: Default + PartialEq + Send + Sync + 'static,
{
    Memo::new(move |_| seen.with(|s| s.as_ref().map(part).unwrap_or_default()))
}
