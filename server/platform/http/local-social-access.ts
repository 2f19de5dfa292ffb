import type { SocialType } from "@contracts/auth";
import type { Context } from "hono";
import type { AuthConfig } from "../../config";
import type { SocialProviders } from "../../domains/auth/social/social-provider";
import { AppError } from "./errors";
import { loopbackOrigin } from "./mail-links";
import { mayUseStandIn, standInServed } from "./stand-in-access";

/**
 * Who may use the local social provider, the stand-in for Kakao or Naver without client id (ADR 0018, SOCIAL_LOCAL).
 * Its page signs anyone in as whatever identity they pick or type, so whoever may use it can sign in as every account
 * linked to a local identity (the demo members included). The same rule as the local outbox: by default only the
 * person on the server's own machine, and nobody on a server others can reach.
 */

export const SOCIAL_LOCAL_FORBIDDEN = "SOCIAL_LOCAL_FORBIDDEN";

const PROVIDER_NAMES: Record<SocialType, string> = { kakao: "Kakao", naver: "Naver" };
const KEY_NAMES: Record<SocialType, string> = {
  kakao: "KAKAO_CLIENT_ID",
  naver: "NAVER_CLIENT_ID and NAVER_CLIENT_SECRET",
};

/**
 * Whether the local provider works on this server at all. `local`, the default, only while it listens on a loopback
 * address and trusts no proxy: a server reachable from other machines must not let visitors pick who they are.
 */
export const socialLocalServed = (config: AuthConfig): boolean => standInServed(config.socialLocal, config);

/** Whether this caller may use the local provider: anyone with `open`; with `local`, a client on this machine. */
export const mayUseLocalSocial = (c: Context, config: AuthConfig): boolean =>
  mayUseStandIn(c, config.socialLocal, config);

/** Why the caller may not use the local provider, and the way in (a person wondering why learns what to set). */
export function localSocialRefusal(type: SocialType, config: AuthConfig): string {
  const provider = PROVIDER_NAMES[type];
  const unkeyed = `${provider} sign-in is not configured on this server (no ${KEY_NAMES[type]})`;
  if (config.socialLocal === "off") return `${unkeyed}, and its local stand-in is off (SOCIAL_LOCAL=off).`;
  if (!socialLocalServed(config)) {
    return (
      `${unkeyed}, and its local stand-in is off because this server is reachable from other machines. ` +
      "See SOCIAL_LOCAL in the README."
    );
  }
  return (
    `The local ${provider} stand-in can be used only on the server's own machine. Set ${KEY_NAMES[type]} for real ` +
    `${provider} sign-in, or see SOCIAL_LOCAL in the README.`
  );
}

/**
 * Refuses (403 SOCIAL_LOCAL_FORBIDDEN) a call of the social round trip (authorize, exchange, sign-in, sign-up) for a
 * provider played locally when this caller may not use the stand-in. A real provider is never refused here.
 */
export function assertSocialAvailable(
  c: Context,
  ctx: { config: AuthConfig; social: SocialProviders },
  type: SocialType,
) {
  if (ctx.social[type].kind !== "local" || mayUseLocalSocial(c, ctx.config)) return;
  throw new AppError(403, SOCIAL_LOCAL_FORBIDDEN, localSocialRefusal(type, ctx.config));
}

/** The providers this caller can sign in with: every real one, and the local ones when it may use the stand-in. */
export function availableSocialProviders(c: Context, ctx: { config: AuthConfig; social: SocialProviders }) {
  const local = mayUseLocalSocial(c, ctx.config);
  return Object.values(ctx.social)
    .filter((provider) => provider.kind === "remote" || local)
    .map((provider) => provider.type);
}

/** What the start-up log says about a local provider: who can use it, and so whom they can sign in as. */
export function socialLocalExposure(type: SocialType, config: AuthConfig): { text: string; exposed: boolean } {
  const provider = PROVIDER_NAMES[type];
  const head = `${type} sign-in (no ${KEY_NAMES[type]}):`;
  const takeover = `whoever uses it can sign in as any account linked to a local ${provider} identity by typing its e-mail`;
  switch (config.socialLocal) {
    case "open":
      return {
        text:
          `${head} a local stand-in at /dev/oauth/${type}/authorize usable by ANYONE who reaches this server ` +
          `(SOCIAL_LOCAL=open): ${takeover}, the demo members included`,
        exposed: true,
      };
    case "off":
      return { text: `${head} off (SOCIAL_LOCAL=off); the sites hide its button`, exposed: false };
    case "local":
      if (!socialLocalServed(config)) {
        return {
          text:
            `${head} off because this server is reachable from other machines (HOST=${config.listen.host}` +
            `${config.trustProxy ? ", TRUST_PROXY" : ""}); the sites hide its button: set ${KEY_NAMES[type]} ` +
            "(or SOCIAL_LOCAL=open on a closed test network)",
          exposed: false,
        };
      }
      return {
        text:
          `${head} a local stand-in at ${loopbackOrigin(config.listen.port)}/dev/oauth/${type}/authorize, usable ` +
          `only from this machine (a loopback connection naming a loopback host, with no proxy headers): ${takeover}; ` +
          "behind a reverse proxy on this machine set TRUST_PROXY or SOCIAL_LOCAL=off",
        exposed: false,
      };
  }
}
