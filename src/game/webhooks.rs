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

/// Sets `player`'s webhook (a new one, or a new URL and secret for its
/// one); `true` when it is new.
pub async fn set(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    url: &str,
    secret: &str,
) -> Result<(store::webhooks::WebhookRow, bool), Error> {
    Ok(store::webhooks::upsert(conn, player, url, secret).await?)
}

/// Removes `player`'s webhook and fails its pending deliveries; `false`
/// when it had none.
pub async fn remove(conn: &mut AsyncPgConnection, player: Uuid) -> Result<bool, Error> {
    Ok(store::webhooks::delete(conn, player).await?)
}

/// A new secret for `player`'s webhook, the old one still accepted for
/// `grace_secs`.
pub async fn roll_secret(
    conn: &mut AsyncPgConnection,
    player: Uuid,
    secret: &str,
    grace_secs: f64,
) -> Result<Option<store::webhooks::WebhookRow>, Error> {
    Ok(store::webhooks::roll_secret(conn, player, secret, grace_secs).await?)
}

/// Un-pauses `player`'s webhook; its pending deliveries are due at once.
pub async fn resume(
    conn: &mut AsyncPgConnection,
    player: Uuid,
) -> Result<Option<store::webhooks::WebhookRow>, Error> {
    Ok(store::webhooks::resume(conn, player).await?)
}

/// Claims up to `limit` due deliveries for `lease_secs` (the deliverer's).
pub async fn claim(
    conn: &mut AsyncPgConnection,
    lease_secs: f64,
    limit: i64,
) -> diesel::QueryResult<Vec<store::webhooks::Claimed>> {
    store::webhooks::claim(conn, lease_secs, limit).await
}

/// Records a delivery answered with `status`.
pub async fn delivered(
    conn: &mut AsyncPgConnection,
    delivery: store::webhooks::DeliveryKey,
    attempts: i32,
    status: i32,
) -> diesel::QueryResult<()> {
    store::webhooks::delivered(conn, delivery, attempts, status).await
}

/// Records a failed attempt of a delivery, in one transaction; when that
/// pauses the webhook, its player is told. Returns the pause.
#[allow(clippy::too_many_arguments)]
pub async fn attempt_failed(
    conn: &mut AsyncPgConnection,
    delivery: store::webhooks::DeliveryKey,
    attempts: i32,
    status: Option<i32>,
    error: &str,
    retry_in_secs: f64,
    failure: store::webhooks::Failure,
    notification_retry_secs: f64,
) -> diesel::QueryResult<Option<store::webhooks::Paused>> {
    conn.transaction(async |conn| {
        let paused = store::webhooks::attempt_failed(
            conn,
            delivery,
            attempts,
            status,
            error,
            retry_in_secs,
            failure,
        )
        .await?;
        if let Some(paused) = &paused {
            let told = super::notify::webhook_paused(paused);
            store::notifications::push(conn, None, &[told], notification_retry_secs).await?;
        }
        Ok(paused)
    })
    .await
}
