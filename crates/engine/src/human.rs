//! Error texts in the API's own words.
//!
//! serde and the libraries under it describe a failure in Rust terms
//! (`invalid type: string "x", expected u8`, `expected struct CreateGame with
//! 6 elements`, `invalid type: map, expected u16`). Clients, and whoever runs
//! `referee verify`, read these instead: the field at fault (`action.cards[0]`),
//! what it takes (`an integer from 0 to 255`, `one of play, pass, challenge`)
//! and what was sent. One translation serves request bodies, queries, paths,
//! game actions and options, and audit bundles.

use std::fmt;

use serde::de::DeserializeOwned;
use serde_json::Value;

/// What kind of failure a [`Failure`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A field the object does not have.
    UnknownField,
    /// A required field left out.
    MissingField,
    /// A value of the wrong type, out of range, not an allowed value, …
    Invalid,
}

/// One thing a document got wrong, in words. Its `Display` is the text for
/// a client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub kind: Kind,
    /// The field at fault as `action.cards[0]`; empty for the whole document.
    pub field: String,
    /// What the field takes ("an integer from 0 to 255", "one of a, b"); for
    /// an unknown field, the fields there are (`a, b, c`).
    pub expected: Option<String>,
    /// What was sent (`"x"`, `300`, `an object`).
    pub got: Option<String>,
    /// Anything else to say, when there is no `expected`.
    pub note: Option<String>,
    /// What the whole document is called ("the body", "the query").
    pub whole: &'static str,
    /// Whether its fields are query parameters (else JSON fields).
    pub parameters: bool,
}

impl Failure {
    fn new(kind: Kind, field: String) -> Self {
        Failure {
            kind,
            field,
            expected: None,
            got: None,
            note: None,
            whole: "the body",
            parameters: false,
        }
    }

    /// Says what the field takes in the caller's words (e.g. a game option's
    /// allowed values), instead of what its type allows.
    pub fn expecting(mut self, expected: impl Into<String>) -> Self {
        self.expected = Some(expected.into());
        self.note = None;
        self
    }

    /// Names the whole document, for a failure at its top.
    pub fn whole(mut self, whole: &'static str) -> Self {
        self.whole = whole;
        self
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = if self.parameters {
            "parameter"
        } else {
            "field"
        };
        match self.kind {
            Kind::UnknownField => {
                write!(f, "unknown {noun} `{}`", self.field)?;
                match &self.expected {
                    Some(names) if names.contains(", ") => {
                        write!(f, "; the {noun}s here are {names}")
                    }
                    Some(name) => write!(f, "; the only {noun} here is {name}"),
                    None => write!(f, "; there are no {noun}s here"),
                }
            }
            Kind::MissingField => write!(f, "missing {noun} `{}`", self.field),
            Kind::Invalid => {
                if self.field.is_empty() {
                    write!(f, "{}", self.whole)?;
                } else {
                    write!(f, "`{}`", self.field)?;
                }
                match (&self.expected, &self.got, &self.note) {
                    (Some(expected), Some(got), _) => write!(f, ": expected {expected}, got {got}"),
                    (Some(expected), None, _) => write!(f, ": expected {expected}"),
                    (None, _, Some(note)) => write!(f, ": {note}"),
                    (None, _, None) => write!(f, ": not a valid value"),
                }
            }
        }
    }
}

/// Deserializes `T` from a JSON value. On failure the [`Failure`] names the
/// field at fault under `root` (e.g. `action` makes `action.cards[0]`).
pub fn from_value<T: DeserializeOwned>(value: &Value, root: &str) -> Result<T, Failure> {
    serde_path_to_error::deserialize(value).map_err(|err| {
        let path = relative_path(err.path());
        describe(&err.inner().to_string(), root, &path, Some(value))
    })
}

