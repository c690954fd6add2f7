use super::AsyncPgConnection;
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

/// The generation of a player's tokens (`None`: no such player). For
/// requests that have no query of their own to carry the check; the move
/// path and a game's view read it in the statement that reads the game
/// ([`super::games::read`]).
pub async fn token_generation(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Option<i32>> {
    players::table
        .find(id)
        .select(players::token_generation)
        .first(conn)
        .await
        .optional()
}

/// The generation of a player's tokens, as a scalar subquery: folded into
/// another statement, it checks a token without a round trip of its own.
pub fn token_generation_of(
    id: Uuid,
) -> diesel::dsl::SingleValue<
    diesel::dsl::Select<diesel::dsl::Find<players::table, Uuid>, players::token_generation>,
> {
    players::table
        .find(id)
        .select(players::token_generation)
        .single_value()
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
