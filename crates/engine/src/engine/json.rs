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
use serde_json::ser::{CompactFormatter, Formatter};
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
        value.serialize(Sorted { state: self })
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

/// Whether `text` goes into a JSON string as it is: no `"`, `\\` or control
/// character. Eight bytes at a time: every key and label is checked, and
/// most are a few bytes long.
#[inline]
fn is_plain(text: &str) -> bool {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    /// Whether a byte of `x` is below `n` (at most 0x80): exact as to
    /// whether there is one (Bit Twiddling Hacks, "hasless").
    fn has_less(x: u64, n: u8) -> bool {
        x.wrapping_sub(ONES * u64::from(n)) & !x & HIGHS != 0
    }
    let mut chunks = text.as_bytes().chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0; 8];
        word.copy_from_slice(chunk);
        let x = u64::from_ne_bytes(word);
        if has_less(x, 0x20)
            || has_less(x ^ (ONES * u64::from(b'"')), 1)
            || has_less(x ^ (ONES * u64::from(b'\\')), 1)
        {
            return false;
        }
    }
    chunks
        .remainder()
        .iter()
        .all(|&b| b >= 0x20 && b != b'"' && b != b'\\')
}

/// The serializer of [`to_sorted_json`]: serde_json's compact text into
/// [`State::out`], each object's members recorded for
/// [`State::close_object`]. Plain strings and keys are copied as they are;
/// numbers are written by serde_json's formatter, and strings that need
/// escaping, floats and bytes by serde_json's serializer, so the text is
/// serde_json's byte for byte.
struct Sorted<'a> {
    state: &'a mut State,
}

/// What ends a compound value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Close {
    Array,
    Object,
    /// An enum variant's `{"name":[…]}`: the array, then the object.
    VariantArray,
    /// An enum variant's `{"name":{…}}`: both objects.
    VariantObject,
    /// serde_json's raw value: its one field is JSON text.
    Raw,
}

struct Compound<'a> {
    state: &'a mut State,
    first: bool,
    close: Close,
}

type Error = serde_json::Error;

impl State {
    /// `value` as serde_json writes it (strings to escape, floats, bytes).
    fn serde_json<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        serde_json::to_writer(&mut self.out, value)
    }

    /// Writes `text` as a JSON string; says whether it needed escaping.
    #[inline]
    fn string(&mut self, text: &str) -> Result<bool, Error> {
        if is_plain(text) {
            self.out.reserve(text.len() + 2);
            self.out.push(b'"');
            self.out.extend_from_slice(text.as_bytes());
            self.out.push(b'"');
            Ok(false)
        } else {
            self.serde_json(text).map(|()| true)
        }
    }

    fn number(&mut self, write: impl FnOnce(&mut Vec<u8>) -> io::Result<()>) -> Result<(), Error> {
        write(&mut self.out).map_err(Error::io)
    }

    fn begin_object(&mut self) {
        self.objects.push(self.members.len());
        self.out.push(b'{');
    }

    /// Writes `"key":` as the next member of the innermost object.
    fn begin_member(&mut self, key: &str) -> Result<(), Error> {
        let first = self.objects.last().copied().unwrap_or_default();
        if self.members.len() > first {
            self.out.push(b',');
        }
        let start = self.out.len();
        let escaped = self.string(key)?;
        let key_end = self.out.len();
        self.out.push(b':');
        self.members.push(Member {
            start,
            key_end,
            end: key_end,
            escaped,
        });
        Ok(())
    }

    /// Marks the end of the innermost object's last member.
    fn end_member(&mut self) {
        let at = self.out.len();
        if let Some(m) = self.members.last_mut() {
            m.end = at;
        }
    }

    fn compound(&mut self, close: Close) -> Compound<'_> {
        Compound {
            state: self,
            first: true,
            close,
        }
    }
}

macro_rules! numbers {
    ($($name:ident($ty:ty) => $write:ident),* $(,)?) => {
        $(
            fn $name(self, value: $ty) -> Result<(), Error> {
                self.state.number(|out| CompactFormatter.$write(out, value))
            }
        )*
    };
}

