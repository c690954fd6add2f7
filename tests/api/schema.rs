//! `src/store/schema.rs` is written in `diesel print-schema`'s form; this
//! test keeps it in sync with what the migrations build: every table, column,
//! type, nullability and order.

use diesel::prelude::*;
use diesel::sql_types::{Integer, Text};

use crate::support::TestDb;

#[derive(QueryableByName, Debug, PartialEq)]
struct Column {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
    #[diesel(sql_type = Text)]
    udt_name: String,
    #[diesel(sql_type = Text)]
    is_nullable: String,
    #[diesel(sql_type = Integer)]
    ordinal_position: i32,
}

fn diesel_type(udt: &str) -> String {
    // An array's udt name is its element's with a leading `_`; diesel
    // prints its elements as nullable.
    if let Some(element) = udt.strip_prefix('_') {
        return format!("Array<Nullable<{}>>", diesel_type(element));
    }
    match udt {
        "uuid" => "Uuid",
        "int2" => "Int2",
        "int4" => "Int4",
        "int8" => "Int8",
        "text" => "Text",
        "jsonb" => "Jsonb",
        "bytea" => "Bytea",
        "timestamptz" => "Timestamptz",
        "bool" => "Bool",
        "float8" => "Float8",
        other => panic!("no diesel type mapped for {other}"),
    }
    .to_owned()
}

#[test]
fn schema_rs_matches_the_migrated_database() {
    let db = TestDb::new();
    let mut conn = db.conn();
    let columns: Vec<Column> = diesel::sql_query(
        "SELECT table_name::text, column_name::text, udt_name::text, is_nullable::text, ordinal_position::int \
         FROM information_schema.columns \
         WHERE table_schema = 'public' AND table_name NOT LIKE '\\_\\_diesel%' \
           AND table_name IN (SELECT table_name FROM information_schema.tables \
                              WHERE table_schema = 'public' AND table_type = 'BASE TABLE') \
         ORDER BY table_name, ordinal_position",
    )
    .load(&mut conn)
    .unwrap();
    let mut expected = Vec::new();
    let mut table = "";
    for column in &columns {
        if column.table_name != table {
            table = &column.table_name;
            expected.push(format!("table {table}"));
        }
        let ty = diesel_type(&column.udt_name);
        let ty = if column.is_nullable == "YES" {
            format!("Nullable<{ty}>")
        } else {
            ty
        };
        expected.push(format!("{} -> {ty},", column.column_name));
    }
    let source = std::fs::read_to_string("src/store/schema.rs").unwrap();
    let mut actual = Vec::new();
    for line in source.lines().map(str::trim) {
        if let Some(rest) = line.strip_suffix('{').filter(|_| line.contains(" (")) {
            actual.push(format!("table {}", rest.split_whitespace().next().unwrap()));
        } else if line.contains(" -> ") && line.ends_with(',') && !line.starts_with("diesel::") {
            actual.push(line.to_owned());
        }
    }
    assert_eq!(
        actual, expected,
        "src/store/schema.rs is out of sync with migrations/"
    );
}

#[derive(QueryableByName, Debug)]
struct Key {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    name: String,
    /// Comma-separated, in key order; an index on expressions (a
    /// reference table's `lower(handle)`), its definition.
    #[diesel(sql_type = Text)]
    columns: String,
}

#[derive(QueryableByName, Debug)]
struct ForeignKey {
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    from_table: String,
    #[diesel(sql_type = Text)]
    from_columns: String,
    #[diesel(sql_type = Text)]
    to_table: String,
    #[diesel(sql_type = Text)]
    to_columns: String,
}

/// The plan of `referee distribute` (`store::distribute::PLAN`): the
/// distributed tables with their distribution column, and the reference
/// tables.
fn citus_plan() -> (Vec<(String, String)>, Vec<String>) {
    use referee::store::distribute::{Placement, PLAN};
    let (mut distributed, mut reference) = (Vec::new(), Vec::new());
    for &(table, placement) in PLAN {
        match placement {
            Placement::Reference => reference.push(table.to_owned()),
            Placement::Distributed { column, .. } => {
                distributed.push((table.to_owned(), column.to_owned()))
            }
        }
    }
    (distributed, reference)
}

