//! The JSON text of engine values: one writer for every payload.
//!
//! Every view, event, legal-actions object and option set is a typed value
//! whose `Serialize` (a serde derive, next to its `utoipa::ToSchema`) is its
//! only description. [`to_sorted_json`] writes it as the server has always
//! sent it and as the audit hashes it: serde_json's compact text with every
//! object's keys in sorted order, as `serde_json::to_value` then
//! `serde_json::to_vec` would give (`Value` objects are `BTreeMap`s here:
//! serde_json's `preserve_order` is off), whatever the order of a struct's
//! fields or an enum's tag. It reorders each object's members once the
//! object is complete; no `Value`, no map per object, no `String` per key.

use std::cell::RefCell;
use std::io;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use serde_json::ser::{CharEscape, CompactFormatter, Formatter};
use serde_json::value::RawValue;
use serde_json::Value;

/// The compact JSON of `value` with every object's keys in sorted order:
/// byte for byte `serde_json::to_vec(&serde_json::to_value(value)?)` for the
/// engines' types (plain data: string keys, no duplicate keys, no floats).
pub fn to_sorted_json<T: Serialize + ?Sized>(value: &T) -> Result<String, serde_json::Error> {
    with_sorted(value, str::to_owned)
}

/// Appends [`to_sorted_json`] of `value` to `out`.
pub fn append_sorted<T: Serialize + ?Sized>(
    out: &mut String,
    value: &T,
) -> Result<(), serde_json::Error> {
    with_sorted(value, |text| out.push_str(text))
}

/// [`to_sorted_json`] as a [`RawValue`], to be embedded verbatim in a
/// response body.
pub fn to_sorted_raw<T: Serialize + ?Sized>(value: &T) -> Result<Box<RawValue>, serde_json::Error> {
    // `to_raw_value` serialises without parsing again; `Verbatim` makes it
    // copy text that is already JSON (serde_json's own raw-value protocol).
    with_sorted(value, |text| {
        serde_json::value::to_raw_value(&Verbatim(text))
    })?
}

/// The most buffer a thread keeps between two values.
const KEPT_BUFFER: usize = 64 * 1024;

/// Calls `use_text` with [`to_sorted_json`] of `value`, written into a
/// buffer kept per thread with the writer's bookkeeping: a view or a move
/// writes dozens of objects, and a buffer of its own grew a dozen times.
fn with_sorted<T: Serialize + ?Sized, R>(
    value: &T,
    use_text: impl FnOnce(&str) -> R,
) -> Result<R, serde_json::Error> {
    thread_local! {
        static STATE: RefCell<State> = RefCell::default();
    }
    STATE.with(|cell| {
        // A value whose `Serialize` writes another value this way (a table
        // made on first use) finds the state in use: it gets a fresh one.
        let mut fresh = State::default();
        let mut borrowed = cell.try_borrow_mut();
        let state = match borrowed.as_deref_mut() {
            Ok(state) => state,
            Err(_) => &mut fresh,
        };
        state.reset();
        state.write(value)?;
        // The writer writes only UTF-8: serde_json's escaped strings and
        // ASCII.
        let text = std::str::from_utf8(&state.out)
            .map_err(|e| <serde_json::Error as serde::ser::Error>::custom(e.to_string()))?;
        let used = use_text(text);
        // A thread keeps no more than a large view's worth of buffer.
        if state.out.capacity() > KEPT_BUFFER {
            state.out = Vec::new();
        }
        Ok(used)
    })
}

/// The full-truth events of one step as canonical JSON text
/// ([`crate::engine::canonical_json`]: keys sorted, compact): one JSON
/// array, with the span of each event in it. What the server stores (the
/// array) and hashes (each event's bytes), written straight from the typed
/// events: no `Value` per event.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EventsJson {
    /// `[e0,e1,…]`.
    text: String,
    /// `(start, end)` of each event in `text`.
    spans: Vec<(u32, u32)>,
}

