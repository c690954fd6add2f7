//! A player's account: its registration, its API key and the keys it signs
//! moves with (docs/API.md, "Players", "Signed moves").

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::caller::Caller;
use super::error::{Error, ProblemCode};
use crate::store::access_tokens::AccessTokenRow;
use crate::store::keys::{PlayerKeyRow, Registered};
use crate::store::models::Player;
use crate::store::players::{Credentials, Profile};
use crate::store::topic::Topic;
use crate::store::{self, AsyncPgConnection};

/// A password as stored: its hash, and the hash of the recovery code shown
/// with it ([`super::passwords`]).
#[derive(Debug, Clone)]
pub struct StoredPassword {
    pub hash: String,
    pub recovery_code_hash: Vec<u8>,
}

/// Registers a new player, with a handle and a password when given: all
/// of it or nothing (`409 handle_taken`: another player's handle, in any
/// case).
pub async fn register(
    conn: &mut AsyncPgConnection,
    player: &Player,
    handle: Option<&str>,
    password: Option<&StoredPassword>,
) -> Result<Player, Error> {
    conn.transaction(async |conn| {
        let player = store::players::insert(conn, player).await?;
        if let Some(handle) = handle {
            set_handle(conn, player.id, handle).await?;
        }
        if let Some(password) = password {
            store::players::set_password(
                conn,
                player.id,
                None,
                &password.hash,
                &password.recovery_code_hash,
            )
            .await?;
        }
        Ok(player)
    })
    .await
}

/// Sets `player`'s handle (`409 handle_taken`: another player's).
pub async fn set_handle(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    handle: &str,
) -> Result<(), Error> {
    match store::players::set_handle(conn, player, handle).await {
        Ok(_) => Ok(()),
        Err(err) if store::is_unique_violation(&err) => Err(Error::conflict(
            ProblemCode::HandleTaken,
            "another player has this handle (handles are the same whatever their case)",
        )),
        Err(err) => Err(err.into()),
    }
}

/// The caller's account, and the row of the token it called with when that
/// is a personal or an app's token.
pub async fn account(
    conn: &mut AsyncPgConnection,
    caller: &Caller,
) -> Result<(Profile, Option<AccessTokenRow>), Error> {
    let profile = store::players::profile(conn, caller.player_id)
        .await?
        .ok_or_else(Error::unknown_player)?;
    let grant = match caller.grant() {
        Some(id) => store::access_tokens::find(conn, id).await?,
        None => None,
    };
    Ok((profile, grant))
}

/// The credentials of the player signing in with `handle`, if any.
pub async fn credentials_by_handle(
    conn: &mut AsyncPgConnection,
    handle: &str,
) -> Result<Option<Credentials>, Error> {
    Ok(store::players::credentials_by_handle(conn, handle).await?)
}

/// The caller's credentials.
pub async fn credentials(
    conn: &mut AsyncPgConnection,
    caller: Caller,
) -> Result<Credentials, Error> {
    store::players::credentials(conn, caller.player_id)
        .await?
        .ok_or_else(Error::unknown_player)
}

/// Sets the caller's password where the stored one is still `replaced`
/// (what the caller proved it knew, or `None` when it had none): a change
/// raced by another is refused (`403 wrong_password`: the password the
/// caller gave is no longer the one set).
pub async fn set_password(
    conn: &mut AsyncPgConnection,
    caller: Caller,
    replaced: Option<&str>,
    password: &StoredPassword,
) -> Result<(), Error> {
    let changed = store::players::set_password(
        conn,
        caller.player_id,
        replaced,
        &password.hash,
        &password.recovery_code_hash,
    )
    .await?;
    if changed == 1 {
        Ok(())
    } else {
        Err(Error::forbidden(
            ProblemCode::WrongPassword,
            "the password changed meanwhile: give the one now set",
        ))
    }
}

/// Replaces `player`'s forgotten password with its recovery code (whose
/// hash is `spent`): the code is spent, `password` and its new recovery
/// code set, every token of the player revoked (its access tokens too;
/// its long-polls and streams end) and every passkey deleted (whoever took
/// the account may have added one). The new generation of its tokens;
/// `401 invalid_credentials` when the code was spent meanwhile.
pub async fn recover(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    spent: &[u8],
    password: &StoredPassword,
    now: DateTime<Utc>,
) -> Result<i32, Error> {
    conn.transaction(async |conn| {
        let generation = store::players::recover(
            conn,
            player,
            spent,
            &password.hash,
            &password.recovery_code_hash,
        )
        .await?
        .ok_or_else(|| {
            Error::unauthenticated(
                ProblemCode::InvalidCredentials,
                "unknown handle or wrong recovery code",
            )
        })?;
        store::access_tokens::revoke_all(conn, player, now).await?;
        store::passkeys::delete_all(conn, player).await?;
        store::notifications::wake(conn, Topic::Tokens(player)).await?;
        Ok(generation)
    })
    .await
}

/// Replaces the hash of `player`'s API key; the number of players changed
/// (0: the database has no such player).
pub async fn set_api_key_hash(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    hash: &[u8],
) -> Result<usize, Error> {
    Ok(store::players::set_api_key_hash(conn, player, hash).await?)
}

/// Registers a public key `player` signs moves with, within `limits`
/// (active keys, keys in all).
pub async fn register_key(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    key_id: &str,
    public_key: &[u8],
    limits: (i64, i64),
    now: DateTime<Utc>,
) -> Result<Registered, Error> {
    Ok(store::keys::register_player_key(conn, player, key_id, public_key, limits, now).await?)
}

/// Revokes one of `player`'s signing keys; `None` when it has no such key.
pub async fn revoke_key(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    key_id: &str,
    now: DateTime<Utc>,
) -> Result<Option<PlayerKeyRow>, Error> {
    Ok(store::keys::revoke_player_key(conn, player, key_id, now).await?)
}
