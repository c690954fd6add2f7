//! Games kept in memory between a read and the move that follows it, so a
//! move made after a view (or after the previous move, on this process)
//! reads nothing: the step is computed from the kept game and stored by the
//! one write, which stores it only where the game row is still the one kept
//! (its version and `xmin`), the caller's token is still valid and a signed
//! move's key unrevoked ([`crate::store::games::write_step`]). Every change a step depends on
//! changes the game row (a step, a resignation, a join; docs/ARCHITECTURE.md,
//! "A step"), so a kept game that is out of date, because another process
//! or the clock moved, is never stored from: the write stores nothing and
//! the move is played again from a fresh read. A view of a kept game is
//! built from it only after one light statement finds the row unchanged
//! and checks the token (`game::read::load_view`). What a client is told
//! never comes from a kept game that the write or that check did not
//! confirm.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use uuid::Uuid;

use crate::game::LoadedGame;
use crate::store::models::GameStatus;

/// Running games of this process, by id, at most `capacity` of them.
pub struct KeptGames {
    games: Mutex<HashMap<Uuid, LoadedGame>>,
    capacity: usize,
}

impl KeptGames {
    /// At most `capacity` games (0 keeps none: every move reads its game).
    pub fn new(capacity: usize) -> Self {
        KeptGames {
            games: Mutex::new(HashMap::new()),
            capacity,
        }
    }

    /// Keeps a game as read or as stored, if it is running and knows the
    /// row version it was read at, unless a later version of it is kept. A
    /// full store forgets some other game first: its next move reads it, as
    /// without the store.
    pub fn keep(&self, mut game: LoadedGame) {
        if self.capacity == 0
            || game.row.status != GameStatus::Active
            || game.engine.is_none()
            || game.row_version.is_none()
            || game.head_hash.is_none()
        {
            return;
        }
        // The engine holds the state: the snapshot's text is not needed.
        game.row.state = None;
        let forgotten = {
            let mut games = self.lock();
            // A read that began before a move of this process may end after
            // it: the newer game stays.
            if games
                .get(&game.row.id)
                .is_some_and(|newer| newer.row.version > game.row.version)
            {
                return;
            }
            let forgotten = if games.len() >= self.capacity && !games.contains_key(&game.row.id) {
                let some = games.keys().next().copied();
                some.and_then(|id| games.remove(&id))
            } else {
                None
            };
            (forgotten, games.insert(game.row.id, game))
        };
        // Freed outside the lock.
        drop(forgotten);
    }

    /// The game kept for `id`, taken out: one move uses it at a time.
    pub fn take(&self, id: Uuid) -> Option<LoadedGame> {
        self.lock().remove(&id)
    }

    /// How many games are kept now.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no game is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Uuid, LoadedGame>> {
        // A panic while holding the lock leaves a map that is still whole.
        self.games.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
