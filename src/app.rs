//! The application assembled, in one place for `referee serve` and the
//! tests: pending migrations, the token keys, the database pools, the
//! shared state, and the background workers of a process.

use std::sync::Arc;

use actix_web::web;

use crate::config::ServeConfig;
use crate::game::Referee;
use crate::http::{self, auth::TokenKeys, AppState};
use crate::store::settings::SIGNING_KEY_SETTING;
use crate::store::{self, BoxError};
use crate::workers::hub::Hub;
use crate::workers::webhooks::WebhookSettings;

/// The key under which a generated token secret is kept.
const JWT_SECRET_SETTING: &str = "jwt_secret";

/// A built application: the state of the loop that built it, on which its
/// background workers run. An HTTP worker serves a state of its own made
/// from it ([`AppState::for_this_loop`]).
pub struct Application {
    pub state: web::Data<AppState>,
}

impl Application {
    /// The application of `referee serve` for `config`, with `http_workers`
    /// HTTP workers (their pools are counted in `REFEREE_DB_POOL_SIZE`).
    pub async fn build(config: &ServeConfig, http_workers: usize) -> Result<Self, BoxError> {
        Self::builder(config)
            .http_workers(http_workers)
            .build()
            .await
    }

    /// A build of `config` with options ([`Builder`]); by default as
    /// `referee serve` builds it, with no HTTP worker of its own.
    pub fn builder(config: &ServeConfig) -> Builder<'_> {
        Builder {
            config,
            http_workers: 0,
            migrations: true,
            hub: None,
            webhooks: Some(WebhookSettings::new(&config.notifications)),
            matchmaker: true,
            sweepers: true,
        }
    }
}

/// The options of an [`Application`]'s build.
pub struct Builder<'a> {
    config: &'a ServeConfig,
    http_workers: usize,
    migrations: bool,
    hub: Option<Arc<Hub>>,
    webhooks: Option<WebhookSettings>,
    matchmaker: bool,
    sweepers: bool,
}

impl Builder<'_> {
    /// The HTTP workers that will each serve a state of their own, besides
    /// the building loop's (0: the building loop serves the built state
    /// itself, as the tests do).
    pub fn http_workers(mut self, workers: usize) -> Self {
        self.http_workers = workers;
        self
    }

    /// Whether pending migrations run first (a database already migrated,
    /// or one out of reach, needs none).
    pub fn migrations(mut self, run: bool) -> Self {
        self.migrations = run;
        self
    }

    /// This wake-up hub rather than a new one.
    pub fn hub(mut self, hub: Arc<Hub>) -> Self {
        self.hub = Some(hub);
        self
    }

    /// The webhook deliverer's settings; `None` starts no deliverer.
    pub fn webhooks(mut self, settings: Option<WebhookSettings>) -> Self {
        self.webhooks = settings;
        self
    }

    /// Whether the workers that sweep the database on their own run: the
    /// clock sweeper, the bot runner, the late steps' teller, the ratings
    /// applier and the log's appender (a test of what requests alone do
    /// needs none of them).
    pub fn sweepers(mut self, run: bool) -> Self {
        self.sweepers = run;
        self
    }

    /// Whether the matchmaker runs (a benchmark runs its passes itself).
    pub fn matchmaker(mut self, run: bool) -> Self {
        self.matchmaker = run;
        self
    }

    /// Runs pending migrations, makes the pools (one per HTTP worker and
    /// one for the building loop), the token keys (configured, or generated
    /// once and kept in the database) and the state, and starts the
    /// background workers on the calling loop: the LISTEN connection, the
    /// webhook deliverer, the clock sweeper and the bot runner.
    pub async fn build(self) -> Result<Application, BoxError> {
        let config = self.config;
        if self.migrations {
            for name in store::migrate(&config.database.database_url).await? {
                tracing::info!("applied migration {name}");
            }
        }
        let db_pools = store::DbPools::new(&config.database, self.http_workers + 1)?;
        let db_pool = db_pools.pool();
        let secret =
            stored_secret(&db_pool, JWT_SECRET_SETTING, config.configured_secret()).await?;
        let keys = TokenKeys::new(secret.as_bytes(), config.token_ttl_secs)?;
        let seed = stored_secret(
            &db_pool,
            SIGNING_KEY_SETTING,
            config.configured_signing_key(),
        )
        .await?;
        let seed = crate::game::secrets::signing_seed(&seed)
            .ok_or("REFEREE_SIGNING_KEY (or the stored key) is not 64 hex digits")?;
        let signing_key = crate::signature::Key::from_bytes(&seed);
        let configured = config.configured_signing_key().is_some();
        // A server whose database is out of reach still starts, and records
        // its key once the database answers (until then `GET /v1/keys`
        // cannot answer either).
        if let Err(err) = record_signing_key(&db_pool, &signing_key, configured).await {
            tracing::warn!("the signing key is not in the key history yet: {err}");
            actix_web::rt::spawn(record_signing_key_later(
                db_pool.clone(),
                signing_key.clone(),
                configured,
            ));
        }
        let shards = Arc::new(known_shards(&db_pool).await);
        let state = web::Data::new(AppState {
            referee: Referee {
                db_pool,
                db_pools,
                notifications: config.notifications,
                clocks: config.clocks,
                seeks: config.seeks,
                clock: Default::default(),
                metrics: crate::metrics::Metrics::new()?,
                signing_key: Arc::new(signing_key),
                shards,
            },
            keys: Arc::new(keys),
            hub: self.hub.unwrap_or_else(Hub::new),
            http: config.http.clone(),
            limits: Arc::new(http::limits::Limits::new(config.limits)),
            kept: Arc::new(http::kept::KeptGames::new(config.kept_games)),
            webauthn: Arc::new(crate::game::passkeys::relying_party(
                &config.http.webauthn_rp_id,
                &config.http.webauthn_origin,
            )?),
        });
        // One LISTEN connection for the whole process, whatever its workers.
        actix_web::rt::spawn(crate::workers::hub::listen(
            config.database.database_url.clone(),
            state.hub.clone(),
        ));
        // One webhook delivery worker per process; any number of processes
        // share the work through the database.
        if let Some(settings) = self.webhooks {
            actix_web::rt::spawn(crate::workers::webhooks::run(
                state.db_pool.clone(),
                state.hub.clone(),
                settings,
                state.metrics.clone(),
            ));
        }
        if self.sweepers {
            // The clock sweeper of this process (due turns, stale open
            // games); it starts with a sweep, so deadlines that passed while
            // no server ran are played at once.
            actix_web::rt::spawn(crate::workers::clock::run(
                state.referee.clone(),
                state.hub.clone(),
            ));
            actix_web::rt::spawn(crate::workers::bots::run(
                state.referee.clone(),
                state.hub.clone(),
            ));
            actix_web::rt::spawn(crate::workers::fanout::run(state.referee.clone()));
            actix_web::rt::spawn(crate::workers::ratings::run(state.referee.clone()));
            actix_web::rt::spawn(crate::workers::log::run(state.referee.clone()));
        }
        // The matchmaker of this process; processes share the waiting seeks
        // through row locks.
        if self.matchmaker {
            actix_web::rt::spawn(crate::workers::matchmaker::run(state.referee.clone()));
        }
        Ok(Application { state })
    }
}

