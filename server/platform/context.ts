import type { SiteName } from "@contracts/site-map";
import type { AuthConfig, ServerConfig } from "../config";
import type { AuthContext } from "../domains/auth/context";
import type { ShopContext } from "../domains/reservations/context";
import type { Clock } from "./clock";
import type { Db } from "./db/client";
import type { ClientAddressResolver } from "./http/client-address";
import type { Doors, RequireAuth } from "./http/doors";
import type { ApiApp } from "./http/env";
import type { Logger } from "./http/logger";
import type { MailProvider } from "./mail/mail-provider";

/**
 * What every domain is given, in one shape: the database, the clock, the log, the configuration, mail, the doors
 * (route builders per sign-in area) and the caller's address. Built once by `createApp`.
 */
export type AppContext = {
  db: Db;
  now: Clock;
  logger: Logger;
  config: ServerConfig;
  authConfig: AuthConfig;
  mail: MailProvider;
  /** Sign-in's keys, mail and social providers (the auth domain's own context). */
  auth: AuthContext;
  /** Payments' configuration and providers, shared by the shop's domains. */
  shop: ShopContext;
  requireAuth: RequireAuth;
  doors: Doors;
  clientAddress: ClientAddressResolver;
  /** Set by the process entry while it shuts down. */
  lifecycle?: { draining: boolean };
};

/** A public page a domain's data makes (a product's page), for the sitemap: its address and when it last changed. */
export type PublicPage = { path: string; updated?: string };

/** A server domain: its routes (and, in its folder, its service, tables, seed and tests). */
export type Domain = {
  name: string;
  register: (app: ApiApp, ctx: AppContext) => void;
  /** The public pages of a site that this domain's data makes, for search engines (the site's sitemap). */
  pages?: (ctx: AppContext, site: SiteName) => Promise<PublicPage[]>;
};
