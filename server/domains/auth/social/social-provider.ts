import type { SocialType } from "@contracts/auth";

/** What a provider tells about a person after the redirect round trip. */
export type SocialProfile = {
  social_id: string;
  /** Proof of the identity, sent back by the browser at sign-in and sign-up and checked with `verify`. */
  social_token: string;
  email: string | null;
  name: string | null;
};

export type SocialProvider = {
  type: SocialType;
  /** `remote`: the real provider (keyed); `local`: this server's stand-in page at /dev/oauth/{type}/authorize. */
  kind: "remote" | "local";
  authorizeUrl: (state: string, redirectUri: string) => string;
  /** Trades the redirect's `code` for the profile; throws when the provider refuses. */
  exchange: (code: string, redirectUri: string) => Promise<SocialProfile>;
  /** The social id the token proves, or undefined when it proves nothing. */
  verify: (socialToken: string) => Promise<string | undefined>;
};

export type SocialProviders = Record<SocialType, SocialProvider>;
