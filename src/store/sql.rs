//! Small pieces diesel lacks: a JSONB column read and written as JSON text
//! (no `serde_json::Value` in between), a way to keep a hand-written
//! statement prepared on its connection, and the keyset comparison of the
//! newest-first lists.

use std::io::Write;
use std::marker::PhantomData;
use std::sync::OnceLock;

use chrono::{DateTime, Utc};
use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::expression::AsExpression;
use diesel::pg::{Pg, PgQueryBuilder, PgValue};
use diesel::query_builder::{AstPass, Query, QueryBuilder, QueryFragment, QueryId};
use diesel::serialize::{self, IsNull, Output, ToSql};
use diesel::sql_types::Jsonb;
use diesel::QueryResult;

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
/// and hashing the SQL text again on every call (a cost that shows on the
/// move path: docs/BENCHMARKS.md, "Profiles behind choices in the code").
/// So each `K` must stand for one SQL
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

/// A `timestamptz` inside JSON text built by Postgres (`json_build_array`
/// writes it as `2026-12-03T18:49:00.123456+00:00` when the session's time
/// zone is UTC: the clusters of scripts/pg and of the postgres image take
/// the host's, UTC). Read by hand in that form: chrono's
/// RFC 3339 parser took about 950 instructions a time, one per seat on
/// every read of a game. Any other form (another offset, a leap second,
/// `Z`) goes to chrono, which decides and words every refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JsonTime(pub DateTime<Utc>);

impl<'de> serde::Deserialize<'de> for JsonTime {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct TimeText;
        impl serde::de::Visitor<'_> for TimeText {
            type Value = JsonTime;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an RFC 3339 time")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<JsonTime, E> {
                match utc_from_postgres(text) {
                    Some(time) => Ok(JsonTime(time)),
                    None => DateTime::parse_from_rfc3339(text)
                        .map(|time| JsonTime(time.with_timezone(&Utc)))
                        .map_err(E::custom),
                }
            }
        }
        d.deserialize_str(TimeText)
    }
}

/// `YYYY-MM-DDTHH:MM:SS[.f…]+00:00` (1 to 9 digits of fraction), else `None`.
fn utc_from_postgres(text: &str) -> Option<DateTime<Utc>> {
    let (head, rest) = text.as_bytes().split_at_checked(19)?;
    let fraction = rest.strip_suffix(b"+00:00")?;
    let number = |range: std::ops::Range<usize>| -> Option<u32> {
        head.get(range)?.iter().try_fold(0u32, |n, &b| {
            b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
        })
    };
    let separators = [(4, b'-'), (7, b'-'), (10, b'T'), (13, b':'), (16, b':')];
    if separators.iter().any(|&(at, b)| head[at] != b) {
        return None;
    }
    let nanos = match fraction {
        [] => 0,
        [b'.', digits @ ..] if (1..=9).contains(&digits.len()) => {
            let mut n = 0u32;
            for &b in digits {
                n = n * 10 + u32::from(b.checked_sub(b'0').filter(|d| *d < 10)?);
            }
            n * 10u32.pow(9 - digits.len() as u32)
        }
        _ => return None,
    };
    let date = chrono::NaiveDate::from_ymd_opt(
        i32::try_from(number(0..4)?).ok()?,
        number(5..7)?,
        number(8..10)?,
    )?;
    let time = date.and_hms_nano_opt(number(11..13)?, number(14..16)?, number(17..19)?, nanos)?;
    Some(time.and_utc())
}

