// A small, typed client for the referee API. The payload types are generated
// from openapi/openapi.json (src/schema.ts, `npm run generate`); this file
// only adds what a generator cannot: sessions, retries, long-polls, the event
// stream, webhook signatures and the OAuth 2.0 flow of an app (with
// src/pkce.ts).
import { authorizationQuery, authorizationRequest, type AuthorizationOptions, type AuthorizationRequest, type Scope, tokenSubject } from "./pkce.js";
import type { components } from "./schema.js";
import { verifyBundle as verifyBundleChecks, verifyLogConsistency as logConsistencyChecks, verifyLogInclusion as logInclusionChecks } from "./verify.js";

export type Schemas = components["schemas"];
export type Game = Schemas["GameDto"];
export type MeerkatGame = Schemas["MeerkatGameDto"];
export type BiscuitsGame = Schemas["BiscuitsGameDto"];
export type Action = Schemas["MeerkatAction"] | Schemas["BiscuitsAction"];
export type CreateGame = Schemas["CreateGame"];
export type JoinGame = Schemas["JoinGame"];
export type CreateSeek = Schemas["CreateSeek"];
export type Seek = Schemas["SeekDto"];
export type MoveRequest = Schemas["MoveRequest"];
export type MoveResponse = Schemas["MoveResponse"];
export type EventsPage = Schemas["EventsPage"];
export type Bundle = Schemas["Bundle"];
export type Notification = Schemas["Notification"];
/** One event of the SSE stream: its id (the notification's cursor), kind and notification. */
export type StreamEvent = Schemas["StreamEvent"];
export type NotificationsPage = Schemas["NotificationPage"];
export type Problem = Schemas["Problem"];
export type ProblemCode = Schemas["ProblemCode"];
export type PlayerCreated = Schemas["PlayerCreated"];
export type WebhookCreated = Schemas["WebhookCreated"];
/** A public key a player signs its moves with (POST /v1/players/me/keys). */
export type PlayerKey = Schemas["PlayerKey"];
/** A move's signature by its player (docs/FAIRNESS.md, "Signed moves"). */
export type MoveSignature = Schemas["MoveSignature"];
/** The public log's signed tree head (docs/FAIRNESS.md, "The public log"). */
export type SignedTreeHead = Schemas["SignedTreeHead"];
export type InclusionProof = Schemas["InclusionProof"];
export type ConsistencyProof = Schemas["ConsistencyProof"];
/** A personal access token, as listed (never the token itself). */
export type AccessToken = Schemas["AccessToken"];
export type Account = Schemas["Account"];
/** A personal access token just made: its `token` is shown this once. */
export type AccessTokenCreated = Schemas["AccessTokenCreated"];
export type CreateAccessToken = Schemas["CreateAccessToken"];
export type PasskeyCeremony = Schemas["PasskeyCeremony"];
export type PasskeyInfo = Schemas["PasskeyInfo"];
export type PasskeyAttestation = Schemas["PasskeyAttestation"];
export type PasskeyAssertion = Schemas["PasskeyAssertion"];
/** An app's token (RFC 6749, 5.1): `access_token`, `token_type` "Bearer", `expires_in`, `scope` (space-separated). */
export type AppToken = Schemas["AppToken"];
/** An app holding one of the player's tokens. */
export type AppAccess = Schemas["AppAccess"];
/** What a consent screen shows of an authorization request. */
export type AuthorizationPrompt = Schemas["AuthorizationPrompt"];
export { SCOPES, authorizationQuery, authorizationRequest, codeChallenge, newCodeVerifier, newState, tokenSubject } from "./pkce.js";
export type { AuthorizationOptions, AuthorizationRequest, Scope } from "./pkce.js";

/**
 * An answer outside 2xx, with the server's problem document. Each family of
 * problems has a subclass (VersionConflict, RuleViolation, RateLimited,
 * Unauthenticated, Forbidden, NotFound); a request that got no answer at all
 * throws ConnectionFailed.
 */
export class RefereeError extends Error {
  constructor(
    readonly status: number,
    /** Undefined when the answer was not a problem document (e.g. from a proxy). */
    readonly problem: Problem | undefined,
    body = "",
  ) {
    super(problem ? `${status} ${problem.code}: ${problem.detail}` : `${status}: ${body.slice(0, 200)}`);
    this.name = new.target.name;
  }
  get code(): ProblemCode | undefined {
    return this.problem?.code;
  }
  /** The request's id (its X-Request-Id): quote it when reporting a problem. */
  get requestId(): string | undefined {
    return this.problem?.request_id;
  }
}

/** 409 version_conflict: another step came first; read the game again and decide anew. */
export class VersionConflict extends RefereeError {
  /** The game's version now. */
  get currentVersion(): number | undefined {
    return this.problem?.current_version;
  }
}
/** 422: the request breaks a rule of the game or of the API; `code` names it. */
export class RuleViolation extends RefereeError {}
/** 429, once the retries allowed are spent. */
export class RateLimited extends RefereeError {
  /** How long the server asked to wait, in seconds. */
  retryAfterSecs: number | undefined;
}
/** 401: no token, or one that is not (or no longer) valid. */
export class Unauthenticated extends RefereeError {}
/** 403: the player may not do this. */
export class Forbidden extends RefereeError {}
/**
 * 403 insufficient_scope: the token (a personal access token, or an app's)
 * does not hold the scope the operation needs, which `scope` names. Nothing
 * was read or changed; the same request with the same token is refused again.
 */
export class InsufficientScope extends Forbidden {
  get scope(): Scope | undefined {
    return this.problem?.scope;
  }
}

/**
 * An OAuth 2.0 error, in RFC 6749's words rather than a problem document's:
 * `error` (such as "invalid_grant") and `errorDescription`. `status` is the
 * answer's (400) when the token or revocation endpoint refused, and 0 when the
 * error came back on the redirect to the app (RFC 6749, 4.1.2.1) or the
 * redirect did not hold (StateMismatch).
 */
export class OAuthError extends RefereeError {
  constructor(
    status: number,
    readonly error: string,
    readonly errorDescription = "",
  ) {
    super(status, undefined, `${error}: ${errorDescription}`);
    this.message = `${status ? `${status} ` : ""}${error}: ${errorDescription}`;
  }

  /** The error of the class `error` names (AccessDenied, InvalidGrant), else an OAuthError. */
  static of(status: number, error: string, errorDescription = ""): OAuthError {
    const Family = error === "access_denied" ? AccessDenied : error === "invalid_grant" ? InvalidGrant : OAuthError;
    return new Family(status, error, errorDescription);
  }
}
/** access_denied: the player refused the app's request (the redirect's `error`). */
export class AccessDenied extends OAuthError {}
/**
 * invalid_grant from the token endpoint: the code is unknown, spent (a code
 * presented twice also revokes the token it gave), expired (60 s), another
 * client's or another redirect URI's, or the verifier does not match its
 * challenge. Start a new authorization request.
 */
export class InvalidGrant extends OAuthError {}
/**
 * The redirect's `state` is not the one the app sent (or is missing): the
 * answer may be forged (RFC 6749, 10.12) and is not to be used. Its `error` is
 * "state_mismatch", a name of this client's.
 */
export class StateMismatch extends OAuthError {
  constructor(
    readonly expected: string,
    readonly got: string | null,
  ) {
    super(0, "state_mismatch", `the redirect's state is ${JSON.stringify(got)}, not the one sent`);
  }
}

/**
 * The code of the redirect that brought the player's answer back to the app
 * (the URL the browser was sent to, or its query). Its `state` must be
 * `expectedState` (else StateMismatch: the answer may be forged); an `error`
 * is thrown as its OAuthError (AccessDenied when the player refused), with the
 * `error_description`.
 */