impl EventsJson {
    /// The events as one JSON array.
    pub fn as_array(&self) -> &str {
        &self.text
    }

    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// The canonical text of event `i`.
    pub fn get(&self, i: usize) -> Option<&str> {
        let &(start, end) = self.spans.get(i)?;
        self.text.get(start as usize..end as usize)
    }

    /// The canonical text of each event, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.spans
            .iter()
            .map(|&(start, end)| &self.text[start as usize..end as usize])
    }

    /// The events as `Value`s (what [`crate::engine::AnyGame::apply_json`]
    /// returns), parsed from the text.
    pub fn to_values(&self) -> Vec<Value> {
        self.iter()
            .map(|e| serde_json::from_str(e).expect("canonical events are JSON"))
            .collect()
    }
}

/// Writes [`EventsJson`] one event at a time (see [`EventsJson`]).
pub struct EventsWriter {
    out: String,
    spans: Vec<(u32, u32)>,
}

impl Default for EventsWriter {
    fn default() -> Self {
        let mut out = String::with_capacity(256);
        out.push('[');
        EventsWriter {
            out,
            spans: Vec::with_capacity(4),
        }
    }
}

impl EventsWriter {
    /// Appends one event's canonical text ([`to_sorted_json`]). Engine
    /// events are plain data: this cannot fail; a failure would be a bug in
    /// a type definition.
    pub fn push<T: Serialize + ?Sized>(&mut self, event: &T) {
        if !self.spans.is_empty() {
            self.out.push(',');
        }
        let start = self.out.len();
        append_sorted(&mut self.out, event).expect("engine events serialize to JSON");
        let end = self.out.len();
        self.spans.push((offset(start), offset(end)));
    }

    pub fn finish(mut self) -> EventsJson {
        self.out.push(']');
        EventsJson {
            text: self.out,
            spans: self.spans,
        }
    }
}

fn offset(at: usize) -> u32 {
    u32::try_from(at).expect("a step's events fit in 4 GiB")
}

/// Serialises `text`, which must be one JSON value, as itself: for a type
/// that keeps the JSON its own derived `Serialize` wrote (the cards of a
/// view). For serde_json's serializers only, which are the engine's.
pub(crate) fn serialize_verbatim<S: Serializer>(text: &str, s: S) -> Result<S::Ok, S::Error> {
    Verbatim(text).serialize(s)
}

/// Text known to be JSON, serialised as itself through serde_json's raw
/// value protocol (the struct name and field serde_json's `RawValue` uses).
struct Verbatim<'a>(&'a str);

const RAW_VALUE_TOKEN: &str = "$serde_json::private::RawValue";

impl Serialize for Verbatim<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut raw = s.serialize_struct(RAW_VALUE_TOKEN, 1)?;
        raw.serialize_field(RAW_VALUE_TOKEN, self.0)?;
        raw.end()
    }
}

#[derive(Default)]
struct State {
    out: Vec<u8>,
    /// Index in `members` of the first member of each open object.
    objects: Vec<usize>,
    /// The members of the open objects, innermost last.
    members: Vec<Member>,
    scratch: Vec<u8>,
    order: Vec<Member>,
}

/// One `"key":value` of an open object, as byte offsets in `out`.
#[derive(Clone, Copy)]
struct Member {
    /// The opening quote of the key.
    start: usize,
    /// Just past the key's closing quote.
    key_end: usize,
    /// Just past the value.
    end: usize,
    /// The key holds an escape: compare it unescaped.
    escaped: bool,
}

impl State {
    /// Empties the buffer, with no object open.
    fn reset(&mut self) {
        self.out.clear();
        self.objects.clear();
        self.members.clear();
    }

