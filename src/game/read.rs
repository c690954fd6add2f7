//! Reading a game for someone: the game with its seats and engine state in
//! one statement, the caller's token checked by the same statement, and the
//! caller's right to see it; a game kept in memory is checked rather than
//! read again when it may still be current.

use uuid::Uuid;

use super::caller::{Caller, UncheckedCaller};
use super::error::Error;
use super::{LoadedGame, Referee};
use crate::store::models::{Game, Visibility};
use crate::store::{self, AsyncPgConnection};

/// Loads a game with its seats and engine state, in one statement
/// ([`store::games::read`]).
pub async fn load(conn: &mut AsyncPgConnection, id: Uuid) -> Result<LoadedGame, Error> {
    // No token to check: the generation read for the nil id is ignored.
    let read = store::games::read(conn, id, store::players::Bearer::nobody())
        .await?
        .ok_or_else(Error::game_not_found)?;
    LoadedGame::from_read(read, None)
}

/// As [`load`], with the caller's token checked by the same statement (it
/// reads the token's generation): no round trip of its own; and the game
/// must be open to the caller ([`LoadedGame::check_reader`]). An unknown game
/// has no row to carry the check; it is checked alone before the 404, so a
/// revoked token is told so either way.
pub async fn load_checked(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    token: UncheckedCaller,
) -> Result<(LoadedGame, Caller), Error> {
    match store::games::read(conn, id, token.bearer()).await? {
        Some(read) => checked_read(read, token, None),
        None => {
            token.check_alone(conn).await?;
            Err(Error::game_not_found())
        }
    }
}

/// As [`load_checked`], on a connection of its own, reusing the parsed
/// state of `kept` (the game kept in memory) when the read finds the row
/// unchanged since ([`LoadedGame::from_read`]).
pub async fn read_checked(
    referee: &Referee,
    id: Uuid,
    token: UncheckedCaller,
    kept: Option<LoadedGame>,
) -> Result<(LoadedGame, Caller), Error> {
    let reader = token.bearer();
    let read = referee
        .db::<_, Error>(async |conn| Ok(store::games::read(conn, id, reader).await?))
        .await?;
    match read {
        Some(read) => checked_read(read, token, kept),
        None => {
            referee
                .db::<_, Error>(async move |conn| Ok(token.check_alone(conn).await?))
                .await?;
            Err(Error::game_not_found())
        }
    }
}

/// The game for a view, on this worker's connections: from `kept`, the
/// game kept in memory, when one light statement
/// ([`store::games::check`]) finds the row still the one kept, and
/// checks the token with it; else (no game kept, or it changed since:
/// another process, the clock) the full read of [`read_checked`].
/// A kept game that did not change spares Postgres the seats, the snapshot
/// and the row's other columns, and the server their parse; one that did
/// costs a second round trip, so a game found changed is read in full at
/// once until a full read finds it as kept (`LoadedGame::moved_elsewhere`).
pub async fn load_view(
    referee: &Referee,
    id: Uuid,
    token: UncheckedCaller,
    kept: Option<LoadedGame>,
) -> Result<(LoadedGame, Caller), Error> {
    let metrics = &referee.metrics;
    let kept = match kept {
        Some(kept) if !kept.moved_elsewhere => kept,
        // Nothing kept, or a game found moved elsewhere by the last full
        // read (which this one marks again or clears).
        other => {
            metrics.kept_view("read");
            return read_checked(referee, id, token, other).await;
        }
    };
    let reader = token.bearer();
    let check = referee
        .db::<_, Error>(async |conn| Ok(store::games::check(conn, id, reader).await?))
        .await?;
    match check {
        Some(check) if kept.is_stored_as(&check) => {
            metrics.kept_view("kept");
            let caller = token.check(check.token_generation)?;
            kept.check_reader(caller.player_id)?;
            Ok((kept, caller))
        }
        // Changed since, or gone: the full read decides (and its 404), and
        // marks the game `moved_elsewhere`.
        _ => {
            metrics.kept_view("stale");
            read_checked(referee, id, token, Some(kept)).await
        }
    }
}

/// `loaded` with its rating changes ([`LoadedGame::rating_changes`]) when
/// its ratings were applied (only a finished rated game's are); any other
/// game reads nothing more. Finished games are not kept in memory
/// (`http::kept`): each document of one reads them.
pub async fn with_rating_changes(
    referee: &Referee,
    mut loaded: LoadedGame,
) -> Result<LoadedGame, Error> {
    if loaded.row.rated_at.is_some() {
        let id = loaded.row.id;
        let changes = referee
            .db::<_, Error>(async move |conn| Ok(store::ratings::of_game(conn, id).await?))
            .await?;
        loaded.rating_changes = Some(changes);
    }
    Ok(loaded)
}

/// A game read for `token`'s player: the token checked against the
/// generation read with it, then the player's right to see the game.
fn checked_read(
    read: store::games::GameRead,
    token: UncheckedCaller,
    kept: Option<LoadedGame>,
) -> Result<(LoadedGame, Caller), Error> {
    let caller = token.check(read.token_generation)?;
    let loaded = LoadedGame::from_read(read, kept)?;
    loaded.check_reader(caller.player_id)?;
    Ok((loaded, caller))
}

/// Game `id` locked for a change `player` asks for: a private game it
/// takes no part in (neither created, seated nor invited) answers as a
/// missing one (404 `game_not_found`).
pub async fn lock_for(conn: &mut AsyncPgConnection, id: Uuid, player: Uuid) -> Result<Game, Error> {
    let game = store::games::find_for_update(conn, id)
        .await?
        .ok_or_else(Error::game_not_found)?;
    if game.visibility == Visibility::Private
        && game.created_by != player
        && !store::invitations::takes_part(conn, id, player).await?
    {
        return Err(Error::game_not_found());
    }
    Ok(game)
}
