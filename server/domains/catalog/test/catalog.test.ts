import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  CATALOG_MESSAGES,
  CatalogFacetsResponseSchema,
  CategorySchema,
  type ProductSummary,
  ProductListResponseSchema,
  RegionSchema,
} from "@contracts/catalog";
import { DEFAULT_RATES, type Currency } from "@contracts/money";
import { addDays, shopToday } from "@contracts/reservations";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { productOptions, products } from "../tables";
import { SEED_PRODUCTS } from "../seed-data";
import { BLEISURE_PROGRAMMES } from "../seed-bleisure";
import { CATALOG_LIST_STALE_MS, CATALOG_LIST_TTL_MS, invalidateCatalog } from "../list-cache";
import { authApp, body, call, errorOf, seededAuthApp } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createTestDb } from "../../../platform/test/db";
import { allProducts, productDetail } from "../../../platform/test/shop-fixtures";

const { db, app, clock } = await forTheFile(seededAuthApp());

/** The shop's whole catalogue: the demo products and the business-leisure programmes (ADR 0032). */
const SHOP_PRODUCTS = [
  ...SEED_PRODUCTS,
  ...BLEISURE_PROGRAMMES.map((programme) => ({ ...programme, featured: false, region: "seoul" })),
];
const PAGES = Math.ceil(SHOP_PRODUCTS.length / 12);

