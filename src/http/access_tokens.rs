//! Personal access tokens: a player's own tokens for its scripts and tools,
//! each with a name, the scopes it chose and an optional expiry; shown once,
//! listed with their last use, revoked one by one (docs/API.md, "Personal
//! access tokens").

use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::auth::{hash_api_key, Caller};
use super::error::{ApiError, Problem, ProblemCode};
use super::state::AppState;
use super::tokens::TokenFor;
use crate::game::scope::{Scope, Scopes};
use crate::store::access_tokens::{AccessTokenRow, PERSONAL};

/// The longest a personal access token may be made to last, in days.
pub const MAX_EXPIRY_DAYS: u32 = 3650;

/// How long a token "without expiry" is signed for: its JWT must carry an
/// `exp`, and no one keeps a token for a century.
const NO_EXPIRY_YEARS: i64 = 100;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateAccessToken {
    /// What the token is for, as you will recognise it in the list: 1 to 64
    /// characters.
    #[schema(min_length = 1, max_length = 64)]
    pub name: String,
    /// What the token may do: one scope or more, each held by the token
    /// that makes it.
    #[schema(min_items = 1)]
    pub scopes: Vec<Scope>,
    /// Days until the token expires (1 to 3650); absent or null: it does
    /// not expire, and lasts until revoked.
    #[schema(minimum = 1, maximum = 3650)]
    #[serde(default)]
    pub expires_in_days: Option<u32>,
}

/// A personal access token, as listed: never the token itself.
#[derive(Debug, Serialize, ToSchema)]
pub struct AccessToken {
    pub id: Uuid,
    pub name: String,
    pub scopes: Vec<Scope>,
    pub created_at: DateTime<Utc>,
    /// When it stops working; null: never (until revoked).
    #[schema(required = true)]
    pub expires_at: Option<DateTime<Utc>>,
    /// When it was last used, to the minute; null: never.
    #[schema(required = true)]
    pub last_used_at: Option<DateTime<Utc>>,
}

impl From<AccessTokenRow> for AccessToken {
    fn from(row: AccessTokenRow) -> Self {
        AccessToken {
            id: row.id,
            name: row.name,
            scopes: Scopes::from_stored(&row.scopes).iter().collect(),
            created_at: row.created_at,
            expires_at: row.expires_at,
            last_used_at: row.last_used_at,
        }
    }
}

/// A personal access token just made: the token is shown this once.
#[derive(Debug, Serialize, ToSchema)]
pub struct AccessTokenCreated {
    #[serde(flatten)]
    pub access_token: AccessToken,
    /// Send it as `Authorization: Bearer <token>`. Kept only as a hash:
    /// it cannot be shown again.
    pub token: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AccessTokens {
    /// The live ones (neither revoked nor expired), newest first.
    pub tokens: Vec<AccessToken>,
}

/// Makes a personal access token with a name, the scopes it may use (each
/// one the calling token holds) and an optional expiry. The token is
/// answered once and kept as a hash. At most 50 live at once.
#[utoipa::path(
    tag = "players",
    request_body = CreateAccessToken,
    security(("bearer" = ["account"])),
    responses(
        (status = 201, body = AccessTokenCreated),
        (status = 403, description = "`insufficient_scope`: a scope asked for that the calling token does not hold", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`too_many_tokens`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`invalid_name`, `invalid_scope` (no scope), `invalid_expiry`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/players/me/tokens")]
pub async fn create_access_token(
    state: web::Data<AppState>,
    caller: Caller,
    body: super::error::extractors::Json<CreateAccessToken>,
) -> Result<HttpResponse, ApiError> {
    let CreateAccessToken {
        name,
        scopes,
        expires_in_days,
    } = body.into_inner();
    let name = name.trim().to_owned();
    if !super::players::is_valid_name(&name) {
        return Err(ApiError::unprocessable(
            ProblemCode::InvalidName,
            "name must be 1 to 64 characters with at least one visible one, and no control or bidirectional-override characters",
        ));
    }
    let scopes: Scopes = scopes.into_iter().collect();
    if scopes.is_empty() {
        return Err(ApiError::unprocessable(
            ProblemCode::InvalidScope,
            "a token needs one scope or more",
        ));
    }
    // A token cannot make one that does more than itself.
    for scope in scopes.iter() {
        caller.require(scope)?;
    }
    if expires_in_days.is_some_and(|days| !(1..=MAX_EXPIRY_DAYS).contains(&days)) {
        return Err(ApiError::unprocessable(
            ProblemCode::InvalidExpiry,
            format!("expires_in_days is 1 to {MAX_EXPIRY_DAYS}, or null for no expiry"),
        ));
    }
    let now = state.clock.now();
    let expires_at = expires_in_days.map(|days| now + chrono::Duration::days(days.into()));
    let id = Uuid::new_v4();
    let token = state.keys.sign_for(
        &TokenFor {
            player: caller.player_id,
            generation: caller.generation(),
            scopes,
            grant: Some(id),
            expires: expires_at
                .unwrap_or_else(|| now + chrono::Duration::days(365 * NO_EXPIRY_YEARS)),
        },
        now,
    )?;
    let row = AccessTokenRow {
        id,
        player_id: caller.player_id,
        kind: PERSONAL.to_owned(),
        name,
        redirect_host: None,
        scopes: scopes.to_stored(),
        token_hash: hash_api_key(&token),
        created_at: now,
        expires_at,
        last_used_at: None,
        revoked_at: None,
    };
    let row = state
        .db(async move |conn| Ok(crate::game::access::create_personal(conn, caller, row).await?))
        .await?;
    Ok(HttpResponse::Created().json(AccessTokenCreated {
        access_token: AccessToken::from(row),
        token,
    }))
}

/// The caller's live personal access tokens (neither revoked nor expired),
/// newest first, each with its scopes and last use.
#[utoipa::path(
    tag = "players",
    security(("bearer" = ["account"])),
    responses((status = 200, body = AccessTokens))
)]
#[get("/players/me/tokens")]
pub async fn list_access_tokens(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<web::Json<AccessTokens>, ApiError> {
    let now = state.clock.now();
    let player = caller.player_id;
    let rows = state
        .db(async move |conn| {
            Ok(crate::game::access::live_tokens(conn, player, PERSONAL, now).await?)
        })
        .await?;
    Ok(web::Json(AccessTokens {
        tokens: rows.into_iter().map(AccessToken::from).collect(),
    }))
}

/// Revokes one of the caller's access tokens (a personal one, or one an
/// app holds): refused from its next request on, its long-polls and
/// streams ended at once; the caller's other tokens keep working.
#[utoipa::path(
    tag = "players",
    params(("id" = Uuid, Path, description = "The token's id")),
    security(("bearer" = ["account"])),
    responses(
        (status = 204, description = "Revoked"),
        (status = 404, description = "`access_token_not_found` (none of yours, or revoked already); `invalid_path`", body = Problem, content_type = "application/problem+json")
    )
)]
#[delete("/players/me/tokens/{id}")]
pub async fn revoke_access_token(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let player = caller.player_id;
    let now = state.clock.now();
    state
        .db(async move |conn| Ok(crate::game::access::revoke(conn, player, id, now).await?))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
