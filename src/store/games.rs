use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use std::sync::OnceLock;
use uuid::Uuid;

use super::models::{Game, GameStatus, NewEvent, NewGame, SeatRow, Visibility};
use super::notifications::NewNotification;
use super::player_games::Listed;
use super::schema::{game_invitations, game_seats, games, player_games, players};
use super::sql::{JsonText, JsonTime, Prepared, Statement};
use super::AsyncPgConnection;

pub async fn insert(conn: &mut AsyncPgConnection, game: &NewGame) -> QueryResult<Game> {
    diesel::insert_into(games::table)
        .values(game)
        .returning(Game::as_returning())
        .get_result(conn)
        .await
}

pub async fn find(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Option<Game>> {
    games::table
        .find(id)
        .select(Game::as_select())
        .first(conn)
        .await
        .optional()
}

/// Locks the row: joins and leaves of one game are serialised on it.
pub async fn find_for_update(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Option<Game>> {
    games::table
        .find(id)
        .select(Game::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()
}

/// A game as one statement reads it for a step or a view.
#[derive(Debug)]
pub struct GameRead {
    pub game: Game,
    /// The generation of the reader's tokens (`None`: no such player).
    pub token_generation: Option<i32>,
    /// The seats with their players' names, by seat.
    pub seats: Vec<(SeatRow, String)>,
    /// The players invited (and not seated yet), oldest invitation first.
    pub invitations: Vec<Invitation>,
    /// The hash of the last stored step (`None` while open).
    pub head_hash: Option<Vec<u8>>,
    /// The row version read (Postgres' `xmin`: the transaction that wrote
    /// it). A step is written only where it is still the same
    /// ([`write_step`]): every change of the row, a step or a resignation,
    /// makes a new one.
    pub row_version: String,
}

/// The seats, their players' names and the head hash ride as scalar
/// subqueries on the game row: one round trip. Never used with a row lock
/// (`FOR UPDATE` re-reads the locked row when it changed, but not the
/// subqueries: they would show the seats as they were).
/// Given the game's id itself, not `games.id`: Citus routes a statement to
/// one shard only when every distributed table in it is filtered by the
/// same value.
const SEATS_JSON: &str = "(SELECT json_agg(json_build_array(s.seat, s.player_id, \
     encode(s.client_seed, 'hex'), s.joined_at, s.away, s.resigned, p.name, s.bot) ORDER BY s.seat)::text \
     FROM game_seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = ";
/// Each invitee's name by its key (a scalar subquery): a join left the
/// planner free to hash the whole `players` table for a game's few
/// invitations.
/// The game's id follows, as [`SEATS_JSON`]'s.
const INVITATIONS_JSON: &str = "(SELECT json_agg(json_build_array(i.player_id, \
     (SELECT p.name FROM players p WHERE p.id = i.player_id), i.seat) \
     ORDER BY i.invited_at, i.player_id)::text \
     FROM game_invitations i WHERE i.game_id = ";

/// A player invited to a game (not seated yet), with the seat kept for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    pub player_id: Uuid,
    pub name: String,
    pub seat: Option<i16>,
}

/// The columns [`read`] selects.
type ReadRow = (
    Game,
    Option<i32>,
    Option<String>,
    Option<String>,
    Option<Vec<u8>>,
    String,
);

/// A seat as [`SEATS_JSON`] lists it.
type SeatJson = (
    i16,
    Uuid,
    Option<String>,
    JsonTime,
    bool,
    bool,
    String,
    Option<String>,
);

/// The statement of [`read`], for [`Prepared`].
struct ReadStatement;
/// The statement of [`write_step`] ([`WRITE_STEP`]), for [`Prepared`].
struct WriteStepStatement;

impl Statement for ReadStatement {
    fn text() -> &'static OnceLock<String> {
        static TEXT: OnceLock<String> = OnceLock::new();
        &TEXT
    }
}

impl Statement for WriteStepStatement {
    fn text() -> &'static OnceLock<String> {
        static TEXT: OnceLock<String> = OnceLock::new();
        &TEXT
    }
}

/// The statement of [`read`].
fn read_query(
    id: Uuid,
    reader: super::players::Bearer,
) -> impl for<'a> diesel_async::methods::LoadQuery<'a, AsyncPgConnection, ReadRow>
       + diesel::query_builder::QueryFragment<diesel::pg::Pg> {
    use diesel::dsl::sql;
    use diesel::sql_types::{Nullable, Text};
    let query = games::table.filter(games::id.eq(id)).select((
        Game::as_select(),
        super::players::token_generation_of(reader),
        sql::<Nullable<Text>>(SEATS_JSON)
            .bind::<diesel::sql_types::Uuid, _>(id)
            .sql(")"),
        sql::<Nullable<Text>>(INVITATIONS_JSON)
            .bind::<diesel::sql_types::Uuid, _>(id)
            .sql(")"),
        games::head_hash,
        sql::<Text>("games.xmin::text"),
    ));
    Prepared::<ReadStatement, _>::new(query)
}

/// What [`check`] reads of a game: enough to tell whether a game kept
/// in memory is still the one stored, and to check the reader's token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowCheck {
    pub version: i64,
    pub head_hash: Option<Vec<u8>>,
    /// The row version (`xmin`), as [`GameRead::row_version`].
    pub row_version: String,
    /// The generation of the reader's tokens (`None`: no such player).
    pub token_generation: Option<i32>,
}

