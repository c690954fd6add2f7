//! API load generator for a running referee server: many
//! concurrent games, each client over one keep-alive connection.
//!
//! ```sh
//! cargo bench --bench api_load -- --url http://127.0.0.1:18080 --clients 8 --seconds 10 --game biscuits
//! cargo bench --bench api_load -- --help
//! ```
//!
//! Usually run through `scripts/bench-api`, which builds and starts a release
//! server on a fresh database first (`--compare` also runs pgbench with the
//! statements of one move on the same cluster).
//!
//! Each of the `--clients` tasks has one HTTP/1.1 keep-alive connection
//! (a minimal HTTP/1.1 client over tokio's `TcpStream`, heads parsed by
//! `httparse`) and plays one two-player game at a
//! time, between the same two players (registered once, when the task
//! starts, as a bot or a player keeps its identity from game to game;
//! `--fresh-players` registers two new ones for every game instead): it
//! creates a game as the first, joins it as the second (the game then
//! starts), then loops
//!
//! ```text
//! GET  /v1/games/{id}          as the seat on turn (version, legal_actions)
//! POST /v1/games/{id}/moves    a random legal action at that version
//! ```
//!
//! (`--get-ratio` adds GETs as the other seat per move; default 0, so a move
//! is exactly one GET + one POST) and starts the next game when one ends,
//! until `--seconds` have passed. With `--ready-games N` each client sets up
//! N games (create + join) before the clock starts, so that the run measures
//! moves alone, as pgbench's move transaction does (`--compare`); a client
//! whose ready games run out sets up the next during the run, and says so.
//! It prints the latency (median, p90, p99, max) of each request type,
//! errors by request type and status (a `503` without `Retry-After` counted
//! apart, as `503 without Retry-After`), moves per second, and its own CPU
//! time, so that one can see it is not the bottleneck. All tasks run on one thread (an actix-rt system): the
//! generator costs one core at most.
//!
//! Run without `--url` (as `cargo test --all-targets` does) it does nothing.

use std::cell::RefCell;
use std::collections::{BTreeMap, VecDeque};
use std::io::Write as _;
use std::rc::Rc;
use std::time::{Duration, Instant};

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const GAMES: [(&str, &str); 2] = [
    ("biscuits", "woof-meow-biscuits"),
    ("meerkat", "shake-it-meerkat"),
];

/// Request types, in the order they are reported.
const T_PLAYER: usize = 0;
const T_CREATE: usize = 1;
const T_JOIN: usize = 2;
const T_GET: usize = 3;
const T_MOVE: usize = 4;
const TYPES: [&str; 5] = [
    "POST /v1/players",
    "POST /v1/games",
    "POST /v1/games/{id}/seats",
    "GET  /v1/games/{id}",
    "POST /v1/games/{id}/moves",
];

/// A game abandoned after this many failed requests in a row.
const MAX_FAILURES_PER_GAME: u32 = 3;
const MAX_SAMPLES: usize = 5;

/// Concurrent-games load on a running referee server.
///
/// Start the server with the rate limits and caps off:
/// REFEREE_RATE_LIMIT_ANON_PER_MIN=0 REFEREE_RATE_LIMIT_PER_SEC=0
/// REFEREE_MAX_PLAYERS_PER_ADDRESS_PER_HOUR=0 REFEREE_MAX_OPEN_GAMES=0
#[derive(clap::Parser)]
#[command(name = "api_load", bin_name = "api_load", verbatim_doc_comment)]
struct Args {
    /// Server root, loopback only, e.g. http://127.0.0.1:18080 (without it,
    /// nothing is done)
    #[arg(long, value_name = "URL", value_parser = loopback_root)]
    url: Option<String>,
    /// Concurrent games, one keep-alive connection each
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = clap::value_parser!(u16).range(1..=1024))]
    clients: u16,
    /// How long to run, in seconds
    #[arg(long, value_name = "S", default_value_t = 10.0, value_parser = seconds_up_to_an_hour)]
    seconds: f64,
    /// biscuits or meerkat (or the full names)
    #[arg(long, value_name = "G", default_value = "biscuits", value_parser = game_name)]
    game: &'static str,
    /// Extra GETs by the seat not on turn per move
    #[arg(long, value_name = "R", default_value_t = 0.0, value_parser = get_ratio)]
    get_ratio: f64,
    /// Seed of the random choices [default: from the clock]
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// Per-request time-out in seconds
    #[arg(long, value_name = "S", default_value = "30", value_parser = duration_in_seconds)]
    timeout: Duration,
    /// Register two new players for every game (default: each client
    /// registers its two once and plays every game with them)
    #[arg(long)]
    fresh_players: bool,
    /// Each client sets up N games (create + join) before the clock starts:
    /// moves/s, the latencies and the generator's CPU then cover the moves
    /// alone (the set-up is reported on its own); a client whose ready games
    /// run out sets up the next ones during the run, counted (0: every game
    /// is set up during the run)
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=100_000))]
    ready_games: u32,
    /// After the set-up, print the line `api_load: ready` and start the
    /// clock only on a line (or the end) of stdin, so that the caller can
    /// measure the server over the moves
    #[arg(long)]
    wait_to_start: bool,
    /// Create rated games (docs/RATINGS.md)
    #[arg(long)]
    rated: bool,
    /// Also write the results as JSON to FILE
    #[arg(long, value_name = "FILE")]
    json: Option<String>,
    /// What `cargo bench` passes to a bench target.
    #[arg(long, hide = true)]
    bench: bool,
}

