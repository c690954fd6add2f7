//! JSON text of engine values, written directly, with the bytes the server
//! has always sent.
//!
//! The server used to turn a view into a `serde_json::Value` and serialise
//! that. `Value` objects are `BTreeMap`s here (serde_json's
//! `preserve_order` is off), so every object came out with its keys sorted,
//! whatever the order of a struct's fields. [`to_sorted_json`] writes the
//! same bytes straight from the typed value: serde_json's compact writer,
//! with each object's members reordered by key once the object is complete.
//! No `Value`, no map per object, no `String` per key (issue 12: a view
//! cost about 10 µs through `Value`).

use std::io;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use serde_json::ser::{CharEscape, CompactFormatter, Formatter};
use serde_json::value::RawValue;

/// The compact JSON of `value` with every object's keys in sorted order:
/// byte for byte `serde_json::to_vec(&serde_json::to_value(value)?)` for the
/// engines' types (plain data: string keys, no duplicate keys, no floats).
pub fn to_sorted_json<T: Serialize + ?Sized>(value: &T) -> Result<String, serde_json::Error> {
    let mut state = State {
        out: Vec::with_capacity(4096),
        ..State::default()
    };
    {
        let mut ser = serde_json::Serializer::with_formatter(
            io::sink(),
            Sorting {
                state: &mut state,
                in_key: false,
            },
        );
        value.serialize(&mut ser)?;
    }
    // The writer writes only UTF-8: serde_json's escaped strings and ASCII.
    String::from_utf8(state.out).map_err(|e| serde::ser::Error::custom(e.to_string()))
}

/// [`to_sorted_json`] as a [`RawValue`], to be embedded verbatim in a
/// response body.
pub fn to_sorted_raw<T: Serialize + ?Sized>(value: &T) -> Result<Box<RawValue>, serde_json::Error> {
    let text = to_sorted_json(value)?;
    // `to_raw_value` serialises without parsing again; `Verbatim` makes it
    // copy text that is already JSON (serde_json's own raw-value protocol).
    serde_json::value::to_raw_value(&Verbatim(&text))
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
    use crate::engine::{biscuits::Biscuits, meerkat::Meerkat, AnyGame, Rules, Viewer};

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
