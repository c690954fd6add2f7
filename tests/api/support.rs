//! Test support: one database per test, cloned from a migrated template, and
//! an in-process app to call.

use std::rc::Rc;
use std::sync::{Arc, OnceLock};

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{header::HeaderMap, Method, StatusCode};
use actix_web::{test, web};
use diesel::prelude::*;
use diesel::sql_query;
use referee::app::Application;
use referee::http::{self, AppState};
use referee::store;
use referee::workers::hub::Hub;
use referee::workers::webhooks::WebhookSettings;
use serde_json::Value;
use uuid::Uuid;

pub const SECRET: &[u8] = b"test-secret-for-the-referee-suite";
/// Games kept between a read and a move, as `referee serve` keeps them.
pub const KEPT_GAMES: usize = 1_024;

/// The admin database: `DATABASE_URL`, else this checkout's private
/// cluster from `scripts/pg` (started on demand), so plain `cargo test` works.
fn admin_url() -> String {
    static URL: OnceLock<String> = OnceLock::new();
    URL.get_or_init(|| {
        if let Ok(url) = std::env::var("DATABASE_URL") {
            return url;
        }
        let out = std::process::Command::new("scripts/pg")
            .output()
            .expect("DATABASE_URL is unset and scripts/pg cannot run");
        assert!(
            out.status.success(),
            "scripts/pg failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .last()
            .unwrap_or_default()
            .trim()
            .to_owned()
    })
    .clone()
}

fn url_for(db: &str) -> String {
    let admin = admin_url();
    let (base, _) = admin
        .rsplit_once('/')
        .expect("DATABASE_URL ends with /dbname");
    format!("{base}/{db}")
}

/// A server that holds a copy of every test database: the one of
/// `DATABASE_URL`, and on a Citus cluster each worker too.
pub struct Node {
    /// Its admin database.
    pub url: String,
}

impl Node {
    fn run(&self, statement: &str) {
        let mut admin = PgConnection::establish(&self.url).unwrap();
        sql_query(statement)
            .execute(&mut admin)
            .unwrap_or_else(|err| panic!("{statement} on {}: {err}", self.url));
    }

    /// Rolls back the two-phase commits that a Citus transaction left
    /// prepared in `db` on this node when its session was cut off (the
    /// test's end drops the database under it). Such a transaction would
    /// keep the database from being dropped, and hold back every logical
    /// replication slot of the node (a shard move's) for good.
    fn roll_back_prepared(&self, db: &str) {
        #[derive(QueryableByName)]
        struct Prepared {
            #[diesel(sql_type = diesel::sql_types::Text)]
            gid: String,
        }
        let (base, _) = self.url.rsplit_once('/').unwrap();
        let Ok(mut conn) = PgConnection::establish(&format!("{base}/{db}")) else {
            return;
        };
        let prepared: Vec<Prepared> =
            sql_query("SELECT gid FROM pg_prepared_xacts WHERE database = current_database()")
                .load(&mut conn)
                .unwrap_or_default();
        for transaction in prepared {
            let _ =
                sql_query(format!("ROLLBACK PREPARED '{}'", transaction.gid)).execute(&mut conn);
        }
    }

    /// Makes `db` refuse connections and ends those it has (Citus's
    /// maintenance daemon keeps one to each database with the extension),
    /// so that it can be renamed and cloned.
    fn close(&self, db: &str) {
        self.run(&format!("ALTER DATABASE {db} ALLOW_CONNECTIONS false"));
        self.run(&format!(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{db}'"
        ));
    }
}

/// The Citus workers of the admin database's cluster, as admin URLs;
/// `None` on a single Postgres (no `citus` extension). Against a Citus
/// coordinator (scripts/test-citus), every test database is cloned on each
/// node from a template distributed once: a clone carries Citus's metadata
/// on the coordinator and the shards on the workers, under one name on
/// every node, which is the database the coordinator reaches them in.
fn citus_workers() -> Option<&'static [Node]> {
    static WORKERS: OnceLock<Option<Vec<Node>>> = OnceLock::new();
    WORKERS
        .get_or_init(|| {
            #[derive(QueryableByName)]
            struct Worker {
                #[diesel(sql_type = diesel::sql_types::Text)]
                host: String,
                #[diesel(sql_type = diesel::sql_types::Integer)]
                port: i32,
            }
            let mut admin = PgConnection::establish(&admin_url()).unwrap();
            let citus: bool = diesel::select(diesel::dsl::sql::<diesel::sql_types::Bool>(
                "EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus')",
            ))
            .get_result(&mut admin)
            .unwrap();
            if !citus {
                return None;
            }
            let workers: Vec<Worker> = sql_query(
                "SELECT nodename::text AS host, nodeport AS port FROM pg_dist_node \
                 WHERE groupid <> 0 AND noderole = 'primary' ORDER BY nodeid",
            )
            .load(&mut admin)
            .unwrap();
            let admin = admin_url();
            let (user, rest) = admin.split_once('@').expect("DATABASE_URL names its user");
            let (_, db) = rest
                .split_once('/')
                .expect("DATABASE_URL ends with /dbname");
            Some(
                workers
                    .iter()
                    .map(|w| Node {
                        url: format!("{user}@{}:{}/{db}", w.host, w.port),
                    })
                    .collect(),
            )
        })
        .as_deref()
}

