//! `referee export --out DIR`: the whole record of finished public games
//! for download (docs/OPERATIONS.md, "The export"), one gzip file of
//! newline-delimited JSON per month of the log, cut at a signed tree head:
//!
//! - the first line is a [`FileHeader`]: the format, the month, the signed
//!   head the file was cut at, its number of games, and whether the month
//!   is over (a complete file is never written again);
//! - then one [`GameLine`] per finished public game whose leaf the log
//!   appended that month, in log order: its leaf, its audit path under the
//!   file's head, its full audit bundle as `GET /v1/games/{id}/audit`
//!   serves it (signed), and for a rated game its rating changes.
//!
//! `index.json` lists the files with their sizes and SHA-256. The operator
//! runs it on a schedule and serves the directory as static files; the
//! files verify offline with `referee monitor --from-export`.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::config::DatabaseConfig;
use crate::ratings::Rating;
use crate::store::{self, AsyncPgConnection, BoxError};
use crate::transparency::{self, MemoryLog, SignedTreeHead};

/// The first line's format.
pub const FORMAT: &str = "referee-export/v1";
/// The index's format.
pub const INDEX_FORMAT: &str = "referee-export-index/v1";
/// Leaves read from the database at a time.
const BATCH: i64 = 10_000;
/// A month's file is complete once the month ended this long before the
/// export: no server appends a leaf stamped in it any more.
const SETTLE: chrono::TimeDelta = chrono::TimeDelta::hours(1);

/// `referee export`'s arguments.
#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub database: DatabaseConfig,
    /// The directory the files are written to (made if missing): one
    /// `games-YYYY-MM.ndjson.gz` per month and `index.json`.
    #[arg(long)]
    pub out: PathBuf,
    /// The referee's signing key (as `referee serve` takes it): it signs
    /// the files' tree heads. When unset, the key the server generated and
    /// keeps in the database.
    #[arg(long, env = "REFEREE_SIGNING_KEY", hide_env_values = true)]
    pub signing_key: Option<String>,
}

/// A file's first line.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileHeader {
    pub format: String,
    /// `YYYY-MM`: the month (UTC) the file's leaves were appended in.
    pub month: String,
    /// The signed tree head every line's audit path leads to.
    pub head: SignedTreeHead,
    /// The number of game lines that follow.
    pub games: usize,
    /// The month is over: the file holds all its games and is not written
    /// again.
    pub complete: bool,
}

/// One game of a file.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLine {
    pub game_id: Uuid,
    pub leaf_index: u64,
    /// The leaf's text.
    pub leaf: String,
    /// Hex hashes, the leaf's sibling first, to the file head's root.
    pub audit_path: Vec<String>,
    /// The full audit bundle, signed.
    pub bundle: crate::audit::Bundle,
    /// A rated game's rating changes, seat by seat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rating_changes: Vec<ExportedChange>,
}

/// A rating change as the export holds it: the history's, with its player.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedChange {
    pub player_id: Uuid,
    pub seq: i64,
    pub game: String,
    pub seat: i16,
    pub place: i16,
    pub before: Rating,
    pub after: Rating,
    pub finished_at: DateTime<Utc>,
}

/// `index.json`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Index {
    pub format: String,
    /// The head of the latest run.
    pub head: SignedTreeHead,
    pub files: Vec<IndexedFile>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct IndexedFile {
    pub month: String,
    pub file: String,
    pub games: usize,
    pub bytes: u64,
    /// Hex.
    pub sha256: String,
    pub tree_size: u64,
    pub complete: bool,
}

/// Runs the export.
pub fn run(args: ExportArgs) -> Result<(), BoxError> {
    actix_web::rt::System::new().block_on(export(args))
}

