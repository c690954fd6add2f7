//! Signing in as a person does: a handle and a password for a token of
//! every scope, a recovery code for a forgotten password, and the caller's
//! own handle and password (docs/API.md, "Signing in"). Every guess of a
//! password or a recovery code counts against its account and its client
//! address first (`limits::Limits::check_password_guess`).

use actix_web::{post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::auth::Caller;
use super::dto::TokenResponse;
use super::error::{ApiError, Problem, ProblemCode};
use super::state::AppState;
use crate::game::passwords;
use crate::game::players::StoredPassword;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SignIn {
    /// The player's handle, in any case.
    pub handle: String,
    pub password: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Recover {
    /// The player's handle, in any case.
    pub handle: String,
    /// The code shown when the password was last set, as shown (the
    /// dashes, spaces and case do not matter).
    pub recovery_code: String,
    /// The new password: at least 8 characters, at most 1024 bytes, not
    /// the handle.
    #[schema(min_length = 8)]
    pub new_password: String,
}

/// A recovered account: a token of every scope, and the next recovery
/// code (the one used is spent), shown this once.
#[derive(Debug, Serialize, ToSchema)]
pub struct Recovered {
    pub player_id: Uuid,
    pub token: String,
    pub expires_at: DateTime<Utc>,
    pub recovery_code: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetHandle {
    /// 2 to 30 ASCII letters, digits, `_` or `-`, starting with a letter or
    /// digit.
    #[schema(pattern = "^[A-Za-z0-9][A-Za-z0-9_-]{1,29}$")]
    pub handle: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HandleSet {
    pub handle: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetPassword {
    /// The new password: at least 8 characters, at most 1024 bytes, not
    /// the handle.
    #[schema(min_length = 8)]
    pub password: String,
    /// The password set now, if there is one (else `403 wrong_password`).
    #[serde(default)]
    pub current_password: Option<String>,
}

/// A password set: the code that replaces it if forgotten, shown this
/// once (any earlier code no longer works).
#[derive(Debug, Serialize, ToSchema)]
pub struct PasswordSet {
    pub recovery_code: String,
}

/// A password as it is stored, and its new recovery code as shown once:
/// hashed off the event loop (Argon2id takes tens of milliseconds).
pub(super) async fn stored_password(
    password: String,
) -> Result<(StoredPassword, String), ApiError> {
    let (hash, (code, recovery_code_hash)) = web::block(move || {
        Ok::<_, crate::game::Error>((
            passwords::hash_password(&password)?,
            passwords::new_recovery_code()?,
        ))
    })
    .await??;
    Ok((
        StoredPassword {
            hash,
            recovery_code_hash,
        },
        code,
    ))
}

/// Whether `password` is the one `stored` hashes, checked off the event
/// loop.
async fn password_matches(stored: Option<String>, password: String) -> Result<bool, ApiError> {
    Ok(web::block(move || passwords::password_matches(stored.as_deref(), &password)).await?)
}

fn wrong_handle_or_password() -> ApiError {
    ApiError::unauthorized(
        ProblemCode::InvalidCredentials,
        "unknown handle or wrong password",
    )
}

/// Signs in with a handle and a password: a token of every scope, as an
/// API key's. An unknown handle and a wrong password are answered alike,
/// in about the same time. Each attempt counts against the account's and
/// the address's guesses an hour (`429 rate_limited` past them).
#[utoipa::path(
    tag = "players",
    request_body = SignIn,
    responses(
        (status = 200, body = TokenResponse),
        (status = 401, description = "`invalid_credentials`", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "`rate_limited`: too many guesses for this account or from this address", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/sessions")]
pub async fn sign_in(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: super::error::extractors::Json<SignIn>,
) -> Result<HttpResponse, ApiError> {
    let SignIn { handle, password } = body.into_inner();
    if let Err(refusal) = state.limits.check_password_guess(&req, &handle) {
        return Ok(refusal.response());
    }
    let found = state
        .db(async move |conn| Ok(crate::game::players::credentials_by_handle(conn, &handle).await?))
        .await?;
    let stored = found.as_ref().and_then(|c| c.password_hash.clone());
    if !password_matches(stored, password).await? {
        return Err(wrong_handle_or_password());
    }
    let player = found.ok_or_else(wrong_handle_or_password)?;
    let (token, expires_at) = state.keys.issue(player.id, player.token_generation)?;
    Ok(HttpResponse::Ok().json(TokenResponse {
        player_id: player.id,
        token,
        expires_at,
    }))
}

/// Replaces a forgotten password with the recovery code shown when it was
/// set: the code is spent, the new password set, every token of the player
/// revoked (its personal and apps' tokens too) and every passkey deleted
/// (one added by whoever took the account must not outlive it); answers a
/// new token and the next recovery code. Each attempt counts against the
/// account's and the address's guesses an hour.
#[utoipa::path(
    tag = "players",
    request_body = Recover,
    responses(
        (status = 200, body = Recovered),
        (status = 401, description = "`invalid_credentials` (unknown handle, or not its recovery code)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`weak_password`", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "`rate_limited`: too many guesses for this account or from this address", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/sessions/recover")]
pub async fn recover(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: super::error::extractors::Json<Recover>,
) -> Result<HttpResponse, ApiError> {
    let Recover {
        handle,
        recovery_code,
        new_password,
    } = body.into_inner();
    passwords::check_password(&new_password, Some(&handle))?;
    if let Err(refusal) = state.limits.check_password_guess(&req, &handle) {
        return Ok(refusal.response());
    }
    let spent = passwords::recovery_code_hash(&recovery_code);
    let player = state
        .db(async move |conn| Ok(crate::game::players::credentials_by_handle(conn, &handle).await?))
        .await?
        .filter(|player| player.recovery_code_hash.as_deref() == Some(spent.as_slice()))
        .ok_or_else(|| {
            ApiError::unauthorized(
                ProblemCode::InvalidCredentials,
                "unknown handle or wrong recovery code",
            )
        })?;
    let (stored, recovery_code) = stored_password(new_password).await?;
    let now = state.clock.now();
    let id = player.id;
    let generation = state
        .db(async move |conn| {
            Ok(crate::game::players::recover(conn, id, &spent, &stored, now).await?)
        })
        .await?;
    let (token, expires_at) = state.keys.issue(id, generation)?;
    Ok(HttpResponse::Ok().json(Recovered {
        player_id: id,
        token,
        expires_at,
        recovery_code,
    }))
}

/// Sets or changes the caller's handle.
#[utoipa::path(
    tag = "players",
    request_body = SetHandle,
    security(("bearer" = ["account"])),
    responses(
        (status = 200, body = HandleSet),
        (status = 409, description = "`handle_taken`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`invalid_handle`", body = Problem, content_type = "application/problem+json")
    )
)]
#[put("/players/me/handle")]
pub async fn set_handle(
    state: web::Data<AppState>,
    caller: Caller,
    body: super::error::extractors::Json<SetHandle>,
) -> Result<web::Json<HandleSet>, ApiError> {
    let SetHandle { handle } = body.into_inner();
    passwords::check_handle(&handle)?;
    let stored = handle.clone();
    state
        .db(async move |conn| {
            Ok(crate::game::players::set_handle(conn, caller.player_id, &stored).await?)
        })
        .await?;
    Ok(web::Json(HandleSet { handle }))
}

/// Sets the caller's password (it needs a handle first), or changes it
/// given the current one; answers the new recovery code, shown once (any
/// earlier one no longer works). A change counts against the account's
/// and the address's password guesses an hour. Tokens already issued keep
/// working (`POST /v1/tokens/revoke` ends them).
#[utoipa::path(
    tag = "players",
    request_body = SetPassword,
    security(("bearer" = ["account"])),
    responses(
        (status = 200, body = PasswordSet),
        (status = 403, description = "`wrong_password` (`current_password` missing or not the password set)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`handle_required` (set a handle first)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`weak_password`", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "`rate_limited`: too many guesses for this account or from this address", body = Problem, content_type = "application/problem+json")
    )
)]
#[put("/players/me/password")]
pub async fn set_password(
    state: web::Data<AppState>,
    req: HttpRequest,
    caller: Caller,
    body: super::error::extractors::Json<SetPassword>,
) -> Result<HttpResponse, ApiError> {
    let SetPassword {
        password,
        current_password,
    } = body.into_inner();
    let credentials = state
        .db(async move |conn| Ok(crate::game::players::credentials(conn, caller).await?))
        .await?;
    let Some(handle) = credentials.handle else {
        return Err(ApiError::conflict(
            ProblemCode::HandleRequired,
            "set a handle first (PUT /v1/players/me/handle): a password signs in with it",
        ));
    };
    passwords::check_password(&password, Some(&handle))?;
    let replaced = credentials.password_hash;
    if let Some(current) = &replaced {
        if let Err(refusal) = state.limits.check_password_guess(&req, &handle) {
            return Ok(refusal.response());
        }
        let given = current_password.unwrap_or_default();
        if !password_matches(Some(current.clone()), given).await? {
            return Err(ApiError::forbidden(
                ProblemCode::WrongPassword,
                "give the password set now as `current_password`",
            ));
        }
    }
    let (stored, recovery_code) = stored_password(password).await?;
    state
        .db(async move |conn| {
            Ok(
                crate::game::players::set_password(conn, caller, replaced.as_deref(), &stored)
                    .await?,
            )
        })
        .await?;
    Ok(HttpResponse::Ok().json(PasswordSet { recovery_code }))
}
