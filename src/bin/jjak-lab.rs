//! jjak-lab: the native rule lab. JSON on stdout; a readable error and exit code 2 on bad input.
//!
//!   jjak-lab pairs --game jjak-mat-chu-gi --option military=culin-alternate
//!   jjak-lab check --game kap-shap --tiles "3-3 3-3 6-1 4-2 5-5 5-5 4-1 3-2"
//!   jjak-lab simulate --game three-dozen --players 4 --games 10000 --seed 7 --threads 2
//!   jjak-lab simulate --game matjok --players 4 --games 10 --records records/
//!   jjak-lab simulate --game three-dozen --players 3 --ai strong,normal,normal --duplicate --all-seeing
//!   jjak-lab replay records/matjok-000001.json
//!   jjak-lab review records/matjok-000001.json --seat 2
//!   jjak-lab analyze --game matjok --tiles 23m456p789s111z55z9m
//!   jjak-lab score --game matjok --seat 1 --jongh 0 --tiles 234s678s55s --open "555p [9999m]" --win-tile 5s --from self

#[cfg(not(target_arch = "wasm32"))]
mod cli {
    use clap::{Parser, Subcommand};
    use jjak::engine::games::GameId;
    use jjak::engine::options::Options;
    use jjak::lab::{self, LabError};
    use jjak::play::record::Record;
    use jjak::play::review;
    use jjak::points;