/// The migrated schema fits `referee distribute`'s plan, which Citus
/// checks only when it runs: every table is in the plan, every key of a
/// distributed table leads with its distribution column, foreign keys
/// between distributed tables carry it, and no reference table points into
/// a distributed one. On a Citus cluster (scripts/test-citus) the test
/// database was distributed by that plan, and Citus's metadata must say so.
#[test]
fn every_table_is_distributed_by_the_plan_or_is_a_reference_table() {
    let db = TestDb::new();
    let mut conn = db.conn();
    let (distributed, reference) = citus_plan();
    assert!(
        distributed.iter().any(|(t, _)| t == "games"),
        "the plan distributes games: {distributed:?}"
    );
    let column_of = |table: &str| {
        distributed
            .iter()
            .find(|(t, _)| t == table)
            .map(|(_, c)| c.as_str())
    };

    #[derive(QueryableByName)]
    struct Table {
        #[diesel(sql_type = Text)]
        name: String,
    }
    let mut tables: Vec<String> = diesel::sql_query(
        "SELECT c.relname::text AS name FROM pg_class c \
         JOIN pg_namespace n ON n.oid = c.relnamespace \
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') \
           AND c.relname NOT LIKE '\\_\\_diesel%'",
    )
    .load::<Table>(&mut conn)
    .unwrap()
    .into_iter()
    .map(|t| t.name)
    .collect();
    tables.sort();
    let mut planned: Vec<String> = distributed
        .iter()
        .map(|(t, _)| t.clone())
        .chain(reference.iter().cloned())
        .collect();
    planned.sort();
    assert_eq!(
        planned, tables,
        "store::distribute::PLAN names every table once"
    );

    let keys: Vec<Key> = diesel::sql_query(
        "SELECT t.relname::text AS table_name, i.relname::text AS name, \
                coalesce((SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) \
                   FROM unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord) \
                   JOIN pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.attnum), \
                   pg_get_indexdef(ix.indexrelid)) AS columns \
         FROM pg_index ix \
         JOIN pg_class t ON t.oid = ix.indrelid \
         JOIN pg_class i ON i.oid = ix.indexrelid \
         JOIN pg_namespace n ON n.oid = t.relnamespace \
         WHERE n.nspname = 'public' AND ix.indisunique",
    )
    .load(&mut conn)
    .unwrap();
    let mut checked = 0;
    for key in &keys {
        let Some(column) = column_of(&key.table_name) else {
            continue;
        };
        checked += 1;
        assert_eq!(
            key.columns.split(',').next(),
            Some(column),
            "{}.{} ({}) must lead with {column}",
            key.table_name,
            key.name,
            key.columns
        );
    }
    assert!(
        checked >= distributed.len(),
        "every distributed table has a key"
    );

    let foreign: Vec<ForeignKey> = diesel::sql_query(
        "SELECT c.conname::text AS name, \
                f.relname::text AS from_table, \
                (SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) \
                   FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord) \
                   JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS from_columns, \
                t.relname::text AS to_table, \
                (SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) \
                   FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, ord) \
                   JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS to_columns \
         FROM pg_constraint c \
         JOIN pg_class f ON f.oid = c.conrelid \
         JOIN pg_class t ON t.oid = c.confrelid \
         JOIN pg_namespace n ON n.oid = f.relnamespace \
         WHERE n.nspname = 'public' AND c.contype = 'f'",
    )
    .load(&mut conn)
    .unwrap();
    for fk in &foreign {
        match (column_of(&fk.from_table), column_of(&fk.to_table)) {
            // Distributed to distributed: the rows must live on one shard.
            (Some(from), Some(to)) => {
                let pairs: Vec<(&str, &str)> = fk
                    .from_columns
                    .split(',')
                    .zip(fk.to_columns.split(','))
                    .collect();
                assert!(
                    pairs.contains(&(from, to)),
                    "{} ({} -> {}) must join on the distribution column ({from} -> {to})",
                    fk.name,
                    fk.from_table,
                    fk.to_table
                );
            }
            (None, Some(_)) => panic!(
                "{}: reference table {} points into distributed {}",
                fk.name, fk.from_table, fk.to_table
            ),
            // Into a reference table: allowed from anywhere.
            (_, None) => {}
        }
    }
    if crate::support::on_citus() {
        #[derive(QueryableByName)]
        struct Placed {
            #[diesel(sql_type = Text)]
            name: String,
            #[diesel(sql_type = Text)]
            column: String,
        }
        let mut placed: Vec<(String, String)> = diesel::sql_query(
            "SELECT logicalrelid::regclass::text AS name, \
                    coalesce(column_to_column_name(logicalrelid, partkey), '') AS column \
             FROM pg_dist_partition WHERE partmethod = 'h' OR repmodel = 't'",
        )
        .load::<Placed>(&mut conn)
        .unwrap()
        .into_iter()
        .map(|p| (p.name, p.column))
        .collect();
        placed.sort();
        let mut planned: Vec<(String, String)> = distributed
            .iter()
            .cloned()
            .chain(reference.iter().map(|t| (t.clone(), String::new())))
            .collect();
        planned.sort();
        assert_eq!(placed, planned, "Citus placed the tables by the plan");
    }
}

#[derive(QueryableByName, Debug)]
struct Room {
    /// The fillfactor of `games` (100 when unset).
    #[diesel(sql_type = Integer)]
    fillfactor: i32,
    #[diesel(sql_type = Integer)]
    page_bytes: i32,
}