/// An `http://` server root on a loopback address, without its final `/`.
fn loopback_root(url: &str) -> Result<String, String> {
    let root = url.trim_end_matches('/');
    let authority = root.strip_prefix("http://").ok_or("an http:// URL")?;
    if authority.contains('/') {
        return Err("the server's root (no path)".into());
    }
    let host = authority.rsplit_once(':').map_or(authority, |(h, _)| h);
    if host.starts_with("127.") || host == "localhost" || host == "[::1]" {
        Ok(root.to_owned())
    } else {
        Err(format!(
            "a loopback address only (a load generator), not {host:?}"
        ))
    }
}

fn seconds_up_to_an_hour(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| *s > 0.0 && *s <= 3600.0)
        .ok_or_else(|| "a number in (0, 3600]".to_owned())
}

fn get_ratio(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|r| (0.0..=100.0).contains(r))
        .ok_or_else(|| "a number from 0 to 100".to_owned())
}

fn duration_in_seconds(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .and_then(|s| Duration::try_from_secs_f64(s).ok())
        .ok_or_else(|| "a number of seconds".to_owned())
}

fn game_name(text: &str) -> Result<&'static str, String> {
    GAMES
        .iter()
        .find(|(short, long)| text == *short || text == *long)
        .map(|(_, long)| *long)
        .ok_or_else(|| "biscuits or meerkat".to_owned())
}

#[derive(Default)]
struct Stats {
    latencies: [Vec<Duration>; 5],
    errors: BTreeMap<(usize, String), u64>,
    samples: Vec<String>,
    moves: u64,
    players_registered: u64,
    games_started: u64,
    games_finished: u64,
    games_abandoned: u64,
}

#[derive(Debug)]
struct Failed;

struct Client {
    conn: RefCell<Option<Conn>>,
    /// `host:port` of `--url`: what the connection dials and `Host` names.
    authority: String,
    timeout: Duration,
    stats: Rc<RefCell<Stats>>,
}

/// One HTTP/1.1 keep-alive connection and its read buffer. The generator
/// writes each request in one `write` and reads the answer's head with
/// `httparse` and its body by `Content-Length` (the server sends no other
/// framing). Against awc (actix's own client, used here before) it took the
/// generator's CPU a move from 0.19-0.22 ms to 0.12-0.14 (2 clients) and
/// from 0.14-0.15 to 0.08-0.09 (8 clients): CPU it shares with the server
/// and its Postgres on this two-core host.
struct Conn {
    stream: TcpStream,
    buf: Vec<u8>,
}

