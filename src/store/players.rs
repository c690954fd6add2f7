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

/// Locks `player`'s row (`FOR NO KEY UPDATE`, which a new seat's foreign
/// key, a key-share lock, does not wait for) until the transaction ends:
/// two requests of one player that check a cap and then write count one
/// after the other.
pub async fn lock(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<()> {
    diesel::sql_query("SELECT id FROM players WHERE id = $1 FOR NO KEY UPDATE")
        .bind::<diesel::sql_types::Uuid, _>(player)
        .execute(conn)
        .await
        .map(drop)
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
