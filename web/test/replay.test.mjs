// web/replay.js against views recorded from a real server
// (web/test/fixtures.py): at every version of every game, `framesOf`'s
// spectator view equals the server's spectator view, and each seat's hand
// equals that seat's `view.hand`.
//
//     REPLAY_FIXTURES=DIR node --test web/test/
//
// Equal means the same JSON text: the same values and the keys in the same
// order as the server sent them. A mismatch names the fixture, the version
// and the first path that differs.
//
// No fixtures is a failure, not a pass: scripts/web-replay-check records
// them first.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { framesOf } from "../replay.js";

const dir = process.env.REPLAY_FIXTURES;

/**
 * The first path at which `actual` and `expected` differ, with both values
 * there, or `null` when their JSON texts are the same (values and key order).
 */
export function firstDifference(actual, expected, path = "$") {
  if (Object.is(actual, expected)) return null;
  const kind = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
  if (kind(actual) !== kind(expected)) {
    return { path, actual, expected };
  }
  if (kind(actual) === "array") {
    const n = Math.max(actual.length, expected.length);
    for (let i = 0; i < n; i++) {
      if (i >= actual.length || i >= expected.length) {
        return { path: `${path}[${i}]`, actual: actual[i], expected: expected[i] };
      }
      const d = firstDifference(actual[i], expected[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (kind(actual) === "object") {
    const a = Object.keys(actual);
    const e = Object.keys(expected);
    const n = Math.max(a.length, e.length);
    for (let i = 0; i < n; i++) {
      if (a[i] !== e[i]) {
        // A missing, extra or misplaced key: name the first one.
        const key = e[i] ?? a[i];
        const at = `${path}.${key}`;
        if (!(key in actual)) return { path: at, actual: "<missing>", expected: expected[key] };
        if (!(key in expected)) return { path: at, actual: actual[key], expected: "<missing>" };
        return { path: `${path} (key order)`, actual: a, expected: e };
      }
      const d = firstDifference(actual[a[i]], expected[e[i]], `${path}.${a[i]}`);
      if (d) return d;
    }
    return null;
  }
  return { path, actual, expected };
}

function show(v) {
  const text = JSON.stringify(v);
  return text === undefined ? String(v) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function check(fixture, version, what, actual, expected) {
  const d = firstDifference(actual, expected);
  if (d) {
    assert.fail(
      `${fixture}: version ${version}: ${what} differs at ${d.path}: replay ${show(d.actual)}, server ${show(d.expected)}`,
    );
  }
  // Belt and braces: the same text, as the server wrote it.
  assert.equal(JSON.stringify(actual), JSON.stringify(expected), `${fixture}: version ${version}: ${what}`);
}

test("fixtures are present (REPLAY_FIXTURES)", () => {
  assert.ok(dir, "REPLAY_FIXTURES is not set: run scripts/web-replay-check, or web/test/fixtures.py DIR first");
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  assert.ok(files.length > 0, `no fixtures in ${dir}`);
});

const files = dir ? readdirSync(dir).filter((f) => f.endsWith(".json")).sort() : [];
let gamesChecked = 0;
let versionsChecked = 0;
let skipped = 0;

for (const file of files) {
  test(`replay of ${file} matches the server at every version`, () => {
    const fixture = JSON.parse(readFileSync(join(dir, file), "utf8"));
    const name = fixture.name ?? file;
    const bundle = fixture.bundle;
    const frames = framesOf(bundle);
    assert.equal(frames.length, bundle.steps.length + 1, `${name}: one frame a version, and one for version 0`);
    assert.equal(frames[0], null, `${name}: version 0 has no view`);
    // Every version from the deal to the end was recorded, but where the
    // referee played the next step on its own (a resigned seat, a clock):
    // the recorder could not stop it, so that version may pass unseen.
    const recorded = new Set(fixture.versions.map((r) => r.version));
    for (let v = 1; v <= bundle.steps.length; v++) {
      if (recorded.has(v)) continue;
      const next = bundle.steps[v];
      assert.ok(
        next !== undefined && next.played_by != null,
        `${name}: version ${v} was not recorded, and the step after it was not the referee's`,
      );
      skipped += 1;
    }
    assert.ok(recorded.has(bundle.steps.length), `${name}: the last version was not recorded`);
    for (const rec of fixture.versions) {
      const v = rec.version;
      const frame = frames[v];
      const step = bundle.steps[v - 1];
      assert.equal(frame.version, v, `${name}: frame ${v} says version ${frame.version}`);
      assert.equal(frame.at, step.at, `${name}: version ${v}: at`);
      assert.deepEqual(frame.actor_seat, step.actor_seat ?? null, `${name}: version ${v}: actor_seat`);
      assert.deepEqual(frame.action, step.action ?? null, `${name}: version ${v}: action`);
      assert.equal(frame.played_by, step.played_by ?? null, `${name}: version ${v}: played_by`);
      check(name, v, "spectator", frame.spectator, rec.spectator);
      assert.equal(frame.hands.length, rec.hands.length, `${name}: version ${v}: number of hands`);
      rec.hands.forEach((hand, s) => check(name, v, `hands[${s}]`, frame.hands[s], hand));
      versionsChecked += 1;
    }
    gamesChecked += 1;
  });
}

test("summary", () => {
  // Runs last (node:test runs a file's tests in order).
  console.log(
    `replay: ${gamesChecked} games, ${versionsChecked} versions checked` +
      ` (${skipped} unseen, each just before a step the referee played for a resigned seat)`,
  );
  assert.equal(gamesChecked, files.length, "every fixture was checked");
});
