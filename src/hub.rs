//! Wake-ups across server processes: one `LISTEN` connection per process,
//! fanned out in memory to the requests and streams of this process that
//! wait on a player's notifications or on a game.
//!
//! A waiter subscribes *before* it reads the database, then waits: a
//! `NOTIFY` that arrives between its read and its wait still wakes it
//! (`watch` channels remember that a value changed). A waiter holds no
//! pooled connection and no thread while it waits. When the listening
//! connection drops, it is re-established and every waiter is woken to
//! re-read its cursor, so no wake-up is lost in the gap.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::watch;
use uuid::Uuid;

use crate::store::notifications::CHANNEL;

/// What a waiter waits on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    /// New notifications for a player.
    Player(Uuid),
    /// Any change of a game (a move, a join, …).
    Game(Uuid),
    /// Any change of any game, a new one included: lobby long-polls look
    /// again (woken with every `Game`).
    Lobby,
    /// Webhook deliveries are due.
    Webhooks,
    /// A turn deadline was set: sweepers look again for the earliest.
    Clock,
    /// A bot seat is on turn somewhere: bot runners look.
    Bots,
}

impl Topic {
    /// The topics of a `NOTIFY` payload (see `store::notifications::CHANNEL`).
    fn parse_all(payload: &str) -> impl Iterator<Item = Topic> + '_ {
        payload.split_whitespace().filter_map(|word| {
            match word {
                "w" => return Some(Topic::Webhooks),
                "c" => return Some(Topic::Clock),
                "b" => return Some(Topic::Bots),
                _ => {}
            }
            let (kind, id) = word.split_once(':')?;
            let id = Uuid::parse_str(id).ok()?;
            match kind {
                "p" => Some(Topic::Player(id)),
                "g" => Some(Topic::Game(id)),
                _ => None,
            }
        })
    }
}

/// The wake-up fan-out of one process.
#[derive(Default)]
pub struct Hub {
    topics: Mutex<HashMap<Topic, watch::Sender<u64>>>,
    /// Bumped when the listening connection was re-established: everyone
    /// re-reads.
    everyone: watch::Sender<u64>,
}

/// A waiter's interest in a topic; dropping it forgets the topic once no
/// one else waits on it.
pub struct Subscription {
    hub: Arc<Hub>,
    topic: Topic,
    topic_rx: Option<watch::Receiver<u64>>,
    everyone_rx: watch::Receiver<u64>,
}

impl Hub {
    pub fn new() -> Arc<Self> {
        Arc::new(Hub::default())
    }

    pub fn subscribe(self: &Arc<Self>, topic: Topic) -> Subscription {
        let topic_rx = {
            let mut topics = self.topics.lock().unwrap_or_else(PoisonError::into_inner);
            topics
                .entry(topic)
                .or_insert_with(|| watch::Sender::new(0))
                .subscribe()
        };
        Subscription {
            hub: Arc::clone(self),
            topic,
            topic_rx: Some(topic_rx),
            everyone_rx: self.everyone.subscribe(),
        }
    }

    /// Wakes the waiters of `topic` in this process.
    pub fn wake(&self, topic: Topic) {
        let topics = self.topics.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(sender) = topics.get(&topic) {
            sender.send_modify(|n| *n = n.wrapping_add(1));
        }
    }

    /// Wakes every waiter (they re-read: nothing is lost).
    pub fn wake_everyone(&self) {
        self.everyone.send_modify(|n| *n = n.wrapping_add(1));
    }

