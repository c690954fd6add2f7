//! Signatures beyond the bundle's (docs/FAIRNESS.md): the referee's key
//! history, the referee's signature on the steps it plays itself, and
//! players' signed moves.

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use referee::audit;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::clocks::{pass_deadline, wait_past};
use crate::fairness_reference::reference_check_with;
use crate::support::{Player, TestApp};

/// A seed for `REFEREE_SIGNING_KEY` other than the tests' usual one.
const ROTATED_KEY: &str = "7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e7e";

/// The public key of a seed, hex.
fn public_of(seed: &str) -> String {
    let seed: [u8; 32] = hex::decode(seed).unwrap().try_into().unwrap();
    hex::encode(
        referee::signature::Key::from_bytes(&seed)
            .verifying_key()
            .as_bytes(),
    )
}

#[actix_web::test]
async fn a_configured_key_retires_the_stored_one_and_old_bundles_still_verify() {
    // A server that generated its key and kept it in the database.
    let app = TestApp::builder().stored_signing_key().spawn().await;
    let keys = app.request(Method::GET, "/v1/keys", None, None).await;
    assert_eq!(keys.status, StatusCode::OK, "{}", keys.text);
    let keys = keys.body["keys"].as_array().unwrap().clone();
    assert_eq!(keys.len(), 1, "{keys:?}");
    let generated = keys[0].clone();
    assert_eq!(generated["active"], true);
    assert_eq!(generated["retired_at"], Value::Null);
    assert!(generated["since"].is_string(), "{generated}");
    let players = [app.player("ann").await, app.player("bob").await];
    let id = app.biscuits(&players).await;
    app.move_once(&players, id).await;
    let old_bundle = app.audit_bundle(&players[0], id).await;
    assert_eq!(
        old_bundle.signature.as_ref().unwrap().key_id,
        generated["key_id"]
    );

    // The same database, now with a configured key: the generated one is
    // kept, retired, and the configured one is active.
    let rotated = TestApp::builder()
        .signing_key(ROTATED_KEY)
        .twin_of(&app)
        .spawn()
        .await;
    let keys = rotated.request(Method::GET, "/v1/keys", None, None).await;
    let keys = keys.body["keys"].as_array().unwrap().clone();
    assert_eq!(keys.len(), 2, "{keys:?}");
    assert_eq!(keys[0]["public_key"], public_of(ROTATED_KEY).as_str());
    assert_eq!(keys[0]["active"], true);
    assert_eq!(keys[0]["retired_at"], Value::Null);
    assert_eq!(keys[1]["key_id"], generated["key_id"]);
    assert_eq!(keys[1]["active"], false);
    assert!(keys[1]["retired_at"].is_string(), "{}", keys[1]);
    assert_eq!(keys[1]["since"], generated["since"]);
    // The bundle signed before the rotation verifies under the retired key
    // the history keeps; a new one is signed with the configured key.
    let retired = hex::decode(keys[1]["public_key"].as_str().unwrap()).unwrap();
    assert_eq!(referee::signature::check(&old_bundle, &retired), Ok(()));
    let new_bundle = rotated.audit_bundle(&players[0], id).await;
    assert_eq!(
        new_bundle.signature.as_ref().unwrap().key_id,
        keys[0]["key_id"]
    );
    let active = hex::decode(keys[0]["public_key"].as_str().unwrap()).unwrap();
    assert_eq!(referee::signature::check(&new_bundle, &active), Ok(()));
    assert!(referee::signature::check(&old_bundle, &active).is_err());

    // Back to the stored key: it is active again, the configured one
    // retired; the history still holds both.
    let back = TestApp::builder()
        .stored_signing_key()
        .twin_of(&app)
        .spawn()
        .await;
    let keys = back.request(Method::GET, "/v1/keys", None, None).await;
    let keys = keys.body["keys"].as_array().unwrap().clone();
    assert_eq!(keys.len(), 2, "{keys:?}");
    assert_eq!(keys[0]["key_id"], generated["key_id"]);
    assert_eq!(keys[0]["active"], true);
    assert_eq!(keys[1]["public_key"], public_of(ROTATED_KEY).as_str());
    assert_eq!(keys[1]["active"], false);
}

/// A player's signing key: its seed makes it, `POST /v1/players/me/keys`
/// registers its public half.
struct PlayerKey {
    key: referee::signature::Key,
    id: String,
}

