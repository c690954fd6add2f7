//! The committed OpenAPI document is what the code generates.
//! Regenerate with `UPDATE_OPENAPI=1 cargo test --test api openapi`.

#[test]
fn committed_openapi_document_matches_the_code() {
    let generated = referee::http::openapi::document_json();
    let path = "openapi/openapi.json";
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "openapi/openapi.json is stale: run `UPDATE_OPENAPI=1 cargo test --test api openapi` and commit it"
    );
    let document: serde_json::Value = serde_json::from_str(&generated).unwrap();
    for path in [
        "/v1/players",
        "/v1/tokens",
        "/v1/catalog",
        "/v1/games",
        "/v1/games/{id}",
        "/v1/games/{id}/seats",
        "/v1/games/{id}/seats/me",
        "/v1/games/{id}/moves",
        "/v1/games/{id}/events",
        "/v1/players/me/games",
        "/healthz",
        "/readyz",
        "/metrics",
    ] {
        assert!(document["paths"][path].is_object(), "{path} is documented");
    }
    assert!(document["components"]["schemas"]["Problem"].is_object());
}

fn document() -> serde_json::Value {
    serde_json::from_str(&referee::http::openapi::document_json()).unwrap()
}

/// Every object schema in `value` that says nothing of its contents: no
/// properties, no typed additional properties, no composition.
/// `answer`, or what its `$ref` points to.
fn resolve(document: &serde_json::Value, answer: &serde_json::Value) -> serde_json::Value {
    match answer["$ref"].as_str() {
        Some(target) => document
            .pointer(target.trim_start_matches('#'))
            .cloned()
            .unwrap_or_default(),
        None => answer.clone(),
    }
}

fn bare_objects(value: &serde_json::Value, at: String, found: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            let is_object = map.get("type") == Some(&serde_json::Value::from("object"));
            let typed_map = map
                .get("additionalProperties")
                .is_some_and(serde_json::Value::is_object);
            let described = ["properties", "oneOf", "anyOf", "allOf", "$ref"]
                .iter()
                .any(|k| map.contains_key(*k));
            if is_object && !typed_map && !described {
                found.push(at.clone());
            }
            for (key, child) in map {
                bare_objects(child, format!("{at}/{key}"), found);
            }
        }
        serde_json::Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                bare_objects(child, format!("{at}/{i}"), found);
            }
        }
        _ => {}
    }
}

#[test]
fn no_schema_is_a_bare_object() {
    let mut found = Vec::new();
    bare_objects(&document(), String::new(), &mut found);
    assert!(found.is_empty(), "untyped objects: {found:#?}");
}

#[test]
fn game_data_has_one_typed_variant_per_game_with_a_discriminator() {
    let document = document();
    let schemas = &document["components"]["schemas"];
    // A game as a caller sees it: one variant per game, picked by `game`.
    let game = &schemas["GameDto"];
    assert_eq!(game["discriminator"]["propertyName"], "game");
    for (id, variant, view, legal, options) in [
        (
            "shake-it-meerkat",
            "MeerkatGameDto",
            "MeerkatView",
            "MeerkatLegal",
            "MeerkatOptions",
        ),
        (
            "woof-meow-biscuits",
            "BiscuitsGameDto",
            "BiscuitsView",
            "BiscuitsLegal",
            "BiscuitsOptions",
        ),
    ] {
        assert_eq!(
            game["discriminator"]["mapping"][id],
            format!("#/components/schemas/{variant}")
        );
        let properties = &schemas[variant]["properties"];
        assert_eq!(properties["game"]["enum"], serde_json::json!([id]));
        let text = |p: &str| properties[p].to_string();
        assert!(
            text("view").contains(&format!("/{view}\"")),
            "{variant}.view"
        );
        assert!(
            text("legal_actions").contains(&format!("/{legal}\"")),
            "{variant}.legal_actions"
        );
        assert!(
            text("options").contains(&format!("/{options}\"")),
            "{variant}.options"
        );
    }
    // Actions and events are unions tagged by `kind` and `type`.
    for (union, tag, variants) in [
        ("MeerkatAction", "kind", 3),
        ("BiscuitsAction", "kind", 1),
        ("MeerkatSeenEvent", "type", 9),
        ("BiscuitsSeenEvent", "type", 13),
        ("MeerkatEvent", "type", 9),
        ("BiscuitsEvent", "type", 13),
    ] {
        let schema = &schemas[union];
        assert_eq!(schema["discriminator"]["propertyName"], tag, "{union}");
        assert_eq!(
            schema["oneOf"].as_array().unwrap().len(),
            variants,
            "{union}"
        );
    }
    // Card ids have their range; ranks their values.
    assert_eq!(schemas["MeerkatCardId"]["maximum"], 49);
    assert_eq!(
        schemas["MeerkatRank"]["enum"],
        serde_json::json!(["A", "2", "3", "4", "5"])
    );
    // No placeholder and no schema named after a Rust type is left.
    for name in ["AnyView", "AnyAction", "AnyOptions", "u8", "u16", "Value"] {
        assert!(schemas.get(name).is_none(), "{name} is in the document");
    }
}

