use diesel::prelude::*;
use uuid::Uuid;

use super::models::Player;
use super::schema::players;

pub fn insert(conn: &mut PgConnection, player: &Player) -> QueryResult<Player> {
    diesel::insert_into(players::table)
        .values(player)
        .returning(Player::as_returning())
        .get_result(conn)
}

pub fn find(conn: &mut PgConnection, id: Uuid) -> QueryResult<Option<Player>> {
    players::table
        .find(id)
        .select(Player::as_select())
        .first(conn)
        .optional()
}

/// Replaces a player's API key hash; returns the rows changed (0: no such
/// player).
pub fn set_api_key_hash(conn: &mut PgConnection, id: Uuid, hash: &[u8]) -> QueryResult<usize> {
    diesel::update(players::table.find(id))
        .set(players::api_key_hash.eq(hash))
        .execute(conn)
}
