//! Accounts people keep and tokens with less reach: handles and passwords,
//! recovery codes, guessing limits, personal access tokens, and OAuth 2.0
//! with PKCE as an app uses it (RFC 6749, RFC 7636, RFC 7009), refusals
//! included. The scopes of every operation are walked in `scopes.rs`.

use actix_web::http::{Method, StatusCode};
use actix_web::test::TestRequest;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use referee::config::LimitConfig;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::support::{spawn, Player, Reply, TestApp};

/// Registers `name` with a handle and a password; answers the player and
/// its recovery code.
async fn person<S, B>(app: &TestApp<S>, handle: &str, password: &str) -> (Player, String)
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse<B>,
        Error = actix_web::Error,
    >,
    B: actix_web::body::MessageBody,
{
    let reply = app
        .request(
            Method::POST,
            "/v1/players",
            None,
            Some(&json!({"name": handle, "handle": handle, "password": password})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(reply.body["handle"], handle);
    let code = reply.body["recovery_code"].as_str().unwrap().to_owned();
    (
        Player {
            id: reply.body["player_id"].as_str().unwrap().parse().unwrap(),
            token: reply.body["token"].as_str().unwrap().to_owned(),
            api_key: reply.body["api_key"].as_str().unwrap().to_owned(),
        },
        code,
    )
}

async fn sign_in<S, B>(app: &TestApp<S>, handle: &str, password: &str) -> Reply
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse<B>,
        Error = actix_web::Error,
    >,
    B: actix_web::body::MessageBody,
{
    app.request(
        Method::POST,
        "/v1/sessions",
        None,
        Some(&json!({"handle": handle, "password": password})),
    )
    .await
}

fn header<'a>(reply: &'a Reply, name: &str) -> Option<&'a str> {
    reply.headers.get(name).and_then(|v| v.to_str().ok())
}