/// The statement of [`check`], for [`Prepared`].
struct CheckStatement;

impl Statement for CheckStatement {
    fn text() -> &'static OnceLock<String> {
        static TEXT: OnceLock<String> = OnceLock::new();
        &TEXT
    }
}

/// The statement of [`check`]: the game row's version, head hash and
/// `xmin`, and the reader's token generation; no seats, no snapshot.
fn check_query(
    id: Uuid,
    reader: super::players::Bearer,
) -> impl for<'a> diesel_async::methods::LoadQuery<
    'a,
    AsyncPgConnection,
    (i64, Option<Vec<u8>>, String, Option<i32>),
> + diesel::query_builder::QueryFragment<diesel::pg::Pg> {
    use diesel::dsl::sql;
    use diesel::sql_types::Text;
    let query = games::table.filter(games::id.eq(id)).select((
        games::version,
        games::head_hash,
        sql::<Text>("games.xmin::text"),
        super::players::token_generation_of(reader),
    ));
    Prepared::<CheckStatement, _>::new(query)
}

/// Whether a game is still as kept, in one light statement (prepared once
/// per connection) on a worker's own connection: the view of a game kept in
/// memory reads nothing else when the row is unchanged (`http::kept`).
/// `None`: no such game.
pub async fn check(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    reader: super::players::Bearer,
) -> QueryResult<Option<RowCheck>> {
    let row = check_query(id, reader).get_result(conn).await.optional()?;
    Ok(row.map(
        |(version, head_hash, row_version, token_generation)| RowCheck {
            version,
            head_hash,
            row_version,
            token_generation,
        },
    ))
}

/// The plans Postgres runs a move's statements with on `conn` ([`read`],
/// the check of a kept game ([`check`]) and [`write_step`]'s guarded update
/// of the game row, the statement of its function that reads other tables
/// ([`write_guard`])): the generic plans of their prepared statements, as `EXPLAIN (COSTS OFF)`
/// prints them, in that order. A plan follows the connection's settings and
/// the tables' statistics, so it is checked on tables of a realistic size
/// (the API suite's `plans` test).
pub async fn step_plans(conn: &mut AsyncPgConnection) -> QueryResult<Vec<String>> {
    use diesel_async::{AsyncConnection, SimpleAsyncConnection};
    // Postgres infers the reads' parameter types (diesel binds a LIMIT too).
    let inferred = |text: String| {
        let text = text
            .split(" -- binds:")
            .next()
            .unwrap_or_default()
            .to_owned();
        let params = (1..)
            .take_while(|n| text.contains(&format!("${n}")))
            .count();
        (String::new(), text, params)
    };
    let statements = [
        (
            "referee_plan_read",
            inferred(
                diesel::debug_query::<diesel::pg::Pg, _>(&read_query(
                    Uuid::nil(),
                    super::players::Bearer::nobody(),
                ))
                .to_string(),
            ),
        ),
        (
            "referee_plan_check",
            inferred(
                diesel::debug_query::<diesel::pg::Pg, _>(&check_query(
                    Uuid::nil(),
                    super::players::Bearer::nobody(),
                ))
                .to_string(),
            ),
        ),
        ("referee_plan_write", write_guard(conn).await?),
    ];
    let nulls = |n| vec!["NULL"; n].join(", ");
    // `SET LOCAL`: the connection goes back to its pool as it came, even
    // when a statement fails; prepared statements outlive a transaction,
    // so they are dropped in any case.
    let plans = conn
        .transaction(async |conn| {
            conn.batch_execute("SET LOCAL plan_cache_mode = force_generic_plan")
                .await?;
            let mut plans = Vec::with_capacity(statements.len());
            for (name, (types, text, params)) in &statements {
                conn.batch_execute(&format!("PREPARE {name}{types} AS {text}"))
                    .await?;
                let lines = diesel::sql_query(format!(
                    "EXPLAIN (COSTS OFF) EXECUTE {name}({})",
                    nulls(*params)
                ))
                .load::<PlanLine>(conn)
                .await?;
                plans.push(
                    lines
                        .into_iter()
                        .map(|line| line.line)
                        .collect::<Vec<_>>()
                        .join("\n"),
                );
            }
            Ok::<_, diesel::result::Error>(plans)
        })
        .await;
    for (name, _) in &statements {
        // Absent when its PREPARE failed.
        let _ = conn.batch_execute(&format!("DEALLOCATE {name}")).await;
    }
    plans
}

/// The function of [`WRITE_STEP`] as the database has it.
#[derive(QueryableByName)]
struct FunctionSource {
    #[diesel(sql_type = diesel::sql_types::Text)]
    source: String,
    #[diesel(sql_type = diesel::sql_types::Array<diesel::sql_types::Text>)]
    names: Vec<String>,
    #[diesel(sql_type = diesel::sql_types::Text)]
    types: String,
}

