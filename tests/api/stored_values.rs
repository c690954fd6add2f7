//! The text columns read as Rust enums: their values are the database's
//! CHECK constraints' values, and a text none of them names is refused.

use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::Text;
use diesel::IntoSql;

use referee::audit::PlayedBy;
use referee::store::models::{DeliveryStatus, GameStatus, Spectators, Visibility};

use crate::support::TestDb;

/// The values a CHECK constraint allows (`col IN ('a', 'b')`), as
/// Postgres prints it back: the quoted texts, in order.
fn allowed_by(conn: &mut PgConnection, constraint: &str) -> Vec<String> {
    let definition: String = diesel::select(sql::<Text>(&format!(
        "(SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = '{constraint}')"
    )))
    .get_result(conn)
    .unwrap();
    definition
        .split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

fn texts<T: Copy>(all: &[T], as_str: fn(T) -> &'static str) -> Vec<String> {
    all.iter().map(|v| as_str(*v).to_owned()).collect()
}

#[test]
fn each_enum_lists_exactly_its_columns_check_constraint() {
    let db = TestDb::new();
    let mut conn = db.conn();
    for (constraint, values) in [
        (
            "games_status_check",
            texts(GameStatus::ALL, GameStatus::as_str),
        ),
        (
            "games_visibility_check",
            texts(Visibility::ALL, Visibility::as_str),
        ),
        (
            "games_spectators_check",
            texts(Spectators::ALL, Spectators::as_str),
        ),
        (
            "game_events_played_by_check",
            texts(PlayedBy::ALL, PlayedBy::as_str),
        ),
        (
            "webhook_deliveries_status_check",
            texts(DeliveryStatus::ALL, DeliveryStatus::as_str),
        ),
    ] {
        assert_eq!(allowed_by(&mut conn, constraint), values, "{constraint}");
    }
}

#[test]
fn an_unknown_stored_value_is_an_error_not_public() {
    let db = TestDb::new();
    let mut conn = db.conn();
    let read = |conn: &mut PgConnection, text: &str| {
        diesel::select(text.into_sql::<Text>()).get_result::<Visibility>(conn)
    };
    assert_eq!(read(&mut conn, "private").unwrap(), Visibility::Private);
    for unknown in ["secret", "", "Public", "private "] {
        // diesel's message names the column only; the cause is in `Debug`.
        let err = format!("{:?}", read(&mut conn, unknown).expect_err(unknown));
        assert!(
            err.contains("Visibility") && err.contains(&format!("{unknown:?}")),
            "{err}"
        );
    }
    let status = diesel::select("paused".into_sql::<Text>()).get_result::<GameStatus>(&mut conn);
    assert!(status.is_err(), "{status:?}");
}
