//! Scopes, on every operation of the OpenAPI document that takes a token:
//! each declares exactly one known scope, the same for both schemes
//! (`bearer` and `oauth2`); a token lacking it is refused with `403
//! insufficient_scope`, naming it (in the problem and in
//! `WWW-Authenticate`), and changes nothing in the database; a token
//! holding only that scope succeeds. Every such operation has a case in
//! [`CASES`]: an operation added to the document without one, or a case
//! left for an operation that no longer takes a token, fails the suite.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{header::HeaderMap, Method, StatusCode};
use diesel::prelude::*;
use diesel::sql_query;
use diesel::sql_types::Text;
use referee::game::scope::Scope;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::{Player, Reply, TestApp};

/// A case: operation id, method, path template, scope, success status.
type Case = (&'static str, &'static str, &'static str, &'static str, u16);

/// Every operation that takes a token: its operation id, method and path
/// template as the document has them, the one scope it must declare, and
/// the status it answers when it succeeds (with the state [`prepare`]
/// builds for it). The scope is pinned here as well as read from the
/// document: moving an operation to another scope is a change of the API
/// that this table must be told of.
const CASES: &[Case] = &[
    // Games.
    ("list_games", "get", "/v1/games", "read", 200),
    ("create_game", "post", "/v1/games", "create", 201),
    ("get_game", "get", "/v1/games/{id}", "read", 200),
    ("abort_game", "delete", "/v1/games/{id}", "create", 200),
    ("audit_bundle", "get", "/v1/games/{id}/audit", "read", 200),
    ("list_events", "get", "/v1/games/{id}/events", "read", 200),
    (
        "invite_player",
        "post",
        "/v1/games/{id}/invitations",
        "create",
        201,
    ),
    (
        "revoke_invitation",
        "delete",
        "/v1/games/{id}/invitations/{player_id}",
        "create",
        204,
    ),
    (
        "make_invite_code",
        "post",
        "/v1/games/{id}/invite-code",
        "create",
        201,
    ),
    (
        "revoke_invite_code",
        "delete",
        "/v1/games/{id}/invite-code",
        "create",
        204,
    ),
    ("submit_move", "post", "/v1/games/{id}/moves", "play", 200),
    ("rematch", "post", "/v1/games/{id}/rematch", "play", 201),
    ("resign", "post", "/v1/games/{id}/resign", "play", 200),
    ("join_game", "post", "/v1/games/{id}/seats", "play", 200),
    (
        "leave_game",
        "delete",
        "/v1/games/{id}/seats/me",
        "play",
        204,
    ),
    // Matchmaking.
    ("create_seek", "post", "/v1/seeks", "create", 201),
    ("cancel_seek", "delete", "/v1/seeks/{id}", "create", 200),
    ("my_seeks", "get", "/v1/players/me/seeks", "read", 200),
    // The player's account, games and notifications.
    ("me", "get", "/v1/players/me", "read", 200),
    ("my_games", "get", "/v1/players/me/games", "read", 200),
    (
        "list_notifications",
        "get",
        "/v1/players/me/notifications",
        "read",
        200,
    ),
    ("stream", "get", "/v1/players/me/stream", "read", 200),
    // Signing keys.
    ("register_key", "post", "/v1/players/me/keys", "keys", 201),
    ("list_keys", "get", "/v1/players/me/keys", "keys", 200),
    (
        "revoke_key",
        "delete",
        "/v1/players/me/keys/{key_id}",
        "keys",
        200,
    ),
    // The webhook.
    (
        "put_webhook",
        "put",
        "/v1/players/me/webhook",
        "webhook",
        201,
    ),
    (
        "get_webhook",
        "get",
        "/v1/players/me/webhook",
        "webhook",
        200,
    ),
    (
        "delete_webhook",
        "delete",
        "/v1/players/me/webhook",
        "webhook",
        204,
    ),
    (
        "list_deliveries",
        "get",
        "/v1/players/me/webhook/deliveries",
        "webhook",
        200,
    ),
    (
        "redeliver",
        "post",
        "/v1/players/me/webhook/deliveries/{id}/redeliver",
        "webhook",
        202,
    ),
    (
        "roll_secret",
        "post",
        "/v1/players/me/webhook/secret",
        "webhook",
        200,
    ),
    (
        "resume_webhook",
        "post",
        "/v1/players/me/webhook/resume",
        "webhook",
        200,
    ),
    // The account.
    (
        "rotate_api_key",
        "post",
        "/v1/players/me/api-keys",
        "account",
        201,
    ),
    ("revoke_tokens", "post", "/v1/tokens/revoke", "account", 204),
    (
        "create_access_token",
        "post",
        "/v1/players/me/tokens",
        "account",
        201,
    ),
    (
        "list_access_tokens",
        "get",
        "/v1/players/me/tokens",
        "account",
        200,
    ),
    (
        "revoke_access_token",
        "delete",
        "/v1/players/me/tokens/{id}",
        "account",
        204,
    ),
    ("set_handle", "put", "/v1/players/me/handle", "account", 200),
    (
        "set_password",
        "put",
        "/v1/players/me/password",
        "account",
        200,
    ),
    (
        "decide_authorization",
        "post",
        "/v1/oauth/authorize",
        "account",
        200,
    ),
    ("my_apps", "get", "/v1/players/me/apps", "account", 200),
    (
        "passkey_options",
        "post",
        "/v1/players/me/passkeys/options",
        "account",
        200,
    ),
    (
        "add_passkey",
        "post",
        "/v1/players/me/passkeys",
        "account",
        201,
    ),
    (
        "list_passkeys",
        "get",
        "/v1/players/me/passkeys",
        "account",
        200,
    ),
    (
        "delete_passkey",
        "delete",
        "/v1/players/me/passkeys/{id}",
        "account",
        204,
    ),
];

