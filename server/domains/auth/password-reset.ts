import { type AuthArea, RESET_TOKEN_TTL_SECONDS } from "@contracts/auth";
import type { Lang } from "@contracts/settings";
import { and, eq, gt, isNull } from "drizzle-orm";
import { accounts, passwordResets } from "./tables";
import { findByEmail } from "./account-lookup";
import type { AuthContext } from "./context";
import { randomToken, sha256 } from "../../platform/crypto";
import { authError } from "./errors";
import { resetPasswordMail } from "./mail-templates";
import { hashPassword } from "./passwords";
import { revokeAllSessions } from "./sessions";
import { ADDRESS_SENDS, spend, throttleKeys } from "./throttle";

/** The reset pages each area has; the caller's `url` may pick one of its own area's, nothing else. */
export const RESET_PATHS: Record<AuthArea, readonly string[]> = {
  member: ["/account/password-reset", "/seoulitepass/password-reset"],
  travel: ["/seouledutravel/password-reset"],
  accreditation: ["/sitmmt/ppipsa/password-reset", "/mice/password-reset"],
  admin: [],
};
export const DEFAULT_RESET_PATH = "/account/password-reset";

/**
 * `<origin><path>/<token>`: the origin is the caller's own (checked against PUBLIC_ORIGINS by the route); the
 * path is the area's first reset page unless `url` names another of the area's pages on the same origin.
 */
export function resetLink(area: AuthArea, origin: string, url: string | undefined, token: string): string {
  const known = RESET_PATHS[area];
  let path = known[0] ?? DEFAULT_RESET_PATH;
  if (url) {
    try {
      const asked = new URL(url, origin);
      const askedPath = asked.pathname.replace(/\/+$/, "");
      if (asked.origin === origin && known.includes(askedPath)) path = askedPath;
    } catch {
      // Not a URL: keep the default page.
    }
  }
  return `${origin}${path}/${encodeURIComponent(token)}`;
}

/**
 * Mails a one-use link when the address belongs to an active account of the area; the caller learns nothing
 * either way. Subject and body come from the server's templates, never from the request.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  area: AuthArea,
  input: { email: string; lang: Lang; url?: string },
  origin: string,
  address: string,
): Promise<void> {
  const now = ctx.now();
  await spend(ctx.db, throttleKeys.sends(address), ADDRESS_SENDS, now);
  const account = await findByEmail(ctx.db, area, input.email);
  if (!account || account.status !== "active") return;
  const token = randomToken(32);
  await ctx.db.insert(passwordResets).values({
    accountId: account.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
    createdAt: now,
  });
  const link = resetLink(area, origin, input.url, token);
  await ctx.mail.send(
    resetPasswordMail(input.lang, { to: account.email, link, minutes: RESET_TOKEN_TTL_SECONDS / 60 }),
  );
}

/**
 * Whether the token would still set a password (known, unused, not expired, its account active), without using
 * it: the reset page asks when it opens. Guessing is no shortcut: tokens carry 32 random bytes.
 */
export async function checkPasswordReset(ctx: AuthContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, ctx.now()),
        eq(accounts.status, "active"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Uses the token (one statement: two clicks cannot both succeed), sets the password, voids the account's other
 * links and ends every session.
 */
export async function confirmPasswordReset(ctx: AuthContext, token: string, password: string): Promise<void> {
  const now = ctx.now();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ accountId: passwordResets.accountId });
    if (!used) throw authError(400, "tokenInvalid", "code");
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(accounts.id, used.accountId), eq(accounts.status, "active")))
      .returning({ id: accounts.id });
    if (!account) throw authError(400, "tokenInvalid", "code");
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.accountId, account.id), isNull(passwordResets.usedAt)));
    await revokeAllSessions(tx, account.id, now);
  });
}