/// [`from_value`] for a `T` that is a JSON object (a request body, a
/// bundle): anything else is refused as such, never read as a struct's
/// fields in order.
pub fn from_object<T: DeserializeOwned>(value: &Value, root: &str) -> Result<T, Failure> {
    if value.is_object() {
        return from_value(value, root);
    }
    let mut failure = Failure::new(Kind::Invalid, root.to_owned());
    failure.expected = Some("an object".to_owned());
    failure.got = Some(brief(value));
    Err(failure)
}

/// Deserializes `T` from a URL query string (`a=1&b=x`); failures name the
/// parameter.
pub fn from_query<T: DeserializeOwned>(query: &str) -> Result<T, Failure> {
    let pairs = form_urlencoded::parse(query.as_bytes());
    serde_path_to_error::deserialize(serde_urlencoded::Deserializer::new(pairs)).map_err(|err| {
        let input: serde_json::Map<String, Value> = form_urlencoded::parse(query.as_bytes())
            .map(|(k, v)| (k.into_owned(), Value::String(v.into_owned())))
            .collect();
        let path = relative_path(err.path());
        let mut failure = describe(&err.inner().to_string(), "", &path, Some(&input.into()));
        failure.whole = "the query";
        failure.parameters = true;
        failure
    })
}

/// Translates one library error message (serde's, or a library's custom
/// one) about the value at `root`/`path` of `input`.
pub fn describe(message: &str, root: &str, path: &str, input: Option<&Value>) -> Failure {
    let parsed = parse(message);
    let field = |rel: &str| join(root, rel);
    match parsed {
        Parsed::Missing(name) => Failure::new(Kind::MissingField, field(&join(path, &name))),
        Parsed::UnknownField { name, names } => {
            // A struct's path ends at the unknown key; a tagged enum's does not.
            let rel = if last_key(path) == Some(name.as_str()) {
                path.to_owned()
            } else {
                join(path, &name)
            };
            let mut failure = Failure::new(Kind::UnknownField, field(&rel));
            failure.expected = (!names.is_empty()).then(|| names.join(", "));
            failure
        }
        Parsed::Duplicate(name) => {
            let mut failure = Failure::new(Kind::Invalid, field(&join(path, &name)));
            failure.note = Some("given more than once".to_owned());
            failure
        }
        Parsed::Variant { got, names } => {
            let sent = Sent::Str(got);
            let rel = locate(input, path, &sent);
            let mut failure = Failure::new(Kind::Invalid, field(&rel));
            failure.got = got_words(input, &rel, &sent);
            failure.expected = alternatives(&names);
            failure
        }
        Parsed::Type { sent, expected } => {
            let rel = locate(input, path, &sent);
            let mut failure = Failure::new(Kind::Invalid, field(&rel));
            failure.got = got_words(input, &rel, &sent);
            failure.expected = Some(expected_words(&expected));
            failure
        }
        Parsed::Length { len, expected } => {
            let mut failure = Failure::new(Kind::Invalid, field(path));
            let words = expected_words(&expected);
            failure.got = Some(if words == "an object" {
                "an array".to_owned()
            } else {
                format!("an array of {len} items")
            });
            failure.expected = Some(words);
            failure
        }
        Parsed::Expected(expected) => {
            let mut failure = Failure::new(Kind::Invalid, field(path));
            failure.got = input.and_then(|v| at(v, path)).map(brief);
            failure.expected = Some(expected.to_owned());
            failure
        }
        Parsed::Other(text) => {
            let mut failure = Failure::new(Kind::Invalid, field(path));
            failure.note = Some(if is_rusty(&text) {
                "not a valid value".to_owned()
            } else {
                text
            });
            failure
        }
    }
}

