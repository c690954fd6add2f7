// Against a real server: run under scripts/with-server (REFEREE_URL), as
// scripts/ts-client-check does; the webhook test needs the server started
// with REFEREE_WEBHOOK_ALLOW_PRIVATE=1, its receiver being on loopback.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { MoveSigner, Referee, NotFound, RefereeError, Unauthenticated, VersionConflict, isOver, verifyWebhookSignature, type Action, type CreateGame, type EventsPage, type Game, type InclusionProof, type Schemas, type Session } from "../src/index.js";

type PublicKeys = Schemas["PublicKeys"];

const url = process.env.REFEREE_URL;
if (!url) throw new Error("REFEREE_URL is not set: run these tests under scripts/with-server");
const referee = new Referee(url);
const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const refereeBin = process.env.REFEREE_BIN ?? join(repoRoot, "target/debug/referee");

let players = 0;
const register = (name: string) => referee.register(`${name}-${process.pid}-${++players}`);

function choose(game: Game): Action {
  if (!game.legal_actions) throw new Error(`not on turn in ${game.id}`);
  if (game.game === "woof-meow-biscuits") return { kind: "play", card: game.legal_actions.cards[0]!.id };
  const legal = game.legal_actions;
  if (legal.may_challenge && game.version % 4 === 0) return { kind: "challenge" };
  if (legal.may_pass) return { kind: "pass" };
  const play = legal.plays[0]!;
  return { kind: "play", cards: (game.view?.hand ?? []).slice(0, play.min_count).map((card) => card.id), rank: play.ranks[0]! };
}

/** Plays `session`'s seat until the game is over; answers the game then. */
async function playOut(session: Session, gameId: string): Promise<Game> {
  for (;;) {
    const game = await session.waitForTurn(gameId);
    if (isOver(game)) return game;
    await session.play(gameId, choose, game);
  }
}

