//! Passkeys (WebAuthn credentials) and the ceremonies under way that
//! register them or sign in with them. A passkey's public key and counter
//! are webauthn-rs's JSON, kept as it gives them; a ceremony's state too.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::schema::{passkey_ceremonies, passkeys};
use super::AsyncPgConnection;

/// A ceremony that adds a passkey to a signed-in player.
pub const REGISTER: &str = "register";
/// A ceremony that signs in with a passkey.
pub const SIGN_IN: &str = "sign_in";

/// A passkey's row.
#[derive(Debug, Clone, PartialEq, Queryable, Selectable, Insertable)]
#[diesel(table_name = passkeys, check_for_backend(diesel::pg::Pg))]
pub struct PasskeyRow {
    pub id: Uuid,
    pub player_id: Uuid,
    /// The credential's id, as the authenticator made it.
    pub credential_id: Vec<u8>,
    pub name: String,
    /// webauthn-rs's `Passkey`: the public key, the counter.
    pub passkey: serde_json::Value,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
}

/// A ceremony's row.
#[derive(Debug, Clone, PartialEq, Queryable, Selectable, Insertable)]
#[diesel(table_name = passkey_ceremonies, check_for_backend(diesel::pg::Pg))]
pub struct CeremonyRow {
    pub id: Uuid,
    /// [`REGISTER`] or [`SIGN_IN`].
    pub kind: String,
    /// The player registering, or signing in by handle.
    pub player_id: Option<Uuid>,
    /// webauthn-rs's state of the ceremony.
    pub state: serde_json::Value,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// Stores a new ceremony, and deletes those expired.
pub async fn insert_ceremony(conn: &mut AsyncPgConnection, row: &CeremonyRow) -> QueryResult<()> {
    diesel::insert_into(passkey_ceremonies::table)
        .values(row)
        .execute(conn)
        .await
        .map(drop)
}

/// Deletes the ceremonies expired before `now` (the clock sweeper's, not a
/// request's work: on Citus each delete of this reference table is a write
/// to every node); returns how many.
pub async fn delete_expired_ceremonies(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::delete(passkey_ceremonies::table.filter(passkey_ceremonies::expires_at.lt(now)))
        .execute(conn)
        .await
}

/// Takes the ceremony `id` away, expired or not: of two finishes of one
/// ceremony, one gets it.
pub async fn take_ceremony(
    conn: &mut AsyncPgConnection,
    id: Uuid,
) -> QueryResult<Option<CeremonyRow>> {
    diesel::delete(passkey_ceremonies::table.find(id))
        .returning(CeremonyRow::as_returning())
        .get_result(conn)
        .await
        .optional()
}

/// Stores a new passkey.
pub async fn insert(conn: &mut AsyncPgConnection, row: &PasskeyRow) -> QueryResult<()> {
    diesel::insert_into(passkeys::table)
        .values(row)
        .execute(conn)
        .await
        .map(drop)
}

/// `player`'s passkeys, oldest first.
pub async fn of_player(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<Vec<PasskeyRow>> {
    passkeys::table
        .filter(passkeys::player_id.eq(player))
        .order((passkeys::created_at, passkeys::id))
        .select(PasskeyRow::as_select())
        .load(conn)
        .await
}

/// The credential ids of `player`'s passkeys (what a registration's
/// options exclude), without the passkeys themselves.
pub async fn credential_ids(
    conn: &mut AsyncPgConnection,
    player: Uuid,
) -> QueryResult<Vec<Vec<u8>>> {
    passkeys::table
        .filter(passkeys::player_id.eq(player))
        .select(passkeys::credential_id)
        .load(conn)
        .await
}

/// The passkey whose credential id is `credential_id`, whoever holds it.
pub async fn by_credential(
    conn: &mut AsyncPgConnection,
    credential_id: &[u8],
) -> QueryResult<Option<PasskeyRow>> {
    passkeys::table
        .filter(passkeys::credential_id.eq(credential_id))
        .select(PasskeyRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// Records a sign-in with passkey `id`: its updated counter, and when.
pub async fn note_use(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    passkey: &serde_json::Value,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(passkeys::table.find(id))
        .set((
            passkeys::passkey.eq(passkey),
            passkeys::last_used_at.eq(now),
        ))
        .execute(conn)
        .await
        .map(drop)
}

/// Deletes `player`'s passkey `id`; whether it had one.
pub async fn delete(conn: &mut AsyncPgConnection, player: Uuid, id: Uuid) -> QueryResult<bool> {
    diesel::delete(
        passkeys::table
            .filter(passkeys::id.eq(id))
            .filter(passkeys::player_id.eq(player)),
    )
    .execute(conn)
    .await
    .map(|deleted| deleted == 1)
}

/// Deletes every passkey of `player`; the number deleted.
pub async fn delete_all(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<usize> {
    diesel::delete(passkeys::table.filter(passkeys::player_id.eq(player)))
        .execute(conn)
        .await
}
