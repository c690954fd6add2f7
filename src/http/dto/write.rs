//! The game document (`GameDto`) and a move's answer (`MoveResponse`)
//! written as JSON text by hand: the bytes serde_json writes for them,
//! fields in declaration order, without serde's per-field machinery. Every
//! `GET` of a game and every move answers one; through serde they were
//! about a tenth of the server's instructions a move, most of it escaping
//! field names and fixed-format strings (ids, times, hex) byte by byte
//! Debug builds, which the tests run, check every document written against
//! serde's text.

use actix_web::body::BoxBody;
use actix_web::http::header::ContentType;
use actix_web::{HttpRequest, HttpResponse, Responder};
use chrono::{DateTime, SecondsFormat, Utc};
use serde_json::value::RawValue;
use uuid::Uuid;

use super::{GameDto, InvitationDto, MoveResponse, SeatDto, SeatRef};
use crate::engine::json::write::{array, Obj};

impl GameDto {
    /// The document as JSON text: `serde_json::to_string(self)`, faster.
    pub fn to_json(&self) -> String {
        let mut out = String::with_capacity(2048);
        self.write_json(&mut out);
        debug_assert_eq!(
            out,
            serde_json::to_string(self).expect("a game document serializes"),
            "GameDto::write_json differs from serde_json"
        );
        out
    }

    fn write_json(&self, out: &mut String) {
        let mut o = Obj::in_order_written(out);
        uuid(o.key("id"), self.id);
        string(o.key("game"), &self.game);
        string(o.key("status"), self.status.as_str());
        raw(o.key("options"), &self.options);
        o.field("seat_count", &self.seat_count);
        array(o.key("seats"), &self.seats, SeatDto::write_json);
        o.field("version", &self.version);
        option(o.key("turn"), self.turn.as_ref(), SeatRef::write_json);
        o.field("turn_time", &self.turn_time);
        option(o.key("turn_deadline"), self.turn_deadline.as_ref(), time);
        o.label("visibility", self.visibility.as_str());
        o.label("spectators", self.spectators.as_str());
        array(
            o.key("invitations"),
            &self.invitations,
            InvitationDto::write_json,
        );
        if let Some(code) = &self.invite_code {
            string(o.key("invite_code"), code);
        }
        option(o.key("rematch_of"), self.rematch_of, uuid);
        option(o.key("rematch"), self.rematch, uuid);
        option(o.key("you"), self.you.as_ref(), SeatRef::write_json);
        option(o.key("view"), self.view.as_deref(), raw);
        option(o.key("legal_actions"), self.legal_actions.as_deref(), raw);
        // Only a finished game has one: serde, as it is written rarely.
        option(o.key("outcome"), self.outcome.as_ref(), |out, outcome| {
            out.push_str(&serde_json::to_string(outcome).expect("an outcome serializes"))
        });
        string(o.key("seed_commitment"), &self.seed_commitment);
        option(o.key("server_seed"), self.server_seed.as_deref(), string);
        time(o.key("created_at"), &self.created_at);
        time(o.key("updated_at"), &self.updated_at);
        o.end();
    }
}

impl MoveResponse {
    /// The answer as JSON text: `serde_json::to_string(self)`, faster.
    pub fn to_json(&self) -> String {
        let mut out = String::with_capacity(2560);
        let mut o = Obj::in_order_written(&mut out);
        o.field("version", &self.version);
        array(o.key("events"), &self.events, |out, e| raw(out, e));
        self.game.write_json(o.key("game"));
        o.end();
        debug_assert_eq!(
            out,
            serde_json::to_string(self).expect("a move's answer serializes"),
            "MoveResponse::to_json differs from serde_json"
        );
        out
    }
}

/// A move's answer, `200` with its JSON text (what `web::Json` answers,
/// written by hand).
impl Responder for MoveResponse {
    type Body = BoxBody;

    fn respond_to(self, _req: &HttpRequest) -> HttpResponse {
        HttpResponse::Ok()
            .content_type(ContentType::json())
            .body(self.to_json())
    }
}

impl SeatDto {
    fn write_json(out: &mut String, seat: &SeatDto) {
        let mut o = Obj::in_order_written(out);
        o.field("seat", &seat.seat);
        uuid(o.key("player_id"), seat.player_id);
        string(o.key("name"), &seat.name);
        option(o.key("client_seed"), seat.client_seed.as_deref(), string);
        o.field("away", &seat.away);
        o.field("resigned", &seat.resigned);
        if let Some(bot) = &seat.bot {
            string(o.key("bot"), bot);
        }
        o.end();
    }
}

impl InvitationDto {
    fn write_json(out: &mut String, invitation: &InvitationDto) {
        let mut o = Obj::in_order_written(out);
        uuid(o.key("player_id"), invitation.player_id);
        string(o.key("name"), &invitation.name);
        o.field("seat", &invitation.seat);
        o.end();
    }
}

impl SeatRef {
    fn write_json(out: &mut String, seat: &SeatRef) {
        let mut o = Obj::in_order_written(out);
        o.field("seat", &seat.seat);
        o.end();
    }
}

