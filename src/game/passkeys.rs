//! Passkeys (WebAuthn): a player adds one while signed in, and signs in
//! with it later without a password. Each ceremony is two requests: its
//! start answers the options a browser passes to `navigator.credentials`
//! and keeps webauthn-rs's state in the database, single-use and for a few
//! minutes; its finish takes that state away, whatever comes of it, and
//! checks the browser's credential against it (docs/API.md, "Passkeys").

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use serde::{Deserialize, Serialize};
use uuid::Uuid;
use webauthn_rs::prelude::{
    CreationChallengeResponse, CredentialID, DiscoverableAuthentication, DiscoverableKey, Passkey,
    PasskeyAuthentication, PasskeyRegistration, PublicKeyCredential, RegisterPublicKeyCredential,
    RequestChallengeResponse, Url, Webauthn, WebauthnBuilder,
};
use webauthn_rs_proto::ResidentKeyRequirement;

use super::caller::Caller;
use super::error::{Error, ProblemCode};
use crate::store::passkeys::{self, CeremonyRow, PasskeyRow, REGISTER, SIGN_IN};
use crate::store::players::Credentials;
use crate::store::{self, AsyncPgConnection};

/// The passkeys a player may hold at once.
pub const MAX_PASSKEYS: usize = 20;

/// How long a ceremony may take from its start to its finish, in seconds.
pub const CEREMONY_SECS: i64 = 300;

/// The relying party passkeys are made for: `rp_id`, the domain they are
/// bound to, and `origin`, the page's origin browsers report. With the rp
/// id `localhost` (a developer's machine, the tests) any port of the
/// origin is accepted.
pub fn relying_party(rp_id: &str, origin: &str) -> Result<Webauthn, String> {
    let origin = Url::parse(origin)
        .map_err(|err| format!("REFEREE_WEBAUTHN_ORIGIN {origin:?} is not a URL: {err}"))?;
    WebauthnBuilder::new(rp_id, &origin)
        .and_then(|builder| {
            builder
                .rp_name("referee")
                .allow_any_port(rp_id == "localhost")
                .build()
        })
        .map_err(|err| {
            format!(
                "REFEREE_WEBAUTHN_RP_ID {rp_id:?} and REFEREE_WEBAUTHN_ORIGIN {origin} do not \
                 make a relying party (the origin's host must be the rp id or under it): {err}"
            )
        })
}

/// A ceremony just started: its id, sent back with the finish, and until
/// when it may be finished.
#[derive(Debug, Clone)]
pub struct Started<T> {
    pub ceremony_id: Uuid,
    pub expires_at: DateTime<Utc>,
    pub options: T,
}

/// What a sign-in keeps between its start and its finish.
#[derive(Serialize, Deserialize)]
enum SignInState {
    /// The passkeys of the player whose handle was given.
    ByHandle(PasskeyAuthentication),
    /// Any passkey: the credential names its player (its user handle).
    Discoverable(DiscoverableAuthentication),
}

fn ceremony_gone() -> Error {
    Error::conflict(
        ProblemCode::PasskeyCeremonyExpired,
        format!(
            "no such passkey ceremony under way: each is finished once, within \
             {CEREMONY_SECS} seconds of its start; start again"
        ),
    )
}

fn failed_sign_in() -> Error {
    Error::unauthenticated(
        ProblemCode::InvalidCredentials,
        "unknown passkey, or its assertion does not verify",
    )
}

fn stored<T: Serialize>(value: &T) -> Result<serde_json::Value, Error> {
    serde_json::to_value(value).map_err(Error::internal)
}

fn loaded<T: for<'de> Deserialize<'de>>(value: serde_json::Value) -> Result<T, Error> {
    serde_json::from_value(value).map_err(Error::internal)
}

async fn begin(
    conn: &mut AsyncPgConnection,
    kind: &str,
    player: Option<Uuid>,
    state: serde_json::Value,
    now: DateTime<Utc>,
) -> Result<(Uuid, DateTime<Utc>), Error> {
    let row = CeremonyRow {
        id: Uuid::new_v4(),
        kind: kind.to_owned(),
        player_id: player,
        state,
        created_at: now,
        expires_at: now + chrono::Duration::seconds(CEREMONY_SECS),
    };
    passkeys::insert_ceremony(conn, &row).await?;
    Ok((row.id, row.expires_at))
}

