//! No string with a NUL reaches Postgres (its text and JSONB take none),
//! and no body has two meanings: every path parameter, query parameter and
//! body string of the OpenAPI document, sent with a NUL, is refused as
//! malformed before any query, and a body with a member given twice is
//! `400 invalid_body` before anything is read or changed.

use actix_web::http::{Method, StatusCode};
use actix_web::test;
use serde_json::{json, Value};
use uuid::Uuid;

use crate::support::TestApp;

const NUL_TEXT: &str = "x\u{0}y";
const NUL_IN_URL: &str = "x%00y";

fn document() -> Value {
    serde_json::from_str(&std::fs::read_to_string("openapi/openapi.json").unwrap()).unwrap()
}

/// Every operation of the document: method, path template and operation.
fn operations(doc: &Value) -> Vec<(Method, String, Value)> {
    let mut found = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let method = match method.as_str() {
                "get" => Method::GET,
                "post" => Method::POST,
                "put" => Method::PUT,
                "delete" => Method::DELETE,
                "patch" => Method::PATCH,
                _ => continue,
            };
            found.push((method, path.clone(), operation.clone()));
        }
    }
    assert!(found.len() > 30, "the document lists the operations");
    found
}

/// The operation's parameters in `place` (`path`, `query`).
fn parameters<'a>(operation: &'a Value, place: &str) -> Vec<&'a Value> {
    operation["parameters"]
        .as_array()
        .map(|all| all.iter().filter(|p| p["in"] == place).collect())
        .unwrap_or_default()
}

/// A value of the form a path parameter takes, but for the NUL under test.
fn plausible(parameter: &Value) -> String {
    let schema = &parameter["schema"];
    match (schema["type"].as_str(), schema["format"].as_str()) {
        (_, Some("uuid")) => Uuid::new_v4().to_string(),
        (Some("integer"), _) => "1".to_owned(),
        _ if parameter["name"] == "key_id" => "0000000000000000".to_owned(),
        _ => "shake-it-meerkat".to_owned(),
    }
}

/// `template` with each path parameter given, `nul` (by name) as
/// [`NUL_IN_URL`].
fn fill(template: &str, operation: &Value, nul: Option<&str>) -> String {
    let mut path = template.to_owned();
    for parameter in parameters(operation, "path") {
        let name = parameter["name"].as_str().unwrap();
        let value = if Some(name) == nul {
            NUL_IN_URL.to_owned()
        } else {
            plausible(parameter)
        };
        path = path.replace(&format!("{{{name}}}"), &value);
    }
    path
}

fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(reference) => {
            let name = reference.trim_start_matches("#/components/schemas/");
            resolve(doc, &doc["components"]["schemas"][name])
        }
        None => schema,
    }
}

/// Where a string can be in a body of `schema`: each a body holding only
/// that string, set to `text` (the other fields left out: the NUL is
/// refused before a missing field is looked for).
fn string_bodies(doc: &Value, schema: &Value, text: &str, depth: usize, out: &mut Vec<Value>) {
    let schema = resolve(doc, schema);
    if depth > 6 {
        return;
    }
    for combinator in ["oneOf", "anyOf", "allOf"] {
        for branch in schema[combinator].as_array().into_iter().flatten() {
            string_bodies(doc, branch, text, depth + 1, out);
        }
    }
    let types: Vec<&str> = match &schema["type"] {
        Value::String(one) => vec![one.as_str()],
        Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    };
    if types.contains(&"string") {
        out.push(Value::from(text));
    }
    if let Some(items) = schema.get("items") {
        let mut inner = Vec::new();
        string_bodies(doc, items, text, depth + 1, &mut inner);
        out.extend(inner.into_iter().map(|item| json!([item])));
    }
    for (name, property) in schema["properties"].as_object().into_iter().flatten() {
        let mut inner = Vec::new();
        string_bodies(doc, property, text, depth + 1, &mut inner);
        out.extend(inner.into_iter().map(|value| json!({ name: value })));
    }
}

