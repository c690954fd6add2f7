// web/rules.js and the words of web/render.js, without a browser: every
// rule code of docs/API.md has its words and a section of the rules page;
// why a move is not available, for each case the legal actions allow; what
// playing a Biscuits card would do; a Meerkat hand in the order of
// strength; the move log's words for the viewer.
//
//     node --test web/test/rules.test.mjs

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import {
  biscuitsPlayEffect,
  listWords,
  meerkatMoveReason,
  offTurnReason,
  optionsWords,
  plural,
  ruleSections,
  ruleWords,
  sortMeerkatByStrength,
} from "../rules.js";
import { describeEvent } from "../render.js";

const MEERKAT = "shake-it-meerkat";
const BISCUITS = "woof-meow-biscuits";
const ALL_RANKS = ["2", "3", "4", "5", "A"];

/** The rule codes docs/API.md lists under "Limits and errors". */
function documentedRuleCodes() {
  const api = readFileSync(new URL("../../docs/API.md", import.meta.url), "utf8");
  const line = api.split("\n").find((l) => l.includes("a rule's own code ("));
  assert.ok(line, "docs/API.md no longer lists the rule codes");
  const list = line.slice(line.indexOf("a rule's own code (")).split(")")[0];
  return [...list.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
}

test("every documented rule code has words and a section of each game's rules", () => {
  const codes = documentedRuleCodes();
  assert.ok(codes.includes("play_not_stronger") && codes.length >= 10, codes.join(", "));
  for (const game of [MEERKAT, BISCUITS]) {
    const sections = new Set(ruleSections(game, { options: [] }).map((s) => s.id));
    for (const code of codes) {
      const rule = ruleWords(code, game);
      assert.ok(rule, `${code} has no words`);
      assert.match(rule.words, /^[A-Z].*\.$/, code);
      assert.ok(sections.has(rule.section), `${game}: ${code} names ${rule.section}, not a section`);
      assert.equal(rule.href, `#/rules/${game}?section=${rule.section}`);
    }
  }
  assert.equal(ruleWords("no_such_rule", MEERKAT), null);
  assert.equal(ruleWords("not_your_turn").href, null);
});

test("the rules of each game have the sections the table links to", () => {
  const ids = (game) => ruleSections(game, { options: [] }).map((s) => s.id);
  for (const id of ["rules-aim", "rules-cards", "rules-turn", "rules-end-of-round", "rules-end-of-game", "rules-options", "rules-clock"]) {
    assert.ok(ids(MEERKAT).includes(id), id);
    assert.ok(ids(BISCUITS).includes(id), id);
  }
  assert.ok(ids(MEERKAT).includes("rules-strength") && ids(MEERKAT).includes("rules-challenge"));
  assert.ok(ids(BISCUITS).includes("rules-variants") && ids(BISCUITS).includes("rules-specials"));
  assert.equal(new Set(ids(MEERKAT)).size, ids(MEERKAT).length);
});

/** A Meerkat position for the seat `you` (0): `board` null or `{count, rank, seat}`. */
function meerkatState({ board = null, handSize = 6, toMove = 0, plays, finished = false } = {}) {
  const hand = Array.from({ length: handSize }, (_, i) => ({ id: i * 7, face: ALL_RANKS[i % 5] }));
  return {
    game: MEERKAT,
    you: 0,
    names: ["me", "Bob"],
    view: {
      hand,
      finished,
      to_move: finished ? null : toMove,
      board: board && { seat: board.seat ?? 1, rank: board.rank, cards: { count: board.count, backs: [] } },
    },
    legal: toMove === 0 && !finished ? { seat: 0, may_pass: !!board, may_challenge: !!board, plays } : null,
  };
}

test("a leader must play, has nothing to challenge, and needs cards selected", () => {
  const state = meerkatState({ plays: [{ min_count: 1, max_count: 6, ranks: ALL_RANKS }] });
  assert.equal(meerkatMoveReason(state, { kind: "pass" }).code, "leader_must_play");
  assert.match(meerkatMoveReason(state, { kind: "pass" }).text, /You lead .* must play/);
  assert.equal(meerkatMoveReason(state, { kind: "challenge" }).code, "nothing_to_challenge");
  const empty = meerkatMoveReason(state, { kind: "play", rank: "A", count: 0 });
  assert.equal(empty.code, "empty_play");
  assert.match(empty.text, /^Select 1 to 6 cards first/);
  assert.equal(empty.href, `#/rules/${MEERKAT}?section=rules-turn`);
  for (const rank of ALL_RANKS) assert.equal(meerkatMoveReason(state, { kind: "play", rank, count: 2 }), null);
});

test("a play must beat the board: more cards, or as many of a stronger rank", () => {
  // Bob's 2 cards as 4 on the board, 6 cards in hand (the engine's legal actions).
  const plays = [
    { min_count: 2, max_count: 2, ranks: ["5", "A"] },
    { min_count: 3, max_count: 6, ranks: ALL_RANKS },
  ];
  const state = meerkatState({ board: { count: 2, rank: "4" }, plays });
  assert.equal(meerkatMoveReason(state, { kind: "pass" }), null);
  assert.equal(meerkatMoveReason(state, { kind: "challenge" }), null);
  assert.equal(meerkatMoveReason(state, { kind: "play", rank: "5", count: 2 }), null);
  assert.equal(meerkatMoveReason(state, { kind: "play", rank: "2", count: 3 }), null);
  const weaker = meerkatMoveReason(state, { kind: "play", rank: "2", count: 2 });
  assert.equal(weaker.code, "play_not_stronger");
  assert.match(weaker.text, /^2 cards as 2 does not beat Bob's 2 cards as 4: .*2, 3, 4, 5, A, from the weakest to the strongest.*select 3 to 6 cards/);
  assert.equal(weaker.section, "rules-strength");
  const fewer = meerkatMoveReason(state, { kind: "play", rank: "5", count: 1 });
  assert.equal(fewer.code, "play_not_stronger");
  assert.match(fewer.text, /^1 card cannot beat Bob's 2 cards as 4.*select 2 to 6 cards/);
  assert.match(meerkatMoveReason(state, { kind: "play", rank: "3", count: 0 }).text, /^Select 3 to 6 cards first/);
});

test("with too few cards to lay more, only a stronger rank beats the board, or nothing does", () => {
  const equal = meerkatState({ board: { count: 2, rank: "4" }, handSize: 2, plays: [{ min_count: 2, max_count: 2, ranks: ["5", "A"] }] });
  const rank3 = meerkatMoveReason(equal, { kind: "play", rank: "3", count: 2 });
  assert.equal(rank3.code, "play_not_stronger");
  assert.match(rank3.text, /^3 is not stronger than 4 .* announce 5 or A\.$/);
  const none = meerkatState({ board: { count: 2, rank: "A" }, handSize: 2, plays: [] });
  assert.match(meerkatMoveReason(none, { kind: "play", rank: "A", count: 2 }).text, /^No play of yours can beat .* Pass or challenge\.$/);
});

test("off turn, every move says whose turn it is; once over, that the game is over", () => {
  const waiting = meerkatState({ toMove: 1 });
  for (const move of [{ kind: "pass" }, { kind: "challenge" }, { kind: "play", rank: "A", count: 1 }]) {
    const why = meerkatMoveReason(waiting, move);
    assert.equal(why.code, "not_your_turn");
    assert.equal(why.text, "It is not your turn: Bob (seat 1) is on turn.");
  }
  assert.equal(offTurnReason(meerkatState({ finished: true })).code, "game_over");
  assert.equal(offTurnReason({ ...waiting, you: null }).text, "You are watching: only the players at the table move.");
});

/** A Biscuits view with `table` cards summing to `sum`. */
function biscuitsView({ sum = 0, onTable = 0, bone = false, variant = "basic", seats = 3, markers = { biscuits: 9, warnings: 9 } } = {}) {
  return {
    variant,
    direction: "clockwise",
    hand_sizes: Array(seats).fill(3),
    markers_left: variant === "basic" ? markers : undefined,
    table: { sum, bone_in_force: bone, cards: Array(onTable).fill({ id: 0, card: { kind: "dog", number: 2 } }) },
  };
}
const card = (kind, number) => ({ id: 1, card: number === undefined ? { kind } : { kind, number } });

test("what playing a Biscuits card would do, penalties first", () => {
  const caught = biscuitsPlayEffect(biscuitsView({ sum: 5, onTable: 2, bone: true }), card("cat", 3), { caught_under_bone: true });
  assert.equal(caught.penalised, true);
  assert.equal(caught.note, "Penalised: bone");
  assert.match(caught.text, /caught: you take a warning marker/);
  const caughtAdvanced = biscuitsPlayEffect(biscuitsView({ sum: 5, onTable: 2, bone: true, variant: "advanced" }), card("cat", 3), { caught_under_bone: true });
  assert.match(caughtAdvanced.text, /you lose 3 points/);
  const dogUnderBone = biscuitsPlayEffect(biscuitsView({ sum: 5, onTable: 2, bone: true }), card("dog", 9), { caught_under_bone: false });
  assert.deepEqual([dogUnderBone.note, dogUnderBone.text], ["Makes 14", "The sum becomes exactly 14: you earn a biscuit (+7 at the end)."]);
  const over = biscuitsPlayEffect(biscuitsView({ sum: 12, onTable: 3 }), card("dog", 6), { caught_under_bone: false });
  assert.deepEqual([over.penalised, over.note], [true, "Penalised: over 14"]);
  assert.match(over.text, /^The sum becomes 18, over 14: you take a warning marker/);
  const lastBiscuit = biscuitsPlayEffect(biscuitsView({ sum: 10, markers: { biscuits: 1, warnings: 4 } }), card("dog", 4), {});
  assert.match(lastBiscuit.text, /It is the last one: the game ends\.$/);
  const scored = biscuitsPlayEffect(biscuitsView({ sum: 10, onTable: 1, variant: "advanced" }), card("dog", 4), {});
  assert.match(scored.text, /you score 2 points/);
  const bone = biscuitsPlayEffect(biscuitsView({ sum: 3 }), card("bone"), {});
  assert.deepEqual([bone.penalised, bone.note], [false, null]);
  assert.match(bone.text, /^It puts a bone in force.*The sum becomes 3\.$/);
  assert.match(biscuitsPlayEffect(biscuitsView({ bone: true }), card("bone"), {}).text, /changes nothing/);
  assert.match(biscuitsPlayEffect(biscuitsView({ seats: 2 }), card("reverse"), {}).text, /anticlockwise; with two players the turns stay the same/);
  assert.match(biscuitsPlayEffect(biscuitsView({ sum: 0 }), card("minus_one"), {}).text, /The sum becomes -1\./);
});

test("a Meerkat hand is shown weakest first: 2 to 5, the ace, then bluffing cards", () => {
  const hand = [
    { id: 0, face: "A" },
    { id: 7, face: "2" },
    { id: 30, face: "5" },
    { id: 36, face: "1.5" },
    { id: 48, face: "5.5" },
    { id: 21, face: "4" },
    { id: 1, face: "A" },
  ];
  assert.deepEqual(sortMeerkatByStrength(hand).map((c) => c.face), ["2", "4", "5", "A", "A", "1.5", "5.5"]);
  assert.deepEqual(hand.map((c) => c.id), [0, 7, 30, 36, 48, 21, 1], "the view's own list is left as it was");
});

test("the move log speaks to the viewer in proper English", () => {
  const names = ["You", "Bob"];
  const two = [{ id: 21, face: "4" }, { id: 22, face: "4" }];
  assert.equal(
    describeEvent({ type: "play_beaten", seat: 0, rank: "4", cards: two }, names),
    "Your play of 2 cards as 4 was beaten and discarded: card 4, card 4",
  );
  assert.equal(
    describeEvent({ type: "challenged", challenger: 1, seat: 0, rank: "4", truthful: true, cards: two }, names),
    "Bob challenged your play of 2 cards as 4: it was true: card 4, card 4",
  );
  assert.equal(
    describeEvent({ type: "play_returned", seat: 1, rank: "A", cards: [{ id: 0, face: "A" }] }, names),
    "Everyone passed: Bob leads again, and Bob's play of 1 card as A is discarded: ace",
  );
  assert.equal(describeEvent({ type: "cards_drawn", seat: 1, cards: { count: 1, backs: ["2"] } }, names), "Bob drew 1 card");
  assert.equal(describeEvent({ type: "cards_played", seat: 1, rank: "3", cards: { count: 3, backs: [] } }, names), "Bob laid 3 cards face down as 3");
  assert.equal(describeEvent({ type: "points_scored", seat: 0, points: 1, total: 5 }, names), "You scored 1 point, 5 in all");
  assert.equal(describeEvent({ type: "warning_taken", seat: 1, cause: "over_14" }, names), "Bob took a warning marker (the sum went over 14)");
  assert.equal(describeEvent({ type: "game_ended", winners: [0, 1] }, names), "The game ended; won by you and Bob");
  for (const text of [
    describeEvent({ type: "cards_drawn", seat: 0, cards: { count: 2, backs: [] } }, names),
    describeEvent({ type: "points_lost", seat: 0, points: 2, total: 0, cause: "cat_under_bone" }, names),
  ]) {
    assert.doesNotMatch(text, /\(s\)/, text);
  }
});

test("options in force are words, not JSON", () => {
  const words = optionsWords(BISCUITS, {
    variant: "basic",
    markers: 9,
    starting_seat: 1,
    turn_time: 5400,
    deck: { dog: { 2: 3 }, cat: { 3: 2 }, minus_one: 0, reverse: 1, bone: 2 },
  });
  assert.deepEqual(words, [
    ["Variant", "basic"],
    ["Markers (basic only)", "9"],
    ["Starting seat", "seat 1"],
    ["Turn clock", "1 hour 30 minutes"],
    ["Deck", "8 cards: 3 × dog 2, 2 × cat 3, 1 × reverse, 2 × bone"],
  ]);
  assert.deepEqual(optionsWords(MEERKAT, { card_backs: "exact", rounds: 3 }), [["Card backs", "exact"], ["Rounds", "3"]]);
});

test("counts and lists in words", () => {
  assert.equal(plural(1, "card"), "1 card");
  assert.equal(plural(0, "card"), "0 cards");
  assert.equal(plural(2, "warning marker"), "2 warning markers");
  assert.equal(listWords(["5", "A"], "or"), "5 or A");
  assert.equal(listWords(["a", "b", "c"]), "a, b and c");
});