const list = async (query: string) => {
  const res = await call(app, "GET", `/api/v1/products${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ProductListResponseSchema.parse(await body(res));
};

const usd = (row: { price_from: number; currency: Currency }) =>
  row.currency === "USD" ? row.price_from : row.price_from * DEFAULT_RATES.krw_to_usd;

describe("GET /api/v1/products", () => {
  it("answers brotli or gzip as the client accepts, plainly to one that takes neither, compressing once for all", async () => {
    const path = "/api/v1/products?category=all&region=all&page=1";
    const plain = await app.request(path);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    const plainText = await plain.text();
    const bytes = async (encoding: string) => {
      const res = await app.request(path, { headers: { "Accept-Encoding": encoding } });
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      return { encoding: res.headers.get("content-encoding"), body: Buffer.from(await res.arrayBuffer()) };
    };
    const br = await bytes("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.body).toString("utf8"))).toEqual(JSON.parse(plainText));
    expect(br.body.byteLength).toBeLessThan(plainText.length / 3);
    const gzip = await bytes("gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.body).toString("utf8"))).toEqual(JSON.parse(plainText));
    // the same page within its second: the same compressed bytes, made once
    expect((await bytes("br")).body.equals(br.body)).toBe(true);
  });

  it("pages the whole catalogue in the recommended order, featured first", async () => {
    const first = await list("?category=all&region=all&page=1");
    expect(first.meta).toEqual({ page: 1, per_page: 12, total: SHOP_PRODUCTS.length, total_pages: PAGES });
    expect(first.data).toHaveLength(12);
    expect(first.data[0]).toMatchObject({ id: 1, kind: "tour", name: "Gyeongbokgung Palace Night Tour" });
    const featured = SEED_PRODUCTS.filter((product) => product.featured).length;
    expect(first.data.slice(0, featured).every((row) => row.featured)).toBe(true);
    expect(first.data.slice(featured).some((row) => row.featured)).toBe(false);
    expect(first.data[0]?.thumbnail).toMatch(/^\/images\/catalog\/[a-z-]+\.svg$/);

    const last = await list("?page=3");
    expect(last.data).toHaveLength(12);
    const rest: ProductSummary[] = [];
    for (let page = 4; page <= PAGES; page += 1) rest.push(...(await list(`?page=${page}`)).data);
    const ids = new Set([...first.data, ...(await list("?page=2")).data, ...last.data, ...rest].map((row) => row.id));
    expect(ids.size).toBe(SHOP_PRODUCTS.length);

    const beyond = await list(`?page=${PAGES + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ page: PAGES + 1, per_page: 12, total: SHOP_PRODUCTS.length, total_pages: PAGES });
  });

  it("keeps per_page within 1..48", async () => {
    expect((await list("?per_page=48")).data).toHaveLength(SHOP_PRODUCTS.length);
    expect((await list("?per_page=1&page=2")).meta).toMatchObject({ per_page: 1, total_pages: SHOP_PRODUCTS.length });
    for (const bad of ["0", "49", "abc"]) {
      const res = await call(app, "GET", `/api/v1/products?per_page=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "VALIDATION_ERROR", field: "per_page" });
    }
    const page = await call(app, "GET", "/api/v1/products?page=0");
    expect(await errorOf(page)).toMatchObject({ field: "page" });
  });

  it("answers 400 naming the field for an unknown category, region, kind or sort", async () => {
    for (const [query, field] of [
      ["category=museum", "category"],
      ["region=tokyo", "region"],
      ["kind=cruise", "kind"],
      ["sort=cheapest", "sort"],
      ["featured=2", "featured"],
      ["lang=fr", "lang"],
    ] as const) {
      const res = await call(app, "GET", `/api/v1/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "VALIDATION_ERROR", field });
    }
  });

  it("filters by category, region, kind and featured", async () => {
    const food = await list("?category=food&per_page=48");
    expect(food.data.length).toBe(SHOP_PRODUCTS.filter((p) => p.category === "food").length);
    expect(food.data.every((row) => row.category === "food")).toBe(true);

    const jejuActivity = await list("?category=activity&region=jeju&per_page=48");
    expect(jejuActivity.data.length).toBeGreaterThan(0);
    expect(jejuActivity.data.every((row) => row.category === "activity" && row.region === "jeju")).toBe(true);

    const tickets = await list("?kind=option_ticket&per_page=48");
    expect(tickets.meta.total).toBe(SHOP_PRODUCTS.filter((p) => p.kind === "option_ticket").length);
    expect(tickets.data.every((row) => row.kind === "option_ticket")).toBe(true);

    const featured = await list("?featured=1&per_page=48");
    expect(featured.meta.total).toBe(SEED_PRODUCTS.filter((p) => p.featured).length);
    expect(featured.data.every((row) => row.featured && ["festival", "tour"].includes(row.kind))).toBe(true);
  });

  it("matches the keyword case-insensitively in names and summaries of both languages", async () => {
    const mud = await list("?keyword=MUD");
    expect(mud.data.map((row) => row.name)).toContain("Boryeong Mud Festival");
    const blossom = await list(`?keyword=${encodeURIComponent("벚꽃")}`);
    expect(blossom.data.map((row) => row.id)).toContain(3);
    // "kayak" is nowhere; "diver" only in a summary ("Meet the women divers")
    expect((await list("?keyword=kayak")).meta.total).toBe(0);
    expect((await list("?keyword=divers")).data.map((row) => row.name)).toEqual(["Jeju Haenyeo Diving Experience"]);
    expect((await list(`?keyword=${encodeURIComponent("  palace  ")}`)).data.map((row) => row.id)).toContain(1);
  });

  it("takes % and _ in a keyword literally", async () => {
    expect((await list(`?keyword=${encodeURIComponent("%")}`)).meta.total).toBe(0);
    expect((await list("?keyword=_")).meta.total).toBe(0);
    expect((await list(`?keyword=${encodeURIComponent("Mud%Festival")}`)).meta.total).toBe(0);
  });

  it("answers 400 on keyword with the contract message when the keyword is empty", async () => {
    for (const empty of ["", "%20%20"]) {
      const res = await call(app, "GET", `/api/v1/products?keyword=${empty}`);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error).toMatchObject({ code: "VALIDATION_ERROR", field: "keyword" });
      expect(error.issues?.[0]?.message).toBe(CATALOG_MESSAGES.keywordRequired);
    }
  });

  it("sorts by price in dollars across currencies, both ways", async () => {
    const asc = (await list("?sort=price_asc&per_page=48")).data;
    const desc = (await list("?sort=price_desc&per_page=48")).data;
    expect(asc.map(usd)).toEqual([...asc.map(usd)].sort((a, b) => a - b));
    expect(desc.map(usd)).toEqual([...desc.map(usd)].sort((a, b) => b - a));
    expect(new Set(asc.map((row) => row.currency))).toEqual(new Set(["USD", "KRW"]));
    // 65 000 won is about $45.5: below $49, so a won price opens the cheap end
    expect(asc[0]).toMatchObject({ price_from: 65000, currency: "KRW" });
  });

  it("sorts by name in the language asked for", async () => {
    const names = (rows: ProductSummary[]) => rows.map((row) => row.name);
    const en = names((await list("?sort=name&per_page=48")).data);
    expect(en).toEqual([...en].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    const ko = names((await list("?sort=name&lang=ko&per_page=48")).data);
    expect(ko).toEqual([...ko].sort((a, b) => (a < b ? -1 : 1)));
    // Latin-led names ("DMZ ...") come first, then Hangul in dictionary order
    expect(ko.find((name) => /^[가-힣]/.test(name))).toBe("감천문화마을 워킹 투어");
  });

  it("sorts the newest product first", async () => {
    await db.db
      .update(products)
      .set({ createdAt: sql`now() + interval '1 day'` })
      .where(eq(products.id, 20));
    invalidateCatalog(db.db);
    expect((await list("?sort=newest")).data[0]?.id).toBe(20);
  });

  it("names and summarises in Korean with lang=ko", async () => {
    const [first] = (await list("?lang=ko")).data;
    expect(first).toMatchObject({ id: 1, name: "경복궁 야간 투어" });
    expect(first?.summary).toMatch(/[가-힣]/);
  });
});