    /// Appends the sorted JSON of `value` to `out`.
    fn write<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), serde_json::Error> {
        let mut ser = serde_json::Serializer::with_formatter(
            io::sink(),
            Sorting {
                state: self,
                in_key: false,
            },
        );
        value.serialize(&mut ser)
    }

    /// The key of `m` between its quotes, as written (escaped).
    fn key(&self, m: &Member) -> &[u8] {
        &self.out[m.start + 1..m.key_end - 1]
    }

    /// Closes the innermost object: rewrites its members in key order when
    /// they are not in it already.
    fn close_object(&mut self) {
        let first = self.objects.pop().unwrap_or_default();
        let members = &self.members[first..];
        let escaped = members.iter().any(|m| m.escaped);
        let sorted = !escaped
            && members
                .windows(2)
                .all(|w| less(self.key(&w[0]), self.key(&w[1])));
        if !sorted && members.len() > 1 {
            let mut order = std::mem::take(&mut self.order);
            order.clear();
            order.extend_from_slice(members);
            if escaped {
                // Rare (no engine key needs escaping): compare the text.
                let text = |m: &Member| -> String {
                    serde_json::from_slice(&self.out[m.start..m.key_end]).unwrap_or_default()
                };
                order.sort_by_cached_key(text);
            } else {
                order.sort_by(|a, b| self.key(a).cmp(self.key(b)));
            }
            let region = members[0].start;
            self.scratch.clear();
            for (i, m) in order.iter().enumerate() {
                if i > 0 {
                    self.scratch.push(b',');
                }
                self.scratch.extend_from_slice(&self.out[m.start..m.end]);
            }
            self.out.truncate(region);
            self.out.extend_from_slice(&self.scratch);
            self.order = order;
        }
        self.members.truncate(first);
        self.out.push(b'}');
    }
}

/// `a < b` bytewise, inline: keys are a few bytes, shorter than the call
/// to `memcmp` that slice comparison makes.
fn less(a: &[u8], b: &[u8]) -> bool {
    for (x, y) in a.iter().zip(b) {
        if x != y {
            return x < y;
        }
    }
    a.len() < b.len()
}

/// serde_json's compact formatter, writing into [`State::out`] (the writer
/// serde_json hands over is a sink) and keeping track of object members.
struct Sorting<'a> {
    state: &'a mut State,
    in_key: bool,
}

macro_rules! compact {
    ($($name:ident($ty:ty)),* $(,)?) => {
        $(
            fn $name<W: ?Sized + io::Write>(&mut self, _: &mut W, value: $ty) -> io::Result<()> {
                CompactFormatter.$name(&mut self.state.out, value)
            }
        )*
    };
}

