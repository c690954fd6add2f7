//! Passkeys (WebAuthn) end to end, with a software authenticator in the
//! browser's place (webauthn-authenticator-rs's `SoftPasskey`): adding one,
//! signing in by handle and without one, listing, deleting; and the
//! verifier attacked: a ceremony finished twice or late, an assertion
//! signed by another credential, another player's credential id, a
//! tampered or foreign client data (origin, challenge), a credential made
//! for another rp id, a deleted passkey, another player's ceremony.

use actix_web::http::{Method, StatusCode};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use referee::config::LimitConfig;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use webauthn_authenticator_rs::softpasskey::SoftPasskey;
use webauthn_authenticator_rs::{AuthenticatorBackendHashedClientData, WebauthnAuthenticator};
use webauthn_rs_proto::{CreationChallengeResponse, RequestChallengeResponse};

use crate::support::{spawn, Player, Reply, TestApp};

/// The page's origin under the default relying party (`localhost`).
const ORIGIN: &str = "http://localhost:8080";

pub(crate) trait App {
    async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Reply;
}

impl<S, B> App for TestApp<S>
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse<B>,
        Error = actix_web::Error,
    >,
    B: actix_web::body::MessageBody,
{
    async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Reply {
        self.request(method, path, token, body).await
    }
}