describe("the list cache", () => {
  it("answers a page from memory for a second, and afresh once invalidated", async () => {
    const before = (await list("?keyword=Boryeong")).data[0];
    expect(before?.name).toBe("Boryeong Mud Festival");
    await db.db
      .update(products)
      .set({ nameEn: "Boryeong Mud Festival!" })
      .where(eq(products.id, before?.id ?? 0));
    try {
      expect((await list("?keyword=Boryeong")).data[0]?.name).toBe("Boryeong Mud Festival");
      invalidateCatalog(db.db);
      expect((await list("?keyword=Boryeong")).data[0]?.name).toBe("Boryeong Mud Festival!");
    } finally {
      await db.db
        .update(products)
        .set({ nameEn: "Boryeong Mud Festival" })
        .where(eq(products.id, before?.id ?? 0));
      invalidateCatalog(db.db);
    }
  });

  it("recomputes when the first bookable day moves", async () => {
    const saved = clock.now();
    try {
      expect((await list("?keyword=Boryeong")).data[0]?.bookable).toBe(true);
      // a year on, every seeded option is over: same query, new day, new answer
      clock.set(new Date(saved.getTime() + 366 * 24 * 3600 * 1000));
      expect((await list("?keyword=Boryeong")).data[0]?.bookable).toBe(false);
    } finally {
      clock.set(saved);
    }
  });

  it("past its second, answers the kept page while one query makes the next; past the stale limit, waits for it", async () => {
    const id = (await list("?keyword=Boryeong")).data[0]?.id ?? 0;
    const rename = (name: string) => db.db.update(products).set({ nameEn: name }).where(eq(products.id, id));
    const name = async () => (await list("?keyword=Boryeong")).data[0]?.name;
    let at = performance.now();
    const now = vi.spyOn(performance, "now").mockImplementation(() => at);
    try {
      invalidateCatalog(db.db);
      expect(await name()).toBe("Boryeong Mud Festival");
      await rename("Boryeong Mud Festival!");
      at += CATALOG_LIST_TTL_MS / 2;
      expect(await name()).toBe("Boryeong Mud Festival");
      // past the second: this asker gets the kept page at once, and the successor follows
      at += CATALOG_LIST_TTL_MS;
      expect(await name()).toBe("Boryeong Mud Festival");
      await vi.waitFor(async () => expect(await name()).toBe("Boryeong Mud Festival!"));
      // the successor is kept for its own second
      await rename("Boryeong Mud Festival");
      expect(await name()).toBe("Boryeong Mud Festival!");
      // a page older than the stale limit is never answered
      at += CATALOG_LIST_STALE_MS;
      expect(await name()).toBe("Boryeong Mud Festival");
    } finally {
      now.mockRestore();
      await rename("Boryeong Mud Festival");
      invalidateCatalog(db.db);
    }
  });
});

