//! A host and its friends linked by an in-memory channel that drops, duplicates, delays
//! and reorders messages, over many seeded matches of every game: both sides end in the
//! same public state, no view sent carries a tile hidden from its seat, and the friends'
//! check passes for an honest host and fails for one that cheats.

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use super::fair::Bytes32;
use super::friend::{Audit, Friend};
use super::host::{Host, Outbox};
use super::wire::{read, write, Reveal, ToFriend, ToHost};
use crate::ai::Level;
use crate::engine::core::Seat;
use crate::engine::games::GameId;
use crate::engine::matches::AnyAction;
use crate::play::seen::Seen;
use crate::play::session::{Player, Session, Setup, Step};

/// A message on its way: to the host (from `seat`) or to the friend at `seat`.
struct Packet {
    to_host: bool,
    seat: Seat,
    text: String,
    /// Deliveries to wait before it arrives.
    wait: u32,
}

/// The channel: with `faults`, a message may be lost, arrive twice, late, or out of order.
struct Net {
    rng: StdRng,
    faults: bool,
    queue: Vec<Packet>,
}

impl Net {
    fn send(&mut self, to_host: bool, seat: Seat, text: String) {
        let copies = match self.faults {
            false => 1,
            true => match self.rng.random_range(0..10) {
                0 => 0,
                1 => 2,
                _ => 1,
            },
        };
        for _ in 0..copies {
            let wait = if self.faults {
                self.rng.random_range(0..4)
            } else {
                0
            };
            self.queue.push(Packet {
                to_host,
                seat,
                text: text.clone(),
                wait,
            });
        }
    }

    /// The next message to arrive, if any is due: any of those due, with faults.
    fn next(&mut self) -> Option<Packet> {
        for p in &mut self.queue {
            p.wait = p.wait.saturating_sub(1);
        }
        let due: Vec<usize> = (0..self.queue.len())
            .filter(|&i| self.queue[i].wait == 0)
            .collect();
        let pick = match self.faults {
            true => *due.choose(&mut self.rng)?,
            false => *due.first()?,
        };
        Some(self.queue.remove(pick))
    }
}

/// How the host cheats, if it does.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Cheat {
    Honest,
    /// Reveals another secret than the one it committed to.
    ChangedSecret,
    /// Plays its game from another deal than the one agreed (a draw swapped).
    SwappedDeal,
    /// Reveals a game with a move the rules refuse.
    IllegalMove,
}

/// A linked match played to its end.
struct Played {
    host: Host,
    session: Option<Session>,
    friends: Vec<(Seat, Friend)>,
    /// Views sent that were checked against a deal of the hidden tiles made afresh.
    views_checked: usize,
}

fn setup_of(game: GameId, players: u8, friends: u8) -> Setup {
    let mut setup = Setup::against_computer(game, players, Level::Beginner);
    for s in 1..=friends {
        setup.seats[s as usize].player = Player::Friend;
    }
    let short = match game {
        GameId::Matjok => ("winds", "1"),
        _ => ("rounds", "2"),
    };
    setup.options.set(game, short.0, short.1).unwrap();
    setup
}

fn bytes(rng: &mut StdRng) -> Bytes32 {
    let mut b = [0; 32];
    rng.fill(&mut b);
    b
}

/// Sends what the host must send, first checking each view against the deal: the same
/// view, built from the round with every tile hidden from the seat dealt afresh, must be
/// the same message (so it carries no hidden tile, and its size tells none).
fn post(
    net: &mut Net,
    out: Outbox,
    session: &Option<Session>,
    rng: &mut StdRng,
    checked: &mut usize,
) {
    for (seat, message) in out.to {
        // (once the round is over every hand is laid open)
        let playing = session.as_ref().filter(|s| !s.round_over());
        if let (ToFriend::View { seen, .. }, Some(s)) = (&message, playing) {
            let mut imagined = s.clone();
            *imagined.game.current_mut() = s.round().imagined_for(seat, rng.random());
            let mut again = Seen::for_friend(&imagined, seat);
            // (how the round began, lots drawn face up and tiles counted, and K'ap's wall as
            // it was built, are not kept by a deal made afresh)
            again.table.opening = seen.table.opening.clone();
            again.table.built_wall = seen.table.built_wall.clone();
            // (nor who has already let a claimed tile go: a seat not to act has no moves)
            if !s.to_act().contains(&seat) {
                again.table.moves = seen.table.moves.clone();
                again.table.idle_reason = seen.table.idle_reason.clone();
                again.can = seen.can;
            }
            assert_eq!(
                **seen, again,
                "a view carries a tile hidden from seat {seat}"
            );
            *checked += 1;
        }
        net.send(false, seat, write(&message));
    }
}

