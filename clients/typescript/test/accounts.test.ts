// Accounts against a real server (scripts/with-server, REFEREE_URL): signing in
// with a handle and a password, personal access tokens and their scopes, and
// an app's OAuth 2.0 flow with PKCE end to end without a browser (the player's
// consent given through POST /v1/oauth/authorize).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  AccessDenied,
  InsufficientScope,
  InvalidGrant,
  Referee,
  RefereeError,
  StateMismatch,
  Unauthenticated,
  isOver,
  newCodeVerifier,
  parseRedirect,
  type Action,
  type Game,
} from "../src/index.js";

const url = process.env.REFEREE_URL;
if (!url) throw new Error("REFEREE_URL is not set: run these tests under scripts/with-server");
const referee = new Referee(url);
const PASSWORD = "correct horse battery";
const REDIRECT = "http://127.0.0.1:53117/callback";

let made = 0;
const unique = (name: string) => `${name}-${process.pid}-${++made}`;
const register = (name: string) => referee.register(unique(name));

function choose(game: Game): Action {
  if (game.game !== "woof-meow-biscuits" || !game.legal_actions) throw new Error(`not on turn in ${game.id}`);
  return { kind: "play", card: game.legal_actions.cards[0]!.id };
}

const is =
  <E>(kind: abstract new (...args: never[]) => E, check: (error: E) => boolean = () => true) =>
  (error: unknown) =>
    error instanceof kind && check(error);

test("the passkey helpers start both ceremonies and refuse unsound credentials", async () => {
  // A whole ceremony needs an authenticator (tests/api/passkeys.rs drives
  // one); here each helper reaches the server and reads its answer.
  const handle = unique("pia");
  const pia = await referee.register("Pia", { handle, password: PASSWORD });
  assert.deepEqual(await pia.passkeys(), []);
  const started = await pia.passkeyOptions();
  assert.equal(started.options.publicKey.rp?.id, "localhost");
  assert.equal(started.options.publicKey.authenticatorSelection?.residentKey, "preferred");
  const unsound = {
    id: "AAAA", rawId: "AAAA", type: "public-key",
    response: { attestationObject: "AAAA", clientDataJSON: "AAAA" },
  };
  await assert.rejects(pia.addPasskey(started.ceremony_id, "laptop", unsound), is(RefereeError, (e) => e.code === "invalid_passkey"));
  await assert.rejects(pia.addPasskey(started.ceremony_id, "laptop", unsound), is(RefereeError, (e) => e.code === "passkey_ceremony_expired"));
  await assert.rejects(pia.deletePasskey("00000000-0000-4000-8000-000000000000"), is(RefereeError, (e) => e.code === "passkey_not_found"));
  const signingIn = await referee.passkeySignInOptions(handle);
  assert.deepEqual(signingIn.options.publicKey.allowCredentials, []);
  const assertion = {
    id: "AAAA", rawId: "AAAA", type: "public-key",
    response: { authenticatorData: "AAAA", clientDataJSON: "AAAA", signature: "AAAA" },
  };
  await assert.rejects(referee.loginWithPasskey(signingIn.ceremony_id, assertion), is(Unauthenticated, (e) => e.code === "invalid_credentials"));
});

test("a handle and a password sign in; a recovery code replaces a forgotten password", async () => {
  const handle = unique("dora");
  const dora = await referee.register("Dora", { handle, password: PASSWORD });
  assert.equal(dora.handle, handle);
  assert.ok(dora.recoveryCode && dora.apiKey);
  const person = await referee.loginWithPassword(handle.toUpperCase(), PASSWORD); // any case
  assert.equal(person.playerId, dora.playerId);
  assert.equal(person.apiKey, undefined);
  assert.deepEqual((await person.myGames()).games, []);
  await assert.rejects(referee.loginWithPassword(handle, "wrong horse battery"), is(Unauthenticated, (e) => e.code === "invalid_credentials"));
  const recovered = await referee.recoverAccount(handle, dora.recoveryCode, "staple horse battery");
  assert.equal(recovered.playerId, dora.playerId);
  assert.ok(recovered.recoveryCode && recovered.recoveryCode !== dora.recoveryCode);
  await assert.rejects(person.myGames(), is(Unauthenticated), "every earlier token was revoked");
  await (await referee.loginWithPassword(handle, "staple horse battery")).myGames();
  // A player of an api_key gives itself a handle and a password.
  const carol = await register("carol");
  const carolHandle = await carol.setHandle(unique("carol"));
  const code = await carol.setPassword("carol plays biscuits");
  assert.equal(code, carol.recoveryCode);
  assert.equal((await referee.loginWithPassword(carolHandle, "carol plays biscuits")).playerId, carol.playerId);
});