#[actix_web::test]
async fn a_person_signs_up_with_a_handle_and_signs_in_by_it_in_any_case() {
    let app = spawn().await;
    let (ada, code) = person(&app, "Ada", "correct horse battery").await;
    assert_eq!(code.len(), 24, "{code}");
    for handle in ["Ada", "ada", "ADA"] {
        let signed = sign_in(&app, handle, "correct horse battery").await;
        assert_eq!(signed.status, StatusCode::OK, "{}", signed.text);
        assert_eq!(signed.body["player_id"], ada.id.to_string());
        let token = signed.body["token"].as_str().unwrap();
        let games = app.get("/v1/players/me/games", token).await;
        assert_eq!(
            games.status,
            StatusCode::OK,
            "a sign-in's token holds every scope"
        );
    }
    for (handle, password) in [
        ("ada", "correct horse batterY"),
        ("bea", "correct horse battery"),
    ] {
        let refused = sign_in(&app, handle, password).await;
        assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{}", refused.text);
        assert_eq!(refused.body["code"], "invalid_credentials");
        assert_eq!(refused.body["detail"], "unknown handle or wrong password");
    }
    // An api_key player has no password: its name is no handle.
    app.player("cleo").await;
    assert_eq!(
        sign_in(&app, "cleo", "").await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[actix_web::test]
async fn handles_and_passwords_are_checked_and_a_refused_sign_up_stores_nothing() {
    let app = spawn().await;
    person(&app, "ada", "correct horse battery").await;
    let players = || async {
        use diesel::RunQueryDsl;
        let mut conn = app.db.conn();
        diesel::sql_query("SELECT 1 FROM players")
            .execute(&mut conn)
            .unwrap()
    };
    let before = players().await;
    for (body, status, code) in [
        (
            json!({"name": "x", "handle": "ADA", "password": "another password"}),
            StatusCode::CONFLICT,
            "handle_taken",
        ),
        (
            json!({"name": "x", "handle": "a", "password": "another password"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_handle",
        ),
        (
            json!({"name": "x", "handle": "ada lovelace"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_handle",
        ),
        (
            json!({"name": "x", "handle": "bea", "password": "short"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "weak_password",
        ),
        (
            json!({"name": "x", "handle": "beatrice", "password": "BEATRICE"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "weak_password",
        ),
        (
            json!({"name": "x", "password": "a long password"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "handle_required",
        ),
    ] {
        let reply = app
            .request(Method::POST, "/v1/players", None, Some(&body))
            .await;
        assert_eq!(
            (reply.status, reply.body["code"].as_str()),
            (status, Some(code)),
            "{body}: {}",
            reply.text
        );
    }
    assert_eq!(
        players().await,
        before,
        "no refused sign-up stored a player"
    );
    // A handle alone (a bot that may later get a password) is fine.
    let reply = app
        .request(
            Method::POST,
            "/v1/players",
            None,
            Some(&json!({"name": "bot", "handle": "bot-1"})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert!(reply.body.get("recovery_code").is_none());
}

#[actix_web::test]
async fn the_stored_password_is_an_argon2id_hash_and_the_recovery_code_a_sha256() {
    use diesel::sql_types::{Bytea, Nullable, Text};
    use diesel::RunQueryDsl;
    #[derive(diesel::QueryableByName)]
    struct Stored {
        #[diesel(sql_type = Nullable<Text>)]
        password_hash: Option<String>,
        #[diesel(sql_type = Nullable<Bytea>)]
        recovery_code_hash: Option<Vec<u8>>,
    }
    let app = spawn().await;
    let (ada, code) = person(&app, "ada", "correct horse battery").await;
    let stored: Stored = diesel::sql_query(format!(
        "SELECT password_hash, recovery_code_hash FROM players WHERE id = '{}'",
        ada.id
    ))
    .get_result(&mut app.db.conn())
    .unwrap();
    let hash = stored.password_hash.unwrap();
    assert!(
        hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
        "{hash}"
    );
    assert!(!hash.contains("correct horse"));
    assert_eq!(
        stored.recovery_code_hash.unwrap(),
        Sha256::digest(code.replace('-', "").as_bytes()).to_vec()
    );
}

#[actix_web::test]
async fn a_recovery_code_replaces_a_forgotten_password_once_and_revokes_every_token() {
    let app = spawn().await;
    let (ada, code) = person(&app, "ada", "correct horse battery").await;
    let personal = app
        .post(
            "/v1/players/me/tokens",
            &ada.token,
            &json!({"name": "script", "scopes": ["read"]}),
        )
        .await;
    let personal = personal.body["token"].as_str().unwrap().to_owned();
    let recover = |code: String, password: &'static str| {
        let app = &app;
        async move {
            app.request(
                Method::POST,
                "/v1/sessions/recover",
                None,
                Some(&json!({"handle": "ADA", "recovery_code": code, "new_password": password})),
            )
            .await
        }
    };
    let wrong = recover(
        "0000-0000-0000-0000-0000".to_owned(),
        "staple horse battery",
    )
    .await;
    assert_eq!(
        (wrong.status, wrong.body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("invalid_credentials"))
    );
    let weak = recover(code.clone(), "short").await;
    assert_eq!(weak.body["code"], "weak_password");
    // As typed by a person: upper case, spaces for dashes.
    let recovered = recover(
        code.to_uppercase().replace('-', " "),
        "staple horse battery",
    )
    .await;
    assert_eq!(recovered.status, StatusCode::OK, "{}", recovered.text);
    assert_eq!(recovered.body["player_id"], ada.id.to_string());
    let next_code = recovered.body["recovery_code"].as_str().unwrap().to_owned();
    assert_ne!(next_code, code);
    let token = recovered.body["token"].as_str().unwrap();
    assert_eq!(
        app.get("/v1/players/me/games", token).await.status,
        StatusCode::OK
    );
    for old in [&ada.token, &personal] {
        let refused = app.get("/v1/players/me/games", old).await;
        assert_eq!(
            refused.body["code"], "token_revoked",
            "every earlier token: {}",
            refused.text
        );
    }
    assert_eq!(
        sign_in(&app, "ada", "correct horse battery").await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        sign_in(&app, "ada", "staple horse battery").await.status,
        StatusCode::OK
    );
    let again = recover(code, "another horse battery").await;
    assert_eq!(again.status, StatusCode::UNAUTHORIZED, "a code works once");
    assert_eq!(
        recover(next_code, "another horse battery").await.status,
        StatusCode::OK
    );
}

#[actix_web::test]
async fn an_existing_player_adds_a_handle_then_a_password_and_changes_it_given_the_old_one() {
    let app = spawn().await;
    let cleo = app.player("Cleo").await;
    let put = |path: &'static str, body: Value| {
        let app = &app;
        let token = cleo.token.clone();
        async move {
            app.send(
                TestRequest::put()
                    .uri(path)
                    .insert_header(("Authorization", format!("Bearer {token}")))
                    .set_json(body),
            )
            .await
        }
    };
    let early = put(
        "/v1/players/me/password",
        json!({"password": "cleo's password"}),
    )
    .await;
    assert_eq!(
        (early.status, early.body["code"].as_str()),
        (StatusCode::CONFLICT, Some("handle_required"))
    );
    let bad = put("/v1/players/me/handle", json!({"handle": "c"})).await;
    assert_eq!(bad.body["code"], "invalid_handle");
    let set = put("/v1/players/me/handle", json!({"handle": "cleo"})).await;
    assert_eq!(
        (set.status, &set.body),
        (StatusCode::OK, &json!({"handle": "cleo"}))
    );
    let first = put(
        "/v1/players/me/password",
        json!({"password": "cleo's password"}),
    )
    .await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    assert_eq!(first.body["recovery_code"].as_str().unwrap().len(), 24);
    assert_eq!(
        sign_in(&app, "Cleo", "cleo's password").await.status,
        StatusCode::OK
    );
    for current in [json!(null), json!("not cleo's password")] {
        let refused = put(
            "/v1/players/me/password",
            json!({"password": "cleo's new password", "current_password": current}),
        )
        .await;
        assert_eq!(
            (refused.status, refused.body["code"].as_str()),
            (StatusCode::FORBIDDEN, Some("wrong_password"))
        );
    }
    let changed = put(
        "/v1/players/me/password",
        json!({"password": "cleo's new password", "current_password": "cleo's password"}),
    )
    .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text);
    assert_eq!(
        sign_in(&app, "cleo", "cleo's password").await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        sign_in(&app, "cleo", "cleo's new password").await.status,
        StatusCode::OK
    );
    let (_, _) = person(&app, "dora", "dora's password").await;
    let taken = put("/v1/players/me/handle", json!({"handle": "DORA"})).await;
    assert_eq!(
        (taken.status, taken.body["code"].as_str()),
        (StatusCode::CONFLICT, Some("handle_taken"))
    );
}

#[actix_web::test]
async fn password_guesses_are_limited_per_account_and_per_address_right_or_wrong() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            password_guesses_per_account_per_hour: 3,
            password_guesses_per_address_per_hour: 5,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    person(&app, "ada", "correct horse battery").await;
    person(&app, "bea", "battery horse staple").await;
    for _ in 0..3 {
        assert_eq!(
            sign_in(&app, "ada", "guess").await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    // The fourth try for ada is refused before the password is looked at,
    // even the right one, and in any case of the handle.
    for handle in ["ada", "ADA"] {
        let limited = sign_in(&app, handle, "correct horse battery").await;
        assert_eq!(
            limited.status,
            StatusCode::TOO_MANY_REQUESTS,
            "{}",
            limited.text
        );
        assert_eq!(limited.body["code"], "rate_limited");
        assert!(header(&limited, "retry-after").is_some());
    }
    // Another account from the same address: its guesses are its own, but
    // the address's run out (5 an hour, the limited ones counted).
    let limited = sign_in(&app, "bea", "battery horse staple").await;
    assert_eq!(
        limited.status,
        StatusCode::TOO_MANY_REQUESTS,
        "the address made 5 guesses: {}",
        limited.text
    );
    let recovery = app
        .request(
            Method::POST,
            "/v1/sessions/recover",
            None,
            Some(&json!({"handle": "bea", "recovery_code": "x", "new_password": "a new password"})),
        )
        .await;
    assert_eq!(
        recovery.status,
        StatusCode::TOO_MANY_REQUESTS,
        "recoveries count too"
    );
}

/// `GET /v1/players/me`: the account as the caller's token sees it, and
/// what that token is and may do; a token without `read` is refused it.
#[actix_web::test]
async fn the_caller_reads_its_account_and_what_its_token_may_do() {
    let app = spawn().await;
    let (ada, _) = person(&app, "Ada_L", "correct horse battery").await;
    let me = app.get("/v1/players/me", &ada.token).await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text);
    assert_eq!(me.body["player_id"], ada.id.to_string());
    assert_eq!(me.body["name"], "Ada_L");
    assert_eq!(me.body["handle"], "Ada_L");
    assert_eq!(me.body["password_set"], true);
    assert!(me.body["created_at"].is_string());
    assert_eq!(
        me.body["token"],
        json!({"kind": "player", "id": null, "name": null, "expires_at": null,
               "scopes": ["read", "play", "create", "keys", "webhook", "account"]})
    );

    let bea = app.player("bea").await;
    let plain = app.get("/v1/players/me", &bea.token).await;
    assert_eq!(plain.status, StatusCode::OK, "{}", plain.text);
    assert_eq!(plain.body["handle"], Value::Null);
    assert_eq!(plain.body["password_set"], false);

    let made = app
        .post(
            "/v1/players/me/tokens",
            &ada.token,
            &json!({"name": "reader", "scopes": ["read"], "expires_in_days": 7}),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text);
    let reader = made.body["token"].as_str().unwrap();
    let seen = app.get("/v1/players/me", reader).await;
    assert_eq!(seen.status, StatusCode::OK, "{}", seen.text);
    assert_eq!(seen.body["player_id"], ada.id.to_string());
    assert_eq!(seen.body["token"]["kind"], "personal");
    assert_eq!(seen.body["token"]["id"], made.body["id"]);
    assert_eq!(seen.body["token"]["name"], "reader");
    assert_eq!(seen.body["token"]["scopes"], json!(["read"]));
    assert_eq!(seen.body["token"]["expires_at"], made.body["expires_at"]);

    let made = app
        .post(
            "/v1/players/me/tokens",
            &ada.token,
            &json!({"name": "player", "scopes": ["play"]}),
        )
        .await;
    let player = made.body["token"].as_str().unwrap();
    let refused = app.get("/v1/players/me", player).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.text);
    assert_eq!(refused.body["code"], "insufficient_scope");
    assert_eq!(refused.body["scope"], "read");
}

#[actix_web::test]
async fn a_personal_access_token_does_what_its_scopes_allow_until_it_is_revoked() {
    let app = spawn().await;
    let ada = app.player("ada").await;
    let created = app
        .post(
            "/v1/players/me/tokens",
            &ada.token,
            &json!({"name": "  my watcher ", "scopes": ["read"], "expires_in_days": 30}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    assert_eq!(created.body["name"], "my watcher");
    assert_eq!(created.body["scopes"], json!(["read"]));
    assert!(created.body["last_used_at"].is_null());
    let watcher = created.body["token"].as_str().unwrap().to_owned();
    let id = created.body["id"].as_str().unwrap().to_owned();
    assert_eq!(
        app.get("/v1/players/me/games", &watcher).await.status,
        StatusCode::OK
    );
    let create = app
        .post(
            "/v1/games",
            &watcher,
            &json!({"game": "woof-meow-biscuits", "seats": 2}),
        )
        .await;
    assert_eq!(create.status, StatusCode::FORBIDDEN, "{}", create.text);
    assert_eq!(create.body["code"], "insufficient_scope");
    assert_eq!(create.body["scope"], "create");
    assert_eq!(
        header(&create, "www-authenticate"),
        Some(r#"Bearer realm="referee", error="insufficient_scope", scope="create""#)
    );
    let listed = app.get("/v1/players/me/tokens", &ada.token).await;
    let tokens = listed.body["tokens"].as_array().unwrap();
    assert_eq!(tokens.len(), 1);
    assert_eq!(tokens[0]["id"], id.as_str());
    assert!(
        tokens[0]["last_used_at"].is_string(),
        "its use is recorded: {}",
        listed.text
    );
    assert!(tokens[0]["expires_at"].is_string());
    assert!(tokens[0].get("token").is_none(), "the token is shown once");
    // The watcher cannot list (or make) tokens: that takes `account`.
    assert_eq!(
        app.get("/v1/players/me/tokens", &watcher).await.status,
        StatusCode::FORBIDDEN
    );

    let gone = app
        .send(
            TestRequest::delete()
                .uri(&format!("/v1/players/me/tokens/{id}"))
                .insert_header(("Authorization", format!("Bearer {}", ada.token))),
        )
        .await;
    assert_eq!(gone.status, StatusCode::NO_CONTENT, "{}", gone.text);
    let refused = app.get("/v1/players/me/games", &watcher).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
    assert_eq!(refused.body["code"], "token_revoked");
    assert_eq!(
        header(&refused, "www-authenticate"),
        Some(r#"Bearer realm="referee", error="invalid_token""#)
    );
    assert_eq!(
        app.get("/v1/players/me/games", &ada.token).await.status,
        StatusCode::OK,
        "the others work"
    );
    let listed = app.get("/v1/players/me/tokens", &ada.token).await;
    assert_eq!(listed.body["tokens"], json!([]));
    let again = app
        .send(
            TestRequest::delete()
                .uri(&format!("/v1/players/me/tokens/{id}"))
                .insert_header(("Authorization", format!("Bearer {}", ada.token))),
        )
        .await;
    assert_eq!(
        (again.status, again.body["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("access_token_not_found"))
    );
}

#[actix_web::test]
async fn a_token_makes_no_token_stronger_than_itself_and_bad_requests_make_none() {
    let app = spawn().await;
    let ada = app.player("ada").await;
    let make = |token: String, body: Value| {
        let app = &app;
        async move { app.post("/v1/players/me/tokens", &token, &body).await }
    };
    let account_only = make(
        ada.token.clone(),
        json!({"name": "admin", "scopes": ["account"]}),
    )
    .await;
    let account_only = account_only.body["token"].as_str().unwrap().to_owned();
    let stronger = make(
        account_only.clone(),
        json!({"name": "more", "scopes": ["account", "play"]}),
    )
    .await;
    assert_eq!(
        (stronger.status, stronger.body["scope"].as_str()),
        (StatusCode::FORBIDDEN, Some("play"))
    );
    for (body, code) in [
        (json!({"name": "x", "scopes": []}), "invalid_scope"),
        (json!({"name": "", "scopes": ["read"]}), "invalid_name"),
        (
            json!({"name": "x", "scopes": ["read"], "expires_in_days": 0}),
            "invalid_expiry",
        ),
        (
            json!({"name": "x", "scopes": ["read"], "expires_in_days": 3651}),
            "invalid_expiry",
        ),
    ] {
        let refused = make(ada.token.clone(), body.clone()).await;
        assert_eq!(refused.body["code"], code, "{body}: {}", refused.text);
    }
    let unknown = make(ada.token.clone(), json!({"name": "x", "scopes": ["admin"]})).await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST, "{}", unknown.text);
    let listed = app.get("/v1/players/me/tokens", &ada.token).await;
    assert_eq!(
        listed.body["tokens"].as_array().unwrap().len(),
        1,
        "only `admin`: {}",
        listed.text
    );
}

#[actix_web::test]
async fn revoking_every_token_revokes_personal_ones_and_a_revoked_one_ends_its_waits_at_once() {
    let app = spawn().await;
    let ada = app.player("ada").await;
    let make = |name: &'static str| {
        let app = &app;
        let token = ada.token.clone();
        async move {
            let made = app
                .post(
                    "/v1/players/me/tokens",
                    &token,
                    &json!({"name": name, "scopes": ["read", "account"]}),
                )
                .await;
            (
                made.body["id"].as_str().unwrap().to_owned(),
                made.body["token"].as_str().unwrap().to_owned(),
            )
        }
    };
    let (first_id, first) = make("first").await;
    let (_, second) = make("second").await;
    let cursor = app.get("/v1/players/me/notifications", &first).await.body["last_cursor"]
        .as_i64()
        .unwrap();
    let started = std::time::Instant::now();
    let held = |token: String| {
        let app = &app;
        async move {
            app.get(
                &format!("/v1/players/me/notifications?after={cursor}&wait=5"),
                &token,
            )
            .await
        }
    };
    let revoke = async {
        actix_web::rt::time::sleep(std::time::Duration::from_millis(500)).await;
        app.send(
            TestRequest::delete()
                .uri(&format!("/v1/players/me/tokens/{first_id}"))
                .insert_header(("Authorization", format!("Bearer {}", ada.token))),
        )
        .await
    };
    let (ended, waited, revoked) = tokio::join!(held(first.clone()), held(second.clone()), revoke);
    assert_eq!(revoked.status, StatusCode::NO_CONTENT);
    assert_eq!(ended.body["code"], "token_revoked", "{}", ended.text);
    assert_eq!(
        waited.status,
        StatusCode::OK,
        "the other token waits on: {}",
        waited.text
    );
    assert!(started.elapsed().as_secs_f64() >= 4.5, "it waited its 5 s");
    // Revoking every token takes the personal ones along.
    assert_eq!(app.revoke(&ada.token).await.status, StatusCode::NO_CONTENT);
    assert_eq!(
        app.get("/v1/players/me/games", &second).await.body["code"],
        "token_revoked"
    );
}

// ------------------------------------------------------------------ OAuth

/// RFC 7636, Appendix B.
const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const REDIRECT: &str = "http://127.0.0.1:53117/callback";

fn authorization(scope: &str) -> Value {
    json!({
        "response_type": "code",
        "client_id": "Biscuit Buddy",
        "redirect_uri": REDIRECT,
        "scope": scope,
        "state": "xyz 1",
        "code_challenge": CHALLENGE,
        "code_challenge_method": "S256",
    })
}

/// `player`'s answer to an authorization request: where the browser goes,
/// parsed.
async fn decide<S, B>(
    app: &TestApp<S>,
    player: &Player,
    mut request: Value,
    approve: bool,
) -> url::Url
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse<B>,
        Error = actix_web::Error,
    >,
    B: actix_web::body::MessageBody,
{
    request["approve"] = json!(approve);
    let reply = app
        .post("/v1/oauth/authorize", &player.token, &request)
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    url::Url::parse(reply.body["redirect_to"].as_str().unwrap()).unwrap()
}

fn param(url: &url::Url, name: &str) -> Option<String> {
    url.query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

/// A form POST outside the problem-document checks of `TestApp::send`:
/// OAuth's token and revocation endpoints answer in RFC 6749's words.
async fn form<S, B>(
    app: &TestApp<S>,
    path: &str,
    pairs: &[(&str, &str)],
) -> (StatusCode, Value, actix_web::http::header::HeaderMap)
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse<B>,
        Error = actix_web::Error,
    >,
    B: actix_web::body::MessageBody,
{
    let body = serde_urlencoded::to_string(pairs).unwrap();
    let request = TestRequest::post()
        .uri(path)
        .insert_header(("content-type", "application/x-www-form-urlencoded"))
        .set_payload(body)
        .to_request();
    let response = actix_web::test::call_service(&app.service, request).await;
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = actix_web::test::read_body(response).await;
    let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    assert_ne!(status, StatusCode::INTERNAL_SERVER_ERROR, "{body}");
    (status, body, headers)
}

async fn exchange<S, B>(
    app: &TestApp<S>,
    code: &str,
    client: &str,
    redirect: &str,
    verifier: &str,
) -> (StatusCode, Value)
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse<B>,
        Error = actix_web::Error,
    >,
    B: actix_web::body::MessageBody,
{
    let (status, body, headers) = form(
        app,
        "/oauth/token",
        &[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("client_id", client),
            ("redirect_uri", redirect),
            ("code_verifier", verifier),
        ],
    )
    .await;
    assert_eq!(
        headers.get("cache-control").unwrap(),
        "no-store",
        "RFC 6749, 5.1"
    );
    (status, body)
}

fn assert_invalid_grant((status, body): (StatusCode, Value), why: &str) {
    assert_eq!(status, StatusCode::BAD_REQUEST, "{why}: {body}");
    assert_eq!(body["error"], "invalid_grant", "{why}: {body}");
    assert!(body["error_description"].is_string());
}

#[actix_web::test]
async fn an_app_gets_a_token_by_pkce_plays_with_its_scopes_and_loses_it_when_revoked() {
    let app = spawn().await;
    let (ada, bea) = (app.player("ada").await, app.player("bea").await);
    let id = app.biscuits(&[ada.clone(), bea.clone()]).await;

    // What the consent screen shows.
    let query = serde_urlencoded::to_string([
        ("response_type", "code"),
        ("client_id", "Biscuit Buddy"),
        ("redirect_uri", REDIRECT),
        ("scope", "play read"),
        ("state", "xyz 1"),
        ("code_challenge", CHALLENGE),
        ("code_challenge_method", "S256"),
    ])
    .unwrap();
    let prompt = app
        .request(
            Method::GET,
            &format!("/v1/oauth/authorize?{query}"),
            None,
            None,
        )
        .await;
    assert_eq!(prompt.status, StatusCode::OK, "{}", prompt.text);
    assert_eq!(prompt.body["client_id"], "Biscuit Buddy");
    assert_eq!(prompt.body["redirect_host"], "127.0.0.1:53117");
    assert_eq!(prompt.body["scopes"][0]["scope"], "read");
    assert!(prompt.body["scopes"][1]["description"]
        .as_str()
        .unwrap()
        .starts_with("Play"));
    let page = app
        .send(TestRequest::get().uri(&format!("/oauth/authorize?{query}")))
        .await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    assert_eq!(
        header(&page, "location"),
        Some(format!("/#/oauth/authorize?{query}").as_str())
    );

    let back = decide(&app, &ada, authorization("read play"), true).await;
    assert_eq!(back.as_str().split('?').next(), Some(REDIRECT));
    assert_eq!(param(&back, "state").as_deref(), Some("xyz 1"));
    let code = param(&back, "code").unwrap();
    let (status, token) = exchange(&app, &code, "Biscuit Buddy", REDIRECT, VERIFIER).await;
    assert_eq!(status, StatusCode::OK, "{token}");
    assert_eq!(token["token_type"], "Bearer");
    assert_eq!(token["scope"], "read play");
    assert!(token["expires_in"].as_i64().unwrap() > 364 * 86_400);
    let access = token["access_token"].as_str().unwrap().to_owned();

    // A move with the app's token; what it was not granted is refused.
    let version = app
        .move_once(
            &[
                Player {
                    token: access.clone(),
                    ..ada.clone()
                },
                bea.clone(),
            ],
            id,
        )
        .await;
    assert!(version > 0);
    let me = app.get("/v1/players/me", &access).await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text);
    assert_eq!(me.body["player_id"], ada.id.to_string());
    assert_eq!(me.body["token"]["kind"], "app");
    assert_eq!(me.body["token"]["name"], "Biscuit Buddy");
    assert_eq!(me.body["token"]["scopes"], json!(["read", "play"]));
    let refused = app.get("/v1/players/me/webhook", &access).await;
    assert_eq!(
        (refused.status, refused.body["scope"].as_str()),
        (StatusCode::FORBIDDEN, Some("webhook"))
    );

    // The player sees the app and ends its access.
    let apps = app.get("/v1/players/me/apps", &ada.token).await;
    let listed = &apps.body["apps"][0];
    assert_eq!(listed["client_id"], "Biscuit Buddy");
    assert_eq!(listed["redirect_host"], "127.0.0.1:53117");
    assert_eq!(listed["scopes"], json!(["read", "play"]));
    assert!(listed["last_used_at"].is_string(), "{}", apps.text);
    let gone = app
        .send(
            TestRequest::delete()
                .uri(&format!(
                    "/v1/players/me/tokens/{}",
                    listed["id"].as_str().unwrap()
                ))
                .insert_header(("Authorization", format!("Bearer {}", ada.token))),
        )
        .await;
    assert_eq!(gone.status, StatusCode::NO_CONTENT);
    let after = app.get(&format!("/v1/games/{id}"), &access).await;
    assert_eq!(
        (after.status, after.body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("token_revoked"))
    );
    assert_eq!(
        app.get("/v1/players/me/apps", &ada.token).await.body["apps"],
        json!([])
    );
}

#[actix_web::test]
async fn a_denied_request_tells_the_app_access_denied_with_its_state() {
    let app = spawn().await;
    let ada = app.player("ada").await;
    let back = decide(&app, &ada, authorization("read"), false).await;
    assert_eq!(param(&back, "error").as_deref(), Some("access_denied"));
    assert_eq!(param(&back, "state").as_deref(), Some("xyz 1"));
    assert_eq!(param(&back, "code"), None);
}

#[actix_web::test]
async fn codes_are_single_use_bound_to_client_redirect_and_verifier_and_short_lived() {
    let app = spawn().await;
    let ada = app.player("ada").await;
    let code = || async {
        param(
            &decide(&app, &ada, authorization("read"), true).await,
            "code",
        )
        .unwrap()
    };

    // Replayed: refused, and the token the code gave is revoked.
    let first = code().await;
    let (status, token) = exchange(&app, &first, "Biscuit Buddy", REDIRECT, VERIFIER).await;
    assert_eq!(status, StatusCode::OK);
    let access = token["access_token"].as_str().unwrap().to_owned();
    assert_eq!(
        app.get("/v1/players/me/games", &access).await.status,
        StatusCode::OK
    );
    assert_invalid_grant(
        exchange(&app, &first, "Biscuit Buddy", REDIRECT, VERIFIER).await,
        "replayed",
    );
    assert_eq!(
        app.get("/v1/players/me/games", &access).await.body["code"],
        "token_revoked"
    );

    let wrong_verifier = "a".repeat(43);
    for (client, redirect, verifier, why) in [
        (
            "Biscuit Buddy",
            REDIRECT,
            wrong_verifier.as_str(),
            "a wrong verifier",
        ),
        (
            "Biscuit Buddy",
            REDIRECT,
            CHALLENGE,
            "the challenge as verifier",
        ),
        (
            "Biscuit Buddy",
            "http://127.0.0.1:53117/callback/",
            VERIFIER,
            "a changed redirect URI",
        ),
        (
            "Biscuit Buddy",
            "http://127.0.0.1:53118/callback",
            VERIFIER,
            "another port",
        ),
        ("Another App", REDIRECT, VERIFIER, "another client's code"),
    ] {
        let code = code().await;
        assert_invalid_grant(exchange(&app, &code, client, redirect, verifier).await, why);
        // The refusal spent it: not even the right exchange works now.
        assert_invalid_grant(
            exchange(&app, &code, "Biscuit Buddy", REDIRECT, VERIFIER).await,
            why,
        );
    }
    // Expired: a code lives 60 s.
    let late = code().await;
    app.state.clock.advance(chrono::Duration::seconds(61));
    assert_invalid_grant(
        exchange(&app, &late, "Biscuit Buddy", REDIRECT, VERIFIER).await,
        "expired",
    );
    assert_invalid_grant(
        exchange(&app, "no-such-code", "Biscuit Buddy", REDIRECT, VERIFIER).await,
        "unknown",
    );
    let apps = app.get("/v1/players/me/apps", &ada.token).await;
    assert_eq!(
        apps.body["apps"],
        json!([]),
        "no refused exchange left a token: {}",
        apps.text
    );
}

#[actix_web::test]
async fn authorization_requests_are_refused_to_the_player_or_to_the_app_as_rfc_6749_says() {
    let app = spawn().await;
    let ada = app.player("ada").await;
    // No trustworthy redirect URI: the player is told, nothing is redirected.
    for (field, value) in [
        ("redirect_uri", json!("http://app.example/callback")),
        ("redirect_uri", json!("http://localhost:8000/callback")),
        ("redirect_uri", json!("https://app.example/callback#x")),
        ("redirect_uri", json!(null)),
        ("client_id", json!("")),
    ] {
        let mut request = authorization("read");
        request[field] = value.clone();
        request["approve"] = json!(true);
        let refused = app.post("/v1/oauth/authorize", &ada.token, &request).await;
        assert_eq!(
            refused.status,
            StatusCode::BAD_REQUEST,
            "{field}={value}: {}",
            refused.text
        );
        assert_eq!(refused.body["code"], "invalid_authorization_request");
    }
    // The rest goes back to the app, with its state.
    for (field, value, error) in [
        ("code_challenge_method", json!("plain"), "invalid_request"),
        ("code_challenge_method", json!(null), "invalid_request"),
        ("code_challenge", json!("too-short"), "invalid_request"),
        ("response_type", json!("token"), "unsupported_response_type"),
        ("scope", json!("read admin"), "invalid_scope"),
        ("scope", json!(""), "invalid_scope"),
        ("scope", json!("read account"), "invalid_scope"),
    ] {
        let mut request = authorization("read");
        request[field] = value.clone();
        let back = decide(&app, &ada, request, true).await;
        assert_eq!(
            param(&back, "error").as_deref(),
            Some(error),
            "{field}={value}"
        );
        assert_eq!(param(&back, "state").as_deref(), Some("xyz 1"));
        assert_eq!(param(&back, "code"), None);
    }
    // A token cannot grant an app what it does not hold itself.
    let reader = app
        .post(
            "/v1/players/me/tokens",
            &ada.token,
            &json!({"name": "r", "scopes": ["read", "account"]}),
        )
        .await;
    let reader = Player {
        token: reader.body["token"].as_str().unwrap().to_owned(),
        ..ada.clone()
    };
    let mut request = authorization("read play");
    request["approve"] = json!(true);
    let refused = app
        .post("/v1/oauth/authorize", &reader.token, &request)
        .await;
    assert_eq!(
        (refused.status, refused.body["scope"].as_str()),
        (StatusCode::FORBIDDEN, Some("play"))
    );
}

#[actix_web::test]
async fn the_token_endpoint_speaks_rfc_6749_and_revocation_rfc_7009() {
    let app = spawn().await;
    let ada = app.player("ada").await;
    let (status, body, _) = form(
        &app,
        "/oauth/token",
        &[("grant_type", "password"), ("username", "ada")],
    )
    .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("unsupported_grant_type"))
    );
    let (status, body, _) = form(
        &app,
        "/oauth/token",
        &[("grant_type", "authorization_code")],
    )
    .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_request"))
    );
    let json_body = actix_web::test::call_service(
        &app.service,
        TestRequest::post()
            .uri("/oauth/token")
            .set_json(json!({"grant_type": "authorization_code"}))
            .to_request(),
    )
    .await;
    assert_eq!(
        json_body.status(),
        StatusCode::BAD_REQUEST,
        "a form, not JSON"
    );

    let code = param(
        &decide(&app, &ada, authorization("read"), true).await,
        "code",
    )
    .unwrap();
    let (_, token) = exchange(&app, &code, "Biscuit Buddy", REDIRECT, VERIFIER).await;
    let access = token["access_token"].as_str().unwrap().to_owned();
    let (status, _, _) = form(
        &app,
        "/oauth/revoke",
        &[("token", &access), ("token_type_hint", "access_token")],
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        app.get("/v1/players/me/games", &access).await.body["code"],
        "token_revoked"
    );
    // Revoking what is no token, or a revoked one, is answered the same.
    for token in ["not a token", access.as_str()] {
        assert_eq!(
            form(&app, "/oauth/revoke", &[("token", token)]).await.0,
            StatusCode::OK
        );
    }
    let (status, body, _) = form(
        &app,
        "/oauth/revoke",
        &[("token_type_hint", "access_token")],
    )
    .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_request"))
    );
    assert_eq!(
        app.get("/v1/players/me/games", &ada.token).await.status,
        StatusCode::OK
    );
}

#[actix_web::test]
async fn the_pkce_challenge_of_rfc_7636_appendix_b_is_the_one_the_server_checks() {
    assert_eq!(
        URL_SAFE_NO_PAD.encode(Sha256::digest(VERIFIER.as_bytes())),
        CHALLENGE
    );
    assert!(referee::http::oauth::pkce_s256_matches(VERIFIER, CHALLENGE));
}

#[actix_web::test]
async fn a_missing_or_invalid_token_carries_rfc_6750s_challenge() {
    let app = spawn().await;
    let missing = app
        .request(Method::GET, "/v1/players/me/games", None, None)
        .await;
    assert_eq!(
        header(&missing, "www-authenticate"),
        Some(r#"Bearer realm="referee""#)
    );
    let invalid = app.get("/v1/players/me/games", "not-a-token").await;
    assert_eq!(
        header(&invalid, "www-authenticate"),
        Some(r#"Bearer realm="referee", error="invalid_token""#)
    );
}
