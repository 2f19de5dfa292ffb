import type { SocialType } from "@contracts/auth";
import { Kakao, Naver } from "arctic";
import type { SocialClientConfig } from "../../../config";
import type { SocialProfile, SocialProvider } from "./social-provider";

export const KAKAO_PROFILE_URL = "https://kapi.kakao.com/v2/user/me";
export const NAVER_PROFILE_URL = "https://openapi.naver.com/v1/nid/me";

type Profile = Omit<SocialProfile, "social_token">;

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** Kakao: `{ id, kakao_account: { email, profile: { nickname } } }`. */
export function parseKakaoProfile(body: unknown): Profile | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { id, kakao_account: account } = body as { id?: unknown; kakao_account?: Record<string, unknown> };
  if (typeof id !== "number" && typeof id !== "string") return undefined;
  const profile = account?.profile as Record<string, unknown> | undefined;
  return { social_id: String(id), email: text(account?.email), name: text(profile?.nickname) };
}

/** Naver: `{ resultcode: "00", response: { id, email, name, nickname } }`. */
export function parseNaverProfile(body: unknown): Profile | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { resultcode, response } = body as { resultcode?: unknown; response?: Record<string, unknown> };
  if (resultcode !== "00" || !response || typeof response.id !== "string" || !response.id) return undefined;
  return { social_id: response.id, email: text(response.email), name: text(response.name) ?? text(response.nickname) };
}

async function fetchProfile(type: SocialType, accessToken: string): Promise<Profile | undefined> {
  const res = await fetch(type === "kakao" ? KAKAO_PROFILE_URL : NAVER_PROFILE_URL, {
    headers: { Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) return undefined;
  const body: unknown = await res.json();
  return type === "kakao" ? parseKakaoProfile(body) : parseNaverProfile(body);
}

/**
 * The real Kakao or Naver sign-in through arctic. The social token is the provider's access token: `verify` reads
 * the profile with it, so only the provider can vouch for an id.
 */
export function createRemoteSocialProvider(type: SocialType, client: SocialClientConfig): SocialProvider {
  const oauth = (redirectUri: string) =>
    type === "kakao"
      ? new Kakao(client.clientId, client.clientSecret, redirectUri)
      : new Naver(client.clientId, client.clientSecret, redirectUri);
  return {
    type,
    kind: "remote",
    authorizeUrl: (state, redirectUri) => {
      const provider = oauth(redirectUri);
      // Scopes come from the consent items set in the provider's console.
      const url =
        provider instanceof Kakao ? provider.createAuthorizationURL(state, []) : provider.createAuthorizationURL();
      url.searchParams.set("state", state);
      return url.toString();
    },
    exchange: async (code, redirectUri) => {
      const tokens = await oauth(redirectUri).validateAuthorizationCode(code);
      const accessToken = tokens.accessToken();
      const profile = await fetchProfile(type, accessToken);
      if (!profile) throw new Error(`${type}: the profile could not be read`);
      return { ...profile, social_token: accessToken };
    },
    verify: async (socialToken) => {
      try {
        return (await fetchProfile(type, socialToken))?.social_id;
      } catch {
        // Unreachable or garbled: nothing is proven.
        return undefined;
      }
    },
  };
}