/// Takes ceremony `id` of `kind` away: `409 passkey_ceremony_expired` when
/// there is none (never started, finished already, or of the other kind)
/// or it is past its time.
async fn take(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    kind: &str,
    now: DateTime<Utc>,
) -> Result<CeremonyRow, Error> {
    passkeys::take_ceremony(conn, id)
        .await?
        .filter(|row| row.kind == kind && row.expires_at > now)
        .ok_or_else(ceremony_gone)
}

/// Starts adding a passkey to `caller`: the options for
/// `navigator.credentials.create`. Its passkeys already held are excluded
/// (an authenticator holding one refuses to make another); it asks for a
/// discoverable credential where the authenticator can make one, so that
/// it signs in without a handle.
pub async fn start_registration(
    conn: &mut AsyncPgConnection,
    webauthn: &Webauthn,
    caller: Caller,
    now: DateTime<Utc>,
) -> Result<Started<CreationChallengeResponse>, Error> {
    let player = store::players::credentials(conn, caller.player_id)
        .await?
        .ok_or_else(Error::unknown_player)?;
    let held = passkeys::credential_ids(conn, player.id).await?;
    if held.len() >= MAX_PASSKEYS {
        return Err(too_many());
    }
    let exclude = held.into_iter().map(CredentialID::from).collect();
    let user_name = player.handle.unwrap_or_else(|| player.id.to_string());
    let (mut options, state) = webauthn
        .start_passkey_registration(player.id, &user_name, &user_name, Some(exclude))
        .map_err(Error::internal)?;
    if let Some(selection) = options.public_key.authenticator_selection.as_mut() {
        selection.resident_key = Some(ResidentKeyRequirement::Preferred);
    }
    let (ceremony_id, expires_at) =
        begin(conn, REGISTER, Some(player.id), stored(&state)?, now).await?;
    Ok(Started {
        ceremony_id,
        expires_at,
        options,
    })
}

fn too_many() -> Error {
    Error::conflict(
        ProblemCode::TooManyPasskeys,
        format!("a player holds at most {MAX_PASSKEYS} passkeys: delete one first"),
    )
}

/// Finishes adding a passkey to `caller` named `name`: the authenticator's
/// attestation checked against the ceremony's challenge, origin and rp id
/// (`422 invalid_passkey`), the credential one no player holds yet (`409
/// passkey_taken`).
pub async fn finish_registration(
    conn: &mut AsyncPgConnection,
    webauthn: &Webauthn,
    caller: Caller,
    ceremony_id: Uuid,
    name: String,
    credential: &RegisterPublicKeyCredential,
    now: DateTime<Utc>,
) -> Result<PasskeyRow, Error> {
    let ceremony = take(conn, ceremony_id, REGISTER, now).await?;
    if ceremony.player_id != Some(caller.player_id) {
        return Err(ceremony_gone());
    }
    let state: PasskeyRegistration = loaded(ceremony.state)?;
    let passkey = webauthn
        .finish_passkey_registration(credential, &state)
        .map_err(|err| {
            Error::refused(
                ProblemCode::InvalidPasskey,
                format!("the passkey's attestation does not verify: {err}"),
            )
        })?;
    let row = PasskeyRow {
        id: Uuid::new_v4(),
        player_id: caller.player_id,
        credential_id: passkey.cred_id().to_vec(),
        name,
        passkey: stored(&passkey)?,
        created_at: now,
        last_used_at: None,
    };
    conn.transaction(async |conn| {
        store::players::lock(conn, caller.player_id).await?;
        caller.recheck(conn).await?;
        if passkeys::of_player(conn, caller.player_id).await?.len() >= MAX_PASSKEYS {
            return Err(too_many());
        }
        match passkeys::insert(conn, &row).await {
            Ok(()) => Ok(row),
            Err(err) if store::is_unique_violation(&err) => Err(Error::conflict(
                ProblemCode::PasskeyTaken,
                "this passkey is registered already",
            )),
            Err(err) => Err(err.into()),
        }
    })
    .await
}

