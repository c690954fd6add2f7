//! Telling players what happened: the notifications written with each
//! change, read by long-poll (`GET /v1/players/me/notifications`) and as a
//! Server-Sent Events stream (`GET /v1/players/me/stream`); webhooks
//! deliver the same rows (`http::webhooks`).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{get, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use tokio::time::Instant;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::auth::Caller;
use super::dto::LoadedGame;
use super::error::{ApiError, Problem, ProblemCode};
use super::AppState;
use crate::config::NotificationConfig;
use crate::engine::{Outcome, Seat};
use crate::store::models::GameStatus;
use crate::store::sql::JsonText;
use crate::store::AsyncPgConnection;
use crate::store::{self, notifications::NewNotification};
use crate::workers::hub::{Hub, Topic};

/// The longest a long-poll may wait, in seconds.
pub const MAX_WAIT_SECS: u64 = 60;
/// How often an idle stream sends a comment, so that proxies keep it open
/// and a client notices a dead connection.
const HEARTBEAT: Duration = Duration::from_secs(15);

/// What a notification tells of. It holds nothing its recipient's own view
/// would not show: a move is named by its kind only.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NotificationEvent {
    /// It is the recipient's turn in `game_id` at `version`.
    YourTurn {
        game_id: Uuid,
        version: i64,
        seat: Seat,
        /// When the turn's clock runs out; null when the game has no clock.
        deadline: Option<DateTime<Utc>>,
    },
    /// The last seat was taken and the cards dealt.
    GameStarted { game_id: Uuid, version: i64 },
    /// Someone took a seat in a game the recipient is seated in.
    SeatJoined {
        game_id: Uuid,
        seat: Seat,
        player_id: Uuid,
        name: String,
    },
    /// Someone left an open game the recipient is seated in.
    SeatLeft {
        game_id: Uuid,
        seat: Seat,
        player_id: Uuid,
    },
    /// Another seat moved: `action` is the kind of its action (what it
    /// revealed is in the game's events).
    OpponentMoved {
        game_id: Uuid,
        version: i64,
        seat: Seat,
        action: String,
    },
    GameFinished {
        game_id: Uuid,
        version: i64,
        outcome: Outcome,
    },
    /// The game was aborted before it started.
    GameAborted { game_id: Uuid },
    /// The recipient was invited to `game_id` by `by`, with `seat` kept for
    /// it (null: any free seat). Join it to accept.
    GameInvited {
        game_id: Uuid,
        by: Uuid,
        seat: Option<Seat>,
        /// The finished game this one is a rematch of, for a rematch.
        rematch_of: Option<Uuid>,
    },
    /// The recipient's webhook was paused: every delivery attempt to `url`
    /// since `failing_since` failed, for `REFEREE_WEBHOOK_PAUSE_AFTER_SECS`.
    /// Nothing is sent to it until it is resumed (`POST
    /// /v1/players/me/webhook/resume`) or set again.
    WebhookPaused {
        url: String,
        failing_since: DateTime<Utc>,
        reason: String,
    },
}

impl NotificationEvent {
    fn kind(&self) -> &'static str {
        match self {
            NotificationEvent::YourTurn { .. } => "your_turn",
            NotificationEvent::GameStarted { .. } => "game_started",
            NotificationEvent::SeatJoined { .. } => "seat_joined",
            NotificationEvent::SeatLeft { .. } => "seat_left",
            NotificationEvent::OpponentMoved { .. } => "opponent_moved",
            NotificationEvent::GameFinished { .. } => "game_finished",
            NotificationEvent::GameAborted { .. } => "game_aborted",
            NotificationEvent::GameInvited { .. } => "game_invited",
            NotificationEvent::WebhookPaused { .. } => "webhook_paused",
        }
    }
}

/// The notification telling a player that the worker paused its webhook.
pub fn webhook_paused(paused: &store::webhooks::Paused) -> NewNotification {
    new_notification(
        paused.player_id,
        &NotificationEvent::WebhookPaused {
            url: paused.url.clone(),
            failing_since: paused.failing_since,
            reason: paused.reason.clone(),
        },
    )
}

/// `event` as the row written for `player`.
fn new_notification(player: Uuid, event: &NotificationEvent) -> NewNotification {
    NewNotification {
        player_id: player,
        kind: event.kind(),
        body: JsonText::of(event).unwrap_or_else(|_| JsonText("null".to_owned())),
    }
}

/// A notification: its cursor (strictly increasing per player) and what it
/// tells of. The same document is a stream event's `data` and a webhook's
/// body.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Notification {
    pub cursor: i64,
    pub created_at: DateTime<Utc>,
    pub event: NotificationEvent,
}

impl Notification {
    fn from_row(row: store::notifications::NotificationRow) -> Result<Self, ApiError> {
        Ok(Notification {
            cursor: row.cursor,
            created_at: row.created_at,
            event: serde_json::from_value(row.body).map_err(ApiError::internal)?,
        })
    }
}

/// A change to a game that players hear about.
pub enum Change {
    /// `seat` was taken; the game may have started with it.
    Joined {
        seat: Seat,
        player: Uuid,
    },
    Left {
        seat: Seat,
        player: Uuid,
    },
    /// `player` was invited by the creator (to `seat`, if kept for it).
    Invited {
        player: Uuid,
        seat: Option<Seat>,
    },
    /// `seat` moved (action of kind `action`) to `version`.
    Moved {
        seat: Seat,
        action: String,
    },
    Aborted,
}

