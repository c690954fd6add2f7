//! The public log of finished games (docs/FAIRNESS.md, "The public log"):
//! signed tree heads, a game's inclusion proof and consistency proofs
//! between two heads. Anyone may read them; a proof names only a game's
//! final status and hashes, and only to whoever knows its id.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use super::error::extractors::Query;
use super::error::{ApiError, Problem};
use super::AppState;
use crate::game::log;
use crate::lowerhex;
use crate::transparency::{ConsistencyProof, Hash, InclusionProof, SignedTreeHead};

impl AppState {
    /// The head of a tree of `size` leaves with root `root`, signed now
    /// with the referee's key.
    fn signed_head(&self, size: u64, root: &Hash) -> SignedTreeHead {
        let now = self.clock.now().timestamp_millis();
        SignedTreeHead::sign(size, root, now, &self.referee.signing_key)
    }
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
    Ok(web::Json(state.signed_head(size, &root)))
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
        head: state.signed_head(found.tree_size, &found.root),
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
        head: state.signed_head(to, &root),
    }))
}