/// Why an exchange failed: the stage (`send` or `body`, the generator's
/// error columns) and what happened.
type Broken = (&'static str, String);

/// An answer: its status, whether it says when to retry (a `503` must),
/// and its body at `buf[body]`.
struct Answer {
    status: u16,
    retry_after: bool,
    body: std::ops::Range<usize>,
}

impl Conn {
    async fn exchange(&mut self, request: &[u8]) -> Result<Answer, Broken> {
        self.stream
            .write_all(request)
            .await
            .map_err(|e| ("send", e.to_string()))?;
        self.buf.clear();
        loop {
            let mut headers = [httparse::EMPTY_HEADER; 32];
            let mut head = httparse::Response::new(&mut headers);
            match head.parse(&self.buf) {
                Ok(httparse::Status::Complete(head_len)) => {
                    let status = head.code.unwrap_or_default();
                    let mut length = None;
                    let retry_after = head
                        .headers
                        .iter()
                        .any(|h| h.name.eq_ignore_ascii_case("retry-after"));
                    for h in head.headers.iter() {
                        if h.name.eq_ignore_ascii_case("content-length") {
                            length = std::str::from_utf8(h.value)
                                .ok()
                                .and_then(|v| v.trim().parse::<usize>().ok());
                        } else if h.name.eq_ignore_ascii_case("transfer-encoding") {
                            return Err(("body", "chunked answers are not read".into()));
                        }
                    }
                    let length = length.ok_or(("body", "no Content-Length".into()))?;
                    let end = head_len + length;
                    while self.buf.len() < end {
                        self.read_more().await?;
                    }
                    if self.buf.len() > end {
                        return Err(("body", "more bytes than Content-Length".into()));
                    }
                    return Ok(Answer {
                        status,
                        retry_after,
                        body: head_len..end,
                    });
                }
                Ok(httparse::Status::Partial) => self.read_more().await?,
                Err(e) => return Err(("body", e.to_string())),
            }
        }
    }

    async fn read_more(&mut self) -> Result<(), Broken> {
        self.buf.reserve(16 * 1024);
        match self.stream.read_buf(&mut self.buf).await {
            Ok(0) => Err(("body", "connection closed".into())),
            Ok(_) => Ok(()),
            Err(e) => Err(("body", e.to_string())),
        }
    }
}

impl Client {
    fn fail(&self, kind: usize, what: String, sample: String) -> Failed {
        let mut stats = self.stats.borrow_mut();
        *stats.errors.entry((kind, what)).or_default() += 1;
        if stats.samples.len() < MAX_SAMPLES {
            stats.samples.push(format!("{} -> {sample}", TYPES[kind]));
        }
        Failed
    }

    /// Sends one request and parses the fields the generator reads (`T`):
    /// a typed, partial parse skips the rest of the document without
    /// building it, so the generator's own CPU stays well below the
    /// server's. `authorization` is the whole header value, built once.
    async fn request<T: DeserializeOwned>(
        &self,
        kind: usize,
        path: &str,
        authorization: Option<&str>,
        body: Option<String>,
    ) -> Result<T, Failed> {
        let mut request = Vec::with_capacity(512 + body.as_ref().map_or(0, String::len));
        let method = if body.is_some() { "POST" } else { "GET" };
        let _ = write!(
            request,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nAccept: application/json\r\n",
            self.authority
        );
        if let Some(authorization) = authorization {
            let _ = write!(request, "Authorization: {authorization}\r\n");
        }
        if let Some(body) = &body {
            let _ = write!(
                request,
                "Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
                body.len()
            );
        } else {
            request.extend_from_slice(b"\r\n");
        }
        // The connection is taken out while in use (one request at a time
        // per client) and put back only after a whole answer: a failed
        // exchange leaves it closed, and the next request dials again.
        let taken = self.conn.borrow_mut().take();
        let start = Instant::now();
        let exchanged = tokio::time::timeout(self.timeout, async {
            let mut conn = match taken {
                Some(conn) => conn,
                None => {
                    let stream = TcpStream::connect(&self.authority)
                        .await
                        .map_err(|e| ("send", format!("connect: {e}")))?;
                    stream
                        .set_nodelay(true)
                        .map_err(|e| ("send", e.to_string()))?;
                    Conn {
                        stream,
                        buf: Vec::with_capacity(16 * 1024),
                    }
                }
            };
            let answer = conn.exchange(&request).await?;
            Ok::<_, Broken>((conn, answer))
        })
        .await
        .unwrap_or_else(|_| Err(("send", "timed out".into())));
        let elapsed = start.elapsed();
        let (conn, answer) =
            exchanged.map_err(|(what, detail)| self.fail(kind, what.to_owned(), detail))?;
        let data = &conn.buf[answer.body.clone()];
        let result = if (200..300).contains(&answer.status) {
            self.stats.borrow_mut().latencies[kind].push(elapsed);
            serde_json::from_slice(data).map_err(|e| self.fail(kind, "json".into(), e.to_string()))
        } else {
            let text = String::from_utf8_lossy(&data[..data.len().min(300)]).into_owned();
            let what = if answer.status == 503 && !answer.retry_after {
                "503 without Retry-After".to_owned()
            } else {
                answer.status.to_string()
            };
            Err(self.fail(kind, what, text))
        };
        *self.conn.borrow_mut() = Some(conn);
        result
    }
}

/// The parts of a game document (`Game` in the OpenAPI document) the
/// generator reads; serde skips the others.
#[derive(Deserialize)]
struct Game {
    #[serde(default)]
    id: String,
    version: u64,
    status: String,
    #[serde(default)]
    you: Option<Seated>,
    #[serde(default)]
    turn: Option<Seated>,
    #[serde(default)]
    legal_actions: Option<Legal>,
    #[serde(default)]
    view: Option<View>,
}

#[derive(Deserialize)]
struct Seated {
    seat: Option<u32>,
}

/// Both games' legal actions in one shape: Biscuits fills `cards`, Meerkat
/// the rest.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Legal {
    cards: Vec<Card>,
    plays: Vec<Play>,
    may_pass: bool,
    may_challenge: bool,
}

