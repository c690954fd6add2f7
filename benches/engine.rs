//! Engine throughput: random full games per second and moves per second, on
//! one thread, through the public API only (`AnyGame`, as the server uses it).
//!
//! ```sh
//! cargo bench --bench engine                 # every configuration
//! cargo bench --bench engine -- biscuits     # only configurations whose name contains "biscuits"
//! cargo bench --bench engine -- --games=100  # 100 games per configuration instead
//! cargo bench --bench engine -- --mode=plain  # only the rows without views (--mode=view: only with)
//! cargo bench --bench engine -- --events=value  # events as `Value`s (`apply_json`), as the server's move path today
//! cargo bench --bench engine -- --mode=snapshot  # only the snapshot table
//! ```
//!
//! Each configuration plays a fixed number of games, so two runs (or two
//! commits) play exactly the same games: game `i` uses the game seed
//! `[i as u64 little-endian, 0, …]` and a bot RNG `ChaCha8Rng::seed_from_u64(i)`.
//! A game is `AnyGame::new_canonical`, then `random_action` (a JSON action,
//! as a client sends it) + `apply_canonical` (the events as the canonical
//! JSON text the server stores and hashes) for the seat on turn until
//! `to_move()` is `None`; setting up is part of the time.
//! Rows marked `+view` also build `view(Viewer::Seat(s))` for the seat that
//! just moved after every move, as the server does to answer a move request.
//! The snapshot table times, at every step of the same games, writing the
//! state as the JSON text the server stores (`AnyGame::snapshot`) and
//! parsing it back (`serde_json::from_str::<AnyGame>`): the server does the
//! first once per move and the second on every read of a game (a `GET` and
//! the move's own read), and prints the snapshot's mean size.
//!
//! The bench runs under the server's allocator (jemalloc, as `src/main.rs`).
//!
//! Run without `--bench` (as `cargo test --all-targets` does) it only plays
//! three games per configuration and mode, as a smoke test, and times nothing.

use std::hint::black_box;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use referee::engine::{AnyGame, Seat, Viewer};
use serde_json::{json, Value};

// The server's allocator (src/main.rs): the engine runs under it in
// production, and a move's allocations (its events, the action's `Value`)
// cost a third of a Meerkat move under glibc's malloc.
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// A game that has not ended after this many moves is a bug in an engine.
const MAX_MOVES_PER_GAME: u64 = 1_000_000;

struct Config {
    name: String,
    game: &'static str,
    seats: u8,
    options: Value,
    /// Games per run with `--bench`, without and with views, picked for
    /// roughly 1–2 s each on the 2-core development machine.
    games: u64,
    games_with_views: u64,
}

fn configs() -> Vec<Config> {
    let mut out = Vec::new();
    for (seats, games, games_with_views) in [(2, 8_000, 2_500), (3, 8_000, 1_500), (5, 6_000, 900)]
    {
        out.push(Config {
            name: format!("meerkat/{seats}"),
            game: "shake-it-meerkat",
            seats,
            options: json!({}),
            games,
            games_with_views,
        });
    }
    for (variant, games, games_with_views) in [("basic", 7_500, 1_200), ("advanced", 6_000, 700)] {
        for seats in [2, 3, 5] {
            out.push(Config {
                name: format!("biscuits-{variant}/{seats}"),
                game: "woof-meow-biscuits",
                seats,
                options: json!({ "variant": variant }),
                games,
                games_with_views,
            });
        }
    }
    out
}

#[derive(Default)]
struct Tally {
    games: u64,
    moves: u64,
    elapsed: Duration,
}

/// How `play` gets the events of each step.
#[derive(Clone, Copy, PartialEq)]
enum Events {
    /// `new_canonical` / `apply_canonical`: canonical JSON text.
    Text,
    /// `new` / `apply_json`: a `serde_json::Value` per event (the server's
    /// move path until it stores and hashes the text).
    Value,
}

/// Plays `games` random games of `config`; with `views`, builds the mover's
/// view after every move.
fn run(config: &Config, games: u64, views: bool, events_as: Events) -> Tally {
    play(config, games, events_as, |game, seat| {
        if views {
            black_box(game.view(Viewer::Seat(seat)));
        }
    })
}

/// Plays `games` random games of `config`, calling `after_move` with the
/// game and the seat that moved after every move (timed with the rest).
fn play(
    config: &Config,
    games: u64,
    events_as: Events,
    mut after_move: impl FnMut(&mut AnyGame, Seat),
) -> Tally {
    let mut tally = Tally::default();
    let start = Instant::now();
    for i in 0..games {
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&i.to_le_bytes());
        let mut rng = ChaCha8Rng::seed_from_u64(i);
        let setup = match events_as {
            Events::Text => {
                AnyGame::new_canonical(config.game, config.seats, &config.options, &seed)
                    .map(|(game, events)| black_box((game, events)).0)
            }
            Events::Value => AnyGame::new(config.game, config.seats, &config.options, &seed)
                .map(|(game, events)| black_box((game, events)).0),
        };
        let mut game = setup.unwrap_or_else(|e| panic!("{}: setup refused: {e}", config.name));
        let mut moves = 0u64;
        while let Some(seat) = game.to_move() {
            let action = game
                .random_action(&mut rng)
                .unwrap_or_else(|| panic!("{}: seat {seat} on turn has no action", config.name));
            let applied = match events_as {
                Events::Text => game.apply_canonical(seat, &action).map(|e| {
                    black_box(e);
                }),
                Events::Value => game.apply_json(seat, &action).map(|e| {
                    black_box(e);
                }),
            };
            applied.unwrap_or_else(|e| {
                panic!(
                    "{}: game {i}: random action {action} refused: {e}",
                    config.name
                )
            });
            after_move(&mut game, seat);
            moves += 1;
            assert!(
                moves < MAX_MOVES_PER_GAME,
                "{}: game {i} has not ended after {moves} moves",
                config.name
            );
        }
        black_box(game.outcome());
        tally.games += 1;
        tally.moves += moves;
    }
    tally.elapsed = start.elapsed();
    tally
}

