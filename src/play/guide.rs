//! The guide beside the table: the goal of the game, what just happened and why, what the
//! player may do now, and the hint. Sentences made from the game's own legal moves, so they
//! hold for every variant.

use super::hints::Hints;
use super::session::Session;
use super::table::TableModel;
use super::words::spelled;
use crate::art::html::{Esc, Html};
use crate::engine::games::GameId;
use crate::engine::matches::AnyAction;
use crate::engine::said;
use crate::engine::text::Text;
use crate::html;
use jjak_words::t;

/// The aim of each game, in a sentence (its declaration's).
pub fn goal(game: GameId) -> &'static str {
    game.spec().aim.text()
}

/// What the moves in `legal` let the player do, in one sentence.
pub fn choices(legal: &[AnyAction]) -> Text {
    let mut throws = 0;
    let mut pickups: Vec<String> = Vec::new();
    let mut others: Vec<Text> = Vec::new();
    for a in legal {
        if a.is_discard() {
            throws += 1;
        } else if let Some(t) = a.picked_up() {
            pickups.push(t.to_string());
        } else {
            let said = a.phrase();
            if !others.contains(&said) {
                others.push(said);
            }
        }
    }
    let mut parts = others;
    if !pickups.is_empty() {
        parts.push(said!(
            play_guide_pick_up,
            tiles = pickups.join(format!(" {} ", t!(play_or)).as_str())
        ));
    }
    match throws {
        0 => {}
        1 => parts.push(said!(play_guide_throw_only)),
        _ => parts.push(said!(play_guide_throw_one)),
    }
    // (shown at once, never kept: the words between may be the language's)
    Text::join(parts, &format!("; {} ", t!(play_or)))
}

