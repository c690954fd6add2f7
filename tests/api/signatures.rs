//! The referee signs every audit bundle it serves (docs/FAIRNESS.md, "The
//! referee's signature"): the signature verifies under the key `GET
//! /v1/keys` publishes, for a running game's redacted bundle and a finished
//! game's full one, and `referee verify --key` checks it.

use actix_web::http::StatusCode;

use crate::fairness_reference::reference_check_with;

/// clients/python/src/referee_client/fairness.py over `bundle` with `--key`: whether it
/// passed, and what it said.
fn reference(bundle: &str, key: &str) -> (bool, String) {
    reference_check_with(bundle, &["--key", key])
}

#[actix_web::test]
async fn every_bundle_is_signed_with_the_published_key() {
    // The key generated once and kept in the database, as a server without
    // REFEREE_SIGNING_KEY has it.
    let app = crate::support::TestApp::builder()
        .stored_signing_key()
        .spawn()
        .await;
    let players = [app.player("ann").await, app.player("bob").await];
    let keys = app
        .request(actix_web::http::Method::GET, "/v1/keys", None, None)
        .await;
    assert_eq!(keys.status, StatusCode::OK, "{}", keys.text);
    let key = &keys.body["keys"][0];
    assert_eq!(key["algorithm"], "ed25519");
    assert_eq!(key["active"], true);
    let public = hex::decode(key["public_key"].as_str().unwrap()).unwrap();
    let id = app.biscuits(&players).await;
    app.move_once(&players, id).await;
    // A running game's bundle, redacted for a seat: signed over its head.
    let running = app.audit_bundle(&players[1], id).await;
    let signed = running.signature.as_ref().expect("a signature");
    assert_eq!(signed.key_id, key["key_id"]);
    assert_eq!(referee::signature::check(&running, &public), Ok(()));
    // Another key does not verify it; a step less does not either.
    let other = referee::signature::Key::from_bytes(&[1; 32])
        .verifying_key()
        .to_bytes();
    assert!(referee::signature::check(&running, &other).is_err());
    let mut shorter = running.clone();
    shorter.steps.pop();
    assert!(referee::signature::check(&shorter, &public).is_err());
    // The finished game's full bundle.
    for _ in 0..3000 {
        let game = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
        if game.body["status"] != "active" {
            break;
        }
        app.move_once(&players, id).await;
    }
    let full = app.audit_bundle(&players[0], id).await;
    assert_eq!(full.status, "finished");
    assert!(referee::audit::verify(&full, &mut |_| {}).is_ok());
    assert_eq!(referee::signature::check(&full, &public), Ok(()));
    // The independent script checks the signature too (its own Ed25519),
    // and refuses it under another key or over a changed status.
    let public_hex = key["public_key"].as_str().unwrap();
    let served = app
        .get(&format!("/v1/games/{id}/audit"), &players[0].token)
        .await;
    let (ok, said) = reference(&served.text, public_hex);
    assert!(
        ok && said.contains("ok: signed by the referee's key"),
        "{said}"
    );
    let (ok, said) = reference(&served.text, &hex::encode(other));
    assert!(!ok && said.contains("signature"), "{said}");
    let mut changed = served.body.clone();
    changed["status"] = "aborted".into();
    let (ok, said) = reference(&changed.to_string(), public_hex);
    assert!(!ok && said.contains("FAILED: signature"), "{said}");
    // A second process of the same database signs with the same key.
    let twin = crate::support::TestApp::builder()
        .stored_signing_key()
        .twin_of(&app)
        .spawn()
        .await;
    let again = twin
        .request(actix_web::http::Method::GET, "/v1/keys", None, None)
        .await;
    assert_eq!(again.body["keys"][0]["public_key"], key["public_key"]);
}
