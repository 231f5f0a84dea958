//! The table as HTML: a pure function from the table model (and the session's names,
//! scores and log) to markup, plus the list of moves its buttons stand for. The page puts
//! the markup in place and one click handler maps `data-move="i"` back to a move, so the
//! board costs a few format strings instead of a tree of components (the app's size
//! budget), and it is tested natively.

use crate::art::html::{class_row, classed_tile_svg, tile_row, tile_svg, Esc, Html};
use crate::art::TileArt;
use crate::engine::core::Seat;
use crate::engine::games::GameId;
use crate::engine::matches::AnyAction;
use crate::engine::short_sort::ShortSort;
use crate::html;
use crate::play::hints::Hints;

use super::session::Session;
use super::table::{MoveModel, TableModel, WallModel};
use super::words::spelled;

/// What the board's buttons do: `data-move="i"` is `moves[i]`.
pub struct Board {
    pub html: Html,
    pub moves: Vec<MoveModel>,
    /// The hinted move, marked where it is drawn.
    suggested: Option<AnyAction>,
}

impl Board {
    /// A tile button for a move (its label is the accessible name and the tooltip).
    /// " suggested" (and words for the label) for the hinted move.
    fn hinted(&self, m: &MoveModel) -> (&'static str, &'static str) {
        if self.suggested == Some(m.action) {
            (" suggested", " (the hint)")
        } else {
            ("", "")
        }
    }

    fn move_tile(&mut self, m: &MoveModel, art: TileArt, size: u32, class: &'static str) {
        let i = self.moves.len();
        let (hint_class, hint) = self.hinted(m);
        let label = Esc(&m.label);
        html!(
            self.html,
            r#"<button type="button" class="tile-button{}{}" data-move="{}" aria-label="{}{}" title="{}{}">"#,
            class,
            hint_class,
            i,
            label,
            hint,
            label,
            hint
        );
        tile_svg(&mut self.html, art, size);
        self.html.push_str("</button>");
        self.moves.push(m.clone());
    }

    fn move_button(&mut self, m: &MoveModel) {
        let i = self.moves.len();
        let (hint_class, hint) = self.hinted(m);
        html!(
            self.html,
            r#"<button type="button" class="button{}" data-move="{}">{}{}</button>"#,
            hint_class,
            i,
            Esc(&m.label),
            hint
        );
        self.moves.push(m.clone());
    }
}

/// What the table showed last time, so what is new since can be marked (and animated): a tile
/// drawn or taken into the hand, a meld just claimed. Empty on the first showing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shown {
    /// The viewer's tiles in hand.
    pub hand: Vec<TileArt>,
    /// How many laid-out groups each seat had.
    pub groups: Vec<usize>,
    /// How many face-up tiles each seat had thrown.
    pub thrown: Vec<usize>,
}

impl Shown {
    pub fn of(model: &TableModel) -> Shown {
        Shown {
            hand: model.hand.iter().flatten().copied().collect(),
            groups: model.seats.iter().map(|s| s.groups.len()).collect(),
            thrown: (0..model.seats.len())
                .map(|s| model.face_up.iter().filter(|f| f.by as usize == s).count())
                .collect(),
        }
    }

    /// Whether seat `s` threw a tile since the last showing (its last one is then " new").
    fn threw(&self, model: &TableModel, s: usize) -> bool {
        let now = model.face_up.iter().filter(|f| f.by as usize == s).count();
        self.thrown.get(s).is_some_and(|&n| now > n)
    }

    /// The class of seat `s`'s group `g`: " claimed" when it appeared since the last showing.
    fn group_class(&self, s: usize, g: usize) -> &'static str {
        match self.groups.get(s) {
            Some(&n) if g >= n => " claimed",
            _ => "",
        }
    }

    /// For each tile in the viewer's hand (in order): whether it is new since the last showing.
    fn fresh(&self, model: &TableModel) -> Vec<bool> {
        let mut old = self.hand.clone();
        model
            .hand
            .iter()
            .flatten()
            .map(|t| match old.iter().position(|o| o == t) {
                Some(i) => {
                    old.swap_remove(i);
                    false
                }
                None => !self.hand.is_empty(),
            })
            .collect()
    }
}

