//! The monitor's check of the log itself: the referee's keys, the signed
//! tree head, the consistency proof from the last head verified, and the
//! leaves, read with `GET /v1/log/entries`, from which it recomputes the
//! root the head signs.

use std::collections::{BTreeMap, HashMap};

use serde::Deserialize;
use uuid::Uuid;

use super::client::Api;
use super::state::{Leaf, State};
use super::Failure;
use crate::transparency::{
    self, ConsistencyProof, MemoryLog, SignedTreeHead, LEAF_DOMAIN, LEAF_DOMAIN_V1,
};

/// Entries read per request (the endpoint's largest page).
pub const PAGE: u64 = 1000;

/// `GET /v1/log/entries`'s answer.
#[derive(Deserialize)]
struct LogEntries {
    entries: Vec<LogEntry>,
}

#[derive(Deserialize)]
struct LogEntry {
    leaf_index: u64,
    game_id: Uuid,
    leaf: String,
}

#[derive(Deserialize)]
struct PublicKeys {
    keys: Vec<PublicKey>,
}

#[derive(Deserialize)]
struct PublicKey {
    key_id: String,
    public_key: String,
}

/// The referee's public keys: those given (`--key`), else those `GET
/// /v1/keys` publishes, none of those seen before missing.
pub async fn keys(
    api: &Api,
    given: &[Vec<u8>],
    state: &mut State,
) -> Result<Vec<Vec<u8>>, Failure> {
    if !given.is_empty() {
        return Ok(given.to_vec());
    }
    let published: PublicKeys = api.get_ok("/keys", None).await.map_err(Failure::io)?;
    let mut now = BTreeMap::new();
    for key in &published.keys {
        let bytes = hex::decode(&key.public_key)
            .map_err(|_| Failure::log(format!("GET /v1/keys: key {} is not hex", key.key_id)))?;
        let id = crate::signature::key_id_of(&bytes)
            .map_err(|e| Failure::log(format!("GET /v1/keys: key {}: {e}", key.key_id)))?;
        if id != key.key_id {
            return Err(Failure::log(format!(
                "GET /v1/keys: key {} has the id {id}",
                key.key_id
            )));
        }
        now.insert(key.key_id.clone(), key.public_key.clone());
    }
    for (id, public) in &state.keys {
        if now.get(id) != Some(public) {
            return Err(Failure::log(format!(
                "the referee's key {id} ({public}) is no longer published by GET /v1/keys"
            )));
        }
    }
    state.keys = now;
    state
        .keys
        .values()
        .map(|k| hex::decode(k).map_err(|e| Failure::log(e.to_string())))
        .collect()
}

/// Checks a head's signature under the key of its id.
pub fn check_head(head: &SignedTreeHead, keys: &[Vec<u8>], what: &str) -> Result<(), Failure> {
    let public = crate::verify::key_named(keys, Some(&head.key_id))
        .ok_or_else(|| Failure::log(format!("no key to check the {what} with")))?;
    head.check(public)
        .map_err(|e| Failure::log(format!("the {what} ({} games): {e}", head.tree_size)))
}

/// The game a leaf names, and whether its game was rated (`None` for a
/// leaf of the first version, which does not say: only unrated games may
/// have one).
pub fn parse_leaf(leaf: &str) -> Result<(Uuid, Option<bool>), String> {
    let lines: Vec<&str> = leaf.split_terminator('\n').collect();
    if !leaf.ends_with('\n') {
        return Err("a leaf ends with a newline".to_owned());
    }
    let (rated, count) = match lines.first() {
        Some(&LEAF_DOMAIN) => (
            match lines.get(5) {
                Some(&"rated") => Some(true),
                Some(&"unrated") => Some(false),
                other => return Err(format!("its sixth line is {other:?}, not rated or unrated")),
            },
            6,
        ),
        Some(&LEAF_DOMAIN_V1) => (None, 5),
        other => return Err(format!("its first line is {other:?}")),
    };
    if lines.len() != count {
        return Err(format!("{} lines, not {count}", lines.len()));
    }
    if !matches!(lines[2], "finished" | "aborted") {
        return Err(format!("its status is {:?}", lines[2]));
    }
    let game = lines[1]
        .parse()
        .map_err(|_| format!("{:?} is not a game id", lines[1]))?;
    Ok((game, rated))
}

