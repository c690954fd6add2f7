//! Problem documents (RFC 9457) with a stable snake_case `code`.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::{RuleError, SetupError};
use crate::game::{self, ErrorKind};

pub use crate::game::error::{Fault, ProblemCode};
pub use crate::store::{is_unavailable, is_unique_violation};

/// An RFC 9457 problem document. `code` is stable; `detail` is for humans.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Problem {
    /// `urn:referee:problem:<code>`.
    #[serde(rename = "type")]
    pub type_: String,
    pub title: String,
    pub status: u16,
    pub code: ProblemCode,
    pub detail: String,
    /// With `version_conflict`: the game's current version.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub current_version: Option<i64>,
    /// With setup errors: the option at fault.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub option: Option<String>,
    /// With `insufficient_scope`: the scope the operation needs.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub scope: Option<crate::game::scope::Scope>,
    /// The request's id, as in its `X-Request-Id` answer header: quote it
    /// when reporting a problem (the server's logs carry it).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub request_id: Option<String>,
}

/// A [`Fault`] as the API answers it: with its status.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{fault}")]
pub struct ApiError {
    pub status: StatusCode,
    pub fault: Fault,
}

pub use crate::game::error::DATABASE_RETRY_AFTER_SECS;

impl ApiError {
    pub fn new(status: StatusCode, code: ProblemCode, detail: impl Into<String>) -> Self {
        ApiError {
            status,
            fault: Fault::new(code, detail),
        }
    }

    pub fn bad_request(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, detail)
    }

    pub fn unauthorized(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, code, detail)
    }

    pub fn forbidden(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, code, detail)
    }

    pub fn not_found(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, code, detail)
    }

    pub fn conflict(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, code, detail)
    }

    pub fn unprocessable(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, code, detail)
    }

    pub fn game_not_found() -> Self {
        game::Error::game_not_found().into()
    }

    pub fn version_conflict(current: i64) -> Self {
        game::Error::version_conflict(current).into()
    }

    /// Anything the client cannot fix ([`game::Error::internal`]).
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        game::Error::internal(cause).into()
    }

    /// 503 `database_unavailable` with `Retry-After`
    /// ([`game::Error::unavailable`]).
    pub fn unavailable(cause: impl std::fmt::Display) -> Self {
        game::Error::unavailable(cause).into()
    }

    /// 503 `database_busy` with `Retry-After` ([`game::Error::busy`]).
    pub fn busy(cause: impl std::fmt::Display) -> Self {
        game::Error::busy(cause).into()
    }

    pub fn problem(&self) -> Problem {
        let fault = &self.fault;
        Problem {
            type_: format!("urn:referee:problem:{}", fault.code),
            title: self.status.canonical_reason().unwrap_or("Error").to_owned(),
            status: self.status.as_u16(),
            code: fault.code,
            detail: fault.detail.clone(),
            current_version: fault.current_version,
            option: fault.option.clone(),
            scope: fault.scope,
            // Added to every problem answer by `observe::request`.
            request_id: None,
        }
    }
}

impl ApiError {
    /// The `WWW-Authenticate` challenge of a refused token (RFC 6750, 3):
    /// none was sent (no error code), it is not valid, or it lacks the
    /// operation's scope (named).
    fn bearer_challenge(&self) -> Option<String> {
        let realm = "Bearer realm=\"referee\"";
        match (self.status, self.fault.code, self.fault.scope) {
            (StatusCode::UNAUTHORIZED, ProblemCode::MissingToken, _) => Some(realm.to_owned()),
            (StatusCode::UNAUTHORIZED, ProblemCode::InvalidCredentials, _) => None,
            (StatusCode::UNAUTHORIZED, _, _) => Some(format!("{realm}, error=\"invalid_token\"")),
            (StatusCode::FORBIDDEN, ProblemCode::InsufficientScope, Some(scope)) => Some(format!(
                "{realm}, error=\"insufficient_scope\", scope=\"{scope}\""
            )),
            _ => None,
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut answer = HttpResponse::build(self.status);
        answer.content_type("application/problem+json");
        if let Some(secs) = self.fault.retry_after_secs {
            answer.insert_header((actix_web::http::header::RETRY_AFTER, secs.to_string()));
        }
        if let Some(challenge) = self.bearer_challenge() {
            answer.insert_header((actix_web::http::header::WWW_AUTHENTICATE, challenge));
        }
        answer.json(self.problem())
    }
}

/// A domain error as the API answers it: its kind gives the status.
impl From<game::Error> for ApiError {
    fn from(err: game::Error) -> Self {
        let status = match err.kind {
            ErrorKind::Invalid => StatusCode::BAD_REQUEST,
            ErrorKind::Unauthenticated => StatusCode::UNAUTHORIZED,
            ErrorKind::Forbidden => StatusCode::FORBIDDEN,
            ErrorKind::NotFound => StatusCode::NOT_FOUND,
            ErrorKind::Conflict => StatusCode::CONFLICT,
            ErrorKind::Refused => StatusCode::UNPROCESSABLE_ENTITY,
            ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        };
        ApiError {
            status,
            fault: err.fault,
        }
    }
}

/// A store error, in the core's words ([`game::Error`]).
impl From<crate::store::Error> for ApiError {
    fn from(err: crate::store::Error) -> Self {
        game::Error::from(err).into()
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(err: actix_web::error::BlockingError) -> Self {
        ApiError::internal(err)
    }
}

impl From<RuleError> for ApiError {
    fn from(err: RuleError) -> Self {
        game::Error::from(err).into()
    }
}

impl From<SetupError> for ApiError {
    fn from(err: SetupError) -> Self {
        game::Error::from(err).into()
    }
}

/// The extractor error handlers: a body, path or query the server cannot
/// read is a 400 problem, never actix's plain-text default.
pub mod extractors {
    use std::future::{ready, Future, Ready};
    use std::pin::Pin;