/// Whether the tests run on a Citus cluster.
pub fn on_citus() -> bool {
    citus_workers().is_some()
}

/// The admin database's server, then each Citus worker (if any).
fn nodes() -> impl Iterator<Item = &'static Node> {
    static COORDINATOR: OnceLock<Node> = OnceLock::new();
    let coordinator = COORDINATOR.get_or_init(|| Node { url: admin_url() });
    std::iter::once(coordinator).chain(citus_workers().unwrap_or_default())
}

/// Makes the new database `url` a Citus database of the cluster: the
/// extension on every node, the coordinator and the workers in its
/// metadata.
fn join_citus_cluster(url: &str, workers: &[Node]) {
    let db = url.rsplit_once('/').unwrap().1;
    for worker in workers {
        let (base, _) = worker.url.rsplit_once('/').unwrap();
        let mut conn = PgConnection::establish(&format!("{base}/{db}")).unwrap();
        sql_query("CREATE EXTENSION citus")
            .execute(&mut conn)
            .unwrap();
    }
    let mut conn = PgConnection::establish(url).unwrap();
    sql_query("CREATE EXTENSION citus")
        .execute(&mut conn)
        .unwrap();
    let host_port = |url: &str| -> (String, i32) {
        let rest = url.split_once('@').unwrap().1;
        let (host, port) = rest.split_once('/').unwrap().0.rsplit_once(':').unwrap();
        (host.to_owned(), port.parse().unwrap())
    };
    let (host, port) = host_port(url);
    sql_query(format!(
        "SELECT citus_set_coordinator_host('{host}', {port})"
    ))
    .execute(&mut conn)
    .unwrap();
    for worker in workers {
        let (host, port) = host_port(&worker.url);
        sql_query(format!("SELECT citus_add_node('{host}', {port})"))
            .execute(&mut conn)
            .unwrap();
    }
}

