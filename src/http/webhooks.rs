//! A player's webhook: where its notifications are POSTed, signed with its
//! secret (`PUT`/`GET`/`DELETE /v1/players/me/webhook`), the secret's roll
//! (`POST …/webhook/secret`), resuming a paused webhook (`POST
//! …/webhook/resume`), the recent deliveries (`GET …/webhook/deliveries`)
//! and a redelivery (`POST …/webhook/deliveries/{id}/redeliver`). The
//! worker that delivers them is `crate::workers::webhooks`.

use std::time::Duration;

use actix_web::{delete, get, post, put, web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::auth::Caller;
use super::error::{ApiError, Problem, ProblemCode};
use super::{paging, AppState};
use crate::game::webhooks::{no_webhook, redeliver_of};
use crate::store;
use crate::workers::webhooks::{self, UrlProblem};

/// How long registration waits for the webhook's host to resolve.
const RESOLVE_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PutWebhook {
    /// Where notifications are POSTed: an `http` or `https` URL whose host
    /// is not (and does not resolve to) a loopback, private, link-local,
    /// multicast or otherwise local address.
    #[schema(max_length = 2048, example = "https://bot.example.invalid/referee")]
    pub url: String,
    /// The key that signs deliveries, 16 to 256 characters; generated (64
    /// hex digits) when left out. Shown only in this answer.
    #[schema(min_length = 16, max_length = 256)]
    pub secret: Option<String>,
}

/// The webhook as set: the only answer that shows the secret.
#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookCreated {
    pub url: String,
    /// Verify `Referee-Signature` with it; it is not shown again.
    pub secret: String,
    /// When this URL and secret were set.
    pub created_at: DateTime<Utc>,
}

/// The secret as rolled: the only answer that shows the new secret.
#[derive(Debug, Serialize, ToSchema)]
pub struct SecretRolled {
    pub url: String,
    /// Verify `Referee-Signature` with it; it is not shown again.
    pub secret: String,
    /// When this secret was set.
    pub created_at: DateTime<Utc>,
    /// Until when the previous secret signs too (a second `v1=`); null
    /// when it stopped at once (`grace_secs` 0).
    #[schema(required = true)]
    pub previous_secret_expires_at: Option<DateTime<Utc>>,
}

/// A rolled secret: the new one signs at once; the previous one keeps
/// signing, as a second `v1=` of `Referee-Signature`, for `grace_secs`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RollSecret {
    /// The new secret, 16 to 256 characters, none of them control
    /// characters; generated (64 hex digits) when left out.
    #[schema(
        min_length = 16,
        max_length = 256,
        pattern = "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"
    )]
    pub secret: Option<String>,
    /// How long the previous secret keeps signing, in seconds: 0 (it stops
    /// at once) to 604800 (7 days); default 86400 (24 h).
    #[schema(minimum = 0, maximum = 604_800)]
    pub grace_secs: Option<i64>,
}

