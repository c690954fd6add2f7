use actix_web::{get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::auth::{hash_api_key, new_api_key, Caller, UncheckedCaller};
use super::dto::{
    ApiKeyCreated, CreatePlayer, GamePage, PlayerCreated, TokenRequest, TokenResponse,
};
use super::error::{ApiError, Problem, ProblemCode};
use super::{paging, AppState};
use crate::game::scope::Scope;
use crate::game::{caller, passwords};
use crate::store::{self, models::Player};

/// Registers a player. The API key is shown once; keep it to get tokens.
/// With a handle and a password, the player can also sign in as a person
/// does (`POST /v1/sessions`), and the answer carries its recovery code,
/// shown once. A client address may register only so many players an hour
/// (then `429 rate_limited`).
#[utoipa::path(
    tag = "players",
    request_body = CreatePlayer,
    responses(
        (status = 201, body = PlayerCreated),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`handle_taken`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`invalid_name`, `invalid_handle`, `weak_password`, `handle_required` (a password without a handle)", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/players")]
pub async fn create_player(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: super::error::extractors::Json<CreatePlayer>,
) -> Result<HttpResponse, ApiError> {
    let CreatePlayer {
        name,
        handle,
        password,
    } = body.into_inner();
    let name = name.trim().to_owned();
    if !is_valid_name(&name) {
        return Err(ApiError::unprocessable(
            ProblemCode::InvalidName,
            "name must be 1 to 64 characters with at least one visible one, and no control or bidirectional-override characters",
        ));
    }
    if let Some(handle) = &handle {
        passwords::check_handle(handle)?;
    }
    if let Some(password) = &password {
        if handle.is_none() {
            return Err(ApiError::unprocessable(
                ProblemCode::HandleRequired,
                "a password needs a handle to sign in with: give `handle` too",
            ));
        }
        passwords::check_password(password, handle.as_deref())?;
    }
    if let Err(refusal) = state.limits.check_registration(&req) {
        return Ok(refusal.response());
    }
    let (api_key, api_key_hash) = new_api_key()?;
    let stored = match password {
        Some(password) => Some(super::sessions::stored_password(password).await?),
        None => None,
    };
    let player = Player {
        id: uuid::Uuid::new_v4(),
        name,
        api_key_hash,
        created_at: Utc::now(),
        token_generation: 0,
    };
    let stored_password = stored.as_ref().map(|(stored, _)| stored.clone());
    let stored_handle = handle.clone();
    let player = state
        .db(async move |conn| {
            Ok(crate::game::players::register(
                conn,
                &player,
                stored_handle.as_deref(),
                stored_password.as_ref(),
            )
            .await?)
        })
        .await?;
    let (token, expires_at) = state.keys.issue(player.id, player.token_generation)?;
    Ok(HttpResponse::Created().json(PlayerCreated {
        player_id: player.id,
        name: player.name,
        handle,
        api_key,
        recovery_code: stored.map(|(_, code)| code),
        token,
        expires_at,
    }))
}

/// What made the token of a request.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    /// The player's own: from its API key (`POST /v1/tokens`) or a sign-in
    /// (`POST /v1/sessions`), holding every scope.
    Player,
    /// A personal access token the player made (`POST /v1/players/me/tokens`).
    Personal,
    /// A token the player granted an app (OAuth 2.0).
    App,
}

/// The token a request was made with.
#[derive(Debug, Serialize, ToSchema)]
pub struct CurrentToken {
    pub kind: TokenKind,
    /// A personal or an app's token's id (`DELETE /v1/players/me/tokens/{id}`
    /// ends it); null for the player's own.
    #[schema(required = true)]
    pub id: Option<Uuid>,
    /// A personal token's name, or the app's client id; null for the
    /// player's own.
    #[schema(required = true)]
    pub name: Option<String>,
    /// What the token may do.
    pub scopes: Vec<Scope>,
    /// When a personal or an app's token stops working; null: when it is
    /// revoked (a player's own token carries its expiry in itself).
    #[schema(required = true)]
    pub expires_at: Option<DateTime<Utc>>,
}

/// The caller's account, as the caller's token sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct Account {
    pub player_id: Uuid,
    pub name: String,
    /// What the player signs in with (`POST /v1/sessions`); null: none set.
    #[schema(required = true)]
    pub handle: Option<String>,
    /// Whether a password is set (`PUT /v1/players/me/password`).
    pub password_set: bool,
    pub created_at: DateTime<Utc>,
    /// The token of this request.
    pub token: CurrentToken,
}

