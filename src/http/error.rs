//! Problem documents (RFC 9457) with a stable snake_case `code`.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::{RuleCode, RuleError, SetupCode, SetupError};
use crate::metrics::DatabaseFailure;

/// Declares [`ProblemCode`]: each variant with its `code` string, the one
/// place both are written.
macro_rules! problem_codes {
    ($($variant:ident => $code:tt,)*) => {
        /// Every `code` a problem document can carry.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
        pub enum ProblemCode {
            $(#[serde(rename = $code)] $variant,)*
        }

        impl ProblemCode {
            /// Every code, in declaration order.
            pub const ALL: &'static [ProblemCode] = &[$(ProblemCode::$variant,)*];

            pub fn as_str(self) -> &'static str {
                match self {
                    $(ProblemCode::$variant => $code,)*
                }
            }
        }
    };
}

problem_codes! {
    MalformedJson => "malformed_json",
    InvalidBody => "invalid_body",
    MalformedBody => "malformed_body",
    InvalidQuery => "invalid_query",
    InvalidIdempotencyKey => "invalid_idempotency_key",
    InvalidLastEventId => "invalid_last_event_id",
    BadRequest => "bad_request",
    MissingToken => "missing_token",
    InvalidToken => "invalid_token",
    TokenExpired => "token_expired",
    TokenRevoked => "token_revoked",
    InvalidCredentials => "invalid_credentials",
    UnknownPlayer => "unknown_player",
    NotSeated => "not_seated",
    NotCreator => "not_creator",
    SpectatorsNotAllowed => "spectators_not_allowed",
    GameNotFound => "game_not_found",
    InvitationNotFound => "invitation_not_found",
    WebhookNotFound => "webhook_not_found",
    DeliveryNotFound => "delivery_not_found",
    NotFound => "not_found",
    InvalidPath => "invalid_path",
    MethodNotAllowed => "method_not_allowed",
    RequestTimeout => "request_timeout",
    SeatResigned => "seat_resigned",
    VersionConflict => "version_conflict",
    SeatTaken => "seat_taken",
    GameFull => "game_full",
    AlreadySeated => "already_seated",
    GameNotOpen => "game_not_open",
    GameNotStarted => "game_not_started",
    TooManyOpenGames => "too_many_open_games",
    SeatReserved => "seat_reserved",
    AlreadyInvited => "already_invited",
    GameNotFinished => "game_not_finished",
    RematchExists => "rematch_exists",
    DeliveryPending => "delivery_pending",
    BodyTooLarge => "body_too_large",
    BodyNotAllowed => "body_not_allowed",
    UnsupportedMediaType => "unsupported_media_type",
    NotYourTurn => "not_your_turn",
    LeaderMustPlay => "leader_must_play",
    NothingToChallenge => "nothing_to_challenge",
    PlayNotStronger => "play_not_stronger",
    CardNotInHand => "card_not_in_hand",
    DuplicateCard => "duplicate_card",
    EmptyPlay => "empty_play",
    InvalidRank => "invalid_rank",
    InvalidAction => "invalid_action",
    GameOver => "game_over",
    UnknownGame => "unknown_game",
    SeatsOutOfRange => "seats_out_of_range",
    UnknownOption => "unknown_option",
    InvalidOption => "invalid_option",
    InvalidClientSeed => "invalid_client_seed",
    SeatOutOfRange => "seat_out_of_range",
    InvalidJoin => "invalid_join",
    UnknownBot => "unknown_bot",
    TooManyBots => "too_many_bots",
    InvalidSpectators => "invalid_spectators",
    InvalidInvitation => "invalid_invitation",
    InvitedPlayerNotFound => "invited_player_not_found",
    InvalidName => "invalid_name",
    IdempotencyKeyReused => "idempotency_key_reused",
    InvalidWebhookUrl => "invalid_webhook_url",
    WebhookAddressRefused => "webhook_address_refused",
    InvalidWebhookSecret => "invalid_webhook_secret",
    InvalidGraceSecs => "invalid_grace_secs",
    RateLimited => "rate_limited",
    TooManyConnections => "too_many_connections",
    InternalError => "internal_error",
    DatabaseUnavailable => "database_unavailable",
    DatabaseBusy => "database_busy",
}

