//! What the referee refuses or fails at, in its own words: an [`Error`] is
//! a [`ProblemCode`] (the API's stable `code`), an [`ErrorKind`] (how a
//! caller may react) and a detail for humans. The core returns it and knows
//! nothing of HTTP; the HTTP layer maps each kind to a status
//! (`http::error`), the workers log it.

use crate::engine::{RuleCode, RuleError, SetupCode, SetupError};
use crate::metrics::DatabaseFailure;

/// Declares [`ProblemCode`]: each variant with its `code` string, the one
/// place both are written.
macro_rules! problem_codes {
    ($($variant:ident => $code:tt,)*) => {
        /// Every `code` a problem document can carry.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, utoipa::ToSchema)]
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
    InsufficientScope => "insufficient_scope",
    InvalidScope => "invalid_scope",
    InvalidExpiry => "invalid_expiry",
    InvalidAuthorizationRequest => "invalid_authorization_request",
    UnknownPlayer => "unknown_player",
    NotSeated => "not_seated",
    NotCreator => "not_creator",
    SpectatorsNotAllowed => "spectators_not_allowed",
    SigningKeyOfAnotherPlayer => "signing_key_of_another_player",
    MoveSignatureRequired => "move_signature_required",
    GameNotFound => "game_not_found",
    InvitationNotFound => "invitation_not_found",
    WebhookNotFound => "webhook_not_found",
    DeliveryNotFound => "delivery_not_found",
    SeekNotFound => "seek_not_found",
    SigningKeyNotFound => "signing_key_not_found",
    AccessTokenNotFound => "access_token_not_found",
    PasskeyNotFound => "passkey_not_found",
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
    TooManySeeks => "too_many_seeks",
    SeekNotWaiting => "seek_not_waiting",
    TooManySigningKeys => "too_many_signing_keys",
    TooManyTokens => "too_many_tokens",
    TooManyPasskeys => "too_many_passkeys",
    PasskeyTaken => "passkey_taken",
    PasskeyCeremonyExpired => "passkey_ceremony_expired",
    PublicKeyTaken => "public_key_taken",
    SeatReserved => "seat_reserved",
    AlreadyInvited => "already_invited",
    GameNotFinished => "game_not_finished",
    GameNotLogged => "game_not_logged",
    InvalidTreeSize => "invalid_tree_size",
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
    GameMismatch => "game_mismatch",
    InvalidPublicKey => "invalid_public_key",
    UnknownSigningKey => "unknown_signing_key",
    SigningKeyRevoked => "signing_key_revoked",
    InvalidMoveSignature => "invalid_move_signature",
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
    UnratableGame => "unratable_game",
    InvalidRatingRange => "invalid_rating_range",
    InvalidBotAfter => "invalid_bot_after",
    InvalidSpectators => "invalid_spectators",
    InvalidInvitation => "invalid_invitation",
    InvitedPlayerNotFound => "invited_player_not_found",
    InvalidName => "invalid_name",
    InvalidHandle => "invalid_handle",
    HandleTaken => "handle_taken",
    HandleRequired => "handle_required",
    WeakPassword => "weak_password",
    WrongPassword => "wrong_password",
    InvalidPasskey => "invalid_passkey",
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

/// How a caller may react to an [`Error`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The request is malformed or out of range: fix it.
    Invalid,
    /// No valid credentials: sign in (again).
    Unauthenticated,
    /// Valid credentials that do not allow this.
    Forbidden,
    /// Nothing has this id, or the caller may not know it does.
    NotFound,
    /// The thing is not in a state that allows this (now): read it again.
    Conflict,
    /// Well-formed, but a rule refuses it.
    Refused,
    /// The database is out of reach or busy: retry later.
    Unavailable,
    /// The referee failed; the caller can do nothing about it.
    Internal,
}

/// What went wrong, in the API's words, apart from how it is answered: the
/// core's [`Error`] adds a kind, the HTTP layer's `ApiError` a status.
#[derive(Debug, Clone)]
pub struct Fault {
    pub code: ProblemCode,
    pub detail: String,
    /// With `version_conflict`: the game's current version.
    pub current_version: Option<i64>,
    /// With setup errors: the option at fault.
    pub option: Option<String>,
    /// With `insufficient_scope`: the scope the operation needs.
    pub scope: Option<super::scope::Scope>,
    /// Set when the database failed (counted in
    /// `referee_database_errors_total`).
    pub database: Option<DatabaseFailure>,
    /// How long to wait before retrying, in seconds (the HTTP layer sends
    /// it as `Retry-After`).
    pub retry_after_secs: Option<u64>,
}

impl Fault {
    pub fn new(code: ProblemCode, detail: impl Into<String>) -> Self {
        Fault {
            code,
            detail: detail.into(),
            current_version: None,
            option: None,
            scope: None,
            database: None,
            retry_after_secs: None,
        }
    }
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.detail)
    }
}