/// Rows after `(created_at, id)` in a list ordered newest first by
/// `columns` (its creation time and id, e.g. `"games.created_at, games.id"`):
/// older, or as old with a lower id. A row comparison, which an index on
/// the two columns reads in one range.
pub fn newest_after<QS: 'static>(
    columns: &str,
    (created_at, id): (DateTime<Utc>, uuid::Uuid),
) -> Box<dyn diesel::BoxableExpression<QS, Pg, SqlType = diesel::sql_types::Bool>> {
    Box::new(
        diesel::dsl::sql::<diesel::sql_types::Bool>(&format!("({columns}) < ("))
            .bind::<diesel::sql_types::Timestamptz, _>(created_at)
            .sql(", ")
            .bind::<diesel::sql_types::Uuid, _>(id)
            .sql(")"),
    )
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, SecondsFormat, TimeZone, Utc};
    use rand::{Rng, SeedableRng};

    use super::JsonTime;

    fn read(text: &str) -> Result<DateTime<Utc>, serde_json::Error> {
        serde_json::from_str::<JsonTime>(&serde_json::to_string(text).expect("a string"))
            .map(|t| t.0)
    }

    /// Postgres' form, with every length of fraction it writes (it drops
    /// trailing zeros), over random times and the edges, reads as chrono
    /// reads it; other forms go to chrono, and what it refuses is refused.
    #[test]
    fn postgres_times_read_as_chrono_reads_them() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(12);
        let mut times: Vec<DateTime<Utc>> = (0..300)
            .map(|_| {
                let secs = rng.random_range(-62_135_596_800..253_402_300_799i64);
                let nanos = match rng.random_range(0..4) {
                    0 => 0,
                    1 => rng.random_range(0..1_000u32) * 1_000_000,
                    2 => rng.random_range(0..1_000_000u32) * 1_000,
                    _ => rng.random_range(0..1_000_000_000u32),
                };
                Utc.timestamp_opt(secs, nanos).single().expect("in range")
            })
            .collect();
        times.push(
            Utc.with_ymd_and_hms(2024, 2, 29, 23, 59, 59)
                .single()
                .expect("a time"),
        );
        times.push(
            Utc.with_ymd_and_hms(1, 1, 1, 0, 0, 0)
                .single()
                .expect("a time"),
        );
        times.push(
            Utc.with_ymd_and_hms(9999, 12, 31, 23, 59, 59)
                .single()
                .expect("a time"),
        );
        let mut checked = 0;
        for time in times {
            for format in [
                SecondsFormat::Secs,
                SecondsFormat::Micros,
                SecondsFormat::AutoSi,
                SecondsFormat::Nanos,
            ] {
                let text = time.to_rfc3339_opts(format, false);
                let expected = DateTime::parse_from_rfc3339(&text)
                    .expect("chrono reads its own")
                    .with_timezone(&Utc);
                assert_eq!(super::utc_from_postgres(&text), Some(expected), "{text}");
                assert_eq!(read(&text).expect(&text), expected, "{text}");
                // Postgres drops the fraction's trailing zeros.
                if let Some((head, _)) = text.split_once('.') {
                    let fraction = &text[head.len() + 1..text.len() - "+00:00".len()];
                    let trimmed = match fraction.trim_end_matches('0') {
                        "" => format!("{head}+00:00"),
                        digits => format!("{head}.{digits}+00:00"),
                    };
                    assert_eq!(
                        super::utc_from_postgres(&trimmed),
                        Some(expected),
                        "{trimmed}"
                    );
                }
                checked += 1;
            }
        }
        assert!(checked > 1_000);
        // Other offsets, `Z`, a leap second, ten digits of fraction: chrono's answer.
        for text in [
            "2026-12-03T19:49:00.5+01:00",
            "2026-12-03T18:49:00Z",
            "2016-12-31T23:59:60.25+00:00",
            "2026-12-03t18:49:00+00:00",
            "2026-12-03T18:49:00.1234567890+00:00",
        ] {
            let expected = DateTime::parse_from_rfc3339(text)
                .expect(text)
                .with_timezone(&Utc);
            assert_eq!(read(text).expect(text), expected, "{text}");
        }
        // Not times: refused by both paths.
        for text in [
            "",
            "2026-12-03T18:49:00",
            "2026-13-03T18:49:00+00:00",
            "2026-02-30T18:49:00+00:00",
            "2026-12-03T24:00:00+00:00",
            "2026-12-03T18:49:00.+00:00",
            "2026-12-03T18:49:0x+00:00",
            "2026-12-03 18:49:00+00:0",
            "+026-12-03T18:49:00+00:00",
        ] {
            assert!(read(text).is_err(), "{text:?} was read");
            assert_eq!(super::utc_from_postgres(text), None, "{text:?}");
        }
    }
}