impl std::fmt::Display for ProblemCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A broken rule's code, as the API names it.
impl From<RuleCode> for ProblemCode {
    fn from(code: RuleCode) -> Self {
        match code {
            RuleCode::InvalidAction => ProblemCode::InvalidAction,
            RuleCode::GameOver => ProblemCode::GameOver,
            RuleCode::NotYourTurn => ProblemCode::NotYourTurn,
            RuleCode::LeaderMustPlay => ProblemCode::LeaderMustPlay,
            RuleCode::NothingToChallenge => ProblemCode::NothingToChallenge,
            RuleCode::PlayNotStronger => ProblemCode::PlayNotStronger,
            RuleCode::CardNotInHand => ProblemCode::CardNotInHand,
            RuleCode::DuplicateCard => ProblemCode::DuplicateCard,
            RuleCode::EmptyPlay => ProblemCode::EmptyPlay,
            RuleCode::InvalidRank => ProblemCode::InvalidRank,
        }
    }
}

/// A refused setup's code, as the API names it.
impl From<SetupCode> for ProblemCode {
    fn from(code: SetupCode) -> Self {
        match code {
            SetupCode::UnknownGame => ProblemCode::UnknownGame,
            SetupCode::SeatsOutOfRange => ProblemCode::SeatsOutOfRange,
            SetupCode::UnknownOption => ProblemCode::UnknownOption,
            SetupCode::InvalidOption => ProblemCode::InvalidOption,
        }
    }
}

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
    pub current_version: Option<i64>,
    /// With setup errors: the option at fault.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub option: Option<String>,
    /// The request's id, as in its `X-Request-Id` answer header: quote it
    /// when reporting a problem (the server's logs carry it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
}

#[derive(Debug, Clone, thiserror::Error)]
#[error("{code}: {detail}")]
pub struct ApiError {
    pub status: StatusCode,
    pub code: ProblemCode,
    pub detail: String,
    pub current_version: Option<i64>,
    pub option: Option<String>,
    /// Set when the database failed (counted by `AppState::db` in
    /// `referee_database_errors_total`).
    pub database: Option<DatabaseFailure>,
    /// Sent as `Retry-After` (seconds).
    pub retry_after_secs: Option<u64>,
}

/// What a 503 `database_unavailable` asks clients to wait, in seconds.
pub const DATABASE_RETRY_AFTER_SECS: u64 = 2;

impl ApiError {
    pub fn new(status: StatusCode, code: ProblemCode, detail: impl Into<String>) -> Self {
        ApiError {
            status,
            code,
            detail: detail.into(),
            current_version: None,
            option: None,
            database: None,
            retry_after_secs: None,
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
        Self::not_found(ProblemCode::GameNotFound, "no game has this id")
    }

    pub fn version_conflict(current: i64) -> Self {
        ApiError {
            current_version: Some(current),
            ..Self::conflict(
                ProblemCode::VersionConflict,
                format!("the game is at version {current}: read it again and resubmit"),
            )
        }
    }

    /// Anything the client cannot fix. Logged in full; the body says nothing
    /// of the cause (it could name server internals).
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!("internal error: {cause}");
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            ProblemCode::InternalError,
            "the server failed; it has been logged",
        )
    }

    /// The database cannot be reached (or did not answer in time): 503 with
    /// `Retry-After`. Nothing was changed, or, for a move whose connection
    /// broke at its commit, the move may be stored: retry it with the same
    /// `Idempotency-Key` to learn which.
    pub fn unavailable(cause: impl std::fmt::Display) -> Self {
        tracing::warn!("database unavailable: {cause}");
        ApiError {
            database: Some(DatabaseFailure::Unavailable),
            retry_after_secs: Some(DATABASE_RETRY_AFTER_SECS),
            ..Self::new(
                StatusCode::SERVICE_UNAVAILABLE,
                ProblemCode::DatabaseUnavailable,
                "the database is unavailable or too slow right now; retry later",
            )
        }
    }

    /// Two transactions got in each other's way (a deadlock or a
    /// serialization failure, which Postgres resolves by cancelling one):
    /// 503 `database_busy` with `Retry-After`. Nothing was changed; the
    /// connection is fine.
    pub fn busy(cause: impl std::fmt::Display) -> Self {
        tracing::warn!("transaction cancelled by the database: {cause}");
        ApiError {
            retry_after_secs: Some(1),
            ..Self::new(
                StatusCode::SERVICE_UNAVAILABLE,
                ProblemCode::DatabaseBusy,
                "the change collided with another one and was cancelled; retry it",
            )
        }
    }

    /// A 503 `database_unavailable`: the connection it came through is
    /// not to be used again.
    pub fn is_unavailable(&self) -> bool {
        self.database == Some(DatabaseFailure::Unavailable)
    }

    pub fn problem(&self) -> Problem {
        Problem {
            type_: format!("urn:referee:problem:{}", self.code),
            title: self.status.canonical_reason().unwrap_or("Error").to_owned(),
            status: self.status.as_u16(),
            code: self.code,
            detail: self.detail.clone(),
            current_version: self.current_version,
            option: self.option.clone(),
            // Added to every problem answer by `observe::request`.
            request_id: None,
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
        if let Some(secs) = self.retry_after_secs {
            answer.insert_header((actix_web::http::header::RETRY_AFTER, secs.to_string()));
        }
        answer.json(self.problem())
    }
}

