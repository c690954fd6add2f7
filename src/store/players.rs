use super::AsyncPgConnection;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::models::Player;
use super::schema::players;

pub async fn insert(conn: &mut AsyncPgConnection, player: &Player) -> QueryResult<Player> {
    diesel::insert_into(players::table)
        .values(player)
        .returning(Player::as_returning())
        .get_result(conn)
        .await
}

pub async fn find(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Option<Player>> {
    players::table
        .find(id)
        .select(Player::as_select())
        .first(conn)
        .await
        .optional()
}

/// The player whose API key hashes to `hash` (the hash is unique).
pub async fn find_by_api_key_hash(
    conn: &mut AsyncPgConnection,
    hash: &[u8],
) -> QueryResult<Option<Player>> {
    players::table
        .filter(players::api_key_hash.eq(hash))
        .select(Player::as_select())
        .first(conn)
        .await
        .optional()
}

/// Replaces a player's API key hash; returns the rows changed (0: no such
/// player).
pub async fn set_api_key_hash(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    hash: &[u8],
) -> QueryResult<usize> {
    diesel::update(players::table.find(id))
        .set(players::api_key_hash.eq(hash))
        .execute(conn)
        .await
}

/// Who holds a token, as the query that checks it reads: its player and,
/// for a personal or an app's token, its row of `access_tokens`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bearer {
    pub player_id: Uuid,
    pub grant: Option<Uuid>,
}

impl Bearer {
    /// `player`, by a token with no access token row (an api_key's or a
    /// sign-in's).
    pub fn of(player_id: Uuid) -> Bearer {
        Bearer {
            player_id,
            grant: None,
        }
    }

    /// No one: a read that checks no token (any id would do).
    pub fn nobody() -> Bearer {
        Bearer {
            player_id: Uuid::nil(),
            grant: None,
        }
    }
}

/// The generation of a bearer's tokens (`None`: no such player; `-1`, a
/// generation no token carries: its access token row is revoked or gone).
/// For requests that have no query of their own to carry the check; the
/// move path and a game's view read it in the statement that reads the
/// game ([`super::games::read`]).
pub async fn token_generation(
    conn: &mut AsyncPgConnection,
    bearer: Bearer,
) -> QueryResult<Option<i32>> {
    diesel::select(token_generation_of(bearer))
        .get_result(conn)
        .await
}

/// [`token_generation`] as a scalar subquery: folded into another
/// statement, it checks a token without a round trip of its own. Its text
/// is the same for every bearer (a prepared statement's), an access token
/// row looked up only when the token names one. Both tables are reference
/// tables on Citus: read on whichever node runs the statement.
pub fn token_generation_of(
    bearer: Bearer,
) -> impl diesel::Expression<SqlType = diesel::sql_types::Nullable<diesel::sql_types::Int4>>
       + diesel::query_builder::QueryFragment<diesel::pg::Pg>
       + diesel::query_builder::QueryId
       + diesel::expression::ValidGrouping<(), IsAggregate = diesel::expression::is_aggregate::Never>
       + diesel::SelectableExpression<super::schema::games::table>
       + diesel::SelectableExpression<diesel::query_builder::NoFromClause>
       + Send {
    use diesel::sql_types::{Int4, Nullable};
    diesel::dsl::sql::<Nullable<Int4>>("(SELECT CASE WHEN ")
        .bind::<Nullable<diesel::sql_types::Uuid>, _>(bearer.grant)
        .sql(
            "::uuid IS NULL OR EXISTS (SELECT 1 FROM access_tokens \
             WHERE access_tokens.id = ",
        )
        .bind::<Nullable<diesel::sql_types::Uuid>, _>(bearer.grant)
        .sql(
            " AND access_tokens.player_id = players.id AND access_tokens.revoked_at IS NULL) \
             THEN players.token_generation ELSE -1 END FROM players WHERE players.id = ",
        )
        .bind::<diesel::sql_types::Uuid, _>(bearer.player_id)
        .sql(")")
}

/// Revokes every token of the player at `generation`: the generation moves
/// on by one, in one statement, only if it is still `generation` (a token
/// already revoked cannot revoke again). Returns the new generation, `None`
/// when nothing changed (no such player, or not at `generation` any more).
pub async fn revoke_tokens(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    generation: i32,
) -> QueryResult<Option<i32>> {
    diesel::update(
        players::table
            .find(id)
            .filter(players::token_generation.eq(generation)),
    )
    .set(players::token_generation.eq(players::token_generation + 1))
    .returning(players::token_generation)
    .get_result(conn)
    .await
    .optional()
}