/// `null`, or the value by `write`: for values with no `Json` writer of
/// their own (ids, times, raw JSON, strings to escape); the others go
/// through `Obj::field`.
fn option<T>(out: &mut String, value: Option<T>, write: impl FnOnce(&mut String, T)) {
    match value {
        Some(value) => write(out, value),
        None => out.push_str("null"),
    }
}

fn raw(out: &mut String, value: &RawValue) {
    out.push_str(value.get());
}

/// Hyphenated, lower case, as `Uuid`'s serde writes it.
fn uuid(out: &mut String, id: Uuid) {
    let mut buf = Uuid::encode_buffer();
    out.push('"');
    out.push_str(id.hyphenated().encode_lower(&mut buf));
    out.push('"');
}

/// RFC 3339 with `Z` and as many fractional digits as needed (0, 3, 6 or
/// 9), as chrono's serde writes a `DateTime<Utc>`: by hand, with no
/// `String` of its own (chrono's formatter was about 800 instructions a
/// time, four or five times a move); chrono's for the years RFC 3339 cannot
/// write in four digits and for leap seconds, which the server never makes.
fn time(out: &mut String, at: &DateTime<Utc>) {
    use chrono::{Datelike, Timelike};
    let (year, nanos) = (at.year(), at.nanosecond());
    if !(0..=9999).contains(&year) || nanos >= 1_000_000_000 {
        out.push('"');
        out.push_str(&at.to_rfc3339_opts(SecondsFormat::AutoSi, true));
        out.push('"');
        return;
    }
    out.push('"');
    push_digits(out, year.unsigned_abs(), 4);
    for (sep, n) in [
        ('-', at.month()),
        ('-', at.day()),
        ('T', at.hour()),
        (':', at.minute()),
        (':', at.second()),
    ] {
        out.push(sep);
        push_digits(out, n, 2);
    }
    // AutoSi: no fraction, else milliseconds, microseconds or nanoseconds,
    // whichever shows every non-zero digit.
    let (fraction, width) = if nanos == 0 {
        (0, 0)
    } else if nanos % 1_000_000 == 0 {
        (nanos / 1_000_000, 3)
    } else if nanos % 1_000 == 0 {
        (nanos / 1_000, 6)
    } else {
        (nanos, 9)
    };
    if width > 0 {
        out.push('.');
        push_digits(out, fraction, width);
    }
    out.push_str("Z\"");
}

/// `n` in exactly `width` decimal digits, zero-padded.
fn push_digits(out: &mut String, n: u32, width: u32) {
    for place in (0..width).rev() {
        out.push(char::from(b'0' + (n / 10u32.pow(place) % 10) as u8));
    }
}

