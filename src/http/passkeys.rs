//! Passkeys (WebAuthn): a signed-in player adds passkeys, lists and deletes
//! them (scope `account`), and anyone signs in with one as with a password
//! (docs/API.md, "Passkeys"). Each ceremony is two calls: its options, for
//! `navigator.credentials.create` or `.get`, with a ceremony id; then the
//! browser's credential with that id, once, within five minutes.

use actix_web::{delete, get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;
use webauthn_rs::prelude::{PublicKeyCredential, RegisterPublicKeyCredential};

use super::auth::Caller;
use super::dto::TokenResponse;
use super::error::{ApiError, Problem, ProblemCode};
use super::state::AppState;
use crate::game::passkeys::{self, Started};
use crate::store::passkeys::PasskeyRow;

/// Options for the browser, and the ceremony they start.
#[derive(Debug, Serialize, ToSchema)]
pub struct PasskeyCeremony {
    /// Send it back with the browser's credential, once.
    pub ceremony_id: Uuid,
    /// When the ceremony can no longer be finished (five minutes on).
    pub expires_at: DateTime<Utc>,
    /// WebAuthn's options in their JSON form: `{"publicKey": {...}}`, with
    /// `challenge`, `user.id` and each credential `id` in base64url. Decode
    /// those to bytes and pass the object to `navigator.credentials.create`
    /// (adding a passkey) or `navigator.credentials.get` (signing in).
    #[schema(value_type = PasskeyOptions)]
    pub options: serde_json::Value,
}

/// WebAuthn's options, as `navigator.credentials.create` or `.get` takes
/// them once their base64url fields are bytes.
#[derive(Debug, Serialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyOptions {
    #[serde(rename = "publicKey")]
    public_key: PasskeyPublicKeyOptions,
}

/// `PublicKeyCredentialCreationOptions` (adding a passkey: `rp`, `user`,
/// `pubKeyCredParams`, …) or `PublicKeyCredentialRequestOptions` (signing
/// in: `rpId`, `allowCredentials`, …), in WebAuthn's JSON form.
#[derive(Debug, Serialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyPublicKeyOptions {
    /// The ceremony's challenge, base64url.
    challenge: String,
    /// Milliseconds the browser may wait for the authenticator.
    #[schema(nullable = false)]
    timeout: Option<u64>,
    /// Adding: the relying party.
    #[schema(nullable = false)]
    rp: Option<PasskeyRelyingParty>,
    /// Adding: the player, `id` (its user handle) in base64url.
    #[schema(nullable = false)]
    user: Option<PasskeyUser>,
    /// Adding: the signature algorithms taken, in order of preference.
    #[serde(rename = "pubKeyCredParams")]
    #[schema(nullable = false)]
    pub_key_cred_params: Option<Vec<PasskeyAlgorithm>>,
    /// Adding: the player's passkeys, which no authenticator makes again.
    #[serde(rename = "excludeCredentials")]
    #[schema(nullable = false)]
    exclude_credentials: Option<Vec<PasskeyCredentialDescriptor>>,
    /// Adding: what kind of authenticator and credential is asked for.
    #[serde(rename = "authenticatorSelection")]
    #[schema(nullable = false)]
    authenticator_selection: Option<PasskeyAuthenticatorSelection>,
    /// Adding: the attestation asked for (`none`).
    #[schema(nullable = false)]
    attestation: Option<String>,
    /// Adding: the attestation formats taken.
    #[serde(rename = "attestationFormats")]
    #[schema(nullable = false)]
    attestation_formats: Option<Vec<String>>,
    /// Hints to the browser of the authenticator to use.
    #[schema(nullable = false)]
    hints: Option<Vec<String>>,
    /// Signing in: the relying party's id.
    #[serde(rename = "rpId")]
    #[schema(nullable = false)]
    rp_id: Option<String>,
    /// Signing in: the passkeys that may answer (empty: any that names its
    /// player).
    #[serde(rename = "allowCredentials")]
    #[schema(nullable = false)]
    allow_credentials: Option<Vec<PasskeyCredentialDescriptor>>,
    /// `required`: the authenticator verifies its user.
    #[serde(rename = "userVerification")]
    #[schema(nullable = false)]
    user_verification: Option<String>,
    /// WebAuthn extensions, by name.
    #[schema(nullable = false)]
    extensions: Option<PasskeyExtensions>,
}