/// Where the database keeps players' notifications, when it answers now;
/// else left to ask on first need (`game::fanout::shards`).
async fn known_shards(pool: &store::DbPool) -> std::sync::OnceLock<store::outbox::Shards> {
    let known = std::sync::OnceLock::new();
    if let Ok(mut conn) = pool.get().await {
        if let Ok(shards) = store::outbox::Shards::of(&mut conn).await {
            let _ = known.set(shards);
        }
    }
    known
}

/// A secret (the token secret, the bundle signing key's seed): configured,
/// or 32 random bytes generated once and kept in the database so that
/// restarts and several processes agree.
async fn stored_secret(
    pool: &store::DbPool,
    setting: &str,
    configured: Option<&str>,
) -> Result<String, BoxError> {
    if let Some(secret) = configured {
        return Ok(secret.to_owned());
    }
    let mut candidate = [0u8; 32];
    getrandom::fill(&mut candidate)?;
    let mut conn = pool.get().await?;
    let candidate = crate::lowerhex::encode(candidate);
    Ok(crate::game::secrets::stored_or(&mut conn, setting, &candidate).await?)
}

/// Records `key` in the referee's key history as the active key
/// ([`crate::game::secrets::record_signing_key`]).
async fn record_signing_key(
    pool: &store::DbPool,
    key: &crate::signature::Key,
    configured: bool,
) -> Result<(), BoxError> {
    let mut conn = pool.get().await?;
    Ok(crate::game::secrets::record_signing_key(&mut conn, key, configured).await?)
}

/// [`record_signing_key`], tried every few seconds until it succeeds.
async fn record_signing_key_later(
    pool: store::DbPool,
    key: crate::signature::Key,
    configured: bool,
) {
    loop {
        actix_web::rt::time::sleep(std::time::Duration::from_secs(5)).await;
        match record_signing_key(&pool, &key, configured).await {
            Ok(()) => return,
            Err(err) => tracing::debug!("the signing key is not in the key history yet: {err}"),
        }
    }
}

/// `referee serve`: the application built for the configured HTTP workers,
/// served until the process is stopped.
pub async fn serve(config: ServeConfig) -> Result<(), BoxError> {
    let workers = http::server::workers(&config);
    let application = Application::build(&config, workers).await?;
    http::server::serve(&config, application.state).await
}