    use actix_web::dev::Payload;
    use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
    use actix_web::{web, FromRequest, HttpRequest};
    use serde::de::{DeserializeOwned, DeserializeSeed as _};
    use serde_json::value::RawValue;
    use serde_json::Value;

    use super::{ApiError, ProblemCode};
    use crate::human;

    /// The largest body any endpoint reads (64 KiB).
    pub const BODY_LIMIT: usize = 64 * 1024;

    pub fn json_config() -> web::JsonConfig {
        web::JsonConfig::default().limit(BODY_LIMIT).error_handler(
            |err: JsonPayloadError, _req: &HttpRequest| {
                let api = match &err {
                    JsonPayloadError::ContentType => ApiError::new(
                        actix_web::http::StatusCode::UNSUPPORTED_MEDIA_TYPE,
                        ProblemCode::UnsupportedMediaType,
                        "send the body as application/json",
                    ),
                    JsonPayloadError::Overflow { .. }
                    | JsonPayloadError::OverflowKnownLength { .. } => ApiError::new(
                        actix_web::http::StatusCode::PAYLOAD_TOO_LARGE,
                        ProblemCode::BodyTooLarge,
                        err.to_string(),
                    ),
                    // Bodies are read as `Json<T>` below (a JSON value, then
                    // `T` with the path to the field at fault); an
                    // `actix_web::web::Json<T>` has only the message.
                    JsonPayloadError::Deserialize(e) if e.is_data() => ApiError::bad_request(
                        ProblemCode::InvalidBody,
                        human::describe(&e.to_string(), "", "", None).to_string(),
                    ),
                    JsonPayloadError::Deserialize(e) => ApiError::bad_request(
                        ProblemCode::MalformedJson,
                        format!("the body is not valid JSON: {}", human::syntax(e)),
                    ),
                    _ => ApiError::bad_request(
                        ProblemCode::MalformedJson,
                        "the body could not be read",
                    ),
                };
                api.into()
            },
        )
    }

    pub fn path_config() -> web::PathConfig {
        web::PathConfig::default().error_handler(|err: PathError, req: &HttpRequest| {
            let PathError::Deserialize(e) = &err else {
                return ApiError::not_found(ProblemCode::InvalidPath, "no such resource").into();
            };
            // Every path has one parameter (a game id): name it.
            let params: Vec<(&str, &str)> = req.match_info().iter().collect();
            let failure = match params.as_slice() {
                [(name, value)] => {
                    human::describe(&e.to_string(), name, "", Some(&Value::from(*value)))
                }
                _ => human::describe(&e.to_string(), "", "", None).whole("the path"),
            };
            ApiError::not_found(
                ProblemCode::InvalidPath,
                format!("no such resource ({failure})"),
            )
            .into()
        })
    }

    /// Only for `actix_web::web::Query`; handlers use [`Query`], whose
    /// errors name the parameter.
    pub fn query_config() -> web::QueryConfig {
        web::QueryConfig::default().error_handler(|err: QueryPayloadError, _req: &HttpRequest| {
            let QueryPayloadError::Deserialize(e) = &err else {
                return ApiError::bad_request(
                    ProblemCode::InvalidQuery,
                    "the query string is invalid",
                )
                .into();
            };
            let mut failure = human::describe(&e.to_string(), "", "", None).whole("the query");
            failure.parameters = true;
            ApiError::bad_request(ProblemCode::InvalidQuery, failure.to_string()).into()
        })
    }