/// The guarded update of `referee_write_step`, as the database has the
/// function, with its parameters numbered (`$n` for the n-th argument):
/// its argument types, the statement, and how many arguments.
async fn write_guard(conn: &mut AsyncPgConnection) -> QueryResult<(String, String, usize)> {
    let function: FunctionSource = diesel::sql_query(
        "SELECT prosrc AS source, proargnames::text[] AS names,
             oidvectortypes(proargtypes) AS types
         FROM pg_proc WHERE proname = 'referee_write_step'",
    )
    .get_result(conn)
    .await?;
    let missing = || diesel::result::Error::NotFound;
    let from = function.source.find("UPDATE games").ok_or_else(missing)?;
    let to = from
        + function.source[from..]
            .find(" INTO written")
            .ok_or_else(missing)?;
    let mut statement = String::new();
    let mut word = String::new();
    // Each argument's name, a whole word, becomes its number.
    for c in function.source[from..to]
        .chars()
        .chain(std::iter::once(' '))
    {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        match function.names.iter().position(|name| *name == word) {
            Some(n) => statement.push_str(&format!("${}", n + 1)),
            None => statement.push_str(&word),
        }
        word.clear();
        statement.push(c);
    }
    statement.pop();
    Ok((
        format!("({})", function.types),
        statement,
        function.names.len(),
    ))
}

/// A line of `EXPLAIN`'s answer.
#[derive(QueryableByName)]
struct PlanLine {
    #[diesel(sql_type = diesel::sql_types::Text, column_name = "QUERY PLAN")]
    line: String,
}

/// Reads a game with everything a step or a view needs, in one statement
/// (prepared once per connection): the row, the token generation of
/// `reader` (pass any id when there is no token to check), the seats and
/// the head hash. Not locked: a step is written only where the row is
/// still the one read ([`write_step`]).
pub async fn read(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    reader: super::players::Bearer,
) -> QueryResult<Option<GameRead>> {
    let row: Option<ReadRow> = read_query(id, reader).get_result(conn).await.optional()?;
    game_read(id, row)
}

/// The row [`read_query`] answered, decoded.
fn game_read(id: Uuid, row: Option<ReadRow>) -> QueryResult<Option<GameRead>> {
    let Some((game, token_generation, seats, invitations, head_hash, row_version)) = row else {
        return Ok(None);
    };
    let invitations: Vec<(Uuid, String, Option<i16>)> = match invitations {
        Some(text) => serde_json::from_str(&text)
            .map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))?,
        None => Vec::new(),
    };
    let invitations = invitations
        .into_iter()
        .map(|(player_id, name, seat)| Invitation {
            player_id,
            name,
            seat,
        })
        .collect();
    let seats: Vec<SeatJson> = match seats {
        Some(text) => serde_json::from_str(&text)
            .map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))?,
        None => Vec::new(),
    };
    let seats = seats
        .into_iter()
        .map(
            |(seat, player_id, client_seed, joined_at, away, resigned, name, bot)| {
                let client_seed = client_seed
                    .map(hex::decode)
                    .transpose()
                    .map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))?;
                Ok((
                    SeatRow {
                        game_id: id,
                        seat,
                        player_id,
                        client_seed,
                        joined_at: joined_at.0,
                        away,
                        resigned,
                        bot,
                    },
                    name,
                ))
            },
        )
        .collect::<QueryResult<_>>()?;
    Ok(Some(GameRead {
        game,
        token_generation,
        seats,
        invitations,
        head_hash,
        row_version,
    }))
}

/// The seats of games `ids` with their players' names, by game and seat.
pub async fn seats_of_games(
    conn: &mut AsyncPgConnection,
    ids: &[Uuid],
) -> QueryResult<Vec<(SeatRow, String)>> {
    game_seats::table
        .inner_join(players::table)
        .filter(game_seats::game_id.eq_any(ids))
        .order((game_seats::game_id.asc(), game_seats::seat.asc()))
        .select((SeatRow::as_select(), players::name))
        .load(conn)
        .await
}

/// The seats of a game with their players' names, by seat.
pub async fn seats(
    conn: &mut AsyncPgConnection,
    game_id: Uuid,
) -> QueryResult<Vec<(SeatRow, String)>> {
    game_seats::table
        .inner_join(players::table)
        .filter(game_seats::game_id.eq(game_id))
        .order(game_seats::seat.asc())
        .select((SeatRow::as_select(), players::name))
        .load(conn)
        .await
}

/// Seats `seat`'s player in a game created at `game_created_at`, and lists
/// the game among the player's games.
pub async fn insert_seat(
    conn: &mut AsyncPgConnection,
    seat: &SeatRow,
    game_created_at: DateTime<Utc>,
) -> QueryResult<usize> {
    let seated = diesel::insert_into(game_seats::table)
        .values(seat)
        .execute(conn)
        .await?;
    super::player_games::enter(conn, seat.player_id, seat.game_id, game_created_at).await?;
    Ok(seated)
}

/// Takes `player_id`'s seat out of `game_id`, and the game out of the
/// player's games unless it is still invited.
pub async fn delete_seat(
    conn: &mut AsyncPgConnection,
    game_id: Uuid,
    player_id: Uuid,
) -> QueryResult<usize> {
    let deleted = diesel::delete(
        game_seats::table
            .filter(game_seats::game_id.eq(game_id))
            .filter(game_seats::player_id.eq(player_id)),
    )
    .execute(conn)
    .await?;
    if deleted == 0 {
        return Ok(0);
    }
    let invited = diesel::select(diesel::dsl::exists(
        game_invitations::table.find((game_id, player_id)),
    ))
    .get_result::<bool>(conn)
    .await?;
    if !invited {
        super::player_games::remove(conn, player_id, game_id).await?;
    }
    Ok(deleted)
}