test("a personal access token of `read` lists games, is refused creating one (InsufficientScope), and once revoked is a 401", async () => {
  const alice = await register("alice");
  const created = await alice.createAccessToken({ name: "my watcher", scopes: ["read"], expires_in_days: 30 });
  assert.deepEqual(created.scopes, ["read"]);
  const watcher = referee.withToken(created.token);
  assert.equal(watcher.playerId, alice.playerId);
  assert.equal(watcher.apiKey, undefined);
  const seen = await watcher.account();
  assert.equal(seen.player_id, alice.playerId);
  assert.deepEqual([seen.token.kind, seen.token.id, seen.token.scopes], ["personal", created.id, ["read"]]);
  assert.equal((await alice.account()).token.kind, "player");
  assert.deepEqual((await watcher.myGames()).games, []);
  for await (const summary of watcher.allLobbyGames()) assert.ok(summary.id);
  await assert.rejects(
    watcher.createGame({ game: "woof-meow-biscuits", seats: 2 }),
    is(InsufficientScope, (e) => e.status === 403 && e.code === "insufficient_scope" && e.scope === "create"),
  );
  await assert.rejects(watcher.createAccessToken({ name: "stronger", scopes: ["play"] }), is(InsufficientScope, (e) => e.scope === "account"));
  assert.deepEqual(
    (await alice.accessTokens()).map((token) => [token.id, token.name]),
    [[created.id, "my watcher"]],
  );
  await alice.revokeAccessToken(created.id);
  await assert.rejects(watcher.myGames(), is(Unauthenticated, (e) => e.code === "token_revoked"));
  assert.deepEqual(await alice.accessTokens(), []);
  assert.deepEqual((await alice.myGames()).games, [], "the player's own token keeps working");
});

test("an app gets a token by PKCE, plays a game with it, and a replayed code is invalid_grant (and revokes the token)", async () => {
  const handle = unique("dora");
  await referee.register("Dora", { handle, password: PASSWORD });
  const person = await referee.loginWithPassword(handle, PASSWORD);
  // The app: a request, its URL for the player's browser.
  const request = await referee.authorizationRequest({ clientId: "Biscuit Buddy", redirectUri: REDIRECT, scopes: ["read", "play", "create"] });
  const prompt = await referee.describeAuthorization(request.url);
  assert.equal(prompt.client_id, "Biscuit Buddy");
  assert.equal(prompt.redirect_host, "127.0.0.1:53117");
  assert.deepEqual(
    prompt.scopes.map((words) => words.scope),
    ["read", "play", "create"],
  );
  // The player's consent, as the consent screen sends it; the browser goes back to the app.
  const redirectTo = await person.decideAuthorization(request.url, true);
  assert.ok(redirectTo.startsWith(`${REDIRECT}?code=`), redirectTo);
  // A web page keeps its request across the redirect as JSON.
  const kept = JSON.parse(JSON.stringify(request)) as typeof request;
  const code = parseRedirect(redirectTo, kept.state);
  const token = await referee.exchangeCode(kept, code);
  assert.equal(token.token_type, "Bearer");
  assert.equal(token.scope, "read play create");
  const app = referee.withToken(token.access_token);
  assert.equal(app.playerId, person.playerId);
  const created = await app.createGame({ game: "woof-meow-biscuits", seats: 2, bots: ["random"], options: { markers: 2 } });
  let game = await app.waitForTurn(created.id);
  while (!isOver(game)) {
    await app.play(created.id, choose, game);
    game = await app.waitForTurn(created.id);
  }
  assert.equal(game.status, "finished");
  assert.deepEqual(
    (await person.apps()).map((access) => [access.client_id, access.scopes]),
    [["Biscuit Buddy", ["read", "play", "create"]]],
  );
  await assert.rejects(app.setWebhook("http://127.0.0.1:9/hook"), is(InsufficientScope, (e) => e.scope === "webhook"));
  // The code again: refused, and the token it gave is revoked (RFC 6749, 4.1.2).
  await assert.rejects(referee.exchangeCode(request, code), is(InvalidGrant, (e) => e.status === 400 && e.error === "invalid_grant"));
  await assert.rejects(app.game(created.id), is(Unauthenticated));
  assert.deepEqual(await person.apps(), []);
});

test("a refused request, a wrong verifier and a revoked app token", async () => {
  const alice = await register("alice");
  let request = await referee.authorizationRequest({ clientId: "Watcher", redirectUri: "com.example.watcher:/cb", scopes: ["read"] });
  const refused = await alice.decideAuthorization(request, false);
  assert.throws(() => parseRedirect(refused, "another state"), is(StateMismatch));
  assert.throws(() => parseRedirect(refused, request.state), is(AccessDenied, (e) => e.error === "access_denied" && e.errorDescription !== ""));
  // A code exchanged with another verifier than its challenge's is refused, and spent.
  const code = parseRedirect(await alice.decideAuthorization(request, true), request.state);
  await assert.rejects(referee.exchangeCode({ ...request, codeVerifier: newCodeVerifier() }, code), is(InvalidGrant));
  await assert.rejects(referee.exchangeCode(request, code), is(InvalidGrant));
  // Revocation (RFC 7009).
  request = await referee.authorizationRequest({ clientId: "Watcher", redirectUri: "com.example.watcher:/cb", scopes: ["read"] });
  const token = await referee.exchangeCode(request, parseRedirect(await alice.decideAuthorization(request, true), request.state));
  const watcher = referee.withToken(token.access_token);
  assert.deepEqual((await watcher.myGames()).games, []);
  await referee.revokeToken(token.access_token, "Watcher");
  await assert.rejects(watcher.myGames(), is(Unauthenticated));
  await referee.revokeToken("not a token at all"); // answered alike
});