/// Who the caller is: its player id, name and handle, whether it has a
/// password, and what the token it called with may do (an app learns here
/// whose account it acts for, and with which scopes).
#[utoipa::path(
    tag = "players",
    security(("bearer" = ["read"])),
    responses((status = 200, body = Account))
)]
#[get("/players/me")]
pub async fn me(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<web::Json<Account>, ApiError> {
    let scopes = caller.scopes().iter().collect();
    let (profile, grant) = state
        .db(async move |conn| Ok(crate::game::players::account(conn, &caller).await?))
        .await?;
    let token = match grant {
        Some(row) => CurrentToken {
            kind: if row.kind == store::access_tokens::APP {
                TokenKind::App
            } else {
                TokenKind::Personal
            },
            id: Some(row.id),
            name: Some(row.name),
            scopes,
            expires_at: row.expires_at,
        },
        None => CurrentToken {
            kind: TokenKind::Player,
            id: None,
            name: None,
            scopes,
            expires_at: None,
        },
    };
    Ok(web::Json(Account {
        player_id: caller.player_id,
        name: profile.name,
        handle: profile.handle,
        password_set: profile.password_set,
        created_at: profile.created_at,
        token,
    }))
}

/// Replaces the caller's API key with a new one, shown once. The old key
/// stops working at once. Tokens already issued are not revoked: they run
/// until they expire, or until `POST /v1/tokens/revoke`.
#[utoipa::path(
    tag = "players",
    security(("bearer" = ["account"])),
    responses(
        (status = 201, body = ApiKeyCreated)
    )
)]
#[post("/players/me/api-keys")]
pub async fn rotate_api_key(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<HttpResponse, ApiError> {
    let (api_key, hash) = new_api_key()?;
    let player = caller.player_id;
    let changed =
        state
            .db(async move |conn| {
                Ok(crate::game::players::set_api_key_hash(conn, player, &hash).await?)
            })
            .await?;
    if changed != 1 {
        return Err(crate::game::Error::unknown_player().into());
    }
    Ok(HttpResponse::Created().json(ApiKeyCreated {
        player_id: player,
        api_key,
    }))
}

/// Exchanges a player's API key for a fresh token: the key alone names its
/// player; with `player_id` too, the key must be that player's.
#[utoipa::path(
    tag = "players",
    request_body = TokenRequest,
    responses(
        (status = 200, body = TokenResponse),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "`invalid_credentials`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/tokens")]
pub async fn create_token(
    state: web::Data<AppState>,
    body: super::error::extractors::Json<TokenRequest>,
) -> Result<web::Json<TokenResponse>, ApiError> {
    let TokenRequest { player_id, api_key } = body.into_inner();
    let hash = hash_api_key(&api_key);
    // Found by the key in either form, so that a player id, known or not,
    // changes neither the answer nor the work done: nothing to probe.
    let player = state
        .db(async move |conn| Ok(store::players::find_by_api_key_hash(conn, &hash).await?))
        .await?;
    let player = player
        .filter(|p| player_id.is_none_or(|id| id == p.id))
        .ok_or_else(|| {
            ApiError::unauthorized(
                ProblemCode::InvalidCredentials,
                "unknown player or wrong API key",
            )
        })?;
    // At the player's current generation: valid until the next revocation.
    let (token, expires_at) = state.keys.issue(player.id, player.token_generation)?;
    Ok(web::Json(TokenResponse {
        player_id: player.id,
        token,
        expires_at,
    }))
}