/// The template database, migrated once per migration set. Its name is
/// keyed by the migrations, and creation runs under an advisory lock, so
/// parallel test processes agree.
fn template() -> &'static str {
    static NAME: OnceLock<String> = OnceLock::new();
    NAME.get_or_init(|| {
        let mut fingerprint = String::new();
        let mut dirs: Vec<_> = std::fs::read_dir("migrations")
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        dirs.sort();
        for dir in dirs {
            // The name too: it is the migration's version, and its order.
            fingerprint.push_str(&dir.to_string_lossy());
            for file in ["up.sql", "down.sql"] {
                fingerprint.push_str(&std::fs::read_to_string(dir.join(file)).unwrap_or_default());
            }
        }
        // A change of the Citus plan, or of its shard count, makes a new
        // template too.
        fingerprint.push_str(&format!("{:?}", store::distribute::PLAN));
        if on_citus() {
            let mut admin = PgConnection::establish(&admin_url()).unwrap();
            let shards: String = diesel::select(diesel::dsl::sql::<diesel::sql_types::Text>(
                "current_setting('citus.shard_count')",
            ))
            .get_result(&mut admin)
            .unwrap();
            fingerprint.push_str(&shards);
        }
        let digest = {
            use sha2::{Digest, Sha256};
            hex::encode(&Sha256::digest(fingerprint.as_bytes())[..6])
        };
        let name = format!("referee_template_{digest}");
        let mut admin = PgConnection::establish(&admin_url()).unwrap();
        sql_query("SELECT pg_advisory_lock(4242)")
            .execute(&mut admin)
            .unwrap();
        let exists: bool = diesel::select(diesel::dsl::sql::<diesel::sql_types::Bool>(&format!(
            "EXISTS (SELECT 1 FROM pg_database WHERE datname = '{name}')"
        )))
        .get_result(&mut admin)
        .unwrap();
        if !exists {
            let building = format!("{name}_building");
            for node in nodes() {
                node.run(&format!("DROP DATABASE IF EXISTS {building} WITH (FORCE)"));
                node.run(&format!("CREATE DATABASE {building}"));
            }
            let url = url_for(&building);
            if let Some(workers) = citus_workers() {
                join_citus_cluster(&url, workers);
            }
            // The migrations bring their own runtime: a thread without one.
            std::thread::spawn(move || {
                store::run_migrations(&url).unwrap();
                if citus_workers().is_some() {
                    store::distribute::run_distribute(&url).unwrap();
                }
            })
            .join()
            .unwrap();
            for node in nodes() {
                node.close(&building);
                node.run(&format!("ALTER DATABASE {building} RENAME TO {name}"));
            }
        }
        sql_query("SELECT pg_advisory_unlock(4242)")
            .execute(&mut admin)
            .unwrap();
        name
    })
}

/// A database of its own for one test, dropped at the end.
pub struct TestDb {
    pub name: String,
    pub url: String,
}

impl TestDb {
    pub fn new() -> Self {
        let template = template();
        let name = format!("referee_test_{}", Uuid::new_v4().simple());
        for node in nodes() {
            let mut admin = PgConnection::establish(&node.url).unwrap();
            // Clones of one template may collide briefly; retry.
            let mut tries = 0;
            while let Err(err) =
                sql_query(format!("CREATE DATABASE {name} TEMPLATE {template}")).execute(&mut admin)
            {
                tries += 1;
                assert!(tries < 50, "cannot clone the template: {err}");
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
        }
        let url = url_for(&name);
        TestDb { name, url }
    }

    pub fn conn(&self) -> PgConnection {
        PgConnection::establish(&self.url).unwrap()
    }

    /// A connection to this database on each node: the coordinator (or
    /// the one Postgres), then each Citus worker.
    pub fn on_every_node(&self) -> Vec<PgConnection> {
        nodes()
            .map(|node| {
                let (base, _) = node.url.rsplit_once('/').unwrap();
                PgConnection::establish(&format!("{base}/{}", self.name)).unwrap()
            })
            .collect()
    }

    /// A connection as the server's store functions take one.
    pub async fn async_conn(&self) -> store::AsyncPgConnection {
        use diesel_async::AsyncConnection;
        store::AsyncPgConnection::establish(&self.url)
            .await
            .unwrap()
    }
}

impl Drop for TestDb {
    /// Drops the database on every node, retried for a few seconds: on a
    /// Citus worker a transaction of the test's server may still be
    /// preparing when its coordinator session is cut off, and Citus's
    /// maintenance daemon may be connecting to the database. A database left
    /// behind keeps a background worker slot for its daemon, and a
    /// transaction left prepared in it holds back every logical replication
    /// slot of the node (a shard move's) for good.
    fn drop(&mut self) {
        let drop_database = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
        for node in nodes() {
            let mut last_error = None;
            for _ in 0..50 {
                if on_citus() {
                    node.roll_back_prepared(&self.name);
                }
                match PgConnection::establish(&node.url)
                    .map_err(|err| err.to_string())
                    .and_then(|mut admin| {
                        sql_query(&drop_database)
                            .execute(&mut admin)
                            .map_err(|err| err.to_string())
                    }) {
                    Ok(_) => {
                        last_error = None;
                        break;
                    }
                    Err(err) => last_error = Some(err),
                }
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            if let Some(err) = last_error {
                eprintln!("could not drop {} on {}: {err}", self.name, node.url);
            }
        }
    }
}

/// The pool settings of the suite: the server's, with time-outs long
/// enough for a machine busy with tests running in parallel.
pub fn database(url: &str) -> referee::config::DatabaseConfig {
    referee::config::DatabaseConfig {
        database_url: url.to_owned(),
        pool_size: 24,
        checkout_timeout_ms: 30_000,
        statement_timeout_ms: 30_000,
        random_page_cost: referee::config::DEFAULT_RANDOM_PAGE_COST,
    }
}

/// How a test app is built ([`TestApp::builder`]): `referee serve`'s own
/// [`Application`] on a database of its own (or another app's, as a second
/// server process), with every rate limit and cap off, a fixed token
/// secret, webhooks to private addresses allowed, and no webhook
/// deliverer unless one is asked for ([`TestAppBuilder::webhooks`]).
pub struct TestAppBuilder {
    db: Option<Rc<TestDb>>,
    database: Box<dyn FnOnce(&str) -> referee::config::DatabaseConfig>,
    limits: referee::config::LimitConfig,
    kept_games: usize,
    clocks: referee::config::ClockConfig,
    seeks: referee::config::SeekConfig,
    notifications: referee::config::NotificationConfig,
    hub: Option<Arc<Hub>>,
    webhooks: Option<WebhookSettings>,
    matchmaker: bool,
    sweepers: bool,
    /// `REFEREE_SIGNING_KEY`: a fixed test key, as the token secret is
    /// (a server whose database is down can still start); `None` makes the
    /// server generate one and keep it in the database.
    signing_key: Option<String>,
}

/// The bundle signing key of the tests (a seed of 32 bytes, hex).
pub const SIGNING_KEY: &str = "5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a";

impl TestApp<()> {
    pub fn builder() -> TestAppBuilder {
        TestAppBuilder {
            db: None,
            database: Box::new(database),
            limits: referee::config::LimitConfig::UNLIMITED,
            kept_games: KEPT_GAMES,
            clocks: Default::default(),
            seeks: Default::default(),
            notifications: referee::config::NotificationConfig {
                webhook_allow_private: true,
                ..Default::default()
            },
            hub: None,
            webhooks: None,
            matchmaker: true,
            sweepers: true,
            signing_key: Some(SIGNING_KEY.to_owned()),
        }
    }
}

impl TestAppBuilder {
    /// The server generates its signing key and keeps it in the database.
    pub fn stored_signing_key(mut self) -> Self {
        self.signing_key = None;
        self
    }

