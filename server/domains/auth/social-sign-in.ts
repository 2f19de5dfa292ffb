import type { SocialIdentity, SocialType } from "@contracts/auth";
import type { AuthContext } from "./context";
import { authError } from "./errors";
import { signScoped, verifyScoped } from "./tokens";

export const SOCIAL_STATE_AUDIENCE = "social-state";
export const SOCIAL_STATE_TTL_SECONDS = 10 * 60;
export const SOCIAL_REDIRECT_PATHS: Record<SocialType, string> = { kakao: "/oauth-kakao", naver: "/oauth-naver" };

/** The provider may only send the browser back to this site's own handler page for that provider. */
export function isAllowedRedirect(type: SocialType, redirectUri: string, origin: string): boolean {
  try {
    const url = new URL(redirectUri);
    return url.origin === origin && url.pathname === SOCIAL_REDIRECT_PATHS[type] && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Where to send the browser, with a signed short-lived `state` naming the provider and the redirect. */
export async function authorizeSocial(
  ctx: AuthContext,
  input: { social_type: SocialType; redirect_uri: string },
  origin: string,
): Promise<{ url: string; state: string }> {
  if (!isAllowedRedirect(input.social_type, input.redirect_uri, origin)) {
    throw authError(400, "socialInvalid", "redirect_uri");
  }
  const { socialState } = await ctx.keys();
  const state = await signScoped(
    socialState,
    SOCIAL_STATE_AUDIENCE,
    { provider: input.social_type, redirect_uri: input.redirect_uri },
    { now: ctx.now(), ttlSeconds: SOCIAL_STATE_TTL_SECONDS },
  );
  return { url: ctx.social[input.social_type].authorizeUrl(state, input.redirect_uri), state };
}

/** Checks the state came from us for this provider and redirect, then trades the code for the identity. */
export async function exchangeSocial(
  ctx: AuthContext,
  input: { social_type: SocialType; code: string; state: string; redirect_uri: string },
): Promise<SocialIdentity> {
  const { socialState } = await ctx.keys();
  const state = await verifyScoped(socialState, SOCIAL_STATE_AUDIENCE, input.state, { now: ctx.now() });
  if (!state || state.provider !== input.social_type || state.redirect_uri !== input.redirect_uri) {
    throw authError(400, "socialInvalid", "state");
  }
  try {
    const profile = await ctx.social[input.social_type].exchange(input.code, input.redirect_uri);
    return { social_type: input.social_type, ...profile };
  } catch (error) {
    ctx.logger.warn("social exchange failed", { provider: input.social_type, error });
    throw authError(400, "socialInvalid", "code");
  }
}
