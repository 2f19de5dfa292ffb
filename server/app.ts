import { OpenAPIHono } from "@hono/zod-openapi";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type AuthConfig, authConfigFromEnv, type ServerConfig } from "./config";
import type { Db } from "./db/client";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  reportEvery,
} from "./db/unavailable";
import { createRequireAuth } from "./http/auth-middleware";
import { limitBodies } from "./http/body-limits";
import { localPaymentExposure } from "./http/local-payment-access";
import { socialLocalExposure } from "./http/local-social-access";
import { type ClientAddressResolver, clientAddressOf } from "./http/client-address";
import type { ApiApp, AppEnv } from "./http/env";
import { AppError, INTERNAL_ERROR_MESSAGE } from "./http/errors";
import { createLogger, type Logger } from "./http/logger";
import { mailLinkWarning } from "./http/mail-links";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { staticSite } from "./http/static-site";
import { firstProductImage } from "./services/catalog/first-image";
import { validationHook } from "./http/validation";
import type { MailProvider } from "./providers/mail/mail-provider";
import type { SocialProviders } from "./providers/social/social-provider";
import { registerAuthRoutes } from "./routes/auth";
import { registerCommonRoutes } from "./routes/common";
import { outboxExposure, registerDevToolRoutes } from "./routes/dev-tools";
import { registerDocsRoutes } from "./routes/docs";
import { registerHealthRoutes } from "./routes/health";
import { registerMemberRoutes } from "./routes/members";
import { registerSettingsRoutes } from "./routes/settings";
import { registerSitemapRoutes } from "./routes/sitemap";
import { registerCartRoutes } from "./routes/cart";
import { registerCatalogRoutes } from "./routes/catalog";
import { registerWishlistRoutes } from "./routes/wishlist";
import { registerAdminReservationRoutes } from "./routes/admin-reservations";
import { registerLocalPaymentPage } from "./routes/local-payment-page";
import { registerPaymentRoutes } from "./routes/payments";
import { registerReservationRoutes } from "./routes/reservations";
import { registerReviewRoutes } from "./routes/reviews";
import { registerSocialReviewRoutes } from "./routes/social-reviews";
import { registerQuotationRoutes } from "./routes/quotations";
import { registerAttachmentRoutes } from "./routes/attachments";
import { registerBoardRoutes } from "./routes/boards";
import { registerInquiryRoutes } from "./routes/inquiries";
import { registerPromotionRoutes } from "./routes/promotions";
import { registerAdminMartMeetingRoutes } from "./routes/admin-mart-meetings";
import { registerLiveRoutes } from "./routes/live";
import { registerMartBusinessRoutes } from "./routes/mart-business";
import { registerMartMeetingRoutes } from "./routes/mart-meetings";
import { registerSitePageRoutes } from "./routes/site-pages";
import { registerAdminSurveyRoutes } from "./routes/admin-surveys";
import { registerSurveyRoutes } from "./routes/surveys";
import type { PaymentProviders } from "./providers/payments/payment-provider";
import { createShopContext } from "./services/reservations/context";
import type { Clock } from "./services/auth/clock";
import { createAuthContext } from "./services/auth/context";
import { TooManyAttemptsError } from "./services/auth/errors";

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

  app.use("*", requestLog(log));
  // nosniff and a referrer policy on everything; a Content-Security-Policy on pages (ADR 0020)
  app.use(
    "*",
    securityHeaders({
      toss: Boolean(config.payments?.toss),
      analytics: Boolean(config.appConfig.analyticsId),
      chat: Boolean(config.appConfig.chatPluginKey),
    }),
  );
  // Before anything reads a body: 413 for one over its route's limit (http/body-limits.ts, BODY_LIMIT).
  app.use("*", limitBodies(config.bodyLimitBytes));
  // API answers (lists of products, boards, results) shrink 5-10x; the event streams are left alone by the filter
  app.use("/api/*", compress());
  if (lifecycle) {
    app.use("*", async (c, next) => {
      await next();
      if (lifecycle.draining) c.res.headers.set("Connection", "close");
    });
  }

  registerHealthRoutes(app, { db, version: config.version, logger: log });
  registerSettingsRoutes(app, db);
  registerCommonRoutes(app, db);
  registerSitemapRoutes(app, { db, now: auth.now, clientAddress: addressOf });
  registerAuthRoutes(app, { ctx: auth, requireAuth, clientAddress: addressOf });
  registerMemberRoutes(app, { ctx: auth, requireAuth });
  registerDevToolRoutes(app, auth, requireAuth);
  registerCatalogRoutes(app, { db, now: auth.now });
  registerCartRoutes(app, { db, now: auth.now, requireAuth });
  registerWishlistRoutes(app, { db, now: auth.now, requireAuth });
  registerReservationRoutes(app, { ctx: shop, requireAuth });
  registerPaymentRoutes(app, { ctx: shop, requireAuth });
  registerAdminReservationRoutes(app, { ctx: shop, requireAuth });
  registerLocalPaymentPage(app, shop);
  registerReviewRoutes(app, { ctx: shop, requireAuth });
  registerSocialReviewRoutes(app, { ctx: shop, requireAuth });
  registerQuotationRoutes(app, { ctx: shop, requireAuth, mail: auth.mail });
  registerBoardRoutes(app, { db, now: auth.now, requireAuth });
  registerAttachmentRoutes(app, { db, requireAuth });
  registerInquiryRoutes(app, { db, now: auth.now, requireAuth });
  registerPromotionRoutes(app, { db, now: auth.now, requireAuth });
  const mart = { db, now: auth.now, requireAuth };
  registerSitePageRoutes(app, mart);
  registerMartBusinessRoutes(app, mart);
  registerMartMeetingRoutes(app, mart);
  registerAdminMartMeetingRoutes(app, mart);
  registerLiveRoutes(app, { ...mart, logger: log, lifecycle });
  registerSurveyRoutes(app, { ctx: auth, clientAddress: addressOf });
  registerAdminSurveyRoutes(app, { ctx: auth, requireAuth });
  registerDocsRoutes(app, config.version);

  if (config.serveStatic) {
    app.get(
      "*",
      staticSite({
        root: config.staticDir,
        appConfig: config.appConfig,
        logger: log,
        firstProductImage: (address) => firstProductImage(db, address, auth.now()),
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
