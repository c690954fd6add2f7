//! A player's webhook (docs/API.md, "Webhooks"): what the core decides
//! about its deliveries.

use diesel_async::AsyncConnection;

use super::error::{Error, ProblemCode};
use crate::store::models::DeliveryStatus;
use crate::store::webhooks::DeliveryRow;
use crate::store::{self, AsyncPgConnection};
use uuid::Uuid;

/// The refusal of an action on a webhook the player does not have.
pub fn no_webhook() -> Error {
    Error::not_found(ProblemCode::WebhookNotFound, "you have no webhook")
}

/// Queues a new delivery of `player`'s delivery `id` (one delivered or
/// failed, to its webhook as it is now), in one transaction; returns it.
pub async fn redeliver_of(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    id: i64,
    retry_secs: f64,
) -> Result<DeliveryRow, Error> {
    conn.transaction(async |conn| {
        let Some(original) = store::webhooks::delivery(conn, player, id).await? else {
            return Err(Error::not_found(
                ProblemCode::DeliveryNotFound,
                format!("you have no webhook delivery {id}"),
            ));
        };
        if store::webhooks::find(conn, player).await?.is_none() {
            return Err(no_webhook());
        }
        if original.status == DeliveryStatus::Pending {
            return Err(Error::conflict(
                ProblemCode::DeliveryPending,
                format!("delivery {id} is still pending: it will be attempted anyway"),
            ));
        }
        let new_id = store::webhooks::redeliver(conn, player, id, retry_secs).await?;
        store::webhooks::delivery(conn, player, new_id)
            .await?
            .ok_or_else(|| Error::internal("the redelivery just queued is missing"))
    })
    .await
}
