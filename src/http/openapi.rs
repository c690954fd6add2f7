//! The OpenAPI 3.1 document, generated from the handlers by utoipa.

use std::collections::BTreeSet;

use super::error::{ApiError, Fault, ProblemCode};
use actix_web::http::StatusCode;
use serde::Serialize;
use serde_json::{json, Map, Value};
use utoipa::openapi::content::{Content, ContentBuilder};
use utoipa::openapi::example::Example;
use utoipa::openapi::extensions::Extensions;
use utoipa::openapi::header::Header;
use utoipa::openapi::link::Link;
use utoipa::openapi::path::{
    HttpMethod, Operation, OperationBuilder, ParameterBuilder, ParameterIn, PathItem,
};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::schema::{
    AllOfBuilder, AnyOfBuilder, Discriminator, KnownFormat, Object, ObjectBuilder, OneOfBuilder,
    Ref, SchemaFormat, SchemaType, Type,
};
use utoipa::openapi::security::{
    AuthorizationCode, Flow, Http, HttpAuthScheme, OAuth2, SecurityScheme,
};

use crate::game::scope::Scope;
use utoipa::openapi::{OpenApi as Document, RefOr, Required};
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
    servers((url = "/", description = "The server that serves this document (`/openapi.json`)")),
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
        (name = "ratings", description = "Profiles, ratings of rated games and leaderboards"),
        (name = "matchmaking", description = "Seeks: a game against anyone, seated by the matchmaker"),
        (name = "log", description = "The public log of finished games: signed tree heads, inclusion and consistency proofs (RFC 6962)"),
        (name = "apps", description = "OAuth 2.0 for apps that act for a player with its consent: authorization code with PKCE (S256), revocation"),
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
                    .description(Some(
                        "A token of an api_key (`POST /v1/tokens`) or a sign-in \
                         (`POST /v1/sessions`), holding every scope; or a personal access \
                         token, holding its own. Each operation names the scope it needs.",
                    ))
                    .build(),
            ),
        );
        let scopes = utoipa::openapi::security::Scopes::from_iter(
            Scope::ALL
                .into_iter()
                .filter(|scope| scope.for_apps())
                .map(|scope| (scope.as_str(), scope.describe())),
        );
        components.add_security_scheme(
            "oauth2",
            SecurityScheme::OAuth2(OAuth2::with_description(
                [Flow::AuthorizationCode(AuthorizationCode::new(
                    "/oauth/authorize",
                    "/oauth/token",
                    scopes,
                ))],
                "An app's token, for the scopes the player approved: authorization code \
                 with PKCE (S256 only); any client id, no registration; revocation at \
                 /oauth/revoke (RFC 7009).",
            )),
        );
    }
}

pub(super) fn base() -> Document {
    ApiDoc::openapi()
}

/// The complete document, as served at `/openapi.json` and committed as
/// `openapi/openapi.json`. Built once per process (it is the same every
/// time): `referee openapi`, mostly this, runs in 0.10–0.14 s here, and
/// each HTTP worker's app asks for it while the server starts. Built in
/// utoipa's model first, then finished as a JSON value: the model has no
/// place for `components/headers`, header references, top-level
/// `webhooks` or a schema's `if`/`then`, and rewriting every schema
/// reference (seats, game copies) is a walk over the JSON tree. What the
/// JSON steps add is still made with utoipa's types ([`typed`]).
pub fn document() -> &'static Value {
    static DOCUMENT: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    DOCUMENT.get_or_init(build_document)
}

fn build_document() -> Value {
    let (_, mut document) = actix_web::App::new()
        .into_utoipa_app()
        .openapi(base())
        .configure(super::configure)
        .split_for_parts();
    add_game_links(&mut document);
    add_standard_answers(&mut document);
    add_rate_limit_answers(&mut document);
    mark_public_operations(&mut document);
    split_summaries(&mut document);
    let mut json = typed(&document);
    name_the_seat_schema(&mut json);
    name_tagged_variants(&mut json);
    specialise_game_data(&mut json, &engine::game_schemas());
    add_answer_headers(&mut json);
    flatten_tagged_unions(&mut json);
    state_exclusions(&mut json);
    parameters_are_not_nullable(&mut json);
    narrow_problem_codes(&mut json);
    share_answers(&mut json);
    add_oauth2_requirements(&mut json);
    add_action_examples(&mut json);
    add_stream_envelope(&mut json);
    add_webhooks(&mut json);
    remove_unused_schemas(&mut json);
    json
}

