//! Telling players what happened: the notifications written with each
//! change, read by long-poll (`GET /v1/players/me/notifications`) and as a
//! Server-Sent Events stream (`GET /v1/players/me/stream`); webhooks
//! deliver the same rows (`http::webhooks`).

use std::time::Duration;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{get, web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::auth::Caller;
use super::error::{ApiError, Problem, ProblemCode};
use super::long_poll::{long_poll, wait_duration};
use super::state::AppState;
pub use crate::game::notify::{
    notifications_for, notify, webhook_paused, Change, Notification, NotificationEvent,
};
use crate::store::topic::Topic;
use crate::store::{self};

/// How often an idle stream sends a comment, so that proxies keep it open
/// and a client notices a dead connection.
const HEARTBEAT: Duration = Duration::from_secs(15);

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct NotificationsQuery {
    /// Return notifications with a cursor greater than this (default 0:
    /// from the oldest kept).
    #[param(minimum = 0)]
    pub after: Option<i64>,
    /// Seconds to wait for one when there is none yet: 0 (default) to 60.
    #[param(minimum = 0, maximum = 60)]
    pub wait: Option<u64>,
    /// 1 to 500 (default 100).
    #[param(minimum = 1, maximum = 500)]
    pub limit: Option<i64>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct NotificationPage {
    /// Oldest first.
    pub notifications: Vec<Notification>,
    /// Pass as `after` next time: the cursor of the last notification here,
    /// or the `after` you sent when there is none.
    pub last_cursor: i64,
    /// Notifications after your cursor were deleted by retention (they are
    /// kept `REFEREE_NOTIFICATION_RETENTION_SECS`): re-read your games.
    pub gap: bool,
}

/// Reads a player's notifications after `after`; the page and whether it
/// holds any.
async fn page_after(
    state: &web::Data<AppState>,
    player: Uuid,
    after: i64,
    limit: i64,
    recheck: Option<Caller>,
) -> Result<(NotificationPage, bool), ApiError> {
    let rows = state
        .db(async move |conn| {
            // A long-poll's next read, a stream's: a revoked token ends it.
            if let Some(caller) = recheck {
                caller.recheck(conn).await?;
            }
            Ok(store::notifications::after(conn, player, after, limit).await?)
        })
        .await?;
    let gap = rows.first().is_some_and(|first| first.cursor > after + 1);
    let notifications = rows
        .into_iter()
        .map(Notification::from_row)
        .collect::<Result<Vec<_>, _>>()?;
    let last_cursor = notifications.last().map_or(after, |n| n.cursor);
    let found = !notifications.is_empty();
    Ok((
        NotificationPage {
            notifications,
            last_cursor,
            gap,
        },
        found,
    ))
}

/// The caller's notifications after a cursor, oldest first. With `wait`, an
/// empty answer is held until one arrives or the wait ends (then an empty
/// page). A client that was away catches up from its cursor: nothing lost,
/// nothing twice.
#[utoipa::path(
    tag = "notifications",
    params(NotificationsQuery),
    security(("bearer" = ["read"])),
    responses(
        (status = 200, body = NotificationPage),
        (status = 400, description = "`invalid_query`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/players/me/notifications")]
pub async fn list_notifications(
    state: web::Data<AppState>,
    caller: Caller,
    query: super::error::extractors::Query<NotificationsQuery>,
) -> Result<web::Json<NotificationPage>, ApiError> {
    let after = query.after.unwrap_or(0);
    let limit = query.limit.unwrap_or(100);
    if after < 0 || !(1..=500).contains(&limit) {
        return Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            "after is at least 0 and limit 1 to 500",
        ));
    }
    let wait = wait_duration(query.wait)?;
    let player = caller.player_id;
    // The extractor checked the token for the first read; later reads (after
    // a wake-up, a revocation's included) check it again.
    let mut recheck = None;
    let page = long_poll(&state.hub, Topic::Player(player), player, wait, || {
        page_after(&state, player, after, limit, recheck.replace(caller))
    })
    .await?;
    Ok(web::Json(page))
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct StreamQuery {
    /// Start after this cursor (default: `Last-Event-ID`, else 0).
    #[param(minimum = 0)]
    pub after: Option<i64>,
}

/// One SSE event per notification.
fn sse_event(notification: &Notification) -> String {
    let data = serde_json::to_string(notification).unwrap_or_default();
    format!(
        "id: {}\nevent: {}\ndata: {data}\n\n",
        notification.cursor,
        notification.event.kind()
    )
}

/// The caller's notifications as Server-Sent Events: `id:` is the cursor,
/// `event:` the kind, `data:` the notification. It starts after
/// `Last-Event-ID` (or `after`), so a client that reconnects loses nothing;
/// an idle stream sends a comment line every 15 s.
#[utoipa::path(
    tag = "notifications",
    params(
        StreamQuery,
        ("Last-Event-ID" = Option<String>, Header, description = "The last cursor received: resume after it")
    ),
    security(("bearer" = ["read"])),
    responses(
        (status = 200, description = "An endless `text/event-stream`: `id: <cursor>`, `event: <kind>`, `data: <Notification as JSON>`, and `: heartbeat` comments", content_type = "text/event-stream", body = String),
        (status = 400, description = "`invalid_query`, `invalid_last_event_id`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/players/me/stream")]
pub async fn stream(
    state: web::Data<AppState>,
    caller: Caller,
    req: HttpRequest,
    query: super::error::extractors::Query<StreamQuery>,
) -> Result<HttpResponse, ApiError> {
    let from_header = req
        .headers()
        .get("last-event-id")
        .map(|v| {
            v.to_str()
                .ok()
                .and_then(|v| v.trim().parse::<i64>().ok())
                .filter(|c| *c >= 0)
                .ok_or_else(|| {
                    ApiError::bad_request(
                        ProblemCode::InvalidLastEventId,
                        "Last-Event-ID is the cursor of the last event received",
                    )
                })
        })
        .transpose()?;
    let after = match (from_header, query.after) {
        (Some(cursor), _) | (None, Some(cursor)) => cursor,
        (None, None) => 0,
    };
    if after < 0 {
        return Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            "after is at least 0",
        ));
    }
    let player = caller.player_id;
    let subscription = state.hub.subscribe_as(Topic::Player(player), player);
    let start = (state, subscription, after, true);
    let body = futures_util::stream::unfold(
        start,
        move |(state, mut subscription, after, first)| async move {
            if first {
                // Tells the client how soon to reconnect.
                return Some((
                    Ok::<_, actix_web::Error>(Bytes::from_static(b"retry: 2000\n\n")),
                    (state, subscription, after, false),
                ));
            }
            loop {
                // Each read checks the token again: a revocation (which
                // wakes the player's waiters) ends the stream.
                // Boxed, as a long-poll's reads: the stream's state is held
                // between events, and a read's future is most of it.
                match Box::pin(page_after(&state, player, after, 100, Some(caller))).await {
                    Ok((page, true)) => {
                        let text: String = page.notifications.iter().map(sse_event).collect();
                        return Some((
                            Ok(Bytes::from(text)),
                            (state, subscription, page.last_cursor, false),
                        ));
                    }
                    Ok((_, false)) => {
                        if !subscription.wait(HEARTBEAT).await {
                            return Some((
                                Ok(Bytes::from_static(b": heartbeat\n\n")),
                                (state, subscription, after, false),
                            ));
                        }
                    }
                    // The database is away, or the token was revoked: end
                    // the stream; the client reconnects with Last-Event-ID
                    // and loses nothing (or is told `token_revoked`).
                    Err(_) => return None,
                }
            }
        },
    );
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/event-stream"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(body))
}
