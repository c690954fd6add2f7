//! The referee's signature on audit bundles (docs/FAIRNESS.md, "The
//! referee's signature"): Ed25519 over a short, domain-separated text that
//! names the game and pins its whole history through the hash chain's head.
//! A bundle that verifies (`audit::verify`) and whose signature verifies
//! under the referee's published key is one the referee served: changing any
//! step changes the chain's head, and changing anything else either breaks
//! `verify` or the signed text.

use ed25519_dalek::{Signature, Signer as _, SigningKey, VerifyingKey};
use sha2::{Digest, Sha256};

// The signatures' data are the bundle's (`audit`); what makes and checks
// them is here.
use crate::audit::Bundle;
pub use crate::audit::{BundleSignature, Signer, StepSignature};
use crate::lowerhex;

/// The first line of every signed text: what is signed, and its version.
pub const DOMAIN: &str = "referee-bundle-signature/v1";

/// The one algorithm.
pub const ED25519: &str = "ed25519";

/// The text the referee signs for `bundle`, as UTF-8 bytes: five lines,
/// each ending in `\n` —
/// `referee-bundle-signature/v1`, the game id, the bundle's `status`, the
/// number of steps, and the hash after the last step (the genesis hash for
/// a game without steps), hex.
pub fn signed_text(bundle: &Bundle) -> Vec<u8> {
    bundle.summary_text(DOMAIN)
}

/// [`signed_text`] from its parts, for a server that signs a bundle before
/// it streams the steps: `head` is the hash after the last step, hex.
pub fn text(game_id: uuid::Uuid, status: &str, steps: usize, head: &str) -> Vec<u8> {
    crate::audit::summary_text(DOMAIN, game_id, status, steps, head)
}

/// A key's id: the first 16 hex digits of SHA-256 of its public key.
pub fn key_id(public: &VerifyingKey) -> String {
    let digest = Sha256::digest(public.as_bytes());
    lowerhex::encode(&digest[..8])
}

/// The id of a public key given as bytes.
pub fn key_id_of(public: &[u8]) -> Result<String, String> {
    public_key(public).map(|key| key_id(&key))
}

/// Signs `bundle` with `key`.
pub fn sign(bundle: &Bundle, key: &SigningKey) -> BundleSignature {
    sign_text(&signed_text(bundle), key)
}

/// Signs `text` (a bundle's [`text`], a step's, a tree head's) with `key`.
pub fn sign_text(text: &[u8], key: &SigningKey) -> BundleSignature {
    BundleSignature {
        algorithm: ED25519.to_owned(),
        key_id: key_id(&key.verifying_key()),
        signature: lowerhex::encode(key.sign(text).to_bytes()),
    }
}

pub use ed25519_dalek::SigningKey as Key;

/// Checks `bundle`'s signature under `public` (32 bytes). An error says
/// what is wrong.
pub fn check(bundle: &Bundle, public: &[u8]) -> Result<(), String> {
    let signed = bundle
        .signature
        .as_ref()
        .ok_or("the bundle carries no signature")?;
    check_signed(
        &signed.algorithm,
        &signed.key_id,
        &signed.signature,
        &public_key(public)?,
        &signed_text(bundle),
        || "the signature does not match the bundle".to_owned(),
    )
}

/// Checks a signature as a signed document carries it — its `algorithm`,
/// the `key_id` it names and the `signature` itself, hex — over `text`
/// under `key` (RFC 8032, strict). An error says what is wrong; `mismatch`
/// words the one for a well-formed signature that does not match `text`.
pub fn check_signed(
    algorithm: &str,
    key_id: &str,
    signature: &str,
    key: &VerifyingKey,
    text: &[u8],
    mismatch: impl FnOnce() -> String,
) -> Result<(), String> {
    known_algorithm(algorithm)?;
    let id = self::key_id(key);
    if key_id != id {
        return Err(format!("signed with key {key_id}, not with key {id}"));
    }
    key.verify_strict(text, &parse_signature(signature)?)
        .map_err(|_| mismatch())
}

