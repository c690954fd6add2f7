//! The OpenAPI 3.1 document, generated from the handlers by utoipa.

use std::collections::BTreeSet;

use super::error::ProblemCode;
use serde_json::{json, Map, Value};
use utoipa::openapi::extensions::Extensions;
use utoipa::openapi::link::Link;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::openapi::{OpenApi as Document, RefOr};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

use crate::engine::{
    self,
    schema::{GameSchemas, PLACEHOLDERS},
};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "referee",
        // Pinned: the document changes with the API, not with the crate version.
        version = "1",
        description = "A REST referee for turn-based card games with hidden information. \
            Errors are RFC 9457 problem documents (application/problem+json) with a stable `code`."
    ),
    modifiers(&BearerAuth),
    // Named in query parameters, which utoipa does not collect.
    components(schemas(
        super::error::Problem,
        super::games::GameStatus,
        super::dto::Visibility,
        super::players::TurnFilter
    )),
    tags(
        (name = "players", description = "Registration and tokens"),
        (name = "games", description = "Creating, joining and reading games"),
        (name = "moves", description = "Playing"),
        (name = "notifications", description = "Being told: long-poll and Server-Sent Events"),
        (name = "webhooks", description = "Being told by signed HTTP POSTs to your own server"),
        (name = "health", description = "Liveness, readiness and metrics")
    )
)]
struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut Document) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                Http::builder()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}

pub(super) fn base() -> Document {
    ApiDoc::openapi()
}

/// The complete document, as served at `/openapi.json` and committed as
/// `openapi/openapi.json`. Built once per process (it is the same every
/// time): `referee openapi`, mostly this, runs in 0.10–0.14 s here, and
/// each HTTP worker's app asks for it while the server starts.
pub fn document() -> Document {
    static DOCUMENT: std::sync::OnceLock<Document> = std::sync::OnceLock::new();
    DOCUMENT.get_or_init(build_document).clone()
}

fn build_document() -> Document {
    let (_, document) = actix_web::App::new()
        .into_utoipa_app()
        .openapi(base())
        .configure(super::configure)
        .split_for_parts();
    let mut json = serde_json::to_value(&document).unwrap_or_default();
    name_the_seat_schema(&mut json);
    name_tagged_variants(&mut json);
    specialise_game_data(&mut json, &engine::game_schemas());
    add_standard_answers(&mut json);
    add_rate_limit_answers(&mut json);
    add_answer_headers(&mut json);
    // Every change above is plain OpenAPI that utoipa's model holds.
    let mut document = serde_json::from_value(json).unwrap_or(document);
    add_game_links(&mut document);
    document
}

/// utoipa names the schema of `engine::Seat` after the type it aliases
/// (`u8`): every such reference is a seat, so name it `Seat`, with its range.
fn name_the_seat_schema(document: &mut Value) {
    fn rename(value: &mut Value, from: &str, to: &str) {
        match value {
            Value::Object(map) => {
                if map.get("$ref").and_then(Value::as_str) == Some(from) {
                    map.insert("$ref".to_owned(), Value::from(to));
                }
                map.values_mut().for_each(|v| rename(v, from, to));
            }
            Value::Array(items) => items.iter_mut().for_each(|v| rename(v, from, to)),
            _ => {}
        }
    }
    let max_seat = engine::catalog()
        .iter()
        .map(|g| g.max_seats)
        .max()
        .unwrap_or(1)
        .saturating_sub(1);
    if let Some(Value::Object(schemas)) = document.pointer_mut("/components/schemas") {
        if schemas.remove("u8").is_some() {
            schemas.insert(
                "Seat".to_owned(),
                json!({
                    "type": "integer",
                    "minimum": 0,
                    "maximum": max_seat,
                    "description": "A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, \"Conventions\")."
                }),
            );
        }
    }
    rename(document, &schema_ref("u8"), &schema_ref("Seat"));
}

