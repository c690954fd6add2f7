//! A game's audit trail as the store holds it.

use uuid::Uuid;

use super::error::Error;
use super::read::load;
use super::table::audit_header;
use crate::audit::{self, Bundle, BundleView, Step};
use crate::engine::Seat;
use crate::store::models::StepRow;
use crate::store::{self, AsyncPgConnection};

/// The hash after a game's last step, hex, as stored; `None` before its
/// deal (version 0), where the chain's head is its header's genesis hash.
pub fn stored_head(version: i64, head_hash: Option<&[u8]>) -> Option<String> {
    head_hash
        .filter(|_| version > 0)
        .map(crate::lowerhex::encode)
}

/// A stored step as the audit reads it.
pub fn step_of(row: &StepRow) -> Result<Step, Error> {
    Ok(Step {
        played_by: row.played_by,
        seq: u64::try_from(row.seq).map_err(Error::internal)?,
        at: row.created_at,
        actor_seat: row
            .actor_seat
            .map(Seat::try_from)
            .transpose()
            .map_err(Error::internal)?,
        action: row.action.clone(),
        events: match &row.events {
            serde_json::Value::Array(events) => events.clone(),
            _ => return Err(Error::internal("stored events are not an array")),
        },
        hash: row.hash.clone(),
        signature: row
            .signature
            .clone()
            .map(serde_json::from_value)
            .transpose()
            .map_err(Error::internal)?,
    })
}

/// The full audit bundle of a game that is over, built from the store.
pub async fn full_bundle(conn: &mut AsyncPgConnection, id: Uuid) -> Result<Bundle, Error> {
    let loaded = load(conn, id).await?;
    let steps = store::events::all(conn, id)
        .await?
        .iter()
        .map(step_of)
        .collect::<Result<Vec<_>, _>>()?;
    audit::bundle(
        audit_header(&loaded.row, loaded.seats.iter().map(|(s, _)| s))?,
        loaded.row.status.as_str(),
        &loaded.row.server_seed,
        &steps,
        loaded.engine.as_ref(),
        BundleView::Full,
    )
    .map_err(Error::internal)
}