/// What a move or a start writes back to the game row.
pub struct Progress<'a> {
    pub version: i64,
    pub state: &'a JsonText,
    pub status: GameStatus,
    pub turn_seat: Option<i16>,
    pub finished_at: Option<DateTime<Utc>>,
    /// When the new turn's clock runs out.
    pub turn_deadline: Option<DateTime<Utc>>,
}

/// Writes the deal that starts a game: the first snapshot, the game seed
/// and the hash of the deal's step (`head_hash`), only if the row is still
/// at `read_version`; returns the rows changed (0: someone else came
/// first). Every later step is written by [`write_step`].
pub async fn advance(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    read_version: i64,
    progress: &Progress<'_>,
    game_seed: &[u8],
    head_hash: &[u8],
) -> QueryResult<usize> {
    diesel::update(
        games::table
            .filter(games::id.eq(id))
            .filter(games::version.eq(read_version)),
    )
    .set((
        games::version.eq(progress.version),
        games::state.eq(progress.state),
        games::status.eq(progress.status),
        games::turn_seat.eq(progress.turn_seat),
        games::finished_at.eq(progress.finished_at),
        games::turn_deadline.eq(progress.turn_deadline),
        games::game_seed.eq(game_seed),
        games::head_hash.eq(head_hash),
        games::updated_at.eq(diesel::dsl::now),
    ))
    .execute(conn)
    .await
}

/// A step to store with [`write_step`].
pub struct StepWrite<'a> {
    /// The row version the step was computed from ([`GameRead::row_version`]).
    pub row_version: &'a str,
    pub read_version: i64,
    pub progress: Progress<'a>,
    pub event: &'a NewEvent,
    /// The stepping seat's new `away` flag, when it changes.
    pub away: Option<(i16, bool)>,
    /// The notifications the step sends (each player's in order): kept in
    /// the game's outbox until delivered (`store::outbox`).
    pub notifications: &'a [NewNotification],
    /// Wake every process's sweeper once the step is told: it set a turn
    /// deadline.
    pub wake_clock: bool,
    /// Wake every process's bot runner once the step is told: a bot seat is
    /// on turn.
    pub wake_bots: bool,
    /// The hash of the last step, as read: with the row version, what makes
    /// the row the one read, even should a restored database hand out the
    /// same transaction ids again.
    pub previous_hash: &'a [u8],
    /// A client's step: its player and token generation, stored only while
    /// the token is still valid (a step computed from a game kept in memory
    /// was checked by no read). `None`: the referee's own step.
    pub token: Option<(Uuid, i32)>,
    /// A step its player signed: the key, stored only while the player
    /// (of [`StepWrite::token`]) has not revoked it. The signature was
    /// checked by an earlier statement; a revocation committed since then
    /// is seen here.
    pub signing_key: Option<&'a str>,
    /// On one Postgres: the step is told by its own write (its
    /// notifications, their deliveries and the wake-ups), and no outbox row
    /// is written. `None`: the outbox row, told once this commits.
    pub tell_now: Option<TellNow>,
}

/// What a step's write needs to tell the step itself ([`StepWrite::tell_now`]).
#[derive(Debug, Clone)]
pub struct TellNow {
    pub webhook_retry_secs: f64,
    /// The waiters' payload and the workers' (`store::outbox::wake_words`);
    /// the write adds the webhooks' word when it wrote deliveries.
    pub waiters: String,
    pub workers: String,
}

/// The whole write of a step: a call of the database function
/// `referee_write_step` (its migration, `step_outbox`, has the statements),
/// which writes the snapshot where the row is still the version read (and
/// a client's token, and the key of a signed move, are still valid), and
/// only then the event, the seat's `away` flag and the step's outbox row,
/// every row keyed by the game. Its parameters are named, in the order
/// [`write_step_query`] binds them.
const WRITE_STEP: &str = "SELECT referee_write_step(
    p_game_id => $1, p_read_version => $2, p_row_version => $3, p_previous_hash => $4,
    p_version => $5, p_state => $6, p_status => $7, p_turn_seat => $8,
    p_finished_at => $9, p_turn_deadline => $10, p_at => $11,
    p_actor_seat => $12, p_action => $13, p_events => $14, p_hash => $15,
    p_idempotency_key => $16, p_request_hash => $17, p_response => $18,
    p_played_by => $19, p_signature => $20, p_away_seat => $21, p_away => $22,
    p_player_ids => $23, p_kinds => $24, p_bodies => $25,
    p_wake_clock => $26, p_wake_bots => $27,
    p_token_player => $28, p_token_generation => $29, p_signing_key => $30,
    p_tell_now => $31, p_retry_secs => $32, p_waiters_channel => $33, p_waiters => $34,
    p_work_channel => $35, p_workers => $36, p_webhooks_word => $37
) AS row_version";

/// A step [`write_step`] stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// The row version the step wrote (its `xmin`).
    pub row_version: String,
    /// The game's outbox holds an earlier step still: deliver it first.
    pub behind: bool,
}

