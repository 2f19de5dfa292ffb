import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type AuthConfig, authConfigFromEnv, type ServerConfig } from "./config";
import type { Db } from "./platform/db/client";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  reportEvery,
} from "./platform/db/unavailable";
import { createRequireAuth } from "./platform/http/auth-middleware";
import { compressAnswers } from "./platform/http/compression";
import { countWrites, createDataVersion } from "./platform/http/data-version";
import { limitBodies } from "./platform/http/body-limits";
import { localPaymentExposure } from "./platform/http/local-payment-access";
import { socialLocalExposure } from "./platform/http/local-social-access";
import { type ClientAddressResolver, clientAddressOf } from "./platform/http/client-address";
import type { ApiApp, AppEnv } from "./platform/http/env";
import { AppError, INTERNAL_ERROR_MESSAGE } from "./platform/http/errors";
import { createLogger, type Logger } from "./platform/http/logger";
import { mailLinkWarning } from "./platform/http/mail-links";
import { requestLog } from "./platform/http/request-log";
import { readPageStart } from "./platform/http/page-start";
import { securityHeaders } from "./platform/http/security-headers";
import { tileOrigin } from "@contracts/app-config";
import { staticSite } from "./platform/http/static-site";
import { validationHook } from "./platform/http/validation";
import type { MailProvider } from "./platform/mail/mail-provider";
import type { SocialProviders } from "./domains/auth/social/social-provider";
import { registerDocsRoutes } from "./platform/docs-routes";
import { registerHealthRoutes } from "./platform/health-routes";
import { domainPages, registerSeoRoutes } from "./platform/seo-routes";
import type { PaymentProviders } from "./domains/payments/providers/payment-provider";
import { DOMAINS } from "./domains";
import { outboxExposure } from "./domains/auth/dev-tools-routes";
import type { AppContext } from "./platform/context";
import { createDoors } from "./platform/http/doors";
import { createShopContext } from "./domains/reservations/context";
import type { Clock } from "./platform/clock";
import { createAuthContext } from "./domains/auth/context";
import { TooManyAttemptsError } from "./domains/auth/errors";

export type CreateAppOptions = {
  db: Db;
  config: ServerConfig;
  logger?: Logger;
  /** Set by the process entry while it shuts down: answers then ask clients to close their connection. */
  lifecycle?: { draining: boolean };
  /** The services' clock (tests move it instead of sleeping). */
  now?: Clock;
  /** The caller's address for throttling; default: the socket's, or read from X-Forwarded-For behind TRUST_PROXY. */
  clientAddress?: ClientAddressResolver;
  /** Replaces the configured mail provider (SMTP or the local outbox). */
  mail?: MailProvider;
  /** Replaces configured social providers (real or local). */
  social?: Partial<SocialProviders>;
  /** Replaces configured payment providers (tests inject a fake Toss or PayPal). */
  payments?: Partial<PaymentProviders>;
};

/** Local defaults: a secret kept in the database, outbox mail, local social sign-in. */
const LOCAL_AUTH_CONFIG: AuthConfig = authConfigFromEnv({});

const CODE_BY_STATUS: Partial<Record<number, string>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  408: "REQUEST_TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

/** Errors thrown by hono and its validators, mapped to the API's `{ message, code }`. */
function fromHttpException(err: HTTPException): AppError {
  const status: ContentfulStatusCode = err.status;
  if (status === 400 && /malformed json/i.test(err.message)) {
    return new AppError(400, "BAD_JSON", "Malformed JSON in request body");
  }
  if (status === 415) {
    return new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Content-Type must be application/json");
  }
  return new AppError(status, CODE_BY_STATUS[status] ?? "HTTP_ERROR", err.message || "Request failed");
}