const BISCUITS: &str = "woof-meow-biscuits";
/// A webhook URL the test app takes (private addresses are allowed in the
/// tests) and nothing listens at; no deliverer runs anyway.
const HOOK: &str = "http://127.0.0.1:9/hook";
/// RFC 7636, Appendix B: an S256 challenge.
const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

/// An operation of the document that takes a token.
#[derive(Debug, Clone)]
struct Operation {
    id: String,
    /// Lowercase, as the document keys it.
    method: String,
    path: String,
    scope: String,
}

const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

fn known_scopes() -> Vec<&'static str> {
    Scope::ALL.iter().map(|s| s.as_str()).collect()
}

/// The document's operations that take a token (a non-empty `security`),
/// each checked: every operation says whether it takes a token; one that
/// does takes a `bearer` token for exactly one known scope and, unless that
/// scope is `account` (never granted to an app), an app's `oauth2` token
/// for the same one.
fn secured_operations() -> Vec<Operation> {
    let document = referee::http::openapi::document();
    let known = known_scopes();
    let mut faults = Vec::new();
    let mut operations = Vec::new();
    let paths = document["paths"]
        .as_object()
        .expect("the document has paths");
    for (path, item) in paths {
        for method in METHODS {
            let Some(op) = item.get(method) else {
                continue;
            };
            let id = op["operationId"].as_str().unwrap_or_default().to_owned();
            let named = format!("{} {path} ({id})", method.to_uppercase());
            if id.is_empty() {
                faults.push(format!("{named}: no operationId"));
            }
            let Some(requirements) = op.get("security").and_then(Value::as_array) else {
                faults.push(format!(
                    "{named}: no `security` (a public operation says `security: []`)"
                ));
                continue;
            };
            if requirements.is_empty() {
                continue;
            }
            let mut by_scheme = BTreeMap::new();
            for requirement in requirements {
                let Some(requirement) = requirement.as_object().filter(|r| r.len() == 1) else {
                    faults.push(format!(
                        "{named}: a requirement names one scheme, not {requirement}"
                    ));
                    continue;
                };
                for (scheme, scopes) in requirement {
                    let scopes: Vec<&str> = scopes
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|s| s.as_str().unwrap_or("<not a string>"))
                        .collect();
                    if by_scheme.insert(scheme.clone(), scopes).is_some() {
                        faults.push(format!("{named}: the scheme {scheme} is required twice"));
                    }
                }
            }
            let Some(bearer) = by_scheme.get("bearer") else {
                faults.push(format!("{named}: takes no bearer token"));
                continue;
            };
            if bearer.len() != 1 {
                faults.push(format!(
                    "{named}: declares {bearer:?}, not exactly one scope"
                ));
                continue;
            }
            let schemes: Vec<&str> = by_scheme.keys().map(String::as_str).collect();
            let expected: &[&str] = if bearer[0] == "account" {
                &["bearer"]
            } else {
                &["bearer", "oauth2"]
            };
            if schemes != expected {
                faults.push(format!(
                    "{named}: takes the schemes {schemes:?}, not {expected:?}"
                ));
                continue;
            }
            if by_scheme
                .get("oauth2")
                .is_some_and(|oauth2| oauth2 != bearer)
            {
                faults.push(format!(
                    "{named}: bearer needs {bearer:?} but oauth2 {:?}",
                    by_scheme["oauth2"]
                ));
                continue;
            }
            if !known.contains(&bearer[0]) {
                faults.push(format!(
                    "{named}: declares {:?}, which is no scope ({known:?})",
                    bearer[0]
                ));
                continue;
            }
            if op["responses"].get("403").is_none() {
                faults.push(format!("{named}: documents no 403 (insufficient_scope)"));
            }
            operations.push(Operation {
                id,
                method: method.to_owned(),
                path: path.clone(),
                scope: bearer[0].to_owned(),
            });
        }
    }
    assert!(
        faults.is_empty(),
        "operations whose security is not one known scope for both schemes:\n{}",
        faults.join("\n")
    );
    operations
}

