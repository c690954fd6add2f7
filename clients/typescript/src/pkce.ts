// PKCE (RFC 7636) and the authorization request of OAuth 2.0's authorization
// code grant (RFC 6749, 4.1.1), for an app that acts for a player with its
// consent: Web Crypto only (crypto.getRandomValues, crypto.subtle.digest), so
// the same code runs in a browser and in node 20+. The requests that reach the
// server (the code's exchange, revocation) are Referee's (src/index.ts).

import type { components } from "./schema.js";

/** What a token may do (docs/API.md, "Scopes"): the document's `Scope`. */
export type Scope = components["schemas"]["Scope"];

/** Every scope, in the order the server shows them. */
export const SCOPES = ["read", "play", "create", "keys", "webhook", "account"] as const satisfies readonly Scope[];
// Every scope of the document is in SCOPES: tsc fails here when one is added.
const everyScopeListed: [Exclude<Scope, (typeof SCOPES)[number]>] extends [never] ? true : false = true;
void everyScopeListed;

const UNRESERVED_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** `length` characters of base64url (A-Z a-z 0-9 - _, all unreserved), each 6 random bits of a CSPRNG. */
function randomUnreserved(length: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(Math.ceil((length * 3) / 4)))).slice(0, length);
}

/**
 * A fresh PKCE code verifier (RFC 7636, 4.1): `length` (43 to 128, default
 * 64) unreserved characters from the platform's CSPRNG (384 bits at 64).
 * Keep it secret until the code's exchange: it proves the code is yours.
 */
export function newCodeVerifier(length = 64): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) throw new RangeError("a code verifier is 43 to 128 characters");
  return randomUnreserved(length);
}

/** A fresh `state` for an authorization request (128 random bits, base64url): checked on the redirect against forged answers. */
export function newState(): string {
  return randomUnreserved(22);
}

/**
 * The S256 code challenge of `verifier` (RFC 7636, 4.2):
 * BASE64URL(SHA-256(ASCII(verifier))), 43 characters. A verifier that is not
 * 43 to 128 unreserved characters is refused (RangeError), as the server
 * would refuse it at the exchange.
 */
export async function codeChallenge(verifier: string): Promise<string> {
  if (!UNRESERVED_VERIFIER.test(verifier)) throw new RangeError("a code verifier is 43 to 128 unreserved characters (A-Z a-z 0-9 - . _ ~)");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * An authorization request, as made and kept by the app until the player's
 * answer comes back: a plain object (JSON-serialisable: a web page keeps it in
 * sessionStorage across the redirect). `url` is where to send the player's
 * browser; `codeVerifier` stays with the app, for the exchange.
 */
export interface AuthorizationRequest {
  /** The server's base URL. */
  server: string;
  clientId: string;
  redirectUri: string;
  scopes: Scope[];
  state: string;
  codeVerifier: string;
  codeChallenge: string;
  /** `{server}/oauth/authorize?response_type=code&client_id=…&code_challenge_method=S256…`. */
  url: string;
}

export interface AuthorizationOptions {
  /**
   * Any name for the app (1 to 100 characters), shown to the player: apps do
   * not register.
   */
  clientId: string;
  /**
   * Where the player's answer goes: `https://…`, `http://127.0.0.1:PORT/…` or
   * `http://[::1]:PORT/…` (a native app's loopback listener), or a private-use
   * scheme with a dot (`com.example.app:/callback`).
   */
  redirectUri: string;
  /** The scopes asked for, one or more. */
  scopes: readonly Scope[];
  /** Default: newState(). */
  state?: string;
  /** Default: newCodeVerifier(). */
  codeVerifier?: string;
}

/** The query of an authorization request (RFC 6749, 4.1.1, with RFC 7636, 4.3). */
export function authorizationQuery(request: Omit<AuthorizationRequest, "url" | "server">): Record<string, string> {
  return {
    response_type: "code",
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scopes.join(" "),
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: "S256",
  };
}

/**
 * A new authorization request of the server at `server`, with a fresh code
 * verifier and state (unless given): send the player's browser to its `url`,
 * keep the rest until the redirect comes back.
 */
export async function authorizationRequest(server: string, options: AuthorizationOptions): Promise<AuthorizationRequest> {
  if (options.scopes.length === 0) throw new RangeError("ask for one scope or more");
  const codeVerifier = options.codeVerifier ?? newCodeVerifier();
  const request = {
    server: server.replace(/\/+$/, ""),
    clientId: options.clientId,
    redirectUri: options.redirectUri,
    scopes: [...options.scopes],
    state: options.state ?? newState(),
    codeVerifier,
    codeChallenge: await codeChallenge(codeVerifier),
  };
  return { ...request, url: `${request.server}/oauth/authorize?${new URLSearchParams(authorizationQuery(request))}` };
}

/**
 * A JWT's `sub`, read (not verified: the server does that) to name the player
 * a bare token acts for; undefined when the token is not a JWT with one.
 */
export function tokenSubject(token: string): string | undefined {
  const payload = token.split(".")[1];
  if (payload === undefined) return undefined;
  try {
    const text = atob(payload.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (payload.length % 4)) % 4));
    const claims: unknown = JSON.parse(text);
    if (typeof claims === "object" && claims !== null && "sub" in claims && typeof claims.sub === "string") return claims.sub;
  } catch {
    return undefined;
  }
  return undefined;
}