/// Every operation that takes a bearer token takes an app's OAuth token
/// too, for the same scopes (but those of `account`, never granted to an
/// app): its `security` says so (either scheme will do), written once here
/// rather than on every handler. In the JSON: utoipa's security
/// requirement does not give its scopes back.
fn add_oauth2_requirements(document: &mut Value) {
    let Some(Value::Object(paths)) = document.get_mut("paths") else {
        return;
    };
    for op in paths
        .values_mut()
        .filter_map(Value::as_object_mut)
        .flat_map(|ops| ops.values_mut())
    {
        let Some(Value::Array(requirements)) = op.get_mut("security") else {
            continue;
        };
        let oauth: Vec<Value> = requirements
            .iter()
            .filter_map(|requirement| requirement.get("bearer"))
            .filter(|scopes| {
                scopes
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .filter_map(Scope::parse)
                    .all(Scope::for_apps)
            })
            .map(|scopes| Value::Object(Map::from_iter([("oauth2".to_owned(), scopes.clone())])))
            .collect();
        requirements.extend(oauth);
    }
}

/// A part of the document, built with utoipa's types, as JSON.
fn typed(part: &impl Serialize) -> Value {
    serde_json::to_value(part).unwrap_or_default()
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
            let seat = ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(0))
                .maximum(Some(max_seat))
                .description(Some(
                    "A seat at the table, 0 to seats - 1; clockwise is seat + 1 (RULES.md, \"Conventions\").",
                ));
            schemas.insert("Seat".to_owned(), typed(&seat.build()));
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
        let mut mapping = Vec::new();
        for variant in variants {
            let value = tag_of(variant, tag).unwrap_or_default();
            let variant_name = format!("{name}{}", pascal(&value));
            refs.push(typed(&Ref::from_schema_name(&variant_name)));
            mapping.push((value, schema_ref(&variant_name)));
            hoisted.push((variant_name, variant.clone()));
        }
        schema["oneOf"] = Value::Array(refs);
        schema["discriminator"] = typed(&Discriminator::with_mapping(tag, mapping));
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
/// `game` is that game kind. The body itself becomes the union of its
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
        let mut mapping = Vec::new();
        for game in games {
            let mut copy = schema.clone();
            rewrite_refs(&mut copy, game, &generic);
            if has_game_property(&copy) {
                let tag = ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some([game.id]))
                    .description(
                        copy.pointer("/properties/game/description")
                            .and_then(Value::as_str),
                    );
                copy["properties"]["game"] = typed(&tag.build());
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
            variants.push(Ref::from_schema_name(&copy_name));
            mapping.push((game.id, schema_ref(&copy_name)));
        }
        let description = schema.get("description").and_then(Value::as_str);
        let union = if has_game_property(&schema) {
            let union = variants
                .into_iter()
                .fold(OneOfBuilder::new(), OneOfBuilder::item);
            typed(
                &union
                    .discriminator(Some(Discriminator::with_mapping("game", mapping)))
                    .description(description)
                    .build(),
            )
        } else {
            let union = variants
                .into_iter()
                .fold(AnyOfBuilder::new(), AnyOfBuilder::item);
            typed(&union.description(description).build())
        };
        schemas.insert(name.clone(), union);
    }
    for placeholder in &placeholders {
        schemas.remove(placeholder);
    }
}

/// The document as pretty JSON with a trailing newline.
pub fn document_json() -> String {
    let mut text = serde_json::to_string_pretty(document()).unwrap_or_default();
    text.push('\n');
    text
}

/// The answers every operation of a kind can give, whatever its handler:
/// (applies, status, problem codes, what it means).
type StandardAnswer = (
    fn(&str, &Operation) -> bool,
    &'static str,
    &'static [ProblemCode],
    &'static str,
);

const STANDARD_ANSWERS: &[StandardAnswer] = &[
    (
        |_, op| takes_json(op),
        "400",
        &[ProblemCode::MalformedJson, ProblemCode::InvalidBody, ProblemCode::MalformedBody],
        "The body is not JSON, does not match the schema, or could not be read",
    ),
    (
        |_, op| op.request_body.is_some(),
        "408",
        &[ProblemCode::RequestTimeout],
        "The body did not arrive within the request time-out; the connection is closed",
    ),
    (
        |_, op| has_parameter_in(op, ParameterIn::Query),
        "400",
        &[ProblemCode::InvalidQuery],
        "The query string does not match the parameters",
    ),
    (
        |_, op| op.security.is_some(),
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
        |_, op| op.security.is_some(),
        "403",
        &[ProblemCode::InsufficientScope],
        "The token lacks the scope the operation declares in its `security` (named in the answer's `scope` and in `WWW-Authenticate`)",
    ),
    (
        |_, op| has_parameter_in(op, ParameterIn::Path),
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
        |_, op| op.request_body.is_some(),
        "413",
        &[ProblemCode::BodyTooLarge],
        "The body is larger than 64 KiB",
    ),
    (
        |_, op| op.request_body.is_none(),
        "413",
        &[ProblemCode::BodyNotAllowed],
        "The endpoint takes no body, and the request has one (a `Content-Length` over 0, or chunked)",
    ),
    (
        |_, op| takes_json(op),
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

/// Whether the operation's body is JSON (OAuth's token and revocation
/// requests are forms, refused in OAuth's words).
fn takes_json(op: &Operation) -> bool {
    op.request_body
        .as_ref()
        .is_some_and(|body| body.content.contains_key("application/json"))
}

fn has_parameter_in(op: &Operation, place: ParameterIn) -> bool {
    op.parameters
        .iter()
        .flatten()
        .any(|p| p.parameter_in == place)
}

/// Every operation of the model, with its path and method.
fn typed_operations(
    document: &mut Document,
) -> impl Iterator<Item = (&str, HttpMethod, &mut Operation)> {
    document.paths.paths.iter_mut().flat_map(|(path, item)| {
        [
            (HttpMethod::Get, &mut item.get),
            (HttpMethod::Put, &mut item.put),
            (HttpMethod::Post, &mut item.post),
            (HttpMethod::Delete, &mut item.delete),
            (HttpMethod::Options, &mut item.options),
            (HttpMethod::Head, &mut item.head),
            (HttpMethod::Patch, &mut item.patch),
            (HttpMethod::Trace, &mut item.trace),
        ]
        .into_iter()
        .filter_map(move |(method, op)| op.as_mut().map(|op| (path.as_str(), method, op)))
    })
}

/// A problem answer: `description`, with a `Problem` body.
fn problem_answer(description: impl Into<String>) -> Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/problem+json",
            Content::new(Some(Ref::from_schema_name("Problem"))),
        )
        .build()
}