export function parseRedirect(redirectTo: string, expectedState: string): string {
  const query = redirectTo.includes("?") ? redirectTo.slice(redirectTo.indexOf("?") + 1) : redirectTo;
  const fields = new URLSearchParams(query.split("#")[0]);
  const state = fields.get("state");
  if (state !== expectedState) throw new StateMismatch(expectedState, state);
  const error = fields.get("error");
  if (error !== null) throw OAuthError.of(0, error, fields.get("error_description") ?? "");
  const code = fields.get("code");
  if (!code) throw new OAuthError(0, "invalid_request", "the redirect carries neither a code nor an error");
  return code;
}
/** 404: no such game, player, key, seek or path. */
export class NotFound extends RefereeError {}

/** No answer: the connection failed or timed out, every retry allowed spent. */
export class ConnectionFailed extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super(`${method} ${url}: no answer (${cause instanceof Error ? cause.message : String(cause)})`);
    this.name = "ConnectionFailed";
  }
}

function errorOf(response: Response, text: string): RefereeError {
  let problem: Problem | undefined;
  const status = response.status;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && "code" in parsed) problem = parsed as Problem;
    // OAuth's endpoints answer in RFC 6749's words (5.2), not problem documents.
    else if (typeof parsed === "object" && parsed !== null && "error" in parsed && typeof parsed.error === "string") {
      const description = "error_description" in parsed && typeof parsed.error_description === "string" ? parsed.error_description : "";
      return OAuthError.of(status, parsed.error, description);
    }
  } catch {
    problem = undefined;
  }
  if (status === 409 && problem?.code === "version_conflict") return new VersionConflict(status, problem, text);
  if (status === 403 && problem?.code === "insufficient_scope") return new InsufficientScope(status, problem, text);
  if (status === 429) {
    const error = new RateLimited(status, problem, text);
    const header = response.headers.get("retry-after");
    error.retryAfterSecs = header === null ? undefined : retryAfterSecs(header);
    return error;
  }
  const families: Record<number, typeof RefereeError> = { 401: Unauthenticated, 403: Forbidden, 404: NotFound, 422: RuleViolation };
  const Family = families[status] ?? RefereeError;
  return new Family(status, problem, text);
}

export interface ClientOptions {
  /** How many times a request is sent again (after a 429, a 503 or a failed connection), when that is safe. */
  maxRetries?: number;
  /** The longest wait between two attempts, in seconds, whatever Retry-After says. */
  maxRetryWaitSecs?: number;
  /** The first back-off after a failed connection, in seconds, doubled at each retry (with full jitter). */
  backoffSecs?: number;
  /** How long a request may take, in seconds, before it is abandoned (and retried when safe); above the longest long-poll (60 s). */
  timeoutSecs?: number;
  fetch?: typeof fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Full jitter: a wait drawn between 0 and base × 2^attempt seconds (at most `maxSecs`), in ms. */
function backoffMs(baseSecs: number, maxSecs: number, attempt: number): number {
  return Math.random() * Math.min(maxSecs, baseSecs * 2 ** attempt) * 1000;
}

/** The items of every page of a listing paged by an opaque cursor (`next`, absent or null on the last page). */
async function* pages<P extends { next?: string | null }, T>(read: (cursor?: string) => Promise<P>, items: (page: P) => T[]): AsyncGenerator<T> {
  let cursor: string | undefined;
  for (;;) {
    const page = await read(cursor);
    yield* items(page);
    if (page.next === undefined || page.next === null) return;
    cursor = page.next;
  }
}

function withCursor(query: Record<string, string>, cursor?: string): Record<string, string> {
  return cursor === undefined ? query : { ...query, cursor };
}

/** Whether a failed fetch never reached the server: its connection was refused or never made. */
function notSent(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" && ["ECONNREFUSED", "UND_ERR_CONNECT_TIMEOUT"].includes(cause.code);
}

/** Retry-After as seconds (a number or an HTTP date), 1 s when missing or unreadable. */
export function retryAfterSecs(header: string | null, now = Date.now()): number {
  if (header === null) return 1;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? 1 : Math.max(0, (at - now) / 1000);
}

interface RequestOptions {
  body?: unknown;
  /** A form (application/x-www-form-urlencoded) instead of a JSON body: OAuth's endpoints. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Statuses answered without throwing (e.g. 304 of a long-poll). */
  accept?: number[];
  signal?: AbortSignal;
}

/** The server, before any player: registration and logins. */
export class Referee {
  readonly url: string;
  private readonly options: Required<ClientOptions>;

  constructor(url: string, options: ClientOptions = {}) {
    this.url = url.replace(/\/+$/, "");
    this.options = {
      maxRetries: options.maxRetries ?? 8,
      maxRetryWaitSecs: options.maxRetryWaitSecs ?? 60,
      backoffSecs: options.backoffSecs ?? 0.25,
      timeoutSecs: options.timeoutSecs ?? 90,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    };
  }

  /**
   * Registers a player; the session keeps its api_key to renew its token.
   * With a `handle` (and a `password`) it can also sign in as a person does
   * (loginWithPassword); with a password the session's `recoveryCode` is set,
   * shown this once: the only way back to a forgotten password
   * (recoverAccount).
   */
  async register(name: string, credentials: { handle?: string; password?: string } = {}): Promise<Session> {
    const created = (await this.send("POST", "/v1/players", undefined, { body: { name, ...credentials } })).json as PlayerCreated;
    const session = new Session(this, created.player_id, created.api_key, created.token, created.name);
    session.handle = created.handle;
    session.recoveryCode = created.recovery_code;
    return session;
  }

  /**
   * A session of the player of `handle` (in any case), from its password: a
   * token of every scope, as an api_key's. It knows no api_key, so an expired
   * token is not renewed (Unauthenticated token_expired: sign in again). An
   * unknown handle and a wrong password are both Unauthenticated
   * invalid_credentials; every attempt counts against the account's and the
   * address's guesses an hour (RateLimited past them).
   */
  async loginWithPassword(handle: string, password: string): Promise<Session> {
    const issued = (await this.send("POST", "/v1/sessions", undefined, { body: { handle, password } })).json as Schemas["TokenResponse"];
    const session = new Session(this, issued.player_id, undefined, issued.token, "");
    session.handle = handle;
    return session;
  }

  /**
   * Starts signing in with a passkey: WebAuthn's request options (their
   * binary fields base64url: decode them for navigator.credentials.get) and
   * the `ceremony_id` to finish with (loginWithPasskey), once, within five
   * minutes. With a `handle`, its player's passkeys are the ones allowed.
   */
  async passkeySignInOptions(handle?: string): Promise<PasskeyCeremony> {
    const body = handle === undefined ? {} : { handle };
    return (await this.send("POST", "/v1/sessions/passkey/options", undefined, { body })).json as PasskeyCeremony;
  }

  /**
   * A session from a passkey's assertion (navigator.credentials.get's
   * answer, its binary fields base64url) for the ceremony `ceremonyId`: a
   * token of every scope, never renewed. One that does not verify is
   * Unauthenticated invalid_credentials; a ceremony finished already or
   * late, a RefereeError passkey_ceremony_expired.
   */
  async loginWithPasskey(ceremonyId: string, credential: PasskeyAssertion): Promise<Session> {
    const body = { ceremony_id: ceremonyId, credential };
    const issued = (await this.send("POST", "/v1/sessions/passkey", undefined, { body })).json as Schemas["TokenResponse"];
    return new Session(this, issued.player_id, undefined, issued.token, "");
  }