function verifyOffline(raw: string): string {
  const dir = mkdtempSync(join(tmpdir(), "referee-bundle-"));
  try {
    writeFileSync(join(dir, "bundle.json"), raw);
    return execFileSync(refereeBin, ["verify", join(dir, "bundle.json")], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a whole Shake It Meerkat game between two clients, its audit bundle verified offline", async () => {
  const [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const created = await alice.createGame({ game: "shake-it-meerkat", seats: 2, options: { rounds: 1 }, client_seed: "c0ffee" });
  assert.equal(created.status, "open");
  assert.equal((await bob.join(created.id, { client_seed: "b0b0" })).status, "active");
  const [seenByAlice, seenByBob] = await Promise.all([playOut(alice, created.id), playOut(bob, created.id)]);
  assert.equal(seenByAlice.status, "finished");
  assert.equal(seenByBob.version, seenByAlice.version);
  const { raw, bundle } = await alice.audit(created.id);
  assert.equal(bundle.header.game, "shake-it-meerkat");
  assert.equal(bundle.status, "finished");
  verifyOffline(raw);
  const report = await alice.verify(created.id);
  assert.equal(report.first_failure, null, JSON.stringify(report.first_failure));
  assert.equal(report.checks.find((check) => check.name === "signature")?.ok, true, "the referee's signature, under GET /v1/keys");
});

test("a whole Woof Meow Biscuits game of two clients and a random bot; the history reads back", async () => {
  const [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const created = await alice.createGame({
    game: "woof-meow-biscuits",
    seats: 3,
    options: { variant: "advanced", rounds: 1 },
    bots: ["random"],
  });
  await bob.join(created.id);
  const [finished] = await Promise.all([playOut(alice, created.id), playOut(bob, created.id)]);
  assert.equal(finished.status, "finished");
  assert.ok(finished.outcome);
  const page = await bob.events(created.id);
  assert.ok(page.events.length > 0);
  verifyOffline((await bob.audit(created.id)).raw);
});

test("a resigned seat is played by the referee to the end of the game", async () => {
  const alice = await register("alice");
  const created = await alice.createGame({ game: "woof-meow-biscuits", seats: 2, options: { max_rounds: 2 }, bots: ["random"] });
  await alice.resign(created.id);
  const finished = await alice.waitForTurn(created.id);
  assert.equal(finished.status, "finished");
  const page = await alice.events(created.id);
  const mine = page.events.filter((step) => step.actor_seat === finished.you?.seat);
  assert.ok(mine.length > 0);
  assert.ok(mine.every((step) => step.played_by === "resigned"));
});

test("a private table: a stranger cannot see it, an invite code holder joins it", async () => {
  const [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const created = await alice.createGame({ game: "shake-it-meerkat", seats: 2, visibility: "private", invite_code: true });
  assert.ok(created.invite_code);
  await assert.rejects(bob.game(created.id), (error: unknown) => error instanceof RefereeError && error.status === 404 && error.code === "game_not_found");
  const joined = await bob.join(created.id, { invite_code: created.invite_code });
  assert.equal(joined.status, "active");
  assert.equal(joined.visibility, "private");
});

test("play() decides again after a 409 version_conflict, and a fixed stale action is refused", async () => {
  const [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const created = await alice.createGame({ game: "shake-it-meerkat", seats: 2, options: { rounds: 1, starting_seat: 0 } });
  await bob.join(created.id);
  const stale = await alice.waitForTurn(created.id);
  await alice.play(created.id, choose, stale);
  const bobsTurn = await bob.waitForTurn(created.id);
  await bob.play(created.id, choose, bobsTurn);
  const current = await alice.waitForTurn(created.id);
  if (isOver(current)) return assert.fail("a one-round game ended after two moves");
  await assert.rejects(
    alice.play(created.id, choose(current), stale),
    (error: unknown) => error instanceof VersionConflict && error.status === 409 && error.currentVersion === current.version,
  );
  const moved = await alice.play(created.id, choose, stale);
  assert.equal(moved.version, current.version + 1);
  assert.equal(moved.game, "shake-it-meerkat");
  assert.equal(moved.state.version, moved.version);
});

test("an opponent's play reads back redacted, the author's in full", async () => {
  const [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const created = await alice.createGame({ game: "shake-it-meerkat", seats: 2, options: { rounds: 1, starting_seat: 0 } });
  await bob.join(created.id);
  // The leader must play: alice's first move is a play of face-down cards.
  const alicesTurn = await alice.waitForTurn(created.id);
  await alice.play(created.id, choose, alicesTurn);
  const alicesStep = (page: EventsPage) => page.events.find((step) => step.actor_seat === alicesTurn.you?.seat)?.action;
  assert.deepEqual(alicesStep(await bob.events(created.id)), { kind: "redacted", of: "play" });
  assert.equal(alicesStep(await alice.events(created.id))?.kind, "play");
});

test("the SSE stream yields the notifications of a game being joined", async () => {
  const [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const created = await alice.createGame({ game: "shake-it-meerkat", seats: 2 });
  const abort = new AbortController();
  const kinds: string[] = [];
  const listening = (async () => {
    for await (const message of alice.stream({ signal: abort.signal })) {
      assert.equal(message.event, message.data.event.kind);
      assert.equal(message.id, String(message.data.cursor));
      kinds.push(message.data.event.kind);
      if (message.data.event.kind === "game_started") return message;
    }
    return undefined;
  })();
  await bob.join(created.id);
  const started = await listening;
  abort.abort();
  assert.ok(started);
  assert.equal(started.data.event.kind, "game_started");
  assert.ok(kinds.includes("seat_joined"));
  // Resuming after the last event seen repeats nothing.
  const page = await alice.notifications(Number(started.id));
  assert.ok(page.notifications.every((notification) => notification.cursor > Number(started.id)));
});

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

test("a signed webhook is verified, under the new and the previous secret during a roll", async () => {
  const received: Received[] = [];
  let arrived: () => void = () => {};
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(204).end();
      arrived();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const deliveryOf = async (gameId: string) => {
    for (;;) {
      const found = received.find((delivery) => JSON.parse(delivery.body.toString()).event.game_id === gameId);
      if (found) return found;
      await new Promise<void>((resolve) => (arrived = resolve));
    }
  };
  try {
    const alice = await register("alice");
    const { port } = receiver.address() as AddressInfo;
    const { secret } = await alice.setWebhook(`http://127.0.0.1:${port}/referee`);
    const first = await alice.createGame({ game: "shake-it-meerkat", seats: 2 });
    const bob = await register("bob");
    await bob.join(first.id);
    const delivery = await deliveryOf(first.id);
    const signature = String(delivery.headers["referee-signature"]);
    assert.ok(delivery.headers["referee-delivery"]);
    assert.equal(await verifyWebhookSignature(secret, signature, delivery.body), true);
    assert.equal(await verifyWebhookSignature(secret, signature, Buffer.concat([delivery.body, Buffer.from(" ")])), false);
    assert.equal(await verifyWebhookSignature(`${secret}x`, signature, delivery.body), false);

    const rolled = await alice.rollWebhookSecret(3600);
    const second = await alice.createGame({ game: "shake-it-meerkat", seats: 2, bots: ["random"] });
    const afterRoll = await deliveryOf(second.id);
    const twoSignatures = String(afterRoll.headers["referee-signature"]);
    assert.equal(twoSignatures.split(",").filter((part) => part.startsWith("v1=")).length, 2);
    assert.equal(await verifyWebhookSignature(rolled.secret, twoSignatures, afterRoll.body), true);
    assert.equal(await verifyWebhookSignature(secret, twoSignatures, afterRoll.body), true);
  } finally {
    receiver.close();
  }
});

test("two seeks meet in one started game; a waiting seek is cancelled once", async () => {
  const [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  // Options of this test's own: no other seek of the server's meets these.
  const options = { markers: 7, turn_time: 3598 };
  const first = await alice.seek({ game: "woof-meow-biscuits", seats: 2, options });
  assert.equal(first.status, "waiting");
  await bob.seek({ game: "woof-meow-biscuits", seats: 2, options });
  let seen = first;
  for (let i = 0; i < 150 && seen.status !== "matched"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    seen = (await alice.mySeeks()).find((s) => s.id === first.id)!;
  }
  assert.equal(seen.status, "matched");
  const game = await bob.game(seen.game_id!);
  assert.equal(game.status, "active");
  const lonely = await alice.seek({ game: "woof-meow-biscuits", seats: 5, min_rating: 100 });
  assert.equal((await alice.cancelSeek(lonely.id)).status, "cancelled");
  await assert.rejects(alice.cancelSeek(lonely.id), (error: unknown) => error instanceof RefereeError && error.code === "seek_not_waiting");
});

test("a game taking signed moves only: unsigned refused, signed by each client's key, and the bundle says so", async () => {
  const [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const signers = await Promise.all([MoveSigner.generate(), MoveSigner.generate()]);
  for (const [session, { signer }] of [[alice, signers[0]], [bob, signers[1]]] as const) {
    assert.equal((await session.registerKey(signer.publicKey)).key_id, signer.keyId);
  }
  const body: CreateGame = { game: "woof-meow-biscuits", seats: 2, options: { starting_seat: 0, markers: 2 }, signed_moves: true };
  const created = await alice.createGame(body);
  await bob.join(created.id);
  const game = await alice.waitForTurn(created.id);
  await assert.rejects(alice.play(created.id, choose, game), (error: unknown) => error instanceof RefereeError && error.code === "move_signature_required");
  alice.signMovesWith(signers[0].signer);
  bob.signMovesWith(signers[1].signer);
  // A move decided on a view the game has left is refused (409), decided again and signed for the new version.
  await alice.play(created.id, choose, game);
  await bob.play(created.id, choose);
  assert.equal((await alice.play(created.id, choose, game)).version, game.version + 3);
  await Promise.all([playOut(alice, created.id), playOut(bob, created.id)]);
  const { raw, bundle } = await alice.audit(created.id);
  for (const step of bundle.steps.slice(1)) {
    assert.equal(step.signature?.signer, "player");
    assert.equal(step.signature?.key_id, signers[step.actor_seat ?? 0]!.signer.keyId);
  }
  assert.match(verifyOffline(raw), /signed by its player/);
  await alice.revokeKey(signers[0].signer.keyId);
  assert.notEqual((await alice.keys())[0]!.revoked_at, null);
});

/** A finished game of `session` against the random bot. */
async function finishedGameAgainstABot(session: Session): Promise<string> {
  const created = await session.createGame({ game: "woof-meow-biscuits", seats: 2, bots: ["random"], options: { markers: 1 } });
  await playOut(session, created.id);
  return created.id;
}

/** The game's inclusion proof once the log's appender has logged it (about a second after the game ends). */
async function loggedProof(gameId: string): Promise<InclusionProof> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await referee.logProof(gameId);
    } catch (error) {
      if (!(error instanceof RefereeError && error.code === "game_not_logged") || Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("a finished game's log proof and the log's consistency verify with referee verify --log and referee log verify", async () => {
  const alice = await register("alice");
  const { keys } = (await referee.send("GET", "/v1/keys")).json as PublicKeys;
  const key = keys.find((candidate) => candidate.active)!.public_key;
  const firstGame = await finishedGameAgainstABot(alice);
  const firstProof = await loggedProof(firstGame);
  assert.equal(firstProof.game_id, firstGame);
  assert.ok(firstProof.leaf.startsWith(`referee-log-leaf/v2\n${firstGame}\nfinished\n`) && firstProof.leaf.endsWith("\nunrated\n"), firstProof.leaf);
  const oldHead = await referee.logHead();
  assert.ok(oldHead.tree_size > firstProof.leaf_index);
  const dir = mkdtempSync(join(tmpdir(), "referee-log-"));
  try {
    const saved = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const bundle = saved("bundle.json", (await alice.audit(firstGame)).raw);
    const proof = saved("proof.json", JSON.stringify(firstProof));
    assert.match(execFileSync(refereeBin, ["verify", bundle, "--log", proof, "--key", key], { encoding: "utf8" }), /ok: in the public log as leaf /);

    const secondProof = await loggedProof(await finishedGameAgainstABot(alice));
    assert.ok(secondProof.leaf_index > firstProof.leaf_index);
    const consistency = await referee.logConsistency(oldHead.tree_size);
    assert.equal(consistency.first, oldHead.tree_size);
    assert.ok(consistency.head.tree_size > oldHead.tree_size);
    const oldHeadFile = saved("old-head.json", JSON.stringify(oldHead));
    const consistencyFile = saved("consistency.json", JSON.stringify(consistency));
    execFileSync(refereeBin, ["log", "verify", oldHeadFile, consistencyFile, "--key", key], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await assert.rejects(
    referee.logConsistency(oldHead.tree_size, oldHead.tree_size - 1),
    (error: unknown) => error instanceof RefereeError && error.status === 400 && error.code === "invalid_tree_size",
  );
});

test("the helpers of the lobby, invitations, invite codes, leaving and aborting", async () => {
  const [alice, bob, carol] = await Promise.all([register("alice"), register("bob"), register("carol")]);
  const created = await alice.createGame({ game: "woof-meow-biscuits", seats: 3 });
  const listed: string[] = [];
  for await (const summary of bob.allLobbyGames({ game: "woof-meow-biscuits", status: "open" })) listed.push(summary.id);
  assert.ok(listed.includes(created.id));
  const invited = await alice.invite(created.id, bob.playerId);
  assert.deepEqual(invited.invitations.map((invitation) => invitation.player_id), [bob.playerId]);
  await alice.revokeInvitation(created.id, bob.playerId);
  assert.ok((await alice.makeInviteCode(created.id)).invite_code);
  await alice.revokeInviteCode(created.id);
  await carol.join(created.id);
  await carol.leave(created.id);
  const mine: string[] = [];
  for await (const summary of alice.allMyGames({ status: "open" })) mine.push(summary.id);
  assert.ok(mine.includes(created.id));
  assert.equal((await alice.abort(created.id)).status, "aborted");
  await assert.rejects(alice.rematch(created.id), (error: unknown) => error instanceof RefereeError && error.code === "game_not_finished");
});

test("the helpers of credentials, webhooks, notifications, the log and the process", async () => {
  const [alice, bob] = await Promise.all([register("alice"), register("bob")]);
  const created = await alice.createGame({ game: "woof-meow-biscuits", seats: 2, options: { starting_seat: 0 } });
  await bob.join(created.id);
  const kinds: string[] = [];
  for await (const notification of bob.allNotifications()) kinds.push(notification.event.kind);
  assert.ok(kinds.length > 0, "bob was told of the game");
  const steps = [];
  for await (const step of alice.allEvents(created.id)) steps.push(step);
  const oldKey = alice.apiKey;
  assert.ok(oldKey, "a registered session knows its api_key");
  const rotated = await alice.rotateApiKey();
  assert.notEqual(rotated.api_key, oldKey);
  await assert.rejects(referee.login(alice.playerId, oldKey), (error: unknown) => error instanceof Unauthenticated);
  await alice.revokeTokens();
  assert.equal((await alice.game(created.id)).id, created.id, "the session holds a fresh token");
  await alice.setWebhook("http://127.0.0.1:9/hook");
  assert.equal((await alice.webhook()).url, "http://127.0.0.1:9/hook");
  assert.equal((await alice.resumeWebhook()).url, "http://127.0.0.1:9/hook");
  for await (const delivery of alice.allDeliveries()) assert.ok(delivery.id);
  await alice.deleteWebhook();
  await assert.rejects(alice.webhook(), (error: unknown) => error instanceof NotFound);
  assert.ok((await referee.publicKeys()).keys.length > 0);
  assert.equal((await referee.health()).status, "ok");
  assert.equal((await referee.ready()).status, "ready");
  assert.match(await referee.metrics(), /referee_http_requests_total/);
  const head = await referee.logHead();
  let leaves = 0;
  for await (const entry of referee.allLogEntries()) assert.equal(entry.leaf_index, leaves++);
  assert.ok(leaves >= head.tree_size);
  for await (const change of alice.allRatingChanges()) assert.fail(`an unrated player has a rating change: ${change.seq}`);
  for await (const entry of alice.allLeaderboard("woof-meow-biscuits")) assert.ok(entry.rating);
});

test("anyone reads a profile with its recent results, and an api_key alone logs in", async () => {
  const alice = await register("alice");
  const created = await alice.createGame({ game: "woof-meow-biscuits", seats: 2, bots: ["random"], options: { markers: 1 } });
  const end = await playOut(alice, created.id);
  assert.equal(end.rating_changes, null, "an unrated game has no rating changes");
  const profile = await referee.profile(alice.playerId);
  assert.equal(profile.recent_games.length, 1);
  const recent = profile.recent_games[0]!;
  assert.equal(recent.id, created.id);
  assert.equal(recent.seat, 0);
  assert.deepEqual(
    recent.seats.map((seat) => [seat.player_id, seat.bot]),
    [
      [alice.playerId, null],
      [null, "random"],
    ],
  );
  assert.deepEqual(recent.scores, end.outcome?.scores);
  assert.deepEqual(recent.winners, end.outcome?.winners);
  assert.equal(recent.won, end.outcome?.winners.includes(0));
  assert.deepEqual((await referee.ratingHistory(alice.playerId)).changes, []);
  for await (const entry of referee.allLeaderboard("woof-meow-biscuits")) assert.ok(entry.rating);
  assert.ok(alice.apiKey, "a registered session knows its api_key");
  const again = await referee.login(alice.apiKey);
  assert.equal(again.playerId, alice.playerId);
  assert.equal((await again.game(created.id)).id, created.id);
});