fn case_of(id: &str) -> Option<&'static Case> {
    CASES.iter().find(|(case, ..)| *case == id)
}

#[test]
fn every_operation_that_takes_a_token_declares_one_scope_and_has_a_case() {
    let operations = secured_operations();
    let mut faults = Vec::new();
    for op in &operations {
        match case_of(&op.id) {
            None => faults.push(format!(
                "{} {} ({}) takes a token but has no case in CASES",
                op.method.to_uppercase(),
                op.path,
                op.id
            )),
            Some(&(_, method, path, scope, _)) => {
                if (method, path) != (op.method.as_str(), op.path.as_str()) {
                    faults.push(format!(
                        "{}: the case says {method} {path}, the document {} {}",
                        op.id, op.method, op.path
                    ));
                }
                if scope != op.scope {
                    faults.push(format!(
                        "{}: the case says scope {scope}, the document {}",
                        op.id, op.scope
                    ));
                }
            }
        }
    }
    let documented: BTreeSet<&str> = operations.iter().map(|op| op.id.as_str()).collect();
    for (id, method, path, ..) in CASES {
        if !documented.contains(id) {
            faults.push(format!(
                "the case {id} ({method} {path}) names no operation of the document that takes a token"
            ));
        }
    }
    let ids: BTreeSet<&str> = CASES.iter().map(|(id, ..)| *id).collect();
    if ids.len() != CASES.len() {
        faults.push("CASES names an operation twice".to_owned());
    }
    // Each scope guards something; and the oauth2 scheme offers exactly
    // the scopes there are but `account`, which is the player's own.
    for scope in known_scopes() {
        if !operations.iter().any(|op| op.scope == scope) {
            faults.push(format!("no operation needs the scope {scope}"));
        }
    }
    let offered: BTreeSet<&str> = referee::http::openapi::document()["components"]
        ["securitySchemes"]["oauth2"]["flows"]["authorizationCode"]["scopes"]
        .as_object()
        .expect("the oauth2 scheme lists its scopes")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        offered,
        known_scopes()
            .into_iter()
            .filter(|scope| *scope != "account")
            .collect::<BTreeSet<_>>(),
        "the oauth2 scheme offers every scope but account, and only those"
    );
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    assert_eq!(operations.len(), CASES.len());
}

// ---------------------------------------------------------------------------
// The database, every table of it, as text: what a refused request must
// leave as it was.

