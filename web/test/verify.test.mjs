// Tests of web/verify.js (node 20: `node --test web/test/verify.test.mjs`).
//
// 1. Every untampered bundle verifies: docs/audit-example.json and the
//    fixtures made from a real server (web/test/make_verify_fixtures.py).
// 2. Single tampers: `referee verify` ($REFEREE_BIN) and verifyBundle both
//    reject, and name the same step (or both a header-level place; both the
//    outcome for a changed outcome or a missing last step).
// 3. Canonical JSON is byte for byte the Rust side's: the genesis hash that
//    `referee verify` recomputes over a header full of odd values (floats,
//    big integers, escapes, non-ASCII keys) equals ours.
//
// Without REFEREE_BIN the tests that need the CLI fail (they do not pass
// silently); scripts/web-verify-check builds the binary and sets it.
import test, { after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import crypto from "node:crypto";

import { canonicalJson, canonicalBytes, checkSeatNames, genesisHash, linkHash, bytesToHex, parseJson, sha256Hex, hmacSha256, stepTimestamp, verifyBundle } from "../verify.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const BIN = process.env.REFEREE_BIN;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "web-verify-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const fixtures = [
  ["docs/audit-example.json", path.join(root, "docs/audit-example.json")],
  ...fs
    .readdirSync(path.join(here, "fixtures"))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => [`fixtures/${f}`, path.join(here, "fixtures", f)]),
];
const load = (file) => fs.readFileSync(file, "utf8");

function needBin() {
  assert.ok(BIN, "REFEREE_BIN is not set: run scripts/web-verify-check (it builds referee and sets it)");
}

let counter = 0;
/** `referee verify` on a bundle (object or text): {ok, place, message}. */
function referee(bundle) {
  needBin();
  const file = path.join(tmp, `b${counter++}.json`);
  fs.writeFileSync(file, typeof bundle === "string" ? bundle : JSON.stringify(bundle));
  const run = spawnSync(BIN, ["verify", file], { encoding: "utf8" });
  const failed = /FAILED at ([^:]+): (.*)/.exec(run.stderr);
  return {
    ok: run.status === 0,
    place: failed ? failed[1] : null,
    message: failed ? failed[2] : run.stderr.trim(),
    stdout: run.stdout,
  };
}

const clone = (v) => JSON.parse(JSON.stringify(v));

function assertAllOk(report, name) {
  assert.equal(report.first_failure, null, `${name}: ${JSON.stringify(report.first_failure)}`);
  assert.ok(report.steps.every((s) => s.ok), name);
  for (const c of report.checks) {
    if (c.name === "signature") {
      // No referee key is given here: the bundle's signature is not checked, and the report says so.
      assert.equal(c.ok, null, `${name}: ${JSON.stringify(c)}`);
    } else if (report.complete) {
      // An aborted game has no game seed and no outcome to check.
      assert.ok(c.ok === true || (["game_seed", "outcome"].includes(c.name) && c.ok === null), `${name}: ${JSON.stringify(c)}`);
    } else {
      assert.ok(c.ok === true || (["seed_commitment", "game_seed", "outcome"].includes(c.name) && c.ok === null), `${name}: ${JSON.stringify(c)}`);
    }
  }
  assert.deepEqual(report.checks.map((c) => c.name), ["format", "genesis", "seed_commitment", "game_seed", "outcome", "signature"]);
  const outcome = report.checks.find((c) => c.name === "outcome");
  assert.equal(outcome.ok, report.complete && report.steps.length > 0 ? true : null, `${name}: ${JSON.stringify(outcome)}`);
}

test("the fixtures cover every game and a running game's redacted bundle", () => {
  const bundles = fixtures.map(([, file]) => JSON.parse(load(file)));
  const finished = bundles.filter((b) => b.status === "finished");
  const kinds = new Set(finished.map((b) => `${b.header.game}/${b.header.options.variant ?? "basic"}`));
  for (const kind of ["shake-it-meerkat/basic", "woof-meow-biscuits/basic", "woof-meow-biscuits/advanced"]) {
    assert.ok(kinds.has(kind), `no finished ${kind} fixture`);
  }
  assert.ok(bundles.some((b) => b.status === "active" && b.view.kind === "seat"), "no running game's seat bundle");
  assert.ok(bundles.some((b) => b.steps.some((s) => s.played_by)), "no step played by the referee");
  for (const [name, file] of fixtures) assert.ok(fs.statSync(file).size < 64 * 1024, `${name} is big`);
});

