//! The `referee` command line: parse, dispatch; nothing else.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use referee::config::{DatabaseConfig, HealthcheckConfig, ServeConfig};
use referee::verify::key_named;

mod healthcheck;

// A request allocates and frees many small buffers across actix, serde,
// diesel and the engine. jemalloc hands a thread the block it freed last,
// still in cache: under load it takes a smaller share of the server's CPU
// than mimalloc, and its RSS is lower under every load (docs/BENCHMARKS.md,
// "Profiles behind choices in the code").
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's start-up options (its `malloc_conf`, read once before the
/// first allocation). `thp:never`: no transparent huge pages for the heap,
/// whatever the host's setting, so that the RSS measured here (hosts with
/// `madvise`) is the RSS on a host set to `always`, where each touched 4 KiB
/// page could cost 2 MiB. `_RJEM_MALLOC_CONF` in the environment still
/// overrides it.
#[allow(non_upper_case_globals)]
#[export_name = "_rjem_malloc_conf"]
static malloc_conf: &[u8] = b"thp:never\0";

#[derive(Parser)]
#[command(
    name = "referee",
    version,
    about = "A REST referee server for card games with hidden information"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// Parsed once at start-up and matched at once: the size of `Serve` costs
// nothing, and boxing it would only make the matches longer.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// Run pending migrations, then serve the API.
    Serve(ServeConfig),
    /// Run pending database migrations and exit.
    Migrate(DatabaseConfig),
    /// On a Citus coordinator, after `migrate`: distribute the tables over
    /// the workers (by game, by player, or as reference tables) and exit.
    /// Idempotent.
    Distribute(DatabaseConfig),
    /// Print the OpenAPI document.
    Openapi,
    /// Verify a saved audit bundle offline (no database): seeds, deals,
    /// every move through the engine, the outcome and the hash chain.
    Verify {
        /// The bundle, as saved from GET /v1/games/{id}/audit.
        file: std::path::PathBuf,
        /// Bundles saved earlier (mid-game) to check as prefixes of FILE.
        #[arg(long = "prefix")]
        prefixes: Vec<std::path::PathBuf>,
        /// The referee's public key (hex, from GET /v1/keys): the bundle's
        /// signature, the signatures of the steps the referee played and,
        /// with --log, the tree head's must verify under the key of their id.
        /// Repeatable, for a game signed across a key rotation.
        #[arg(long = "key")]
        keys: Vec<String>,
        /// The game's inclusion proof, as saved from GET
        /// /v1/log/proof/{game}: the finished game must be in the public log
        /// under the proof's signed tree head.
        #[arg(long = "log")]
        log: Option<std::path::PathBuf>,
    },
    /// The public log of finished games (docs/FAIRNESS.md, "The public log").
    #[command(subcommand)]
    Log(LogCommand),
    /// Ratings of rated games (docs/RATINGS.md).
    #[command(subcommand)]
    Ratings(RatingsCommand),
    /// Watch a referee server's public log as an auditor: each pass checks
    /// the signed tree head, its consistency with the last one, every leaf,
    /// every new game's audit bundle and the ratings (docs/FAIRNESS.md,
    /// "Monitoring the log"); exit 1 at the first failure, naming the game.
    /// With --from-export, verify downloaded export files offline.
    Monitor(referee::monitor::MonitorArgs),
    /// Write the finished public games as one gzip file of JSON lines per
    /// month, each cut at a signed tree head, for download as static files
    /// (docs/OPERATIONS.md, "The export").
    Export(referee::export::ExportArgs),
    /// GET the server's /readyz (REFEREE_BIND, or --url): exit 0 on 200,
    /// 1 otherwise. For container health checks; needs no curl.
    Healthcheck(HealthcheckConfig),
}

#[derive(Subcommand)]
enum LogCommand {
    /// Check offline that the log under NEW only grew since OLD: both
    /// heads' signatures (with --key) and the consistency proof between them.
    Verify {
        /// A tree head saved earlier: from GET /v1/log/head, or any saved
        /// answer that holds one as `head`.
        old: std::path::PathBuf,
        /// The newer head with the proof from OLD's size, as saved from GET
        /// /v1/log/consistency?from=OLD_SIZE; or a newer head alone, with
        /// that answer as PROOF.
        new: std::path::PathBuf,
        /// The consistency answer, when NEW is a head alone.
        proof: Option<std::path::PathBuf>,
        /// The referee's public key (hex, from GET /v1/keys): each head's
        /// signature must verify under the key of its id. Repeatable, for
        /// heads signed across a key rotation.
        #[arg(long = "key")]
        keys: Vec<String>,
    },
}