  /**
   * Replaces a forgotten password with the recovery code shown when it was
   * set: the code is spent, every token of the player revoked, and the session
   * answered has the next `recoveryCode` (keep it).
   */
  async recoverAccount(handle: string, recoveryCode: string, newPassword: string): Promise<Session> {
    const body = { handle, recovery_code: recoveryCode, new_password: newPassword };
    const recovered = (await this.send("POST", "/v1/sessions/recover", undefined, { body })).json as Schemas["Recovered"];
    const session = new Session(this, recovered.player_id, undefined, recovered.token, "");
    session.handle = handle;
    session.recoveryCode = recovered.recovery_code;
    return session;
  }

  /**
   * A session of a bare token: a personal access token
   * (Session.createAccessToken), an app's token (exchangeCode), or any player
   * token. It may do what the token's scopes allow (InsufficientScope beyond
   * them) and is never renewed: it knows no api_key, so a 401 (revoked,
   * expired) is final, thrown as Unauthenticated. Its player is `playerId`,
   * else the one the token names (its JWT's `sub`, read, not verified).
   */
  withToken(token: string, playerId?: string): Session {
    const player = playerId ?? tokenSubject(token);
    if (player === undefined) throw new TypeError("the token names no player (it is not a JWT with a `sub`): give playerId");
    return new Session(this, player, undefined, token, "");
  }

  /**
   * A new OAuth 2.0 authorization request of an app to this server, with a
   * fresh PKCE verifier and state unless given: send the player's browser to
   * its `url`, keep the rest for parseRedirect and exchangeCode.
   */
  async authorizationRequest(options: AuthorizationOptions): Promise<AuthorizationRequest> {
    return authorizationRequest(this.url, options);
  }

  /**
   * What a consent screen shows of an authorization request (the request, its
   * URL or its parameters): the client id, the redirect URI's host, each scope
   * in words; or only `refused_redirect`, where to send the player, when the
   * app must be told of a refusal. No login needed. A RefereeError
   * invalid_authorization_request when there is no redirect URI to trust.
   */
  async describeAuthorization(request: AuthorizationRequest | string | Record<string, string>): Promise<AuthorizationPrompt> {
    const query = new URLSearchParams(authorizationFields(request));
    return (await this.send("GET", `/v1/oauth/authorize?${query}`)).json as AuthorizationPrompt;
  }

  /**
   * Exchanges the code of the redirect (parseRedirect) for the app's token
   * (RFC 6749, 4.1.3), proving with the request's verifier that the app asked
   * for it. Errors are OAuthErrors: InvalidGrant for a code unknown, spent,
   * expired (60 s), of another client or redirect URI, or a verifier that does
   * not match; a code presented twice also revokes the token it gave.
   */
  async exchangeCode(request: Pick<AuthorizationRequest, "clientId" | "redirectUri" | "codeVerifier">, code: string): Promise<AppToken> {
    const form = {
      grant_type: "authorization_code",
      code,
      redirect_uri: request.redirectUri,
      client_id: request.clientId,
      code_verifier: request.codeVerifier,
    };
    return (await this.send("POST", "/oauth/token", undefined, { form })).json as AppToken;
  }

  /**
   * Revokes an app's token or a personal access token (RFC 7009): refused from
   * its next request on. Answered alike whether or not the token was valid.
   */
  async revokeToken(token: string, clientId?: string): Promise<void> {
    await this.send("POST", "/oauth/revoke", undefined, { form: clientId === undefined ? { token } : { token, client_id: clientId } });
  }

  /**
   * A session for a player registered before, from its api_key alone (the
   * key names its player), or with the player's id, which the key must then
   * be the api_key of.
   */
  async login(apiKey: string): Promise<Session>;
  async login(playerId: string, apiKey: string): Promise<Session>;
  async login(first: string, second?: string): Promise<Session> {
    const body = second === undefined ? { api_key: first } : { player_id: first, api_key: second };
    const issued = (await this.send("POST", "/v1/tokens", undefined, { body })).json as Schemas["TokenResponse"];
    return new Session(this, issued.player_id, body.api_key, issued.token, "");
  }

  /** A player's profile (no login needed): ratings per game, rated games played and won, recent public games with their seats, scores and winners. */
  async profile(playerId: string): Promise<Schemas["Profile"]> {
    return (await this.send("GET", `/v1/players/${playerId}`)).json as Schemas["Profile"];
  }

  /** A player's rating changes after `seq` `after`, oldest first, each with the rated game it came from (no login needed). */
  async ratingHistory(playerId: string, after = 0): Promise<Schemas["RatingHistory"]> {
    return (await this.send("GET", `/v1/players/${playerId}/ratings/history?after=${after}`)).json as Schemas["RatingHistory"];
  }

  /** A page of a game's leaderboard (settled ratings, ranked; no login needed); send the page's `next` as `cursor`. */
  async leaderboard(game: string, cursor?: string): Promise<Schemas["Leaderboard"]> {
    const query = new URLSearchParams(cursor === undefined ? {} : { cursor });
    return (await this.send("GET", `/v1/leaderboards/${game}?${query}`)).json as Schemas["Leaderboard"];
  }

  /** The whole leaderboard of `game`, page after page. */
  allLeaderboard(game: string): AsyncGenerator<Schemas["LeaderboardEntry"]> {
    return pages((cursor) => this.leaderboard(game, cursor), (page) => page.entries);
  }

  /** Every rating change of a player after `seq` `after`, page after page. */
  async *allRatingChanges(playerId: string, after = 0): AsyncGenerator<Schemas["RatingChange"]> {
    for (;;) {
      const page = await this.ratingHistory(playerId, after);
      yield* page.changes;
      if (page.next_after === null) return;
      after = page.next_after;
    }
  }

  async catalog(): Promise<Schemas["GameInfo"][]> {
    return (await this.send("GET", "/v1/catalog")).json as Schemas["GameInfo"][];
  }

  /** The public log's signed tree head now (docs/FAIRNESS.md, "The public log"). */
  async logHead(): Promise<SignedTreeHead> {
    return (await this.send("GET", "/v1/log/head")).json as SignedTreeHead;
  }

  /**
   * A finished or aborted game's inclusion proof in the log (of its first
   * `treeSize` games when given, else the whole log), with the signed head it
   * leads to. A game is logged about a second after it ends; until then this
   * throws a RefereeError `game_not_logged`.
   */
  async logProof(gameId: string, treeSize?: number): Promise<InclusionProof> {
    const query = treeSize === undefined ? "" : `?tree_size=${treeSize}`;
    return (await this.send("GET", `/v1/log/proof/${gameId}${query}`)).json as InclusionProof;
  }

  /**
   * The proof that the log of its first `first` games is a prefix of the log
   * of its first `to` games (the whole log when omitted), with the latter's
   * signed head: check it against a head saved before.
   */
  async logConsistency(first: number, to?: number): Promise<ConsistencyProof> {
    const query = new URLSearchParams(to === undefined ? { from: String(first) } : { from: String(first), to: String(to) });
    return (await this.send("GET", `/v1/log/consistency?${query}`)).json as ConsistencyProof;
  }

  /** The referee's public keys: what its bundle, step and log signatures verify against. */
  async publicKeys(): Promise<Schemas["PublicKeys"]> {
    return (await this.send("GET", "/v1/keys")).json as Schemas["PublicKeys"];
  }

  /** The public log's leaves `start` to `end` − 1 (at most 1000), with the log's size now. */
  async logEntries(start = 0, end?: number): Promise<Schemas["LogEntries"]> {
    const query = new URLSearchParams(end === undefined ? { start: String(start) } : { start: String(start), end: String(end) });
    return (await this.send("GET", `/v1/log/entries?${query}`)).json as Schemas["LogEntries"];
  }