/// The board for `model`, as `session`'s players see it; `my_turn`: the viewer may act;
/// `before`: what the table showed last time (what is new since is marked, to be animated).
/// `hints`: the hinted move is marked, and each tile in hand shows its unseen mates.
pub fn board(
    session: &Session,
    model: &TableModel,
    my_turn: bool,
    before: &Shown,
    hints: Option<&Hints>,
) -> Board {
    let mut b = Board {
        html: Html::for_sprite(),
        moves: Vec::new(),
        suggested: hints.and_then(|h| h.suggested.as_ref()).map(|s| s.0),
    };
    let names = session.setup.names();
    let scores = session.game.scores();
    let game = session.setup.game;
    let back = if game == GameId::Matjok {
        TileArt::MahjongBack
    } else {
        TileArt::DominoBack
    };
    opponents(&mut b, model, &names, scores, back, before, my_turn);
    wall(&mut b, model, back, my_turn);
    hand(&mut b, model, &names, scores, my_turn, before, hints);
    b
}

/// Whose discards a group holds, for its accessible name: "Computer 2's discards".
fn discards_label(model: &TableModel, names: &[String], s: usize) -> String {
    if s == model.seat as usize {
        "Your discards".to_string()
    } else {
        format!("{}'s discards", names[s])
    }
}

