//! Setting up a game: which game, how many players, who plays each seat, every rule
//! option with its default and meaning, and an optional seed to share a deal.

use leptos::prelude::*;

use crate::ai::Level;
use crate::engine::games::GameId;
use crate::engine::options::{specs, OptionKind, OptionSpec, Options};
use crate::play::markup::history;
use crate::play::presets::presets;
use crate::play::save::Help;
use crate::play::session::{Player, SeatSetup, Session, Setup};
use crate::play::setup_url::{limits, SetupQuery};
use crate::teach::query_pairs;
use crate::ui::play_state::PlayState;
use crate::ui::router::Location;
use crate::ui::settings::SettingsForm;

fn player_value(p: Player) -> &'static str {
    match p {
        Player::Human => "human",
        Player::Computer(level) => level.id(),
    }
}

fn player_from(v: &str) -> Player {
    match v.parse::<Level>() {
        Ok(l) => Player::Computer(l),
        Err(_) => Player::Human,
    }
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

/// What the setup form holds while it is filled in.
#[derive(Clone, Copy)]
struct Form {
    game: RwSignal<GameId>,
    seats: RwSignal<Vec<SeatSetup>>,
    options: RwSignal<Options>,
    seed: RwSignal<String>,
    error: RwSignal<Option<String>>,
}

impl Form {
    /// Another game: its seats and options start afresh.
    fn choose_game(self, g: GameId) {
        self.game.set(g);
        let (lo, _) = limits(g, &Options::default());
        self.seats.set(default_seats(g, lo.max(2)));
        self.options.set(Options::default());
    }
}

#[component]
pub fn SetupPage() -> impl IntoView {
    super::super::set_title("New game");
    let state = PlayState::get();
    let loc = Location::get();
    // a setup may come in the URL: /play?game=kap-shap&seed=42&pickup=last
    let pairs = query_pairs(&loc.query.get_untracked());
    let (asked, problems) = SetupQuery::parse(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let game = RwSignal::new(asked.game);
    let seats = RwSignal::new(Setup::against_computer(asked.game, asked.players, asked.ai).seats);
    let options = RwSignal::new(asked.options.clone());
    let seed = RwSignal::new(asked.seed.map(|s| s.to_string()).unwrap_or_default());
    // a guided first game (a rules page links one): the guide is turned on at the start
    let guide = asked.guide;
    let error = RwSignal::new((!problems.is_empty()).then(|| {
        format!(
            "Some settings in the link were not used: {}",
            problems.join(" ")
        )
    }));
    let share = move || {
        let seats = seats.get();
        let q = SetupQuery {
            game: game.get(),
            players: seats.len() as u8,
            options: options.get(),
            seed: seed.get().trim().parse().ok(),
            ai: usual_level(&seats),
            guide,
        };
        format!("{}play?{}", crate::ui::router::app_root(), q.to_query())
    };

    let form = Form {
        game,
        seats,
        options,
        seed,
        error,
    };
    // a rule set with fewer players (double-twelve back to double-six) trims the seats
    Effect::new(move |_| {
        let (_, hi) = options.with(|o| limits(game.get(), o));
        if seats.with_untracked(|s| s.len() > hi as usize) {
            seats.update(|s| s.truncate(hi as usize));
        }
    });

    let start = move |_| {
        let setup = Setup {
            game: game.get(),
            options: options.get(),
            seats: seats.get(),
            budget: None,
        };
        let seed_text = seed.get();
        let seed = if seed_text.trim().is_empty() {
            getrandom::u64().unwrap_or(1) % 1_000_000_000
        } else {
            match seed_text.trim().parse::<u64>() {
                Ok(s) => s,
                Err(_) => {
                    error.set(Some(
                        "The seed must be a whole number, or left empty.".into(),
                    ));
                    return;
                }
            }
        };
        match Session::new(setup, seed) {
            Ok(session) => {
                if guide {
                    state.change(|f| f.settings.help = Help::Guide);
                }
                state.play(|s| *s = Some(session));
                loc.navigate("/table");
            }
            Err(e) => error.set(Some(format!("{e}."))),
        }
    };

    view! {
        <section class="page narrow setup">
            <h1>"New game"</h1>
            {game_choice(form)}
            {seat_list(form)}
            {preset_buttons(form)}
            {rule_options(form)}
            {seed_field(form)}
            <fieldset>
                <legend>"Help and pace"</legend>
                <SettingsForm />
            </fieldset>
            {guide.then(|| view! {
                <p class="guided">"A guided game: starting it turns the guide on (Help: Guide me)."</p>
            })}
            <p class="share">"Link to this setup: " <a href=share>{share}</a></p>
            <p class="error" role="alert">{move || error.get().unwrap_or_default()}</p>
            <p>
                <button class="button" on:click=start>"Start the game"</button>
            </p>
            {move || {
                let games = state.file.with(|f| f.history.clone());
                (!games.is_empty()).then(|| view! {
                    <section class="finished">
                        <h2>"Finished games"</h2>
                        <div inner_html=history(&games).into_string()></div>
                    </section>
                })
            }}
        </section>
    }
}

/// Which game: choosing one starts its seats and options afresh.
fn game_choice(form: Form) -> impl IntoView {
    let Form { game, .. } = form;
    view! {
        <fieldset>
            <legend>"Game"</legend>
            <div class="choices">
                {GameId::ALL
                    .into_iter()
                    .map(|g| {
                        view! {
                            <label class="choice">
                                <input
                                    type="radio"
                                    name="game"
                                    value=g.id()
                                    prop:checked=move || game.get() == g
                                    on:change=move |_| form.choose_game(g)
                                />
                                {g.name()}
                            </label>
                        }
                    })
                    .collect_view()}
            </div>
        </fieldset>
    }
}

/// How many players, and each seat's name and who plays it.
fn seat_list(form: Form) -> impl IntoView {
    let Form {
        game,
        seats,
        options,
        ..
    } = form;
    view! {
        <fieldset>
            <legend>"Players"</legend>
            <label>
                "Number of players "
                <select on:change=move |ev| {
                    let n: u8 = event_target_value(&ev).parse().unwrap_or(2);
                    let g = game.get();
                    seats.update(|s| {
                        let mut fresh = default_seats(g, n);
                        for (new, old) in fresh.iter_mut().zip(s.iter()) {
                            *new = old.clone();
                        }
                        *s = fresh;
                    });
                }>
                    {move || {
                        let (lo, hi) = options.with(|o| limits(game.get(), o));
                        let now = seats.get().len() as u8;
                        (lo..=hi)
                            .map(|n| view! { <option value=n.to_string() selected=n == now>{n}</option> })
                            .collect_view()
                    }}
                </select>
            </label>
            <ol class="seats">
                {move || {
                    seats
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, seat)| seat_row(i, seat, seats))
                        .collect_view()
                }}
            </ol>
        </fieldset>
    }
}

