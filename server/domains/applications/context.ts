import type { Clock } from "../../platform/clock";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/client";
import type { Logger } from "../../platform/http/logger";
import type { MailProvider } from "../../platform/mail/mail-provider";

/** What the education services need: the database, the clock, mail, the key of sealed fields, the log. */
export type EduContext = {
  db: Db;
  now: Clock;
  mail: MailProvider;
  /** AES-256-GCM key of passport and bank account numbers (from the server secret, platform/crypto.ts). */
  fieldKey: () => Promise<Uint8Array>;
  logger: Logger;
};

export function eduContext(ctx: AppContext): EduContext {
  return {
    db: ctx.db,
    now: ctx.now,
    mail: ctx.mail,
    fieldKey: async () => (await ctx.auth.keys()).fields,
    logger: ctx.logger,
  };
}