for (const [name, file] of fixtures) {
  test(`untampered ${name} verifies (as text and as an object)`, async () => {
    const text = load(file);
    const fromText = await verifyBundle(text);
    assertAllOk(fromText, name);
    assert.equal(fromText.steps.length, JSON.parse(text).steps.length);
    assert.deepEqual(fromText.steps.map((s) => s.seq), JSON.parse(text).steps.map((s) => s.seq));
    assert.equal(fromText.complete, JSON.parse(text).view.kind === "full");
    assertAllOk(await verifyBundle(JSON.parse(text)), name);
    assertAllOk(await verifyBundle(new TextEncoder().encode(text)), name);
    const cli = referee(text);
    assert.ok(cli.ok, `referee verify refuses ${name}: ${cli.message}`);
  });
}

// ---------------------------------------------------------------------------
// Tampering

/** A changed card id (or other integer) somewhere in an event. */
function bumpInteger(event) {
  const paths = [];
  const walk = (v, at) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
    else if (v && typeof v === "object") for (const k of Object.keys(v).sort()) walk(v[k], [...at, k]);
    else if (typeof v === "number") paths.push(at);
  };
  walk(event, []);
  if (!paths.length) return false;
  const at = paths[Math.floor(paths.length / 2)];
  let parent = event;
  for (const k of at.slice(0, -1)) parent = parent[k];
  const last = at[at.length - 1];
  parent[last] = parent[last] === 0 ? 1 : parent[last] - 1;
  return true;
}

const flipHex = (h) => (h[0] === "0" ? "1" : "0") + h.slice(1);
const laterAt = (at) => at.replace(/(\d{2})(\.\d+)?Z$/, (_, s, f) => `${String((Number(s) + 1) % 60).padStart(2, "0")}${f ?? ""}Z`);

/** Single mutations of a bundle: [name, mutate(b) → false when it does not
 * apply]. `rules`: `referee verify` may fail on the replay there instead. */