/// `AuthenticatorSelectionCriteria`.
#[derive(Debug, Serialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyAuthenticatorSelection {
    /// `platform` or `cross-platform`; absent: either.
    #[serde(rename = "authenticatorAttachment")]
    #[schema(nullable = false)]
    authenticator_attachment: Option<String>,
    /// `preferred`: a discoverable credential where the authenticator can
    /// make one.
    #[serde(rename = "residentKey")]
    #[schema(nullable = false)]
    resident_key: Option<String>,
    #[serde(rename = "requireResidentKey")]
    require_resident_key: bool,
    /// `required`.
    #[serde(rename = "userVerification")]
    user_verification: String,
}

/// The WebAuthn extensions asked for (client extension inputs).
#[derive(Debug, Serialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyExtensions {
    /// Adding: CTAP2's `credProtect` policy.
    #[serde(rename = "credentialProtectionPolicy")]
    #[schema(nullable = false)]
    credential_protection_policy: Option<String>,
    #[serde(rename = "enforceCredentialProtectionPolicy")]
    #[schema(nullable = false)]
    enforce_credential_protection_policy: Option<bool>,
    #[schema(nullable = false)]
    uvm: Option<bool>,
    #[serde(rename = "credProps")]
    #[schema(nullable = false)]
    cred_props: Option<bool>,
    #[serde(rename = "minPinLength")]
    #[schema(nullable = false)]
    min_pin_length: Option<bool>,
    #[serde(rename = "hmacCreateSecret")]
    #[schema(nullable = false)]
    hmac_create_secret: Option<bool>,
    #[schema(nullable = false)]
    appid: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyRelyingParty {
    id: String,
    name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyUser {
    /// base64url.
    id: String,
    name: String,
    #[serde(rename = "displayName")]
    display_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyAlgorithm {
    /// `public-key`.
    #[serde(rename = "type")]
    type_: String,
    /// A COSE algorithm number (-7: ES256, -257: RS256).
    alg: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyCredentialDescriptor {
    /// `public-key`.
    #[serde(rename = "type")]
    type_: String,
    /// The credential's id, base64url.
    id: String,
    #[schema(nullable = false)]
    transports: Option<Vec<String>>,
}

impl<T: Serialize> TryFrom<Started<T>> for PasskeyCeremony {
    type Error = ApiError;

    fn try_from(started: Started<T>) -> Result<Self, ApiError> {
        Ok(PasskeyCeremony {
            ceremony_id: started.ceremony_id,
            expires_at: started.expires_at,
            options: serde_json::to_value(&started.options).map_err(ApiError::internal)?,
        })
    }
}

/// The answer of `navigator.credentials.create` (a `PublicKeyCredential`
/// whose response is an attestation), its binary fields in base64url.
#[derive(Debug, Deserialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyAttestation {
    /// The credential's id, base64url.
    id: String,
    /// The same id, base64url.
    #[serde(rename = "rawId")]
    raw_id: String,
    /// `public-key`.
    #[serde(rename = "type")]
    type_: String,
    response: PasskeyAttestationResponse,
    /// `getClientExtensionResults()`, if sent.
    extensions: Option<PasskeyClientExtensionResults>,
}

/// What the browser says of the extensions (`getClientExtensionResults()`):
/// unsigned, and only read as a hint.
#[derive(Debug, Deserialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyClientExtensionResults {
    appid: Option<bool>,
    /// Adding: whether the credential is discoverable, as far as the
    /// browser knows.
    #[serde(rename = "credProps")]
    cred_props: Option<PasskeyCredProps>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyCredProps {
    rk: Option<bool>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyAttestationResponse {
    #[serde(rename = "attestationObject")]
    attestation_object: String,
    #[serde(rename = "clientDataJSON")]
    client_data_json: String,
    /// `getTransports()`, if sent.
    transports: Option<Vec<String>>,
}

/// The answer of `navigator.credentials.get` (a `PublicKeyCredential`
/// whose response is an assertion), its binary fields in base64url.
#[derive(Debug, Deserialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyAssertion {
    /// The credential's id, base64url.
    id: String,
    /// The same id, base64url.
    #[serde(rename = "rawId")]
    raw_id: String,
    /// `public-key`.
    #[serde(rename = "type")]
    type_: String,
    response: PasskeyAssertionResponse,
    /// `getClientExtensionResults()`, if sent.
    extensions: Option<PasskeyClientExtensionResults>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[allow(dead_code)]
pub struct PasskeyAssertionResponse {
    #[serde(rename = "authenticatorData")]
    authenticator_data: String,
    #[serde(rename = "clientDataJSON")]
    client_data_json: String,
    signature: String,
    /// The player's user handle, which a discoverable passkey sends.
    #[serde(rename = "userHandle")]
    user_handle: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AddPasskey {
    /// The `ceremony_id` of `POST /v1/players/me/passkeys/options`.
    pub ceremony_id: Uuid,
    /// What the passkey is, as you will recognise it in the list: 1 to 64
    /// characters.
    #[schema(min_length = 1, max_length = 64)]
    pub name: String,
    #[schema(value_type = PasskeyAttestation)]
    pub credential: RegisterPublicKeyCredential,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasskeySignInOptions {
    /// The handle of the player signing in, in any case: its passkeys are
    /// the ones allowed. Absent: any passkey the authenticator holds for
    /// this site may answer (a discoverable one names its player).
    #[serde(default)]
    pub handle: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasskeySignIn {
    /// The `ceremony_id` of `POST /v1/sessions/passkey/options`.
    pub ceremony_id: Uuid,
    #[schema(value_type = PasskeyAssertion)]
    pub credential: PublicKeyCredential,
}

/// A passkey, as listed: never its key.
#[derive(Debug, Serialize, ToSchema)]
pub struct PasskeyInfo {
    pub id: Uuid,
    pub name: String,
    pub created_at: DateTime<Utc>,
    /// When it last signed in; null: never.
    #[schema(required = true)]
    pub last_used_at: Option<DateTime<Utc>>,
}

impl From<PasskeyRow> for PasskeyInfo {
    fn from(row: PasskeyRow) -> Self {
        PasskeyInfo {
            id: row.id,
            name: row.name,
            created_at: row.created_at,
            last_used_at: row.last_used_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Passkeys {
    /// Oldest first.
    pub passkeys: Vec<PasskeyInfo>,
}

/// Starts adding a passkey: WebAuthn's creation options for
/// `navigator.credentials.create`, and the ceremony's id. The caller's
/// passkeys are excluded (an authenticator that holds one of them makes no
/// second); a discoverable credential is preferred, so that it signs in
/// without a handle.
#[utoipa::path(
    tag = "players",
    security(("bearer" = ["account"])),
    responses(
        (status = 200, body = PasskeyCeremony),
        (status = 409, description = "`too_many_passkeys`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/players/me/passkeys/options")]
pub async fn passkey_options(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<web::Json<PasskeyCeremony>, ApiError> {
    let now = state.clock.now();
    let webauthn = state.webauthn.clone();
    let started = state
        .db(async move |conn| Ok(passkeys::start_registration(conn, &webauthn, caller, now).await?))
        .await?;
    Ok(web::Json(started.try_into()?))
}

/// Finishes adding a passkey: the browser's credential for the ceremony
/// (spent by this call, whatever its outcome), checked against its
/// challenge, the relying party's id and origin; the passkey is stored
/// with its name.
#[utoipa::path(
    tag = "players",
    request_body = AddPasskey,
    security(("bearer" = ["account"])),
    responses(
        (status = 201, body = PasskeyInfo),
        (status = 409, description = "`passkey_ceremony_expired` (unknown, finished already, another player's, or past its five minutes: start again); `passkey_taken`; `too_many_passkeys`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`invalid_passkey` (the attestation does not verify: another challenge, origin or rp id, a tampered response); `invalid_name`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/players/me/passkeys")]
pub async fn add_passkey(
    state: web::Data<AppState>,
    caller: Caller,
    body: super::error::extractors::Json<AddPasskey>,
) -> Result<HttpResponse, ApiError> {
    let AddPasskey {
        ceremony_id,
        name,
        credential,
    } = body.into_inner();
    let name = name.trim().to_owned();
    if !super::players::is_valid_name(&name) {
        return Err(ApiError::unprocessable(
            ProblemCode::InvalidName,
            "name must be 1 to 64 characters with at least one visible one, and no control or bidirectional-override characters",
        ));
    }
    let now = state.clock.now();
    let webauthn = state.webauthn.clone();
    let row = state
        .db(async move |conn| {
            Ok(passkeys::finish_registration(
                conn,
                &webauthn,
                caller,
                ceremony_id,
                name,
                &credential,
                now,
            )
            .await?)
        })
        .await?;
    Ok(HttpResponse::Created().json(PasskeyInfo::from(row)))
}

/// The caller's passkeys, oldest first, each with its last use.
#[utoipa::path(
    tag = "players",
    security(("bearer" = ["account"])),
    responses((status = 200, body = Passkeys))
)]
#[get("/players/me/passkeys")]
pub async fn list_passkeys(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<web::Json<Passkeys>, ApiError> {
    let player = caller.player_id;
    let rows = state
        .db(async move |conn| Ok(passkeys::of_player(conn, player).await?))
        .await?;
    Ok(web::Json(Passkeys {
        passkeys: rows.into_iter().map(PasskeyInfo::from).collect(),
    }))
}

/// Deletes one of the caller's passkeys: it signs in no more. Tokens it
/// gave keep working (`POST /v1/tokens/revoke` ends them).
#[utoipa::path(
    tag = "players",
    params(("id" = Uuid, Path, description = "The passkey's id")),
    security(("bearer" = ["account"])),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "`passkey_not_found` (none of yours); `invalid_path`", body = Problem, content_type = "application/problem+json")
    )
)]
#[delete("/players/me/passkeys/{id}")]
pub async fn delete_passkey(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let player = caller.player_id;
    state
        .db(async move |conn| Ok(passkeys::delete(conn, player, id).await?))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Starts signing in with a passkey: WebAuthn's request options for
/// `navigator.credentials.get`, and the ceremony's id. With a `handle`,
/// its player's passkeys are the ones allowed; without one (or with a
/// handle of no player with passkeys: the answer does not tell), any
/// passkey that names its player (a discoverable one) may answer.
#[utoipa::path(
    tag = "players",
    request_body = PasskeySignInOptions,
    responses(
        (status = 200, body = PasskeyCeremony),
        (status = 429, description = "`rate_limited`: too many requests to sign in from this address", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/sessions/passkey/options")]
pub async fn passkey_sign_in_options(
    state: web::Data<AppState>,
    body: super::error::extractors::Json<PasskeySignInOptions>,
) -> Result<web::Json<PasskeyCeremony>, ApiError> {
    let PasskeySignInOptions { handle } = body.into_inner();
    let now = state.clock.now();
    let webauthn = state.webauthn.clone();
    let started = state
        .db(async move |conn| {
            Ok(passkeys::start_sign_in(conn, &webauthn, handle.as_deref(), now).await?)
        })
        .await?;
    Ok(web::Json(started.try_into()?))
}

/// Signs in with a passkey: the browser's assertion for the ceremony
/// (spent by this call, whatever its outcome), checked against its
/// challenge, the relying party's id and origin, and the passkey's public
/// key; answers a token of every scope, as `POST /v1/sessions` does. Each
/// attempt counts against the address's guesses an hour.
#[utoipa::path(
    tag = "players",
    request_body = PasskeySignIn,
    responses(
        (status = 200, body = TokenResponse),
        (status = 401, description = "`invalid_credentials` (an unknown passkey, one the ceremony does not allow, or an assertion that does not verify)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`passkey_ceremony_expired` (unknown, finished already, or past its five minutes: start again)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "`rate_limited`: too many guesses from this address", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/sessions/passkey")]
pub async fn passkey_sign_in(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: super::error::extractors::Json<PasskeySignIn>,
) -> Result<HttpResponse, ApiError> {
    if let Err(refusal) = state.limits.check_guess_from_address(&req) {
        return Ok(refusal.response());
    }
    let PasskeySignIn {
        ceremony_id,
        credential,
    } = body.into_inner();
    let now = state.clock.now();
    let webauthn = state.webauthn.clone();
    let player = state
        .db(async move |conn| {
            Ok(passkeys::finish_sign_in(conn, &webauthn, ceremony_id, &credential, now).await?)
        })
        .await?;
    let (token, expires_at) = state.keys.issue(player.id, player.token_generation)?;
    Ok(HttpResponse::Ok().json(TokenResponse {
        player_id: player.id,
        token,
        expires_at,
    }))
}
