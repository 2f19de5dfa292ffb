import {
  AUTH_MESSAGES,
  type AuthArea,
  type ChangePasswordBodySchema,
  type FindIdBodySchema,
  type SignupBodySchema,
  type SignupSocialBodySchema,
} from "@contracts/auth";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { accountFiles, accounts, passwordResets } from "./tables";
import { AppError } from "../../platform/http/errors";
import { findById, isEmailTaken } from "./account-lookup";
import type { AuthContext } from "./context";
import { randomToken } from "../../platform/crypto";
import { authError, uniqueViolation } from "./errors";
import { verificationMail } from "./mail-templates";
import { hashPassword, verifyPassword } from "./passwords";
import { type Principal, revokeAllSessions } from "./sessions";
import { issueSession, type IssuedToken } from "./signin";
import { accountIdentity, ADDRESS_LOOKUPS, ADDRESS_SENDS, beginPasswordAttempt, spend, throttleKeys } from "./throttle";
import { checkCode, consumeCode, issueCode, VERIFICATION_TTL_SECONDS } from "./verification";

export type SignupInput = z.output<typeof SignupBodySchema>;
export type SignupSocialInput = z.output<typeof SignupSocialBodySchema>;
export type SignupFile = { name: string; mime: string; data: Buffer };

const signupClosed = () => new AppError(403, "FORBIDDEN", AUTH_MESSAGES.signupClosed);

/**
 * check-email and check-phone tell anyone whether an address or a number is registered (the spec asks for both),
 * so each look-up counts against the caller's address and a long run of them is slowed (ADDRESS_LOOKUPS).
 */
export async function countLookup(ctx: AuthContext, address: string): Promise<void> {
  await spend(ctx.db, throttleKeys.lookups(address), ADDRESS_LOOKUPS, ctx.now());
}

/**
 * A mail anyone may have sent to any address (a guest's waitlist place): counts against the caller's send budget,
 * as a sign-up code does, so the server cannot be used to flood an inbox.
 */
export async function countSend(ctx: AuthContext, address: string): Promise<void> {
  await spend(ctx.db, throttleKeys.sends(address), ADDRESS_SENDS, ctx.now());
}

/** Sends a fresh 6-digit code; the address must be free in the area. Counts against the caller's send budget. */
export async function sendVerificationCode(
  ctx: AuthContext,
  area: AuthArea,
  input: { email: string; lang: "en" | "ko" },
  address: string,
): Promise<{ expiresInSeconds: number }> {
  const now = ctx.now();
  await spend(ctx.db, throttleKeys.sends(address), ADDRESS_SENDS, now);
  if (await isEmailTaken(ctx.db, area, input.email)) throw authError(409, "emailTaken", "email");
  const { codes } = await ctx.keys();
  const code = await issueCode(ctx.db, codes, { area, email: input.email, now });
  await ctx.mail.send(verificationMail(input.lang, { to: input.email, code, minutes: VERIFICATION_TTL_SECONDS / 60 }));
  return { expiresInSeconds: VERIFICATION_TTL_SECONDS };
}

async function verifiedCode(ctx: AuthContext, area: AuthArea, email: string, code: string, field: string) {
  const { codes } = await ctx.keys();
  const check = await checkCode(ctx.db, codes, { area, email, code, now: ctx.now() });
  if (check.ok) return check;
  throw check.reason === "missing"
    ? authError(400, "verificationRequired", field)
    : authError(400, "verificationInvalid", field);
}

export async function checkVerificationCode(ctx: AuthContext, area: AuthArea, email: string, code: string) {
  await verifiedCode(ctx, area, email, code, "code");
}

function conflict(error: unknown): AppError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  return constraint.includes("social")
    ? authError(409, "socialTaken", "social_id")
    : authError(409, "emailTaken", "email");
}

/**
 * Creates the account and uses the code up in one transaction. Two sign-ups for one address race on the unique
 * index: the second waits for the first and gets 409, so exactly one account exists.
 */