/// The other seats, around the table from the viewer's left: name, tiles in hand (face
/// down, or laid open once the round is over), laid-out groups, flowers, and the tiles the
/// seat threw, in front of it.
fn opponents(
    b: &mut Board,
    model: &TableModel,
    names: &[String],
    scores: &[i32],
    back: TileArt,
    before: &Shown,
    my_turn: bool,
) {
    let n = model.seats.len();
    let me = model.seat as usize;
    html!(b.html, r#"<ul class="opponents seats-{}">"#, n);
    for s in (1..n).map(|k| (me + k) % n) {
        let m = &model.seats[s];
        let to_play = if model.turn == Some(s as Seat) {
            " to-play"
        } else {
            ""
        };
        html!(
            b.html,
            r#"<li class="opponent{}"><p class="who"><strong>{}</strong> <span>{} in hand · score {}</span></p>"#,
            to_play,
            Esc(&names[s]),
            m.hidden,
            scores[s]
        );
        if m.revealed.is_empty() {
            b.html.push_str(r#"<div class="held" aria-hidden="true">"#);
            for _ in 0..m.hidden.saturating_sub(m.kept.len()).min(14) {
                tile_svg(&mut b.html, back, 20);
            }
            b.html.push_str("</div>");
            if !m.kept.is_empty() {
                // public knowledge: everyone saw the seat pick these up, and none like them
                // has been thrown since (the style writes "picked up" before them)
                let kept = r#" kept" role="group" aria-label="Picked up and kept"#;
                class_row(&mut b.html, &m.kept, 26, kept);
            }
        } else {
            class_row(&mut b.html, &m.revealed, 28, " revealed");
        }
        for (i, g) in m.groups.iter().enumerate() {
            class_row(&mut b.html, g, 26, before.group_class(s, i));
        }
        if !m.flowers.is_empty() {
            class_row(&mut b.html, &m.flowers, 24, " flowers");
        }
        discards(b, model, names, s, my_turn, before);
        b.html.push_str("</li>");
    }
    b.html.push_str("</ul>");
}

/// The tiles seat `s` threw, in the order thrown, the latest marked; those that may be
/// taken are buttons on the viewer's turn.
fn discards(
    b: &mut Board,
    model: &TableModel,
    names: &[String],
    s: usize,
    my_turn: bool,
    before: &Shown,
) {
    html!(
        b.html,
        r#"<div class="discards" role="group" aria-label="{}">"#,
        Esc(&discards_label(model, names, s))
    );
    let mine: Vec<_> = model
        .face_up
        .iter()
        .filter(|f| f.by as usize == s)
        .collect();
    // the tile thrown since the last showing is " new" (it travels in from its thrower)
    let new_at = before.threw(model, s).then(|| mine.len() - 1);
    for (i, f) in mine.iter().enumerate() {
        let new = new_at == Some(i);
        match &f.take {
            Some(m) if my_turn => {
                let class = match (f.latest, new) {
                    (true, true) => " latest new",
                    (true, false) => " latest",
                    (false, true) => " new",
                    (false, false) => "",
                };
                b.move_tile(m, f.art, 34, class);
            }
            _ if f.latest => {
                html!(
                    b.html,
                    r#"<span class="latest{}" title="The latest discard">"#,
                    if new { " new" } else { "" }
                );
                tile_svg(&mut b.html, f.art, 34);
                b.html
                    .push_str(r#"<span class="sr-only"> (the latest discard)</span></span>"#);
            }
            _ => classed_tile_svg(&mut b.html, f.art, 28, if new { " new" } else { "" }),
        }
    }
    let any = !mine.is_empty();
    if !any {
        b.html
            .push_str(r#"<span class="empty">No discards yet</span>"#);
    }
    b.html.push_str("</div>");
}

/// The head of the table: the game, the round and whose turn it is, and the button of the
/// side panel (`data-act="drawer"`; `open`: the panel shows now).
pub fn table_head(game: &str, round: &str, status: &str, open: bool) -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<header class="table-head"><h1>{}</h1><p>{} · <strong>{}</strong></p><button type="button" class="button secondary drawer-toggle" data-act="drawer" aria-controls="table-drawer" aria-expanded="{}">Log, hint, settings</button></header>"#,
        Esc(game),
        Esc(round),
        Esc(status),
        open
    );
    out
}

/// The result over the table once the round is over, with the button to go on
/// (`data-act="next-round"`); nothing while the round is played.
pub fn result_panel(session: &Session, model: &TableModel, last_round: bool) -> Html {
    let mut out = Html::new();
    if model.outcome.is_none() {
        return out;
    }
    html!(
        out,
        r#"<section class="result" aria-live="polite"><h2>Result</h2><div>{}</div><button type="button" class="button" data-act="next-round">{}</button></section>"#,
        result(session, model),
        if last_round {
            "See the final result"
        } else {
            "Next round"
        }
    );
    out
}

/// The side panel's account of the round: undo (`data-act="undo"`, when `can_undo`), the
/// guide or hint (`guide`, from `guide::panel`), the last moves, and how the round began
/// (open until the first move).
pub fn side_panel(session: &Session, model: &TableModel, guide: Html, can_undo: bool) -> Html {
    let mut out = Html::new();
    if can_undo {
        out.push_str(r#"<p><button type="button" class="button secondary" data-act="undo">Undo my last move</button></p>"#);
    }
    html!(out, "{}", guide);
    html!(
        out,
        r#"<section class="log"><h2>This round</h2>{}</section><details class="opening"{}><summary>How this round began</summary><ul>"#,
        log(session, model, 12),
        if session.log.is_empty() { " open" } else { "" }
    );
    for o in &model.opening {
        html!(out, "<li>{}</li>", Esc(o));
    }
    out.push_str("</ul>");
    if !model.built_wall.is_empty() {
        // the saw-tooth as it was built, before the deal took the first stacks
        out.push_str(r#"<figure class="built-wall"><figcaption>The wall as it was built, the first stacks on the left:</figcaption>"#);
        kap_wall(&mut out, &model.built_wall, TileArt::DominoBack);
        out.push_str("</figure>");
    }
    out.push_str("</details>");
    out
}

/// The K'ap wall: stacks of five and four (K'ap Shap: four), the moved tiles lying alone at
/// the far end, each stack drawn as high as it stands.
fn kap_wall(out: &mut Html, heights: &[u8], back: TileArt) {
    out.push_str(r#"<div class="kap-wall" aria-hidden="true">"#);
    for &h in heights {
        out.push_str(r#"<span class="stack">"#);
        for _ in 0..h {
            tile_svg(out, back, 22);
        }
        out.push_str("</span>");
    }
    out.push_str("</div>");
}

fn wall(b: &mut Board, model: &TableModel, back: TileArt, my_turn: bool) {
    html!(
        b.html,
        r#"<section class="wall" aria-label="Tiles to draw"><h2>{}</h2>"#,
        Esc(&model.wall_text)
    );
    match &model.wall {
        WallModel::Row { count, draws } if my_turn && !draws.is_empty() => {
            b.html.push_str(
                r#"<div class="reserve arrows" role="group" aria-label="The face-down reserve: choose a tile to draw">"#,
            );
            for (i, m) in draws.iter().enumerate() {
                let m = MoveModel {
                    label: format!("Draw face-down tile {} of {count}", i + 1),
                    ..m.clone()
                };
                b.move_tile(&m, back, 34, "");
            }
            b.html.push_str("</div>");
        }
        WallModel::Row { count, .. } => {
            b.html
                .push_str(r#"<div class="reserve" aria-hidden="true">"#);
            for _ in 0..*count {
                tile_svg(&mut b.html, back, 26);
            }
            b.html.push_str("</div>");
        }
        WallModel::Stacks(heights) => kap_wall(&mut b.html, heights, back),
        WallModel::Mahjong { live, dead } => {
            b.html
                .push_str(r#"<div class="mahjong-wall" aria-hidden="true"><span class="live">"#);
            for _ in 0..live.div_ceil(2) {
                tile_svg(&mut b.html, back, 20);
            }
            b.html
                .push_str(r#"</span><span class="dead" title="The flower / kong wall">"#);
            for _ in 0..dead.div_ceil(2) {
                tile_svg(&mut b.html, back, 20);
            }
            b.html.push_str("</span></div>");
        }
    }
    b.html.push_str("</section>");
}

fn hand(
    b: &mut Board,
    model: &TableModel,
    names: &[String],
    scores: &[i32],
    my_turn: bool,
    before: &Shown,
    hints: Option<&Hints>,
) {
    let seat = model.seat as usize;
    let to_play = if my_turn { " to-play" } else { "" };
    html!(
        b.html,
        r#"<section class="mine{}" aria-label="Your hand"><h2>{}: score {}</h2>"#,
        to_play,
        Esc(&names[seat]),
        scores[seat]
    );
    discards(b, model, names, seat, my_turn, before);
    b.html.push_str(r#"<div class="laid">"#);
    for (i, g) in model.seats[seat].groups.iter().enumerate() {
        class_row(&mut b.html, g, 32, before.group_class(seat, i));
    }
    if !model.seats[seat].flowers.is_empty() {
        class_row(&mut b.html, &model.seats[seat].flowers, 28, " flowers");
    }
    b.html.push_str("</div>");
    let fresh = before.fresh(model);
    b.html.push_str(
        r#"<div class="hand arrows" role="group" aria-label="Your tiles (arrow keys move between them)">"#,
    );
    let why = Esc(&model.idle_reason);
    let mut k = 0;
    for group in &model.hand {
        b.html.push_str(r#"<span class="hand-group">"#);
        for &art in group {
            let class = if fresh.get(k).copied().unwrap_or(false) {
                " fresh"
            } else {
                ""
            };
            let mates = hints.and_then(|h| Some((h.mates.get(k).copied()?, h.what)));
            k += 1;
            b.html.push_str(r#"<span class="hand-tile">"#);
            match model.moves.iter().find(|m| m.tile == Some(art)) {
                Some(m) if my_turn => b.move_tile(m, art, 56, class),
                _ => {
                    html!(
                        b.html,
                        r#"<button type="button" class="tile-button idle{}" aria-disabled="true" data-why="{}" aria-label="{}: {}" title="{}">"#,
                        class,
                        why,
                        Esc(&art.accessible_name()),
                        why,
                        why
                    );
                    tile_svg(&mut b.html, art, 56);
                    b.html.push_str("</button>");
                }
            }
            if let Some((n, what)) = mates {
                html!(
                    b.html,
                    r#"<span class="mates" title="{} {}"><span class="sr-only">{} has </span>{}<span class="sr-only"> {}</span></span>"#,
                    n,
                    what,
                    Esc(&art.accessible_name()),
                    n,
                    what
                );
            }
            b.html.push_str("</span>");
        }
        b.html.push_str("</span>");
    }
    b.html.push_str("</div>");
    if my_turn && model.moves.iter().any(|m| m.tile.is_some()) {
        let or = if model.moves.iter().any(|m| m.tile.is_none()) {
            ", or a move below"
        } else {
            ""
        };
        html!(
            b.html,
            r#"<p class="prompt">Your turn: choose a tile to throw{}.</p>"#,
            or
        );
    }
    // a face-up tile that may be picked up is a button where it lies, not one here too
    let taken_there = |m: &MoveModel| {
        model
            .face_up
            .iter()
            .any(|f| f.take.as_ref().is_some_and(|t| t.action == m.action))
    };
    if my_turn && model.moves.iter().any(taken_there) {
        b.html.push_str(
            r#"<p class="prompt">Your turn: pick up a face-up tile (click it where it lies), or a move below.</p>"#,
        );
    }
    b.html.push_str(r#"<div class="moves">"#);
    if my_turn {
        for m in model
            .moves
            .iter()
            .filter(|m| m.tile.is_none() && !taken_there(m))
        {
            b.move_button(m);
        }
    }
    b.html.push_str("</div></section>");
}

/// The round's result: the explanation, the winning hand laid open, the payments.
fn result(session: &Session, model: &TableModel) -> Html {
    let mut out = Html::new();
    let Some(o) = &model.outcome else {
        return out;
    };
    let names = session.setup.names();
    html!(
        out,
        "<p>{}</p>",
        Esc(model.result.as_deref().unwrap_or_default())
    );
    if let Some(w) = o.winner {
        let m = &model.seats[w as usize];
        let mut groups = model.winning_hand.clone();
        if groups.is_empty() {
            groups = m.groups.clone();
            if !m.revealed.is_empty() {
                groups.push(m.revealed.clone());
            }
        }
        html!(
            out,
            r#"<div class="winning-hand"><p>{} winning hand:</p><div class="groups">"#,
            Esc(&super::words::possessive(&names[w as usize]))
        );
        for g in &groups {
            tile_row(&mut out, g, 40);
        }
        out.push_str("</div></div>");
    }
    out.push_str(r#"<table class="payments"><thead><tr><th scope="col">Player</th><th scope="col">This round</th><th scope="col">Score before</th></tr></thead><tbody>"#);
    for (s, p) in o.payments.iter().enumerate() {
        html!(
            out,
            r#"<tr><th scope="row">{}</th><td>{:+}</td><td>{}</td></tr>"#,
            Esc(&names[s]),
            p,
            session.game.scores()[s]
        );
    }
    out.push_str("</tbody></table>");
    out
}

/// The last moves of the round, oldest first, numbered from the round's start, in
/// players' words (tiles written out), and the result once the round is over.
fn log(session: &Session, model: &TableModel, last: usize) -> Html {
    let start = session.log.len().saturating_sub(last);
    let names = session.setup.names();
    let mut out = Html::new();
    html!(out, r#"<ol start="{}">"#, start + 1);
    for e in &session.log[start..] {
        let who = names.get(e.seat as usize).map_or("?", String::as_str);
        let why = e
            .reason
            .as_ref()
            .map(|r| format!(" ({})", spelled(r, &names)))
            .unwrap_or_default();
        let what = spelled(&e.action.phrase(), &names);
        html!(out, "<li>{}</li>", Esc(&format!("{who}: {what}{why}")));
    }
    if let Some(result) = &model.result {
        html!(out, r#"<li class="over">{}</li>"#, Esc(result));
    }
    out.push_str("</ol>");
    out
}

/// The end of a match: the standings, best first, and every round's payments.
pub fn standings(session: &Session) -> Html {
    let names = session.setup.names();
    let scores = session.game.scores();
    let mut order: Vec<(&String, i32)> = names
        .iter()
        .zip(scores.iter().copied().chain(std::iter::repeat(0)))
        .collect();
    order.sort_short_by_key(|&(_, score)| std::cmp::Reverse(score));
    let mut out = Html::new();
    out.push_str(r#"<ol class="standings">"#);
    for (name, score) in order {
        html!(out, "<li><strong>{}</strong> {:+}</li>", Esc(name), score);
    }
    out.push_str(r#"</ol><table class="payments rounds"><thead><tr><th scope="col">Round</th>"#);
    for n in &names {
        html!(out, r#"<th scope="col">{}</th>"#, Esc(n));
    }
    out.push_str("</tr></thead><tbody>");
    for (i, r) in session.game.results().iter().enumerate() {
        html!(out, r#"<tr><th scope="row">{}</th>"#, i + 1);
        for p in &r.payments {
            html!(out, "<td>{:+}</td>", p);
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// The finished games, newest first: the game, the players with their scores, the rounds.
pub fn history(games: &[super::save::FinishedGame]) -> Html {
    let mut out = Html::new();
    out.push_str(r#"<ol class="history">"#);
    for g in games {
        html!(
            out,
            "<li><strong>{}</strong>, {} round{}: ",
            Esc(&g.game),
            g.rounds,
            if g.rounds == 1 { "" } else { "s" }
        );
        for (i, (p, s)) in g.players.iter().zip(&g.scores).enumerate() {
            let comma = if i > 0 { ", " } else { "" };
            html!(out, "{}{} {:+}", comma, Esc(p), s);
        }
        out.push_str("</li>");
    }
    out.push_str("</ol>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::play::session::Setup;
    use crate::play::table::table;

    #[test]
    fn the_board_names_every_tile_and_maps_each_button_to_a_legal_move() {
        for (game, players) in [
            (GameId::JjakMatChuGi, 2),
            (GameId::KapShap, 2),
            (GameId::Matjok, 4),
        ] {
            let mut setup = Setup::against_computer(game, players, Level::Normal);
            setup.seats[0].name = "<Ann & \"Bo\">".into();
            let s = Session::new(setup, 3).unwrap();
            let names = s.setup.names();
            let seat = s.to_act()[0];
            let model = table(s.round(), seat, &names);
            let b = board(&s, &model, s.is_human(seat), &Shown::default(), None);
            assert!(
                !b.html.contains("fresh"),
                "nothing is new on the first showing"
            );
            let mut before = Shown::of(&model);
            let gone = before.hand.pop().unwrap();
            let again = board(&s, &model, s.is_human(seat), &before, None);
            assert_eq!(
                again.html.matches(" fresh").count(),
                1,
                "{game:?}: {gone:?} is new"
            );
            assert!(!b.html.contains("<Ann"), "names are escaped");
            assert_eq!(
                b.html.matches("<svg").count(),
                b.html.matches(r#"role="img" aria-label=""#).count(),
                "every tile has an accessible name"
            );
            assert!(!b.html.contains(r#"aria-label="""#));
            // every tile refers to a drawing the page is told to define, and only those
            let ids: Vec<String> = b
                .html
                .sprite_tiles()
                .iter()
                .map(|t| t.symbol_id())
                .collect();
            assert_eq!(
                b.html.matches("<use href=").count(),
                b.html.matches("<svg").count()
            );
            for used in b.html.split(r##"<use href="#"##).skip(1) {
                let id = &used[..used.find('"').unwrap()];
                assert!(ids.iter().any(|x| x == id), "{game:?}: {id} is defined");
            }
            let legal = s.legal(seat);
            for (i, m) in b.moves.iter().enumerate() {
                assert!(b.html.contains(&format!(r#"data-move="{i}""#)));
                assert!(legal.contains(&m.action), "{game:?}: {}", m.label);
            }
            if s.is_human(seat) {
                assert!(!b.moves.is_empty(), "{game:?}: the human on turn has moves");
            }
        }
    }

    /// K'ap: a face-up tile that may be picked up is a button where it lies, and not a
    /// second time among the moves; the prompt says so.
    #[test]
    fn a_pick_up_is_a_button_on_the_face_up_tile_only() {
        let mut s = Session::new(
            Setup::against_computer(GameId::KapTaiShap, 2, Level::Normal),
            3,
        )
        .unwrap();
        let names = s.setup.names();
        let mut checked = 0;
        while !s.round_over() && checked < 5 {
            let seat = s.to_act()[0];
            if !s.is_human(seat) {
                s.computer_move().unwrap();
                continue;
            }
            let model = table(s.round(), seat, &names);
            let b = board(&s, &model, true, &Shown::default(), None);
            let pick_ups: Vec<&MoveModel> = model
                .moves
                .iter()
                .filter(|m| m.action.picked_up().is_some())
                .collect();
            for m in &pick_ups {
                // (two identical face-up tiles are two buttons for the one move)
                let lying = model
                    .face_up
                    .iter()
                    .filter(|f| f.take.as_ref().is_some_and(|t| t.action == m.action))
                    .count();
                assert!(lying > 0, "{}", m.label);
                assert_eq!(
                    b.moves.iter().filter(|x| x.action == m.action).count(),
                    lying,
                    "{}",
                    m.label
                );
            }
            if !pick_ups.is_empty() {
                assert!(b
                    .html
                    .contains("pick up a face-up tile (click it where it lies)"));
                checked += 1;
            }
            let first = s.legal(seat)[0];
            s.play(seat, first).unwrap();
        }
        assert!(checked > 0, "the human could pick up a face-up tile");
    }

    #[test]
    fn a_meld_claimed_and_a_tile_thrown_since_the_last_showing_are_marked() {
        for game in [GameId::JjakMatChuGi, GameId::Matjok] {
            let players = if game == GameId::Matjok { 4 } else { 3 };
            let mut s =
                Session::new(Setup::against_computer(game, players, Level::Normal), 11).unwrap();
            let names = s.setup.names();
            let (mut seen, mut thrown) = (0, 0);
            while !s.round_over() {
                let before = Shown::of(&table(s.round(), 0, &names));
                let seat = s.to_act()[0];
                if s.is_human(seat) {
                    let first = s.legal(seat)[0];
                    s.play(seat, first).unwrap();
                } else {
                    s.computer_move().unwrap();
                }
                let model = table(s.round(), 0, &names);
                let new: usize = model
                    .seats
                    .iter()
                    .zip(&before.groups)
                    .map(|(m, &n)| m.groups.len().saturating_sub(n))
                    .sum();
                let html = board(&s, &model, false, &before, None).html;
                assert_eq!(html.matches(" claimed").count(), new, "{game:?}");
                seen += new;
                // the tile each seat threw since is marked new, and only that one
                let threw = (0..model.seats.len())
                    .filter(|&seat| before.threw(&model, seat))
                    .count();
                assert_eq!(html.matches(" new\"").count(), threw, "{game:?}");
                thrown += threw;
            }
            assert!(seen > 0, "{game:?}: some meld was laid in the round");
            assert!(thrown > 0, "{game:?}: some tile was thrown in the round");
        }
    }
}
