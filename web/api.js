// The page's only way to the server: the public API under /v1, as any
// client would call it. The session (player id, name, token, and the
// api_key of a player who signed in with one, or the handle of one who
// signed in with a password) lives in the tab's sessionStorage, so closing
// the tab forgets it; a player who asks to stay signed in keeps it in
// localStorage instead, until signing out.
//
// A session from a password keeps no api_key: when its token expires (or is
// revoked) there is nothing to exchange, so the token is dropped, the rest
// kept (who it was), and the page asks the person to sign in again
// (`onSignInNeeded`).

const SESSION_KEY = "referee.session";

/** A refusal from the server, carrying its problem document. */
export class ProblemError extends Error {
  constructor(status, problem) {
    super(problem?.detail || `the server answered ${status}`);
    this.status = status;
    this.problem = problem || {};
    this.code = this.problem.code || `http_${status}`;
  }
}

function read(storage) {
  try {
    return JSON.parse(storage.getItem(SESSION_KEY) || "null");
  } catch {
    return null;
  }
}

function stored() {
  return read(sessionStorage) || read(localStorage);
}

/** The signed-in player, or null (also when its sign-in has ended). */
export function session() {
  const current = stored();
  return current?.token ? current : null;
}

/** The player whose password sign-in ended (its token expired or was
 * revoked): who to ask to sign in again; null when there is none. */
export function endedSession() {
  const current = stored();
  return current && !current.token ? current : null;
}

let signInNeeded = () => {};

/** Calls `handler()` when the session's token stops working and there is
 * no api_key to get another: the page asks for the password again. */
export function onSignInNeeded(handler) {
  signInNeeded = handler;
}

/** Whether the session is kept beyond this tab (localStorage). */
export function remembered() {
  return read(localStorage) !== null;
}

function keep(value, remember = remembered()) {
  sessionStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(SESSION_KEY);
  if (value) (remember ? localStorage : sessionStorage).setItem(SESSION_KEY, JSON.stringify(value));
}

/** Forgets the session and its api_key, in this tab and on this browser. */
export function signOut() {
  keep(null);
}

/** Calls `onChange` when another tab of this browser changes the kept
 * session (signs out, or in as another player): this tab, which reads it
 * from localStorage, must follow rather than go on calling without it. */
export function onSessionChangedElsewhere(onChange) {
  window.addEventListener("storage", (event) => {
    if (event.key === SESSION_KEY || event.key === null) onChange();
  });
}

/** Stores the name found for a player who signed in with id and key. */
export function rememberName(name) {
  const current = session();
  if (current && name) keep({ ...current, name });
}

/** Stores the handle the signed-in player now signs in with. */
export function rememberHandle(handle) {
  const current = session();
  if (current && handle) keep({ ...current, handle });
}

/** Registers a new player and keeps its api_key (on this browser unless
 * `remember` is false: then for this tab only). */
export async function register(name, remember = true) {
  const created = await call("POST", "/v1/players", { body: { name }, anonymous: true });
  keep({
    player_id: created.player_id,
    name: created.name,
    api_key: created.api_key,
    token: created.token,
  }, remember);
  return created;
}

/** Registers a person with a handle and a password. Keeps its token, not
 * its api_key (a person signs in with the password; a key for a bot can be
 * made on the profile); answers the registration, whose recovery_code is
 * shown this once. */
export async function registerPerson(name, handle, password, remember = true) {
  const created = await call("POST", "/v1/players", {
    body: { name, handle, password }, anonymous: true,
  });
  keep({ player_id: created.player_id, name: created.name, handle: created.handle, token: created.token }, remember);
  return created;
}

/** Signs in with a handle and a password (`POST /v1/sessions`). The name
 * is kept when it is the player who was signed in before. */