/// Snapshot costs over `games` games of `config` (see the module docs).
#[derive(Default)]
struct Snapshots {
    count: u64,
    bytes: u64,
    store: Duration,
    load: Duration,
}

fn snapshots(config: &Config, games: u64) -> Snapshots {
    let mut out = Snapshots::default();
    play(config, games, Events::Text, |game, _| {
        let t0 = Instant::now();
        let text = black_box(&*game).snapshot();
        let t1 = Instant::now();
        let back: AnyGame = serde_json::from_str(black_box(&text)).expect("a snapshot parses");
        let t2 = Instant::now();
        out.store += t1 - t0;
        out.load += t2 - t1;
        out.count += 1;
        out.bytes += text.len() as u64;
        // Play on from the parsed snapshot, as the next request does.
        *game = back;
    });
    out
}

fn per_second(count: u64, elapsed: Duration) -> f64 {
    let secs = elapsed.as_secs_f64();
    if secs > 0.0 {
        count as f64 / secs
    } else {
        f64::INFINITY
    }
}

fn main() {
    let mut bench = false;
    let mut filter: Option<String> = None;
    let mut games_override: Option<u64> = None;
    let mut modes = vec![false, true];
    let mut events_as = Events::Text;
    let mut snapshot_table = true;
    for arg in std::env::args().skip(1) {
        if arg == "--bench" {
            bench = true;
        } else if let Some(m) = arg.strip_prefix("--mode=") {
            modes = match m {
                "plain" => vec![false],
                "view" => vec![true],
                "snapshot" => vec![],
                _ => panic!("--mode=plain|view|snapshot"),
            };
            snapshot_table = m == "snapshot";
        } else if arg == "--events=value" {
            events_as = Events::Value;
        } else if let Some(n) = arg.strip_prefix("--games=") {
            games_override = Some(n.parse().expect("--games=N takes a whole number"));
        } else if !arg.starts_with('-') {
            filter = Some(arg);
        }
        // Other flags (cargo's or libtest's, e.g. `--nocapture`) are ignored.
    }
    let selected: Vec<Config> = configs()
        .into_iter()
        .filter(|c| filter.as_deref().is_none_or(|f| c.name.contains(f)))
        .collect();
    if selected.is_empty() {
        eprintln!("no configuration matches {filter:?}");
        std::process::exit(2);
    }
    if !bench {
        // Smoke test: a few games of each, no timings.
        for config in &selected {
            for views in [false, true] {
                let tally = run(config, 3, views, Events::Text);
                assert_eq!(run(config, 3, views, Events::Value).moves, tally.moves);
                assert_eq!(tally.games, 3);
            }
            assert!(snapshots(config, 3).count > 0);
        }
        println!(
            "engine bench smoke test: {} configurations played (run `cargo bench --bench engine` for timings)",
            selected.len()
        );
        return;
    }

    println!(
        "{:<26} {:>7} {:>10} {:>8} {:>11} {:>12}",
        "config", "games", "moves", "moves/g", "games/s", "moves/s"
    );
    for &views in &modes {
        for config in &selected {
            let games = if views {
                config.games_with_views
            } else {
                config.games
            };
            let tally = run(config, games_override.unwrap_or(games), views, events_as);
            let name = if views {
                format!("{} +view", config.name)
            } else {
                config.name.clone()
            };
            println!(
                "{:<26} {:>7} {:>10} {:>8.1} {:>11.0} {:>12.0}",
                name,
                tally.games,
                tally.moves,
                tally.moves as f64 / tally.games as f64,
                per_second(tally.games, tally.elapsed),
                per_second(tally.moves, tally.elapsed),
            );
        }
    }
    if snapshot_table {
        println!();
        println!(
            "{:<26} {:>9} {:>10} {:>10} {:>10}",
            "snapshot", "steps", "bytes", "store µs", "load µs"
        );
        for config in &selected {
            let snap = snapshots(config, games_override.unwrap_or(config.games_with_views));
            let n = snap.count.max(1) as f64;
            println!(
                "{:<26} {:>9} {:>10.0} {:>10.2} {:>10.2}",
                config.name,
                snap.count,
                snap.bytes as f64 / n,
                snap.store.as_secs_f64() * 1e6 / n,
                snap.load.as_secs_f64() * 1e6 / n,
            );
        }
    }
}
