import { SocialProvidersDataSchema, type SocialType } from "@contracts/auth";
import { request } from "@lib/http/client";
import useSWR from "swr";

/** Not named by the contract (SocialProvidersResponseSchema); the server's route (server/domains/auth/routes.ts). */
export const SOCIAL_PROVIDERS_PATH = "/api/v1/auth/social/providers";

/** The social sign-ins the server lets this visitor use (a local stand-in is off on a server others can reach). */
export async function fetchSocialProviders(): Promise<SocialType[]> {
  const res = await request(SOCIAL_PROVIDERS_PATH, { schema: SocialProvidersDataSchema, errorToast: false });
  return res.data;
}

/** `enabled: false` (a sign-in page without social buttons) asks nothing. */
export function useSocialProviders(enabled: boolean) {
  return useSWR<SocialType[], Error>(enabled ? SOCIAL_PROVIDERS_PATH : null, fetchSocialProviders);
}