/// A player with a handle and a password.
async fn person(app: &impl App, handle: &str) -> Player {
    let reply = app
        .call(
            Method::POST,
            "/v1/players",
            None,
            Some(&json!({"name": handle, "handle": handle, "password": "correct horse battery"})),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    Player {
        id: reply.body["player_id"].as_str().unwrap().parse().unwrap(),
        token: reply.body["token"].as_str().unwrap().to_owned(),
        api_key: reply.body["api_key"].as_str().unwrap().to_owned(),
    }
}

pub(crate) fn authenticator() -> WebauthnAuthenticator<SoftPasskey> {
    WebauthnAuthenticator::new(SoftPasskey::new(true))
}

fn url(origin: &str) -> webauthn_rs::prelude::Url {
    origin.parse().unwrap()
}

/// Starts adding a passkey: (ceremony id, options).
async fn registration(app: &impl App, player: &Player) -> (String, CreationChallengeResponse) {
    let reply = app
        .call(
            Method::POST,
            "/v1/players/me/passkeys/options",
            Some(&player.token),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    (
        reply.body["ceremony_id"].as_str().unwrap().to_owned(),
        serde_json::from_value(reply.body["options"].clone()).unwrap(),
    )
}

/// The body that finishes adding a passkey a new software authenticator
/// made for `player`, under a ceremony started now.
pub(crate) async fn new_passkey(app: &impl App, player: &Player) -> Value {
    let (ceremony, options) = registration(app, player).await;
    let credential = authenticator()
        .do_registration(url(ORIGIN), options)
        .unwrap();
    json!({"ceremony_id": ceremony, "name": "laptop", "credential": credential})
}

async fn add(app: &impl App, player: &Player, ceremony: &str, credential: &Value) -> Reply {
    app.call(
        Method::POST,
        "/v1/players/me/passkeys",
        Some(&player.token),
        Some(&json!({"ceremony_id": ceremony, "name": "laptop", "credential": credential})),
    )
    .await
}

/// Adds a passkey `key` makes to `player`: (its id, its credential id in
/// base64url).
pub(crate) async fn register(
    app: &impl App,
    player: &Player,
    key: &mut WebauthnAuthenticator<SoftPasskey>,
) -> (String, Value) {
    let (ceremony, options) = registration(app, player).await;
    let credential =
        serde_json::to_value(key.do_registration(url(ORIGIN), options).unwrap()).unwrap();
    let reply = add(app, player, &ceremony, &credential).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    (
        reply.body["id"].as_str().unwrap().to_owned(),
        credential["rawId"].clone(),
    )
}

/// `key`'s assertion for `options` as a discoverable passkey `credential`
/// answers it: it finds itself (the soft authenticator is told which it
/// is) and sends its user handle, `user`.
fn discovered(
    key: &mut WebauthnAuthenticator<SoftPasskey>,
    options: &RequestChallengeResponse,
    credential: &Value,
    user: Option<uuid::Uuid>,
) -> Value {
    let mut told = serde_json::to_value(options).unwrap();
    told["publicKey"]["allowCredentials"] = json!([{"type": "public-key", "id": credential}]);
    let mut assertion = assert_with(key, serde_json::from_value(told).unwrap());
    if let Some(user) = user {
        assertion["response"]["userHandle"] = json!(b64(user.as_bytes()));
    }
    assertion
}

/// Starts signing in: (ceremony id, options).
async fn sign_in_options(
    app: &impl App,
    handle: Option<&str>,
) -> (String, RequestChallengeResponse) {
    let body = match handle {
        Some(handle) => json!({"handle": handle}),
        None => json!({}),
    };
    let reply = app
        .call(
            Method::POST,
            "/v1/sessions/passkey/options",
            None,
            Some(&body),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert!(
        reply.body["options"].get("mediation").is_none(),
        "{}",
        reply.text
    );
    (
        reply.body["ceremony_id"].as_str().unwrap().to_owned(),
        serde_json::from_value(reply.body["options"].clone()).unwrap(),
    )
}

async fn sign_in(app: &impl App, ceremony: &str, assertion: &Value) -> Reply {
    app.call(
        Method::POST,
        "/v1/sessions/passkey",
        None,
        Some(&json!({"ceremony_id": ceremony, "credential": assertion})),
    )
    .await
}

/// `key`'s assertion for `options`, as a browser would answer.
fn assert_with(
    key: &mut WebauthnAuthenticator<SoftPasskey>,
    options: RequestChallengeResponse,
) -> Value {
    serde_json::to_value(key.do_authentication(url(ORIGIN), options).unwrap()).unwrap()
}

fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

fn unb64(text: &Value) -> Vec<u8> {
    URL_SAFE_NO_PAD
        .decode(text.as_str().unwrap().trim_end_matches('='))
        .unwrap()
}

/// `assertion` with its client data rewritten by `change` (its signature
/// left as it was).
fn with_client_data(assertion: &Value, change: impl FnOnce(&mut Value)) -> Value {
    let mut assertion = assertion.clone();
    let mut data: Value =
        serde_json::from_slice(&unb64(&assertion["response"]["clientDataJSON"])).unwrap();
    change(&mut data);
    assertion["response"]["clientDataJSON"] = json!(b64(&serde_json::to_vec(&data).unwrap()));
    assertion
}

async fn passkeys_of(app: &impl App, player: &Player) -> Vec<Value> {
    let reply = app
        .call(
            Method::GET,
            "/v1/players/me/passkeys",
            Some(&player.token),
            None,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    reply.body["passkeys"].as_array().unwrap().clone()
}

#[actix_web::test]
async fn a_player_adds_a_passkey_and_signs_in_with_it_by_handle() {
    let app = spawn().await;
    let ada = person(&app, "Ada").await;
    let mut key = authenticator();
    let (ceremony, options) = registration(&app, &ada).await;
    let json_options = serde_json::to_value(&options).unwrap();
    assert_eq!(json_options["publicKey"]["rp"]["id"], "localhost");
    assert_eq!(json_options["publicKey"]["user"]["name"], "Ada");
    assert_eq!(
        json_options["publicKey"]["authenticatorSelection"]["residentKey"],
        "preferred"
    );
    let credential = key.do_registration(url(ORIGIN), options).unwrap();
    let added = add(
        &app,
        &ada,
        &ceremony,
        &serde_json::to_value(&credential).unwrap(),
    )
    .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text);
    assert_eq!(added.body["name"], "laptop");
    assert!(added.body["last_used_at"].is_null());
    let listed = passkeys_of(&app, &ada).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], added.body["id"]);

    // A second registration excludes the passkey held.
    let (_, again) = registration(&app, &ada).await;
    let excluded = serde_json::to_value(&again).unwrap()["publicKey"]["excludeCredentials"].clone();
    assert_eq!(
        excluded[0]["id"],
        serde_json::to_value(&credential).unwrap()["rawId"]
    );

    for handle in ["ada", "ADA"] {
        let (ceremony, options) = sign_in_options(&app, Some(handle)).await;
        let allowed =
            serde_json::to_value(&options).unwrap()["publicKey"]["allowCredentials"].clone();
        assert_eq!(allowed.as_array().unwrap().len(), 1);
        let signed = sign_in(&app, &ceremony, &assert_with(&mut key, options)).await;
        assert_eq!(signed.status, StatusCode::OK, "{}", signed.text);
        assert_eq!(signed.body["player_id"], ada.id.to_string());
        // A token of every scope, `account` included.
        let token = Player {
            token: signed.body["token"].as_str().unwrap().to_owned(),
            ..ada.clone()
        };
        let listed = passkeys_of(&app, &token).await;
        assert!(listed[0]["last_used_at"].is_string(), "{listed:?}");
    }
}

#[actix_web::test]
async fn a_discoverable_passkey_signs_in_without_a_handle_as_its_own_player_only() {
    let app = spawn().await;
    let ada = person(&app, "ada").await;
    let bea = person(&app, "bea").await;
    let mut key = authenticator();
    let (_, credential) = register(&app, &ada, &mut key).await;
    // Without a handle, or with one of no player with passkeys (the answer
    // does not tell which), any passkey may answer.
    for handle in [None, Some("nobody"), Some("bea")] {
        let (_, options) = sign_in_options(&app, handle).await;
        assert_eq!(
            serde_json::to_value(&options).unwrap()["publicKey"]["allowCredentials"],
            json!([]),
            "{handle:?}"
        );
    }
    let (ceremony, options) = sign_in_options(&app, None).await;
    let signed = sign_in(
        &app,
        &ceremony,
        &discovered(&mut key, &options, &credential, Some(ada.id)),
    )
    .await;
    assert_eq!(signed.status, StatusCode::OK, "{}", signed.text);
    assert_eq!(signed.body["player_id"], ada.id.to_string());
    // Naming another player, or none, signs in no one.
    for user in [Some(bea.id), None] {
        let (ceremony, options) = sign_in_options(&app, None).await;
        let refused = sign_in(
            &app,
            &ceremony,
            &discovered(&mut key, &options, &credential, user),
        )
        .await;
        assert_eq!(
            refused.status,
            StatusCode::UNAUTHORIZED,
            "{user:?}: {}",
            refused.text
        );
        assert_eq!(refused.body["code"], "invalid_credentials");
    }
}

#[actix_web::test]
async fn a_ceremony_is_finished_once_and_within_its_five_minutes() {
    let app = spawn().await;
    let ada = person(&app, "ada").await;
    let mut key = authenticator();

    // Registration: replayed, then late.
    let (ceremony, options) = registration(&app, &ada).await;
    let credential =
        serde_json::to_value(key.do_registration(url(ORIGIN), options).unwrap()).unwrap();
    assert_eq!(
        add(&app, &ada, &ceremony, &credential).await.status,
        StatusCode::CREATED
    );
    let replayed = add(&app, &ada, &ceremony, &credential).await;
    assert_eq!(replayed.status, StatusCode::CONFLICT, "{}", replayed.text);
    assert_eq!(replayed.body["code"], "passkey_ceremony_expired");
    let (ceremony, options) = registration(&app, &ada).await;
    let mut other = authenticator();
    let credential =
        serde_json::to_value(other.do_registration(url(ORIGIN), options).unwrap()).unwrap();
    app.state.clock.advance(chrono::Duration::seconds(301));
    let late = add(&app, &ada, &ceremony, &credential).await;
    assert_eq!(late.status, StatusCode::CONFLICT, "{}", late.text);
    assert_eq!(late.body["code"], "passkey_ceremony_expired");
    assert_eq!(passkeys_of(&app, &ada).await.len(), 1, "nothing stored");

    // Sign-in: replayed, an old assertion on a new ceremony, then late.
    let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
    let assertion = assert_with(&mut key, options);
    assert_eq!(
        sign_in(&app, &ceremony, &assertion).await.status,
        StatusCode::OK
    );
    let replayed = sign_in(&app, &ceremony, &assertion).await;
    assert_eq!(replayed.status, StatusCode::CONFLICT, "{}", replayed.text);
    assert_eq!(replayed.body["code"], "passkey_ceremony_expired");
    let (fresh, _) = sign_in_options(&app, Some("ada")).await;
    let stale = sign_in(&app, &fresh, &assertion).await;
    assert_eq!(
        stale.status,
        StatusCode::UNAUTHORIZED,
        "another challenge: {}",
        stale.text
    );
    let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
    let assertion = assert_with(&mut key, options);
    app.state.clock.advance(chrono::Duration::seconds(301));
    let late = sign_in(&app, &ceremony, &assertion).await;
    assert_eq!(late.status, StatusCode::CONFLICT, "{}", late.text);
    assert_eq!(late.body["code"], "passkey_ceremony_expired");
    // A ceremony of the other kind is no sign-in's.
    let (registering, _) = registration(&app, &ada).await;
    let (_, options) = sign_in_options(&app, Some("ada")).await;
    let wrong_kind = sign_in(&app, &registering, &assert_with(&mut key, options)).await;
    assert_eq!(
        wrong_kind.status,
        StatusCode::CONFLICT,
        "{}",
        wrong_kind.text
    );
}

#[actix_web::test]
async fn an_assertion_of_another_credential_or_player_signs_in_no_one() {
    let app = spawn().await;
    let ada = person(&app, "ada").await;
    let bea = person(&app, "bea").await;
    let mut ada_key = authenticator();
    let mut bea_key = authenticator();
    let (_, ada_credential) = register(&app, &ada, &mut ada_key).await;
    let (_, bea_credential) = register(&app, &bea, &mut bea_key).await;

    // Bea's passkey answering a sign-in as ada.
    let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
    let mut told = serde_json::to_value(&options).unwrap();
    told["publicKey"]["allowCredentials"] = json!([{"type": "public-key", "id": bea_credential}]);
    let bea_assertion = assert_with(&mut bea_key, serde_json::from_value(told).unwrap());
    let refused = sign_in(&app, &ceremony, &bea_assertion).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{}", refused.text);
    assert_eq!(refused.body["code"], "invalid_credentials");

    // Bea's signature under ada's credential id.
    let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
    let mut told = serde_json::to_value(&options).unwrap();
    told["publicKey"]["allowCredentials"] = json!([{"type": "public-key", "id": bea_credential}]);
    let mut forged = assert_with(&mut bea_key, serde_json::from_value(told).unwrap());
    forged["id"] = ada_credential.clone();
    forged["rawId"] = ada_credential.clone();
    let refused = sign_in(&app, &ceremony, &forged).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{}", refused.text);

    // A credential id no one holds.
    let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
    let mut unknown = assert_with(&mut ada_key, options);
    unknown["id"] = json!(b64(b"no such credential"));
    unknown["rawId"] = unknown["id"].clone();
    let refused = sign_in(&app, &ceremony, &unknown).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{}", refused.text);

    // Ada's own assertion, untouched, still signs her in.
    let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
    let signed = sign_in(&app, &ceremony, &assert_with(&mut ada_key, options)).await;
    assert_eq!(signed.status, StatusCode::OK, "{}", signed.text);
    assert_eq!(signed.body["player_id"], ada.id.to_string());
}

#[actix_web::test]
async fn tampered_or_foreign_client_data_is_refused() {
    let app = spawn().await;
    let ada = person(&app, "ada").await;
    let mut key = authenticator();
    register(&app, &ada, &mut key).await;
    type Change = (&'static str, fn(&mut Value));
    let changes: [Change; 3] = [
        ("origin", |data| {
            data["origin"] = json!("https://evil.example")
        }),
        ("challenge", |data| data["challenge"] = json!(b64(&[7; 32]))),
        ("type", |data| data["type"] = json!("webauthn.create")),
    ];
    for (what, change) in changes {
        let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
        let tampered = with_client_data(&assert_with(&mut key, options), change);
        let refused = sign_in(&app, &ceremony, &tampered).await;
        assert_eq!(
            refused.status,
            StatusCode::UNAUTHORIZED,
            "{what}: {}",
            refused.text
        );
        assert_eq!(refused.body["code"], "invalid_credentials");
    }
    // Signed as it is, but in another origin's page.
    let mut soft = SoftPasskey::new(true);
    let (ceremony, options) = registration(&app, &ada).await;
    let credential = attested_by(&mut soft, options, "localhost");
    let added = add(&app, &ada, &ceremony, &credential).await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text);
    for (origin, status) in [
        ("https://evil.example", StatusCode::UNAUTHORIZED),
        (ORIGIN, StatusCode::OK),
    ] {
        let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
        let challenge = serde_json::to_value(&options).unwrap()["publicKey"]["challenge"].clone();
        let mut public_key = options.public_key;
        public_key
            .allow_credentials
            .retain(|c| serde_json::to_value(&c.id).unwrap() == credential["rawId"]);
        let data = client_data("webauthn.get", &challenge, origin);
        let mut assertion = soft
            .perform_auth(Sha256::digest(&data).to_vec(), public_key, 60_000)
            .unwrap();
        assertion.response.client_data_json = data.into();
        let answer = sign_in(&app, &ceremony, &serde_json::to_value(&assertion).unwrap()).await;
        assert_eq!(answer.status, status, "{origin}: {}", answer.text);
    }
    // Registration alike: a tampered origin, its signature's data changed.
    let (ceremony, options) = registration(&app, &ada).await;
    let mut other = authenticator();
    let credential =
        serde_json::to_value(other.do_registration(url(ORIGIN), options).unwrap()).unwrap();
    let tampered = with_client_data(&credential, |data| {
        data["origin"] = json!("https://evil.example")
    });
    let refused = add(&app, &ada, &ceremony, &tampered).await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.text
    );
    assert_eq!(refused.body["code"], "invalid_passkey");
    assert_eq!(passkeys_of(&app, &ada).await.len(), 2, "nothing stored");
}

