import type { AuthConfig } from "../../config";
import type { Db } from "../db/client";
import type { MailProvider } from "./mail-provider";
import { createOutboxMailProvider } from "./outbox-mail-provider";
import { createSmtpMailProvider } from "./smtp-mail-provider";

/** SMTP when SMTP_URL is set, else the local outbox (the default, so a fresh machine needs no mail account). */
export function createMailProvider(config: AuthConfig, db: Db): MailProvider {
  return config.smtpUrl
    ? createSmtpMailProvider({ url: config.smtpUrl, from: config.mailFrom })
    : createOutboxMailProvider(db);
}
