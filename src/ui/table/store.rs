//! The table's store: the session (`PlayState`) and what the table shows of it, derived
//! once per change and then region by region. Each region is a memo that tells its
//! components only when its own part changed: opening the side panel touches the panel
//! alone, a tile thrown touches that seat's discards and your hand, and the hint is worked
//! out again only when the position or the help setting changed. What the player opened
//! (`Opened`) lives above the table, so that a hand-over or a visit to another page leaves
//! it as it was.

use std::cell::Cell;

use jjak_words::t;
use leptos::prelude::*;

use crate::engine::core::Seat;
use crate::engine::games::MatchLength;
use crate::play::hints::{hints, Hints};
use crate::play::save::Help;
use crate::play::session::{Moved, Session};
use crate::play::table::{table_shown, FaceUp, MoveModel, SeatModel, TableModel, WallModel};
use crate::ui::play_state::PlayState;

#[derive(Clone, Copy)]
pub struct TableStore {
    pub state: PlayState,
    /// The seat whose tiles the screen shows.
    pub viewer: Memo<Seat>,
    pub names: Memo<Vec<String>>,
    pub scores: Memo<Vec<i32>>,
    /// The table as the viewer sees it (`None`: no game).
    pub model: Memo<Option<TableModel>>,
    /// The regions.
    pub seats: Memo<Vec<SeatModel>>,
    pub face_up: Memo<Vec<FaceUp>>,
    pub wall: Memo<Option<(String, WallModel)>>,
    pub moves: Memo<Vec<MoveModel>>,
    pub hand: Memo<Vec<Vec<crate::art::TileArt>>>,
    /// Whose turn it is.
    pub turn: Memo<Option<Seat>>,
    /// The round's result in words, once it is over.
    pub result: Memo<Option<String>>,
    /// The viewer may move now.
    pub my_turn: Memo<bool>,
    /// The help setting, and the hint when it is on (the normal computer's move, unseen mates).
    pub help: Memo<Help>,
    pub hints: Memo<Option<Hints>>,
    /// The latest move, as the viewer may see it (hidden tiles hidden).
    pub last: Memo<Option<Moved>>,
    /// The latest move gave the viewer a tile (drawn, taken): what is new in the hand since
    /// it is marked.
    pub gained: Memo<bool>,
    /// Moves made so far in the match (what is new since the last move is marked).
    pub moved: Memo<(u32, usize)>,
    pub opened: Opened,
    /// A replay: the table is looked at, not played (no way on after a round).
    pub review: bool,
    /// The screen is wide enough for the side panel beside the table (the style's width).
    wide: RwSignal<bool>,
    /// The page's one live region.
    announce: RwSignal<String>,
}

/// How the table is shown: played, or looked at in a replay (every hand open as `open`
/// says).
#[derive(Clone, Copy)]
pub struct Shown {
    pub open: Signal<bool>,
    pub review: bool,
}

/// What the player opened at the table.
#[derive(Clone, Copy)]
pub struct Opened {
    /// The side panel (a bottom sheet on a phone): `None` as the screen's width suggests
    /// (open beside a wide table, closed on a phone), else as the player set it.
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
    /// The store for the session in `PlayState`, shown to the seat `viewer` picks, every
    /// hand laid open while `shown.open` says so.
    pub fn provide(
        viewer: impl Fn(&Session) -> Seat + Copy + Send + Sync + 'static,
        announce: RwSignal<String>,
        opened: Opened,
        shown: Shown,
    ) -> TableStore {
        let state = PlayState::get();
        let viewer = Memo::new(move |_| state.session.with(|s| s.as_ref().map_or(0, viewer)));
        let names = Memo::new(move |_| {
            state
                .session
                .with(|s| s.as_ref().map(|s| s.setup.names()).unwrap_or_default())
        });
        let scores = Memo::new(move |_| {
            state.session.with(|s| {
                s.as_ref()
                    .map(|s| s.game.scores().to_vec())
                    .unwrap_or_default()
            })
        });
        let model = Memo::new(move |_| {
            let seat = viewer.get();
            let open = shown.open.get();
            names.with(|names| {
                state.session.with(|s| {
                    s.as_ref()
                        .map(|s| table_shown(s.round(), seat, names, open))
                })
            })
        });
        let seats = region(model, |m| m.seats.clone());
        let face_up = region(model, |m| m.face_up.clone());
        let wall = Memo::new(move |_| {
            model.with(|m| m.as_ref().map(|m| (m.wall_text.clone(), m.wall.clone())))
        });
        let moves = region(model, |m| m.moves.clone());
        let hand = region(model, |m| m.hand.clone());
        let turn = Memo::new(move |_| model.with(|m| m.as_ref().and_then(|m| m.turn)));
        let result = Memo::new(move |_| model.with(|m| m.as_ref().and_then(|m| m.result.clone())));
        let review = shown.review;
        let my_turn = Memo::new(move |_| {
            if review {
                // (a replay is looked at, not played)
                return false;
            }
            let seat = viewer.get();
            state.session.with(|s| {
                s.as_ref()
                    .is_some_and(|s| s.is_human(seat) && s.to_act().contains(&seat))
            })
        });
        let help = Memo::new(move |_| state.file.with(|f| f.settings.help));
        let hints = Memo::new(move |_| {
            if help.get() == Help::Off {
                return None;
            }
            let seat = viewer.get();
            // (the session as the model shows it: a change that moved nothing, a refused
            // move, does not work the hint out again)
            model.with(|m| {
                let m = m.as_ref()?;
                state.session.with_untracked(|s| {
                    let s = s.as_ref()?;
                    (!s.round_over()).then(|| hints(s, m, seat))
                })
            })
        });
        let last = Memo::new(move |_| {
            let seat = viewer.get();
            state
                .session
                .with(|s| Some(s.as_ref()?.last_move()?.seen_by(seat)))
        });
        let gained = Memo::new(move |_| {
            let seat = viewer.get();
            last.with(|l| {
                l.as_ref()
                    .is_some_and(|l| l.events.iter().any(|e| e.gained_by() == Some(seat)))
            })
        });
        let moved = Memo::new(move |_| {
            state.session.with(|s| {
                s.as_ref()
                    .map_or((0, 0), |s| (s.game.round_number(), s.log.len()))
            })
        });
        let store = TableStore {
            state,
            viewer,
            names,
            scores,
            model,
            seats,
            face_up,
            wall,
            moves,
            hand,
            turn,
            result,
            my_turn,
            help,
            hints,
            last,
            gained,
            moved,
            opened,
            review: shown.review,
            wide: RwSignal::new(wide()),
            announce,
        };
        let resized = window_event_listener(leptos::ev::resize, move |_| {
            let now = wide();
            if store.wide.get_untracked() != now {
                store.wide.set(now);
            }
        });
        on_cleanup(move || resized.remove());
        provide_context(store);
        store
    }

