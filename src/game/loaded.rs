//! A game as the referee works on it: its row, seats and engine state read
//! from the store, and what follows from them (who sits where, who may
//! read it, whose turn and deadline it is).

use std::sync::OnceLock;

use chrono::{DateTime, Utc};
use serde_json::value::RawValue;
use uuid::Uuid;

use super::error::{Error, ProblemCode};
use crate::engine::{AnyGame, Seat, Viewer};
use crate::store::games::{GameRead, Invitation, RowCheck};
use crate::store::models::{Game, GameStatus, SeatRow, Spectators, Visibility};
use crate::store::ratings::ChangeRow;

/// A game with its seats and engine state, ready to be shown.
#[derive(Clone)]
pub struct LoadedGame {
    pub row: Game,
    pub seats: Vec<(SeatRow, String)>,
    pub engine: Option<AnyGame>,
    /// The players invited and not seated yet, when the read had them.
    pub invitations: Vec<Invitation>,
    /// The hash of the last stored step, when the read had it.
    pub head_hash: Option<Vec<u8>>,
    /// The row version read ([`GameRead::row_version`]): a step is stored
    /// only where it is still current.
    pub row_version: Option<String>,
    /// The rating changes of a rated game whose ratings were applied, by
    /// seat, when a read for its document asked for them
    /// ([`super::read::with_rating_changes`]).
    pub rating_changes: Option<Vec<ChangeRow>>,
    /// The options in force as JSON text: written once per running game in
    /// memory (a kept game keeps them), since neither the engine's options
    /// nor the row's `turn_time` change after the game is created, and
    /// every view and move shows them. Writing them each time shows in the
    /// CPU of a move (docs/BENCHMARKS.md, "Profiles behind choices in the
    /// code").
    options_text: OnceLock<Box<RawValue>>,
    /// The last full read of this game that had a kept one to compare
    /// with found the row changed since (another process, this process's
    /// clock or bot, a resignation stored a change): its views then read it
    /// in full at once, since a check of the kept game would likely find it
    /// out of date again and cost a second round trip. A full read that
    /// finds the row as kept clears it ([`LoadedGame::from_read`];
    /// `game::load_view`).
    pub moved_elsewhere: bool,
}

impl LoadedGame {
    pub fn new(row: Game, seats: Vec<(SeatRow, String)>) -> Result<Self, Error> {
        // Parsed from the snapshot's text straight into the typed state.
        let engine = row
            .state
            .as_ref()
            .map(|text| serde_json::from_str::<AnyGame>(&text.0))
            .transpose()
            .map_err(Error::internal)?;
        Ok(Self::with_engine(row, seats, engine))
    }

    fn with_engine(row: Game, seats: Vec<(SeatRow, String)>, engine: Option<AnyGame>) -> Self {
        LoadedGame {
            row,
            seats,
            engine,
            invitations: Vec::new(),
            head_hash: None,
            row_version: None,
            rating_changes: None,
            options_text: OnceLock::new(),
            moved_elsewhere: false,
        }
    }

    /// A game as [`crate::store::games::read`] read it. With `kept` (the
    /// game kept in memory, (`http::kept`)) read at the same row version
    /// and head hash, the row is the same, so is its snapshot: the kept
    /// parsed state is used instead of parsing the snapshot again; a kept
    /// game the row moved past marks the game `moved_elsewhere`.
    pub fn from_read(read: GameRead, kept: Option<LoadedGame>) -> Result<Self, Error> {
        let had_kept = kept.is_some();
        let same = kept.filter(|kept| {
            kept.row.id == read.game.id
                && kept.row_version.as_deref() == Some(read.row_version.as_str())
                && kept.head_hash == read.head_hash
        });
        let moved_elsewhere = had_kept && same.is_none();
        let mut loaded = match same {
            Some(kept) => LoadedGame {
                options_text: kept.options_text,
                ..LoadedGame::with_engine(read.game, read.seats, kept.engine)
            },
            None => LoadedGame::new(read.game, read.seats)?,
        };
        loaded.head_hash = read.head_hash;
        loaded.invitations = read.invitations;
        loaded.row_version = Some(read.row_version);
        loaded.moved_elsewhere = moved_elsewhere;
        Ok(loaded)
    }

