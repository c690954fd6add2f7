//! The state every handler shares.

use std::sync::Arc;

use super::error::ApiError;
use super::tokens::TokenKeys;
use super::{kept, limits};
use crate::config::HttpConfig;
use crate::game::Referee;
use crate::workers::hub::Hub;

/// What every handler shares: the token keys, the configuration, the
/// process's limits and metrics, and the database connections of the event
/// loop that holds it. Built once, outside the server's app factory; each
/// HTTP worker and the loop of the background work holds its own copy
/// ([`AppState::for_this_loop`]), which shares everything but the pool.
#[derive(Clone)]
pub struct AppState {
    /// The core: database connections, settings, time and metrics
    /// (reached through `Deref`).
    pub referee: Referee,
    pub keys: Arc<TokenKeys>,
    /// This process's wake-up fan-out (fed by `hub::listen`).
    pub hub: Arc<Hub>,
    pub http: HttpConfig,
    /// This process's rate limiters, and the caps.
    pub limits: Arc<limits::Limits>,
    /// Running games kept between a read and the next move (`kept`).
    pub kept: Arc<kept::KeptGames>,
    /// The relying party of passkeys (`REFEREE_WEBAUTHN_RP_ID`,
    /// `REFEREE_WEBAUTHN_ORIGIN`).
    pub webauthn: Arc<webauthn_rs::Webauthn>,
}

impl std::ops::Deref for AppState {
    type Target = Referee;

    fn deref(&self) -> &Referee {
        &self.referee
    }
}

impl AppState {
    /// The state for another event loop (call it on that loop's thread):
    /// everything shared, with a pool of its own whose connections that
    /// loop opens and serves ([`Referee::for_this_loop`]).
    pub fn for_this_loop(&self) -> AppState {
        AppState {
            referee: self.referee.for_this_loop(),
            ..self.clone()
        }
    }

    /// [`Referee::db`] for a handler: its work fails with an [`ApiError`].
    pub async fn db<T>(
        &self,
        work: impl AsyncFnOnce(&mut crate::store::AsyncPgConnection) -> Result<T, ApiError>,
    ) -> Result<T, ApiError> {
        self.referee.db(work).await
    }
}
