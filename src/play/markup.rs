//! The match's standings and the history of finished games, as HTML (the table itself is
//! the app's components, `ui::table`, over `play::table`'s model).

use crate::art::html::{Esc, Html};
use crate::engine::short_sort::ShortSort;
use crate::html;
use jjak_words::t;

use super::session::Session;

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
    html!(
        out,
        r#"</ol><table class="payments rounds"><thead><tr><th scope="col">{}</th>"#,
        t!(play_standings_round)
    );
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
    for (n, g) in games.iter().enumerate() {
        html!(
            out,
            "<li><strong>{}</strong>, {}: ",
            Esc(&g.shown_game()),
            Esc(&t!(play_history_rounds, n = g.rounds))
        );
        for (i, (p, s)) in g.shown_players().iter().zip(&g.scores).enumerate() {
            let comma = if i > 0 { ", " } else { "" };
            html!(out, "{}{} {:+}", comma, Esc(p), s);
        }
        // (a game finished before games were kept has nothing to replay)
        if g.kept.is_some() {
            html!(
                out,
                r#" <a href="replay?history={}" aria-label="{}">{}</a> <a href="replay?history={}&amp;download" aria-label="{}">{}</a>"#,
                n + 1,
                Esc(&t!(
                    play_history_replay_label,
                    number = n + 1,
                    game = g.shown_game()
                )),
                t!(play_history_replay),
                n + 1,
                Esc(&t!(
                    play_history_download_label,
                    number = n + 1,
                    game = g.shown_game()
                )),
                t!(play_history_download)
            );
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
    use crate::engine::games::GameId;
    use crate::play::save::FinishedGame;
    use crate::play::session::Setup;

    #[test]
    fn standings_and_history_name_the_players_and_escape_their_names() {
        let mut setup = Setup::against_computer(GameId::KapShap, 2, Level::Beginner);
        setup.seats[0].name = "<Ann & \"Bo\">".into();
        setup.seats[0].you = false;
        let mut s = Session::new(setup, 3).unwrap();
        while !s.game.is_over() {
            while !s.round_over() {
                s.move_on();
            }
            s.next_round().unwrap();
        }
        let table = standings(&s).into_string();
        assert!(
            table.contains("&lt;Ann &amp; &quot;Bo&quot;&gt;"),
            "{table}"
        );
        assert!(!table.contains("<Ann"));
        assert_eq!(
            table.matches("<tr><th scope=\"row\">").count(),
            s.game.results().len()
        );
        let h = history(&[FinishedGame::of(&s)]).into_string();
        assert!(
            h.contains("K&#39;ap Shap") || h.contains("K'ap Shap"),
            "{h}"
        );
        assert!(h.contains("rounds"), "{h}");
        assert!(h.contains(r#"href="replay?history=1""#), "{h}");
    }
}
