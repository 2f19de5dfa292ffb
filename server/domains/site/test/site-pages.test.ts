import { REQUIRED_MESSAGE } from "@contracts/fields";
import { AdminSitePageResponseSchema, SitePageResponseSchema } from "@contracts/mart";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts } from "../../auth/tables";
import { sitePages } from "../tables";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { SITE_PAGE_MESSAGES } from "../site-pages";
import { body, call, errorOf, signIn } from "../../../platform/test/auth-fixtures";
import { createCommunity } from "../../../platform/test/community-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const world = await forTheFile(createCommunity());

const read = async (path: string) => {
  const res = await call(world.app, "GET", path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return SitePageResponseSchema.parse(await body(res)).data;
};

const pageBody = (overrides: Record<string, unknown> = {}) => ({
  title_en: "Hotels",
  title_ko: "호텔 안내",
  summary_en: "Where to stay",
  summary_ko: "숙박 안내",
  body_en: "Partner hotels near the venue.\r\n\r\n## Rates\r\n- From KRW 150,000",
  body_ko: "행사장 근처 협력 호텔입니다.\n\n## 요금\n- 150,000원부터",
  ...overrides,
});

describe("reading site pages", () => {
  it("reads a seeded page in English and Korean, without a token", async () => {
    const en = await read("/api/v1/site-pages/sitmmt/venue");
    expect(en).toMatchObject({ site: "sitmmt", slug: "venue", title: "Venue" });
    expect(en.body).toContain("## Getting there");
    const ko = await read("/api/v1/site-pages/sitmmt/venue?lang=ko");
    expect(ko.title).toBe("행사장 안내");
    expect(ko.body).toContain("## 오시는 길");
    expect(ko.updated_at).toBe(en.updated_at);
  });

  it("answers 404 for an unknown page or site and 400 for a bad path or language", async () => {
    for (const path of ["/api/v1/site-pages/sitmmt/nothing-here", "/api/v1/site-pages/nowhere/overview"]) {
      const res = await call(world.app, "GET", path);
      expect(res.status, path).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "NOT_FOUND", message: SITE_PAGE_MESSAGES.notFound });
    }
    // the shop has no pages of its own yet
    expect((await call(world.app, "GET", "/api/v1/site-pages/shop/overview")).status).toBe(404);
    for (const path of [
      "/api/v1/site-pages/sitmmt/Overview",
      "/api/v1/site-pages/s/overview",
      "/api/v1/site-pages/sitmmt/overview?lang=fr",
    ]) {
      expect((await call(world.app, "GET", path)).status, path).toBe(400);
    }
  });
});

describe("reading site pages (operators)", () => {
  it("refuses guests and members", async () => {
    const member = await world.member("page-reader");
    for (const token of [undefined, member.token]) {
      expect((await call(world.app, "GET", "/api/v1/admin/site-pages/sitmmt/venue", { token })).status).toBe(401);
    }
  });

  it("reads a page in both languages as the editor fills it; none is 404", async () => {
    const res = await call(world.app, "GET", "/api/v1/admin/site-pages/sitmmt/venue", { token: world.admin });
    expect(res.status).toBe(200);
    const page = AdminSitePageResponseSchema.parse(await body(res)).data;
    const [en, ko] = [
      await read("/api/v1/site-pages/sitmmt/venue"),
      await read("/api/v1/site-pages/sitmmt/venue?lang=ko"),
    ];
    expect(page).toEqual({
      site: "sitmmt",
      slug: "venue",
      title_en: en.title,
      title_ko: ko.title,
      summary_en: en.summary,
      summary_ko: ko.summary,
      body_en: en.body,
      body_ko: ko.body,
      updated_at: en.updated_at,
    });
    for (const path of ["/api/v1/admin/site-pages/sitmmt/nothing-here", "/api/v1/admin/site-pages/nowhere/venue"]) {
      const missing = await call(world.app, "GET", path, { token: world.admin });
      expect(missing.status, path).toBe(404);
      expect(await errorOf(missing)).toEqual({ code: "NOT_FOUND", message: SITE_PAGE_MESSAGES.notFound });
    }
    expect((await call(world.app, "GET", "/api/v1/admin/site-pages/sitmmt/Venue", { token: world.admin })).status).toBe(
      400,
    );
  });
});