/// The client data a browser at `origin` hashes for `kind` and `challenge`.
fn client_data(kind: &str, challenge: &Value, origin: &str) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "type": kind,
        "challenge": challenge,
        "origin": origin,
        "crossOrigin": false,
    }))
    .unwrap()
}

/// `soft`'s attestation for `options` as a browser at [`ORIGIN`] asks for
/// it, its authenticator's data naming the relying party `rp_id`.
fn attested_by(soft: &mut SoftPasskey, options: CreationChallengeResponse, rp_id: &str) -> Value {
    let challenge = serde_json::to_value(&options).unwrap()["publicKey"]["challenge"].clone();
    let data = client_data("webauthn.create", &challenge, ORIGIN);
    let mut public_key = options.public_key;
    public_key.rp.id = rp_id.to_owned();
    let mut credential = soft
        .perform_register(Sha256::digest(&data).to_vec(), public_key, 60_000)
        .unwrap();
    credential.response.client_data_json = data.into();
    serde_json::to_value(&credential).unwrap()
}

#[actix_web::test]
async fn a_credential_made_for_another_rp_id_is_refused() {
    let app = spawn().await;
    let ada = person(&app, "ada").await;
    let mut soft = SoftPasskey::new(true);
    // The right origin and challenge, signed; the authenticator's data
    // names the relying party `evil.example`.
    let (ceremony, options) = registration(&app, &ada).await;
    let refused = add(
        &app,
        &ada,
        &ceremony,
        &attested_by(&mut soft, options, "evil.example"),
    )
    .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.text
    );
    assert_eq!(refused.body["code"], "invalid_passkey");
    // The same, made for `localhost`, is taken: the refusal was the rp id's.
    let (ceremony, options) = registration(&app, &ada).await;
    let added = add(
        &app,
        &ada,
        &ceremony,
        &attested_by(&mut soft, options, "localhost"),
    )
    .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text);
}

