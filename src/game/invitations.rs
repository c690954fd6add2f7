//! Invitations, invite codes and rematches (docs/API.md, "Private tables,
//! invitations and rematches"). Each change runs in one transaction on the
//! caller's connection.

use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::error::{Error, ProblemCode};
use super::read::{load, lock_for};
// Inviting is part of setting a table (`table::set_table` invites), so it
// is written there.
use super::table::{
    check_open_games, invite, new_game, seat_bot, set_table, InviteRequest, TableSpec,
};
use super::LoadedGame;
use crate::clock::Clock;
use crate::config::NotificationConfig;
use crate::store;
use crate::store::models::{Game, GameStatus};
use crate::store::topic::Topic;
use crate::store::AsyncPgConnection;

/// The open game `id`, locked, for a change only its creator may make.
pub async fn creators_open_game(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    player: Uuid,
) -> Result<Game, Error> {
    let game = lock_for(conn, id, player).await?;
    if game.created_by != player {
        return Err(Error::forbidden(
            ProblemCode::NotCreator,
            "only the game's creator may invite",
        ));
    }
    if game.status != GameStatus::Open {
        return Err(Error::conflict(
            ProblemCode::GameNotOpen,
            format!("the game is {}", game.status),
        ));
    }
    Ok(game)
}

/// Invites `invitation.player_id` to open game `id` for its creator
/// `player`, in one transaction.
pub async fn invite_to(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    clock: &Clock,
    id: Uuid,
    player: Uuid,
    invitation: &InviteRequest,
) -> Result<LoadedGame, Error> {
    conn.transaction(async |conn| {
        creators_open_game(conn, id, player).await?;
        invite(conn, settings, id, invitation, clock.now()).await?;
        load(conn, id).await
    })
    .await
}

/// Revokes `invited`'s invitation to open game `id`, for its creator
/// `player`; the seat kept for it, if any, is free again.
pub async fn revoke(
    conn: &mut AsyncPgConnection,
    clock: &Clock,
    id: Uuid,
    player: Uuid,
    invited: Uuid,
) -> Result<(), Error> {
    conn.transaction(async |conn| {
        creators_open_game(conn, id, player).await?;
        if store::invitations::delete(conn, id, invited).await? == 0 {
            return Err(Error::not_found(
                ProblemCode::InvitationNotFound,
                "that player is not invited (or has joined)",
            ));
        }
        store::invitations::touch(conn, id, clock.now()).await?;
        store::notifications::wake(conn, Topic::Game(id)).await?;
        Ok(())
    })
    .await
}

/// Sets (or with `None`, revokes) the hash of open game `id`'s invite
/// code, for its creator `player`.
pub async fn set_invite_code(
    conn: &mut AsyncPgConnection,
    clock: &Clock,
    id: Uuid,
    player: Uuid,
    hash: Option<&[u8]>,
) -> Result<LoadedGame, Error> {
    conn.transaction(async |conn| {
        creators_open_game(conn, id, player).await?;
        store::invitations::set_code_hash(conn, id, hash).await?;
        store::invitations::touch(conn, id, clock.now()).await?;
        load(conn, id).await
    })
    .await
}

/// A rematch of finished game `id` for its seated player `player`: a new
/// game like it with a fresh server seed, its other players invited to
/// their old seats, its bots seated at once, the two games linked.
pub async fn rematch_for(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    clock: &Clock,
    max_open: u32,
    id: Uuid,
    player: Uuid,
) -> Result<LoadedGame, Error> {
    conn.transaction(async |conn| {
        // The new game is one more open game of the caller's.
        check_open_games(conn, player, max_open).await?;
        lock_for(conn, id, player).await?;
        let old = load(conn, id).await?;
        let seat = old.seat_of(player).ok_or_else(|| {
            Error::forbidden(ProblemCode::NotSeated, "you held no seat in this game")
        })?;
        if old.row.status != GameStatus::Finished {
            return Err(Error::conflict(
                ProblemCode::GameNotFinished,
                "only a finished game can be played again",
            ));
        }
        if let Some(existing) = old.row.rematch {
            return Err(Error::conflict(
                ProblemCode::RematchExists,
                format!("this game has a rematch already: {existing}"),
            ));
        }
        let next = rematch_of(&old, player)?;
        let spec = TableSpec {
            creator: player,
            seats: u8::try_from(old.row.seat_count).map_err(Error::internal)?,
            join: Some((seat, None)),
            bots: Vec::new(),
            invite: old
                .seats
                .iter()
                .filter(|(s, _)| s.player_id != player && s.bot.is_none())
                .map(|(s, _)| InviteRequest {
                    player_id: s.player_id,
                    seat: u64::try_from(s.seat).ok(),
                })
                .collect(),
        };
        let now = clock.now();
        let created = set_table(conn, settings, &next, &spec, now).await?;
        // The bots take their old seats.
        for (s, _) in old.seats.iter().filter(|(s, _)| s.bot.is_some()) {
            let bot = s.bot.clone().unwrap_or_default();
            seat_bot(
                conn,
                settings,
                created.row.id,
                &bot,
                u64::try_from(s.seat).ok(),
                now,
            )
            .await?;
        }
        store::games::link_rematch(conn, id, created.row.id, now).await?;
        store::notifications::wake(conn, Topic::Game(id)).await?;
        load(conn, created.row.id).await
    })
    .await
}

/// The row of a rematch of `old`, asked by `player`.
fn rematch_of(old: &LoadedGame, player: Uuid) -> Result<store::models::NewGame, Error> {
    let row = &old.row;
    let seats = u8::try_from(row.seat_count).map_err(Error::internal)?;
    Ok(store::models::NewGame {
        visibility: row.visibility,
        spectators: row.spectators,
        rematch_of: Some(row.id),
        rated: row.rated,
        signed_moves: row.signed_moves,
        ..new_game(
            player,
            row.game.clone(),
            row.options.clone(),
            seats,
            row.turn_time,
        )?
    })
}
