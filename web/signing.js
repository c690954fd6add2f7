// The player's signing key (docs/FAIRNESS.md, "Signed moves"): an Ed25519
// key made by this browser's WebCrypto, its public half registered with the
// server. The private half is a non-extractable CryptoKey kept in IndexedDB
// (which stores CryptoKeys as they are): the page can sign with it, but no
// script, the page's own included, can read its bytes out, and it never
// leaves this browser. One key per player on a browser; signing out keeps
// it (it signs nothing without the player's token), revoking deletes it.

import { call, ProblemError } from "./api.js";
import { bytesToHex, canonicalJson } from "./verify.js";

const DATABASE = "referee-signing";
const STORE = "keys";
const encoder = new TextEncoder();

function openDatabase() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "player_id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work(store)` in one transaction; the result of the request it answers. */
async function inStore(mode, work) {
  const database = await openDatabase();
  try {
    return await new Promise((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

let support = null;

/**
 * Whether this browser can make and keep a signing key: WebCrypto with
 * Ed25519 (browsers keep WebCrypto for https pages and localhost) and
 * IndexedDB. Asked once, by making a throwaway key.
 */
export function signingSupported() {
  support ??= (async () => {
    if (!globalThis.crypto?.subtle || !globalThis.indexedDB) return false;
    try {
      await crypto.subtle.generateKey({ name: "Ed25519" }, false, ["sign", "verify"]);
      return true;
    } catch {
      return false;
    }
  })();
  return support;
}

/** The key this browser keeps for `playerId` ({player_id, key_id, public_key, private_key, created_at}), or null. */
export async function storedKey(playerId) {
  if (!(await signingSupported())) return null;
  return (await inStore("readonly", (store) => store.get(playerId))) ?? null;
}

/** Makes a key, registers its public half (`POST /v1/players/me/keys`) and keeps it for `playerId`. */
export async function createKey(playerId) {
  const pair = await crypto.subtle.generateKey({ name: "Ed25519" }, false, ["sign", "verify"]);
  const publicKey = bytesToHex(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  const registered = await call("POST", "/v1/players/me/keys", { body: { public_key: publicKey } });
  const record = {
    player_id: playerId,
    key_id: registered.key_id,
    public_key: publicKey,
    private_key: pair.privateKey,
    created_at: registered.created_at,
  };
  await inStore("readwrite", (store) => store.put(record));
  return record;
}

/** Revokes the kept key on the server (one the server no longer knows counts as gone) and deletes it here. */
export async function revokeKey(record) {
  try {
    await call("DELETE", `/v1/players/me/keys/${encodeURIComponent(record.key_id)}`);
  } catch (error) {
    if (!(error instanceof ProblemError && error.status === 404)) throw error;
  }
  await inStore("readwrite", (store) => store.delete(record.player_id));
}

/** The server's word on the kept key: its entry of `GET /v1/players/me/keys`, or null when it has none. */
export async function registeredEntry(record) {
  const { keys } = await call("GET", "/v1/players/me/keys");
  return keys.find((k) => k.key_id === record.key_id) ?? null;
}

/**
 * A move's `signature` (docs/FAIRNESS.md, "Signed moves"): the key's
 * Ed25519 signature of the five lines naming the game, the version the move
 * applies to, the seat and the action's canonical JSON.
 */
export async function signMove(record, gameId, version, seat, action) {
  const text = `referee-move-signature/v1\n${gameId}\n${version}\n${seat}\n${canonicalJson(action)}\n`;
  const signature = await crypto.subtle.sign({ name: "Ed25519" }, record.private_key, encoder.encode(text));
  return { key_id: record.key_id, signature: bytesToHex(new Uint8Array(signature)) };
}
