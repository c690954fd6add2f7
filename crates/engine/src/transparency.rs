//! The public log of finished games (docs/FAIRNESS.md, "The public log"):
//! an RFC 6962 Merkle tree over one leaf per finished or aborted game, its
//! signed tree heads, and the inclusion and consistency proofs of RFC 6962
//! §2.1.1–2.1.2, verified as RFC 9162 §2.1.3.2 and §2.1.4.2 say.
//!
//! The tree is read through its *perfect subtrees*: the hash of 2^level
//! leaves starting at leaf `index << level`. Every hash the RFC's recursion
//! asks for is one such subtree or is built from a few of them, so a store
//! that keeps them answers any root or proof with O(log² n) reads:
//! [`needed`] says which, and the functions here compute from them.
//! Pure: no I/O.

use std::collections::BTreeSet;

use ed25519_dalek::SigningKey;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::lowerhex;

/// A SHA-256 digest: a leaf's hash, a node's, a root.
pub type Hash = [u8; 32];

/// The first line of every leaf the referee writes.
pub const LEAF_DOMAIN: &str = "referee-log-leaf/v2";
/// The first line of the leaves written before leaves said whether their
/// game was rated: they still verify, for games whose header is unrated.
pub const LEAF_DOMAIN_V1: &str = "referee-log-leaf/v1";
/// The first line of every signed tree head's text.
pub const HEAD_DOMAIN: &str = "referee-log-tree-head/v1";

/// A leaf's hash: SHA-256(0x00 || leaf).
pub fn leaf_hash(leaf: &[u8]) -> Hash {
    let mut hasher = Sha256::new();
    hasher.update([0u8]);
    hasher.update(leaf);
    hasher.finalize().into()
}

/// An interior node's hash: SHA-256(0x01 || left || right).
pub fn node_hash(left: &Hash, right: &Hash) -> Hash {
    let mut hasher = Sha256::new();
    hasher.update([1u8]);
    hasher.update(left);
    hasher.update(right);
    hasher.finalize().into()
}

/// The root of the empty tree: SHA-256 of nothing.
pub fn empty_root() -> Hash {
    Sha256::digest([]).into()
}

/// A game's leaf, as UTF-8 bytes: six lines, each ending in `\n` —
/// `referee-log-leaf/v2`, the game id, its final status (`finished` or
/// `aborted`), its number of steps, the hash after the last step (the
/// genesis hash for a game without steps), hex, and `rated` or `unrated`
/// (the header's `rated`). Final values only: nothing in it tells a card.
pub fn leaf(game_id: uuid::Uuid, status: &str, steps: usize, head: &str, rated: bool) -> Vec<u8> {
    let mut text = crate::audit::summary_text(LEAF_DOMAIN, game_id, status, steps, head);
    text.extend_from_slice(if rated { b"rated\n" } else { b"unrated\n" });
    text
}

/// The leaf of a finished (or aborted) game's full bundle.
pub fn leaf_of_bundle(bundle: &crate::audit::Bundle) -> Vec<u8> {
    leaf(
        bundle.header.game_id,
        &bundle.status,
        bundle.steps.len(),
        bundle.chain_head(),
        bundle.header.rated,
    )
}

/// The leaf `logged` must be for `bundle`: [`leaf_of_bundle`], or the
/// first version's five lines ([`LEAF_DOMAIN_V1`]) for a game whose header
/// is unrated. A rated game's leaf always says so, so the log alone proves
/// which games count for the ratings.
pub fn expected_leaf(logged: &[u8], bundle: &crate::audit::Bundle) -> Vec<u8> {
    let v1 = logged.starts_with(LEAF_DOMAIN_V1.as_bytes())
        && logged.get(LEAF_DOMAIN_V1.len()) == Some(&b'\n');
    if v1 && !bundle.header.rated {
        bundle.summary_text(LEAF_DOMAIN_V1)
    } else {
        leaf_of_bundle(bundle)
    }
}

