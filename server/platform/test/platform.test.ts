import type { ApiError } from "@contracts/envelope";
import { HealthResponseSchema } from "@contracts/health";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "../db/unavailable";
import { INTERNAL_ERROR_MESSAGE } from "../http/errors";
import { createTestDb, type TestDb } from "./db";
import { captureLogger, json, testApp } from "./helpers";

let ctx: TestDb;
let app: ReturnType<typeof testApp>;
let log: ReturnType<typeof captureLogger>;

beforeAll(async () => {
  ctx = await createTestDb();
  log = captureLogger();
  app = testApp(ctx.db, {}, log.logger);
});
afterAll(() => ctx?.close());

describe("GET /api/health", () => {
  it("answers ok with the version while the database answers", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    const body = HealthResponseSchema.parse(await json(res));
    expect(body.data).toMatchObject({ status: "ok", database: "ok", version: "9.9.9-test" });
    expect(body.data.uptime_s).toBeGreaterThanOrEqual(0);
    expect(body.meta).toEqual({});
  });
});

describe("unknown routes", () => {
  it("answers 404 NOT_FOUND as JSON for an unknown /api path", async () => {
    const res = await app.request("/api/v1/nothing/here");
    expect(res.status).toBe(404);
    expect(await json<ApiError>(res)).toEqual({ message: "No route for GET /api/v1/nothing/here", code: "NOT_FOUND" });
  });

  it("answers 404 JSON for a wrong method on a known path", async () => {
    const res = await app.request("/api/v1/settings/menus", { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers 404 JSON for pages while the built sites are not served", async () => {
    const res = await app.request("/main");
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("OpenAPI document and reference page", () => {
  it("serves an OpenAPI 3.1 document listing every route", async () => {
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await json<{
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>(res);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "K-Travel API", version: "9.9.9-test" });
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/api/health",
        "/api/v1/admin/boards/{site}/{type}/posts",
        "/api/v1/admin/boards/{site}/{type}/posts/{id}",
        "/api/v1/admin/edu/applications",
        "/api/v1/admin/edu/applications.csv",
        "/api/v1/admin/edu/applications/decisions",
        "/api/v1/admin/edu/applications/{id}",
        "/api/v1/admin/edu/applications/{id}/decision",
        "/api/v1/admin/edu/applications/{id}/files/{fileId}",
        "/api/v1/admin/edu/applications/{id}/notes",
        "/api/v1/admin/edu/members",
        "/api/v1/admin/edu/members/{id}",
        "/api/v1/admin/edu/programmes",
        "/api/v1/admin/edu/programmes/{id}",
        "/api/v1/admin/edu/reports",
        "/api/v1/admin/edu/reports.csv",
        "/api/v1/admin/edu/summary",
        "/api/v1/admin/inquiries",
        "/api/v1/admin/inquiries/{id}",
        "/api/v1/admin/inquiries/{id}/reply",
        "/api/v1/accreditation/me",
        "/api/v1/admin/audit",
        "/api/v1/admin/me",
        "/api/v1/admin/promotions",
        "/api/v1/admin/promotions/{code}",
        "/api/v1/admin/quotations",
        "/api/v1/admin/quotations/{id}",
        "/api/v1/admin/quotations/{id}/withdraw",
        "/api/v1/admin/social-reviews",
        "/api/v1/admin/social-reviews/{id}/approve",
        "/api/v1/admin/social-reviews/{id}/reject",
        "/api/v1/attachments/{id}",
        "/api/v1/admin/reservations",
        "/api/v1/admin/reservations.csv",
        "/api/v1/admin/reservations/{id}",
        "/api/v1/admin/reservations/{id}/approve-cancel",
        "/api/v1/admin/reservations/{id}/deposit",
        "/api/v1/admin/reservations/{id}/refund",
        "/api/v1/admin/reservations/{id}/refuse-cancel",
        "/api/v1/admin/reviews",
        "/api/v1/admin/reviews/{id}/hide",
        "/api/v1/admin/reviews/{id}/unhide",
        "/api/v1/admin/shop/dashboard",
        "/api/v1/admin/shop/members",
        "/api/v1/admin/shop/members/{id}",
        "/api/v1/admin/shop/members/{id}/coupons",
        "/api/v1/admin/shop/members/{id}/coupons/{coupon_id}/revoke",
        "/api/v1/admin/shop/members/{id}/deactivate",
        "/api/v1/admin/shop/members/{id}/points",
        "/api/v1/admin/shop/members/{id}/reactivate",
        "/api/v1/auth/change-password",
        "/api/v1/auth/check-email",
        "/api/v1/auth/check-phone",
        "/api/v1/auth/delete",
        "/api/v1/auth/email-verification",
        "/api/v1/auth/email-verification/check",
        "/api/v1/auth/find-id",
        "/api/v1/auth/isLogin",
        "/api/v1/auth/reset-password",
        "/api/v1/auth/reset-password/{code}",
        "/api/v1/auth/signin",
        "/api/v1/auth/signin-social",
        "/api/v1/auth/signout",
        "/api/v1/auth/signup",
        "/api/v1/auth/signup-social",
        "/api/v1/auth/social/authorize",
        "/api/v1/auth/social/exchange",
        "/api/v1/auth/social/providers",
        "/api/v1/bleisure/programmes",
        "/api/v1/boards/{site}/{type}/posts",
        "/api/v1/boards/{site}/{type}/posts/{id}",
        "/api/v1/cart",
        "/api/v1/cart/count",
        "/api/v1/cart/{id}",
        "/api/v1/common",
        "/api/v1/common/meta",
        "/api/v1/edu/applications",
        "/api/v1/edu/applications/{id}",
        "/api/v1/edu/applications/{id}/files/{fileId}",
        "/api/v1/edu/applications/{id}/id-document",
        "/api/v1/edu/applications/{id}/pre-departure",
        "/api/v1/edu/applications/{id}/report",
        "/api/v1/edu/applications/{id}/submit",
        "/api/v1/edu/applications/{id}/withdraw",
        "/api/v1/edu/programmes",
        "/api/v1/edu/programmes/{id}",
        "/api/v1/inquiries",
        "/api/v1/inquiries/{id}",
        "/api/v1/members",
        "/api/v1/members/coupons",
        "/api/v1/members/points",
        "/api/v1/members/points/history",
        "/api/v1/members/points/total",
        "/api/v1/members/{id}",
        "/api/v1/payments/checkout",
        "/api/v1/payments/confirm",
        "/api/v1/payments/methods",
        "/api/v1/products",
        "/api/v1/products/facets",
        "/api/v1/products/{id}",
        "/api/v1/products/{productId}/reviews",
        "/api/v1/products/{productId}/reviews/summary",
        "/api/v1/promotions/visit",
        "/api/v1/reservations",
        "/api/v1/reservations/{id}",
        "/api/v1/reservations/{id}/cancel",
        "/api/v1/qna/{site}/questions",
        "/api/v1/qna/{site}/questions/{id}",
        "/api/v1/quotations",
        "/api/v1/quotations/{id}",
        "/api/v1/quotations/{id}/respond",
        "/api/v1/reviews",
        "/api/v1/reviews/bookings",
        "/api/v1/reviews/mine",
        "/api/v1/reviews/{id}",
        "/api/v1/reviews/{id}/helpful",
        "/api/v1/social-reviews",
        "/api/v1/social-reviews/{id}",
        "/api/v1/settings/menus",
        "/api/v1/settings/menus/{id}",
        "/api/v1/wishlist",
        "/api/v1/wishlist/{productId}",
        "/api/v1/admin/live/updates",
        "/api/v1/admin/mart/applications",
        "/api/v1/admin/mart/applications/{id}/decision",
        "/api/v1/admin/mart/businesses/{id}",
        "/api/v1/admin/mart/businesses/{id}/booth",
        "/api/v1/admin/mart/meeting-records",
        "/api/v1/admin/mart/meeting-records.csv",
        "/api/v1/admin/mart/meetings",
        "/api/v1/admin/mart/meetings/{id}/status",
        "/api/v1/admin/mart/slots",
        "/api/v1/admin/mart/slots/{id}",
        "/api/v1/admin/site-pages/{site}/{slug}",
        "/api/v1/live/state",
        "/api/v1/live/stream",
        "/api/v1/mart/business/me",
        "/api/v1/mart/business/me/application",
        "/api/v1/mart/businesses",
        "/api/v1/mart/businesses/{id}",
        "/api/v1/mart/businesses/{id}/slots",
        "/api/v1/mart/files/{id}",
        "/api/v1/mart/meetings",
        "/api/v1/mart/meetings/agenda.ics",
        "/api/v1/mart/meetings/{id}",
        "/api/v1/mart/meetings/{id}/record",
        "/api/v1/mart/meetings/{id}/{action}",
        "/api/v1/mart/schedule",
        "/api/v1/mart/slots",
        "/api/v1/mart/slots/{id}/availability",
        "/api/v1/site-pages/{site}/{slug}",
        "/api/v1/admin/mice/badges/{code}/check-in",
        "/api/v1/admin/mice/conference/sessions",
        "/api/v1/admin/mice/conference/sessions/{id}",
        "/api/v1/admin/mice/edition",
        "/api/v1/admin/mice/visitors",
        "/api/v1/mice/conference",
        "/api/v1/mice/edition",
        "/api/v1/mice/exhibitors",
        "/api/v1/mice/exhibitors/{id}",
        "/api/v1/mice/visitor/me",
        "/sitemap/",
        "/api/v1/surveys",
        "/api/v1/surveys/link",
        "/api/v1/surveys/{kind}/{area}",
        "/api/v1/surveys/{kind}/{area}/response",
        "/api/v1/surveys/{kind}/{area}/response/submit",
        "/api/v1/admin/surveys",
        "/api/v1/admin/surveys/{kind}/{area}",
        "/api/v1/admin/surveys/{kind}/{area}/results",
        "/api/v1/admin/surveys/{kind}/{area}/results.csv",
        "/api/v1/admin/survey-invitees",
        "/api/v1/tours/courses",
        "/api/v1/tours/courses/{slug}",
        "/api/v1/tours/reservations",
        "/api/v1/tours/reservations/lookup",
        "/api/v1/tours/reservations/{number}",
        "/api/v1/tours/reservations/{number}/cancel",
        "/api/v1/tours/payments/checkout",
        "/api/v1/tours/payments/confirm",
        "/api/v1/tours/reservations/{number}/tickets",
        "/api/v1/tours/tickets/{token}",
        "/api/v1/admin/tours/check-ins",
        "/api/v1/admin/tours/check-ins/batch",
        "/api/v1/admin/tours/departures/{id}/tickets",
        "/api/v1/admin/tours/departures",
        "/api/v1/admin/tours/departures/{id}",
        "/api/v1/admin/tours/courses",
        "/api/v1/admin/tours/courses/{slug}",
        "/api/v1/admin/tours/courses/{slug}/departures",
        "/api/v1/tours/waitlist",
        "/api/v1/tours/waitlist/leave",
        "/api/v1/tours/waitlist/offer",
        "/api/v1/passes/products",
        "/api/v1/passes/venues",
        "/api/v1/passes/venues/{id}",
        "/api/v1/passes/reservations",
        "/api/v1/passes/mine",
        "/api/v1/passes/scanner",
        "/api/v1/passes/scan",
        "/api/v1/passes/paying",
        "/api/v1/passes/{id}",
        "/api/v1/passes/{id}/holder",
        "/api/v1/passes/{id}/refund",
        "/api/v1/things-to-do/events",
        "/api/v1/things-to-do/events/{id}",
        "/api/v1/partnerships",
        "/api/v1/admin/partnerships",
        "/api/v1/admin/partnerships/{id}",
        "/api/v1/admin/partnerships/{id}/decision",
        "/api/v1/admin/refunds",
        "/api/v1/admin/refunds/{id}/returned",
        "/api/v1/admin/pass-venues",
        "/api/v1/admin/pass-venues/{id}",
        "/api/v1/admin/pass-venues/{id}/publish",
        "/api/v1/admin/pass-venues/{id}/unpublish",
        "/api/v1/admin/products",
        "/api/v1/admin/products/{id}",
        "/api/v1/admin/products/{id}/images",
        "/api/v1/admin/products/{id}/images/{index}",
        "/api/v1/admin/products/{id}/options",
        "/api/v1/admin/products/{id}/options/{optionId}",
        "/api/v1/admin/products/{id}/options/{optionId}/close",
        "/api/v1/admin/products/{id}/options/{optionId}/reopen",
        "/api/v1/admin/products/{id}/reviews",
        "/api/v1/product-images/{id}",
        "/api/v1/protocol/tours",
        "/api/v1/protocol/tours/{id}",
        "/api/v1/protocol/tours/{id}/delegates",
        "/api/v1/protocol/tours/{id}/delegates/{delegate}/flights",
        "/api/v1/protocol/tours/{id}/watch",
        "/api/v1/protocol/tracking/drive",
        "/api/v1/protocol/tracking/drive/{vehicle}/positions",
        "/api/v1/protocol/tracking/drive/{vehicle}/trip",
        "/api/v1/protocol/tracking/watch/{key}/state",
        "/api/v1/protocol/tracking/watch/{key}/stream",
        "/api/v1/admin/protocol/tours",
        "/api/v1/admin/protocol/tours/{id}",
        "/api/v1/admin/protocol/tours/{id}/stops",
        "/api/v1/admin/protocol/tours/{id}/vehicles",
        "/api/v1/admin/protocol/tours/{id}/vehicles/{vehicle}",
        "/api/v1/admin/protocol/tours/{id}/delegates",
        "/api/v1/admin/protocol/tours/{id}/delegates/{delegate}",
        "/api/v1/admin/protocol/tours/{id}/delegates/{delegate}/flights",
        "/api/v1/admin/protocol/tours/{id}/share-links",
        "/api/v1/admin/protocol/tours/{id}/share-links/{link}",
        "/api/v1/admin/protocol/tours/{id}/arrivals",
        "/api/v1/admin/protocol/delegates/{id}/met",
        "/api/v1/admin/protocol/delegates/{id}/handed-over",
      ].sort(),
    );
    expect(Object.keys(doc.paths["/sitemap/"] ?? {})).toEqual(["post"]);
    expect(doc.components.schemas).toHaveProperty("Menu");
    expect(doc.components.schemas).toHaveProperty("ApiError");
  });

  it("serves the reference page with its assets from this server, not a CDN", async () => {
    const res = await app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<title>K-Travel API</title>");
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(refs.length).toBeGreaterThanOrEqual(3);
    for (const ref of refs) {
      expect(ref.startsWith("/api/docs/assets/")).toBe(true);
      const asset = await app.request(ref);
      expect(asset.status, ref).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, ref).toBeGreaterThan(0);
    }
    const bundle = await app.request("/api/docs/assets/swagger-ui-bundle.js");
    expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    const init = await (await app.request("/api/docs/assets/docs-init.js")).text();
    expect(init).toContain('"/api/openapi.json"');
    expect(init).toContain("validatorUrl: null");
  });

  it("does not serve other files through the assets path", async () => {
    for (const ref of ["/api/docs/assets/package.json", "/api/docs/assets/..%2Fpackage.json"]) {
      const res = await app.request(ref);
      expect(res.status).toBe(404);
    }
  });
});

describe("request logging and request ids", () => {
  it("echoes a caller's request id and logs one JSON line per request", async () => {
    const res = await app.request("/api/v1/settings/menus", { headers: { "x-request-id": "req-abc.123" } });
    expect(res.headers.get("x-request-id")).toBe("req-abc.123");
    const line = log.lines().find((l) => l.msg === "request" && l.request_id === "req-abc.123");
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/api/v1/settings/menus", status: 200 });
    expect(typeof line?.duration_ms).toBe("number");
    expect(Number.isNaN(Date.parse(String(line?.time)))).toBe(false);
  });

  it("makes an id when none (or an unsafe one) is given", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "x-request-id": 'has spaces"quotes' },
      { "x-request-id": "x".repeat(200) },
    ];
    for (const headers of cases) {
      const res = await app.request("/api/nope", { headers });
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(log.lines().some((l) => l.request_id === id && l.status === 404)).toBe(true);
    }
  });
});

