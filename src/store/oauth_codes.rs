//! OAuth 2.0 authorization codes: what a player approved for an app, kept
//! as the code's SHA-256 until the app exchanges it, once.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::schema::oauth_codes;
use super::AsyncPgConnection;

/// How long a spent or expired code is kept (to recognise it when it comes
/// again) before it is deleted.
const KEPT_AFTER_EXPIRY_HOURS: i64 = 24;

/// An authorization code's row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = oauth_codes, check_for_backend(diesel::pg::Pg))]
pub struct OauthCodeRow {
    pub code_hash: Vec<u8>,
    pub player_id: Uuid,
    pub token_generation: i32,
    pub client_id: String,
    pub redirect_uri: String,
    pub code_challenge: String,
    pub scopes: Vec<Option<String>>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
    pub access_token_id: Option<Uuid>,
}

/// Stores a new code.
pub async fn insert(conn: &mut AsyncPgConnection, row: &OauthCodeRow) -> QueryResult<()> {
    diesel::insert_into(oauth_codes::table)
        .values(row)
        .execute(conn)
        .await
        .map(drop)
}

/// Deletes the codes expired for a day at `now` (the clock sweeper's
/// work, not a request's); returns how many.
pub async fn delete_long_gone(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    let long_gone = now - chrono::Duration::hours(KEPT_AFTER_EXPIRY_HOURS);
    diesel::delete(oauth_codes::table.filter(oauth_codes::expires_at.lt(long_gone)))
        .execute(conn)
        .await
}

/// The code whose SHA-256 is `hash`.
pub async fn find(conn: &mut AsyncPgConnection, hash: &[u8]) -> QueryResult<Option<OauthCodeRow>> {
    oauth_codes::table
        .find(hash)
        .select(OauthCodeRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// Spends the code `hash` at `now` if no one did yet, naming the token it
/// gave (`None`: spent without one, the exchange refused). Whether this
/// call spent it: of two exchanges at once, one does.
pub async fn spend(
    conn: &mut AsyncPgConnection,
    hash: &[u8],
    now: DateTime<Utc>,
    access_token_id: Option<Uuid>,
) -> QueryResult<bool> {
    diesel::update(
        oauth_codes::table
            .find(hash)
            .filter(oauth_codes::used_at.is_null()),
    )
    .set((
        oauth_codes::used_at.eq(now),
        oauth_codes::access_token_id.eq(access_token_id),
    ))
    .execute(conn)
    .await
    .map(|changed| changed == 1)
}