impl PlayerKey {
    fn new(seed: u8) -> Self {
        let key = referee::signature::Key::from_bytes(&[seed; 32]);
        let id = referee::signature::key_id(&key.verifying_key());
        PlayerKey { key, id }
    }

    fn public_hex(&self) -> String {
        hex::encode(self.key.verifying_key().as_bytes())
    }

    /// The signature (hex) of a move of `seat` in game `id` at `version`.
    fn sign(&self, id: Uuid, version: i64, seat: u8, action: &Value) -> String {
        let text = referee::signature::move_text(id, version as u64, seat, action);
        referee::signature::sign_text(&text, &self.key).signature
    }
}

/// The move the seat of `player` would make now (its first legal card),
/// as a request body without a signature; and the version and seat.
async fn next_move<S, B>(app: &TestApp<S>, player: &Player, id: Uuid) -> (Value, i64, u8)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let view = app.get(&format!("/v1/games/{id}"), &player.token).await;
    assert_eq!(view.status, StatusCode::OK, "{}", view.text);
    let card = view.body["legal_actions"]["cards"][0]["id"].clone();
    let version = view.body["version"].as_i64().unwrap();
    let seat = view.body["you"]["seat"].as_u64().unwrap() as u8;
    let body = json!({
        "game": view.body["game"], "expected_version": version,
        "action": {"kind": "play", "card": card},
    });
    (body, version, seat)
}

/// `player`'s move, signed with `key` as named by `key_id`.
fn signed(mut body: Value, key_id: &str, signature: &str) -> Value {
    body["signature"] = json!({ "key_id": key_id, "signature": signature });
    body
}

async fn register<S, B>(app: &TestApp<S>, player: &Player, key: &PlayerKey) -> Value
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let reply = app
        .post(
            "/v1/players/me/keys",
            &player.token,
            &json!({ "public_key": key.public_hex() }),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(reply.body["key_id"], key.id.as_str());
    reply.body
}

async fn revoke<S, B>(app: &TestApp<S>, player: &Player, key_id: &str) -> crate::support::Reply
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    app.request(
        Method::DELETE,
        &format!("/v1/players/me/keys/{key_id}"),
        Some(&player.token),
        None,
    )
    .await
}

#[actix_web::test]
async fn player_keys_are_registered_listed_revoked_and_limited() {
    let app = TestApp::builder().spawn().await;
    let ann = app.player("ann").await;
    let key = PlayerKey::new(1);
    let first = register(&app, &ann, &key).await;
    assert_eq!(first["algorithm"], "ed25519");
    assert_eq!(first["revoked_at"], Value::Null);
    // The same key again: answered as registered.
    let again = app
        .post(
            "/v1/players/me/keys",
            &ann.token,
            &json!({ "public_key": key.public_hex().to_uppercase() }),
        )
        .await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text);
    assert_eq!(again.body, first);
    // What is not a public key is refused, and stores nothing.
    for bad in ["zz", "00", &"ab".repeat(33), ""] {
        let reply = app
            .post(
                "/v1/players/me/keys",
                &ann.token,
                &json!({ "public_key": bad }),
            )
            .await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{bad}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], "invalid_public_key");
    }
    let listed = app.get("/v1/players/me/keys", &ann.token).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.text);
    assert_eq!(listed.body["keys"], json!([first]));
    // Revoked: kept, marked; revoking again answers it as it is.
    let revoked = revoke(&app, &ann, &key.id).await;
    assert_eq!(revoked.status, StatusCode::OK, "{}", revoked.text);
    assert!(revoked.body["revoked_at"].is_string(), "{}", revoked.text);
    let twice = revoke(&app, &ann, &key.id).await;
    assert_eq!(twice.body["revoked_at"], revoked.body["revoked_at"]);
    let listed = app.get("/v1/players/me/keys", &ann.token).await;
    assert_eq!(
        listed.body["keys"][0]["revoked_at"],
        revoked.body["revoked_at"]
    );
    // Another player's key, or none, cannot be revoked by Ann.
    let bob = app.player("bob").await;
    let bobs = PlayerKey::new(2);
    register(&app, &bob, &bobs).await;
    for id in [bobs.id.as_str(), "0000000000000000"] {
        let reply = revoke(&app, &ann, id).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{}", reply.text);
        assert_eq!(reply.body["code"], "signing_key_not_found");
    }
    let bob_keys = app.get("/v1/players/me/keys", &bob.token).await;
    assert_eq!(bob_keys.body["keys"][0]["revoked_at"], Value::Null);
    // Ten unrevoked keys at most: the eleventh waits for a revocation.
    for seed in 10..20 {
        register(&app, &ann, &PlayerKey::new(seed)).await;
    }
    let eleventh = PlayerKey::new(20);
    let reply = app
        .post(
            "/v1/players/me/keys",
            &ann.token,
            &json!({ "public_key": eleventh.public_hex() }),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CONFLICT, "{}", reply.text);
    assert_eq!(reply.body["code"], "too_many_signing_keys");
    let listed = app.get("/v1/players/me/keys", &ann.token).await;
    assert_eq!(listed.body["keys"].as_array().unwrap().len(), 11);
    revoke(&app, &ann, &PlayerKey::new(10).id).await;
    register(&app, &ann, &eleventh).await;
}