/// Lists on every operation the statuses that come from the HTTP layer
/// rather than from its handler (extractors, auth, the database), each with
/// its problem codes in the description, so the document names every
/// status the server can answer.
fn add_standard_answers(document: &mut Document) {
    for (path, _, op) in typed_operations(document) {
        for (applies, status, codes, meaning) in STANDARD_ANSWERS {
            if !applies(path, op) {
                continue;
            }
            let listed = codes
                .iter()
                .map(|c| format!("`{c}`"))
                .collect::<Vec<_>>()
                .join(", ");
            match op.responses.responses.get_mut(*status) {
                Some(RefOr::T(existing)) => {
                    let description = &existing.description;
                    let missing: Vec<String> = codes
                        .iter()
                        .map(|c| format!("`{c}`"))
                        .filter(|c| !description.contains(c.as_str()))
                        .collect();
                    if description.is_empty() {
                        existing.description = format!("{meaning}: {listed}");
                    } else if !missing.is_empty() {
                        existing.description = format!("{description}; {}", missing.join(", "));
                    }
                }
                // The handlers list their answers inline.
                Some(RefOr::Ref(_)) => {}
                None => {
                    op.responses.responses.insert(
                        (*status).to_owned(),
                        RefOr::T(problem_answer(format!("{meaning}: {listed}"))),
                    );
                }
            }
        }
    }
}

/// The headers answers carry, declared once in `components/headers`:
/// `X-Request-Id` on every answer (`http::observe`), `Retry-After` on 429
/// and 503, the `RateLimit-*` headers on every answer under `/v1` while
/// the rate limits are on (`http::limits`), `Location` on a 201, `Allow`
/// on a 405 and `ETag` on an answer that can be revalidated. In the JSON:
/// utoipa's model has neither `components/headers` nor a reference to a
/// header.
fn add_answer_headers(document: &mut Value) {
    document["components"]["headers"] = answer_headers();
    let Some(Value::Object(paths)) = document.get_mut("paths") else {
        return;
    };
    for (path, item) in paths.iter_mut() {
        let Value::Object(operations) = item else {
            continue;
        };
        for op in operations.values_mut() {
            let revalidated = op["responses"].get("304").is_some();
            let Some(Value::Object(responses)) = op.get_mut("responses") else {
                continue;
            };
            for (status, answer) in responses.iter_mut() {
                let mut names = vec!["X-Request-Id"];
                if RETRY_AFTER_STATUSES.contains(&status.as_str()) {
                    names.push("Retry-After");
                }
                if path.starts_with("/v1/") {
                    names.extend(RATE_LIMIT_HEADERS);
                }
                match status.as_str() {
                    "201" => names.push("Location"),
                    "405" => names.push("Allow"),
                    "200" | "304" if revalidated => names.push("ETag"),
                    _ => {}
                }
                for name in names {
                    answer["headers"][name] =
                        typed(&Ref::new(format!("#/components/headers/{name}")));
                }
            }
        }
    }
}

const RATE_LIMIT_HEADERS: [&str; 4] = [
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
    "RateLimit-Policy",
];

/// Every answer header the server sends, by name.
fn answer_headers() -> Value {
    let header = |description: &str, schema: ObjectBuilder| {
        Header::builder()
            .schema(schema)
            .description(Some(description))
            .build()
    };
    let integer = |description: &str, minimum: u8| {
        header(
            description,
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(minimum)),
        )
    };
    let string =
        |description: &str| header(description, ObjectBuilder::new().schema_type(Type::String));
    let while_limited =
        "Sent while the server's rate limits are on (`REFEREE_RATE_LIMIT_PER_SEC` above 0).";
    typed(&std::collections::BTreeMap::from([
        ("X-Request-Id", string("The request's id: the caller's `X-Request-Id` (1 to 128 visible ASCII characters) or a new one; quote it when reporting a problem")),
        ("Retry-After", integer("Whole seconds to wait before trying again (at least 1)", 1)),
        ("RateLimit-Limit", integer(&format!("Requests allowed at once (the burst). {while_limited}"), 0)),
        ("RateLimit-Remaining", integer(&format!("Requests still allowed at once. {while_limited}"), 0)),
        ("RateLimit-Reset", integer(&format!("Seconds until the whole limit is back. {while_limited}"), 0)),
        ("RateLimit-Policy", string(&format!("The limit and the seconds it takes to come back: `<limit>;w=<seconds>`. {while_limited}"))),
        ("Location", string("The path of what was created")),
        ("Allow", string("The methods this path answers, comma-separated")),
        ("ETag", string("A weak entity tag of what the caller sees; send it back as `If-None-Match`")),
    ]))
}

