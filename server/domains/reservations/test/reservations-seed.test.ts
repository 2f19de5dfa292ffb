import { ReservationListResponseSchema, shopToday } from "@contracts/reservations";
import { and, eq, gte, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments } from "../../payments/tables";
import { productOptions } from "../../catalog/tables";
import { reservationItems, reservations } from "../tables";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { RESERVATION_SEED_STEPS } from "../seed";
import { body, call, seededDemoApp, signIn } from "../../../platform/test/auth-fixtures";
import { createTestDb } from "../../../platform/test/db";
import { forTheFile } from "../../../platform/test/helpers";

const { db, app } = await forTheFile(seededDemoApp());

describe("reservations-demo-v1", () => {
  it("gives member@demo.test one reservation in each state, readable through the API", async () => {
    const { token } = await signIn(app, "member@demo.test", DEMO_PASSWORD);
    const res = await call(app, "GET", "/api/v1/reservations?per_page=50", { token });
    const list = ReservationListResponseSchema.parse(await body(res));
    // Trips already taken come from reviews-demo-v1 (completed bookings to review); this step books upcoming ones.
    const upcoming = list.data.filter((r) => r.departure_date >= shopToday(new Date()));
    const states = upcoming.map((r) => `${r.status}${r.cancel_reason ? `:${r.cancel_reason}` : ""}`).sort();
    expect(states).toEqual(
      ["cancel_requested", "cancelled:deposit_expired", "cancelled:member", "confirmed", "requested", "waiting"].sort(),
    );
    const waiting = upcoming.find((r) => r.status === "waiting");
    expect(waiting?.deposit_account).not.toBeNull();
    expect(new Date(waiting?.deposit_due_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(upcoming.every((r) => r.items.length === 1 && r.total > 0)).toBe(true);
  });

  it("takes places only for live orders, and paid ones have their payment", async () => {
    // the shop's options (a summit departure's places also count the waitlist's held offers: the tours' seed test)
    const held = await db.db
      .select({
        optionId: reservationItems.productOptionId,
        quantity: reservationItems.quantity,
        status: reservations.status,
      })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(eq(reservations.channel, "shop"));
    for (const row of held) {
      const [option] = await db.db.select().from(productOptions).where(eq(productOptions.id, row.optionId));
      const live = held
        .filter((other) => other.optionId === row.optionId && other.status !== "cancelled")
        .reduce((sum, other) => sum + other.quantity, 0);
      expect(option?.sold).toBe(live);
    }
    const [paid] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservationId))
      .where(and(eq(reservations.channel, "shop"), gte(reservations.departureDate, shopToday(new Date()))));
    // the shop's demo orders (the summit's have their own, ADR 0027)
    expect(paid?.n).toBe(3);
  });

  it("does nothing when the member or the catalogue is missing", async () => {
    const empty = await createTestDb();
    try {
      await empty.db.transaction(async (tx) => {
        for (const step of RESERVATION_SEED_STEPS) await step.run(tx);
      });
      const [count] = await empty.db.select({ n: sql<number>`count(*)::int` }).from(reservations);
      expect(count?.n).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