/// What RFC 8032 and strict verification refuse as a public key: the eight
/// points of small order (the identity first), and encodings that are not
/// the canonical one of their point (y = p, y = p + 1, the identity with
/// the sign bit set, y = p + 3 with and without the sign bit).
const NOT_STRICT_KEYS: [&str; 13] = [
    "0100000000000000000000000000000000000000000000000000000000000000",
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "0000000000000000000000000000000000000000000000000000000000000000",
    "0000000000000000000000000000000000000000000000000000000000000080",
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
    "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "0100000000000000000000000000000000000000000000000000000000000080",
    "f0ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "f0ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
];

#[actix_web::test]
async fn only_canonical_keys_not_of_small_order_are_registered_and_each_by_one_player() {
    let app = TestApp::builder().spawn().await;
    let ann = app.player("ann").await;
    for bad in NOT_STRICT_KEYS {
        let reply = app
            .post(
                "/v1/players/me/keys",
                &ann.token,
                &json!({ "public_key": bad }),
            )
            .await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{bad}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], "invalid_public_key", "{bad}");
    }
    let listed = app.get("/v1/players/me/keys", &ann.token).await;
    assert_eq!(listed.body["keys"], json!([]), "{}", listed.text);
    // A key generated at random is one.
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed).unwrap();
    let key = referee::signature::Key::from_bytes(&seed);
    let public = hex::encode(key.verifying_key().as_bytes());
    let first = app
        .post(
            "/v1/players/me/keys",
            &ann.token,
            &json!({ "public_key": public }),
        )
        .await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text);
    // Ann again: answered as registered; Bob: refused, Ann's key unchanged,
    // and again once Ann revoked it (the key stays hers).
    let again = app
        .post(
            "/v1/players/me/keys",
            &ann.token,
            &json!({ "public_key": public }),
        )
        .await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text);
    let bob = app.player("bob").await;
    for revoked in [false, true] {
        if revoked {
            let id = first.body["key_id"].as_str().unwrap();
            assert_eq!(revoke(&app, &ann, id).await.status, StatusCode::OK);
        }
        let taken = app
            .post(
                "/v1/players/me/keys",
                &bob.token,
                &json!({ "public_key": public.to_uppercase() }),
            )
            .await;
        assert_eq!(taken.status, StatusCode::CONFLICT, "{}", taken.text);
        assert_eq!(taken.body["code"], "public_key_taken");
        let bobs = app.get("/v1/players/me/keys", &bob.token).await;
        assert_eq!(bobs.body["keys"], json!([]), "{}", bobs.text);
    }
    let anns = app.get("/v1/players/me/keys", &ann.token).await;
    assert_eq!(anns.body["keys"].as_array().unwrap().len(), 1);
    assert_eq!(anns.body["keys"][0]["public_key"], public.as_str());
}

