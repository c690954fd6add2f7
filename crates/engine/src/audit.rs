//! The audit trail (docs/FAIRNESS.md, "The hash chain", "The audit bundle",
//! "Verifying"): salted commitments of every stored step, the hash chain, the
//! exportable bundle, and its offline verification. Pure: no database.

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::engine::{canonical_json, AnyGame, Outcome, Seat, Viewer};
use crate::fairness;
use crate::lowerhex;

/// The bundle format this code writes and reads.
pub const FORMAT: &str = "referee-audit/v1";
/// The version of the rules the engines implement (docs/RULES.md). A change
/// that could change any event of a replay gets a new version.
pub const RULESET: &str = "referee-rules/1";

/// One seat as fixed at the start: who sits there and what it contributed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SeatEntry {
    pub seat: Seat,
    pub player_id: Uuid,
    /// Hex; the player's contribution to the game seed.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub client_seed: Option<String>,
    /// The kind of bot the referee plays this seat as (`random`, `sharp`);
    /// absent for a player's seat. A bot seat's steps are the referee's to
    /// sign, a player's seat's are its player's (docs/FAIRNESS.md, "Who
    /// signs which step"). Absent for players, so the genesis hash of a
    /// game of players alone is what it always was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub bot: Option<String>,
}

/// What the genesis hash covers: the game as fixed when it starts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct GameHeader {
    pub game_id: Uuid,
    #[cfg_attr(feature = "openapi", schema(value_type = crate::engine::schema::GameId))]
    pub game: String,
    /// The options as requested at creation.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::engine::schema::AnyOptions))]
    pub options: Value,
    /// Seats at the table; `seats` lists those taken.
    pub seat_count: u8,
    pub seats: Vec<SeatEntry>,
    /// SHA-256 of the server seed, hex.
    pub seed_commitment: String,
    pub ruleset: String,
    /// The game takes signed moves only (docs/FAIRNESS.md, "Signed
    /// moves"). Absent when false, so the genesis hash of every game
    /// without it is what it always was.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub signed_moves: bool,
    /// The game counts for its players' ratings once finished
    /// (docs/RATINGS.md). Absent when false, as `signed_moves` is.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub rated: bool,
}

impl GameHeader {
    /// The bot kind seat `seat` is played as, if it is a bot's.
    pub fn bot_of(&self, seat: Seat) -> Option<&str> {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .and_then(|s| s.bot.as_deref())
    }

    /// `SHA-256("referee/genesis/v1" ‖ canonical JSON of the header)`.
    pub fn genesis(&self) -> [u8; 32] {
        // Plain data with string keys: serialising cannot fail.
        let bytes = canonical_json(self).unwrap_or_default();
        let mut hasher = Sha256::new();
        hasher.update(b"referee/genesis/v1");
        hasher.update(bytes);
        hasher.finalize().into()
    }

    pub fn client_seeds(&self) -> Result<Vec<Option<Vec<u8>>>, String> {
        self.seats
            .iter()
            .map(|s| {
                s.client_seed
                    .as_deref()
                    .map(fairness::parse_client_seed)
                    .transpose()
            })
            .collect()
    }
}

/// The secret salt of one part of a step:
/// `HMAC-SHA-256(key = server seed, "referee/salt/v1" ‖ seq as u64 big-endian ‖ part)`,
/// where `part` is `action` or `event/<index>`. Unknown to everyone until the
/// server seed is revealed, so a hidden card cannot be guessed from a digest.
pub fn salt(server_seed: &[u8], seq: u64, part: &str) -> [u8; 32] {
    Salts::new(server_seed).of(seq, part)
}

/// [`salt`] for many parts of one server seed: the HMAC key's two padded
/// blocks are hashed once, not once a part (a step salts its action and
/// each event).
struct Salts(Hmac<Sha256>);

impl Salts {
    fn new(server_seed: &[u8]) -> Self {
        // HMAC takes keys of any length.
        Salts(
            <Hmac<Sha256> as Mac>::new_from_slice(server_seed)
                .expect("HMAC accepts any key length"),
        )
    }

    fn of(&self, seq: u64, part: &str) -> [u8; 32] {
        let mut mac = self.0.clone();
        mac.update(b"referee/salt/v1");
        mac.update(&seq.to_be_bytes());
        mac.update(part.as_bytes());
        mac.finalize().into_bytes().into()
    }
}

/// `SHA-256(salt ‖ canonical bytes)`.
fn digest(salt: &[u8; 32], canonical: &[u8]) -> String {
    let mut hasher = Sha256::new();
    hasher.update(salt);
    hasher.update(canonical);
    lowerhex::encode(hasher.finalize())
}