#[actix_web::test]
async fn a_nul_in_any_path_query_or_body_string_is_refused_before_any_query() {
    let app = TestApp::builder().spawn().await;
    let ann = app.player("ann").await;
    let doc = document();
    let (mut paths, mut queries, mut bodies) = (0, 0, 0);
    for (method, template, operation) in operations(&doc) {
        let label = format!("{method} {template}");
        for parameter in parameters(&operation, "path") {
            let name = parameter["name"].as_str().unwrap();
            let uri = fill(&template, &operation, Some(name));
            let reply = app
                .request(method.clone(), &uri, Some(&ann.token), None)
                .await;
            // As any malformed id in a path: no such resource.
            assert_eq!(
                reply.status,
                StatusCode::NOT_FOUND,
                "{label} {name}: {}",
                reply.text
            );
            let code = reply.body["code"].as_str().unwrap();
            assert!(
                ["invalid_path", "unknown_game"].contains(&code),
                "{label} {name}: {}",
                reply.text
            );
            paths += 1;
        }
        for parameter in parameters(&operation, "query") {
            let name = parameter["name"].as_str().unwrap();
            let uri = format!("{}?{name}={NUL_IN_URL}", fill(&template, &operation, None));
            let reply = app
                .request(method.clone(), &uri, Some(&ann.token), None)
                .await;
            assert_eq!(
                reply.status,
                StatusCode::BAD_REQUEST,
                "{label} {name}: {}",
                reply.text
            );
            assert_eq!(reply.body["code"], "invalid_query", "{label} {name}");
            queries += 1;
        }
        let Some(schema) = operation["requestBody"]["content"]["application/json"].get("schema")
        else {
            continue;
        };
        let mut cases = Vec::new();
        string_bodies(&doc, schema, NUL_TEXT, 0, &mut cases);
        assert!(!cases.is_empty(), "{label}: a body without strings");
        // A NUL in a member's name, too.
        cases.push(json!({ NUL_TEXT: 1 }));
        for body in cases {
            let uri = fill(&template, &operation, None);
            let reply = app
                .request(method.clone(), &uri, Some(&ann.token), Some(&body))
                .await;
            assert_eq!(
                reply.status,
                StatusCode::BAD_REQUEST,
                "{label} {body}: {}",
                reply.text
            );
            assert_eq!(reply.body["code"], "invalid_body", "{label} {body}");
            assert!(
                reply.body["detail"].as_str().unwrap().contains("NUL"),
                "{label} {body}: {}",
                reply.text
            );
            bodies += 1;
        }
    }
    assert!(
        paths > 15 && queries > 20 && bodies > 20,
        "{paths} {queries} {bodies}"
    );
}

#[actix_web::test]
async fn a_nul_in_a_key_id_is_no_query() {
    let app = TestApp::builder().spawn().await;
    let ann = app.player("ann").await;
    for id in [
        "%00",
        "a%00b",
        "0000000000000000%00",
        "ABCDEF0123456789",
        "0123",
    ] {
        let reply = app
            .request(
                Method::DELETE,
                &format!("/v1/players/me/keys/{id}"),
                Some(&ann.token),
                None,
            )
            .await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{id}: {}", reply.text);
        assert_eq!(reply.body["code"], "invalid_path", "{id}");
    }
    let players = [ann, app.player("bob").await];
    let id = app.biscuits(&players).await;
    let view = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
    let version = view.body["version"].clone();
    for key_id in ["a\u{0}b", "ABCDEF0123456789", "0123"] {
        let body = json!({
            "game": view.body["game"], "expected_version": version,
            "action": {"kind": "play", "card": view.body["legal_actions"]["cards"][0]["id"]},
            "signature": {"key_id": key_id, "signature": "00".repeat(64)},
        });
        let reply = app
            .post(&format!("/v1/games/{id}/moves"), &players[0].token, &body)
            .await;
        assert_eq!(
            reply.status,
            StatusCode::BAD_REQUEST,
            "{key_id:?}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], "invalid_body", "{key_id:?}");
    }
    let after = app.get(&format!("/v1/games/{id}"), &players[0].token).await;
    assert_eq!(after.body["version"], version);
}

/// `body` as sent, byte for byte (a member may be given twice in it).
fn raw(method: Method, uri: &str, token: &str, body: &str) -> test::TestRequest {
    test::TestRequest::default()
        .method(method)
        .uri(uri)
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("content-type", "application/json"))
        .set_payload(body.to_owned())
}

