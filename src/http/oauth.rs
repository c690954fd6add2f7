//! OAuth 2.0 for apps that act for a player with its consent: the
//! authorization code grant (RFC 6749, 4.1) with PKCE (RFC 7636, `S256`
//! only), redirect URIs as RFC 8252 allows native apps (loopback IP literals
//! on any port, private-use schemes) and the practices of RFC 9700 (exact
//! redirect URI matching, single-use short-lived codes bound to the client,
//! the redirect URI and the challenge; a code used twice revokes its token),
//! and revocation (RFC 7009). The protocol is here, whole; the codes and
//! tokens are stored by `game::access` (docs/API.md, "Building an app for
//! other players").
//!
//! Apps do not register: as on Lichess, any client id is accepted. Every
//! app here is a public client (a browser page, a desktop tool, a bot: none
//! can keep a secret), so a registered secret would prove nothing; PKCE
//! binds a code to the app that asked for it, the exact redirect URI to
//! where it goes, and the consent page shows the player the client id *and*
//! the redirect URI's host, which is what identifies the app.
//!
//! - `GET /oauth/authorize`: where an app sends the player's browser; it
//!   goes on to the web page's consent screen (`/#/oauth/authorize?…`).
//! - `GET /v1/oauth/authorize`: what the consent screen shows, checked.
//! - `POST /v1/oauth/authorize`: the player's answer (a signed-in token):
//!   the redirect to the app, with a code or `access_denied`.
//! - `POST /oauth/token` and `POST /oauth/revoke`: the app's calls, form
//!   encoded, answered in RFC 6749's (5.1, 5.2) and RFC 7009's words.

use actix_web::http::{header, StatusCode};
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use chrono::Utc;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::auth::{hash_api_key, Caller};
use super::error::{ApiError, Problem, ProblemCode};
use super::routes::OAuthAnswer;
use super::state::AppState;
use super::tokens::TokenFor;
use crate::game::scope::{Scope, Scopes};
use crate::store::access_tokens::{AccessTokenRow, APP};
use crate::store::oauth_codes::OauthCodeRow;

/// How long a code may wait for its exchange (RFC 9700, 4.2.1 asks for a
/// short life; RFC 6749 allows at most 10 minutes).
pub const CODE_LIFETIME_SECS: i64 = 60;
/// How long an app's token lasts (until revoked sooner), as on Lichess.
pub const APP_TOKEN_DAYS: i64 = 365;
/// The longest client id taken.
const CLIENT_ID_MAX_CHARS: usize = 100;
/// The longest `state` taken back to the app.
const STATE_MAX_BYTES: usize = 1024;

/// An authorization request, as its query carries it (RFC 6749, 4.1.1;
/// RFC 7636, 4.3). Every parameter is optional here so that a missing one
/// is answered in the protocol's words, not as a malformed query.
#[derive(Debug, Clone, Default, Deserialize, Serialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct AuthorizationRequest {
    /// `code`.
    pub response_type: Option<String>,
    /// The app's name as it chooses it: 1 to 100 characters, shown to the
    /// player. Apps do not register.
    pub client_id: Option<String>,
    /// Where the player's answer goes: an `https` URI; `http` to the
    /// loopback IP literal 127.0.0.1 or [::1] on any port (RFC 8252, 7.3);
    /// or a private-use scheme with a dot, such as `com.example.app`
    /// (RFC 8252, 7.1). No fragment. The token request must give it again,
    /// the same.
    pub redirect_uri: Option<String>,
    /// The scopes asked for, space-separated: `read play …`.
    pub scope: Option<String>,
    /// Anything the app wants back as it sent it (at most 1024 bytes):
    /// check it against what you sent, against cross-site request forgery.
    pub state: Option<String>,
    /// BASE64URL(SHA-256(code_verifier)), 43 characters.
    pub code_challenge: Option<String>,
    /// `S256` (`plain` is refused).
    pub code_challenge_method: Option<String>,
}

/// A request found sound: what the consent screen shows and the code binds.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Sound {
    client_id: String,
    redirect_uri: url::Url,
    /// As the app wrote it: the token request must give it again, the same.
    redirect_uri_text: String,
    scopes: Scopes,
    state: Option<String>,
    code_challenge: String,
}

