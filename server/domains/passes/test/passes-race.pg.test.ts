import { PassCardResponseSchema, PassScanResponseSchema } from "@contracts/passes";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop } from "../../../platform/test/reservation-fixtures";
import { paymentRefunds, payments } from "../../payments/tables";
import { reservations } from "../../reservations/tables";
import { passes, passScans } from "../tables";
import { insertPassType, insertVenue, paidPasses } from "./pass-fixtures";

/**
 * A count pass's last use under a real race on PostgreSQL (PGlite runs one statement at a time; scans.test.ts holds
 * the rule there): two venues scan it at the same moment, and the pass's row lock serves them one after the other.
 */
const shop = await forTheFile(createShop());

describe("a count pass's last use at two venues at once on PostgreSQL", () => {
  it("answers valid at exactly one venue and no uses left at the other, and spends the use once", async () => {
    const member = await shop.member("racer");
    const option = await insertPassType(shop.db.db, shop.clock.now(), { kind: "uses", uses: 2, days: null });
    const [id] = await paidPasses(shop, member, option.optionId);
    const card = await call(shop.app, "GET", `/api/v1/passes/${id}`, { token: member.token });
    const { token } = PassCardResponseSchema.parse(await body(card)).data;
    const first = await insertVenue(shop.db.db);
    const [venueA, venueB] = [await insertVenue(shop.db.db), await insertVenue(shop.db.db)];
    const scan = (venue: number, nonce: string) =>
      call(shop.app, "POST", "/api/v1/passes/scan", {
        token: shop.admin,
        area: "admin",
        body: { scanned: token, venue_id: venue, device: `desk-${venue}`, nonce },
      });
    expect((await scan(first, `race-${process.pid}-first`)).status).toBe(200);

    for (let round = 0; round < 5; round += 1) {
      // each round on a fresh pass with one use left
      if (round > 0)
        await shop.db.db
          .update(passes)
          .set({ uses: 1 })
          .where(eq(passes.id, id ?? 0));
      await shop.db.db.delete(passScans).where(eq(passScans.passId, id ?? 0));
      const answers = await Promise.all([
        scan(venueA, `race-${process.pid}-${round}-a`),
        scan(venueB, `race-${process.pid}-${round}-b`),
      ]);
      const results = await Promise.all(
        answers.map(async (res) => {
          expect(res.status).toBe(200);
          return PassScanResponseSchema.parse(await body(res)).data.result;
        }),
      );
      expect(results.sort()).toEqual(["no_uses_left", "valid"]);
      const [row] = await shop.db.db
        .select()
        .from(passes)
        .where(eq(passes.id, id ?? 0));
      expect(row?.uses).toBe(2);
      const logged = await shop.db.db
        .select()
        .from(passScans)
        .where(eq(passScans.passId, id ?? 0));
      expect(logged.map((scanRow) => scanRow.result).sort()).toEqual(["no_uses_left", "valid"]);
    }
  });
});

describe("refunds racing on PostgreSQL", () => {
  it("serves a refund and a venue's scan of the same pass one after the other: used and refunded never both", async () => {
    const member = await shop.member("refund-racer");
    const option = await insertPassType(shop.db.db, shop.clock.now(), { kind: "days", days: 1 });
    const venue = await insertVenue(shop.db.db);
    for (let round = 0; round < 6; round += 1) {
      const [id = 0] = await paidPasses(shop, member, option.optionId, ["Kim Minji", "Lee Jun"]);
      const card = await call(shop.app, "GET", `/api/v1/passes/${id}`, { token: member.token });
      const { token } = PassCardResponseSchema.parse(await body(card)).data;
      const [refund, scan] = await Promise.all([
        call(shop.app, "POST", `/api/v1/passes/${id}/refund`, { token: member.token }),
        call(shop.app, "POST", "/api/v1/passes/scan", {
          token: shop.admin,
          area: "admin",
          body: { scanned: token, venue_id: venue, device: "desk", nonce: `refund-race-${process.pid}-${round}` },
        }),
      ]);
      const result = PassScanResponseSchema.parse(await body(scan)).data.result;
      const [row] = await shop.db.db.select().from(passes).where(eq(passes.id, id));
      if (refund.status === 200) {
        // refunded first: the scan found a void pass
        expect(result).toBe("invalid");
        expect(row).toMatchObject({ activatedAt: null, uses: 0 });
        expect(row?.refundedAt).not.toBeNull();
      } else {
        // scanned first: the pass is in use and keeps its money
        expect(refund.status).toBe(409);
        expect(result).toBe("valid");
        expect(row?.refundedAt).toBeNull();
        expect(row?.activatedAt).not.toBeNull();
      }
    }
  });

  it("shares one payment exactly when every pass of an order is refunded at once, and cancels the order once", async () => {
    const member = await shop.member("group-refund");
    const option = await insertPassType(shop.db.db, shop.clock.now(), { kind: "days", days: 2 }, { priceKrw: 10_000 });
    const ids = await paidPasses(shop, member, option.optionId, ["Kim Minji", "Lee Jun", "Park Sora", "Choi Yuna"]);
    const answers = await Promise.all(
      ids.map((id) => call(shop.app, "POST", `/api/v1/passes/${id}/refund`, { token: member.token })),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const [pass] = await shop.db.db
      .select()
      .from(passes)
      .where(eq(passes.id, ids[0] ?? 0));
    const reservationId = pass?.reservationId ?? 0;
    const [payment] = await shop.db.db.select().from(payments).where(eq(payments.reservationId, reservationId));
    expect(payment).toMatchObject({ amountMinor: 40_000, refundedMinor: 40_000, status: "refunded" });
    const parts = await shop.db.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment?.id ?? 0));
    expect(parts.map((part) => part.amountMinor)).toEqual([10_000, 10_000, 10_000, 10_000]);
    const [order] = await shop.db.db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(order?.status).toBe("cancelled");
    const rows = await shop.db.db.select().from(passes).where(inArray(passes.id, ids));
    expect(rows.every((row) => row.refundedAt !== null)).toBe(true);
  });
});
