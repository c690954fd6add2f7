//! Every problem `code` the server can answer is a `ProblemCode` variant
//! (the constructors of `ApiError` take nothing else), listed in the
//! OpenAPI document's `Problem.code` and in docs/API.md's error table.

use referee::http::error::ProblemCode;

fn codes() -> Vec<&'static str> {
    ProblemCode::ALL.iter().map(|c| c.as_str()).collect()
}

#[test]
fn the_documents_problem_code_is_the_enum_of_every_code() {
    let document: serde_json::Value =
        serde_json::from_str(&referee::http::openapi::document_json()).unwrap();
    let schemas = &document["components"]["schemas"];
    assert_eq!(
        schemas["Problem"]["properties"]["code"]["$ref"],
        "#/components/schemas/ProblemCode"
    );
    let listed: Vec<&str> = schemas["ProblemCode"]["enum"]
        .as_array()
        .expect("ProblemCode is an enum")
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(listed, codes());
}

/// The codes docs/API.md's error table names: every `backticked` word in
/// its rows' second column.
fn readme_error_table() -> Vec<String> {
    let readme = std::fs::read_to_string("docs/API.md").unwrap();
    let table = readme
        .split("| status | codes |")
        .nth(1)
        .expect("docs/API.md has the error table");
    table
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .flat_map(|row| {
            let codes = row.split('|').nth(2).unwrap_or_default();
            codes
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn every_problem_code_is_in_the_readme_error_table() {
    let documented = readme_error_table();
    let missing: Vec<&str> = codes()
        .into_iter()
        .filter(|code| !documented.iter().any(|d| d == code))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/API.md's error table lacks {missing:?}"
    );
}

#[test]
fn problem_codes_are_distinct_and_snake_case() {
    let mut seen = std::collections::BTreeSet::new();
    for code in codes() {
        assert!(seen.insert(code), "{code} twice");
        assert!(
            !code.is_empty() && code.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
            "{code}"
        );
    }
}
