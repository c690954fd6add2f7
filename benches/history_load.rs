//! Bulk loader of stored history: players, then finished games dealt and
//! played to their end by random legal actions through the server's own
//! step (`referee::game::history`), written straight into a database (not
//! through HTTP), many games to a transaction, by parallel jobs.
//!
//! ```sh
//! scripts/history-load --games 2000          # builds and runs this
//! cargo test --bench history_load -- --database-url postgres://… --games 2000
//! ```
//!
//! The database must be migrated (`referee migrate`). The games end before
//! the notification retention (31 days ago and earlier, a minute apart) and
//! take the tables of `referee::game::history::tables` in turn, their
//! seats from a pool of `--players` players. Prints its progress, then one
//! line: games, events, seconds and the rates.
//!
//! Each batch of games is then appended to the public log, as the server's
//! log appender would (its queue is every finished game not logged yet,
//! so this also logs games an earlier loader left out of it).
//!
//! Run without `--database-url` (as `cargo test --all-targets` does) it
//! does nothing.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use diesel_async::{AsyncConnection, AsyncPgConnection};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use referee::game::history::{
    log_finished_games, new_players, play_finished_game, store_finished_games, store_players,
    tables,
};
use uuid::Uuid;

/// Finished games played through the engine, written in bulk.
#[derive(clap::Parser)]
#[command(name = "history_load", bin_name = "history_load")]
struct Args {
    /// A migrated database, loopback only (without it, nothing is done)
    #[arg(long, value_parser = loopback_url)]
    database_url: Option<String>,
    /// Finished games to write
    #[arg(long, default_value_t = 2000, value_parser = positive)]
    games: usize,
    /// Players to create, who hold the seats [default: games / 20, at least 5]
    #[arg(long, value_parser = positive)]
    players: Option<usize>,
    /// Parallel jobs, a connection each
    #[arg(long, default_value_t = 2, value_parser = positive)]
    jobs: usize,
    /// Games per transaction
    #[arg(long, default_value_t = 200, value_parser = positive)]
    batch: usize,
    /// Seed of the random actions [default: from the system]
    #[arg(long)]
    seed: Option<u64>,
    /// Load nothing: print the plans of a move's statements on the
    /// database, on a connection of the server's own pool
    #[arg(long)]
    plans: bool,
    /// What `cargo bench` passes to a bench target.
    #[arg(long, hide = true)]
    bench: bool,
}

fn positive(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| "a positive number".to_owned())
}

fn loopback_url(url: &str) -> Result<String, String> {
    let host = url
        .split_once('@')
        .map_or("", |(_, rest)| rest)
        .split(['/', ':'])
        .next()
        .unwrap_or_default();
    if ["127.0.0.1", "localhost", "[::1]"].contains(&host) {
        Ok(url.to_owned())
    } else {
        Err(format!("a loopback address only, not {host:?}"))
    }
}

/// What the jobs have written so far.
#[derive(Default)]
struct Written {
    games: AtomicUsize,
    events: AtomicUsize,
}

fn main() {
    let args = <Args as clap::Parser>::parse();
    let Some(database_url) = &args.database_url else {
        return;
    };
    let done = if args.plans {
        print_plans(database_url)
    } else {
        run(&args, database_url)
    };
    if let Err(message) = done {
        eprintln!("history_load: {message}");
        std::process::exit(1);
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())
}

async fn connect(url: &str) -> Result<AsyncPgConnection, String> {
    AsyncPgConnection::establish(url)
        .await
        .map_err(|e| format!("cannot connect to the database: {e}"))
}

/// The plans of a move's statements (`store::games::step_plans`) on the
/// database, as the server's connections get them (its planner settings).
fn print_plans(url: &str) -> Result<(), String> {
    let database = referee::config::DatabaseConfig {
        database_url: url.to_owned(),
        pool_size: 1,
        checkout_timeout_ms: 30_000,
        statement_timeout_ms: 30_000,
        random_page_cost: referee::config::DEFAULT_RANDOM_PAGE_COST,
    };
    runtime()?.block_on(async {
        let pool = referee::store::DbPools::new(&database, 1)
            .map_err(|e| e.to_string())?
            .pool();
        let mut conn = pool.get().await.map_err(|e| e.to_string())?;
        let plans = referee::store::games::step_plans(&mut conn)
            .await
            .map_err(|e| e.to_string())?;
        for (name, plan) in ["read", "check of a kept game", "write"].iter().zip(plans) {
            println!("-- {name}\n{plan}\n");
        }
        Ok(())
    })
}