  /** Every leaf of the public log from `start`, page after page. */
  async *allLogEntries(start = 0): AsyncGenerator<Schemas["LogEntry"]> {
    for (;;) {
      const page = await this.logEntries(start);
      yield* page.entries;
      start += page.entries.length;
      if (page.entries.length === 0 || start >= page.tree_size) return;
    }
  }

  /** GET /healthz: the process answers. */
  async health(): Promise<Schemas["Health"]> {
    return (await this.send("GET", "/healthz")).json as Schemas["Health"];
  }

  /** GET /readyz: the server reaches its database (a 503 RefereeError when it cannot). */
  async ready(): Promise<Schemas["Health"]> {
    return (await this.send("GET", "/readyz")).json as Schemas["Health"];
  }

  /** GET /metrics: the Prometheus text exposition. */
  async metrics(): Promise<string> {
    return (await this.send("GET", "/metrics", undefined, { headers: { accept: "text/plain" } })).text;
  }

  /**
   * One request. A 429, and a 503 of a request that is safe to repeat (a read,
   * or a write carrying an Idempotency-Key), is sent again after its
   * Retry-After; a connection that fails or times out is tried again after an
   * exponential back-off with jitter when the request is safe to repeat (or
   * never reached the server). Any other status outside 2xx throws a
   * RefereeError of its family; no answer at all, ConnectionFailed.
   */
  async send(
    method: string,
    path: string,
    token?: string,
    request: RequestOptions = {},
  ): Promise<{ status: number; headers: Headers; json: unknown; text: string }> {
    const headers: Record<string, string> = { accept: "application/json", ...request.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (request.form !== undefined) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(request.form).toString();
    } else if (request.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.body);
    }
    const repeatable = ["GET", "PUT", "DELETE"].includes(method) || "idempotency-key" in headers;
    for (let attempt = 0; ; attempt++) {
      const response = await this.fetchOnce(method, path, { headers, body, signal: request.signal }, repeatable, attempt);
      if (response === undefined) continue;
      const text = await response.text();
      if (response.ok || request.accept?.includes(response.status)) {
        const json: unknown = text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined;
        return { status: response.status, headers: response.headers, json, text };
      }
      if (!(await this.waitedToRetry(response, repeatable, attempt))) throw errorOf(response, text);
    }
  }

  /**
   * One fetch under the time-out: its response; undefined when it failed and
   * its back-off was waited out, to be tried again; ConnectionFailed when it
   * may not be tried again.
   */
  private async fetchOnce(
    method: string,
    path: string,
    init: { headers: Record<string, string>; body: string | undefined; signal?: AbortSignal | undefined },
    repeatable: boolean,
    attempt: number,
  ): Promise<Response | undefined> {
    const timeout = AbortSignal.timeout(this.options.timeoutSecs * 1000);
    try {
      return await this.options.fetch(this.url + path, {
        method,
        headers: init.headers,
        body: init.body,
        signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error; // the caller's own abort
      if (!(repeatable || notSent(error)) || attempt >= this.options.maxRetries) {
        throw new ConnectionFailed(method, this.url + path, error);
      }
      await sleep(backoffMs(this.options.backoffSecs, this.options.maxRetryWaitSecs, attempt));
      return undefined;
    }
  }

  /**
   * Whether to send a refused request again: a 429, or a 503 of a request
   * safe to repeat, within the retry budget, after sleeping its Retry-After.
   */
  private async waitedToRetry(response: Response, repeatable: boolean, attempt: number): Promise<boolean> {
    const retryable = response.status === 429 || (response.status === 503 && repeatable);
    if (!retryable || attempt >= this.options.maxRetries) return false;
    const wait = Math.min(retryAfterSecs(response.headers.get("retry-after")), this.options.maxRetryWaitSecs);
    await sleep(wait * 1000);
    return true;
  }

  /** The raw streaming response of GET `path` (the caller reads its body). */
  async openStream(path: string, token: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const response = await this.options.fetch(this.url + path, {
        headers: { accept: "text/event-stream", authorization: `Bearer ${token}`, ...headers },
        signal,
      });
      if (response.ok) return response;
      const text = await response.text();
      if (!(await this.waitedToRetry(response, true, attempt))) throw errorOf(response, text);
    }
  }
}

/** What verifyBundle checked, in the order `referee verify` checks it. */
export interface VerifyReport {
  /** A full bundle with its server seed (a finished or aborted game), not a running game's redacted one. */
  complete: boolean;
  /** format, genesis, seed_commitment, game_seed, outcome, signature: `ok` null when it could not be checked. */
  checks: { name: string; ok: boolean | null; detail: string }[];
  /** Every step: its digests, its link in the hash chain, who signed it and the signature itself. */
  steps: { seq: number; ok: boolean; detail: string }[];
  /** The first failure, or null when everything checked verified. */
  first_failure: { seq: number | null; check: string; detail: string } | null;
  /** Step signatures that verified, under players' keys and the referee's, and those left unchecked. */
  signatures: { players: number; referee: number; unchecked: number };
}

/**
 * Re-checks an audit bundle (its JSON text as served is best: numbers read
 * exactly): the seed commitment, the game seed, the genesis hash, every
 * salted digest and hash link, the outcome against the final events, every
 * step's signature (a player's under the key it carries, the referee's under
 * `keys`) and the referee's signature of the bundle under `keys` (the
 * entries of GET /v1/keys, or hex). The checks are the web page's
 * (web/verify.js). Replaying the moves needs the rules: `referee verify`.
 */
export async function verifyBundle(
  bundle: string | Uint8Array | Bundle,
  options: { keys?: (string | Schemas["PublicKey"])[] } = {},
): Promise<VerifyReport> {
  return (await verifyBundleChecks(bundle, options)) as VerifyReport;
}

/** What a check of the public log found: `ok`, and what was checked or what failed. */
export interface LogVerdict {
  ok: boolean;
  detail: string;
}

/**
 * That the game of `bundle` is in the public log under the signed tree head
 * of `proof` (logProof); with `keys` (GET /v1/keys), the head's signature too.
 */
export async function verifyLogInclusion(
  bundle: string | Bundle,
  proof: InclusionProof,
  options: { keys?: (string | Schemas["PublicKey"])[] } = {},
): Promise<LogVerdict> {
  return (await logInclusionChecks(bundle, proof, options)) as LogVerdict;
}

/**
 * That the log under a head saved before (`old`) is a prefix of the log under
 * `consistency` (logConsistency(old.tree_size)); with `keys`, both heads'
 * signatures too.
 */
export async function verifyLogConsistency(
  old: SignedTreeHead,
  consistency: ConsistencyProof,
  options: { keys?: (string | Schemas["PublicKey"])[] } = {},
): Promise<LogVerdict> {
  return (await logConsistencyChecks(old, consistency, options)) as LogVerdict;
}

/** What play() sends: a fixed action, or one decided from the game as it is now. */
export type Decision = Action | ((game: Game) => Action);

/**
 * The parameters of an authorization request: an AuthorizationRequest's,
 * those of its URL (`/oauth/authorize?…`, as the consent screen is handed it),
 * or the parameters themselves.
 */
function authorizationFields(request: AuthorizationRequest | string | Record<string, string>): Record<string, string> {
  if (typeof request === "string") {
    const query = request.includes("?") ? request.slice(request.indexOf("?") + 1) : request;
    return Object.fromEntries(new URLSearchParams(query.split("#")[0]));
  }
  if (isAuthorizationRequest(request)) return authorizationQuery(request);
  return { ...request };
}

function isAuthorizationRequest(request: AuthorizationRequest | Record<string, string>): request is AuthorizationRequest {
  return Array.isArray(request.scopes);
}

/**
 * A player's calls. A session that knows its api_key (register, login) renews
 * an expired token by itself; one that does not (loginWithPassword,
 * withToken: a personal access token, an app's token) never does, and a 401 is
 * final.
 */
export class Session {
  /** The key play() signs each move with, when set (signMovesWith). */
  private signer: MoveSigner | undefined;
  /** The bearer token sent now. */
  private bearer: string;
  /** The handle it signs in with, when known. */
  handle: string | undefined;
  /** The recovery code just shown (register with a password, recoverAccount, setPassword), if any. */
  recoveryCode: string | undefined;