export async function signInWithPassword(handle, password, remember = true) {
  const answer = await call("POST", "/v1/sessions", { body: { handle, password }, anonymous: true, patient: false });
  const before = stored();
  const name = before?.player_id === answer.player_id ? before.name : null;
  keep({ player_id: answer.player_id, name, handle, token: answer.token }, remember);
}

// ------------------------------------------------------------- passkeys

/** WebAuthn's JSON writes bytes in base64url: to bytes … */
function fromBase64url(text) {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** … and back. */
function toBase64url(buffer) {
  let text = "";
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Credential descriptors with their ids as bytes. */
const descriptors = (list) => (list || []).map((c) => ({ ...c, id: fromBase64url(c.id) }));

/** The browser's credential as the server reads it: its bytes in base64url. */
function credentialJson(credential) {
  const r = credential.response;
  const response = r.attestationObject
    ? { attestationObject: toBase64url(r.attestationObject), clientDataJSON: toBase64url(r.clientDataJSON) }
    : {
      authenticatorData: toBase64url(r.authenticatorData),
      clientDataJSON: toBase64url(r.clientDataJSON),
      signature: toBase64url(r.signature),
      userHandle: r.userHandle ? toBase64url(r.userHandle) : null,
    };
  if (r.getTransports) response.transports = r.getTransports();
  return {
    id: credential.id, rawId: toBase64url(credential.rawId), type: credential.type, response,
    extensions: credential.getClientExtensionResults?.() ?? {},
  };
}

/** Whether this browser can make and use passkeys here (a secure context
 * with WebAuthn). */
export function passkeysAvailable() {
  return Boolean(window.PublicKeyCredential && navigator.credentials && window.isSecureContext);
}

/** Adds a passkey named `name` to the signed-in player: the server's
 * options, the browser's authenticator, the server's check. Answers the
 * passkey as listed. */
export async function addPasskey(name) {
  const { ceremony_id: ceremonyId, options } = await call("POST", "/v1/players/me/passkeys/options");
  const pk = options.publicKey;
  const made = await navigator.credentials.create({
    publicKey: {
      ...pk,
      challenge: fromBase64url(pk.challenge),
      user: { ...pk.user, id: fromBase64url(pk.user.id) },
      excludeCredentials: descriptors(pk.excludeCredentials),
    },
  });
  return call("POST", "/v1/players/me/passkeys", {
    body: { ceremony_id: ceremonyId, name, credential: credentialJson(made) },
  });
}

/** Signs in with a passkey: of the player whose `handle` is given, or,
 * without one, whichever passkey of this site the authenticator offers. */
export async function signInWithPasskey(handle, remember = true) {
  const start = await call("POST", "/v1/sessions/passkey/options", {
    body: handle ? { handle } : {}, anonymous: true, patient: false,
  });
  const rq = start.options.publicKey;
  const got = await navigator.credentials.get({
    publicKey: { ...rq, challenge: fromBase64url(rq.challenge), allowCredentials: descriptors(rq.allowCredentials) },
  });
  const answer = await call("POST", "/v1/sessions/passkey", {
    body: { ceremony_id: start.ceremony_id, credential: credentialJson(got) }, anonymous: true, patient: false,
  });
  const before = stored();
  const same = before?.player_id === answer.player_id;
  keep({
    player_id: answer.player_id, name: same ? before.name : null, handle: handle || (same ? before.handle : null), token: answer.token,
  }, remember);
}

/** Replaces a forgotten password with the recovery code (every earlier
 * token of the player is revoked) and signs in; answers the next
 * recovery code, shown this once. */
export async function recoverAccount(handle, recoveryCode, newPassword, remember = true) {
  const answer = await call("POST", "/v1/sessions/recover", {
    body: { handle, recovery_code: recoveryCode, new_password: newPassword }, anonymous: true, patient: false,
  });
  keep({ player_id: answer.player_id, name: null, handle, token: answer.token }, remember);
  return answer.recovery_code;
}

/** Signs in with a player's api_key (the key alone names its player). */
export async function signIn(apiKey, remember = true) {
  const { token, playerId } = await exchange(apiKey);
  keep({ player_id: playerId, name: null, api_key: apiKey, token }, remember);
}

/** Replaces the signed-in player's api_key with a new one (the old one stops
 * working at once) and answers it. A session signed in with the key keeps
 * the new one; a password's session keeps none (the key is for a bot or a
 * script of the player's). */
export async function replaceKey() {
  const created = await call("POST", "/v1/players/me/api-keys");
  const current = session();
  if (current?.api_key) keep({ ...current, api_key: created.api_key });
  return created.api_key;
}

async function exchange(apiKey) {
  const answer = await call("POST", "/v1/tokens", { body: { api_key: apiKey }, anonymous: true });
  return { token: answer.token, playerId: answer.player_id };
}

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * One API request. Answers the parsed JSON body (its text with `raw`; null for 204/304,
 * with `.status` and `.etag` on `meta` when asked). A 429 is waited out as
 * its Retry-After says (unless `patient` is false: a password guess is not
 * retried); an expired token is exchanged once for a fresh one with the
 * kept api_key, and without one the session's sign-in ends
 * (`onSignInNeeded`); any other refusal throws a ProblemError.
 */
export async function call(method, path, options = {}) {
  const { body, anonymous = false, headers = {}, signal, meta, raw = false, patient = true } = options;
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = session();
    const sent = { accept: "application/json", ...headers };
    if (body !== undefined) sent["content-type"] = "application/json";
    if (!anonymous && current?.token) sent.authorization = `Bearer ${current.token}`;
    const response = await fetch(path, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (meta) {
      meta.status = response.status;
      meta.etag = response.headers.get("etag");
    }
    if (response.status === 204 || response.status === 304) return null;
    const text = await response.text();
    const parsed = text ? safeJson(text) : null;
    if (response.ok) return raw ? text : parsed;
    if ((response.status === 429 && patient) || response.status === 503) {
      const wait = Number(response.headers.get("retry-after") || "1");
      await sleep(Math.min(Math.max(wait, 0.2), 10) * 1000, signal);
      continue;
    }
    if (response.status === 401 && !anonymous && current?.api_key && parsed?.code === "token_expired") {
      const { token } = await exchange(current.api_key);
      keep({ ...current, token });
      continue;
    }
    if (response.status === 401 && !anonymous && current?.token && !current.api_key && ENDED.has(parsed?.code)
        && session()?.token === current.token) {
      // A password's session: nothing to exchange. Who it was stays, to ask again.
      keep({ ...current, token: null });
      signInNeeded();
    }
    throw new ProblemError(response.status, parsed);
  }
  throw new ProblemError(429, { detail: "the server stayed busy; try again in a moment" });
}

/** The refusals that end a password's session: its token is no longer any good. */
const ENDED = new Set(["token_expired", "token_revoked", "invalid_token"]);

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text.slice(0, 200) };
  }
}

/**
 * Long-polls `path` (an endpoint with ETag, If-None-Match and `wait`) for
 * as long as `signal` is not aborted, calling `onChange(body)` with each
 * new answer. Errors are handed to `onError` and retried after a pause.
 */
export async function follow(path, onChange, { signal, onError, wait = 25 } = {}) {
  let etag = null;
  const separator = path.includes("?") ? "&" : "?";
  while (!signal?.aborted) {
    try {
      const meta = {};
      const headers = etag ? { "if-none-match": etag } : {};
      const url = etag ? `${path}${separator}wait=${wait}` : path;
      const body = await call("GET", url, { headers, signal, meta });
      if (meta.status === 200) {
        etag = meta.etag;
        onChange(body);
      }
    } catch (error) {
      if (signal?.aborted) return;
      onError?.(error);
      await sleep(2000, signal);
    }
  }
}

/** A fresh Idempotency-Key: a retried move is never stored twice. */
export function idempotencyKey() {
  return crypto.randomUUID();
}