#[actix_web::test]
async fn a_deleted_passkey_signs_in_no_more_and_others_cannot_delete_it() {
    let app = spawn().await;
    let ada = person(&app, "ada").await;
    let bea = person(&app, "bea").await;
    let mut key = authenticator();
    let (id, credential) = register(&app, &ada, &mut key).await;
    let path = format!("/v1/players/me/passkeys/{id}");
    let refused = app
        .call(Method::DELETE, &path, Some(&bea.token), None)
        .await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND, "{}", refused.text);
    assert_eq!(refused.body["code"], "passkey_not_found");
    assert_eq!(passkeys_of(&app, &ada).await.len(), 1);
    // An assertion made before the deletion, sent after it.
    let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
    let assertion = assert_with(&mut key, options);
    let deleted = app
        .call(Method::DELETE, &path, Some(&ada.token), None)
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT, "{}", deleted.text);
    assert!(passkeys_of(&app, &ada).await.is_empty());
    let refused = sign_in(&app, &ceremony, &assertion).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{}", refused.text);
    let (ceremony, options) = sign_in_options(&app, None).await;
    let refused = sign_in(
        &app,
        &ceremony,
        &discovered(&mut key, &options, &credential, Some(ada.id)),
    )
    .await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{}", refused.text);
    let again = app
        .call(Method::DELETE, &path, Some(&ada.token), None)
        .await;
    assert_eq!(again.status, StatusCode::NOT_FOUND, "{}", again.text);
}