/// Lists `429 rate_limited` on every operation under `/v1` (the rate
/// limits of `limits::enforce`; `POST /v1/players` also has the hourly
/// registrations per address), with its `Retry-After` and `RateLimit-*`
/// headers.
fn add_rate_limit_answers(document: &mut Document) {
    for (path, method, op) in typed_operations(document) {
        if !path.starts_with("/v1/") {
            continue;
        }
        let anonymous =
            method == HttpMethod::Post && (path == "/v1/players" || path == "/v1/tokens");
        let description = if anonymous {
            let registrations = if path == "/v1/players" {
                ", or too many players registered from it in the past hour"
            } else {
                ""
            };
            format!(
                "`rate_limited`: too many requests to register or get tokens from this client address{registrations}; wait `Retry-After` seconds. The limits are per server process."
            )
        } else {
            "`rate_limited`: too many requests from this player (or, without a valid token, from this client address); wait `Retry-After` seconds. The limits are per server process.".to_owned()
        };
        op.responses
            .responses
            .insert("429".to_owned(), RefOr::T(problem_answer(description)));
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

/// Makes a `oneOf` of tagged unions and tagged objects one flat union with
/// one discriminator (a shown action: the action's variants and
/// `redacted`), so that clients narrow it on the tag in one step.
fn flatten_tagged_unions(document: &mut Value) {
    let Some(Value::Object(schemas)) = document.pointer_mut("/components/schemas") else {
        return;
    };
    let snapshot = schemas.clone();
    for schema in schemas.values_mut() {
        let Some(members) = schema.get("oneOf").and_then(Value::as_array) else {
            continue;
        };
        if schema.get("discriminator").is_some() {
            continue;
        }
        let mut leaves = Vec::new();
        let mut mapping = Vec::new();
        let mut tag = None;
        for member in members {
            let Some(name) = member
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix("#/components/schemas/"))
            else {
                leaves.clear();
                break;
            };
            let target = &snapshot[name];
            if let Some(Value::Object(inner)) = target.pointer("/discriminator/mapping") {
                tag = target
                    .pointer("/discriminator/propertyName")
                    .and_then(Value::as_str)
                    .map(str::to_owned);
                for (value, leaf) in inner {
                    let leaf = leaf.as_str().unwrap_or_default();
                    leaves.push(typed(&Ref::new(leaf)));
                    mapping.push((value.clone(), leaf.to_owned()));
                }
            } else if let Some(value) = tag
                .as_deref()
                .or(Some("kind"))
                .and_then(|t| tag_of(target, t))
            {
                leaves.push(member.clone());
                mapping.push((value, schema_ref(name)));
            } else {
                leaves.clear();
                break;
            }
        }
        let Some(tag) = tag.filter(|_| !leaves.is_empty()) else {
            continue;
        };
        schema["oneOf"] = Value::Array(leaves);
        schema["discriminator"] = typed(&Discriminator::with_mapping(tag, mapping));
    }
}

/// A query or header parameter is absent or has a value: `null` is never
/// one, whatever the Rust type (`Option<T>`) says.
fn parameters_are_not_nullable(document: &mut Value) {
    fn not_null(schema: &mut Value) {
        if let Some(Value::Array(types)) = schema.get_mut("type") {
            types.retain(|t| t != "null");
            if types.len() == 1 {
                schema["type"] = types[0].clone();
            }
        }
        if let Some(Value::Array(variants)) = schema.get_mut("oneOf") {
            variants.retain(|v| v.get("type").and_then(Value::as_str) != Some("null"));
            if variants.len() == 1 {
                let only = variants.remove(0);
                schema.as_object_mut().map(|o| o.remove("oneOf"));
                if let (Value::Object(into), Value::Object(from)) = (&mut *schema, only) {
                    into.extend(from);
                }
            }
        }
    }
    for op in operations(document) {
        if let Some(Value::Array(parameters)) = op.get_mut("parameters") {
            for parameter in parameters {
                not_null(&mut parameter["schema"]);
            }
        }
    }
}

/// utoipa makes a handler's first doc paragraph its summary: keep its first
/// clause as the summary and give the whole text to the description.
fn split_summaries(document: &mut Document) {
    for (_, _, op) in typed_operations(document) {
        let Some(text) = op.summary.as_ref().map(|t| t.replace('\n', " ")) else {
            continue;
        };
        let end = [". ", ": ", "; ", ", and "]
            .iter()
            .filter_map(|stop| text.find(stop))
            .min()
            .unwrap_or(text.len());
        let summary = text[..end].trim_end_matches('.').to_owned();
        if summary.len() == text.trim_end_matches('.').len() {
            continue;
        }
        let description = match op.description.as_deref() {
            Some(rest) if !rest.is_empty() => format!("{text}\n\n{rest}"),
            _ => text.clone(),
        };
        op.summary = Some(summary);
        op.description = Some(description);
    }
}

/// The codes an answer's description names (`code` in backticks).
fn codes_named_in(description: &str) -> Vec<ProblemCode> {
    let named: BTreeSet<&str> = description.split('`').skip(1).step_by(2).collect();
    ProblemCode::ALL
        .iter()
        .copied()
        .filter(|code| named.contains(code.as_str()))
        .collect()
}

/// A problem document as an example: what `ApiError` answers, with a
/// request id.
fn problem_example(status: u16, code: ProblemCode, detail: &str) -> Value {
    let fault = Fault {
        current_version: (code == ProblemCode::VersionConflict).then_some(12),
        option: matches!(
            code,
            ProblemCode::InvalidOption | ProblemCode::UnknownOption
        )
        .then(|| "turn_time".to_owned()),
        scope: (code == ProblemCode::InsufficientScope).then_some(crate::game::scope::Scope::Play),
        ..Fault::new(code, detail)
    };
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_REQUEST);
    let mut problem = ApiError { status, fault }.problem();
    problem.request_id = Some("3f0c5d1e-8a47-4d8c-9a0e-5b2f6c1d7e90".to_owned());
    typed(&problem)
}