/// The text the referee signs for a tree head, as UTF-8 bytes: four lines,
/// each ending in `\n` — `referee-log-tree-head/v1`, the tree size, the
/// root hash (hex) and the timestamp (milliseconds since the Unix epoch).
pub fn head_text(tree_size: u64, root: &Hash, timestamp: i64) -> Vec<u8> {
    format!(
        "{HEAD_DOMAIN}\n{tree_size}\n{}\n{timestamp}\n",
        lowerhex::encode(root)
    )
    .into_bytes()
}

/// A perfect subtree: the 2^`level` leaves from `index << level` on. Level
/// 0 is a leaf's hash.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Subtree {
    pub level: u32,
    pub index: u64,
}

/// The largest power of two smaller than `n` (n ≥ 2): RFC 6962's split.
fn split(n: u64) -> u64 {
    1 << (63 - (n - 1).leading_zeros())
}

/// MTH(D[lo:hi]) from perfect subtrees (hi > lo).
fn range_hash(lo: u64, hi: u64, get: &mut dyn FnMut(Subtree) -> Hash) -> Hash {
    let size = hi - lo;
    if size.is_power_of_two() && lo % size == 0 {
        return get(Subtree {
            level: size.trailing_zeros(),
            index: lo / size,
        });
    }
    let k = split(size);
    let left = range_hash(lo, lo + k, get);
    let right = range_hash(lo + k, hi, get);
    node_hash(&left, &right)
}

/// The root of the first `size` leaves (the empty root for 0).
pub fn root(size: u64, get: &mut dyn FnMut(Subtree) -> Hash) -> Hash {
    if size == 0 {
        empty_root()
    } else {
        range_hash(0, size, get)
    }
}

/// PATH(m, D[lo:hi]) of RFC 6962 §2.1.1, appended to `path`.
fn path_in(m: u64, lo: u64, hi: u64, get: &mut dyn FnMut(Subtree) -> Hash, path: &mut Vec<Hash>) {
    let size = hi - lo;
    if size <= 1 {
        return;
    }
    let k = split(size);
    if m < k {
        path_in(m, lo, lo + k, get, path);
        path.push(range_hash(lo + k, hi, get));
    } else {
        path_in(m - k, lo + k, hi, get, path);
        path.push(range_hash(lo, lo + k, get));
    }
}

/// The audit path of leaf `index` in the tree of the first `size` leaves
/// (index < size), leaf side first.
pub fn inclusion_path(index: u64, size: u64, get: &mut dyn FnMut(Subtree) -> Hash) -> Vec<Hash> {
    let mut path = Vec::new();
    path_in(index, 0, size, get, &mut path);
    path
}

/// SUBPROOF(m, D[lo:hi], b) of RFC 6962 §2.1.2, appended to `proof`.
fn subproof(
    m: u64,
    lo: u64,
    hi: u64,
    whole: bool,
    get: &mut dyn FnMut(Subtree) -> Hash,
    proof: &mut Vec<Hash>,
) {
    let size = hi - lo;
    if m == size {
        if !whole {
            proof.push(range_hash(lo, hi, get));
        }
        return;
    }
    let k = split(size);
    if m <= k {
        subproof(m, lo, lo + k, whole, get, proof);
        proof.push(range_hash(lo + k, hi, get));
    } else {
        subproof(m - k, lo + k, hi, false, get, proof);
        proof.push(range_hash(lo, lo + k, get));
    }
}

/// The consistency proof between the trees of the first `first` and the
/// first `second` leaves (0 < first ≤ second): empty when they are equal.
pub fn consistency_proof(
    first: u64,
    second: u64,
    get: &mut dyn FnMut(Subtree) -> Hash,
) -> Vec<Hash> {
    let mut proof = Vec::new();
    if 0 < first && first < second {
        subproof(first, 0, second, true, get, &mut proof);
    }
    proof
}

/// The perfect subtrees that `work` reads (whatever their hashes): what a
/// store fetches before it computes a root or a proof.
pub fn needed(work: impl FnOnce(&mut dyn FnMut(Subtree) -> Hash)) -> BTreeSet<Subtree> {
    let mut seen = BTreeSet::new();
    work(&mut |node| {
        seen.insert(node);
        [0; 32]
    });
    seen
}

