//! `referee monitor`: an auditor's watch over a referee server
//! (docs/FAIRNESS.md, "Monitoring the log"). Each pass reads the signed
//! tree head, proves it extends the last one verified, reads the new
//! leaves and recomputes the root from all of them, verifies every new
//! game's full audit bundle as `referee verify` does and that its leaf is
//! the bundle's, and recomputes the ratings the players' served histories
//! hold. It keeps its state in a directory of its own (`state`), and stops
//! at the first failure, naming the game. `--from-export` verifies
//! downloaded export files offline instead (`export`).
//!
//! One file per concern: `client` (HTTP), `state` (the directory), `log`
//! (heads, proofs, leaves), `games` (bundles), `ratings`, `export`.

pub mod client;
pub mod export;
pub mod games;
pub mod log;
pub mod ratings;
pub mod state;

use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;
use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::StreamExt as _;
use serde::Deserialize;
use uuid::Uuid;

use client::Api;
use state::{Change, Credentials, Dir, GameCheck, Leaf, State};

/// Audit bundles read at once.
const IN_FLIGHT: usize = 8;

/// `referee monitor`'s arguments.
#[derive(Debug, clap::Args)]
pub struct MonitorArgs {
    /// The referee server's base URL (`https://referee.example`).
    #[arg(required_unless_present = "exports", conflicts_with = "exports")]
    pub url: Option<String>,
    /// The directory the monitor keeps its state in: the last signed tree
    /// head verified, the leaves checked, the rating changes checked and the
    /// credentials of the player it registers to read audit bundles.
    #[arg(long, default_value = "referee-monitor")]
    pub state: PathBuf,
    /// One pass, then exit: 0 when everything checked, 1 at a failure.
    #[arg(long)]
    pub once: bool,
    /// The referee's public key (hex, from GET /v1/keys, obtained apart from
    /// the server watched): heads, bundles and the referee's steps must be
    /// signed by it. Repeatable, for a log signed across a key rotation.
    /// Without it the keys GET /v1/keys publishes are used, and one of them
    /// that disappears later is a failure.
    #[arg(long = "key")]
    pub keys: Vec<String>,
    /// Seconds between passes when following.
    #[arg(long, default_value_t = 60)]
    pub interval: u64,
    /// Seconds after a game's end within which its rating changes may be
    /// missing (the server applies them shortly after a game ends), and a
    /// rating change may come from a game not logged yet.
    #[arg(long, default_value_t = 300)]
    pub grace: u64,
    /// Seconds a request may take.
    #[arg(long, default_value_t = 60)]
    pub timeout: u64,
    /// Print every check passed, not only each game's.
    #[arg(long)]
    pub verbose: bool,
    /// Verify downloaded export files offline (`referee export`), in
    /// order, instead of watching a server. Repeatable.
    #[arg(long = "from-export", id = "exports")]
    pub exports: Vec<PathBuf>,
}

/// Why a pass stopped: a failure of the log or of a game (an alarm), or a
/// server out of reach (retried when following).
#[derive(Debug)]
pub struct Failure {
    pub game: Option<(Uuid, Option<u64>)>,
    pub message: String,
    /// The server could not be read: not an alarm.
    pub io: bool,
}

impl Failure {
    pub fn game(game: Uuid, leaf: Option<u64>, message: impl Into<String>) -> Failure {
        Failure {
            game: Some((game, leaf)),
            message: message.into(),
            io: false,
        }
    }

    pub fn log(message: impl Into<String>) -> Failure {
        Failure {
            game: None,
            message: message.into(),
            io: false,
        }
    }

    pub fn io(message: impl Into<String>) -> Failure {
        Failure {
            game: None,
            message: message.into(),
            io: true,
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.game, self.io) {
            (_, true) => write!(f, "cannot read the server: {}", self.message),
            (Some((game, Some(leaf))), _) => {
                write!(f, "FAILED at game {game} (leaf {leaf}): {}", self.message)
            }
            (Some((game, None)), _) => write!(f, "FAILED at game {game}: {}", self.message),
            (None, _) => write!(f, "FAILED at log: {}", self.message),
        }
    }
}

/// Runs the monitor (or the offline check of exports).
pub fn run(args: MonitorArgs) -> Result<(), String> {
    let keys = keys_given(&args.keys)?;
    if !args.exports.is_empty() {
        return export::verify_files(&args.exports, &keys, args.verbose);
    }
    let url = args.url.clone().ok_or("give the server's URL")?;
    let url = url.trim_end_matches('/').to_owned();
    actix_web::rt::System::new().block_on(follow(url, args, keys))
}

/// The public keys given with --key (hex), as bytes.
pub fn keys_given(keys: &[String]) -> Result<Vec<Vec<u8>>, String> {
    keys.iter()
        .map(|key| {
            let bytes = hex::decode(key).map_err(|_| format!("--key {key}: not hex"))?;
            crate::signature::public_key(&bytes).map_err(|e| format!("--key: {e}"))?;
            Ok(bytes)
        })
        .collect()
}

