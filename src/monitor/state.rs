//! What the monitor keeps between passes, as JSON files in its state
//! directory: `state.json` (the server it follows, the last signed tree
//! head it verified, the keys it has seen, every leaf it has read with what
//! its check found, and the rating changes it has checked) and
//! `credentials.json` (the player it registered to read audit bundles).
//! Each file is written whole to a temporary name and renamed over the old
//! one, so a monitor stopped at any moment leaves the last pass's state.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::transparency::SignedTreeHead;

/// The state file's format.
pub const FORMAT: &str = "referee-monitor-state/v1";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct State {
    pub format: String,
    /// The server's base URL.
    pub server: String,
    /// The last tree head verified (signature, consistency, root).
    pub head: Option<SignedTreeHead>,
    /// Public keys (hex) the server has published, by id: one that
    /// disappears from `GET /v1/keys` is an alarm.
    #[serde(default)]
    pub keys: BTreeMap<String, String>,
    /// The log's leaves in order, each with what its check found.
    #[serde(default)]
    pub leaves: Vec<Leaf>,
    /// Rating changes checked, by player, in their order (`seq`).
    #[serde(default)]
    pub ratings: BTreeMap<Uuid, Vec<Change>>,
}

/// One leaf of the log as read, and its game's check.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Leaf {
    pub game_id: Uuid,
    /// The leaf's text.
    pub leaf: String,
    pub check: GameCheck,
}

/// What the check of a logged game found.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameCheck {
    /// The full bundle verified and its leaf is the logged one.
    Verified {
        facts: Facts,
        /// Its rating changes are checked (or it has none to check).
        ratings_done: bool,
    },
    /// The monitor's player may not read the bundle (a private game, or
    /// one whose spectators are its players): only its leaf is checked.
    NotReadable { status: u16 },
}

/// What the ratings need of a verified game.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Facts {
    /// The game's kind (`woof-meow-biscuits`, …).
    pub game: String,
    pub rated: bool,
    /// Finished (not aborted).
    pub finished: bool,
    /// The last step's time.
    pub finished_at: Option<DateTime<Utc>>,
    /// Seat by seat: its player, its place when finished (1: best).
    pub seats: Vec<SeatFact>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeatFact {
    pub seat: u8,
    pub player_id: Uuid,
    pub place: Option<usize>,
}

/// A rating change as `GET /v1/players/{id}/ratings/history` serves it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Change {
    pub seq: i64,
    pub game_id: Uuid,
    pub game: String,
    pub seat: i16,
    pub place: i16,
    pub before: crate::ratings::Rating,
    pub after: crate::ratings::Rating,
    pub finished_at: DateTime<Utc>,
}

/// The monitor's own player.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Credentials {
    pub server: String,
    pub player_id: Uuid,
    pub api_key: String,
}

impl State {
    pub fn new(server: &str) -> State {
        State {
            format: FORMAT.to_owned(),
            server: server.to_owned(),
            head: None,
            keys: BTreeMap::new(),
            leaves: Vec::new(),
            ratings: BTreeMap::new(),
        }
    }
}

/// The state directory.
pub struct Dir {
    path: PathBuf,
}

impl Dir {
    /// The directory, made if missing.
    pub fn open(path: &Path) -> Result<Dir, String> {
        std::fs::create_dir_all(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(Dir {
            path: path.to_owned(),
        })
    }

    fn read<T: serde::de::DeserializeOwned>(&self, name: &str) -> Result<Option<T>, String> {
        let path = self.path.join(name);
        match std::fs::read(&path) {
            Ok(bytes) => serde_json::from_slice(&bytes)
                .map(Some)
                .map_err(|e| format!("{}: {e}", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    fn write<T: Serialize>(&self, name: &str, value: &T, private: bool) -> Result<(), String> {
        let path = self.path.join(name);
        let temporary = self.path.join(format!(".{name}.tmp"));
        let bytes = serde_json::to_vec(value).map_err(|e| e.to_string())?;
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        if private {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        #[cfg(not(unix))]
        let _ = private;
        let written = options.open(&temporary).and_then(|mut file| {
            use std::io::Write;
            file.write_all(&bytes)?;
            file.sync_all()
        });
        written
            .and_then(|()| std::fs::rename(&temporary, &path))
            .map_err(|e| format!("{}: {e}", path.display()))
    }

    /// The state of `server`: kept, or new. A directory that holds the
    /// state of another server is refused.
    pub fn state(&self, server: &str) -> Result<State, String> {
        match self.read::<State>("state.json")? {
            Some(state) if state.format != FORMAT => Err(format!(
                "{}: a state of format {:?}, not {FORMAT}",
                self.path.display(),
                state.format
            )),
            Some(state) if state.server != server => Err(format!(
                "{} holds the state of a monitor of {}, not of {server}: give another --state",
                self.path.display(),
                state.server
            )),
            Some(state) => Ok(state),
            None => Ok(State::new(server)),
        }
    }

    pub fn save(&self, state: &State) -> Result<(), String> {
        self.write("state.json", state, false)
    }

    pub fn credentials(&self, server: &str) -> Result<Option<Credentials>, String> {
        Ok(self
            .read::<Credentials>("credentials.json")?
            .filter(|c| c.server == server))
    }

    pub fn save_credentials(&self, credentials: &Credentials) -> Result<(), String> {
        self.write("credentials.json", credentials, true)
    }
}
