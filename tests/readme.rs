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
