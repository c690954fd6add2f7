//! Signatures beyond the bundle's (docs/FAIRNESS.md): the referee's key
//! history, the referee's signature on the steps it plays itself, and
//! players' signed moves.

use actix_web::http::{Method, StatusCode};
use serde_json::Value;

use crate::support::TestApp;

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
