//! The wake-up protocol: what a `NOTIFY` payload names. A payload is a list
//! of words separated by spaces, each a [`Topic`]: `p:<player id>`,
//! `g:<game id>`, `t:<player id>`, `w`, `c`, `b`. Every writer encodes its
//! topics here ([`Topic`]'s `Display`), the SQL that builds payloads in the
//! database uses the same words ([`topic_word!`]), and the hub decodes them
//! with [`Topic::decode_all`]. The words are a wire format between server
//! processes of possibly different builds on one database: a word is never
//! changed, only added (older builds ignore words they do not know).

use std::fmt;

use uuid::Uuid;

/// A topic's word (or, for a topic that names an id, its prefix), as a
/// literal: so that SQL text built with `concat!` uses the same word as
/// [`Topic`]'s encoder.
macro_rules! topic_word {
    (player) => {
        "p:"
    };
    (game) => {
        "g:"
    };
    (tokens) => {
        "t:"
    };
    (webhooks) => {
        "w"
    };
    (clock) => {
        "c"
    };
    (bots) => {
        "b"
    };
}
pub(crate) use topic_word;

/// A topic's word as an SQL string literal (`'p:'`), for SQL text built
/// with `concat!`.
macro_rules! topic_sql {
    ($topic:ident) => {
        concat!("'", $crate::store::topic::topic_word!($topic), "'")
    };
}
pub(crate) use topic_sql;

/// The channel of the waiters' topics: a payload is a list of words
/// `p:<player id>` (new notifications for the player), `g:<game id>` (the
/// game changed) and `t:<player id>` (the player's tokens were revoked).
/// Every step notifies it; a server process listens to it only while it has
/// a long-poll or stream waiting (`workers::hub`).
pub const WAITERS_CHANNEL: &str = "referee";

/// The channel of the workers' topics, which every server process listens
/// to: a payload is a list of words `w` (webhook deliveries are due), `c` (a
/// turn deadline was set: the clock sweepers look again) and `b` (a bot seat
/// is on turn: the bot runners look).
pub const WORK_CHANNEL: &str = "referee_work";

/// What a wake-up names, and what a waiter waits on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    /// New notifications for a player.
    Player(Uuid),
    /// Any change of a game (a move, a join, …).
    Game(Uuid),
    /// A player's tokens were revoked: every long-poll and stream held by
    /// one of them ends at once.
    Tokens(Uuid),
    /// Any change of any game, a new one included: lobby long-polls look
    /// again. Within a process only: it has no word, and is woken with
    /// every `Game`.
    Lobby,
    /// Webhook deliveries are due.
    Webhooks,
    /// A turn deadline was set: sweepers look again for the earliest.
    Clock,
    /// A bot seat is on turn somewhere: bot runners look.
    Bots,
}

impl Topic {
    /// A request or stream waits on it (heard on the waiters' channel),
    /// rather than a background worker (the workers' channel).
    pub fn is_waiter(self) -> bool {
        matches!(
            self,
            Topic::Player(_) | Topic::Game(_) | Topic::Tokens(_) | Topic::Lobby
        )
    }

    /// The channel its word is sent on.
    pub fn channel(self) -> &'static str {
        if self.is_waiter() {
            WAITERS_CHANNEL
        } else {
            WORK_CHANNEL
        }
    }

    /// One word of a payload, if it names a topic (an unknown word, from a
    /// newer build, names none).
    pub fn decode(word: &str) -> Option<Topic> {
        match word {
            topic_word!(webhooks) => return Some(Topic::Webhooks),
            topic_word!(clock) => return Some(Topic::Clock),
            topic_word!(bots) => return Some(Topic::Bots),
            _ => {}
        }
        let (topic, id): (fn(Uuid) -> Topic, &str) =
            if let Some(id) = word.strip_prefix(topic_word!(player)) {
                (Topic::Player, id)
            } else if let Some(id) = word.strip_prefix(topic_word!(game)) {
                (Topic::Game, id)
            } else if let Some(id) = word.strip_prefix(topic_word!(tokens)) {
                (Topic::Tokens, id)
            } else {
                return None;
            };
        Uuid::parse_str(id).ok().map(topic)
    }

    /// The topics of a payload, in order.
    pub fn decode_all(payload: &str) -> impl Iterator<Item = Topic> + '_ {
        payload.split_whitespace().filter_map(Topic::decode)
    }
}

/// The topic's word. [`Topic::Lobby`] has none (it is never sent): it
/// writes nothing.
impl fmt::Display for Topic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Topic::Player(id) => write!(f, "{}{id}", topic_word!(player)),
            Topic::Game(id) => write!(f, "{}{id}", topic_word!(game)),
            Topic::Tokens(id) => write!(f, "{}{id}", topic_word!(tokens)),
            Topic::Lobby => Ok(()),
            Topic::Webhooks => f.write_str(topic_word!(webhooks)),
            Topic::Clock => f.write_str(topic_word!(clock)),
            Topic::Bots => f.write_str(topic_word!(bots)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sent_topic_decodes_to_itself() {
        let id = Uuid::new_v4();
        for topic in [
            Topic::Player(id),
            Topic::Game(id),
            Topic::Tokens(id),
            Topic::Webhooks,
            Topic::Clock,
            Topic::Bots,
        ] {
            assert_eq!(Topic::decode(&topic.to_string()), Some(topic));
        }
        assert_eq!(Topic::Lobby.to_string(), "");
    }

    #[test]
    fn the_words_are_those_older_builds_read() {
        let id = Uuid::parse_str("0190f2a4-7c3e-7d1a-9b2c-3d4e5f607182").unwrap();
        let words: Vec<String> = [
            Topic::Player(id),
            Topic::Game(id),
            Topic::Tokens(id),
            Topic::Webhooks,
            Topic::Clock,
            Topic::Bots,
        ]
        .iter()
        .map(Topic::to_string)
        .collect();
        assert_eq!(
            words,
            [
                "p:0190f2a4-7c3e-7d1a-9b2c-3d4e5f607182",
                "g:0190f2a4-7c3e-7d1a-9b2c-3d4e5f607182",
                "t:0190f2a4-7c3e-7d1a-9b2c-3d4e5f607182",
                "w",
                "c",
                "b",
            ]
        );
    }

    #[test]
    fn a_payload_names_each_of_its_topics_and_skips_unknown_words() {
        let (p, g) = (Uuid::new_v4(), Uuid::new_v4());
        let payload = [
            Topic::Player(p).to_string(),
            Topic::Game(g).to_string(),
            Topic::Tokens(p).to_string(),
            Topic::Webhooks.to_string(),
            "junk x:1 p:not-a-uuid".to_owned(),
            Topic::Bots.to_string(),
        ]
        .join(" ");
        let topics: Vec<Topic> = Topic::decode_all(&payload).collect();
        assert_eq!(
            topics,
            [
                Topic::Player(p),
                Topic::Game(g),
                Topic::Tokens(p),
                Topic::Webhooks,
                Topic::Bots
            ]
        );
    }
}