#[derive(QueryableByName)]
struct Column {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
}

#[derive(QueryableByName)]
struct TableRows {
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    rows: String,
}

/// The one query that reads every row of every table of schema `public`
/// (each table's rows as text, sorted), but for `access_tokens.last_used_at`:
/// the server records a token's use, a refused one's too, at most once a
/// minute.
fn snapshot_query(conn: &mut PgConnection) -> String {
    let columns: Vec<Column> = sql_query(
        "SELECT c.table_name::text AS table_name, c.column_name::text AS column_name \
         FROM information_schema.columns c \
         JOIN information_schema.tables t \
           ON t.table_schema = c.table_schema AND t.table_name = c.table_name \
         WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' \
         ORDER BY c.table_name, c.ordinal_position",
    )
    .load(conn)
    .unwrap();
    let mut tables: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut left_out = 0;
    for Column {
        table_name,
        column_name,
    } in columns
    {
        let columns = tables.entry(table_name.clone()).or_default();
        if (table_name.as_str(), column_name.as_str()) == ("access_tokens", "last_used_at") {
            left_out += 1;
            continue;
        }
        columns.push(format!("\"{column_name}\""));
    }
    assert_eq!(left_out, 1, "access_tokens.last_used_at is left out");
    for table in [
        "players",
        "access_tokens",
        "oauth_codes",
        "games",
        "game_seats",
        "game_events",
        "game_invitations",
        "notifications",
        "seeks",
        "player_keys",
        "webhooks",
        "webhook_deliveries",
    ] {
        assert!(tables.contains_key(table), "{table} is in the snapshot");
    }
    tables
        .iter()
        .map(|(table, columns)| {
            format!(
                "SELECT '{table}'::text AS name, (SELECT coalesce(string_agg(r::text, '|' ORDER BY r::text), '') \
                 FROM (SELECT {} FROM public.\"{table}\") r) AS rows",
                columns.join(", ")
            )
        })
        .collect::<Vec<_>>()
        .join(" UNION ALL ")
}

fn snapshot(conn: &mut PgConnection, query: &str) -> BTreeMap<String, String> {
    sql_query(query)
        .load::<TableRows>(conn)
        .unwrap()
        .into_iter()
        .map(|TableRows { name, rows }| (name, rows))
        .collect()
}

/// What changed between two snapshots: each table's rows gone and come.
fn changes(before: &BTreeMap<String, String>, after: &BTreeMap<String, String>) -> Vec<String> {
    let rows = |text: &str| -> BTreeSet<String> {
        text.split('|')
            .filter(|r| !r.is_empty())
            .map(str::to_owned)
            .collect()
    };
    // A row as shown: cut short, enough to see which row it is.
    let shown = |row: &String| -> String { row.chars().take(300).collect() };
    let names: BTreeSet<&String> = before.keys().chain(after.keys()).collect();
    let mut found = Vec::new();
    for name in names {
        let (old, new) = (
            before.get(name).map(String::as_str).unwrap_or_default(),
            after.get(name).map(String::as_str).unwrap_or_default(),
        );
        if old != new {
            let (old, new) = (rows(old), rows(new));
            let gone: Vec<_> = old.difference(&new).take(3).map(shown).collect();
            let come: Vec<_> = new.difference(&old).take(3).map(shown).collect();
            found.push(format!("{name}: gone {gone:?}, come {come:?}"));
        }
    }
    found
}

// ---------------------------------------------------------------------------
// Requests.

/// A request to one operation, with real ids.
struct Prepared {
    path: String,
    body: Option<Value>,
}

fn at(path: impl Into<String>) -> Prepared {
    Prepared {
        path: path.into(),
        body: None,
    }
}

fn with(path: impl Into<String>, body: Value) -> Prepared {
    Prepared {
        path: path.into(),
        body: Some(body),
    }
}

fn is_event_stream(headers: &HeaderMap) -> bool {
    headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/event-stream"))
}

