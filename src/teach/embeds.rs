//! Embeds: one widget (or a whole game) alone at `/embed/<kind>?<parameters>`, for an iframe
//! on a rules-reference site. This is the catalogue the embeds page shows with live
//! previews and copy-paste snippets, and the check every embed address goes through.

use super::{query_pairs, Widget, WidgetError};

/// The language an embed's address asks for (`lang=`) when this page is not drawn in it:
/// a language the site does not have (the page's loader switches to one it has), shown in
/// the page's own language with a note. At most 24 characters of it are kept.
pub fn unknown_language(query: &str) -> Option<String> {
    let asked = query_pairs(query).into_iter().find(|(k, _)| k == "lang")?.1;
    (!asked.is_empty() && asked != jjak_words::lang()).then(|| asked.chars().take(24).collect())
}

/// An embed's parameters, without `lang` (the language its page is drawn in: the page's
/// loader reads it, `tools/site.mjs`), which every embed takes.
pub fn embed_pairs(query: &str) -> Vec<(String, String)> {
    let mut pairs = query_pairs(query);
    pairs.retain(|(k, _)| k != "lang");
    pairs
}
use crate::art::html::{Esc, Html};
use crate::engine::games::GameId;
use crate::html;
use crate::play::drills::Drill;
use crate::play::setup_url::SetupQuery;
use jjak_words::{t, w, Words};

pub struct Example {
    pub kind: &'static str,
    pub query: &'static str,
    pub what: Words,
    /// A first height for the frame, in pixels, before the embed reports its own.
    pub height: u32,
}

pub const EXAMPLES: &[Example] = &[
    Example {
        kind: "chart",
        query: "game=jjak-mat-chu-gi",
        what: w!(teach_embed_chart),
        height: 330,
    },
    Example {
        kind: "chart",
        query: "game=jjak-mat-chu-gi&preset=culin",
        what: w!(teach_embed_chart_culin),
        height: 330,
    },
    Example {
        kind: "chart",
        query: "game=kap-tai-shap&preset=seeds-table",
        what: w!(teach_embed_chart_kap),
        height: 330,
    },
    Example {
        kind: "chart",
        query: "game=matjok",
        what: w!(teach_embed_chart_matjok),
        height: 420,
    },
    Example {
        kind: "hand",
        query: "tiles=6-3+5-4",
        what: w!(teach_embed_hand),
        height: 200,
    },
    Example {
        kind: "hand",
        query: "tiles=345s678p111z777z22z&caption=A+winning+Matjok+hand",
        what: w!(teach_embed_hand_matjok),
        height: 260,
    },
    Example {
        kind: "check",
        query: "game=matjok&tiles=123m456p78s111z2z",
        what: w!(teach_embed_check),
        height: 520,
    },
    Example {
        kind: "score",
        query: "seat=south&tiles=234s678s55s&open=555p+[9999m]&win-tile=5s&from=self",
        what: w!(teach_embed_score),
        height: 900,
    },
    Example {
        kind: "variants",
        query: "game=three-dozen",
        what: w!(teach_embed_variants),
        height: 480,
    },
    Example {
        kind: "replay",
        query: "record=records/jjak-mat-chu-gi-example.json&step=3",
        what: w!(teach_embed_replay),
        height: 900,
    },
    Example {
        kind: "game",
        query: "game=jjak-mat-chu-gi&players=3&preset=polovinkin",
        what: w!(teach_embed_game),
        height: 900,
    },
    Example {
        kind: "daily",
        query: "game=kap-shap",
        what: w!(teach_embed_daily),
        height: 900,
    },
    Example {
        kind: "drill",
        query: "drill=pairs&game=jjak-mat-chu-gi",
        what: w!(teach_embed_drill_pairs),
        height: 700,
    },
    Example {
        kind: "drill",
        query: "drill=count&game=matjok",
        what: w!(teach_embed_drill_count),
        height: 900,
    },
];

