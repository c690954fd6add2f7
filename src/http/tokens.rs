//! Player tokens, and the cursors a client must not forge: signed and
//! checked with the server's secret.

use std::collections::HashMap;
use std::sync::Mutex;

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use uuid::Uuid;

use super::error::{ApiError, ProblemCode};
use crate::game::caller::UncheckedCaller;
use crate::game::scope::Scopes;

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: Uuid,
    iat: i64,
    exp: i64,
    /// The generation of the player's tokens at issue; tokens issued before
    /// revocation existed have none and count as generation 0.
    #[serde(rename = "gen", default)]
    generation: i32,
    /// What the token may do, space-separated (RFC 6749, 3.3; RFC 9068's
    /// claim). A token without it was issued before scopes existed, by an
    /// API key: it holds every scope.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    scope: Option<String>,
    /// The access token row of a personal or an app's token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    grant: Option<Uuid>,
}

/// What a token is issued for: whose, at which generation of its tokens,
/// with which scopes, of which access token row (if any), until when.
#[derive(Debug, Clone, Copy)]
pub struct TokenFor {
    pub player: Uuid,
    pub generation: i32,
    pub scopes: Scopes,
    pub grant: Option<Uuid>,
    pub expires: DateTime<Utc>,
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
    /// Seals cursors that carry figures the server trusts when they come
    /// back (a leaderboard page's rank and position).
    cursors: Hmac<Sha256>,
    /// When this process last recorded each access token's use (Unix
    /// seconds): a token's `last_used_at` is written at most once a
    /// [`USE_RECORD_SECS`], not on every request.
    uses: Mutex<HashMap<Uuid, i64>>,
}

/// How often a token's use is recorded, at most, by one process.
pub const USE_RECORD_SECS: i64 = 60;

/// What a cursor's seal says it is for, so that no other use of the
/// secret's HMAC can be passed off as one.
const CURSOR_DOMAIN: &[u8] = b"referee cursor\0";
/// The seal's length in bytes (hex: twice as many digits).
const SEAL_BYTES: usize = 16;

/// What a token whose signature was checked says.
#[derive(Debug, Clone, Copy)]
struct Verified {
    player_id: Uuid,
    generation: i32,
    scopes: Scopes,
    grant: Option<Uuid>,
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
            cursors: Hmac::<Sha256>::new_from_slice(secret)
                .map_err(|_| jsonwebtoken::errors::ErrorKind::InvalidKeyFormat)?,
            uses: Mutex::new(HashMap::new()),
        })
    }

    fn seal_of(&self, payload: &str) -> Hmac<Sha256> {
        let mut mac = self.cursors.clone();
        mac.update(CURSOR_DOMAIN);
        mac.update(payload.as_bytes());
        mac
    }

    /// `payload` with this server's seal: `{payload}.{seal}`.
    pub fn seal(&self, payload: &str) -> String {
        let seal = self.seal_of(payload).finalize().into_bytes();
        format!("{payload}.{}", crate::lowerhex::encode(&seal[..SEAL_BYTES]))
    }

    /// The payload of a cursor this server's [`seal`](Self::seal) made,
    /// or `None` for anything else (a changed payload, another secret's
    /// seal, no seal).
    pub fn unseal<'a>(&self, sealed: &'a str) -> Option<&'a str> {
        let (payload, seal) = sealed.rsplit_once('.')?;
        let seal = hex::decode(seal).ok()?;
        (seal.len() == SEAL_BYTES)
            .then(|| self.seal_of(payload).verify_truncated_left(&seal).ok())
            .flatten()
            .map(|()| payload)
    }

    /// A token for `player` at the generation of its tokens (the
    /// `token_generation` of its row), valid for the configured lifetime,
    /// holding every scope: the token of an API key or a signed-in session.
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

    /// A token of every scope with explicit times (tests forge expired ones
    /// with this).
    pub fn sign(
        &self,
        player: Uuid,
        generation: i32,
        issued: DateTime<Utc>,
        expires: DateTime<Utc>,
    ) -> Result<String, ApiError> {
        self.sign_for(
            &TokenFor {
                player,
                generation,
                scopes: Scopes::all(),
                grant: None,
                expires,
            },
            issued,
        )
    }

    /// A token as `what` says, issued at `issued`.
    pub fn sign_for(&self, what: &TokenFor, issued: DateTime<Utc>) -> Result<String, ApiError> {
        let claims = Claims {
            sub: what.player,
            iat: issued.timestamp(),
            exp: what.expires.timestamp(),
            generation: what.generation,
            scope: Some(what.scopes.to_space_separated()),
            grant: what.grant,
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(ApiError::internal)
    }

    /// Whether this process should record access token `grant`'s use now
    /// (not done in the last [`USE_RECORD_SECS`]); if so, counts it done.
    pub fn use_is_due(&self, grant: Uuid) -> bool {
        let now = Utc::now().timestamp();
        let mut uses = self
            .uses
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if uses
            .get(&grant)
            .is_some_and(|last| now - last < USE_RECORD_SECS)
        {
            return false;
        }
        if uses.len() >= VERIFIED_TOKENS_MAX {
            uses.retain(|_, last| now - *last < USE_RECORD_SECS);
        }
        uses.insert(grant, now);
        true
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
            verified.scopes,
            verified.grant,
        ))
    }

    fn verify_signature(&self, token: &str) -> Result<Verified, ApiError> {
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map_err(|err| match err.kind() {
                ErrorKind::ExpiredSignature => token_expired(),
                _ => ApiError::unauthorized(ProblemCode::InvalidToken, "the token is not valid"),
            })?
            .claims;
        let scopes = match &claims.scope {
            None => Scopes::all(),
            Some(scope) => Scopes::parse_space_separated(scope).map_err(|_| {
                ApiError::unauthorized(ProblemCode::InvalidToken, "the token is not valid")
            })?,
        };
        let verified = Verified {
            player_id: claims.sub,
            generation: claims.generation,
            scopes,
            grant: claims.grant,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> TokenKeys {
        TokenKeys::new(b"a secret of the tests, long enough", 3600).unwrap()
    }

    fn code(result: Result<UncheckedCaller, ApiError>) -> &'static str {
        result.unwrap_err().fault.code.as_str()
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
