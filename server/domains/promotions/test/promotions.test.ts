import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { APP_CONFIG_DEFAULTS } from "@contracts/app-config";
import {
  type PromotionLink,
  PromotionListResponseSchema,
  PromotionResponseSchema,
  PromotionVisitResponseSchema,
} from "@contracts/promotions";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../app";
import { promotionLinks } from "../tables";
import { SEED_PROMOTIONS } from "../../boards/seed";
import { APP_CONFIG_TAG } from "../../../platform/http/static-site";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { type CommunityMember, createCommunity } from "../../../platform/test/community-fixtures";
import { testConfig, forTheFile } from "../../../platform/test/helpers";

const world = await forTheFile(createCommunity());
let member: CommunityMember;

beforeAll(async () => {
  member = await world.member("promo");
});

async function stored(code: string) {
  const [row] = await world.db.db.select().from(promotionLinks).where(eq(promotionLinks.code, code));
  if (!row) throw new Error(`no promotion ${code}`);
  return row;
}
const visitsOf = async (code: string) => (await stored(code)).visits;

const visit = async (code: unknown) => {
  const res = await call(world.app, "POST", "/api/v1/promotions/visit", { body: { code } });
  expect(res.status).toBe(200);
  return PromotionVisitResponseSchema.parse(await body(res)).data;
};

const put = (code: string, payload: unknown, token = world.admin) =>
  call(world.app, "PUT", `/api/v1/admin/promotions/${encodeURIComponent(code)}`, { token, body: payload });

