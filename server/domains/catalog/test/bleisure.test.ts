import { BLEISURE_MESSAGES, BleisureProgrammesResponseSchema } from "@contracts/bleisure";
import { addDays } from "@contracts/reservations";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authApp, body, call, errorOf, testClock } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createTestDb } from "../../../platform/test/db";
import { productOptions, products } from "../tables";

// ADR 0032: the business-leisure programmes by free time. The clock is noon in Seoul on 2030-03-04, so the first
// bookable day is the 5th; every product here is written by the test, on a database of its own.

const TODAY = "2030-03-04";
const day = (offset: number) => addDays(TODAY, offset);
const clock = testClock(new Date("2030-03-04T03:00:00Z"));

const world = await forTheFile(
  (async () => {
    const db = await createTestDb();
    return { db, app: authApp(db.db, { clock }) };
  })(),
);
const { app, db } = world;

type ProductSeed = {
  slug: string;
  minutes: number | null;
  businessLeisure?: boolean;
  closed?: string[];
  salesStart?: string;
  options: {
    times: string[];
    price?: number;
    currency?: "USD" | "KRW";
    from?: string;
    to?: string;
    capacity?: number;
    sold?: number;
    bookable?: boolean;
  }[];
};

let rank = 0;
async function addProduct(seed: ProductSeed): Promise<number> {
  rank += 1;
  const [row] = await db.db
    .insert(products)
    .values({
      slug: seed.slug,
      kind: "tour",
      category: "culture",
      region: "seoul",
      nameEn: `${seed.slug} (en)`,
      nameKo: `${seed.slug} (ko)`,
      summaryEn: "summary",
      summaryKo: "요약",
      descriptionEn: "description",
      descriptionKo: "설명",
      images: ["/images/catalog/tour-palace.svg"],
      rank,
      closedDates: seed.closed ?? [],
      salesStart: seed.salesStart ?? null,
      durationMinutes: seed.minutes,
      businessLeisure: seed.businessLeisure ?? true,
    })
    .returning({ id: products.id });
  if (!row) throw new Error("not inserted");
  if (seed.options.length === 0) return row.id;
  await db.db.insert(productOptions).values(
    seed.options.map((option, index) => ({
      productId: row.id,
      nameEn: `option ${index + 1}`,
      nameKo: `옵션 ${index + 1}`,
      startDate: option.from ?? day(1),
      endDate: option.to ?? day(30),
      priceMinor: Math.round((option.price ?? 50) * (option.currency === "KRW" ? 1 : 100)),
      currency: option.currency ?? "USD",
      capacity: option.capacity ?? 20,
      sold: option.sold ?? 0,
      bookable: option.bookable ?? true,
      sortOrder: index,
      departureTimes: option.times,
    })),
  );
  return row.id;
}

const walk = await addProduct({
  slug: "walk",
  minutes: 180,
  closed: [day(3)],
  options: [
    { times: ["09:00", "13:00", "15:00"], price: 59 },
    { times: ["13:00", "13:30"], price: 40, to: day(2) },
  ],
});
const dmz = await addProduct({ slug: "dmz", minutes: 480, options: [{ times: ["08:00"] }] });
const full = await addProduct({
  slug: "full",
  minutes: 60,
  options: [{ times: ["14:00"], capacity: 10, sold: 10 }],
});
const shut = await addProduct({ slug: "shut", minutes: 60, options: [{ times: ["14:00"], bookable: false }] });
const later = await addProduct({ slug: "later", minutes: 60, salesStart: day(10), options: [{ times: ["12:00"] }] });
const plain = await addProduct({ slug: "plain", minutes: 60, businessLeisure: false, options: [{ times: ["12:00"] }] });