/// Why a JSON text is not JSON, with where: "expected a JSON value at line
/// 1, column 5".
pub fn syntax(err: &serde_json::Error) -> String {
    if err.is_io() {
        return "it could not be read".to_owned();
    }
    let text = strip_position(&err.to_string()).to_owned();
    let (line, column) = (err.line(), err.column());
    if err.is_eof() && line <= 1 && column == 0 {
        return "it is empty".to_owned();
    }
    let words = match text.as_str() {
        "EOF while parsing a value" => "it ends where a value should be".to_owned(),
        "EOF while parsing a list" => "it ends inside an array".to_owned(),
        "EOF while parsing an object" => "it ends inside an object".to_owned(),
        "EOF while parsing a string" => "it ends inside a string".to_owned(),
        "expected value" => "expected a JSON value".to_owned(),
        "expected ident" => "expected true, false or null".to_owned(),
        "key must be a string" => "an object key must be a string in double quotes".to_owned(),
        "trailing characters" => "there is more after the JSON value".to_owned(),
        "trailing comma" => "a comma before a closing bracket".to_owned(),
        "recursion limit exceeded" => "it is nested too deeply".to_owned(),
        "number out of range" => "a number is too large".to_owned(),
        other if is_rusty(other) => "not valid JSON".to_owned(),
        other => other.to_owned(),
    };
    format!("{words} at line {line}, column {column}")
}

/// A value as a detail shows it: scalars as JSON (long strings cut short),
/// objects and arrays by kind.
pub fn brief(value: &Value) -> String {
    match value {
        Value::Object(_) => "an object".to_owned(),
        Value::Array(items) if items.is_empty() => "an empty array".to_owned(),
        Value::Array(_) => "an array".to_owned(),
        Value::String(text) if text.chars().count() > 40 => {
            let cut: String = text.chars().take(40).collect();
            format!("{}…", Value::String(cut))
        }
        other => other.to_string(),
    }
}

/// The first place where two JSON values differ: its path (empty for the
/// top) and the two values there.
pub fn first_difference<'a>(a: &'a Value, b: &'a Value) -> Option<(String, &'a Value, &'a Value)> {
    if a == b {
        return None;
    }
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let keys = x.keys().chain(y.keys().filter(|k| !x.contains_key(*k)));
            for key in keys {
                match (x.get(key), y.get(key)) {
                    (Some(u), Some(v)) => {
                        if let Some((path, u, v)) = first_difference(u, v) {
                            return Some((join(key, &path), u, v));
                        }
                    }
                    (u, v) => {
                        return Some((
                            key.clone(),
                            u.unwrap_or(&Value::Null),
                            v.unwrap_or(&Value::Null),
                        ))
                    }
                }
            }
            Some((String::new(), a, b))
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            x.iter().zip(y).enumerate().find_map(|(i, (u, v))| {
                first_difference(u, v).map(|(path, u, v)| (join(&format!("[{i}]"), &path), u, v))
            })
        }
        _ => Some((String::new(), a, b)),
    }
}

/// Whether a text shows Rust internals: type names, `Some(`, `struct X`.
pub fn is_rusty(text: &str) -> bool {
    const WORDS: [&str; 20] = [
        "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
        "f32", "f64", "struct", "enum", "Some", "None", "Option", "Vec",
    ];
    text.split(|c: char| !c.is_alphanumeric() && c != '_')
        .any(|word| WORDS.contains(&word))
        || text.contains("::")
}

