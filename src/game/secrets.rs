//! What a server process keeps in the database at start-up: its generated
//! secrets, shared by every process, and the referee's key history
//! (`GET /v1/keys`).

use crate::store::settings::SIGNING_KEY_SETTING;
use crate::store::{self, AsyncPgConnection};

/// The secret stored under `setting`, or `candidate` stored there when
/// there is none yet (the first process to start keeps its own).
pub async fn stored_or(
    conn: &mut AsyncPgConnection,
    setting: &str,
    candidate: &str,
) -> diesel::QueryResult<String> {
    store::settings::get_or_insert(conn, setting, candidate).await
}

/// A signing key's seed: 64 hex digits.
pub fn signing_seed(hex_seed: &str) -> Option<[u8; 32]> {
    hex::decode(hex_seed)
        .ok()
        .and_then(|bytes| bytes.try_into().ok())
}

/// Records `key` in the referee's key history as the active key. A
/// `configured` key that differs from the one generated and stored earlier
/// retires that one: bundles it signed still verify under the key the
/// history keeps.
pub async fn record_signing_key(
    conn: &mut AsyncPgConnection,
    key: &crate::signature::Key,
    configured: bool,
) -> diesel::QueryResult<()> {
    let now = crate::audit::now();
    let public = key.verifying_key();
    if configured {
        let stored = store::settings::get(conn, SIGNING_KEY_SETTING).await?;
        if let Some(stored) = stored.as_deref().and_then(signing_seed) {
            let stored = crate::signature::Key::from_bytes(&stored).verifying_key();
            if stored != public {
                store::keys::retire_referee_key(
                    conn,
                    &crate::signature::key_id(&stored),
                    stored.as_bytes(),
                    now,
                )
                .await?;
            }
        }
    }
    store::keys::activate_referee_key(
        conn,
        &crate::signature::key_id(&public),
        public.as_bytes(),
        now,
    )
    .await
}