/// The salted digests of one step: its action (if any) and each event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Commitment {
    pub action: Option<String>,
    pub events: Vec<String>,
}

/// Commits a step's action and events with their salts. Canonical bytes come
/// from the typed values (never from stored JSONB text).
pub fn commit(
    engine: &AnyGame,
    server_seed: &[u8],
    seq: u64,
    action: Option<&Value>,
    events: &[Value],
) -> Result<Commitment, String> {
    let events = events
        .iter()
        .enumerate()
        .map(|(i, e)| {
            engine
                .canonical_event_bytes(e)
                .map_err(|err| not_an_event(&err, &format!("events[{i}]"), e))
        })
        .collect::<Result<Vec<_>, String>>()?;
    commit_canonical(
        engine,
        server_seed,
        seq,
        action,
        events.iter().map(Vec::as_slice),
    )
}

/// [`commit`] for events already in their canonical bytes (the engine's
/// `apply_canonical` writes them so): no parse of each event back into its
/// type on the move path.
pub fn commit_canonical<'a>(
    engine: &AnyGame,
    server_seed: &[u8],
    seq: u64,
    action: Option<&Value>,
    events: impl IntoIterator<Item = &'a [u8]>,
) -> Result<Commitment, String> {
    let salts = Salts::new(server_seed);
    let action = action
        .map(|a| {
            let bytes = engine.canonical_action_bytes(a).map_err(|e| e.message)?;
            Ok::<_, String>(digest(&salts.of(seq, "action"), &bytes))
        })
        .transpose()?;
    let events = events
        .into_iter()
        .enumerate()
        .map(|(i, bytes)| digest(&salts.of(seq, &format!("event/{i}")), bytes))
        .collect();
    Ok(Commitment { action, events })
}

#[derive(Serialize)]
struct LinkBody<'a> {
    actor_seat: Option<Seat>,
    action: Option<&'a str>,
    at: String,
    events: &'a [String],
    /// Absent for a step its seat played itself, so those links are as
    /// they always were.
    #[serde(skip_serializing_if = "Option::is_none")]
    played_by: Option<PlayedBy>,
}

/// Who played a step for its seat when the seat did not (docs/RULES.md,
/// "Both games — turn clocks"): the clock, when the turn's deadline had
/// passed; or the referee at once, for a seat that had resigned. Either
/// plays the seat's default action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PlayedBy {
    Clock,
    Resigned,
}

impl PlayedBy {
    pub const ALL: &'static [PlayedBy] = &[PlayedBy::Clock, PlayedBy::Resigned];

    /// The word stored and sent for it.
    pub fn as_str(self) -> &'static str {
        match self {
            PlayedBy::Clock => "clock",
            PlayedBy::Resigned => "resigned",
        }
    }
}

impl std::fmt::Display for PlayedBy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A word that names none of an enum's values.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind} {text:?} is none of the values this server knows")]
pub struct UnknownValue {
    pub kind: &'static str,
    pub text: String,
}

impl std::str::FromStr for PlayedBy {
    type Err = UnknownValue;

    fn from_str(text: &str) -> Result<Self, UnknownValue> {
        PlayedBy::ALL
            .iter()
            .copied()
            .find(|by| by.as_str() == text)
            .ok_or_else(|| UnknownValue {
                kind: "PlayedBy",
                text: text.to_owned(),
            })
    }
}

/// The time of a step as the chain commits it: RFC 3339, UTC, microseconds
/// (what Postgres keeps), e.g. `2026-01-01T00:00:01.000000Z`.
pub fn timestamp(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Micros, true)
}

/// Now, cut to the microseconds Postgres keeps, so the stored time is the
/// hashed one.
pub fn now() -> DateTime<Utc> {
    let now = Utc::now();
    DateTime::from_timestamp_micros(now.timestamp_micros()).unwrap_or(now)
}

/// One link of the chain: `SHA-256(previous ‖ seq as u64 big-endian ‖
/// canonical JSON {"action": action digest, "actor_seat", "at", "events":
/// event digests})`. The first step's previous hash is the genesis hash.
pub fn link(
    previous: &[u8],
    seq: u64,
    actor_seat: Option<Seat>,
    at: DateTime<Utc>,
    commitment: &Commitment,
) -> [u8; 32] {
    link_step(previous, seq, actor_seat, at, None, commitment)
}