impl<'a> Serializer for Sorted<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    numbers! {
        serialize_bool(bool) => write_bool,
        serialize_i8(i8) => write_i8, serialize_i16(i16) => write_i16,
        serialize_i32(i32) => write_i32, serialize_i64(i64) => write_i64,
        serialize_i128(i128) => write_i128,
        serialize_u8(u8) => write_u8, serialize_u16(u16) => write_u16,
        serialize_u32(u32) => write_u32, serialize_u64(u64) => write_u64,
        serialize_u128(u128) => write_u128,
    }

    fn serialize_f32(self, value: f32) -> Result<(), Error> {
        self.state.serde_json(&value)
    }

    fn serialize_f64(self, value: f64) -> Result<(), Error> {
        self.state.serde_json(&value)
    }

    fn serialize_char(self, value: char) -> Result<(), Error> {
        self.serialize_str(value.encode_utf8(&mut [0; 4]))
    }

    fn serialize_str(self, value: &str) -> Result<(), Error> {
        self.state.string(value).map(drop)
    }

    fn serialize_bytes(self, value: &[u8]) -> Result<(), Error> {
        self.state.serde_json(value)
    }

    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Error> {
        self.state.out.extend_from_slice(b"null");
        Ok(())
    }

    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }

    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.serialize_str(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.state.begin_object();
        self.state.begin_member(variant)?;
        value.serialize(Sorted {
            state: &mut *self.state,
        })?;
        self.state.end_member();
        self.state.close_object();
        Ok(())
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'a>, Error> {
        self.state.out.push(b'[');
        Ok(self.state.compound(Close::Array))
    }

    fn serialize_tuple(self, len: usize) -> Result<Compound<'a>, Error> {
        self.serialize_seq(Some(len))
    }

    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Compound<'a>, Error> {
        self.serialize_seq(Some(len))
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Error> {
        self.state.begin_object();
        self.state.begin_member(variant)?;
        self.state.out.push(b'[');
        Ok(self.state.compound(Close::VariantArray))
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'a>, Error> {
        self.state.begin_object();
        Ok(self.state.compound(Close::Object))
    }

    fn serialize_struct(self, name: &'static str, _: usize) -> Result<Compound<'a>, Error> {
        if name == RAW_VALUE_TOKEN {
            return Ok(self.state.compound(Close::Raw));
        }
        self.state.begin_object();
        Ok(self.state.compound(Close::Object))
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Error> {
        self.state.begin_object();
        self.state.begin_member(variant)?;
        self.state.begin_object();
        Ok(self.state.compound(Close::VariantObject))
    }
}

impl Compound<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        if !self.first {
            self.state.out.push(b',');
        }
        self.first = false;
        value.serialize(Sorted {
            state: &mut *self.state,
        })
    }

    fn member<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        if self.close == Close::Raw {
            return value.serialize(RawText {
                state: &mut *self.state,
            });
        }
        self.state.begin_member(key)?;
        value.serialize(Sorted {
            state: &mut *self.state,
        })?;
        self.state.end_member();
        Ok(())
    }

    fn close(self) -> Result<(), Error> {
        match self.close {
            Close::Array => self.state.out.push(b']'),
            Close::Object => self.state.close_object(),
            Close::VariantArray => {
                self.state.out.push(b']');
                self.state.end_member();
                self.state.close_object();
            }
            Close::VariantObject => {
                self.state.close_object();
                self.state.end_member();
                self.state.close_object();
            }
            Close::Raw => {}
        }
        Ok(())
    }
}

macro_rules! elements {
    ($($trait:ident :: $method:ident),*) => {
        $(
            impl serde::ser::$trait for Compound<'_> {
                type Ok = ();
                type Error = Error;

                fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                    self.element(value)
                }

                fn end(self) -> Result<(), Error> {
                    self.close()
                }
            }
        )*
    };
}

elements!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

macro_rules! members {
    ($($trait:ident),*) => {
        $(
            impl serde::ser::$trait for Compound<'_> {
                type Ok = ();
                type Error = Error;

                fn serialize_field<T: Serialize + ?Sized>(
                    &mut self,
                    key: &'static str,
                    value: &T,
                ) -> Result<(), Error> {
                    self.member(key, value)
                }

                fn end(self) -> Result<(), Error> {
                    self.close()
                }
            }
        )*
    };
}

members!(SerializeStruct, SerializeStructVariant);

impl serde::ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        key.serialize(MapKey {
            state: &mut *self.state,
        })
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(Sorted {
            state: &mut *self.state,
        })?;
        self.state.end_member();
        Ok(())
    }

    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

/// A map's key, as serde_json takes one: a string, or a number, boolean
/// or unit variant written as a string.
struct MapKey<'a> {
    state: &'a mut State,
}

/// The text of a raw value's one field, copied as it is.
struct RawText<'a> {
    state: &'a mut State,
}

fn key_must_be_a_string() -> Error {
    serde::ser::Error::custom("key must be a string")
}

