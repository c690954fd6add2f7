//! Invitations to a game: players, each with a seat kept for it
//! or not. An invitation ends when its player takes a seat or the creator
//! revokes it.

use super::AsyncPgConnection;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use super::models::InvitationRow;
use super::schema::{game_invitations, game_seats, games};

/// Invites `row`'s player to a game created at `game_created_at`, and lists
/// the game among the player's games.
pub async fn insert(
    conn: &mut AsyncPgConnection,
    row: &InvitationRow,
    game_created_at: DateTime<Utc>,
) -> QueryResult<usize> {
    let invited = diesel::insert_into(game_invitations::table)
        .values(row)
        .execute(conn)
        .await?;
    super::player_games::enter(conn, row.player_id, row.game_id, game_created_at).await?;
    Ok(invited)
}

/// The invitation of `player` to `game`, if any.
pub async fn find(
    conn: &mut AsyncPgConnection,
    game: Uuid,
    player: Uuid,
) -> QueryResult<Option<InvitationRow>> {
    game_invitations::table
        .find((game, player))
        .select(InvitationRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// The invitations of a game, oldest first.
pub async fn of_game(conn: &mut AsyncPgConnection, game: Uuid) -> QueryResult<Vec<InvitationRow>> {
    game_invitations::table
        .filter(game_invitations::game_id.eq(game))
        .order((
            game_invitations::invited_at.asc(),
            game_invitations::player_id.asc(),
        ))
        .select(InvitationRow::as_select())
        .load(conn)
        .await
}

/// Ends the invitation of `player` to `game`, and takes the game out of
/// the player's games unless it holds a seat there; returns the
/// invitations deleted.
pub async fn delete(conn: &mut AsyncPgConnection, game: Uuid, player: Uuid) -> QueryResult<usize> {
    let deleted = diesel::delete(game_invitations::table.find((game, player)))
        .execute(conn)
        .await?;
    if deleted == 0 {
        return Ok(0);
    }
    let seated = diesel::select(diesel::dsl::exists(
        game_seats::table
            .filter(game_seats::game_id.eq(game))
            .filter(game_seats::player_id.eq(player)),
    ))
    .get_result::<bool>(conn)
    .await?;
    if !seated {
        super::player_games::remove(conn, player, game).await?;
    }
    Ok(deleted)
}

/// Notes a change of the game's invitations or links on its row (its ETag
/// and `updated_at` follow).
pub async fn touch(
    conn: &mut AsyncPgConnection,
    game: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::update(games::table.find(game))
        .set(games::updated_at.eq(at))
        .execute(conn)
        .await
}

/// Sets (or, with `None`, removes) the hash of the game's invite code.
pub async fn set_code_hash(
    conn: &mut AsyncPgConnection,
    game: Uuid,
    hash: Option<&[u8]>,
) -> QueryResult<usize> {
    diesel::update(games::table.find(game))
        .set((
            games::invite_code_hash.eq(hash),
            games::updated_at.eq(diesel::dsl::now),
        ))
        .execute(conn)
        .await
}

/// Whether `player` takes part in `game`: seated or invited.
pub async fn takes_part(
    conn: &mut AsyncPgConnection,
    game: Uuid,
    player: Uuid,
) -> QueryResult<bool> {
    use super::schema::game_seats;
    use diesel::dsl::exists;
    let seated = exists(
        game_seats::table
            .filter(game_seats::game_id.eq(game))
            .filter(game_seats::player_id.eq(player)),
    );
    let invited = exists(game_invitations::table.find((game, player)));
    diesel::select(seated.or(invited)).get_result(conn).await
}