#[test]
fn every_operation_lists_the_errors_of_the_http_layer_as_problem_documents() {
    let document = document();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            // Shared answers are references to `components/responses`.
            let responses: serde_json::Map<String, serde_json::Value> = op["responses"]
                .as_object()
                .unwrap()
                .iter()
                .map(|(status, answer)| (status.clone(), resolve(&document, answer)))
                .collect();
            let has = |status: &str| responses.contains_key(status);
            let name = format!("{method} {path}");
            assert!(has("405"), "{name} lists 405");
            if op.get("requestBody").is_some() {
                assert!(has("413"), "{name} lists 413");
            }
            // A JSON body; OAuth's forms are refused in OAuth's words (400
            // `invalid_request`, whatever the media type).
            if op["requestBody"]["content"]
                .get("application/json")
                .is_some()
            {
                for status in ["400", "415"] {
                    assert!(has(status), "{name} lists {status}");
                }
            }
            if op["security"].as_array().is_some_and(|s| !s.is_empty()) {
                assert!(has("401"), "{name} lists 401");
            }
            if path.starts_with("/v1/") {
                assert!(has("503"), "{name} lists 503");
                assert!(has("429"), "{name} lists 429 (rate limits)");
                let headers = &responses["429"]["headers"];
                for header in [
                    "Retry-After",
                    "RateLimit-Limit",
                    "RateLimit-Remaining",
                    "RateLimit-Reset",
                ] {
                    assert!(
                        headers[header]["$ref"].is_string(),
                        "{name} 429 has {header}"
                    );
                }
            } else {
                assert!(!has("429"), "{name} is not rate limited");
            }
            for (status, response) in &responses {
                assert!(
                    response["headers"]["X-Request-Id"]["$ref"].is_string(),
                    "{name} {status} has X-Request-Id"
                );
                if status == "503" || status == "429" {
                    assert!(
                        response["headers"]["Retry-After"]["$ref"].is_string(),
                        "{name} {status} has Retry-After"
                    );
                }
                if op.get("requestBody").is_some() {
                    assert!(has("408"), "{name} lists 408 (request time-out)");
                }
                let oauth_error = response.pointer("/content/application~1json/schema/$ref")
                    == Some(&serde_json::json!("#/components/schemas/OAuthError"));
                if (status.starts_with('4') || status.starts_with('5')) && !oauth_error {
                    let content = response["content"].as_object().unwrap();
                    assert_eq!(
                        content.keys().collect::<Vec<_>>(),
                        vec!["application/problem+json"],
                        "{name} {status}"
                    );
                    let description = response["description"].as_str().unwrap();
                    assert!(
                        description.contains('`'),
                        "{name} {status} names its problem codes: {description:?}"
                    );
                }
            }
        }
    }
}

/// Every URL written anywhere in `value` (examples, descriptions).
fn urls(value: &serde_json::Value, found: &mut Vec<String>) {
    match value {
        serde_json::Value::String(text) => found.extend(
            text.split(|c: char| c.is_whitespace() || "`\"'()<>,".contains(c))
                .filter(|word| word.contains("://"))
                .map(str::to_owned),
        ),
        serde_json::Value::Object(map) => map.values().for_each(|v| urls(v, found)),
        serde_json::Value::Array(items) => items.iter().for_each(|v| urls(v, found)),
        _ => {}
    }
}

