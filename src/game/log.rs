//! The public log of finished games (docs/FAIRNESS.md, "The public log").
//! Games enter it after they end, appended by the log's appender
//! (`workers::log`): every server process runs one, and a database lock
//! lets one append at a time, so the database decides the one order and
//! the indexes have no gap. Appending apart from the step that ends a game
//! keeps the global lock off the move path; a game waits at most the
//! appender's idle poll before it is logged.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;

use super::audit::stored_head;
use super::error::{Error, ProblemCode};
use super::read::load;
use super::table::audit_header;
use crate::store::log::{NewEntry, Pending};
use crate::store::{self, AsyncPgConnection};
use crate::transparency::{self, Frontier, Hash, Subtree};

/// Games appended per transaction.
pub const BATCH: i64 = 256;

/// A game's leaf: its id, final status, number of steps, the hash after
/// its last step, as stored (for a game aborted before its deal, the genesis
/// hash of its header, which takes reading the game whole), and whether it
/// was rated.
async fn leaf_of(conn: &mut AsyncPgConnection, game: &Pending) -> Result<Vec<u8>, Error> {
    let head = match stored_head(game.version, game.head_hash.as_deref()) {
        Some(head) => head,
        None => {
            let loaded = load(conn, game.id).await?;
            crate::lowerhex::encode(
                audit_header(&loaded.row, loaded.seats.iter().map(|(s, _)| s))?.genesis(),
            )
        }
    };
    let steps = usize::try_from(game.version).map_err(Error::internal)?;
    Ok(transparency::leaf(
        game.id,
        &game.status,
        steps,
        &head,
        game.rated,
    ))
}

/// Appends the next games over and not logged yet, up to [`BATCH`] of
/// them; how many.
pub async fn append_pending(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
) -> Result<usize, Error> {
    conn.transaction(async |conn| {
        store::log::lock_appender(conn).await?;
        let games = store::log::pending(conn, BATCH).await?;
        let mut leaves = Vec::with_capacity(games.len());
        for game in &games {
            leaves.push((game.id, leaf_of(conn, game).await?));
        }
        append_leaves(conn, &leaves, now).await?;
        Ok(leaves.len())
    })
    .await
}

/// Appends `leaves` (game, leaf) at the log's end, with the subtrees they
/// complete. The caller holds the appender's lock
/// ([`store::log::lock_appender`]) in the same transaction.
pub async fn append_leaves(
    conn: &mut AsyncPgConnection,
    leaves: &[(Uuid, Vec<u8>)],
    now: DateTime<Utc>,
) -> Result<(), Error> {
    if leaves.is_empty() {
        return Ok(());
    }
    let size = store::log::size(conn).await?;
    let edge = read_subtrees(conn, Frontier::subtrees(size)).await?;
    let mut frontier = Frontier::new(size, &mut |node| edge[&node]);
    let mut entries = Vec::with_capacity(leaves.len());
    let mut nodes = Vec::with_capacity(leaves.len() * 2);
    for (game_id, leaf) in leaves {
        let leaf_index = i64::try_from(frontier.size()).map_err(Error::internal)?;
        nodes.extend(frontier.push(transparency::leaf_hash(leaf)));
        entries.push(NewEntry {
            leaf_index,
            game_id: *game_id,
            leaf: leaf.clone(),
            appended_at: now,
        });
    }
    store::log::append(conn, &entries, &nodes).await?;
    Ok(())
}

/// The stored hashes of `wanted`; all of them, or an internal error.
async fn read_subtrees(
    conn: &mut AsyncPgConnection,
    wanted: impl IntoIterator<Item = Subtree>,
) -> Result<HashMap<Subtree, Hash>, Error> {
    let wanted = wanted.into_iter().collect();
    let got = store::log::subtrees(conn, &wanted).await?;
    if got.len() != wanted.len() {
        return Err(Error::internal(format!(
            "the log misses {} of its subtrees",
            wanted.len() - got.len()
        )));
    }
    Ok(got)
}

/// Runs `work` (a root or a proof) over the stored subtrees it reads.
async fn compute<T>(
    conn: &mut AsyncPgConnection,
    work: impl Fn(&mut dyn FnMut(Subtree) -> Hash) -> T,
) -> Result<T, Error> {
    let wanted = transparency::needed(|get| {
        work(get);
    });
    let got = read_subtrees(conn, wanted).await?;
    Ok(work(&mut |node| got[&node]))
}

/// The log's size now and its root.
pub async fn head(conn: &mut AsyncPgConnection) -> Result<(u64, Hash), Error> {
    let size = store::log::size(conn).await?;
    let root = compute(conn, |get| transparency::root(size, get)).await?;
    Ok((size, root))
}

/// `size` if the log has that many leaves, else `invalid_tree_size`.
fn within(size: u64, current: u64, name: &str) -> Result<u64, Error> {
    if size > current {
        return Err(Error::invalid(
            ProblemCode::InvalidTreeSize,
            format!("{name} is {size}, but the log holds {current} games"),
        ));
    }
    Ok(size)
}

/// A game's place in the tree of `tree_size` leaves (default: the whole
/// log now).
pub struct Inclusion {
    pub leaf_index: u64,
    pub leaf: Vec<u8>,
    pub path: Vec<Hash>,
    pub tree_size: u64,
    pub root: Hash,
}

pub async fn inclusion(
    conn: &mut AsyncPgConnection,
    game: Uuid,
    tree_size: Option<u64>,
) -> Result<Inclusion, Error> {
    let Some((index, leaf)) = store::log::entry_of(conn, game).await? else {
        return Err(Error::not_found(
            ProblemCode::GameNotLogged,
            "no game with this id is in the log: a game enters it shortly after it ends",
        ));
    };
    let index = u64::try_from(index).map_err(Error::internal)?;
    let current = store::log::size(conn).await?;
    let size = within(tree_size.unwrap_or(current), current, "tree_size")?;
    if size <= index {
        return Err(Error::invalid(
            ProblemCode::InvalidTreeSize,
            format!("the game is leaf {index}: a tree of {size} leaves does not hold it"),
        ));
    }
    let (path, root) = compute(conn, |get| {
        (
            transparency::inclusion_path(index, size, get),
            transparency::root(size, get),
        )
    })
    .await?;
    Ok(Inclusion {
        leaf_index: index,
        leaf,
        path,
        tree_size: size,
        root,
    })
}

/// The consistency proof from the tree of `from` leaves to that of `to`
/// (default: the whole log now), with the latter's root.
pub async fn consistency(
    conn: &mut AsyncPgConnection,
    from: u64,
    to: Option<u64>,
) -> Result<(u64, Vec<Hash>, Hash), Error> {
    let current = store::log::size(conn).await?;
    let to = within(to.unwrap_or(current), current, "to")?;
    if from == 0 || from > to {
        return Err(Error::invalid(
            ProblemCode::InvalidTreeSize,
            format!("from is {from}: it must be between 1 and to ({to})"),
        ));
    }
    let (proof, root) = compute(conn, |get| {
        (
            transparency::consistency_proof(from, to, get),
            transparency::root(to, get),
        )
    })
    .await?;
    Ok((to, proof, root))
}