describe("GET /api/v1/products/facets", () => {
  it("counts every category and region code", async () => {
    const res = await call(app, "GET", "/api/v1/products/facets");
    expect(res.status).toBe(200);
    const { data } = CatalogFacetsResponseSchema.parse(await body(res));
    expect(data.categories.map((facet) => facet.code)).toEqual(CategorySchema.options);
    expect(data.regions.map((facet) => facet.code)).toEqual(RegionSchema.options);
    for (const facet of data.categories) {
      expect(facet.count, facet.code).toBe(SHOP_PRODUCTS.filter((p) => p.category === facet.code).length);
      expect(facet.count).toBeGreaterThan(0);
    }
    expect(data.regions.reduce((sum, facet) => sum + facet.count, 0)).toBe(SHOP_PRODUCTS.length);
  });

  it("lists every code at 0 on an empty catalogue", async () => {
    const empty = await createTestDb();
    try {
      const res = await call(authApp(empty.db), "GET", "/api/v1/products/facets");
      const { data } = CatalogFacetsResponseSchema.parse(await body(res));
      expect(data.categories).toEqual(CategorySchema.options.map((code) => ({ code, count: 0 })));
      expect(data.regions).toEqual(RegionSchema.options.map((code) => ({ code, count: 0 })));
    } finally {
      await empty.close();
    }
  });
});