/// Why a request is refused, and who is told.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Refused {
    /// No redirect URI to trust (missing or bad, or no client id): the
    /// player is told, the app is not (RFC 6749, 4.1.2.1).
    ToPlayer(String),
    /// The app is told, at its redirect URI: `error`, a description,
    /// and its `state`.
    ToApp {
        redirect_uri: Box<url::Url>,
        error: &'static str,
        description: String,
        state: Option<String>,
    },
}

/// Checks an authorization request: first what makes the redirect URI
/// trustworthy, then the rest, whose refusals go back to the app.
fn check(request: &AuthorizationRequest) -> Result<Sound, Refused> {
    let client_id = request
        .client_id
        .as_deref()
        .filter(|id| is_client_id(id))
        .ok_or_else(|| {
            Refused::ToPlayer(format!(
                "the app sent no client_id, or not 1 to {CLIENT_ID_MAX_CHARS} printable characters"
            ))
        })?;
    let redirect_uri_text = request
        .redirect_uri
        .as_deref()
        .ok_or_else(|| Refused::ToPlayer("the app sent no redirect_uri".to_owned()))?;
    let redirect_uri = redirect_uri(redirect_uri_text).map_err(Refused::ToPlayer)?;
    let state = request.state.clone();
    let to_app = |error: &'static str, description: &str| Refused::ToApp {
        redirect_uri: Box::new(redirect_uri.clone()),
        error,
        description: description.to_owned(),
        state: state.clone(),
    };
    if state.as_ref().is_some_and(|s| s.len() > STATE_MAX_BYTES) {
        return Err(to_app("invalid_request", "state is longer than 1024 bytes"));
    }
    if request.response_type.as_deref() != Some("code") {
        return Err(to_app(
            "unsupported_response_type",
            "only response_type=code is supported",
        ));
    }
    match request.code_challenge_method.as_deref() {
        Some("S256") => {}
        Some("plain") => {
            return Err(to_app(
                "invalid_request",
                "code_challenge_method=plain is not accepted: use S256",
            ))
        }
        _ => {
            return Err(to_app(
                "invalid_request",
                "PKCE is required: send code_challenge and code_challenge_method=S256",
            ))
        }
    }
    let code_challenge = request
        .code_challenge
        .as_deref()
        .filter(|c| is_s256_challenge(c))
        .ok_or_else(|| {
            to_app(
                "invalid_request",
                "code_challenge is BASE64URL(SHA-256(code_verifier)): 43 characters",
            )
        })?;
    let scopes = Scopes::parse_space_separated(request.scope.as_deref().unwrap_or_default())
        .map_err(|unknown| to_app("invalid_scope", &format!("no scope is named {unknown}")))?;
    if scopes.is_empty() {
        return Err(to_app("invalid_scope", "ask for one scope or more"));
    }
    // `account` reaches the api_key, the tokens and the password: with it
    // an app could take the account over and shut its player out.
    if !scopes.iter().all(Scope::for_apps) {
        return Err(to_app(
            "invalid_scope",
            "apps are not granted `account`: it is the player's own",
        ));
    }
    Ok(Sound {
        client_id: client_id.to_owned(),
        redirect_uri_text: redirect_uri_text.to_owned(),
        redirect_uri,
        scopes,
        state,
        code_challenge: code_challenge.to_owned(),
    })
}

fn is_client_id(id: &str) -> bool {
    let count = id.chars().count();
    (1..=CLIENT_ID_MAX_CHARS).contains(&count)
        && !id.chars().any(char::is_control)
        && !id.trim().is_empty()
}

