//! Public keys: every key the referee has signed with (its rotation
//! history), and the keys players sign their moves with.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::schema::{player_keys, referee_keys};
use super::AsyncPgConnection;

/// A key the referee has signed with.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = referee_keys, check_for_backend(diesel::pg::Pg))]
pub struct RefereeKeyRow {
    pub key_id: String,
    pub public_key: Vec<u8>,
    pub since: DateTime<Utc>,
    pub retired_at: Option<DateTime<Utc>>,
}

/// Records `key_id` as the referee's active key from `now`: a key not seen
/// before is added, a retired one becomes active again (since `now`), and
/// whichever key was active until then is retired at `now`. Idempotent for
/// the key already active.
pub async fn activate_referee_key(
    conn: &mut AsyncPgConnection,
    key_id: &str,
    public_key: &[u8],
    now: DateTime<Utc>,
) -> QueryResult<()> {
    use diesel::sql_types::{Bytea, Text, Timestamptz};
    diesel::sql_query(
        "WITH retired AS (
            UPDATE referee_keys SET retired_at = $3
            WHERE retired_at IS NULL AND key_id <> $1
        )
        INSERT INTO referee_keys (key_id, public_key, since)
        VALUES ($1, $2, $3)
        ON CONFLICT (key_id) DO UPDATE SET
            since = CASE WHEN referee_keys.retired_at IS NULL
                         THEN referee_keys.since ELSE EXCLUDED.since END,
            retired_at = NULL",
    )
    .bind::<Text, _>(key_id)
    .bind::<Bytea, _>(public_key)
    .bind::<Timestamptz, _>(now)
    .execute(conn)
    .await
    .map(drop)
}

