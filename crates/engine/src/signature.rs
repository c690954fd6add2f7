//! The referee's signature on audit bundles (docs/FAIRNESS.md, "The
//! referee's signature"): Ed25519 over a short, domain-separated text that
//! names the game and pins its whole history through the hash chain's head.
//! A bundle that verifies (`audit::verify`) and whose signature verifies
//! under the referee's published key is one the referee served: changing any
//! step changes the chain's head, and changing anything else either breaks
//! `verify` or the signed text.

use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::audit::Bundle;
use crate::lowerhex;

/// The first line of every signed text: what is signed, and its version.
pub const DOMAIN: &str = "referee-bundle-signature/v1";

/// The one algorithm.
pub const ED25519: &str = "ed25519";

/// A bundle's signature by the referee.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BundleSignature {
    /// `ed25519`.
    pub algorithm: String,
    /// The signing key's id: the first 16 hex digits of SHA-256 of its
    /// public key (`GET /v1/keys` lists it).
    pub key_id: String,
    /// Hex, 64 bytes: the signature of [`signed_text`].
    pub signature: String,
}

/// The text the referee signs for `bundle`, as UTF-8 bytes: five lines,
/// each ending in `\n` —
/// `referee-bundle-signature/v1`, the game id, the bundle's `status`, the
/// number of steps, and the hash after the last step (the genesis hash for
/// a game without steps), hex.
pub fn signed_text(bundle: &Bundle) -> Vec<u8> {
    let head = bundle
        .steps
        .last()
        .map_or(bundle.genesis_hash.as_str(), |step| step.hash.as_str());
    text(
        bundle.header.game_id,
        &bundle.status,
        bundle.steps.len(),
        head,
    )
}

/// [`signed_text`] from its parts, for a server that signs a bundle before
/// it streams the steps: `head` is the hash after the last step, hex.
pub fn text(game_id: uuid::Uuid, status: &str, steps: usize, head: &str) -> Vec<u8> {
    format!("{DOMAIN}\n{game_id}\n{status}\n{steps}\n{head}\n").into_bytes()
}

/// A key's id: the first 16 hex digits of SHA-256 of its public key.
pub fn key_id(public: &VerifyingKey) -> String {
    let digest = Sha256::digest(public.as_bytes());
    lowerhex::encode(&digest[..8])
}

/// The id of a public key given as bytes.
pub fn key_id_of(public: &[u8]) -> Result<String, String> {
    let public: [u8; 32] = public.try_into().map_err(|_| "a public key is 32 bytes")?;
    let key = VerifyingKey::from_bytes(&public).map_err(|e| format!("not a public key: {e}"))?;
    Ok(key_id(&key))
}

/// Signs `bundle` with `key`.
pub fn sign(bundle: &Bundle, key: &SigningKey) -> BundleSignature {
    sign_text(&signed_text(bundle), key)
}

/// Signs a [`text`] with `key`.
pub fn sign_text(text: &[u8], key: &SigningKey) -> BundleSignature {
    BundleSignature {
        algorithm: ED25519.to_owned(),
        key_id: key_id(&key.verifying_key()),
        signature: lowerhex::encode(key.sign(text).to_bytes()),
    }
}

pub use ed25519_dalek::SigningKey as Key;

/// Checks `bundle`'s signature under `public` (32 bytes). An error says
/// what is wrong.
pub fn check(bundle: &Bundle, public: &[u8]) -> Result<(), String> {
    let signed = bundle
        .signature
        .as_ref()
        .ok_or("the bundle carries no signature")?;
    if signed.algorithm != ED25519 {
        return Err(format!("unknown algorithm {:?}", signed.algorithm));
    }
    let public: [u8; 32] = public.try_into().map_err(|_| "a public key is 32 bytes")?;
    let key = VerifyingKey::from_bytes(&public).map_err(|e| format!("not a public key: {e}"))?;
    if signed.key_id != key_id(&key) {
        return Err(format!(
            "signed with key {}, not with key {}",
            signed.key_id,
            key_id(&key)
        ));
    }
    let bytes: [u8; 64] = hex::decode(&signed.signature)
        .ok()
        .and_then(|b| b.try_into().ok())
        .ok_or("a signature is 64 bytes of hex")?;
    key.verify_strict(&signed_text(bundle), &Signature::from_bytes(&bytes))
        .map_err(|_| "the signature does not match the bundle".to_owned())
}