describe("writing site pages (operators)", () => {
  it("refuses guests, members and companies", async () => {
    const company = await signIn(world.app, "buyer1@demo.test", DEMO_PASSWORD, { area: "accreditation" });
    const member = await world.member("pages");
    for (const token of [undefined, member.token, company.token]) {
      const res = await call(world.app, "PUT", "/api/v1/admin/site-pages/sitmmt/hotels", { token, body: pageBody() });
      expect(res.status).toBe(401);
    }
    expect((await call(world.app, "GET", "/api/v1/site-pages/sitmmt/hotels")).status).toBe(404);
  });

  it("creates a page, then replaces it, keeping who changed it last", async () => {
    const path = "/api/v1/admin/site-pages/sitmmt/hotels";
    const created = await call(world.app, "PUT", `${path}?lang=ko`, { token: world.admin, body: pageBody() });
    expect(created.status).toBe(200);
    expect(SitePageResponseSchema.parse(await body(created)).data).toMatchObject({
      site: "sitmmt",
      slug: "hotels",
      title: "호텔 안내",
      summary: "숙박 안내",
    });
    // one line ending, whatever the operator's system sends
    expect((await read("/api/v1/site-pages/sitmmt/hotels")).body).toBe(
      "Partner hotels near the venue.\n\n## Rates\n- From KRW 150,000",
    );
    world.clock.advance(60);
    const replaced = await call(world.app, "PUT", path, {
      token: world.admin,
      body: pageBody({ title_en: "Hotels and transport", summary_ko: undefined }),
    });
    expect(replaced.status).toBe(200);
    const page = await read("/api/v1/site-pages/sitmmt/hotels");
    expect(page.title).toBe("Hotels and transport");
    expect(page.updated_at).toBe(world.clock.now().toISOString());
    expect((await read("/api/v1/site-pages/sitmmt/hotels?lang=ko")).summary).toBe("");
    const [row] = await world.db.db
      .select({ updatedBy: sitePages.updatedBy })
      .from(sitePages)
      .where(and(eq(sitePages.site, "sitmmt"), eq(sitePages.slug, "hotels")));
    const [operator] = await world.db.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.area, "admin"), eq(accounts.email, "admin@demo.test")));
    expect(row?.updatedBy).toBe(operator?.id);
    // a seeded page is edited in place
    const overview = await call(world.app, "PUT", "/api/v1/admin/site-pages/sitmmt/overview", {
      token: world.admin,
      body: pageBody({ title_en: "About the mart" }),
    });
    expect(overview.status).toBe(200);
    expect((await read("/api/v1/site-pages/sitmmt/overview")).title).toBe("About the mart");
  });

  it("names the invalid field and answers 404 for a site the product does not have", async () => {
    const path = "/api/v1/admin/site-pages/sitmmt/rules";
    const cases: [Record<string, unknown>, string, string][] = [
      [pageBody({ title_en: "  " }), "title_en", REQUIRED_MESSAGE],
      [pageBody({ title_ko: undefined }), "title_ko", REQUIRED_MESSAGE],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(world.app, "PUT", path, { token: world.admin, body: payload });
      expect(res.status, field).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "VALIDATION_ERROR", field, message: `${field}: ${message}` });
    }
    for (const [payload, field] of [
      [pageBody({ body_en: "x".repeat(20_001) }), "body_en"],
      [pageBody({ summary_ko: "x".repeat(501) }), "summary_ko"],
      [pageBody({ title_en: "x".repeat(201) }), "title_en"],
    ] as const) {
      const res = await call(world.app, "PUT", path, { token: world.admin, body: payload });
      expect(res.status, field).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field });
    }
    const unknown = await call(world.app, "PUT", "/api/v1/admin/site-pages/nowhere/rules", {
      token: world.admin,
      body: pageBody(),
    });
    expect(unknown.status).toBe(404);
    expect((await call(world.app, "GET", "/api/v1/site-pages/sitmmt/rules")).status).toBe(404);
  });
});
