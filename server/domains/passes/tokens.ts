import { PASS_TOKEN_PATTERN } from "@contracts/pass-rules";
import type { AuthConfig } from "../../config";
import { hmac, safeEqual } from "../../platform/crypto";
import type { Db } from "../../platform/db/client";
import { signingKey } from "../../platform/signing-keys";

// A pass's QR token is `P1.<pass id>.<signature>` (ADR 0030), signed with a key of its own purpose: nothing is
// stored, a pass number alone makes no token, and a summit ticket (`T1`, another key) is never a pass.

async function sign(db: Db, auth: AuthConfig, passId: number): Promise<string> {
  return hmac(await signingKey(db, auth, "pass-token"), `pass.${passId}`);
}

export async function passToken(db: Db, auth: AuthConfig, passId: number): Promise<string> {
  return `P1.${passId}.${await sign(db, auth, passId)}`;
}

/** The pass id a token names when the server signed it; null for anything else (altered, made up, not a token). */
export async function openPassToken(db: Db, auth: AuthConfig, token: string): Promise<number | null> {
  if (!PASS_TOKEN_PATTERN.test(token)) return null;
  const [, id = "", signature = ""] = token.split(".");
  const passId = Number(id);
  if (!Number.isSafeInteger(passId) || passId < 1 || passId > 2_147_483_647) return null;
  return safeEqual(signature, await sign(db, auth, passId)) ? passId : null;
}