/// Sends a request with `token`; an event stream's endless body is not
/// read (its head is all the answer holds).
async fn call<S, B>(app: &TestApp<S>, method: Method, request: &Prepared, token: &str) -> Reply
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let mut req = actix_web::test::TestRequest::default()
        .method(method)
        .uri(&request.path)
        .insert_header(("Authorization", format!("Bearer {token}")));
    if let Some(body) = &request.body {
        req = req.set_json(body);
    }
    let response = actix_web::test::call_service(&app.service, req.to_request()).await;
    let status = response.status();
    let headers = response.headers().clone();
    if is_event_stream(&headers) {
        // Dropped: the stream ends with it.
        return Reply {
            status,
            headers,
            body: Value::Null,
            text: String::new(),
        };
    }
    let text = String::from_utf8(actix_web::test::read_body(response).await.to_vec()).unwrap();
    let body = serde_json::from_str(&text).unwrap_or(Value::Null);
    Reply {
        status,
        headers,
        body,
        text,
    }
}

/// A personal access token of `owner` holding `scopes`, made with its
/// token of every scope: its id and the token.
async fn personal_token<S, B>(app: &TestApp<S>, owner: &Player, scopes: &[&str]) -> (Uuid, String)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let reply = app
        .post(
            "/v1/players/me/tokens",
            &owner.token,
            &json!({
                "name": format!("holds {}", scopes.join(" ")),
                "scopes": scopes,
                "expires_in_days": null,
            }),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(reply.body["scopes"], json!(scopes), "{}", reply.text);
    (
        reply.body["id"].as_str().unwrap().parse().unwrap(),
        reply.body["token"].as_str().unwrap().to_owned(),
    )
}

/// An open 2-seat Biscuits game `creator` created (and sits in), with
/// `extra` fields of the creation.
async fn open_game<S, B>(app: &TestApp<S>, creator: &Player, extra: Value) -> Uuid
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let mut body = json!({"game": BISCUITS, "seats": 2});
    if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
        body.extend(extra.clone());
    }
    let reply = app.post("/v1/games", &creator.token, &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    reply.body["id"].as_str().unwrap().parse().unwrap()
}

/// A started Biscuits game of `me` (seat 0, on turn) and a new opponent.
async fn started_game<S, B>(app: &TestApp<S>, me: &Player) -> Uuid
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let other = app.player("opponent").await;
    app.biscuits(&[me.clone(), other]).await
}

/// A short Biscuits game of `me` and a new opponent, played to its end.
async fn finished_game<S, B>(app: &TestApp<S>, me: &Player) -> Uuid
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let players = [me.clone(), app.player("opponent").await];
    let id = app
        .full_game(
            BISCUITS,
            json!({"starting_seat": 0, "markers": 1}),
            &players,
        )
        .await;
    for _ in 0..3000 {
        let game = app.get(&format!("/v1/games/{id}"), &me.token).await;
        if game.body["status"] == "finished" {
            return id;
        }
        app.move_once(&players, id).await;
    }
    panic!("game {id} did not finish in 3000 moves");
}

async fn put_hook<S, B>(app: &TestApp<S>, player: &Player)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let reply = app
        .request(
            Method::PUT,
            "/v1/players/me/webhook",
            Some(&player.token),
            Some(&json!({ "url": HOOK })),
        )
        .await;
    assert!(reply.status.is_success(), "{}", reply.text);
}

/// A fresh Ed25519 public key, hex (a key belongs to one player).
fn fresh_public_key() -> String {
    let mut seed = [0u8; 32];
    seed[..16].copy_from_slice(Uuid::new_v4().as_bytes());
    seed[16..].copy_from_slice(Uuid::new_v4().as_bytes());
    hex::encode(
        referee::signature::Key::from_bytes(&seed)
            .verifying_key()
            .as_bytes(),
    )
}

fn fresh_handle() -> String {
    format!("h{}", &Uuid::new_v4().simple().to_string()[..16])
}

