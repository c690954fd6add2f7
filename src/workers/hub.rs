//! Wake-ups across server processes: one `LISTEN` connection per process,
//! fanned out in memory to the requests and streams of this process that
//! wait on a player's notifications or on a game, and to its background
//! workers (webhooks, the clock sweeper, the bot runner).
//!
//! A waiter subscribes *before* it reads the database, then waits: a
//! `NOTIFY` that arrives between its read and its wait still wakes it
//! (`watch` channels remember that a value changed). A waiter holds no
//! pooled connection and no thread while it waits. When the listening
//! connection drops, it is re-established and every waiter is woken to
//! re-read its cursor, so no wake-up is lost in the gap.
//!
//! Two channels (`store::topic`): the workers' (`WORK_CHANNEL`),
//! listened to for the life of the process, and the waiters'
//! (`WAITERS_CHANNEL`: a player's notifications, a game's changes), which
//! every step notifies. A process listens to the waiters' channel only
//! while it has a waiter ([`Topic::is_waiter`]), and for the hub's linger
//! after the last one leaves, so a process that serves moves and views but
//! holds no long-poll or stream is not woken by every step of every game.
//! The first waiter may subscribe before that `LISTEN` has taken effect:
//! once it has, every waiter is woken to re-read, exactly as after a
//! reconnection, so nothing committed before it is missed either.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::watch;
use uuid::Uuid;

use crate::store::topic::{Topic, WAITERS_CHANNEL, WORK_CHANNEL};

/// How long a process keeps listening to the waiters' channel after its
/// last waiter left: a client that long-polls again at once (the usual
/// loop) finds it still listening, with no `LISTEN` round trip and no
/// re-read.
pub const DEFAULT_LINGER: Duration = Duration::from_secs(30);

/// The `application_name` of the listening connection, by which an
/// operator (or a test) tells it from the pooled ones in `pg_stat_activity`.
pub const LISTEN_APPLICATION_NAME: &str = "referee-listen";

/// The wake-up fan-out of one process.
pub struct Hub {
    topics: Mutex<Topics>,
    /// Bumped when the listening connection was (re-)established: the
    /// background workers look again.
    everyone: watch::Sender<u64>,
    /// Bumped with `everyone`, and when the waiters' channel began to be
    /// listened to: every waiter re-reads.
    waiters_reread: watch::Sender<u64>,
    /// Whether any [`Topic::is_waiter`] topic is subscribed: the listening
    /// connection follows it.
    waiters_present: watch::Sender<bool>,
    linger: Duration,
    listening: AtomicBool,
    listening_for_waiters: AtomicBool,
    heard: AtomicU64,
}

#[derive(Default)]
struct Topics {
    senders: HashMap<Topic, watch::Sender<u64>>,
    /// How many of `senders` are waiters' topics.
    waiter_topics: usize,
}

/// A waiter's interest in its topics; dropping it forgets each topic once
/// no one else waits on it.
pub struct Subscription {
    hub: Arc<Hub>,
    /// Each topic with its receiver (dropped before the topic is forgotten).
    topics: Vec<(Topic, watch::Receiver<u64>)>,
    reread_rx: watch::Receiver<u64>,
}

impl Hub {
    pub fn new() -> Arc<Self> {
        Self::with_linger(DEFAULT_LINGER)
    }

    /// A hub whose process stops listening to the waiters' channel `linger`
    /// after its last waiter left.
    pub fn with_linger(linger: Duration) -> Arc<Self> {
        Arc::new(Hub {
            topics: Mutex::default(),
            everyone: watch::Sender::new(0),
            waiters_reread: watch::Sender::new(0),
            waiters_present: watch::Sender::new(false),
            linger,
            listening: AtomicBool::new(false),
            listening_for_waiters: AtomicBool::new(false),
            heard: AtomicU64::new(0),
        })
    }

