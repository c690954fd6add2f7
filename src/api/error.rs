//! Problem documents (RFC 9457) with a stable snake_case `code`.

use std::borrow::Cow;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::{RuleError, SetupError};

/// An RFC 9457 problem document. `code` is stable; `detail` is for humans.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Problem {
    /// `urn:referee:problem:<code>`.
    #[serde(rename = "type")]
    pub type_: String,
    pub title: String,
    pub status: u16,
    pub code: String,
    pub detail: String,
    /// With `version_conflict`: the game's current version.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current_version: Option<i64>,
    /// With setup errors: the option at fault.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub option: Option<String>,
}

#[derive(Debug, Clone, thiserror::Error)]
#[error("{code}: {detail}")]
pub struct ApiError {
    pub status: StatusCode,
    pub code: Cow<'static, str>,
    pub detail: String,
    pub current_version: Option<i64>,
    pub option: Option<String>,
}

impl ApiError {
    pub fn new(
        status: StatusCode,
        code: impl Into<Cow<'static, str>>,
        detail: impl Into<String>,
    ) -> Self {
        ApiError {
            status,
            code: code.into(),
            detail: detail.into(),
            current_version: None,
            option: None,
        }
    }

    pub fn bad_request(code: &'static str, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, detail)
    }

    pub fn unauthorized(code: &'static str, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, code, detail)
    }

    pub fn forbidden(code: &'static str, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, code, detail)
    }

    pub fn not_found(code: &'static str, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, code, detail)
    }

    pub fn conflict(code: &'static str, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, code, detail)
    }

    pub fn unprocessable(code: &'static str, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, code, detail)
    }

    pub fn game_not_found() -> Self {
        Self::not_found("game_not_found", "no game has this id")
    }

    pub fn version_conflict(current: i64) -> Self {
        ApiError {
            current_version: Some(current),
            ..Self::conflict(
                "version_conflict",
                format!("the game is at version {current}: read it again and resubmit"),
            )
        }
    }

    /// Anything the client cannot fix. Logged in full; the body says nothing
    /// of the cause (it could name server internals).
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        log::error!("internal error: {cause}");
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal_error",
            "the server failed; it has been logged",
        )
    }

    pub fn unavailable(cause: impl std::fmt::Display) -> Self {
        log::warn!("database unavailable: {cause}");
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "database_unavailable",
            "the database is unavailable; retry later",
        )
    }

    pub fn problem(&self) -> Problem {
        Problem {
            type_: format!("urn:referee:problem:{}", self.code),
            title: self.status.canonical_reason().unwrap_or("Error").to_owned(),
            status: self.status.as_u16(),
            code: self.code.to_string(),
            detail: self.detail.clone(),
            current_version: self.current_version,
            option: self.option.clone(),
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        HttpResponse::build(self.status)
            .content_type("application/problem+json")
            .json(self.problem())
    }
}

impl From<diesel::result::Error> for ApiError {
    fn from(err: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind, Error};
        match err {
            // The only foreign keys a request can miss are players': a valid
            // token for a player this database does not have (e.g. a fixed
            // secret across a database reset).
            Error::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, _) => {
                ApiError::unauthorized(
                    "unknown_player",
                    "the token's player does not exist: register again",
                )
            }
            other => ApiError::internal(other),
        }
    }
}

impl From<diesel::r2d2::PoolError> for ApiError {
    fn from(err: diesel::r2d2::PoolError) -> Self {
        ApiError::unavailable(err)
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(err: actix_web::error::BlockingError) -> Self {
        ApiError::internal(err)
    }
}

/// A rule broken by a move: 422 with the rule's own code.
impl From<RuleError> for ApiError {
    fn from(err: RuleError) -> Self {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            err.code.as_str(),
            err.message,
        )
    }
}

/// A game that cannot be set up: 422 naming the option.
impl From<SetupError> for ApiError {
    fn from(err: SetupError) -> Self {
        ApiError {
            option: err.option,
            ..ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                err.code.as_str(),
                err.message,
            )
        }
    }
}

/// Whether a diesel error is a unique violation (a lost race).
pub fn is_unique_violation(err: &diesel::result::Error) -> bool {
    matches!(
        err,
        diesel::result::Error::DatabaseError(diesel::result::DatabaseErrorKind::UniqueViolation, _)
    )
}

/// The extractor error handlers: a body, path or query the server cannot
/// read is a 400 problem, never actix's plain-text default.
pub mod extractors {
    use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
    use actix_web::{web, HttpRequest};

    use super::ApiError;

    pub fn json_config() -> web::JsonConfig {
        web::JsonConfig::default().limit(64 * 1024).error_handler(
            |err: JsonPayloadError, _req: &HttpRequest| {
                let api = match &err {
                    JsonPayloadError::ContentType => ApiError::new(
                        actix_web::http::StatusCode::UNSUPPORTED_MEDIA_TYPE,
                        "unsupported_media_type",
                        "send the body as application/json",
                    ),
                    JsonPayloadError::Overflow { .. }
                    | JsonPayloadError::OverflowKnownLength { .. } => ApiError::new(
                        actix_web::http::StatusCode::PAYLOAD_TOO_LARGE,
                        "body_too_large",
                        err.to_string(),
                    ),
                    JsonPayloadError::Deserialize(e) if e.is_data() => ApiError::bad_request(
                        "invalid_body",
                        format!("the body does not match the schema: {e}"),
                    ),
                    _ => ApiError::bad_request(
                        "malformed_json",
                        format!("the body is not valid JSON: {err}"),
                    ),
                };
                api.into()
            },
        )
    }

    pub fn path_config() -> web::PathConfig {
        web::PathConfig::default().error_handler(|err: PathError, _req: &HttpRequest| {
            ApiError::not_found("invalid_path", format!("no such resource: {err}")).into()
        })
    }

    pub fn query_config() -> web::QueryConfig {
        web::QueryConfig::default().error_handler(|err: QueryPayloadError, _req: &HttpRequest| {
            ApiError::bad_request(
                "invalid_query",
                format!("the query string is invalid: {err}"),
            )
            .into()
        })
    }
}