#[derive(Subcommand)]
enum RatingsCommand {
    /// Recompute every rating change from the rated games' audit bundles,
    /// in the order applied, and compare each with the stored figures bit
    /// for bit; exit 1 at the first difference.
    Verify(DatabaseConfig),
}

fn main() -> ExitCode {
    let command = Cli::parse().command;
    let format = match &command {
        Command::Serve(config) => config.log.format,
        _ => referee::config::LogFormat::Text,
    };
    if let Err(err) = referee::logging::init(format) {
        eprintln!("referee: cannot set up logging: {err}");
        return ExitCode::FAILURE;
    }
    let result = match command {
        Command::Serve(config) => {
            actix_web::rt::System::new().block_on(referee::app::serve(config))
        }
        Command::Migrate(config) => migrate(&config),
        Command::Distribute(config) => distribute(&config),
        Command::Openapi => {
            print!("{}", referee::http::openapi::document_json());
            Ok(())
        }
        Command::Verify {
            file,
            prefixes,
            keys,
            log,
        } => verify(&file, &prefixes, &keys, log.as_deref()),
        Command::Log(LogCommand::Verify {
            old,
            new,
            proof,
            keys,
        }) => verify_log(&old, &new, proof.as_deref(), &keys),
        Command::Ratings(RatingsCommand::Verify(config)) => verify_ratings(&config),
        Command::Monitor(args) => referee::monitor::run(args).map_err(Into::into),
        Command::Export(args) => referee::export::run(args),
        Command::Healthcheck(config) => {
            let url = config
                .url
                .unwrap_or_else(|| healthcheck::readyz_url(&config.bind));
            let timeout = std::time::Duration::from_secs(config.timeout_secs);
            healthcheck::run(&url, timeout).map_err(Into::into)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("referee: {err}");
            ExitCode::FAILURE
        }
    }
}

fn migrate(config: &DatabaseConfig) -> Result<(), referee::store::BoxError> {
    let applied = referee::store::run_migrations(&config.database_url)?;
    println!("{} migration(s) applied", applied.len());
    Ok(())
}

fn verify_ratings(config: &DatabaseConfig) -> Result<(), referee::store::BoxError> {
    use diesel_async::AsyncConnection;
    actix_web::rt::System::new().block_on(async {
        let mut conn = diesel_async::AsyncPgConnection::establish(&config.database_url).await?;
        let verified =
            referee::game::ratings::verify_all(&mut conn, &mut |line| println!("ok: {line}"))
                .await
                .map_err(|e| format!("FAILED: {e}"))?;
        println!(
            "ratings verified: {} rated games, {} changes, {} current ratings, bit for bit",
            verified.games, verified.changes, verified.ratings
        );
        Ok(())
    })
}

fn distribute(config: &DatabaseConfig) -> Result<(), referee::store::BoxError> {
    let done = referee::store::distribute::run_distribute(&config.database_url)?;
    for call in &done {
        println!("{call}");
    }
    println!("{} table(s) distributed", done.len());
    Ok(())
}

fn read_bundle(path: &std::path::Path) -> Result<referee::audit::Bundle, referee::store::BoxError> {
    read_as(&read_json(path)?, path, "an audit bundle", "the bundle")
}

/// A saved JSON file, as a value.
fn read_json(path: &std::path::Path) -> Result<serde_json::Value, referee::store::BoxError> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(serde_json::from_str(&text).map_err(|e| {
        format!(
            "{}: not JSON: {}",
            path.display(),
            referee::human::syntax(&e)
        )
    })?)
}

/// `value` read as a `T`, or an error naming the file and the field.
/// `what` is the kind of document ("an audit bundle"), `whole` its name in
/// a failure at its top ("the bundle").
fn read_as<T: serde::de::DeserializeOwned>(
    value: &serde_json::Value,
    path: &std::path::Path,
    what: &str,
    whole: &'static str,
) -> Result<T, referee::store::BoxError> {
    Ok(referee::human::from_object(value, "")
        .map_err(|failure| format!("{}: not {what}: {}", path.display(), failure.whole(whole)))?)
}

/// A signed tree head saved alone, or as the `head` of a saved proof.
fn read_head(
    value: &serde_json::Value,
    path: &std::path::Path,
) -> Result<referee::transparency::SignedTreeHead, referee::store::BoxError> {
    read_as(
        value.get("head").unwrap_or(value),
        path,
        "a signed tree head",
        "the head",
    )
}

/// The public keys given with --key (hex), as bytes, each one a key.
fn keys_given(keys: &[String]) -> Result<Vec<Vec<u8>>, referee::store::BoxError> {
    keys.iter()
        .map(|key| {
            let bytes = hex::decode(key).map_err(|_| format!("--key {key}: not hex"))?;
            referee::signature::public_key(&bytes).map_err(|e| format!("--key: {e}"))?;
            Ok(bytes)
        })
        .collect()
}