/// A JSON string escaped as serde_json escapes one: `"` and `\`, the
/// control characters (`\b \f \n \r \t`, the others as `\u00xx`), nothing
/// else (not DEL, not non-ASCII).
fn string(out: &mut String, text: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    // Most strings (names, ids, hex) need no escape: one check over all
    // their bytes (no early exit, so it vectorises), then one copy.
    let plain = !text.bytes().fold(false, |any, b| {
        any | (b < 0x20) | (b == b'"') | (b == b'\\')
    });
    if plain {
        out.push('"');
        out.push_str(text);
        out.push('"');
        return;
    }
    out.push('"');
    let mut start = 0;
    for (i, byte) in text.bytes().enumerate() {
        let short = match byte {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0x00..=0x1f => "",
            _ => continue,
        };
        // An escaped byte is ASCII: `i` is a char boundary.
        out.push_str(&text[start..i]);
        start = i + 1;
        if short.is_empty() {
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 0xf)]));
        } else {
            out.push_str(short);
        }
    }
    out.push_str(&text[start..]);
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Outcome, Ranking, Seat};
    use crate::http::dto::{Spectators, Visibility};
    use chrono::TimeZone;

    /// Every byte a string may hold that serde_json treats specially, and
    /// some it does not (DEL, non-ASCII, an emoji).
    #[test]
    fn strings_are_escaped_as_serde_json_escapes_them() {
        let mut texts: Vec<String> = (0u8..0x80)
            .map(|b| format!("a{}b", char::from(b)))
            .collect();
        texts.extend(
            [
                "",
                "plain",
                "\"quoted\"",
                "back\\slash",
                "Zoë 🐕 ümlaut",
                "\u{7f}\u{80}\u{2028}",
                "end\n",
            ]
            .map(String::from),
        );
        for text in texts {
            let mut out = String::new();
            string(&mut out, &text);
            assert_eq!(
                out,
                serde_json::to_string(&text).expect("a string serializes"),
                "{text:?}"
            );
        }
    }

    #[test]
    fn times_are_written_as_chrono_serializes_them() {
        use rand::{Rng, SeedableRng};
        let at = |y, mo, d, h, mi, s| {
            Utc.with_ymd_and_hms(y, mo, d, h, mi, s)
                .single()
                .expect("a valid time")
        };
        let mut bases = vec![
            at(2026, 12, 3, 12, 4, 16),
            at(1970, 1, 1, 0, 0, 0),
            at(1, 1, 1, 0, 0, 0),
            at(999, 9, 9, 9, 9, 9),
            at(9999, 12, 31, 23, 59, 59),
            // chrono's own formatter: beyond four digits and before year 0.
            at(10000, 1, 1, 0, 0, 0),
            at(-1, 12, 31, 23, 59, 59),
        ];
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(12);
        bases.extend((0..200).map(|_| {
            chrono::DateTime::from_timestamp(rng.random_range(0..4_102_444_800), 0)
                .expect("a valid timestamp")
        }));
        for base in bases {
            for nanos in [
                0,
                1,
                120_000_000,
                123_000_000,
                123_456_000,
                123_456_789,
                999_999_999,
            ] {
                let at = base + chrono::Duration::nanoseconds(nanos);
                let mut out = String::new();
                time(&mut out, &at);
                assert_eq!(
                    out,
                    serde_json::to_string(&at).expect("a time serializes"),
                    "{base} + {nanos} ns"
                );
            }
        }
    }

    fn seat(n: Seat, name: &str, bot: Option<&str>) -> SeatDto {
        SeatDto {
            seat: n,
            player_id: Uuid::from_u128(0x0123_4567_89ab_cdef_0123_4567_89ab_cdef ^ u128::from(n)),
            name: name.to_owned(),
            client_seed: (n % 2 == 0).then(|| "00ff".repeat(usize::from(n) + 1)),
            away: n == 1,
            resigned: n == 2,
            bot: bot.map(String::from),
        }
    }

    /// Every optional member both ways, and names that need escaping; the
    /// server's own documents are checked against serde on every answer
    /// in debug builds (the API tests), this pins the rarer shapes.
    #[test]
    fn documents_are_serde_json_text_in_every_shape() {
        let at = Utc
            .with_ymd_and_hms(2026, 12, 3, 12, 4, 16)
            .single()
            .expect("a valid time");
        let raw = |text: &str| RawValue::from_string(text.to_owned()).expect("valid JSON");
        let full = GameDto {
            id: Uuid::from_u128(1),
            game: "woof-meow-biscuits".into(),
            status: crate::http::games::GameStatus::Finished,
            options: raw(r#"{"variant":"basic","markers":6}"#),
            seat_count: 3,
            seats: vec![
                seat(0, "Ann \"the\" \\ dog\n", None),
                seat(1, "Zoë 🐕", Some("random")),
                seat(2, "\u{1}\u{1f}", None),
            ],
            version: 1_234_567,
            turn: Some(SeatRef { seat: 2 }),
            turn_time: Some(86_400),
            turn_deadline: Some(at + chrono::Duration::microseconds(123_456)),
            visibility: Visibility::Private,
            spectators: Spectators::Players,
            invitations: vec![
                InvitationDto {
                    player_id: Uuid::from_u128(7),
                    name: "In\tvited".into(),
                    seat: Some(1),
                },
                InvitationDto {
                    player_id: Uuid::from_u128(8),
                    name: "Any".into(),
                    seat: None,
                },
            ],
            invite_code: Some("c0de".into()),
            rematch_of: Some(Uuid::from_u128(2)),
            rematch: Some(Uuid::from_u128(3)),
            you: Some(SeatRef { seat: 0 }),
            view: Some(raw(r#"{"hand":[1,2,3]}"#)),
            legal_actions: Some(raw(r#"{"cards":[]}"#)),
            outcome: Some(Outcome {
                finished: true,
                scores: vec![3, 1, 3],
                ranking: Ranking::HighestWins,
                winners: vec![0, 2],
            }),
            seed_commitment: "ab".repeat(32),
            server_seed: Some("cd".repeat(32)),
            created_at: at,
            updated_at: at + chrono::Duration::nanoseconds(5),
        };
        let bare = GameDto {
            status: crate::http::games::GameStatus::Open,
            seats: Vec::new(),
            version: 0,
            turn: None,
            turn_time: None,
            turn_deadline: None,
            visibility: Visibility::Public,
            spectators: Spectators::Anyone,
            invitations: Vec::new(),
            invite_code: None,
            rematch_of: None,
            rematch: None,
            you: None,
            view: None,
            legal_actions: None,
            outcome: None,
            server_seed: None,
            ..full.clone()
        };
        for dto in [full, bare] {
            let expected = serde_json::to_string(&dto).expect("a document serializes");
            let mut written = String::new();
            dto.write_json(&mut written);
            assert_eq!(written, expected);
            let answer = MoveResponse {
                version: dto.version,
                events: vec![raw(r#"{"type":"card_played"}"#), raw("{}")],
                game: dto.clone(),
            };
            assert_eq!(
                answer.to_json(),
                serde_json::to_string(&answer).expect("an answer serializes")
            );
            let none = MoveResponse {
                events: Vec::new(),
                ..answer
            };
            assert_eq!(
                none.to_json(),
                serde_json::to_string(&none).expect("an answer serializes")
            );
        }
    }
}