/// The entries `start..end` (all of them, page by page), checked to be
/// those indexes, each naming its game.
pub async fn entries(api: &Api, start: u64, end: u64) -> Result<Vec<(Uuid, String)>, Failure> {
    let mut read = Vec::new();
    let mut next = start;
    while next < end {
        let to = end.min(next + PAGE);
        let page: LogEntries = api
            .get_ok(&format!("/log/entries?start={next}&end={to}"), None)
            .await
            .map_err(Failure::io)?;
        if page.entries.is_empty() {
            return Err(Failure::log(format!(
                "GET /v1/log/entries serves no leaf {next}, but a signed head holds {end} leaves"
            )));
        }
        for entry in page.entries {
            if entry.leaf_index != next || next >= to {
                return Err(Failure::log(format!(
                    "GET /v1/log/entries answered leaf {} where leaf {next} was due",
                    entry.leaf_index
                )));
            }
            let (game, _) = parse_leaf(&entry.leaf).map_err(|e| {
                Failure::game(
                    entry.game_id,
                    Some(next),
                    format!("its leaf is malformed: {e}"),
                )
            })?;
            if game != entry.game_id {
                return Err(Failure::game(
                    entry.game_id,
                    Some(next),
                    format!("its leaf names game {game}"),
                ));
            }
            read.push((entry.game_id, entry.leaf));
            next += 1;
        }
    }
    Ok(read)
}

/// What a pass of the log found: the new head and the leaves new since the
/// last one.
pub struct LogPass {
    pub head: SignedTreeHead,
    pub new: Vec<(Uuid, String)>,
}

/// Reads the head, proves it extends the last one verified, reads the new
/// leaves (all leaves again when `reread`, compared with those kept) and
/// recomputes the root. `state.leaves` is not changed: the caller adds the
/// new leaves once their games are checked.
pub async fn pass(
    api: &Api,
    keys: &[Vec<u8>],
    state: &State,
    reread: bool,
    say: &mut dyn FnMut(String),
) -> Result<LogPass, Failure> {
    let head: SignedTreeHead = api.get_ok("/log/head", None).await.map_err(Failure::io)?;
    check_head(&head, keys, "tree head")?;
    say(format!(
        "ok: the tree head ({} games, root {}) is signed by the referee's key {}",
        head.tree_size, head.root_hash, head.key_id
    ));
    let kept = state.leaves.len() as u64;
    if let Some(old) = &state.head {
        let grown = consistency(api, keys, old, &head).await;
        if let Err(failure) = grown {
            // Name the first game the log no longer holds as it did.
            return Err(first_difference(api, state, &head).await.unwrap_or(failure));
        }
        say(format!(
            "ok: the log of {} games is a prefix of the log of {} games",
            old.tree_size, head.tree_size
        ));
    }
    if reread && kept > 0 {
        if let Some(failure) = first_difference(api, state, &head).await {
            return Err(failure);
        }
        say(format!("ok: the {kept} leaves read before are unchanged"));
    }
    let new = if head.tree_size > kept {
        entries(api, kept, head.tree_size).await?
    } else {
        Vec::new()
    };
    let mut seen: HashMap<Uuid, usize> = HashMap::new();
    let mut second_version = false;
    let mut tree = MemoryLog::default();
    for (index, (game, leaf)) in state
        .leaves
        .iter()
        .map(|l| (l.game_id, l.leaf.as_str()))
        .chain(new.iter().map(|(g, l)| (*g, l.as_str())))
        .enumerate()
        .take(head.tree_size as usize)
    {
        if let Some(first) = seen.insert(game, index) {
            return Err(Failure::game(
                game,
                Some(index as u64),
                format!("the log holds it twice, as leaves {first} and {index}"),
            ));
        }
        // Leaves of the first version were written before any of the
        // second: one after a second-version leaf is a leaf rewritten.
        let first_version = leaf.starts_with(LEAF_DOMAIN_V1)
            && leaf.as_bytes().get(LEAF_DOMAIN_V1.len()) == Some(&b'\n');
        if first_version && second_version {
            return Err(Failure::game(
                game,
                Some(index as u64),
                "its leaf is of the first version (it does not say whether the game was rated), after leaves of the second",
            ));
        }
        second_version |= !first_version;
        tree.push(transparency::leaf_hash(leaf.as_bytes()));
    }
    let root = transparency::root(head.tree_size, &mut tree.reader());
    if crate::lowerhex::encode(root) != head.root_hash {
        return Err(Failure::log(format!(
            "the root of the {} leaves GET /v1/log/entries serves is {}, the signed head's is {}",
            head.tree_size,
            crate::lowerhex::encode(root),
            head.root_hash
        )));
    }
    say(format!(
        "ok: the root of the {} leaves read is the signed head's ({} new)",
        head.tree_size,
        new.len()
    ));
    Ok(LogPass { head, new })
}