/// Plays a match of `game` with `friends` friends on other devices over the channel.
fn play_linked(
    game: GameId,
    players: u8,
    friends: u8,
    seed: u64,
    faults: bool,
    cheat: Cheat,
) -> Played {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut net = Net {
        rng: StdRng::seed_from_u64(seed ^ 0xA5),
        faults,
        queue: Vec::new(),
    };
    let mut host = Host::new(setup_of(game, players, friends), bytes(&mut rng));
    let mut session: Option<Session> = None;
    let mut views_checked = 0;
    let mut friends: Vec<(Seat, Friend)> = (1..=friends)
        .map(|s| {
            (
                s,
                Friend::new(format!("Friend {s}"), "en".into(), bytes(&mut rng)),
            )
        })
        .collect();
    for (seat, f) in &mut friends {
        net.send(true, *seat, write(&f.hello("en")));
    }
    let mut quiet = 0;
    for _ in 0..200_000 {
        if let Some(p) = net.next() {
            quiet = 0;
            if p.to_host {
                let out = host.receive(p.seat, &p.text, &mut session);
                assert_ne!(cheat, Cheat::SwappedDeal, "no cheat before the deal");
                post(&mut net, out, &session, &mut rng, &mut views_checked);
            } else if let Some((_, f)) = friends.iter_mut().find(|(s, _)| *s == p.seat) {
                let text = tampered(&p.text, cheat);
                for answer in f.receive(&text).expect("the host's messages read") {
                    net.send(true, p.seat, write(&answer));
                }
            }
            continue;
        }
        quiet += 1;
        // nothing due: someone acts, and now and then (on a channel that loses messages)
        // each friend says where it stands
        if faults && quiet % 8 == 0 {
            for (seat, f) in &friends {
                for m in f.tick() {
                    net.send(true, *seat, write(&m));
                }
            }
        }
        let Some(s) = session.as_mut() else { continue };
        if s.round_over() {
            if s.game.is_over() {
                if net.queue.is_empty() && quiet > 40 {
                    break;
                }
                continue;
            }
            let out = host.next_round(&mut session);
            post(&mut net, out, &session, &mut rng, &mut views_checked);
            continue;
        }
        if s.computer_to_move().is_some() {
            s.computer_move().unwrap();
        } else if s.to_act().contains(&0) {
            let mv = choice(s, 0, &s.legal(0), &mut rng);
            s.play(0, mv).unwrap();
        } else {
            // each friend to move, unless its move is on its way, chooses among what its
            // view offers (as a player would; Matjok's players play as the normal computer
            // would, so that its hands are won and the match ends)
            for (seat, f) in &mut friends {
                let Some((_, view)) = f.view.as_ref().filter(|(_, v)| v.can.play && !f.waiting())
                else {
                    continue;
                };
                let offered: Vec<AnyAction> = view.table.moves.iter().map(|m| m.action).collect();
                let mv = choice(s, *seat, &offered, &mut rng);
                if let Ok(play) = f.play(mv) {
                    net.send(true, *seat, write(&play));
                }
            }
            continue;
        }
        let views = host.views(&session);
        post(
            &mut net,
            Outbox {
                to: views,
                ..Outbox::default()
            },
            &session,
            &mut rng,
            &mut views_checked,
        );
    }
    Played {
        host,
        session,
        friends,
        views_checked,
    }
}

/// A player's move among `offered`: at random, or in Matjok the normal computer's.
fn choice(s: &Session, seat: Seat, offered: &[AnyAction], rng: &mut StdRng) -> AnyAction {
    let suggested = (s.setup.game == GameId::Matjok)
        .then(|| s.suggestion(seat).ok())
        .flatten()
        .map(|(a, _)| a)
        .filter(|a| offered.contains(a));
    suggested.unwrap_or_else(|| *offered.choose(rng).expect("a move is offered"))
}

