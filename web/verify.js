// web/verify.js — re-checks the cryptography of a referee audit bundle in the
// browser (or node 20), with WebCrypto only: the seed commitment, the game
// seed, the genesis hash, and every link of the hash chain with its salted
// digests (docs/FAIRNESS.md, "The hash chain", "Verifying"; the Rust side is
// crates/engine/src/audit.rs, crates/engine/src/fairness.rs and crates/engine/src/engine/json.rs).
//
// It also checks the recorded outcome against the game's final events (its
// scores and winners are those of the `game_ended` event, the winners follow
// from the scores) and, given the server's list of seats, that each name
// shown belongs to the player the header seats there.
//
// It does NOT replay the rules: that every event follows from the deal and
// the actions is checked by `referee verify FILE`, which also runs every
// check below, in the same order.
//
// A plain ES module: no build step, no dependency, no node-only import.

const FORMAT = "referee-audit/v1";
const RULESET = "referee-rules/1";
const encoder = new TextEncoder();

// ---------------------------------------------------------------------------
// JSON text with the numbers serde_json sees

/** A JSON number kept as serde_json reads it when it is not a plain integer
 * JS can hold exactly: `kind` is `u64`, `i64` or `f64`, `value` a BigInt
 * (integers) or a Number (floats). */
export class JsonNumber {
  constructor(kind, value) {
    this.kind = kind;
    this.value = value;
  }
  toJSON() {
    return Number(this.value);
  }
}

const U64_MAX = (1n << 64n) - 1n;
const I64_MIN_MAG = 1n << 63n;

/** Reads a number lexeme as serde_json does (src `de.rs`): an integer is a
 * u64, a negative integer an i64 (`-0` and anything below i64::MIN are
 * floats), everything else an f64. */
function readNumber(text) {
  if (/^-?(0|[1-9][0-9]*)$/.test(text)) {
    const big = BigInt(text);
    const negative = text.startsWith("-");
    if (!negative && big <= U64_MAX) {
      return big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : new JsonNumber("u64", big);
    }
    if (negative && big !== 0n && -big <= I64_MIN_MAG) {
      return big >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(big) : new JsonNumber("i64", big);
    }
  }
  const value = Number(text);
  if (!Number.isFinite(value)) throw new SyntaxError(`number out of range: ${text}`);
  return new JsonNumber("f64", value);
}

/** Parses JSON text as strictly as serde_json (no trailing commas, no raw
 * control characters in strings, no lone surrogates, depth at most 128),
 * keeping what JS numbers would lose: floats stay floats (`1.0` is not
 * `1`) and big integers stay exact (see {@link JsonNumber}). */
