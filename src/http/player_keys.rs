//! A player's signing keys: the Ed25519 public keys its signed moves
//! verify against (docs/FAIRNESS.md, "Signed moves"). A revoked key is kept,
//! marked: the signatures it made still verify in bundles, and it signs no
//! new move.

use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::auth::Caller;
use super::error::{ApiError, Problem, ProblemCode};
use super::state::AppState;
use crate::signature::{key_id, public_key, ED25519};
use crate::store::keys::{self, PlayerKeyRow};

/// The keys a player may hold unrevoked at once.
pub const MAX_ACTIVE_KEYS: i64 = 10;
/// The keys a player may have registered in all, revoked ones included
/// (they are kept for the bundles that carry their signatures).
pub const MAX_KEYS: i64 = 100;

/// Whether `text` has a key id's form: 16 lowercase hex digits (the first 8
/// bytes of SHA-256 of the public key, as `signature::key_id` writes them).
pub fn is_key_id(text: &str) -> bool {
    text.len() == 16 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RegisterKey {
    /// An Ed25519 public key (RFC 8032): 32 bytes, hex.
    #[schema(pattern = "^[0-9a-fA-F]{64}$")]
    pub public_key: String,
}

/// A public key of the caller's.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayerKey {
    /// The first 16 hex digits of SHA-256 of the public key: what a signed
    /// move names (`signature.key_id`).
    pub key_id: String,
    /// `ed25519`.
    pub algorithm: String,
    /// Hex, 32 bytes.
    pub public_key: String,
    pub created_at: DateTime<Utc>,
    /// When it was revoked: from then on it signs no move.
    #[schema(required = true)]
    pub revoked_at: Option<DateTime<Utc>>,
}

impl From<PlayerKeyRow> for PlayerKey {
    fn from(row: PlayerKeyRow) -> Self {
        PlayerKey {
            key_id: row.key_id,
            algorithm: ED25519.to_owned(),
            public_key: crate::lowerhex::encode(&row.public_key),
            created_at: row.created_at,
            revoked_at: row.revoked_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PlayerKeys {
    /// Oldest first, revoked ones included.
    pub keys: Vec<PlayerKey>,
}

/// Registers a public key the caller signs its moves with; answers its
/// `key_id`. A key registered already is answered as it is (`200`, revoked
/// or not); a key another player registered is refused (`409
/// public_key_taken`): a key belongs to one player. At most 10 unrevoked
/// keys, 100 in all. A public key is the canonical encoding (RFC 8032) of
/// a point not of small order.
#[utoipa::path(
    tag = "players",
    request_body = RegisterKey,
    security(("bearer" = ["keys"])),
    responses(
        (status = 201, description = "Registered", body = PlayerKey),
        (status = 200, description = "Registered already", body = PlayerKey),
        (status = 400, description = "`malformed_json`, `invalid_body`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`too_many_signing_keys`, `public_key_taken`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`invalid_public_key`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/players/me/keys")]
pub async fn register_key(
    state: web::Data<AppState>,
    caller: Caller,
    body: super::error::extractors::Json<RegisterKey>,
) -> Result<HttpResponse, ApiError> {
    let bytes = hex::decode(&body.public_key)
        .map_err(|_| "not hex".to_owned())
        .and_then(|bytes| public_key(&bytes).map(|key| (bytes, key)));
    let (bytes, key) = bytes.map_err(|why| {
        ApiError::unprocessable(
            ProblemCode::InvalidPublicKey,
            format!("`public_key` is an Ed25519 public key, 32 bytes in hex: {why}"),
        )
    })?;
    let id = key_id(&key);
    let player = caller.player_id;
    let now = state.clock.now();
    let registered = state
        .db(async move |conn| {
            let limits = (MAX_ACTIVE_KEYS, MAX_KEYS);
            crate::game::players::register_key(conn, player, &id, &bytes, limits, now)
                .await
                .map_err(ApiError::from)
        })
        .await?;
    match registered {
        keys::Registered::New(row) => Ok(HttpResponse::Created().json(PlayerKey::from(row))),
        keys::Registered::Already(row) => Ok(HttpResponse::Ok().json(PlayerKey::from(row))),
        keys::Registered::Taken => Err(ApiError::conflict(
            ProblemCode::PublicKeyTaken,
            "another player registered this public key: a key belongs to one player, generate one of your own",
        )),
        keys::Registered::TooMany => Err(ApiError::conflict(
            ProblemCode::TooManySigningKeys,
            format!(
                "a player holds at most {MAX_ACTIVE_KEYS} unrevoked keys and {MAX_KEYS} in all: revoke one first"
            ),
        )),
    }
}

/// The caller's keys, revoked ones included.
#[utoipa::path(
    tag = "players",
    security(("bearer" = ["keys"])),
    responses(
        (status = 200, body = PlayerKeys),
    )
)]
#[get("/players/me/keys")]
pub async fn list_keys(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<web::Json<PlayerKeys>, ApiError> {
    let player = caller.player_id;
    let rows = state
        .db(async move |conn| Ok::<_, ApiError>(keys::player_keys(conn, player).await?))
        .await?;
    Ok(web::Json(PlayerKeys {
        keys: rows.into_iter().map(PlayerKey::from).collect(),
    }))
}

/// Revokes one of the caller's keys: it is kept (the moves it signed still
/// verify in their bundles) and signs no new move. Revoking a revoked key
/// answers it as it is.
#[utoipa::path(
    tag = "players",
    params(("key_id" = String, Path, description = "The key's id: 16 lowercase hex digits", pattern = "^[0-9a-f]{16}$")),
    security(("bearer" = ["keys"])),
    responses(
        (status = 200, description = "Revoked", body = PlayerKey),
        (status = 404, description = "`signing_key_not_found`; `invalid_path` (not a key id's form)", body = Problem, content_type = "application/problem+json")
    )
)]
#[delete("/players/me/keys/{key_id}")]
pub async fn revoke_key(
    state: web::Data<AppState>,
    caller: Caller,
    key_id: web::Path<String>,
) -> Result<web::Json<PlayerKey>, ApiError> {
    let player = caller.player_id;
    let key_id = key_id.into_inner();
    // As a malformed game id is answered (`path_config`): no such resource,
    // and no query with what is not an id.
    if !is_key_id(&key_id) {
        return Err(ApiError::not_found(
            ProblemCode::InvalidPath,
            "no such resource (`key_id` is 16 lowercase hex digits)",
        ));
    }
    let now = state.clock.now();
    let row = state
        .db(async move |conn| {
            Ok::<_, ApiError>(crate::game::players::revoke_key(conn, player, &key_id, now).await?)
        })
        .await?
        .ok_or_else(|| {
            ApiError::not_found(
                ProblemCode::SigningKeyNotFound,
                "you have no key of this id (GET /v1/players/me/keys lists yours)",
            )
        })?;
    Ok(web::Json(PlayerKey::from(row)))
}
