//! Two small pieces diesel lacks for the hot paths: a JSONB column read and
//! written as JSON text (no `serde_json::Value` in between), and a way to
//! keep a hand-written statement prepared on its connection.

use std::io::Write;

use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::expression::AsExpression;
use diesel::pg::{Pg, PgValue};
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::serialize::{self, IsNull, Output, ToSql};
use diesel::sql_types::Jsonb;
use diesel::{PgConnection, QueryResult, RunQueryDsl};

/// A JSONB value as its JSON text. The engine's snapshot is parsed from it
/// straight into the typed state, and written back from the typed state's
/// text: a `Value` tree in between cost more than the parse itself.
#[derive(Debug, Clone, PartialEq, Eq, AsExpression, FromSqlRow)]
#[diesel(sql_type = Jsonb)]
pub struct JsonText(pub String);

impl JsonText {
    /// `value` as JSON text (serialised directly, no `Value` in between).
    pub fn of<T: serde::Serialize + ?Sized>(value: &T) -> serde_json::Result<Self> {
        serde_json::to_string(value).map(JsonText)
    }
}

/// The only version of the JSONB binary format: a version byte, then text.
const JSONB_VERSION: u8 = 1;

impl FromSql<Jsonb, Pg> for JsonText {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        match value.as_bytes().split_first() {
            Some((&JSONB_VERSION, text)) => Ok(JsonText(std::str::from_utf8(text)?.to_owned())),
            _ => Err("unsupported JSONB encoding version".into()),
        }
    }
}

impl ToSql<Jsonb, Pg> for JsonText {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        out.write_all(&[JSONB_VERSION])?;
        out.write_all(self.0.as_bytes())?;
        Ok(IsNull::No)
    }
}

/// A statement diesel keeps prepared on its connection (by its SQL text),
/// although it holds raw SQL: diesel never caches `sql_query` or `sql`
/// fragments, since their text could vary without bound. Only for
/// statements whose text is a constant, run with `load` or `get_result`
/// (diesel's `execute` asks a borrowed query, which bypasses this).
#[derive(Debug, Clone)]
pub struct Prepared<Q>(pub Q);

impl<Q: QueryFragment<Pg>> QueryFragment<Pg> for Prepared<Q> {
    fn walk_ast<'b>(&'b self, pass: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        self.0.walk_ast(pass)
    }

    fn is_safe_to_cache_prepared(&self, _backend: &Pg) -> QueryResult<bool> {
        Ok(true)
    }
}

impl<Q> QueryId for Prepared<Q> {
    type QueryId = ();
    // Keyed by the SQL text and the bind types.
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<Q: Query> Query for Prepared<Q> {
    type SqlType = Q::SqlType;
}

impl<Q> RunQueryDsl<PgConnection> for Prepared<Q> {}
