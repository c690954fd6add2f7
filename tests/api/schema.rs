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

fn diesel_type(udt: &str) -> &str {
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
        other => panic!("no diesel type mapped for {other}"),
    }
}

#[test]
fn schema_rs_matches_the_migrated_database() {
    let db = TestDb::new();
    let mut conn = db.conn();
    let columns: Vec<Column> = diesel::sql_query(
        "SELECT table_name::text, column_name::text, udt_name::text, is_nullable::text, ordinal_position::int \
         FROM information_schema.columns \
         WHERE table_schema = 'public' AND table_name NOT LIKE '\\_\\_diesel%' \
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
            ty.to_owned()
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