/// Why a proof does not verify.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProofError {
    #[error("leaf index {index} is not below the tree size {size}")]
    IndexOutOfRange { index: u64, size: u64 },
    #[error("the proof has {0} hashes, more than the tree's height allows")]
    TooLong(usize),
    #[error("the proof has too few hashes for the tree size")]
    TooShort,
    #[error("the first tree size {first} is not between 1 and the second, {second}")]
    SizesOutOfOrder { first: u64, second: u64 },
    #[error("the proof is not empty, but both trees have the same size")]
    NotEmpty,
    #[error("the proof does not lead to the first root hash")]
    FirstRootMismatch,
    #[error("the proof does not lead to the root hash")]
    RootMismatch,
}

/// Checks that `leaf_hash` is leaf `index` of the tree of `size` leaves
/// whose root is `root`, by `path` (RFC 9162 §2.1.3.2).
pub fn verify_inclusion(
    leaf_hash: &Hash,
    index: u64,
    size: u64,
    path: &[Hash],
    root: &Hash,
) -> Result<(), ProofError> {
    if index >= size {
        return Err(ProofError::IndexOutOfRange { index, size });
    }
    let (mut fnode, mut snode) = (index, size - 1);
    let mut r = *leaf_hash;
    for p in path {
        if snode == 0 {
            return Err(ProofError::TooLong(path.len()));
        }
        if fnode & 1 == 1 || fnode == snode {
            r = node_hash(p, &r);
            while fnode & 1 == 0 && fnode != 0 {
                fnode >>= 1;
                snode >>= 1;
            }
        } else {
            r = node_hash(&r, p);
        }
        fnode >>= 1;
        snode >>= 1;
    }
    if snode != 0 {
        return Err(ProofError::TooShort);
    }
    if r != *root {
        return Err(ProofError::RootMismatch);
    }
    Ok(())
}

/// Checks that the tree of `first` leaves with root `first_root` is a
/// prefix of the tree of `second` leaves with root `second_root`, by
/// `proof` (RFC 9162 §2.1.4.2; equal sizes need an empty proof and equal
/// roots).
pub fn verify_consistency(
    first: u64,
    second: u64,
    first_root: &Hash,
    second_root: &Hash,
    proof: &[Hash],
) -> Result<(), ProofError> {
    if first == 0 || first > second {
        return Err(ProofError::SizesOutOfOrder { first, second });
    }
    if first == second {
        if !proof.is_empty() {
            return Err(ProofError::NotEmpty);
        }
        return if first_root == second_root {
            Ok(())
        } else {
            Err(ProofError::RootMismatch)
        };
    }
    let mut path: Vec<Hash> = Vec::with_capacity(proof.len() + 1);
    if first.is_power_of_two() {
        path.push(*first_root);
    }
    path.extend_from_slice(proof);
    let Some((start, rest)) = path.split_first() else {
        return Err(ProofError::TooShort);
    };
    let (mut fnode, mut snode) = (first - 1, second - 1);
    while fnode & 1 == 1 {
        fnode >>= 1;
        snode >>= 1;
    }
    let (mut fr, mut sr) = (*start, *start);
    for c in rest {
        if snode == 0 {
            return Err(ProofError::TooLong(proof.len()));
        }
        if fnode & 1 == 1 || fnode == snode {
            fr = node_hash(c, &fr);
            sr = node_hash(c, &sr);
            while fnode & 1 == 0 && fnode != 0 {
                fnode >>= 1;
                snode >>= 1;
            }
        } else {
            sr = node_hash(&sr, c);
        }
        fnode >>= 1;
        snode >>= 1;
    }
    if snode != 0 {
        return Err(ProofError::TooShort);
    }
    if fr != *first_root {
        return Err(ProofError::FirstRootMismatch);
    }
    if sr != *second_root {
        return Err(ProofError::RootMismatch);
    }
    Ok(())
}

/// The right edge of a log of some size: the perfect subtrees its size's
/// binary digits name, largest first. Appending a leaf completes the
/// subtrees up from it as long as the edge ends in one of the same level,
/// each the node of that one and the subtree just completed. The default is
/// the edge of the empty log.
#[derive(Debug, Clone, Default)]
pub struct Frontier {
    size: u64,
    edge: Vec<(Subtree, Hash)>,
}

