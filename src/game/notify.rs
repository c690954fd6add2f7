//! What players hear of a change: the notifications each change of a game
//! writes (read by long-poll and the stream, delivered by webhooks). A
//! notification holds nothing its recipient's own view would not show.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::error::Error;
use super::LoadedGame;
use crate::config::NotificationConfig;
use crate::engine::{Outcome, Seat};
use crate::store::models::GameStatus;
use crate::store::sql::JsonText;
use crate::store::{self, notifications::NewNotification, AsyncPgConnection};

/// What a notification tells of. It holds nothing its recipient's own view
/// would not show: a move is named by its kind only.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NotificationEvent {
    /// It is the recipient's turn in `game_id` at `version`.
    YourTurn {
        game_id: Uuid,
        /// The game kind of `game_id` (its id in the catalog).
        #[schema(value_type = crate::engine::schema::GameId)]
        game: String,
        version: i64,
        seat: Seat,
        /// When the turn's clock runs out; null when the game has no clock.
        #[schema(required = true)]
        deadline: Option<DateTime<Utc>>,
    },
    /// The last seat was taken and the cards dealt.
    GameStarted {
        game_id: Uuid,
        /// The game kind of `game_id` (its id in the catalog).
        #[schema(value_type = crate::engine::schema::GameId)]
        game: String,
        version: i64,
    },
    /// Someone took a seat in a game the recipient is seated in.
    SeatJoined {
        game_id: Uuid,
        /// The game kind of `game_id` (its id in the catalog).
        #[schema(value_type = crate::engine::schema::GameId)]
        game: String,
        seat: Seat,
        player_id: Uuid,
        name: String,
    },
    /// Someone left an open game the recipient is seated in.
    SeatLeft {
        game_id: Uuid,
        /// The game kind of `game_id` (its id in the catalog).
        #[schema(value_type = crate::engine::schema::GameId)]
        game: String,
        seat: Seat,
        player_id: Uuid,
    },
    /// Another seat moved: `action` is the kind of its action (what it
    /// revealed is in the game's events).
    OpponentMoved {
        game_id: Uuid,
        /// The game kind of `game_id` (its id in the catalog).
        #[schema(value_type = crate::engine::schema::GameId)]
        game: String,
        version: i64,
        seat: Seat,
        #[schema(value_type = crate::engine::schema::ActionKind)]
        action: String,
    },
    GameFinished {
        game_id: Uuid,
        /// The game kind of `game_id` (its id in the catalog).
        #[schema(value_type = crate::engine::schema::GameId)]
        game: String,
        version: i64,
        outcome: Outcome,
    },
    /// The game was aborted before it started.
    GameAborted {
        game_id: Uuid,
        /// The game kind of `game_id` (its id in the catalog).
        #[schema(value_type = crate::engine::schema::GameId)]
        game: String,
    },
    /// The recipient was invited to `game_id` by `by`, with `seat` kept for
    /// it (null: any free seat). Join it to accept.
    GameInvited {
        game_id: Uuid,
        /// The game kind of `game_id` (its id in the catalog).
        #[schema(value_type = crate::engine::schema::GameId)]
        game: String,
        by: Uuid,
        #[schema(required = true)]
        seat: Option<Seat>,
        /// The finished game this one is a rematch of, for a rematch.
        #[schema(required = true)]
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
    pub fn kind(&self) -> &'static str {
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
    pub fn from_row(row: store::notifications::NotificationRow) -> Result<Self, Error> {
        Ok(Notification {
            cursor: row.cursor,
            created_at: row.created_at,
            event: serde_json::from_value(row.body).map_err(Error::internal)?,
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
                        game: row.game.clone(),
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
                            game: row.game.clone(),
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
                        game: row.game.clone(),
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
                            game: row.game.clone(),
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
                tell(
                    *p,
                    NotificationEvent::GameAborted {
                        game_id,
                        game: row.game.clone(),
                    },
                );
            }
        }
        Change::Invited { player, seat } => tell(
            *player,
            NotificationEvent::GameInvited {
                game_id,
                game: row.game.clone(),
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
                        game: row.game.clone(),
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
                            game: row.game.clone(),
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

/// Writes the notifications of `change` to the players seated in `game` (as
/// it is after the change; for `Left`, without the leaver) and wakes the
/// game's waiters. Call it inside the change's transaction.
pub async fn notify(
    conn: &mut AsyncPgConnection,
    settings: &NotificationConfig,
    game: &LoadedGame,
    change: &Change,
) -> Result<(), Error> {
    let out = notifications_for(game, change);
    store::notifications::push(conn, Some(game.row.id), &out, settings.webhook_retry_secs())
        .await?;
    Ok(())
}

/// Removes the notifications made before `before` (their retention).
pub async fn prune(
    conn: &mut AsyncPgConnection,
    before: DateTime<Utc>,
) -> diesel::QueryResult<usize> {
    store::notifications::prune(conn, before).await
}
