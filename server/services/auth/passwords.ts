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