function mutations(b) {
  const n = b.steps.length;
  const full = b.view.kind === "full";
  const picks = [...new Set([0, 1, Math.floor(n / 2), n - 1])].filter((k) => k >= 0 && k < n);
  const out = [];
  for (const k of picks) {
    const seq = k + 1;
    const step = b.steps[k];
    step.events.forEach((_, e) => {
      if (e > 2) return;
      out.push([`step ${seq}: a number in event ${e}`, (x) => bumpInteger(x.steps[k].events[e])]);
    });
    if (step.action) {
      out.push([`step ${seq}: the action changed`, (x) => {
        const a = x.steps[k].action;
        if (typeof a.card === "number") a.card = a.card === 0 ? 1 : a.card - 1;
        else if (a.kind === "play") a.kind = "pass", delete a.cards, delete a.rank;
        else a.kind = a.kind === "pass" ? "challenge" : "pass";
        return true;
      }]);
      out.push([`step ${seq}: the actor changed`, (x) => ((x.steps[k].actor_seat = (x.steps[k].actor_seat + 1) % x.header.seat_count), true)]);
    }
    out.push([`step ${seq}: its time changed`, (x) => ((x.steps[k].at = laterAt(x.steps[k].at)), true)]);
    out.push([`step ${seq}: its hash changed`, (x) => ((x.steps[k].hash = flipHex(x.steps[k].hash)), true)]);
    out.push([`step ${seq}: an event digest changed`, (x) => x.steps[k].event_digests.length > 0 && ((x.steps[k].event_digests[0] = flipHex(x.steps[k].event_digests[0])), true)]);
    if (step.action_digest) out.push([`step ${seq}: the action digest changed`, (x) => ((x.steps[k].action_digest = flipHex(x.steps[k].action_digest)), true)]);
    if (step.events.length > 1) out.push([`step ${seq}: two events swapped`, (x) => {
      const ev = x.steps[k].events;
      if (JSON.stringify(ev[0]) === JSON.stringify(ev[1])) return false;
      [ev[0], ev[1]] = [ev[1], ev[0]];
      return true;
    }]);
    out.push([`step ${seq}: an event added`, (x) => (x.steps[k].events.push(clone(x.steps[k].events[0] ?? { type: "passed", seat: 0 })), true)]);
    if (k > 0 && !step.played_by) out.push([`step ${seq}: marked played by the clock`, (x) => ((x.steps[k].played_by = "clock"), true)]);
    if (k + 1 < n) out.push([`steps ${seq} and ${seq + 1} swapped`, (x) => (([x.steps[k], x.steps[k + 1]] = [x.steps[k + 1], x.steps[k]]), true)]);
    if (k + 1 < n) out.push([`step ${seq} dropped`, (x) => (x.steps.splice(k, 1), true)]);
  }
  if (n > 1) out.push(["the last step dropped", (x) => (x.steps.pop(), true)]);
  if (n > 1) out.push(["a step duplicated", (x) => (x.steps.splice(1, 0, clone(x.steps[1])), true)]);
  out.push(["the server seed changed", (x) => (full ? ((x.server_seed = flipHex(x.server_seed)), true) : ((x.server_seed = "00".repeat(32)), true))]);
  out.push(["a client seed changed", (x) => {
    const s = x.header.seats[0];
    s.client_seed = s.client_seed ? flipHex(s.client_seed) : "ff";
    return true;
  }]);
  out.push(["the commitment changed", (x) => ((x.header.seed_commitment = flipHex(x.header.seed_commitment)), true)]);
  out.push(["the genesis hash changed", (x) => ((x.genesis_hash = flipHex(x.genesis_hash)), true)]);
  out.push(["the options changed", (x) => ((x.header.options = { ...x.header.options, starting_seat: 1 - (x.header.options.starting_seat ?? 0) }), true)]);
  out.push(["the format changed", (x) => ((x.format = "referee-audit/v2"), true)]);
  out.push(["the ruleset changed", (x) => ((x.header.ruleset = "referee-rules/2"), true)]);
  out.push(["an unknown field", (x) => ((x.steps[0].note = "hi"), true)]);
  out.push(["the seats swapped", (x) => (([x.header.seats[0], x.header.seats[1]] = [x.header.seats[1], x.header.seats[0]]), true)]);
  if (full) {
    out.push(["the game seed changed", (x) => ((x.game_seed = flipHex(x.game_seed)), true)]);
    out.push(["the status changed", (x) => ((x.status = "active"), true)]);
    out.push(["the view made a seat's", (x) => ((x.view = { kind: "seat", seat: 0 }), true)]);
    // The outcome is outside the chain: only its agreement with the final
    // events shows a change.
    out.push(["the outcome's winners swapped", (x) => {
      const seats = [...Array(x.header.seat_count).keys()];
      const others = seats.filter((seat) => !x.outcome.winners.includes(seat));
      if (!others.length) return false;
      x.outcome.winners = [others[0]];
      return true;
    }]);
    out.push(["the outcome's scores changed", (x) => ((x.outcome.scores = [...x.outcome.scores].reverse()), JSON.stringify(x.outcome.scores) !== JSON.stringify(b.outcome.scores))]);
    out.push(["the outcome's scores and winners swapped together", (x) => {
      if (x.header.seat_count !== 2 || x.outcome.winners.length !== 1) return false;
      x.outcome.scores = [...x.outcome.scores].reverse();
      x.outcome.winners = [1 - x.outcome.winners[0]];
      return true;
    }]);
    out.push(["the outcome's ranking flipped", (x) => ((x.outcome.ranking = x.outcome.ranking === "lowest_wins" ? "highest_wins" : "lowest_wins"), true)]);
    out.push(["the outcome dropped", (x) => ((x.outcome = null), true)]);
  } else {
    out.push(["a game seed added", (x) => ((x.game_seed = "00".repeat(32)), true)]);
  }
  return out;
}

/** Tampers that `referee verify` and the crypto re-check judge differently,
 * on purpose: what is right for each (see the comments). */
function expectedDisagreement(b, name) {
  const full = b.view.kind === "full";
  // A redacted bundle's contents are sealed: neither side can check an
  // action or event against its digest before the server seed is revealed
  // (docs/FAIRNESS.md, "Verifying"); the chain of digests still holds.
  if (!full && /: a number in event|: the action changed|: two events swapped|: an event added/.test(name)) return "both accept";
  // A running game's bundle may end anywhere: a shorter one is what an
  // earlier call would have returned.
  if (!full && name === "the last step dropped") return "both accept";
  return null;
}

