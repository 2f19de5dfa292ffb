import type { AuthConfig } from "../config";
import { loadOrCreateSecret } from "../domains/auth/keys";
import { deriveKey } from "./crypto";
import type { Db } from "./db/client";

// Keys the server signs its own tokens with (ADR 0027, 0030): one per purpose, derived from the server's secret, so
// a token of one kind (a summit ticket) can never pass for another (a visitor pass) and nothing is stored.

export type SigningPurpose =
  "tour-reservation-key" | "tour-ticket" | "tour-waitlist" | "pass-token" | "tracking-watch-key";

const keys = new WeakMap<Db, Map<SigningPurpose, Promise<Uint8Array>>>();

/** The key for one purpose, derived once per database from the server's secret. */
export function signingKey(db: Db, auth: AuthConfig, purpose: SigningPurpose): Promise<Uint8Array> {
  const own = keys.get(db) ?? new Map<SigningPurpose, Promise<Uint8Array>>();
  keys.set(db, own);
  let key = own.get(purpose);
  if (!key) {
    key = (async () => deriveKey(auth.secret ?? (await loadOrCreateSecret(db)), purpose))();
    key.catch(() => own.delete(purpose));
    own.set(purpose, key);
  }
  return key;
}