/// Whether `algorithm` is the one algorithm.
fn known_algorithm(algorithm: &str) -> Result<(), String> {
    if algorithm == ED25519 {
        Ok(())
    } else {
        Err(format!("unknown algorithm {algorithm:?}"))
    }
}

/// The first line of the text the referee signs for a step it played
/// itself (docs/FAIRNESS.md, "Signed steps").
pub const STEP_DOMAIN: &str = "referee-step-signature/v1";

/// The first line of the text a player signs for a move (docs/FAIRNESS.md,
/// "Signed moves").
pub const MOVE_DOMAIN: &str = "referee-move-signature/v1";

/// What the referee names itself as in a step it played for a seat: the
/// step's `played_by` (`clock`, `resigned`), or `bot` for a bot seat's step.
pub fn referee_role(played_by: Option<crate::audit::PlayedBy>) -> &'static str {
    played_by.map_or(BOT, crate::audit::PlayedBy::as_str)
}

/// The role of a bot's step, which has no `played_by`.
pub const BOT: &str = "bot";

/// The text the referee signs for step `seq` it played for `seat` as
/// `role` ([`referee_role`]), whose chain hash is `hash`: six lines, each
/// ending in `\n` — `referee-step-signature/v1`, the game id, the step's
/// `seq`, the seat, the role and the hash, hex.
pub fn step_text(game_id: uuid::Uuid, seq: u64, seat: u8, role: &str, hash: &[u8]) -> Vec<u8> {
    format!(
        "{STEP_DOMAIN}\n{game_id}\n{seq}\n{seat}\n{role}\n{}\n",
        lowerhex::encode(hash)
    )
    .into_bytes()
}

/// The text a player signs for a move of `seat` applied to the game at
/// `version` (the move's `expected_version`; the step stored is
/// `version + 1`): five lines, each ending in `\n` —
/// `referee-move-signature/v1`, the game id, the version, the seat and the
/// canonical JSON of the action (docs/FAIRNESS.md, "Canonical bytes").
pub fn move_text(
    game_id: uuid::Uuid,
    version: u64,
    seat: u8,
    action: &serde_json::Value,
) -> Vec<u8> {
    // Plain JSON data: writing it cannot fail.
    let action = crate::engine::canonical_json(action).unwrap_or_default();
    let mut text = format!("{MOVE_DOMAIN}\n{game_id}\n{version}\n{seat}\n").into_bytes();
    text.extend_from_slice(&action);
    text.push(b'\n');
    text
}

/// The referee's signature of a step it played itself.
pub fn sign_step(
    key: &SigningKey,
    game_id: uuid::Uuid,
    seq: u64,
    seat: u8,
    played_by: Option<crate::audit::PlayedBy>,
    hash: &[u8],
) -> StepSignature {
    let signed = sign_text(
        &step_text(game_id, seq, seat, referee_role(played_by), hash),
        key,
    );
    StepSignature {
        signer: Signer::Referee,
        algorithm: signed.algorithm,
        key_id: signed.key_id,
        public_key: None,
        signature: signed.signature,
    }
}

/// A public key from its 32 bytes, as RFC 8032 and `verify_strict` have
/// it: the canonical encoding (y < p, and no sign bit on an x of 0) of a
/// point of the curve that is not of small order. A small-order key
/// verifies forged signatures over many messages, and a non-canonical
/// encoding would give one key two ids.
pub fn public_key(bytes: &[u8]) -> Result<VerifyingKey, String> {
    let bytes: [u8; 32] = bytes.try_into().map_err(|_| "a public key is 32 bytes")?;
    let key = VerifyingKey::from_bytes(&bytes).map_err(|e| format!("not a public key: {e}"))?;
    if key.to_edwards().compress().to_bytes() != bytes {
        return Err("not a public key: not the canonical encoding of its point".to_owned());
    }
    if key.is_weak() {
        return Err("not a public key: a point of small order".to_owned());
    }
    Ok(key)
}

/// A signature from its hex text.
pub fn parse_signature(hex_text: &str) -> Result<Signature, String> {
    let bytes: [u8; 64] = hex::decode(hex_text)
        .ok()
        .and_then(|b| b.try_into().ok())
        .ok_or("a signature is 64 bytes of hex")?;
    Ok(Signature::from_bytes(&bytes))
}