impl Frontier {
    /// The subtrees the edge of a log of `size` leaves holds.
    pub fn subtrees(size: u64) -> Vec<Subtree> {
        let mut start = 0;
        let mut edge = Vec::new();
        for level in (0..64).rev() {
            if size & (1 << level) != 0 {
                edge.push(Subtree {
                    level,
                    index: start >> level,
                });
                start += 1 << level;
            }
        }
        edge
    }

    /// The edge of a log of `size` leaves, its hashes read by `get`.
    pub fn new(size: u64, get: &mut dyn FnMut(Subtree) -> Hash) -> Self {
        let edge = Self::subtrees(size)
            .into_iter()
            .map(|node| (node, get(node)))
            .collect();
        Frontier { size, edge }
    }

    /// The number of leaves.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// Appends a leaf's hash; the subtrees it completes, its own first.
    pub fn push(&mut self, leaf_hash: Hash) -> Vec<(Subtree, Hash)> {
        let index = self.size;
        let mut node = (Subtree { level: 0, index }, leaf_hash);
        let mut made = vec![node];
        while let Some(&(left, left_hash)) = self.edge.last() {
            if left.level != node.0.level {
                break;
            }
            self.edge.pop();
            node = (
                Subtree {
                    level: left.level + 1,
                    index: left.index / 2,
                },
                node_hash(&left_hash, &node.1),
            );
            made.push(node);
        }
        self.edge.push(node);
        self.size += 1;
        made
    }
}

/// A tree head signed by the referee (`GET /v1/log/head`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SignedTreeHead {
    /// The number of games logged.
    #[cfg_attr(feature = "openapi", schema(example = 3))]
    pub tree_size: u64,
    /// Hex, 32 bytes: the RFC 6962 root of the first `tree_size` leaves.
    #[cfg_attr(
        feature = "openapi",
        schema(example = "694820e895b6635648cb2c69a8b673593eceabf952e200da665b8b29917abd21")
    )]
    pub root_hash: String,
    /// When the referee signed it: milliseconds since the Unix epoch.
    #[cfg_attr(feature = "openapi", schema(example = 1796472000000_i64))]
    pub timestamp: i64,
    /// `ed25519`.
    pub algorithm: String,
    /// The signing key's id (`GET /v1/keys`).
    #[cfg_attr(feature = "openapi", schema(example = "34750f98bd59fcfc"))]
    pub key_id: String,
    /// Hex, 64 bytes: the Ed25519 signature of the head's four-line text
    /// (docs/FAIRNESS.md, "The public log").
    #[cfg_attr(
        feature = "openapi",
        schema(
            example = "d10171d62857b14e3bb3213eb33e8ae69e3876ecc54a5ba1c724cc44b9d01fc4ad3d3974e610899f755df1ec9be59aa33aae4e1a76e9f4589a19555ae8ecbc07"
        )
    )]
    pub signature: String,
}

impl SignedTreeHead {
    /// The head of a tree of `tree_size` leaves with root `root`, signed
    /// with `key` at `timestamp` (milliseconds since the Unix epoch).
    pub fn sign(tree_size: u64, root: &Hash, timestamp: i64, key: &SigningKey) -> Self {
        let signed = crate::signature::sign_text(&head_text(tree_size, root, timestamp), key);
        SignedTreeHead {
            tree_size,
            root_hash: lowerhex::encode(root),
            timestamp,
            algorithm: signed.algorithm,
            key_id: signed.key_id,
            signature: signed.signature,
        }
    }

    /// Its root hash.
    pub fn root(&self) -> Result<Hash, String> {
        hash_from_hex(&self.root_hash)
    }

    /// Checks its signature under `public` (32 bytes). An error says what
    /// is wrong.
    pub fn check(&self, public: &[u8]) -> Result<(), String> {
        crate::signature::check_signed(
            &self.algorithm,
            &self.key_id,
            &self.signature,
            &crate::signature::public_key(public)?,
            &head_text(self.tree_size, &self.root()?, self.timestamp),
            || "the signature does not match the tree head".to_owned(),
        )
    }
}