/// Starts a sign-in with a passkey: the options for
/// `navigator.credentials.get`. With the `handle` of a player that holds
/// passkeys, they are the ones allowed; without a handle, or with one no
/// player with passkeys has (the answer does not tell), any passkey the
/// authenticator holds for this site may answer, naming its player.
pub async fn start_sign_in(
    conn: &mut AsyncPgConnection,
    webauthn: &Webauthn,
    handle: Option<&str>,
    now: DateTime<Utc>,
) -> Result<Started<RequestChallengeResponse>, Error> {
    let mut held = Vec::new();
    let mut player = None;
    if let Some(handle) = handle {
        if let Some(found) = store::players::credentials_by_handle(conn, handle).await? {
            held = passkeys::of_player(conn, found.id)
                .await?
                .into_iter()
                .map(|row| loaded::<Passkey>(row.passkey))
                .collect::<Result<Vec<_>, _>>()?;
            player = Some(found.id);
        }
    }
    let (mut options, state) = if held.is_empty() {
        player = None;
        let (options, state) = webauthn
            .start_discoverable_authentication()
            .map_err(Error::internal)?;
        (options, SignInState::Discoverable(state))
    } else {
        let (options, state) = webauthn
            .start_passkey_authentication(&held)
            .map_err(Error::internal)?;
        (options, SignInState::ByHandle(state))
    };
    // A modal sign-in, asked for by a button: not the autofill of
    // conditional mediation, which webauthn-rs sets for discoverable ones.
    options.mediation = None;
    let (ceremony_id, expires_at) = begin(conn, SIGN_IN, player, stored(&state)?, now).await?;
    Ok(Started {
        ceremony_id,
        expires_at,
        options,
    })
}

/// Finishes a sign-in with a passkey: the player it signs in, when the
/// assertion verifies against the ceremony's challenge, origin and rp id,
/// by a passkey the ceremony allows (`401 invalid_credentials` otherwise).
/// The passkey's counter and last use are recorded.
pub async fn finish_sign_in(
    conn: &mut AsyncPgConnection,
    webauthn: &Webauthn,
    ceremony_id: Uuid,
    credential: &PublicKeyCredential,
    now: DateTime<Utc>,
) -> Result<Credentials, Error> {
    let ceremony = take(conn, ceremony_id, SIGN_IN, now).await?;
    let row = passkeys::by_credential(conn, credential.raw_id.as_ref())
        .await?
        .ok_or_else(failed_sign_in)?;
    let mut passkey: Passkey = loaded(row.passkey.clone())?;
    let verified = match loaded::<SignInState>(ceremony.state)? {
        SignInState::ByHandle(state) => {
            if ceremony.player_id != Some(row.player_id) {
                return Err(failed_sign_in());
            }
            webauthn.finish_passkey_authentication(credential, &state)
        }
        SignInState::Discoverable(state) => {
            let (player, _) = webauthn
                .identify_discoverable_authentication(credential)
                .map_err(|_| failed_sign_in())?;
            if player != row.player_id {
                return Err(failed_sign_in());
            }
            webauthn.finish_discoverable_authentication(
                credential,
                state,
                &[DiscoverableKey::from(&passkey)],
            )
        }
    };
    let result = verified.map_err(|_| failed_sign_in())?;
    passkey.update_credential(&result);
    passkeys::note_use(conn, row.id, &stored(&passkey)?, now).await?;
    store::players::credentials(conn, row.player_id)
        .await?
        .ok_or_else(Error::unknown_player)
}

/// `player`'s passkeys, oldest first.
pub async fn of_player(
    conn: &mut AsyncPgConnection,
    player: Uuid,
) -> Result<Vec<PasskeyRow>, Error> {
    Ok(passkeys::of_player(conn, player).await?)
}

/// Deletes `player`'s passkey `id` (`404 passkey_not_found`: it has none
/// by that id).
pub async fn delete(conn: &mut AsyncPgConnection, player: Uuid, id: Uuid) -> Result<(), Error> {
    if passkeys::delete(conn, player, id).await? {
        Ok(())
    } else {
        Err(Error::not_found(
            ProblemCode::PasskeyNotFound,
            "you hold no passkey with this id",
        ))
    }
}
