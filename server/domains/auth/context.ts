import type { AuthConfig } from "../../config";
import type { Db } from "../../platform/db/client";
import type { Logger } from "../../platform/http/logger";
import { createMailProvider } from "../../platform/mail/create-mail-provider";
import type { MailProvider } from "../../platform/mail/mail-provider";
import { createSocialProviders } from "./social/create-social-providers";
import type { SocialProviders } from "./social/social-provider";
import { type Clock, systemClock } from "../../platform/clock";
import { type AuthKeys, keyLoader } from "./keys";

/** Everything the account services need, made once per app. */
export type AuthContext = {
  db: Db;
  config: AuthConfig;
  now: Clock;
  keys: () => Promise<AuthKeys>;
  mail: MailProvider;
  social: SocialProviders;
  logger: Logger;
};

export type AuthContextOptions = {
  db: Db;
  config: AuthConfig;
  logger: Logger;
  now?: Clock;
  mail?: MailProvider;
  social?: Partial<SocialProviders>;
};

export function createAuthContext(options: AuthContextOptions): AuthContext {
  const now = options.now ?? systemClock;
  const keys = keyLoader(options.db, options.config.secret);
  const social = { ...createSocialProviders(options.config, { db: options.db, keys, now }), ...options.social };
  return {
    db: options.db,
    config: options.config,
    now,
    keys,
    mail: options.mail ?? createMailProvider(options.config, options.db),
    social,
    logger: options.logger,
  };
}