/// Whether `signature` (hex) is `key`'s over `text` (RFC 8032, strict).
pub fn verifies(key: &VerifyingKey, text: &[u8], signature: &str) -> Result<(), String> {
    key.verify_strict(text, &parse_signature(signature)?)
        .map_err(|_| "the signature does not match".to_owned())
}

/// Who signed one seat's step, as [`check_steps`] found it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepSigned {
    /// By the seat's player, with the key of this id.
    Player { key_id: String },
    /// By the referee as `role`, checked under its key of this id.
    Referee { key_id: String, role: &'static str },
    /// By the referee's key of this id, not among the keys given: not
    /// checked.
    RefereeUnchecked { key_id: String },
    /// No signature.
    Unsigned,
    /// The action is redacted for this bundle's reader, and with it its
    /// player's signature, if any.
    Redacted,
}

impl StepSigned {
    /// Whether a signature was checked.
    pub fn checked(&self) -> bool {
        matches!(self, StepSigned::Player { .. } | StepSigned::Referee { .. })
    }
}

impl std::fmt::Display for StepSigned {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StepSigned::Player { key_id } => write!(f, "signed by its player (key {key_id})"),
            StepSigned::Referee { key_id, role } => {
                write!(f, "signed by the referee as {role} (key {key_id})")
            }
            StepSigned::RefereeUnchecked { key_id } => write!(
                f,
                "signed by the referee's key {key_id}, not checked: pass --key with it"
            ),
            StepSigned::Unsigned => f.write_str("not signed"),
            StepSigned::Redacted => {
                f.write_str("action redacted, and with it its player's signature, if any")
            }
        }
    }
}

/// The signature of every seat's step of `bundle` (`steps[i]` is that of
/// step `i + 2`: the deal is the first step and no one's): a player's
/// checked under the public key it carries, over the move as the bundle
/// records it; the referee's under the key of its id among `referee_keys`
/// (32 bytes each; an id none of them has is [`StepSigned::RefereeUnchecked`],
/// or a failure when keys were given). Who may sign follows from the
/// header and the step: a step played by the referee (`played_by`) or by a
/// bot seat (the header names its bot) is the referee's to sign, any other
/// seat step its player's, each if signed at all; a bundle
/// whose header says `signed_moves` must have every seat step signed, but
/// for those whose signature a redacted bundle leaves out with the action.
/// The first discrepancy fails, naming the step.
pub fn check_steps(
    bundle: &Bundle,
    referee_keys: &[Vec<u8>],
) -> Result<Vec<(u64, u8, StepSigned)>, crate::audit::VerifyError> {
    let fail = |seq: u64, message: String| crate::audit::VerifyError {
        place: format!("step {seq}"),
        message,
    };
    let referee = referee_keys
        .iter()
        .map(|bytes| public_key(bytes))
        .collect::<Result<Vec<_>, String>>()
        .map_err(|e| crate::audit::VerifyError {
            place: "key".to_owned(),
            message: e,
        })?;
    let full = bundle.view == crate::audit::BundleView::Full;
    let mut found = Vec::new();
    for step in &bundle.steps {
        let Some(seat) = step.actor_seat else {
            if step.signature.is_some() {
                return Err(fail(step.seq, "the deal is signed by no one".to_owned()));
            }
            continue;
        };
        let bot = bundle.header.bot_of(seat);
        let signed = match &step.signature {
            None => {
                // A redacted bundle leaves out a player's signature where
                // it hides the action, and nothing else.
                let hidden = !full
                    && bot.is_none()
                    && step.played_by.is_none()
                    && step
                        .action
                        .as_ref()
                        .and_then(|a| a.get("kind"))
                        .is_some_and(|kind| kind == crate::engine::REDACTED_ACTION);
                if hidden {
                    StepSigned::Redacted
                } else if bundle.header.signed_moves {
                    return Err(fail(
                        step.seq,
                        format!(
                            "the game takes signed moves only, and seat {seat}'s step is not signed"
                        ),
                    ));
                } else {
                    StepSigned::Unsigned
                }
            }
            Some(signed) => {
                known_algorithm(&signed.algorithm).map_err(|e| fail(step.seq, e))?;
                match signed.signer {
                    Signer::Player => {
                        if let Some(bot) = bot {
                            return Err(fail(
                                step.seq,
                                format!(
                                    "seat {seat} is the referee's bot {bot:?}: its steps are the referee's to sign, yet this one is signed by a player"
                                ),
                            ));
                        }
                        check_player_step(bundle, step, seat, signed)
                            .map_err(|e| fail(step.seq, e))?;
                        StepSigned::Player {
                            key_id: signed.key_id.clone(),
                        }
                    }
                    Signer::Referee => {
                        if signed.public_key.is_some() {
                            return Err(fail(
                                step.seq,
                                "the referee's signature names its key by id only".to_owned(),
                            ));
                        }
                        if bot.is_none() && step.played_by.is_none() {
                            return Err(fail(
                                step.seq,
                                format!(
                                    "seat {seat} is a player's and the step was not played by the clock or for a resigned seat, yet it is signed by the referee"
                                ),
                            ));
                        }
                        let role = referee_role(step.played_by);
                        match referee.iter().find(|k| key_id(k) == signed.key_id) {
                            Some(key) => {
                                let text = step_text(
                                    bundle.header.game_id,
                                    step.seq,
                                    seat,
                                    role,
                                    &hex::decode(&step.hash).unwrap_or_default(),
                                );
                                check_signed(
                                    &signed.algorithm,
                                    &signed.key_id,
                                    &signed.signature,
                                    key,
                                    &text,
                                    || {
                                        format!(
                                            "the referee's signature (as {role}) does not match the step"
                                        )
                                    },
                                )
                                .map_err(|e| fail(step.seq, e))?;
                                StepSigned::Referee {
                                    key_id: signed.key_id.clone(),
                                    role,
                                }
                            }
                            None if referee.is_empty() => StepSigned::RefereeUnchecked {
                                key_id: signed.key_id.clone(),
                            },
                            None => {
                                return Err(fail(
                                    step.seq,
                                    format!(
                                        "signed with the referee's key {}, none of the keys given",
                                        signed.key_id
                                    ),
                                ))
                            }
                        }
                    }
                }
            }
        };
        found.push((step.seq, seat, signed));
    }
    Ok(found)
}

