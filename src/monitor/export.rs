//! `referee monitor --from-export FILE…`: the offline check of export files
//! (`crate::export`). For each file: the signature of the head it was cut
//! at (with `--key`), then every line's bundle as `referee verify` checks
//! it, its leaf against the bundle (rated flag included) and its audit path
//! to the head's root. The ratings as far as the files show them: each
//! rated game's changes after follow bit for bit from theirs going in and
//! the places its outcome gives, and a change going in follows from the
//! player's previous change when the files hold it. What cannot be checked
//! offline: a link to a change the files do not hold (a rated game that is
//! unlisted, or in a file not given), and that every rated game has its
//! changes in the served histories (`referee monitor URL` checks both).

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use uuid::Uuid;

use super::games::check_bundle;
use super::ratings::{check_game, going_in, same};
use super::state::{Change, GameCheck};
use crate::export::{FileHeader, GameLine, FORMAT};
use crate::transparency::InclusionProof;

/// What the files' ratings came to.
#[derive(Default)]
struct Ratings {
    /// The latest change seen of each player in each game, by `seq`.
    latest: HashMap<(Uuid, String), Change>,
    games: usize,
    linked: usize,
    unlinked: usize,
}

/// Verifies `paths` in order; the first failure names the file, the line
/// and the game.
pub fn verify_files(paths: &[PathBuf], keys: &[Vec<u8>], verbose: bool) -> Result<(), String> {
    let mut ratings = Ratings::default();
    let mut seen = HashSet::new();
    let mut total = 0;
    for path in paths {
        total += verify_file(path, keys, verbose, &mut ratings, &mut seen)?;
    }
    println!(
        "verified: {total} games in {} file(s); {} rated games' changes recomputed bit for bit; {} ratings going in follow from the player's previous change in the files, {} not checkable offline (that change is not in the files given)",
        paths.len(),
        ratings.games,
        ratings.linked,
        ratings.unlinked
    );
    Ok(())
}

/// A file's lines, gunzipped when it is gzip.
fn lines(path: &Path) -> Result<Box<dyn BufRead>, String> {
    let mut file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut magic = [0u8; 2];
    let n = file
        .read(&mut magic)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(if n == 2 && magic == [0x1f, 0x8b] {
        Box::new(BufReader::new(flate2::read::MultiGzDecoder::new(file)))
    } else {
        Box::new(BufReader::new(file))
    })
}

fn verify_file(
    path: &Path,
    keys: &[Vec<u8>],
    verbose: bool,
    ratings: &mut Ratings,
    seen: &mut HashSet<Uuid>,
) -> Result<usize, String> {
    let name = path.display();
    let mut lines = lines(path)?.lines();
    let first = lines
        .next()
        .ok_or_else(|| format!("FAILED at {name}: the file is empty"))?
        .map_err(|e| format!("FAILED at {name}: {e}"))?;
    let header: FileHeader = serde_json::from_str(&first)
        .map_err(|e| format!("FAILED at {name} line 1: not an export's header: {e}"))?;
    if header.format != FORMAT {
        return Err(format!(
            "FAILED at {name} line 1: the format is {:?}, not {FORMAT:?}",
            header.format
        ));
    }
    let head = &header.head;
    if keys.is_empty() {
        println!(
            "not checked: {name}: the head's signature (key {}): pass --key with the key GET /v1/keys publishes",
            head.key_id
        );
    } else {
        super::log::check_head(head, keys, "file's tree head")
            .map_err(|e| format!("{name}: {e}"))?;
    }
    let mut games = 0;
    let mut last: Option<u64> = None;
    for (number, line) in lines.enumerate() {
        let number = number + 2;
        let line = line.map_err(|e| format!("FAILED at {name} line {number}: {e}"))?;
        if line.is_empty() {
            continue;
        }
        let game: GameLine = serde_json::from_str(&line)
            .map_err(|e| format!("FAILED at {name} line {number}: not a game of an export: {e}"))?;
        let id = game.game_id;
        let fail =
            |message: String| format!("FAILED at game {id} ({name} line {number}): {message}");
        if game.bundle.header.game_id != id {
            return Err(fail(format!(
                "the bundle is of game {}",
                game.bundle.header.game_id
            )));
        }
        if last.is_some_and(|l| l >= game.leaf_index) || !seen.insert(id) {
            return Err(fail(
                "the lines are not in log order, or a game repeats".to_owned(),
            ));
        }
        last = Some(game.leaf_index);
        let check = check_bundle(&game.bundle, keys, &game.leaf).map_err(fail)?;
        let GameCheck::Verified { facts, .. } = check else {
            return Err(fail("not verified".to_owned()));
        };
        if !facts.finished {
            return Err(fail("the export holds finished games only".to_owned()));
        }
        InclusionProof {
            game_id: id,
            leaf_index: game.leaf_index,
            leaf: game.leaf.clone(),
            audit_path: game.audit_path.clone(),
            head: head.clone(),
        }
        .check(game.leaf.as_bytes())
        .map_err(|e| fail(format!("its inclusion proof: {e}")))?;
        if facts.rated {
            let changes: Vec<(Uuid, Change)> = game
                .rating_changes
                .iter()
                .map(|c| {
                    let change = Change {
                        seq: c.seq,
                        game_id: id,
                        game: c.game.clone(),
                        seat: c.seat,
                        place: c.place,
                        before: c.before,
                        after: c.after,
                        finished_at: c.finished_at,
                    };
                    (c.player_id, change)
                })
                .collect();
            if changes.len() != facts.seats.len() {
                return Err(fail(format!(
                    "a rated game of {} seats with {} rating changes",
                    facts.seats.len(),
                    changes.len()
                )));
            }
            let by_seat: Vec<(Uuid, &Change)> = changes.iter().map(|(p, c)| (*p, c)).collect();
            check_game(&facts, &by_seat).map_err(fail)?;
            for (player, change) in changes {
                let key = (player, change.game.clone());
                let previous = ratings.latest.get(&key).filter(|p| p.seq < change.seq);
                if same(&going_in(previous, change.finished_at), &change.before) {
                    ratings.linked += 1;
                } else {
                    ratings.unlinked += 1;
                }
                if ratings.latest.get(&key).is_none_or(|p| p.seq < change.seq) {
                    ratings.latest.insert(key, change);
                }
            }
            ratings.games += 1;
        } else if !game.rating_changes.is_empty() {
            return Err(fail("an unrated game with rating changes".to_owned()));
        }
        if verbose {
            println!(
                "ok: game {id} (leaf {}): {} {}, bundle verified, leaf matches, in the tree of {} games",
                game.leaf_index,
                if facts.rated { "rated" } else { "unrated" },
                facts.game,
                head.tree_size
            );
        }
        games += 1;
    }
    if games != header.games {
        return Err(format!(
            "FAILED at {name}: the header says {} games, the file holds {games}",
            header.games
        ));
    }
    println!(
        "ok: {name}: {games} games of {} under the signed head of {} games (root {})",
        header.month, head.tree_size, head.root_hash
    );
    Ok(games)
}