/// A game's place in the log (`GET /v1/log/proof/{game}`): its leaf, the
/// audit path, and the signed head of the tree the path leads to. Saved,
/// it is all `referee verify --log` needs besides the bundle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct InclusionProof {
    pub game_id: uuid::Uuid,
    /// The leaf's position in the log, from 0.
    #[cfg_attr(feature = "openapi", schema(example = 1))]
    pub leaf_index: u64,
    /// The leaf: six lines of text (docs/FAIRNESS.md, "The public log"),
    /// five for a leaf of the first version.
    #[cfg_attr(
        feature = "openapi",
        schema(
            example = "referee-log-leaf/v2\n01234567-89ab-cdef-0123-456789abcdef\nfinished\n4\n0aba837a8568245ece786d80b400be3ad320bcefaaa811904603e65357269054\nunrated\n"
        )
    )]
    pub leaf: String,
    /// Hex hashes, the leaf's sibling first (RFC 6962 §2.1.1).
    #[cfg_attr(
        feature = "openapi",
        schema(example = json!([
            "0049fe512a7de5ca16a3cb810e95720ce985c83aa026f7b301fcf41d6ea1b037",
            "cff2765d524323cd4aadc69b307b050325cb605be8dcf51297f55c681966a193"
        ]))
    )]
    pub audit_path: Vec<String>,
    /// The signed head of the tree the path leads to.
    pub head: SignedTreeHead,
}

impl InclusionProof {
    /// Checks that the proof's leaf is `leaf` and that the path leads from
    /// it to the head's root (not the head's signature: [`SignedTreeHead::check`]).
    pub fn check(&self, leaf: &[u8]) -> Result<(), String> {
        if self.leaf.as_bytes() != leaf {
            return Err(format!(
                "the logged leaf is {:?}, the bundle's is {:?}",
                self.leaf,
                String::from_utf8_lossy(leaf)
            ));
        }
        let path = hashes_from_hex(&self.audit_path)?;
        verify_inclusion(
            &leaf_hash(leaf),
            self.leaf_index,
            self.head.tree_size,
            &path,
            &self.head.root()?,
        )
        .map_err(|e| e.to_string())
    }

    /// [`check`](Self::check) against the leaf `bundle` must have been
    /// logged under ([`expected_leaf`]).
    pub fn check_bundle(&self, bundle: &crate::audit::Bundle) -> Result<(), String> {
        self.check(&expected_leaf(self.leaf.as_bytes(), bundle))
    }
}

/// The proof that the log of `first` leaves is a prefix of the log under
/// `head` (`GET /v1/log/consistency`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ConsistencyProof {
    /// The older tree's size (`from`).
    #[cfg_attr(feature = "openapi", schema(example = 2))]
    pub first: u64,
    /// Hex hashes (RFC 6962 §2.1.2); empty when both sizes are equal.
    #[cfg_attr(
        feature = "openapi",
        schema(example = json!(["cff2765d524323cd4aadc69b307b050325cb605be8dcf51297f55c681966a193"]))
    )]
    pub proof: Vec<String>,
    /// The signed head of the newer tree (`to`).
    pub head: SignedTreeHead,
}

impl ConsistencyProof {
    /// Checks that `old` (a head of `first` leaves) is a prefix of the
    /// proof's head (not the heads' signatures).
    pub fn check(&self, old: &SignedTreeHead) -> Result<(), String> {
        if old.tree_size != self.first {
            return Err(format!(
                "the proof is from a tree of {} leaves, the old head's has {}",
                self.first, old.tree_size
            ));
        }
        verify_consistency(
            self.first,
            self.head.tree_size,
            &old.root()?,
            &self.head.root()?,
            &hashes_from_hex(&self.proof)?,
        )
        .map_err(|e| e.to_string())
    }
}

/// Hashes from hex.
pub fn hashes_from_hex(texts: &[String]) -> Result<Vec<Hash>, String> {
    texts.iter().map(|t| hash_from_hex(t)).collect()
}

