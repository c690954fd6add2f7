//! The public log of finished games (docs/FAIRNESS.md, "The public log"):
//! signed tree heads, a game's inclusion proof and consistency proofs
//! between two heads, and the leaves themselves, in order. Anyone may read
//! them: a leaf names only a game's id, final status, hashes and whether it
//! was rated.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::error::extractors::Query;
use super::error::{ApiError, Problem, ProblemCode};
use super::state::AppState;
use crate::game::log;
use crate::lowerhex;
use crate::transparency::{ConsistencyProof, Hash, InclusionProof, SignedTreeHead};

/// The head of a tree of `size` leaves with root `root`, signed now with
/// the referee's key.
fn signed_head(state: &AppState, size: u64, root: &Hash) -> SignedTreeHead {
    let now = state.clock.now().timestamp_millis();
    SignedTreeHead::sign(size, root, now, &state.referee.signing_key)
}

/// The log's signed tree head now: its size and root, signed with the
/// referee's key (`GET /v1/keys`). Keep it: a later consistency proof from
/// its size shows whether the log only grew since.
#[utoipa::path(
    tag = "log",
    responses((status = 200, body = SignedTreeHead))
)]
#[get("/log/head")]
pub async fn tree_head(state: web::Data<AppState>) -> Result<web::Json<SignedTreeHead>, ApiError> {
    let (size, root) = state.db(async |conn| Ok(log::head(conn).await?)).await?;
    Ok(web::Json(signed_head(&state, size, &root)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ProofQuery {
    /// The tree to prove inclusion in: more than the game's leaf index, at
    /// most the log's size (default: the log's size now).
    #[param(minimum = 1)]
    pub tree_size: Option<u64>,
}

/// A finished or aborted game's inclusion proof: its leaf, its index, the
/// audit path and the signed head of the tree the path leads to. Saved with
/// the game's audit bundle, `referee verify BUNDLE --log PROOF` checks it
/// offline.
#[utoipa::path(
    tag = "log",
    params(("game" = Uuid, Path, description = "Game id"), ProofQuery),
    responses(
        (status = 200, body = InclusionProof),
        (status = 400, description = "`invalid_query`, `invalid_tree_size`: larger than the log, or not holding the game's leaf", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_logged`: no game with this id is in the log (yet)", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/log/proof/{game}")]
pub async fn inclusion_proof(
    state: web::Data<AppState>,
    game: web::Path<Uuid>,
    query: Query<ProofQuery>,
) -> Result<web::Json<InclusionProof>, ApiError> {
    let game = game.into_inner();
    let tree_size = query.into_inner().tree_size;
    let found = state
        .db(async move |conn| Ok(log::inclusion(conn, game, tree_size).await?))
        .await?;
    Ok(web::Json(InclusionProof {
        game_id: game,
        leaf_index: found.leaf_index,
        // Leaves are written from ASCII text (`transparency::leaf`).
        leaf: String::from_utf8(found.leaf).map_err(ApiError::internal)?,
        audit_path: found.path.iter().map(lowerhex::encode).collect(),
        head: signed_head(&state, found.tree_size, &found.root),
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ConsistencyQuery {
    /// The older tree's size: a saved head's `tree_size`, at least 1.
    #[param(minimum = 1)]
    pub from: u64,
    /// The newer tree's size: at least `from`, at most the log's size
    /// (default: the log's size now).
    #[param(minimum = 1)]
    pub to: Option<u64>,
}

/// The consistency proof from the tree of `from` games to the tree of `to`
/// games, with the latter's signed head: the older tree is a prefix of the
/// newer one, so no logged game was dropped or changed in between.
/// `referee log verify OLD_HEAD THIS` checks it offline.
#[utoipa::path(
    tag = "log",
    params(ConsistencyQuery),
    responses(
        (status = 200, body = ConsistencyProof),
        (status = 400, description = "`invalid_query`, `invalid_tree_size`: `from` is 0 or above `to`, or `to` is larger than the log", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/log/consistency")]
pub async fn consistency_proof(
    state: web::Data<AppState>,
    query: Query<ConsistencyQuery>,
) -> Result<web::Json<ConsistencyProof>, ApiError> {
    let ConsistencyQuery { from, to } = query.into_inner();
    let (to, proof, root) = state
        .db(async move |conn| Ok(log::consistency(conn, from, to).await?))
        .await?;
    Ok(web::Json(ConsistencyProof {
        first: from,
        proof: proof.iter().map(lowerhex::encode).collect(),
        head: signed_head(&state, to, &root),
    }))
}

/// The most leaves `GET /v1/log/entries` answers at a time.
pub const ENTRIES_PAGE: u64 = 1000;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct EntriesQuery {
    /// The first leaf's index (default 0).
    #[param(minimum = 0)]
    pub start: Option<u64>,
    /// The index after the last leaf wanted: at most `start` + 1000
    /// (default: `start` + 1000). Leaves the log does not hold yet are not
    /// answered.
    #[param(minimum = 0)]
    pub end: Option<u64>,
}

/// One leaf of the log.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct LogEntry {
    /// Its position in the log, from 0.
    #[schema(example = 1)]
    pub leaf_index: u64,
    /// The game it is the leaf of.
    pub game_id: Uuid,
    /// The leaf's text (docs/FAIRNESS.md, "The public log").
    #[schema(
        example = "referee-log-leaf/v2\n01234567-89ab-cdef-0123-456789abcdef\nfinished\n4\n0aba837a8568245ece786d80b400be3ad320bcefaaa811904603e65357269054\nunrated\n"
    )]
    pub leaf: String,
}

/// A range of the log's leaves.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct LogEntries {
    /// The number of leaves the log holds now (unsigned: `GET
    /// /v1/log/head` signs it with the root).
    #[schema(example = 3)]
    pub tree_size: u64,
    /// The leaves from `start` to `end` (or to the log's end), in order.
    pub entries: Vec<LogEntry>,
}

/// The log's leaves from `start` to `end` (exclusive), at most 1000, each
/// with its game: what a monitor reads to recompute the root of a signed
/// tree head from every leaf, and to find the games to audit. Anyone may
/// read them.
#[utoipa::path(
    tag = "log",
    params(EntriesQuery),
    responses(
        (status = 200, body = LogEntries),
        (status = 400, description = "`invalid_query`: `end` before `start`, or more than 1000 leaves asked for", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/log/entries")]
pub async fn log_entries(
    state: web::Data<AppState>,
    query: Query<EntriesQuery>,
) -> Result<web::Json<LogEntries>, ApiError> {
    let EntriesQuery { start, end } = query.into_inner();
    // An index is a Postgres bigint: the document's int64 bounds it.
    let largest = i64::MAX.unsigned_abs();
    if start.is_some_and(|n| n > largest) || end.is_some_and(|n| n > largest) {
        return Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            format!("`start` and `end` are at most {largest}"),
        ));
    }
    let start = start.unwrap_or(0);
    let end = end.unwrap_or(start.saturating_add(ENTRIES_PAGE).min(largest));
    if end < start || end - start > ENTRIES_PAGE {
        return Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            format!(
                "`start` {start} and `end` {end}: `end` must be at least `start` and at most `start` + {ENTRIES_PAGE}"
            ),
        ));
    }
    let to_index = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    let (tree_size, rows) = state
        .db(async move |conn| {
            let size = crate::store::log::size(conn).await?;
            let end = end.min(size);
            let rows = if start < end {
                crate::store::entries::leaves(conn, to_index(start), to_index(end)).await?
            } else {
                Vec::new()
            };
            Ok((size, rows))
        })
        .await?;
    let entries = rows
        .into_iter()
        .map(|(index, game_id, leaf)| {
            Ok(LogEntry {
                leaf_index: u64::try_from(index).map_err(ApiError::internal)?,
                game_id,
                // Leaves are written from ASCII text (`transparency::leaf`).
                leaf: String::from_utf8(leaf).map_err(ApiError::internal)?,
            })
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(web::Json(LogEntries { tree_size, entries }))
}