/// One example per family of codes: the first code of an answer that has
/// an entry here is shown with this detail.
const EXAMPLE_DETAILS: &[(ProblemCode, &str)] = &[
    (
        ProblemCode::InsufficientScope,
        "this token lacks the scope `play` that this operation needs",
    ),
    (
        ProblemCode::InvalidHandle,
        "a handle is 2 to 30 ASCII letters, digits, `_` or `-`, starting with a letter or digit",
    ),
    (
        ProblemCode::HandleTaken,
        "another player has this handle (handles are the same whatever their case)",
    ),
    (
        ProblemCode::HandleRequired,
        "a password needs a handle to sign in with: give `handle` too",
    ),
    (
        ProblemCode::WeakPassword,
        "a password is at least 8 characters",
    ),
    (
        ProblemCode::WrongPassword,
        "give the password set now as `current_password`",
    ),
    (ProblemCode::InvalidScope, "a token needs one scope or more"),
    (
        ProblemCode::InvalidExpiry,
        "expires_in_days is 1 to 3650, or null for no expiry",
    ),
    (
        ProblemCode::TooManyTokens,
        "a player holds at most 50 live personal access tokens: revoke one first",
    ),
    (
        ProblemCode::AccessTokenNotFound,
        "you hold no unrevoked access token with this id",
    ),
    (
        ProblemCode::PasskeyCeremonyExpired,
        "no such passkey ceremony under way: each is finished once, within 300 seconds of its start; start again",
    ),
    (
        ProblemCode::InvalidPasskey,
        "the passkey's attestation does not verify: the client data's origin is not the relying party's",
    ),
    (ProblemCode::PasskeyTaken, "this passkey is registered already"),
    (
        ProblemCode::TooManyPasskeys,
        "a player holds at most 20 passkeys: delete one first",
    ),
    (ProblemCode::PasskeyNotFound, "you hold no passkey with this id"),
    (
        ProblemCode::InvalidAuthorizationRequest,
        "the app sent no redirect_uri",
    ),
    (
        ProblemCode::MalformedJson,
        "the body is not JSON: expected value at line 1 column 1",
    ),
    (
        ProblemCode::InvalidBody,
        "missing field `expected_version` at line 1 column 40",
    ),
    (
        ProblemCode::InvalidQuery,
        "limit: invalid digit found in string",
    ),
    (
        ProblemCode::InvalidLastEventId,
        "Last-Event-ID is not a cursor",
    ),
    (
        ProblemCode::MissingToken,
        "no bearer token: send `Authorization: Bearer <token>`",
    ),
    (
        ProblemCode::InvalidCredentials,
        "unknown player or wrong API key",
    ),
    (ProblemCode::NotSeated, "you hold no seat in this game"),
    (
        ProblemCode::NotCreator,
        "only the game's creator may do this",
    ),
    (
        ProblemCode::SpectatorsNotAllowed,
        "this game allows no spectators",
    ),
    (ProblemCode::GameNotFound, "no game with this id"),
    (
        ProblemCode::InvitationNotFound,
        "this player is not invited to the game",
    ),
    (ProblemCode::WebhookNotFound, "you have no webhook"),
    (ProblemCode::DeliveryNotFound, "no delivery with this id"),
    (ProblemCode::SeekNotFound, "you have no such seek"),
    (
        ProblemCode::SigningKeyNotFound,
        "you have no key of this id",
    ),
    (ProblemCode::InvalidPath, "id: UUID parsing failed"),
    (ProblemCode::MethodNotAllowed, "this path answers GET, HEAD"),
    (
        ProblemCode::RequestTimeout,
        "the body did not arrive within 10 s",
    ),
    (
        ProblemCode::VersionConflict,
        "expected version 11, the game is at 12",
    ),
    (ProblemCode::SeatTaken, "seat 1 is taken"),
    (ProblemCode::GameNotOpen, "the game is not open for joining"),
    (ProblemCode::GameNotStarted, "the game has not started"),
    (ProblemCode::GameNotFinished, "the game is not finished"),
    (
        ProblemCode::GameNotLogged,
        "no game with this id is in the log: a game enters it shortly after it ends",
    ),
    (
        ProblemCode::InvalidTreeSize,
        "from is 9: it must be between 1 and to (7)",
    ),
    (
        ProblemCode::TooManyOpenGames,
        "you already have 20 open games",
    ),
    (
        ProblemCode::TooManySeeks,
        "you have 5 waiting seeks, and a player may have at most 5",
    ),
    (
        ProblemCode::TooManySigningKeys,
        "a player holds at most 10 unrevoked keys and 100 in all: revoke one first",
    ),
    (
        ProblemCode::SeekNotWaiting,
        "the seek is matched: only a waiting seek can be cancelled",
    ),
    (
        ProblemCode::DeliveryPending,
        "the delivery is still being retried",
    ),
    (
        ProblemCode::BodyTooLarge,
        "the body is larger than 65536 bytes",
    ),
    (ProblemCode::BodyNotAllowed, "this endpoint takes no body"),
    (
        ProblemCode::UnsupportedMediaType,
        "send the body as application/json",
    ),
    (ProblemCode::NotYourTurn, "seat 0 is on turn, not seat 1"),
    (ProblemCode::GameOver, "the game is over"),
    (
        ProblemCode::InvalidClientSeed,
        "client_seed is hex of at most 64 bytes",
    ),
    (ProblemCode::UnknownGame, "no game named chess"),
    (
        ProblemCode::InvalidPublicKey,
        "`public_key` is an Ed25519 public key, 32 bytes in hex",
    ),
    (
        ProblemCode::InvalidMoveSignature,
        "the signature does not match this game, version, seat and action",
    ),
    (ProblemCode::InvalidOption, "turn_time: at least 10 seconds"),
    (ProblemCode::InvalidInvitation, "you cannot invite yourself"),
    (ProblemCode::InvitedPlayerNotFound, "no player with this id"),
    (ProblemCode::InvalidName, "a name is 1 to 64 characters"),
    (
        ProblemCode::InvalidWebhookUrl,
        "the URL is not http or https",
    ),
    (
        ProblemCode::InvalidWebhookSecret,
        "a secret is 16 to 128 visible ASCII characters",
    ),
    (ProblemCode::InvalidGraceSecs, "grace_secs is 0 to 604800"),
    (ProblemCode::RateLimited, "too many requests: wait 1 s"),
    (
        ProblemCode::DatabaseUnavailable,
        "the database is unavailable; retry later",
    ),
];