    /// `REFEREE_SIGNING_KEY` set to this seed (64 hex digits).
    pub fn signing_key(mut self, seed: &str) -> Self {
        self.signing_key = Some(seed.to_owned());
        self
    }

    /// On the database of `app`: another server process, with its own
    /// pool, wake-up hub and LISTEN connection.
    pub fn twin_of<S>(mut self, app: &TestApp<S>) -> Self {
        self.db = Some(app.db.clone());
        self
    }

    /// The pool settings, from the test database's URL (default
    /// [`database`]).
    pub fn database(
        mut self,
        database: impl FnOnce(&str) -> referee::config::DatabaseConfig + 'static,
    ) -> Self {
        self.database = Box::new(database);
        self
    }

    /// These rate limits and caps (default: all off).
    pub fn limits(mut self, limits: referee::config::LimitConfig) -> Self {
        self.limits = limits;
        self
    }

    /// Keeping at most `capacity` games (`REFEREE_KEPT_GAMES`; 0: none).
    pub fn kept_games(mut self, capacity: usize) -> Self {
        self.kept_games = capacity;
        self
    }

    /// These turn-clock settings.
    pub fn clocks(mut self, clocks: referee::config::ClockConfig) -> Self {
        self.clocks = clocks;
        self
    }

    /// These matchmaking settings.
    pub fn seeks(mut self, seeks: referee::config::SeekConfig) -> Self {
        self.seeks = seeks;
        self
    }

    /// Whether the clock sweeper, bot runner, late steps' teller, ratings
    /// applier and log appender run (default: they do).
    pub fn sweepers(mut self, run: bool) -> Self {
        self.sweepers = run;
        self
    }

    /// Whether the matchmaker runs (default: it does).
    pub fn matchmaker(mut self, run: bool) -> Self {
        self.matchmaker = run;
        self
    }

