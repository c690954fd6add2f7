//! Player authentication: API keys exchanged for HS256 JWTs, and the
//! [`Caller`] extractor that every authenticated handler takes.

use std::future::{ready, Ready};

use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpRequest};
use chrono::{DateTime, Utc};
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::error::ApiError;
use super::AppState;

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: Uuid,
    iat: i64,
    exp: i64,
}

/// Signs and checks player tokens.
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    ttl: chrono::Duration,
}

impl TokenKeys {
    pub fn new(secret: &[u8], ttl_secs: u64) -> Result<Self, jsonwebtoken::errors::Error> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 5;
        validation.set_required_spec_claims(&["exp", "sub"]);
        Ok(TokenKeys {
            encoding: EncodingKey::from_secret(secret)?,
            decoding: DecodingKey::from_secret(secret)?,
            validation,
            ttl: chrono::Duration::seconds(i64::try_from(ttl_secs).unwrap_or(i64::MAX / 2)),
        })
    }

    /// A token for `player`, valid for the configured lifetime.
    pub fn issue(&self, player: Uuid) -> Result<(String, DateTime<Utc>), ApiError> {
        let now = Utc::now();
        let expires_at = now + self.ttl;
        self.sign(player, now, expires_at)
            .map(|token| (token, expires_at))
    }

    /// A token with explicit times (tests forge expired ones with this).
    pub fn sign(
        &self,
        player: Uuid,
        issued: DateTime<Utc>,
        expires: DateTime<Utc>,
    ) -> Result<String, ApiError> {
        let claims = Claims {
            sub: player,
            iat: issued.timestamp(),
            exp: expires.timestamp(),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(ApiError::internal)
    }

    pub fn verify(&self, token: &str) -> Result<Uuid, ApiError> {
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map(|data| data.claims.sub)
            .map_err(|err| match err.kind() {
                ErrorKind::ExpiredSignature => ApiError::unauthorized(
                    "token_expired",
                    "the token has expired: get a new one at POST /v1/tokens",
                ),
                _ => ApiError::unauthorized("invalid_token", "the token is not valid"),
            })
    }
}

/// A fresh API key (shown once) and the hash that is stored.
pub fn new_api_key() -> Result<(String, Vec<u8>), ApiError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(ApiError::internal)?;
    let key = format!("rk_{}", hex::encode(bytes));
    let hash = hash_api_key(&key);
    Ok((key, hash))
}

pub fn hash_api_key(key: &str) -> Vec<u8> {
    Sha256::digest(key.as_bytes()).to_vec()
}

/// The authenticated player making the request.
#[derive(Debug, Clone, Copy)]
pub struct Caller {
    pub player_id: Uuid,
}

impl FromRequest for Caller {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(authenticate(req))
    }
}

/// The token of an `Authorization: Bearer <token>` header. The scheme is
/// case-insensitive (RFC 9110, 11.1): `bearer` and `BEARER` work too.
fn bearer_token(header: &str) -> Option<&str> {
    let (scheme, token) = header.trim_start().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then_some(token.trim())
}

fn authenticate(req: &HttpRequest) -> Result<Caller, ApiError> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .ok_or_else(|| ApiError::internal("AppState missing from the app"))?;
    let header = req
        .headers()
        .get(actix_web::http::header::AUTHORIZATION)
        .ok_or_else(|| {
            ApiError::unauthorized("missing_token", "send Authorization: Bearer <token>")
        })?;
    let token = header
        .to_str()
        .ok()
        .and_then(bearer_token)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            ApiError::unauthorized(
                "invalid_token",
                "the Authorization header must be: Bearer <token>",
            )
        })?;
    let player_id = state.keys.verify(token)?;
    Ok(Caller { player_id })
}
