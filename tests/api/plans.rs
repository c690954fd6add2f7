//! The plans Postgres runs a move's two statements with, on the server's own
//! connections: every per-game table reached by its key. Postgres's default
//! planner settings ran the write with a scan of the whole `players` table
//! (twice) and of `game_seats`, and the read with both, on every move, while
//! those tables were small (hundreds to thousands of rows): the cost of a
//! move grew with the number of players.

use diesel::connection::SimpleConnection;

use crate::support::{database, TestDb};

/// Fills `db` as a server's database looks after some play: `players`
/// players and half as many games, two seats each, with statistics.
fn grown(db: &TestDb, players: u32) {
    let mut conn = db.conn();
    conn.batch_execute(&format!(
        "INSERT INTO players (id, name, api_key_hash)
             SELECT gen_random_uuid(), 'p' || i, sha256(i::text::bytea)
             FROM generate_series(1, {players}) i;
         INSERT INTO games (id, game, options, status, seat_count, seed_commitment,
                 server_seed, created_by)
             SELECT gen_random_uuid(), 'woof-meow-biscuits', '{{}}', 'active', 2,
                 '\\x00', '\\x00', p.id
             FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM players) p
             WHERE p.n % 2 = 0;
         INSERT INTO game_seats (game_id, seat, player_id)
             SELECT g.id, s.seat, CASE s.seat WHEN 0 THEN g.created_by ELSE
                 (SELECT id FROM players WHERE id < g.created_by ORDER BY id DESC LIMIT 1) END
             FROM games g CROSS JOIN (VALUES (0::smallint), (1::smallint)) s(seat);
         ANALYZE players; ANALYZE games; ANALYZE game_seats;"
    ))
    .unwrap();
}

/// Every `Seq Scan` of a per-game or player table in `plan`.
fn table_scans(plan: &str) -> Vec<&str> {
    plan.lines()
        .filter(|line| {
            line.split("Seq Scan on ")
                .nth(1)
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(|table| ["players", "game_seats", "games"].contains(&table))
        })
        .collect()
}

#[actix_web::test]
async fn a_moves_reads_and_write_reach_players_and_seats_by_their_keys() {
    for players in [400, 4_000] {
        let db = TestDb::new();
        grown(&db, players);
        let mut conn = server_connection(&database(&db.url)).await;
        let plans = referee::store::games::step_plans(&mut conn).await.unwrap();
        assert_eq!(plans.len(), 3);
        for plan in &plans {
            assert!(plan.contains("Index"), "{plan}");
            assert_eq!(
                table_scans(plan),
                Vec::<&str>::new(),
                "{players} players:\n{plan}"
            );
        }
        // The pool's connection keeps the server's setting, and gets back
        // the planner's own choice of plans.
        assert_eq!(setting(&mut conn, "random_page_cost").await, "1.1");
        assert_eq!(setting(&mut conn, "plan_cache_mode").await, "auto");
    }
}

async fn setting(conn: &mut referee::store::AsyncPgConnection, name: &str) -> String {
    use diesel_async::RunQueryDsl;
    diesel::select(diesel::dsl::sql::<diesel::sql_types::Text>(&format!(
        "current_setting('{name}')"
    )))
    .get_result(conn)
    .await
    .unwrap()
}

/// A connection of the server's own pool for `database`.
async fn server_connection(database: &referee::config::DatabaseConfig) -> referee::store::DbConn {
    let pool = referee::store::DbPools::new(database, 1).unwrap().pool();
    pool.get().await.unwrap()
}

#[actix_web::test]
async fn with_the_databases_own_planner_costs_a_small_players_table_is_scanned() {
    // What the setting is for (REFEREE_DB_RANDOM_PAGE_COST=0 leaves
    // Postgres's 4.0): on the same tables, the planner prefers scanning
    // them whole. If a Postgres release stops doing so, the setting may go.
    let db = TestDb::new();
    grown(&db, 400);
    let mut conn = server_connection(&referee::config::DatabaseConfig {
        random_page_cost: 0.0,
        ..database(&db.url)
    })
    .await;
    let plans = referee::store::games::step_plans(&mut conn).await.unwrap();
    let scans: Vec<&str> = plans.iter().flat_map(|plan| table_scans(plan)).collect();
    assert!(!scans.is_empty(), "{plans:?}");
}