#[derive(Debug, Clone, thiserror::Error)]
#[error("{fault}")]
pub struct Error {
    pub kind: ErrorKind,
    pub fault: Fault,
}

/// What a `database_unavailable` asks clients to wait, in seconds.
pub const DATABASE_RETRY_AFTER_SECS: u64 = 2;

impl Error {
    pub fn new(kind: ErrorKind, code: ProblemCode, detail: impl Into<String>) -> Self {
        Error {
            kind,
            fault: Fault::new(code, detail),
        }
    }

    pub fn invalid(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(ErrorKind::Invalid, code, detail)
    }

    pub fn unauthenticated(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(ErrorKind::Unauthenticated, code, detail)
    }

    pub fn forbidden(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(ErrorKind::Forbidden, code, detail)
    }

    pub fn not_found(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(ErrorKind::NotFound, code, detail)
    }

    pub fn conflict(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(ErrorKind::Conflict, code, detail)
    }

    pub fn refused(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(ErrorKind::Refused, code, detail)
    }

    /// A valid token for a player this database does not have (e.g. a
    /// fixed secret across a database reset).
    pub fn unknown_player() -> Self {
        Self::unauthenticated(
            ProblemCode::UnknownPlayer,
            "the token's player does not exist: register again",
        )
    }

    pub fn game_not_found() -> Self {
        Self::not_found(ProblemCode::GameNotFound, "no game has this id")
    }

    pub fn version_conflict(current: i64) -> Self {
        Error {
            kind: ErrorKind::Conflict,
            fault: Fault {
                current_version: Some(current),
                ..Fault::new(
                    ProblemCode::VersionConflict,
                    format!("the game is at version {current}: read it again and resubmit"),
                )
            },
        }
    }

    /// Anything the caller cannot fix. Logged in full; the detail says
    /// nothing of the cause (it could name server internals).
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!("internal error: {cause}");
        Self::new(
            ErrorKind::Internal,
            ProblemCode::InternalError,
            "the server failed; it has been logged",
        )
    }

    /// The database cannot be reached (or did not answer in time). Nothing
    /// was changed, or, for a move whose connection broke at its commit,
    /// the move may be stored: retrying it with the same idempotency key
    /// tells which.
    pub fn unavailable(cause: impl std::fmt::Display) -> Self {
        tracing::warn!("database unavailable: {cause}");
        Error {
            kind: ErrorKind::Unavailable,
            fault: Fault {
                database: Some(DatabaseFailure::Unavailable),
                retry_after_secs: Some(DATABASE_RETRY_AFTER_SECS),
                ..Fault::new(
                    ProblemCode::DatabaseUnavailable,
                    "the database is unavailable or too slow right now; retry later",
                )
            },
        }
    }

    /// Two transactions got in each other's way (a deadlock or a
    /// serialization failure, which Postgres resolves by cancelling one).
    /// Nothing was changed; the connection is fine.
    pub fn busy(cause: impl std::fmt::Display) -> Self {
        tracing::warn!("transaction cancelled by the database: {cause}");
        Error {
            kind: ErrorKind::Unavailable,
            fault: Fault {
                retry_after_secs: Some(1),
                ..Fault::new(
                    ProblemCode::DatabaseBusy,
                    "the change collided with another one and was cancelled; retry it",
                )
            },
        }
    }
}

/// A store error in the referee's words: out of reach or busy (retry), a
/// player the database does not have, or a failed query (internal).
impl From<diesel::result::Error> for Error {
    fn from(err: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind, Error as StoreError};
        match err {
            _ if crate::store::is_unavailable(&err) => Error::unavailable(err),
            StoreError::DatabaseError(DatabaseErrorKind::SerializationFailure, _) => {
                Error::busy(err)
            }
            StoreError::DatabaseError(DatabaseErrorKind::Unknown, ref info)
                if info.message().starts_with("deadlock detected") =>
            {
                Error::busy(err)
            }
            // The only foreign keys a request can miss are players': a valid
            // token for a player this database does not have (e.g. a fixed
            // secret across a database reset).
            StoreError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, _) => {
                Error::unknown_player()
            }
            other => {
                let mut err = Error::internal(other);
                err.fault.database = Some(DatabaseFailure::Query);
                err
            }
        }
    }
}

/// A rule broken by a move: refused with the rule's own code.
impl From<RuleError> for Error {
    fn from(err: RuleError) -> Self {
        Error::refused(err.code.into(), err.message)
    }
}

/// A game that cannot be set up: refused, naming the option.
impl From<SetupError> for Error {
    fn from(err: SetupError) -> Self {
        let mut refused = Error::refused(err.code.into(), err.message);
        refused.fault.option = err.option;
        refused
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