/// A redirect URI an app may name: absolute, no fragment (RFC 6749,
/// 3.1.2); `https`, or `http` to a loopback IP literal (RFC 8252, 7.3:
/// `localhost` is not, 8.3), or a private-use scheme, which has a dot
/// (RFC 8252, 7.1).
fn redirect_uri(text: &str) -> Result<url::Url, String> {
    let uri = url::Url::parse(text)
        .map_err(|e| format!("the app's redirect_uri is not an absolute URI ({e})"))?;
    if uri.fragment().is_some() {
        return Err("the app's redirect_uri has a fragment, which RFC 6749 forbids".to_owned());
    }
    let allowed = match uri.scheme() {
        "https" => uri.host().is_some(),
        "http" => {
            matches!(
                uri.host(),
                Some(url::Host::Ipv4(ip)) if ip.is_loopback()
            ) || matches!(uri.host(), Some(url::Host::Ipv6(ip)) if ip.is_loopback())
        }
        scheme => scheme.contains('.'),
    };
    if allowed {
        Ok(uri)
    } else {
        Err(
            "the app's redirect_uri must be https, http to 127.0.0.1 or [::1] (a loopback IP \
             literal, any port), or a private-use scheme such as com.example.app:/callback"
                .to_owned(),
        )
    }
}

/// Whether `challenge` can be an S256 challenge: 43 base64url characters
/// (32 bytes, unpadded).
fn is_s256_challenge(challenge: &str) -> bool {
    challenge.len() == 43
        && URL_SAFE_NO_PAD
            .decode(challenge)
            .is_ok_and(|bytes| bytes.len() == 32)
}

/// Whether `verifier` answers `challenge` (RFC 7636, 4.6): a verifier of 43
/// to 128 unreserved characters whose SHA-256, base64url, is the challenge.
pub fn pkce_s256_matches(verifier: &str, challenge: &str) -> bool {
    let well_formed = (43..=128).contains(&verifier.len())
        && verifier
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'));
    well_formed && URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes())) == challenge
}

/// `uri` with `params` added to its query (any query it has is kept).
fn with_query(uri: &url::Url, params: &[(&str, &str)]) -> String {
    let mut uri = uri.clone();
    uri.query_pairs_mut().extend_pairs(params);
    uri.to_string()
}

impl Refused {
    /// The redirect that tells the app, if the app is told.
    fn redirect(&self) -> Option<String> {
        match self {
            Refused::ToPlayer(_) => None,
            Refused::ToApp {
                redirect_uri,
                error,
                description,
                state,
            } => {
                let mut params = vec![("error", *error), ("error_description", description)];
                if let Some(state) = state {
                    params.push(("state", state));
                }
                Some(with_query(redirect_uri, &params))
            }
        }
    }

    fn to_player(detail: String) -> ApiError {
        ApiError::bad_request(ProblemCode::InvalidAuthorizationRequest, detail)
    }
}

/// A scope and what it allows, in words.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScopeWords {
    pub scope: Scope,
    pub description: String,
}

/// What the consent screen shows of an authorization request; or, when
/// the request is refused in a way the app must be told, where to send
/// the player (`refused_redirect`), and nothing else.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuthorizationPrompt {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub client_id: Option<String>,
    /// The redirect URI's host (or scheme, for a private-use one): what
    /// identifies the app, since anyone may pick any client id.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub redirect_host: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub redirect_uri: Option<String>,
    pub scopes: Vec<ScopeWords>,
    /// Set when the request is refused: send the player there (the app
    /// learns why from its `error`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub refused_redirect: Option<String>,
}

/// Where a redirect URI leads, as shown to a player.
fn host_of(uri: &url::Url) -> String {
    match (uri.host_str(), uri.port()) {
        (Some(host), Some(port)) => format!("{host}:{port}"),
        (Some(host), None) => host.to_owned(),
        (None, _) => format!("{}:", uri.scheme()),
    }
}

/// Where an app sends the player's browser to ask for its consent
/// (RFC 6749, 4.1.1): the web page's consent screen, with the query as
/// sent. Every check is the screen's (`GET /v1/oauth/authorize`).
#[utoipa::path(
    tag = "apps",
    params(AuthorizationRequest),
    responses((status = 303, description = "To the consent screen of the web page: `/#/oauth/authorize?<the query>`"))
)]
#[get("/oauth/authorize")]
pub async fn authorize_page(
    req: HttpRequest,
    _well_formed: super::error::extractors::Query<AuthorizationRequest>,
) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((
            header::LOCATION,
            format!("/#/oauth/authorize?{}", req.query_string()),
        ))
        .finish()
}

