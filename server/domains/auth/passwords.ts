import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the library defaults, which are OWASP's minimum (m=19 MiB, t=2, p=1): about 8 ms here. The PHC
 * string keeps its parameters, so raising them later still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed match, not a server error.
    return false;
  }
}

let standIn: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters as real ones, made once per process: verified when a
 * sign-in names no account (or one without a password), so that answer takes as long as a wrong password.
 */
export function standInHash(): Promise<string> {
  standIn ??= hashPassword(randomBytes(18).toString("base64url")).catch((error: unknown) => {
    standIn = undefined;
    throw error;
  });
  return standIn;
}

/**
 * The checks sign-in makes, as one object: a test can watch which hash a sign-in verifies (vi.spyOn works on an
 * object shared by every importer, where mocking the module would miss modules loaded before the test).
 */
export const passwordChecks = { verify: verifyPassword, standInHash };
