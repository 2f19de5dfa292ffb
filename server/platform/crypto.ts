import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** URL-safe random text of `bytes` random bytes (reset links, session ids, one-use codes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** A 6-digit code, leading zeros kept. */
export function randomDigits(length = 6): string {
  let code = "";
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

/** Tokens that are long and random need no key: SHA-256 makes a stolen table useless. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** Short secrets (6-digit codes) need a keyed hash: a million SHA-256 guesses would undo a plain one. */
export function hmac(key: Uint8Array, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** One key per purpose from the one server secret, so a token of one kind can never pass for another. */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(createHmac("sha256", secret).update(`travel-platform/${purpose}`).digest());
}