#[actix_web::test]
async fn another_players_ceremony_adds_nothing_and_a_passkey_is_one_players() {
    let app = spawn().await;
    let ada = person(&app, "ada").await;
    let bea = person(&app, "bea").await;
    let mut key = authenticator();
    let (ceremony, options) = registration(&app, &ada).await;
    let credential =
        serde_json::to_value(key.do_registration(url(ORIGIN), options).unwrap()).unwrap();
    let refused = add(&app, &bea, &ceremony, &credential).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.text);
    assert_eq!(refused.body["code"], "passkey_ceremony_expired");
    assert!(passkeys_of(&app, &bea).await.is_empty());
    // The same credential under two players: the second is refused.
    let (ceremony, options) = registration(&app, &ada).await;
    let credential =
        serde_json::to_value(key.do_registration(url(ORIGIN), options).unwrap()).unwrap();
    let (bea_ceremony, bea_options) = registration(&app, &bea).await;
    let challenge = serde_json::to_value(&bea_options).unwrap()["publicKey"]["challenge"].clone();
    assert_eq!(
        add(&app, &ada, &ceremony, &credential).await.status,
        StatusCode::CREATED
    );
    // Bea presents ada's attestation under her own challenge: its client
    // data no longer matches its signature, or its challenge is not hers.
    let moved = with_client_data(&credential, |data| data["challenge"] = challenge);
    let refused = add(&app, &bea, &bea_ceremony, &moved).await;
    assert!(refused.status.is_client_error(), "{}", refused.text);
    assert!(passkeys_of(&app, &bea).await.is_empty());
}