    /// These notification settings (default: the server's, with webhooks
    /// to private addresses allowed).
    pub fn notifications(mut self, notifications: referee::config::NotificationConfig) -> Self {
        self.notifications = notifications;
        self
    }

    /// This wake-up hub.
    pub fn hub(mut self, hub: Arc<Hub>) -> Self {
        self.hub = Some(hub);
        self
    }

    /// A webhook deliverer with these settings, as `referee serve` starts.
    pub fn webhooks(mut self, settings: WebhookSettings) -> Self {
        self.webhooks = Some(settings);
        self
    }

    /// The application, built as `referee serve` builds it, with its
    /// background workers running; and its database.
    pub async fn application(self) -> (web::Data<AppState>, Rc<TestDb>) {
        // The server's warnings and errors, shown with a failing test's output.
        let _ = tracing_subscriber::fmt()
            .with_test_writer()
            .with_env_filter("warn")
            .try_init();
        let db = self.db.unwrap_or_else(|| Rc::new(TestDb::new()));
        let config = referee::config::ServeConfig {
            database: (self.database)(&db.url),
            bind: "127.0.0.1:0".to_owned(),
            jwt_secret: Some(String::from_utf8(SECRET.to_vec()).unwrap()),
            signing_key: self.signing_key,
            token_ttl_secs: 3600,
            workers: None,
            kept_games: self.kept_games,
            notifications: self.notifications,
            clocks: self.clocks,
            seeks: self.seeks,
            http: referee::config::HttpConfig {
                cors_origins: vec!["https://play.example".to_owned()],
                ..Default::default()
            },
            log: Default::default(),
            limits: self.limits,
        };
        let mut build = Application::builder(&config)
            // Cloned from a migrated template (or out of reach on purpose).
            .migrations(false)
            .webhooks(self.webhooks)
            .matchmaker(self.matchmaker)
            .sweepers(self.sweepers);
        if let Some(hub) = self.hub {
            build = build.hub(hub);
        }
        let state = build.build().await.unwrap().state;
        (state, db)
    }

