import type { AuthArea } from "@contracts/auth";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { emailVerifications } from "./tables";
import { hmac, randomDigits, safeEqual } from "../../platform/crypto";
import type { DbOrTx } from "./sessions";

export const VERIFICATION_TTL_SECONDS = 10 * 60;
export const VERIFICATION_MAX_ATTEMPTS = 5;

const normal = (email: string) => email.trim().toLowerCase();

function codeHash(key: Uint8Array, area: AuthArea, email: string, code: string) {
  return hmac(key, `${area}\n${normal(email)}\n${code}`);
}

/** A fresh code for the address; it replaces any earlier one (its tries start again at zero). */
export async function issueCode(
  db: Db,
  key: Uint8Array,
  input: { area: AuthArea; email: string; now: Date },
): Promise<string> {
  const code = randomDigits(6);
  const values = {
    codeHash: codeHash(key, input.area, input.email, code),
    attempts: 0,
    expiresAt: new Date(input.now.getTime() + VERIFICATION_TTL_SECONDS * 1000),
    consumedAt: null,
    createdAt: input.now,
  };
  await db
    .insert(emailVerifications)
    .values({ area: input.area, email: normal(input.email), ...values })
    .onConflictDoUpdate({ target: [emailVerifications.area, emailVerifications.email], set: values });
  return code;
}

export type CodeCheck = { ok: true; id: number; codeHash: string } | { ok: false; reason: "missing" | "invalid" };

/**
 * Spends one of the code's tries and gives it back when the code matches: concurrent guesses each need a try of
 * their own, so no more than five wrong codes are ever compared.
 */
export async function checkCode(
  db: Db,
  key: Uint8Array,
  input: { area: AuthArea; email: string; code: string; now: Date },
): Promise<CodeCheck> {
  const email = normal(input.email);
  const [row] = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(
      and(
        eq(emailVerifications.area, input.area),
        eq(emailVerifications.email, email),
        lt(emailVerifications.attempts, VERIFICATION_MAX_ATTEMPTS),
        isNull(emailVerifications.consumedAt),
        gt(emailVerifications.expiresAt, input.now),
      ),
    )
    .returning({ id: emailVerifications.id, codeHash: emailVerifications.codeHash });
  if (!row) {
    const [any] = await db
      .select({ id: emailVerifications.id })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.area, input.area), eq(emailVerifications.email, email)));
    return { ok: false, reason: any ? "invalid" : "missing" };
  }
  if (!safeEqual(row.codeHash, codeHash(key, input.area, email, input.code))) return { ok: false, reason: "invalid" };
  await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} - 1` })
    .where(eq(emailVerifications.id, row.id));
  return { ok: true, id: row.id, codeHash: row.codeHash };
}

/** Uses the code up inside the sign-up transaction; false when it was replaced, used or expired meanwhile. */
export async function consumeCode(tx: DbOrTx, check: { id: number; codeHash: string }, now: Date): Promise<boolean> {
  const rows = await tx
    .update(emailVerifications)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailVerifications.id, check.id),
        eq(emailVerifications.codeHash, check.codeHash),
        isNull(emailVerifications.consumedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ id: emailVerifications.id });
  return rows.length === 1;
}