/// The message a cheating host sends in place of `text`.
fn tampered(text: &str, cheat: Cheat) -> String {
    let lies = matches!(cheat, Cheat::ChangedSecret | Cheat::IllegalMove);
    if !lies || !text.contains("\"reveal\"") {
        return text.to_string();
    }
    let Ok(ToFriend::Reveal(mut reveal)) = read::<ToFriend>(text) else {
        return text.to_string();
    };
    let r: &mut Reveal = &mut reveal;
    match cheat {
        Cheat::Honest | Cheat::SwappedDeal => return text.to_string(),
        Cheat::ChangedSecret => r.secret[0] ^= 1,
        Cheat::IllegalMove => {
            let first = r.steps.iter_mut().find_map(|s| match s {
                Step::Move { notation, .. } => Some(notation),
                _ => None,
            });
            if let Some(n) = first {
                *n = "throw nothing at all".into();
            }
        }
    }
    write(&ToFriend::Reveal(reveal))
}

/// The games and player counts played.
const TABLES: [(GameId, u8, u8); 6] = [
    (GameId::JjakMatChuGi, 2, 1),
    (GameId::JjakMatChuGi, 4, 2),
    (GameId::ThreeDozen, 3, 2),
    (GameId::KapTaiShap, 5, 2),
    (GameId::KapShap, 2, 1),
    (GameId::Matjok, 4, 3),
];

/// Over a faulty channel every match of every game is played to its end; each friend ends
/// at the host's position, seeing what the host's game shows its seat, and has checked
/// every round of the match: the deal, every move and every view it was shown.
#[test]
fn friends_over_a_faulty_channel_end_where_the_host_is_and_find_it_fair() {
    let seeds = if cfg!(debug_assertions) { 2 } else { 60 };
    let mut views = 0;
    for (game, players, friends) in TABLES {
        // (a Matjok match is several hands, each played as the normal computer would)
        let seeds = if game == GameId::Matjok {
            seeds / 2
        } else {
            seeds
        };
        for seed in 0..seeds {
            let faults = seed % 4 != 0;
            let p = play_linked(game, players, friends, seed, faults, Cheat::Honest);
            let s = p.session.as_ref().expect("the match was dealt");
            assert!(
                s.game.is_over(),
                "{game:?} seed {seed}: the match did not end"
            );
            let rounds = 1 + s
                .saved()
                .steps
                .iter()
                .filter(|s| matches!(s, Step::Deal { .. }))
                .count() as u32;
            for (seat, f) in &p.friends {
                let (at, seen) = f.view.as_ref().expect("a view");
                assert_eq!(*at, p.host.stamp(&p.session), "{game:?} seed {seed}");
                let mut now = Seen::for_friend(s, *seat);
                now.last = seen.last.clone();
                assert_eq!(*seen, now, "{game:?} seed {seed}: seat {seat}");
                assert!(
                    matches!(f.audit, Some(Audit::Fair { rounds: r, views }) if r == rounds && views > 0),
                    "{game:?} seed {seed}: {:?}",
                    f.audit
                );
                let record = f.record.as_ref().expect("the match checked");
                assert_eq!(record.setup, s.setup.addressing(*seat));
                let notation = |steps: &[Step]| -> Vec<String> {
                    steps
                        .iter()
                        .map(|s| match s {
                            Step::Move { notation, .. } => notation.clone(),
                            other => format!("{other:?}"),
                        })
                        .collect()
                };
                // (the step that ended the match deals nothing, and is revealed only to a
                // friend who asks after it)
                let played = |steps: &[Step]| {
                    notation(steps.strip_suffix(&[Step::NextRound]).unwrap_or(steps))
                };
                assert_eq!(played(&record.steps), played(&s.saved().steps));
                let finished = f
                    .finished()
                    .expect("the friend's device has the finished match");
                assert_eq!(finished.game.scores(), s.game.scores());
            }
            views += p.views_checked;
        }
    }
    assert!(views > 1000, "{views} views checked");
}

/// A host that changed its secret after sending its hash, dealt another deal than the one
/// agreed, or played a move the rules refuse is found out by every friend's device.
#[test]
fn a_cheating_host_is_found_out() {
    for cheat in [Cheat::ChangedSecret, Cheat::SwappedDeal, Cheat::IllegalMove] {
        for (game, players, friends) in TABLES {
            let p = match cheat {
                Cheat::SwappedDeal => swapped_deal(game, players, friends),
                _ => play_linked(game, players, friends, 7, false, cheat),
            };
            for (seat, f) in &p.friends {
                assert!(
                    matches!(f.audit, Some(Audit::Unfair { .. })),
                    "{cheat:?} {game:?}: seat {seat} found {:?}",
                    f.audit
                );
            }
        }
    }
}