#[actix_web::test]
async fn malformed_credentials_and_names_are_4xx_and_change_nothing() {
    let app = spawn().await;
    let ada = person(&app, "ada").await;
    let mut key = authenticator();
    let (ceremony, options) = registration(&app, &ada).await;
    let credential =
        serde_json::to_value(key.do_registration(url(ORIGIN), options).unwrap()).unwrap();
    for body in [
        json!({"ceremony_id": ceremony, "name": "laptop"}),
        json!({"ceremony_id": ceremony, "name": "laptop", "credential": {}}),
        json!({"ceremony_id": ceremony, "name": "laptop", "credential": {"id": "x", "rawId": "!!", "type": "public-key", "response": {"attestationObject": "", "clientDataJSON": ""}}}),
        json!({"ceremony_id": "not a uuid", "name": "laptop", "credential": credential}),
        json!({"ceremony_id": ceremony, "name": " ", "credential": credential}),
        json!({"ceremony_id": ceremony, "name": "x".repeat(65), "credential": credential}),
    ] {
        let refused = app
            .call(
                Method::POST,
                "/v1/players/me/passkeys",
                Some(&ada.token),
                Some(&body),
            )
            .await;
        assert!(refused.status.is_client_error(), "{body}: {}", refused.text);
        assert!(refused.body["code"].is_string(), "{}", refused.text);
    }
    // Each refusal above was of the body: the ceremony is still there.
    let added = add(&app, &ada, &ceremony, &credential).await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text);
    // Garbage as an attestation: 422, and the ceremony spent.
    let (ceremony, _) = registration(&app, &ada).await;
    let mut garbage = credential.clone();
    garbage["response"]["attestationObject"] = json!(b64(b"not cbor"));
    let refused = add(&app, &ada, &ceremony, &garbage).await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.text
    );
    let (ceremony, _) = sign_in_options(&app, Some("ada")).await;
    let mut garbage = credential.clone();
    garbage["response"] = json!({"authenticatorData": b64(b"x"), "clientDataJSON": b64(b"{}"), "signature": b64(b"x")});
    let refused = sign_in(&app, &ceremony, &garbage).await;
    assert!(refused.status.is_client_error(), "{}", refused.text);
    assert_eq!(passkeys_of(&app, &ada).await.len(), 1);
}