/// Checks that `new` extends `old`: no shrinking, no fork.
async fn consistency(
    api: &Api,
    keys: &[Vec<u8>],
    old: &SignedTreeHead,
    new: &SignedTreeHead,
) -> Result<(), Failure> {
    if new.tree_size < old.tree_size {
        return Err(Failure::log(format!(
            "the log shrank from {} games to {}",
            old.tree_size, new.tree_size
        )));
    }
    if old.tree_size == 0 {
        return Ok(());
    }
    let proof: ConsistencyProof = api
        .get_ok(
            &format!(
                "/log/consistency?from={}&to={}",
                old.tree_size, new.tree_size
            ),
            None,
        )
        .await
        .map_err(Failure::io)?;
    check_head(&proof.head, keys, "consistency proof's head")?;
    if proof.head.tree_size != new.tree_size || proof.head.root_hash != new.root_hash {
        return Err(Failure::log(format!(
            "the consistency proof leads to a tree of {} games with root {}, the head has {} with root {}",
            proof.head.tree_size, proof.head.root_hash, new.tree_size, new.root_hash
        )));
    }
    proof.check(old).map_err(|e| {
        Failure::log(format!(
            "the log of {} games is not a prefix of the log of {} games: {e}",
            old.tree_size, new.tree_size
        ))
    })
}

/// The first leaf kept that the log no longer serves as it was, named by
/// its game; `None` when every kept leaf is served unchanged.
async fn first_difference(api: &Api, state: &State, head: &SignedTreeHead) -> Option<Failure> {
    let kept = state.leaves.len() as u64;
    let upto = kept.min(head.tree_size);
    let mut start = 0;
    while start < upto {
        let end = upto.min(start + PAGE);
        let page: LogEntries = match api
            .get_ok(&format!("/log/entries?start={start}&end={end}"), None)
            .await
        {
            Ok(page) => page,
            Err(e) => return Some(Failure::io(e)),
        };
        let mut served = page.entries.iter().peekable();
        for index in start..end {
            let leaf: &Leaf = &state.leaves[index as usize];
            match served.next_if(|e| e.leaf_index == index) {
                Some(entry) if entry.game_id == leaf.game_id && entry.leaf == leaf.leaf => {}
                Some(entry) => {
                    return Some(Failure::game(
                        leaf.game_id,
                        Some(index),
                        format!(
                            "the log's leaf {index} was this game's, it is now {:?} (game {})",
                            entry.leaf, entry.game_id
                        ),
                    ))
                }
                None => {
                    return Some(Failure::game(
                        leaf.game_id,
                        Some(index),
                        format!("the log no longer serves its leaf {index}"),
                    ))
                }
            }
        }
        start = end;
    }
    if head.tree_size < kept {
        let leaf = &state.leaves[head.tree_size as usize];
        return Some(Failure::game(
            leaf.game_id,
            Some(head.tree_size),
            format!(
                "the log shrank to {} games: its leaf {} is gone",
                head.tree_size, head.tree_size
            ),
        ));
    }
    None
}