export async function signup(
  ctx: AuthContext,
  area: AuthArea,
  input: SignupInput,
  file?: SignupFile,
): Promise<{ userId: number }> {
  if (area === "admin") throw signupClosed();
  if (await isEmailTaken(ctx.db, area, input.email)) throw authError(409, "emailTaken", "email");
  const check = await verifiedCode(ctx, area, input.email, input.verification_code, "verification_code").catch(
    async (error: unknown) => {
      // A simultaneous sign-up for the same address may have used the code up a moment ago: the honest answer to
      // this one is then "the address is taken", not "the code is wrong".
      if (await isEmailTaken(ctx.db, area, input.email)) throw authError(409, "emailTaken", "email");
      throw error;
    },
  );
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accounts)
        .values({
          area,
          email: input.email.trim(),
          loginId: input.login_id || input.email.trim(),
          type: input.type,
          name: input.name.trim(),
          phone: input.phone ?? null,
          companyName: input.company_name || null,
          marketing: input.agree_marketing,
          lang: input.lang,
          passwordHash,
          termsAgreedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accounts.id });
      if (!row) throw new Error("sign-up: the account was not inserted");
      if (!(await consumeCode(tx, check, now))) throw authError(400, "verificationInvalid", "verification_code");
      if (file) {
        await tx
          .insert(accountFiles)
          .values({ accountId: row.id, name: file.name, mime: file.mime, size: file.data.byteLength, data: file.data });
      }
      return { userId: row.id };
    });
  } catch (error) {
    throw conflict(error) ?? error;
  }
}

/** Social sign-up (type general, no password): the social token must prove the social id. */
export async function signupSocial(
  ctx: AuthContext,
  area: AuthArea,
  input: SignupSocialInput,
): Promise<{ userId: number }> {
  if (area === "admin") throw signupClosed();
  const proven = await ctx.social[input.social_type].verify(input.social_token);
  if (proven === undefined || proven !== input.social_id) throw authError(400, "socialInvalid", "social_token");
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(accounts)
      .values({
        area,
        email: input.email.trim(),
        loginId: input.email.trim(),
        type: "general",
        name: input.name.trim(),
        phone: input.phone ?? null,
        marketing: input.agree_marketing,
        lang: input.lang,
        socialType: input.social_type,
        socialId: input.social_id,
        termsAgreedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: accounts.id });
    if (!row) throw new Error("social sign-up: the account was not inserted");
    return { userId: row.id };
  } catch (error) {
    throw conflict(error) ?? error;
  }
}

/** `ho***@example.com`: enough to recognise one's own address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

export async function findIds(
  ctx: AuthContext,
  area: AuthArea,
  input: z.output<typeof FindIdBodySchema>,
  address: string,
): Promise<string[]> {
  await spend(ctx.db, throttleKeys.sends(address), ADDRESS_SENDS, ctx.now());
  const rows = await ctx.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.area, area),
        eq(accounts.status, "active"),
        eq(accounts.phone, input.phone),
        sql`lower(${accounts.name}) = ${input.name.trim().toLowerCase()}`,
      ),
    )
    .orderBy(accounts.id);
  return rows.map((row) => maskEmail(row.email));
}

/**
 * Ends every session of the account (a stolen token dies with the old password) and opens a new one for this
 * browser. Wrong current passwords count like failed sign-ins.
 */
export async function changePassword(
  ctx: AuthContext,
  principal: Principal,
  input: z.output<typeof ChangePasswordBodySchema>,
  address: string,
): Promise<IssuedToken> {
  const now = ctx.now();
  const account = await findById(ctx.db, principal.accountId);
  if (!account) throw authError(400, "currentPasswordWrong", "currentPassword");
  const attempt = await beginPasswordAttempt(ctx.db, accountIdentity(account.area, account.email), address, now);
  const matches = account.passwordHash ? await verifyPassword(account.passwordHash, input.currentPassword) : false;
  if (!matches) {
    await attempt.failed();
    throw authError(400, "currentPasswordWrong", "currentPassword");
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  return ctx.db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, account.id));
    await revokeAllSessions(tx, account.id, now);
    return issueSession(ctx, account, tx);
  });
}

/**
 * Soft delete: the row stays for bookings and the ledger, but the address is freed for a new sign-up, personal
 * fields are cleared, the social link and password are dropped and every session ends.
 */
export async function deleteAccount(ctx: AuthContext, principal: Principal): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const freed = `deleted-${principal.accountId}-${randomToken(6)}@deleted.invalid`;
    await tx
      .update(accounts)
      .set({
        status: "deleted",
        email: freed,
        loginId: freed,
        name: "",
        birthday: null,
        phone: null,
        gender: null,
        nationality: null,
        passport: null,
        companyName: null,
        marketing: false,
        passwordHash: null,
        socialType: null,
        socialId: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(accounts.id, principal.accountId));
    await revokeAllSessions(tx, principal.accountId, now);
    await tx.delete(accountFiles).where(eq(accountFiles.accountId, principal.accountId));
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, principal.accountId));
  });
}