/// Builds what operation `id` needs to succeed for `me` (with `me`'s token
/// of every scope) and the request that then succeeds with a token holding
/// only the operation's scope.
async fn prepare<S, B>(app: &TestApp<S>, id: &str, me: &Player) -> Prepared
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    match id {
        "list_games" => at("/v1/games"),
        "create_game" => with("/v1/games", json!({"game": BISCUITS, "seats": 2})),
        "get_game" => {
            let game = open_game(app, me, json!({})).await;
            at(format!("/v1/games/{game}"))
        }
        "abort_game" => {
            let game = open_game(app, me, json!({})).await;
            at(format!("/v1/games/{game}"))
        }
        "audit_bundle" => {
            let game = started_game(app, me).await;
            at(format!("/v1/games/{game}/audit"))
        }
        "list_events" => {
            let game = started_game(app, me).await;
            at(format!("/v1/games/{game}/events"))
        }
        "invite_player" => {
            let guest = app.player("guest").await;
            let game = open_game(app, me, json!({})).await;
            with(
                format!("/v1/games/{game}/invitations"),
                json!({ "player_id": guest.id }),
            )
        }
        "revoke_invitation" => {
            let guest = app.player("guest").await;
            let game = open_game(app, me, json!({"invite": [{"player_id": guest.id}]})).await;
            at(format!("/v1/games/{game}/invitations/{}", guest.id))
        }
        "make_invite_code" => {
            let game = open_game(app, me, json!({})).await;
            at(format!("/v1/games/{game}/invite-code"))
        }
        "revoke_invite_code" => {
            let game = open_game(app, me, json!({"invite_code": true})).await;
            at(format!("/v1/games/{game}/invite-code"))
        }
        "submit_move" => {
            let game = started_game(app, me).await;
            let path = format!("/v1/games/{game}");
            let view = app.get(&path, &me.token).await;
            assert_eq!(view.body["turn"]["seat"], 0, "{}", view.text);
            let card = view.body["legal_actions"]["cards"][0]["id"].clone();
            assert!(!card.is_null(), "{}", view.text);
            with(
                format!("{path}/moves"),
                json!({
                    "game": view.body["game"],
                    "expected_version": view.body["version"],
                    "action": {"kind": "play", "card": card},
                }),
            )
        }
        "rematch" => {
            let game = finished_game(app, me).await;
            at(format!("/v1/games/{game}/rematch"))
        }
        "resign" => {
            let game = started_game(app, me).await;
            at(format!("/v1/games/{game}/resign"))
        }
        "join_game" => {
            let host = app.player("host").await;
            let game = open_game(app, &host, json!({})).await;
            with(format!("/v1/games/{game}/seats"), json!({}))
        }
        "leave_game" => {
            let game = open_game(app, me, json!({})).await;
            at(format!("/v1/games/{game}/seats/me"))
        }
        "create_seek" => with("/v1/seeks", json!({"game": BISCUITS, "seats": 2})),
        "cancel_seek" => {
            let seek = app
                .post(
                    "/v1/seeks",
                    &me.token,
                    &json!({"game": BISCUITS, "seats": 2}),
                )
                .await;
            assert_eq!(seek.status, StatusCode::CREATED, "{}", seek.text);
            at(format!("/v1/seeks/{}", seek.body["id"].as_str().unwrap()))
        }
        "my_seeks" => at("/v1/players/me/seeks"),
        "me" => at("/v1/players/me"),
        "my_games" => at("/v1/players/me/games"),
        "list_notifications" => at("/v1/players/me/notifications"),
        "stream" => at("/v1/players/me/stream"),
        "register_key" => with(
            "/v1/players/me/keys",
            json!({ "public_key": fresh_public_key() }),
        ),
        "list_keys" => at("/v1/players/me/keys"),
        "revoke_key" => {
            let key = app
                .post(
                    "/v1/players/me/keys",
                    &me.token,
                    &json!({ "public_key": fresh_public_key() }),
                )
                .await;
            assert_eq!(key.status, StatusCode::CREATED, "{}", key.text);
            at(format!(
                "/v1/players/me/keys/{}",
                key.body["key_id"].as_str().unwrap()
            ))
        }
        "put_webhook" => with("/v1/players/me/webhook", json!({ "url": HOOK })),
        "get_webhook" | "delete_webhook" => {
            put_hook(app, me).await;
            at("/v1/players/me/webhook")
        }
        "list_deliveries" => at("/v1/players/me/webhook/deliveries"),
        "roll_secret" => {
            put_hook(app, me).await;
            with("/v1/players/me/webhook/secret", json!({}))
        }
        "resume_webhook" => {
            put_hook(app, me).await;
            at("/v1/players/me/webhook/resume")
        }
        "redeliver" => {
            // A delivery that is no longer pending: an invitation is
            // queued for the webhook, which is then removed (failing it)
            // and set again.
            put_hook(app, me).await;
            let host = app.player("host").await;
            open_game(app, &host, json!({"invite": [{"player_id": me.id}]})).await;
            let listed = app
                .get("/v1/players/me/webhook/deliveries", &me.token)
                .await;
            let delivery = listed.body["deliveries"][0]["id"]
                .as_i64()
                .unwrap_or_else(|| panic!("a delivery: {}", listed.text));
            let removed = app
                .request(
                    Method::DELETE,
                    "/v1/players/me/webhook",
                    Some(&me.token),
                    None,
                )
                .await;
            assert_eq!(removed.status, StatusCode::NO_CONTENT, "{}", removed.text);
            put_hook(app, me).await;
            at(format!(
                "/v1/players/me/webhook/deliveries/{delivery}/redeliver"
            ))
        }
        "rotate_api_key" => at("/v1/players/me/api-keys"),
        // Revokes every token of `me`, the one sent included: `me` is
        // used for nothing after.
        "revoke_tokens" => at("/v1/tokens/revoke"),
        // A token can only make one with scopes it holds: this one holds
        // `account` alone.
        "create_access_token" => with(
            "/v1/players/me/tokens",
            json!({"name": "made by an account token", "scopes": ["account"], "expires_in_days": null}),
        ),
        "list_access_tokens" => at("/v1/players/me/tokens"),
        "revoke_access_token" => {
            let (token, _) = personal_token(app, me, &["read"]).await;
            at(format!("/v1/players/me/tokens/{token}"))
        }
        "set_handle" => with("/v1/players/me/handle", json!({ "handle": fresh_handle() })),
        "set_password" => {
            let handle = app
                .request(
                    Method::PUT,
                    "/v1/players/me/handle",
                    Some(&me.token),
                    Some(&json!({ "handle": fresh_handle() })),
                )
                .await;
            assert_eq!(handle.status, StatusCode::OK, "{}", handle.text);
            with(
                "/v1/players/me/password",
                json!({"password": "correct horse battery staple", "current_password": null}),
            )
        }
        // An approval grants the app only scopes the approving token holds,
        // and never `account`: a token of `account` alone can only refuse
        // (tests/api/accounts.rs approves with a sign-in's token).
        "decide_authorization" => with(
            "/v1/oauth/authorize",
            json!({
                "response_type": "code",
                "client_id": "scopes-test",
                "redirect_uri": "http://127.0.0.1:9/cb",
                "scope": "read",
                "state": "s1",
                "code_challenge": CHALLENGE,
                "code_challenge_method": "S256",
                "approve": false,
            }),
        ),
        "my_apps" => at("/v1/players/me/apps"),
        "passkey_options" => at("/v1/players/me/passkeys/options"),
        // A registration under way, its credential made: the refused call
        // leaves its ceremony for the one that succeeds.
        "add_passkey" => with(
            "/v1/players/me/passkeys",
            crate::passkeys::new_passkey(app, me).await,
        ),
        "list_passkeys" => at("/v1/players/me/passkeys"),
        "delete_passkey" => {
            let mut key = crate::passkeys::authenticator();
            let (id, _) = crate::passkeys::register(app, me, &mut key).await;
            at(format!("/v1/players/me/passkeys/{id}"))
        }
        other => panic!("no set-up for {other}: add one beside its case in CASES"),
    }
}

