import { type SocialIdentity, SocialIdentitySchema, type SocialType } from "@contracts/auth";
import { request } from "@lib/http/client";

/** Not named by the contract (SocialExchangeBodySchema); the server's route (server/domains/auth/routes.ts). */
export const SOCIAL_EXCHANGE_PATH = "/api/v1/auth/social/exchange";

export type SocialExchangeArg = { social_type: SocialType; code: string; state: string; redirect_uri: string };

/** Trades the provider's one-time `code` for the three values social sign-in and sign-up take. */
export async function socialExchange(arg: SocialExchangeArg): Promise<SocialIdentity> {
  const res = await request(SOCIAL_EXCHANGE_PATH, {
    method: "POST",
    schema: SocialIdentitySchema,
    body: arg,
    errorToast: false,
  });
  return res.data;
}
