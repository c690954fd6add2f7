// The parts of the client that need no server: the event-stream parser,
// Retry-After, webhook signatures (against node:crypto's HMAC) and the retries
// of 429 and 503 (against a loopback stand-in).
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { Referee, RefereeError, parseEventStream, retryAfterSecs, verifyWebhookSignature, type EventStreamMessage } from "../src/index.js";

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
