//! A player's account: its registration, its API key and the keys it signs
//! moves with (docs/API.md, "Players", "Signed moves").

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::error::Error;
use crate::store::keys::{PlayerKeyRow, Registered};
use crate::store::models::Player;
use crate::store::{self, AsyncPgConnection};

/// Registers a new player.
pub async fn register(conn: &mut AsyncPgConnection, player: &Player) -> Result<Player, Error> {
    Ok(store::players::insert(conn, player).await?)
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