/// The longest a previous secret may keep signing.
const MAX_GRACE_SECS: i64 = 7 * 86_400;
const DEFAULT_GRACE_SECS: i64 = 86_400;

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WebhookStatus {
    /// Deliveries are being sent.
    Active,
    /// Nothing is sent until the webhook is resumed or set again.
    Paused,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Webhook {
    pub url: String,
    /// When this URL and secret were set.
    pub created_at: DateTime<Utc>,
    pub status: WebhookStatus,
    /// The first failed attempt of the current run of failures; null once
    /// an attempt succeeds.
    #[schema(required = true)]
    pub failing_since: Option<DateTime<Utc>>,
    /// When the worker paused it (every attempt had failed for
    /// `REFEREE_WEBHOOK_PAUSE_AFTER_SECS`); null when active.
    #[schema(required = true)]
    pub paused_at: Option<DateTime<Utc>>,
    /// Why it was paused; null when active.
    #[schema(required = true)]
    pub paused_reason: Option<String>,
    /// Until when the secret before the last roll signs too; null when
    /// only the current one signs.
    #[schema(required = true)]
    pub previous_secret_expires_at: Option<DateTime<Utc>>,
}

impl Webhook {
    fn of(row: store::webhooks::WebhookRow) -> Self {
        Webhook {
            url: row.url,
            created_at: row.created_at,
            status: if row.paused_at.is_some() {
                WebhookStatus::Paused
            } else {
                WebhookStatus::Active
            },
            failing_since: row.failing_since,
            paused_at: row.paused_at,
            paused_reason: row.paused_reason,
            previous_secret_expires_at: row
                .previous_secret_expires_at
                .filter(|at| *at > Utc::now()),
        }
    }
}

pub use crate::store::models::DeliveryStatus;

/// One notification's delivery to the webhook.
#[derive(Debug, Serialize, ToSchema)]
pub struct Delivery {
    /// The `Referee-Delivery` header: the same on every attempt.
    pub id: i64,
    /// The notification's cursor.
    pub cursor: i64,
    /// The notification's kind (`your_turn`, …).
    pub kind: String,
    pub status: DeliveryStatus,
    /// Attempts made so far.
    pub attempts: i32,
    /// The HTTP status of the last attempt; null when it got none.
    #[schema(required = true)]
    pub last_status: Option<i32>,
    /// Why the last attempt failed; null when it did not.
    #[schema(required = true)]
    pub last_error: Option<String>,
    #[schema(required = true)]
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// When the next attempt is due (while pending).
    pub due_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    #[schema(required = true)]
    pub delivered_at: Option<DateTime<Utc>>,
    /// For a redelivery: the delivery it repeats (null otherwise).
    #[schema(required = true)]
    pub redelivery_of: Option<i64>,
}

impl Delivery {
    fn of(row: store::webhooks::DeliveryRow) -> Self {
        Delivery {
            id: row.id,
            cursor: row.cursor,
            kind: row.kind,
            status: row.status,
            attempts: row.attempts,
            last_status: row.last_status,
            last_error: row.last_error,
            last_attempt_at: row.last_attempt_at,
            due_at: row.due_at,
            created_at: row.created_at,
            delivered_at: row.delivered_at,
            redelivery_of: row.redelivery_of,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeliveryPage {
    /// The newest first.
    pub deliveries: Vec<Delivery>,
    /// Send as `cursor` for the next page; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub next: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct DeliveriesQuery {
    /// 1 to 100 (default 20).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
    /// The `next` of the previous page (default: the first page).
    #[param(min_length = 1)]
    pub cursor: Option<String>,
}

/// The secret asked for, checked, or a new one.
fn checked_secret(secret: Option<String>) -> Result<String, ApiError> {
    match secret {
        Some(secret) => {
            let chars = secret.chars().count();
            if !(16..=256).contains(&chars) || secret.chars().any(char::is_control) {
                return Err(ApiError::unprocessable(
                    ProblemCode::InvalidWebhookSecret,
                    "secret must be 16 to 256 characters, none of them control characters",
                ));
            }
            Ok(secret)
        }
        None => webhooks::new_secret().map_err(ApiError::internal),
    }
}

fn url_error(problem: UrlProblem) -> ApiError {
    match problem {
        UrlProblem::Invalid(detail) => {
            ApiError::unprocessable(ProblemCode::InvalidWebhookUrl, detail)
        }
        refused @ UrlProblem::Refused { .. } => {
            ApiError::unprocessable(ProblemCode::WebhookAddressRefused, refused.to_string())
        }
    }
}

/// Sets the caller's webhook, replacing any. Every notification of the
/// caller is then POSTed to `url` as JSON (the same document as the
/// long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
/// HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The
/// secret is shown only in this answer. A replaced webhook's pending
/// deliveries go to the new URL, at once; replacing also resumes a paused
/// webhook and ends a rolled secret's grace period.
#[utoipa::path(
    tag = "webhooks",
    request_body = PutWebhook,
    security(("bearer" = ["webhook"])),
    responses(
        (status = 201, description = "The webhook was set", body = WebhookCreated),
        (status = 200, description = "The webhook was replaced", body = WebhookCreated),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`invalid_webhook_url` (not http or https, no host, or a host that does not resolve), `webhook_address_refused` (the host is or resolves to a loopback, private, link-local, multicast or other local address), `invalid_webhook_secret`", body = Problem, content_type = "application/problem+json")
    )
)]
#[put("/players/me/webhook")]
pub async fn put_webhook(
    state: web::Data<AppState>,
    caller: Caller,
    body: super::error::extractors::Json<PutWebhook>,
) -> Result<HttpResponse, ApiError> {
    let PutWebhook { url, secret } = body.into_inner();
    let secret = checked_secret(secret)?;
    let allow_private = state.notifications.webhook_allow_private;
    let checked = {
        let url = url.clone();
        tokio::time::timeout(
            RESOLVE_TIMEOUT,
            web::block(move || webhooks::check_url(&url, allow_private)),
        )
        .await
    };
    match checked {
        Ok(found) => found?.map_err(url_error)?,
        Err(_) => {
            return Err(ApiError::unprocessable(
                ProblemCode::InvalidWebhookUrl,
                "the webhook host did not resolve in time",
            ))
        }
    };
    let player = caller.player_id;
    let (row, created) = state
        .db(async move |conn| Ok(crate::game::webhooks::set(conn, player, &url, &secret).await?))
        .await?;
    let answer = WebhookCreated {
        url: row.url,
        secret: row.secret,
        created_at: row.created_at,
    };
    Ok(if created {
        HttpResponse::Created().json(answer)
    } else {
        HttpResponse::Ok().json(answer)
    })
}

/// The caller's webhook (without its secret): whether it is paused and
/// why, and until when a rolled secret's predecessor still signs.
#[utoipa::path(
    tag = "webhooks",
    security(("bearer" = ["webhook"])),
    responses(
        (status = 200, body = Webhook),
        (status = 404, description = "`webhook_not_found`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/players/me/webhook")]
pub async fn get_webhook(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<web::Json<Webhook>, ApiError> {
    let player = caller.player_id;
    let row = state
        .db(async move |conn| Ok(store::webhooks::find(conn, player).await?))
        .await?
        .ok_or_else(no_webhook)?;
    Ok(web::Json(Webhook::of(row)))
}

/// Removes the caller's webhook. Its pending deliveries are marked failed
/// (`last_error` "webhook removed"); notifications stay readable by
/// long-poll and stream.
#[utoipa::path(
    tag = "webhooks",
    security(("bearer" = ["webhook"])),
    responses(
        (status = 204, description = "Removed"),
        (status = 404, description = "`webhook_not_found`", body = Problem, content_type = "application/problem+json")
    )
)]
#[delete("/players/me/webhook")]
pub async fn delete_webhook(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<HttpResponse, ApiError> {
    let player = caller.player_id;
    let removed = state
        .db(async move |conn| Ok(crate::game::webhooks::remove(conn, player).await?))
        .await?;
    if removed {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(no_webhook().into())
    }
}

/// The caller's webhook deliveries, the newest first, a page at a time
/// (`next`): status, attempts, and the last attempt's HTTP status or error.
/// Deliveries are kept as long as their notifications.
#[utoipa::path(
    tag = "webhooks",
    params(DeliveriesQuery),
    security(("bearer" = ["webhook"])),
    responses(
        (status = 200, body = DeliveryPage),
        (status = 400, description = "`invalid_query`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/players/me/webhook/deliveries")]
pub async fn list_deliveries(
    state: web::Data<AppState>,
    caller: Caller,
    query: super::error::extractors::Query<DeliveriesQuery>,
) -> Result<web::Json<DeliveryPage>, ApiError> {
    let limit = paging::limit(query.limit, 20, 100)?;
    let before = paging::parse_id_cursor(query.cursor.as_deref())?;
    let player = caller.player_id;
    let rows = state
        .db(async move |conn| Ok(store::webhooks::recent(conn, player, before, limit + 1).await?))
        .await?;
    let (rows, more) = paging::split(rows, limit);
    let next = more
        .then(|| rows.last().map(|row| paging::id_cursor(row.id)))
        .flatten();
    let deliveries = rows.into_iter().map(Delivery::of).collect();
    Ok(web::Json(DeliveryPage { deliveries, next }))
}

/// Rolls the caller's webhook secret: the new one (sent, or generated)
/// signs every delivery from now on; the previous one keeps signing too,
/// as a second `v1=` entry of `Referee-Signature` after the new one's, for
/// `grace_secs` (default 24 h), so that receivers can switch without
/// refusing a delivery. A roll during the grace period ends the older
/// secret's: only the secret just replaced keeps signing.
#[utoipa::path(
    tag = "webhooks",
    request_body = RollSecret,
    security(("bearer" = ["webhook"])),
    responses(
        (status = 200, description = "Rolled: the new secret, shown only here", body = SecretRolled),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`webhook_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`invalid_webhook_secret`, `invalid_grace_secs`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/players/me/webhook/secret")]
pub async fn roll_secret(
    state: web::Data<AppState>,
    caller: Caller,
    body: super::error::extractors::Json<RollSecret>,
) -> Result<web::Json<SecretRolled>, ApiError> {
    let RollSecret { secret, grace_secs } = body.into_inner();
    let grace_secs = grace_secs.unwrap_or(DEFAULT_GRACE_SECS);
    if !(0..=MAX_GRACE_SECS).contains(&grace_secs) {
        return Err(ApiError::unprocessable(
            ProblemCode::InvalidGraceSecs,
            format!("grace_secs must be 0 to {MAX_GRACE_SECS} seconds"),
        ));
    }
    let secret = checked_secret(secret)?;
    let player = caller.player_id;
    #[allow(clippy::cast_precision_loss)] // at most 604800
    let grace = grace_secs as f64;
    let row = state
        .db(async move |conn| {
            Ok(crate::game::webhooks::roll_secret(conn, player, &secret, grace).await?)
        })
        .await?
        .ok_or_else(no_webhook)?;
    Ok(web::Json(SecretRolled {
        url: row.url,
        secret: row.secret,
        created_at: row.created_at,
        previous_secret_expires_at: row.previous_secret_expires_at,
    }))
}

/// Resumes the caller's webhook after the worker paused it: its run of
/// failures starts afresh and its pending deliveries (those written while
/// it was paused too, the `webhook_paused` notification among them) are
/// due at once, in order. Resuming an active webhook changes nothing but
/// makes its pending deliveries due at once.
#[utoipa::path(
    tag = "webhooks",
    security(("bearer" = ["webhook"])),
    responses(
        (status = 200, description = "Active", body = Webhook),
        (status = 404, description = "`webhook_not_found`", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/players/me/webhook/resume")]
pub async fn resume_webhook(
    state: web::Data<AppState>,
    caller: Caller,
) -> Result<web::Json<Webhook>, ApiError> {
    let player = caller.player_id;
    let row = state
        .db(async move |conn| Ok(crate::game::webhooks::resume(conn, player).await?))
        .await?
        .ok_or_else(no_webhook)?;
    Ok(web::Json(Webhook::of(row)))
}

/// Sends one of the caller's deliveries again: a new delivery of the same
/// notification (the same body and cursor) with an id of its own and
/// `redelivery_of` naming the one it repeats, queued after the caller's
/// pending deliveries and retried like any other. Its `Referee-Delivery`
/// is its own id, so a receiver that dedupes on it takes it; the body's
/// `cursor` is the notification's. Not for a delivery still pending (it
/// goes out anyway).
#[utoipa::path(
    tag = "webhooks",
    params(("id" = i64, Path, description = "The delivery's id")),
    security(("bearer" = ["webhook"])),
    responses(
        (status = 202, description = "Queued: the new delivery", body = Delivery),
        (status = 404, description = "`delivery_not_found` (no delivery of the caller has this id), `webhook_not_found`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`delivery_pending`: it has not been delivered or failed yet", body = Problem, content_type = "application/problem+json")
    )
)]
#[post("/players/me/webhook/deliveries/{id}/redeliver")]
pub async fn redeliver(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let (player, id) = (caller.player_id, id.into_inner());
    let retry_secs = state.notifications.webhook_retry_secs();
    let queued = state
        .db(async move |conn| Ok(redeliver_of(conn, player, id, retry_secs).await?))
        .await?;
    Ok(HttpResponse::Accepted().json(Delivery::of(queued)))
}