/// The methods of a serializer that takes scalars only: compounds,
/// options, units, floats and bytes are refused with `$refuse`.
macro_rules! refuse_the_rest {
    ($refuse:expr) => {
        type Ok = ();
        type Error = Error;
        type SerializeSeq = serde::ser::Impossible<(), Error>;
        type SerializeTuple = serde::ser::Impossible<(), Error>;
        type SerializeTupleStruct = serde::ser::Impossible<(), Error>;
        type SerializeTupleVariant = serde::ser::Impossible<(), Error>;
        type SerializeMap = serde::ser::Impossible<(), Error>;
        type SerializeStruct = serde::ser::Impossible<(), Error>;
        type SerializeStructVariant = serde::ser::Impossible<(), Error>;

        fn serialize_f32(self, _: f32) -> Result<(), Error> {
            Err($refuse)
        }
        fn serialize_f64(self, _: f64) -> Result<(), Error> {
            Err($refuse)
        }
        fn serialize_bytes(self, _: &[u8]) -> Result<(), Error> {
            Err($refuse)
        }
        fn serialize_none(self) -> Result<(), Error> {
            Err($refuse)
        }
        fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), Error> {
            Err($refuse)
        }
        fn serialize_unit(self) -> Result<(), Error> {
            Err($refuse)
        }
        fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
            Err($refuse)
        }
        fn serialize_newtype_variant<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: &T,
        ) -> Result<(), Error> {
            Err($refuse)
        }
        fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Error> {
            Err($refuse)
        }
        fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Error> {
            Err($refuse)
        }
        fn serialize_tuple_struct(
            self,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleStruct, Error> {
            Err($refuse)
        }
        fn serialize_tuple_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleVariant, Error> {
            Err($refuse)
        }
        fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Error> {
            Err($refuse)
        }
        fn serialize_struct(
            self,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeStruct, Error> {
            Err($refuse)
        }
        fn serialize_struct_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeStructVariant, Error> {
            Err($refuse)
        }
    };
}

/// Integers and booleans as map keys: their text, quoted.
macro_rules! key_texts {
    ($($name:ident($ty:ty)),* $(,)?) => {
        $(
            fn $name(self, value: $ty) -> Result<(), Error> {
                self.state.begin_member(&value.to_string())
            }
        )*
    };
}

impl Serializer for MapKey<'_> {
    refuse_the_rest!(key_must_be_a_string());

    key_texts! {
        serialize_bool(bool), serialize_i8(i8), serialize_i16(i16), serialize_i32(i32),
        serialize_i64(i64), serialize_i128(i128), serialize_u8(u8), serialize_u16(u16),
        serialize_u32(u32), serialize_u64(u64), serialize_u128(u128),
    }

    fn serialize_char(self, value: char) -> Result<(), Error> {
        self.state.begin_member(value.encode_utf8(&mut [0; 4]))
    }

    fn serialize_str(self, value: &str) -> Result<(), Error> {
        self.state.begin_member(value)
    }

    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.state.begin_member(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
}

fn not_raw_text() -> Error {
    serde::ser::Error::custom("a raw value is JSON text")
}

/// Scalars a serializer refuses.
macro_rules! refused {
    ($refuse:expr; $($name:ident($ty:ty)),* $(,)?) => {
        $(
            fn $name(self, _: $ty) -> Result<(), Error> {
                Err($refuse)
            }
        )*
    };
}

impl Serializer for RawText<'_> {
    refuse_the_rest!(not_raw_text());

    refused! {
        not_raw_text();
        serialize_bool(bool), serialize_i8(i8), serialize_i16(i16), serialize_i32(i32),
        serialize_i64(i64), serialize_i128(i128), serialize_u8(u8), serialize_u16(u16),
        serialize_u32(u32), serialize_u64(u64), serialize_u128(u128),
    }

    fn serialize_char(self, _: char) -> Result<(), Error> {
        Err(not_raw_text())
    }

    fn serialize_str(self, text: &str) -> Result<(), Error> {
        self.state.out.extend_from_slice(text.as_bytes());
        Ok(())
    }

    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> Result<(), Error> {
        Err(not_raw_text())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<(), Error> {
        Err(not_raw_text())
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

    /// `is_plain` says whether serde_json would escape nothing, for every
    /// byte at every place of a word and in the tail.
    #[test]
    fn is_plain_is_serde_json_s_no_escape() {
        let mut texts = vec![String::new(), "é🐕ü long plain text".to_owned()];
        for c in (0u8..0x80)
            .map(char::from)
            .chain(['é', '\u{7f}', '\u{2028}'])
        {
            for at in 0..17 {
                let mut text = "a".repeat(16);
                text.insert(at, c);
                texts.push(text);
            }
        }
        for text in texts {
            let escaped = serde_json::to_string(&text).unwrap();
            let plain = escaped.len() == text.len() + 2;
            assert_eq!(is_plain(&text), plain, "{text:?}");
        }
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
