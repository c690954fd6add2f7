//! Telling a stored step to its players: its notifications, kept in the
//! game's outbox by the step's write, written to each recipient's feed
//! (`store::outbox`), then the wake-ups. Whoever stored the step tells it
//! as soon as its write commits; a step whose telling did not follow (its
//! server stopped, the database failed in between) is told by any
//! process's sweeper ([`tell_late`]) a little later. Either way each
//! recipient gets each notification once, and a game's steps in order.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::error::Error;
use super::Referee;
use crate::store::games::NotificationColumns;
use crate::store::notifications::NewNotification;
use crate::store::outbox::{self, Delivered, Group, Shards};
use crate::store::sql::JsonText;
use crate::store::AsyncPgConnection;

/// How long a step's outbox row may wait for the process that stored it
/// before a sweeper tells it.
pub const LATE_AFTER: chrono::Duration = chrono::Duration::seconds(2);

/// Games told per sweep.
const BATCH: i64 = 50;

/// What a stored step has to tell, once its write commits.
#[derive(Debug)]
pub struct StepNews {
    pub(super) game_id: Uuid,
    pub(super) seq: i64,
    pub(super) notifications: Vec<NewNotification>,
    pub(super) wake_clock: bool,
    pub(super) wake_bots: bool,
    /// An earlier step of the game is in its outbox still: it is told
    /// first.
    pub(super) behind: bool,
}

/// Tells `news` (and any earlier step of its game still untold) on
/// `referee`'s connections. A failure is logged, not answered: the step
/// stands, and a sweeper tells it later.
pub async fn tell(referee: &Referee, news: &StepNews) {
    let retry = referee.notifications.webhook_retry_secs();
    let told = referee
        .db::<_, Error>(async |conn| {
            let shards = shards(referee, conn).await?;
            if news.behind {
                tell_game(conn, shards, retry, news.game_id).await
            } else {
                let columns = NotificationColumns::of(&news.notifications);
                let step = Step {
                    game_id: news.game_id,
                    seq: news.seq,
                    players: columns.players,
                    kinds: columns.kinds,
                    bodies: columns.bodies,
                    wake_clock: news.wake_clock,
                    wake_bots: news.wake_bots,
                };
                tell_step(conn, shards, retry, &step).await
            }
        })
        .await;
    if let Err(err) = told {
        tracing::warn!(
            "game {}: step {} stored, not yet told (a sweeper tells it): {}",
            news.game_id,
            news.seq,
            err.fault.detail
        );
    }
}

/// Where `referee`'s database keeps players' notifications: asked once.
pub async fn shards(referee: &Referee, conn: &mut AsyncPgConnection) -> Result<Shards, Error> {
    if let Some(shards) = referee.shards.get() {
        return Ok(*shards);
    }
    let shards = Shards::of(conn).await?;
    Ok(*referee.shards.get_or_init(|| shards))
}

/// Tells every step in the outbox of `game`, in order.
pub async fn tell_game(
    conn: &mut AsyncPgConnection,
    shards: Shards,
    webhook_retry_secs: f64,
    game: Uuid,
) -> Result<(), Error> {
    for row in outbox::pending(conn, game).await? {
        let bodies: Vec<JsonText> = row.bodies.into_iter().map(JsonText).collect();
        let step = Step {
            game_id: row.game_id,
            seq: row.seq,
            players: row.player_ids,
            kinds: row.kinds.iter().map(String::as_str).collect(),
            bodies: bodies.iter().collect(),
            wake_clock: row.wake_clock,
            wake_bots: row.wake_bots,
        };
        tell_step(conn, shards, webhook_retry_secs, &step).await?;
    }
    Ok(())
}

/// Tells the steps stored before `now - LATE_AFTER` and still in their
/// games' outboxes; answers whether there were any.
pub async fn tell_late(
    conn: &mut AsyncPgConnection,
    shards: Shards,
    webhook_retry_secs: f64,
    now: DateTime<Utc>,
) -> Result<bool, Error> {
    let late = outbox::late_games(conn, now - LATE_AFTER, BATCH).await?;
    for game in &late {
        tell_game(conn, shards, webhook_retry_secs, *game).await?;
    }
    Ok(!late.is_empty())
}

/// A step's outbox row, borrowed.
struct Step<'a> {
    game_id: Uuid,
    seq: i64,
    players: Vec<Uuid>,
    kinds: Vec<&'a str>,
    bodies: Vec<&'a JsonText>,
    wake_clock: bool,
    wake_bots: bool,
}

/// Writes `step`'s notifications, group by group, then wakes their
/// readers and the workers it names, and empties its outbox row.
async fn tell_step(
    conn: &mut AsyncPgConnection,
    shards: Shards,
    webhook_retry_secs: f64,
    step: &Step<'_>,
) -> Result<(), Error> {
    let mut webhook_deliveries = 0;
    for group in groups(shards, step) {
        let group = Group {
            players: &group.0,
            kinds: &group.1,
            bodies: &group.2,
        };
        if let Delivered::Written {
            webhook_deliveries: n,
        } = outbox::deliver(conn, step.game_id, step.seq, &group, webhook_retry_secs).await?
        {
            webhook_deliveries += n;
        }
    }
    let workers = outbox::workers_to_wake(webhook_deliveries > 0, step.wake_clock, step.wake_bots);
    outbox::finish(conn, step.game_id, step.seq, &step.players, &workers).await?;
    Ok(())
}

/// One group's columns: players, kinds and bodies.
type Columns<'a> = (Vec<Uuid>, Vec<&'a str>, Vec<&'a JsonText>);

/// `step`'s notifications as [`outbox::deliver`]'s groups: all at once on
/// one Postgres, one group per recipient (in order of first mention) where
/// each player's notifications live on a shard of their own.
fn groups<'a>(shards: Shards, step: &Step<'a>) -> Vec<Columns<'a>> {
    let all = step.players.iter().zip(&step.kinds).zip(&step.bodies);
    match shards {
        Shards::One => vec![(
            step.players.clone(),
            step.kinds.clone(),
            step.bodies.clone(),
        )],
        Shards::ByPlayer => {
            let mut groups: Vec<Columns<'a>> = Vec::new();
            for ((player, kind), body) in all {
                match groups.iter_mut().find(|group| group.0[0] == *player) {
                    Some(group) => {
                        group.0.push(*player);
                        group.1.push(kind);
                        group.2.push(body);
                    }
                    None => groups.push((vec![*player], vec![kind], vec![*body])),
                }
            }
            groups
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(text: &str) -> JsonText {
        JsonText(text.to_owned())
    }

    #[test]
    fn by_player_a_group_holds_one_players_notifications_in_order() {
        let (a, b) = (Uuid::from_u128(2), Uuid::from_u128(1));
        let bodies = [body("1"), body("2"), body("3")];
        let step = Step {
            game_id: Uuid::nil(),
            seq: 3,
            players: vec![a, b, a],
            kinds: vec!["opponent_moved", "opponent_moved", "your_turn"],
            bodies: bodies.iter().collect(),
            wake_clock: false,
            wake_bots: false,
        };
        let groups = groups(Shards::ByPlayer, &step);
        assert_eq!(groups.len(), 2);
        assert_eq!(groups[0].0, vec![a, a]);
        assert_eq!(groups[0].1, vec!["opponent_moved", "your_turn"]);
        assert_eq!(groups[0].2, vec![&bodies[0], &bodies[2]]);
        assert_eq!(groups[1].0, vec![b]);
        let one = super::groups(Shards::One, &step);
        assert_eq!(one.len(), 1);
        assert_eq!(one[0].0, vec![a, b, a]);
    }
}