    /// A JSON request body, like `actix_web::web::Json` (same config: media
    /// type, size limit, syntax errors), whose `invalid_body` detail names
    /// the field at fault in the API's words. Every body is an object: an
    /// array is refused, not read as the fields in order.
    #[derive(Debug)]
    pub struct Json<T>(pub T);

    impl<T> Json<T> {
        pub fn into_inner(self) -> T {
            self.0
        }
    }

    impl<T> std::ops::Deref for Json<T> {
        type Target = T;

        fn deref(&self) -> &T {
            &self.0
        }
    }

    impl<T: DeserializeOwned + 'static> FromRequest for Json<T> {
        type Error = actix_web::Error;
        type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

        fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
            // The JSON text as sent (media type, size and syntax checked by
            // the config), then read once more by `strict`: serde_json's
            // own `Value` keeps the last of two members of one name.
            let raw = web::Json::<Box<RawValue>>::from_request(req, payload);
            Box::pin(async move {
                let raw = raw.await?.into_inner();
                let value = strict_value(raw.get().as_bytes())?;
                body_from_value(value).map(Json).map_err(Into::into)
            })
        }
    }

    /// A request body as sent (any JSON text; whitespace alone is not one),
    /// read as `T` as [`Json`] reads it: `malformed_json` for what is not
    /// JSON, `invalid_body` for a duplicate member, a NUL or what `T` does
    /// not take.
    pub fn body_from_slice<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
        body_from_value(strict_value(bytes)?)
    }

    /// `bytes`, JSON, as a [`Value`], refusing what has no single meaning
    /// or what Postgres cannot store: an object with two members of one
    /// name (at any depth), and a NUL character in any string, member
    /// names included (Postgres's text and JSONB take none).
    pub fn strict_value(bytes: &[u8]) -> Result<Value, ApiError> {
        let mut input = serde_json::Deserializer::from_slice(bytes);
        let value = strict::Strict(strict::At::Root)
            .deserialize(&mut input)
            .and_then(|value| input.end().map(|()| value));
        value.map_err(|e| {
            if e.is_data() {
                ApiError::bad_request(ProblemCode::InvalidBody, e.to_string())
            } else {
                ApiError::bad_request(
                    ProblemCode::MalformedJson,
                    format!("the body is not valid JSON: {}", human::syntax(&e)),
                )
            }
        })
    }

    /// The strict reading of [`strict_value`]: serde_json's `Value`, built
    /// by a visitor that checks each member name against those before it
    /// and each string for a NUL, as it goes, in one pass.
    mod strict {
        use std::fmt;

        use serde::de::{self, DeserializeSeed, Error as _, MapAccess, SeqAccess, Visitor};
        use serde_json::{Map, Number, Value};

        /// Where a value is in the body, for the error's words; built on
        /// the stack as the reading descends, written out only on error.
        #[derive(Clone, Copy)]
        pub enum At<'a> {
            Root,
            Member(&'a At<'a>, &'a str),
            Item(&'a At<'a>, usize),
        }

        impl fmt::Display for At<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    At::Root => f.write_str("the body"),
                    At::Member(At::Root, name) => f.write_str(name),
                    At::Member(parent, name) => write!(f, "{parent}.{name}"),
                    At::Item(parent, index) => write!(f, "{parent}[{index}]"),
                }
            }
        }

        pub struct Strict<'a>(pub At<'a>);

        impl<'de> DeserializeSeed<'de> for Strict<'_> {
            type Value = Value;

            fn deserialize<D: de::Deserializer<'de>>(self, input: D) -> Result<Value, D::Error> {
                input.deserialize_any(self)
            }
        }

        fn no_nul<E: de::Error>(at: At<'_>, text: &str) -> Result<(), E> {
            if text.contains('\0') {
                Err(E::custom(format_args!(
                    "`{at}` holds a NUL character (U+0000), which no string of the API takes"
                )))
            } else {
                Ok(())
            }
        }

        impl<'de> Visitor<'de> for Strict<'_> {
            type Value = Value;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON value")
            }

            fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
                Ok(Value::Bool(v))
            }

            fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
                Ok(Value::Number(v.into()))
            }

            fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
                Ok(Value::Number(v.into()))
            }

            fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
                // serde_json reads no NaN or infinity.
                Ok(Number::from_f64(v).map_or(Value::Null, Value::Number))
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<Value, E> {
                no_nul(self.0, v)?;
                Ok(Value::String(v.to_owned()))
            }

            fn visit_string<E: de::Error>(self, v: String) -> Result<Value, E> {
                no_nul(self.0, &v)?;
                Ok(Value::String(v))
            }

            fn visit_unit<E>(self) -> Result<Value, E> {
                Ok(Value::Null)
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<Value, A::Error> {
                let mut values = Vec::with_capacity(items.size_hint().unwrap_or(0).min(64));
                while let Some(value) =
                    items.next_element_seed(Strict(At::Item(&self.0, values.len())))?
                {
                    values.push(value);
                }
                Ok(Value::Array(values))
            }

            fn visit_map<A: MapAccess<'de>>(self, mut members: A) -> Result<Value, A::Error> {
                let mut fields = Map::new();
                while let Some(name) = members.next_key::<String>()? {
                    if name.contains('\0') {
                        return Err(A::Error::custom(format_args!(
                            "a member name of `{}` holds a NUL character (U+0000), which no name of the API takes",
                            self.0
                        )));
                    }
                    let value = members.next_value_seed(Strict(At::Member(&self.0, &name)))?;
                    match fields.entry(name) {
                        serde_json::map::Entry::Vacant(slot) => {
                            slot.insert(value);
                        }
                        serde_json::map::Entry::Occupied(slot) => {
                            return Err(A::Error::custom(format_args!(
                                "`{}` is given more than once: each member of an object is given once",
                                At::Member(&self.0, slot.key())
                            )));
                        }
                    }
                }
                Ok(Value::Object(fields))
            }
        }
    }

    /// A request body, parsed as JSON, read as `T`; `invalid_body` names the
    /// field at fault.
    pub fn body_from_value<T: DeserializeOwned>(mut value: Value) -> Result<T, ApiError> {
        integral_numbers_as_integers(&mut value);
        human::from_object(&value, "")
            .map_err(|failure| ApiError::bad_request(ProblemCode::InvalidBody, failure.to_string()))
    }

    /// JSON Schema, the document's dialect, counts `2.0` as an integer;
    /// serde's integer types refuse it. Such numbers become integers (a
    /// float field still reads them), so a body valid by the document is
    /// read as one.
    fn integral_numbers_as_integers(value: &mut Value) {
        match value {
            Value::Number(number) => {
                if let Some(float) = number
                    .as_f64()
                    .filter(|f| number.is_f64() && f.fract() == 0.0)
                {
                    if let Some(integer) = (float.abs() < 9.0e15).then_some(float as i64) {
                        *number = integer.into();
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(integral_numbers_as_integers),
            Value::Object(fields) => fields.values_mut().for_each(integral_numbers_as_integers),
            _ => {}
        }
    }

    /// A query string, like `actix_web::web::Query`, whose `invalid_query`
    /// detail names the parameter at fault in the API's words.
    #[derive(Debug)]
    pub struct Query<T>(pub T);

    impl<T> Query<T> {
        pub fn into_inner(self) -> T {
            self.0
        }
    }

    impl<T> std::ops::Deref for Query<T> {
        type Target = T;

        fn deref(&self) -> &T {
            &self.0
        }
    }

    impl<T: DeserializeOwned> FromRequest for Query<T> {
        type Error = actix_web::Error;
        type Future = Ready<Result<Self, Self::Error>>;

        fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
            // No parameter takes a NUL, and Postgres's text takes none. A
            // URI holds no raw NUL: `%00` is the only way to send one.
            if req.query_string().contains("%00") {
                return ready(Err(ApiError::bad_request(
                    ProblemCode::InvalidQuery,
                    "the query string holds a NUL character (%00), which no parameter takes",
                )
                .into()));
            }
            ready(
                human::from_query(req.query_string())
                    .map(Query)
                    .map_err(|failure| {
                        ApiError::bad_request(ProblemCode::InvalidQuery, failure.to_string()).into()
                    }),
            )
        }
    }
}

impl crate::game::DatabaseOutcome for ApiError {
    fn database_failure(&self) -> Option<crate::metrics::DatabaseFailure> {
        self.fault.database
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_code_is_written_as_its_text() {
        for code in ProblemCode::ALL {
            assert_eq!(serde_json::to_value(code).unwrap(), code.as_str());
            let answer = ApiError::new(StatusCode::CONFLICT, *code, "detail").problem();
            assert_eq!(answer.type_, format!("urn:referee:problem:{code}"));
        }
    }
}