/// Whether a diesel error means the database is out of reach rather than
/// the query wrong: the connection broke (the server restarted or went
/// away), or a statement was cancelled by `statement_timeout`, a lock wait
/// or an administrator (SQLSTATE class 57, which diesel does not name).
pub fn is_unavailable(err: &diesel::result::Error) -> bool {
    use diesel::result::{DatabaseErrorKind, Error};
    match err {
        Error::DatabaseError(
            DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand,
            _,
        )
        | Error::BrokenTransactionManager => true,
        Error::RollbackErrorOnCommit { commit_error, .. } => is_unavailable(commit_error),
        Error::DatabaseError(DatabaseErrorKind::Unknown, info) => is_interrupted(info.message()),
        _ => false,
    }
}

impl From<diesel::result::Error> for ApiError {
    fn from(err: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind, Error};
        match err {
            _ if is_unavailable(&err) => ApiError::unavailable(err),
            Error::DatabaseError(DatabaseErrorKind::SerializationFailure, _) => ApiError::busy(err),
            Error::DatabaseError(DatabaseErrorKind::Unknown, ref info)
                if info.message().starts_with("deadlock detected") =>
            {
                ApiError::busy(err)
            }
            // The only foreign keys a request can miss are players': a valid
            // token for a player this database does not have (e.g. a fixed
            // secret across a database reset).
            Error::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, _) => {
                ApiError::unauthorized(
                    ProblemCode::UnknownPlayer,
                    "the token's player does not exist: register again",
                )
            }
            other => ApiError {
                database: Some(DatabaseFailure::Query),
                ..ApiError::internal(other)
            },
        }
    }
}

/// Postgres's messages for a statement cancelled by a time-out, or a
/// session ended by an administrator or a shutdown.
fn is_interrupted(message: &str) -> bool {
    message.starts_with("canceling statement due to")
        || message.starts_with("terminating connection")
        || message.contains("the database system is shutting down")
        || message.contains("server closed the connection")
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
            err.code.into(),
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
                err.code.into(),
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
    use std::future::{ready, Future, Ready};
    use std::pin::Pin;

    use actix_web::dev::Payload;
    use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
    use actix_web::{web, FromRequest, HttpRequest};
    use serde::de::DeserializeOwned;
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
            let value = web::Json::<Value>::from_request(req, payload);
            Box::pin(async move {
                let value = value.await?.into_inner();
                human::from_object(&value, "")
                    .map(Json)
                    .map_err(|failure| {
                        ApiError::bad_request(ProblemCode::InvalidBody, failure.to_string())
                    })
                    .map_err(Into::into)
            })
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

    /// `From` is an exhaustive match, so every engine code has a
    /// `ProblemCode`; this checks it is the one of the same text.
    #[test]
    fn every_rule_and_setup_code_keeps_its_text() {
        use RuleCode::*;
        for rule in [
            InvalidAction,
            GameOver,
            NotYourTurn,
            LeaderMustPlay,
            NothingToChallenge,
            PlayNotStronger,
            CardNotInHand,
            DuplicateCard,
            EmptyPlay,
            InvalidRank,
        ] {
            assert_eq!(ProblemCode::from(rule).as_str(), rule.as_str());
        }
        use SetupCode::*;
        for setup in [UnknownGame, SeatsOutOfRange, UnknownOption, InvalidOption] {
            assert_eq!(ProblemCode::from(setup).as_str(), setup.as_str());
        }
    }
}