/// The referee's signing key: configured, or the one kept in the database.
async fn signing_key(
    conn: &mut AsyncPgConnection,
    configured: Option<&str>,
) -> Result<crate::signature::Key, BoxError> {
    let text = match configured.filter(|s| !s.is_empty()) {
        Some(text) => text.to_owned(),
        None => store::settings::get(conn, store::settings::SIGNING_KEY_SETTING)
            .await?
            .ok_or(
                "no REFEREE_SIGNING_KEY and none kept in the database: has a server run on it?",
            )?,
    };
    let seed: [u8; 32] = hex::decode(text.trim())
        .ok()
        .and_then(|bytes| bytes.try_into().ok())
        .ok_or("the signing key is not 64 hex digits")?;
    Ok(crate::signature::Key::from_bytes(&seed))
}

/// A leaf of a finished public game, to write.
struct Exported {
    index: u64,
    game_id: Uuid,
    leaf: String,
}

async fn export(args: ExportArgs) -> Result<(), BoxError> {
    use diesel_async::AsyncConnection;
    let started = std::time::Instant::now();
    let mut conn = AsyncPgConnection::establish(&args.database.database_url).await?;
    let key = signing_key(&mut conn, args.signing_key.as_deref()).await?;
    std::fs::create_dir_all(&args.out).map_err(|e| format!("{}: {e}", args.out.display()))?;
    let size = store::log::size(&mut conn).await?;
    // Every leaf's hash (the paths need the whole tree), and the public
    // finished games by month of their leaf.
    let mut tree = MemoryLog::default();
    let mut months: BTreeMap<String, Vec<Exported>> = BTreeMap::new();
    let mut start = 0;
    let end = i64::try_from(size)?;
    while start < end {
        let rows = store::entries::between(&mut conn, start, end.min(start + BATCH)).await?;
        for row in &rows {
            if u64::try_from(row.leaf_index)? != tree.size() {
                return Err(format!("the log has no leaf {}", tree.size()).into());
            }
            tree.push(transparency::leaf_hash(&row.leaf));
            if row.public_finished {
                months
                    .entry(row.appended_at.format("%Y-%m").to_string())
                    .or_default()
                    .push(Exported {
                        index: tree.size() - 1,
                        game_id: row.game_id,
                        leaf: String::from_utf8(row.leaf.clone())?,
                    });
            }
        }
        start += BATCH;
    }
    if tree.size() != size {
        return Err(format!("the log holds {} leaves, not {size}", tree.size()).into());
    }
    let root = transparency::root(size, &mut tree.reader());
    let now = Utc::now();
    let head = SignedTreeHead::sign(size, &root, now.timestamp_millis(), &key);
    let old = read_index(&args.out.join("index.json"));
    let mut files = Vec::new();
    let (mut written, mut kept) = (0, 0);
    for (month, games) in &months {
        let file = format!("games-{month}.ndjson.gz");
        if let Some(done) = old
            .iter()
            .flat_map(|i| &i.files)
            .find(|f| f.month == *month && f.complete && args.out.join(&f.file).exists())
        {
            files.push(done.clone());
            kept += 1;
            continue;
        }
        let complete = month_end(month).is_some_and(|end| end + SETTLE <= now);
        let header = FileHeader {
            format: FORMAT.to_owned(),
            month: month.clone(),
            head: head.clone(),
            games: games.len(),
            complete,
        };
        let path = args.out.join(&file);
        let (bytes, sha256) = write_file(&mut conn, &path, &header, games, &tree, &key).await?;
        println!(
            "{file}: {} games, {bytes} bytes{}",
            games.len(),
            if complete { ", complete" } else { "" }
        );
        files.push(IndexedFile {
            month: month.clone(),
            file,
            games: games.len(),
            bytes,
            sha256,
            tree_size: size,
            complete,
        });
        written += 1;
    }
    let index = Index {
        format: INDEX_FORMAT.to_owned(),
        head,
        files,
    };
    let index_path = args.out.join("index.json");
    let temporary = args.out.join(".index.json.tmp");
    std::fs::write(&temporary, serde_json::to_vec_pretty(&index)?)?;
    std::fs::rename(&temporary, &index_path)?;
    println!(
        "exported: a log of {size} games; {} public finished games in {} files ({written} written, {kept} complete and kept) in {:.1} s",
        months.values().map(Vec::len).sum::<usize>(),
        months.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The index a previous run wrote, if any and readable.
fn read_index(path: &Path) -> Option<Index> {
    let bytes = std::fs::read(path).ok()?;
    serde_json::from_slice(&bytes)
        .ok()
        .filter(|i: &Index| i.format == INDEX_FORMAT)
}

/// The first instant after the month `YYYY-MM`.
fn month_end(month: &str) -> Option<DateTime<Utc>> {
    let (year, month) = month.split_once('-')?;
    let (year, month): (i32, u32) = (year.parse().ok()?, month.parse().ok()?);
    let (year, month) = if month == 12 {
        (year + 1, 1)
    } else {
        (year, month + 1)
    };
    chrono::NaiveDate::from_ymd_opt(year, month, 1)?
        .and_hms_opt(0, 0, 0)
        .map(|t| t.and_utc())
}

/// Writes one month's file (to a temporary name, then renamed); its size
/// and SHA-256.
async fn write_file(
    conn: &mut AsyncPgConnection,
    path: &Path,
    header: &FileHeader,
    games: &[Exported],
    tree: &MemoryLog,
    key: &crate::signature::Key,
) -> Result<(u64, String), BoxError> {
    let temporary = path.with_extension("gz.tmp");
    let file =
        std::fs::File::create(&temporary).map_err(|e| format!("{}: {e}", temporary.display()))?;
    let mut out = flate2::write::GzEncoder::new(
        Hashing {
            inner: std::io::BufWriter::new(file),
            hash: Sha256::new(),
            bytes: 0,
        },
        flate2::Compression::default(),
    );
    serde_json::to_writer(&mut out, header)?;
    out.write_all(b"\n")?;
    let size = header.head.tree_size;
    for game in games {
        let mut bundle = crate::game::audit::full_bundle(conn, game.game_id)
            .await
            .map_err(|e| format!("game {}: {}", game.game_id, e.fault.detail))?;
        bundle.signature = Some(crate::signature::sign(&bundle, key));
        let rating_changes = if bundle.header.rated {
            store::ratings::of_game(conn, game.game_id)
                .await?
                .into_iter()
                .map(|row| ExportedChange {
                    player_id: row.player_id,
                    seq: row.seq,
                    game: row.game,
                    seat: row.seat,
                    place: row.place,
                    before: Rating {
                        mu: row.mu_before,
                        sigma: row.sigma_before,
                    },
                    after: Rating {
                        mu: row.mu_after,
                        sigma: row.sigma_after,
                    },
                    finished_at: row.finished_at,
                })
                .collect()
        } else {
            Vec::new()
        };
        let line = GameLine {
            game_id: game.game_id,
            leaf_index: game.index,
            leaf: game.leaf.clone(),
            audit_path: transparency::inclusion_path(game.index, size, &mut tree.reader())
                .iter()
                .map(crate::lowerhex::encode)
                .collect(),
            bundle,
            rating_changes,
        };
        serde_json::to_writer(&mut out, &line)?;
        out.write_all(b"\n")?;
    }
    let hashing = out.finish()?;
    let sha256 = crate::lowerhex::encode(hashing.hash.finalize());
    hashing
        .inner
        .into_inner()
        .map_err(|e| e.into_error())?
        .sync_all()?;
    std::fs::rename(&temporary, path)?;
    Ok((hashing.bytes, sha256))
}

/// A writer that hashes and counts what it passes on.
struct Hashing<W> {
    inner: W,
    hash: Sha256,
    bytes: u64,
}

impl<W: Write> Write for Hashing<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.hash.update(&buf[..n]);
        self.bytes += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}