/// What an embed address shows, or why it cannot.
#[derive(Debug)]
pub enum Embed {
    Widget(Widget),
    Game(SetupQuery),
    Replay(ReplayQuery),
    Daily(GameId),
    Drill(Drill),
}

/// Reads an embed address: its kind (the path after `/embed/`) and its query.
pub fn read(kind: &str, query: &str) -> Result<Embed, WidgetError> {
    match kind {
        "game" => read_game(query).map(Embed::Game),
        "replay" => read_replay(query).map(Embed::Replay),
        "daily" => read_daily(query).map(Embed::Daily),
        "drill" => read_drill(query).map(Embed::Drill),
        _ => read_widget(kind, query).map(Embed::Widget),
    }
}

/// Where a replay's game comes from (`/embed/replay?…`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplaySource {
    /// `record=FILE`: a record file (docs/records.md) at an address relative to the app
    /// (a rules site's own worked example).
    Record(String),
    /// `game=…`: the game itself, as the replay page's link holds it.
    Kept(String),
}

/// A replay's address: the game, the seat whose view is shown (`seat=N`, counted from 1;
/// absent: every hand open) and the step shown first (`step=N`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayQuery {
    pub source: ReplaySource,
    pub seat: Option<u8>,
    pub step: usize,
}

/// A replay's address (`/embed/replay?record=records/x.json&seat=1&step=4`).
pub fn read_replay(query: &str) -> Result<ReplayQuery, WidgetError> {
    let pairs = embed_pairs(query);
    let bad = |why: String| Err(WidgetError::Parameters(why));
    let mut source = None;
    let (mut seat, mut step) = (None, 0);
    for (i, (k, v)) in pairs.iter().enumerate() {
        if pairs[..i].iter().any(|(seen, _)| seen == k) {
            return bad(t!(teach_embed_twice, name = k));
        }
        match k.as_str() {
            "record" | "game" if source.is_some() => return bad(t!(teach_embed_game_once).into()),
            "record" if v.is_empty() || v.contains("://") || v.starts_with("//") => {
                return bad(t!(teach_embed_not_a_record, value = v))
            }
            "record" => source = Some(ReplaySource::Record(v.clone())),
            "game" => source = Some(ReplaySource::Kept(v.clone())),
            "seat" => match v.parse::<u8>() {
                Ok(n @ 1..=20) => seat = Some(n),
                _ => return bad(t!(teach_embed_bad_seat, value = v)),
            },
            "step" => match v.parse::<usize>() {
                Ok(n) if n <= crate::play::record::MAX_MOVES * 2 => step = n,
                _ => return bad(t!(teach_embed_bad_step, value = v)),
            },
            other => return bad(t!(teach_embed_replay_takes, name = other)),
        }
    }
    match source {
        Some(source) => Ok(ReplayQuery { source, seat, step }),
        None => bad(t!(teach_embed_replay_needs_game).into()),
    }
}

/// A whole game's address (`/embed/game?…`): its setup.
pub fn read_game(query: &str) -> Result<SetupQuery, WidgetError> {
    let pairs = embed_pairs(query);
    // (an embed shows its game as given or not at all: a parameter given twice is refused)
    if let Some((k, _)) = pairs
        .iter()
        .enumerate()
        .find(|(i, (k, _))| pairs[..*i].iter().any(|(seen, _)| seen == k))
        .map(|(_, p)| p)
    {
        return Err(WidgetError::Parameters(t!(teach_embed_twice, name = k)));
    }
    let (q, problems) = SetupQuery::parse(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    if !problems.is_empty() {
        return Err(WidgetError::Parameters(problems.join(" ")));
    }
    Ok(q)
}

/// The value of `key` in an embed's address, given once (a parameter given twice is
/// refused, as a game's is).
fn once<'a>(pairs: &'a [(String, String)], key: &str) -> Result<Option<&'a str>, WidgetError> {
    let mut given = pairs
        .iter()
        .filter(|(k, _)| k == key)
        .map(|(_, v)| v.as_str());
    match (given.next(), given.next()) {
        (_, Some(_)) => Err(WidgetError::Parameters(t!(teach_embed_twice, name = key))),
        (v, None) => Ok(v),
    }
}