/// Narrows `code` in every problem answer to the codes its description
/// names (so a client's switch over an answer's codes is checked), and
/// gives each answer an example of each family of its codes.
fn narrow_problem_codes(document: &mut Value) {
    for op in operations(document) {
        let Some(Value::Object(responses)) = op.get_mut("responses") else {
            continue;
        };
        for (status, answer) in responses.iter_mut() {
            if answer
                .pointer("/content/application~1problem+json")
                .is_none()
            {
                continue;
            }
            let description = answer["description"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            let codes = codes_named_in(&description);
            if codes.is_empty() {
                continue;
            }
            let content = &mut answer["content"]["application/problem+json"];
            let narrowed = ObjectBuilder::new().property(
                "code",
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some(codes.iter().map(|code| code.as_str()))),
            );
            let schema = AllOfBuilder::new()
                .item(Ref::from_schema_name("Problem"))
                .item(narrowed);
            content["schema"] = typed(&schema.build());
            let status = status.parse().unwrap_or(400);
            let examples: Map<String, Value> = codes
                .iter()
                .filter_map(|code| {
                    EXAMPLE_DETAILS
                        .iter()
                        .find(|(c, _)| c == code)
                        .map(|(_, detail)| {
                            let example = Example::builder()
                                .value(Some(problem_example(status, *code, detail)));
                            (code.to_string(), typed(&example.build()))
                        })
                })
                .collect();
            if !examples.is_empty() {
                content["examples"] = Value::Object(examples);
            }
        }
    }
}

