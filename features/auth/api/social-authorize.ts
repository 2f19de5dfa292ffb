import { SocialAuthorizeDataSchema, type SocialType } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { z } from "zod";

/** Not named by the contract (SocialAuthorizeQuerySchema); the server's route (server/domains/auth/routes.ts). */
export const SOCIAL_AUTHORIZE_PATH = "/api/v1/auth/social/authorize";

export type SocialAuthorizeData = z.infer<typeof SocialAuthorizeDataSchema>;

/** Where to send the browser to sign in with a provider, and the `state` to expect back. */
export async function socialAuthorize(socialType: SocialType, redirectUri: string): Promise<SocialAuthorizeData> {
  const res = await request(SOCIAL_AUTHORIZE_PATH, {
    schema: SocialAuthorizeDataSchema,
    query: { social_type: socialType, redirect_uri: redirectUri },
    errorToast: false,
  });
  return res.data;
}