    fn topics(&self) -> std::sync::MutexGuard<'_, Topics> {
        self.topics.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A worker's or a waiter's subscription to one topic.
    pub fn subscribe(self: &Arc<Self>, topic: Topic) -> Subscription {
        self.subscribe_all(&[topic])
    }

    /// A request's or stream's subscription to `topic` on behalf of
    /// `player`: a revocation of the player's tokens wakes it too, so that
    /// the waiter's next read (which checks the token) ends it at once.
    pub fn subscribe_as(self: &Arc<Self>, topic: Topic, player: Uuid) -> Subscription {
        debug_assert!(
            topic.is_waiter(),
            "only requests and streams wait as a player"
        );
        self.subscribe_all(&[topic, Topic::Tokens(player)])
    }

    /// Topics all of one kind: waiters' or workers' ([`Topic::is_waiter`]).
    fn subscribe_all(self: &Arc<Self>, wanted: &[Topic]) -> Subscription {
        let waiter = wanted.first().is_some_and(|topic| topic.is_waiter());
        debug_assert!(wanted.iter().all(|topic| topic.is_waiter() == waiter));
        let topics = {
            let mut topics = self.topics();
            let Topics {
                senders,
                waiter_topics,
            } = &mut *topics;
            wanted
                .iter()
                .map(|&topic| {
                    let sender = senders.entry(topic).or_insert_with(|| {
                        if topic.is_waiter() {
                            *waiter_topics += 1;
                            if *waiter_topics == 1 {
                                self.waiters_present.send_replace(true);
                            }
                        }
                        watch::Sender::new(0)
                    });
                    (topic, sender.subscribe())
                })
                .collect()
        };
        let reread_rx = if waiter {
            self.waiters_reread.subscribe()
        } else {
            self.everyone.subscribe()
        };
        Subscription {
            hub: Arc::clone(self),
            topics,
            reread_rx,
        }
    }

    /// Wakes the waiters of `topic` in this process.
    pub fn wake(&self, topic: Topic) {
        let topics = self.topics();
        if let Some(sender) = topics.senders.get(&topic) {
            sender.send_modify(|n| *n = n.wrapping_add(1));
        }
    }

    /// Wakes every waiter and worker (they re-read: nothing is lost).
    pub fn wake_everyone(&self) {
        self.everyone.send_modify(|n| *n = n.wrapping_add(1));
        self.wake_waiters();
    }

    /// Wakes every waiter of a request or stream (they re-read).
    fn wake_waiters(&self) {
        self.waiters_reread.send_modify(|n| *n = n.wrapping_add(1));
    }

    /// How many topics have waiters (for tests and metrics).
    pub fn topics_waited_on(&self) -> usize {
        self.topics().senders.len()
    }

    /// The listening connection is up (it listens to the workers' channel).
    pub fn listening(&self) -> bool {
        self.listening.load(Ordering::Acquire)
    }

    /// The listening connection also listens to the waiters' channel.
    pub fn listening_for_waiters(&self) -> bool {
        self.listening_for_waiters.load(Ordering::Acquire)
    }

    /// How many `NOTIFY` messages this process has heard.
    pub fn notifications_heard(&self) -> u64 {
        self.heard.load(Ordering::Relaxed)
    }

    /// Wakes the waiters of every topic of a `NOTIFY` payload.
    pub fn dispatch(&self, payload: &str) {
        self.heard.fetch_add(1, Ordering::Relaxed);
        let mut lobby = false;
        for topic in Topic::decode_all(payload) {
            lobby |= matches!(topic, Topic::Game(_));
            self.wake(topic);
        }
        if lobby {
            self.wake(Topic::Lobby);
        }
    }
}

