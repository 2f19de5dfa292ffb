import type { AuthArea, SigninBody, SocialType } from "@contracts/auth";
import { and, eq } from "drizzle-orm";
import { accounts } from "./tables";
import { type AccountRow, findByEmail } from "./account-lookup";
import type { AuthContext } from "./context";
import { authError } from "./errors";
import { passwordChecks } from "./passwords";
import { createSession, type DbOrTx } from "./sessions";
import {
  accountIdentity,
  ADDRESS_FAILURES,
  assertNotBlocked,
  beginPasswordAttempt,
  recordEvent,
  throttleKeys,
} from "./throttle";
import { signAccessToken } from "./tokens";

export type IssuedToken = { accessToken: string; expiresIn: number; id: number };

/** A fresh session row and its token: every sign-in gets its own, so each can be revoked alone. */
export async function issueSession(
  ctx: AuthContext,
  account: Pick<AccountRow, "id" | "area">,
  db: DbOrTx = ctx.db,
): Promise<IssuedToken> {
  const now = ctx.now();
  const ttlSeconds = ctx.config.tokenTtlSeconds;
  const session = await createSession(db, { accountId: account.id, area: account.area, now, ttlSeconds });
  const { access } = await ctx.keys();
  const accessToken = await signAccessToken(
    access,
    { area: account.area, accountId: account.id, sessionId: session.id },
    { now, ttlSeconds },
  );
  return { accessToken, expiresIn: ttlSeconds, id: account.id };
}

/**
 * Password sign-in. The spec tells an unknown address apart from a wrong password, so the answer reveals whether
 * an address is registered; the throttle keeps that from becoming a fast probe, and an unknown address takes the
 * same path (the same counters, one password hash verified) so the time of the answer does not tell either. The
 * inactive check comes after the password, so only the owner learns it.
 */
export async function signin(
  ctx: AuthContext,
  area: AuthArea,
  input: SigninBody,
  address: string,
): Promise<IssuedToken> {
  const now = ctx.now();
  const attempt = await beginPasswordAttempt(ctx.db, accountIdentity(area, input.email), address, now);
  const account = await findByEmail(ctx.db, area, input.email);
  const passwordHash = account?.passwordHash;
  // Without an account or a password (social only) a stand-in hash is verified, and its answer ignored.
  const checked = await passwordChecks.verify(passwordHash ?? (await passwordChecks.standInHash()), input.password);
  const matches = checked && !!passwordHash;
  if (!account || !matches) {
    await attempt.failed();
    throw account ? authError(401, "invalidCredentials", "password") : authError(401, "emailNotFound", "email");
  }
  if (account.status !== "active") throw authError(403, "inactiveAccount");
  await attempt.succeeded();
  return issueSession(ctx, account);
}

export async function signinSocial(
  ctx: AuthContext,
  area: AuthArea,
  input: { social_type: SocialType; social_id: string; social_token: string },
  address: string,
): Promise<IssuedToken> {
  const now = ctx.now();
  const addressKey = throttleKeys.signinAddress(address);
  await assertNotBlocked(ctx.db, [addressKey], now);
  const proven = await ctx.social[input.social_type].verify(input.social_token);
  if (proven === undefined || proven !== input.social_id) {
    await recordEvent(ctx.db, addressKey, ADDRESS_FAILURES, now);
    throw authError(400, "socialInvalid", "social_token");
  }
  const [account] = await ctx.db
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.area, area), eq(accounts.socialType, input.social_type), eq(accounts.socialId, input.social_id)),
    );
  if (!account) throw authError(404, "socialNotRegistered");
  if (account.status !== "active") throw authError(403, "inactiveAccount");
  return issueSession(ctx, account);
}
