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

use std::collections::HashMap;
use std::future::{ready, Ready};
use std::sync::Mutex;

use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpMessage, HttpRequest};
use chrono::{DateTime, Utc};
use futures_util::future::LocalBoxFuture;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::error::{ApiError, ProblemCode};
use super::AppState;
pub use crate::game::caller::{Caller, UncheckedCaller};

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: Uuid,
    iat: i64,
    exp: i64,
    /// The generation of the player's tokens at issue; tokens issued before
    /// revocation existed have none and count as generation 0.
    #[serde(rename = "gen", default)]
    generation: i32,
}

/// Signs and checks player tokens.
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    ttl: chrono::Duration,
    /// Tokens whose signature this process checked, with what they say: a
    /// client sends the same token on every request, and checking it (two
    /// base64 decodes, two JSON parses, an HMAC) shows in the server's CPU
    /// under load (docs/BENCHMARKS.md, "Profiles behind choices in the
    /// code"). Only the expiry is checked again on a hit.
    verified: Mutex<HashMap<Box<str>, Verified>>,
}

/// What a token whose signature was checked says.
#[derive(Debug, Clone, Copy)]
struct Verified {
    player_id: Uuid,
    generation: i32,
    expires: i64,
}

/// The most tokens [`TokenKeys`] remembers; when full it forgets some
/// other one (checked again on its next use), as `http::kept::KeptGames`
/// does with games: bounded memory, no bookkeeping on a hit.
const VERIFIED_TOKENS_MAX: usize = 4096;

impl TokenKeys {
    pub fn new(secret: &[u8], ttl_secs: u64) -> Result<Self, jsonwebtoken::errors::Error> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = TOKEN_LEEWAY_SECS.unsigned_abs();
        validation.set_required_spec_claims(&["exp", "sub"]);
        Ok(TokenKeys {
            encoding: EncodingKey::from_secret(secret)?,
            decoding: DecodingKey::from_secret(secret)?,
            validation,
            ttl: chrono::Duration::seconds(i64::try_from(ttl_secs).unwrap_or(i64::MAX / 2)),
            verified: Mutex::new(HashMap::new()),
        })
    }

    /// A token for `player` at the generation of its tokens (the
    /// `token_generation` of its row), valid for the configured lifetime.
    pub fn issue(
        &self,
        player: Uuid,
        generation: i32,
    ) -> Result<(String, DateTime<Utc>), ApiError> {
        let now = Utc::now();
        let expires_at = now + self.ttl;
        self.sign(player, generation, now, expires_at)
            .map(|token| (token, expires_at))
    }

    /// A token with explicit times (tests forge expired ones with this).
    pub fn sign(
        &self,
        player: Uuid,
        generation: i32,
        issued: DateTime<Utc>,
        expires: DateTime<Utc>,
    ) -> Result<String, ApiError> {
        let claims = Claims {
            sub: player,
            iat: issued.timestamp(),
            exp: expires.timestamp(),
            generation,
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(ApiError::internal)
    }

    /// Checks the signature and the expiry; the generation is left to
    /// [`UncheckedCaller::check`]. A token whose signature was checked
    /// before is not checked again; its expiry is, with the same leeway.
    pub fn verify(&self, token: &str) -> Result<UncheckedCaller, ApiError> {
        self.verify_at(token, Utc::now().timestamp())
    }

    fn verify_at(&self, token: &str, now: i64) -> Result<UncheckedCaller, ApiError> {
        let remembered = {
            let mut tokens = self.verified_tokens();
            match tokens.get(token).copied() {
                Some(verified) if verified.expires.saturating_add(TOKEN_LEEWAY_SECS) < now => {
                    tokens.remove(token);
                    return Err(token_expired());
                }
                remembered => remembered,
            }
        };
        let verified = match remembered {
            Some(verified) => verified,
            None => self.verify_signature(token)?,
        };
        Ok(UncheckedCaller::signed(
            verified.player_id,
            verified.generation,
        ))
    }

    fn verify_signature(&self, token: &str) -> Result<Verified, ApiError> {
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map_err(|err| match err.kind() {
                ErrorKind::ExpiredSignature => token_expired(),
                _ => ApiError::unauthorized(ProblemCode::InvalidToken, "the token is not valid"),
            })?
            .claims;
        let verified = Verified {
            player_id: claims.sub,
            generation: claims.generation,
            expires: claims.exp,
        };
        let mut remembered = self.verified_tokens();
        if remembered.len() >= VERIFIED_TOKENS_MAX {
            if let Some(other) = remembered.keys().next().cloned() {
                remembered.remove(&other);
            }
        }
        remembered.insert(token.into(), verified);
        Ok(verified)
    }

    /// The remembered tokens; a panic while they were held left nothing
    /// half-done in them (a map insert or clear), so a poisoned lock is
    /// taken as it is.
    fn verified_tokens(&self) -> std::sync::MutexGuard<'_, HashMap<Box<str>, Verified>> {
        self.verified
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

fn token_expired() -> ApiError {
    ApiError::unauthorized(
        ProblemCode::TokenExpired,
        "the token has expired: get a new one at POST /v1/tokens",
    )
}

/// Seconds a token is still taken after its `exp` (clocks drift).
const TOKEN_LEEWAY_SECS: i64 = 5;

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
        let verified = state(req).and_then(|state| Ok((authenticate(req, &state)?, state)));
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
        ready(state(req).and_then(|state| authenticate(req, &state)))
    }
}