/// Checks an authorization request for the consent screen: the app's
/// client id, its redirect URI and host, and each scope in words. A
/// request refused in a way the app must hear of answers only
/// `refused_redirect`; one with no trustworthy redirect URI is `400
/// invalid_authorization_request` (the player is told, not the app).
#[utoipa::path(
    tag = "apps",
    params(AuthorizationRequest),
    responses(
        (status = 200, body = AuthorizationPrompt),
        (status = 400, description = "`invalid_authorization_request`: no client id, or no redirect URI to trust", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/oauth/authorize")]
pub async fn describe_authorization(
    query: super::error::extractors::Query<AuthorizationRequest>,
) -> Result<web::Json<AuthorizationPrompt>, ApiError> {
    match check(&query) {
        Ok(sound) => Ok(web::Json(AuthorizationPrompt {
            redirect_host: Some(host_of(&sound.redirect_uri)),
            redirect_uri: Some(sound.redirect_uri_text),
            client_id: Some(sound.client_id),
            scopes: sound
                .scopes
                .iter()
                .map(|scope| ScopeWords {
                    scope,
                    description: scope.describe().to_owned(),
                })
                .collect(),
            refused_redirect: None,
        })),
        Err(Refused::ToPlayer(detail)) => Err(Refused::to_player(detail)),
        Err(refused) => Ok(web::Json(AuthorizationPrompt {
            client_id: None,
            redirect_host: None,
            redirect_uri: None,
            scopes: Vec::new(),
            refused_redirect: refused.redirect(),
        })),
    }
}

/// The player's answer to an authorization request.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AuthorizationDecision {
    /// The request, as the app sent it.
    #[serde(flatten)]
    pub request: AuthorizationRequest,
    /// `true`: grant the app the scopes asked for; `false`: refuse
    /// (`error=access_denied`).
    pub approve: bool,
}

/// Where the player's browser goes next.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuthorizationRedirect {
    /// The app's redirect URI with `code` and `state`, or with `error`
    /// (`access_denied`, `invalid_request`, `invalid_scope`,
    /// `unsupported_response_type`), `error_description` and `state`.
    pub redirect_to: String,
}

/// The signed-in player approves or refuses an app's authorization
/// request. Approved: a code for the app, single-use, valid 60 s, bound to
/// the client id, the redirect URI and the challenge, and granting the
/// scopes asked for (each one the caller's token must hold). The answer is
/// where to send the browser.
#[utoipa::path(
    tag = "apps",
    request_body = AuthorizationDecision,
    security(("bearer" = ["account"])),
    responses(
        (status = 200, body = AuthorizationRedirect),
        (status = 400, description = "`invalid_authorization_request`: no client id, or no redirect URI to trust", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`insufficient_scope`: a scope asked for that the calling token does not hold", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/oauth/authorize")]
pub async fn decide_authorization(
    state: web::Data<AppState>,
    caller: Caller,
    body: super::error::extractors::Json<AuthorizationDecision>,
) -> Result<web::Json<AuthorizationRedirect>, ApiError> {
    let AuthorizationDecision { request, approve } = body.into_inner();
    let sound = match check(&request) {
        Ok(sound) => sound,
        Err(Refused::ToPlayer(detail)) => return Err(Refused::to_player(detail)),
        Err(refused) => {
            return Ok(web::Json(AuthorizationRedirect {
                redirect_to: refused.redirect().unwrap_or_default(),
            }))
        }
    };
    let mut params: Vec<(&str, String)> = Vec::new();
    if approve {
        for scope in sound.scopes.iter() {
            caller.require(scope)?;
        }
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes).map_err(ApiError::internal)?;
        let code = URL_SAFE_NO_PAD.encode(bytes);
        let now = state.clock.now();
        let row = OauthCodeRow {
            code_hash: hash_api_key(&code),
            player_id: caller.player_id,
            token_generation: caller.generation(),
            client_id: sound.client_id.clone(),
            redirect_uri: sound.redirect_uri_text.clone(),
            code_challenge: sound.code_challenge.clone(),
            scopes: sound.scopes.to_stored(),
            created_at: now,
            expires_at: now + chrono::Duration::seconds(CODE_LIFETIME_SECS),
            used_at: None,
            access_token_id: None,
        };
        state
            .db(async move |conn| Ok(crate::game::access::store_code(conn, &row).await?))
            .await?;
        params.push(("code", code));
    } else {
        params.push(("error", "access_denied".to_owned()));
        params.push((
            "error_description",
            "the player refused the app's request".to_owned(),
        ));
    }
    if let Some(s) = &sound.state {
        params.push(("state", s.clone()));
    }
    let params: Vec<(&str, &str)> = params.iter().map(|(k, v)| (*k, v.as_str())).collect();
    Ok(web::Json(AuthorizationRedirect {
        redirect_to: with_query(&sound.redirect_uri, &params),
    }))
}

