//! Who is calling: a player whose token the HTTP layer verified (its
//! signature and expiry), and the check of the token's generation against
//! the database, which makes a revoked token fail in every process
//! (docs/ARCHITECTURE.md, "Tokens").

use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::error::{Error, ProblemCode};
use super::scope::{Scope, Scopes};
use crate::store::players::Bearer;
use crate::store::topic::Topic;
use crate::store::AsyncPgConnection;

/// The authenticated player making the request: its token's signature,
/// expiry and generation checked. Only [`UncheckedCaller::check`] makes
/// one (a private field).
#[derive(Debug, Clone, Copy)]
pub struct Caller {
    pub player_id: Uuid,
    /// The token's generation, checked.
    generation: i32,
    /// What the token may do.
    scopes: Scopes,
    /// The access token row the token is (a personal or an app's token);
    /// `None`: a token of the API key or of a signed-in session.
    grant: Option<Uuid>,
}

impl Caller {
    /// Checks the token again, for a request that lasts (a long-poll's
    /// next read, a stream): a revocation since it began ends it.
    pub async fn recheck(&self, conn: &mut AsyncPgConnection) -> Result<(), Error> {
        UncheckedCaller {
            player_id: self.player_id,
            generation: self.generation,
            scopes: self.scopes,
            grant: self.grant,
        }
        .check_alone(conn)
        .await
        .map(drop)
    }

    pub fn scopes(&self) -> Scopes {
        self.scopes
    }

    /// The generation of the caller's tokens, checked: what a token made
    /// for the caller now must carry.
    pub fn generation(&self) -> i32 {
        self.generation
    }

    /// The access token row of a personal or an app's token.
    pub fn grant(&self) -> Option<Uuid> {
        self.grant
    }

    /// Refuses a caller whose token lacks `scope` (`403
    /// insufficient_scope`, naming it).
    pub fn require(&self, scope: Scope) -> Result<(), Error> {
        require(self.scopes, scope)
    }
}

/// `403 insufficient_scope` unless `scopes` holds `scope`.
pub fn require(scopes: Scopes, scope: Scope) -> Result<(), Error> {
    if scopes.contains(scope) {
        return Ok(());
    }
    let mut refusal = Error::forbidden(
        ProblemCode::InsufficientScope,
        format!("this token lacks the scope `{scope}` that this operation needs"),
    );
    refusal.fault.scope = Some(scope);
    Err(refusal)
}

/// A token whose signature and expiry are valid but whose generation is not
/// checked yet: the extractor of handlers that fold the check into a query
/// they run anyway. Its player cannot be used before [`Self::check`].
#[derive(Debug, Clone, Copy)]
pub struct UncheckedCaller {
    player_id: Uuid,
    generation: i32,
    scopes: Scopes,
    grant: Option<Uuid>,
}

impl UncheckedCaller {
    /// The player whose token generation the handler's query must read, for
    /// [`Self::check`]: the subject of the token, not yet a caller.
    pub fn subject(&self) -> Uuid {
        self.player_id
    }

    /// What the query that checks the token reads: its player and its
    /// access token row, if any ([`crate::store::players::token_generation_of`]).
    pub fn bearer(&self) -> Bearer {
        Bearer {
            player_id: self.player_id,
            grant: self.grant,
        }
    }

    /// The caller, if `stored` (the generation the query read for
    /// [`Self::bearer`]; `None`: no such player; `-1`: its access token
    /// revoked) is the token's.
    pub fn check(self, stored: Option<i32>) -> Result<Caller, Error> {
        match stored {
            Some(generation) if generation == self.generation => Ok(Caller {
                player_id: self.player_id,
                generation,
                scopes: self.scopes,
                grant: self.grant,
            }),
            Some(_) => Err(Error::unauthenticated(
                ProblemCode::TokenRevoked,
                "this token was revoked: get a new one",
            )),
            None => Err(Error::unknown_player()),
        }
    }

    /// The check by a query of its own, where no other query carries it.
    pub async fn check_alone(self, conn: &mut AsyncPgConnection) -> Result<Caller, Error> {
        let stored = crate::store::players::token_generation(conn, self.bearer()).await?;
        self.check(stored)
    }

    /// A token whose signature and expiry the HTTP layer verified, for
    /// `player` at `generation`, holding `scopes`, of access token `grant`
    /// if any.
    pub fn signed(player_id: Uuid, generation: i32, scopes: Scopes, grant: Option<Uuid>) -> Self {
        UncheckedCaller {
            player_id,
            generation,
            scopes,
            grant,
        }
    }

    pub fn scopes(&self) -> Scopes {
        self.scopes
    }

    /// The access token row of a personal or an app's token.
    pub fn grant(&self) -> Option<Uuid> {
        self.grant
    }

    /// Refuses a token that lacks `scope`, before anything is read.
    pub fn require(&self, scope: Scope) -> Result<(), Error> {
        require(self.scopes, scope)
    }

    /// The generation of the token (what a revocation must still find).
    pub fn generation(&self) -> i32 {
        self.generation
    }
}

/// Revokes every token of `token`'s player issued so far, by moving its
/// generation on, if `token` is still valid (the update's own condition),
/// and marks its personal and apps' tokens revoked. Wakes the player's
/// waiters in every process at commit: each long-poll or stream reads
/// again, finds its token revoked and ends.
pub async fn revoke_tokens(
    conn: &mut AsyncPgConnection,
    token: UncheckedCaller,
) -> Result<(), Error> {
    let player = token.subject();
    conn.transaction(async |conn| {
        match crate::store::players::revoke_tokens(conn, player, token.generation()).await? {
            Some(_) => {
                crate::store::access_tokens::revoke_all(conn, player, chrono::Utc::now()).await?;
                Ok(crate::store::notifications::wake(conn, Topic::Tokens(player)).await?)
            }
            // Revoked already, or no such player: tell which.
            None => token.check_alone(conn).await.map(drop),
        }
    })
    .await
}
