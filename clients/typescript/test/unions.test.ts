// The per-game unions of the document narrow on `game`: each function below
// switches on `.game` and reads fields only one game has, with no cast, and
// its `never` default fails to compile if a game were left out or a branch did
// not narrow (tsc --strict compiles this file). The tests run the functions on
// payloads of each game, and moveRequest() on actions of the wrong game.
import assert from "node:assert/strict";
import { test } from "node:test";
import { moveRequest, type Bundle, type CreateGame, type EventsPage, type Game, type MoveRequest, type MoveResponse } from "../src/index.js";

function unreachable(value: never): never {
  throw new Error(`a game the document does not list: ${JSON.stringify(value)}`);
}

function legalChoices(game: Game): number {
  switch (game.game) {
    case "shake-it-meerkat":
      return game.legal_actions ? game.legal_actions.plays.length + Number(game.legal_actions.may_pass) : 0;
    case "woof-meow-biscuits":
      return game.legal_actions?.cards.length ?? 0;
    default:
      return unreachable(game);
  }
}

function describeMove(request: MoveRequest): string {
  switch (request.game) {
    case "shake-it-meerkat":
      return request.action.kind === "play" ? `${request.action.cards.length} as ${request.action.rank}` : request.action.kind;
    case "woof-meow-biscuits":
      return `card ${request.action.card}`;
    default:
      return unreachable(request);
  }
}

function movedTo(answer: MoveResponse): string {
  switch (answer.game) {
    case "shake-it-meerkat":
      return `${answer.state.options.card_backs ?? "default"} backs, version ${answer.version}`;
    case "woof-meow-biscuits":
      return `${answer.state.options.variant ?? "basic"} variant, version ${answer.version}`;
    default:
      return unreachable(answer);
  }
}

function firstShownAction(page: EventsPage): string | null {
  switch (page.game) {
    case "shake-it-meerkat": {
      const action = page.events[0]?.action;
      if (!action) return null;
      return action.kind === "redacted" ? `a hidden ${action.of}` : action.kind === "play" ? `claims ${action.rank}` : action.kind;
    }
    case "woof-meow-biscuits": {
      const action = page.events[0]?.action;
      if (!action) return null;
      return action.kind === "redacted" ? `a hidden ${action.of}` : `card ${action.card}`;
    }
    default:
      return unreachable(page);
  }
}

function rulesOf(bundle: Bundle): string {
  switch (bundle.game) {
    case "shake-it-meerkat":
      return `${bundle.header.options.rounds ?? 1} rounds`;
    case "woof-meow-biscuits":
      return `${bundle.header.options.variant ?? "basic"} variant`;
    default:
      return unreachable(bundle);
  }
}

function optionsOf(create: CreateGame): string {
  switch (create.game) {
    case "shake-it-meerkat":
      return `backs ${create.options?.card_backs ?? "default"}`;
    case "woof-meow-biscuits":
      return `deck ${create.options?.deck ?? "default"}`;
    default:
      return unreachable(create);
  }
}

test("a move request narrows on game to the game's action", () => {
  assert.equal(describeMove({ game: "shake-it-meerkat", expected_version: 3, action: { kind: "play", cards: [1, 2], rank: "4" } }), "2 as 4");
  assert.equal(describeMove({ game: "shake-it-meerkat", expected_version: 3, action: { kind: "pass" } }), "pass");
  assert.equal(describeMove({ game: "woof-meow-biscuits", expected_version: 3, action: { kind: "play", card: 17 } }), "card 17");
});

test("an events page narrows on game; a redacted action says what it hides", () => {
  const at = "2026-01-01T00:00:00Z";
  const meerkat: EventsPage = {
    game: "shake-it-meerkat",
    next_after: null,
    events: [{ seq: 1, at, actor_seat: 1, events: [], action: { kind: "redacted", of: "play" } }],
  };
  const biscuits: EventsPage = {
    game: "woof-meow-biscuits",
    next_after: null,
    events: [{ seq: 1, at, actor_seat: 0, events: [], action: { kind: "play", card: 5 } }],
  };
  assert.equal(firstShownAction(meerkat), "a hidden play");
  assert.equal(firstShownAction(biscuits), "card 5");
  assert.equal(firstShownAction({ game: "woof-meow-biscuits", next_after: null, events: [] }), null);
});

test("create requests narrow on game to the game's options", () => {
  assert.equal(optionsOf({ game: "shake-it-meerkat", seats: 2, options: { card_backs: "hidden" } }), "backs hidden");
  assert.equal(optionsOf({ game: "woof-meow-biscuits", seats: 2 }), "deck default");
});

test("moveRequest tags the action with the game and refuses the other game's action", () => {
  const meerkat = { game: "shake-it-meerkat", id: "g1", version: 4 } as Game;
  const biscuits = { game: "woof-meow-biscuits", id: "g2", version: 9 } as Game;
  assert.deepEqual(moveRequest(meerkat, { kind: "challenge" }), { game: "shake-it-meerkat", expected_version: 4, action: { kind: "challenge" } });
  assert.deepEqual(moveRequest(biscuits, { kind: "play", card: 3 }), { game: "woof-meow-biscuits", expected_version: 9, action: { kind: "play", card: 3 } });
  assert.throws(() => moveRequest(meerkat, { kind: "play", card: 3 }), TypeError);
  assert.throws(() => moveRequest(biscuits, { kind: "pass" }), TypeError);
});

test("games, move answers and bundles narrow on game", () => {
  const meerkat = { game: "shake-it-meerkat", legal_actions: { seat: 0, may_challenge: false, may_pass: true, plays: [] } } as unknown as Game;
  const biscuits = { game: "woof-meow-biscuits", legal_actions: { seat: 1, cards: [] } } as unknown as Game;
  assert.equal(legalChoices(meerkat), 1);
  assert.equal(legalChoices(biscuits), 0);
  const answer = { game: "woof-meow-biscuits", version: 8, events: [], state: { options: { variant: "advanced" } } } as unknown as MoveResponse;
  assert.equal(movedTo(answer), "advanced variant, version 8");
  const bundle = { game: "shake-it-meerkat", header: { options: { rounds: 3 } } } as unknown as Bundle;
  assert.equal(rulesOf(bundle), "3 rounds");
});