/// [`link`] for a step the referee may have played for its seat: the link
/// body then also holds `"played_by"`.
pub fn link_step(
    previous: &[u8],
    seq: u64,
    actor_seat: Option<Seat>,
    at: DateTime<Utc>,
    played_by: Option<PlayedBy>,
    commitment: &Commitment,
) -> [u8; 32] {
    let body = LinkBody {
        actor_seat,
        action: commitment.action.as_deref(),
        at: timestamp(at),
        events: &commitment.events,
        played_by,
    };
    let mut hasher = Sha256::new();
    hasher.update(previous);
    hasher.update(seq.to_be_bytes());
    hasher.update(canonical_json(&body).unwrap_or_default());
    hasher.finalize().into()
}

/// A stored step, as the server keeps it: the full truth.
#[derive(Debug, Clone)]
pub struct Step {
    pub seq: u64,
    pub at: DateTime<Utc>,
    pub actor_seat: Option<Seat>,
    pub action: Option<Value>,
    pub events: Vec<Value>,
    pub hash: Vec<u8>,
    pub played_by: Option<PlayedBy>,
    /// Its player's signature of the move, or the referee's of a step it
    /// played itself.
    pub signature: Option<StepSignature>,
}

/// Whose eyes the bundle's events are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BundleView {
    /// Nothing hidden: the game is over and the seed revealed.
    Full,
    /// Redacted for one seat.
    Seat { seat: Seat },
    /// Redacted for a spectator.
    Spectator,
}

impl BundleView {
    fn viewer(self) -> Option<Viewer> {
        match self {
            BundleView::Full => None,
            BundleView::Seat { seat } => Some(Viewer::Seat(seat)),
            BundleView::Spectator => Some(Viewer::Spectator),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BundleStep {
    pub seq: u64,
    pub at: DateTime<Utc>,
    /// Null for the deal that starts the game.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub actor_seat: Option<Seat>,
    /// Whole in a full bundle and for its author; else its kind only.
    #[cfg_attr(feature = "openapi", schema(required = true, value_type = Option<crate::engine::schema::AnyShownAction>))]
    pub action: Option<Value>,
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<crate::engine::schema::AnyBundleEvent>))]
    pub events: Vec<Value>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub action_digest: Option<String>,
    pub event_digests: Vec<String>,
    /// The chain hash after this step, hex.
    pub hash: String,
    /// Set when the referee played the step for its seat: `clock` (its
    /// deadline had passed) or `resigned`. Absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub played_by: Option<PlayedBy>,
    /// Who signed the step (docs/FAIRNESS.md, "Signed steps", "Signed
    /// moves"): its player, over the move it sent, or the referee, over a
    /// step it played itself. Absent for an unsigned step, and for a
    /// player's signature where the action is redacted (checking it
    /// against each possible action would tell the action).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub signature: Option<StepSignature>,
}

/// A bundle's `status` is the game's, whose schema the server declares.
#[cfg(feature = "openapi")]
fn game_status_schema() -> utoipa::openapi::Ref {
    utoipa::openapi::Ref::from_schema_name("GameStatus")
}

/// Everything needed to re-verify a game without trusting the server.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Bundle {
    /// The game kind, as in `header.game`: the tag a client reads first.
    /// Optional when reading (the header is what is verified).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true, value_type = crate::engine::schema::GameId))]
    pub game: String,
    pub format: String,
    pub ruleset: String,
    pub header: GameHeader,
    pub genesis_hash: String,
    #[cfg_attr(feature = "openapi", schema(schema_with = game_status_schema))]
    pub status: String,
    pub view: BundleView,
    /// Hex; only once the game is finished or aborted.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub server_seed: Option<String>,
    /// Hex; only once the game is finished or aborted.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub game_seed: Option<String>,
    pub steps: Vec<BundleStep>,
    #[cfg_attr(feature = "openapi", schema(required = true, value_type = Option<Outcome>))]
    pub outcome: Option<Outcome>,
    /// The referee's signature (docs/FAIRNESS.md, "The referee's
    /// signature"); absent from a bundle built offline.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub signature: Option<BundleSignature>,
}

impl Bundle {
    /// The hash after the last step, hex: the genesis hash for a game
    /// without steps.
    pub fn chain_head(&self) -> &str {
        self.steps
            .last()
            .map_or(self.genesis_hash.as_str(), |step| step.hash.as_str())
    }

    /// Its [`summary_text`] under the first line `domain`.
    pub fn summary_text(&self, domain: &str) -> Vec<u8> {
        summary_text(
            domain,
            self.header.game_id,
            &self.status,
            self.steps.len(),
            self.chain_head(),
        )
    }
}