#[actix_web::test]
async fn a_move_signed_with_another_players_key_a_revoked_key_or_over_another_version_is_refused_and_changes_nothing(
) {
    let app = TestApp::builder().spawn().await;
    let players = [app.player("ann").await, app.player("bob").await];
    let (anns, revoked, bobs) = (PlayerKey::new(1), PlayerKey::new(3), PlayerKey::new(2));
    register(&app, &players[0], &anns).await;
    register(&app, &players[0], &revoked).await;
    assert_eq!(
        revoke(&app, &players[0], &revoked.id).await.status,
        StatusCode::OK
    );
    register(&app, &players[1], &bobs).await;
    let id = app.biscuits(&players).await;
    let (body, version, seat) = next_move(&app, &players[0], id).await;
    assert_eq!(seat, 0, "Ann starts");
    let action = &body["action"];
    let before = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
    let refusals = [
        (
            signed(
                body.clone(),
                &bobs.id,
                &bobs.sign(id, version, seat, action),
            ),
            StatusCode::FORBIDDEN,
            "signing_key_of_another_player",
        ),
        (
            signed(
                body.clone(),
                &revoked.id,
                &revoked.sign(id, version, seat, action),
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "signing_key_revoked",
        ),
        (
            signed(
                body.clone(),
                &PlayerKey::new(9).id,
                &PlayerKey::new(9).sign(id, version, seat, action),
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "unknown_signing_key",
        ),
        // Over another version, another seat, another action, another game.
        (
            signed(
                body.clone(),
                &anns.id,
                &anns.sign(id, version + 1, seat, action),
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_move_signature",
        ),
        (
            signed(
                body.clone(),
                &anns.id,
                &anns.sign(id, version - 1, seat, action),
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_move_signature",
        ),
        (
            signed(body.clone(), &anns.id, &anns.sign(id, version, 1, action)),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_move_signature",
        ),
        (
            signed(
                body.clone(),
                &anns.id,
                &anns.sign(id, version, seat, &json!({"kind": "play", "card": 99})),
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_move_signature",
        ),
        (
            signed(
                body.clone(),
                &anns.id,
                &anns.sign(Uuid::nil(), version, seat, action),
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_move_signature",
        ),
        (
            signed(body.clone(), &anns.id, "00"),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_move_signature",
        ),
    ];
    let path = format!("/v1/games/{id}/moves");
    for (request, status, code) in refusals {
        let reply = app.post(&path, &players[0].token, &request).await;
        assert_eq!(reply.status, status, "{code}: {}", reply.text);
        assert_eq!(reply.body["code"], code, "{}", reply.text);
        let now = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
        assert_eq!(
            now.body["version"], before.body["version"],
            "{code} changed nothing"
        );
        assert_eq!(
            now.body["view"], before.body["view"],
            "{code} changed nothing"
        );
    }
    // One byte of a good signature changed: refused too.
    let good = anns.sign(id, version, seat, action);
    let mut bytes = hex::decode(&good).unwrap();
    bytes[10] ^= 1;
    let reply = app
        .post(
            &path,
            &players[0].token,
            &signed(body.clone(), &anns.id, &hex::encode(bytes)),
        )
        .await;
    assert_eq!(
        reply.body["code"], "invalid_move_signature",
        "{}",
        reply.text
    );
    // The good one is taken, and its step carries it with the public key.
    let reply = app
        .post(
            &path,
            &players[0].token,
            &signed(body.clone(), &anns.id, &good),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    // Bob sees the action by its kind only, and so not its signature
    // (checking it against each possible action would tell the action).
    let bobs_bundle = app.audit_bundle(&players[1], id).await;
    assert_eq!(bobs_bundle.steps.last().unwrap().signature, None);
    assert_eq!(
        referee::signature::check_steps(&bobs_bundle, &[])
            .unwrap()
            .last()
            .unwrap()
            .2,
        referee::signature::StepSigned::Redacted
    );
    let bundle = app.audit_bundle(&players[0], id).await;
    let step = bundle.steps.last().unwrap();
    let signature = step.signature.as_ref().expect("the move's signature");
    assert_eq!(signature.signer, referee::signature::Signer::Player);
    assert_eq!(signature.key_id, anns.id);
    assert_eq!(
        signature.public_key.as_deref(),
        Some(anns.public_hex().as_str())
    );
    assert_eq!(signature.signature, good);
    let checked = referee::signature::check_steps(&bundle, &[]).unwrap();
    assert_eq!(
        checked.last().unwrap().2,
        referee::signature::StepSigned::Player {
            key_id: anns.id.clone()
        }
    );
    // Revoked later, the key still verifies the move it signed.
    revoke(&app, &players[0], &anns.id).await;
    let later = app.audit_bundle(&players[0], id).await;
    assert!(referee::signature::check_steps(&later, &[]).is_ok());
    // An unsigned move in a game without `signed_moves` is taken as ever.
    let (body, _, _) = next_move(&app, &players[1], id).await;
    let reply = app.post(&path, &players[1].token, &body).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
}

/// A signed move's key is checked before the step is computed, and again
/// by the step's write: a key revoked in between signs nothing. The write
/// stores the step only while its key is its player's and unrevoked; a
/// move whose key is revoked while its write waits is refused as signed
/// with a revoked key, and nothing is stored.
#[actix_web::test]
async fn a_key_revoked_after_the_signature_was_checked_signs_nothing() {
    use diesel::prelude::*;
    use referee::store::games::{read, write_step, StepWrite};
    use referee::store::players::Bearer;

    use crate::moves::{guarded_write, seat_0_plays_card_0};

    let app = TestApp::builder().spawn().await;
    let players = [app.player("ann").await, app.player("bob").await];
    let (anns, raced, bobs) = (PlayerKey::new(1), PlayerKey::new(4), PlayerKey::new(2));
    register(&app, &players[0], &anns).await;
    register(&app, &players[0], &raced).await;
    register(&app, &players[1], &bobs).await;
    let id = app.biscuits(&players).await;
    let ann = players[0].id;

    // The write's own guard.
    let mut conn = app.db.async_conn().await;
    let before = read(&mut conn, id, Bearer::of(ann)).await.unwrap().unwrap();
    let version = before.game.version;
    let state = before.game.state.clone().unwrap();
    let event = seat_0_plays_card_0(id, version + 1);
    let head = before.head_hash.clone().unwrap();
    // A write of Ann's step, signed with `key`.
    let base = || {
        guarded_write(
            &before.row_version,
            version,
            &state,
            &event,
            Some((ann, 0)),
            &head,
        )
    };
    let signed_with = |key| StepWrite {
        signing_key: Some(key),
        ..base()
    };
    // Ann's unrevoked key: stored (rolled back here).
    let stored = diesel_async::AsyncConnection::transaction::<(), diesel::result::Error, _>(
        &mut conn,
        async |conn| {
            assert!(write_step(conn, &signed_with(&anns.id)).await?.is_some());
            Err(diesel::result::Error::RollbackTransaction)
        },
    )
    .await;
    assert!(
        matches!(stored, Err(diesel::result::Error::RollbackTransaction)),
        "{stored:?}"
    );
    // Another player's key, or a key nobody registered: nothing stored.
    for key in [bobs.id.as_str(), "0123456789abcdef"] {
        assert_eq!(
            write_step(&mut conn, &signed_with(key)).await.unwrap(),
            None,
            "{key}"
        );
    }
    // Ann's key once revoked: nothing stored.
    assert_eq!(
        revoke(&app, &players[0], &anns.id).await.status,
        StatusCode::OK
    );
    assert_eq!(
        write_step(&mut conn, &signed_with(&anns.id)).await.unwrap(),
        None
    );

    // Through the API: the write of a signed move waits after its
    // signature was checked (`games` is locked against writes, not reads:
    // the move's read and check go through, its guarded update waits); the
    // key is revoked; then the write goes on.
    let (body, version, seat) = next_move(&app, &players[0], id).await;
    let request = signed(
        body.clone(),
        &raced.id,
        &raced.sign(id, version, seat, &body["action"]),
    );
    let mut locker = app.db.conn();
    diesel::sql_query("BEGIN").execute(&mut locker).unwrap();
    diesel::sql_query("LOCK TABLE games IN EXCLUSIVE MODE")
        .execute(&mut locker)
        .unwrap();
    let path = format!("/v1/games/{id}/moves");
    let moving = app.post(&path, &players[0].token, &request);
    let revoking = async {
        let mut watcher = app.db.conn();
        let started = std::time::Instant::now();
        loop {
            let waiting: i64 = diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(
                "(SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a USING (pid)
                  WHERE l.relation = 'games'::regclass AND NOT l.granted
                    AND a.query LIKE '%referee_write_step%')",
            ))
            .get_result(&mut watcher)
            .unwrap();
            if waiting > 0 {
                break;
            }
            assert!(
                started.elapsed() < std::time::Duration::from_secs(30),
                "the move's write never waited for games"
            );
            actix_web::rt::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        let revoked = revoke(&app, &players[0], &raced.id).await;
        diesel::sql_query("COMMIT").execute(&mut locker).unwrap();
        revoked
    };
    let (moved, revoked) = futures_util::future::join(moving, revoking).await;
    assert_eq!(revoked.status, StatusCode::OK, "{}", revoked.text);
    assert_eq!(
        moved.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        moved.text
    );
    assert_eq!(moved.body["code"], "signing_key_revoked", "{}", moved.text);
    let now = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
    assert_eq!(now.body["version"], version, "nothing was stored");
    // Signed with a key still valid, the same move is taken.
    let good = PlayerKey::new(5);
    register(&app, &players[0], &good).await;
    let request = signed(
        body.clone(),
        &good.id,
        &good.sign(id, version, seat, &body["action"]),
    );
    let reply = app.post(&path, &players[0].token, &request).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
}

/// `referee verify FILE --key KEY`: whether it passed, and what it said.
fn referee_verify(bundle: &str, key: &str) -> (bool, String) {
    let path = std::env::temp_dir().join(format!("referee-signed-{}.json", Uuid::new_v4()));
    std::fs::write(&path, bundle).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
        .arg("verify")
        .arg(&path)
        .args(["--key", key])
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), said)
}

#[actix_web::test]
async fn in_a_signed_moves_game_every_seat_step_is_signed_by_its_player_or_the_referee_and_verify_says_which(
) {
    let app = TestApp::builder().spawn().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let (alices, bobs) = (PlayerKey::new(1), PlayerKey::new(2));
    register(&app, &alice, &alices).await;
    register(&app, &bob, &bobs).await;
    // Seat 0 Alice, seat 1 a bot, seat 2 Bob; a clock.
    let created = app
        .post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 3, "join": true, "bots": ["random"],
                    "client_seed": "00aa", "signed_moves": true,
                    "options": {"starting_seat": 0, "markers": 2, "turn_time": 10}}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    assert_eq!(created.body["signed_moves"], true);
    let id: Uuid = created.body["id"].as_str().unwrap().parse().unwrap();
    let joined = app
        .post(
            &format!("/v1/games/{id}/seats"),
            &bob.token,
            &json!({"client_seed": "11"}),
        )
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    let path = format!("/v1/games/{id}/moves");

    let (mut clock_played, mut bob_resigned, mut refused_unsigned) = (false, false, false);
    // Alice's bundle of the running game, redacted for her.
    let mut redacted = None;
    for guard in 0.. {
        assert!(guard < 500, "the game ends");
        let game = app.get(&format!("/v1/games/{id}"), &alice.token).await;
        if game.body["status"] == "finished" {
            break;
        }
        let version = game.body["version"].as_i64().unwrap();
        match game.body["turn"]["seat"].as_u64().unwrap() {
            0 => {
                let (body, version, seat) = next_move(&app, &alice, id).await;
                if !refused_unsigned {
                    // Unsigned: refused, and nothing changes.
                    let reply = app.post(&path, &alice.token, &body).await;
                    assert_eq!(reply.status, StatusCode::FORBIDDEN, "{}", reply.text);
                    assert_eq!(reply.body["code"], "move_signature_required");
                    let now = app.get(&format!("/v1/games/{id}"), &alice.token).await;
                    assert_eq!(now.body["version"], version);
                    refused_unsigned = true;
                }
                let signature = alices.sign(id, version, seat, &body["action"]);
                let reply = app
                    .post(&path, &alice.token, &signed(body, &alices.id, &signature))
                    .await;
                assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
            }
            2 if !clock_played => {
                let running = app
                    .get(&format!("/v1/games/{id}/audit"), &alice.token)
                    .await;
                assert_eq!(running.status, StatusCode::OK, "{}", running.text);
                redacted = Some(running.body);
                // Bob's first turn runs out: the clock plays it.
                pass_deadline(&app);
                wait_past(&app, &alice, id, version).await;
                clock_played = true;
            }
            2 if !bob_resigned => {
                let reply = app
                    .post_empty(&format!("/v1/games/{id}/resign"), &bob.token)
                    .await;
                assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
                bob_resigned = true;
                wait_past(&app, &alice, id, version).await;
            }
            // The bot, or the referee for the resigned seat.
            _ => {
                wait_past(&app, &alice, id, version).await;
            }
        }
    }
    assert!(clock_played && bob_resigned && refused_unsigned);

    let full = app
        .get(&format!("/v1/games/{id}/audit"), &alice.token)
        .await;
    assert_eq!(full.status, StatusCode::OK, "{}", full.text);
    let bundle: audit::Bundle = serde_json::from_value(full.body.clone()).unwrap();
    assert!(bundle.header.signed_moves);
    audit::verify(&bundle, &mut |_| {}).expect("the bundle verifies");
    let referee_key = app.state.signing_key.verifying_key().to_bytes().to_vec();
    let referee_id = referee::signature::key_id(&app.state.signing_key.verifying_key());
    let checked =
        referee::signature::check_steps(&bundle, std::slice::from_ref(&referee_key)).unwrap();
    use referee::signature::StepSigned;
    let mut roles = std::collections::BTreeSet::new();
    for (seq, seat, by) in &checked {
        let step = &bundle.steps[*seq as usize - 1];
        match (seat, by) {
            (0, StepSigned::Player { key_id }) => assert_eq!(key_id, &alices.id),
            (1 | 2, StepSigned::Referee { key_id, role }) => {
                assert_eq!(key_id, &referee_id);
                assert_eq!(*role, referee::signature::referee_role(step.played_by));
                roles.insert(*role);
            }
            other => panic!("step {seq}: {other:?}"),
        }
    }
    assert_eq!(
        roles.into_iter().collect::<Vec<_>>(),
        ["bot", "clock", "resigned"],
        "the referee signed a clock, a bot and a resigned step"
    );

    // `referee verify` says who signed each seat step.
    let key_hex = hex::encode(&referee_key);
    let (ok, said) = referee_verify(&full.text, &key_hex);
    assert!(ok, "{said}");
    for words in [
        "signed by its player (key",
        "signed by the referee as clock",
        "signed by the referee as bot",
        "signed by the referee as resigned",
        "the game takes signed moves only",
    ] {
        assert!(said.contains(words), "{words}: {said}");
    }
    // One byte changed in a step's signature (a player's, the referee's):
    // verification fails at that step.
    for signer in ["player", "referee"] {
        let i = bundle
            .steps
            .iter()
            .position(|s| {
                s.signature
                    .as_ref()
                    .is_some_and(|sig| serde_json::to_value(sig.signer).unwrap() == signer)
            })
            .unwrap();
        let mut changed = full.body.clone();
        let text = changed["steps"][i]["signature"]["signature"]
            .as_str()
            .unwrap();
        let mut bytes = hex::decode(text).unwrap();
        bytes[0] ^= 1;
        changed["steps"][i]["signature"]["signature"] = json!(hex::encode(bytes));
        let (ok, said) = referee_verify(&changed.to_string(), &key_hex);
        assert!(!ok, "{signer}: {said}");
        assert!(
            said.contains(&format!("FAILED at step {}", bundle.steps[i].seq)),
            "{signer}: {said}"
        );
        // The independent script fails it too, at that step.
        let (ok, said) = reference_check(&changed.to_string(), &key_hex);
        assert!(!ok, "{signer}: {said}");
        assert!(
            said.contains(&format!("FAILED: step {}: signature", bundle.steps[i].seq)),
            "{signer}: {said}"
        );
    }
    // The independent script checks every step's signature of the honest
    // bundle and says who signed it.
    let (ok, said) = reference_check(&full.text, &key_hex);
    assert!(ok, "{said}");
    for words in [
        "signed by its player (key",
        "signed by the referee as clock",
        "signed by the referee as bot",
        "signed by the referee as resigned",
    ] {
        assert!(said.contains(words), "{words}: {said}");
    }
    // The bot's step passed off as a player's: its referee signature
    // replaced by a player signature, valid over the step's move text, made
    // with any key. The header names seat 1's bot: both checks refuse it.
    let bot_step = bundle
        .steps
        .iter()
        .position(|s| s.actor_seat == Some(1) && s.played_by.is_none())
        .unwrap();
    let anyone = PlayerKey::new(99);
    let step = &bundle.steps[bot_step];
    let mut forged = full.body.clone();
    forged["steps"][bot_step]["signature"] = json!({
        "signer": "player",
        "algorithm": "ed25519",
        "key_id": anyone.id,
        "public_key": anyone.public_hex(),
        "signature": anyone.sign(id, step.seq as i64 - 1, 1, step.action.as_ref().unwrap()),
    });
    // And Alice's own step passed off as the referee's: its signature
    // replaced by the referee's own, valid, as for a bot.
    let alice_step = bundle
        .steps
        .iter()
        .position(|s| s.actor_seat == Some(0) && s.played_by.is_none())
        .unwrap();
    let step = &bundle.steps[alice_step];
    let mut taken_over = full.body.clone();
    taken_over["steps"][alice_step]["signature"] =
        serde_json::to_value(referee::signature::sign_step(
            &app.state.signing_key,
            id,
            step.seq,
            0,
            None,
            &hex::decode(&step.hash).unwrap(),
        ))
        .unwrap();
    for (changed, i, words) in [
        (&forged, bot_step, "signed by a player"),
        (&taken_over, alice_step, "signed by the referee"),
    ] {
        let seq = bundle.steps[i].seq;
        let (ok, said) = referee_verify(&changed.to_string(), &key_hex);
        assert!(!ok, "{words}: {said}");
        assert!(
            said.contains(&format!("FAILED at step {seq}")) && said.contains(words),
            "{said}"
        );
        let (ok, said) = reference_check(&changed.to_string(), &key_hex);
        assert!(!ok, "{words}: {said}");
        assert!(
            said.contains(&format!("FAILED: step {seq}: signature")) && said.contains(words),
            "{said}"
        );
    }
    // The header names the bot, and only the bot.
    let seats: Vec<Option<&str>> = bundle
        .header
        .seats
        .iter()
        .map(|s| s.bot.as_deref())
        .collect();
    assert_eq!(seats, [None, Some("random"), None]);
    assert!(!bundle.header.rated);

    // A signature removed from a game that takes signed moves only fails.
    let mut unsigned = full.body.clone();
    let i = bundle
        .steps
        .iter()
        .position(|s| s.actor_seat == Some(0))
        .unwrap();
    unsigned["steps"][i]
        .as_object_mut()
        .unwrap()
        .remove("signature");
    let (ok, said) = referee_verify(&unsigned.to_string(), &key_hex);
    assert!(!ok && said.contains("is not signed"), "{said}");
    let (ok, said) = reference_check(&unsigned.to_string(), &key_hex);
    assert!(!ok && said.contains("not signed"), "{said}");
    // A redacted bundle leaves out the signatures of the actions it hides
    // (the bot's, for Alice), and only those: her own step unsigned fails.
    let redacted = redacted.expect("a bundle of the running game");
    assert_eq!(redacted["view"]["kind"], "seat", "{redacted}");
    let steps = redacted["steps"].as_array().unwrap();
    assert!(
        steps
            .iter()
            .any(|s| s["action"]["kind"] == "redacted" && s["signature"]["signer"] == "referee"),
        "{redacted}"
    );
    for check in [referee_verify, reference_check] {
        let (ok, said) = check(&redacted.to_string(), &key_hex);
        assert!(ok, "{said}");
    }
    let mut unsigned = redacted.clone();
    let i = steps.iter().position(|s| s["actor_seat"] == 0).unwrap();
    unsigned["steps"][i]
        .as_object_mut()
        .unwrap()
        .remove("signature");
    for check in [referee_verify, reference_check] {
        let (ok, said) = check(&unsigned.to_string(), &key_hex);
        assert!(!ok && said.contains("not signed"), "{said}");
    }
}

/// The independent script's check of a bundle under the referee's `key`:
/// whether it passed, and what it said.
fn reference_check(bundle: &str, key: &str) -> (bool, String) {
    reference_check_with(bundle, &["--key", key])
}

/// docs/FAIRNESS.md prints the worked examples of "Signed moves" and
/// "Signed steps" as the engine computes them (pinned there by
/// `signature::tests::the_worked_examples_of_fairness_md`), and the
/// independent script verifies them.
#[test]
fn fairness_md_prints_the_signature_examples_the_script_verifies() {
    let game: Uuid = "01234567-89ab-cdef-0123-456789abcdef".parse().unwrap();
    let player = PlayerKey::new(0x01);
    let move_signature = player.sign(game, 4, 0, &json!({"kind": "play", "card": 7}));
    let referee = referee::signature::Key::from_bytes(&[0x07; 32]);
    let step_signature = referee::signature::sign_step(
        &referee,
        game,
        6,
        1,
        Some(referee::audit::PlayedBy::Clock),
        &[0xab; 32],
    )
    .signature;
    let doc = std::fs::read_to_string(format!("{}/docs/FAIRNESS.md", env!("CARGO_MANIFEST_DIR")))
        .unwrap();
    for value in [
        player.public_hex(),
        player.id.clone(),
        move_signature[..64].to_owned(),
        move_signature[64..].to_owned(),
        hex::encode(referee.verifying_key().as_bytes()),
        referee::signature::key_id(&referee.verifying_key()),
        step_signature[..64].to_owned(),
        step_signature[64..].to_owned(),
    ] {
        assert!(doc.contains(&value), "FAIRNESS.md lacks {value}");
    }
    let out = std::process::Command::new("python3")
        .arg(format!(
            "{}/clients/python/src/referee_client/fairness.py",
            env!("CARGO_MANIFEST_DIR")
        ))
        .arg("--examples")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("the example move's signature verifies"),
        "{said}"
    );
    assert!(
        said.contains("the example step's signature verifies"),
        "{said}"
    );
}
