import { convertMoney, fromMinor, toMinor } from "@contracts/money";
import { bookedUnits, offeredDepartureTimes } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productOptions } from "../../domains/catalog/tables";
import { quotationItems, quotations } from "../../domains/quotations/tables";
import { reservationItems, reservations } from "../../domains/reservations/tables";
import { seed } from "../db/seed";
import { createTestDb, type TestDb } from "./db";

// Issue 18, items 2 and 8: the demo data is booked by the rules the shop books by. A seed step that writes its own
// rows (instead of going through the booking service) can drift from them; this reads every seeded booking and
// quotation back against the options' pricing model and departure times.

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seed(db.db);
});
afterAll(() => db?.close());

type Option = typeof productOptions.$inferSelect;

async function linesOf<T extends { productOptionId: number; quantity: number }>(rows: T[]) {
  const options = await db.db.select().from(productOptions);
  const byId = new Map<number, Option>(options.map((option) => [option.id, option]));
  return rows.map((row) => {
    const option = byId.get(row.productOptionId);
    if (!option) throw new Error(`no option ${row.productOptionId}`);
    return { ...row, option };
  });
}

const terms = (option: Option) => ({ pricing: option.pricing, group_size: option.groupSize });
const timesOf = (options: readonly Option[]) =>
  offeredDepartureTimes(options.map((option) => ({ departure_times: option.departureTimes })));

describe("the seeded bookings follow the booking rules", () => {
  it("books each reservation at a time its options depart, for the units its travellers take, at the option's price", async () => {
    const orders = await db.db.select().from(reservations);
    expect(orders.length).toBeGreaterThan(10);
    for (const order of orders) {
      const lines = await linesOf(
        await db.db.select().from(reservationItems).where(eq(reservationItems.reservationId, order.id)),
      );
      const label = `reservation ${order.number} (${lines.map((line) => line.optionNameEn).join(", ")})`;
      expect(lines.length, label).toBeGreaterThan(0);
      expect(timesOf(lines.map((line) => line.option)), `${label} departs at ${order.departureTime}`).toContain(
        order.departureTime,
      );
      for (const line of lines) {
        expect(line.quantity, `${label}: ${order.travelers} travellers`).toBe(
          bookedUnits(terms(line.option), order.travelers),
        );
        const unit = convertMoney(
          fromMinor(line.option.priceMinor, line.option.currency),
          line.option.currency,
          order.currency,
          order.rates,
        );
        expect(line.unitPriceMinor, `${label}: unit price`).toBe(toMinor(unit, order.currency));
      }
      const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
      expect(order.subtotalMinor, `${label}: subtotal`).toBe(subtotal);
    }
  });

  it("quotes each demo quotation at a time its options depart, for the units its travellers take", async () => {
    const quoted = await db.db.select().from(quotations);
    expect(quoted.length).toBeGreaterThan(0);
    for (const quotation of quoted) {
      const lines = await linesOf(
        await db.db.select().from(quotationItems).where(eq(quotationItems.quotationId, quotation.id)),
      );
      const label = `quotation "${quotation.title}"`;
      expect(lines.length, label).toBeGreaterThan(0);
      expect(timesOf(lines.map((line) => line.option)), `${label} departs at ${quotation.departureTime}`).toContain(
        quotation.departureTime,
      );
      for (const line of lines) {
        expect(line.quantity, `${label}: ${line.option.nameEn}`).toBe(
          bookedUnits(terms(line.option), quotation.travelers),
        );
      }
    }
  });
});