/// A game pinned by its history, as UTF-8 bytes: five lines, each ending
/// in `\n` — `domain` (what the text is for, and its version), the game id,
/// its status, its number of steps and the hash after the last step, hex.
/// The referee's bundle signature and the public log's leaf are this text
/// under their own first lines.
pub fn summary_text(
    domain: &str,
    game_id: Uuid,
    status: &str,
    steps: usize,
    head: &str,
) -> Vec<u8> {
    format!("{domain}\n{game_id}\n{status}\n{steps}\n{head}\n").into_bytes()
}

/// Builds a bundle from the stored steps. `view` is `Full` only for a game
/// that is over; otherwise events and actions are redacted for the viewer
/// and no seed is included. The server streams the same document piece by
/// piece ([`BundleHead`], then [`bundle_step`] for each step).
pub fn bundle(
    header: GameHeader,
    status: &str,
    server_seed: &[u8],
    steps: &[Step],
    engine: Option<&AnyGame>,
    view: BundleView,
) -> Result<Bundle, String> {
    let head = BundleHead::new(header, status, server_seed, !steps.is_empty(), engine, view)?;
    let steps = steps
        .iter()
        .map(|step| bundle_step(engine, server_seed, step, view))
        .collect::<Result<Vec<_>, String>>()?;
    Ok(head.with_steps(steps))
}

/// Everything in a [`Bundle`] but its steps, in the same order: what the
/// server writes before streaming the steps.
#[derive(Debug, Clone, Serialize)]
pub struct BundleHead {
    pub game: String,
    pub format: String,
    pub ruleset: String,
    pub header: GameHeader,
    pub genesis_hash: String,
    pub status: String,
    pub view: BundleView,
    pub server_seed: Option<String>,
    pub game_seed: Option<String>,
    pub outcome: Option<Outcome>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signature: Option<BundleSignature>,
}

impl BundleHead {
    /// `started`: the game has steps (an aborted game never started, and no
    /// game seed was ever derived for it).
    pub fn new(
        header: GameHeader,
        status: &str,
        server_seed: &[u8],
        started: bool,
        engine: Option<&AnyGame>,
        view: BundleView,
    ) -> Result<Self, String> {
        let reveal = view == BundleView::Full;
        let game_seed = if reveal && started {
            Some(lowerhex::encode(fairness::game_seed(
                server_seed,
                &header.client_seeds()?,
            )))
        } else {
            None
        };
        Ok(BundleHead {
            game: header.game.clone(),
            format: FORMAT.to_owned(),
            ruleset: RULESET.to_owned(),
            genesis_hash: lowerhex::encode(header.genesis()),
            header,
            status: status.to_owned(),
            view,
            server_seed: reveal.then(|| lowerhex::encode(server_seed)),
            game_seed,
            outcome: engine.map(AnyGame::outcome).filter(|o| o.finished),
            signature: None,
        })
    }

    pub fn with_steps(self, steps: Vec<BundleStep>) -> Bundle {
        Bundle {
            game: self.game,
            format: self.format,
            ruleset: self.ruleset,
            header: self.header,
            genesis_hash: self.genesis_hash,
            status: self.status,
            view: self.view,
            server_seed: self.server_seed,
            game_seed: self.game_seed,
            steps,
            outcome: self.outcome,
            signature: self.signature,
        }
    }
}

/// One stored step as the bundle shows it to `view`: redacted unless the
/// view is `Full`, with its salted digests.
pub fn bundle_step(
    engine: Option<&AnyGame>,
    server_seed: &[u8],
    step: &Step,
    view: BundleView,
) -> Result<BundleStep, String> {
    let engine = engine.ok_or("a game with events has an engine state")?;
    let commitment = commit(
        engine,
        server_seed,
        step.seq,
        step.action.as_ref(),
        &step.events,
    )?;
    let (action, events) = match view.viewer() {
        None => (step.action.clone(), step.events.clone()),
        Some(viewer) => (
            crate::engine::redact_action(step.action.as_ref(), step.actor_seat, viewer),
            engine
                .redact_all(&step.events, viewer)
                .map_err(|e| e.to_string())?,
        ),
    };
    // A player's signature is over the action: shown only with the whole
    // action.
    let signature = step
        .signature
        .clone()
        .filter(|signed| signed.signer == Signer::Referee || action == step.action);
    Ok(BundleStep {
        seq: step.seq,
        at: step.at,
        actor_seat: step.actor_seat,
        action,
        events,
        action_digest: commitment.action,
        event_digests: commitment.events,
        hash: lowerhex::encode(&step.hash),
        played_by: step.played_by,
        signature,
    })
}

