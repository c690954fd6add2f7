//! Access tokens: personal ones, which a player makes for its own scripts
//! and tools (a name, the scopes it chose, an optional expiry), and apps'
//! ones, which an app gets by OAuth 2.0 for the scopes the player approved
//! (the authorization codes are kept here too); listing, revoking, the
//! record of their last use. A token itself is signed by the HTTP layer
//! (it names its row, claim `grant`); its row holds its hash only
//! (docs/API.md, "Personal access tokens", "Building an app for other
//! players").

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::caller::Caller;
use super::error::{Error, ProblemCode};
use crate::store::access_tokens::{self, AccessTokenRow};
use crate::store::oauth_codes::{self, OauthCodeRow};
use crate::store::topic::Topic;
use crate::store::{self, AsyncPgConnection};

/// The personal access tokens a player may hold live at once.
pub const MAX_LIVE_PERSONAL_TOKENS: usize = 50;

/// Stores `row`, a personal access token `caller` made: under the player's
/// lock (two at once count each other against
/// [`MAX_LIVE_PERSONAL_TOKENS`]), and only while `caller`'s token is still
/// valid (the new token carries its generation: made after a revocation of
/// every token, it would be refused anyway, and must not be listed).
pub async fn create_personal(
    conn: &mut AsyncPgConnection,
    caller: Caller,
    row: AccessTokenRow,
) -> Result<AccessTokenRow, Error> {
    conn.transaction(async |conn| {
        store::players::lock(conn, caller.player_id).await?;
        caller.recheck(conn).await?;
        let live = access_tokens::live(
            conn,
            caller.player_id,
            access_tokens::PERSONAL,
            row.created_at,
        )
        .await?;
        if live.len() >= MAX_LIVE_PERSONAL_TOKENS {
            return Err(Error::conflict(
                ProblemCode::TooManyTokens,
                format!(
                    "a player holds at most {MAX_LIVE_PERSONAL_TOKENS} live personal access \
                     tokens: revoke one first"
                ),
            ));
        }
        access_tokens::insert(conn, &row).await?;
        Ok(row)
    })
    .await
}

/// `player`'s live tokens of `kind`, newest first.
pub async fn live_tokens(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    kind: &str,
    now: DateTime<Utc>,
) -> Result<Vec<AccessTokenRow>, Error> {
    Ok(access_tokens::live(conn, player, kind, now).await?)
}

/// Revokes `player`'s token `id` (`404 access_token_not_found` when it has
/// none unrevoked by that id), and wakes the player's long-polls and
/// streams at commit: the ones this token holds end, the others read on.
pub async fn revoke(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    id: Uuid,
    now: DateTime<Utc>,
) -> Result<AccessTokenRow, Error> {
    conn.transaction(async |conn| {
        let row = access_tokens::revoke(conn, player, id, now)
            .await?
            .ok_or_else(|| {
                Error::not_found(
                    ProblemCode::AccessTokenNotFound,
                    "you hold no unrevoked access token with this id",
                )
            })?;
        store::notifications::wake(conn, Topic::Tokens(player)).await?;
        Ok(row)
    })
    .await
}

/// Records that access token `grant` was used now (the HTTP layer calls it
/// at most once a minute a token and process).
pub async fn note_use(
    conn: &mut AsyncPgConnection,
    grant: Uuid,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    Ok(access_tokens::touch(conn, grant, now).await?)
}

/// Deletes the passkey ceremonies that have expired and the OAuth codes
/// expired for a day (the clock sweeper's work, not a request's: on Citus
/// each delete of these reference tables is a write to every node);
/// returns how many of each.
pub async fn forget_expired(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
) -> Result<(usize, usize), Error> {
    let ceremonies = store::passkeys::delete_expired_ceremonies(conn, now).await?;
    let codes = oauth_codes::delete_long_gone(conn, now).await?;
    Ok((ceremonies, codes))
}

/// Stores an authorization code a player approved for an app.
pub async fn store_code(conn: &mut AsyncPgConnection, code: &OauthCodeRow) -> Result<(), Error> {
    Ok(oauth_codes::insert(conn, code).await?)
}

/// The authorization code whose SHA-256 is `hash`, spent or not.
pub async fn find_code(
    conn: &mut AsyncPgConnection,
    hash: &[u8],
) -> Result<Option<OauthCodeRow>, Error> {
    Ok(oauth_codes::find(conn, hash).await?)
}

/// Spends the code `hash` and stores the app's token it gives, both or
/// neither. `false`: the code was spent meanwhile (nothing stored).
pub async fn redeem_code(
    conn: &mut AsyncPgConnection,
    hash: &[u8],
    token: &AccessTokenRow,
) -> Result<bool, Error> {
    conn.transaction(async |conn| {
        if !oauth_codes::spend(conn, hash, token.created_at, Some(token.id)).await? {
            return Ok(false);
        }
        access_tokens::insert(conn, token).await?;
        Ok(true)
    })
    .await
}

/// Spends the code `hash` without a token: an exchange refused (a wrong
/// verifier, another client, another redirect URI, too late) leaves the
/// code unusable, so it cannot be tried again.
pub async fn burn_code(
    conn: &mut AsyncPgConnection,
    hash: &[u8],
    now: DateTime<Utc>,
) -> Result<(), Error> {
    oauth_codes::spend(conn, hash, now, None).await?;
    Ok(())
}

/// A spent code presented again: whoever holds it may have stolen it, so
/// the token it gave is revoked (RFC 6749, 4.1.2) and its player's waiters
/// woken.
pub async fn revoke_given_by(
    conn: &mut AsyncPgConnection,
    code: &OauthCodeRow,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    let Some(token) = code.access_token_id else {
        return Ok(());
    };
    conn.transaction(async |conn| {
        if access_tokens::revoke(conn, code.player_id, token, now)
            .await?
            .is_some()
        {
            store::notifications::wake(conn, Topic::Tokens(code.player_id)).await?;
        }
        Ok(())
    })
    .await
}

/// Revokes the access token whose SHA-256 is `hash`, whoever holds it
/// (RFC 7009: a token names itself); nothing when none is unrevoked.
pub async fn revoke_by_hash(
    conn: &mut AsyncPgConnection,
    hash: &[u8],
    now: DateTime<Utc>,
) -> Result<(), Error> {
    conn.transaction(async |conn| {
        if let Some(player) = access_tokens::revoke_by_hash(conn, hash, now).await? {
            store::notifications::wake(conn, Topic::Tokens(player)).await?;
        }
        Ok(())
    })
    .await
}