    /// The app, served in process on the state it was built with.
    pub async fn spawn(
        self,
    ) -> TestApp<
        impl Service<
            actix_http::Request,
            Response = ServiceResponse<impl MessageBody>,
            Error = actix_web::Error,
        >,
    > {
        let (state, db) = self.application().await;
        let service = test::init_service(http::app(state.clone())).await;
        TestApp { service, state, db }
    }
}

/// A response: status, headers, body as JSON (Null when empty) and as text.
#[derive(Debug)]
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Value,
    pub text: String,
}

impl Reply {
    /// The answer's `ETag`.
    pub fn etag(&self) -> String {
        self.headers
            .get("etag")
            .expect("an ETag")
            .to_str()
            .unwrap()
            .to_owned()
    }
}

pub struct TestApp<S> {
    pub service: S,
    /// The app's state: its clock, hub and settings.
    pub state: web::Data<AppState>,
    /// Shared by twins: apps on one database, as server processes are.
    pub db: Rc<TestDb>,
}

/// A POST as the holder of `token` with an `Idempotency-Key`: a move's
/// retry (the caller sets the body).
pub fn keyed_post(path: &str, token: &str, key: &str) -> test::TestRequest {
    test::TestRequest::post()
        .uri(path)
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Idempotency-Key", key.to_owned()))
}

/// An app as [`TestApp::builder`] builds it by default.
pub async fn spawn() -> TestApp<
    impl Service<
        actix_http::Request,
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
    >,
> {
    TestApp::builder().spawn().await
}

/// A registered player with a token.
#[derive(Debug, Clone)]
pub struct Player {
    pub id: Uuid,
    pub token: String,
    pub api_key: String,
}

impl<S, B> TestApp<S>
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    pub async fn request(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Reply {
        let mut req = test::TestRequest::default().method(method).uri(path);
        if let Some(token) = token {
            req = req.insert_header(("Authorization", format!("Bearer {token}")));
        }
        if let Some(body) = body {
            req = req.set_json(body);
        }
        self.send(req).await
    }

    pub async fn send(&self, req: test::TestRequest) -> Reply {
        let resp = test::call_service(&self.service, req.to_request()).await;
        let status = resp.status();
        let headers = resp.headers().clone();
        let bytes = test::read_body(resp).await;
        let text = String::from_utf8(bytes.to_vec()).unwrap();
        let body = if text.is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&text).unwrap_or(Value::Null)
        };
        if status.is_client_error() || status.is_server_error() {
            assert_eq!(
                headers.get("content-type").and_then(|v| v.to_str().ok()),
                Some("application/problem+json"),
                "errors are problem documents: {status} {text}"
            );
            assert!(body["code"].is_string(), "a problem has a code: {text}");
        }
        assert_ne!(
            status,
            StatusCode::INTERNAL_SERVER_ERROR,
            "a 500 is a bug: {text}"
        );
        Reply {
            status,
            headers,
            body,
            text,
        }
    }

    pub async fn get(&self, path: &str, token: &str) -> Reply {
        self.request(Method::GET, path, Some(token), None).await
    }

    pub async fn post(&self, path: &str, token: &str, body: &Value) -> Reply {
        self.request(Method::POST, path, Some(token), Some(body))
            .await
    }

    /// `POST` without a body, as the endpoints that take none want it.
    pub async fn post_empty(&self, path: &str, token: &str) -> Reply {
        self.request(Method::POST, path, Some(token), None).await
    }

    pub async fn player(&self, name: &str) -> Player {
        let reply = self
            .request(
                Method::POST,
                "/v1/players",
                None,
                Some(&serde_json::json!({ "name": name })),
            )
            .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        Player {
            id: reply.body["player_id"].as_str().unwrap().parse().unwrap(),
            token: reply.body["token"].as_str().unwrap().to_owned(),
            api_key: reply.body["api_key"].as_str().unwrap().to_owned(),
        }
    }

    /// Creates a game seated at seat 0 by `players[0]`; the others join in
    /// order with client seeds. Returns the game id.
    /// A 2-seat (or more) Biscuits game that seat 0 (`players[0]`) starts.
    pub async fn biscuits(&self, players: &[Player]) -> Uuid {
        self.full_game(
            "woof-meow-biscuits",
            serde_json::json!({"starting_seat": 0, "markers": 9}),
            players,
        )
        .await
    }

    /// `POST /v1/tokens/revoke` with `token`.
    pub async fn revoke(&self, token: &str) -> Reply {
        self.request(Method::POST, "/v1/tokens/revoke", Some(token), None)
            .await
    }

    /// The game's audit bundle, as `player` downloads it.
    pub async fn audit_bundle(&self, player: &Player, id: Uuid) -> referee::audit::Bundle {
        let reply = self
            .get(&format!("/v1/games/{id}/audit"), &player.token)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        serde_json::from_value(reply.body).unwrap()
    }

    /// The seat on turn plays its first legal card; returns the new version.
    pub async fn move_once(&self, players: &[Player], id: Uuid) -> i64 {
        let path = format!("/v1/games/{id}");
        let any = self.get(&path, &players[0].token).await;
        let turn = any.body["turn"]["seat"].as_u64().expect("a seat on turn") as usize;
        let mover = self.get(&path, &players[turn].token).await;
        let card = mover.body["legal_actions"]["cards"][0]["id"].clone();
        let body = serde_json::json!({
            "game": mover.body["game"], "expected_version": mover.body["version"],
            "action": {"kind": "play", "card": card},
        });
        let reply = self
            .post(&format!("{path}/moves"), &players[turn].token, &body)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        reply.body["version"].as_i64().unwrap()
    }

    pub async fn full_game(&self, game: &str, options: Value, players: &[Player]) -> Uuid {
        let body = serde_json::json!({
            "game": game,
            "seats": players.len(),
            "options": options,
            "client_seed": "00aa",
        });
        let reply = self.post("/v1/games", &players[0].token, &body).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        let id: Uuid = reply.body["id"].as_str().unwrap().parse().unwrap();
        for (i, player) in players.iter().enumerate().skip(1) {
            let seed = format!("{:02x}", i * 17);
            let reply = self
                .post(
                    &format!("/v1/games/{id}/seats"),
                    &player.token,
                    &serde_json::json!({ "client_seed": seed }),
                )
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        }
        id
    }
}