describe("the /redirect page", () => {
  it("answers a known code with 302 to its path and counts the visit", async () => {
    const before = await visitsOf("SPRING26");
    world.clock.advance(30);
    const res = await world.app.request("/redirect?code=SPRING26");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/product/search/festival/all");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const row = await stored("SPRING26");
    expect(row.visits).toBe(before + 1);
    expect(row.lastVisitAt?.getTime()).toBe(world.clock.now().getTime());
  });

  it("sends unknown, malformed, missing and inactive codes to /main without counting", async () => {
    await world.db.db.update(promotionLinks).set({ active: false }).where(eq(promotionLinks.code, "SITMMT"));
    const before = await visitsOf("SITMMT");
    for (const query of [
      "?code=NOPE",
      "?code=x",
      "?code=a%20b",
      "?code=%2F%2Fevil.example",
      "",
      "?code=",
      "?code=SITMMT",
    ]) {
      const res = await world.app.request(`/redirect${query}`);
      expect(res.status, query).toBe(302);
      expect(res.headers.get("location"), query).toBe("/main");
    }
    expect(await visitsOf("SITMMT")).toBe(before);
    await world.db.db.update(promotionLinks).set({ active: true }).where(eq(promotionLinks.code, "SITMMT"));
    expect((await world.app.request("/redirect?code=SITMMT")).headers.get("location")).toBe("/sitmmt");
  });

  it("treats codes as exact (case matters) and trims spaces", async () => {
    expect((await world.app.request("/redirect?code=jeju")).headers.get("location")).toBe("/main");
    expect((await world.app.request("/redirect?code=%20JEJU%20")).headers.get("location")).toBe(
      "/product/search/all/jeju",
    );
  });

  it("does not count a HEAD request (link checkers and previews)", async () => {
    const before = await visitsOf("JEJU");
    const res = await world.app.request("/redirect?code=JEJU", { method: "HEAD" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/product/search/all/jeju");
    expect(await visitsOf("JEJU")).toBe(before);
  });

  it("is answered by the server ahead of the built site's pages", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "promotions-site-"));
    try {
      mkdirSync(path.join(root, "assets"));
      writeFileSync(
        path.join(root, "index.html"),
        `<!doctype html><html><head>${APP_CONFIG_TAG}</head><body></body></html>`,
      );
      const site = createApp({
        db: world.db.db,
        config: testConfig({ serveStatic: true, staticDir: root, appConfig: APP_CONFIG_DEFAULTS }),
      });
      const res = await site.request("/redirect?code=SPRING26");
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/product/search/festival/all");
      // other pages still get the app
      expect((await site.request("/event")).status).toBe(200);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("POST /api/v1/promotions/visit", () => {
  it("counts a visit and answers the target", async () => {
    const before = await visitsOf("JEJU");
    expect(await visit("JEJU")).toEqual({ target: "/product/search/all/jeju", known: true });
    expect(await visitsOf("JEJU")).toBe(before + 1);
  });

  it("answers /main for unknown or empty codes", async () => {
    for (const code of ["NOPE", "", "   ", "bad code!"]) {
      expect(await visit(code)).toEqual({ target: "/main", known: false });
    }
  });

  it("refuses a missing or malformed body", async () => {
    for (const payload of [{}, { code: 7 }, { code: "x".repeat(65) }]) {
      const res = await call(world.app, "POST", "/api/v1/promotions/visit", { body: payload });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "VALIDATION_ERROR", field: "code" });
    }
  });

  it("counts every one of many simultaneous visits exactly once", async () => {
    const before = await visitsOf("SPRING26");
    const pages = Array.from({ length: 15 }, () => world.app.request("/redirect?code=SPRING26"));
    const calls = Array.from({ length: 15 }, () =>
      call(world.app, "POST", "/api/v1/promotions/visit", { body: { code: "SPRING26" } }),
    );
    const results = await Promise.all([...pages, ...calls]);
    expect(results.map((res) => res.status).sort()).toEqual([
      ...Array<number>(15).fill(200),
      ...Array<number>(15).fill(302),
    ]);
    expect(await visitsOf("SPRING26")).toBe(before + 30);
  });
});

describe("managing codes (operators)", () => {
  it("refuses guests and members", async () => {
    expect((await call(world.app, "GET", "/api/v1/admin/promotions")).status).toBe(401);
    expect((await call(world.app, "GET", "/api/v1/admin/promotions", { token: member.token })).status).toBe(401);
    expect((await put("NEW1", { target_path: "/main" }, member.token)).status).toBe(401);
  });

  it("lists the seeded codes with their visits, newest first", async () => {
    const res = await call(world.app, "GET", "/api/v1/admin/promotions", { token: world.admin });
    expect(res.status).toBe(200);
    const links = PromotionListResponseSchema.parse(await body(res)).data;
    expect(links.map((link) => [link.code, link.target_path])).toEqual(
      SEED_PROMOTIONS.map((promotion) => [promotion.code, promotion.target]),
    );
    expect(links.every((link) => link.active)).toBe(true);
    expect(links.find((link) => link.code === "SPRING26")?.visits).toBe(await visitsOf("SPRING26"));
  });

  it("creates a code (201), changes it (200) and keeps its visits", async () => {
    const created = await put("SUMMER_26", { target_path: "/product/search/activity/all" });
    expect(created.status).toBe(201);
    expect(PromotionResponseSchema.parse(await body(created)).data).toEqual({
      code: "SUMMER_26",
      target_path: "/product/search/activity/all",
      active: true,
      visits: 0,
      last_visit_at: null,
      created_at: expect.any(String) as string,
      signups: 0,
      bookings: 0,
      revenue: { usd: 0, krw: 0 },
    } satisfies PromotionLink);
    await visit("SUMMER_26");
    const changed = await put("SUMMER_26", { target_path: "/event", active: false });
    expect(changed.status).toBe(200);
    expect(PromotionResponseSchema.parse(await body(changed)).data).toMatchObject({
      target_path: "/event",
      active: false,
      visits: 1,
    });
    expect(await visit("SUMMER_26")).toEqual({ target: "/main", known: false });
    const list = PromotionListResponseSchema.parse(
      await body(await call(world.app, "GET", "/api/v1/admin/promotions", { token: world.admin })),
    ).data;
    expect(list[0]?.code).toBe("SUMMER_26");
  });

  it("refuses targets off this site and malformed codes", async () => {
    for (const target of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "main", ""]) {
      const res = await put("OFFSITE", { target_path: target });
      expect(res.status, target).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field: "target_path" });
    }
    for (const code of ["x", "bad code", "a".repeat(65), "코드"]) {
      const res = await put(code, { target_path: "/main" });
      expect(res.status, code).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field: "code" });
    }
    const noBody = await call(world.app, "PUT", "/api/v1/admin/promotions/OK12", { token: world.admin, body: {} });
    expect(noBody.status).toBe(400);
    expect(await errorOf(noBody)).toMatchObject({ field: "target_path" });
  });
});