impl Subscription {
    /// Waits until one of its topics is woken (or everyone is), or
    /// `timeout` passes; `true` when woken. A wake-up since the
    /// subscription (or the last wait) returns at once.
    pub async fn wait(&mut self, timeout: Duration) -> bool {
        if self.topics.is_empty() {
            return false;
        }
        let woken = async {
            let topics = futures_util::future::select_all(
                self.topics
                    .iter_mut()
                    .map(|(_, receiver)| Box::pin(receiver.changed())),
            );
            tokio::select! {
                (changed, _, _) = topics => changed.is_ok(),
                changed = self.reread_rx.changed() => changed.is_ok(),
            }
        };
        match tokio::time::timeout(timeout, woken).await {
            Ok(woken) => {
                for (_, receiver) in &mut self.topics {
                    receiver.mark_unchanged();
                }
                self.reread_rx.mark_unchanged();
                woken
            }
            Err(_) => false,
        }
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        let mut topics = self.hub.topics();
        for (topic, receiver) in std::mem::take(&mut self.topics) {
            drop(receiver);
            if topics
                .senders
                .get(&topic)
                .is_some_and(|sender| sender.receiver_count() == 0)
            {
                topics.senders.remove(&topic);
                if topic.is_waiter() {
                    topics.waiter_topics -= 1;
                    if topics.waiter_topics == 0 {
                        self.hub.waiters_present.send_replace(false);
                    }
                }
            }
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
        hub.listening.store(false, Ordering::Release);
        hub.listening_for_waiters.store(false, Ordering::Release);
        // Whatever was notified while we were not listening: re-read.
        hub.wake_everyone();
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(Duration::from_secs(5));
    }
}

/// A listening connection's stream of messages.
type Messages<'a> = std::pin::Pin<
    Box<
        dyn futures_util::Stream<Item = Result<tokio_postgres::AsyncMessage, tokio_postgres::Error>>
            + Send
            + 'a,
    >,
>;

/// What the connection heard: `Ok(false)` when it closed.
fn heard(
    hub: &Hub,
    message: Option<Result<tokio_postgres::AsyncMessage, tokio_postgres::Error>>,
) -> Result<bool, tokio_postgres::Error> {
    match message {
        Some(Ok(tokio_postgres::AsyncMessage::Notification(n))) => {
            hub.dispatch(n.payload());
            Ok(true)
        }
        Some(Ok(_)) => Ok(true),
        Some(Err(err)) => Err(err),
        None => Ok(false),
    }
}

/// Runs `statement` on the listening connection, dispatching what it hears
/// meanwhile (the connection makes progress only while its messages are
/// polled). `Ok(false)`: the connection closed.
async fn run(
    client: &tokio_postgres::Client,
    messages: &mut Messages<'_>,
    hub: &Hub,
    statement: &str,
) -> Result<bool, tokio_postgres::Error> {
    let done = client.batch_execute(statement);
    tokio::pin!(done);
    loop {
        tokio::select! {
            done = &mut done => { done?; return Ok(true); }
            message = messages.next() => if !heard(hub, message)? { return Ok(false); },
        }
    }
}

async fn listen_once(database_url: &str, hub: &Hub) -> Result<(), tokio_postgres::Error> {
    let mut config: tokio_postgres::Config = database_url.parse()?;
    config.application_name(LISTEN_APPLICATION_NAME);
    let (client, mut connection) = config.connect(tokio_postgres::NoTls).await?;
    let mut messages: Messages<'_> = Box::pin(futures_util::stream::poll_fn(move |cx| {
        connection.poll_message(cx)
    }));
    let mut waiters_present = hub.waiters_present.subscribe();
    let mut for_waiters = *waiters_present.borrow_and_update();
    let first = if for_waiters {
        format!("LISTEN {WORK_CHANNEL}; LISTEN {WAITERS_CHANNEL}")
    } else {
        format!("LISTEN {WORK_CHANNEL}")
    };
    if !run(&client, &mut messages, hub, &first).await? {
        return Ok(());
    }
    tracing::info!("listening for wake-ups on channel {WORK_CHANNEL}");
    hub.listening.store(true, Ordering::Release);
    hub.listening_for_waiters
        .store(for_waiters, Ordering::Release);
    // Listening from here on: anything notified before may have been missed.
    hub.wake_everyone();
    // When to stop listening to the waiters' channel, once none is left.
    let mut unlisten_at: Option<tokio::time::Instant> = None;
    loop {
        tokio::select! {
            message = messages.next() => if !heard(hub, message)? { break; },
            changed = waiters_present.changed() => {
                if changed.is_err() {
                    break;
                }
                let present = *waiters_present.borrow_and_update();
                if present {
                    unlisten_at = None;
                    if !for_waiters {
                        let statement = format!("LISTEN {WAITERS_CHANNEL}");
                        if !run(&client, &mut messages, hub, &statement).await? {
                            break;
                        }
                        for_waiters = true;
                        hub.listening_for_waiters.store(true, Ordering::Release);
                        // A waiter may have read before the LISTEN took
                        // effect: all re-read.
                        hub.wake_waiters();
                    }
                } else if for_waiters {
                    unlisten_at = Some(tokio::time::Instant::now() + hub.linger);
                }
            }
            () = async {
                match unlisten_at {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            } => {
                unlisten_at = None;
                if for_waiters && !*waiters_present.borrow() {
                    let statement = format!("UNLISTEN {WAITERS_CHANNEL}");
                    if !run(&client, &mut messages, hub, &statement).await? {
                        break;
                    }
                    for_waiters = false;
                    hub.listening_for_waiters.store(false, Ordering::Release);
                }
            }
        }
    }
    drop(client);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[actix_web::test]
    async fn a_payload_wakes_the_waiters_of_each_of_its_topics() {
        let hub = Hub::new();
        let (player, game, other) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
        let mut on_player = hub.subscribe(Topic::Player(player));
        let mut on_game = hub.subscribe(Topic::Game(game));
        let mut on_lobby = hub.subscribe(Topic::Lobby);
        let mut on_webhooks = hub.subscribe(Topic::Webhooks);
        let mut on_other = hub.subscribe(Topic::Player(other));
        let mut on_bots = hub.subscribe(Topic::Bots);
        let payload = [Topic::Player(player), Topic::Game(game), Topic::Webhooks]
            .map(|t| t.to_string())
            .join(" ");
        hub.dispatch(&format!("{payload} junk"));
        assert!(on_player.wait(Duration::from_secs(5)).await);
        assert!(on_game.wait(Duration::from_secs(5)).await);
        assert!(
            on_lobby.wait(Duration::from_secs(5)).await,
            "with every game"
        );
        assert!(on_webhooks.wait(Duration::from_secs(5)).await);
        assert!(!on_other.wait(Duration::from_millis(20)).await);
        assert!(!on_bots.wait(Duration::from_millis(20)).await);
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

    #[actix_web::test]
    async fn a_revocation_wakes_every_waiter_of_that_player_and_no_other() {
        let hub = Hub::new();
        let (alice, bob, game) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
        let mut alice_on_game = hub.subscribe_as(Topic::Game(game), alice);
        let mut alice_on_lobby = hub.subscribe_as(Topic::Lobby, alice);
        let mut bob_on_game = hub.subscribe_as(Topic::Game(game), bob);
        hub.dispatch(&Topic::Tokens(alice).to_string());
        assert!(alice_on_game.wait(Duration::from_secs(5)).await);
        assert!(alice_on_lobby.wait(Duration::from_secs(5)).await);
        assert!(!bob_on_game.wait(Duration::from_millis(20)).await);
        // The game's own wake-ups still reach all of its waiters.
        hub.dispatch(&Topic::Game(game).to_string());
        assert!(alice_on_game.wait(Duration::from_secs(5)).await);
        assert!(bob_on_game.wait(Duration::from_secs(5)).await);
        assert_eq!(hub.topics_waited_on(), 4);
        drop((alice_on_game, alice_on_lobby));
        assert_eq!(hub.topics_waited_on(), 2, "bob's topics stay");
        drop(bob_on_game);
        assert_eq!(hub.topics_waited_on(), 0);
    }
}