#[actix_web::test]
async fn a_member_given_twice_at_any_depth_is_invalid_body_and_changes_nothing() {
    let app = TestApp::builder().spawn().await;
    let players = [app.player("ann").await, app.player("bob").await];
    let token = players[0].token.as_str();
    let id = app.biscuits(&players).await;
    let view = app.get(&format!("/v1/games/{id}"), token).await;
    let (game, version) = (&view.body["game"], &view.body["version"]);
    let card = &view.body["legal_actions"]["cards"][0]["id"];
    let moves = format!("/v1/games/{id}/moves");
    let signature = json!({"key_id": "0000000000000000", "signature": "00".repeat(64)});
    let cases = [
        (
            Method::POST,
            "/v1/players".to_owned(),
            r#"{"name":"cat","name":"dog"}"#.to_owned(),
        ),
        (
            Method::POST,
            "/v1/players/me/keys".to_owned(),
            format!(
                r#"{{"public_key":"{0}","public_key":"{0}"}}"#,
                "11".repeat(32)
            ),
        ),
        (
            Method::POST,
            "/v1/games".to_owned(),
            r#"{"game":"woof-meow-biscuits","seats":2,"seats":3}"#.to_owned(),
        ),
        (
            Method::POST,
            format!("/v1/games/{id}/seats"),
            r#"{"client_seed":"00","client_seed":"01"}"#.to_owned(),
        ),
        // The action given twice, a member of the action given twice (the
        // same value both times), two signatures.
        (
            Method::POST,
            moves.clone(),
            format!(
                r#"{{"game":{game},"expected_version":{version},"action":{{"kind":"play","card":{card}}},"action":{{"kind":"play","card":{card}}}}}"#
            ),
        ),
        (
            Method::POST,
            moves.clone(),
            format!(
                r#"{{"game":{game},"expected_version":{version},"action":{{"kind":"play","card":{card},"card":{card}}}}}"#
            ),
        ),
        (
            Method::POST,
            moves.clone(),
            format!(
                r#"{{"game":{game},"expected_version":{version},"action":{{"kind":"play","card":{card}}},"signature":{signature},"signature":{signature}}}"#
            ),
        ),
        (
            Method::POST,
            moves.clone(),
            format!(
                r#"{{"game":{game},"expected_version":{version},"action":{{"kind":"play","card":{card}}},"signature":{{"key_id":"0000000000000000","key_id":"0000000000000001","signature":"{}"}}}}"#,
                "00".repeat(64)
            ),
        ),
    ];
    for (method, uri, body) in cases {
        let reply = app.send(raw(method, &uri, token, &body)).await;
        assert_eq!(
            reply.status,
            StatusCode::BAD_REQUEST,
            "{uri} {body}: {}",
            reply.text
        );
        assert_eq!(reply.body["code"], "invalid_body", "{uri} {body}");
        assert!(
            reply.body["detail"]
                .as_str()
                .unwrap()
                .contains("more than once"),
            "{}",
            reply.text
        );
    }
    // Nothing changed: the game is at its version, Ann holds no key.
    let after = app.get(&format!("/v1/games/{id}"), token).await;
    assert_eq!(&after.body["version"], version);
    assert_eq!(after.body["seats"], view.body["seats"]);
    let keys = app.get("/v1/players/me/keys", token).await;
    assert_eq!(keys.body["keys"], json!([]));
    // The same move, each member once, is taken.
    let once = format!(
        r#"{{"game":{game},"expected_version":{version},"action":{{"kind":"play","card":{card}}}}}"#
    );
    let reply = app.send(raw(Method::POST, &moves, token, &once)).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
}
