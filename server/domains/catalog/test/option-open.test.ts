import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstBookableDaySql, optionOpen, optionOpenSql } from "../option-open";
import { createTestDb, type TestDb } from "../../../platform/test/db";
import { rowsOf } from "../../../platform/db/query-text";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

const DAY = "2026-06-10";
const cases = [
  { bookable: true, sold: 0, capacity: 10, endDate: "2026-06-30", salesStart: null },
  { bookable: false, sold: 0, capacity: 10, endDate: "2026-06-30", salesStart: null },
  { bookable: true, sold: 10, capacity: 10, endDate: "2026-06-30", salesStart: null },
  { bookable: true, sold: 9, capacity: 10, endDate: "2026-06-30", salesStart: null },
  { bookable: true, sold: 0, capacity: 10, endDate: DAY, salesStart: null },
  { bookable: true, sold: 0, capacity: 10, endDate: "2026-06-09", salesStart: null },
  { bookable: true, sold: 0, capacity: 10, endDate: "2026-06-30", salesStart: "2026-06-01" },
  { bookable: true, sold: 0, capacity: 10, endDate: "2026-06-30", salesStart: "2026-06-30" },
  { bookable: true, sold: 0, capacity: 10, endDate: "2026-06-30", salesStart: "2026-07-01" },
];

describe("the rule for an option that takes bookings", () => {
  it("says the same in the product page's code and in the statements of the catalogue and the cart", async () => {
    for (const option of cases) {
      const firstDay = option.salesStart && option.salesStart > DAY ? option.salesStart : DAY;
      const open = optionOpen(option, firstDay);
      const day = firstBookableDaySql(sql`${DAY}`, sql`${option.salesStart}::date`);
      const result = await db.db.execute(sql`
        select ${optionOpenSql("o", day)} as ok
        from (select ${option.bookable}::boolean as bookable, ${option.sold}::int as sold,
          ${option.capacity}::int as capacity, ${option.endDate}::date as option_end_date) o`);
      expect({ option, open: rowsOf<{ ok: boolean }>(result)[0]?.ok }).toEqual({ option, open });
    }
    // the cases cover both answers
    expect(new Set(cases.map((option) => optionOpen(option, option.salesStart ?? DAY))).size).toBe(2);
  });
});
