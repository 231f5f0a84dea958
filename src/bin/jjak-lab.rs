//! jjak-lab: the native rule lab. JSON on stdout; a readable error and exit code 2 on bad input.
//!
//!   jjak-lab pairs --game jjak-mat-chu-gi --option military=culin-alternate
//!   jjak-lab check --game kap-shap --tiles "3-3 3-3 6-1 4-2 5-5 5-5 4-1 3-2"
//!   jjak-lab simulate --game three-dozen --players 4 --games 10000 --seed 7

#[cfg(not(target_arch = "wasm32"))]
mod cli {
    use clap::{Parser, Subcommand};
    use jjak::engine::games::GameId;
    use jjak::engine::options::Options;
    use jjak::lab::{self, LabError};

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
            /// Tiles separated by spaces: "6-3 5-4 1-1 1-1 4-2 2-1".
            #[arg(long)]
            tiles: String,
            #[arg(long = "option")]
            options: Vec<String>,
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
            #[arg(long, default_value = "simple")]
            ai: String,
            #[arg(long = "option")]
            options: Vec<String>,
        },
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
                options: o,
            } => {
                let game: GameId = game.parse()?;
                lab::check(game, &tiles, &options(game, &o)?)
            }
            Command::Simulate {
                game,
                players,
                games,
                seed,
                ai,
                options: o,
            } => {
                let game: GameId = game.parse()?;
                let report = lab::simulate(game, &options(game, &o)?, players, games, seed, &ai)?;
                serde_json::to_value(report).map_err(|e| LabError::Input(e.to_string()))
            }
        }
    }

    pub fn main() {
        match run(Cli::parse()) {
            Ok(value) => println!("{value}"),
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