/// Serialises one player's capped requests (creates and joins under the
/// open-games cap, seeks under the seek cap, signing keys under theirs)
/// until the transaction ends, so two of them cannot both pass a cap. An
/// advisory lock, not a lock of the player's row: on Citus `players` is a
/// reference table, whose row locks are taken on every node. Taken first in
/// the transaction, before any row lock: a transaction waiting for it holds
/// nothing, so it cannot deadlock. (The key is 32 bits of the player id:
/// two players that share it only wait for each other.)
pub async fn lock(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<()> {
    let bytes = player.as_bytes();
    let key = i32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
        ^ i32::from_be_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]);
    super::locks::xact_lock_player(conn, key).await
}

/// Whether `player` is a bot's player (it holds a bot seat).
pub async fn holds_a_bot_seat(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<bool> {
    use super::schema::game_seats;
    diesel::select(diesel::dsl::exists(
        game_seats::table
            .filter(game_seats::player_id.eq(player))
            .filter(game_seats::bot.is_not_null()),
    ))
    .get_result(conn)
    .await
}

diesel::define_sql_function! {
    /// Postgres's `lower`, as the unique index on handles is written.
    fn lower(text: diesel::sql_types::Nullable<diesel::sql_types::Text>) -> diesel::sql_types::Nullable<diesel::sql_types::Text>;
}

/// What a person signs in with, and what a token made on sign-in carries.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = players, check_for_backend(diesel::pg::Pg))]
pub struct Credentials {
    pub id: Uuid,
    pub token_generation: i32,
    pub handle: Option<String>,
    /// Argon2id, PHC string format.
    pub password_hash: Option<String>,
    pub recovery_code_hash: Option<Vec<u8>>,
}

/// The credentials of the player whose handle is `handle`, whatever its
/// case (read on the unique index of `lower(handle)`).
pub async fn credentials_by_handle(
    conn: &mut AsyncPgConnection,
    handle: &str,
) -> QueryResult<Option<Credentials>> {
    players::table
        .filter(lower(players::handle).eq(handle.to_ascii_lowercase()))
        .select(Credentials::as_select())
        .first(conn)
        .await
        .optional()
}

/// The credentials of player `id`.
pub async fn credentials(
    conn: &mut AsyncPgConnection,
    id: Uuid,
) -> QueryResult<Option<Credentials>> {
    players::table
        .find(id)
        .select(Credentials::as_select())
        .first(conn)
        .await
        .optional()
}

/// Sets player `id`'s handle; the rows changed (0: no such player). Another
/// player's handle, in any case, is a unique violation.
pub async fn set_handle(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    handle: &str,
) -> QueryResult<usize> {
    diesel::update(players::table.find(id))
        .set(players::handle.eq(handle))
        .execute(conn)
        .await
}

/// Sets player `id`'s password hash and recovery code hash, where its
/// stored password hash is still `expected` (`None`: it had none): a
/// change raced by another finds nothing to change. The rows changed.
pub async fn set_password(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    expected: Option<&str>,
    password_hash: &str,
    recovery_code_hash: &[u8],
) -> QueryResult<usize> {
    let row = players::table.find(id);
    let set = (
        players::password_hash.eq(password_hash),
        players::recovery_code_hash.eq(recovery_code_hash),
    );
    match expected {
        Some(expected) => {
            diesel::update(row.filter(players::password_hash.eq(expected)))
                .set(set)
                .execute(conn)
                .await
        }
        None => {
            diesel::update(row.filter(players::password_hash.is_null()))
                .set(set)
                .execute(conn)
                .await
        }
    }
}

/// Replaces a forgotten password: where player `id`'s recovery code hash
/// is still `spent` (a code works once), sets the new password and
/// recovery code hashes and moves the generation of its tokens on (every
/// token issued before is revoked: whoever knew the old password may hold
/// one). The new generation; `None` when the code was spent meanwhile.
pub async fn recover(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    spent: &[u8],
    password_hash: &str,
    recovery_code_hash: &[u8],
) -> QueryResult<Option<i32>> {
    diesel::update(
        players::table
            .find(id)
            .filter(players::recovery_code_hash.eq(spent)),
    )
    .set((
        players::password_hash.eq(password_hash),
        players::recovery_code_hash.eq(recovery_code_hash),
        players::token_generation.eq(players::token_generation + 1),
    ))
    .returning(players::token_generation)
    .get_result(conn)
    .await
    .optional()
}

/// What a player's account holds, as `GET /v1/players/me` shows it.
#[derive(Debug, Clone, Queryable)]
pub struct Profile {
    pub name: String,
    pub handle: Option<String>,
    pub password_set: bool,
    pub created_at: DateTime<Utc>,
}

/// Player `id`'s [`Profile`].
pub async fn profile(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Option<Profile>> {
    players::table
        .find(id)
        .select((
            players::name,
            players::handle,
            players::password_hash.is_not_null(),
            players::created_at,
        ))
        .first(conn)
        .await
        .optional()
}