export function parseJson(text) {
  let i = 0;
  const n = text.length;
  const fail = (what) => {
    throw new SyntaxError(`not JSON: ${what} at character ${i}`);
  };
  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) i++;
      else break;
    }
  };
  const hex4 = () => {
    const h = text.slice(i, i + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(h)) fail("a bad \\u escape");
    i += 4;
    return parseInt(h, 16);
  };
  const string = () => {
    i++; // the opening quote
    let out = "";
    let start = i;
    for (;;) {
      if (i >= n) fail("an unterminated string");
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        out += text.slice(start, i);
        i++;
        return out;
      }
      if (c < 0x20) fail("a control character in a string");
      if (c >= 0xd800 && c <= 0xdfff) {
        // Raw surrogates must pair up (they would not be UTF-8 otherwise).
        const d = text.charCodeAt(i + 1);
        if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) fail("a lone surrogate");
        i += 2;
        continue;
      }
      if (c !== 0x5c) {
        i++;
        continue;
      }
      out += text.slice(start, i);
      i++;
      const e = text[i++];
      switch (e) {
        case '"': out += '"'; break;
        case "\\": out += "\\"; break;
        case "/": out += "/"; break;
        case "b": out += "\b"; break;
        case "f": out += "\f"; break;
        case "n": out += "\n"; break;
        case "r": out += "\r"; break;
        case "t": out += "\t"; break;
        case "u": {
          const u = hex4();
          if (u >= 0xdc00 && u <= 0xdfff) fail("a lone trailing surrogate");
          if (u >= 0xd800 && u <= 0xdbff) {
            if (text[i] !== "\\" || text[i + 1] !== "u") fail("a lone leading surrogate");
            i += 2;
            const v = hex4();
            if (!(v >= 0xdc00 && v <= 0xdfff)) fail("a lone leading surrogate");
            out += String.fromCharCode(u, v);
          } else {
            out += String.fromCharCode(u);
          }
          break;
        }
        default:
          fail("a bad escape");
      }
      start = i;
    }
  };
  const value = (depth) => {
    ws();
    if (i >= n) fail("the end of the text");
    const c = text[i];
    if (c === "{" || c === "[") {
      if (depth >= 128) fail("nesting deeper than 128");
      i++;
      ws();
      if (c === "[") {
        const out = [];
        if (text[i] === "]") {
          i++;
          return out;
        }
        for (;;) {
          out.push(value(depth + 1));
          ws();
          if (text[i] === ",") i++;
          else if (text[i] === "]") {
            i++;
            return out;
          } else fail("a bad array");
        }
      }
      const out = {};
      if (text[i] === "}") {
        i++;
        return out;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail("a bad object key");
        const key = string();
        ws();
        if (text[i++] !== ":") fail("a missing colon");
        // defineProperty: a key `__proto__` is data, as for JSON.parse.
        Object.defineProperty(out, key, {
          value: value(depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "}") {
          i++;
          return out;
        } else fail("a bad object");
      }
    }
    if (c === '"') return string();
    for (const [word, v] of [["true", true], ["false", false], ["null", null]]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    const m = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
    m.lastIndex = i;
    const found = m.exec(text);
    if (!found || found[0] === "" || found[0] === "-") fail("an unexpected character");
    i += found[0].length;
    return readNumber(found[0]);
  };
  const out = value(0);
  ws();
  if (i !== n) fail("trailing characters");
  return out;
}

// ---------------------------------------------------------------------------
// Canonical JSON

/** An f64 as serde_json 1.0.154 (Cargo.lock) writes it, through the `zmij`
 * crate: shortest digits, `1.0` for integral values, exponent form outside
 * 1e-5 ≤ |x| < 1e16 with a signed exponent (`1e+16`, `1.5e-7`). */
function formatF64(x) {
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  const [mantissa, exp] = Math.abs(x).toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const len = digits.length;
  const kk = Number(exp) + 1; // the position of the decimal point
  let body;
  if (kk >= len && kk <= 16) body = digits + "0".repeat(kk - len) + ".0";
  else if (kk > 0 && kk <= 16) body = `${digits.slice(0, kk)}.${digits.slice(kk)}`;
  else if (kk > -5 && kk <= 0) body = `0.${"0".repeat(-kk)}${digits}`;
  else {
    const e = kk - 1;
    body = `${len === 1 ? digits : `${digits[0]}.${digits.slice(1)}`}e${e < 0 ? "-" : "+"}${Math.abs(e)}`;
  }
  return sign + body;
}

/** Compares two strings by their UTF-8 bytes (= by code points), as Rust
 * sorts `String` keys; JS's `<` compares UTF-16 units instead. */
function compareKeys(a, b) {
  const x = Array.from(a, (c) => c.codePointAt(0));
  const y = Array.from(b, (c) => c.codePointAt(0));
  for (let k = 0; k < Math.min(x.length, y.length); k++) {
    if (x[k] !== y[k]) return x[k] - y[k];
  }
  return x.length - y.length;
}

function quote(s) {
  if (/[\ud800-\udfff]/.test(s) && !/^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/.test(s)) {
    throw new TypeError("a string with a lone surrogate is not UTF-8");
  }
  // JSON.stringify escapes exactly what serde_json escapes: `"`, `\`,
  // \b \f \n \r \t, other control characters as \u00xx (lowercase).
  return JSON.stringify(s);
}

/** The canonical JSON text of a value (docs/FAIRNESS.md, "Canonical
 * bytes"; `canonical_json` in crates/engine/src/engine/mod.rs): object keys sorted by
 * their UTF-8 bytes, no whitespace, numbers as serde_json writes them.
 * Members whose value is `undefined` are left out. */
export function canonicalJson(value) {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "string":
      return quote(value);
    case "bigint":
      return value.toString();
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`not a JSON number: ${value}`);
      if (Number.isInteger(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER && !Object.is(value, -0)) {
        return String(value);
      }
      return formatF64(value);
    case "object":
      break;
    default:
      throw new TypeError(`not JSON: ${typeof value}`);
  }
  if (value instanceof JsonNumber) {
    return value.kind === "f64" ? formatF64(value.value) : value.value.toString();
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort(compareKeys);
  return `{${keys.map((k) => `${quote(k)}:${canonicalJson(value[k])}`).join(",")}}`;
}

/** {@link canonicalJson} as UTF-8 bytes. */
export function canonicalBytes(value) {
  return encoder.encode(canonicalJson(value));
}

// ---------------------------------------------------------------------------
// Bytes and hashes (WebCrypto)

const subtle = () => {
  const s = globalThis.crypto && globalThis.crypto.subtle;
  if (!s) throw new Error("WebCrypto (crypto.subtle) is not available here");
  return s;
};

function toBytes(data) {
  if (typeof data === "string") return encoder.encode(data);
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw new TypeError("expected a string or bytes");
}

/** Joins byte strings (strings as UTF-8). */
export function concatBytes(...parts) {
  const arrays = parts.map(toBytes);
  const out = new Uint8Array(arrays.reduce((sum, a) => sum + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

export function bytesToHex(bytes) {
  return Array.from(toBytes(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Hex to bytes as the Rust `hex` crate reads it: either case, even length;
 * throws otherwise. */
export function hexToBytes(text) {
  if (typeof text !== "string") throw new TypeError("hex must be a string");
  if (text.length % 2 !== 0) throw new TypeError("odd number of digits");
  if (!/^[0-9a-fA-F]*$/.test(text)) throw new TypeError("invalid character");
  const out = new Uint8Array(text.length / 2);
  for (let k = 0; k < out.length; k++) out[k] = parseInt(text.slice(2 * k, 2 * k + 2), 16);
  return out;
}

/** `u64` big-endian. */
export function u64be(n) {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(n));
  return out;
}

/** SHA-256 of bytes (a string counts as its UTF-8), as bytes. */
export async function sha256(data) {
  return new Uint8Array(await subtle().digest("SHA-256", toBytes(data)));
}

/** SHA-256 of bytes (a string counts as its UTF-8), as lowercase hex. */
export async function sha256Hex(bytesOrString) {
  return bytesToHex(await sha256(bytesOrString));
}

/** An HMAC-SHA-256 key for {@link hmacSha256}. */
export async function hmacKey(key) {
  let raw = toBytes(key);
  // WebCrypto refuses an empty key; HMAC pads any short key with zeros to
  // the block size, so 64 zero bytes are the same key.
  if (raw.length === 0) raw = new Uint8Array(64);
  return subtle().importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

/** HMAC-SHA-256(key, data) as bytes; `key` is bytes or a key from
 * {@link hmacKey}. */
export async function hmacSha256(key, data) {
  const k = key instanceof Uint8Array || typeof key === "string" || key instanceof ArrayBuffer ? await hmacKey(key) : key;
  return new Uint8Array(await subtle().sign("HMAC", k, toBytes(data)));
}

// ---------------------------------------------------------------------------
// Ed25519 signatures (docs/FAIRNESS.md, "The referee's signature", "Signed
// steps", "Signed moves"), verified by WebCrypto

const P25519 = 2n ** 255n - 19n;
const L25519 = 2n ** 252n + 27742317777372353535851937790883648493n;
// The points of small order, as libsodium's blocklist encodes them (the
// sign bit cleared): a signature under one of them proves nothing.
const SMALL_ORDER = new Set([
  "0000000000000000000000000000000000000000000000000000000000000000",
  "0100000000000000000000000000000000000000000000000000000000000000",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
  "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
]);

const littleEndian = (bytes) => bytes.reduceRight((n, b) => (n << 8n) | BigInt(b), 0n);

/** Whether 32 bytes are an Ed25519 public key a signature can be checked
 * under: a canonical encoding (y < p, RFC 8032 §5.1.3) of a point not of
 * small order, as the server requires of a registered key. */
export function strictPublicKey(key) {
  if (!(key instanceof Uint8Array) || key.length !== 32) return false;
  const unsigned = Uint8Array.from(key);
  unsigned[31] &= 0x7f;
  return littleEndian(unsigned) < P25519 && !SMALL_ORDER.has(bytesToHex(unsigned));
}

/** A key's id: the first 16 hex digits of SHA-256 of its public key. */
export async function keyId(publicKey) {
  return (await sha256Hex(toBytes(publicKey))).slice(0, 16);
}

/** Ed25519 (RFC 8032) over `message`: true or false; null when this
 * browser's WebCrypto cannot check Ed25519. The key must be strict and S
 * below the group's order, whatever the implementation would accept. */
export async function ed25519Verify(publicKey, message, signature) {
  if (!strictPublicKey(publicKey) || !(signature instanceof Uint8Array) || signature.length !== 64) return false;
  if (littleEndian(signature.slice(32)) >= L25519) return false;
  let key;
  try {
    key = await subtle().importKey("raw", publicKey, { name: "Ed25519" }, false, ["verify"]);
  } catch (err) {
    if (err?.name === "NotSupportedError") return null;
    return false;
  }
  return subtle().verify({ name: "Ed25519" }, key, signature, toBytes(message));
}

/** What the referee signs for a bundle: the game, its status, its number of
 * steps and the last hash (the genesis hash before any step). */
export function bundleSignedText(bundle) {
  return summaryText("referee-bundle-signature/v1", bundle);
}

/** A game pinned by its history, under the first line `domain`: the game
 * id, the status, the number of steps and the last hash (the genesis hash
 * before any step). */
function summaryText(domain, bundle) {
  const steps = bundle.steps;
  const head = steps.length ? steps[steps.length - 1].hash : bundle.genesis_hash;
  return `${domain}\n${bundle.header.game_id}\n${bundle.status}\n${steps.length}\n${head}\n`;
}

/** What a player signs for a move: the game, the version it applies to, the
 * seat and the action's canonical JSON. */
export function moveSignedText(gameId, version, seat, action) {
  return concatBytes(`referee-move-signature/v1\n${gameId}\n${version}\n${seat}\n`, canonicalBytes(action), "\n");
}

/** What the referee signs for a step it played itself. */
export function stepSignedText(gameId, seq, seat, role, hash) {
  return `referee-step-signature/v1\n${gameId}\n${seq}\n${seat}\n${role}\n${hash}\n`;
}

/** The referee's keys as given (hex strings, or GET /v1/keys' entries),
 * by key id. */
async function keysById(keys) {
  const byId = new Map();
  for (const key of keys ?? []) {
    const hex = typeof key === "string" ? key : key?.public_key;
    if (typeof hex !== "string") continue;
    const bytes = hexToBytes(hex);
    byId.set(await keyId(bytes), bytes);
  }
  return byId;
}

/** A signature as a document carries it (`algorithm`, `key_id`,
 * `signature`) over `text` under `publicKey`: null when it verifies, else
 * what is wrong; `undefined` when this browser cannot check Ed25519. */
async function signedProblem(signed, publicKey, text) {
  if (signed.algorithm !== "ed25519") return `its algorithm is ${JSON.stringify(signed.algorithm)}, not "ed25519"`;
  if (signed.key_id !== (await keyId(publicKey))) return `its key id ${signed.key_id} is not the id of the key it names`;
  let signature;
  try {
    signature = hexToBytes(signed.signature);
  } catch {
    return "the signature is not hex";
  }
  const ok = await ed25519Verify(publicKey, text, signature);
  if (ok === null) return undefined;
  return ok ? null : "the Ed25519 signature does not verify";
}

// ---------------------------------------------------------------------------
// The scheme (src/fairness.rs, src/audit.rs)

/** `SHA-256(server seed)`, hex: the published commitment. */
export async function seedCommitment(serverSeed) {
  return sha256Hex(serverSeed);
}

/** The game seed: `SHA-256("referee/game-seed/v1" ‖ S ‖ for each seat:
 * u16be(len) ‖ client seed)`, an absent client seed counting as empty. */
export async function gameSeed(serverSeed, clientSeeds) {
  const parts = ["referee/game-seed/v1", serverSeed];
  for (const seed of clientSeeds) {
    const bytes = seed ? toBytes(seed) : new Uint8Array(0);
    const len = Math.min(bytes.length, 0xffff);
    parts.push(new Uint8Array([len >> 8, len & 0xff]), bytes);
  }
  return sha256(concatBytes(...parts));
}

/** The salt of one part (`action` or `event/<i>`) of step `seq`:
 * `HMAC-SHA-256(S, "referee/salt/v1" ‖ u64be(seq) ‖ part)`. `key` is the
 * server seed or its {@link hmacKey}. */
export async function salt(key, seq, part) {
  return hmacSha256(key, concatBytes("referee/salt/v1", u64be(seq), part));
}

/** `SHA-256(salt ‖ canonical JSON of value)`, hex. */
export async function saltedDigest(saltBytes, value) {
  return sha256Hex(concatBytes(saltBytes, canonicalBytes(value)));
}

/** The genesis hash: `SHA-256("referee/genesis/v1" ‖ canonical(header))`,
 * of the header as Rust types it (see {@link normalizeHeader}). */
export async function genesisHash(header) {
  return sha256(concatBytes("referee/genesis/v1", canonicalBytes(normalizeHeader(header))));
}

/** One link: `SHA-256(previous ‖ u64be(seq) ‖ canonical({"action",
 * "actor_seat", "at", "events"[, "played_by"]}))`. */
export async function linkHash(previous, seq, { actorSeat, at, actionDigest, eventDigests, playedBy }) {
  const body = {
    action: actionDigest ?? null,
    actor_seat: actorSeat ?? null,
    at: stepTimestamp(at),
    events: eventDigests,
    played_by: playedBy ?? undefined,
  };
  return sha256(concatBytes(previous, u64be(seq), canonicalBytes(body)));
}

// ---------------------------------------------------------------------------
// Typed fields as Rust reads and writes them

/** A UUID as the `uuid` crate reads it (hyphenated, simple, braced or
 * `urn:uuid:`, either case) and writes it (hyphenated, lowercase); throws
 * when it is none. */
export function normalizeUuid(text) {
  if (typeof text !== "string") throw new TypeError("a UUID must be a string");
  let t = text;
  if (t.length === 45 && t.toLowerCase().startsWith("urn:uuid:")) t = t.slice(9);
  else if (t.length === 38 && t[0] === "{" && t[37] === "}") t = t.slice(1, 37);
  let h;
  if (/^[0-9a-fA-F]{32}$/.test(t)) h = t;
  else if (/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(t)) h = t.replace(/-/g, "");
  else throw new TypeError(`not a UUID: ${JSON.stringify(text)}`);
  h = h.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A step time as the chain hashes it (`audit::timestamp`): RFC 3339 in UTC
 * with microseconds, e.g. `2026-01-01T00:00:01.000000Z`. Reads what chrono
 * reads for the common forms (`T`/`t`/space, any fraction, `Z`, `UTC`,
 * `±hh:mm`, `±hhmm`, `±hh`); throws on anything else. */
export function stepTimestamp(at) {
  if (typeof at !== "string") throw new TypeError("a time must be a string");
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?\s*(?:([Zz])|([Uu][Tt][Cc])|([+-])(\d{2})(?::?(\d{2}))?)$/.exec(at);
  if (!m) throw new TypeError(`not an RFC 3339 time: ${JSON.stringify(at)}`);
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (month < 1 || month > 12 || day < 1 || day > monthDays[month - 1] || hour > 23 || minute > 59 || second > 59) {
    throw new TypeError(`not a valid time: ${JSON.stringify(at)}`);
  }
  const micros = BigInt((m[7] || "").slice(0, 6).padEnd(6, "0"));
  let offsetMinutes = 0;
  if (m[10]) {
    const oh = Number(m[11]);
    const om = Number(m[12] || "0");
    if (oh > 23 || om > 59) throw new TypeError(`not a valid offset: ${JSON.stringify(at)}`);
    offsetMinutes = (m[10] === "-" ? -1 : 1) * (oh * 60 + om);
  }
  // Seconds since 1970-01-01 (proleptic Gregorian), then UTC.
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, day);
  const days = BigInt(Math.round(midnight.getTime() / 86400000));
  const seconds = days * 86400n + BigInt(hour * 3600 + minute * 60 + second) - BigInt(offsetMinutes * 60);
  const total = seconds * 1_000_000n + micros;
  let msBig = total / 1000n;
  if (total % 1000n < 0n) msBig -= 1n; // floor, not truncation
  const ms = Number(msBig);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) throw new TypeError(`time out of range: ${JSON.stringify(at)}`);
  const iso = date.toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ for years 0-9999
  if (!/^\d{4}-/.test(iso)) throw new TypeError(`time out of range: ${JSON.stringify(at)}`);
  const sub = ((total % 1_000_000n) + 1_000_000n) % 1_000_000n;
  return `${iso.slice(0, 19)}.${sub.toString().padStart(6, "0")}Z`;
}

const isInt = (v) => (typeof v === "number" && Number.isInteger(v) && !Object.is(v, -0)) || (v instanceof JsonNumber && v.kind !== "f64");
const intValue = (v) => (v instanceof JsonNumber ? v.value : BigInt(v));
const isU8 = (v) => isInt(v) && intValue(v) >= 0n && intValue(v) <= 255n;
const isU64 = (v) => isInt(v) && intValue(v) >= 0n;
const isI64 = (v) => isInt(v) && intValue(v) >= -I64_MIN_MAG && intValue(v) < I64_MIN_MAG;
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof JsonNumber);
const absent = (v) => v === undefined || v === null;

/** The header as `GameHeader` serialises it: UUIDs normalised, every field
 * in its place (unknown fields refused). Throws on a malformed header. */
export function normalizeHeader(header) {
  return {
    game_id: normalizeUuid(header.game_id),
    game: header.game,
    options: header.options,
    seat_count: header.seat_count,
    seats: header.seats.map((s) => ({
      seat: s.seat,
      player_id: normalizeUuid(s.player_id),
      client_seed: s.client_seed ?? null,
      // Present only for a bot seat, as SeatEntry writes it.
      bot: typeof s.bot === "string" ? s.bot : undefined,
    })),
    seed_commitment: header.seed_commitment,
    ruleset: header.ruleset,
    // Present only when true, as GameHeader writes it: every other game's genesis is unchanged.
    signed_moves: header.signed_moves === true ? true : undefined,
    rated: header.rated === true ? true : undefined,
  };
}

/** Whether `bundle` reads as a `Bundle` (serde, `deny_unknown_fields`):
 * returns the first problem in words, or null. */
export function bundleShapeProblem(bundle) {
  const only = (obj, where, keys) => {
    for (const k of Object.keys(obj)) if (!keys.includes(k)) return `${where}: unknown field ${JSON.stringify(k)}`;
    return null;
  };
  const need = (obj, where, key, test, what) => {
    if (!(key in obj) || obj[key] === undefined) return `${where}: missing field ${JSON.stringify(key)}`;
    return test(obj[key]) ? null : `${where}.${key} must be ${what}`;
  };
  const opt = (obj, where, key, test, what) => (absent(obj[key]) || test(obj[key]) ? null : `${where}.${key} must be ${what} or null`);
  const str = (v) => typeof v === "string";
  const uuid = (v) => {
    try {
      normalizeUuid(v);
      return true;
    } catch {
      return false;
    }
  };
  const time = (v) => {
    try {
      stepTimestamp(v);
      return true;
    } catch {
      return false;
    }
  };
  const first = (...problems) => problems.find((p) => p) || null;
  if (!isObject(bundle)) return "the bundle must be a JSON object";
  let p = first(
    only(bundle, "bundle", ["game", "format", "ruleset", "header", "genesis_hash", "status", "view", "server_seed", "game_seed", "steps", "outcome", "signature"]),
    need(bundle, "bundle", "format", str, "a string"),
    need(bundle, "bundle", "ruleset", str, "a string"),
    need(bundle, "bundle", "header", isObject, "an object"),
  );
  if (p) return p;
  const h = bundle.header;
  p = first(
    only(h, "header", ["game_id", "game", "options", "seat_count", "seats", "seed_commitment", "ruleset", "signed_moves", "rated"]),
    opt(h, "header", "signed_moves", (v) => typeof v === "boolean", "true or false"),
    opt(h, "header", "rated", (v) => typeof v === "boolean", "true or false"),
    need(h, "header", "game_id", uuid, "a UUID"),
    need(h, "header", "game", str, "a string"),
    need(h, "header", "options", () => true, "JSON"),
    need(h, "header", "seat_count", isU8, "an integer 0-255"),
    need(h, "header", "seats", Array.isArray, "an array"),
  );
  if (p) return p;
  for (const [k, s] of h.seats.entries()) {
    const where = `header.seats[${k}]`;
    if (!isObject(s)) return `${where} must be an object`;
    p = first(
      only(s, where, ["seat", "player_id", "client_seed", "bot"]),
      need(s, where, "seat", isU8, "an integer 0-255"),
      need(s, where, "player_id", uuid, "a UUID"),
      opt(s, where, "client_seed", str, "a string"),
      opt(s, where, "bot", str, "a string"),
    );
    if (p) return p;
  }
  p = first(
    need(h, "header", "seed_commitment", str, "a string"),
    need(h, "header", "ruleset", str, "a string"),
    need(bundle, "bundle", "genesis_hash", str, "a string"),
    need(bundle, "bundle", "status", str, "a string"),
    need(bundle, "bundle", "view", isObject, "an object"),
  );
  if (p) return p;
  const view = bundle.view;
  if (!["full", "seat", "spectator"].includes(view.kind)) return 'view.kind must be "full", "seat" or "spectator"';
  if (view.kind === "seat" && !isU8(view.seat)) return "view.seat must be an integer 0-255";
  p = first(
    opt(bundle, "bundle", "server_seed", str, "a string"),
    opt(bundle, "bundle", "game_seed", str, "a string"),
    need(bundle, "bundle", "steps", Array.isArray, "an array"),
  );
  if (p) return p;
  for (const [k, s] of bundle.steps.entries()) {
    const where = `steps[${k}]`;
    if (!isObject(s)) return `${where} must be an object`;
    p = first(
      only(s, where, ["seq", "at", "actor_seat", "action", "events", "action_digest", "event_digests", "hash", "played_by", "signature"]),
      need(s, where, "seq", isU64, "an integer ≥ 0"),
      need(s, where, "at", time, "an RFC 3339 time"),
      opt(s, where, "actor_seat", isU8, "an integer 0-255"),
      need(s, where, "events", Array.isArray, "an array"),
      opt(s, where, "action_digest", str, "a string"),
      need(s, where, "event_digests", (v) => Array.isArray(v) && v.every(str), "an array of strings"),
      need(s, where, "hash", str, "a string"),
      opt(s, where, "played_by", (v) => v === "clock" || v === "resigned", '"clock" or "resigned"'),
      opt(s, where, "signature", isObject, "an object"),
    );
    if (p) return p;
    // A step's signature (docs/FAIRNESS.md, "Signed steps", "Signed moves")
    // signs the step's chain hash or its move, and is not itself in the chain.
    const signed = s.signature;
    if (!absent(signed)) {
      const at = `${where}.signature`;
      p = first(
        only(signed, at, ["signer", "algorithm", "key_id", "public_key", "signature"]),
        need(signed, at, "signer", (v) => v === "player" || v === "referee", '"player" or "referee"'),
        need(signed, at, "algorithm", (v) => v === "ed25519", '"ed25519"'),
        need(signed, at, "key_id", str, "a string"),
        opt(signed, at, "public_key", str, "a string"),
        need(signed, at, "signature", str, "a string"),
      );
      if (p) return p;
    }
  }
  const o = bundle.outcome;
  if (!absent(o)) {
    if (!isObject(o)) return "outcome must be an object or null";
    p = first(
      need(o, "outcome", "finished", (v) => typeof v === "boolean", "true or false"),
      need(o, "outcome", "scores", (v) => Array.isArray(v) && v.every(isI64), "an array of integers"),
      need(o, "outcome", "ranking", (v) => v === "lowest_wins" || v === "highest_wins", '"lowest_wins" or "highest_wins"'),
      need(o, "outcome", "winners", (v) => Array.isArray(v) && v.every(isU8), "an array of seats"),
    );
    if (p) return p;
  }
  return null;
}

// ---------------------------------------------------------------------------
// The verifier

class HeaderFailure extends Error {
  constructor(check, detail) {
    super(detail);
    this.check = check;
    this.detail = detail;
  }
}

/**
 * Re-checks the cryptography of an audit bundle, in the order `referee
 * verify` checks it, and says where it first fails.
 *
 * `bundle`: the bundle as JSON text (a string or UTF-8 bytes: best, numbers
 * are read exactly as the Rust side reads them) or as an already parsed
 * object.
 *
 * `keys`: the referee's public keys (hex, or the entries of GET /v1/keys):
 * with them, the referee's signatures of the bundle and of the steps it
 * played are checked; without, they are left unchecked (said so). A
 * player's signature is checked under the key it carries.
 *
 * Returns `{complete, checks, steps, first_failure, signatures}`:
 * - `complete`: a full bundle with its server seed (a finished or aborted
 *   game); else a running game's redacted bundle, whose contents stay sealed.
 * - `checks`: `{name, ok, detail}` for `format` (the bundle's shape, format,
 *   ruleset, seats and status), `genesis`, `seed_commitment`, `game_seed`
 *   and `outcome` (finished, scores, ranking and winners equal to the final
 *   `game_ended` event); `ok` is null when it cannot be checked (yet).
 * - `steps`: `{seq, ok, detail}` for every bundle step, in order: its place
 *   in the sequence, the salted digests of its action and each event (full
 *   bundles only), and its link from the previous step's hash.
 *   and `signature` (the referee's over the bundle: null without keys);
 *   every step's signature is checked with the step.
 * - `first_failure`: null, or `{seq, check, detail}` of the first failure
 *   (`seq` null for a header-level check).
 * - `signatures`: how many step signatures verified (`players`,
 *   `referee`) and how many were `unchecked` (a referee's without keys).
 */
export async function verifyBundle(bundle, { keys } = {}) {
  const report = { complete: false, checks: [], steps: [], first_failure: null, signatures: { players: 0, referee: 0, unchecked: 0 } };
  const check = (name, ok, detail) => {
    report.checks.push({ name, ok, detail });
    if (ok === false && !report.first_failure) report.first_failure = { seq: null, check: name, detail };
  };

  if (typeof bundle === "string" || bundle instanceof Uint8Array || bundle instanceof ArrayBuffer) {
    try {
      const text = typeof bundle === "string" ? bundle : new TextDecoder("utf-8", { fatal: true }).decode(bundle);
      bundle = parseJson(text);
    } catch (err) {
      check("format", false, `the file is not JSON: ${err.message}`);
      return report;
    }
  }
  const shape = bundleShapeProblem(bundle);
  if (shape) {
    check("format", false, `not an audit bundle: ${shape}`);
    return report;
  }
  const header = bundle.header;
  const full = bundle.view.kind === "full";
  report.complete = full && typeof bundle.server_seed === "string";

  // Header-level checks, in the order of `audit::verify`.
  let genesis = null;
  let seedKey = null; // the HMAC key of the salts, once the seed is known
  const pending = { genesis: true, seed_commitment: true, game_seed: true };
  try {
    if (bundle.game !== undefined && bundle.game !== header.game) {
      throw new HeaderFailure("format", `the bundle says it is of ${JSON.stringify(bundle.game)}, its header of ${JSON.stringify(header.game)}`);
    }
    if (bundle.format !== FORMAT) {
      throw new HeaderFailure("format", `the format is ${JSON.stringify(bundle.format)}, not ${JSON.stringify(FORMAT)}`);
    }
    if (bundle.ruleset !== RULESET || header.ruleset !== RULESET) {
      throw new HeaderFailure("format", `the ruleset is ${JSON.stringify(bundle.ruleset)} (header: ${JSON.stringify(header.ruleset)}), not ${JSON.stringify(RULESET)}`);
    }
    genesis = await genesisHash(header);
    if (bytesToHex(genesis) !== bundle.genesis_hash) {
      // Still chain the steps from the published genesis hash below, so
      // the steps are judged on their own.
      genesis = null;
      pending.genesis = false;
      throw new HeaderFailure("genesis", "the genesis hash does not match the header (game, options, seats, client seeds, commitment)");
    }
    pending.genesis = false;
    check("genesis", true, `genesis hash ${bundle.genesis_hash} matches the header`);

    const players = [];
    for (const [k, s] of header.seats.entries()) {
      if (Number(s.seat) !== k) throw new HeaderFailure("format", `seat ${s.seat} listed at position ${k}`);
      const id = normalizeUuid(s.player_id);
      if (players.includes(id)) throw new HeaderFailure("format", `player ${id} holds two seats`);
      if (header.rated === true && typeof s.bot === "string") {
        throw new HeaderFailure("format", `a rated game is of players only, yet seat ${s.seat} is the bot ${JSON.stringify(s.bot)}`);
      }
      players.push(id);
    }
    const tableFull = header.seats.length === Number(header.seat_count);
    if (bundle.status === "aborted" && tableFull) throw new HeaderFailure("format", "a full table starts: it cannot have been aborted");
    if (bundle.status !== "aborted" && !(["active", "finished"].includes(bundle.status) && tableFull)) {
      throw new HeaderFailure("format", `a game with status ${JSON.stringify(bundle.status)} must have all its seats taken`);
    }

    if (full && absent(bundle.server_seed)) throw new HeaderFailure("format", "a full bundle must reveal the server seed");
    if (!full && !absent(bundle.server_seed)) throw new HeaderFailure("format", "a redacted bundle must not carry the server seed");
    if (!full) {
      if (bundle.status !== "active" || !absent(bundle.outcome) || !absent(bundle.game_seed)) {
        throw new HeaderFailure("format", "a redacted bundle is of a running game: no outcome, no game seed");
      }
      check("format", true, `a ${bundle.view.kind === "seat" ? `seat ${bundle.view.seat}'s` : "spectator's"} redacted bundle of a running game`);
      pending.seed_commitment = pending.game_seed = false;
      check("seed_commitment", null, "the server seed is revealed only when the game is over: the commitment cannot be checked yet");
      check("game_seed", null, "the game seed is revealed only when the game is over");
    } else {
      let serverSeed;
      try {
        serverSeed = hexToBytes(bundle.server_seed);
      } catch (err) {
        throw new HeaderFailure("seed_commitment", `the server seed is not hex: ${err.message}`);
      }
      if ((await seedCommitment(serverSeed)) !== header.seed_commitment) {
        throw new HeaderFailure("seed_commitment", "SHA-256 of the revealed server seed is not the published commitment");
      }
      pending.seed_commitment = false;
      seedKey = await hmacKey(serverSeed);
      if (bundle.status === "aborted") {
        if (bundle.steps.length || !absent(bundle.game_seed) || !absent(bundle.outcome)) {
          throw new HeaderFailure("format", "an aborted game has no deal, no game seed and no outcome");
        }
        check("format", true, "the full bundle of a game aborted before any deal");
        check("seed_commitment", true, "the revealed server seed matches its commitment");
        pending.game_seed = false;
        check("game_seed", null, "the game was aborted before any deal: it has no game seed");
      } else {
        if (bundle.status !== "finished") {
          throw new HeaderFailure("format", `a full bundle is of a finished game, not of one with status ${JSON.stringify(bundle.status)}`);
        }
        check("format", true, "the full bundle of a finished game");
        check("seed_commitment", true, "the revealed server seed matches its commitment");
        let clientSeeds;
        try {
          clientSeeds = header.seats.map((s) => {
            if (absent(s.client_seed)) return null;
            const bytes = hexToBytes(s.client_seed);
            if (bytes.length > 64) throw new TypeError("at most 64 bytes");
            return bytes;
          });
        } catch (err) {
          throw new HeaderFailure("game_seed", `a client seed is not hex of at most 64 bytes: ${err.message}`);
        }
        const seed = bytesToHex(await gameSeed(serverSeed, clientSeeds));
        if (bundle.game_seed !== seed) {
          throw new HeaderFailure("game_seed", "the game seed is not derived from the server seed and the client seeds");
        }
        pending.game_seed = false;
        check("game_seed", true, `game seed ${seed} derived from the server seed and ${clientSeeds.length} client seeds`);
      }
    }
  } catch (err) {
    if (!(err instanceof HeaderFailure)) throw err;
    if (!report.checks.some((c) => c.name === "format") && err.check !== "format") {
      check("format", null, "format and ruleset are right; the seats and status were not checked: an earlier check failed");
    }
    check(err.check, false, err.detail);
    for (const name of ["genesis", "seed_commitment", "game_seed"]) {
      if (pending[name] && name !== err.check) check(name, null, "not checked: an earlier check failed");
    }
  }
  // The checks in a fixed order, whatever order they were decided in.
  const order = ["format", "genesis", "seed_commitment", "game_seed"];
  report.checks.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  const headerFailed = report.first_failure !== null;

  // The steps: each judged on its own (its digests, and its link from the
  // previous step's published hash), so one bad step does not taint the
  // rest; the first failure is the first bad step (after the header).
  let previous = genesis;
  if (!previous) {
    try {
      previous = hexToBytes(bundle.genesis_hash);
    } catch {
      previous = new Uint8Array(0);
    }
  }
  const referee = await keysById(keys);
  for (const [k, step] of bundle.steps.entries()) {
    const seq = Number(step.seq);
    const problem =
      (await stepProblem(step, k, full, seedKey, previous)) ??
      signerProblem(step, header) ??
      (await stepSignatureProblem(step, header, referee, full, report.signatures));
    const ok = problem === null;
    let detail;
    if (ok) {
      detail = full && seedKey
        ? `step ${seq}: every digest matches its contents and the hash chains from ${k === 0 ? "the genesis hash" : "the previous step"}`
        : `step ${seq}: the hash chains from ${k === 0 ? "the genesis hash" : "the previous step"} (its contents stay sealed until the server seed is revealed)`;
    } else {
      detail = `step ${seq}: ${problem.detail}`;
    }
    report.steps.push({ seq, ok, detail });
    if (!ok && !report.first_failure) report.first_failure = { seq, check: problem.check, detail };
    try {
      previous = hexToBytes(step.hash);
    } catch {
      previous = new Uint8Array(0);
    }
  }
  // After the steps, as `referee verify` checks it.
  const [ok, detail] = headerFailed
    ? [null, "not checked: an earlier check failed"]
    : outcomeProblem(bundle);
  check("outcome", ok, detail);
  await checkBundleSignature(bundle, referee, check);
  return report;
}

/** The referee's signature over the bundle, under the key of its id among
 * `referee` (the keys given, by id). */
async function checkBundleSignature(bundle, referee, check) {
  const signed = bundle.signature;
  if (absent(signed)) {
    check("signature", referee.size ? false : null, referee.size ? "the bundle carries no referee signature" : "the bundle carries no signature");
    return;
  }
  if (!referee.size) {
    check("signature", null, `signed by the referee's key ${signed.key_id}: not checked, no key of the referee's was given`);
    return;
  }
  const publicKey = referee.get(signed.key_id);
  if (!publicKey) {
    check("signature", false, `signed by the key ${signed.key_id}, which is none of the referee's keys (GET /v1/keys)`);
    return;
  }
  const problem = await signedProblem(signed, publicKey, bundleSignedText(bundle));
  if (problem === undefined) {
    check("signature", null, "this browser cannot check Ed25519 signatures: run referee verify --key");
  } else {
    check("signature", problem === null, problem === null ? `signed by the referee's key ${signed.key_id}` : `the referee's signature: ${problem}`);
  }
}

/** A step's signature itself (who may sign it is `signerProblem`'s): a
 * player's under the key it carries, over the move as recorded; the
 * referee's under the key of its id among `referee`, over the step; and a
 * game of signed moves only has every seat step signed (but a redacted
 * bundle's hidden moves, whose signatures it leaves out). Counts into
 * `tally`; null, or `{check, detail}`. */
async function stepSignatureProblem(step, header, referee, full, tally) {
  const signed = step.signature;
  const seq = Number(step.seq);
  if (absent(step.actor_seat)) {
    return absent(signed) ? null : { check: "signature", detail: "a step of no seat carries a signature" };
  }
  const seat = Number(step.actor_seat);
  const bot = header.seats.find((s) => Number(s.seat) === seat)?.bot;
  if (absent(signed)) {
    const hidden = !full && typeof bot !== "string" && absent(step.played_by) && step.action?.kind === "redacted";
    if (header.signed_moves === true && !hidden) {
      return { check: "signature", detail: `the game takes signed moves only, yet seat ${seat}'s step is not signed` };
    }
    return null;
  }
  if (signed.signer === "player") {
    let publicKey;
    try {
      publicKey = hexToBytes(signed.public_key);
    } catch {
      return { check: "signature", detail: "the player's public key is not hex" };
    }
    const problem = await signedProblem(signed, publicKey, moveSignedText(header.game_id, seq - 1, seat, step.action));
    if (problem === undefined) {
      tally.unchecked++;
      return null;
    }
    if (problem) return { check: "signature", detail: `seat ${seat}'s player signature: ${problem}` };
    tally.players++;
    return null;
  }
  const publicKey = referee.get(signed.key_id);
  if (!publicKey) {
    if (referee.size) return { check: "signature", detail: `signed by the key ${signed.key_id}, which is none of the referee's keys` };
    tally.unchecked++;
    return null;
  }
  const role = absent(step.played_by) ? "bot" : String(step.played_by);
  const problem = await signedProblem(signed, publicKey, stepSignedText(header.game_id, seq, seat, role, step.hash));
  if (problem === undefined) {
    tally.unchecked++;
    return null;
  }
  if (problem) return { check: "signature", detail: `the referee's signature for seat ${seat}: ${problem}` };
  tally.referee++;
  return null;
}

/** Whether the step is signed by whom its seat allows (`signature::check_steps`):
 * a bot seat's steps (the header names its bot) and the steps the referee
 * played (`played_by`) by the referee, a player's seat's own steps by its
 * player. Who signed, not the signature itself: null, or `{check, detail}`. */
function signerProblem(step, header) {
  const signer = step.signature?.signer;
  if (absent(step.actor_seat) || absent(signer)) return null;
  const seat = Number(step.actor_seat);
  const bot = header.seats.find((s) => Number(s.seat) === seat)?.bot;
  if (signer === "player" && typeof bot === "string") {
    return { check: "signature", detail: `seat ${seat} is the referee's bot ${JSON.stringify(bot)}: its steps are the referee's to sign, yet this one is signed by a player` };
  }
  if (signer === "player" && !absent(step.played_by)) {
    return { check: "signature", detail: `played by the ${step.played_by} for seat ${seat}, yet signed by a player` };
  }
  if (signer === "referee" && typeof bot !== "string" && absent(step.played_by)) {
    return { check: "signature", detail: `seat ${seat} is a player's and the step was not played by the clock or for a resigned seat, yet it is signed by the referee` };
  }
  return null;
}

/** The winning rule of each game (`Game::outcome` in the engine). */
const RANKING = { "shake-it-meerkat": "lowest_wins", "woof-meow-biscuits": "highest_wins" };

const sameList = (a, b) => Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, k) => Number(x) === Number(b[k]));

/** The recorded outcome against the final events: `[ok, detail]`, `ok`
 * null when there is nothing to check (a running or aborted game). */
function outcomeProblem(bundle) {
  const outcome = bundle.outcome;
  if (bundle.status !== "finished") {
    return [null, `the game is ${bundle.status}: it has no outcome yet`];
  }
  const ends = bundle.steps.flatMap((step, k) =>
    step.events.flatMap((event, i) => (event?.type === "game_ended" ? [{ event, k, i }] : [])),
  );
  if (ends.length !== 1 || ends[0].k !== bundle.steps.length - 1 || ends[0].i !== bundle.steps[ends[0].k].events.length - 1) {
    return [false, "the history does not end with the end of the game (one game_ended event, the last of the last step): steps are missing"];
  }
  if (absent(outcome)) return [false, "the bundle of a finished game records no outcome"];
  const end = ends[0].event;
  const scores = bundle.header.game === "shake-it-meerkat" ? end.penalties : end.scores;
  const ranking = RANKING[bundle.header.game];
  const words = (o) => `scores [${o.scores.join(", ")}], ${String(o.ranking).replace("_", " ")}, winners [${o.winners.join(", ")}]`;
  if (outcome.finished !== true) return [false, "the outcome says the game is not finished, yet it ended"];
  if (!sameList(outcome.scores, scores)) {
    return [false, `the recorded scores [${outcome.scores.join(", ")}] are not the final ones [${(scores || []).join(", ")}]`];
  }
  if (outcome.ranking !== ranking) return [false, `the outcome says ${outcome.ranking}; in this game ${ranking.replace("_", " ")}`];
  if (!sameList(outcome.winners, end.winners)) {
    return [false, `the recorded winners [${outcome.winners.join(", ")}] are not those of the last event [${(end.winners || []).join(", ")}]`];
  }
  const values = scores.map(Number);
  const best = ranking === "lowest_wins" ? Math.min(...values) : Math.max(...values);
  const expected = values.flatMap((v, seat) => (v === best ? [seat] : []));
  if (!sameList(outcome.winners, expected)) {
    return [false, `the winners [${outcome.winners.join(", ")}] do not follow from the scores (${ranking.replace("_", " ")}): [${expected.join(", ")}]`];
  }
  return [true, `${words(outcome)}: equal to the final events`];
}

/**
 * The names a page shows for a bundle's seats, checked: `serverSeats` are
 * the seats as the server lists the game (`GET /v1/games/{id}`: `{seat,
 * player_id, name}`). A name is shown for a seat only when the server's
 * player there is the one the header (checked by the genesis hash) seats
 * there. Returns `{names, check}`: `names[seat]` (null when unknown) and a
 * check `{name: "names", ok, detail}`.
 */
export function checkSeatNames(header, serverSeats) {
  const names = header.seats.map(() => null);
  if (!Array.isArray(serverSeats)) {
    return { names, check: { name: "names", ok: null, detail: "the players' names come from the server: not shown for a bundle read from a file" } };
  }
  for (const [k, seat] of header.seats.entries()) {
    const listed = serverSeats.find((s) => Number(s.seat) === k);
    let headerId;
    try {
      headerId = normalizeUuid(seat.player_id);
    } catch {
      headerId = null;
    }
    if (!listed || !headerId || normalizeUuid(listed.player_id) !== headerId) {
      return {
        names: header.seats.map(() => null),
        check: {
          name: "names",
          ok: false,
          detail: `seat ${k} is player ${seat.player_id} in the bundle, but ${listed ? `${listed.name} (${listed.player_id})` : "nobody"} on the server`,
        },
      };
    }
    names[k] = listed.name;
  }
  return { names, check: { name: "names", ok: true, detail: "each name is the server's name of the player the header seats there" } };
}

/** The first crypto-side problem of one step, or null. `seedKey` is null
 * for a redacted bundle (or a full one whose seed did not check out):
 * then only the structure and the link are checked. */
async function stepProblem(step, index, full, seedKey, previous) {
  const seq = Number(step.seq);
  if (!isInt(step.seq) || intValue(step.seq) !== BigInt(index + 1)) {
    return { check: "sequence", detail: `expected step ${index + 1} here: steps are missing, repeated or out of order` };
  }
  const isMove = index > 0;
  if (full) {
    if (!isMove && (!absent(step.actor_seat) || !absent(step.action))) {
      return { check: "structure", detail: "the first step is the deal: no actor, no action" };
    }
    if (isMove && (absent(step.actor_seat) || absent(step.action))) {
      return { check: "structure", detail: "a move needs an actor and an action" };
    }
  } else if (!absent(step.actor_seat) !== isMove || !absent(step.action_digest) !== isMove) {
    return { check: "structure", detail: "the deal has no actor or action; every move has both" };
  }
  let actionDigest = step.action_digest ?? null;
  let eventDigests = step.event_digests;
  if (full && seedKey) {
    // The digests of the contents, salted with the revealed seed.
    actionDigest = absent(step.action) ? null : await saltedDigest(await salt(seedKey, seq, "action"), step.action);
    if (actionDigest !== (step.action_digest ?? null)) {
      return {
        check: "action_digest",
        detail: absent(step.action_digest) ? "the action has no digest" : actionDigest === null ? "a digest is published for an action that is not there" : "the action does not match its digest",
      };
    }
    eventDigests = [];
    for (const [i, event] of step.events.entries()) {
      const d = await saltedDigest(await salt(seedKey, seq, `event/${i}`), event);
      eventDigests.push(d);
      if (i < step.event_digests.length && d !== step.event_digests[i]) {
        return { check: "event_digest", detail: `event ${i} does not match its digest` };
      }
    }
    if (step.events.length !== step.event_digests.length) {
      return { check: "event_digest", detail: `${step.events.length} events recorded but ${step.event_digests.length} event digests published` };
    }
  }
  const hash = await linkHash(previous, seq, {
    actorSeat: step.actor_seat,
    at: step.at,
    actionDigest,
    eventDigests,
    playedBy: step.played_by,
  });
  if (bytesToHex(hash) !== step.hash) {
    return { check: "link", detail: `the hash does not chain from ${index === 0 ? "the genesis hash" : "the previous step"}` };
  }
  return null;
}

// ---------------------------------------------------------------------------
// The public log (docs/FAIRNESS.md, "The public log"): RFC 6962's hashes, and
// the proofs checked as RFC 9162 sections 2.1.3.2 and 2.1.4.2 say

class LogFailure extends Error {}
const logCheck = (ok, detail) => {
  if (!ok) throw new LogFailure(detail);
};
const sameBytes = (a, b) => a.length === b.length && a.every((x, k) => x === b[k]);
const leafHashOf = (leaf) => sha256(concatBytes(new Uint8Array([0]), leaf));
const nodeHashOf = (left, right) => sha256(concatBytes(new Uint8Array([1]), left, right));

/** A finished or aborted game's leaf: the game pinned by its history, then
 * `rated` or `unrated`. A leaf logged under the first version (no flag) is
 * still the one of a game whose header is unrated. */
export function logLeaf(bundle, logged = "") {
  const rated = bundle.header.rated === true;
  if (logged.startsWith("referee-log-leaf/v1\n") && !rated) return summaryText("referee-log-leaf/v1", bundle);
  return `${summaryText("referee-log-leaf/v2", bundle)}${rated ? "rated" : "unrated"}\n`;
}

async function checkTreeHead(head, referee, name) {
  const publicKey = referee.get(head.key_id);
  logCheck(publicKey, `the ${name} tree head is signed by the key ${head.key_id}, which is none of the referee's keys`);
  const text = `referee-log-tree-head/v1\n${head.tree_size}\n${head.root_hash}\n${head.timestamp}\n`;
  const problem = await signedProblem(head, publicKey, text);
  logCheck(problem !== undefined, "this browser cannot check Ed25519 signatures");
  logCheck(problem === null, `the ${name} tree head's signature: ${problem}`);
}

async function inclusionProblem(leaf, index, size, path, root) {
  logCheck(index < size, `the leaf index ${index} is not below the tree size ${size}`);
  let fn = index;
  let sn = size - 1n;
  let r = await leafHashOf(leaf);
  for (const p of path) {
    logCheck(sn !== 0n, "the inclusion proof is too long");
    if (fn & 1n || fn === sn) {
      r = await nodeHashOf(p, r);
      while (!(fn & 1n) && fn !== 0n) {
        fn >>= 1n;
        sn >>= 1n;
      }
    } else {
      r = await nodeHashOf(r, p);
    }
    fn >>= 1n;
    sn >>= 1n;
  }
  logCheck(sn === 0n && sameBytes(r, root), "the inclusion proof does not lead to the signed root");
}

async function consistencyProblem(first, second, firstRoot, secondRoot, proof) {
  logCheck(first > 0n && first <= second, `tree sizes ${first} and ${second}`);
  if (first === second) {
    logCheck(proof.length === 0 && sameBytes(firstRoot, secondRoot), "the same size, yet not the same root");
    return;
  }
  const path = ((first & (first - 1n)) === 0n ? [firstRoot] : []).concat(proof);
  logCheck(path.length > 0, "an empty consistency proof");
  let fn = first - 1n;
  let sn = second - 1n;
  while (fn & 1n) {
    fn >>= 1n;
    sn >>= 1n;
  }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    logCheck(sn !== 0n, "the consistency proof is too long");
    if (fn & 1n || fn === sn) {
      fr = await nodeHashOf(c, fr);
      sr = await nodeHashOf(c, sr);
      while (!(fn & 1n) && fn !== 0n) {
        fn >>= 1n;
        sn >>= 1n;
      }
    } else {
      sr = await nodeHashOf(sr, c);
    }
    fn >>= 1n;
    sn >>= 1n;
  }
  logCheck(sn === 0n && sameBytes(fr, firstRoot) && sameBytes(sr, secondRoot), "the consistency proof does not join the two roots");
}

/** Runs a log check: `{ok: true, detail}` or `{ok: false, detail}` naming what failed. */
async function logVerdict(run, success) {
  try {
    await run();
    return { ok: true, detail: success };
  } catch (err) {
    if (err instanceof LogFailure) return { ok: false, detail: err.message };
    if (err instanceof TypeError || err instanceof RangeError || err instanceof SyntaxError) return { ok: false, detail: `malformed: ${err.message}` };
    throw err;
  }
}

/**
 * That the game of `bundle` is in the public log under the signed tree head
 * of `proof` (GET /v1/log/proof/{game}); with `keys` (GET /v1/keys), the
 * head's signature too. Returns `{ok, detail}`.
 */
export async function verifyLogInclusion(bundle, proof, { keys } = {}) {
  const parsed = typeof bundle === "string" ? parseJson(bundle) : bundle;
  const referee = await keysById(keys);
  return logVerdict(async () => {
    logCheck(normalizeUuid(proof.game_id) === normalizeUuid(parsed.header.game_id), "the proof is of another game");
    if (referee.size) await checkTreeHead(proof.head, referee, "log's");
    const leaf = logLeaf(parsed, proof.leaf);
    logCheck(proof.leaf === leaf, "the proof's leaf is not this game's");
    await inclusionProblem(encoder.encode(leaf), BigInt(proof.leaf_index), BigInt(proof.head.tree_size),
      proof.audit_path.map(hexToBytes), hexToBytes(proof.head.root_hash));
  }, `in the public log as leaf ${proof.leaf_index} of ${proof.head?.tree_size}`);
}

/**
 * That the log under a head saved before (`old`: a head, or an answer
 * holding one as `head`) is a prefix of the log under `consistency` (GET
 * /v1/log/consistency?from=OLD_SIZE); with `keys`, both heads' signatures.
 * Returns `{ok, detail}`.
 */
export async function verifyLogConsistency(old, consistency, { keys } = {}) {
  const oldHead = old.head ?? old;
  const referee = await keysById(keys);
  return logVerdict(async () => {
    if (referee.size) {
      await checkTreeHead(oldHead, referee, "old");
      await checkTreeHead(consistency.head, referee, "new");
    }
    logCheck(Number(oldHead.tree_size) === Number(consistency.first), "the proof starts from another size than the old head's");
    await consistencyProblem(BigInt(oldHead.tree_size), BigInt(consistency.head.tree_size), hexToBytes(oldHead.root_hash),
      hexToBytes(consistency.head.root_hash), consistency.proof.map(hexToBytes));
  }, `the log of ${oldHead.tree_size} games is a prefix of the log of ${consistency.head?.tree_size} games`);
}