export function createApp({
  db,
  config,
  logger,
  lifecycle,
  now,
  clientAddress,
  mail,
  social,
  payments,
}: CreateAppOptions): ApiApp {
  const log = logger ?? createLogger(config.logLevel);
  const authConfig = config.auth ?? LOCAL_AUTH_CONFIG;
  const auth = createAuthContext({ db, config: authConfig, logger: log, now, mail, social });
  const requireAuth = createRequireAuth(auth);
  const addressOf: ClientAddressResolver = clientAddress ?? ((c) => clientAddressOf(c, authConfig.proxyHops));
  const shop = createShopContext({
    db,
    auth: authConfig,
    payments: config.payments,
    now,
    providers: payments,
    logger: log,
  });
  const outbox = auth.mail.kind === "outbox" ? outboxExposure(authConfig) : undefined;
  const lines = [
    ...(outbox ? [outbox] : []),
    ...Object.values(auth.social)
      .filter((provider) => provider.kind === "local")
      .map((provider) => socialLocalExposure(provider.type, authConfig)),
    ...[localPaymentExposure(shop)].filter((line) => line !== undefined),
  ];
  const standIns = lines.map((line) => line.text);
  // In production mode a stand-in is worth a warning; one that others can use (or an outbox nobody can read) always is.
  const exposed = lines.some((line) => line.exposed);
  if (standIns.length > 0)
    (config.serveStatic || exposed ? log.warn : log.info)("local stand-ins in use", { stand_ins: standIns });
  const linkWarning = mailLinkWarning(authConfig);
  if (linkWarning) log.warn("mailed links", { warning: linkWarning });
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // the page's first script, written into every page the server renders and allowed by its hash (ADR 0024)
  const pageStart = config.serveStatic ? readPageStart(config.staticDir) : undefined;
  app.use("*", requestLog(log));
  // nosniff and a referrer policy on everything; a Content-Security-Policy on pages (ADR 0020)
  app.use(
    "*",
    securityHeaders({
      toss: Boolean(config.payments?.toss),
      analytics: Boolean(config.appConfig.analyticsId),
      chat: Boolean(config.appConfig.chatPluginKey),
      kakaoMap: config.appConfig.mapProvider === "kakao",
      mapTileOrigin: config.appConfig.mapTileUrl ? tileOrigin(config.appConfig.mapTileUrl) : null,
      inlineScripts: pageStart ? [pageStart.hashSource] : [],
    }),
  );
  // Before anything reads a body: 413 for one over its route's limit (http/body-limits.ts, BODY_LIMIT).
  app.use("*", limitBodies(config.bodyLimitBytes));
  // API answers (lists of products, boards, results) shrink 5-10x; the event streams are left alone
  app.use("/api/*", compressAnswers());
  // pages kept by the static site are made again after any write
  const dataVersion = createDataVersion();
  app.use("/api/*", countWrites(dataVersion));
  if (lifecycle) {
    app.use("*", async (c, next) => {
      await next();
      if (lifecycle.draining) c.res.headers.set("Connection", "close");
    });
  }

  registerHealthRoutes(app, { db, version: config.version, logger: log });
  const ctx: AppContext = {
    db,
    now: auth.now,
    logger: log,
    config,
    authConfig,
    mail: auth.mail,
    auth,
    shop,
    requireAuth,
    doors: createDoors(requireAuth),
    clientAddress: addressOf,
    lifecycle,
  };
  for (const domain of DOMAINS) domain.register(app, ctx);
  registerDocsRoutes(app, config.version);
  // robots.txt and the sitemaps: every public site's pages, with the pages the domains' data makes
  registerSeoRoutes(app, domainPages(DOMAINS, ctx));

  if (config.serveStatic) {
    app.get(
      "*",
      staticSite({
        root: config.staticDir,
        appConfig: config.appConfig,
        logger: log,
        api: (request, env) => app.fetch(request, env),
        dataVersion: () => dataVersion.current(),
        pageStart,
      }),
    );
  }

  app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}`, code: "NOT_FOUND" }, 404));

  const unavailableReports = reportEvery(10_000);
  app.onError((err, c) => {
    if (err instanceof TooManyAttemptsError) c.header("Retry-After", String(err.retryAfterSeconds));
    if (err instanceof AppError) return c.json(err.toBody(), err.status);
    if (err instanceof HTTPException && err.status < 500) {
      const known = fromHttpException(err);
      return c.json(known.toBody(), known.status);
    }
    // A lost database connection (a restart, a failover): the request may succeed when retried.
    if (isDatabaseUnavailable(err)) {
      const report = unavailableReports();
      if (report) {
        log.warn("database unavailable", {
          request_id: c.get("requestId"),
          method: c.req.method,
          path: c.req.path,
          error: err,
          not_logged_since: report.suppressed,
        });
      }
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE, code: "SERVICE_UNAVAILABLE" }, 503);
    }
    // Anything else is a bug or an outage: log it whole, tell the client nothing about it.
    log.error("unhandled error", {
      request_id: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      error: err,
    });
    return c.json({ message: INTERNAL_ERROR_MESSAGE, code: "INTERNAL_ERROR" }, 500);
  });

  return app;
}