async function programmes(query: string) {
  const res = await call(app, "GET", `/api/v1/bleisure/programmes${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return BleisureProgrammesResponseSchema.parse(await body(res)).data;
}
const window = (date: string, from: string, hours: number) => `?date=${date}&from=${from}&hours=${hours}`;
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe("GET /api/v1/bleisure/programmes", () => {
  it("answers only departures that leave at or after the start and end by the window's end", async () => {
    const rows = await programmes(window(day(1), "12:00", 4));
    expect(ids(rows)).toEqual([walk]);
    // 09:00 leaves before the window, 15:00 + 3 h ends at 18:00, past 16:00; 13:00 and 13:30 (second option) fit
    expect(rows[0]).toMatchObject({ duration_minutes: 180, departure_times: ["13:00"] });
    // the window's end is inclusive: 13:00 + 3 h = 16:00
    expect((await programmes(window(day(1), "13:00", 3)))[0]?.departure_times).toEqual(["13:00"]);
    expect(await programmes(window(day(1), "13:01", 3))).toEqual([]);
  });

  it("takes the departures of every option open that day, and prices from the cheapest of them", async () => {
    const [row] = await programmes(window(day(2), "13:00", 4));
    expect(row).toMatchObject({ id: walk, departure_times: ["13:00", "13:30"], price_from: 40, currency: "USD" });
    // the second option's dates end on day 2: on day 4 only the first runs
    const [after] = await programmes(window(day(4), "13:00", 4));
    expect(after).toMatchObject({ id: walk, departure_times: ["13:00"], price_from: 59 });
  });

  it("leaves out a programme longer than the window", async () => {
    expect(ids(await programmes(window(day(1), "08:00", 7)))).not.toContain(dmz);
    expect(ids(await programmes(window(day(1), "08:00", 8)))).toContain(dmz);
  });

  it("leaves out a departure before the window's start", async () => {
    expect(ids(await programmes(window(day(1), "08:30", 12)))).not.toContain(dmz);
  });

  it("leaves out a closed day, a day outside the option's dates, and a day before sales start", async () => {
    expect(ids(await programmes(window(day(3), "12:00", 4)))).not.toContain(walk);
    expect(ids(await programmes(window(day(31), "12:00", 4)))).not.toContain(walk);
    expect(ids(await programmes(window(day(5), "12:00", 2)))).not.toContain(later);
    expect(ids(await programmes(window(day(10), "12:00", 2)))).toContain(later);
  });

  it("leaves out a full option and one closed for sale", async () => {
    const rows = await programmes(window(day(1), "14:00", 2));
    expect(ids(rows)).not.toContain(full);
    expect(ids(rows)).not.toContain(shut);
    await db.db.execute(sql`update product_options set sold = 9 where product_id = ${full}`);
    expect(ids(await programmes(window(day(1), "14:00", 2)))).toContain(full);
    await db.db.execute(sql`update product_options set sold = 10 where product_id = ${full}`);
  });

  it("leaves out today and the past: the shop books from tomorrow", async () => {
    for (const past of [TODAY, day(-1), "2020-01-01"]) {
      expect(await programmes(window(past, "06:00", 12)), past).toEqual([]);
    }
  });

  it("answers every programme without a window, never a product that is not one", async () => {
    const rows = await programmes("");
    expect(ids(rows)).toEqual([walk, dmz, full, shut, later]);
    expect(ids(rows)).not.toContain(plain);
    expect(rows.find((row) => row.id === walk)?.departure_times).toEqual(["09:00", "13:00", "13:30", "15:00"]);
    // nothing open from the first bookable day: listed, with no departure
    expect(rows.find((row) => row.id === full)?.departure_times).toEqual([]);
    expect(rows.find((row) => row.id === later)?.departure_times).toEqual(["12:00"]);
  });

  it("names and summarises in the language asked for", async () => {
    const [row] = await programmes(`${window(day(1), "12:00", 4)}&lang=ko`);
    expect(row).toMatchObject({ name: "walk (ko)", summary: "요약" });
  });

  it("answers 400 naming the field for a bad date, time or number of hours", async () => {
    const cases: [string, string, string?][] = [
      [window("2030-02-30", "12:00", 4), "date"],
      [window("03/05/2030", "12:00", 4), "date"],
      [window(day(1), "24:00", 4), "from", BLEISURE_MESSAGES.time],
      [window(day(1), "9:00", 4), "from", BLEISURE_MESSAGES.time],
      [window(day(1), "12:00", 0), "hours"],
      [window(day(1), "12:00", 13), "hours"],
      [`?date=${day(1)}&from=12:00&hours=two`, "hours"],
      [`?date=${day(1)}&from=12:00&hours=2.5`, "hours"],
      [`?date=${day(1)}&from=12:00`, "hours", BLEISURE_MESSAGES.windowHours],
      [`?from=12:00&hours=3`, "date", BLEISURE_MESSAGES.windowDate],
      [`?date=${day(1)}&hours=3`, "from", BLEISURE_MESSAGES.windowFrom],
      [`${window(day(1), "12:00", 4)}&lang=fr`, "lang"],
    ];
    for (const [query, field, message] of cases) {
      const res = await call(app, "GET", `/api/v1/bleisure/programmes${query}`);
      expect(res.status, query).toBe(400);
      const error = await errorOf(res);
      expect(error, query).toMatchObject({ code: "VALIDATION_ERROR", field });
      if (message) expect(error.issues?.[0]?.message, query).toBe(message);
    }
  });

  it("the table refuses a programme without a length, or a length of zero", async () => {
    await expect(addProduct({ slug: "no-length", minutes: null, options: [] })).rejects.toThrow();
    await expect(addProduct({ slug: "zero", minutes: 0, businessLeisure: false, options: [] })).rejects.toThrow();
  });
});
