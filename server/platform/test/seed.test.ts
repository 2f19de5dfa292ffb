import { COMMON_CODE_TYPES } from "@contracts/common";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commonCodes, menus, settingsMeta } from "../../domains/site/tables";
import { seed, seedCounts } from "../db/seed";
import { SEED_COMMON_CODES, SEED_MENUS } from "../db/seed-data";
import { createTestDb, type TestDb } from "./db";

let ctx: TestDb;

beforeAll(async () => {
  ctx = await createTestDb();
});
afterAll(() => ctx?.close());

const menuRowsPerLang = SEED_MENUS.reduce((n, m) => n + 1 + (m.children?.length ?? 0), 0);
const codeRows = Object.values(SEED_COMMON_CODES).reduce((n, list) => n + list.length, 0);

describe("seed", () => {
  it("fills a fresh database once, even when two seeders start together", async () => {
    expect(await seedCounts(ctx.db)).toEqual({ menus: 0, common_codes: 0, settings_meta: 0 });
    // On PostgreSQL these really overlap (separate pooled connections); each step must run exactly once.
    const reports = await Promise.all([seed(ctx.db), seed(ctx.db)]);
    expect(reports.flatMap((r) => r.applied).sort()).toEqual([
      "accounts-v1",
      "boards-v1",
      "catalog-bleisure-v1",
      "catalog-v1",
      "city-events-v1",
      "common-codes-v1",
      "console-staff-v1",
      "edu-applications-v1",
      "edu-qna-v1",
      "edu-site-v1",
      "gate-staff-v1",
      "inquiries-demo-v1",
      "inquiry-types-edu-v1",
      "inquiry-types-pass-v1",
      "mart-accounts-v1",
      "mart-boards-v1",
      "mart-companies-v1",
      "mart-meetings-v1",
      "mart-seller3-v1",
      "mart-site-pages-v1",
      "menus-v1",
      "mice-companies-v1",
      "mice-edition-v1",
      "mice-meetings-v1",
      "mice-site-v1",
      "mice-visitors-v1",
      "partnerships-v1",
      "passes-partner-products-v1",
      "passes-v1",
      "promotions-v1",
      "protocol-tour-v1",
      "quotations-demo-v1",
      "reservations-demo-v1",
      "reviews-demo-v1",
      "rok-us-pages-v1",
      "seoulitepass-pages-v1",
      "settings-meta-v1",
      "summit-tours-v1",
      "summit-waitlist-v1",
      "surveys-v1",
    ]);
    expect(await seedCounts(ctx.db)).toEqual({
      menus: menuRowsPerLang * 2,
      common_codes: codeRows,
      settings_meta: 1,
    });
    const types = await ctx.db.selectDistinct({ type: commonCodes.type }).from(commonCodes);
    expect(types.map((t) => t.type).sort()).toEqual([...COMMON_CODE_TYPES].sort());
    const [koHome] = await ctx.db
      .select({ title: menus.title })
      .from(menus)
      .where(and(eq(menus.lang, "ko"), eq(menus.path, "/main")));
    expect(koHome?.title).toBe("홈");
  });

  it("seeding again adds nothing and keeps what people changed", async () => {
    const before = await seedCounts(ctx.db);
    await ctx.db
      .update(commonCodes)
      .set({ nameEn: "Korea (edited)" })
      .where(and(eq(commonCodes.type, "nationality"), eq(commonCodes.code, "KR")));
    await ctx.db
      .update(settingsMeta)
      .set({ meta: { krw_to_usd: 0.00075, usd_to_krw: 1333 } })
      .where(eq(settingsMeta.key, "exchange_rate"));
    await ctx.db.delete(commonCodes).where(and(eq(commonCodes.type, "bank"), eq(commonCodes.code, "071")));
    await ctx.db
      .update(menus)
      .set({ title: "Start" })
      .where(and(eq(menus.lang, "en"), eq(menus.path, "/main")));

    const report = await seed(ctx.db);
    expect(report.applied).toEqual([]);

    expect(await seedCounts(ctx.db)).toEqual({ ...before, common_codes: before.common_codes - 1 });
    const [kr] = await ctx.db
      .select({ name: commonCodes.nameEn })
      .from(commonCodes)
      .where(and(eq(commonCodes.type, "nationality"), eq(commonCodes.code, "KR")));
    expect(kr?.name).toBe("Korea (edited)");
    const [rates] = await ctx.db.select({ meta: settingsMeta.meta }).from(settingsMeta);
    expect(rates?.meta).toEqual({ krw_to_usd: 0.00075, usd_to_krw: 1333 });
    const [home] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(menus)
      .where(and(eq(menus.lang, "en"), eq(menus.path, "/main")));
    expect(home?.n).toBe(1);
  });
});