/// The guide (or, when not `guided`, the hint alone) as HTML.
pub fn panel(
    session: &Session,
    model: &TableModel,
    hints: &Hints,
    guided: bool,
    my_turn: bool,
) -> Html {
    let names = session.setup.named();
    let mut out = Html::new();
    html!(
        out,
        r#"<section class="guide" aria-label="{}"><h2>"#,
        Esc(t!(play_guide))
    );
    out.push_str(if guided {
        t!(play_guide)
    } else {
        t!(play_hint)
    });
    out.push_str("</h2>");
    if guided {
        html!(
            out,
            "<p><strong>{}</strong> {}</p>",
            t!(play_guide_the_goal),
            goal(session.setup.game)
        );
        if let Some(last) = session.log.last() {
            let name = &names[last.seat as usize];
            html!(
                out,
                "<p><strong>{}</strong> {}",
                t!(play_guide_just_now),
                Esc(&t!(
                    play_guide_chose,
                    name = name,
                    action = spelled(&last.action.phrase(), &names)
                ))
            );
            if let Some(r) = &last.reason {
                html!(out, " ({})", Esc(&spelled(r, &names)));
            }
            out.push_str(".</p>");
        }
        if my_turn {
            let legal: Vec<AnyAction> = model.moves.iter().map(|m| m.action).collect();
            html!(
                out,
                "<p><strong>{}</strong> {}</p>",
                t!(play_guide_your_move),
                Esc(&t!(
                    play_guide_you_may,
                    choices = spelled(&choices(&legal), &names)
                ))
            );
        } else if !model.idle_reason.is_empty() {
            html!(
                out,
                "<p><strong>{}</strong> {}.</p>",
                t!(play_guide_now),
                Esc(&model.idle_reason)
            );
        }
    }
    match &hints.suggested {
        Some((action, reason)) if my_turn => {
            html!(
                out,
                r#"<p class="hint"><strong>{}</strong> {}</p>"#,
                t!(play_guide_the_hint),
                Esc(&t!(
                    play_guide_hint,
                    action = spelled(&action.phrase(), &names),
                    reason = spelled(reason, &names)
                ))
            );
        }
        _ => {}
    }
    html!(
        out,
        "<p class=\"legend\">{}</p></section>",
        Esc(&t!(play_guide_legend, what = hints.what))
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::tiles::MahjongTile;
    use crate::play::hints::hints;
    use crate::play::session::Setup;
    use crate::play::table::table;

    #[test]
    fn the_guide_explains_each_step_of_a_round_in_every_game() {
        for (game, players) in [
            (GameId::JjakMatChuGi, 2),
            (GameId::ThreeDozen, 2),
            (GameId::KapTaiShap, 3),
            (GameId::KapShap, 2),
            (GameId::Matjok, 4),
        ] {
            let mut s =
                Session::new(Setup::against_computer(game, players, Level::Normal), 3).unwrap();
            let names = s.setup.named();
            let mut steps = 0;
            while !s.round_over() && steps < 200 {
                let seat = s.to_act()[0];
                let model = table(s.round(), 0, &names);
                let h = hints(&s, &model, 0);
                let mine = s.is_human(seat) && seat == 0;
                let html = panel(&s, &model, &h, true, mine);
                assert!(html.contains("The goal:"), "{game:?}");
                if mine {
                    assert!(
                        html.contains("Your move:") && html.contains("The hint:"),
                        "{html}"
                    );
                    assert!(!html.contains("you may ."), "{html}");
                } else {
                    assert!(html.contains("Now:"), "{html}");
                }
                if steps > 0 {
                    assert!(html.contains("Just now:"), "{html}");
                }
                assert!(!panel(&s, &model, &h, false, mine).contains("The goal:"));
                if mine {
                    let (a, _) = h.suggested.unwrap();
                    s.play(seat, a).unwrap();
                } else {
                    s.computer_move().unwrap();
                }
                steps += 1;
            }
            assert!(s.round_over(), "{game:?}: a round played by hints ends");
        }
    }

    #[test]
    fn mahjong_tiles_are_written_out_in_a_matjok_guide_and_dominoes_left_alone() {
        let mut s =
            Session::new(Setup::against_computer(GameId::Matjok, 4, Level::Normal), 5).unwrap();
        let names = s.setup.named();
        let mut spelled_out = false;
        for _ in 0..12 {
            if s.round_over() {
                break;
            }
            let seat = s.to_act()[0];
            let model = table(s.round(), 0, &names);
            let h = hints(&s, &model, 0);
            let html = panel(&s, &model, &h, true, seat == 0).into_string();
            // no tile code such as "6z" or "9s" stands in a guide sentence
            for word in html.split(|c: char| !c.is_ascii_alphanumeric()) {
                assert!(
                    !(word.len() == 2 && word.parse::<MahjongTile>().is_ok()),
                    "{word} in {html}"
                );
            }
            spelled_out |= ["characters", "circles", "bamboo", "wind", "dragon"]
                .iter()
                .any(|w| html.contains(&format!("{w} (")) || html.contains(&format!("{w}.")));
            if seat == 0 {
                let (a, _) = h.suggested.unwrap();
                s.play(seat, a).unwrap();
            } else {
                s.computer_move().unwrap();
            }
        }
        assert!(spelled_out, "a Matjok guide names its tiles");
        let throw = AnyAction::Pair(crate::engine::pair_game::PairAction::Discard {
            tile: crate::engine::tiles::Domino::new(6, 3),
        });
        assert_eq!(spelled(&throw.phrase(), &names), "throw 6-3");
    }

    #[test]
    fn many_throws_are_one_choice() {
        use crate::engine::pair_game::PairAction;
        use crate::engine::tiles::Domino;
        let legal: Vec<AnyAction> = [6, 5, 4]
            .into_iter()
            .map(|h| {
                AnyAction::Pair(PairAction::Discard {
                    tile: Domino::new(h, 1),
                })
            })
            .chain([
                AnyAction::Pair(PairAction::Draw { index: 0 }),
                AnyAction::Pair(PairAction::Draw { index: 1 }),
            ])
            .collect();
        assert_eq!(
            choices(&legal).to_string(),
            "draw a face-down tile; or throw one of your tiles (click it in your hand)"
        );
    }
}
