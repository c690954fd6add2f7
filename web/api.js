// The page's only way to the server: the public API under /v1, as any
// client would call it. The session (player id, name, api_key, token) lives
// in the tab's sessionStorage, so closing the tab forgets it; a player who
// asks to stay signed in keeps it in localStorage instead, until signing out.

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

/** The signed-in player, or null. */
export function session() {
  return read(sessionStorage) || read(localStorage);
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

/** Signs in with a player's api_key (the key alone names its player). */
export async function signIn(apiKey, remember = true) {
  const { token, playerId } = await exchange(apiKey);
  keep({ player_id: playerId, name: null, api_key: apiKey, token }, remember);
}

/** Replaces the signed-in player's api_key with a new one (the old one stops
 * working at once) and keeps the new one; answers it. */
export async function replaceKey() {
  const created = await call("POST", "/v1/players/me/api-keys");
  const current = session();
  if (current) keep({ ...current, api_key: created.api_key });
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
 * its Retry-After says; an expired token is exchanged once for a fresh one
 * with the kept api_key; any other refusal throws a ProblemError.
 */
export async function call(method, path, options = {}) {
  const { body, anonymous = false, headers = {}, signal, meta, raw = false } = options;
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
    if (response.status === 429 || response.status === 503) {
      const wait = Number(response.headers.get("retry-after") || "1");
      await sleep(Math.min(Math.max(wait, 0.2), 10) * 1000, signal);
      continue;
    }
    if (response.status === 401 && !anonymous && current?.api_key && parsed?.code === "token_expired") {
      const { token } = await exchange(current.api_key);
      keep({ ...current, token });
      continue;
    }
    throw new ProblemError(response.status, parsed);
  }
  throw new ProblemError(429, { detail: "the server stayed busy; try again in a moment" });
}

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