/// The tag value of an inline object variant: the one property whose schema
/// is a one-value string enum, required.
fn tag_of(variant: &Value, property: &str) -> Option<String> {
    let required = variant.get("required")?.as_array()?;
    if !required.iter().any(|r| r == property) {
        return None;
    }
    let values = variant
        .pointer(&format!("/properties/{property}/enum"))?
        .as_array()?;
    match values.as_slice() {
        [Value::String(value)] => Some(value.clone()),
        _ => None,
    }
}

/// `snake_case` → `PascalCase`, for schema names.
fn pascal(snake: &str) -> String {
    snake
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut chars = w.chars();
            chars
                .next()
                .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// A Rust enum tagged by serde (`#[serde(tag = "kind")]`) is an inline
/// `oneOf` of objects that each fix the tag to one value. Give each variant
/// a schema of its own, `<Enum><Variant>` (`MeerkatActionPlay`,
/// `BiscuitsSeenEventCardDrawn`), and the union a discriminator on the tag,
/// so generated clients get named types and pick the variant by the tag.
fn name_tagged_variants(document: &mut Value) {
    let Some(Value::Object(schemas)) = document.pointer_mut("/components/schemas") else {
        return;
    };
    let mut hoisted = Vec::new();
    for (name, schema) in schemas.iter_mut() {
        let Some(variants) = schema.get("oneOf").and_then(Value::as_array) else {
            continue;
        };
        let tag = ["kind", "type"].into_iter().find(|tag| {
            variants
                .iter()
                .all(|v| v.get("$ref").is_none() && tag_of(v, tag).is_some())
        });
        let Some(tag) = tag else {
            continue;
        };
        let mut refs = Vec::new();
        let mut mapping = Map::new();
        for variant in variants {
            let value = tag_of(variant, tag).unwrap_or_default();
            let variant_name = format!("{name}{}", pascal(&value));
            refs.push(json!({ "$ref": schema_ref(&variant_name) }));
            mapping.insert(value, Value::from(schema_ref(&variant_name)));
            hoisted.push((variant_name, variant.clone()));
        }
        schema["oneOf"] = Value::Array(refs);
        schema["discriminator"] = json!({ "propertyName": tag, "mapping": mapping });
    }
    schemas.extend(hoisted);
}

/// The `$ref` target of a schema name.
fn schema_ref(name: &str) -> String {
    format!("#/components/schemas/{name}")
}

/// Every schema name a schema refers to.
fn refs_in(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(target)) = map.get("$ref") {
                if let Some(name) = target.strip_prefix("#/components/schemas/") {
                    out.insert(name.to_owned());
                }
            }
            map.values().for_each(|v| refs_in(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| refs_in(v, out)),
        _ => {}
    }
}

/// Rewrites the refs of one body's copy for one game: placeholders become
/// the game's own schema, generic bodies their copy for the game.
fn rewrite_refs(value: &mut Value, game: &GameSchemas, generic: &BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(target)) = map.get_mut("$ref") {
                if let Some(name) = target.strip_prefix("#/components/schemas/") {
                    if let Some(concrete) = game.concrete(name) {
                        *target = schema_ref(concrete);
                    } else if generic.contains(name) {
                        *target = schema_ref(&format!("{}{name}", game.prefix));
                    }
                }
            }
            map.values_mut()
                .for_each(|v| rewrite_refs(v, game, generic));
        }
        Value::Array(items) => items
            .iter_mut()
            .for_each(|v| rewrite_refs(v, game, generic)),
        _ => {}
    }
}

/// Whether a body names its game in a string property `game`.
fn has_game_property(schema: &Value) -> bool {
    let game = schema.pointer("/properties/game");
    game.and_then(|g| g.get("type")) == Some(&Value::from("string"))
        || game.and_then(|g| g.get("$ref")) == Some(&Value::from(schema_ref("GameId")))
}

