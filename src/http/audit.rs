use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{get, web, HttpResponse};
use futures_util::{stream, StreamExt as _};
use uuid::Uuid;

use super::auth::Caller;
use super::error::{ApiError, Problem, ProblemCode};
use super::state::AppState;
use crate::audit::{self, Bundle, BundleHead, BundleView};
use crate::engine::{AnyGame, Viewer};
use crate::game::audit::{step_of, stored_head};
use crate::game::read::load;
use crate::game::table::audit_header;
use crate::signature;
use crate::store;
use crate::store::models::GameStatus;

/// Steps read, redacted and sent at a time: the audit's memory is this many
/// steps, whatever the game's length.
const STEPS_PER_CHUNK: i64 = 256;

/// The game's audit bundle (docs/FAIRNESS.md). Once the game is finished it
/// holds the full, unredacted history, the server seed and the game seed,
/// and `referee verify` checks it offline. While the game runs it holds the
/// history redacted for the caller with its digests and hash chain: keep it
/// to prove later that the server did not rewrite what you were shown.
///
/// The bundle is streamed (chunked), a few hundred steps at a time: it
/// covers the game as it stood when the request arrived.
#[utoipa::path(
    tag = "games",
    params(("id" = Uuid, Path, description = "Game id")),
    security(("bearer" = ["read"])),
    responses(
        (status = 200, body = Bundle),
        (status = 403, description = "`spectators_not_allowed`: only the game's players may read it", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`game_not_found` (also for a private game the caller takes no part in)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`game_not_started`", body = Problem, content_type = "application/problem+json")
    )
)]
#[get("/games/{id}/audit")]
pub async fn audit_bundle(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let key = state.signing_key.clone();
    let start = state
        .db(async move |conn| {
            let loaded = load(conn, id).await?;
            // A private game's audit is its players' only.
            loaded.check_reader(caller.player_id)?;
            if loaded.row.status == GameStatus::Open {
                return Err(ApiError::conflict(
                    ProblemCode::GameNotStarted,
                    "the game is waiting for players",
                ));
            }
            let view = match (loaded.row.status.is_over(), loaded.viewer(caller.player_id)) {
                (true, _) => BundleView::Full,
                (_, Viewer::Seat(seat)) => BundleView::Seat { seat },
                (_, Viewer::Spectator) => BundleView::Spectator,
            };
            let mut head = BundleHead::new(
                audit_header(&loaded.row, loaded.seats.iter().map(|(s, _)| s))?,
                loaded.row.status.as_str(),
                &loaded.row.server_seed,
                loaded.row.version > 0,
                loaded.engine.as_ref(),
                view,
            )
            .map_err(ApiError::internal)?;
            // Signed before the steps are streamed: the chain's head is the
            // stored one, and the steps streamed are those up to it.
            let chain_head = stored_head(loaded.row.version, loaded.head_hash.as_deref())
                .unwrap_or_else(|| head.genesis_hash.clone());
            let steps = usize::try_from(loaded.row.version).map_err(ApiError::internal)?;
            let text = signature::text(id, &head.status, steps, &chain_head);
            head.signature = Some(signature::sign_text(&text, &key));
            let chunks = Chunks {
                id,
                // Steps are never changed once stored: every step up to the
                // version read here is the history of this bundle, however
                // many reads it takes.
                through: loaded.row.version,
                after: 0,
                view,
                server_seed: loaded.row.server_seed.clone(),
                engine: loaded.engine.map(std::sync::Arc::new),
                first: true,
            };
            Ok((open_bundle(&head)?, chunks))
        })
        .await?;
    let (opening, chunks) = start;
    let body = stream::once(async move { Ok::<_, actix_web::Error>(opening) }).chain(
        stream::try_unfold((state, Some(chunks)), |(state, chunks)| async move {
            let Some(chunks) = chunks else {
                return Ok(None);
            };
            let id = chunks.id;
            let (bytes, rest) = chunks.next(&state).await.map_err(|err| {
                // The status line is gone: all that is left is to cut the
                // answer short, which no JSON parser accepts.
                tracing::error!(game = %id, "audit stream failed: {err:?}");
                actix_web::error::ErrorInternalServerError("audit stream failed")
            })?;
            Ok(Some((bytes, (state, rest))))
        }),
    );
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .streaming(body))
}

/// The bundle up to its steps: the head's JSON without its closing brace,
/// then `"steps":[`.
fn open_bundle(head: &BundleHead) -> Result<Bytes, ApiError> {
    let mut json = serde_json::to_vec(head).map_err(ApiError::internal)?;
    // A struct serialises as an object: it ends with `}`.
    json.pop();
    json.extend_from_slice(br#","steps":["#);
    Ok(Bytes::from(json))
}

/// Where a streamed audit stands.
struct Chunks {
    id: Uuid,
    through: i64,
    after: i64,
    view: BundleView,
    server_seed: Vec<u8>,
    engine: Option<std::sync::Arc<AnyGame>>,
    /// No step written yet (no comma before the next).
    first: bool,
}

impl Chunks {
    /// The next steps as JSON, and what is left (`None` once the bundle is
    /// closed).
    async fn next(self, state: &AppState) -> Result<(Bytes, Option<Chunks>), ApiError> {
        let (id, after, through) = (self.id, self.after, self.through);
        let rows = state
            .db(async move |conn| {
                Ok(store::events::between(conn, id, after, through, STEPS_PER_CHUNK).await?)
            })
            .await?;
        let mut json = Vec::new();
        for (index, row) in rows.iter().enumerate() {
            if index > 0 || !self.first {
                json.push(b',');
            }
            let step = audit::bundle_step(
                self.engine.as_deref(),
                &self.server_seed,
                &step_of(row)?,
                self.view,
            )
            .map_err(ApiError::internal)?;
            serde_json::to_writer(&mut json, &step).map_err(ApiError::internal)?;
        }
        let last = rows.last().map_or(through, |row| row.seq);
        if rows.is_empty() || last >= through {
            if last < through {
                return Err(ApiError::internal(format!(
                    "steps {} to {through} are missing",
                    last + 1
                )));
            }
            json.extend_from_slice(b"]}");
            return Ok((Bytes::from(json), None));
        }
        Ok((
            Bytes::from(json),
            Some(Chunks {
                after: last,
                first: false,
                ..self
            }),
        ))
    }
}
