//! The referee's public keys: what its signatures on audit bundles verify
//! against (docs/FAIRNESS.md, "The referee's signature").

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::AppState;
use crate::signature::{key_id, ED25519};

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
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PublicKeys {
    pub keys: Vec<PublicKey>,
}

/// The referee's bundle signing keys.
#[utoipa::path(
    tag = "games",
    responses((status = 200, body = PublicKeys))
)]
#[get("/keys")]
pub async fn public_keys(state: web::Data<AppState>) -> web::Json<PublicKeys> {
    let public = state.bundle_key.verifying_key();
    web::Json(PublicKeys {
        keys: vec![PublicKey {
            key_id: key_id(&public),
            algorithm: ED25519.to_owned(),
            public_key: crate::lowerhex::encode(public.as_bytes()),
            active: true,
        }],
    })
}