/// A hash from hex (64 digits).
pub fn hash_from_hex(text: &str) -> Result<Hash, String> {
    hex::decode(text)
        .ok()
        .and_then(|bytes| bytes.try_into().ok())
        .ok_or_else(|| format!("{text:?} is not a hash (64 hex digits)"))
}

/// The perfect subtrees of a log kept in memory, level by level: what a
/// test, a benchmark or an offline tool builds from leaf hashes.
#[derive(Debug, Clone, Default)]
pub struct MemoryLog {
    levels: Vec<Vec<Hash>>,
    frontier: Frontier,
}

impl MemoryLog {
    /// Appends a leaf's hash, keeping the subtrees it completes.
    pub fn push(&mut self, leaf_hash: Hash) {
        // Completed level by level from the leaf up, each the next of its level.
        for (node, hash) in self.frontier.push(leaf_hash) {
            let level = node.level as usize;
            if self.levels.len() <= level {
                self.levels.push(Vec::new());
            }
            self.levels[level].push(hash);
        }
    }

    /// The number of leaves.
    pub fn size(&self) -> u64 {
        self.frontier.size()
    }

    /// A complete subtree's hash. Panics for one the log has not completed:
    /// a reader asks only for complete subtrees ([`needed`]).
    pub fn get(&self, node: Subtree) -> Hash {
        self.levels
            .get(node.level as usize)
            .and_then(|level| level.get(node.index as usize))
            .copied()
            .unwrap_or_else(|| {
                panic!(
                    "{node:?} is not a complete subtree of a log of {} leaves",
                    self.size()
                )
            })
    }

    /// A reader of its subtrees for [`root`] and the proofs.
    pub fn reader(&self) -> impl FnMut(Subtree) -> Hash + '_ {
        |node| self.get(node)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn h(text: &str) -> Hash {
        hash_from_hex(text).unwrap()
    }

    /// The reference leaves of the Certificate Transparency test vectors.
    fn reference_log() -> MemoryLog {
        let mut log = MemoryLog::default();
        for leaf in [
            "",
            "00",
            "10",
            "2021",
            "3031",
            "40414243",
            "5051525354555657",
            "606162636465666768696a6b6c6d6e6f",
        ] {
            log.push(leaf_hash(&hex::decode(leaf).unwrap()));
        }
        log
    }

    /// MTH as RFC 6962 §2.1 defines it, straight over the leaf hashes.
    fn mth(leaves: &[Hash]) -> Hash {
        match leaves.len() {
            0 => empty_root(),
            1 => leaves[0],
            n => {
                let k = split(n as u64) as usize;
                node_hash(&mth(&leaves[..k]), &mth(&leaves[k..]))
            }
        }
    }

    #[test]
    fn the_roots_are_the_rfc_test_vectors() {
        let log = reference_log();
        let roots = [
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
            "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
            "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
            "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
            "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
            "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
            "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
            "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
        ];
        for (size, expected) in roots.iter().enumerate() {
            assert_eq!(
                lowerhex::encode(root(size as u64, &mut log.reader())),
                *expected,
                "size {size}"
            );
        }
    }

    #[test]
    fn the_proofs_are_the_rfc_test_vectors() {
        let log = reference_log();
        let inclusion = [
            (
                0,
                [
                    "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
                    "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
                    "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
                ],
            ),
            (
                5,
                [
                    "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
                    "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
                    "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
                ],
            ),
        ];
        for (index, expected) in inclusion {
            let path = inclusion_path(index, 8, &mut log.reader());
            assert_eq!(path, expected.map(h), "leaf {index}");
        }
        let consistency: [(u64, u64, &[&str]); 3] = [
            (
                2,
                8,
                &[
                    "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
                    "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
                ],
            ),
            (
                6,
                8,
                &[
                    "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
                    "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
                    "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
                ],
            ),
            (
                2,
                5,
                &[
                    "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
                    "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
                ],
            ),
        ];
        for (first, second, expected) in consistency {
            let proof = consistency_proof(first, second, &mut log.reader());
            let expected: Vec<Hash> = expected.iter().map(|e| h(e)).collect();
            assert_eq!(proof, expected, "{first} -> {second}");
        }
    }