/// A token request (RFC 6749, 4.1.3, with RFC 7636, 4.5), form encoded.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct OAuthTokenRequest {
    /// `authorization_code`.
    pub grant_type: Option<String>,
    /// The code the redirect carried.
    pub code: Option<String>,
    /// The redirect URI of the authorization request, the same.
    pub redirect_uri: Option<String>,
    /// The client id of the authorization request.
    pub client_id: Option<String>,
    /// The PKCE verifier whose S256 challenge the request sent.
    pub code_verifier: Option<String>,
}

/// An app's token (RFC 6749, 5.1).
#[derive(Debug, Serialize, ToSchema)]
pub struct AppToken {
    /// Send it as `Authorization: Bearer <access_token>`.
    pub access_token: String,
    /// `Bearer`.
    pub token_type: String,
    /// Seconds until it expires (a year), unless revoked sooner.
    pub expires_in: i64,
    /// The scopes granted, space-separated.
    pub scope: String,
}

/// An OAuth error (RFC 6749, 5.2; RFC 7009, 2.2.1).
#[derive(Debug, Serialize, ToSchema)]
pub struct OAuthError {
    /// `invalid_request`, `invalid_grant` or `unsupported_grant_type`
    /// (`unsupported_token_type` from revocation).
    pub error: String,
    pub error_description: String,
}

/// An OAuth refusal, before it is answered ([`OAuthRefusal::answer`]).
#[derive(Debug)]
struct OAuthRefusal {
    error: &'static str,
    description: String,
}

impl OAuthRefusal {
    fn answer(&self) -> HttpResponse {
        oauth_error(self.error, &self.description)
    }
}

fn oauth_error(error: &str, description: &str) -> HttpResponse {
    let mut answer = HttpResponse::build(StatusCode::BAD_REQUEST)
        .insert_header((header::PRAGMA, "no-cache"))
        .json(OAuthError {
            error: error.to_owned(),
            error_description: description.to_owned(),
        });
    answer.extensions_mut().insert(OAuthAnswer);
    answer
}

/// The form of a request whose body must be `application/x-www-form-urlencoded`.
fn form<T: for<'de> Deserialize<'de>>(req: &HttpRequest, body: &[u8]) -> Result<T, OAuthRefusal> {
    let is_form = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| {
            v.trim()
                .eq_ignore_ascii_case("application/x-www-form-urlencoded")
        });
    if !is_form {
        return Err(OAuthRefusal {
            error: "invalid_request",
            description: "send the parameters as application/x-www-form-urlencoded".to_owned(),
        });
    }
    serde_urlencoded::from_bytes(body).map_err(|e| OAuthRefusal {
        error: "invalid_request",
        description: format!("the form could not be read: {e}"),
    })
}

