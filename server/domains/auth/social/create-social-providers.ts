import type { AuthConfig } from "../../../config";
import type { Db } from "../../../platform/db/client";
import type { Clock } from "../../../platform/clock";
import type { AuthKeys } from "../keys";
import { createLocalSocialProvider } from "./local-social-provider";
import { createRemoteSocialProvider } from "./remote-social-provider";
import type { SocialProviders } from "./social-provider";

/** Each provider is real when keyed, else the local stand-in (the default on a fresh machine). */
export function createSocialProviders(
  config: AuthConfig,
  deps: { db: Db; keys: () => Promise<AuthKeys>; now: Clock },
): SocialProviders {
  return {
    kakao: config.kakao ? createRemoteSocialProvider("kakao", config.kakao) : createLocalSocialProvider("kakao", deps),
    naver: config.naver ? createRemoteSocialProvider("naver", config.naver) : createLocalSocialProvider("naver", deps),
  };
}