/// A deal of the day's address (`/embed/daily?game=matjok`): its game.
pub fn read_daily(query: &str) -> Result<GameId, WidgetError> {
    let pairs = embed_pairs(query);
    once(&pairs, "game")?
        .unwrap_or_default()
        .parse::<GameId>()
        .map_err(|e| WidgetError::Parameters(super::capitalised(&e.to_string())))
}

/// A drill's address (`/embed/drill?drill=pairs&game=…`, and a question's own parameter,
/// which the drill reads): the drill.
pub fn read_drill(query: &str) -> Result<Drill, WidgetError> {
    let pairs = embed_pairs(query);
    let kind = once(&pairs, "drill")?.unwrap_or_default();
    let game = once(&pairs, "game")?.unwrap_or_default();
    Drill::parse(kind, game).map_err(|e| WidgetError::Parameters(e.to_string()))
}

/// A widget's address (`/embed/chart?…`): the widget.
pub fn read_widget(kind: &str, query: &str) -> Result<Widget, WidgetError> {
    if kind.is_empty() {
        return Err(WidgetError::Parameters(t!(teach_embed_none).into()));
    }
    Widget::new(kind, &embed_pairs(query)).map_err(|e| match e {
        WidgetError::Unknown(k) => WidgetError::Parameters(t!(teach_embed_unknown, name = k)),
        other => other,
    })
}

/// The parameter an embed's address carries to be shown in the language of the page the
/// editor copies it from: `&lang=ko`, or nothing in English.
pub fn lang_parameter() -> String {
    match jjak_words::lang() {
        "en" => String::new(),
        other => format!("&lang={other}"),
    }
}

/// The HTML a site editor pastes: the frame, and (once per page) the script that sizes
/// frames to their content. `root` is the app's address, ending in `/`
/// (`https://example.org/` or `https://example.org/games/jjak/`).
pub fn snippet(root: &str, e: &Example) -> Html {
    let lang = lang_parameter();
    let mut out = Html::new();
    html!(
        out,
        r#"<iframe src="{}embed/{}?{}{}" title="{}" style="width:100%;border:0" height="{}" loading="lazy"></iframe>"#,
        Esc(root),
        e.kind,
        Esc(e.query),
        Esc(&lang),
        Esc(e
            .what
            .text()
            .split(':')
            .next()
            .unwrap_or_default()
            .trim_end_matches('.')),
        e.height
    );
    out
}

/// The tallest a frame is made (px), whatever it reports.
pub const MAX_FRAME_HEIGHT: u32 = 4000;

/// Sizes every Jjak frame on the page to the height it reports (paste once per page):
/// only messages from the app's own origin, and never taller than [`MAX_FRAME_HEIGHT`].
pub fn resize_script(origin: &str) -> String {
    format!(
        r#"<script>
addEventListener("message", (e) => {{
  if (e.origin !== "{origin}") return;
  const m = /^jjak-height:(\d+)$/.exec(e.data);
  if (!m) return;
  for (const f of document.querySelectorAll("iframe"))
    if (f.contentWindow === e.source) f.height = Math.min(+m[1], {MAX_FRAME_HEIGHT});
}});
</script>"#
    )
}

/// The origin of an app address: `https://example.org` of `https://example.org/games/jjak/`.
fn origin_of(root: &str) -> &str {
    let after_scheme = root.find("://").map_or(0, |i| i + 3);
    match root[after_scheme..].find('/') {
        Some(i) => &root[..after_scheme + i],
        None => root,
    }
}

