//! The guide's API walk-through is `examples/walkthrough.sh`, word for word.
//!
//! docs/API.md shows, between `<!-- walkthrough:start -->` and
//! `<!-- walkthrough:end -->`, one ```` ```sh ```` block holding the script
//! from the line after `# --- walkthrough ---` to its end. scripts/test runs
//! the script against a real server, so the guide's commands are known to
//! work. After editing the script, `UPDATE_README=1 cargo test --test readme`
//! copies it into docs/API.md.

use std::path::PathBuf;

const START: &str = "<!-- walkthrough:start -->";
const END: &str = "<!-- walkthrough:end -->";
const MARKER: &str = "# --- walkthrough ---";
const FENCE: &str = "```sh\n";
const CLOSE: &str = "```\n";

fn path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative)
}

fn read(relative: &str) -> String {
    std::fs::read_to_string(path(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"))
}

/// The script from the line after the marker to the end.
fn script_body() -> String {
    let script = read("examples/walkthrough.sh");
    let at = script
        .find(&format!("\n{MARKER}\n"))
        .unwrap_or_else(|| panic!("examples/walkthrough.sh has no line {MARKER:?}"));
    script[at + MARKER.len() + 2..].to_owned()
}

/// docs/API.md split around the walk-through block: (before, block, after),
/// the block being what lies between the markers' lines.
fn readme_parts(readme: &str) -> (&str, &str, &str) {
    let start = readme
        .find(&format!("{START}\n"))
        .unwrap_or_else(|| panic!("docs/API.md has no line {START:?}"));
    let inner = start + START.len() + 1;
    let end = readme[inner..]
        .find(&format!("\n{END}"))
        .map(|i| inner + i + 1)
        .unwrap_or_else(|| panic!("docs/API.md has no line {END:?} after {START:?}"));
    (&readme[..inner], &readme[inner..end], &readme[end..])
}

#[test]
fn readme_walkthrough_is_the_script() {
    let body = script_body();
    let readme = read("docs/API.md");
    let (before, block, after) = readme_parts(&readme);
    let wanted = format!("{FENCE}{body}{CLOSE}");
    if block == wanted {
        return;
    }
    if std::env::var_os("UPDATE_README").is_some() {
        std::fs::write(path("docs/API.md"), format!("{before}{wanted}{after}"))
            .expect("write docs/API.md");
        return;
    }
    let shown = block
        .strip_prefix(FENCE)
        .and_then(|b| b.strip_suffix(CLOSE))
        .unwrap_or_else(|| {
            panic!(
                "docs/API.md: the walk-through block must be one ```sh block, \
                 alone between {START:?} and {END:?}"
            )
        });
    let (shown_lines, body_lines): (Vec<_>, Vec<_>) =
        (shown.lines().collect(), body.lines().collect());
    let line = shown_lines
        .iter()
        .zip(&body_lines)
        .position(|(a, b)| a != b)
        .unwrap_or(shown_lines.len().min(body_lines.len()));
    panic!(
        "docs/API.md's walk-through differs from examples/walkthrough.sh (after {MARKER:?}) \
         at its line {}:\n  guide: {:?}\n  script: {:?}\n\
         Run `UPDATE_README=1 cargo test --test readme` to copy the script into docs/API.md.",
        line + 1,
        shown_lines.get(line).copied().unwrap_or("<end>"),
        body_lines.get(line).copied().unwrap_or("<end>"),
    );
}

/// The script fails loudly: strict mode, and no curl that would let an
/// error status through.
#[test]
fn walkthrough_fails_on_any_unexpected_status() {
    let script = read("examples/walkthrough.sh");
    assert!(
        script.lines().any(|l| l == "set -euo pipefail"),
        "examples/walkthrough.sh must `set -euo pipefail`"
    );
    for (n, line) in script.lines().enumerate() {
        let code = line.split(" #").next().unwrap_or_default();
        if !code.trim_start().starts_with('#') && code.contains("curl ") {
            assert!(
                code.contains("curl -fsS "),
                "examples/walkthrough.sh:{}: every curl uses -fsS: {line}",
                n + 1
            );
        }
    }
}

/// The guide's webhook receiver is `examples/webhook_receiver.py`, word for
/// word (tests/api/webhooks.rs runs the file against real deliveries).
#[test]
fn readme_webhook_receiver_is_the_example() {
    const START: &str = "<!-- webhook-receiver:start -->\n```python\n";
    const END: &str = "```\n<!-- webhook-receiver:end -->";
    let readme = read("docs/API.md");
    let file = read("examples/webhook_receiver.py");
    let start = readme
        .find(START)
        .unwrap_or_else(|| panic!("docs/API.md has no {START:?}"))
        + START.len();
    let end = readme[start..]
        .find(END)
        .map(|i| start + i)
        .unwrap_or_else(|| panic!("docs/API.md has no {END:?} after the receiver"));
    assert!(
        readme[start..end] == file,
        "docs/API.md's webhook receiver differs from examples/webhook_receiver.py: copy the file \
         between the webhook-receiver markers"
    );
}

/// Every path of the OpenAPI document is shown in the guide (with its
/// parameters written as anything, e.g. `$GAME` or `{id}`).
#[test]
fn readme_shows_every_endpoint_of_the_document() {
    let document: serde_json::Value = serde_json::from_str(&read("openapi/openapi.json")).unwrap();
    let readme = read("docs/API.md");
    let mut missing = Vec::new();
    for path in document["paths"].as_object().unwrap().keys() {
        let parts: Vec<&str> = path.split('/').collect();
        let shown = readme.match_indices(parts[1]).any(|(start, _)| {
            let mut rest = &readme[start..];
            parts[1..].iter().all(|part| {
                let segment_end = rest
                    .find(|c: char| c == '/' || c.is_whitespace() || "\"'`?)".contains(c))
                    .unwrap_or(rest.len());
                let ok = part.starts_with('{') && segment_end > 0 || rest[..segment_end] == **part;
                rest = rest[segment_end..].strip_prefix('/').unwrap_or("");
                ok
            }) && !rest.starts_with(|c: char| c.is_ascii_alphanumeric())
        });
        if !shown {
            missing.push(path.clone());
        }
    }
    assert!(missing.is_empty(), "docs/API.md does not show: {missing:?}");
}

/// Every action the guide shows under `<!-- actions: GAME -->` is one the
/// server accepts: each line of the block is read by the game's own action
/// parser (the one a move goes through), and every kind of the game's action
/// in the OpenAPI document is shown.
#[test]
fn guide_actions_are_what_the_engines_accept() {
    use referee_engine::engine::{biscuits::Biscuits, meerkat::Meerkat, Rules};

    fn check<G: Rules>(guide: &str, document: &serde_json::Value, schema: &str) {
        let marker = format!("<!-- actions: {} -->\n```json\n", G::ID);
        let start = guide
            .find(&marker)
            .unwrap_or_else(|| panic!("docs/API.md has no {marker:?}"))
            + marker.len();
        let block = &guide[start..start + guide[start..].find("```").expect("a closed block")];
        let mut shown = std::collections::BTreeSet::new();
        for line in block.lines().filter(|l| !l.trim().is_empty()) {
            let action: serde_json::Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("docs/API.md, {}: {line} is not JSON: {e}", G::ID));
            if let Err(e) = G::read_action(&action) {
                panic!("docs/API.md, {}: the server refuses {line}: {e:?}", G::ID);
            }
            shown.insert(action["kind"].as_str().unwrap_or_default().to_owned());
        }
        let kinds: std::collections::BTreeSet<String> = document["components"]["schemas"][schema]
            ["discriminator"]["mapping"]
            .as_object()
            .unwrap_or_else(|| panic!("the OpenAPI document has no {schema} discriminator"))
            .keys()
            .cloned()
            .collect();
        assert_eq!(
            shown,
            kinds,
            "docs/API.md shows {} actions of kinds {shown:?}",
            G::ID
        );
    }

    let document: serde_json::Value = serde_json::from_str(&read("openapi/openapi.json")).unwrap();
    let guide = read("docs/API.md");
    check::<Meerkat>(&guide, &document, "MeerkatAction");
    check::<Biscuits>(&guide, &document, "BiscuitsAction");
}

/// Every file under `dir` (recursively) whose name ends with `suffix`.
fn files_under(dir: &std::path::Path, suffix: &str, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files_under(&path, suffix, found);
        } else if path.to_string_lossy().ends_with(suffix) {
            found.push(path);
        }
    }
}

