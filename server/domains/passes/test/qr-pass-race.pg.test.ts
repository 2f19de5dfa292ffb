import { PassCardResponseSchema, PassScanResponseSchema } from "@contracts/passes";
import { departureMoment } from "@contracts/reservation-deadlines";
import { addDays, shopToday } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { book, createShop, insertProduct, reservationBody } from "../../../platform/test/reservation-fixtures";
import { payments } from "../../payments/tables";
import { reservations } from "../../reservations/tables";
import { passPartnerProducts, passPayers } from "../tables";
import { insertPassType, insertVenue, paidPasses, partnerOf } from "./pass-fixtures";

/**
 * A QR pass order's last two passes scanned at the same moment at two devices of the venue, on PostgreSQL (PGlite
 * runs one statement at a time; qr-pass.test.ts holds the rules there): each scan locks its own pass, then the order,
 * so they are served one after the other and exactly one of them writes the payment and confirms the order.
 */
const shop = await forTheFile(createShop());

describe("the last two passes of a QR pass order scanned at once on PostgreSQL", () => {
  it("writes exactly one payment row and confirms the order once", async () => {
    const start = shop.clock.now();
    const member = await shop.member("qr-racer");
    const venue = await insertVenue(shop.db.db, { benefit: { kind: "discount", percent: 10 } });
    const product = await insertProduct(shop.db.db, start, { options: [{ pricing: "per_person", price: 3000 }] });
    await shop.db.db.insert(passPartnerProducts).values({ productId: product.productId, venueId: venue });
    const option = await insertPassType(shop.db.db, start, { kind: "days", days: 3 });

    for (let round = 0; round < 5; round += 1) {
      shop.clock.set(start);
      const ids = await paidPasses(shop, member, option.optionId, ["Kim Minji", "Lee Jun", "Park Seo"]);
      const order = await book(
        shop,
        member,
        reservationBody(start, product, { travelers: 3, luggage: 0, payment_method: "qr_pass", pass_ids: ids }),
      );
      const tokens = await Promise.all(
        ids.map(async (id) => {
          const card = await call(shop.app, "GET", `/api/v1/passes/${id}`, { token: member.token });
          return PassCardResponseSchema.parse(await body(card)).data.token;
        }),
      );
      shop.clock.set(departureMoment(addDays(shopToday(start), 3), "10:00"));
      const staff = await partnerOf(shop, venue);
      const scan = (token: string | undefined, device: string) =>
        call(shop.app, "POST", "/api/v1/passes/scan", {
          token: staff.token,
          area: "admin",
          body: { scanned: token, device, nonce: `qr-race-${process.pid}-${round}-${device}` },
        });
      expect((await scan(tokens[0], "gate-0")).status).toBe(200);

      // the two scans meet: the order's row is held until both are under way, then let go
      let held: () => void = () => undefined;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = shop.db.db.transaction(async (tx) => {
        await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.id, order.id)).for("update");
        held();
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await holding;
      const [answers] = await Promise.all([
        Promise.all([scan(tokens[1], "gate-1"), scan(tokens[2], "gate-2")]),
        holder,
      ]);
      const settled = await Promise.all(
        answers.map(async (res) => {
          expect(res.status).toBe(200);
          return PassScanResponseSchema.parse(await body(res)).data.settles;
        }),
      );
      // both travellers settled, the order confirmed by exactly one of the two scans
      expect(settled.map((one) => one?.traveler).sort()).toEqual([2, 3]);
      expect(settled.filter((one) => one?.order_confirmed)).toHaveLength(1);
      const paid = await shop.db.db.select().from(payments).where(eq(payments.reservationId, order.id));
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ provider: "pass", method: "qr_pass", amountMinor: 8100 });
      const payers = await shop.db.db.select().from(passPayers).where(eq(passPayers.reservationId, order.id));
      expect((paid[0]?.raw as { scan_ids: number[] }).scan_ids.sort()).toEqual(
        payers.map((row) => row.scanId ?? 0).sort(),
      );
      const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, order.id));
      expect(row).toMatchObject({ status: "confirmed" });
    }
  });
});