/// Revokes every token the caller holds, this one included: each is
/// refused (`401 token_revoked`) on its next request, in every server
/// process; its open long-polls and streams end. No token is issued in exchange (a leaked token must not outlive
/// its revocation): exchange the api_key at `POST /v1/tokens` for a new one.
/// The api_key itself is unchanged (`POST /v1/players/me/api-keys` replaces
/// it).
#[utoipa::path(
    tag = "players",
    security(("bearer" = ["account"])),
    responses(
        (status = 204, description = "Revoked: every token issued until now is refused from the next request on"),
        (status = 401, description = "`token_revoked` (this token was revoked already)", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/tokens/revoke")]
pub async fn revoke_tokens(
    state: web::Data<AppState>,
    token: UncheckedCaller,
) -> Result<HttpResponse, ApiError> {
    // The check is the update's own condition: one statement moves the
    // generation on only if it is still the token's.
    state
        .db(async move |conn| Ok(caller::revoke_tokens(conn, token).await?))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct MyGamesQuery {
    /// `mine`: only active games waiting on the caller's move.
    pub turn: Option<TurnFilter>,
    /// `open`, `active`, `finished` or `aborted`.
    pub status: Option<super::games::GameStatus>,
    /// A game id from the catalog.
    #[param(value_type = Option<crate::engine::schema::GameId>)]
    pub game: Option<String>,
    /// `public`, `unlisted` or `private`.
    pub visibility: Option<super::dto::Visibility>,
    /// 1 to 100 (default 50).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
    /// The `next` of the previous page (default: the first page).
    #[param(min_length = 1)]
    pub cursor: Option<String>,
}

#[derive(Debug, Clone, Copy, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TurnFilter {
    Mine,
}

/// The caller's games (those it holds a seat or an invitation in), newest
/// first, filtered by turn, status, game and visibility, a page at a time
/// (`next`); each shows the caller's seat as `you` (null while invited).
#[utoipa::path(
    tag = "players",
    params(MyGamesQuery),
    security(("bearer" = ["read"])),
    responses(
        (status = 200, body = GamePage),
        (status = 400, description = "`invalid_query`", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/players/me/games")]
pub async fn my_games(
    state: web::Data<AppState>,
    caller: Caller,
    query: super::error::extractors::Query<MyGamesQuery>,
) -> Result<web::Json<GamePage>, ApiError> {
    let MyGamesQuery {
        turn,
        status,
        game,
        visibility,
        limit,
        cursor,
    } = query.into_inner();
    super::games::check_game_filter(game.as_deref())?;
    let limit = paging::limit(limit, 50, 100)?;
    let after = paging::parse_game_cursor(cursor.as_deref())?;
    let page = state
        .db(async move |conn| {
            let filter = store::games::GameFilter {
                status,
                game: game.as_deref(),
                visibility,
            };
            let (rows, total) = store::games::for_player(
                conn,
                caller.player_id,
                turn.is_some(),
                filter,
                after,
                limit + 1,
            )
            .await?;
            super::games::game_page(conn, rows, total, limit).await
        })
        .await?;
    Ok(web::Json(page))
}

/// Characters a name may not hold: controls, and the bidirectional
/// formatting characters that make text display in another order than it
/// is (U+202A–U+202E, U+2066–U+2069, the marks U+200E/U+200F/U+061C).
fn is_forbidden_in_names(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Characters that show nothing: a name of these alone is invisible.
fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{200B}'..='\u{200D}' | '\u{2060}'..='\u{2064}' | '\u{FEFF}' | '\u{00AD}' | '\u{034F}' | '\u{180E}'
                | '\u{3164}' | '\u{FFA0}' | '\u{115F}' | '\u{1160}' | '\u{FE00}'..='\u{FE0F}'
        )
}

/// A player's name (already trimmed): 1 to 64 characters, something
/// visible, no controls, no bidirectional overrides.
pub(super) fn is_valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=64).contains(&count)
        && !name.chars().any(is_forbidden_in_names)
        && !name.chars().all(is_invisible)
}

#[cfg(test)]
mod tests {
    use super::{is_invisible, is_valid_name};
    use proptest::prelude::*;

    /// The `pattern` of `CreatePlayer.name` in the OpenAPI document.
    fn name_pattern() -> &'static regex::Regex {
        static PATTERN: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
        PATTERN.get_or_init(|| {
            let document: serde_json::Value =
                serde_json::from_str(&crate::http::openapi::document_json()).unwrap();
            let pattern = document["components"]["schemas"]["CreatePlayer"]["properties"]["name"]
                ["pattern"]
                .as_str()
                .expect("the name has a pattern");
            regex::Regex::new(pattern).unwrap()
        })
    }

    /// Characters on every side of the rule: whitespace that is trimmed,
    /// invisible ones that are not, controls, bidirectional formatting,
    /// and visible text of one to four UTF-8 bytes.
    const ALPHABET: &[char] = &[
        'a', 'é', '李', '🙂', ' ', '\t', '\n', '\u{85}', '\u{A0}', '\u{2028}', '\u{3000}',
        '\u{200B}', '\u{FEFF}', '\u{3164}', '\u{0}', '\u{1C}', '\u{1F}', '\u{7F}', '\u{9F}',
        '\u{202E}', '\u{2066}', '\u{200F}', '\u{61C}',
    ];

    proptest! {
        /// The document's pattern takes every name the server takes, and
        /// refuses every other one but those with nothing visible.
        #[test]
        fn the_documented_name_pattern_is_the_name_rule(
            chars in proptest::collection::vec(proptest::sample::select(ALPHABET), 0..70)
        ) {
            let name: String = chars.into_iter().collect();
            let trimmed = name.trim();
            let valid = is_valid_name(trimmed);
            let matches = name_pattern().is_match(&name);
            prop_assert!(!valid || matches, "{name:?} is valid but not matched");
            prop_assert!(
                !matches || valid || trimmed.chars().all(is_invisible),
                "{name:?} is matched but invalid"
            );
        }
    }

    #[test]
    fn the_documented_name_pattern_takes_the_edges_of_the_rule() {
        let pattern = name_pattern();
        for good in [
            "alice",
            " alice\t",
            &"x".repeat(64),
            &format!("  {}\n", "x".repeat(64)),
        ] {
            assert!(
                pattern.is_match(good) && is_valid_name(good.trim()),
                "{good:?}"
            );
        }
        for bad in [&"x".repeat(65), "a\u{202E}b", "a\tb", ""] {
            assert!(
                !pattern.is_match(bad) && !is_valid_name(bad.trim()),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn names_are_visible_text_without_controls_or_bidi_overrides() {
        for good in ["alice", "Zoë", "李雷", "a b", "ñ", "🙂"] {
            assert!(is_valid_name(good), "{good:?}");
        }
        for bad in [
            "",
            "evil\u{202E}txt.exe",
            "\u{2066}x",
            "a\u{200F}",
            "\u{200B}\u{200B}",
            "\u{FEFF}",
            "\u{3164}",
            "tab\there",
            &"x".repeat(65),
        ] {
            assert!(!is_valid_name(bad), "{bad:?}");
        }
    }
}