fn state(req: &HttpRequest) -> Result<web::Data<AppState>, ApiError> {
    req.app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| ApiError::internal("AppState missing from the app"))
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

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> TokenKeys {
        TokenKeys::new(b"a secret of the tests, long enough", 3600).unwrap()
    }

    fn code(result: Result<UncheckedCaller, ApiError>) -> &'static str {
        result.unwrap_err().code.as_str()
    }

    #[test]
    fn a_token_checked_once_is_remembered_and_says_the_same_again() {
        let keys = keys();
        let player = Uuid::new_v4();
        let (token, _) = keys.issue(player, 3).unwrap();
        for _ in 0..2 {
            let caller = keys.verify(&token).unwrap();
            assert_eq!((caller.subject(), caller.generation()), (player, 3));
        }
        assert_eq!(keys.verified_tokens().len(), 1);
    }

    #[test]
    fn a_remembered_token_is_refused_as_expired_once_its_expiry_and_leeway_pass() {
        let keys = keys();
        let now = Utc::now();
        let expires = now + chrono::Duration::seconds(30);
        let token = keys.sign(Uuid::new_v4(), 0, now, expires).unwrap();
        let last_second = expires.timestamp() + TOKEN_LEEWAY_SECS;
        keys.verify_at(&token, now.timestamp()).unwrap();
        keys.verify_at(&token, last_second).unwrap();
        assert_eq!(
            code(keys.verify_at(&token, last_second + 1)),
            "token_expired"
        );
        assert!(
            keys.verified_tokens().is_empty(),
            "an expired token is forgotten"
        );
    }

    #[test]
    fn a_token_of_another_key_or_tampered_is_refused_and_not_remembered() {
        let keys = keys();
        let other = TokenKeys::new(b"another secret, of another server", 3600).unwrap();
        let (foreign, _) = other.issue(Uuid::new_v4(), 0).unwrap();
        other.verify(&foreign).unwrap();
        assert_eq!(code(keys.verify(&foreign)), "invalid_token");
        let (token, _) = keys.issue(Uuid::new_v4(), 0).unwrap();
        keys.verify(&token).unwrap();
        let tampered = format!("{token}x");
        assert_eq!(code(keys.verify(&tampered)), "invalid_token");
        assert_eq!(keys.verified_tokens().len(), 1);
    }

    #[test]
    fn the_remembered_tokens_stay_bounded() {
        let keys = keys();
        for _ in 0..=VERIFIED_TOKENS_MAX {
            let (token, _) = keys.issue(Uuid::new_v4(), 0).unwrap();
            keys.verify(&token).unwrap();
        }
        assert!(keys.verified_tokens().len() <= VERIFIED_TOKENS_MAX);
        assert!(!keys.verified_tokens().is_empty());
    }
}