/// Stores a step ([`WRITE_STEP`]) in one round trip (prepared once per
/// connection), and answers what it wrote. `None`: the row is
/// no longer the one read (another step or a resignation came first), or
/// the token of [`StepWrite::token`] or the key of
/// [`StepWrite::signing_key`] is no longer valid, and nothing was written.
/// Unless told by the write ([`StepWrite::tell_now`]), the step's
/// notifications are in its outbox row then: deliver them with
/// `store::outbox::deliver` once this commits.
pub async fn write_step(
    conn: &mut AsyncPgConnection,
    step: &StepWrite<'_>,
) -> QueryResult<Option<Written>> {
    let notifications = NotificationColumns::of(step.notifications);
    // Loaded, not executed: diesel's `execute` path asks a borrowed query
    // whether it may be cached, which bypasses `Prepared`.
    let stored: StoredStep = write_step_query(step, &notifications)
        .get_result(conn)
        .await?;
    Ok(match stored.step.as_deref() {
        Some([row_version, behind]) => Some(Written {
            row_version: row_version.clone(),
            behind: behind == "true",
        }),
        _ => None,
    })
}

/// The notifications of a step as three arrays of one length: recipients,
/// kinds and bodies.
pub struct NotificationColumns<'a> {
    pub players: Vec<Uuid>,
    pub kinds: Vec<&'a str>,
    pub bodies: Vec<&'a JsonText>,
}

impl<'a> NotificationColumns<'a> {
    pub fn of(notifications: &'a [NewNotification]) -> Self {
        NotificationColumns {
            players: notifications.iter().map(|n| n.player_id).collect(),
            kinds: notifications.iter().map(|n| n.kind).collect(),
            bodies: notifications.iter().map(|n| &n.body).collect(),
        }
    }
}

/// [`WRITE_STEP`] with its parameters bound, as statement
/// [`WriteStepStatement`].
fn write_step_query<'a>(
    step: &'a StepWrite<'a>,
    notifications: &'a NotificationColumns<'a>,
) -> Prepared<
    WriteStepStatement,
    impl diesel::query_builder::QueryFragment<diesel::pg::Pg>
        + diesel::query_builder::Query<SqlType = diesel::sql_types::Untyped>
        + Send
        + 'a,
> {
    use diesel::sql_types::{
        Array, Bool, Bytea, Double, Int2, Int4, Int8, Jsonb, Nullable, Text, Timestamptz,
        Uuid as SqlUuid,
    };
    let p = &step.progress;
    let e = step.event;
    let query = diesel::sql_query(WRITE_STEP)
        // The row as read.
        .bind::<SqlUuid, _>(e.game_id)
        .bind::<Int8, _>(step.read_version)
        .bind::<Text, _>(step.row_version)
        .bind::<Bytea, _>(step.previous_hash)
        // The row as stepped.
        .bind::<Int8, _>(p.version)
        .bind::<Jsonb, _>(p.state)
        .bind::<Text, _>(p.status)
        .bind::<Nullable<Int2>, _>(p.turn_seat)
        .bind::<Nullable<Timestamptz>, _>(p.finished_at)
        .bind::<Nullable<Timestamptz>, _>(p.turn_deadline)
        .bind::<Timestamptz, _>(e.created_at)
        // The event.
        .bind::<Nullable<Int2>, _>(e.actor_seat)
        .bind::<Nullable<Jsonb>, _>(&e.action)
        .bind::<Jsonb, _>(&e.events)
        .bind::<Bytea, _>(&e.hash)
        .bind::<Nullable<Text>, _>(&e.idempotency_key)
        .bind::<Nullable<Bytea>, _>(&e.request_hash)
        .bind::<Nullable<Jsonb>, _>(&e.response)
        .bind::<Nullable<Text>, _>(e.played_by.map(crate::audit::PlayedBy::as_str))
        .bind::<Nullable<Jsonb>, _>(&e.signature)
        // The seat's flag.
        .bind::<Nullable<Int2>, _>(step.away.map(|(seat, _)| seat))
        .bind::<Bool, _>(step.away.is_some_and(|(_, away)| away))
        // The outbox row.
        .bind::<Array<SqlUuid>, _>(&notifications.players)
        .bind::<Array<Text>, _>(&notifications.kinds)
        .bind::<Array<Jsonb>, _>(&notifications.bodies)
        .bind::<Bool, _>(step.wake_clock)
        .bind::<Bool, _>(step.wake_bots)
        // The mover's token and key, still valid.
        .bind::<Nullable<SqlUuid>, _>(step.token.map(|(player, _)| player))
        .bind::<Nullable<Int4>, _>(step.token.map(|(_, generation)| generation))
        .bind::<Nullable<Text>, _>(step.signing_key)
        // Told now, on one Postgres.
        .bind::<Bool, _>(step.tell_now.is_some())
        .bind::<Double, _>(step.tell_now.as_ref().map_or(0.0, |t| t.webhook_retry_secs))
        .bind::<Text, _>(super::topic::WAITERS_CHANNEL)
        .bind::<Text, _>(step.tell_now.as_ref().map_or("", |t| t.waiters.as_str()))
        .bind::<Text, _>(super::topic::WORK_CHANNEL)
        .bind::<Text, _>(step.tell_now.as_ref().map_or("", |t| t.workers.as_str()))
        .bind::<Text, _>(WEBHOOKS_WORD.as_str());
    Prepared::new(query)
}

