//! The rows of personal access tokens and apps' tokens: what each may do,
//! when it was last used, and whether it was revoked. The token itself is
//! kept only as its SHA-256.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::schema::access_tokens;
use super::AsyncPgConnection;

/// What made a token: the player itself, or an app it authorised.
pub const PERSONAL: &str = "personal";
pub const APP: &str = "app";

/// An access token's row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = access_tokens, check_for_backend(diesel::pg::Pg))]
pub struct AccessTokenRow {
    pub id: Uuid,
    pub player_id: Uuid,
    /// [`PERSONAL`] or [`APP`].
    pub kind: String,
    /// A personal token's name, or the app's client id.
    pub name: String,
    /// The host of an app's redirect URI.
    pub redirect_host: Option<String>,
    /// The scopes' names.
    pub scopes: Vec<Option<String>>,
    pub token_hash: Vec<u8>,
    pub created_at: DateTime<Utc>,
    pub expires_at: Option<DateTime<Utc>>,
    pub last_used_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
}

pub async fn insert(conn: &mut AsyncPgConnection, row: &AccessTokenRow) -> QueryResult<()> {
    diesel::insert_into(access_tokens::table)
        .values(row)
        .execute(conn)
        .await
        .map(drop)
}

/// The row of access token `id`.
pub async fn find(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Option<AccessTokenRow>> {
    access_tokens::table
        .find(id)
        .select(AccessTokenRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// The tokens of `player` of `kind` still valid at `now` (not revoked, not
/// expired), newest first.
pub async fn live(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    kind: &str,
    now: DateTime<Utc>,
) -> QueryResult<Vec<AccessTokenRow>> {
    access_tokens::table
        .filter(access_tokens::player_id.eq(player))
        .filter(access_tokens::kind.eq(kind))
        .filter(access_tokens::revoked_at.is_null())
        .filter(
            access_tokens::expires_at
                .is_null()
                .or(access_tokens::expires_at.gt(now)),
        )
        .order((access_tokens::created_at.desc(), access_tokens::id))
        .select(AccessTokenRow::as_select())
        .load(conn)
        .await
}

/// Revokes `player`'s token `id` at `now`, unless it is revoked already.
/// `None`: the player has no such token still unrevoked.
pub async fn revoke(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    id: Uuid,
    now: DateTime<Utc>,
) -> QueryResult<Option<AccessTokenRow>> {
    diesel::update(
        access_tokens::table
            .filter(access_tokens::id.eq(id))
            .filter(access_tokens::player_id.eq(player))
            .filter(access_tokens::revoked_at.is_null()),
    )
    .set(access_tokens::revoked_at.eq(now))
    .returning(AccessTokenRow::as_returning())
    .get_result(conn)
    .await
    .optional()
}

/// Revokes every unrevoked token of `player` of `kind` named `name` (an
/// app's tokens, by its client id); the number revoked.
pub async fn revoke_named(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    kind: &str,
    name: &str,
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::update(
        access_tokens::table
            .filter(access_tokens::player_id.eq(player))
            .filter(access_tokens::kind.eq(kind))
            .filter(access_tokens::name.eq(name))
            .filter(access_tokens::revoked_at.is_null()),
    )
    .set(access_tokens::revoked_at.eq(now))
    .execute(conn)
    .await
}

/// Revokes the token whose SHA-256 is `hash`, whoever holds it (RFC 7009:
/// the token names itself); its player, if a token was revoked now.
pub async fn revoke_by_hash(
    conn: &mut AsyncPgConnection,
    hash: &[u8],
    now: DateTime<Utc>,
) -> QueryResult<Option<Uuid>> {
    diesel::update(
        access_tokens::table
            .filter(access_tokens::token_hash.eq(hash))
            .filter(access_tokens::revoked_at.is_null()),
    )
    .set(access_tokens::revoked_at.eq(now))
    .returning(access_tokens::player_id)
    .get_result(conn)
    .await
    .optional()
}

/// Revokes every unrevoked token of `player`; the number revoked.
pub async fn revoke_all(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::update(
        access_tokens::table
            .filter(access_tokens::player_id.eq(player))
            .filter(access_tokens::revoked_at.is_null()),
    )
    .set(access_tokens::revoked_at.eq(now))
    .execute(conn)
    .await
}

/// Records that token `id` was used at `now`.
pub async fn touch(conn: &mut AsyncPgConnection, id: Uuid, now: DateTime<Utc>) -> QueryResult<()> {
    diesel::update(access_tokens::table.find(id))
        .set(access_tokens::last_used_at.eq(now))
        .execute(conn)
        .await
        .map(drop)
}