/// Whether looking up `host` stays on this machine: a loopback address,
/// `localhost`, or a name under the reserved `.invalid` (RFC 6761).
fn is_local(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host == "localhost"
        || host.ends_with(".invalid")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// A fuzzer sends the document's examples to a real server, which looks up
/// a webhook URL's host: no example may name a host off this machine.
#[test]
fn no_url_in_the_document_names_a_host_off_this_machine() {
    let mut found = Vec::new();
    urls(&document(), &mut found);
    assert!(!found.is_empty(), "the webhook URL has an example");
    let remote: Vec<&String> = found
        .iter()
        .filter(|url| {
            let host = url
                .parse::<actix_web::http::Uri>()
                .ok()
                .and_then(|uri| uri.host().map(str::to_owned));
            !host.is_some_and(|host| is_local(&host))
        })
        .collect();
    assert!(remote.is_empty(), "URLs off this machine: {remote:?}");
    assert!(is_local("bot.example.invalid") && is_local("[::1]") && is_local("127.0.0.1"));
    assert!(!is_local("bot.example.com") && !is_local("8.8.8.8"));
}

/// The `Idempotency-Key` parameter's schema says what the server takes:
/// every key its pattern and lengths take is accepted, every other one is
/// `400 invalid_idempotency_key`.
#[actix_web::test]
async fn the_documented_idempotency_key_is_the_one_the_server_takes() {
    let document = document();
    let parameter = document["paths"]["/v1/games/{id}/moves"]["post"]["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Idempotency-Key")
        .expect("the moves take an Idempotency-Key")
        .clone();
    let schema = &parameter["schema"];
    assert_eq!(
        (schema["minLength"].as_u64(), schema["maxLength"].as_u64()),
        (Some(1), Some(255))
    );
    let pattern = regex::Regex::new(schema["pattern"].as_str().expect("a pattern")).unwrap();

    let app = crate::support::spawn().await;
    let (a, b) = (app.player("a").await, app.player("b").await);
    let id = app
        .full_game("shake-it-meerkat", serde_json::json!({}), &[a.clone(), b])
        .await;
    // A move that is refused whatever its key: the key is checked first.
    let refused_move = serde_json::json!({ "game": "shake-it-meerkat", "expected_version": 1, "action": { "kind": "shout" } });
    for (i, key) in [
        "k".to_owned(),
        "~!#%".to_owned(),
        format!("{:x<255}", 1),
        String::new(),
        format!("{:x<256}", 2),
        "with space".to_owned(),
        "tab\there".to_owned(),
        "clé".to_owned(),
    ]
    .iter()
    .enumerate()
    {
        let value = actix_web::http::header::HeaderValue::from_bytes(key.as_bytes()).unwrap();
        let reply = app
            .send(
                actix_web::test::TestRequest::post()
                    .uri(&format!("/v1/games/{id}/moves"))
                    .insert_header(("Authorization", format!("Bearer {}", a.token)))
                    .insert_header(("Idempotency-Key", value))
                    .set_json(&refused_move),
            )
            .await;
        let documented = (1..=255).contains(&key.chars().count()) && pattern.is_match(key);
        let taken = reply.body["code"] != "invalid_idempotency_key";
        assert_eq!(taken, documented, "key {i} {key:?}: {}", reply.text);
        if !taken {
            assert_eq!(reply.status, actix_web::http::StatusCode::BAD_REQUEST);
        }
    }
}

/// A game's life is linked (create → join → move → events), and every link
/// names an operation of the document by its `operationId` and only
/// parameters that operation has: a stateful fuzzer or a client generator
/// follows them.
#[test]
fn links_follow_a_game_from_creation_to_its_events() {
    let document = document();
    let mut operations = std::collections::BTreeMap::new();
    for item in document["paths"].as_object().unwrap().values() {
        for op in item.as_object().unwrap().values() {
            if let Some(id) = op["operationId"].as_str() {
                operations.insert(id.to_owned(), op.clone());
            }
        }
    }
    let links_of = |op: &serde_json::Value, status: &str| -> Vec<String> {
        op["responses"][status]["links"]
            .as_object()
            .map(|links| {
                links
                    .values()
                    .map(|l| l["operationId"].as_str().unwrap_or_default().to_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    let created = links_of(&operations["create_game"], "201");
    for next in ["join_game", "submit_move", "list_events"] {
        assert!(
            created.contains(&next.to_owned()),
            "create_game links {next}: {created:?}"
        );
    }
    let joined = links_of(&operations["join_game"], "200");
    assert!(
        joined.contains(&"submit_move".to_owned()),
        "join_game links submit_move"
    );
    let moved = links_of(&operations["submit_move"], "200");
    assert!(
        moved.contains(&"list_events".to_owned()),
        "submit_move links list_events"
    );

    let mut links = 0;
    for (id, op) in &operations {
        for (status, answer) in op["responses"].as_object().unwrap() {
            let Some(named) = answer["links"].as_object() else {
                continue;
            };
            for (name, link) in named {
                links += 1;
                let target = link["operationId"].as_str().unwrap_or_default();
                let Some(target_op) = operations.get(target) else {
                    panic!("{id} {status} link {name} names no operation: {link}");
                };
                let params: Vec<&str> = target_op["parameters"]
                    .as_array()
                    .map(|ps| ps.iter().filter_map(|p| p["name"].as_str()).collect())
                    .unwrap_or_default();
                for param in link["parameters"].as_object().unwrap().keys() {
                    assert!(
                        params.contains(&param.as_str()),
                        "{id} {status} link {name}: {target} has no parameter {param}"
                    );
                }
            }
        }
    }
    assert!(links >= 10, "the game's links are all there: {links}");
}

/// The documented webhook secret (its length and pattern) is exactly what
/// the server takes: a fuzzer generating valid secrets from the document
/// gets none refused.
#[actix_web::test]
async fn the_documented_webhook_secret_is_the_one_the_server_takes() {
    let document = document();
    let schema = &document["components"]["schemas"]["RollSecret"]["properties"]["secret"];
    let (min, max) = (
        schema["minLength"].as_u64().unwrap() as usize,
        schema["maxLength"].as_u64().unwrap() as usize,
    );
    let pattern = regex::Regex::new(schema["pattern"].as_str().expect("a pattern")).unwrap();

    let app = crate::support::spawn().await;
    let alice = app.player("alice").await;
    for (i, secret) in [
        "sixteen-chars-ok".to_owned(),
        "ünïcödé-sécret-ÿ".to_owned(),
        "bell\u{7}-in-a-secret".to_owned(),
        "tab\tin-a-secret-x".to_owned(),
        "next-line\u{85}-secret".to_owned(),
        "delete\u{7f}-in-secret".to_owned(),
        "short".to_owned(),
        "x".repeat(256),
        "x".repeat(257),
    ]
    .iter()
    .enumerate()
    {
        let reply = app
            .post(
                "/v1/players/me/webhook/secret",
                &alice.token,
                &serde_json::json!({ "secret": secret }),
            )
            .await;
        let documented = (min..=max).contains(&secret.chars().count()) && pattern.is_match(secret);
        // Alice has no webhook: a secret taken is answered `webhook_not_found`.
        let taken = reply.body["code"] != "invalid_webhook_secret";
        assert_eq!(taken, documented, "secret {i} {secret:?}: {}", reply.text);
    }
}

/// The `problem+json` schema of an answer, resolved.
fn problem_codes_of(document: &serde_json::Value, answer: &serde_json::Value) -> Vec<String> {
    let answer = resolve(document, answer);
    answer["content"]["application/problem+json"]["schema"]["allOf"][1]["properties"]["code"]
        ["enum"]
        .as_array()
        .map(|codes| {
            codes
                .iter()
                .map(|c| c.as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn every_problem_answer_narrows_its_code_to_known_codes_with_an_example() {
    let document = document();
    let known: Vec<&str> = referee::http::error::ProblemCode::ALL
        .iter()
        .map(|c| c.as_str())
        .collect();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            for (status, answer) in op["responses"].as_object().unwrap() {
                if !status.starts_with(['4', '5']) {
                    continue;
                }
                let name = format!("{method} {path} {status}");
                // OAuth's token and revocation endpoints refuse in RFC 6749's
                // words (5.2), which its clients read: those alone.
                if answer.pointer("/content/application~1json/schema/$ref")
                    == Some(&serde_json::json!("#/components/schemas/OAuthError"))
                {
                    assert!(
                        ["/oauth/token", "/oauth/revoke"].contains(&path.as_str())
                            && status == "400",
                        "{name}: only OAuth's endpoints answer OAuth's errors"
                    );
                    continue;
                }
                let codes = problem_codes_of(&document, answer);
                assert!(!codes.is_empty(), "{name} names its codes");
                for code in &codes {
                    assert!(known.contains(&code.as_str()), "{name}: {code}");
                }
                let examples =
                    &resolve(&document, answer)["content"]["application/problem+json"]["examples"];
                let examples = examples.as_object().map(|e| e.len()).unwrap_or(0);
                assert!(examples > 0, "{name} has an example");
            }
        }
    }
    let refused_move = problem_codes_of(
        &document,
        &document["paths"]["/v1/games/{id}/moves"]["post"]["responses"]["422"],
    );
    for rule in [
        "not_your_turn",
        "leader_must_play",
        "nothing_to_challenge",
        "play_not_stronger",
        "card_not_in_hand",
        "duplicate_card",
        "empty_play",
        "invalid_rank",
        "invalid_action",
        "game_over",
        "game_mismatch",
        "idempotency_key_reused",
    ] {
        assert!(
            refused_move.iter().any(|c| c == rule),
            "a move's 422 lists {rule}"
        );
    }
}

#[test]
fn the_move_request_has_a_named_example_of_every_action_of_each_game() {
    let document = document();
    let examples = document["paths"]["/v1/games/{id}/moves"]["post"]["requestBody"]["content"]
        ["application/json"]["examples"]
        .as_object()
        .unwrap();
    for prefix in ["Meerkat", "Biscuits"] {
        let kinds = document["components"]["schemas"][format!("{prefix}Action")]["discriminator"]
            ["mapping"]
            .as_object()
            .unwrap();
        for kind in kinds.keys() {
            let name = format!("{}-{kind}", prefix.to_lowercase());
            let example = &examples[&name]["value"];
            assert_eq!(example["action"]["kind"], kind.as_str(), "{name}");
            let game = document["components"]["schemas"][format!("{prefix}MoveRequest")]
                ["properties"]["game"]["enum"][0]
                .clone();
            assert_eq!(example["game"], game, "{name}");
        }
    }
}

#[test]
fn webhooks_and_the_stream_are_typed_for_every_notification_kind() {
    let document = document();
    let kinds: Vec<String> = document["components"]["schemas"]["NotificationEvent"]
        ["discriminator"]["mapping"]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    assert!(kinds.len() >= 9, "{kinds:?}");
    for kind in &kinds {
        let post = &document["webhooks"][kind]["post"];
        let headers: Vec<&str> = post["parameters"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["in"] == "header" && p["required"] == true)
            .map(|p| p["name"].as_str().unwrap())
            .collect();
        assert_eq!(headers, ["Referee-Signature", "Referee-Delivery"], "{kind}");
        let body = &post["requestBody"]["content"]["application/json"]["schema"]["allOf"];
        assert_eq!(
            body[0]["$ref"], "#/components/schemas/Notification",
            "{kind}"
        );
        assert!(
            body[1]["properties"]["event"]["$ref"]
                .as_str()
                .unwrap()
                .starts_with("#/components/schemas/NotificationEvent"),
            "{kind}"
        );
    }
    let envelope = &document["components"]["schemas"]["StreamEvent"];
    let listed: Vec<String> = envelope["properties"]["event"]["enum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(listed, kinds);
    assert_eq!(
        document["paths"]["/v1/players/me/stream"]["get"]["responses"]["200"]["content"]
            ["text/event-stream"]["schema"]["$ref"],
        "#/components/schemas/StreamEvent"
    );
}

#[test]
fn parameters_are_never_null_and_public_operations_say_so() {
    let document = document();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let name = format!("{method} {path}");
            assert!(op["security"].is_array(), "{name} states its security");
            for parameter in op["parameters"].as_array().into_iter().flatten() {
                let schema = parameter["schema"].to_string();
                assert!(!schema.contains("\"null\""), "{name} {parameter}");
            }
        }
    }
}

/// The schemas a request body refers to, directly or through others.
fn request_schemas(document: &serde_json::Value) -> std::collections::BTreeSet<String> {
    fn refs(value: &serde_json::Value, out: &mut Vec<String>) {
        match value {
            serde_json::Value::Object(map) => {
                if let Some(target) = map.get("$ref").and_then(|r| r.as_str()) {
                    if let Some(name) = target.strip_prefix("#/components/schemas/") {
                        out.push(name.to_owned());
                    }
                }
                map.values().for_each(|v| refs(v, out));
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| refs(v, out)),
            _ => {}
        }
    }
    let mut todo = Vec::new();
    for item in document["paths"].as_object().unwrap().values() {
        for op in item.as_object().unwrap().values() {
            refs(&op["requestBody"], &mut todo);
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    while let Some(name) = todo.pop() {
        if seen.insert(name.clone()) {
            refs(&document["components"]["schemas"][&name], &mut todo);
        }
    }
    seen
}

/// A property of an answer the server always sends is `required`; one it
/// may leave out is never `null` (request bodies take `null` for "absent").
#[test]
fn no_answer_property_is_both_optional_and_nullable() {
    let document = document();
    let requests = request_schemas(&document);
    let mut found = Vec::new();
    for (name, schema) in document["components"]["schemas"].as_object().unwrap() {
        if requests.contains(name) {
            continue;
        }
        let required: Vec<&str> = schema["required"]
            .as_array()
            .map(|r| r.iter().filter_map(|v| v.as_str()).collect())
            .unwrap_or_default();
        for (property, value) in schema["properties"].as_object().into_iter().flatten() {
            if !required.contains(&property.as_str()) && value.to_string().contains("\"null\"") {
                found.push(format!("{name}.{property}"));
            }
        }
    }
    assert!(found.is_empty(), "optional and nullable: {found:?}");
}