/// The webhooks' wake-up word, which a step told by its write adds when it
/// wrote deliveries.
static WEBHOOKS_WORD: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| super::topic::Topic::Webhooks.to_string());

/// What [`WRITE_STEP`] answers: the row version the step wrote (its
/// `xmin`) and whether an earlier step is in the outbox still (`true` or
/// `false`), or NULL when it wrote nothing.
#[derive(QueryableByName)]
struct StoredStep {
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Array<diesel::sql_types::Text>>)]
    #[diesel(column_name = row_version)]
    step: Option<Vec<String>>,
}

/// Sets a seat's public flags: `away` (its turn was played by the clock)
/// and `resigned`.
pub async fn set_seat_flags(
    conn: &mut AsyncPgConnection,
    game_id: Uuid,
    seat: i16,
    away: bool,
    resigned: bool,
) -> QueryResult<usize> {
    diesel::update(
        game_seats::table
            .filter(game_seats::game_id.eq(game_id))
            .filter(game_seats::seat.eq(seat)),
    )
    .set((game_seats::away.eq(away), game_seats::resigned.eq(resigned)))
    .execute(conn)
    .await
}

/// A seat resigned: the row changes (`updated_at`), so a step computed from
/// the row before cannot be stored ([`write_step`]); with `due_since` (the
/// seat is on turn: the moment its turn began) its turn is due at once.
pub async fn mark_resigned(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    now: DateTime<Utc>,
    due_since: Option<DateTime<Utc>>,
) -> QueryResult<usize> {
    let target = games::table.filter(games::id.eq(id));
    if let Some(deadline) = due_since {
        diesel::update(target)
            .set((games::updated_at.eq(now), games::turn_deadline.eq(deadline)))
            .execute(conn)
            .await
    } else {
        diesel::update(target)
            .set(games::updated_at.eq(now))
            .execute(conn)
            .await
    }
}

/// Active games whose turn is due at `now`, earliest first (not locked:
/// each is claimed with [`claim`]).
pub async fn due_turns(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    limit: i64,
) -> QueryResult<Vec<Uuid>> {
    games::table
        .filter(games::status.eq(GameStatus::Active))
        .filter(games::turn_deadline.le(now))
        .order(games::turn_deadline.asc())
        .limit(limit)
        .select(games::id)
        .load(conn)
        .await
}

/// What a sweep claims a game for, as the sweep found it: its turn due at
/// the time given, its seats still unfilled since the time given, or its
/// bot's turn in a running game.
#[derive(Debug, Clone, Copy)]
pub enum Claim {
    TurnDue(DateTime<Utc>),
    OpenSince(DateTime<Utc>),
    Running,
}

/// Locks a game that is still as `claim` says, skipping one another process
/// holds: two sweepers never act on the same game. `false`: not claimed
/// (another has it, or it changed).
pub async fn claim(conn: &mut AsyncPgConnection, id: Uuid, claim: Claim) -> QueryResult<bool> {
    type Condition =
        Box<dyn BoxableExpression<games::table, diesel::pg::Pg, SqlType = diesel::sql_types::Bool>>;
    let still: Condition = match claim {
        Claim::TurnDue(now) => Box::new(
            games::status
                .eq(GameStatus::Active)
                .and(games::turn_deadline.le(now).assume_not_null()),
        ),
        Claim::OpenSince(before) => Box::new(
            games::status
                .eq(GameStatus::Open)
                .and(games::created_at.le(before)),
        ),
        Claim::Running => Box::new(games::status.eq(GameStatus::Active)),
    };
    games::table
        .filter(games::id.eq(id))
        .filter(still)
        .for_update()
        .skip_locked()
        .select(games::id)
        .first::<Uuid>(conn)
        .await
        .optional()
        .map(|row| row.is_some())
}

/// Links a finished game to its rematch (and notes the change on its row).
pub async fn link_rematch(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    rematch: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::update(games::table.find(id))
        .set((games::rematch.eq(rematch), games::updated_at.eq(at)))
        .execute(conn)
        .await
}