/// The first discrepancy found, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{place}: {message}")]
pub struct VerifyError {
    /// `header`, `commitment`, `genesis`, `game seed`, `step N`, `outcome`, …
    pub place: String,
    pub message: String,
}

fn fail<T>(place: impl Into<String>, message: impl Into<String>) -> Result<T, VerifyError> {
    Err(VerifyError {
        place: place.into(),
        message: message.into(),
    })
}

/// A stored event that does not read as an event of the game, in words
/// (`root` names it, e.g. `events[2]`).
fn not_an_event(err: &serde_json::Error, root: &str, input: &Value) -> String {
    let failure = crate::human::describe(&err.to_string(), root, "", Some(input));
    format!("not an event of this game: {failure}")
}

/// A text quoted as JSON: `"finished"`.
fn quoted(text: &str) -> String {
    Value::from(text).to_string()
}

/// A JSON value as a message shows it: whole when short, else by kind.
fn shown(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() <= 80 {
        text
    } else {
        crate::human::brief(value)
    }
}

/// How an outcome reads in a message: `finished, scores [3, 5], lowest
/// wins, winners [0]`.
fn outcome_words(outcome: &Outcome) -> String {
    fn list<T: std::fmt::Display>(items: &[T]) -> String {
        let items: Vec<String> = items.iter().map(T::to_string).collect();
        format!("[{}]", items.join(", "))
    }
    format!(
        "{}, scores {}, {}, winners {}",
        if outcome.finished {
            "finished"
        } else {
            "not finished"
        },
        list(&outcome.scores),
        match outcome.ranking {
            crate::engine::Ranking::LowestWins => "lowest wins",
            crate::engine::Ranking::HighestWins => "highest wins",
        },
        list(&outcome.winners)
    )
}

fn unhex(place: &str, text: &str) -> Result<Vec<u8>, VerifyError> {
    hex::decode(text).or_else(|e| fail(place, format!("not hex: {e}")))
}

/// Verifies a bundle with no database: the seed against its commitment, the
/// game seed, every deal and reshuffle, every action through the engine, the
/// outcome and the hash chain. `say` receives one line per check passed.
/// Returns the replayed game for a full bundle.
pub fn verify(
    bundle: &Bundle,
    say: &mut dyn FnMut(String),
) -> Result<Option<AnyGame>, VerifyError> {
    if bundle.format != FORMAT {
        return fail(
            "header",
            format!(
                "the format is {}, not {}",
                quoted(&bundle.format),
                quoted(FORMAT)
            ),
        );
    }
    if bundle.ruleset != RULESET || bundle.header.ruleset != RULESET {
        return fail(
            "header",
            format!(
                "the ruleset is {} (header: {}), not {}",
                quoted(&bundle.ruleset),
                quoted(&bundle.header.ruleset),
                quoted(RULESET)
            ),
        );
    }
    if !bundle.game.is_empty() && bundle.game != bundle.header.game {
        return fail(
            "header",
            format!(
                "the bundle says it is of {}, its header of {}",
                quoted(&bundle.game),
                quoted(&bundle.header.game)
            ),
        );
    }
    let genesis = bundle.header.genesis();
    if lowerhex::encode(genesis) != bundle.genesis_hash {
        return fail(
            "genesis",
            "the genesis hash does not match the header (game, options, seats, client seeds, commitment)",
        );
    }
    say(format!(
        "genesis hash {} matches the header",
        bundle.genesis_hash
    ));
    check_seats(bundle)?;
    match (&bundle.view, &bundle.server_seed) {
        (BundleView::Full, Some(seed)) => {
            verify_full(bundle, &unhex("server seed", seed)?, genesis, say)
        }
        (BundleView::Full, None) => fail("header", "a full bundle must reveal the server seed"),
        (_, Some(_)) => fail("header", "a redacted bundle must not carry the server seed"),
        (_, None) => {
            if bundle.status != "active" || bundle.outcome.is_some() || bundle.game_seed.is_some() {
                return fail(
                    "status",
                    "a redacted bundle is of a running game: no outcome, no game seed",
                );
            }
            verify_links(bundle, genesis)?;
            say(format!(
                "hash chain of {} steps is intact; contents stay sealed until the server seed is revealed",
                bundle.steps.len()
            ));
            Ok(None)
        }
    }
}