#[derive(Deserialize)]
struct Card {
    id: Value,
}

#[derive(Deserialize)]
struct Play {
    min_count: usize,
    max_count: usize,
    ranks: Vec<Value>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct View {
    hand: Vec<Card>,
}

#[derive(Deserialize)]
struct Moved {
    state: Game,
}

#[derive(Deserialize)]
struct Player {
    token: String,
}

fn biscuits_action(game: &Game, rng: &mut ChaCha8Rng) -> Option<Value> {
    let card = game.legal_actions.as_ref()?.cards.choose(rng)?;
    Some(json!({"kind": "play", "card": card.id}))
}

fn meerkat_action(game: &Game, rng: &mut ChaCha8Rng) -> Option<Value> {
    let legal = game.legal_actions.as_ref()?;
    let mut hand: Vec<&Value> = game
        .view
        .as_ref()
        .map(|v| v.hand.iter().map(|c| &c.id).collect())
        .unwrap_or_default();
    let mut kinds = Vec::new();
    if legal.may_pass {
        kinds.push("pass");
    }
    if legal.may_challenge {
        kinds.push("challenge");
    }
    if !legal.plays.is_empty() && !hand.is_empty() {
        kinds.push("play");
    }
    let kind = *kinds.choose(rng)?;
    if kind != "play" {
        return Some(json!({ "kind": kind }));
    }
    let play = legal.plays.choose(rng)?;
    let low = play.min_count;
    let high = play.max_count.min(low + 2).min(hand.len());
    if low > high {
        return None;
    }
    let count = rng.random_range(low..=high);
    hand.shuffle(rng);
    hand.truncate(count);
    let rank = play.ranks.choose(rng)?;
    Some(json!({"kind": "play", "cards": hand, "rank": rank}))
}

struct Worker {
    index: usize,
    client: Client,
    game: &'static str,
    get_ratio: f64,
    deadline: Instant,
    rng: ChaCha8Rng,
    serial: u64,
    fresh_players: bool,
    /// Its games are rated.
    rated: bool,
    /// The `Authorization` headers of this client's two players, once
    /// registered (every game, with `--fresh-players`).
    players: Option<(String, String)>,
    /// Games started before the clock (`--ready-games`), played first.
    ready: VecDeque<Started>,
}

/// A game just started (created and joined): its document as the join
/// answered, its path and its two seats with their `Authorization` headers.
struct Started {
    game: Game,
    path: String,
    seats: Vec<(Option<u32>, String)>,
}

impl Worker {
    fn time_left(&self) -> bool {
        Instant::now() < self.deadline
    }

    async fn run(mut self) {
        while self.time_left() {
            if self.play_one_game().await.is_err() {
                self.client.stats.borrow_mut().games_abandoned += 1;
            }
        }
    }

    /// Sets up `n` games to be played once the clock starts; returns the
    /// worker, with its connection closed: the server would close it while
    /// it waits for the other clients (its keep-alive time-out), so the
    /// run dials again.
    async fn set_up(mut self, n: usize) -> Self {
        for _ in 0..n {
            match self.players().await {
                Ok(players) => match self.set_up_game(players).await {
                    Ok(started) => self.ready.push_back(started),
                    Err(Failed) => self.client.stats.borrow_mut().games_abandoned += 1,
                },
                Err(Failed) => break,
            }
        }
        self.client.conn.borrow_mut().take();
        self
    }

