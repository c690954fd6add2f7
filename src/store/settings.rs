use super::AsyncPgConnection;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;

use super::schema::server_settings;

/// The key under which the referee's generated signing key (its seed, hex)
/// is kept: `referee serve` writes it, `referee export` reads it.
pub const SIGNING_KEY_SETTING: &str = "bundle_signing_key";

/// The value of `key`, inserting `candidate` first when none is stored: every
/// process racing here ends up with the same, first-written value.
pub async fn get_or_insert(
    conn: &mut AsyncPgConnection,
    key: &str,
    candidate: &str,
) -> QueryResult<String> {
    diesel::insert_into(server_settings::table)
        .values((
            server_settings::key.eq(key),
            server_settings::value.eq(candidate),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    server_settings::table
        .find(key)
        .select(server_settings::value)
        .first(conn)
        .await
}

/// The value of `key`, if one is stored.
pub async fn get(conn: &mut AsyncPgConnection, key: &str) -> QueryResult<Option<String>> {
    server_settings::table
        .find(key)
        .select(server_settings::value)
        .first(conn)
        .await
        .optional()
}