/// The seats are listed in order, by distinct players, and all taken unless
/// the game was aborted before it started.
fn check_seats(bundle: &Bundle) -> Result<(), VerifyError> {
    let header = &bundle.header;
    for (i, seat) in header.seats.iter().enumerate() {
        if usize::from(seat.seat) != i {
            return fail(
                "header",
                format!("seat {} listed at position {i}", seat.seat),
            );
        }
        if header.seats[..i]
            .iter()
            .any(|s| s.player_id == seat.player_id)
        {
            return fail(
                "header",
                format!("player {} holds two seats", seat.player_id),
            );
        }
        if header.rated {
            if let Some(bot) = &seat.bot {
                return fail(
                    "header",
                    format!(
                        "a rated game is of players only, yet seat {} is the bot {}",
                        seat.seat,
                        quoted(bot)
                    ),
                );
            }
        }
    }
    let full = header.seats.len() == usize::from(header.seat_count);
    match (bundle.status.as_str(), full) {
        ("aborted", false) | ("active" | "finished", true) => Ok(()),
        ("aborted", true) => fail("status", "a full table starts: it cannot have been aborted"),
        (status, _) => fail(
            "status",
            format!(
                "a game with status {} must have all its seats taken",
                quoted(status)
            ),
        ),
    }
}

/// Checks each step's hash from the published digests alone.
fn verify_links(bundle: &Bundle, genesis: [u8; 32]) -> Result<(), VerifyError> {
    let mut previous = genesis.to_vec();
    for (i, step) in bundle.steps.iter().enumerate() {
        let place = format!("step {}", step.seq);
        if step.seq != i as u64 + 1 {
            return fail(place, format!("expected step {} here", i + 1));
        }
        // The deal has no actor and no action; every later step has both.
        let is_move = i > 0;
        if step.actor_seat.is_some() != is_move || step.action_digest.is_some() != is_move {
            return fail(
                place,
                "the deal has no actor or action; every move has both",
            );
        }
        let commitment = Commitment {
            action: step.action_digest.clone(),
            events: step.event_digests.clone(),
        };
        let hash = link_step(
            &previous,
            step.seq,
            step.actor_seat,
            step.at,
            step.played_by,
            &commitment,
        );
        if lowerhex::encode(hash) != step.hash {
            return fail(place, "the hash does not chain from the previous step");
        }
        previous = hash.to_vec();
    }
    check_referee_steps(bundle)
}

/// The steps the referee played for a seat (docs/RULES.md, "Both games —
/// turn clocks"): a clock step comes no earlier than its deadline (the
/// previous step's time plus `turn_time`, in a game that has a clock); once
/// a seat's turn is played because it resigned, every later turn of it is.
/// Whether the action was the default one is checked on replay.
fn check_referee_steps(bundle: &Bundle) -> Result<(), VerifyError> {
    let (_, table) = crate::engine::table::split(&bundle.header.options)
        .or_else(|e| fail("header", e.message))?;
    let mut resigned: Vec<Seat> = Vec::new();
    for (i, step) in bundle.steps.iter().enumerate() {
        let place = format!("step {}", step.seq);
        let Some(seat) = step.actor_seat else {
            if step.played_by.is_some() {
                return fail(place, "the deal is played by no one");
            }
            continue;
        };
        match step.played_by {
            Some(PlayedBy::Clock) if resigned.contains(&seat) => {
                return fail(
                    place,
                    format!(
                        "seat {seat} had resigned: its turns are played at once, not by the clock"
                    ),
                );
            }
            Some(PlayedBy::Clock) => {
                let Some(turn_time) = table.turn_time else {
                    return fail(
                        place,
                        "a step played by the clock in a game without a clock",
                    );
                };
                let previous = i
                    .checked_sub(1)
                    .and_then(|p| bundle.steps.get(p))
                    .map(|p| p.at);
                let deadline =
                    previous.map(|at| at + chrono::Duration::seconds(i64::from(turn_time)));
                if deadline.is_none_or(|deadline| step.at < deadline) {
                    return fail(
                        place,
                        format!(
                            "played by the clock at {}, before the turn's deadline{}",
                            timestamp(step.at),
                            deadline
                                .map(|d| format!(" ({})", timestamp(d)))
                                .unwrap_or_default()
                        ),
                    );
                }
            }
            Some(PlayedBy::Resigned) if !resigned.contains(&seat) => resigned.push(seat),
            Some(PlayedBy::Resigned) => {}
            None if resigned.contains(&seat) => {
                return fail(
                    place,
                    format!("seat {seat} had resigned: its turns are the referee's to play"),
                );
            }
            None => {}
        }
    }
    Ok(())
}