fn run(args: &Args, database_url: &str) -> Result<(), String> {
    let started = Instant::now();
    // The last game ends more than the notification retention (30 days by
    // default) ago: its notifications would have been swept.
    let history_end = referee::audit::now() - chrono::Duration::days(31);
    let player_count = args.players.unwrap_or(args.games / 20).max(5);
    let players =
        new_players("history ", player_count, history_end).map_err(|e| format!("players: {e}"))?;
    runtime()?.block_on(async {
        let mut conn = connect(database_url).await?;
        store_players(&mut conn, &players)
            .await
            .map_err(|e| format!("storing players: {e}"))
    })?;
    let ids: Arc<Vec<Uuid>> = Arc::new(players.iter().map(|p| p.id).collect());
    eprintln!(
        "history_load: {player_count} players; {} games in {} jobs",
        args.games, args.jobs
    );
    let written = Arc::new(Written::default());
    let seed = match args.seed {
        Some(seed) => seed,
        None => {
            let mut bytes = [0u8; 8];
            getrandom::fill(&mut bytes).map_err(|e| e.to_string())?;
            u64::from_le_bytes(bytes)
        }
    };
    let jobs: Vec<_> = (0..args.jobs)
        .map(|job| {
            let ids = ids.clone();
            let written = written.clone();
            let url = database_url.to_owned();
            let (games, jobs, batch) = (args.games, args.jobs, args.batch);
            std::thread::spawn(move || -> Result<(), String> {
                let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(job as u64));
                let tables = tables();
                runtime()?.block_on(async {
                    let mut conn = connect(&url).await?;
                    let mine: Vec<usize> = (job..games).step_by(jobs).collect();
                    for chunk in mine.chunks(batch) {
                        let mut finished = Vec::with_capacity(chunk.len());
                        let mut events = 0;
                        for &n in chunk {
                            let table = &tables[n % tables.len()];
                            let seats: Vec<Uuid> = ids
                                .choose_multiple(&mut rng, usize::from(table.seats))
                                .copied()
                                .collect();
                            let minutes_before = i64::try_from(games - n).unwrap_or(i64::MAX);
                            let created_at =
                                history_end - chrono::Duration::minutes(minutes_before);
                            let game = play_finished_game(table, &seats, created_at, &mut rng)
                                .map_err(|e| format!("playing game {n}: {e}"))?;
                            events += game.events.len();
                            finished.push(game);
                        }
                        store_finished_games(&mut conn, finished)
                            .await
                            .map_err(|e| format!("storing games: {e}"))?;
                        log_finished_games(&mut conn, referee::audit::now())
                            .await
                            .map_err(|e| format!("appending games to the log: {e}"))?;
                        written.games.fetch_add(chunk.len(), Ordering::Relaxed);
                        written.events.fetch_add(events, Ordering::Relaxed);
                    }
                    Ok(())
                })
            })
        })
        .collect();
    let mut last_report = Instant::now();
    while !jobs.iter().all(|job| job.is_finished()) {
        std::thread::sleep(Duration::from_millis(200));
        if last_report.elapsed() >= Duration::from_secs(30) {
            last_report = Instant::now();
            eprintln!(
                "history_load: {} games, {} events after {:.0} s",
                written.games.load(Ordering::Relaxed),
                written.events.load(Ordering::Relaxed),
                started.elapsed().as_secs_f64()
            );
        }
    }
    for job in jobs {
        job.join().map_err(|_| "a job panicked".to_owned())??;
    }
    let secs = started.elapsed().as_secs_f64();
    let games = written.games.load(Ordering::Relaxed);
    let events = written.events.load(Ordering::Relaxed);
    println!(
        "history_load: {games} games, {events} events ({:.1} a game) in {secs:.1} s: \
         {:.0} games/s, {:.0} events/s",
        events as f64 / games.max(1) as f64,
        games as f64 / secs,
        events as f64 / secs
    );
    Ok(())
}