  constructor(
    readonly referee: Referee,
    readonly playerId: string,
    /** Undefined for a session of a bare token or a password: its token is then never renewed. */
    public apiKey: string | undefined,
    token: string,
    readonly name: string,
  ) {
    this.bearer = token;
  }

  /** The bearer token this session sends now. */
  get token(): string {
    return this.bearer;
  }

  /** Gives this player a handle to sign in with (or another one): a RefereeError handle_taken when another player has it, in any case. */
  async setHandle(handle: string): Promise<string> {
    this.handle = ((await this.call("PUT", "/v1/players/me/handle", { body: { handle } })).json as Schemas["HandleSet"]).handle;
    return this.handle;
  }

  /**
   * Sets this player's password (a handle first), or changes it given the
   * current one; answers the new recovery code, shown this once (also kept as
   * `recoveryCode`; any earlier one stops working). Tokens already issued
   * keep working.
   */
  async setPassword(password: string, currentPassword?: string): Promise<string> {
    const body = currentPassword === undefined ? { password } : { password, current_password: currentPassword };
    const set = (await this.call("PUT", "/v1/players/me/password", { body })).json as Schemas["PasswordSet"];
    this.recoveryCode = set.recovery_code;
    return set.recovery_code;
  }

  /** This player's account as this session's token sees it: name, handle, whether a password is set, and the token itself (`player`, `personal` or `app`, with its scopes). Needs `read`. */
  async account(): Promise<Account> {
    return (await this.call("GET", "/v1/players/me")).json as Account;
  }

  /**
   * A personal access token named `name` holding only `scopes` (each one this
   * session's token holds, else InsufficientScope), expiring after
   * `expires_in_days` (1 to 3650), or never when null or left out. Its
   * `token` is shown this once: `referee.withToken(created.token)` is a
   * session of it.
   */
  async createAccessToken(body: CreateAccessToken): Promise<AccessTokenCreated> {
    return (await this.call("POST", "/v1/players/me/tokens", { body })).json as AccessTokenCreated;
  }

  /** This player's live personal access tokens (neither revoked nor expired), newest first, with their scopes, expiry and last use. */
  async accessTokens(): Promise<AccessToken[]> {
    return ((await this.call("GET", "/v1/players/me/tokens")).json as Schemas["AccessTokens"]).tokens;
  }

  /** Revokes one of this player's access tokens, a personal one or an app's (apps()), by its id; the others keep working. */
  async revokeAccessToken(tokenId: string): Promise<void> {
    await this.call("DELETE", `/v1/players/me/tokens/${encodeURIComponent(tokenId)}`);
  }

  /** Starts adding a passkey: WebAuthn's creation options (binary fields base64url) and the `ceremony_id` to finish with (addPasskey), once, within five minutes. */
  async passkeyOptions(): Promise<PasskeyCeremony> {
    return (await this.call("POST", "/v1/players/me/passkeys/options")).json as PasskeyCeremony;
  }

  /** Adds the passkey of `credential` (navigator.credentials.create's answer, its binary fields base64url) under `name`, for the ceremony `ceremonyId`. */
  async addPasskey(ceremonyId: string, name: string, credential: PasskeyAttestation): Promise<PasskeyInfo> {
    return (await this.call("POST", "/v1/players/me/passkeys", { body: { ceremony_id: ceremonyId, name, credential } })).json as PasskeyInfo;
  }

  /** This player's passkeys, oldest first, with their last use. */
  async passkeys(): Promise<PasskeyInfo[]> {
    return ((await this.call("GET", "/v1/players/me/passkeys")).json as Schemas["Passkeys"]).passkeys;
  }

  /** Deletes one of this player's passkeys: it signs in no more. */
  async deletePasskey(passkeyId: string): Promise<void> {
    await this.call("DELETE", `/v1/players/me/passkeys/${encodeURIComponent(passkeyId)}`);
  }

  /** The apps holding a live token of this player's, with the scopes each was granted; revokeAccessToken(app.id) ends one. */
  async apps(): Promise<AppAccess[]> {
    return ((await this.call("GET", "/v1/players/me/apps")).json as Schemas["AppAccesses"]).apps;
  }

  /**
   * This player's answer to an app's authorization request (the request, its
   * URL or its parameters), as the consent screen gives it: where to send the
   * browser back to the app, its redirect URI with a `code` (approved:
   * single-use, 60 s) or `error=access_denied`, and the app's `state`.
   */
  async decideAuthorization(request: AuthorizationRequest | string | Record<string, string>, approve: boolean): Promise<string> {
    const body = { ...authorizationFields(request), approve };
    return ((await this.call("POST", "/v1/oauth/authorize", { body })).json as Schemas["AuthorizationRedirect"]).redirect_to;
  }

  /**
   * Signs every move play() sends from now on with `signer` (docs/FAIRNESS.md,
   * "Signed moves"); `undefined` stops. Register its public key first
   * (registerKey): a game created with `signed_moves` refuses unsigned moves.
   */
  signMovesWith(signer: MoveSigner | undefined): void {
    this.signer = signer;
  }

  /** Registers a public key (hex) this player signs its moves with; answers its key id. */
  async registerKey(publicKey: string): Promise<PlayerKey> {
    return (await this.call("POST", "/v1/players/me/keys", { body: { public_key: publicKey } })).json as PlayerKey;
  }

  /** This player's keys, revoked ones included. */
  async keys(): Promise<PlayerKey[]> {
    return ((await this.call("GET", "/v1/players/me/keys")).json as Schemas["PlayerKeys"]).keys;
  }

  /** Revokes a key: kept (the moves it signed still verify), it signs no new move. */
  async revokeKey(keyId: string): Promise<PlayerKey> {
    return (await this.call("DELETE", `/v1/players/me/keys/${encodeURIComponent(keyId)}`)).json as PlayerKey;
  }

  /** Exchanges the api_key for a fresh token (as done by itself when one expires); a TypeError for a session that knows none. */
  async renewToken(): Promise<void> {
    if (this.apiKey === undefined) throw new TypeError("this session knows no api_key to renew its token with");
    const issued = (
      await this.referee.send("POST", "/v1/tokens", undefined, { body: { player_id: this.playerId, api_key: this.apiKey } })
    ).json as Schemas["TokenResponse"];
    this.bearer = issued.token;
  }

  private async call(method: string, path: string, request: RequestOptions = {}) {
    try {
      return await this.referee.send(method, path, this.bearer, request);
    } catch (error) {
      // Without an api_key (a bare token, a password's session) a 401 is final.
      if (!(error instanceof RefereeError && error.code === "token_expired") || this.apiKey === undefined) throw error;
      await this.renewToken();
      return await this.referee.send(method, path, this.bearer, request);
    }
  }

  async createGame(body: CreateGame): Promise<Game> {
    return (await this.call("POST", "/v1/games", { body })).json as Game;
  }

  async join(gameId: string, body: JoinGame = {}): Promise<Game> {
    return (await this.call("POST", `/v1/games/${gameId}/seats`, { body })).json as Game;
  }

  async leave(gameId: string): Promise<void> {
    await this.call("DELETE", `/v1/games/${gameId}/seats/me`);
  }

  async game(gameId: string): Promise<Game> {
    return (await this.call("GET", `/v1/games/${gameId}`)).json as Game;
  }