fn verify_full(
    bundle: &Bundle,
    server_seed: &[u8],
    genesis: [u8; 32],
    say: &mut dyn FnMut(String),
) -> Result<Option<AnyGame>, VerifyError> {
    let header = &bundle.header;
    if lowerhex::encode(fairness::commitment(server_seed)) != header.seed_commitment {
        return fail(
            "commitment",
            "SHA-256 of the revealed server seed is not the published commitment",
        );
    }
    say("the revealed server seed matches its commitment".to_owned());
    if bundle.status == "aborted" {
        if !bundle.steps.is_empty() || bundle.game_seed.is_some() || bundle.outcome.is_some() {
            return fail(
                "status",
                "an aborted game has no deal, no game seed and no outcome",
            );
        }
        say("the game was aborted before any deal".to_owned());
        return Ok(None);
    }
    if bundle.status != "finished" {
        return fail(
            "status",
            format!(
                "a full bundle is of a finished game, not of one with status {}",
                quoted(&bundle.status)
            ),
        );
    }
    let client_seeds = header.client_seeds().or_else(|e| fail("header", e))?;
    let game_seed = fairness::game_seed(server_seed, &client_seeds);
    if bundle.game_seed.as_deref() != Some(lowerhex::encode(game_seed).as_str()) {
        return fail(
            "game seed",
            "the game seed is not derived from the server seed and the client seeds",
        );
    }
    say(format!(
        "game seed {} derived from the server seed and {} client seeds",
        lowerhex::encode(game_seed),
        client_seeds.len()
    ));
    let seats = u8::try_from(header.seats.len()).or_else(|_| fail("header", "too many seats"))?;
    let (mut engine, dealt) = AnyGame::new(&header.game, seats, &header.options, &game_seed)
        .or_else(|e| fail("header", e.message))?;
    let mut previous = genesis.to_vec();
    let mut deals = 0;
    for (i, step) in bundle.steps.iter().enumerate() {
        let place = format!("step {}", step.seq);
        if step.seq != i as u64 + 1 {
            return fail(place, format!("expected step {} here", i + 1));
        }
        let replayed = if i == 0 {
            if step.actor_seat.is_some() || step.action.is_some() {
                return fail(place, "the first step is the deal: no actor, no action");
            }
            dealt.clone()
        } else {
            let (Some(seat), Some(action)) = (step.actor_seat, step.action.as_ref()) else {
                return fail(place, "a move needs an actor and an action");
            };
            if let Some(by) = step.played_by {
                let expected = engine.default_action(seat);
                let same = match (&expected, canonical_json(action)) {
                    (Some(expected), Ok(recorded)) => {
                        canonical_json(expected).ok() == Some(recorded)
                    }
                    _ => false,
                };
                if !same {
                    return fail(
                        &place,
                        format!(
                            "played by the {} but not the seat's default action: the bundle records {}, the default is {}",
                            by.as_str(),
                            shown(action),
                            expected.as_ref().map_or_else(|| "none".to_owned(), shown)
                        ),
                    );
                }
            }
            engine
                .apply_json(seat, action)
                .or_else(|e| fail(&place, format!("the engine refuses the action: {e}")))?
        };
        if replayed.len() != step.events.len() {
            return fail(
                place,
                format!(
                    "{} events recorded, the replay gives {}",
                    step.events.len(),
                    replayed.len()
                ),
            );
        }
        for (k, (recorded, expected)) in step.events.iter().zip(&replayed).enumerate() {
            if let Some((path, was, is)) = crate::human::first_difference(recorded, expected) {
                let kind = match expected.get("type").and_then(Value::as_str) {
                    Some(kind) => format!(" ({kind})"),
                    None => String::new(),
                };
                let at = if path.is_empty() {
                    String::new()
                } else {
                    format!(" at `{path}`")
                };
                return fail(
                    place,
                    format!(
                        "event {k}{kind} differs{at}: the bundle records {}, the replay gives {}",
                        shown(was),
                        shown(is)
                    ),
                );
            }
        }
        deals += replayed
            .iter()
            .filter(|e| e["type"] == "round_started")
            .count();
        let commitment = commit(
            &engine,
            server_seed,
            step.seq,
            step.action.as_ref(),
            &replayed,
        )
        .or_else(|e| fail(&place, e))?;
        if step.action_digest != commitment.action || step.event_digests != commitment.events {
            return fail(place, "the salted digests do not match the contents");
        }
        let hash = link_step(
            &previous,
            step.seq,
            step.actor_seat,
            step.at,
            step.played_by,
            &commitment,
        );
        if lowerhex::encode(hash) != step.hash {
            return fail(place, "the hash does not chain from the previous step");
        }
        previous = hash.to_vec();
    }
    check_referee_steps(bundle)?;
    let by_referee = bundle
        .steps
        .iter()
        .filter(|s| s.played_by.is_some())
        .count();
    if by_referee > 0 {
        say(format!(
            "{by_referee} step(s) played by the referee for their seat: each the seat's default action, clock steps no earlier than their deadline"
        ));
    }
    say(format!(
        "{} steps replayed through the engine ({} deal(s) re-derived with the pinned shuffle): every event matches",
        bundle.steps.len(),
        deals
    ));
    say(format!(
        "hash chain of {} steps is intact, every digest matches its contents",
        bundle.steps.len()
    ));
    let outcome = engine.outcome();
    if !outcome.finished {
        return fail(
            "outcome",
            "the history ends before the game does: steps are missing",
        );
    }
    if bundle.outcome.as_ref() != Some(&outcome) {
        return fail(
            "outcome",
            match &bundle.outcome {
                Some(recorded) => format!(
                    "the recorded outcome ({}) differs from the replayed one ({})",
                    outcome_words(recorded),
                    outcome_words(&outcome)
                ),
                None => format!(
                    "the bundle records no outcome; the replay gives ({})",
                    outcome_words(&outcome)
                ),
            },
        );
    }
    say(format!("outcome matches ({})", outcome_words(&outcome)));
    Ok(Some(engine))
}

