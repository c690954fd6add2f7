//! The monitor's check of the ratings (docs/RATINGS.md): every rating
//! change a player's served history holds is recomputed from the verified
//! bundles with the engine's rating code (`crate::ratings`), bit for bit.
//! A change going in must follow from the player's previous change of that
//! game (or a new player's rating), grown for the idle time; a game's
//! changes after must be `rate` of theirs going in and of the places its
//! bundle's outcome gives; a change may come only from a logged game whose
//! leaf says rated, and a finished rated game must have one change per
//! seat. The chain of changes starts at a new player's rating, so checking
//! every change against its predecessor checks the whole recomputation.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::state::{Change, Facts};
use crate::ratings::{self as system, Rating};

/// Whether two ratings are the same, bit for bit.
pub fn same(a: &Rating, b: &Rating) -> bool {
    a.mu.to_bits() == b.mu.to_bits() && a.sigma.to_bits() == b.sigma.to_bits()
}

fn shown(r: &Rating) -> String {
    format!("mu {} sigma {}", r.mu, r.sigma)
}

/// The rating going into a game that ended at `finished_at` after
/// `previous`, the player's previous change of that game (none: a new
/// player's rating).
pub fn going_in(previous: Option<&Change>, finished_at: DateTime<Utc>) -> Rating {
    previous.map_or(system::INITIAL, |p| {
        system::inflate(p.after, (finished_at - p.finished_at).num_seconds())
    })
}

/// Checks that `change` (of `player`) goes in as its predecessor in the
/// player's history says: `history` is the player's whole history in
/// `seq` order, `at` the change's place in it.
pub fn check_going_in(player: Uuid, history: &[Change], at: usize) -> Result<(), String> {
    let change = &history[at];
    let previous = history[..at].iter().rev().find(|c| c.game == change.game);
    let expected = going_in(previous, change.finished_at);
    if same(&expected, &change.before) {
        return Ok(());
    }
    Err(format!(
        "player {player}'s rating going into it (change {}) is {}, but {} leads to {}",
        change.seq,
        shown(&change.before),
        previous.map_or("a new player's rating".to_owned(), |p| format!(
            "the change before it (change {}, game {})",
            p.seq, p.game_id
        )),
        shown(&expected)
    ))
}

/// Checks a finished rated game's changes (`changes[i]`: seat `facts.seats[i]`'s
/// player's) against its verified facts: the seat, the place, the game and
/// its end, and each rating after as `rate` makes it from all of theirs
/// going in.
pub fn check_game(facts: &Facts, changes: &[(Uuid, &Change)]) -> Result<(), String> {
    let mut before = Vec::with_capacity(facts.seats.len());
    let mut places = Vec::with_capacity(facts.seats.len());
    for (seat, (player, change)) in facts.seats.iter().zip(changes) {
        let place = seat.place.ok_or("the game has no outcome to rate")?;
        if *player != seat.player_id
            || i64::from(change.seat) != i64::from(seat.seat)
            || usize::try_from(change.place).ok() != Some(place)
            || change.game != facts.game
            || Some(change.finished_at) != facts.finished_at
        {
            return Err(format!(
                "player {player}'s rating change {} says seat {}, place {}, {} ended {}; the bundle says seat {} ({}), place {place}, {} ended {}",
                change.seq,
                change.seat,
                change.place,
                change.game,
                change.finished_at,
                seat.seat,
                seat.player_id,
                facts.game,
                facts.finished_at.map_or("never".to_owned(), |t| t.to_string())
            ));
        }
        before.push(change.before);
        places.push(place);
    }
    let after = system::rate(&before, &places);
    for ((player, change), expected) in changes.iter().zip(&after) {
        if !same(&change.after, expected) {
            return Err(format!(
                "player {player}'s rating after it (change {}) is {}, recomputed {}",
                change.seq,
                shown(&change.after),
                shown(expected)
            ));
        }
    }
    Ok(())
}