describe("a route that fails for a reason other than the connection", () => {
  it("answers 500 INTERNAL_ERROR with a generic message and logs the details", async () => {
    // a broken query (a table that is not there), not a lost connection: retrying would not help
    await ctx.db.execute(sql`alter table common_codes rename to common_codes_gone`);
    try {
      const res = await app.request("/api/v1/common?type=bank", { headers: { "x-request-id": "boom-1" } });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: INTERNAL_ERROR_MESSAGE, code: "INTERNAL_ERROR" });
      expect(text).not.toMatch(/stack|at .*\.ts|select/i);
      const logged = log.lines().find((l) => l.msg === "unhandled error" && l.request_id === "boom-1");
      expect(logged?.level).toBe("error");
      expect((logged?.error as { stack?: string } | undefined)?.stack).toBeTruthy();
      const request = log.lines().find((l) => l.msg === "request" && l.request_id === "boom-1");
      expect(request).toMatchObject({ level: "error", status: 500 });
    } finally {
      await ctx.db.execute(sql`alter table common_codes_gone rename to common_codes`);
    }
  });
});

// Runs last in this file: it closes the database.
describe("when the database is down", () => {
  beforeAll(async () => {
    await ctx.close();
  });

  it("health answers 503 with database down", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    const body = HealthResponseSchema.parse(await json(res));
    expect(body.data).toMatchObject({ status: "degraded", database: "down" });
  });

  it("a route that needs it answers 503 SERVICE_UNAVAILABLE with Retry-After, on both engines, and logs the cause", async () => {
    const res = await app.request("/api/v1/common?type=bank", { headers: { "x-request-id": "down-1" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: "SERVICE_UNAVAILABLE" });
    expect(text).not.toMatch(/stack|at .*\.ts|select|pglite|pool/i);
    const request = log.lines().find((l) => l.msg === "request" && l.request_id === "down-1");
    expect(request).toMatchObject({ status: 503 });
  });
});