/// Gives every body that holds game data (through a placeholder of
/// `engine::schema`, directly or in a nested body) one copy per game,
/// `<Prefix><Body>`, in which game data has the game's own schemas and
/// `game` is that game's id. The body itself becomes the union of its
/// copies: `oneOf` with a discriminator on `game` where the body has that
/// property, else `anyOf` (its copies differ in a nested `game`).
fn specialise_game_data(document: &mut Value, games: &[GameSchemas]) {
    let Some(Value::Object(schemas)) = document.pointer_mut("/components/schemas") else {
        return;
    };
    let placeholders: BTreeSet<String> = PLACEHOLDERS.iter().map(|p| (*p).to_owned()).collect();
    let mut generic = BTreeSet::new();
    loop {
        let before = generic.len();
        for (name, schema) in schemas.iter() {
            if placeholders.contains(name) || generic.contains(name) {
                continue;
            }
            let mut refs = BTreeSet::new();
            refs_in(schema, &mut refs);
            if refs
                .iter()
                .any(|r| placeholders.contains(r) || generic.contains(r))
            {
                generic.insert(name.clone());
            }
        }
        if generic.len() == before {
            break;
        }
    }
    for name in &generic {
        let Some(schema) = schemas.get(name).cloned() else {
            continue;
        };
        let mut variants = Vec::new();
        let mut mapping = Map::new();
        for game in games {
            let mut copy = schema.clone();
            rewrite_refs(&mut copy, game, &generic);
            if has_game_property(&copy) {
                copy["properties"]["game"] = json!({"type": "string", "enum": [game.id]});
            }
            // A body that names its seat count: the game's own range.
            for seats in ["seats", "seat_count"] {
                if let Some(Value::Object(property)) =
                    copy.pointer_mut(&format!("/properties/{seats}"))
                {
                    property.insert("minimum".to_owned(), game.seats.0.into());
                    property.insert("maximum".to_owned(), game.seats.1.into());
                }
            }
            let copy_name = format!("{}{name}", game.prefix);
            schemas.insert(copy_name.clone(), copy);
            variants.push(json!({ "$ref": schema_ref(&copy_name) }));
            mapping.insert(game.id.to_owned(), Value::from(schema_ref(&copy_name)));
        }
        let description = schema.get("description").cloned();
        let mut union = if has_game_property(&schema) {
            json!({
                "oneOf": variants,
                "discriminator": { "propertyName": "game", "mapping": mapping }
            })
        } else {
            json!({ "anyOf": variants })
        };
        if let Some(description) = description {
            union["description"] = description;
        }
        schemas.insert(name.clone(), union);
    }
    for placeholder in &placeholders {
        schemas.remove(placeholder);
    }
}

/// The document as pretty JSON with a trailing newline.
pub fn document_json() -> String {
    let mut text = document().to_pretty_json().unwrap_or_default();
    text.push('\n');
    text
}

/// The answers every operation of a kind can give, whatever its handler:
/// (applies, status, problem codes, what it means).
type StandardAnswer = (
    fn(&str, &Value) -> bool,
    &'static str,
    &'static [ProblemCode],
    &'static str,
);

const STANDARD_ANSWERS: &[StandardAnswer] = &[
    (
        |_, op| op.get("requestBody").is_some(),
        "400",
        &[ProblemCode::MalformedJson, ProblemCode::InvalidBody, ProblemCode::MalformedBody],
        "The body is not JSON, does not match the schema, or could not be read",
    ),
    (
        |_, op| op.get("requestBody").is_some(),
        "408",
        &[ProblemCode::RequestTimeout],
        "The body did not arrive within the request time-out; the connection is closed",
    ),
    (
        |_, op| has_parameter_in(op, "query"),
        "400",
        &[ProblemCode::InvalidQuery],
        "The query string does not match the parameters",
    ),
    (
        |_, op| op.get("security").is_some(),
        "401",
        &[
            ProblemCode::MissingToken,
            ProblemCode::InvalidToken,
            ProblemCode::TokenExpired,
            ProblemCode::TokenRevoked,
            ProblemCode::UnknownPlayer,
        ],
        "No valid bearer token",
    ),
    (
        |_, op| has_parameter_in(op, "path"),
        "404",
        &[ProblemCode::InvalidPath],
        "A path parameter is malformed (e.g. not a UUID)",
    ),
    (
        |_, _| true,
        "405",
        &[ProblemCode::MethodNotAllowed],
        "Another method of this path; the `Allow` header lists them",
    ),
    (
        |_, op| op.get("requestBody").is_some(),
        "413",
        &[ProblemCode::BodyTooLarge],
        "The body is larger than 64 KiB",
    ),
    (
        |_, op| op.get("requestBody").is_none(),
        "413",
        &[ProblemCode::BodyNotAllowed],
        "The endpoint takes no body, and the request has one (a `Content-Length` over 0, or chunked)",
    ),
    (
        |_, op| op.get("requestBody").is_some(),
        "415",
        &[ProblemCode::UnsupportedMediaType],
        "The body is not sent as application/json",
    ),
    (
        |path, _| path.starts_with("/v1/"),
        "503",
        &[ProblemCode::DatabaseUnavailable, ProblemCode::DatabaseBusy],
        "The database is unavailable, or cancelled the change in a collision with another; retry later",
    ),
];