/// A serde message, taken apart.
enum Parsed {
    Missing(String),
    UnknownField {
        name: String,
        names: Vec<String>,
    },
    Duplicate(String),
    Variant {
        got: String,
        names: Vec<String>,
    },
    Type {
        sent: Sent,
        expected: String,
    },
    Length {
        len: usize,
        expected: String,
    },
    /// A library's own refusal whose gist is what it expected.
    Expected(&'static str),
    Other(String),
}

/// What serde says was sent (its `Unexpected`).
enum Sent {
    Bool(bool),
    Number(String),
    /// The text between the quotes, as Rust escapes it.
    Str(String),
    Null,
    Map,
    Seq,
    Unknown,
}

fn parse(message: &str) -> Parsed {
    let message = strip_position(message.trim());
    let parsed = parse_plain(message);
    // A wrapper's prefix (`deck: invalid type: …`): the path already names it.
    if let (Parsed::Other(_), Some((head, rest))) = (&parsed, message.split_once(": ")) {
        let is_name = !head.is_empty()
            && head
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-'));
        if is_name {
            if let inner @ (Parsed::Missing(_)
            | Parsed::UnknownField { .. }
            | Parsed::Duplicate(_)
            | Parsed::Variant { .. }
            | Parsed::Type { .. }
            | Parsed::Length { .. }
            | Parsed::Expected(_)) = parse(rest)
            {
                return inner;
            }
        }
    }
    parsed
}

fn parse_plain(message: &str) -> Parsed {
    if let Some(rest) = message.strip_prefix("missing field ") {
        return Parsed::Missing(ticked(rest).first().cloned().unwrap_or_default());
    }
    if let Some(rest) = message.strip_prefix("duplicate field ") {
        return Parsed::Duplicate(ticked(rest).first().cloned().unwrap_or_default());
    }
    if let Some(rest) = message.strip_prefix("unknown field ") {
        let mut names = ticked(rest);
        let name = if names.is_empty() {
            String::new()
        } else {
            names.remove(0)
        };
        return Parsed::UnknownField { name, names };
    }
    if let Some(rest) = message.strip_prefix("unknown variant ") {
        let mut names = ticked(rest);
        let got = if names.is_empty() {
            String::new()
        } else {
            names.remove(0)
        };
        return Parsed::Variant {
            got: format!("{got:?}"),
            names,
        };
    }
    for prefix in ["invalid type: ", "invalid value: "] {
        if let Some((sent, expected)) = message
            .strip_prefix(prefix)
            .and_then(|rest| rest.rsplit_once(", expected "))
        {
            return Parsed::Type {
                sent: parse_sent(sent),
                expected: expected.to_owned(),
            };
        }
    }
    if let Some((len, expected)) = message
        .strip_prefix("invalid length ")
        .and_then(|rest| rest.split_once(", expected "))
    {
        if let Ok(len) = len.parse() {
            return Parsed::Length {
                len,
                expected: expected.to_owned(),
            };
        }
    }
    if message.starts_with("UUID parsing failed") {
        return Parsed::Expected("a UUID such as 67e55044-10b1-426f-9247-bb680e5fe0c8");
    }
    // `str::parse` errors of integers (query strings).
    match message {
        "invalid digit found in string" | "cannot parse integer from empty string" => {
            return Parsed::Expected("an integer")
        }
        "number too large to fit in target type" | "number too small to fit in target type" => {
            return Parsed::Expected("an integer in range")
        }
        // chrono's refusals of a date.
        "input contains invalid characters"
        | "premature end of input"
        | "trailing input"
        | "input is out of range"
        | "input is not enough for unique date and time"
        | "no possible date and time matching input" => {
            return Parsed::Expected("a date and time such as 2026-01-01T00:00:00Z")
        }
        _ => {}
    }
    Parsed::Other(message.to_owned())
}

fn parse_sent(text: &str) -> Sent {
    let inner = |prefix: &str| {
        text.strip_prefix(prefix)
            .map(|t| t.trim_matches('`').to_owned())
    };
    if let Some(b) = inner("boolean ") {
        return Sent::Bool(b == "true");
    }
    if let Some(n) = inner("integer ").or_else(|| inner("floating point ")) {
        return Sent::Number(n);
    }
    if let Some(s) = text.strip_prefix("string ") {
        return Sent::Str(s.to_owned());
    }
    if let Some(c) = inner("character ") {
        return Sent::Str(format!("{c:?}"));
    }
    match text {
        "null" | "unit value" => Sent::Null,
        "map" => Sent::Map,
        "sequence" => Sent::Seq,
        _ => Sent::Unknown,
    }
}

impl Sent {
    fn matches(&self, value: &Value) -> bool {
        match (self, value) {
            (Sent::Bool(b), Value::Bool(v)) => b == v,
            (Sent::Number(n), Value::Number(v)) => {
                v.to_string() == *n
                    || n.parse::<f64>()
                        .ok()
                        .zip(v.as_f64())
                        .is_some_and(|(a, b)| a == b)
            }
            (Sent::Str(s), Value::String(v)) => format!("{v:?}") == *s,
            (Sent::Null, Value::Null) => true,
            (Sent::Map, Value::Object(_)) => true,
            (Sent::Seq, Value::Array(_)) => true,
            _ => false,
        }
    }

