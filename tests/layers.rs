//! The server's folders are layers (docs/ARCHITECTURE.md, "The map"): each
//! imports only from the layers below it, so there is no import cycle
//! between them, and only the composition root (`app`) reaches the HTTP
//! layer. Read from the `crate::` paths of every source file.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The top-level modules of `src/` by layer, lowest first. A module may
/// import from its own layer's modules (as long as no cycle forms) and from
/// any layer below; the engine crate's modules, re-exported at the root, are
/// below them all.
const LAYERS: &[&[&str]] = &[
    &[
        "audit", "bots", "catalog", "engine", "fairness", "human", "lowerhex",
    ],
    &[
        "config",
        "clock",
        "logging",
        "metrics",
        "healthcheck",
        "verify",
    ],
    &["store"],
    &["game"],
    &["workers", "export", "monitor"],
    &["http"],
    &["app"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

fn source_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            source_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// The top-level module a file of `src/` belongs to (`None`: the crate
/// root and the binary, which wire everything).
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let relative = file.strip_prefix(src).unwrap();
    let first = relative.components().next()?.as_os_str().to_str()?;
    let module = first.strip_suffix(".rs").unwrap_or(first);
    (!matches!(module, "lib" | "main")).then(|| module.to_owned())
}

/// Every `crate::<module>` a text names, outside comments.
fn imported_modules(text: &str) -> BTreeSet<String> {
    let mut modules = BTreeSet::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or_default();
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            let before = rest[..at].chars().last();
            rest = &rest[at + "crate::".len()..];
            // `$crate::` and `referee_crate::` are not this crate's root.
            if before.is_some_and(|c| c == '$' || c == '_' || c.is_alphanumeric()) {
                continue;
            }
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                modules.insert(name);
            }
        }
    }
    modules
}

/// Module → the other top-level modules it imports, and where.
fn import_graph() -> BTreeMap<String, BTreeMap<String, Vec<String>>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    source_files(&src, &mut files);
    let mut graph: BTreeMap<String, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for file in files {
        let Some(module) = module_of(&src, &file) else {
            continue;
        };
        let text = std::fs::read_to_string(&file).unwrap();
        let imports = graph.entry(module.clone()).or_default();
        for imported in imported_modules(&text) {
            if imported != module {
                imports
                    .entry(imported)
                    .or_default()
                    .push(file.strip_prefix(&src).unwrap().display().to_string());
            }
        }
    }
    graph
}

#[test]
fn every_top_level_module_has_a_layer() {
    let unplaced: Vec<String> = import_graph()
        .into_keys()
        .filter(|module| layer_of(module).is_none())
        .collect();
    assert!(
        unplaced.is_empty(),
        "place these in LAYERS (and in docs/ARCHITECTURE.md's map): {unplaced:?}"
    );
}

#[test]
fn no_module_imports_from_a_layer_above_it() {
    let mut upward = Vec::new();
    for (module, imports) in import_graph() {
        let Some(layer) = layer_of(&module) else {
            continue;
        };
        for (imported, files) in imports {
            if layer_of(&imported).is_some_and(|above| above > layer) {
                upward.push(format!("{module} imports {imported} in {files:?}"));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports that point up:\n{}",
        upward.join("\n")
    );
}

#[test]
fn the_top_level_modules_import_one_another_without_a_cycle() {
    let graph = import_graph();
    // Depth-first search; a module met again while on the path closes a cycle.
    fn visit(
        module: &str,
        graph: &BTreeMap<String, BTreeMap<String, Vec<String>>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|m| m == module) {
            let mut cycle = path[at..].to_vec();
            cycle.push(module.to_owned());
            return Some(cycle);
        }
        if !done.insert(module.to_owned()) {
            return None;
        }
        path.push(module.to_owned());
        for imported in graph.get(module).into_iter().flat_map(BTreeMap::keys) {
            if let Some(cycle) = visit(imported, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    for module in graph.keys() {
        let cycle = visit(module, &graph, &mut Vec::new(), &mut done);
        assert!(
            cycle.is_none(),
            "an import cycle: {}",
            cycle.unwrap().join(" → ")
        );
    }
}

#[test]
fn only_the_composition_root_imports_the_http_layer() {
    let importers: Vec<String> = import_graph()
        .into_iter()
        .filter(|(module, imports)| {
            module != "app" && module != "http" && imports.contains_key("http")
        })
        .map(|(module, imports)| format!("{module} in {:?}", imports["http"]))
        .collect();
    assert!(
        importers.is_empty(),
        "outside src/http and src/app: {importers:?}"
    );
}

#[test]
fn the_http_layer_holds_no_sql() {
    let http = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/http");
    let mut files = Vec::new();
    source_files(&http, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (number, line) in text.lines().enumerate() {
            if line.contains("sql_query")
                || line.contains("diesel::")
                || line.contains("diesel_async")
            {
                found.push(format!(
                    "{}:{}: {}",
                    file.display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "SQL in the HTTP layer:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_sees_imports() {
    let text = "use crate::store::games;\nlet x = crate::game::step(); // crate::http\n$crate::store::models::X";
    let found = imported_modules(text);
    assert_eq!(
        found,
        BTreeSet::from(["game".to_owned(), "store".to_owned()])
    );
}