/// The statuses whose answers carry `Retry-After`.
const RETRY_AFTER_STATUSES: &[&str] = &["429", "503"];

fn has_parameter_in(op: &Value, place: &str) -> bool {
    op.get("parameters")
        .and_then(Value::as_array)
        .is_some_and(|ps| ps.iter().any(|p| p["in"] == place))
}

/// Lists on every operation the statuses that come from the HTTP layer
/// rather than from its handler (extractors, auth, the database), each with
/// its problem codes in the description, so the document names every
/// status the server can answer.
fn add_standard_answers(document: &mut Value) {
    let Some(Value::Object(paths)) = document.get_mut("paths") else {
        return;
    };
    for (path, item) in paths.iter_mut() {
        let Value::Object(operations) = item else {
            continue;
        };
        for op in operations.values_mut() {
            for (applies, status, codes, meaning) in STANDARD_ANSWERS {
                if !applies(path, op) {
                    continue;
                }
                let responses = &mut op["responses"];
                let listed = codes
                    .iter()
                    .map(|c| format!("`{c}`"))
                    .collect::<Vec<_>>()
                    .join(", ");
                match responses.get_mut(*status) {
                    Some(existing) => {
                        let description = existing["description"].as_str().unwrap_or_default();
                        let missing: Vec<String> = codes
                            .iter()
                            .map(|c| format!("`{c}`"))
                            .filter(|c| !description.contains(c.as_str()))
                            .collect();
                        if !missing.is_empty() {
                            existing["description"] = Value::from(if description.is_empty() {
                                missing.join(", ")
                            } else {
                                format!("{description}; {}", missing.join(", "))
                            });
                        }
                    }
                    None => {
                        responses[*status] = json!({
                            "description": format!("{meaning}: {listed}"),
                            "content": {
                                "application/problem+json": {
                                    "schema": { "$ref": schema_ref("Problem") }
                                }
                            }
                        });
                    }
                }
            }
        }
    }
}

/// The headers answers carry: `X-Request-Id` on every answer
/// (`http::observe`), `Retry-After` on 429 and 503, and the `RateLimit-*`
/// headers (of `add_rate_limit_answers`). Written out on each answer:
/// utoipa's model has no references to `components/headers`.
fn add_answer_headers(document: &mut Value) {
    let Some(Value::Object(paths)) = document.get_mut("paths") else {
        return;
    };
    for item in paths.values_mut() {
        let Value::Object(operations) = item else {
            continue;
        };
        for op in operations.values_mut() {
            let Some(Value::Object(responses)) = op.get_mut("responses") else {
                continue;
            };
            for (status, answer) in responses.iter_mut() {
                answer["headers"]["X-Request-Id"] = header("X-Request-Id");
                if RETRY_AFTER_STATUSES.contains(&status.as_str()) {
                    answer["headers"]["Retry-After"] = header("Retry-After");
                }
            }
        }
    }
}