    pub fn get() -> TableStore {
        expect_context::<TableStore>()
    }

    /// A part of seat `seat`'s model (empty without it).
    pub fn seat_part<T: Default>(&self, seat: Seat, part: impl Fn(&SeatModel) -> T) -> T {
        self.seats
            .with(|s| s.get(seat as usize).map(part).unwrap_or_default())
    }

    /// Whether the side panel shows: as set, else open when the screen is wide enough for
    /// it beside the table.
    pub fn drawer_open(&self) -> bool {
        self.opened.drawer.get().unwrap_or_else(|| self.wide.get())
    }

    /// Says `text` in the page's live region; the same words again are said again.
    pub fn say(&self, text: String) {
        if text.is_empty() {
            return;
        }
        // (a live region speaks when its text changes: a repeat gets a no-break space)
        self.announce.update(|now| {
            *now = if *now == text {
                format!("{text}\u{a0}")
            } else {
                text
            }
        });
    }

    /// The head line: the game, the round ("Round 2 of 10", Matjok "Hand 3"), and whose
    /// turn it is.
    pub fn headline(&self) -> (String, String, String) {
        let names = self.names.get();
        let turn = self.turn.get();
        let over = self.result.with(Option::is_some);
        self.state.session.with(|s| {
            let Some(s) = s.as_ref() else {
                return Default::default();
            };
            let round_no = s.game.round_number();
            let round = match s.setup.game.spec().length {
                MatchLength::Winds => t!(tbl_hand_number, number = round_no),
                MatchLength::Rounds => {
                    t!(tbl_round_of, number = round_no, rounds = s.game.rounds())
                }
            };
            let status = match turn.and_then(|t| names.get(t as usize)) {
                Some(name) => t!(tbl_to_play, name = name),
                None if over => t!(tbl_round_over).to_string(),
                None => t!(tbl_waiting_claims).to_string(),
            };
            (s.setup.game.name().to_string(), round, status)
        })
    }

    /// Makes the viewer's move `action` (a click on a tile or a button).
    pub fn act(&self, action: crate::engine::matches::AnyAction) {
        let seat = self.viewer.get_untracked();
        let mut problem = None;
        self.state.play(|session| {
            if let Some(s) = session.as_mut() {
                if let Err(e) = s.play(seat, action) {
                    problem = Some(e.to_string());
                }
            }
        });
        // (a refused move is said at once; a move made is told from its events)
        if let Some(p) = problem {
            super::motion::nothing_thrown();
            self.say(format!("{p}."));
        }
    }
}

/// Whether the screen is wide enough for the side panel beside the table (the same width
/// as the style's).
fn wide() -> bool {
    window()
        .match_media("(min-width: 64rem)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// A region of the table model (empty without a game): a memo of its own, so that only
/// what shows it is told when it changes.
fn region<T>(model: Memo<Option<TableModel>>, part: fn(&TableModel) -> T) -> Memo<T>
where
    T: Default + PartialEq + Send + Sync + 'static,
{
    Memo::new(move |_| model.with(|m| m.as_ref().map(part).unwrap_or_default()))
}