/// The `REFEREE_*` variables a string literal of the server names: those it
/// reads (clap's `env = "…"`, `std::env::var("…")`).
fn variables_the_server_reads() -> std::collections::BTreeSet<String> {
    let literal = regex::Regex::new(r#""(REFEREE_[A-Z0-9_]+)""#).unwrap();
    let mut sources = Vec::new();
    files_under(&path("src"), ".rs", &mut sources);
    sources
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(file).unwrap();
            literal
                .captures_iter(&text)
                .map(|c| c[1].to_owned())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The variables docs/OPERATIONS.md's configuration table has a row for.
fn configuration_table(operations: &str) -> std::collections::BTreeSet<String> {
    let section = operations
        .split("\n## Configuration\n")
        .nth(1)
        .expect("docs/OPERATIONS.md has a \"## Configuration\" section");
    let section = section.split("\n## ").next().unwrap_or_default();
    section
        .lines()
        .filter_map(|line| line.strip_prefix("| `"))
        .filter_map(|rest| rest.split('`').next())
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_configuration_table_has_every_variable_the_server_reads() {
    let read_by_server = variables_the_server_reads();
    assert!(
        read_by_server.contains("REFEREE_BIND"),
        "the search for variables found none in src/"
    );
    let table = configuration_table(&read("docs/OPERATIONS.md"));
    let missing: Vec<_> = read_by_server.difference(&table).collect();
    assert!(
        missing.is_empty(),
        "docs/OPERATIONS.md's configuration table has no row for {missing:?}"
    );
}

/// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as
/// hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The text of a Markdown file outside its fenced code blocks.
fn prose(markdown: &str) -> Vec<&str> {
    let mut fenced = false;
    markdown
        .lines()
        .filter(|line| {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                return false;
            }
            !fenced
        })
        .collect()
}

fn anchors(markdown: &str) -> Vec<String> {
    prose(markdown)
        .into_iter()
        .filter(|line| line.starts_with('#'))
        .map(|line| anchor(line.trim_start_matches('#')))
        .collect()
}

/// The relative links of a Markdown file that do not resolve: a file or
/// directory that does not exist, or an anchor no heading of its target has.
fn broken_links(file: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap();
    let link = regex::Regex::new(r"\]\(([^)\s]+)\)").unwrap();
    let mut broken = Vec::new();
    for line in prose(&text) {
        for target in link.captures_iter(line).map(|c| c[1].to_owned()) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (relative, fragment) = match target.split_once('#') {
                Some((relative, fragment)) => (relative, Some(fragment)),
                None => (target.as_str(), None),
            };
            let resolved = if relative.is_empty() {
                file.to_path_buf()
            } else {
                file.parent().unwrap().join(relative)
            };
            if !resolved.exists() {
                broken.push(format!("{target} (no {})", resolved.display()));
                continue;
            }
            if let Some(fragment) = fragment {
                let is_markdown = resolved.extension().is_some_and(|e| e == "md");
                if is_markdown
                    && !anchors(&std::fs::read_to_string(&resolved).unwrap())
                        .iter()
                        .any(|a| a == fragment)
                {
                    broken.push(format!("{target} (no heading #{fragment})"));
                }
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_of_the_docs_resolves() {
    let mut files = vec![path("README.md")];
    files_under(&path("docs"), ".md", &mut files);
    let broken: Vec<String> = files
        .iter()
        .flat_map(|file| {
            broken_links(file)
                .into_iter()
                .map(move |b| format!("{}: {b}", file.display()))
        })
        .collect();
    assert!(
        broken.is_empty(),
        "links that do not resolve:\n{}",
        broken.join("\n")
    );
}

/// The link check itself finds what it must: a missing file and a missing
/// heading.
#[test]
fn the_link_check_finds_a_broken_link() {
    let dir = std::env::temp_dir().join(format!("referee-links-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("page.md");
    std::fs::write(
        &file,
        "# A page\n\n[fine](#a-page) [gone](missing.md) [no heading](page.md#nowhere)\n\
         ```sh\n[in code](ignored.md)\n```\n",
    )
    .unwrap();
    let broken = broken_links(&file);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(broken.len(), 2, "{broken:?}");
    assert!(broken[0].starts_with("missing.md"), "{broken:?}");
    assert!(broken[1].starts_with("page.md#nowhere"), "{broken:?}");
}

/// The documents whose ```` ```sh ```` blocks scripts/docs-check runs, each
/// with the number of its blocks marked `<!-- not run: REASON -->`.
const RUN_DOCS: &[(&str, usize)] = &[("README.md", 1), ("docs/API.md", 5)];
const NOT_RUN: &str = "<!-- not run: ";

/// A document's fenced blocks: (line of the opening fence, its language,
/// the reason of the not-run marker on the line before it, if any).
fn fenced_blocks(markdown: &str) -> Vec<(usize, String, Option<String>)> {
    let lines: Vec<&str> = markdown.lines().collect();
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if let Some(language) = lines[i].strip_prefix("```") {
            let reason = (i > 0)
                .then(|| lines[i - 1].strip_prefix(NOT_RUN))
                .flatten()
                .map(|rest| rest.trim_end_matches("-->").trim().to_owned());
            blocks.push((i + 1, language.trim().to_owned(), reason));
            i += 1;
            while i < lines.len() && !lines[i].starts_with("```") {
                i += 1;
            }
        }
        i += 1;
    }
    blocks
}

/// Every shell block of README.md and docs/API.md is run by
/// scripts/docs-check (a ```` ```sh ```` block) or marked not run with a
/// reason; the markers are counted, so that one more is a decision made
/// here; and scripts/test runs the runner.
#[test]
fn every_shell_block_of_the_docs_is_run_or_marked() {
    let runner = read("scripts/docs-check");
    let test = read("scripts/test");
    assert!(
        test.lines()
            .any(|l| l.trim().trim_matches('"') == "scripts/docs-check"),
        "scripts/test runs scripts/docs-check"
    );
    assert!(
        runner.contains(r#"MARKER = re.compile(r"^<!-- not run: (\S.*\S) -->$")"#),
        "scripts/docs-check skips the blocks marked {NOT_RUN:?}"
    );
    for (file, marked) in RUN_DOCS {
        assert!(
            runner.contains(&format!("\"{file}\"")),
            "scripts/docs-check runs {file}"
        );
        let text = read(file);
        let blocks = fenced_blocks(&text);
        for (line, language, reason) in &blocks {
            assert!(
                !["", "bash", "shell", "console", "zsh"].contains(&language.as_str()),
                "{file}:{line}: a shell block is ```sh (run, or marked {NOT_RUN:?}), \
                 another block names its language"
            );
            if let Some(reason) = reason {
                assert_eq!(
                    language, "sh",
                    "{file}:{line}: only a ```sh block is marked"
                );
                assert!(reason.len() > 3, "{file}:{line}: a not-run marker says why");
            }
        }
        let markers = text.lines().filter(|l| l.starts_with(NOT_RUN)).count();
        let marked_blocks = blocks.iter().filter(|b| b.2.is_some()).count();
        assert_eq!(
            markers, marked_blocks,
            "{file}: every not-run marker is the line just before a ```sh block"
        );
        assert_eq!(
            marked_blocks, *marked,
            "{file} has {marked_blocks} shell blocks marked not run, {marked} expected"
        );
        let run = blocks
            .iter()
            .filter(|(_, language, reason)| language == "sh" && reason.is_none())
            .count();
        assert!(run > 0, "{file}: scripts/docs-check runs some block");
    }
}

/// The block reader sees a marked block, a run block and a block of
/// another language for what they are.
#[test]
fn the_block_reader_tells_marked_blocks_from_run_ones() {
    let blocks = fenced_blocks(
        "text\n<!-- not run: it never ends -->\n```sh\nsleep inf\n```\n\n```sh\necho\n```\n\
         ```json\n{}\n```\n```bash\nls\n```\n",
    );
    let seen: Vec<(usize, &str, Option<&str>)> = blocks
        .iter()
        .map(|(line, language, reason)| (*line, language.as_str(), reason.as_deref()))
        .collect();
    assert_eq!(
        seen,
        [
            (3, "sh", Some("it never ends")),
            (7, "sh", None),
            (10, "json", None),
            (13, "bash", None)
        ]
    );
}

/// The operations docs/API.md lists as needing no token, between
/// `<!-- public-operations:start -->` and `<!-- public-operations:end -->`,
/// are those the OpenAPI document marks `security: []`.
#[test]
fn the_guide_lists_the_operations_that_need_no_token() {
    use std::collections::BTreeSet;
    let document: serde_json::Value = serde_json::from_str(&read("openapi/openapi.json")).unwrap();
    let public: BTreeSet<String> = document["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, item)| {
            item.as_object()
                .unwrap()
                .iter()
                .filter(|(_, op)| op["security"].as_array().is_some_and(|s| s.is_empty()))
                .map(move |(method, _)| format!("{} {path}", method.to_uppercase()))
        })
        .collect();
    assert!(public.contains("POST /v1/players"), "{public:?}");
    let guide = read("docs/API.md");
    let list = guide
        .split("<!-- public-operations:start -->")
        .nth(1)
        .and_then(|rest| rest.split("<!-- public-operations:end -->").next())
        .expect("docs/API.md has the public-operations markers");
    let operation = regex::Regex::new(r"`(GET|POST|PUT|PATCH|DELETE) (/[^`\s]*)`").unwrap();
    let listed: BTreeSet<String> = operation
        .captures_iter(list)
        .map(|c| format!("{} {}", &c[1], &c[2]))
        .collect();
    assert_eq!(
        listed, public,
        "docs/API.md's operations that need no token, and the document's `security: []` ones"
    );
}

/// The backticked table names of `text` from `label` to the first `;`, `)`
/// or `.` after it.
fn tables_after(text: &str, label: &str, file: &str) -> std::collections::BTreeSet<String> {
    let at = text
        .find(label)
        .unwrap_or_else(|| panic!("{file} has no {label:?}"))
        + label.len();
    let rest = &text[at..];
    let end = rest.find([';', ')', '.']).unwrap_or(rest.len());
    rest[..end]
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// docs/OPERATIONS.md's `referee distribute` row and its "Scaling out"
/// name the tables of each placement of the plan `referee distribute`
/// carries out (`store::distribute::PLAN`): those distributed with `games`
/// (by game id), those with `notifications` (by player id), and the
/// reference tables.
#[test]
fn the_docs_name_the_citus_placement_of_every_table() {
    use referee::store::distribute::{Placement, PLAN};
    use std::collections::BTreeSet;
    let group = |head: &str| -> BTreeSet<String> {
        PLAN.iter()
            .filter(|(table, placement)| match placement {
                Placement::Distributed { colocate_with, .. } => {
                    *table == head || *colocate_with == Some(head)
                }
                Placement::Reference => false,
            })
            .map(|(table, _)| (*table).to_owned())
            .collect()
    };
    let reference: BTreeSet<String> = PLAN
        .iter()
        .filter(|(_, placement)| *placement == Placement::Reference)
        .map(|(table, _)| (*table).to_owned())
        .collect();
    let by_game = group("games");
    let by_player = group("notifications");
    assert_eq!(
        reference.len() + by_game.len() + by_player.len(),
        PLAN.len(),
        "every table of the plan is in one of the three placements"
    );
    let operations = read("docs/OPERATIONS.md");
    let distribute = operations
        .lines()
        .find(|l| l.starts_with("| `referee distribute` |"))
        .expect("docs/OPERATIONS.md has the `referee distribute` row");
    let scaling = operations
        .split("\n## Scaling out\n")
        .nth(1)
        .expect("docs/OPERATIONS.md has \"## Scaling out\"");
    for (file, text) in [
        ("docs/OPERATIONS.md's command table", distribute),
        ("docs/OPERATIONS.md's \"Scaling out\"", scaling),
    ] {
        assert_eq!(
            tables_after(text, "by game id: ", file),
            by_game,
            "{file}: by game id"
        );
        assert_eq!(
            tables_after(text, "by player id: ", file),
            by_player,
            "{file}: by player id"
        );
        assert_eq!(
            tables_after(text, "copied to every node: ", file),
            reference,
            "{file}: reference tables"
        );
    }
}
