import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";

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

const SEALED_PREFIX = "v1.";

/**
 * Encrypts a short text at rest (a passport or bank account number) with AES-256-GCM under a 32-byte key from
 * `deriveKey`: a fresh 12-byte nonce per value, so equal values differ in the table, and the tag makes a changed
 * value fail to open rather than read as something else. Answer: `v1.<nonce>.<ciphertext>.<tag>` (base64url).
 */
export function sealText(key: Uint8Array, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${SEALED_PREFIX}${[nonce, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".")}`;
}

/** Opens what `sealText` sealed with the same key; throws on another key or a changed value. */
export function openText(key: Uint8Array, sealed: string): string {
  if (!sealed.startsWith(SEALED_PREFIX)) throw new Error("not a sealed value");
  const [nonce, data, tag] = sealed
    .slice(SEALED_PREFIX.length)
    .split(".")
    .map((part) => Buffer.from(part, "base64url"));
  if (!nonce || !data || !tag) throw new Error("not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", key, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