#[actix_web::test]
async fn recovery_deletes_the_passkeys() {
    let app = spawn().await;
    let reply = app
        .call(
            Method::POST,
            "/v1/players",
            None,
            Some(&json!({"name": "ada", "handle": "ada", "password": "correct horse battery"})),
        )
        .await;
    let code = reply.body["recovery_code"].as_str().unwrap().to_owned();
    let ada = Player {
        id: reply.body["player_id"].as_str().unwrap().parse().unwrap(),
        token: reply.body["token"].as_str().unwrap().to_owned(),
        api_key: reply.body["api_key"].as_str().unwrap().to_owned(),
    };
    let mut key = authenticator();
    register(&app, &ada, &mut key).await;
    let recovered = app
        .call(
            Method::POST,
            "/v1/sessions/recover",
            None,
            Some(&json!({"handle": "ada", "recovery_code": code, "new_password": "battery horse staple"})),
        )
        .await;
    assert_eq!(recovered.status, StatusCode::OK, "{}", recovered.text);
    let ada = Player {
        token: recovered.body["token"].as_str().unwrap().to_owned(),
        ..ada
    };
    assert!(passkeys_of(&app, &ada).await.is_empty());
    let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
    assert_eq!(
        serde_json::to_value(&options).unwrap()["publicKey"]["allowCredentials"],
        json!([])
    );
    let _ = ceremony;
}

#[actix_web::test]
async fn passkey_sign_ins_count_against_the_addresss_guesses() {
    let app = TestApp::builder()
        .limits(LimitConfig {
            password_guesses_per_address_per_hour: 3,
            ..LimitConfig::UNLIMITED
        })
        .spawn()
        .await;
    let ada = person(&app, "ada").await;
    let mut key = authenticator();
    register(&app, &ada, &mut key).await;
    for _ in 0..3 {
        let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
        let tampered = with_client_data(&assert_with(&mut key, options), |data| {
            data["origin"] = json!("https://evil.example")
        });
        assert_eq!(
            sign_in(&app, &ceremony, &tampered).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    let (ceremony, options) = sign_in_options(&app, Some("ada")).await;
    let limited = sign_in(&app, &ceremony, &assert_with(&mut key, options)).await;
    assert_eq!(
        limited.status,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        limited.text
    );
    assert_eq!(limited.body["code"], "rate_limited");
}

/// Expired ceremonies are deleted by the clock sweeper, not by the next
/// ceremony's start; one still running stays.
#[actix_web::test]
async fn the_sweeper_deletes_expired_ceremonies_and_a_start_deletes_none() {
    let app = crate::support::TestApp::builder()
        .sweepers(false)
        .matchmaker(false)
        .spawn()
        .await;
    let ada = person(&app, "ada").await;
    let (old, _) = registration(&app, &ada).await;
    let (old_sign_in, _) = sign_in_options(&app, None).await;
    app.state.clock.advance(chrono::Duration::seconds(301));
    let (running, options) = registration(&app, &ada).await;
    let referee = &app.state.referee;
    assert_eq!(
        referee::workers::clock::forget_expired(referee)
            .await
            .unwrap(),
        (2, 0),
        "the two expired ceremonies ({old}, {old_sign_in}); no OAuth code"
    );
    assert_eq!(
        referee::workers::clock::forget_expired(referee)
            .await
            .unwrap(),
        (0, 0)
    );
    let credential = serde_json::to_value(
        authenticator()
            .do_registration(url(ORIGIN), options)
            .unwrap(),
    )
    .unwrap();
    assert_eq!(
        add(&app, &ada, &running, &credential).await.status,
        StatusCode::CREATED,
        "the running ceremony was kept"
    );
}