/// Checks a tree head's signature under one of the --key keys, or says it
/// was not checked.
fn check_head(
    head: &referee::transparency::SignedTreeHead,
    name: &str,
    keys: &[Vec<u8>],
) -> Result<(), referee::store::BoxError> {
    match key_named(keys, Some(&head.key_id)) {
        Some(public) => {
            head.check(public)
                .map_err(|e| format!("FAILED at {name} tree head: {e}"))?;
            println!(
                "ok: the {name} tree head ({} games, root {}) is signed by the referee's key {}",
                head.tree_size,
                head.root_hash,
                referee::signature::key_id_of(public)?
            );
        }
        None => println!(
            "not checked: the {name} tree head's signature (key {}): pass --key with the key GET /v1/keys publishes",
            head.key_id
        ),
    }
    Ok(())
}

/// The game of `bundle` is in the log under the signed head of the proof
/// saved at `path`.
fn verify_inclusion(
    bundle: &referee::audit::Bundle,
    path: &std::path::Path,
    keys: &[Vec<u8>],
) -> Result<(), referee::store::BoxError> {
    use referee::transparency::InclusionProof;
    let proof: InclusionProof =
        read_as(&read_json(path)?, path, "an inclusion proof", "the proof")?;
    if !matches!(bundle.status.as_str(), "finished" | "aborted") {
        return Err(format!(
            "FAILED at log: the game is {}: only finished and aborted games are logged",
            bundle.status
        )
        .into());
    }
    if proof.game_id != bundle.header.game_id {
        return Err(format!(
            "FAILED at log: the proof is for game {}, the bundle is of game {}",
            proof.game_id, bundle.header.game_id
        )
        .into());
    }
    check_head(&proof.head, "log's", keys)?;
    proof
        .check_bundle(bundle)
        .map_err(|e| format!("FAILED at log: {e}"))?;
    println!(
        "ok: in the public log as leaf {} of {} (root {})",
        proof.leaf_index, proof.head.tree_size, proof.head.root_hash
    );
    Ok(())
}

/// `referee log verify`: prints each check as it passes; the first
/// discrepancy fails, naming it.
fn verify_log(
    old: &std::path::Path,
    new: &std::path::Path,
    proof: Option<&std::path::Path>,
    keys: &[String],
) -> Result<(), referee::store::BoxError> {
    use referee::transparency::ConsistencyProof;
    let keys = keys_given(keys)?;
    let old_head = read_head(&read_json(old)?, old)?;
    let new_value = read_json(new)?;
    let consistency: ConsistencyProof = match proof {
        Some(path) => {
            let consistency: ConsistencyProof =
                read_as(&read_json(path)?, path, "a consistency proof", "the proof")?;
            if consistency.head != read_head(&new_value, new)? {
                return Err(format!(
                    "FAILED: {} is a proof up to another head than {}",
                    path.display(),
                    new.display()
                )
                .into());
            }
            consistency
        }
        None => read_as(&new_value, new, "a consistency proof", "the proof")?,
    };
    check_head(&old_head, "old", &keys)?;
    check_head(&consistency.head, "new", &keys)?;
    consistency
        .check(&old_head)
        .map_err(|e| format!("FAILED at consistency: {e}"))?;
    println!(
        "ok: the log of {} games is a prefix of the log of {} games ({} proof hashes)",
        old_head.tree_size,
        consistency.head.tree_size,
        consistency.proof.len()
    );
    println!("verified");
    Ok(())
}

/// Prints each check as it passes; the first discrepancy fails, naming it.
fn verify(
    file: &std::path::Path,
    prefixes: &[std::path::PathBuf],
    keys: &[String],
    log: Option<&std::path::Path>,
) -> Result<(), referee::store::BoxError> {
    let keys = keys_given(keys)?;
    let bundle = read_bundle(file)?;
    println!(
        "verifying {} (game {}, {} steps)",
        file.display(),
        bundle.header.game_id,
        bundle.steps.len()
    );
    let engine = referee::verify::bundle(&bundle, &keys, &mut |line| println!("{line}"))?;
    if let Some(path) = log {
        verify_inclusion(&bundle, path, &keys)?;
    }
    for path in prefixes {
        let saved = read_bundle(path)?;
        let engine = engine
            .as_ref()
            .ok_or("prefixes are checked against a full (finished) bundle")?;
        referee::audit::verify_prefix(&saved, &bundle, engine)
            .map_err(|e| format!("FAILED: {} is not a prefix: {e}", path.display()))?;
        println!(
            "ok: {} ({} steps) is a prefix: same hashes, same events as shown then",
            path.display(),
            saved.steps.len()
        );
    }
    println!("verified");
    Ok(())
}
