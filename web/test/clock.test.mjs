import assert from "node:assert/strict";
import test from "node:test";

import { clockState, deadlineWords, timeLeftWords } from "../clock.js";

test("time left reads as days, h:mm:ss or m:ss", () => {
  assert.equal(timeLeftWords(86398), "23:59:58");
  assert.equal(timeLeftWords(2 * 86400 + 3 * 3600 + 5), "2 days 3 h");
  assert.equal(timeLeftWords(86400), "1 day 0 h");
  assert.equal(timeLeftWords(245), "4:05");
  assert.equal(timeLeftWords(9.7), "0:09");
  assert.equal(timeLeftWords(-3), "0:00");
});

test("a deadline names its day unless it is today", () => {
  const now = new Date(2026, 11, 6, 22, 0, 0);
  assert.equal(deadlineWords(new Date(2026, 11, 6, 23, 30), now, "en-GB"), "23:30");
  assert.equal(deadlineWords(new Date(2026, 11, 7, 4, 10), now, "en-GB"), "tomorrow 04:10");
  assert.equal(deadlineWords(new Date(2026, 11, 8, 4, 10), now, "en-GB"), "Tue 8 Dec 04:10");
});

test("the clock turns urgent under two minutes or a tenth of the turn", () => {
  const now = new Date(2026, 11, 6, 12, 0, 0);
  const at = (secs) => new Date(now.getTime() + secs * 1000).toISOString();
  assert.equal(clockState(at(400), 3600, now).urgent, false);
  assert.equal(clockState(at(300), 3600, now).urgent, true);
  assert.equal(clockState(at(100), 600, now).urgent, true);
  assert.equal(clockState(at(7000), 86400, now).urgent, true);
  assert.equal(clockState(at(9000), 86400, now).urgent, false);
  assert.equal(clockState(null, null, now).words, "no turn clock");
  assert.match(clockState(at(86398), 86400, now, "en-GB").words, /^23:59:58 left \(until tomorrow 11:59\)$/);
});
