import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { serverSecrets } from "./tables";
import { deriveKey } from "../../platform/crypto";

export type AuthKeys = {
  /** Access tokens (JWT HS256, audience = area). */
  access: Uint8Array;
  /** The signed `state` of a social sign-in round trip. */
  socialState: Uint8Array;
  /** The local social provider's tokens. */
  socialLocal: Uint8Array;
  /** HMAC of e-mail verification codes. */
  codes: Uint8Array;
  /** AES-256-GCM of sensitive fields at rest (passport and bank account numbers: platform/crypto.ts sealText). */
  fields: Uint8Array;
};

export const AUTH_SECRET_NAME = "auth";
const GENERATED_SECRET_BYTES = 32;

/**
 * The secret kept in the database when AUTH_SECRET is unset: the first process writes it, every later one (and
 * every restart) reads the same, so tokens stay valid across processes and restarts.
 */
export async function loadOrCreateSecret(db: Db, name = AUTH_SECRET_NAME): Promise<Uint8Array> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(GENERATED_SECRET_BYTES).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret "${name}" could not be stored`);
  return new Uint8Array(Buffer.from(row.value, "base64url"));
}

export function keysFromSecret(secret: Uint8Array): AuthKeys {
  return {
    access: deriveKey(secret, "access-token"),
    socialState: deriveKey(secret, "social-state"),
    socialLocal: deriveKey(secret, "social-local"),
    codes: deriveKey(secret, "email-codes"),
    fields: deriveKey(secret, "fields-at-rest"),
  };
}

/** Resolves the keys once; a failed attempt (database down) is retried on the next call. */
export function keyLoader(db: Db, configured: Uint8Array | undefined): () => Promise<AuthKeys> {
  let pending: Promise<AuthKeys> | undefined;
  return () => {
    pending ??= (configured ? Promise.resolve(configured) : loadOrCreateSecret(db)).then(keysFromSecret, (error) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