/// The address the embeds page's first view is written with (the address the site is
/// published at is known only to the page itself): [`FIRST_VIEW_ADDRESS`] puts the page's
/// own in its place before the page is shown.
pub const UNKNOWN_ROOT: &str = "https://jjak.invalid/";

/// The embeds page's first view's own script: the page's address in the snippets in place
/// of the stand-in its catalogue names in `data-address` ([`UNKNOWN_ROOT`]), and its origin
/// in the sizing script, and in the frames' addresses (loaded by the app, see [`page`]).
/// The catalogue is hidden while it has `data-address`, so the stand-in is never shown,
/// even where the browser paints before the parser reaches this script.
pub const FIRST_VIEW_ADDRESS: &str = r#"(function(){var d=document,m=d.currentScript.parentNode,c=m.querySelector("[data-address]"),u=c.getAttribute("data-address"),r=d.baseURI.replace(/[?#].*$/,"").replace(/[^/]*$/,"").replace(d.documentElement.lang=="en"?/$^/:/[^/]+\/$/,""),w=d.createTreeWalker(c,4),n;while((n=w.nextNode()))n.data=n.data.split(u).join(r).split(u.slice(0,-1)).join(location.origin);c.querySelectorAll("[data-frame]").forEach(function(f){f.setAttribute("data-frame",f.getAttribute("data-frame").split(u).join(r))});c.removeAttribute("data-address")})()"#;