/// A host that plays its first round from another seed than the one agreed: the friends
/// are shown that game, then the agreed one is revealed.
fn swapped_deal(game: GameId, players: u8, friends: u8) -> Played {
    let mut rng = StdRng::seed_from_u64(3);
    let mut host = Host::new(setup_of(game, players, friends), bytes(&mut rng));
    let mut session = None;
    let mut fs: Vec<(Seat, Friend)> = (1..=friends)
        .map(|s| {
            (
                s,
                Friend::new(format!("F{s}"), "en".into(), bytes(&mut rng)),
            )
        })
        .collect();
    let mut inbox: Vec<(Seat, ToHost)> = fs.iter_mut().map(|(s, f)| (*s, f.hello("en"))).collect();
    let mut honest: Option<Session> = None;
    for _ in 0..100_000 {
        if let Some((seat, m)) = inbox.pop() {
            let out = host.receive(seat, &write(&m), &mut session);
            deliver(&mut fs, out.to, &mut inbox);
            continue;
        }
        let Some(s) = session.as_mut() else { break };
        if honest.is_none() {
            // the deal is swapped: the game goes on from another seed
            honest = Some(s.clone());
            let mut setup = s.setup.clone();
            if let Some(o) = setup.opening.as_mut() {
                o.seed ^= 1;
            }
            *s = Session::new(setup.clone(), s.seed).unwrap();
            // (the reveal tells the agreed seed)
            s.setup.opening = honest.as_ref().unwrap().setup.opening.clone();
            let views = host.views(&session);
            deliver(&mut fs, views, &mut inbox);
            continue;
        }
        if s.round_over() {
            break;
        }
        match s.computer_to_move() {
            Some(_) => drop(s.computer_move().unwrap()),
            None => {
                let seat = s.to_act()[0];
                let first = s.legal(seat)[0];
                s.play(seat, first).unwrap();
            }
        }
        let views = host.views(&session);
        deliver(&mut fs, views, &mut inbox);
    }
    Played {
        host,
        session,
        friends: fs,
        views_checked: 0,
    }
}

fn deliver(
    friends: &mut [(Seat, Friend)],
    to: Vec<(Seat, ToFriend)>,
    inbox: &mut Vec<(Seat, ToHost)>,
) {
    for (seat, message) in to {
        if let Some((_, f)) = friends.iter_mut().find(|(s, _)| *s == seat) {
            for answer in f.receive(&write(&message)).unwrap() {
                inbox.push((seat, answer));
            }
        }
    }
}

/// What a friend sends that breaks the rules, comes out of turn, from another protocol
/// or does not read is refused with a sentence to both, and the host's game is unharmed.
#[test]
fn a_bad_message_from_a_friend_is_refused_and_harms_nothing() {
    let mut rng = StdRng::seed_from_u64(5);
    let mut host = Host::new(setup_of(GameId::JjakMatChuGi, 2, 1), bytes(&mut rng));
    let mut session = None;
    let mut f = Friend::new("Mina".into(), "en".into(), bytes(&mut rng));
    let mut inbox = vec![(1, f.hello("en"))];
    let mut fs = vec![(1, f.clone())];
    while let Some((seat, m)) = inbox.pop() {
        let out = host.receive(seat, &write(&m), &mut session);
        deliver(&mut fs, out.to, &mut inbox);
    }
    f = fs.pop().unwrap().1;
    let before = session.clone().expect("dealt once the friend's seed came");
    let at = host.stamp(&session);
    let bad = [
        "not json".to_string(),
        r#"{"p":99,"m":{"say":{"phrase":"hello"}}}"#.to_string(),
        write(&ToHost::Play {
            at,
            notation: "throw 9-9".into(),
        }),
        write(&ToHost::Play {
            at: super::wire::Stamp { game: 0, step: 99 },
            notation: "throw 6-3".into(),
        }),
        "x".repeat(super::wire::MAX_MESSAGE + 1),
    ];
    for text in bad {
        let out = host.receive(1, &text, &mut session);
        assert!(out.notice.is_some(), "the host is told: {text:.40}");
        assert!(!out.changed);
        assert!(
            matches!(out.to.first(), Some((1, ToFriend::Refused { .. }))),
            "the friend is told: {text:.40}"
        );
        assert_eq!(session.as_ref(), Some(&before));
        // (and the friend's device shows why)
        let mut shown = f.clone();
        shown.receive(&write(&out.to[0].1)).unwrap();
        assert!(shown.refused.is_some());
    }
    assert!(f.receive("{\"p\":1,\"m\":{\"nonsense\":1}}").is_err());
}