/// One seat: its player's name, and human or computer (at which level).
fn seat_row(i: usize, seat: SeatSetup, seats: RwSignal<Vec<SeatSetup>>) -> impl IntoView {
    let current = player_value(seat.player);
    view! {
        <li>
            <input
                type="text"
                aria-label=format!("Name of seat {}", i + 1)
                prop:value=seat.name
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    seats.update(|s| s[i].name = v);
                }
            />
            <select
                aria-label=format!("Who plays seat {}", i + 1)
                on:change=move |ev| {
                    let p = player_from(&event_target_value(&ev));
                    seats.update(|s| s[i].player = p);
                }
            >
                {["human", "beginner", "normal", "strong"]
                    .into_iter()
                    .map(|v| {
                        let label = if v == "human" {
                            "Human".to_string()
                        } else {
                            format!("Computer ({v})")
                        };
                        view! { <option value=v selected=v == current>{label}</option> }
                    })
                    .collect_view()}
            </select>
        </li>
    }
}

/// The named rule sets of the game (pressed: the options match it).
fn preset_buttons(form: Form) -> impl IntoView {
    let Form { game, options, .. } = form;
    view! {
        <fieldset>
            <legend>"Rule set"</legend>
            <div class="presets" role="group" aria-label="Named rule sets">
                {move || {
                    let g = game.get();
                    presets(g)
                        .iter()
                        .map(|p| {
                            let pressed = move || options.with(|o| p.matches(g, o));
                            view! {
                                <button
                                    type="button"
                                    class="preset"
                                    aria-pressed=move || pressed().to_string()
                                    title=p.about
                                    on:click=move |_| options.set(p.options(g))
                                >
                                    <strong>{p.name}</strong>
                                    <span>{p.about}</span>
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
        </fieldset>
    }
}

/// Every rule option with its default and meaning.
fn rule_options(form: Form) -> impl IntoView {
    let Form {
        game,
        options,
        error,
        ..
    } = form;
    view! {
        <fieldset>
            <legend>"Rules"</legend>
            {move || {
                let g = game.get();
                specs(g)
                    .iter()
                    .map(|spec| {
                        let name = spec.name;
                        let control = option_control(g, spec, options, error);
                        view! {
                            <div class="option">
                                <label for=format!("opt-{name}")>
                                    {spec.label}
                                    <span class="default">" (usually: " {in_words(spec.default)} ")"</span>
                                </label>
                                {control}
                                <p class="explain">{spec.explain}</p>
                            </div>
                        }
                    })
                    .collect_view()
            }}
        </fieldset>
    }
}

/// An option's value as players say it: "culin-alternate" → "Culin alternate"; "auto"
/// (it depends on the players) → "set by the number of players".
fn in_words(value: &str) -> String {
    if value == "auto" {
        return "set by the number of players".into();
    }
    let mut out = value.replace('-', " ");
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// The control for one rule option: a switch, a choice, or a number.
fn option_control(
    g: GameId,
    spec: &'static OptionSpec,
    options: RwSignal<Options>,
    error: RwSignal<Option<String>>,
) -> AnyView {
    let name = spec.name;
    match spec.kind {
        OptionKind::Switch => view! {
            <input
                type="checkbox"
                id=format!("opt-{name}")
                prop:checked=move || options.get().switch(g, name)
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    options.update(|o| {
                        let _ = o.set(g, name, if on { "on" } else { "off" });
                    });
                }
            />
        }
        .into_any(),
        OptionKind::Choice(words) => view! {
            <select
                id=format!("opt-{name}")
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    options.update(|o| {
                        let _ = o.set(g, name, &v);
                    });
                }
            >
                {words
                    .iter()
                    .map(|w| view! { <option value=*w prop:selected=move || options.with(|o| o.value(g, name) == *w)>{in_words(w)}</option> })
                    .collect_view()}
            </select>
        }
        .into_any(),
        OptionKind::Number(lo, hi) => view! {
            <input
                type="number"
                id=format!("opt-{name}")
                min=lo.to_string()
                max=hi.to_string()
                placeholder=spec.default
                prop:value=move || options.with(|o| o.get(name).unwrap_or_default().to_string())
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    options.update(|o| {
                        if o.set(g, name, &v).is_err() {
                            error.set(Some(format!("{name} takes a number from {lo} to {hi}.")));
                        }
                    });
                }
            />
        }
        .into_any(),
    }
}

/// The seed, to replay or share a deal.
fn seed_field(form: Form) -> impl IntoView {
    let Form { seed, .. } = form;
    view! {
        <fieldset>
            <legend>"Deal"</legend>
            <label>
                "Seed (optional, to replay or share a deal) "
                <input
                    type="text"
                    inputmode="numeric"
                    prop:value=move || seed.get()
                    on:input=move |ev| seed.set(event_target_value(&ev))
                />
            </label>
        </fieldset>
    }
}