/// Checks that a bundle saved earlier (mid-game, redacted) is a prefix of a
/// verified full one: same header and hashes, and each saved event is the
/// final event as the saver's view redacts it.
pub fn verify_prefix(saved: &Bundle, full: &Bundle, engine: &AnyGame) -> Result<(), VerifyError> {
    if saved.header != full.header || saved.genesis_hash != full.genesis_hash {
        return fail("header", "the saved bundle is of another game or header");
    }
    let Some(viewer) = saved.view.viewer() else {
        return fail("header", "the saved bundle is not a redacted one");
    };
    if saved.steps.len() > full.steps.len() {
        return fail("steps", "the saved bundle is longer than the final one");
    }
    verify_links(saved, saved.header.genesis())?;
    for (old, new) in saved.steps.iter().zip(&full.steps) {
        let place = format!("step {}", old.seq);
        if old.hash != new.hash
            || old.event_digests != new.event_digests
            || old.action_digest != new.action_digest
        {
            return fail(place, "the final bundle rewrote this step (hash differs)");
        }
        let redacted = engine.redact_all(&new.events, viewer).or_else(|e| {
            fail(
                &place,
                not_an_event(&e, "events", &Value::from(new.events.clone())),
            )
        })?;
        if redacted != old.events {
            return fail(
                place,
                "what the saver was shown differs from the final events",
            );
        }
        let action = crate::engine::redact_action(new.action.as_ref(), new.actor_seat, viewer);
        if action != old.action || old.at != new.at || old.actor_seat != new.actor_seat {
            return fail(
                place,
                "the action, actor or time shown then differs from the final one",
            );
        }
    }
    Ok(())
}

// The doc comments below are the schemas' descriptions in the OpenAPI
// document, kept as written in `signature` (whose functions they name).
/// A bundle's signature by the referee.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BundleSignature {
    /// `ed25519`.
    pub algorithm: String,
    /// The signing key's id: the first 16 hex digits of SHA-256 of its
    /// public key (`GET /v1/keys` lists it).
    pub key_id: String,
    /// Hex, 64 bytes: the signature of [`signed_text`].
    pub signature: String,
}

/// Who signed a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Signer {
    /// The seat's player, with a key it registered: the move it sent.
    Player,
    /// The referee, with its signing key: a step it played for the seat
    /// (the clock's, a resigned seat's, a bot's).
    Referee,
}

/// A step's signature: its player's over the move it sent
/// ([`move_text`]), or the referee's over a step it played itself
/// ([`step_text`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct StepSignature {
    pub signer: Signer,
    /// `ed25519`.
    pub algorithm: String,
    /// The signing key's id: the first 16 hex digits of SHA-256 of its
    /// public key.
    pub key_id: String,
    /// A player's public key, hex (32 bytes), so that the bundle verifies
    /// offline. Absent for the referee's (`GET /v1/keys` lists it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(nullable = false))]
    pub public_key: Option<String>,
    /// Hex, 64 bytes.
    pub signature: String,
}

#[cfg(test)]
mod tests;