/// Exchanges an authorization code for the app's token (RFC 6749, 4.1.3):
/// the code once, by the client it was given to, with the same redirect
/// URI and the verifier of its challenge, within 60 s. Any refusal spends
/// the code; a code presented again (RFC 6749, 4.1.2) also revokes the
/// token it gave. Errors are RFC 6749's (5.2), not problem documents.
#[utoipa::path(
    tag = "apps",
    request_body(content = OAuthTokenRequest, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, body = AppToken),
        (status = 400, description = "`invalid_request`, `invalid_grant` (an unknown, spent or expired code; another client's; another redirect URI; a verifier that does not match), `unsupported_grant_type`", body = OAuthError)
    )
)]
#[post("/oauth/token")]
pub async fn token(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let request: OAuthTokenRequest = match form(&req, &body) {
        Ok(request) => request,
        Err(refusal) => return Ok(refusal.answer()),
    };
    if request.grant_type.as_deref() != Some("authorization_code") {
        return Ok(oauth_error(
            "unsupported_grant_type",
            "only grant_type=authorization_code is supported",
        ));
    }
    let (Some(code), Some(client_id), Some(redirect_uri), Some(verifier)) = (
        request.code,
        request.client_id,
        request.redirect_uri,
        request.code_verifier,
    ) else {
        return Ok(oauth_error(
            "invalid_request",
            "send code, client_id, redirect_uri and code_verifier",
        ));
    };
    let hash = hash_api_key(&code);
    let found_hash = hash.clone();
    let found = state
        .db(async move |conn| Ok(crate::game::access::find_code(conn, &found_hash).await?))
        .await?;
    let now = state.clock.now();
    let Some(found) = found else {
        return Ok(oauth_error("invalid_grant", "no such code"));
    };
    if found.used_at.is_some() {
        state
            .db(async move |conn| Ok(crate::game::access::revoke_given_by(conn, &found, now).await?))
            .await?;
        return Ok(oauth_error(
            "invalid_grant",
            "this code was used already: the token it gave is revoked",
        ));
    }
    let refusal = if found.expires_at <= now {
        Some("the code has expired: ask the player again")
    } else if found.client_id != client_id {
        Some("the code was given to another client")
    } else if found.redirect_uri != redirect_uri {
        Some("redirect_uri is not the one of the authorization request")
    } else if !pkce_s256_matches(&verifier, &found.code_challenge) {
        Some("code_verifier does not match the code_challenge")
    } else {
        None
    };
    if let Some(refusal) = refusal {
        state
            .db(async move |conn| Ok(crate::game::access::burn_code(conn, &hash, now).await?))
            .await?;
        return Ok(oauth_error("invalid_grant", refusal));
    }
    let scopes = Scopes::from_stored(&found.scopes);
    let id = Uuid::new_v4();
    let expires = now + chrono::Duration::days(APP_TOKEN_DAYS);
    let access_token = state.keys.sign_for(
        &TokenFor {
            player: found.player_id,
            generation: found.token_generation,
            scopes,
            grant: Some(id),
            expires,
        },
        now,
    )?;
    let redirect_host = url::Url::parse(&found.redirect_uri)
        .ok()
        .map(|uri| host_of(&uri));
    let row = AccessTokenRow {
        id,
        player_id: found.player_id,
        kind: APP.to_owned(),
        name: found.client_id.clone(),
        redirect_host,
        scopes: found.scopes.clone(),
        token_hash: hash_api_key(&access_token),
        created_at: now,
        expires_at: Some(expires),
        last_used_at: None,
        revoked_at: None,
    };
    let redeemed = state
        .db(async move |conn| Ok(crate::game::access::redeem_code(conn, &hash, &row).await?))
        .await?;
    if !redeemed {
        return Ok(oauth_error("invalid_grant", "this code was used already"));
    }
    let mut answer = HttpResponse::Ok()
        .insert_header((header::PRAGMA, "no-cache"))
        .json(AppToken {
            access_token,
            token_type: "Bearer".to_owned(),
            expires_in: (expires - Utc::now()).num_seconds().max(0),
            scope: scopes.to_space_separated(),
        });
    answer.extensions_mut().insert(OAuthAnswer);
    Ok(answer)
}

/// A revocation request (RFC 7009, 2.1), form encoded.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct RevocationRequest {
    /// The token to revoke: an app's, or a personal access token.
    pub token: Option<String>,
    /// `access_token` or `refresh_token` (a hint only; there are no refresh
    /// tokens here).
    pub token_type_hint: Option<String>,
    /// The app's client id (public clients do not authenticate).
    pub client_id: Option<String>,
}