for (const [name, file] of fixtures) {
  test(`tampered ${name}: the first failure is where referee verify sees it`, async () => {
    const original = JSON.parse(load(file));
    let tried = 0;
    for (const [what, mutate] of mutations(original)) {
      const b = clone(original);
      if (mutate(b) === false) continue;
      tried++;
      const report = await verifyBundle(JSON.stringify(b));
      const cli = referee(b);
      const label = `${name}: ${what}: js ${JSON.stringify(report.first_failure)}, referee ${cli.place}: ${cli.message}`;
      const special = expectedDisagreement(original, what);
      if (special === "both accept") {
        assert.equal(report.first_failure, null, label);
        assert.ok(cli.ok, label);
        continue;
      }
      assert.ok(!cli.ok, `referee verify accepts: ${label}`);
      assert.ok(report.first_failure, `verifyBundle accepts: ${label}`);
      const step = /^step (\d+)$/.exec(cli.place ?? "");
      if (step) {
        assert.equal(report.first_failure.seq, Number(step[1]), label);
        // Every step before it is ok.
        const at = report.steps.findIndex((s) => !s.ok);
        assert.ok(report.steps.slice(0, at).every((s) => s.ok), label);
        assert.equal(report.steps[at].seq, Number(step[1]), label);
        assert.match(report.first_failure.detail, new RegExp(`^step ${step[1]}: `), label);
      } else {
        // A header-level place (`header`, `genesis`, `commitment`, `game
        // seed`, `status`, `outcome`), or a file that is not a bundle at all.
        assert.equal(report.first_failure.seq, null, label);
        if (cli.place === "outcome") assert.equal(report.first_failure.check, "outcome", label);
      }
    }
    assert.ok(tried >= 20, `${name}: only ${tried} tampers`);
  });
}

test("the failing step's words say what is wrong", async () => {
  const b = JSON.parse(load(path.join(root, "docs/audit-example.json")));
  const t = clone(b);
  t.steps[2].events[1] = { ...t.steps[2].events[1], card: 7 };
  let r = await verifyBundle(t);
  assert.deepEqual(r.first_failure, { seq: 3, check: "event_digest", detail: "step 3: event 1 does not match its digest" });
  assert.deepEqual(r.steps.map((s) => s.ok), [true, true, false, true]);
  const a = clone(b);
  a.steps[1].action.card = 3;
  r = await verifyBundle(a);
  assert.deepEqual(r.first_failure, { seq: 2, check: "action_digest", detail: "step 2: the action does not match its digest" });
  const s = clone(b);
  s.server_seed = "00".repeat(32);
  r = await verifyBundle(s);
  assert.equal(r.first_failure.check, "seed_commitment");
  assert.equal(r.first_failure.seq, null);
  assert.equal(r.checks.find((c) => c.name === "game_seed").ok, null);
  const d = clone(b);
  d.steps.splice(1, 1);
  r = await verifyBundle(d);
  assert.deepEqual(r.first_failure, { seq: 3, check: "sequence", detail: "step 3: expected step 2 here: steps are missing, repeated or out of order" });
});

// ---------------------------------------------------------------------------
// Representations that change no byte of meaning: both sides accept.

test("equivalent spellings verify on both sides (UUID case, time offsets, whitespace)", async () => {
  needBin();
  const b = JSON.parse(load(path.join(root, "docs/audit-example.json")));
  const variants = [
    (x) => (x.header.game_id = x.header.game_id.toUpperCase()),
    (x) => (x.header.seats[0].player_id = `{${x.header.seats[0].player_id}}`),
    (x) => (x.header.seats[1].player_id = x.header.seats[1].player_id.replace(/-/g, "")),
    (x) => (x.steps[1].at = "2026-01-01T01:00:02+01:00"),
    (x) => (x.steps[2].at = "2025-12-31T23:30:03.000000-00:30"),
    (x) => (x.steps[3].at = "2026-01-01t00:00:04.0000009z"),
    (x) => (x.steps[0].at = "2026-01-01 00:00:01 UTC"),
    (x) => (x.header.seats[1].client_seed = undefined),
    (x) => (x.server_seed = x.server_seed.toUpperCase()),
  ];
  for (const [i, change] of variants.entries()) {
    const x = clone(b);
    change(x);
    const text = JSON.stringify(x, null, i % 2 ? "\t" : 3);
    const report = await verifyBundle(text);
    const cli = referee(text);
    assert.ok(cli.ok, `variant ${i}: referee verify: ${cli.message}`);
    assertAllOk(report, `variant ${i}`);
  }
});

// ---------------------------------------------------------------------------
// Canonical JSON against the Rust bytes: `referee verify` recomputes the
// genesis hash over the header, whose options are any JSON; if ours equals
// it (its "ok: genesis hash …" line), the canonical bytes are the same.