    async fn register(&mut self, suffix: &str) -> Result<String, Failed> {
        self.serial += 1;
        let name = format!("bench-{}-{}-{suffix}", self.index, self.serial);
        let player: Player = self
            .client
            .request(
                T_PLAYER,
                "/v1/players",
                None,
                Some(json!({ "name": name }).to_string()),
            )
            .await?;
        self.client.stats.borrow_mut().players_registered += 1;
        Ok(format!("Bearer {}", player.token))
    }

    /// The two players of the next game: this client's own, registered the
    /// first time (and every time with `--fresh-players`).
    async fn players(&mut self) -> Result<(String, String), Failed> {
        if let (false, Some(players)) = (self.fresh_players, &self.players) {
            return Ok(players.clone());
        }
        let players = (self.register("a").await?, self.register("b").await?);
        self.players = Some(players.clone());
        Ok(players)
    }

    /// Creates a game as the first player and joins it as the second, which
    /// starts it.
    async fn set_up_game(&self, (auth_a, auth_b): (String, String)) -> Result<Started, Failed> {
        let c = &self.client;
        let game: Game = c
            .request(
                T_CREATE,
                "/v1/games",
                Some(&auth_a),
                Some(
                    json!({"game": self.game, "seats": 2, "options": {}, "rated": self.rated})
                        .to_string(),
                ),
            )
            .await?;
        let path = format!("/v1/games/{}", game.id);
        let mut seats = vec![(game.you.as_ref().and_then(|y| y.seat), auth_a)];
        let game: Game = c
            .request(
                T_JOIN,
                &format!("{path}/seats"),
                Some(&auth_b),
                Some("{}".to_owned()),
            )
            .await?;
        seats.push((game.you.as_ref().and_then(|y| y.seat), auth_b));
        c.stats.borrow_mut().games_started += 1;
        if game.status != "active" {
            return Err(c.fail(T_JOIN, "client".into(), format!("{path} did not start")));
        }
        Ok(Started { game, path, seats })
    }

    /// Plays a ready game, or sets one up and plays it, until it ends or the
    /// time is up.
    async fn play_one_game(&mut self) -> Result<(), Failed> {
        let Started {
            mut game,
            path,
            seats,
        } = match self.ready.pop_front() {
            Some(started) => started,
            None => {
                let players = self.players().await?;
                if !self.time_left() {
                    return Ok(());
                }
                self.set_up_game(players).await?
            }
        };
        let c = &self.client;
        let moves_path = format!("{path}/moves");
        let mut failures = 0;
        while self.time_left() {
            if game.status == "finished" {
                c.stats.borrow_mut().games_finished += 1;
                return Ok(());
            }
            let seat = game.turn.as_ref().and_then(|t| t.seat);
            let Some((mine, other)) = seats
                .iter()
                .position(|(s, _)| s.is_some() && *s == seat)
                .map(|i| (seats[i].1.as_str(), seats[1 - i].1.as_str()))
            else {
                return Err(c.fail(T_GET, "client".into(), format!("no seat {seat:?} on turn")));
            };
            let step = async {
                let view: Game = c.request(T_GET, &path, Some(mine), None).await?;
                let action = match self.game {
                    "woof-meow-biscuits" => biscuits_action(&view, &mut self.rng),
                    _ => meerkat_action(&view, &mut self.rng),
                }
                .ok_or_else(|| c.fail(T_GET, "client".into(), "no legal action".into()))?;
                let body =
                    json!({"game": self.game, "expected_version": view.version, "action": action});
                let moved: Moved = c
                    .request(T_MOVE, &moves_path, Some(mine), Some(body.to_string()))
                    .await?;
                c.stats.borrow_mut().moves += 1;
                let whole = self.get_ratio.trunc() as u64;
                let frac = self.get_ratio.fract();
                let gets = whole + u64::from(frac > 0.0 && self.rng.random::<f64>() < frac);
                for _ in 0..gets {
                    c.request::<serde::de::IgnoredAny>(T_GET, &path, Some(other), None)
                        .await?;
                }
                Ok::<Game, Failed>(moved.state)
            };
            match step.await {
                Ok(next) => {
                    game = next;
                    failures = 0;
                }
                Err(failed) => {
                    failures += 1;
                    if failures >= MAX_FAILURES_PER_GAME {
                        return Err(failed);
                    }
                    let first = seats[0].1.clone();
                    game = c.request(T_GET, &path, Some(&first), None).await?;
                }
            }
        }
        Ok(())
    }
}

/// User + system CPU time of this process (Linux /proc; 100 ticks a second).
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return f64::NAN;
    };
    let Some((_, rest)) = stat.rsplit_once(") ") else {
        return f64::NAN;
    };
    let fields: Vec<&str> = rest.split(' ').collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok());
    match (ticks(11), ticks(12)) {
        (Some(u), Some(s)) => (u + s) / 100.0,
        _ => f64::NAN,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((p / 100.0 * sorted.len() as f64).ceil() as usize).max(1);
    sorted[rank - 1].as_secs_f64() * 1000.0
}