    /// Whether this game, kept in memory, is still the game as stored: the
    /// row is the one it was read or written at (version, `xmin` and head
    /// hash, as the write's guard checks them). A running game's seats
    /// change only with a write of the row (a step, a resignation), its
    /// invitations only while open, and a player's name never, so nothing
    /// else needs reading (docs/ARCHITECTURE.md, "Kept games").
    pub fn is_stored_as(&self, check: &RowCheck) -> bool {
        self.row.version == check.version
            && self.row_version.as_deref() == Some(check.row_version.as_str())
            && self.head_hash == check.head_hash
    }

    /// The seat `player` holds, if any.
    pub fn seat_of(&self, player: Uuid) -> Option<Seat> {
        self.seats
            .iter()
            .find(|(s, _)| s.player_id == player)
            .and_then(|(s, _)| Seat::try_from(s.seat).ok())
    }

    /// Refuses anything but a running game: `game_not_started` while open,
    /// `game_not_open` once aborted, `game_over` once finished.
    pub fn require_active(&self) -> Result<(), Error> {
        match self.row.status {
            GameStatus::Active => Ok(()),
            GameStatus::Open => Err(Error::conflict(
                ProblemCode::GameNotStarted,
                "the game is waiting for players",
            )),
            GameStatus::Aborted => Err(Error::conflict(
                ProblemCode::GameNotOpen,
                "the game was aborted before it started",
            )),
            GameStatus::Finished => Err(Error::refused(ProblemCode::GameOver, "the game is over")),
        }
    }

    /// Whether `player` takes part in the game: its creator, seated or
    /// invited.
    pub fn is_participant(&self, player: Uuid) -> bool {
        self.row.created_by == player
            || self.seat_of(player).is_some()
            || self.invitations.iter().any(|i| i.player_id == player)
    }

    /// Refuses a reader the game is not open to: a private game answers
    /// anyone but its players exactly as a missing game does (404
    /// `game_not_found`); a game whose spectators are `players` answers
    /// 403 `spectators_not_allowed`.
    pub fn check_reader(&self, player: Uuid) -> Result<(), Error> {
        check_reader(&self.row, self.is_participant(player))
    }

    /// The seat on turn and its bot, when a bot holds it.
    pub fn bot_on_turn(&self) -> Option<(Seat, &str)> {
        let seat = self.engine.as_ref()?.to_move()?;
        self.seats
            .iter()
            .find(|(s, _)| s.seat == i16::from(seat))
            .and_then(|(s, _)| s.bot.as_deref())
            .map(|bot| (seat, bot))
    }

    /// Whether `seat` resigned.
    pub fn is_resigned(&self, seat: Seat) -> bool {
        self.seats
            .iter()
            .any(|(s, _)| s.seat == i16::from(seat) && s.resigned)
    }

    /// The deadline of the turn that begins at `at` (docs/RULES.md, "Both
    /// games — turn clocks"): `at` plus `turn_time`; `at` itself for a
    /// resigned seat, whose turns are played at once; none when nobody is
    /// on turn, or without a clock.
    pub fn deadline_of_turn(&self, at: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let seat = self.engine.as_ref()?.to_move()?;
        if self.is_resigned(seat) {
            return Some(at);
        }
        self.row
            .turn_time
            .map(|secs| at + chrono::Duration::seconds(i64::from(secs)))
    }

    pub fn viewer(&self, player: Uuid) -> Viewer {
        self.seat_of(player).map_or(Viewer::Spectator, Viewer::Seat)
    }

    /// The options in force of a running game ([`AnyGame::options_json`]),
    /// written on the first call only.
    pub fn options_in_force(&self, engine: &AnyGame) -> Box<RawValue> {
        self.options_text
            .get_or_init(|| engine.options_json(self.row.turn_time))
            .clone()
    }
}

/// [`LoadedGame::check_reader`] for a game row and whether the reader is
/// seated or invited in it.
pub fn check_reader(row: &Game, participant: bool) -> Result<(), Error> {
    if participant {
        return Ok(());
    }
    if row.visibility == Visibility::Private {
        return Err(Error::game_not_found());
    }
    if row.spectators == Spectators::Players {
        return Err(Error::forbidden(
            ProblemCode::SpectatorsNotAllowed,
            "only the game's seated and invited players may read it",
        ));
    }
    Ok(())
}
