//! The checks of `referee verify` on one audit bundle, shared by the
//! command (src/main.rs) and the log monitor (`crate::monitor`): the
//! engine's replay (`audit::verify`), the referee's signature of the bundle
//! and every step's signature with who may sign it
//! (`signature::check_steps`). No I/O: each check passed is said through
//! `say` (each line as `referee verify` prints it), the first discrepancy
//! is the error, `FAILED at <place>: <why>`.

use crate::audit::{self, Bundle};
use crate::engine::AnyGame;
use crate::signature::{self, StepSigned};

/// The key of `keys` whose id is `key_id`; the first one given otherwise
/// (whose check then says what is wrong).
pub fn key_named<'a>(keys: &'a [Vec<u8>], key_id: Option<&str>) -> Option<&'a [u8]> {
    keys.iter()
        .find(|public| key_id.is_some() && signature::key_id_of(public).ok().as_deref() == key_id)
        .or(keys.first())
        .map(Vec::as_slice)
}

/// Verifies `bundle` as `referee verify` does: the replay (rules, deals,
/// chain, outcome), the bundle's signature under the key of its id among
/// `keys` (said not checked without keys), and every seat step's signature
/// and signer. Returns the replayed game of a full bundle.
pub fn bundle(
    bundle: &Bundle,
    keys: &[Vec<u8>],
    say: &mut dyn FnMut(String),
) -> Result<Option<AnyGame>, String> {
    let engine = audit::verify(bundle, &mut |line| say(format!("ok: {line}")))
        .map_err(|e| format!("FAILED at {e}"))?;
    match (keys, &bundle.signature) {
        ([], Some(signed)) => say(format!(
            "not checked: the referee's signature (key {}): pass --key with the key GET /v1/keys publishes",
            signed.key_id
        )),
        ([], None) => say("not checked: the bundle carries no signature".to_owned()),
        (keys, signed) => {
            let named = signed.as_ref().map(|s| s.key_id.as_str());
            let public = key_named(keys, named).ok_or("no --key")?;
            signature::check(bundle, public).map_err(|e| format!("FAILED at signature: {e}"))?;
            say(format!(
                "ok: signed by the referee's key {}",
                signature::key_id_of(public)?
            ));
        }
    }
    let signed = signature::check_steps(bundle, keys).map_err(|e| format!("FAILED at {e}"))?;
    // Each signed seat step by name; the others counted.
    let (mut unsigned, mut redacted) = (0, 0);
    for (seq, seat, by) in &signed {
        match by {
            StepSigned::Unsigned => unsigned += 1,
            StepSigned::Redacted => redacted += 1,
            by if by.checked() => say(format!("ok: step {seq} (seat {seat}): {by}")),
            by => say(format!("not checked: step {seq} (seat {seat}): {by}")),
        }
    }
    if unsigned > 0 {
        say(format!("not signed: {unsigned} seat step(s)"));
    }
    if redacted > 0 {
        say(format!(
            "not shown: the signatures of {redacted} seat step(s) whose action is redacted for this bundle's reader"
        ));
    }
    if bundle.header.signed_moves {
        say("ok: the game takes signed moves only".to_owned());
    }
    Ok(engine)
}
