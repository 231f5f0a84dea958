//! The new-game form: what it holds while it is filled in, each change a player can make
//! to it, and its markup (drawn like the table, from this state alone; the page puts it in
//! place and maps each control's change back to a [`Change`]).

use crate::ai::Level;
use crate::art::html::{Esc, Html};
use crate::engine::games::GameId;
use crate::engine::matjok::game::{Claims, Deal};
use crate::engine::options::{specs, OptionKind, OptionSpec, Options};
use crate::html;
use crate::play::presets::presets;
use crate::play::session::{Player, SeatSetup, Setup};
use crate::play::setup_url::{limits, SetupQuery};
use jjak_words::t;

/// A change to the form, as a control reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    Game(GameId),
    Players(u8),
    Name(usize, String),
    Player(usize, Player),
    /// Rule option `name` set to `value` (a switch: "on" / "off").
    Option(String, String),
    /// The game's named rule set `k`.
    Preset(usize),
    Seed(String),
}

/// A field of the form as its markup names it (`data-field`), written and read back by
/// the same code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Players,
    Seed,
    /// Seat `i`'s name, and who plays it.
    Name(usize),
    Player(usize),
}

impl std::fmt::Display for Field {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Field::Players => f.write_str("players"),
            Field::Seed => f.write_str("seed"),
            Field::Name(i) => write!(f, "name:{i}"),
            Field::Player(i) => write!(f, "player:{i}"),
        }
    }
}

impl std::str::FromStr for Field {
    type Err = ();

    fn from_str(text: &str) -> Result<Field, ()> {
        let (what, seat) = text.split_once(':').unwrap_or((text, ""));
        let seat = || seat.parse::<usize>().map_err(|_| ());
        match what {
            "players" => Ok(Field::Players),
            "seed" => Ok(Field::Seed),
            "name" => seat().map(Field::Name),
            "player" => seat().map(Field::Player),
            _ => Err(()),
        }
    }
}

impl crate::art::html::Safe for Field {}