/// A friend who reloads comes back with its state and the game goes on: the host sends
/// what it lacks.
#[test]
fn a_friend_that_comes_back_catches_up() {
    let p = play_linked(GameId::Matjok, 4, 1, 11, false, Cheat::Honest);
    let (_, f) = &p.friends[0];
    // the friend's state is saved as JSON and read back
    let kept: Friend = serde_json::from_str(&serde_json::to_string(f).unwrap()).unwrap();
    assert_eq!(&kept, f);
    let mut host = p.host.clone();
    let mut session = p.session.clone();
    let mut back = Friend::new("Mina".into(), "en".into(), [1; 32]);
    let out = host.receive(1, &write(&back.hello("en")), &mut session);
    let mut answers = 0;
    for (_, m) in out.to {
        answers += back.receive(&write(&m)).unwrap().len();
    }
    assert_eq!(back.seat, Some(1));
    assert_eq!(
        back.view.as_ref().map(|(at, _)| *at),
        Some(host.stamp(&session))
    );
    // a new device (its seeds unknown to the host) cannot be checked against the old deal,
    // but is dealt the same game: the reveal is compared with what it was shown
    assert!(
        matches!(back.audit, Some(Audit::Fair { .. })),
        "{:?}",
        back.audit
    );
    assert_eq!(answers, 0);
}

/// A friend who never comes (or is gone) is replaced by a computer at the host's word: the
/// deal waits for them no longer, and the computer plays their seat.
#[test]
fn a_seat_whose_friend_is_gone_is_played_by_a_computer() {
    let mut rng = StdRng::seed_from_u64(9);
    let mut host = Host::new(setup_of(GameId::JjakMatChuGi, 3, 2), bytes(&mut rng));
    let mut session = None;
    let mut fs = vec![(1, Friend::new("Ana".into(), "en".into(), bytes(&mut rng)))];
    let mut inbox = vec![(1, fs[0].1.hello("en"))];
    while let Some((seat, m)) = inbox.pop() {
        let out = host.receive(seat, &write(&m), &mut session);
        deliver(&mut fs, out.to, &mut inbox);
    }
    assert!(session.is_none(), "the deal waits for the second friend");
    assert_eq!(host.waiting_for(), vec![2]);
    let out = host.hand_to_computer(2, Level::Beginner, &mut session);
    assert!(out.changed);
    deliver(&mut fs, out.to, &mut inbox);
    assert!(host.waiting_for().is_empty());
    let s = session
        .as_mut()
        .expect("dealt once nobody else is waited for");
    assert_eq!(s.setup.seats[2].player, Player::Computer(Level::Beginner));
    let mut computer_played = false;
    while !s.round_over() && !computer_played {
        match s.computer_to_move() {
            Some(seat) => computer_played = s.computer_move().is_ok() && seat == 2,
            None => {
                let seat = s.to_act()[0];
                let first = s.legal(seat)[0];
                s.play(seat, first).unwrap();
            }
        }
    }
    assert!(computer_played, "the computer plays the seat");
}

/// A friend's device keeps the latest preset messages and counts every one, so a page can
/// tell what came since a moment even once the list is cut short.
#[test]
fn preset_messages_are_kept_few_and_counted_all() {
    let mut f = Friend::new("Ana".into(), "en".into(), [3; 32]);
    for _ in 0..super::friend::SAID_KEPT + 2 {
        let said = ToFriend::Said {
            seat: 0,
            phrase: super::wire::Phrase::GoodGame,
        };
        f.receive(&write(&said)).unwrap();
    }
    assert_eq!(f.said.len(), super::friend::SAID_KEPT);
    assert_eq!(f.heard, super::friend::SAID_KEPT as u64 + 2);
}