    #[test]
    fn a_store_is_asked_only_for_complete_subtrees() {
        let mut log = MemoryLog::default();
        for i in 0u64..70 {
            log.push(leaf_hash(&i.to_be_bytes()));
        }
        for size in 1..=70u64 {
            for node in needed(|get| {
                root(size, get);
                inclusion_path(size / 3, size, get);
                consistency_proof(size.div_ceil(2), size, get);
            }) {
                assert!((node.index + 1) << node.level <= size, "{node:?} of {size}");
            }
        }
    }

    /// Every proof of every pair of sizes up to 70 verifies, and the
    /// RFC's own recursion over the leaves gives the same roots; proofs
    /// with a hash changed, one dropped or one added, or checked for
    /// another index, leaf or first size, fail. (A wrong size alone is not
    /// checked: the size is signed together with the root.)
    #[test]
    fn every_proof_up_to_70_leaves_verifies_and_tampered_ones_fail() {
        let mut log = MemoryLog::default();
        let mut leaves = Vec::new();
        for i in 0u64..70 {
            let hash = leaf_hash(&i.to_le_bytes());
            leaves.push(hash);
            log.push(hash);
        }
        let roots: Vec<Hash> = (0..=70).map(|n| root(n, &mut log.reader())).collect();
        for n in 0..=70usize {
            assert_eq!(roots[n], mth(&leaves[..n]), "size {n}");
        }
        for size in 1..=70u64 {
            let r = roots[size as usize];
            for index in 0..size {
                let path = inclusion_path(index, size, &mut log.reader());
                let leaf = leaves[index as usize];
                assert_eq!(verify_inclusion(&leaf, index, size, &path, &r), Ok(()));
                if size > 1 {
                    let other = (index + 1) % size;
                    assert!(verify_inclusion(&leaf, other, size, &path, &r).is_err());
                    assert!(
                        verify_inclusion(&leaves[other as usize], index, size, &path, &r).is_err()
                    );
                }
                for at in 0..path.len() {
                    let mut changed = path.clone();
                    changed[at][at % 32] ^= 1;
                    assert!(verify_inclusion(&leaf, index, size, &changed, &r).is_err());
                    let mut shorter = path.clone();
                    shorter.remove(at);
                    assert!(verify_inclusion(&leaf, index, size, &shorter, &r).is_err());
                }
                let mut longer = path.clone();
                longer.push(r);
                assert!(verify_inclusion(&leaf, index, size, &longer, &r).is_err());
            }
            for first in 1..=size {
                let proof = consistency_proof(first, size, &mut log.reader());
                let f = roots[first as usize];
                assert_eq!(verify_consistency(first, size, &f, &r, &proof), Ok(()));
                assert!(verify_consistency(first, size, &r, &f, &proof).is_err() || f == r);
                for at in 0..proof.len() {
                    let mut changed = proof.clone();
                    changed[at][31 - at % 32] ^= 0x80;
                    assert!(verify_consistency(first, size, &f, &r, &changed).is_err());
                    let mut shorter = proof.clone();
                    shorter.remove(at);
                    assert!(verify_consistency(first, size, &f, &r, &shorter).is_err());
                }
                let mut longer = proof.clone();
                longer.push(f);
                assert!(verify_consistency(first, size, &f, &r, &longer).is_err());
                if first < size {
                    // Another first size with the same proof.
                    let wrong = roots[first as usize + 1];
                    assert!(verify_consistency(first + 1, size, &wrong, &r, &proof).is_err());
                }
            }
        }
    }

    #[test]
    fn a_log_without_one_leaf_is_not_consistent_with_its_past() {
        let mut whole = MemoryLog::default();
        let mut dropped = MemoryLog::default();
        for i in 0u64..40 {
            let hash = leaf_hash(&i.to_le_bytes());
            whole.push(hash);
            if i != 17 {
                dropped.push(hash);
            }
        }
        let old = root(30, &mut whole.reader());
        // The operator's log after dropping leaf 17 and appending more.
        let new = root(39, &mut dropped.reader());
        for first in [30, 29] {
            let proof = consistency_proof(first, 39, &mut dropped.reader());
            assert!(verify_consistency(30, 39, &old, &new, &proof).is_err());
        }
    }