fn main() {
    let mut args = <Args as clap::Parser>::parse();
    let Some(url) = args.url.clone() else {
        eprintln!("api_load: no --url; nothing to do (see --help)");
        return;
    };
    let seed = *args.seed.get_or_insert_with(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    println!(
        "api_load: {url} game={} clients={} seconds={} get-ratio={} seed={seed}",
        args.game, args.clients, args.seconds, args.get_ratio
    );
    let stats = Rc::new(RefCell::new(Stats::default()));
    let system = actix_rt::System::new();
    let (set_up, elapsed, cpu) = system.block_on(async {
        let mut master = ChaCha8Rng::seed_from_u64(seed);
        let authority = url.trim_start_matches("http://").to_owned();
        let mut workers: Vec<Worker> = (0..usize::from(args.clients))
            .map(|index| Worker {
                index,
                client: Client {
                    conn: RefCell::new(None),
                    authority: authority.clone(),
                    timeout: args.timeout,
                    stats: stats.clone(),
                },
                game: args.game,
                rated: args.rated,
                get_ratio: args.get_ratio,
                // Set when the clock starts.
                deadline: Instant::now(),
                rng: ChaCha8Rng::seed_from_u64(master.random()),
                serial: 0,
                fresh_players: args.fresh_players,
                players: None,
                ready: VecDeque::new(),
            })
            .collect();
        let set_up_start = Instant::now();
        if args.ready_games > 0 {
            let tasks: Vec<_> = workers
                .drain(..)
                .map(|worker| actix_rt::spawn(worker.set_up(args.ready_games as usize)))
                .collect();
            for task in tasks {
                match task.await {
                    Ok(worker) => workers.push(worker),
                    Err(e) => eprintln!("api_load: a client task failed in the set-up: {e}"),
                }
            }
        }
        // What the set-up did, apart from the run's figures.
        let set_up = (
            set_up_start.elapsed(),
            std::mem::take(&mut *stats.borrow_mut()),
        );
        if args.wait_to_start {
            println!("api_load: ready");
            let _ = std::io::stdout().flush();
            // Blocks the generator's only thread: nothing else runs now.
            let _ = std::io::stdin().read_line(&mut String::new());
        }
        let cpu0 = cpu_seconds();
        let start = Instant::now();
        let deadline = start + Duration::from_secs_f64(args.seconds);
        let tasks: Vec<_> = workers
            .into_iter()
            .map(|mut worker| {
                worker.deadline = deadline;
                actix_rt::spawn(worker.run())
            })
            .collect();
        for task in tasks {
            if let Err(e) = task.await {
                eprintln!("api_load: a client task failed: {e}");
            }
        }
        (set_up, start.elapsed().as_secs_f64(), cpu_seconds() - cpu0)
    });
    let mut stats = stats.borrow_mut();
    let (set_up_time, mut set_up) = set_up;
    let set_up_errors: u64 = set_up.errors.values().sum();
    let set_up_doc = report_set_up(&args, &mut set_up, set_up_time.as_secs_f64());
    report(&args, &mut stats, elapsed, cpu, set_up_doc);
    let errors: u64 = stats.errors.values().sum();
    std::process::exit(i32::from(errors + set_up_errors > 0));
}

/// Prints what the set-up before the clock (`--ready-games`) did; its
/// figures for the JSON document.
fn report_set_up(args: &Args, set_up: &mut Stats, seconds: f64) -> Value {
    if args.ready_games == 0 {
        return Value::Null;
    }
    let errors: u64 = set_up.errors.values().sum();
    let mut medians = Vec::new();
    for kind in [T_CREATE, T_JOIN] {
        set_up.latencies[kind].sort_unstable();
        medians.push(percentile(&set_up.latencies[kind], 50.0));
    }
    println!(
        "set-up before the clock: {} games started in {seconds:.2} s (create median {:.2} ms, join median {:.2} ms), players registered {}, errors {errors}",
        set_up.games_started, medians[0], medians[1], set_up.players_registered
    );
    if errors > 0 {
        for ((kind, status), n) in &set_up.errors {
            println!("  set-up error: {:<28} {status}: {n}", TYPES[*kind]);
        }
        for s in &set_up.samples {
            println!("  {s}");
        }
    }
    json!({
        "seconds": seconds,
        "games_started": set_up.games_started,
        "players_registered": set_up.players_registered,
        "errors": errors,
        "create_median_ms": medians[0],
        "join_median_ms": medians[1],
    })
}

fn report(args: &Args, stats: &mut Stats, elapsed: f64, cpu: f64, set_up: Value) {
    let errors: u64 = stats.errors.values().sum();
    let ok: usize = stats.latencies.iter().map(Vec::len).sum();
    let requests = ok as u64 + errors;
    println!(
        "elapsed {elapsed:.2} s, client CPU {cpu:.2} s ({:.0}% of one core)",
        100.0 * cpu / elapsed
    );
    println!(
        "requests {requests} ({:.0}/s), errors {errors}",
        requests as f64 / elapsed
    );
    println!();
    println!(
        "{:<28}{:>8}{:>8}{:>9}{:>9}{:>9}{:>9}  (ms)",
        "request", "ok", "errors", "median", "p90", "p99", "max"
    );
    let mut all: Vec<Duration> = stats.latencies.iter().flatten().copied().collect();
    all.sort_unstable();
    let mut latency = serde_json::Map::new();
    for (kind, name) in TYPES.iter().enumerate() {
        stats.latencies[kind].sort_unstable();
        let errs: u64 = stats
            .errors
            .iter()
            .filter(|((k, _), _)| *k == kind)
            .map(|(_, n)| n)
            .sum();
        latency.insert((*name).to_owned(), row(name, &stats.latencies[kind], errs));
    }
    latency.insert("all".into(), row("all", &all, errors));
    println!();
    if stats.errors.is_empty() {
        println!("errors: none (every answer was 2xx)");
    } else {
        println!("errors by request and status:");
        for ((kind, status), n) in &stats.errors {
            println!("  {:<28} {status}: {n}", TYPES[*kind]);
        }
        println!("first error answers:");
        for s in &stats.samples {
            println!("  {s}");
        }
    }
    let moves_per_s = stats.moves as f64 / elapsed;
    println!(
        "moves {} ({moves_per_s:.1} moves/s), games started during the run {}, finished {}, abandoned after errors {}, players registered {}",
        stats.moves,
        stats.games_started,
        stats.games_finished,
        stats.games_abandoned,
        stats.players_registered
    );
    if let Some(path) = &args.json {
        let doc = json!({
            "url": args.url,
            "game": args.game,
            "clients": args.clients,
            "seconds": args.seconds,
            "get_ratio": args.get_ratio,
            "fresh_players": args.fresh_players,
            "ready_games": args.ready_games,
            "set_up": set_up,
            "seed": args.seed,
            "elapsed_s": elapsed,
            "client_cpu_s": cpu,
            "requests": requests,
            "errors": errors,
            "errors_by_status": stats.errors.iter()
                .map(|((k, s), n)| (format!("{} {s}", TYPES[*k]), json!(n)))
                .collect::<serde_json::Map<_, _>>(),
            "latency": latency,
            "moves": stats.moves,
            "moves_per_s": moves_per_s,
            "games_started": stats.games_started,
            "games_finished": stats.games_finished,
            "games_abandoned": stats.games_abandoned,
            "players_registered": stats.players_registered,
        });
        if let Err(e) = std::fs::write(path, format!("{doc:#}\n")) {
            eprintln!("api_load: cannot write {path}: {e}");
        }
    }
}

fn row(name: &str, sorted: &[Duration], errors: u64) -> Value {
    let (p50, p90, p99, max) = (
        percentile(sorted, 50.0),
        percentile(sorted, 90.0),
        percentile(sorted, 99.0),
        sorted.last().map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0),
    );
    println!(
        "{name:<28}{:>8}{errors:>8}{p50:>9.2}{p90:>9.2}{p99:>9.2}{max:>9.2}",
        sorted.len()
    );
    json!({"count": sorted.len(), "errors": errors, "median_ms": p50, "p90_ms": p90, "p99_ms": p99, "max_ms": max})
}