/// Every step rewrites its game's row (about 1.6–1.8 kB with its snapshot).
/// The pages of `games` keep room for one such new version, so the update
/// can be HOT and write none of the table's seven indexes: under load, far
/// more updates are HOT with this room than with full pages
/// (docs/BENCHMARKS.md, "Profiles behind choices in the code"). Whether a given
/// update is HOT also depends on every other session's snapshots (a dead
/// version is pruned only when none can see it), so the test checks the
/// room, not a count of HOT updates, which other tests running beside it
/// would make vary.
#[test]
fn the_pages_of_games_keep_room_for_a_steps_new_row_version() {
    let db = TestDb::new();
    let mut conn = db.conn();
    let room: Room = diesel::sql_query(
        "SELECT coalesce((SELECT option_value::int FROM pg_options_to_table(reloptions) \
                          WHERE option_name = 'fillfactor'), 100) AS fillfactor, \
                current_setting('block_size')::int AS page_bytes \
         FROM pg_class WHERE oid = 'games'::regclass",
    )
    .get_result(&mut conn)
    .unwrap();
    let free = room.page_bytes * (100 - room.fillfactor) / 100;
    assert!(
        free >= 2048,
        "a page of games keeps {free} bytes free (fillfactor {}): \
         less than a running game's row of up to 2 kB",
        room.fillfactor
    );
}

/// Diesel takes a migration's version from its folder's name up to the
/// first `_`: two folders with one version would run only one of them.
#[test]
fn every_migration_has_a_version_of_its_own() {
    let mut versions = std::collections::BTreeMap::new();
    for entry in std::fs::read_dir("migrations").unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let version = name.split('_').next().unwrap().to_owned();
        if let Some(other) = versions.insert(version.clone(), name.clone()) {
            panic!("{name} and {other} share the version {version}");
        }
    }
}

/// On Citus, a migration runs on a schema that may already be distributed,
/// and Citus forwards some commands to every node as the text the migration
/// gave (an index, even on a table the migration just created with a
/// foreign key into a reference table; a column dropped from a reference
/// table; several columns added to a distributed table in one command),
/// which a worker refuses when that text holds several commands. So every
/// migration after the one that made the schema distributable gives an
/// index, an `ALTER TABLE … DROP …`, an `ALTER TABLE` adding several
/// columns or a `DROP` as its only command.
#[test]
fn a_migration_that_indexes_or_drops_holds_that_one_command() {
    const DISTRIBUTABLE: &str = "2026-12-05-000200";
    let mut names: Vec<String> = std::fs::read_dir("migrations")
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with('.'))
        .collect();
    names.sort();
    let mut checked = 0;
    for name in names {
        if name.split('_').next().unwrap() <= DISTRIBUTABLE {
            continue;
        }
        let sql = std::fs::read_to_string(format!("migrations/{name}/up.sql")).unwrap();
        let commands = commands_of(&sql);
        checked += 1;
        if commands.len() < 2 {
            continue;
        }
        for command in &commands {
            assert!(
                !forwarded_as_text(command),
                "migrations/{name}/up.sql: `{command}` must be the migration's only command"
            );
        }
    }
    assert!(checked > 0);
}

/// Whether Citus may send `command` to the workers as its text.
fn forwarded_as_text(command: &str) -> bool {
    command.starts_with("CREATE INDEX ")
        || command.starts_with("CREATE UNIQUE INDEX ")
        || command.starts_with("DROP ")
        || (command.starts_with("ALTER TABLE ")
            && (command.contains(" DROP ") || command.matches(" ADD ").count() > 1))
}

/// The commands of a migration's SQL, each on one line with single spaces,
/// upper-cased keywords as written (the migrations write them so), comments
/// left out.
fn commands_of(sql: &str) -> Vec<String> {
    let without_comments: String = sql
        .lines()
        .map(|line| line.split("--").next().unwrap())
        .collect::<Vec<_>>()
        .join(" ");
    without_comments
        .split(';')
        .map(|c| c.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|c| !c.is_empty())
        .collect()
}

#[test]
fn the_migration_check_sees_an_index_among_other_commands() {
    let commands = commands_of(
        "-- a comment; with a semicolon\nCREATE TABLE t (a int);\nCREATE INDEX i ON t (a)\n  WHERE b;",
    );
    assert_eq!(
        commands,
        vec!["CREATE TABLE t (a int)", "CREATE INDEX i ON t (a) WHERE b"]
    );
    assert!(!forwarded_as_text(&commands[0]));
    assert!(forwarded_as_text(&commands[1]));
    assert!(forwarded_as_text("ALTER TABLE players DROP COLUMN x"));
    assert!(!forwarded_as_text("ALTER TABLE games ADD COLUMN x boolean"));
}
