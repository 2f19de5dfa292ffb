import type { SocialType } from "@contracts/auth";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../platform/db/client";
import { socialLocalCodes } from "../tables";
import type { Clock } from "../../../platform/clock";
import { randomToken, sha256 } from "../../../platform/crypto";
import type { AuthKeys } from "../keys";
import { signScoped, verifyScoped } from "../tokens";
import type { SocialProvider } from "./social-provider";

export const LOCAL_SOCIAL_AUDIENCE = "social-local";
/** The redirect's code must be traded at once, like a real provider's. */
export const LOCAL_CODE_TTL_SECONDS = 2 * 60;
/** Long enough to fill in the social sign-up form after the round trip. */
export const LOCAL_SOCIAL_TOKEN_TTL_SECONDS = 30 * 60;

/** The same address typed again gives the same id, so a typed identity can sign in again later. */
export function localSocialId(type: SocialType, email: string): string {
  return `${type}-local-${sha256(email.trim().toLowerCase()).slice(0, 16)}`;
}

export async function issueLocalCode(
  db: Db,
  input: {
    type: SocialType;
    socialId: string;
    email: string | null;
    name: string | null;
    redirectUri: string;
    now: Date;
  },
): Promise<string> {
  const code = randomToken(24);
  await db.insert(socialLocalCodes).values({
    codeHash: sha256(code),
    provider: input.type,
    socialId: input.socialId,
    email: input.email,
    name: input.name,
    redirectUri: input.redirectUri,
    expiresAt: new Date(input.now.getTime() + LOCAL_CODE_TTL_SECONDS * 1000),
    createdAt: input.now,
  });
  return code;
}

/**
 * The stand-in for Kakao or Naver while no client id is configured: the browser is sent to this server's own page,
 * which plays the provider; its social token is a JWT signed by this server (audience `social-local`).
 */
export function createLocalSocialProvider(
  type: SocialType,
  deps: { db: Db; keys: () => Promise<AuthKeys>; now: Clock },
): SocialProvider {
  return {
    type,
    kind: "local",
    authorizeUrl: (state, redirectUri) => {
      const url = new URL(`/dev/oauth/${type}/authorize`, new URL(redirectUri).origin);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("state", state);
      return url.toString();
    },
    exchange: async (code, redirectUri) => {
      const now = deps.now();
      const [row] = await deps.db
        .update(socialLocalCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(socialLocalCodes.codeHash, sha256(code)),
            eq(socialLocalCodes.provider, type),
            eq(socialLocalCodes.redirectUri, redirectUri),
            isNull(socialLocalCodes.usedAt),
            gt(socialLocalCodes.expiresAt, now),
          ),
        )
        .returning();
      if (!row) throw new Error(`${type} (local): unknown, used or expired code`);
      const { socialLocal } = await deps.keys();
      const socialToken = await signScoped(
        socialLocal,
        LOCAL_SOCIAL_AUDIENCE,
        { provider: type },
        { now, ttlSeconds: LOCAL_SOCIAL_TOKEN_TTL_SECONDS, subject: row.socialId },
      );
      return { social_id: row.socialId, social_token: socialToken, email: row.email, name: row.name };
    },
    verify: async (socialToken) => {
      const { socialLocal } = await deps.keys();
      const payload = await verifyScoped(socialLocal, LOCAL_SOCIAL_AUDIENCE, socialToken, { now: deps.now() });
      return payload?.provider === type && typeof payload.sub === "string" ? payload.sub : undefined;
    },
  };
}