/// Records `key_id` as a key the referee signed with before `now` and no
/// longer does (a stored key replaced by a configured one), unless it is
/// recorded already.
pub async fn retire_referee_key(
    conn: &mut AsyncPgConnection,
    key_id: &str,
    public_key: &[u8],
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(referee_keys::table)
        .values((
            referee_keys::key_id.eq(key_id),
            referee_keys::public_key.eq(public_key),
            referee_keys::since.eq(now),
            referee_keys::retired_at.eq(Some(now)),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await
        .map(drop)
}

/// Every key the referee has signed with: the active one first, then the
/// retired ones, most recently retired first.
pub async fn referee_keys(conn: &mut AsyncPgConnection) -> QueryResult<Vec<RefereeKeyRow>> {
    referee_keys::table
        .select(RefereeKeyRow::as_select())
        .order((
            referee_keys::retired_at.desc().nulls_first(),
            referee_keys::key_id,
        ))
        .load(conn)
        .await
}

/// A player's public key.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = player_keys, check_for_backend(diesel::pg::Pg))]
pub struct PlayerKeyRow {
    pub player_id: Uuid,
    pub key_id: String,
    pub public_key: Vec<u8>,
    pub created_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
}

/// What [`register_player_key`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Registered {
    /// The key, registered now.
    New(PlayerKeyRow),
    /// The key as registered before (revoked or not).
    Already(PlayerKeyRow),
    /// The player holds its limit of keys already.
    TooMany,
    /// Another player registered this public key (revoked or not).
    Taken,
}

/// Registers `public_key` (of id `key_id`) for `player`, unless it would
/// then hold more than `limits.0` unrevoked keys or `limits.1` in all. A
/// key registered again is answered as registered first (a revoked key
/// stays revoked); a key another player registered is [`Registered::Taken`]
/// (the unique index on `public_key` settles two players registering it at
/// once). One transaction, under the player's lock
/// ([`super::players::lock`]): two registrations at once count each other.
pub async fn register_player_key(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    key_id: &str,
    public_key: &[u8],
    limits: (i64, i64),
    now: DateTime<Utc>,
) -> QueryResult<Registered> {
    use diesel_async::AsyncConnection;
    conn.transaction(async |conn| {
        register_locked(conn, player, key_id, public_key, limits, now).await
    })
    .await
}

/// [`register_player_key`] in the caller's transaction.
async fn register_locked(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    key_id: &str,
    public_key: &[u8],
    limits: (i64, i64),
    now: DateTime<Utc>,
) -> QueryResult<Registered> {
    use diesel::sql_types::{Bytea, Int8, Text, Timestamptz, Uuid as SqlUuid};
    super::players::lock(conn, player).await?;
    if let Some(existing) = player_key(conn, player, key_id).await? {
        return Ok(Registered::Already(existing));
    }
    if public_key_of_another_player(conn, player, public_key).await? {
        return Ok(Registered::Taken);
    }
    // ON CONFLICT: another player's registration of the same key committed
    // since the check above; a unique violation would abort the transaction.
    let inserted = diesel::sql_query(
        "INSERT INTO player_keys (player_id, key_id, public_key, created_at)
        SELECT $1, $2, $3, $4
        WHERE (SELECT count(*) FILTER (WHERE revoked_at IS NULL) < $5 AND count(*) < $6
               FROM player_keys WHERE player_id = $1)
        ON CONFLICT DO NOTHING",
    )
    .bind::<SqlUuid, _>(player)
    .bind::<Text, _>(key_id)
    .bind::<Bytea, _>(public_key)
    .bind::<Timestamptz, _>(now)
    .bind::<Int8, _>(limits.0)
    .bind::<Int8, _>(limits.1)
    .execute(conn)
    .await?;
    if inserted == 0 {
        return Ok(
            if public_key_of_another_player(conn, player, public_key).await? {
                Registered::Taken
            } else {
                Registered::TooMany
            },
        );
    }
    player_key(conn, player, key_id)
        .await?
        .map(Registered::New)
        .ok_or(diesel::result::Error::NotFound)
}

/// `player`'s key `key_id`, revoked or not.
pub async fn player_key(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    key_id: &str,
) -> QueryResult<Option<PlayerKeyRow>> {
    player_keys::table
        .filter(player_keys::player_id.eq(player))
        .filter(player_keys::key_id.eq(key_id))
        .select(PlayerKeyRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// Whether a player other than `player` registered key `key_id`.
pub async fn key_of_another_player(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    key_id: &str,
) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        player_keys::table
            .filter(player_keys::key_id.eq(key_id))
            .filter(player_keys::player_id.ne(player)),
    ))
    .get_result(conn)
    .await
}

/// Whether a player other than `player` registered `public_key`.
async fn public_key_of_another_player(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    public_key: &[u8],
) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        player_keys::table
            .filter(player_keys::public_key.eq(public_key))
            .filter(player_keys::player_id.ne(player)),
    ))
    .get_result(conn)
    .await
}

/// `player`'s keys, oldest first, revoked ones included.
pub async fn player_keys(
    conn: &mut AsyncPgConnection,
    player: Uuid,
) -> QueryResult<Vec<PlayerKeyRow>> {
    player_keys::table
        .filter(player_keys::player_id.eq(player))
        .select(PlayerKeyRow::as_select())
        .order((player_keys::created_at, player_keys::key_id))
        .load(conn)
        .await
}

/// Revokes `player`'s key `key_id` at `now` (a key revoked already keeps
/// its time). Answers the key, `None` when the player has no such key.
pub async fn revoke_player_key(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    key_id: &str,
    now: DateTime<Utc>,
) -> QueryResult<Option<PlayerKeyRow>> {
    diesel::update(
        player_keys::table
            .filter(player_keys::player_id.eq(player))
            .filter(player_keys::key_id.eq(key_id))
            .filter(player_keys::revoked_at.is_null()),
    )
    .set(player_keys::revoked_at.eq(Some(now)))
    .execute(conn)
    .await?;
    player_key(conn, player, key_id).await
}