/// The embeds page: every embed with a live preview and its snippet; `root` as for
/// [`snippet`]. Each preview waits as a box of the frame's first height holding the frame's
/// markup (`data-frame`): the page puts the frame in when the box comes into view
/// (`ui::pages::embeds`), so eleven frames do not each start the app beside the page's own
/// start, and a first view's boxes move into the app's page without eleven frames being
/// made again.
pub fn page(root: &str) -> Html {
    let mut out = Html::new();
    html!(
        out,
        r#"<p class="lead">{}</p><pre><code>{}</code></pre>"#,
        t!(teach_embeds_lead),
        Esc(&resize_script(origin_of(root)))
    );
    for e in EXAMPLES {
        let frame = snippet(root, e);
        html!(
            out,
            r#"<section class="embed-example"><h2><code>/embed/{}</code></h2><p>{}</p><div class="embed-frame" data-frame="{}" style="height:{}px"></div><pre><code>{}</code></pre></section>"#,
            e.kind,
            Esc(e.what.text()),
            Esc(&frame),
            e.height,
            Esc(&frame)
        );
    }
    html!(
        out,
        "<h2>{}</h2><ul><li>{}</li><li>{}</li><li>{}</li><li>{}</li><li>{}</li></ul>",
        t!(teach_embeds_parameters),
        t!(teach_embeds_param_game),
        t!(teach_embeds_param_preset),
        t!(teach_embeds_param_tiles),
        t!(teach_embeds_param_caption),
        t!(teach_embeds_param_for_game),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_embed_address_naming_no_embed_lists_the_ones_there_are() {
        for kind in ["", "nonsense"] {
            let refused = read_widget(kind, "")
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(
                refused.contains("the embeds are chart, hand"),
                "{kind}: {refused}"
            );
        }
    }

    #[test]
    fn an_embed_asking_for_a_language_the_site_lacks_is_told_so() {
        let here = jjak_words::lang();
        for (query, asked) in [
            ("game=matjok", None),
            ("lang=", None),
            (&*format!("game=matjok&lang={here}"), None),
            ("lang=__proto__", Some("__proto__")),
            ("game=matjok&lang=constructor", Some("constructor")),
            ("lang=fr", Some("fr")),
            ("lang=%3Cb%3Ebold%3C%2Fb%3E", Some("<b>bold</b>")),
        ] {
            assert_eq!(unknown_language(query).as_deref(), asked, "{query}");
        }
        let long = format!("lang={}", "x".repeat(500));
        assert_eq!(unknown_language(&long).map(|l| l.len()), Some(24));
    }

    #[test]
    fn a_replay_s_address_names_its_game_once_on_this_site() {
        let q = read_replay("record=records/a.json&seat=2&step=5").unwrap();
        assert_eq!(q.source, ReplaySource::Record("records/a.json".into()));
        assert_eq!((q.seat, q.step), (Some(2), 5));
        for (query, says) in [
            ("", "needs its game"),
            ("record=a.json&game=x", "Give the game once"),
            (
                "record=https://evil.example/x.json",
                "not a record's address on this site",
            ),
            ("record=//evil.example/x.json", "not a record's address"),
            ("record=a.json&seat=0", "seat"),
            ("record=a.json&step=-1", "step"),
            ("record=a.json&step=1&step=2", "more than once"),
            ("record=a.json&speed=9", "not \"speed\""),
        ] {
            let e = read("replay", query).unwrap_err().to_string();
            assert!(e.contains(says), "{query}: {e}");
        }
    }

    #[test]
    fn an_embedded_game_given_a_parameter_twice_says_to_give_it_once() {
        let e = read("game", "game=kap-shap&seed=1&seed=2")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("\"seed\" is given more than once; give it once"),
            "{e}"
        );
        assert!(!e.contains("the first is used"), "{e}");
        assert!(read("game", "game=kap-shap&seed=1").is_ok());
    }

    #[test]
    fn every_example_is_a_valid_embed() {
        for e in EXAMPLES {
            let r = read(e.kind, e.query);
            assert!(r.is_ok(), "{} {}: {:?}", e.kind, e.query, r.err());
            let s = snippet("https://example.org/", e);
            assert!(
                s.starts_with(r#"<iframe src="https://example.org/embed/"#),
                "{s}"
            );
        }
    }

    #[test]
    fn the_embeds_page_shows_each_example_live_and_as_a_snippet() {
        let html = page("http://127.0.0.1:8080/");
        // each frame waits in its box (its markup in an attribute), and is shown as text
        let waiting = r#"data-frame="&lt;iframe src=&quot;http://127.0.0.1:8080/embed/"#;
        assert_eq!(html.matches(waiting).count(), EXAMPLES.len());
        assert_eq!(
            html.matches("<pre><code>&lt;iframe ").count(),
            EXAMPLES.len()
        );
        assert_eq!(html.matches("<iframe").count(), 0);
        assert!(html.contains("jjak-height"));
    }

    #[test]
    fn under_a_path_the_snippets_point_there_and_the_script_checks_the_origin() {
        let html = page("https://example.org/games/jjak/");
        assert!(
            html.contains(r#"&lt;iframe src=&quot;https://example.org/games/jjak/embed/chart?"#)
        );
        assert!(
            html.contains("e.origin !== &quot;https://example.org&quot;"),
            "{html}"
        );
        assert!(html.contains("Math.min(+m[1], 4000)"));
        assert_eq!(origin_of("http://127.0.0.1:8080/"), "http://127.0.0.1:8080");
        assert_eq!(origin_of("https://example.org"), "https://example.org");
    }

    #[test]
    fn bad_embed_addresses_say_what_is_wrong() {
        for (kind, query, says) in [
            ("clock", "", "no embed \"clock\""),
            ("chart", "game=poker", "no game \"poker\""),
            ("hand", "", "needs tiles"),
            ("hand", "tiles=7-7-7", "7-7-7"),
            ("game", "game=matjok&players=3", "4 to 4 players"),
            ("check", "game=kap-shap&preset=nope", "no preset \"nope\""),
            ("daily", "game=poker", "poker"),
            ("daily", "game=matjok&game=kap-shap", "once"),
            ("drill", "drill=pairs&game=matjok", "pairs/matjok"),
            ("drill", "game=matjok", "no drill"),
        ] {
            let e = read(kind, query).unwrap_err().to_string();
            assert!(e.contains(says), "{kind}?{query}: {e}");
        }
    }
}