/// The description of an answer header.
fn header(name: &str) -> Value {
    let integer = |description: &str, minimum: u8| json!({ "description": description, "schema": { "type": "integer", "minimum": minimum } });
    let headers = json!({
        "X-Request-Id": {
            "description": "The request's id: the caller's `X-Request-Id` (1 to 128 visible ASCII characters) or a new one; quote it when reporting a problem",
            "schema": { "type": "string" }
        },
        "Retry-After": integer("Whole seconds to wait before trying again (at least 1)", 1),
        "RateLimit-Limit": integer("Requests allowed at once (the burst)", 0),
        "RateLimit-Remaining": integer("Requests still allowed at once: 0", 0),
        "RateLimit-Reset": integer("Seconds until the whole limit is back", 0),
        "RateLimit-Policy": {
            "description": "The limit and the seconds it takes to come back: `<limit>;w=<seconds>`",
            "schema": { "type": "string" }
        }
    });
    headers[name].clone()
}

/// Lists `429 rate_limited` on every operation under `/v1` (the rate
/// limits of `limits::enforce`; `POST /v1/players` also has the hourly
/// registrations per address), with its `Retry-After` and `RateLimit-*`
/// headers.
fn add_rate_limit_answers(document: &mut Value) {
    let Some(Value::Object(paths)) = document.get_mut("paths") else {
        return;
    };
    let answer = json!({
        "description": "`rate_limited`: too many requests from this player (or, without a valid token, from this client address); wait `Retry-After` seconds. The limits are per server process.",
        "headers": {
            "RateLimit-Limit": header("RateLimit-Limit"),
            "RateLimit-Remaining": header("RateLimit-Remaining"),
            "RateLimit-Reset": header("RateLimit-Reset"),
            "RateLimit-Policy": header("RateLimit-Policy")
        },
        "content": {
            "application/problem+json": { "schema": { "$ref": schema_ref("Problem") } }
        }
    });
    for (path, item) in paths.iter_mut() {
        if !path.starts_with("/v1/") {
            continue;
        }
        let Value::Object(operations) = item else {
            continue;
        };
        for (method, op) in operations.iter_mut() {
            let mut answer = answer.clone();
            let anonymous = method == "post" && (path == "/v1/players" || path == "/v1/tokens");
            if anonymous {
                let registrations = if path == "/v1/players" {
                    ", or too many players registered from it in the past hour"
                } else {
                    ""
                };
                answer["description"] = Value::from(format!(
                    "`rate_limited`: too many requests to register or get tokens from this client address{registrations}; wait `Retry-After` seconds. The limits are per server process."
                ));
            }
            op["responses"]["429"] = answer;
        }
    }
}

/// The OpenAPI `links` of a game's life: from an answer that names a game,
/// the operations a client calls next on it (create → join → move →
/// events). Client generators and stateful fuzzers (`scripts/fuzz-api`)
/// follow them. Each entry: the path of a `POST`, its answer's status,
/// where the game's id is in that exchange, and the operations linked to.
const GAME_LINKS: &[(&str, &str, &str, &[&str])] = &[
    (
        "/v1/games",
        "201",
        "$response.body#/id",
        &["get_game", "join_game", "submit_move", "list_events"],
    ),
    (
        "/v1/games/{id}/seats",
        "200",
        "$request.path.id",
        &["get_game", "submit_move", "list_events"],
    ),
    (
        "/v1/games/{id}/moves",
        "200",
        "$request.path.id",
        &["get_game", "submit_move", "list_events"],
    ),
];

/// Adds [`GAME_LINKS`] to the finished model. utoipa's `Link` writes its
/// `operation_id` field as `operation_id`, not OpenAPI's `operationId`, so
/// the name goes in as a flattened field of its own.
fn add_game_links(document: &mut Document) {
    for (path, status, game_id, targets) in GAME_LINKS {
        let operation = document
            .paths
            .paths
            .get_mut(*path)
            .and_then(|item| item.post.as_mut());
        let Some(RefOr::T(answer)) =
            operation.and_then(|op| op.responses.responses.get_mut(*status))
        else {
            continue;
        };
        for target in *targets {
            let link = Link::builder()
                .parameter("id", *game_id)
                .extensions(Some(Extensions::from_iter([("operationId", *target)])))
                .build();
            answer.links.insert(pascal(target), RefOr::T(link));
        }
    }
}
