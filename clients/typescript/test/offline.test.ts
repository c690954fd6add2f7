// The parts of the client that need no server: the event-stream parser,
// Retry-After, webhook signatures (against node:crypto's HMAC) and the retries
// of 429 and 503 (against a loopback stand-in).
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { AccessDenied, ConnectionFailed, Forbidden, InsufficientScope, InvalidGrant, MoveSigner, NotFound, OAuthError, OPERATIONS, SCOPES, StateMismatch, authorizationRequest, codeChallenge, newCodeVerifier, newState, parseRedirect, tokenSubject, RateLimited, Referee, Session, verifyBundle, verifyLogConsistency, verifyLogInclusion, type ConsistencyProof, type InclusionProof, type SignedTreeHead, RefereeError, RuleViolation, Unauthenticated, VersionConflict, canonicalJson, moveText, parseEventStream, retryAfterSecs, verifyWebhookSignature, type EventStreamMessage } from "../src/index.js";

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<EventStreamMessage[]> {
  const messages: EventStreamMessage[] = [];
  for await (const message of parseEventStream(body)) messages.push(message);
  return messages;
}

test("the event stream parser follows EventSource: CR, LF, CRLF, comments, multi-line data", async () => {
  const messages = await collect(
    streamOf(": heartbeat\n\n", "id: 7\r", "\nevent: your_turn\r\ndata: {\"a\":\n", "data: 1}\r\r", "data:x\n", "\nid: 9\nevent: ignored\n"),
  );
  assert.deepEqual(messages, [
    { id: "7", event: "your_turn", data: '{"a":\n1}' },
    { id: undefined, event: "message", data: "x" },
  ]);
});

test("Retry-After is read as seconds or as an HTTP date", () => {
  assert.equal(retryAfterSecs("3"), 3);
  assert.equal(retryAfterSecs(null), 1);
  assert.equal(retryAfterSecs(new Date(10_000).toUTCString(), 5_000), 5);
});

test("a webhook signature: t and either v1 checked, a stale t or another body refused", async () => {
  const body = '{"cursor":1,"event":{"kind":"game_started"}}';
  const t = 1_700_000_000;
  const sign = (secret: string) => createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  const header = `t=${t},v1=${sign("new-secret-0123456789")},v1=${sign("old-secret-0123456789")}`;
  const at = { nowSecs: t + 10 };
  assert.equal(await verifyWebhookSignature("new-secret-0123456789", header, body, at), true);
  assert.equal(await verifyWebhookSignature("old-secret-0123456789", header, new TextEncoder().encode(body), at), true);
  assert.equal(await verifyWebhookSignature("other-secret-0123456", header, body, at), false);
  assert.equal(await verifyWebhookSignature("new-secret-0123456789", header, `${body} `, at), false);
  assert.equal(await verifyWebhookSignature("new-secret-0123456789", header, body, { nowSecs: t + 301 }), false);
  assert.equal(await verifyWebhookSignature("new-secret-0123456789", `v1=${sign("new-secret-0123456789")}`, body, at), false);
});