/// A logged game as the ratings see it.
pub struct Logged<'a> {
    /// Whether its leaf says it was rated (a first-version leaf: unrated).
    pub rated: bool,
    /// Its verified facts, when its bundle could be read.
    pub facts: Option<&'a Facts>,
}

/// What the check of one game's ratings came to.
pub enum GameRatings {
    /// Every seat's change is there and recomputes.
    Done,
    /// None yet: the server applies ratings shortly after a game ends.
    Awaited,
}

/// Checks every change of `player`'s `history` that it can: its game is
/// logged and rated, and it goes in as its predecessor says. A change from
/// a game not logged (yet) is allowed for `grace` after it ended
/// (`now`: the signed head's time); later it fails.
pub fn check_history(
    player: Uuid,
    history: &[Change],
    logged: &HashMap<Uuid, Logged<'_>>,
    now: DateTime<Utc>,
    grace: chrono::Duration,
) -> Result<(), (Uuid, String)> {
    for (at, change) in history.iter().enumerate() {
        if at > 0 && history[at - 1].seq >= change.seq {
            return Err((
                change.game_id,
                format!("player {player}'s rating history is not in the order applied"),
            ));
        }
        match logged.get(&change.game_id) {
            None if now - change.finished_at > grace => {
                return Err((
                    change.game_id,
                    format!(
                        "player {player}'s rating history has a change from it (change {}), but the log does not hold it, {} s after it ended",
                        change.seq,
                        (now - change.finished_at).num_seconds()
                    ),
                ))
            }
            None => {}
            Some(game) if !game.rated => {
                return Err((
                    change.game_id,
                    format!(
                        "its leaf says unrated, but player {player}'s rating history has a change from it (change {})",
                        change.seq
                    ),
                ))
            }
            Some(game) => {
                if let Some(facts) = game.facts {
                    if !facts.finished {
                        return Err((
                            change.game_id,
                            format!(
                                "it was aborted, but player {player}'s rating history has a change from it (change {})",
                                change.seq
                            ),
                        ));
                    }
                    if !facts.seats.iter().any(|s| s.player_id == player) {
                        return Err((
                            change.game_id,
                            format!(
                                "player {player} has a rating change from it (change {}) but no seat in it",
                                change.seq
                            ),
                        ));
                    }
                }
            }
        }
        check_going_in(player, history, at).map_err(|e| (change.game_id, e))?;
    }
    Ok(())
}

/// Checks a verified rated game's changes in its seats' players'
/// `histories`: one change per seat, or none yet within `grace` of its end.
pub fn check_rated_game(
    game_id: Uuid,
    facts: &Facts,
    histories: &HashMap<Uuid, Vec<Change>>,
    now: DateTime<Utc>,
    grace: chrono::Duration,
) -> Result<GameRatings, String> {
    let mut found = Vec::with_capacity(facts.seats.len());
    for seat in &facts.seats {
        let history = histories
            .get(&seat.player_id)
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        let mut of_game = history.iter().filter(|c| c.game_id == game_id);
        let change = of_game.next();
        if of_game.next().is_some() {
            return Err(format!(
                "player {} has more than one rating change from it",
                seat.player_id
            ));
        }
        found.push(change.map(|c| (seat.player_id, c)));
    }
    if !facts.finished {
        return Ok(GameRatings::Done);
    }
    if found.iter().all(Option::is_none) {
        let ended = facts.finished_at.unwrap_or(now);
        if now - ended > grace {
            return Err(format!(
                "its leaf says rated, but none of its players has a rating change from it, {} s after it ended",
                (now - ended).num_seconds()
            ));
        }
        return Ok(GameRatings::Awaited);
    }
    let changes: Vec<(Uuid, &Change)> = found
        .iter()
        .zip(&facts.seats)
        .map(|(c, seat)| {
            c.ok_or_else(|| {
                format!(
                    "it is rated, but its player {} (seat {}) has no rating change from it",
                    seat.player_id, seat.seat
                )
            })
        })
        .collect::<Result<_, _>>()?;
    check_game(facts, &changes)?;
    Ok(GameRatings::Done)
}