async fn follow(url: String, args: MonitorArgs, keys: Vec<Vec<u8>>) -> Result<(), String> {
    let api = Api::new(&url, Duration::from_secs(args.timeout));
    let dir = Dir::open(&args.state)?;
    let mut first = true;
    loop {
        let mut state = dir.state(&url)?;
        let started = std::time::Instant::now();
        match pass(&api, &dir, &mut state, &args, &keys, first).await {
            Ok(summary) => {
                dir.save(&state)?;
                println!("{} ({:.1} s)", summary, started.elapsed().as_secs_f64());
                first = false;
            }
            Err(failure) if failure.io && !args.once => {
                eprintln!(
                    "referee monitor: {failure}; trying again in {} s",
                    args.interval
                );
            }
            Err(failure) => return Err(failure.to_string()),
        }
        if args.once {
            return Ok(());
        }
        actix_web::rt::time::sleep(Duration::from_secs(args.interval)).await;
    }
}

#[derive(Deserialize)]
struct Registered {
    player_id: Uuid,
    api_key: String,
}

#[derive(Deserialize)]
struct Token {
    token: String,
}

/// A token of the monitor's own player, registered on first use.
async fn token(api: &Api, dir: &Dir, server: &str) -> Result<String, Failure> {
    let credentials = match dir.credentials(server).map_err(Failure::io)? {
        Some(credentials) => credentials,
        None => {
            let answer = api
                .post("/players", &serde_json::json!({"name": "referee monitor"}))
                .await
                .map_err(Failure::io)?;
            if answer.status != awc::http::StatusCode::CREATED {
                return Err(Failure::io(format!(
                    "POST /v1/players answered {}: {}",
                    answer.status,
                    answer.text()
                )));
            }
            let registered: Registered = answer.json("POST /v1/players").map_err(Failure::io)?;
            let credentials = Credentials {
                server: server.to_owned(),
                player_id: registered.player_id,
                api_key: registered.api_key,
            };
            dir.save_credentials(&credentials).map_err(Failure::io)?;
            credentials
        }
    };
    let answer = api
        .post(
            "/tokens",
            &serde_json::json!({"player_id": credentials.player_id, "api_key": credentials.api_key}),
        )
        .await
        .map_err(Failure::io)?;
    if !answer.status.is_success() {
        return Err(Failure::io(format!(
            "POST /v1/tokens answered {}: {}",
            answer.status,
            answer.text()
        )));
    }
    Ok(answer
        .json::<Token>("POST /v1/tokens")
        .map_err(Failure::io)?
        .token)
}

#[derive(Deserialize)]
struct HistoryPage {
    changes: Vec<Change>,
    next_after: Option<i64>,
}

/// A player's whole rating history.
async fn history(api: &Api, token: &str, player: Uuid) -> Result<Vec<Change>, Failure> {
    let mut changes = Vec::new();
    let mut after = 0;
    loop {
        let page: HistoryPage = api
            .get_ok(
                &format!("/players/{player}/ratings/history?after={after}&limit=100"),
                Some(token),
            )
            .await
            .map_err(Failure::io)?;
        changes.extend(page.changes);
        match page.next_after {
            Some(next) if next > after => after = next,
            _ => return Ok(changes),
        }
    }
}

/// What a pass found.
#[derive(Default)]
struct Summary {
    size: u64,
    new: usize,
    verified: usize,
    unreadable: usize,
    rated_checked: usize,
    awaited: usize,
    changes: usize,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "verified: the log of {} games ({} new: {} bundles verified, {} not readable by the monitor's player); {} rated games' ratings recomputed ({} rating changes), {} awaiting their changes",
            self.size,
            self.new,
            self.verified,
            self.unreadable,
            self.rated_checked,
            self.changes,
            self.awaited
        )
    }
}

