//! The bot arena: engine-level games between the built-in bots,
//! with win rates and 95 % Wilson confidence intervals, per game, variant and
//! seat count.
//!
//! ```sh
//! cargo bench --bench arena                         # 10,000 games per row
//! cargo bench --bench arena -- --games 1000 --seed 7
//! cargo bench --bench arena -- --only biscuits      # rows whose name contains "biscuits"
//! ```
//!
//! Every game goes through `referee::bots::play_game`: `AnyGame::new`, then
//! for the seat on turn its view (`view_value(Viewer::Seat(s))`), the bot's
//! decision from that view alone (`bots::decide`, seeded by `bots::bot_seed`)
//! and `apply_json`, until the game ends. Game `i` of row `r` has the game
//! seed `SHA-256("referee/arena" ‖ seed ‖ r ‖ i)`, so a run is reproducible
//! and two runs with the same `--seed` play the same games.
//!
//! In `sharp vs random` rows the sharp bot sits at seat `i mod n` in game
//! `i` (it rotates through every seat, starting seats are drawn from the game
//! seed) and every other seat is `random`. In `sharp vs sharp` rows the
//! figures are seat 0's.
//!
//! Ties: the outcome names every tied seat as a winner (RULES.md: "all tied
//! seats win", "a tie is a shared win"). `win` counts a game as won when the
//! bot's seat is among the outcome's winners, shared or not; `sole` counts
//! only the games it won alone; `share` splits a shared win evenly between
//! the tied winners (so the shares of all seats add up to 1 and the fair
//! share of a seat is 1/n). The intervals of `win` and `sole` are Wilson's
//! for a binomial proportion; that of `share` is Wilson's applied to the
//! fractional count (an approximation).
//!
//! Run without `--bench` (as `cargo test --all-targets` does) it plays 3
//! games per row, as a smoke test.

use std::time::Instant;

use referee::bots;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

struct Row {
    game: &'static str,
    variant: String,
    options: Value,
    seats: usize,
    /// `true`: sharp against sharp; else sharp against random.
    mirror: bool,
}

fn rows() -> Vec<Row> {
    let mut rows = Vec::new();
    for backs in ["rounded", "exact", "hidden"] {
        let options = json!({"card_backs": backs});
        for seats in 2..=5 {
            rows.push(Row {
                game: "shake-it-meerkat",
                variant: format!("card_backs={backs}"),
                options: options.clone(),
                seats,
                mirror: false,
            });
        }
        rows.push(Row {
            game: "shake-it-meerkat",
            variant: format!("card_backs={backs}"),
            options,
            seats: 2,
            mirror: true,
        });
    }
    for variant in ["basic", "advanced"] {
        let options = json!({"variant": variant});
        for seats in 2..=5 {
            rows.push(Row {
                game: "woof-meow-biscuits",
                variant: variant.to_owned(),
                options: options.clone(),
                seats,
                mirror: false,
            });
        }
        rows.push(Row {
            game: "woof-meow-biscuits",
            variant: variant.to_owned(),
            options,
            seats: 2,
            mirror: true,
        });
    }
    rows
}

/// The 95 % Wilson score interval of `wins` successes in `n` trials.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let p = wins / n;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn figure(count: f64, n: f64) -> String {
    let (lo, hi) = wilson(count, n);
    format!(
        "{:5.1} % [{:4.1}, {:4.1}]",
        100.0 * count / n,
        100.0 * lo,
        100.0 * hi
    )
}

fn game_seed(seed: u64, row: usize, game: u64) -> [u8; 32] {
    let mut hash = Sha256::new();
    hash.update(b"referee/arena");
    hash.update(seed.to_le_bytes());
    hash.update((row as u64).to_le_bytes());
    hash.update(game.to_le_bytes());
    hash.finalize().into()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let bench = args.iter().any(|a| a == "--bench");
    let value_of = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
            .or_else(|| {
                args.iter()
                    .find_map(|a| a.strip_prefix(&format!("{name}=")).map(str::to_owned))
            })
    };
    let games: u64 = match value_of("--games") {
        Some(n) => n.parse().expect("--games takes a number"),
        None if bench => 10_000,
        None => 3,
    };
    let seed: u64 = value_of("--seed").map_or(1, |s| s.parse().expect("--seed takes a number"));
    let only = value_of("--only");
    println!("bot arena: {games} games per row, seed {seed}");
    println!(
        "{:<18} {:<18} {:>5} {:<16} {:>25} {:>25} {:>25} {:>6} {:>6} {:>7}",
        "game",
        "variant",
        "seats",
        "match",
        "win (shared counts) 95% CI",
        "sole win 95% CI",
        "share 95% CI",
        "fair",
        "ties",
        "moves"
    );
    for (r, row) in rows().iter().enumerate() {
        let name = format!("{} {}", row.game, row.variant);
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let started = Instant::now();
        let (mut win, mut sole, mut share, mut ties, mut moves) = (0u64, 0u64, 0.0f64, 0u64, 0u64);
        for i in 0..games {
            let hero = if row.mirror {
                0
            } else {
                (i % row.seats as u64) as usize
            };
            let mut seat_bots = vec![if row.mirror { "sharp" } else { "random" }; row.seats];
            seat_bots[hero] = "sharp";
            let seed = game_seed(seed, r, i);
            let (outcome, n) =
                bots::play_game(row.game, &row.options, &seed, &seat_bots, 1_000_000)
                    .unwrap_or_else(|e| panic!("{name}, game {i}: {e}"));
            moves += n;
            let winners = &outcome.winners;
            if winners.len() > 1 {
                ties += 1;
            }
            if winners.iter().any(|&s| usize::from(s) == hero) {
                win += 1;
                share += 1.0 / winners.len() as f64;
                if winners.len() == 1 {
                    sole += 1;
                }
            }
        }
        let n = games as f64;
        println!(
            "{:<18} {:<18} {:>5} {:<16} {:>25} {:>25} {:>25} {:>5.1}% {:>5.1}% {:>7.1}   ({:.1} s)",
            row.game,
            row.variant,
            row.seats,
            if row.mirror {
                "sharp vs sharp"
            } else {
                "sharp vs random"
            },
            figure(win as f64, n),
            figure(sole as f64, n),
            figure(share, n),
            100.0 / row.seats as f64,
            100.0 * ties as f64 / n,
            moves as f64 / n,
            started.elapsed().as_secs_f64()
        );
    }
}