    fn words(&self) -> Option<String> {
        Some(match self {
            Sent::Bool(b) => b.to_string(),
            Sent::Number(n) => n.clone(),
            Sent::Str(s) => s.clone(),
            Sent::Null => "null".to_owned(),
            Sent::Map => "an object".to_owned(),
            Sent::Seq => "an array".to_owned(),
            Sent::Unknown => return None,
        })
    }
}

/// What serde's `expected …` means, in the API's words.
fn expected_words(expected: &str) -> String {
    let integer = |min: i128, max: i128| format!("an integer from {min} to {max}");
    match expected {
        "u8" => integer(0, u8::MAX.into()),
        "u16" => integer(0, u16::MAX.into()),
        "u32" => integer(0, u32::MAX.into()),
        "i8" => integer(i8::MIN.into(), i8::MAX.into()),
        "i16" => integer(i16::MIN.into(), i16::MAX.into()),
        "i32" => integer(i32::MIN.into(), i32::MAX.into()),
        "u64" | "u128" | "usize" => "an integer of at least 0".to_owned(),
        "i64" | "i128" | "isize" => "an integer".to_owned(),
        "f32" | "f64" => "a number".to_owned(),
        "a boolean" => "true or false".to_owned(),
        "a string" | "a borrowed string" | "a string or bytes" | "variant identifier"
        | "field identifier" | "string or map" => "a string".to_owned(),
        "a character" => "a one-character string".to_owned(),
        "a sequence" => "an array".to_owned(),
        "a map" => "an object".to_owned(),
        "unit" => "null".to_owned(),
        "any valid JSON value" => "a JSON value".to_owned(),
        other if other.contains("UUID") => "a UUID".to_owned(),
        other
            if other.starts_with("struct ")
                || other.contains("tagged enum ")
                || other.starts_with("a JSON object") =>
        {
            "an object".to_owned()
        }
        other if other.starts_with("enum ") => "one of the allowed values".to_owned(),
        other => {
            if let Some(n) = other
                .strip_prefix("a tuple of size ")
                .or_else(|| other.strip_prefix("tuple of "))
                .or_else(|| other.strip_prefix("an array of length "))
                .and_then(|rest| rest.split(' ').next())
            {
                format!("an array of {n} items")
            } else if is_rusty(other) {
                "a value of another type".to_owned()
            } else {
                other.to_owned()
            }
        }
    }
}

/// `a`, `a or b`, `one of a, b, c`; `None` for no names.
fn alternatives(names: &[String]) -> Option<String> {
    match names {
        [] => None,
        [one] => Some(one.clone()),
        [a, b] => Some(format!("{a} or {b}")),
        many => Some(format!("one of {}", many.join(", "))),
    }
}

/// The `backticked` words of a message, in order.
fn ticked(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// Drops serde_json's ` at line L column C`.
fn strip_position(message: &str) -> &str {
    if let Some((head, tail)) = message.rsplit_once(" at line ") {
        let mut parts = tail.split(' ');
        let is_position = matches!(
            (parts.next(), parts.next(), parts.next(), parts.next()),
            (Some(l), Some("column"), Some(c), None)
                if l.parse::<u64>().is_ok() && c.parse::<u64>().is_ok()
        );
        if is_position {
            return head;
        }
    }
    message
}

/// `a.b[0]` from serde_path_to_error's path (the top is empty).
fn relative_path(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut out = String::new();
    for segment in path {
        match segment {
            Segment::Seq { index } => out.push_str(&format!("[{index}]")),
            Segment::Map { key } => out = join(&out, key),
            Segment::Enum { .. } | Segment::Unknown => {}
        }
    }
    out
}

/// `a` + `b` as a path: `a.b`, `a[0]`, or either alone.
fn join(a: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (_, true) => a.to_owned(),
        (true, false) => b.to_owned(),
        (false, false) if b.starts_with('[') => format!("{a}{b}"),
        (false, false) => format!("{a}.{b}"),
    }
}

fn last_key(path: &str) -> Option<&str> {
    let last = path.rsplit('.').next()?;
    (!last.is_empty() && !last.ends_with(']')).then_some(last)
}

/// The value at a relative path (`a.b[0]`); keys holding `.` or `[` are
/// not followed.
fn at<'v>(value: &'v Value, path: &str) -> Option<&'v Value> {
    let mut node = value;
    for part in path.split('.').filter(|p| !p.is_empty()) {
        let (key, indices) = part
            .split_once('[')
            .map_or((part, ""), |(k, rest)| (k, rest));
        if !key.is_empty() {
            node = node.get(key)?;
        }
        for index in indices.split('[') {
            if let Some(i) = index
                .strip_suffix(']')
                .and_then(|i| i.parse::<usize>().ok())
            {
                node = node.get(i)?;
            }
        }
    }
    Some(node)
}