    proptest! {
        #[test]
        fn random_pairs_of_large_trees_are_consistent(
            (first, second) in (1u64..3000).prop_flat_map(|second| (1..=second, Just(second))),
            index in any::<u64>(),
        ) {
            let mut log = MemoryLog::default();
            for i in 0..second {
                log.push(leaf_hash(&i.to_be_bytes()));
            }
            let f = root(first, &mut log.reader());
            let s = root(second, &mut log.reader());
            let proof = consistency_proof(first, second, &mut log.reader());
            prop_assert_eq!(verify_consistency(first, second, &f, &s, &proof), Ok(()));
            let index = index % second;
            let path = inclusion_path(index, second, &mut log.reader());
            let leaf = leaf_hash(&index.to_be_bytes());
            prop_assert_eq!(verify_inclusion(&leaf, index, second, &path, &s), Ok(()));
        }
    }

    #[test]
    fn a_frontier_appends_as_the_whole_log_does() {
        let mut frontier = Frontier::default();
        let mut leaves = Vec::new();
        let mut stored = std::collections::HashMap::new();
        for i in 0u64..100 {
            let hash = leaf_hash(&i.to_be_bytes());
            leaves.push(hash);
            for (node, node_hash) in frontier.push(hash) {
                let start = (node.index << node.level) as usize;
                let end = start + (1 << node.level);
                assert_eq!(node_hash, mth(&leaves[start..end]), "{node:?}");
                stored.insert(node, node_hash);
            }
            assert_eq!(frontier.size(), i + 1);
            // The subtrees it made are all a root needs.
            assert_eq!(root(i + 1, &mut |node| stored[&node]), mth(&leaves));
            // Resumed from the stored edge, it goes on alike.
            let mut resumed = Frontier::new(i + 1, &mut |node| stored[&node]);
            let next = leaf_hash(b"next");
            assert_eq!(resumed.push(next), frontier.clone().push(next));
        }
    }

    #[test]
    #[should_panic(expected = "is not a complete subtree of a log of 3 leaves")]
    fn a_memory_log_refuses_a_subtree_it_has_not_completed() {
        let mut log = MemoryLog::default();
        for i in 0u64..3 {
            log.push(leaf_hash(&i.to_be_bytes()));
        }
        log.get(Subtree { level: 1, index: 1 });
    }

    #[test]
    fn a_signed_head_checks_under_its_key_only() {
        let key = SigningKey::from_bytes(&[7; 32]);
        let head = SignedTreeHead::sign(5, &[3; 32], 1_000, &key);
        let public = key.verifying_key().to_bytes();
        assert_eq!(head.check(&public), Ok(()));
        let other = SigningKey::from_bytes(&[8; 32]).verifying_key().to_bytes();
        assert!(head.check(&other).is_err());
        for changed in [
            SignedTreeHead {
                tree_size: 6,
                ..head.clone()
            },
            SignedTreeHead {
                timestamp: 1_001,
                ..head.clone()
            },
            SignedTreeHead {
                root_hash: lowerhex::encode([4; 32]),
                ..head.clone()
            },
        ] {
            assert_eq!(
                changed.check(&public),
                Err("the signature does not match the tree head".to_owned())
            );
        }
    }

    #[test]
    fn the_leaf_and_head_texts() {
        let id: uuid::Uuid = "00000000-0000-0000-0000-000000000001".parse().unwrap();
        assert_eq!(
            leaf(id, "finished", 3, "ab", false),
            b"referee-log-leaf/v2\n00000000-0000-0000-0000-000000000001\nfinished\n3\nab\nunrated\n"
        );
        assert_eq!(
            leaf(id, "aborted", 0, "cd", true),
            b"referee-log-leaf/v2\n00000000-0000-0000-0000-000000000001\naborted\n0\ncd\nrated\n"
        );
        assert_eq!(
            head_text(2, &[0; 32], 5),
            format!("referee-log-tree-head/v1\n2\n{}\n5\n", "0".repeat(64)).into_bytes()
        );
    }
}