  async resign(gameId: string): Promise<Game> {
    return (await this.call("POST", `/v1/games/${gameId}/resign`)).json as Game;
  }

  /** A page of this player's games, newest first (query: turn, status, game, visibility, limit, cursor). */
  async myGames(query: Record<string, string> = {}): Promise<Schemas["GamePage"]> {
    return (await this.call("GET", `/v1/players/me/games?${new URLSearchParams(query)}`)).json as Schemas["GamePage"];
  }

  /** Every game of this player's the filter holds, page after page. */
  allMyGames(query: Record<string, string> = {}): AsyncGenerator<Schemas["GameSummary"]> {
    return pages((cursor) => this.myGames(withCursor(query, cursor)), (page) => page.games);
  }

  /** A page of the public games, newest first (query: status, game, visibility, limit, cursor). */
  async lobby(query: Record<string, string> = {}): Promise<Schemas["GamePage"]> {
    return (await this.call("GET", `/v1/games?${new URLSearchParams(query)}`)).json as Schemas["GamePage"];
  }

  /** Every public game the filter holds, page after page. */
  allLobbyGames(query: Record<string, string> = {}): AsyncGenerator<Schemas["GameSummary"]> {
    return pages((cursor) => this.lobby(withCursor(query, cursor)), (page) => page.games);
  }

  /** Aborts a game this player created that has not started. */
  async abort(gameId: string): Promise<Game> {
    return (await this.call("DELETE", `/v1/games/${gameId}`)).json as Game;
  }

  /** Reserves a seat (`seat`, else the first free one) of this player's game for `playerId`. */
  async invite(gameId: string, playerId: string, seat?: number): Promise<Game> {
    const body = seat === undefined ? { player_id: playerId } : { player_id: playerId, seat };
    return (await this.call("POST", `/v1/games/${gameId}/invitations`, { body })).json as Game;
  }

  /** Frees the seat reserved for `playerId`. */
  async revokeInvitation(gameId: string, playerId: string): Promise<void> {
    await this.call("DELETE", `/v1/games/${gameId}/invitations/${playerId}`);
  }

  /** A new invite code for this player's game (its `invite_code`); an earlier one stops working. */
  async makeInviteCode(gameId: string): Promise<Game> {
    return (await this.call("POST", `/v1/games/${gameId}/invite-code`)).json as Game;
  }

  /** The game's invite code stops working. */
  async revokeInviteCode(gameId: string): Promise<void> {
    await this.call("DELETE", `/v1/games/${gameId}/invite-code`);
  }

  /** The rematch of a finished game: made by the first who asks, joined by each who asks after. */
  async rematch(gameId: string): Promise<Game> {
    return (await this.call("POST", `/v1/games/${gameId}/rematch`)).json as Game;
  }

  /** A new api_key (shown once); the old one stops working, and this session renews its tokens with the new one. */
  async rotateApiKey(): Promise<Schemas["ApiKeyCreated"]> {
    const created = (await this.call("POST", "/v1/players/me/api-keys")).json as Schemas["ApiKeyCreated"];
    this.apiKey = created.api_key;
    return created;
  }

  /**
   * Every token of this player issued so far stops working, this session's
   * too (its personal access tokens and apps' too); a session that knows its
   * api_key then gets a fresh one.
   */
  async revokeTokens(): Promise<void> {
    await this.call("POST", "/v1/tokens/revoke");
    if (this.apiKey !== undefined) await this.renewToken();
  }

  /** A player's profile (this player's when omitted): Referee.profile. */
  async profile(playerId: string = this.playerId): Promise<Schemas["Profile"]> {
    return this.referee.profile(playerId);
  }

  /** A player's rating changes (this player's when omitted): Referee.ratingHistory. */
  async ratingHistory(playerId: string = this.playerId, after = 0): Promise<Schemas["RatingHistory"]> {
    return this.referee.ratingHistory(playerId, after);
  }

  /** A page of a game's leaderboard: Referee.leaderboard. */
  async leaderboard(game: string, cursor?: string): Promise<Schemas["Leaderboard"]> {
    return this.referee.leaderboard(game, cursor);
  }

  /** The whole leaderboard of `game`, page after page. */
  allLeaderboard(game: string): AsyncGenerator<Schemas["LeaderboardEntry"]> {
    return this.referee.allLeaderboard(game);
  }

  /** Every rating change of a player (this one by default) after `seq` `after`, page after page. */
  allRatingChanges(playerId: string = this.playerId, after = 0): AsyncGenerator<Schemas["RatingChange"]> {
    return this.referee.allRatingChanges(playerId, after);
  }

  /** Seeks a game against anyone; the matchmaker seats it (docs/API.md, "Matchmaking"). */
  async seek(body: CreateSeek): Promise<Seek> {
    return (await this.call("POST", "/v1/seeks", { body })).json as Seek;
  }

  /** This player's seeks: the waiting ones, then the latest others. */
  async mySeeks(): Promise<Seek[]> {
    return (await this.call("GET", "/v1/players/me/seeks")).json as Seek[];
  }

  /** Cancels a waiting seek of this player's. */
  async cancelSeek(seekId: string): Promise<Seek> {
    return (await this.call("DELETE", `/v1/seeks/${seekId}`)).json as Seek;
  }

  async events(gameId: string, after = 0): Promise<EventsPage> {
    return (await this.call("GET", `/v1/games/${gameId}/events?after=${after}`)).json as EventsPage;
  }

  /** Every step of a game's history after version `after`, as this player may see it, page after page. */
  async *allEvents(gameId: string, after = 0): AsyncGenerator<EventsPage["events"][number]> {
    for (;;) {
      const page = await this.events(gameId, after);
      yield* page.events;
      if (page.next_after === null || page.next_after === undefined) return;
      after = page.next_after;
    }
  }

  /**
   * Long-polls the game (`wait=` with its ETag) until this player is on turn
   * (a resigned seat never is: the referee plays it) or the game is over, and
   * answers it as it is then.
   */
  async waitForTurn(gameId: string, waitSecs = 30): Promise<Game> {
    let etag: string | null = null;
    let game: Game | undefined;
    for (;;) {
      const headers: Record<string, string> = etag ? { "if-none-match": etag } : {};
      const answer = await this.call("GET", `/v1/games/${gameId}?wait=${etag ? waitSecs : 0}`, { headers, accept: [304] });
      if (answer.status !== 304) {
        game = answer.json as Game;
        etag = answer.headers.get("etag");
      }
      if (game && (isOver(game) || isMyTurn(game))) return game;
    }
  }

  /**
   * Plays one action for this player's seat with `expected_version`: `decide`
   * is a fixed action, or a function that decides one from the game (`seen`,
   * when the caller has just read it). Each decision is sent under one
   * Idempotency-Key (`options.idempotencyKey` for the first, when given),
   * kept across the retries of a 429, a 503 or a dropped connection, so that
   * the server stores it once. On `409 version_conflict` nothing was stored:
   * a function is called again on the game as it is now (while the seat is
   * on turn) and its new decision sent under a new key; a fixed action,
   * decided on a view that is gone, is never replayed: the VersionConflict
   * is thrown.
   */
  async play(gameId: string, decide: Decision, seen?: Game, options: { idempotencyKey?: string } = {}): Promise<MoveResponse> {
    let game = seen ?? (await this.game(gameId));
    let key = options.idempotencyKey ?? crypto.randomUUID();
    for (let conflicts = 0; ; conflicts++) {
      const action = typeof decide === "function" ? decide(game) : decide;
      const body = moveRequest(game, action);
      if (this.signer) {
        const seat = game.you?.seat;
        if (seat === undefined || seat === null) throw new TypeError(`this player holds no seat in game ${game.id}`);
        body.signature = { key_id: this.signer.keyId, signature: await this.signer.sign(game.id, game.version, seat, action) };
      }
      try {
        const answer = await this.call("POST", `/v1/games/${gameId}/moves`, { body, headers: { "idempotency-key": key } });
        return answer.json as MoveResponse;
      } catch (error) {
        if (!(error instanceof VersionConflict) || typeof decide !== "function" || conflicts >= 10) throw error;
        game = await this.game(gameId);
        if (!isMyTurn(game)) throw error;
        key = crypto.randomUUID();
      }
    }
  }