const oddOptions = [
  `{"markers":1,"starting_seat":0,"f":1.0}`,
  `{"a":[1.5,-2.25,1e16,1e15,1E-7,0.0001,0.00001,123.456e5,-0,0.1,2.5e-300,1.7976931348623157e308]}`,
  `{"a":[1.5e16,1e17,12345678901234567890123,5e-324,-1e-5,0.000123,1e-6,-4.9e+100]}`,
  // Not tested: floats whose decimal digits need more than f64 precision
  // (e.g. 9007199254740993.0): serde_json without `float_roundtrip` may
  // round them differently from JS's correctly rounded parse.
  `{"big":[9007199254740993,18446744073709551615,18446744073709551616,-9223372036854775808,-9223372036854775809,-1,0]}`,
  `{"s":"quote \\" backslash \\\\ slash \\/ \\b\\f\\n\\r\\t \\u0000\\u001f\\u007f \\u2028 é 😀 \\ud83d\\ude00 \\uFFFF"}`,
  `{"\\uffff":1,"😀":2,"é":3,"z":4,"Z":5,"":6,"a\\"b":7,"ab":8,"a":9,"a\\u0000":10,"\\u007f":11}`,
  `{"n":{"z":{"y":[{"b":null,"a":true},[],{}],"x":false},"m":[[[["deep"]]]]}}`,
  `{"dup":1,"dup":2}`,
  `null`,
  `[3,"x",{"b":1,"a":2}]`,
  `"just a string"`,
];

function withOptions(b, optionsText) {
  const x = clone(b);
  x.header.options = "__OPTIONS__";
  return JSON.stringify(x, null, 1).replace('"__OPTIONS__"', optionsText);
}

test("canonicalJson gives the Rust bytes (genesis recomputed by referee verify)", async () => {
  needBin();
  const b = JSON.parse(load(path.join(root, "docs/audit-example.json")));
  for (const options of oddOptions) {
    const text = withOptions(b, options);
    const parsed = parseJson(text);
    const genesis = bytesToHex(await genesisHash(parsed.header));
    const fixed = text.replace(b.genesis_hash, genesis);
    const cli = referee(fixed);
    assert.match(cli.stdout, new RegExp(`ok: genesis hash ${genesis} matches the header`), `${options}: ${cli.place}: ${cli.message}`);
    // And the page's verdict on the genesis agrees.
    const report = await verifyBundle(fixed);
    assert.equal(report.checks.find((c) => c.name === "genesis").ok, true, options);
  }
  // The oracle can tell: `1.0` is not `1` (JSON.parse would lose that).
  const text = withOptions(b, `{"markers":1.0,"starting_seat":0}`);
  const lossy = bytesToHex(await genesisHash(JSON.parse(text).header));
  const cli = referee(text.replace(b.genesis_hash, lossy));
  assert.equal(cli.place, "genesis", cli.message);
  const report = await verifyBundle(text.replace(b.genesis_hash, lossy));
  assert.equal(report.first_failure.check, "genesis");
});

test("canonicalJson: key order by UTF-8 bytes, serde_json numbers and escapes", () => {
  assert.equal(canonicalJson({ b: 1, a: [true, null, "x"], "😀": 0, "\uffff": 0 }), '{"a":[true,null,"x"],"b":1,"\uffff":0,"😀":0}');
  assert.equal(canonicalJson(parseJson("[1.0,1e21,-0,100,0.5e-6]")), "[1.0,1e+21,-0.0,100,5e-7]");
  assert.equal(canonicalJson("\u0001\n\"\\/\u007f"), '"\\u0001\\n\\"\\\\/\u007f"');
  assert.equal(canonicalJson({ a: undefined, b: 2 }), '{"b":2}');
  assert.throws(() => parseJson('{"a":"\\ud800"}'));
  assert.throws(() => parseJson("[1,]"));
  assert.throws(() => parseJson('"a\u0001"'));
});