/// Writes the notifications of `change` to the players seated in `game` (as
/// it is after the change; for `Left`, without the leaver) and wakes the
/// game's waiters. Call it inside the change's transaction.
pub async fn notify(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    game: &LoadedGame,
    change: &Change,
) -> Result<(), ApiError> {
    let out = notifications_for(game, change);
    store::notifications::push(conn, Some(game.row.id), &out, settings.webhook_retry_secs())
        .await?;
    Ok(())
}

/// The notifications `change` of `game` sends, each player's in order.
pub fn notifications_for(game: &LoadedGame, change: &Change) -> Vec<NewNotification> {
    let row = &game.row;
    let game_id = row.id;
    // Bots are told nothing: the server plays them when they are on turn.
    let seated: Vec<(Uuid, Seat)> = game
        .seats
        .iter()
        .filter(|(s, _)| s.bot.is_none())
        .filter_map(|(s, _)| Some((s.player_id, Seat::try_from(s.seat).ok()?)))
        .collect();
    let mut out = Vec::new();
    let mut tell = |player: Uuid, event: NotificationEvent| {
        out.push(new_notification(player, &event));
    };
    let others = |actor: Uuid| seated.iter().filter(move |(p, _)| *p != actor);
    match change {
        Change::Joined { seat, player } => {
            let name = game
                .seats
                .iter()
                .find(|(s, _)| s.player_id == *player)
                .map(|(_, name)| name.clone())
                .unwrap_or_default();
            for (p, _) in others(*player) {
                tell(
                    *p,
                    NotificationEvent::SeatJoined {
                        game_id,
                        seat: *seat,
                        player_id: *player,
                        name: name.clone(),
                    },
                );
            }
            if row.status == GameStatus::Active {
                for (p, _) in &seated {
                    tell(
                        *p,
                        NotificationEvent::GameStarted {
                            game_id,
                            version: row.version,
                        },
                    );
                }
            }
        }
        Change::Left { seat, player } => {
            for (p, _) in others(*player) {
                tell(
                    *p,
                    NotificationEvent::SeatLeft {
                        game_id,
                        seat: *seat,
                        player_id: *player,
                    },
                );
            }
        }
        Change::Moved { seat, action } => {
            for (p, s) in &seated {
                if s != seat {
                    tell(
                        *p,
                        NotificationEvent::OpponentMoved {
                            game_id,
                            version: row.version,
                            seat: *seat,
                            action: action.clone(),
                        },
                    );
                }
            }
        }
        Change::Aborted => {
            for (p, _) in &seated {
                tell(*p, NotificationEvent::GameAborted { game_id });
            }
        }
        Change::Invited { player, seat } => tell(
            *player,
            NotificationEvent::GameInvited {
                game_id,
                by: row.created_by,
                seat: *seat,
                rematch_of: row.rematch_of,
            },
        ),
    }
    if let Some(engine) = game.engine.as_ref() {
        let outcome = engine.outcome();
        let moved_or_started = matches!(change, Change::Moved { .. })
            || (matches!(change, Change::Joined { .. }) && row.status == GameStatus::Active);
        if moved_or_started && outcome.finished {
            for (p, _) in &seated {
                tell(
                    *p,
                    NotificationEvent::GameFinished {
                        game_id,
                        version: row.version,
                        outcome: outcome.clone(),
                    },
                );
            }
        } else if moved_or_started {
            if let Some(on_turn) = engine.to_move() {
                if let Some((p, _)) = seated.iter().find(|(_, s)| *s == on_turn) {
                    tell(
                        *p,
                        NotificationEvent::YourTurn {
                            game_id,
                            version: row.version,
                            seat: on_turn,
                            deadline: row.turn_deadline,
                        },
                    );
                }
            }
        }
    }
    out
}

/// Reads with `read` until it reports something ready or `wait` has passed,
/// reading again after every wake-up of `topic`, and after a revocation of
/// `waiter`'s tokens (`read` checks the token, so that ends the wait). The
/// subscription comes first, so a change between a read and the wait is
/// not missed. While it waits it holds no database connection.
pub async fn long_poll<T, F, Fut>(
    hub: &Arc<Hub>,
    topic: Topic,
    waiter: Uuid,
    wait: Duration,
    mut read: F,
) -> Result<T, ApiError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<(T, bool), ApiError>>,
{
    let mut subscription = (!wait.is_zero()).then(|| hub.subscribe_as(topic, waiter));
    let deadline = Instant::now() + wait;
    loop {
        let (value, ready) = read().await?;
        let left = deadline.saturating_duration_since(Instant::now());
        match subscription.as_mut() {
            Some(subscription) if !ready && !left.is_zero() => {
                subscription.wait(left).await;
            }
            _ => return Ok(value),
        }
    }
}

/// The `wait` of a long-poll: 0 (answer at once, the default) to 60
/// seconds.
pub fn wait_duration(wait: Option<u64>) -> Result<Duration, ApiError> {
    match wait.unwrap_or(0) {
        secs @ 0..=MAX_WAIT_SECS => Ok(Duration::from_secs(secs)),
        _ => Err(ApiError::bad_request(
            ProblemCode::InvalidQuery,
            format!("`wait` is 0 to {MAX_WAIT_SECS} seconds"),
        )),
    }
}

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
    security(("bearer" = [])),
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
    security(("bearer" = [])),
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
                match page_after(&state, player, after, 100, Some(caller)).await {
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