    /// How many topics have waiters (for tests and metrics).
    pub fn topics_waited_on(&self) -> usize {
        self.topics
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    /// Wakes the waiters of every topic of a `NOTIFY` payload.
    pub fn dispatch(&self, payload: &str) {
        let mut lobby = false;
        for topic in Topic::parse_all(payload) {
            lobby |= matches!(topic, Topic::Game(_));
            self.wake(topic);
        }
        if lobby {
            self.wake(Topic::Lobby);
        }
    }
}

impl Subscription {
    /// Waits until the topic is woken (or everyone is), or `timeout` passes;
    /// `true` when woken. A wake-up since the subscription (or the last
    /// wait) returns at once.
    pub async fn wait(&mut self, timeout: Duration) -> bool {
        let Some(topic_rx) = self.topic_rx.as_mut() else {
            return false;
        };
        let woken = async {
            tokio::select! {
                changed = topic_rx.changed() => changed.is_ok(),
                changed = self.everyone_rx.changed() => changed.is_ok(),
            }
        };
        match tokio::time::timeout(timeout, woken).await {
            Ok(woken) => {
                topic_rx.mark_unchanged();
                self.everyone_rx.mark_unchanged();
                woken
            }
            Err(_) => false,
        }
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        drop(self.topic_rx.take());
        let mut topics = self
            .hub
            .topics
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if topics
            .get(&self.topic)
            .is_some_and(|sender| sender.receiver_count() == 0)
        {
            topics.remove(&self.topic);
        }
    }
}

/// Keeps one `LISTEN` connection open for the life of the process and
/// dispatches what it hears to `hub`. On any failure it wakes everyone,
/// waits a moment (up to 5 s, doubling) and connects again.
pub async fn listen(database_url: String, hub: Arc<Hub>) {
    let mut backoff = Duration::from_millis(100);
    loop {
        match listen_once(&database_url, &hub).await {
            Ok(()) => tracing::warn!("the LISTEN connection closed; reconnecting"),
            Err(err) => tracing::warn!("the LISTEN connection failed: {err}; reconnecting"),
        }
        // Whatever was notified while we were not listening: re-read.
        hub.wake_everyone();
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(Duration::from_secs(5));
    }
}

async fn listen_once(database_url: &str, hub: &Hub) -> Result<(), tokio_postgres::Error> {
    let (client, mut connection) =
        tokio_postgres::connect(database_url, tokio_postgres::NoTls).await?;
    let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
    // The connection makes progress only while its messages are polled, so
    // poll them while LISTEN is sent.
    let statement = format!("LISTEN {CHANNEL}");
    {
        let listen = client.batch_execute(&statement);
        tokio::pin!(listen);
        loop {
            tokio::select! {
                done = &mut listen => { done?; break; }
                message = messages.next() => match message {
                    Some(Ok(tokio_postgres::AsyncMessage::Notification(n))) => hub.dispatch(n.payload()),
                    Some(Ok(_)) => {}
                    Some(Err(err)) => return Err(err),
                    None => return Ok(()),
                },
            }
        }
    }
    tracing::info!("listening for wake-ups on channel {CHANNEL}");
    // Listening from here on: anything notified before may have been missed.
    hub.wake_everyone();
    while let Some(message) = messages.next().await {
        match message? {
            tokio_postgres::AsyncMessage::Notification(n) => hub.dispatch(n.payload()),
            _ => continue,
        }
    }
    drop(client);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_name_players_games_and_webhooks() {
        let p = Uuid::new_v4();
        let g = Uuid::new_v4();
        let topics: Vec<Topic> = Topic::parse_all(&format!("p:{p} g:{g} w junk x:1")).collect();
        assert_eq!(
            topics,
            vec![Topic::Player(p), Topic::Game(g), Topic::Webhooks]
        );
    }

    #[actix_web::test]
    async fn a_wake_up_reaches_the_waiters_of_its_topic_only() {
        let hub = Hub::new();
        let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
        let mut waiting_a = hub.subscribe(Topic::Player(a));
        let mut waiting_b = hub.subscribe(Topic::Player(b));
        // Woken before it waits: the wake-up is not lost.
        hub.wake(Topic::Player(a));
        assert!(waiting_a.wait(Duration::from_secs(5)).await);
        assert!(!waiting_b.wait(Duration::from_millis(20)).await);
        // Once seen, a wake-up does not wake again.
        assert!(!waiting_a.wait(Duration::from_millis(20)).await);
        hub.wake_everyone();
        assert!(waiting_a.wait(Duration::from_secs(5)).await);
        assert!(waiting_b.wait(Duration::from_secs(5)).await);
        assert_eq!(hub.topics_waited_on(), 2);
        drop(waiting_a);
        drop(waiting_b);
        assert_eq!(hub.topics_waited_on(), 0, "topics are forgotten");
    }
}
