//! The referee's public keys: what its signatures on audit bundles and on
//! the steps it plays itself verify against (docs/FAIRNESS.md, "The
//! referee's signature"), every key it has signed with.

use actix_web::{get, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::error::ApiError;
use super::state::AppState;
use crate::signature::ED25519;
use crate::store::keys::{referee_keys, RefereeKeyRow};

/// A public key of the referee.
#[derive(Debug, Serialize, ToSchema)]
pub struct PublicKey {
    /// The first 16 hex digits of SHA-256 of the public key: a bundle's
    /// `signature.key_id`.
    pub key_id: String,
    /// `ed25519`.
    pub algorithm: String,
    /// Hex, 32 bytes.
    pub public_key: String,
    /// Whether the referee signs with it now.
    pub active: bool,
    /// When it became the key the referee signs with (last time).
    pub since: DateTime<Utc>,
    /// When another key replaced it; null for the active key.
    #[schema(required = true)]
    pub retired_at: Option<DateTime<Utc>>,
}

impl From<RefereeKeyRow> for PublicKey {
    fn from(row: RefereeKeyRow) -> Self {
        PublicKey {
            key_id: row.key_id,
            algorithm: ED25519.to_owned(),
            public_key: crate::lowerhex::encode(&row.public_key),
            active: row.retired_at.is_none(),
            since: row.since,
            retired_at: row.retired_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PublicKeys {
    /// The active key first, then the retired ones, most recently retired
    /// first: a bundle signed before a rotation verifies under the key of
    /// its `key_id`.
    pub keys: Vec<PublicKey>,
}

/// Every key the referee has signed bundles and its own steps with.
#[utoipa::path(
    tag = "games",
    responses((status = 200, body = PublicKeys))
)]
#[get("/keys")]
pub async fn public_keys(state: web::Data<AppState>) -> Result<web::Json<PublicKeys>, ApiError> {
    // The history as stored: every process records its key when it starts
    // (`app::record_signing_key`), so a read writes nothing.
    let rows = state
        .db(async |conn| Ok::<_, ApiError>(referee_keys(conn).await?))
        .await?;
    Ok(web::Json(PublicKeys {
        keys: rows.into_iter().map(PublicKey::from).collect(),
    }))
}
