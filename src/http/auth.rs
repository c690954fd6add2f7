//! Player authentication: API keys exchanged for HS256 JWTs, and the
//! [`Caller`] extractor that every authenticated handler takes.
//!
//! Tokens are revocable. Each carries the generation of its player's tokens
//! when it was issued (claim `gen`); `POST /v1/tokens/revoke` moves the
//! player's generation on, and a token is valid only while its generation is
//! still the player's. Every request checks it against the database, so a
//! revocation holds in every process on the next request. Two ways:
//!
//! - [`Caller`] (most handlers): the signature, then one small query of its
//!   own for the generation.
//! - [`UncheckedCaller`] (the move path and a game's view): the signature
//!   only. Its player id is private: the handler reads the generation in the
//!   statement that loads the game anyway ([`crate::store::games::read`])
//!   and gets a [`Caller`] from [`UncheckedCaller::check`] before it acts. No
//!   round trip is added.
//!
//! A token's signature is checked once per process ([`TokenKeys::verify`]
//! remembers it); its expiry and generation are checked on every request.

use std::future::{ready, Ready};

use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::{web, FromRequest, HttpMessage, HttpRequest};
use futures_util::future::LocalBoxFuture;
use sha2::{Digest, Sha256};

use super::error::{ApiError, ProblemCode};
use super::state::AppState;
pub use super::tokens::TokenKeys;
pub use crate::game::caller::{Caller, UncheckedCaller};

/// A fresh API key (shown once) and the hash that is stored.
pub fn new_api_key() -> Result<(String, Vec<u8>), ApiError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(ApiError::internal)?;
    let key = format!("rk_{}", crate::lowerhex::encode(bytes));
    let hash = hash_api_key(&key);
    Ok((key, hash))
}

pub fn hash_api_key(key: &str) -> Vec<u8> {
    Sha256::digest(key.as_bytes()).to_vec()
}

impl FromRequest for Caller {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    /// The token, then one query for its generation (on the worker's own
    /// connections, as every query).
    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let verified = state(req).and_then(|state| Ok((authorized(req, &state)?, state)));
        Box::pin(async move {
            let (unchecked, state) = verified?;
            state
                .db(async move |conn| Ok(unchecked.check_alone(conn).await?))
                .await
        })
    }
}

impl FromRequest for UncheckedCaller {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(state(req).and_then(|state| authorized(req, &state)))
    }
}

/// Records the use of a personal or an app's token (its `last_used_at`),
/// after its request was answered, at most once a minute a token and
/// process ([`TokenKeys::use_is_due`]). A refused token (`401`) was not
/// used. A failed write only leaves the record older.
pub async fn record_use(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let answer = next.call(req).await?;
    let grant = answer
        .request()
        .extensions()
        .get::<Authenticated>()
        .and_then(|Authenticated(done)| done.as_ref().ok()?.grant());
    if let Some(grant) = grant.filter(|_| answer.status() != StatusCode::UNAUTHORIZED) {
        if let Ok(state) = state(answer.request()) {
            if state.keys.use_is_due(grant) {
                // Boxed: this future is held for the whole request (a
                // long-poll's minute too), and the write's own state would
                // otherwise be part of every request's, written or not.
                Box::pin(note_use(state, grant)).await;
            }
        }
    }
    Ok(answer)
}

/// Writes the use of the token of `grant` now; a failure is only logged.
async fn note_use(state: web::Data<AppState>, grant: uuid::Uuid) {
    let now = chrono::Utc::now();
    let recorded = state
        .db(async move |conn| Ok(crate::game::access::note_use(conn, grant, now).await?))
        .await;
    if let Err(err) = recorded {
        tracing::warn!("recording the use of access token {grant}: {err}");
    }
}

fn state(req: &HttpRequest) -> Result<web::Data<AppState>, ApiError> {
    req.app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| ApiError::internal("AppState missing from the app"))
}

/// The request's token, verified ([`authenticate`]), if it holds every
/// scope its operation declares in the OpenAPI document (`routes::Routes`,
/// made from it): else `403 insufficient_scope`, naming the scope, before
/// anything is read. The declaration is the one list of what each
/// operation needs; an operation that takes a token and declares nothing
/// is a bug of the document, refused as such.
fn authorized(req: &HttpRequest, state: &AppState) -> Result<UncheckedCaller, ApiError> {
    let token = authenticate(req, state)?;
    let needed = req
        .app_data::<web::Data<super::routes::Routes>>()
        .zip(req.match_pattern())
        .and_then(|(routes, pattern)| routes.declared_scopes(req.method(), &pattern))
        .filter(|needed| !needed.is_empty())
        .ok_or_else(|| {
            ApiError::internal(format!(
                "{} {} takes a token but declares no scope",
                req.method(),
                req.path()
            ))
        })?;
    for scope in needed.iter() {
        token.require(scope)?;
    }
    Ok(token)
}

/// The token of an `Authorization: Bearer <token>` header. The scheme is
/// case-insensitive (RFC 9110, 11.1): `bearer` and `BEARER` work too.
fn bearer_token(header: &str) -> Option<&str> {
    let (scheme, token) = header.trim_start().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then_some(token.trim())
}

/// The outcome of [`authenticate`], kept with the request.
#[derive(Clone)]
struct Authenticated(Result<UncheckedCaller, ApiError>);

/// The signature and expiry of the bearer token, checked once per request:
/// the rate limiter and the handler's extractor both ask.
pub(super) fn authenticate(
    req: &HttpRequest,
    state: &AppState,
) -> Result<UncheckedCaller, ApiError> {
    if let Some(Authenticated(done)) = req.extensions().get::<Authenticated>() {
        return done.clone();
    }
    let outcome = verify_header(req, state);
    req.extensions_mut().insert(Authenticated(outcome.clone()));
    outcome
}

fn verify_header(req: &HttpRequest, state: &AppState) -> Result<UncheckedCaller, ApiError> {
    let header = req
        .headers()
        .get(actix_web::http::header::AUTHORIZATION)
        .ok_or_else(|| {
            ApiError::unauthorized(
                ProblemCode::MissingToken,
                "send Authorization: Bearer <token>",
            )
        })?;
    let token = header
        .to_str()
        .ok()
        .and_then(bearer_token)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            ApiError::unauthorized(
                ProblemCode::InvalidToken,
                "the Authorization header must be: Bearer <token>",
            )
        })?;
    state.keys.verify(token)
}