test("WebCrypto helpers: SHA-256, HMAC, step times", async () => {
  assert.equal(await sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  assert.equal(await sha256Hex(new Uint8Array([0x61, 0x62, 0x63])), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // RFC 4231, test case 2.
  assert.equal(bytesToHex(await hmacSha256(new TextEncoder().encode("Jefe"), "what do ya want for nothing?")), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  assert.equal(bytesToHex(await hmacSha256(new Uint8Array(0), "x")), bytesToHex(await hmacSha256(new Uint8Array(64), "x")));
  assert.equal(stepTimestamp("2026-01-01T00:00:01Z"), "2026-01-01T00:00:01.000000Z");
  assert.equal(stepTimestamp("2024-02-29T23:59:59.1234567+00:00"), "2024-02-29T23:59:59.123456Z");
  assert.equal(stepTimestamp("2024-03-01T00:29:59-00:30"), "2024-03-01T00:59:59.000000Z");
  assert.throws(() => stepTimestamp("2026-02-30T00:00:00Z"));
});

test("running bundles: the seed checks wait for the reveal", async () => {
  const running = fixtures.filter(([, f]) => JSON.parse(load(f)).status === "active");
  assert.ok(running.length > 0);
  for (const [name, file] of running) {
    const r = await verifyBundle(load(file));
    assert.equal(r.complete, false, name);
    assert.equal(r.checks.find((c) => c.name === "seed_commitment").ok, null, name);
    assert.equal(r.checks.find((c) => c.name === "game_seed").ok, null, name);
  }
});

test("names are shown only for the players the header seats there", () => {
  const b = JSON.parse(load(path.join(root, "docs/audit-example.json")));
  const server = b.header.seats.map((s, k) => ({ seat: k, player_id: s.player_id, name: ["alice", "bob"][k] }));
  const right = checkSeatNames(b.header, server);
  assert.deepEqual(right.names, ["alice", "bob"]);
  assert.equal(right.check.ok, true);
  // The server's list in another order: the same players at the same seats.
  assert.deepEqual(checkSeatNames(b.header, [...server].reverse()).names, ["alice", "bob"]);
  // Names swapped between the seats (or the header's seats swapped): refused, no name shown.
  const swapped = server.map((s, k) => ({ ...s, name: server[1 - k].name, player_id: server[1 - k].player_id }));
  const refused = checkSeatNames(b.header, swapped);
  assert.equal(refused.check.ok, false);
  assert.match(refused.check.detail, /^seat 0 is player /);
  assert.deepEqual(refused.names, [null, null]);
  // A seat the server does not list; no server list at all (a file).
  assert.equal(checkSeatNames(b.header, server.slice(0, 1)).check.ok, false);
  const file = checkSeatNames(b.header, undefined);
  assert.equal(file.check.ok, null);
  assert.deepEqual(file.names, [null, null]);
});

test("a changed outcome is refused with words that say what differs", async () => {
  const b = JSON.parse(load(path.join(root, "docs/audit-example.json")));
  const winner = clone(b);
  winner.outcome.winners = [0];
  let r = await verifyBundle(winner);
  assert.equal(r.first_failure.check, "outcome");
  assert.match(r.first_failure.detail, /winners \[0\] are not those of the last event \[1\]/);
  const both = clone(b);
  both.outcome.scores = [0, -3];
  both.outcome.winners = [0];
  r = await verifyBundle(both);
  assert.match(r.first_failure.detail, /scores \[0, -3\] are not the final ones \[-3, 0\]/);
  assert.ok(r.steps.every((s) => s.ok), "the chain itself is intact");
});

// Who signs which step (docs/FAIRNESS.md): the header names the bot seats.
// A finished fixture re-headed with seat 1 as the referee's bot, its chain
// re-linked from the new genesis (the salted digests do not depend on it).
async function withBotSeat(bundle, seat) {
  const b = clone(bundle);
  b.header.seats[seat].bot = "random";
  let previous = await genesisHash(b.header);
  b.genesis_hash = bytesToHex(previous);
  for (const step of b.steps) {
    previous = await linkHash(previous, Number(step.seq), {
      actorSeat: step.actor_seat,
      at: step.at,
      actionDigest: step.action_digest,
      eventDigests: step.event_digests,
      playedBy: step.played_by,
    });
    step.hash = bytesToHex(previous);
  }
  return b;
}

/** A player's signature over the move text of `step` (docs/FAIRNESS.md,
 * "Signed moves"), made with a fresh key: valid as a signature. */
function playerSignature(gameId, step) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-32);
  const text = Buffer.concat([
    Buffer.from(`referee-move-signature/v1\n${gameId}\n${Number(step.seq) - 1}\n${step.actor_seat}\n`),
    Buffer.from(canonicalBytes(step.action)),
    Buffer.from("\n"),
  ]);
  return {
    signer: "player",
    algorithm: "ed25519",
    key_id: crypto.createHash("sha256").update(raw).digest("hex").slice(0, 16),
    public_key: raw.toString("hex"),
    signature: crypto.sign(null, text, privateKey).toString("hex"),
  };
}

test("a bot seat's step signed by a player, and a player's step signed by the referee, fail on both sides", async () => {
  const honest = await withBotSeat(JSON.parse(load(path.join(here, "fixtures/meerkat-finished.json"))), 1);
  assertAllOk(await verifyBundle(honest), "re-headed with a bot seat");
  const cli = referee(honest);
  assert.ok(cli.ok, `referee verify: ${cli.message}`);

  const botStep = honest.steps.findIndex((s) => s.actor_seat === 1 && !s.played_by);
  const forged = clone(honest);
  forged.steps[botStep].signature = playerSignature(honest.header.game_id, honest.steps[botStep]);
  let report = await verifyBundle(forged);
  const seq = Number(forged.steps[botStep].seq);
  assert.equal(report.first_failure?.seq, seq, JSON.stringify(report.first_failure));
  assert.match(report.first_failure.detail, /bot "random".*signed by a player/);
  let cliForged = referee(forged);
  assert.ok(!cliForged.ok, "referee verify accepts a player's signature on a bot's step");
  assert.equal(cliForged.place, `step ${seq}`);

  // The same signature on a player's seat's step of the original passes the
  // role check: the refusal is the seat's.
  const playerStep = honest.steps.findIndex((s) => s.actor_seat === 0 && !s.played_by);
  const signedByPlayer = clone(honest);
  signedByPlayer.steps[playerStep].signature = playerSignature(honest.header.game_id, honest.steps[playerStep]);
  assertAllOk(await verifyBundle(signedByPlayer), "a player's own signature on its step");
  assert.ok(referee(signedByPlayer).ok, "referee verify refuses a player's own signed step");

  const byReferee = clone(honest);
  byReferee.steps[playerStep].signature = { signer: "referee", algorithm: "ed25519", key_id: "0123456789abcdef", signature: "00".repeat(64) };
  report = await verifyBundle(byReferee);
  const playerSeq = Number(byReferee.steps[playerStep].seq);
  assert.equal(report.first_failure?.seq, playerSeq, JSON.stringify(report.first_failure));
  assert.match(report.first_failure.detail, /is a player's.*signed by the referee/);
  cliForged = referee(byReferee);
  assert.ok(!cliForged.ok, "referee verify accepts the referee's signature on a player's step");
  assert.equal(cliForged.place, `step ${playerSeq}`);
});

test("the rated flag and the bot seats are in the genesis hash", async () => {
  const honest = JSON.parse(load(path.join(here, "fixtures/meerkat-finished.json")));
  for (const [name, change] of [
    ["rated", (h) => (h.rated = true)],
    ["a bot seat", (h) => (h.seats[1].bot = "random")],
  ]) {
    const b = clone(honest);
    change(b.header);
    const report = await verifyBundle(b);
    assert.equal(report.first_failure?.check, "genesis", `${name}: ${JSON.stringify(report.first_failure)}`);
    assert.equal(referee(b).place, "genesis", name);
  }
});

// 4. Signatures: the referee's over the bundle under the keys given (GET
//    /v1/keys), each step's under its player's key or the referee's; a
//    changed byte, a key not the referee's, a weak key are refused.
import { bundleSignedText, ed25519Verify, keyId, moveSignedText, strictPublicKey } from "../verify.js";

const LOG_EXAMPLE_KEY = "8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c";
const flip = (hex, at = 10) => hex.slice(0, at) + (hex[at] === "0" ? "1" : "0") + hex.slice(at + 1);

test("the referee's signature of a bundle verifies under its key and fails a changed byte or another key", async () => {
  const text = load(path.join(root, "docs/log-example/bundle.json"));
  const signature = (report) => report.checks.find((c) => c.name === "signature");
  const honest = await verifyBundle(text, { keys: [LOG_EXAMPLE_KEY] });
  assert.equal(honest.first_failure, null);
  assert.equal(signature(honest).ok, true);
  assert.equal(signature(await verifyBundle(text)).ok, null, "without keys it is not checked, and says so");
  const bundle = JSON.parse(text);
  bundle.signature.signature = flip(bundle.signature.signature);
  const forged = await verifyBundle(JSON.stringify(bundle), { keys: [{ public_key: LOG_EXAMPLE_KEY }] });
  assert.equal(forged.first_failure?.check, "signature");
  const other = crypto.generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" }).x;
  const otherHex = Buffer.from(other, "base64url").toString("hex");
  const foreign = await verifyBundle(text, { keys: [otherHex] });
  assert.match(foreign.first_failure?.detail ?? "", /none of the referee's keys/);
  const moved = JSON.parse(text);
  moved.status = "aborted"; // the signed text changes: the signature no longer covers it
  assert.notEqual(bundleSignedText(moved), bundleSignedText(JSON.parse(text)));
});

test("a player's step signature verifies under the key it carries; a forged one, or one under a weak key, fails at its step", async () => {
  const text = load(path.join(here, "fixtures", "biscuits-basic-finished.json"));
  const { publicKey, privateKey } = crypto.generateKeyPairSync("ed25519");
  const publicHex = Buffer.from(publicKey.export({ format: "jwk" }).x, "base64url").toString("hex");
  const bundle = parseJson(text);
  const step = bundle.steps.find((s) => s.actor_seat !== null && s.actor_seat !== undefined);
  const seq = Number(step.seq);
  const seat = Number(step.actor_seat);
  const signedText = moveSignedText(bundle.header.game_id, seq - 1, seat, step.action);
  step.signature = {
    signer: "player",
    algorithm: "ed25519",
    key_id: await keyId(Buffer.from(publicHex, "hex")),
    public_key: publicHex,
    signature: crypto.sign(null, signedText, privateKey).toString("hex"),
  };
  const honest = await verifyBundle(canonicalJson(bundle));
  assert.equal(honest.first_failure, null, JSON.stringify(honest.first_failure));
  assert.equal(honest.signatures.players, 1);

  const forged = structuredClone(bundle);
  forged.steps.find((s) => Number(s.seq) === seq).signature.signature = flip(step.signature.signature, 3);
  const refused = await verifyBundle(canonicalJson(forged));
  assert.equal(refused.first_failure?.seq, seq);
  assert.match(refused.first_failure.detail, /player signature: the Ed25519 signature does not verify/);

  // Under a small-order key any signature would pass a lax check: refused.
  const weak = structuredClone(bundle);
  const weakKey = "0100000000000000000000000000000000000000000000000000000000000000";
  Object.assign(weak.steps.find((s) => Number(s.seq) === seq).signature, {
    public_key: weakKey,
    key_id: await keyId(Buffer.from(weakKey, "hex")),
    signature: "01" + "00".repeat(63),
  });
  assert.equal((await verifyBundle(canonicalJson(weak))).first_failure?.seq, seq);
});

test("strict keys: canonical encodings of points not of small order only", async () => {
  const hex = (h) => Uint8Array.from(Buffer.from(h, "hex"));
  assert.equal(strictPublicKey(hex(LOG_EXAMPLE_KEY)), true);
  for (const weak of [
    "0000000000000000000000000000000000000000000000000000000000000000",
    "0100000000000000000000000000000000000000000000000000000000000000",
    "0100000000000000000000000000000000000000000000000000000000000080", // the identity, sign bit set
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", // y = p: not canonical
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
  ]) {
    assert.equal(strictPublicKey(hex(weak)), false, weak);
    assert.equal(await ed25519Verify(hex(weak), new Uint8Array(0), new Uint8Array(64)), false, weak);
  }
});

// 5. The public log's proofs (docs/log-example, signed by the worked
//    example's key): honest ones verify, a changed index, path or root fails.
import { verifyLogConsistency, verifyLogInclusion } from "../verify.js";

test("the log's inclusion and consistency proofs verify, and a tampered proof or head fails", async () => {
  const read = (file) => load(path.join(root, "docs/log-example", file));
  const keys = [LOG_EXAMPLE_KEY];
  const bundle = read("bundle.json");
  const proof = JSON.parse(read("proof.json"));
  assert.deepEqual(await verifyLogInclusion(bundle, proof, { keys }), { ok: true, detail: "in the public log as leaf 1 of 3" });
  for (const tamper of [
    (p) => (p.leaf_index += 1),
    (p) => (p.audit_path[0] = "00".repeat(32)),
    (p) => (p.head.root_hash = flip(p.head.root_hash)),
    (p) => (p.head.signature = flip(p.head.signature)),
    (p) => (p.leaf = p.leaf.replace("unrated", "rated")),
  ]) {
    const forged = structuredClone(proof);
    tamper(forged);
    assert.equal((await verifyLogInclusion(bundle, forged, { keys })).ok, false, tamper.toString());
  }
  const old = JSON.parse(read("head-2.json"));
  const consistency = JSON.parse(read("consistency.json"));
  assert.equal((await verifyLogConsistency(old, consistency, { keys })).ok, true);
  const dropped = structuredClone(consistency);
  dropped.proof[0] = "00".repeat(32);
  assert.equal((await verifyLogConsistency(old, dropped, { keys })).ok, false);
  const rewritten = structuredClone(old);
  rewritten.root_hash = flip(rewritten.root_hash);
  assert.equal((await verifyLogConsistency(rewritten, consistency)).ok, false, "a rewritten history fails even without keys");
});