/// Where the value serde refused is: `path` itself if it holds it, else the
/// first value under `path` that does (a tagged enum's fields are read after
/// the path is lost).
fn locate(input: Option<&Value>, path: &str, sent: &Sent) -> String {
    let Some(node) = input.and_then(|v| at(v, path)) else {
        return path.to_owned();
    };
    // At the top, an object refused as "a map" is one of its fields (the top
    // is a struct or a tagged enum, which take objects).
    let top_object = path.is_empty() && node.is_object() && matches!(sent, Sent::Map);
    if sent.matches(node) && !top_object {
        return path.to_owned();
    }
    find_under(node, sent).map_or_else(|| path.to_owned(), |rel| join(path, &rel))
}

fn find_under(node: &Value, sent: &Sent) -> Option<String> {
    let children: Vec<(String, &Value)> = match node {
        Value::Object(map) => map.iter().map(|(k, v)| (k.clone(), v)).collect(),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .map(|(i, v)| (format!("[{i}]"), v))
            .collect(),
        _ => return None,
    };
    children.into_iter().find_map(|(step, child)| {
        if sent.matches(child) {
            Some(step)
        } else {
            find_under(child, sent).map(|rest| join(&step, &rest))
        }
    })
}

fn got_words(input: Option<&Value>, path: &str, sent: &Sent) -> Option<String> {
    match input.and_then(|v| at(v, path)) {
        Some(value) if sent.matches(value) || matches!(sent, Sent::Unknown) => Some(brief(value)),
        _ => sent.words(),
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::*;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Body {
        game: String,
        seats: u8,
        #[serde(default)]
        join: Option<bool>,
        #[serde(default)]
        version: Option<i64>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)]
    enum Action {
        Play { cards: Vec<u16>, rank: String },
        Pass,
    }

    fn body(value: Value) -> String {
        from_value::<Body>(&value, "").unwrap_err().to_string()
    }

    fn action(value: Value) -> String {
        from_value::<Action>(&value, "action")
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn body_errors_name_the_field_and_the_allowed_values() {
        let cases = [
            (
                json!({"game": "g", "seats": "x"}),
                "`seats`: expected an integer from 0 to 255, got \"x\"",
            ),
            (
                json!({"game": "g", "seats": 300}),
                "`seats`: expected an integer from 0 to 255, got 300",
            ),
            (
                json!({"game": "g", "seats": -1}),
                "`seats`: expected an integer from 0 to 255, got -1",
            ),
            (
                json!({"game": "g", "seats": 2, "version": "one"}),
                "`version`: expected an integer, got \"one\"",
            ),
            (
                json!({"game": "g", "seats": 2, "join": "yes"}),
                "`join`: expected true or false, got \"yes\"",
            ),
            (json!({"seats": 2}), "missing field `game`"),
            (
                json!({"game": "g", "seats": 2, "colour": 1}),
                "unknown field `colour`; the fields here are game, seats, join, version",
            ),
            (json!([]), "the body: expected an object, got an array"),
            (json!("x"), "the body: expected an object, got \"x\""),
        ];
        for (value, text) in cases {
            assert_eq!(body(value), text);
        }
        // serde reads a struct from an array too, field by field.
        let positional = json!(["g", 2, null, null]);
        assert!(from_value::<Body>(&positional, "").is_ok());
        let failure = from_object::<Body>(&positional, "").unwrap_err();
        assert_eq!(
            failure.to_string(),
            "the body: expected an object, got an array"
        );
    }

    #[test]
    fn errors_inside_a_tagged_enum_find_their_field() {
        let cases = [
            (
                json!({"kind": "jump"}),
                "`action.kind`: expected play or pass, got \"jump\"",
            ),
            (
                json!({"kind": "play", "cards": ["x"], "rank": "x"}),
                "`action.cards[0]`: expected an integer from 0 to 65535, got \"x\"",
            ),
            (
                json!({"kind": "play", "cards": {"id": 3}, "rank": "A"}),
                "`action.cards`: expected an array, got an object",
            ),
            (
                json!({"kind": "play", "rank": "A"}),
                "missing field `action.cards`",
            ),
            (json!({"cards": []}), "missing field `action.kind`"),
            (
                json!({"kind": "play", "cards": [], "rank": "A", "x": 1}),
                "unknown field `action.x`; the fields here are cards, rank",
            ),
            (json!(7), "`action`: expected an object, got 7"),
        ];
        for (value, text) in cases {
            assert_eq!(action(value), text);
        }
    }

    #[test]
    fn query_errors_name_the_parameter() {
        #[derive(Debug, Deserialize)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct Query {
            limit: Option<i64>,
        }
        let text = |q: &str| from_query::<Query>(q).unwrap_err().to_string();
        assert_eq!(
            text("limit=abc"),
            "`limit`: expected an integer, got \"abc\""
        );
        assert_eq!(
            text("colour=red"),
            "unknown parameter `colour`; the only parameter here is limit"
        );
    }

    #[test]
    fn syntax_errors_say_where() {
        let err = |t: &str| syntax(&serde_json::from_str::<Value>(t).unwrap_err());
        assert_eq!(err(""), "it is empty");
        assert_eq!(err("{\"a\" 1}"), "expected `:` at line 1, column 6");
        assert_eq!(
            err("{not json"),
            "an object key must be a string in double quotes at line 1, column 2"
        );
    }

    #[test]
    fn no_type_name_passes_through() {
        assert!(is_rusty("expected u8"));
        assert!(is_rusty("recorded Some(Outcome { finished: true })"));
        assert!(!is_rusty("an integer from 0 to 255"));
        let failure = describe(
            "invalid type: sequence, expected struct Weird",
            "",
            "",
            None,
        );
        assert_eq!(
            failure.to_string(),
            "the body: expected an object, got an array"
        );
        let failure = describe("expected Vec<u8> of Option<i64>", "x", "", None);
        assert!(!is_rusty(&failure.to_string()), "{failure}");
    }

    #[test]
    fn first_difference_names_the_path() {
        let a = json!({"type": "dealt", "hands": [[1, 2], [3, 4]]});
        let b = json!({"type": "dealt", "hands": [[1, 2], [3, 5]]});
        let (path, x, y) = first_difference(&a, &b).unwrap();
        assert_eq!((path.as_str(), x, y), ("hands[1][1]", &json!(4), &json!(5)));
        assert!(first_difference(&a, &a).is_none());
    }
}