async fn pass(
    api: &Api,
    dir: &Dir,
    state: &mut State,
    args: &MonitorArgs,
    given: &[Vec<u8>],
    first: bool,
) -> Result<Summary, Failure> {
    let verbose = args.verbose;
    let mut say = |line: String| {
        if verbose {
            println!("{line}");
        }
    };
    let keys = log::keys(api, given, state).await?;
    let found = log::pass(api, &keys, state, first, &mut say).await?;
    let head = found.head;
    let now: DateTime<Utc> = DateTime::from_timestamp_millis(head.timestamp)
        .ok_or_else(|| Failure::log("the head's timestamp is out of range"))?;
    let grace = chrono::Duration::seconds(i64::try_from(args.grace).unwrap_or(i64::MAX / 1000));
    let mut summary = Summary {
        size: head.tree_size,
        new: found.new.len(),
        ..Summary::default()
    };
    let awaiting = state.leaves.iter().any(|l| {
        matches!(
            l.check,
            GameCheck::Verified {
                ratings_done: false,
                ..
            }
        )
    });
    let token = if found.new.is_empty() && !awaiting {
        String::new()
    } else {
        token(api, dir, &state.server).await?
    };
    let start = state.leaves.len() as u64;
    // The bundles are read a few at a time (each answer waits on the
    // network more than on its check), and checked in log order.
    let (token, keys) = (token.as_str(), keys.as_slice());
    let mut checks = futures_util::stream::iter(found.new.into_iter().enumerate())
        .map(|(offset, (game, leaf))| async move {
            let index = start + offset as u64;
            let check = games::check(api, token, keys, index, game, &leaf).await;
            (index, game, leaf, check)
        })
        .buffered(IN_FLIGHT);
    while let Some((index, game, leaf, check)) = checks.next().await {
        let mut check = check?;
        match &mut check {
            GameCheck::Verified {
                facts,
                ratings_done,
            } => {
                // A rated leaf needs its changes; an unrated one none.
                *ratings_done = !(facts.rated && facts.finished);
                summary.verified += 1;
                println!(
                    "ok: game {game} (leaf {index}): {} {}, {} steps, bundle verified, leaf matches{}",
                    if facts.rated { "rated" } else { "unrated" },
                    facts.game,
                    leaf.lines().nth(3).unwrap_or("?"),
                    if facts.finished { "" } else { " (aborted)" }
                );
            }
            GameCheck::NotReadable { status } => {
                summary.unreadable += 1;
                println!(
                    "not checkable: game {game} (leaf {index}): its bundle is not readable by the monitor's player ({status}); its leaf is in the tree"
                );
            }
        }
        state.leaves.push(Leaf {
            game_id: game,
            leaf,
            check,
        });
    }
    // The ratings: the histories of every player of a game checked now or
    // still awaiting its changes.
    let mut players = BTreeSet::new();
    for leaf in &state.leaves[start as usize..] {
        if let GameCheck::Verified { facts, .. } = &leaf.check {
            players.extend(facts.seats.iter().map(|s| s.player_id));
        }
    }
    for leaf in &state.leaves[..start as usize] {
        if let GameCheck::Verified {
            facts,
            ratings_done: false,
        } = &leaf.check
        {
            players.extend(facts.seats.iter().map(|s| s.player_id));
        }
    }
    let mut histories: HashMap<Uuid, Vec<Change>> = HashMap::new();
    for player in players {
        let served = history(api, token, player).await?;
        if let Some(kept) = state.ratings.get(&player) {
            for change in kept {
                if !served.iter().any(|c| c == change) {
                    let index = state
                        .leaves
                        .iter()
                        .position(|l| l.game_id == change.game_id);
                    return Err(Failure::game(
                        change.game_id,
                        index.map(|i| i as u64),
                        format!(
                            "player {player}'s rating change {} from it, checked before, is no longer served as it was",
                            change.seq
                        ),
                    ));
                }
            }
        }
        histories.insert(player, served);
    }
    let index_of: HashMap<Uuid, u64> = state
        .leaves
        .iter()
        .enumerate()
        .map(|(i, l)| (l.game_id, i as u64))
        .collect();
    // Each game's changes first, so that a change altered fails at its own
    // game rather than at the next game's rating going in.
    for (index, leaf) in state.leaves.iter_mut().enumerate() {
        if let GameCheck::Verified {
            facts,
            ratings_done,
        } = &mut leaf.check
        {
            if *ratings_done {
                continue;
            }
            let game = leaf.game_id;
            match ratings::check_rated_game(game, facts, &histories, now, grace)
                .map_err(|e| Failure::game(game, Some(index as u64), e))?
            {
                ratings::GameRatings::Done => {
                    *ratings_done = true;
                    summary.rated_checked += 1;
                    summary.changes += facts.seats.len();
                    println!(
                        "ok: game {game} (leaf {index}): its {} rating changes recompute bit for bit",
                        facts.seats.len()
                    );
                }
                ratings::GameRatings::Awaited => summary.awaited += 1,
            }
        }
    }
    {
        let logged: HashMap<Uuid, ratings::Logged<'_>> = state
            .leaves
            .iter()
            .map(|l| {
                let rated = log::parse_leaf(&l.leaf)
                    .ok()
                    .and_then(|(_, rated)| rated)
                    .unwrap_or(false);
                let facts = match &l.check {
                    GameCheck::Verified { facts, .. } => Some(facts),
                    GameCheck::NotReadable { .. } => None,
                };
                (l.game_id, ratings::Logged { rated, facts })
            })
            .collect();
        for (player, history) in &histories {
            ratings::check_history(*player, history, &logged, now, grace).map_err(
                |(game, message)| Failure::game(game, index_of.get(&game).copied(), message),
            )?;
        }
    }
    for (player, history) in histories {
        state.ratings.insert(player, history);
    }
    state.head = Some(head);
    Ok(summary)
}