impl Field {
    /// The change a value typed or chosen in this field makes.
    pub fn change(self, value: String) -> Option<Change> {
        match self {
            Field::Players => value.parse().ok().map(Change::Players),
            Field::Seed => Some(Change::Seed(value)),
            Field::Name(i) => Some(Change::Name(i, value)),
            Field::Player(i) => Some(Change::Player(i, player_from(&value))),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct SetupForm {
    pub game: GameId,
    pub seats: Vec<SeatSetup>,
    pub options: Options,
    pub seed: String,
    pub error: Option<String>,
    /// A guided game (from a rules page's link): starting it turns the guide on.
    pub guide: bool,
}

fn default_seats(game: GameId, n: u8) -> Vec<SeatSetup> {
    Setup::against_computer(game, n, Level::Normal).seats
}

/// The level most computer seats play at (for the share link).
fn usual_level(seats: &[SeatSetup]) -> Level {
    [Level::Strong, Level::Beginner]
        .into_iter()
        .find(|&l| seats.iter().any(|s| s.player == Player::Computer(l)))
        .unwrap_or(Level::Normal)
}

fn player_value(p: Player) -> &'static str {
    match p {
        Player::Human => "human",
        Player::Friend => "friend",
        Player::Computer(level) => level.id(),
    }
}

/// A seat's player from its control's value ("human", "friend", "beginner", "normal",
/// "strong").
pub fn player_from(v: &str) -> Player {
    match v.parse::<Level>() {
        Ok(l) => Player::Computer(l),
        Err(_) if v == "friend" => Player::Friend,
        Err(_) => Player::Human,
    }
}

/// An option's value as players say it: "culin-alternate" → "Culin alternate"; "auto"
/// (it depends on the players) → "set by the number of players"; "none" → "no limit".
pub fn in_words(value: &str) -> String {
    let said = match value {
        "auto" => t!(play_value_auto),
        "none" => t!(play_value_none),
        "on" => t!(play_value_on),
        "off" => t!(play_value_off),
        "standard" => t!(play_value_standard),
        "culin-alternate" => t!(play_value_culin_alternate),
        "by-match" => t!(play_value_by_match),
        "stakes" => t!(play_value_stakes),
        "points-match" => t!(play_value_points_match),
        "double-six" => t!(play_value_double_six),
        "double-nine" => t!(play_value_double_nine),
        "double-twelve" => t!(play_value_double_twelve),
        "any-ten-or-twenty" => t!(play_value_any_ten_or_twenty),
        "culin-table" => t!(play_value_culin_table),
        "any" => t!(play_value_any),
        "last" => t!(play_value_last),
        "man-kong" => t!(play_value_man_kong),
        "sie-van" => t!(play_value_sie_van),
        _ => "",
    };
    if !said.is_empty() {
        return said.into();
    }
    let mut out = value.replace('-', " ");
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

impl SetupForm {
    /// The form as a setup link asks (`/play?game=kap-shap&seed=42`); what could not be
    /// used is said in the error line.
    pub fn from_query(asked: SetupQuery, problems: &[String]) -> SetupForm {
        SetupForm {
            game: asked.game,
            seats: Setup::against_computer(asked.game, asked.players, asked.ai).seats,
            options: asked.options,
            seed: asked.seed.map(|s| s.to_string()).unwrap_or_default(),
            error: (!problems.is_empty())
                .then(|| t!(play_setup_link_not_used, problems = problems.join(" "))),
            guide: asked.guide,
        }
    }

    /// Makes `change`; the seats follow the rule set's player limits.
    pub fn apply(&mut self, change: Change) {
        let g = self.game;
        match change {
            Change::Game(g) => {
                self.game = g;
                self.options = Options::default();
                let (lo, _) = limits(g, &self.options);
                self.seats = default_seats(g, lo.max(2));
            }
            Change::Players(n) => {
                let (lo, hi) = limits(g, &self.options);
                let mut fresh = default_seats(g, n.clamp(lo, hi));
                for (new, old) in fresh.iter_mut().zip(&self.seats) {
                    *new = old.clone();
                }
                self.seats = fresh;
            }
            Change::Name(i, name) => {
                if let Some(s) = self.seats.get_mut(i) {
                    // (a seat given another name than the one it showed is that player's,
                    // no longer the player spoken to)
                    if name != s.named(i).name {
                        s.you = false;
                        s.name = name;
                    }
                }
            }
            Change::Player(i, p) => {
                // (a seat made a person's, without a name, is the player spoken to when
                // no seat is: the one person at this device)
                let nobody = !self.seats.iter().any(|s| s.you);
                if let Some(s) = self.seats.get_mut(i) {
                    s.player = p;
                    s.you = p == Player::Human && (s.you || (nobody && s.name.is_empty()));
                }
            }
            Change::Option(name, value) => {
                if self.options.set(g, &name, &value).is_err() {
                    let range =
                        specs(g)
                            .iter()
                            .find(|s| s.name == name)
                            .and_then(|s| match s.kind {
                                OptionKind::Number(lo, hi) => {
                                    Some(t!(play_setup_option_range, name = name, lo = lo, hi = hi))
                                }
                                _ => None,
                            });
                    self.error = Some(range.unwrap_or_else(|| {
                        t!(play_setup_option_value, name = name, value = value)
                    }));
                }
            }
            Change::Preset(k) => {
                if let Some(p) = presets(g).get(k) {
                    self.options = p.options(g);
                }
            }
            Change::Seed(s) => self.seed = s,
        }
        // a rule set with fewer players (double-twelve back to double-six) trims the seats
        let (_, hi) = limits(self.game, &self.options);
        self.seats.truncate(hi as usize);
    }

    /// The setup to start, and its seed: a random one when the field is empty (`random`
    /// gives it). An error sentence for a seed that is not a whole number.
    pub fn start(&self, random: impl FnOnce() -> u64) -> Result<(Setup, u64), String> {
        // (a game with friends on other devices is held by one player's device: theirs)
        let friends = self.seats.iter().any(|s| s.player == Player::Friend);
        let here = self
            .seats
            .iter()
            .filter(|s| s.player == Player::Human)
            .count();
        if friends && here != 1 {
            return Err(t!(play_setup_friends_need_you).to_string());
        }
        let setup = Setup {
            game: self.game,
            options: self.options.clone(),
            seats: self.seats.clone(),
            budget: None,
            deal: Deal::Rulebook,
            claims: Claims::Rulebook,
            opening: None,
            daily: None,
        };
        let seed = match self.seed.trim() {
            "" => random() % 1_000_000_000,
            s => s
                .parse::<u64>()
                .map_err(|_| t!(play_setup_seed_error).to_string())?,
        };
        Ok((setup, seed))
    }

    /// The share link's query: the game, players, options, seed and usual level.
    pub fn query(&self) -> String {
        SetupQuery {
            game: self.game,
            players: self.seats.len() as u8,
            options: self.options.clone(),
            seed: self.seed.trim().parse().ok(),
            ai: usual_level(&self.seats),
            guide: self.guide,
        }
        .to_query()
    }

    /// The form's controls: game, players and seats, rule set, rules, deal.
    pub fn controls(&self) -> Html {
        let mut out = Html::new();
        html!(
            out,
            r#"<h1>{}</h1><fieldset><legend>{}</legend><div class="choices">"#,
            t!(play_setup_new_game),
            t!(play_setup_game)
        );
        for g in GameId::ALL {
            html!(
                out,
                r#"<label class="choice"><input type="radio" name="game" value="{}"{}/>{}</label>"#,
                g.id(),
                if g == self.game { " checked" } else { "" },
                g.name()
            );
        }
        out.push_str(r#"</div></fieldset>"#);
        self.seat_list(&mut out);
        self.preset_buttons(&mut out);
        // (`rules`: the longest part, it may go on in the next column: style/main.css)
        html!(
            out,
            r#"<fieldset class="rules"><legend>{}</legend>"#,
            t!(play_setup_rules)
        );
        for spec in specs(self.game) {
            self.option_control(&mut out, spec);
        }
        html!(
            out,
            r#"</fieldset><fieldset><legend>{}</legend><label>{} <input type="text" inputmode="numeric" id="setup-seed" data-field="{}" value="{}"/></label></fieldset>"#,
            t!(play_setup_deal),
            t!(play_setup_seed),
            Field::Seed,
            Esc(&self.seed)
        );
        out
    }

    fn seat_list(&self, out: &mut Html) {
        let (lo, hi) = limits(self.game, &self.options);
        let now = self.seats.len() as u8;
        html!(
            out,
            r#"<fieldset><legend>{}</legend><label>{} <select id="setup-players" data-field="{}">"#,
            t!(play_setup_players),
            t!(play_setup_number_of_players),
            Field::Players
        );
        for n in lo..=hi {
            html!(
                out,
                r#"<option value="{}"{}>{}</option>"#,
                n,
                if n == now { " selected" } else { "" },
                n
            );
        }
        out.push_str(r#"</select></label><ol class="seats">"#);
        for (i, seat) in self.seats.iter().enumerate() {
            html!(
                out,
                r#"<li><input type="text" id="seat-name-{}" data-field="{}" aria-label="{}" value="{}"/><select id="seat-player-{}" data-field="{}" aria-label="{}">"#,
                i,
                Field::Name(i),
                Esc(&t!(play_setup_seat_name, seat = i + 1)),
                Esc(&seat.named(i).name),
                i,
                Field::Player(i),
                Esc(&t!(play_setup_seat_player, seat = i + 1))
            );
            let current = player_value(seat.player);
            for (v, label) in [
                ("human", t!(play_setup_human)),
                ("beginner", t!(play_setup_computer_beginner)),
                ("normal", t!(play_setup_computer_normal)),
                ("strong", t!(play_setup_computer_strong)),
                ("friend", t!(play_setup_friend)),
            ] {
                html!(
                    out,
                    r#"<option value="{}"{}>{}</option>"#,
                    v,
                    if v == current { " selected" } else { "" },
                    label
                );
            }
            out.push_str("</select></li>");
        }
        out.push_str("</ol>");
        self.level_notes(out);
        out.push_str("</fieldset>");
    }

    /// What each computer level means in this game, in a sentence each, from the lab's
    /// figures (`ai::measured`), folded away under its heading.
    fn level_notes(&self, out: &mut Html) {
        let m = crate::ai::measured::measured(self.game);
        html!(
            out,
            r#"<details class="levels"><summary>{}</summary><ul><li>{}</li><li>{}</li><li>{}"#,
            t!(play_levels),
            Esc(&t!(play_level_beginner, n = m.normal_of_beginner)),
            t!(play_level_normal),
            Esc(&t!(play_level_strong, n = m.strong_of_normal))
        );
        if let Some((mean, margin)) = m.points {
            html!(
                out,
                " {}",
                Esc(&t!(play_level_strong_points, mean = mean, margin = margin))
            );
        }
        if let Some((strong, normal)) = m.fed {
            html!(
                out,
                " {}",
                Esc(&t!(
                    play_level_strong_defends,
                    strong = strong,
                    normal = normal
                ))
            );
        }
        out.push_str("</li></ul></details>");
    }

    fn preset_buttons(&self, out: &mut Html) {
        html!(
            out,
            r#"<fieldset><legend>{}</legend><div class="presets" role="group" aria-label="{}">"#,
            t!(play_setup_rule_set),
            Esc(t!(play_setup_named_rule_sets))
        );
        for (k, p) in presets(self.game).iter().enumerate() {
            html!(
                out,
                r#"<button type="button" class="preset" data-preset="{}" aria-pressed="{}" title="{}"><strong>{}</strong><span>{}</span></button>"#,
                k,
                p.matches(self.game, &self.options),
                Esc(p.about.text()),
                Esc(p.name.text()),
                Esc(p.about.text())
            );
        }
        out.push_str("</div></fieldset>");
    }

    /// One rule option: its label with the usual value, its control, its meaning.
    fn option_control(&self, out: &mut Html, spec: &OptionSpec) {
        let (g, name) = (self.game, spec.name);
        html!(
            out,
            r#"<div class="option"><label for="opt-{}">{}<span class="default"> {}</span></label>"#,
            name,
            Esc(spec.label.text()),
            Esc(&t!(play_setup_usually, value = in_words(spec.default)))
        );
        match spec.kind {
            OptionKind::Switch => html!(
                out,
                r#"<input type="checkbox" id="opt-{}" data-option="{}"{}/>"#,
                name,
                name,
                if self.options.switch(g, name) == Ok(true) {
                    " checked"
                } else {
                    ""
                }
            ),
            OptionKind::Choice(words) => {
                html!(out, r#"<select id="opt-{}" data-option="{}">"#, name, name);
                let now = self.options.value(g, name).unwrap_or(spec.default);
                for w in words {
                    html!(
                        out,
                        r#"<option value="{}"{}>{}</option>"#,
                        Esc(w),
                        if *w == now { " selected" } else { "" },
                        Esc(&in_words(w))
                    );
                }
                out.push_str("</select>");
            }
            OptionKind::Number(lo, hi) => html!(
                out,
                r#"<input type="number" id="opt-{}" data-option="{}" min="{}" max="{}" placeholder="{}" value="{}"/>"#,
                name,
                name,
                lo,
                hi,
                Esc(spec.default),
                Esc(self.options.get(name).unwrap_or_default())
            ),
        }
        html!(
            out,
            r#"<p class="explain">{}</p></div>"#,
            Esc(spec.explain.text())
        );
    }

    /// Below the settings: the guided-game line, the share link (`root`: the app's
    /// address), the error line and the start button.
    pub fn ending(&self, root: &str) -> Html {
        let mut out = Html::new();
        if self.guide {
            html!(
                out,
                r#"<p class="guided">{}</p>"#,
                Esc(t!(play_setup_guided))
            );
        }
        html!(
            out,
            r#"<p class="share">{}</p><p class="error" role="alert">{}</p><p><button type="button" class="button" data-act="start">{}</button></p>"#,
            self.share(root),
            Esc(self.error.as_deref().unwrap_or_default()),
            t!(play_setup_start)
        );
        out
    }

    /// The share line's inside: "Link to this setup: <a>…</a>".
    pub fn share(&self, root: &str) -> Html {
        let link = format!("{root}play?{}", self.query());
        let mut out = Html::new();
        html!(
            out,
            r#"{} <a href="{}">{}</a>"#,
            t!(play_setup_link),
            Esc(&link),
            Esc(&link)
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(q: &str) -> SetupForm {
        let (asked, problems) = SetupQuery::parse(q.split('&').filter_map(|p| p.split_once('=')));
        SetupForm::from_query(asked, &problems)
    }

    /// A field's name in the markup reads back as that field; anything else is no field.
    #[test]
    fn a_field_reads_back_as_written() {
        for f in [
            Field::Players,
            Field::Seed,
            Field::Name(3),
            Field::Player(0),
        ] {
            assert_eq!(f.to_string().parse(), Ok(f));
        }
        for bad in ["", "name", "name:x", "seat:1", "player:"] {
            assert_eq!(bad.parse::<Field>(), Err(()), "{bad}");
        }
        assert_eq!(
            Field::Player(1).change("strong".into()),
            Some(Change::Player(1, Player::Computer(Level::Strong)))
        );
    }

    /// Under the seats, each level is said in a sentence with the game's measured
    /// figures; in Matjok, strong's defence too.
    #[test]
    fn the_form_says_what_each_level_means_with_the_game_s_figures() {
        for game in GameId::ALL {
            let f = form(&format!("game={}", game.id()));
            let html = f.controls().into_string();
            let m = crate::ai::measured::measured(game);
            for sentence in [
                t!(play_level_beginner, n = m.normal_of_beginner),
                t!(play_level_strong, n = m.strong_of_normal),
            ] {
                assert!(
                    html.contains(&Esc(&sentence).to_string()),
                    "{game}: {sentence}"
                );
            }
            let defends = html.contains("also reads danger");
            assert_eq!(defends, game == GameId::Matjok, "{game}");
            if let Some((mean, margin)) = m.points {
                let points = t!(play_level_strong_points, mean = mean, margin = margin);
                assert!(html.contains(&Esc(&points).to_string()), "{game}: {points}");
            }
        }
    }

    #[test]
    fn a_link_fills_the_form_and_the_share_link_gives_it_back() {
        let f = form("game=kap-shap&seed=42&pickup=last");
        assert_eq!(
            (f.game, f.seed.as_str(), f.error.as_deref()),
            (GameId::KapShap, "42", None)
        );
        let again = form(&f.query());
        assert_eq!(
            (again.game, again.seed, again.options),
            (f.game, f.seed.clone(), f.options.clone())
        );
        let html = f.controls();
        assert!(html.contains(r#"value="kap-shap" checked"#), "{html}");
        let f = form("game=go");
        assert!(
            f.error.as_deref().unwrap_or("").contains("not used"),
            "{:?}",
            f.error
        );
    }

    #[test]
    fn changes_keep_the_seats_within_the_rule_sets_limits() {
        let mut f = form("game=three-dozen");
        f.apply(Change::Option("set".into(), "double-twelve".into()));
        let (_, hi) = limits(GameId::ThreeDozen, &f.options);
        f.apply(Change::Players(hi + 5));
        assert_eq!(f.seats.len(), hi as usize, "clamped to the most players");
        f.apply(Change::Name(0, "Ann".into()));
        f.apply(Change::Player(1, Player::Human));
        f.apply(Change::Option("set".into(), "double-six".into()));
        let (_, six) = limits(GameId::ThreeDozen, &f.options);
        assert_eq!(
            f.seats.len(),
            six as usize,
            "back to double-six: seats trimmed"
        );
        assert_eq!(f.seats[0].name, "Ann");
        assert_eq!(f.seats[1].player, Player::Human);
        // out-of-range and unknown changes say what is wrong and change nothing else
        f.apply(Change::Name(99, "x".into()));
        f.apply(Change::Preset(99));
        f.apply(Change::Option("rounds".into(), "0".into()));
        assert!(
            f.error
                .as_deref()
                .unwrap_or("")
                .contains("rounds takes a number"),
            "{:?}",
            f.error
        );
        f.apply(Change::Game(GameId::Matjok));
        assert_eq!((f.seats.len(), f.options.clone()), (4, Options::default()));
    }

    /// Issue 18, item 7: the player limits are the rule set's, not the game's: a link or a
    /// change may seat 8 with double-nine, 12 with double-twelve, 20 at K'ap Tái Shap, and
    /// the players select shows that number; the started setup deals.
    #[test]
    fn the_rule_sets_player_limits_reach_the_form_and_the_game() {
        for (q, n) in [
            ("game=three-dozen&set=double-nine&players=8", 8),
            ("game=three-dozen&set=double-twelve&players=12", 12),
            ("game=kap-tai-shap&players=20", 20),
        ] {
            let f = form(q);
            assert_eq!((f.seats.len(), f.error.as_deref()), (n, None), "{q}");
            let html = f.controls();
            assert!(
                html.contains(&format!(r#"<option value="{n}" selected>"#)),
                "{q}: {html}"
            );
            let (setup, seed) = f.start(|| 3).unwrap();
            let session = crate::play::session::Session::new(setup, seed)
                .unwrap_or_else(|e| panic!("{q}: {e}"));
            assert_eq!(session.game.players() as usize, n, "{q}");
        }
        // one more than the rule set allows is refused with the range, and the form keeps
        // its usual number
        let f = form("game=three-dozen&set=double-nine&players=9");
        assert!(
            f.error.as_deref().unwrap_or("").contains("2 to 8 players"),
            "{:?}",
            f.error
        );
        let f = form("game=kap-tai-shap&players=21");
        assert!(
            f.error.as_deref().unwrap_or("").contains("2 to 20 players"),
            "{:?}",
            f.error
        );
        // raising the number by the select: K'ap Tái Shap takes 20
        let mut f = form("game=kap-tai-shap");
        f.apply(Change::Players(20));
        assert_eq!(f.seats.len(), 20);
    }

    #[test]
    fn presets_are_pressed_when_the_options_match_and_the_seed_is_checked() {
        let mut f = form("game=jjak-mat-chu-gi");
        f.apply(Change::Preset(1));
        let html = f.controls();
        assert!(
            html.contains(r#"data-preset="1" aria-pressed="true""#),
            "{html}"
        );
        assert!(html.contains(r#"data-preset="0" aria-pressed="false""#));
        assert!(html.contains("(usually: By match)"), "{html}");
        f.apply(Change::Seed("12x".into()));
        assert!(f.start(|| 7).is_err());
        f.apply(Change::Seed(" ".into()));
        assert_eq!(f.start(|| 1_000_000_007).map(|(_, s)| s), Ok(7));
        f.apply(Change::Seed("42".into()));
        assert_eq!(f.start(|| 7).map(|(_, s)| s), Ok(42));
        let end = f.ending("/");
        assert!(
            end.contains("Start the game") && end.contains("/play?game=jjak-mat-chu-gi"),
            "{end}"
        );
    }
}
