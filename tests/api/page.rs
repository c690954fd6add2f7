//! The web page's files, served from the binary at `/` and `/web/{file}`,
//! and the lobby long-poll the page follows.

use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::test;
use serde_json::json;

use crate::support::spawn;

/// The files of `web/` the page loads (its tests excepted).
fn page_files() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap())
        .filter(|entry| entry.file_type().unwrap().is_file())
        .map(|entry| entry.file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

#[actix_web::test]
async fn every_file_of_the_page_is_served_as_it_is_in_the_tree() {
    let app = spawn().await;
    let files = page_files();
    assert!(files.contains(&"app.js".to_owned()), "{files:?}");
    for name in &files {
        let reply = app
            .send(test::TestRequest::get().uri(&format!("/web/{name}")))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{name}");
        let on_disk =
            std::fs::read_to_string(format!("{}/web/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        assert_eq!(reply.text, on_disk, "{name} is embedded as it is");
        let content_type = reply.headers.get("content-type").unwrap().to_str().unwrap();
        let expected = match name.rsplit('.').next().unwrap() {
            "html" => "text/html; charset=utf-8",
            "css" => "text/css; charset=utf-8",
            "js" => "text/javascript; charset=utf-8",
            other => panic!("web/{name}: no content type for .{other}"),
        };
        assert_eq!(content_type, expected, "{name}");
        let policy = reply
            .headers
            .get("content-security-policy")
            .unwrap()
            .to_str()
            .unwrap();
        assert!(
            policy.contains("default-src 'self'") && policy.contains("script-src 'self'"),
            "{policy}"
        );
        assert_eq!(
            reply.headers.get("x-content-type-options").unwrap(),
            "nosniff"
        );
    }
    // Every file the page names is one of them.
    let index = app.send(test::TestRequest::get().uri("/")).await;
    assert_eq!(index.status, StatusCode::OK);
    assert!(index.text.contains("/web/app.js"), "{}", index.text);
    for name in files.iter().filter(|n| n.ends_with(".js")) {
        let script = app
            .send(test::TestRequest::get().uri(&format!("/web/{name}")))
            .await
            .text;
        for import in script.lines().filter(|l| {
            (l.starts_with("import ") || l.starts_with("} from ")) && l.contains(" from ")
        }) {
            let target = import.rsplit("from ").next().unwrap();
            let target = target.trim_matches(|c| c == '"' || c == ';' || c == '\'');
            let target = target.trim_start_matches("./");
            assert!(files.iter().any(|f| f == target), "{name} imports {target}");
        }
    }
}

#[actix_web::test]
async fn a_file_the_page_does_not_have_is_a_problem_document() {
    let app = spawn().await;
    for path in [
        "/web/secret.txt",
        "/web/..%2FCargo.toml",
        "/web/test/verify.test.mjs",
    ] {
        let reply = app.send(test::TestRequest::get().uri(path)).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(reply.body["code"], "not_found", "{path}");
    }
}

/// A lobby long-poll of `token`'s open games, waiting `secs` for a page
/// other than `etag`.
fn lobby_wait(token: &str, etag: &str, secs: u64) -> test::TestRequest {
    test::TestRequest::get()
        .uri(&format!("/v1/games?status=open&wait={secs}"))
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("If-None-Match", etag.to_owned()))
}

fn etag_of(reply: &crate::support::Reply) -> String {
    reply.etag()
}

#[actix_web::test]
async fn the_lobby_long_poll_answers_when_a_game_is_created_or_joined() {
    let app = spawn().await;
    let (alice, bob) = (app.player("alice").await, app.player("bob").await);
    let lobby = app.get("/v1/games?status=open", &bob.token).await;
    assert_eq!(lobby.status, StatusCode::OK);
    let etag = etag_of(&lobby);

    // Nothing changed: 304 once the wait is over, with the same ETag.
    let unchanged = app.send(lobby_wait(&bob.token, &etag, 1)).await;
    assert_eq!(unchanged.status, StatusCode::NOT_MODIFIED);
    assert_eq!(etag_of(&unchanged), etag);

    // A game created while bob waits wakes him, with the new page.
    let waiting = app.send(lobby_wait(&bob.token, &etag, 30));
    let create = async {
        tokio::time::sleep(Duration::from_millis(200)).await;
        app.post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 3}),
        )
        .await
    };
    let (woken, created) = tokio::join!(waiting, create);
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    assert_eq!(woken.status, StatusCode::OK, "{}", woken.text);
    assert_eq!(woken.body["games"][0]["id"], created.body["id"]);
    assert_eq!(woken.body["games"][0]["seats_taken"], 1);
    let etag = etag_of(&woken);

    // So does a join.
    let id = created.body["id"].as_str().unwrap().to_owned();
    let waiting = app.send(lobby_wait(&bob.token, &etag, 30));
    let join = async {
        tokio::time::sleep(Duration::from_millis(200)).await;
        app.post(&format!("/v1/games/{id}/seats"), &bob.token, &json!({}))
            .await
    };
    let (woken, joined) = tokio::join!(waiting, join);
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    assert_eq!(woken.status, StatusCode::OK);
    assert_eq!(woken.body["games"][0]["seats_taken"], 2);
    assert_ne!(etag_of(&woken), etag);

    // A private game of others changes nothing bob may see: no answer
    // that would tell him of it.
    let etag = etag_of(&woken);
    let waiting = app.send(lobby_wait(&bob.token, &etag, 2));
    let private = async {
        tokio::time::sleep(Duration::from_millis(200)).await;
        app.post(
            "/v1/games",
            &alice.token,
            &json!({"game": "woof-meow-biscuits", "seats": 2, "visibility": "private"}),
        )
        .await
    };
    let (unchanged, created) = tokio::join!(waiting, private);
    assert_eq!(created.status, StatusCode::CREATED);
    assert_eq!(unchanged.status, StatusCode::NOT_MODIFIED);
}

#[actix_web::test]
async fn a_lobby_wait_out_of_range_is_refused() {
    let app = spawn().await;
    let bob = app.player("bob").await;
    let reply = app
        .send(
            test::TestRequest::get()
                .uri("/v1/games?wait=61")
                .insert_header(("Authorization", format!("Bearer {}", bob.token)))
                .insert_header(("If-None-Match", "\"x\"")),
        )
        .await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(reply.body["code"], "invalid_query");
}
