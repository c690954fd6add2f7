//! Two small pieces diesel lacks for the hot paths: a JSONB column read and
//! written as JSON text (no `serde_json::Value` in between), and a way to
//! keep a hand-written statement prepared on its connection.

use std::io::Write;
use std::marker::PhantomData;
use std::sync::OnceLock;

use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::expression::AsExpression;
use diesel::pg::{Pg, PgQueryBuilder, PgValue};
use diesel::query_builder::{AstPass, Query, QueryBuilder, QueryFragment, QueryId};
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

/// A statement diesel keeps prepared on its connection, although it holds
/// raw SQL: diesel never caches `sql_query` or `sql` fragments, since their
/// text could vary without bound. `K` is a marker type naming the statement:
/// diesel finds the prepared statement by `K`'s type id, without building
/// and hashing the SQL text again on every call (which took about 6 % of
/// the server's CPU on the move path). So each `K` must stand for one SQL
/// text with one list of bind types. Run with `load` or `get_result`
/// (diesel's `execute` asks a borrowed query, which bypasses this).
///
/// diesel-async still asks for the SQL text on every call, before it looks
/// the statement up; `K` keeps the text it was rendered to the first time
/// ([`Statement::text`]), so a call only collects its binds. A `Prepared`
/// is a whole statement, never a part of another (its text starts at `$1`).
#[derive(Debug, Clone)]
pub struct Prepared<K, Q>(Q, PhantomData<K>);

/// A statement [`Prepared`] keeps: where its SQL text is kept once rendered.
pub trait Statement: 'static {
    fn text() -> &'static OnceLock<String>;
}

impl<K, Q> Prepared<K, Q> {
    /// `query`, whose SQL text is the same on every call, as statement `K`.
    pub fn new(query: Q) -> Self {
        Prepared(query, PhantomData)
    }
}

impl<K: Statement, Q: QueryFragment<Pg>> QueryFragment<Pg> for Prepared<K, Q> {
    fn walk_ast<'b>(&'b self, pass: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        self.0.walk_ast(pass)
    }

    fn to_sql(&self, out: &mut PgQueryBuilder, backend: &Pg) -> QueryResult<()> {
        let text = match K::text().get() {
            Some(text) => text,
            None => {
                let fresh = render(&self.0, backend)?;
                K::text().get_or_init(|| fresh)
            }
        };
        // The tests run debug builds: there every call checks that `K`
        // stands for one text.
        #[cfg(debug_assertions)]
        {
            let fresh = render(&self.0, backend)?;
            assert_eq!(text, &fresh, "one Prepared statement marker, two SQL texts");
        }
        out.push_sql(text);
        Ok(())
    }

    fn is_safe_to_cache_prepared(&self, _backend: &Pg) -> QueryResult<bool> {
        Ok(true)
    }
}

/// `query`'s SQL text, as diesel builds it.
fn render<Q: QueryFragment<Pg>>(query: &Q, backend: &Pg) -> QueryResult<String> {
    let mut builder = PgQueryBuilder::default();
    query.to_sql(&mut builder, backend)?;
    Ok(builder.finish())
}

impl<K: 'static, Q> QueryId for Prepared<K, Q> {
    type QueryId = K;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl<K, Q: Query> Query for Prepared<K, Q> {
    type SqlType = Q::SqlType;
}

impl<K, Q> RunQueryDsl<PgConnection> for Prepared<K, Q> {}