/// Problem answers that are the same on several operations (the HTTP
/// layer's answers) are written once, in `components/responses`, named
/// after their status (and their first code, where one status has several).
fn share_answers(document: &mut Value) {
    let mut uses: std::collections::BTreeMap<String, (String, u32)> = Default::default();
    let Some(Value::Object(paths)) = document.get("paths") else {
        return;
    };
    for op in paths
        .values()
        .filter_map(Value::as_object)
        .flat_map(|ops| ops.values())
    {
        for (status, answer) in op["responses"].as_object().into_iter().flatten() {
            if status.starts_with(['4', '5']) {
                let text = answer.to_string();
                uses.entry(text).or_insert_with(|| (status.clone(), 0)).1 += 1;
            }
        }
    }
    let mut names: std::collections::BTreeMap<String, String> = Default::default();
    let mut shared = Map::new();
    for (text, (status, count)) in &uses {
        if *count < 2 {
            continue;
        }
        let answer: Value = serde_json::from_str(text).unwrap_or_default();
        let first_code = answer
            .pointer("/content/application~1problem+json/schema/allOf/1/properties/code/enum/0")
            .and_then(Value::as_str)
            .unwrap_or(status);
        let metered = answer.pointer("/headers/RateLimit-Limit").is_some();
        let mut name = pascal(first_code);
        if shared.contains_key(&name) && !metered {
            name.push_str("Unmetered");
        }
        let base = name.clone();
        let mut n = 2;
        while shared.contains_key(&name) {
            name = format!("{base}{n}");
            n += 1;
        }
        names.insert(text.clone(), name.clone());
        shared.insert(name, answer);
    }
    for op in operations(document) {
        let Some(Value::Object(responses)) = op.get_mut("responses") else {
            continue;
        };
        for answer in responses.values_mut() {
            if let Some(name) = names.get(&answer.to_string()) {
                *answer = typed(&Ref::new(format!("#/components/responses/{name}")));
            }
        }
    }
    document["components"]["responses"] = Value::Object(shared);
}

/// An operation without a token says so (`security: []`), rather than
/// leaving a reader to wonder whether the document forgot it.
fn mark_public_operations(document: &mut Document) {
    for (_, _, op) in typed_operations(document) {
        op.security.get_or_insert_with(Vec::new);
    }
}

/// A named example of every kind of action of every game, on the move
/// request: what a client sends to play it.
fn add_action_examples(document: &mut Value) {
    let mut examples = Map::new();
    for game in engine::game_schemas() {
        for (kind, action) in engine::schema::action_examples(game.id) {
            let request = super::dto::MoveRequest {
                game: game.id.to_owned(),
                expected_version: 7,
                action,
                signature: None,
            };
            let example = Example::builder()
                .summary(format!("{}: {kind}", game.id))
                .value(Some(typed(&request)));
            examples.insert(
                format!("{}-{kind}", game.prefix.to_lowercase()),
                typed(&example.build()),
            );
        }
    }
    if let Some(content) = document
        .pointer_mut("/paths/~1v1~1games~1{id}~1moves/post/requestBody/content/application~1json")
    {
        content["examples"] = Value::Object(examples);
    }
}

/// The notification kinds, from the discriminator of `NotificationEvent`.
fn notification_kinds(document: &Value) -> Vec<String> {
    document
        .pointer("/components/schemas/NotificationEvent/discriminator/mapping")
        .and_then(Value::as_object)
        .map(|m| m.keys().cloned().collect())
        .unwrap_or_default()
}

/// The SSE stream's events as a schema: what each `id:`/`event:`/`data:`
/// block of `GET /v1/players/me/stream` holds.
fn add_stream_envelope(document: &mut Value) {
    let kinds = notification_kinds(document);
    let event = ObjectBuilder::new()
        .description(Some("One Server-Sent Event of the notification stream: the fields of one `id:`/`event:`/`data:` block. The stream also sends `retry: 2000` once and `: heartbeat` comment lines, which carry no event."))
        .property(
            "id",
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some("^[0-9]+$"))
                .description(Some("The notification's cursor: send it back as `Last-Event-ID` to resume after it")),
        )
        .required("id")
        .property(
            "event",
            ObjectBuilder::new()
                .schema_type(Type::String)
                .enum_values(Some(kinds))
                .description(Some("The notification's kind, as in `data.event.kind`")),
        )
        .required("event")
        .property("data", Ref::from_schema_name("Notification"))
        .required("data");
    document["components"]["schemas"]["StreamEvent"] = typed(&event.build());
    if let Some(content) = document.pointer_mut(
        "/paths/~1v1~1players~1me~1stream/get/responses/200/content/text~1event-stream",
    ) {
        content["schema"] = typed(&Ref::from_schema_name("StreamEvent"));
    }
}