/// Whether `path` is an instance of the template `template`.
fn instance_of(path: &str, template: &str) -> bool {
    let path = path.split('?').next().unwrap_or_default();
    let (mut asked, mut wanted) = (path.split('/'), template.split('/'));
    loop {
        match (asked.next(), wanted.next()) {
            (None, None) => return true,
            (Some(a), Some(t)) if t.starts_with('{') && !a.is_empty() => {}
            (Some(a), Some(t)) if a == t => {}
            _ => return false,
        }
    }
}

#[actix_web::test]
async fn a_token_lacking_the_declared_scope_is_refused_and_changes_nothing_one_with_only_it_succeeds(
) {
    let started = Instant::now();
    // No background worker writes while the tables are compared: no clock
    // sweeper, bot runner, teller, ratings, log or matchmaker; no webhook
    // deliverer.
    let app = TestApp::builder()
        .sweepers(false)
        .matchmaker(false)
        .spawn()
        .await;
    let mut conn = app.db.conn();
    let query = snapshot_query(&mut conn);
    let operations = secured_operations();
    assert!(
        !operations.is_empty(),
        "the document has operations that take a token"
    );
    let mut faults = Vec::new();
    for op in &operations {
        let &(_, _, template, _, success) = case_of(&op.id).unwrap_or_else(|| {
            panic!(
                "{} {} ({}) takes a token but has no case in CASES",
                op.method.to_uppercase(),
                op.path,
                op.id
            )
        });
        let method = Method::from_bytes(op.method.to_uppercase().as_bytes()).unwrap();
        let scope = op.scope.as_str();
        let what = format!("{method} {} ({})", op.path, op.id);

        let me = app.player(&format!("scopes {}", op.id)).await;
        let request = prepare(&app, &op.id, &me).await;
        assert!(
            instance_of(&request.path, template) && template == op.path,
            "{what}: the case asks {}",
            request.path
        );
        let others: Vec<&str> = known_scopes().into_iter().filter(|s| *s != scope).collect();
        let (_, lacking) = personal_token(&app, &me, &others).await;
        let (_, only) = personal_token(&app, &me, &[scope]).await;

        // Every other scope is not enough: refused, naming the scope, and
        // nothing written.
        let before = snapshot(&mut conn, &query);
        let refused = call(&app, method.clone(), &request, &lacking).await;
        let after = snapshot(&mut conn, &query);
        if refused.status != StatusCode::FORBIDDEN
            || refused.body["code"] != "insufficient_scope"
            || refused.body["scope"] != scope
        {
            faults.push(format!(
                "{what}: without {scope}: {} {}",
                refused.status, refused.text
            ));
        }
        let content_type = refused
            .headers
            .get("content-type")
            .and_then(|v| v.to_str().ok());
        if refused.status == StatusCode::FORBIDDEN
            && content_type != Some("application/problem+json")
        {
            faults.push(format!("{what}: the refusal is a {content_type:?}"));
        }
        let challenge = refused
            .headers
            .get("www-authenticate")
            .and_then(|v| v.to_str().ok());
        let expected =
            format!("Bearer realm=\"referee\", error=\"insufficient_scope\", scope=\"{scope}\"");
        if challenge != Some(expected.as_str()) {
            faults.push(format!(
                "{what}: without {scope}: WWW-Authenticate {challenge:?}, not {expected}"
            ));
        }
        let changed = changes(&before, &after);
        if !changed.is_empty() {
            faults.push(format!(
                "{what}: the refused request changed the database:\n  {}",
                changed.join("\n  ")
            ));
        }

        // The scope alone is enough.
        let done = call(&app, method.clone(), &request, &only).await;
        if done.status.as_u16() != success {
            faults.push(format!(
                "{what}: with {scope} alone: {} (not {success}) {}",
                done.status, done.text
            ));
        }
        if is_event_stream(&done.headers) != (op.id == "stream") {
            faults.push(format!(
                "{what}: answered {:?}",
                done.headers.get("content-type")
            ));
        }
        if op.id == "decide_authorization"
            && !done.body["redirect_to"]
                .as_str()
                .is_some_and(|to| to.contains("error=access_denied"))
        {
            faults.push(format!(
                "{what}: refused without access_denied: {}",
                done.text
            ));
        }
    }
    eprintln!(
        "scopes: {} operations checked in {:.1} s",
        operations.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