impl Formatter for Sorting<'_> {
    compact! {
        write_bool(bool), write_i8(i8), write_i16(i16), write_i32(i32), write_i64(i64),
        write_i128(i128), write_u8(u8), write_u16(u16), write_u32(u32), write_u64(u64),
        write_u128(u128), write_f32(f32), write_f64(f64), write_number_str(&str),
        write_string_fragment(&str), write_byte_array(&[u8]), write_raw_fragment(&str),
        begin_array_value(bool),
    }

    fn write_null<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        CompactFormatter.write_null(&mut self.state.out)
    }

    fn begin_string<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        CompactFormatter.begin_string(&mut self.state.out)
    }

    fn end_string<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        CompactFormatter.end_string(&mut self.state.out)
    }

    fn write_char_escape<W: ?Sized + io::Write>(
        &mut self,
        _: &mut W,
        escape: CharEscape,
    ) -> io::Result<()> {
        if self.in_key {
            if let Some(m) = self.state.members.last_mut() {
                m.escaped = true;
            }
        }
        CompactFormatter.write_char_escape(&mut self.state.out, escape)
    }

    fn begin_array<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        CompactFormatter.begin_array(&mut self.state.out)
    }

    fn end_array<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        CompactFormatter.end_array(&mut self.state.out)
    }

    fn end_array_value<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        CompactFormatter.end_array_value(&mut self.state.out)
    }

    fn begin_object<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.state.objects.push(self.state.members.len());
        self.state.out.push(b'{');
        Ok(())
    }

    fn end_object<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.state.close_object();
        Ok(())
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        _: &mut W,
        first: bool,
    ) -> io::Result<()> {
        if !first {
            self.state.out.push(b',');
        }
        let start = self.state.out.len();
        self.state.members.push(Member {
            start,
            key_end: start,
            end: start,
            escaped: false,
        });
        self.in_key = true;
        Ok(())
    }

    fn end_object_key<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.in_key = false;
        let at = self.state.out.len();
        if let Some(m) = self.state.members.last_mut() {
            m.key_end = at;
        }
        Ok(())
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.state.out.push(b':');
        Ok(())
    }

    fn end_object_value<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        let at = self.state.out.len();
        if let Some(m) = self.state.members.last_mut() {
            m.end = at;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use serde_json::{json, Value};

    use super::*;
    use crate::engine::{biscuits::Biscuits, meerkat::Meerkat, AnyGame, EventsJson, Rules, Viewer};

    /// Every configuration the bench plays, with a few option variations.
    fn setups() -> Vec<(&'static str, u8, Value)> {
        let mut out = Vec::new();
        for seats in 2..=5 {
            for backs in ["rounded", "exact", "hidden"] {
                out.push((Meerkat::ID, seats, json!({ "card_backs": backs })));
            }
            for variant in ["basic", "advanced"] {
                out.push((Biscuits::ID, seats, json!({ "variant": variant })));
            }
        }
        out
    }

    /// Random games, calling `visit` after the deal and after every move.
    fn play(games: u64, mut visit: impl FnMut(&AnyGame, Option<&Value>)) {
        for (game, seats, options) in setups() {
            for i in 0..games {
                let mut seed = [0u8; 32];
                seed[..8].copy_from_slice(&i.to_le_bytes());
                let mut rng = ChaCha8Rng::seed_from_u64(i);
                let (mut g, _) = AnyGame::new(game, seats, &options, &seed).unwrap();
                visit(&g, None);
                while let Some(seat) = g.to_move() {
                    let action = g.random_action(&mut rng).unwrap();
                    g.apply_json(seat, &action).unwrap();
                    visit(&g, Some(&action));
                }
            }
        }
    }

    fn viewers(g: &AnyGame) -> Vec<Viewer> {
        (0..g.seat_count())
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
            .collect()
    }

    #[test]
    fn sorted_json_is_the_text_of_the_value() {
        let mut views = 0;
        play(6, |g, _| {
            for viewer in viewers(g) {
                let value = g.view_value(viewer);
                let expected = serde_json::to_string(&value).unwrap();
                assert_eq!(g.view(viewer).get(), expected, "{viewer:?}");
                views += 1;
            }
        });
        assert!(views > 10_000, "{views}");
    }

    /// The stored snapshot reads back as the same state, in every state of
    /// random games of every configuration: a move's snapshot is what the
    /// next read of the game (and the audit's replay) starts from.
    #[test]
    fn snapshots_read_back_as_the_state() {
        let mut checked = 0;
        play(6, |g, _| {
            let text = g.snapshot();
            let back: AnyGame = serde_json::from_str(&text).unwrap();
            assert_eq!(&back, g);
            checked += 1;
        });
        assert!(checked > 5_000, "{checked}");
    }

    /// The legal actions are the text of their `Value` (keys sorted), for
    /// every seat in every state.
    #[test]
    fn legal_actions_are_the_text_of_the_value() {
        let mut written = 0;
        play(6, |g, _| {
            for seat in 0..g.seat_count() {
                // The reference: serde through a `Value`, whose maps sort.
                let value = match g {
                    AnyGame::Meerkat(m) => m.legal_actions(seat).map(serde_json::to_value),
                    AnyGame::Biscuits(b) => b.legal_actions(seat).map(serde_json::to_value),
                };
                let expected = value.map(|v| serde_json::to_string(&v.unwrap()).unwrap());
                let text = g.legal_actions_json(seat);
                assert_eq!(
                    text.as_ref().map(|t| t.get().to_owned()),
                    expected,
                    "seat {seat}"
                );
                written += usize::from(text.is_some());
            }
        });
        assert!(written > 5_000, "{written}");
    }

    /// The events a move's answer shows (`apply_canonical_seen`, redacted
    /// from the typed events) are, for every viewer, the text of the stored
    /// events redacted through `Value` (`AnyGame::redact`, what the event
    /// log shows): the answer can show no more than the log, nor less.
    #[test]
    fn seen_events_are_the_redacted_stored_events() {
        let mut seen = 0;
        for (game, seats, options) in setups() {
            for i in 0..3u64 {
                let mut seed = [0u8; 32];
                seed[..8].copy_from_slice(&i.to_le_bytes());
                let mut rng = ChaCha8Rng::seed_from_u64(i);
                let (mut g, _) = AnyGame::new(game, seats, &options, &seed).unwrap();
                while let Some(seat) = g.to_move() {
                    let action = g.random_action(&mut rng).unwrap();
                    let before = g.clone();
                    let values = g.apply_json(seat, &action).unwrap();
                    for viewer in viewers(&g) {
                        let mut t = before.clone();
                        let (text, shown) =
                            t.apply_canonical_seen(seat, &action, Some(viewer)).unwrap();
                        assert_eq!(t, g);
                        assert_eq!(text.to_values(), values);
                        let expected: Vec<String> = values
                            .iter()
                            .map(|v| serde_json::to_string(&g.redact(v, viewer).unwrap()).unwrap())
                            .collect();
                        let shown: Vec<&str> = shown.iter().map(|r| r.get()).collect();
                        assert_eq!(shown, expected, "{viewer:?}");
                        seen += shown.len();
                    }
                    let mut t = before.clone();
                    let (_, none) = t.apply_canonical_seen(seat, &action, None).unwrap();
                    assert!(none.is_empty());
                }
            }
        }
        assert!(seen > 5_000, "{seen}");
    }

    /// `apply_canonical` and `new_canonical` write, for every event, the
    /// bytes the audit hashes (`canonical_event_bytes` of the `Value` that
    /// `apply_json` returns), and leave the same state.
    #[test]
    fn canonical_events_are_the_audited_bytes() {
        let mut events = 0;
        for (game, seats, options) in setups() {
            for i in 0..4u64 {
                let mut seed = [0u8; 32];
                seed[..8].copy_from_slice(&i.to_le_bytes());
                let mut rng = ChaCha8Rng::seed_from_u64(i);
                let (mut g, values) = AnyGame::new(game, seats, &options, &seed).unwrap();
                let (mut t, text) = AnyGame::new_canonical(game, seats, &options, &seed).unwrap();
                assert_eq!(g, t);
                let check = |g: &AnyGame, values: &[Value], text: &EventsJson| {
                    assert_eq!(values.len(), text.len());
                    for (value, text) in values.iter().zip(text.iter()) {
                        let bytes = g.canonical_event_bytes(value).unwrap();
                        assert_eq!(text.as_bytes(), &bytes[..]);
                    }
                    assert_eq!(text.to_values(), values);
                    let array: Value = serde_json::from_str(text.as_array()).unwrap();
                    assert_eq!(array, Value::Array(values.to_vec()));
                };
                check(&g, &values, &text);
                while let Some(seat) = g.to_move() {
                    let action = g.random_action(&mut rng).unwrap();
                    // A refusal writes nothing and changes nothing.
                    let other = (seat + 1) % g.seat_count();
                    assert!(t.apply_canonical(other, &action).is_err());
                    assert!(t.apply_canonical(seat, &json!({"kind": "x"})).is_err());
                    assert_eq!(g, t);
                    let values = g.apply_json(seat, &action).unwrap();
                    let text = t.apply_canonical(seat, &action).unwrap();
                    assert_eq!(g, t);
                    check(&g, &values, &text);
                    events += values.len();
                }
            }
        }
        assert!(events > 5_000, "{events}");
    }

    /// The canonical bytes the audit hashes, as `canonical_json` wrote them
    /// when it went through a `Value` (every object rebuilt with its keys
    /// sorted, then serde_json's compact text): the reference that the
    /// direct writer must match byte for byte, or every stored hash chain
    /// would stop verifying.
    fn sorted_value_bytes(value: &Value) -> Vec<u8> {
        fn sort(value: &Value) -> Value {
            match value {
                Value::Object(map) => {
                    let mut entries: Vec<_> = map.iter().collect();
                    entries.sort_by(|a, b| a.0.cmp(b.0));
                    Value::Object(
                        entries
                            .into_iter()
                            .map(|(k, v)| (k.clone(), sort(v)))
                            .collect(),
                    )
                }
                Value::Array(items) => Value::Array(items.iter().map(sort).collect()),
                other => other.clone(),
            }
        }
        serde_json::to_vec(&sort(value)).unwrap()
    }

    #[test]
    fn canonical_json_is_the_sorted_value_text() {
        use crate::engine::canonical_json;
        let odd = json!({
            "b": [{"z": 0, "y": [{"d": null, "c": -1}]}, "s\"q"],
            "a\"b": 1, "a#": 2, "a": {}, "é": "ü", "e": true, "\u{1}": 3, "": [],
            "n": {"big": u64::MAX, "neg": i64::MIN}
        });
        assert_eq!(canonical_json(&odd).unwrap(), sorted_value_bytes(&odd));
        // Typed data writes its fields in declaration order: a move
        // request, say, whose action is free-form.
        #[derive(Serialize)]
        struct Request {
            expected_version: u32,
            action: Value,
            note: Option<Inner>,
        }
        #[derive(Serialize)]
        #[serde(tag = "kind", rename_all = "snake_case")]
        enum Inner {
            Play { zeta: u8, alpha: Vec<u8> },
        }
        let request = Request {
            expected_version: 7,
            action: odd.clone(),
            note: Some(Inner::Play {
                zeta: 1,
                alpha: vec![2, 3],
            }),
        };
        assert_eq!(
            canonical_json(&request).unwrap(),
            sorted_value_bytes(&serde_json::to_value(&request).unwrap())
        );
        let mut checked = 0;
        play(3, |g, action| {
            if let Some(action) = action {
                assert_eq!(canonical_json(action).unwrap(), sorted_value_bytes(action));
                let typed = g.canonical_action_bytes(action).unwrap();
                let parsed: Value = serde_json::from_slice(&typed).unwrap();
                assert_eq!(typed, sorted_value_bytes(&parsed));
            }
            for viewer in viewers(g) {
                let view = g.view_value(viewer);
                assert_eq!(canonical_json(&view).unwrap(), sorted_value_bytes(&view));
                checked += 1;
            }
        });
        assert!(checked > 1_000, "{checked}");
    }

    #[test]
    fn less_is_bytewise_order() {
        let keys: [&[u8]; 6] = [b"", b"a", b"a_b", b"ab", b"b", b"ba"];
        for a in keys {
            for b in keys {
                assert_eq!(less(a, b), a < b, "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn sorted_json_sorts_nested_objects_and_escaped_keys() {
        let value = json!({"b": {"z": 1, "a": [{"y": null, "x": true}]}, "a\"q": "s", "a": {}});
        #[derive(Serialize)]
        struct Unsorted {
            zeta: u8,
            alpha: Vec<Inner>,
            #[serde(skip_serializing_if = "Option::is_none")]
            skipped: Option<u8>,
            mid: Option<u8>,
        }
        #[derive(Serialize)]
        #[serde(tag = "type", rename_all = "snake_case")]
        enum Inner {
            Later { b: u8, a: u8 },
            Unit,
        }
        let typed = Unsorted {
            zeta: 1,
            alpha: vec![Inner::Later { b: 2, a: 3 }, Inner::Unit],
            skipped: None,
            mid: None,
        };
        for expected in [
            serde_json::to_string(&value).unwrap(),
            serde_json::to_string(&serde_json::to_value(&typed).unwrap()).unwrap(),
        ] {
            let got = if expected.contains("zeta") {
                to_sorted_json(&typed).unwrap()
            } else {
                to_sorted_json(&value).unwrap()
            };
            assert_eq!(got, expected);
        }
        let raw = to_sorted_raw(&typed).unwrap();
        assert_eq!(
            raw.get(),
            r#"{"alpha":[{"a":3,"b":2,"type":"later"},{"type":"unit"}],"mid":null,"zeta":1}"#
        );
        // Embedded verbatim, not as a string or an object of the token.
        assert_eq!(
            serde_json::to_string(&json!({ "v": serde_json::to_value(&raw).unwrap() })).unwrap(),
            r#"{"v":{"alpha":[{"a":3,"b":2,"type":"later"},{"type":"unit"}],"mid":null,"zeta":1}}"#
        );
        assert_eq!(
            serde_json::to_string(&vec![raw]).unwrap(),
            r#"[{"alpha":[{"a":3,"b":2,"type":"later"},{"type":"unit"}],"mid":null,"zeta":1}]"#
        );
    }

    /// Variations of a well-formed action: wrong types, extra or missing
    /// keys, out-of-range numbers.
    fn mutations(action: &Value, rng: &mut ChaCha8Rng) -> Vec<Value> {
        let odd = [
            json!(null),
            json!(-1),
            json!(1.0),
            json!(1.5),
            json!(65_535),
            json!(65_536),
            json!(u64::MAX),
            json!(i64::MIN),
            json!("3"),
            json!("A"),
            json!("play"),
            json!("pass"),
            json!([]),
            json!([1, 2]),
            json!([1, -2]),
            json!([1, 1]),
            json!({}),
            json!(true),
        ];
        let mut out = vec![action.clone()];
        let Some(map) = action.as_object() else {
            return out;
        };
        for key in map.keys() {
            let mut removed = map.clone();
            removed.remove(key);
            out.push(Value::Object(removed));
            for v in &odd {
                let mut changed = map.clone();
                changed.insert(key.clone(), v.clone());
                out.push(Value::Object(changed));
            }
        }
        for key in ["kind", "cards", "rank", "card", "extra", "Kind"] {
            let mut added = map.clone();
            added.insert(key.to_owned(), odd[rng.random_range(0..odd.len())].clone());
            out.push(Value::Object(added));
        }
        out.push(json!([action]));
        out.push(json!(map.get("kind")));
        out
    }

    fn agrees<G: Rules>(value: &Value) {
        if let Some(quick) = G::quick_parse(value) {
            assert_eq!(G::parse_action(value), Ok(quick), "{value}");
        }
        // Whatever path, the result is serde's.
        assert_eq!(G::read_action(value), G::parse_action(value), "{value}");
    }

    #[test]
    fn quick_parse_agrees_with_serde() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut quick = 0u32;
        play(2, |g, action| {
            let Some(action) = action else { return };
            for value in mutations(action, &mut rng) {
                match g {
                    AnyGame::Meerkat(_) => agrees::<Meerkat>(&value),
                    AnyGame::Biscuits(_) => agrees::<Biscuits>(&value),
                }
            }
            let hit = match g {
                AnyGame::Meerkat(_) => Meerkat::quick_parse(action).is_some(),
                AnyGame::Biscuits(_) => Biscuits::quick_parse(action).is_some(),
            };
            assert!(hit, "the fast path misses {action}");
            quick += 1;
        });
        assert!(quick > 1_000);
    }
}