test("a 429 and a 503 are sent again after Retry-After; a 503 move without an Idempotency-Key is not; a body that is no problem document is kept", async () => {
  const statuses = [429, 503, 200];
  let calls = 0;
  const standIn = createServer((request, response) => {
    calls++;
    if (request.url === "/v1/games/from-a-proxy") {
      response.writeHead(502, { "content-type": "text/html" });
      return response.end("<html>Bad Gateway</html>");
    }
    if (request.url === "/v1/games/x/moves") {
      response.writeHead(503, { "content-type": "application/problem+json", "retry-after": "0" });
      return response.end(JSON.stringify({ type: "t", title: "Unavailable", status: 503, code: "database_unavailable", detail: "down" }));
    }
    const status = statuses.shift() ?? 500;
    response.writeHead(status, { "content-type": "application/json", "retry-after": "0" });
    response.end(status === 200 ? "[]" : JSON.stringify({ type: "t", title: "t", status, code: "rate_limited", detail: "slow down" }));
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  try {
    const referee = new Referee(`http://127.0.0.1:${(standIn.address() as AddressInfo).port}`);
    assert.deepEqual(await referee.catalog(), []);
    assert.equal(calls, 3);
    await assert.rejects(
      referee.send("POST", "/v1/games/x/moves", "token", { body: {} }),
      (error: unknown) => error instanceof RefereeError && error.code === "database_unavailable",
    );
    assert.equal(calls, 4);
    await assert.rejects(
      referee.send("GET", "/v1/games/from-a-proxy"),
      (error: unknown) => error instanceof RefereeError && error.status === 502 && error.problem === undefined,
    );
  } finally {
    standIn.close();
  }
});

test("a move is signed as docs/FAIRNESS.md's worked example says", async () => {
  const signer = await MoveSigner.fromSeed(new Uint8Array(32).fill(1));
  assert.equal(signer.publicKey, "8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c");
  assert.equal(signer.keyId, "34750f98bd59fcfc");
  const game = "01234567-89ab-cdef-0123-456789abcdef";
  assert.equal(
    new TextDecoder().decode(moveText(game, 4, 0, { kind: "play", card: 7 })),
    'referee-move-signature/v1\n01234567-89ab-cdef-0123-456789abcdef\n4\n0\n{"card":7,"kind":"play"}\n',
  );
  assert.equal(
    await signer.sign(game, 4, 0, { kind: "play", card: 7 }),
    "6a046b34aae756a066d452b31c09fedf271bcca718878a7011c55505f531db8d" +
      "7caeed3260984418ee002d2db80bd91dd8701fda196b76b735b165752127d208",
  );
  assert.notEqual(await signer.sign(game, 5, 0, { kind: "play", card: 7 }), await signer.sign(game, 4, 0, { kind: "play", card: 7 }));
  assert.equal(canonicalJson({ b: [1, { d: "é", c: null }], a: true }), '{"a":true,"b":[1,{"c":null,"d":"é"}]}');
});

/** A loopback stand-in answering each request with `handle`; the Referee pointed at it. */
async function standInWith(handle: Parameters<typeof createServer>[1], options: ConstructorParameters<typeof Referee>[1] = {}) {
  const standIn = createServer(handle);
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const referee = new Referee(`http://127.0.0.1:${(standIn.address() as AddressInfo).port}`, { backoffSecs: 0.01, ...options });
  return { referee, close: () => standIn.close() };
}

function problem(status: number, code: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ type: `urn:referee:problem:${code}`, title: code, status, code, detail: code, request_id: "req-1", ...extra });
}

test("each family of problem is its own error class, with the request's id", async () => {
  const answers: Record<string, [number, string]> = {
    "/conflict": [409, problem(409, "version_conflict", { current_version: 7 })],
    "/rule": [422, problem(422, "not_your_turn")],
    "/missing": [404, problem(404, "game_not_found")],
    "/token": [401, problem(401, "invalid_token")],
    "/forbidden": [403, problem(403, "move_signature_required")],
    "/limited": [429, problem(429, "rate_limited")],
  };
  const { referee, close } = await standInWith((request, response) => {
    const [status, body] = answers[request.url ?? ""] ?? [500, "{}"];
    response.writeHead(status, { "content-type": "application/problem+json", "retry-after": "0" });
    response.end(body);
  }, { maxRetries: 0 });
  try {
    const thrown = async (path: string) => {
      try {
        await referee.send("POST", path, "token", { body: {}, headers: { "idempotency-key": "k" } });
      } catch (error) {
        return error;
      }
      return assert.fail(`${path} answered`);
    };
    const conflict = await thrown("/conflict");
    assert.ok(conflict instanceof VersionConflict && conflict.currentVersion === 7 && conflict.requestId === "req-1");
    const rule = await thrown("/rule");
    assert.ok(rule instanceof RuleViolation && rule.code === "not_your_turn");
    assert.ok((await thrown("/missing")) instanceof NotFound);
    assert.ok((await thrown("/token")) instanceof Unauthenticated);
    assert.ok((await thrown("/forbidden")) instanceof Forbidden);
    const limited = await thrown("/limited");
    assert.ok(limited instanceof RateLimited && limited.retryAfterSecs === 0 && limited instanceof RefereeError);
  } finally {
    close();
  }
});

