//! A player's webhook: where its notifications are POSTed, signed with its
//! secret (`PUT`/`GET`/`DELETE /v1/players/me/webhook`), and the recent
//! deliveries (`GET /v1/players/me/webhook/deliveries`). The worker that
//! delivers them is `crate::webhooks`.

use std::time::Duration;

use actix_web::{delete, get, put, web, HttpResponse};
use chrono::{DateTime, Utc};
use diesel::Connection;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::auth::Caller;
use super::error::{ApiError, Problem};
use super::{paging, AppState};
use crate::store;
use crate::webhooks::{self, UrlProblem};

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

#[derive(Debug, Serialize, ToSchema)]
pub struct Webhook {
    pub url: String,
    /// When this URL and secret were set.
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DeliveryStatus {
    /// Not delivered yet: due at `due_at`.
    Pending,
    Delivered,
    /// Given up: retried until `REFEREE_WEBHOOK_RETRY_SECS` had passed, or
    /// the webhook was removed.
    Failed,
}

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
    pub last_status: Option<i32>,
    /// Why the last attempt failed; null when it did not.
    pub last_error: Option<String>,
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// When the next attempt is due (while pending).
    pub due_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeliveryPage {
    /// The newest first.
    pub deliveries: Vec<Delivery>,
    /// Send as `cursor` for the next page; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct DeliveriesQuery {
    /// 1 to 100 (default 20).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
    /// The `next` of the previous page (default: the first page).
    pub cursor: Option<String>,
}

fn not_found() -> ApiError {
    ApiError::not_found("webhook_not_found", "you have no webhook")
}

fn url_error(problem: UrlProblem) -> ApiError {
    match problem {
        UrlProblem::Invalid(detail) => ApiError::unprocessable("invalid_webhook_url", detail),
        refused @ UrlProblem::Refused { .. } => {
            ApiError::unprocessable("webhook_address_refused", refused.to_string())
        }
    }
}

/// Sets the caller's webhook, replacing any. Every notification of the
/// caller is then POSTed to `url` as JSON (the same document as the
/// long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
/// HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The
/// secret is shown only in this answer. A replaced webhook's pending
/// deliveries go to the new URL, at once.
#[utoipa::path(
    tag = "webhooks",
    request_body = PutWebhook,
    security(("bearer" = [])),
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
    let secret = match secret {
        Some(secret) => {
            let chars = secret.chars().count();
            if !(16..=256).contains(&chars) || secret.chars().any(char::is_control) {
                return Err(ApiError::unprocessable(
                    "invalid_webhook_secret",
                    "secret must be 16 to 256 characters, none of them control characters",
                ));
            }
            secret
        }
        None => webhooks::new_secret().map_err(ApiError::internal)?,
    };
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
                "invalid_webhook_url",
                "the webhook host did not resolve in time",
            ))
        }
    };
    let player = caller.player_id;
    let (row, created) = state
        .db(move |conn| {
            Ok(conn.transaction(|conn| store::webhooks::upsert(conn, player, &url, &secret))?)
        })
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

/// The caller's webhook (without its secret).
#[utoipa::path(
    tag = "webhooks",
    security(("bearer" = [])),
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
        .db(move |conn| Ok(store::webhooks::find(conn, player)?))
        .await?
        .ok_or_else(not_found)?;
    Ok(web::Json(Webhook {
        url: row.url,
        created_at: row.created_at,
    }))
}

/// Removes the caller's webhook. Its pending deliveries are marked failed
/// (`last_error` "webhook removed"); notifications stay readable by
/// long-poll and stream.
#[utoipa::path(
    tag = "webhooks",
    security(("bearer" = [])),
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
        .db(move |conn| Ok(conn.transaction(|conn| store::webhooks::delete(conn, player))?))
        .await?;
    if removed {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(not_found())
    }
}

/// The caller's webhook deliveries, the newest first, a page at a time
/// (`next`): status, attempts, and the last attempt's HTTP status or error.
/// Deliveries are kept as long as their notifications.
#[utoipa::path(
    tag = "webhooks",
    params(DeliveriesQuery),
    security(("bearer" = [])),
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
        .db(move |conn| Ok(store::webhooks::recent(conn, player, before, limit + 1)?))
        .await?;
    let (rows, more) = paging::split(rows, limit);
    let next = more
        .then(|| rows.last().map(|row| paging::id_cursor(row.id)))
        .flatten();
    let deliveries = rows
        .into_iter()
        .map(|row| Delivery {
            id: row.id,
            cursor: row.cursor,
            kind: row.kind,
            status: match row.status.as_str() {
                "delivered" => DeliveryStatus::Delivered,
                "failed" => DeliveryStatus::Failed,
                _ => DeliveryStatus::Pending,
            },
            attempts: row.attempts,
            last_status: row.last_status,
            last_error: row.last_error,
            last_attempt_at: row.last_attempt_at,
            due_at: row.due_at,
            created_at: row.created_at,
            delivered_at: row.delivered_at,
        })
        .collect();
    Ok(web::Json(DeliveryPage { deliveries, next }))
}