describe("GET /api/v1/products/{id}", () => {
  it("answers the detail with images, description, location and sorted options", async () => {
    const detail = await productDetail(app, 1);
    expect(detail).toMatchObject({
      id: 1,
      kind: "tour",
      category: "tour",
      region: "seoul",
      featured: true,
      bookable: true,
      price_from: 49,
      currency: "USD",
    });
    expect(detail.location).toContain("Seoul");
    expect(detail.images.length).toBeGreaterThanOrEqual(2);
    expect(detail.thumbnail).toBe(detail.images[0]);
    expect(detail.description.split("\n\n").length).toBeGreaterThanOrEqual(2);
    expect(detail.options.map((option) => option.name)).toEqual([
      "Evening walk (19:00)",
      "Evening walk with hanbok",
      "Private group (up to 6)",
    ]);
    expect(detail.options[2]).toMatchObject({ price: 120000, currency: "KRW", capacity: 10, remaining: 10 });
    expect(detail.max_date).toBe(
      detail.options
        .map((o) => o.option_end_date)
        .sort()
        .at(-1),
    );
    const ko = await productDetail(app, 1, "ko");
    expect(ko.name).toBe("경복궁 야간 투어");
    expect(ko.options[0]?.name).toBe("저녁 산책 (19:00)");
    expect(ko.description).toMatch(/[가-힣]/);
  });

  it("answers remaining places as capacity minus sold", async () => {
    const detail = await productDetail(app, 2);
    const option = detail.options[0];
    if (!option) throw new Error("no option");
    await db.db.update(productOptions).set({ sold: 7 }).where(eq(productOptions.id, option.id));
    const after = await productDetail(app, 2);
    expect(after.options[0]).toMatchObject({ capacity: option.capacity, remaining: option.capacity - 7 });
    await db.db.update(productOptions).set({ sold: 0 }).where(eq(productOptions.id, option.id));
  });

  it("takes the cheapest bookable option in dollars for price_from", async () => {
    const detail = await productDetail(app, 1);
    const cheapest = detail.options[0];
    if (!cheapest) throw new Error("no option");
    await db.db.update(productOptions).set({ bookable: false }).where(eq(productOptions.id, cheapest.id));
    invalidateCatalog(db.db);
    try {
      // left: $89.5 and 120 000 won (about $84): the won option is cheaper
      expect(await productDetail(app, 1)).toMatchObject({ price_from: 120000, currency: "KRW", bookable: true });
      const [summary] = (await list("")).data;
      expect(summary).toMatchObject({ id: 1, price_from: 120000, currency: "KRW" });
    } finally {
      await db.db.update(productOptions).set({ bookable: true }).where(eq(productOptions.id, cheapest.id));
      invalidateCatalog(db.db);
    }
  });

  it("never offers today: min_date is tomorrow in Korea", async () => {
    const saved = clock.now();
    try {
      // 15:30 UTC is 00:30 the next day in Seoul: "tomorrow" is two UTC dates away
      const late = new Date(saved);
      late.setUTCHours(15, 30, 0, 0);
      clock.set(late);
      const detail = await productDetail(app, 1);
      const koreaToday = shopToday(late);
      expect(koreaToday).toBe(addDays(late.toISOString().slice(0, 10), 1));
      expect(detail.min_date).toBe(addDays(koreaToday, 1));
      expect(detail.unavailable_dates).not.toContain(koreaToday);
    } finally {
      clock.set(saved);
    }
  });

  it("starts at the product's sales start when it is later", async () => {
    const product = SEED_PRODUCTS.findIndex((p) => p.salesStartIn !== undefined);
    const [row] = await db.db
      .select({ salesStart: products.salesStart })
      .from(products)
      .where(eq(products.id, product + 1));
    const detail = await productDetail(app, product + 1);
    expect(row?.salesStart).toBeTruthy();
    expect(detail.min_date).toBe(row?.salesStart);
  });

  it("lists closed days, uncovered days and sold-out days as unavailable", async () => {
    const today = shopToday(clock.now());
    const detail = await productDetail(app, 1);
    const [closed] = SEED_PRODUCTS[0]?.closedIn ?? [];
    if (closed === undefined) throw new Error("product 1 has no closed day");
    // options start 3 days out: tomorrow and the day after are covered by none
    expect(detail.unavailable_dates).toEqual(
      expect.arrayContaining([addDays(today, 1), addDays(today, 2), addDays(today, closed)]),
    );
    expect(detail.unavailable_dates).not.toContain(addDays(today, 3));
    expect(detail.unavailable_dates.every((day) => day >= detail.min_date && day <= detail.max_date)).toBe(true);

    // the private group alone runs past day 120: once it is sold out, those days go
    const privateGroup = detail.options[2];
    if (!privateGroup) throw new Error("no third option");
    await db.db
      .update(productOptions)
      .set({ sold: privateGroup.capacity })
      .where(eq(productOptions.id, privateGroup.id));
    try {
      const soldOut = await productDetail(app, 1);
      expect(soldOut.options[2]?.remaining).toBe(0);
      expect(soldOut.unavailable_dates).toContain(addDays(today, 121));
      expect(soldOut.unavailable_dates).toContain(soldOut.max_date);
      expect(soldOut.unavailable_dates).not.toContain(addDays(today, 100));
    } finally {
      await db.db.update(productOptions).set({ sold: 0 }).where(eq(productOptions.id, privateGroup.id));
    }
  });

  it("answers 404 with the catalogue message for an unknown product, 400 for a bad id", async () => {
    const res = await call(app, "GET", "/api/v1/products/9999");
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: "NOT_FOUND", message: CATALOG_MESSAGES.productNotFound });
    const bad = await call(app, "GET", "/api/v1/products/abc");
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "id" });
  });
});

describe("the seeded catalogue", () => {
  it("spreads over every category and region with bookable and unbookable options", async () => {
    const rows = await allProducts(app);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(CategorySchema.options));
    expect(new Set(rows.map((row) => row.region))).toEqual(new Set(RegionSchema.options));
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(["festival", "tour", "option_ticket"]));
    // the shop's own options: a visitor pass type is not a departure with places (ADR 0030)
    const options = (
      await db.db
        .select({ option: productOptions })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(eq(products.channel, "shop"))
    ).map((row) => row.option);
    expect(options.length).toBeGreaterThan(0);
    expect(options.some((option) => !option.bookable)).toBe(true);
    expect(options.some((option) => option.capacity === 2)).toBe(true);
    expect(options.every((option) => option.capacity >= 2 && option.capacity <= 60)).toBe(true);
  });
});
