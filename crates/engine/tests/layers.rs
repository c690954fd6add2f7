//! The engine stays the bottom layer: its manifest names nothing of the
//! server, what it builds on pulls none of it in, and the rules do not reach
//! up to the bots or the catalog above them.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Crates of the server that the engine must never depend on, by name prefix.
const SERVER_CRATES: [&str; 3] = ["actix", "diesel", "tokio"];

fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn is_server_crate(name: &str) -> bool {
    SERVER_CRATES.iter().any(|prefix| name.starts_with(prefix))
}

/// Every dependency table of a manifest: `[dependencies]`, the dev and build
/// ones, and the same under each `[target.…]`.
fn dependency_tables(manifest: &toml::Table) -> Vec<(String, &toml::Table)> {
    const KINDS: [&str; 3] = ["dependencies", "dev-dependencies", "build-dependencies"];
    let mut tables = Vec::new();
    for kind in KINDS {
        if let Some(deps) = manifest.get(kind).and_then(toml::Value::as_table) {
            tables.push((kind.to_owned(), deps));
        }
    }
    if let Some(targets) = manifest.get("target").and_then(toml::Value::as_table) {
        for (target, spec) in targets {
            for kind in KINDS {
                if let Some(deps) = spec.get(kind).and_then(toml::Value::as_table) {
                    tables.push((format!("target.{target}.{kind}"), deps));
                }
            }
        }
    }
    tables
}

/// What is wrong with a manifest's dependencies, one line each.
fn manifest_faults(text: &str) -> Vec<String> {
    let manifest: toml::Table = text.parse().expect("the engine's Cargo.toml is TOML");
    let mut faults = Vec::new();
    for (table, deps) in dependency_tables(&manifest) {
        for (name, spec) in deps {
            // `package = "…"` renames a dependency; the crate is what counts.
            let package = spec
                .get("package")
                .and_then(toml::Value::as_str)
                .unwrap_or(name);
            if is_server_crate(package) {
                faults.push(format!("[{table}] names {package}"));
            }
            let optional = spec.get("optional").and_then(toml::Value::as_bool) == Some(true);
            if package == "utoipa" && !(table == "dependencies" && optional) {
                faults.push(format!(
                    "[{table}] names utoipa, not as an optional dependency"
                ));
            }
        }
    }
    faults
}

#[test]
fn the_manifest_names_no_server_crate_and_utoipa_only_behind_a_feature() {
    let text = std::fs::read_to_string(crate_dir().join("Cargo.toml")).unwrap();
    assert_eq!(manifest_faults(&text), Vec::<String>::new());
    let manifest: toml::Table = text.parse().unwrap();
    let default = manifest["features"].get("default");
    assert!(
        default.is_none(),
        "the engine has no default features: {default:?}"
    );
    // `openapi` turns on utoipa (and utoipa's own features), nothing else.
    let openapi: Vec<&str> = manifest["features"]["openapi"]
        .as_array()
        .unwrap()
        .iter()
        .map(|feature| feature.as_str().unwrap())
        .collect();
    assert!(openapi.contains(&"dep:utoipa"), "{openapi:?}");
    assert!(
        openapi
            .iter()
            .all(|feature| *feature == "dep:utoipa" || feature.starts_with("utoipa/")),
        "{openapi:?}"
    );
}

#[test]
fn the_manifest_check_catches_server_crates_and_a_plain_utoipa() {
    let faults = manifest_faults(
        r#"
        [dependencies]
        serde = "1"
        actix-web = "4"
        web = { package = "actix-web", version = "4" }
        utoipa = "5"
        [dev-dependencies]
        tokio = "1"
        [target.'cfg(unix)'.dependencies]
        diesel = "2"
        "#,
    );
    assert_eq!(
        faults,
        [
            "[dependencies] names actix-web",
            "[dependencies] names utoipa, not as an optional dependency",
            "[dependencies] names actix-web",
            "[dev-dependencies] names tokio",
            "[target.cfg(unix).dependencies] names diesel",
        ]
    );
}

/// The crates the engine builds on, with `features`, as `cargo tree` resolves
/// them for the engine alone (no feature of the server unified in).
fn dependency_closure(features: &[&str]) -> Vec<String> {
    let workspace: PathBuf = crate_dir().join("../../Cargo.toml");
    let output = Command::new(env!("CARGO"))
        .args(["tree", "--offline", "--locked", "--manifest-path"])
        .arg(&workspace)
        .args(["-p", "referee-engine", "-e", "normal", "--prefix", "none"])
        .args(["--format", "{p}"])
        .args(features.iter().flat_map(|feature| ["--features", feature]))
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .collect()
}

#[test]
fn nothing_the_engine_builds_on_is_a_server_crate() {
    let plain = dependency_closure(&[]);
    assert!(plain.iter().any(|name| name == "serde_json"), "{plain:?}");
    assert!(!plain.iter().any(|name| name == "utoipa"), "{plain:?}");
    let with_schemas = dependency_closure(&["openapi"]);
    assert!(
        with_schemas.iter().any(|name| name == "utoipa"),
        "{with_schemas:?}"
    );
    for name in plain.iter().chain(&with_schemas) {
        assert!(!is_server_crate(name), "the engine pulls in {name}");
    }
}

/// The Rust files under `dir`, recursively.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn the_rules_do_not_import_the_bots_or_the_catalog() {
    let files = rust_files(&crate_dir().join("src/engine"));
    assert!(files.len() > 10, "{files:?}");
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for upward in ["crate::bots", "crate::catalog"] {
            assert!(
                !text.contains(upward),
                "{} names {upward}: the engine sits below it",
                file.display()
            );
        }
    }
}