    #[derive(Parser)]
    #[command(
        name = "jjak-lab",
        version,
        about = "The Jjak rule lab: pairings, hand checks and bot simulations, as JSON."
    )]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    #[derive(Subcommand)]
    enum Command {
        /// Every pairing the rules allow.
        Pairs {
            #[arg(long)]
            game: String,
            /// A rule option NAME=VALUE, as in RULES.md; repeat for several.
            #[arg(long = "option")]
            options: Vec<String>,
        },
        /// Whether tiles form a complete winning hand, with one grouping.
        Check {
            #[arg(long)]
            game: String,
            /// Tiles: dominoes separated by spaces ("6-3 5-4 1-1 1-1 4-2 2-1"), or mahjong
            /// in MPSZ ("345s678p111z777z22z", flowers 1f-8f).
            #[arg(long)]
            tiles: String,
            /// Matjok only: open melds in MPSZ separated by spaces ("111z 345s 7777p").
            #[arg(long, default_value = "")]
            open: String,
            #[arg(long = "option")]
            options: Vec<String>,
            /// Domino games: players at the table (with --last, settles the final 6-6 rule).
            #[arg(long)]
            players: Option<u8>,
            /// Domino games: the tile that completed the hand ("6-6").
            #[arg(long)]
            last: Option<String>,
        },
        /// Matjok: distance to win, waits (13 tiles) or each discard (14 tiles).
        Analyze {
            #[arg(long)]
            game: String,
            #[arg(long)]
            tiles: String,
            /// Open melds in MPSZ separated by spaces ("111z 345s 7777p").
            #[arg(long, default_value = "")]
            open: String,
        },
        /// Matjok points calculator: a winning hand's value, level, items and the winner's
        /// table payment (one number per seat; not the settlement between losers).
        Score {
            #[arg(long)]
            game: String,
            #[command(flatten)]
            fields: points::Fields,
        },
        /// Times the Matjok hand analyser: shanten of random 14-tile hands per second.
        BenchShanten {
            #[arg(long, default_value_t = 1_000_000)]
            hands: usize,
            #[arg(long, default_value_t = 1)]
            seed: u64,
        },
        /// The bytes a move and a finished game write to the app's storage, with a full
        /// history of this game's matches.
        BenchSaves {
            #[arg(long, default_value = "matjok")]
            game: String,
            #[arg(long, default_value_t = 4)]
            players: u8,
        },
        /// Plays many games with bots and reports win and draw rates.
        Simulate {
            #[arg(long)]
            game: String,
            #[arg(long)]
            players: u8,
            #[arg(long, default_value_t = 1000)]
            games: u32,
            #[arg(long, default_value_t = 1)]
            seed: u64,
            /// beginner, normal or strong; or one per seat: "strong,normal".
            #[arg(long, default_value = "normal")]
            ai: String,
            /// Replay each deal with the seats rotated, so luck cancels.
            #[arg(long)]
            duplicate: bool,
            /// Iterations per decision of the strong bot.
            #[arg(long)]
            budget: Option<u32>,
            /// The strong seats see every hand: not a legal player, the ceiling of a search
            /// that knew the other hands (the pair games only).
            #[arg(long)]
            all_seeing: bool,
            #[arg(long = "option")]
            options: Vec<String>,
            /// Write each game's record (docs/records.md) to this folder, one file a game
            /// (the deals are then played one after another, in order).
            #[arg(long)]
            records: Option<std::path::PathBuf>,
            /// Threads that play deals: every core by default. The figures for a seed are
            /// the same whatever the number.
            #[arg(long)]
            threads: Option<usize>,
        },
        /// Plays one whole match with computers and prints its record (docs/records.md).
        Match {
            #[arg(long)]
            game: String,
            #[arg(long)]
            players: u8,
            #[arg(long, default_value_t = 1)]
            seed: u64,
            /// beginner, normal or strong; or one per seat: "strong,normal".
            #[arg(long, default_value = "normal")]
            ai: String,
            #[arg(long = "option")]
            options: Vec<String>,
        },
        /// Plays a game record back through the rules and prints its result.
        Replay {
            /// The record's file (docs/records.md).
            file: std::path::PathBuf,
        },
        /// Finds the drills' questions in the lab's games and writes them where the build
        /// keeps them (`make drills`): Which tile?'s positions, measured by the strong
        /// computer, and Count this hand's won Matjok hands.
        Drills {
            /// Positions per game.
            #[arg(long, default_value_t = 8)]
            positions: usize,
            /// Imagined deals per move.
            #[arg(long, default_value_t = 300)]
            deals: u32,
            /// Matjok hands to count.
            #[arg(long, default_value_t = 12)]
            hands: usize,
            /// The folder the two files go in.
            #[arg(long, default_value = "src/play/drills")]
            out: std::path::PathBuf,
        },
        /// Each decision of one seat in a record, beside the strong and the normal
        /// computer's choices and their reasons.
        Review {
            file: std::path::PathBuf,
            /// The seat, counted from 1.
            #[arg(long)]
            seat: u8,
            /// Iterations per decision of the strong computer.
            #[arg(long)]
            budget: Option<u32>,
        },
    }

    /// A record's file, read and checked.
    fn read_record(file: &std::path::Path) -> Result<Record, LabError> {
        let text = std::fs::read_to_string(file)
            .map_err(|e| LabError::Input(format!("{}: {e}", file.display())))?;
        Record::parse(&text).map_err(|e| LabError::Input(format!("{}: {e}", file.display())))
    }

    fn options(game: GameId, raw: &[String]) -> Result<Options, LabError> {
        Ok(Options::parse(game, raw.iter().map(String::as_str))?)
    }

    fn run(cli: Cli) -> Result<serde_json::Value, LabError> {
        match cli.command {
            Command::Pairs { game, options: o } => {
                let game: GameId = game.parse()?;
                lab::pairs(game, &options(game, &o)?)
            }
            Command::Check {
                game,
                tiles,
                open,
                options: o,
                players,
                last,
            } => {
                let game: GameId = game.parse()?;
                let options = options(game, &o)?;
                match game {
                    GameId::Matjok => lab::check_matjok(&tiles, &open),
                    _ if !open.is_empty() => Err(LabError::Input(
                        "--open is for matjok's melds; domino games have none".into(),
                    )),
                    _ => {
                        let last = match last {
                            Some(t) => Some(t.parse::<jjak::engine::tiles::Domino>()?),
                            None => None,
                        };
                        lab::check(game, &tiles, &options, lab::Finish { players, last })
                    }
                }
            }
            Command::Drills {
                positions,
                deals,
                hands,
                out,
            } => {
                use lab::drills;
                let found = drills::which_tile(positions, deals, drills::WHICH_TILE_SEED);
                let counted = drills::count_hands(hands, drills::COUNT_SEED);
                let write = |name: &str, text: String| {
                    let path = out.join(name);
                    std::fs::write(&path, text + "\n")
                        .map_err(|e| LabError::Input(format!("{}: {e}", path.display())))
                };
                write(
                    "which_tile.json",
                    serde_json::to_string_pretty(&found).unwrap_or_default(),
                )?;
                write(
                    "count.json",
                    serde_json::to_string_pretty(&counted).unwrap_or_default(),
                )?;
                Ok(serde_json::json!({
                    "positions": found.positions.len(),
                    "hands": counted.len(),
                }))
            }
            Command::BenchShanten { hands, seed } => Ok(lab::bench_shanten(hands, seed)),
            Command::BenchSaves { game, players } => lab::bench_saves(game.parse()?, players),
            Command::Score { game, fields } => match game.parse()? {
                GameId::Matjok => points::calculate(&fields)
                    .map(|c| points::to_json(&c))
                    .map_err(LabError::Input),
                other => Err(LabError::Input(format!(
                    "score counts matjok hands, not {}",
                    other.id()
                ))),
            },
            Command::Analyze { game, tiles, open } => match game.parse()? {
                GameId::Matjok => lab::analyze_matjok(&tiles, &open),
                other => Err(LabError::Input(format!(
                    "analyze is for matjok hands, not {}; use check for {}",
                    other.id(),
                    other.id()
                ))),
            },
            Command::Simulate {
                game,
                players,
                games,
                seed,
                ai,
                duplicate,
                budget,
                all_seeing,
                options: o,
                records,
                threads,
            } => {
                if let Some(n) = threads {
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(n.max(1))
                        .build_global()
                        .map_err(|e| LabError::Input(format!("--threads {n}: {e}")))?;
                }
                let game: GameId = game.parse()?;
                let spec = lab::SimSpec {
                    game,
                    options: options(game, &o)?,
                    players,
                    games,
                    first: 0,
                    seed,
                    ai: lab::parse_levels(&ai, players)?,
                    duplicate,
                    budget,
                    all_seeing,
                };
                let report = match records {
                    None => lab::simulate(&spec)?,
                    Some(dir) => {
                        std::fs::create_dir_all(&dir)
                            .map_err(|e| LabError::Input(format!("{}: {e}", dir.display())))?;
                        let mut write = |g: lab::Simulated| {
                            let record = lab::record_of(&spec, &g)?;
                            let (i, r) = (g.deal, g.rotation);
                            let name = match duplicate {
                                true => format!("{}-{i:06}-{r}.json", game.id()),
                                false => format!("{}-{i:06}.json", game.id()),
                            };
                            let path = dir.join(name);
                            std::fs::write(&path, record.to_text())
                                .map_err(|e| LabError::Input(format!("{}: {e}", path.display())))
                        };
                        lab::simulate_recording(&spec, Some(&mut write))?
                    }
                };
                serde_json::to_value(report).map_err(|e| LabError::Input(e.to_string()))
            }
            Command::Match {
                game,
                players,
                seed,
                ai,
                options: o,
            } => {
                let game: GameId = game.parse()?;
                let mut levels = lab::parse_levels(&ai, players)?;
                // (one level for every seat)
                levels.resize(usize::from(players), levels[0]);
                let record = lab::match_record(game, options(game, &o)?, &levels, seed)?;
                serde_json::to_value(record).map_err(|e| LabError::Input(e.to_string()))
            }
            Command::Replay { file } => {
                let record = read_record(&file)?;
                let s = record
                    .play()
                    .map_err(|e| LabError::Input(format!("{}: {e}", file.display())))?;
                Ok(lab::replay_report(&s))
            }
            Command::Review { file, seat, budget } => {
                let record = read_record(&file)?;
                let seat = seat
                    .checked_sub(1)
                    .ok_or_else(|| LabError::Input("--seat counts from 1".into()))?;
                let decisions = review::review(&record, seat, budget)
                    .map_err(|e| LabError::Input(format!("{}: {e}", file.display())))?;
                let list: Vec<review::DecisionJson> = decisions.iter().map(Into::into).collect();
                Ok(serde_json::json!({
                    "seat": seat + 1,
                    "decisions": list.len(),
                    "differences": list.iter().filter(|d| d.differs).count(),
                    "review": list,
                }))
            }
        }
    }

    pub fn main() {
        match run(Cli::parse()) {
            Ok(value) => {
                // (a reader that stops early, as `head` does, is not an error of ours)
                use std::io::Write;
                let _ = writeln!(std::io::stdout(), "{value}");
            }
            Err(e) => {
                eprintln!("jjak-lab: {e}");
                std::process::exit(2);
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    cli::main();
}

#[cfg(target_arch = "wasm32")]
fn main() {}