/// The version of a game now (`None`: no such game).
pub async fn version_of(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<Option<i64>> {
    games::table
        .find(id)
        .select(games::version)
        .first(conn)
        .await
        .optional()
}

/// Active games whose seat on turn is a bot, least recently changed first
/// (not locked: each is claimed with [`claim`]).
pub async fn bot_turns(conn: &mut AsyncPgConnection, limit: i64) -> QueryResult<Vec<Uuid>> {
    games::table
        .inner_join(
            game_seats::table.on(game_seats::game_id
                .eq(games::id)
                .and(games::turn_seat.eq(game_seats::seat.nullable()))),
        )
        .filter(games::status.eq(GameStatus::Active))
        .filter(game_seats::bot.is_not_null())
        .order(games::updated_at.asc())
        .limit(limit)
        .select(games::id)
        .load(conn)
        .await
}

/// Open games created before `before` (not locked: each is claimed with
/// [`claim`]).
pub async fn expired_open(
    conn: &mut AsyncPgConnection,
    before: DateTime<Utc>,
    limit: i64,
) -> QueryResult<Vec<Uuid>> {
    games::table
        .filter(games::status.eq(GameStatus::Open))
        .filter(games::created_at.le(before))
        .order(games::created_at.asc())
        .limit(limit)
        .select(games::id)
        .load(conn)
        .await
}

/// When the sweeper next has work: the earliest turn deadline, and the
/// creation time of the oldest open game.
pub struct NextDue {
    pub deadline: Option<DateTime<Utc>>,
    pub oldest_open: Option<DateTime<Utc>>,
}

pub async fn next_due(conn: &mut AsyncPgConnection) -> QueryResult<NextDue> {
    let deadline = games::table
        .filter(games::status.eq(GameStatus::Active))
        .filter(games::turn_deadline.is_not_null())
        .select(diesel::dsl::min(games::turn_deadline))
        .first::<Option<DateTime<Utc>>>(conn)
        .await?;
    let oldest_open = games::table
        .filter(games::status.eq(GameStatus::Open))
        .select(diesel::dsl::min(games::created_at))
        .first::<Option<DateTime<Utc>>>(conn)
        .await?;
    Ok(NextDue {
        deadline,
        oldest_open,
    })
}

/// Marks an open game aborted (the caller marks it ended in its players'
/// lists, [`super::player_games::mark_ended`]).
pub async fn abort(conn: &mut AsyncPgConnection, id: Uuid) -> QueryResult<usize> {
    diesel::update(
        games::table
            .filter(games::id.eq(id))
            .filter(games::status.eq(GameStatus::Open)),
    )
    .set((
        games::status.eq(GameStatus::Aborted),
        games::finished_at.eq(Utc::now()),
        games::updated_at.eq(diesel::dsl::now),
    ))
    .execute(conn)
    .await
}

/// A place in a list of games, newest first: the last game of a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameKey {
    pub created_at: DateTime<Utc>,
    pub id: Uuid,
}

impl GameKey {
    pub fn of(game: &Game) -> Self {
        GameKey {
            created_at: game.created_at,
            id: game.id,
        }
    }

    /// Games listed after this one: older, or as old with a lower id.
    fn older<QS: 'static>(
        self,
    ) -> Box<dyn BoxableExpression<QS, diesel::pg::Pg, SqlType = diesel::sql_types::Bool>> {
        super::sql::newest_after("games.created_at, games.id", (self.created_at, self.id))
    }
}

/// Which games a list holds.
#[derive(Debug, Clone, Copy, Default)]
pub struct GameFilter<'a> {
    pub status: Option<GameStatus>,
    pub game: Option<&'a str>,
    pub visibility: Option<Visibility>,
}

/// `EXISTS (a row of `T` for the outer query's game and `player`)`.
type ExistsFor<T, GameColumn, PlayerColumn> = diesel::dsl::exists<
    diesel::dsl::Filter<
        diesel::dsl::Filter<T, diesel::dsl::Eq<GameColumn, games::id>>,
        diesel::dsl::Eq<PlayerColumn, Uuid>,
    >,
>;

/// Whether `player` is seated in the game of the outer query.
fn seated(
    player: Uuid,
) -> ExistsFor<game_seats::table, game_seats::game_id, game_seats::player_id> {
    diesel::dsl::exists(
        game_seats::table
            .filter(game_seats::game_id.eq(games::id))
            .filter(game_seats::player_id.eq(player)),
    )
}

/// Whether `player` is invited to the game of the outer query.
fn invited(
    player: Uuid,
) -> ExistsFor<game_invitations::table, game_invitations::game_id, game_invitations::player_id> {
    diesel::dsl::exists(
        game_invitations::table
            .filter(game_invitations::game_id.eq(games::id))
            .filter(game_invitations::player_id.eq(player)),
    )
}

/// A page of games with the reader's seat, and the total count.
pub type GamesWithSeat = (Vec<(Game, Option<i16>)>, i64);

/// Up to `limit` games after `after` (newest first: by creation, then id),
/// with the total count of the filter: the public games, and those that
/// `viewer` created, is seated or is invited in.
pub async fn list(
    conn: &mut AsyncPgConnection,
    viewer: Uuid,
    filter: GameFilter<'_>,
    after: Option<GameKey>,
    limit: i64,
) -> QueryResult<(Vec<Game>, i64)> {
    let filtered = || {
        let mut query = games::table
            .filter(
                games::visibility
                    .eq(Visibility::Public)
                    .or(games::created_by.eq(viewer))
                    .or(seated(viewer))
                    .or(invited(viewer)),
            )
            .into_boxed();
        if let Some(status) = filter.status {
            query = query.filter(games::status.eq(status));
        }
        if let Some(game) = filter.game {
            query = query.filter(games::game.eq(game.to_owned()));
        }
        if let Some(visibility) = filter.visibility {
            query = query.filter(games::visibility.eq(visibility));
        }
        query
    };
    let total = filtered().count().get_result(conn).await?;
    let mut page = filtered();
    if let Some(key) = after {
        page = page.filter(key.older());
    }
    let page = page
        .order((games::created_at.desc(), games::id.desc()))
        .limit(limit)
        .select(Game::as_select())
        .load(conn)
        .await?;
    Ok((page, total))
}