  async notifications(after = 0, waitSecs = 0): Promise<NotificationsPage> {
    return (await this.call("GET", `/v1/players/me/notifications?after=${after}&wait=${waitSecs}`)).json as NotificationsPage;
  }

  /** Every notification after cursor `after` held now, page after page (stream() also waits for the next). */
  async *allNotifications(after = 0): AsyncGenerator<Notification> {
    for (;;) {
      const page = await this.notifications(after);
      yield* page.notifications;
      if (page.notifications.length === 0) return;
      after = page.last_cursor;
    }
  }

  /**
   * The player's notifications as they happen, from GET /v1/players/me/stream
   * (Server-Sent Events, parsed as EventSource does). When the server ends the
   * stream it is opened again a second later, after the last event seen
   * (Last-Event-ID), so nothing is lost or repeated; so is it after a network
   * error. Stop by breaking out of the loop or aborting `signal`.
   */
  async *stream(options: { after?: number; signal?: AbortSignal } = {}): AsyncGenerator<StreamEvent> {
    let lastEventId = options.after === undefined ? "" : String(options.after);
    for (;;) {
      const headers: Record<string, string> = lastEventId ? { "last-event-id": lastEventId } : {};
      try {
        const response = await this.referee.openStream("/v1/players/me/stream", this.bearer, headers, options.signal);
        if (!response.body) return;
        for await (const message of parseEventStream(response.body)) {
          if (message.id !== undefined) lastEventId = message.id;
          if (message.data === undefined) continue;
          // The server names each event by its notification's kind (the document's StreamEvent).
          const event = message.event as StreamEvent["event"];
          yield { id: lastEventId, event, data: JSON.parse(message.data) as Notification };
        }
      } catch (error) {
        if (options.signal?.aborted) return;
        if (error instanceof RefereeError) {
          if (error.code !== "token_expired" || this.apiKey === undefined) throw error;
          await this.renewToken();
          continue;
        }
        // A network error: reconnected below, from the last event seen.
      }
      if (options.signal?.aborted) return;
      // As EventSource does: a pause before reconnecting, so that a server
      // closing streams at once is not hammered.
      await sleep(1000);
    }
  }

  async setWebhook(url: string, secret?: string): Promise<WebhookCreated> {
    return (await this.call("PUT", "/v1/players/me/webhook", { body: secret ? { url, secret } : { url } })).json as WebhookCreated;
  }

  /** This player's webhook: its URL, status and failures. */
  async webhook(): Promise<Schemas["Webhook"]> {
    return (await this.call("GET", "/v1/players/me/webhook")).json as Schemas["Webhook"];
  }

  /** No more deliveries to this player's webhook. */
  async deleteWebhook(): Promise<void> {
    await this.call("DELETE", "/v1/players/me/webhook");
  }

  /** Resumes a webhook the server paused after repeated failures. */
  async resumeWebhook(): Promise<Schemas["Webhook"]> {
    return (await this.call("POST", "/v1/players/me/webhook/resume")).json as Schemas["Webhook"];
  }

  /** A page of the webhook's deliveries, newest first; pass the page's `next` as `cursor`. */
  async deliveries(cursor?: string): Promise<Schemas["DeliveryPage"]> {
    const query = new URLSearchParams(cursor === undefined ? {} : { cursor });
    return (await this.call("GET", `/v1/players/me/webhook/deliveries?${query}`)).json as Schemas["DeliveryPage"];
  }

  /** Every delivery of the webhook, page after page. */
  allDeliveries(): AsyncGenerator<Schemas["Delivery"]> {
    return pages((cursor) => this.deliveries(cursor), (page) => page.deliveries);
  }

  /** Sends a delivery again. */
  async redeliver(deliveryId: number): Promise<Schemas["Delivery"]> {
    return (await this.call("POST", `/v1/players/me/webhook/deliveries/${deliveryId}/redeliver`)).json as Schemas["Delivery"];
  }

  async rollWebhookSecret(graceSecs?: number): Promise<Schemas["SecretRolled"]> {
    const body = graceSecs === undefined ? {} : { grace_secs: graceSecs };
    return (await this.call("POST", "/v1/players/me/webhook/secret", { body })).json as Schemas["SecretRolled"];
  }

  /**
   * The game's audit bundle: `raw` exactly as the server sent it (save it for
   * `referee verify FILE`), and parsed.
   */
  async audit(gameId: string): Promise<{ raw: string; bundle: Bundle }> {
    const answer = await this.call("GET", `/v1/games/${gameId}/audit`);
    return { raw: answer.text, bundle: answer.json as Bundle };
  }

  /**
   * Fetches a game's audit bundle as served and the referee's public keys,
   * and checks the bundle with them (verifyBundle).
   */
  async verify(gameId: string): Promise<VerifyReport> {
    const [{ raw }, keys] = await Promise.all([this.audit(gameId), this.referee.publicKeys()]);
    return verifyBundle(raw, { keys: keys.keys });
  }
}

/**
 * The body of a move: the action with the game's id and the version it was
 * decided on. An action of the other game is refused here, before the server
 * would answer 422 game_mismatch.
 */
export function moveRequest(game: Game, action: Action): MoveRequest {
  const expected_version = game.version;
  if (game.game === "shake-it-meerkat" && isMeerkatAction(action)) return { game: game.game, expected_version, action };
  if (game.game === "woof-meow-biscuits" && !isMeerkatAction(action)) return { game: game.game, expected_version, action };
  throw new TypeError(`a ${action.kind} action of the other game cannot be played in ${game.game} game ${game.id}`);
}

/**
 * Canonical JSON (docs/FAIRNESS.md, "Canonical bytes"): object keys sorted,
 * no whitespace; what a move's signature covers of its action.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a player signs for a move (docs/FAIRNESS.md, "Signed moves"), UTF-8:
 * the domain, the game id, the version the move applies to, the seat and the
 * action's canonical JSON, each line ending in a newline.
 */
export function moveText(gameId: string, version: number, seat: number, action: unknown): Uint8Array {
  return encoder.encode(`referee-move-signature/v1\n${gameId}\n${version}\n${seat}\n${canonicalJson(action)}\n`);
}

/** An Ed25519 key that signs a player's moves (WebCrypto: node 20+, recent browsers). */
export class MoveSigner {
  private constructor(
    /** The first 16 hex digits of SHA-256 of the public key: what the server names it by. */
    readonly keyId: string,
    /** The public key, hex (32 bytes): what registerKey() registers. */
    readonly publicKey: string,
    private readonly key: CryptoKey,
  ) {}

  /** The key of a 32-byte seed (RFC 8032's private key). */
  static async fromSeed(seed: Uint8Array): Promise<MoveSigner> {
    if (seed.length !== 32) throw new RangeError("an Ed25519 seed is 32 bytes");
    // PKCS #8 of an Ed25519 seed (RFC 8410): a fixed prefix, then the seed.
    const prefix = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];
    const pkcs8 = new Uint8Array([...prefix, ...seed]);
    const key = await crypto.subtle.importKey("pkcs8", pkcs8, { name: "Ed25519" }, true, ["sign"]);
    const jwk = await crypto.subtle.exportKey("jwk", key);
    const publicKey = base64UrlToBytes(jwk.x ?? "");
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", publicKey as Uint8Array<ArrayBuffer>));
    return new MoveSigner(bytesToHex(digest).slice(0, 16), bytesToHex(publicKey), key);
  }