/// Revokes an app's token, or a personal access token (RFC 7009): `200`
/// whether or not it was valid (2.2), so that nothing is learnt from the
/// answer; its long-polls and streams end at once.
#[utoipa::path(
    tag = "apps",
    request_body(content = RevocationRequest, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "Revoked, or was no token to revoke"),
        (status = 400, description = "`invalid_request` (no `token`)", body = OAuthError)
    )
)]
#[post("/oauth/revoke")]
pub async fn revoke(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let request: RevocationRequest = match form(&req, &body) {
        Ok(request) => request,
        Err(refusal) => return Ok(refusal.answer()),
    };
    let Some(revoked) = request.token.filter(|t| !t.is_empty()) else {
        return Ok(oauth_error("invalid_request", "send the token to revoke"));
    };
    let hash = hash_api_key(&revoked);
    let now = state.clock.now();
    state
        .db(async move |conn| Ok(crate::game::access::revoke_by_hash(conn, &hash, now).await?))
        .await?;
    Ok(HttpResponse::Ok().finish())
}

/// An app holding one of the caller's tokens.
#[derive(Debug, Serialize, ToSchema)]
pub struct AppAccess {
    /// The token's id (`DELETE /v1/players/me/tokens/{id}` revokes it).
    pub id: Uuid,
    pub client_id: String,
    /// The host of the redirect URI it was approved for.
    #[schema(required = true)]
    pub redirect_host: Option<String>,
    pub scopes: Vec<Scope>,
    pub created_at: chrono::DateTime<Utc>,
    #[schema(required = true)]
    pub expires_at: Option<chrono::DateTime<Utc>>,
    /// When it was last used, to the minute; null: never.
    #[schema(required = true)]
    pub last_used_at: Option<chrono::DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AppAccesses {
    /// Newest first: every live token an app holds (one per approval).
    pub apps: Vec<AppAccess>,
}

/// The apps that hold a live token of the caller's, with the scopes each
/// was granted and its last use; `DELETE /v1/players/me/tokens/{id}` ends
/// one.
#[utoipa::path(
    tag = "apps",
    security(("bearer" = ["account"])),
    responses((status = 200, body = AppAccesses))
)]
#[get("/players/me/apps")]
pub async fn my_apps(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<web::Json<AppAccesses>, ApiError> {
    let now = state.clock.now();
    let player = caller.player_id;
    let rows = state
        .db(async move |conn| Ok(crate::game::access::live_tokens(conn, player, APP, now).await?))
        .await?;
    Ok(web::Json(AppAccesses {
        apps: rows
            .into_iter()
            .map(|row| AppAccess {
                id: row.id,
                scopes: Scopes::from_stored(&row.scopes).iter().collect(),
                client_id: row.name,
                redirect_host: row.redirect_host,
                created_at: row.created_at,
                expires_at: row.expires_at,
                last_used_at: row.last_used_at,
            })
            .collect(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 7636, Appendix B.
    const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    #[test]
    fn the_rfc_7636_appendix_b_vector_matches() {
        assert_eq!(
            URL_SAFE_NO_PAD.encode(Sha256::digest(VERIFIER.as_bytes())),
            CHALLENGE
        );
        assert!(pkce_s256_matches(VERIFIER, CHALLENGE));
        assert!(is_s256_challenge(CHALLENGE));
    }

    #[test]
    fn a_verifier_must_be_43_to_128_unreserved_characters_and_the_challenges_own() {
        assert!(!pkce_s256_matches(&VERIFIER[1..], CHALLENGE), "changed");
        assert!(
            !pkce_s256_matches(CHALLENGE, CHALLENGE),
            "the challenge itself"
        );
        let short = "a".repeat(42);
        let short_challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(short.as_bytes()));
        assert!(
            !pkce_s256_matches(&short, &short_challenge),
            "42 characters"
        );
        let long = "a".repeat(129);
        let long_challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(long.as_bytes()));
        assert!(!pkce_s256_matches(&long, &long_challenge), "129 characters");
        let odd = format!("{}+", "a".repeat(42));
        let odd_challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(odd.as_bytes()));
        assert!(!pkce_s256_matches(&odd, &odd_challenge), "`+` is reserved");
        let good = "a".repeat(128);
        let good_challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(good.as_bytes()));
        assert!(pkce_s256_matches(&good, &good_challenge));
    }

    fn request() -> AuthorizationRequest {
        AuthorizationRequest {
            response_type: Some("code".into()),
            client_id: Some("Biscuit Buddy".into()),
            redirect_uri: Some("http://127.0.0.1:53117/callback?x=1".into()),
            scope: Some("play read".into()),
            state: Some("af0ifjsldkj".into()),
            code_challenge: Some(CHALLENGE.into()),
            code_challenge_method: Some("S256".into()),
        }
    }

    fn error_of(request: &AuthorizationRequest) -> (String, Vec<(String, String)>) {
        let refused = check(request).unwrap_err();
        let redirect = url::Url::parse(&refused.redirect().expect("the app is told")).unwrap();
        let pairs: Vec<(String, String)> = redirect.query_pairs().into_owned().collect();
        let error = pairs.iter().find(|(k, _)| k == "error").unwrap().1.clone();
        (error, pairs)
    }

    #[test]
    fn a_sound_request_binds_client_redirect_scopes_and_challenge() {
        let sound = check(&request()).unwrap();
        assert_eq!(sound.client_id, "Biscuit Buddy");
        assert_eq!(
            sound.redirect_uri_text,
            "http://127.0.0.1:53117/callback?x=1"
        );
        assert_eq!(sound.scopes.names(), ["read", "play"]);
        assert_eq!(host_of(&sound.redirect_uri), "127.0.0.1:53117");
        let with_code = with_query(&sound.redirect_uri, &[("code", "c"), ("state", "s t")]);
        assert_eq!(
            with_code,
            "http://127.0.0.1:53117/callback?x=1&code=c&state=s+t"
        );
    }

    #[test]
    fn redirect_uris_are_https_loopback_literals_or_private_schemes_without_fragments() {
        for good in [
            "https://app.example/cb",
            "http://127.0.0.1/cb",
            "http://127.0.0.1:8000/cb",
            "http://[::1]:8000/cb",
            "com.example.app:/oauth2redirect",
        ] {
            assert!(redirect_uri(good).is_ok(), "{good}");
        }
        for bad in [
            "http://app.example/cb",
            "http://localhost:8000/cb",
            "https://app.example/cb#frag",
            "/relative",
            "javascript:alert(1)",
            "data:text/html,hi",
        ] {
            assert!(redirect_uri(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn no_client_id_or_no_trustworthy_redirect_is_told_to_the_player_only() {
        for broken in [
            AuthorizationRequest {
                client_id: None,
                ..request()
            },
            AuthorizationRequest {
                client_id: Some(String::new()),
                ..request()
            },
            AuthorizationRequest {
                redirect_uri: None,
                ..request()
            },
            AuthorizationRequest {
                redirect_uri: Some("http://evil.example/cb".into()),
                ..request()
            },
        ] {
            assert!(
                matches!(check(&broken), Err(Refused::ToPlayer(_))),
                "{broken:?}"
            );
        }
    }

    #[test]
    fn other_refusals_go_back_to_the_app_with_its_state() {
        let (error, pairs) = error_of(&AuthorizationRequest {
            code_challenge_method: Some("plain".into()),
            ..request()
        });
        assert_eq!(error, "invalid_request");
        assert!(pairs.contains(&("state".into(), "af0ifjsldkj".into())));
        assert!(
            pairs.contains(&("x".into(), "1".into())),
            "its own query kept"
        );
        for (broken, expected) in [
            (
                AuthorizationRequest {
                    code_challenge_method: None,
                    ..request()
                },
                "invalid_request",
            ),
            (
                AuthorizationRequest {
                    code_challenge: Some("short".into()),
                    ..request()
                },
                "invalid_request",
            ),
            (
                AuthorizationRequest {
                    response_type: Some("token".into()),
                    ..request()
                },
                "unsupported_response_type",
            ),
            (
                AuthorizationRequest {
                    scope: Some("read admin".into()),
                    ..request()
                },
                "invalid_scope",
            ),
            (
                AuthorizationRequest {
                    scope: None,
                    ..request()
                },
                "invalid_scope",
            ),
        ] {
            assert_eq!(error_of(&broken).0, expected, "{broken:?}");
        }
    }
}