test("a dropped connection: a move with its Idempotency-Key is sent again under the same key, a write without one is not", async () => {
  const keys: (string | undefined)[] = [];
  let dropped = 0;
  const { referee, close } = await standInWith((request, response) => {
    if (request.url === "/v1/games/g/moves") keys.push(request.headers["idempotency-key"] as string | undefined);
    if (dropped < 1 || request.url === "/v1/games") {
      dropped++;
      return request.socket.destroy(); // read, then no answer at all
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end("{}");
  });
  try {
    await referee.send("POST", "/v1/games/g/moves", "token", { body: {}, headers: { "idempotency-key": "move-1" } });
    assert.deepEqual(keys, ["move-1", "move-1"]);
    await assert.rejects(referee.send("POST", "/v1/games", "token", { body: {} }), (error: unknown) => error instanceof ConnectionFailed);
    assert.equal(dropped, 2, "a write that may have been stored is not repeated without a key");
  } finally {
    close();
  }
});

test("a request that outlives its time-out is abandoned: a read is tried again, then ConnectionFailed", async () => {
  let seen = 0;
  const { referee, close } = await standInWith(() => {
    seen++; // never answers
  }, { timeoutSecs: 0.2, maxRetries: 1 });
  try {
    await assert.rejects(referee.send("GET", "/v1/catalog"), (error: unknown) => error instanceof ConnectionFailed);
    assert.equal(seen, 2, "the read was sent again once, as maxRetries allows");
  } finally {
    close();
  }
});

test("every operation of the API's document has a helper", async () => {
  const { readFileSync } = await import("node:fs");
  const document = JSON.parse(readFileSync(new URL("../../../../openapi/openapi.json", import.meta.url), "utf8")) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const operations = new Set(Object.values(document.paths).flatMap((methods) => Object.values(methods).flatMap((op) => (op.operationId ? [op.operationId] : []))));
  assert.deepEqual([...operations].filter((id) => !(id in OPERATIONS)), [], "operations without a helper");
  assert.deepEqual(Object.keys(OPERATIONS).filter((id) => !operations.has(id)), [], "helpers of operations the document no longer has");
  const owners: Record<string, object> = { Referee: Referee.prototype, Session: Session.prototype };
  for (const helper of Object.values(OPERATIONS)) {
    const [owner, name] = helper.split(".") as [string, string];
    assert.equal(typeof (owners[owner] as Record<string, unknown>)[name], "function", helper);
  }
});

test("verifyBundle checks a bundle and the referee's signature under its key, and names a forged byte", async () => {
  const { readFileSync } = await import("node:fs");
  const text = readFileSync(new URL("../../../../docs/log-example/bundle.json", import.meta.url), "utf8");
  const key = "8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c";
  const honest = await verifyBundle(text, { keys: [key] });
  assert.equal(honest.first_failure, null);
  assert.equal(honest.checks.find((check) => check.name === "signature")?.ok, true);
  const forged = JSON.parse(text) as { signature: { signature: string } };
  forged.signature.signature = forged.signature.signature.replace(/^./, (c) => (c === "0" ? "1" : "0"));
  const refused = await verifyBundle(JSON.stringify(forged), { keys: [key] });
  assert.equal(refused.first_failure?.check, "signature");
});

test("the log's proofs are checked in the client: the worked example verifies, a moved leaf does not", async () => {
  const { readFileSync } = await import("node:fs");
  const read = (file: string) => readFileSync(new URL(`../../../../docs/log-example/${file}`, import.meta.url), "utf8");
  const keys = ["8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c"];
  const proof = JSON.parse(read("proof.json")) as InclusionProof;
  assert.equal((await verifyLogInclusion(read("bundle.json"), proof, { keys })).ok, true);
  assert.equal((await verifyLogInclusion(read("bundle.json"), { ...proof, leaf_index: proof.leaf_index + 1 }, { keys })).ok, false);
  const old = JSON.parse(read("head-2.json")) as SignedTreeHead;
  assert.equal((await verifyLogConsistency(old, JSON.parse(read("consistency.json")) as ConsistencyProof, { keys })).ok, true);
});

// RFC 7636, Appendix B.
const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

test("the S256 challenge is RFC 7636's Appendix B; a verifier is fresh, unreserved and 43 to 128 characters", async () => {
  assert.equal(await codeChallenge(VERIFIER), CHALLENGE);
  for (const bad of ["a".repeat(42), "a".repeat(129), `${"a".repeat(42)}+`, ""]) {
    await assert.rejects(codeChallenge(bad), RangeError);
  }
  const verifiers = new Set(Array.from({ length: 50 }, () => newCodeVerifier()));
  assert.equal(verifiers.size, 50);
  for (const length of [43, 64, 128]) {
    const verifier = newCodeVerifier(length);
    assert.match(verifier, /^[A-Za-z0-9\-._~]+$/);
    assert.equal(verifier.length, length);
    assert.equal((await codeChallenge(verifier)).length, 43);
  }
  assert.throws(() => newCodeVerifier(42), RangeError);
  assert.throws(() => newCodeVerifier(129), RangeError);
  assert.notEqual(newState(), newState());
});

test("the authorization URL carries the request, and the redirect is checked for its state and its error", async () => {
  const redirect = "http://127.0.0.1:53117/callback";
  const request = await authorizationRequest("http://127.0.0.1:9/", { clientId: "My app", redirectUri: redirect, scopes: ["read", "play"], codeVerifier: VERIFIER });
  assert.ok(request.url.startsWith("http://127.0.0.1:9/oauth/authorize?"));
  assert.deepEqual(Object.fromEntries(new URL(request.url).searchParams), {
    response_type: "code",
    client_id: "My app",
    redirect_uri: redirect,
    scope: "read play",
    state: request.state,
    code_challenge: CHALLENGE,
    code_challenge_method: "S256",
  });
  assert.deepEqual([...SCOPES], ["read", "play", "create", "keys", "webhook", "account"]);
  assert.equal(parseRedirect(`${redirect}?code=abc&state=s1`, "s1"), "abc");
  assert.equal(parseRedirect("com.example.app:/cb?state=s1&code=abc", "s1"), "abc");
  assert.throws(() => parseRedirect(`${redirect}?code=abc&state=s2`, "s1"), (error: unknown) => error instanceof StateMismatch && error.got === "s2" && error instanceof OAuthError);
  assert.throws(() => parseRedirect(`${redirect}?code=abc`, "s1"), StateMismatch);
  assert.throws(
    () => parseRedirect(`${redirect}?error=access_denied&error_description=no+thanks&state=s1`, "s1"),
    (error: unknown) => error instanceof AccessDenied && error.errorDescription === "no thanks" && error.status === 0,
  );
  assert.throws(
    () => parseRedirect(`${redirect}?error=invalid_scope&state=s1`, "s1"),
    (error: unknown) => error instanceof OAuthError && !(error instanceof AccessDenied) && error.error === "invalid_scope" && error instanceof RefereeError,
  );
});

function bareJwt(player: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256" })}.${part({ sub: player, scope: "read" })}.c2ln`;
}

test("a session of a bare token names its player and takes a 401 as final; errors of scope and of OAuth are typed", async () => {
  const seen: string[] = [];
  const { referee, close } = await standInWith((request, response) => {
    seen.push(`${request.method} ${request.url?.split("?")[0]}`);
    if (request.url === "/v1/games") {
      response.writeHead(403, { "content-type": "application/problem+json" });
      return response.end(problem(403, "insufficient_scope", { scope: "create" }));
    }
    if (request.url === "/oauth/token") {
      response.writeHead(400, { "content-type": "application/json" });
      return response.end(JSON.stringify({ error: "invalid_grant", error_description: "no such code" }));
    }
    response.writeHead(401, { "content-type": "application/problem+json" });
    response.end(problem(401, "token_expired"));
  });
  try {
    const player = "0b0e6f4c-6e0e-4b7e-9a51-3c1f7a8c2d10";
    const watcher = referee.withToken(bareJwt(player));
    assert.equal(watcher.playerId, player);
    assert.equal(watcher.apiKey, undefined);
    await assert.rejects(watcher.myGames(), (error: unknown) => error instanceof Unauthenticated && error.code === "token_expired");
    assert.deepEqual(seen, ["GET /v1/players/me/games"], "no renewal: a bare token knows no api_key");
    await assert.rejects(
      watcher.createGame({ game: "woof-meow-biscuits", seats: 2 }),
      (error: unknown) => error instanceof InsufficientScope && error instanceof Forbidden && error.scope === "create",
    );
    await assert.rejects(
      referee.exchangeCode({ clientId: "a", redirectUri: "http://127.0.0.1:1/cb", codeVerifier: VERIFIER }, "c"),
      (error: unknown) => error instanceof InvalidGrant && error.status === 400 && error.errorDescription === "no such code",
    );
    assert.throws(() => referee.withToken("not-a-jwt"), TypeError);
    assert.equal(referee.withToken("not-a-jwt", player).playerId, player);
    assert.equal(tokenSubject(bareJwt(player)), player);
  } finally {
    close();
  }
});