/// A player's signature on `step` of `seat`: its key is the one it
/// carries, and it signed this game, version, seat and action.
fn check_player_step(
    bundle: &Bundle,
    step: &crate::audit::BundleStep,
    seat: u8,
    signed: &StepSignature,
) -> Result<(), String> {
    if let Some(by) = step.played_by {
        return Err(format!(
            "played by the {by} for seat {seat}, yet signed by a player"
        ));
    }
    let public = signed
        .public_key
        .as_deref()
        .ok_or("a player's signature carries its public key")?;
    let key = public_key(&hex::decode(public).map_err(|_| "the public key is not hex")?)?;
    let action = step
        .action
        .as_ref()
        .ok_or("a signed move records its action")?;
    let version = step.seq.saturating_sub(1);
    let text = move_text(bundle.header.game_id, version, seat, action);
    check_signed(
        &signed.algorithm,
        &signed.key_id,
        &signed.signature,
        &key,
        &text,
        || {
            format!(
                "seat {seat}'s signature (key {}) does not match this game, version {}, seat and action",
                signed.key_id, version
            )
        },
    )
}

#[cfg(test)]
mod golden_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_carried_signature_is_checked_for_algorithm_key_form_and_match() {
        let key = Key::from_bytes(&[0x07; 32]);
        let public = key.verifying_key();
        let signed = sign_text(b"text", &key);
        let mismatch = || "no match".to_owned();
        let check = |algorithm: &str, signature: &str, public: &VerifyingKey, text: &[u8]| {
            check_signed(algorithm, &signed.key_id, signature, public, text, mismatch)
        };
        assert_eq!(check(ED25519, &signed.signature, &public, b"text"), Ok(()));
        assert_eq!(
            check("rsa", &signed.signature, &public, b"text"),
            Err("unknown algorithm \"rsa\"".to_owned())
        );
        let other = Key::from_bytes(&[0x08; 32]).verifying_key();
        assert_eq!(
            check(ED25519, &signed.signature, &other, b"text"),
            Err(format!(
                "signed with key {}, not with key {}",
                signed.key_id,
                key_id(&other)
            ))
        );
        assert_eq!(
            check(ED25519, "abcd", &public, b"text"),
            Err("a signature is 64 bytes of hex".to_owned())
        );
        assert_eq!(
            check(ED25519, &signed.signature, &public, b"other text"),
            Err("no match".to_owned())
        );
    }

    /// Only a signature checked under a key counts as checked (`referee
    /// verify` says "ok" for those alone), and each finding reads as what
    /// it is.
    #[test]
    fn only_checked_signatures_say_so() {
        let key_id = "fe812c12f3ab4ce6".to_owned();
        let found = [
            (
                StepSigned::Player {
                    key_id: key_id.clone(),
                },
                true,
                "signed by its player (key fe812c12f3ab4ce6)",
            ),
            (
                StepSigned::Referee {
                    key_id: key_id.clone(),
                    role: "clock",
                },
                true,
                "signed by the referee as clock (key fe812c12f3ab4ce6)",
            ),
            (
                StepSigned::RefereeUnchecked { key_id },
                false,
                "signed by the referee's key fe812c12f3ab4ce6, not checked: pass --key with it",
            ),
            (StepSigned::Unsigned, false, "not signed"),
            (
                StepSigned::Redacted,
                false,
                "action redacted, and with it its player's signature, if any",
            ),
        ];
        for (signed, checked, words) in found {
            assert_eq!(signed.checked(), checked, "{signed:?}");
            assert_eq!(signed.to_string(), words);
        }
    }

    /// The worked example of docs/FAIRNESS.md, "Signed moves" and "Signed
    /// steps", byte for byte (the API tests check that the document prints
    /// these values, and that clients/python/src/referee_client/fairness.py verifies them).
    #[test]
    fn the_worked_examples_of_fairness_md() {
        let game: uuid::Uuid = "01234567-89ab-cdef-0123-456789abcdef".parse().unwrap();
        let player = Key::from_bytes(&[0x01; 32]);
        let action = serde_json::json!({"kind": "play", "card": 7});
        let text = move_text(game, 4, 0, &action);
        assert_eq!(
            String::from_utf8(text.clone()).unwrap(),
            "referee-move-signature/v1\n01234567-89ab-cdef-0123-456789abcdef\n4\n0\n{\"card\":7,\"kind\":\"play\"}\n"
        );
        assert_eq!(
            lowerhex::encode(player.verifying_key().as_bytes()),
            "8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c"
        );
        assert_eq!(key_id(&player.verifying_key()), "34750f98bd59fcfc");
        assert_eq!(
            sign_text(&text, &player).signature,
            "6a046b34aae756a066d452b31c09fedf271bcca718878a7011c55505f531db8d\
             7caeed3260984418ee002d2db80bd91dd8701fda196b76b735b165752127d208"
        );
        let referee = Key::from_bytes(&[0x07; 32]);
        let text = step_text(game, 6, 1, "clock", &[0xab; 32]);
        assert_eq!(
            String::from_utf8(text.clone()).unwrap(),
            format!(
                "referee-step-signature/v1\n01234567-89ab-cdef-0123-456789abcdef\n6\n1\nclock\n{}\n",
                "ab".repeat(32)
            )
        );
        assert_eq!(
            lowerhex::encode(referee.verifying_key().as_bytes()),
            "ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c"
        );
        assert_eq!(key_id(&referee.verifying_key()), "fe812c12f3ab4ce6");
        let signed = sign_step(
            &referee,
            game,
            6,
            1,
            Some(crate::audit::PlayedBy::Clock),
            &[0xab; 32],
        );
        assert_eq!(
            signed.signature,
            "e69aaf49394b49b2e5e72ed154da8409b2834e90d082d9583b30474aec96fcf3\
             55f1437b27b7a86786a5e506c78125aed4869a2877a3a41d77c09fc71a55cc01"
        );
        // The role of a bot's step, which has no `played_by`.
        assert_eq!(referee_role(None), "bot");
    }
}