/// OpenAPI's `webhooks`: the POST a player's webhook receives for each kind
/// of notification, with its signature and delivery headers. Each is a
/// path item of utoipa's model; the section is JSON, as utoipa's model has
/// no `webhooks`.
fn add_webhooks(document: &mut Value) {
    use crate::workers::webhooks::{DELIVERY_HEADER, SIGNATURE_HEADER};
    let mut webhooks = Map::new();
    // The same two headers on every kind's POST.
    let signature = ParameterBuilder::new()
        .name(SIGNATURE_HEADER)
        .parameter_in(ParameterIn::Header)
        .required(Required::True)
        .description(Some("`t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<body>\" under the webhook secret>`; a second `v1=` while a rolled secret's predecessor still signs"))
        .schema(Some(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some("^t=[0-9]+(,v1=[0-9a-f]{64})+$")),
        ))
        .build();
    let delivery = ParameterBuilder::new()
        .name(DELIVERY_HEADER)
        .parameter_in(ParameterIn::Header)
        .required(Required::True)
        .description(Some("The delivery's id, the same on every retry of it"))
        .schema(Some(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Uuid))),
        ))
        .build();
    for kind in notification_kinds(document) {
        let event = document
            .pointer(&format!(
                "/components/schemas/NotificationEvent/discriminator/mapping/{kind}"
            ))
            .and_then(Value::as_str)
            .unwrap_or_default();
        let body = AllOfBuilder::new()
            .item(Ref::from_schema_name("Notification"))
            .item(ObjectBuilder::new().property("event", Ref::new(event)));
        let body = RequestBodyBuilder::new()
            .required(Some(Required::True))
            .content(
                "application/json",
                ContentBuilder::new().schema(Some(body)).build(),
            );
        let mut post = OperationBuilder::new()
            .operation_id(Some(format!("webhook_{kind}")))
            .tag("webhooks")
            .summary(Some(format!("A `{kind}` notification, delivered")))
            .description(Some("POSTed to the player's webhook URL. Verify `Referee-Signature` against the body's bytes before trusting it; dedupe on `Referee-Delivery` (delivery is at least once)."))
            .parameter(signature.clone())
            .parameter(delivery.clone())
            .request_body(Some(body.build()))
            .response("200", Response::new("Taken: any 2xx status ends the delivery"))
            .response(
                "default",
                Response::new(
                    "Anything else (or no answer within the time-out) is retried with back-off",
                ),
            )
            .build();
        post.security = Some(Vec::new());
        webhooks.insert(kind.clone(), typed(&PathItem::new(HttpMethod::Post, post)));
    }
    document["webhooks"] = Value::Object(webhooks);
}

/// Drops component schemas nothing refers to (the placeholders' leftovers,
/// union members replaced by their flattened form).
fn remove_unused_schemas(document: &mut Value) {
    loop {
        let mut used = BTreeSet::new();
        if let Value::Object(top) = &*document {
            for (key, value) in top {
                if key == "components" {
                    for (section, entries) in value.as_object().into_iter().flatten() {
                        if section == "schemas" {
                            for (name, schema) in entries.as_object().into_iter().flatten() {
                                let mut inner = BTreeSet::new();
                                refs_in(schema, &mut inner);
                                inner.remove(name);
                                used.extend(inner);
                            }
                        } else {
                            refs_in(entries, &mut used);
                        }
                    }
                } else {
                    refs_in(value, &mut used);
                }
            }
        }
        let Some(Value::Object(schemas)) = document.pointer_mut("/components/schemas") else {
            return;
        };
        let before = schemas.len();
        schemas.retain(|name, _| used.contains(name));
        if schemas.len() == before {
            return;
        }
    }
}

/// Fields a request may not hold together, which the server refuses with
/// `422 invalid_join`: a bot has no client seed, and a creator who does
/// not join takes no seat and gives no seed. Stated as `if`/`then` so that
/// a fuzzer knows them; type generators, which have no type for them, leave
/// them out rather than widen the body's type.
fn state_exclusions(document: &mut Value) {
    let Some(Value::Object(schemas)) = document.pointer_mut("/components/schemas") else {
        return;
    };
    // `if` and `then` go into the JSON, and `join: false` is JSON too:
    // utoipa's schema has no `if`, `then` or `const`.
    let constraint = || ObjectBuilder::new().schema_type(SchemaType::AnyValue);
    let absent = || Object::with_type(Type::Null);
    for (name, schema) in schemas.iter_mut() {
        let (when, then) = if name == "JoinGame" {
            let bot = constraint()
                .required("bot")
                .property("bot", Object::with_type(Type::String));
            (
                typed(&bot.build()),
                typed(&constraint().property("client_seed", absent()).build()),
            )
        } else if name.ends_with("CreateGame") && schema.get("properties").is_some() {
            let no_seat = constraint()
                .property("seat", absent())
                .property("client_seed", absent());
            (
                json!({"required": ["join"], "properties": {"join": {"const": false}}}),
                typed(&no_seat.build()),
            )
        } else {
            continue;
        };
        schema["if"] = when;
        schema["then"] = then;
    }
}

/// Every operation of the document, mutably.
fn operations(document: &mut Value) -> impl Iterator<Item = &mut Value> {
    document
        .get_mut("paths")
        .and_then(Value::as_object_mut)
        .into_iter()
        .flat_map(|paths| paths.values_mut())
        .filter_map(Value::as_object_mut)
        .flat_map(|ops| ops.values_mut())
}