/// The games `player_id` holds a seat or an invitation in, newest first (as
/// [`list`]), with its seat (none while only invited), and the total count;
/// with `waiting_on_player`, only those whose turn is its seat's.
///
/// The page walks the player's own list (`player_games`, newest first) in
/// batches and reads each batch's games by id, keeping those the filter
/// holds, until the page is full: without a filter a page reads what it
/// shows; with one, about what it shows divided by the share of the
/// player's games the filter holds. A list of open or running games
/// (`waiting_on_player`, or that status) reads only the games not marked
/// ended, so it costs what the player's running games hold, however many
/// it has finished. Without a filter the total is a count of the player's
/// list alone; with one, of its games the filter holds (of the games not
/// marked ended, for the running ones).
pub async fn for_player(
    conn: &mut AsyncPgConnection,
    player_id: Uuid,
    waiting_on_player: bool,
    filter: GameFilter<'_>,
    after: Option<GameKey>,
    limit: i64,
) -> QueryResult<GamesWithSeat> {
    // The most games a batch reads: a filter that holds few of a long list
    // walks it in a few statements, each of a bounded size.
    const MOST_A_BATCH: i64 = 1000;
    let seat_of = || {
        game_seats::table
            .filter(game_seats::game_id.eq(games::id))
            .filter(game_seats::player_id.eq(player_id))
            .select(game_seats::seat)
            .single_value()
    };
    let filtered = waiting_on_player
        || filter.status.is_some()
        || filter.game.is_some()
        || filter.visibility.is_some();
    let listed = if waiting_on_player
        || matches!(filter.status, Some(GameStatus::Open | GameStatus::Active))
    {
        Listed::Running
    } else {
        Listed::Every
    };
    let matching = || {
        let mut query = games::table.into_boxed();
        if waiting_on_player {
            query = query
                .filter(games::status.eq(GameStatus::Active))
                .filter(games::turn_seat.eq(seat_of()));
        }
        if let Some(status) = filter.status {
            query = query.filter(games::status.eq(status));
        }
        if let Some(game) = filter.game {
            query = query.filter(games::game.eq(game.to_owned()));
        }
        if let Some(visibility) = filter.visibility {
            query = query.filter(games::visibility.eq(visibility));
        }
        query
    };
    let total = if filtered {
        let mut listed_ids = player_games::table
            .filter(player_games::player_id.eq(player_id))
            .select(player_games::game_id)
            .into_boxed();
        if listed == Listed::Running {
            listed_ids = listed_ids.filter(player_games::ended.eq(false));
        }
        matching()
            .filter(games::id.eq_any(listed_ids))
            .count()
            .get_result(conn)
            .await?
    } else {
        super::player_games::count(conn, player_id).await?
    };
    let wanted = usize::try_from(limit).unwrap_or_default();
    let mut page: Vec<(Game, Option<i16>)> = Vec::with_capacity(wanted);
    let mut from = after.map(|key| (key.created_at, key.id));
    let mut batch = limit.min(MOST_A_BATCH);
    loop {
        let keys = super::player_games::newest(conn, player_id, listed, from, batch).await?;
        let Some(&last) = keys.last() else { break };
        let ids: Vec<Uuid> = keys.iter().map(|&(_, id)| id).collect();
        let mut rows = matching()
            .filter(games::id.eq_any(ids))
            .select((Game::as_select(), seat_of()))
            .load::<(Game, Option<i16>)>(conn)
            .await?;
        rows.sort_unstable_by_key(|(game, _)| std::cmp::Reverse((game.created_at, game.id)));
        page.extend(rows);
        if page.len() >= wanted || i64::try_from(keys.len()).unwrap_or(i64::MAX) < batch {
            break;
        }
        from = Some(last);
        batch = (batch * 4).min(MOST_A_BATCH);
    }
    page.truncate(wanted);
    Ok((page, total))
}

/// How many seats are taken in each of `ids`.
pub async fn seats_taken(
    conn: &mut AsyncPgConnection,
    ids: &[Uuid],
) -> QueryResult<Vec<(Uuid, i64)>> {
    game_seats::table
        .filter(game_seats::game_id.eq_any(ids))
        .group_by(game_seats::game_id)
        .select((game_seats::game_id, diesel::dsl::count_star()))
        .load(conn)
        .await
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

/// The running games `player` created whose seats are all bots.
pub async fn running_bot_games_of(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<i64> {
    diesel::sql_query(
        "SELECT count(*) AS n FROM games g
          WHERE g.created_by = $1 AND g.status = 'active'
            AND NOT EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.bot IS NULL)",
    )
    .bind::<diesel::sql_types::Uuid, _>(player)
    .get_result::<Count>(conn)
    .await
    .map(|count| count.n)
}

/// The open games a player created or holds a seat in.
pub async fn open_games_of(conn: &mut AsyncPgConnection, player: Uuid) -> QueryResult<i64> {
    diesel::sql_query(
        "SELECT count(*) AS n FROM (
             SELECT id FROM games WHERE status = 'open' AND created_by = $1
             UNION
             SELECT s.game_id FROM game_seats s JOIN games g ON g.id = s.game_id
              WHERE s.player_id = $1 AND g.status = 'open'
         ) mine",
    )
    .bind::<diesel::sql_types::Uuid, _>(player)
    .get_result::<Count>(conn)
    .await
    .map(|count| count.n)
}