  /** A fresh random key; keep `seed` to sign with it again later. */
  static async generate(): Promise<{ signer: MoveSigner; seed: Uint8Array }> {
    const seed = crypto.getRandomValues(new Uint8Array(32));
    return { signer: await MoveSigner.fromSeed(seed), seed };
  }

  /** The signature (hex, 64 bytes) of `action` by `seat` at `version` of game `gameId`. */
  async sign(gameId: string, version: number, seat: number, action: unknown): Promise<string> {
    const text = moveText(gameId, version, seat, action);
    return bytesToHex(new Uint8Array(await crypto.subtle.sign("Ed25519", this.key, text as Uint8Array<ArrayBuffer>)));
  }
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function base64UrlToBytes(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function isMeerkatAction(action: Action): action is Schemas["MeerkatAction"] {
  return action.kind !== "play" || "cards" in action;
}

/** Whether the caller's seat is on turn and plays it itself (it has not resigned). */
export function isMyTurn(game: Game): boolean {
  const you = game.you?.seat;
  if (game.status !== "active" || you === undefined || game.turn?.seat !== you) return false;
  return !game.seats.find((seat) => seat.seat === you)?.resigned;
}

export function isOver(game: Game): boolean {
  return game.status === "finished" || game.status === "aborted";
}

/** One dispatched Server-Sent Event; `data` is undefined for an event with no data line. */
export interface EventStreamMessage {
  id?: string;
  event: string;
  data?: string;
}

/**
 * Parses a text/event-stream body as the HTML standard's EventSource does:
 * lines end in CR, LF or CRLF; `:` starts a comment; `data` lines are joined
 * with LF; a blank line dispatches; `id` without NUL sets the last event id.
 */
export async function* parseEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<EventStreamMessage> {
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  let event = "";
  let id: string | undefined;
  const lines = async function* () {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        // A lone CR at the end of the buffer may be the first half of a CRLF.
        if (end < 0 || (end === buffer.length - 1 && buffer[end] === "\r")) break;
        const width = buffer.startsWith("\r\n", end) ? 2 : 1;
        yield buffer.slice(0, end);
        buffer = buffer.slice(end + width);
      }
    }
  };
  for await (const line of lines()) {
    if (line === "") {
      if (data.length > 0) yield { id, event: event || "message", data: data.join("\n") };
      else if (id !== undefined) yield { id, event: event || "message" };
      data = [];
      event = "";
      id = undefined;
      continue;
    }
    if (line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
    else if (field === "id" && !value.includes("\0")) id = value;
  }
}

const encoder = new TextEncoder();

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/**
 * Checks a webhook's `Referee-Signature: t=<unix secs>,v1=<hex>[,v1=<hex>]`:
 * true when `t` is within `toleranceSecs` of now (so a captured request cannot
 * be replayed later) and any `v1` is HMAC-SHA256(secret, "<t>.<body>"), the
 * secret's characters as UTF-8 and the body the raw bytes received. Two `v1`
 * entries are sent while a rolled secret's predecessor still signs.
 * WebCrypto's HMAC verify compares in constant time.
 */
export async function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string | Uint8Array,
  options: { toleranceSecs?: number; nowSecs?: number } = {},
): Promise<boolean> {
  const fields = header.split(",").map((part) => {
    const equals = part.indexOf("=");
    return equals < 0 ? ["", ""] : [part.slice(0, equals).trim(), part.slice(equals + 1).trim()];
  });
  const t = fields.find(([key]) => key === "t")?.[1] ?? "";
  const now = options.nowSecs ?? Date.now() / 1000;
  if (!/^\d+$/.test(t) || Math.abs(now - Number(t)) > (options.toleranceSecs ?? 300)) return false;
  const bodyBytes = typeof body === "string" ? encoder.encode(body) : body;
  const signed = new Uint8Array([...encoder.encode(`${t}.`), ...bodyBytes]);
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  for (const [name, value] of fields) {
    const signature = name === "v1" ? hexToBytes(value ?? "") : null;
    if (signature && (await crypto.subtle.verify("HMAC", key, signature, signed))) return true;
  }
  return false;
}

/**
 * Every operation of the API's document (its operationId) and the helper that
 * calls it: test/offline.test.ts fails when an operation has none.
 */
export const OPERATIONS: Readonly<Record<string, `${"Referee" | "Session"}.${string}`>> = {
  // players and their credentials
  create_player: "Referee.register",
  create_token: "Referee.login",
  sign_in: "Referee.loginWithPassword",
  recover: "Referee.recoverAccount",
  set_handle: "Session.setHandle",
  set_password: "Session.setPassword",
  // passkeys
  passkey_options: "Session.passkeyOptions",
  add_passkey: "Session.addPasskey",
  list_passkeys: "Session.passkeys",
  delete_passkey: "Session.deletePasskey",
  passkey_sign_in_options: "Referee.passkeySignInOptions",
  passkey_sign_in: "Referee.loginWithPasskey",
  // personal access tokens
  create_access_token: "Session.createAccessToken",
  list_access_tokens: "Session.accessTokens",
  revoke_access_token: "Session.revokeAccessToken",
  // apps (OAuth 2.0 with PKCE)
  authorize_page: "Referee.authorizationRequest",
  describe_authorization: "Referee.describeAuthorization",
  decide_authorization: "Session.decideAuthorization",
  token: "Referee.exchangeCode",
  revoke: "Referee.revokeToken",
  my_apps: "Session.apps",
  me: "Session.account",
  revoke_tokens: "Session.revokeTokens",
  rotate_api_key: "Session.rotateApiKey",
  my_games: "Session.myGames",
  // games
  catalog: "Referee.catalog",
  list_games: "Session.lobby",
  create_game: "Session.createGame",
  get_game: "Session.game",
  join_game: "Session.join",
  leave_game: "Session.leave",
  abort_game: "Session.abort",
  invite_player: "Session.invite",
  revoke_invitation: "Session.revokeInvitation",
  make_invite_code: "Session.makeInviteCode",
  revoke_invite_code: "Session.revokeInviteCode",
  rematch: "Session.rematch",
  // moves, events and audit
  submit_move: "Session.play",
  resign: "Session.resign",
  list_events: "Session.events",
  audit_bundle: "Session.audit",
  // signing keys
  public_keys: "Referee.publicKeys",
  register_key: "Session.registerKey",
  list_keys: "Session.keys",
  revoke_key: "Session.revokeKey",
  // matchmaking
  create_seek: "Session.seek",
  my_seeks: "Session.mySeeks",
  cancel_seek: "Session.cancelSeek",
  // notifications and webhooks
  list_notifications: "Session.notifications",
  stream: "Session.stream",
  put_webhook: "Session.setWebhook",
  get_webhook: "Session.webhook",
  delete_webhook: "Session.deleteWebhook",
  resume_webhook: "Session.resumeWebhook",
  roll_secret: "Session.rollWebhookSecret",
  list_deliveries: "Session.deliveries",
  redeliver: "Session.redeliver",
  // ratings
  profile: "Referee.profile",
  rating_history: "Referee.ratingHistory",
  leaderboard: "Referee.leaderboard",
  // the public log
  tree_head: "Referee.logHead",
  inclusion_proof: "Referee.logProof",
  consistency_proof: "Referee.logConsistency",
  log_entries: "Referee.logEntries",
  // the process
  healthz: "Referee.health",
  readyz: "Referee.ready",
  metrics: "Referee.metrics",
};
