import { AuditListResponseSchema } from "@contracts/audit";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  createShop,
  giveCoupon,
  insertProduct,
  type Member,
  reservationBody,
} from "../../../platform/test/reservation-fixtures";
import { coupons } from "../tables";

/**
 * Revoking a coupon at the same moment as someone else on PostgreSQL (PGlite runs one statement at a time;
 * members-admin-history.test.ts holds the rules there): the guarded update lets exactly one change land.
 */
const shop = await forTheFile(createShop());
let clerk: TestAccount;
let member: Member;
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  clerk = await accountOf(shop, "admin", { role: "clerk", name: "Clara Clerk" });
  member = await shop.member("race-revoke");
  product = await insertProduct(shop.db.db, shop.clock.now(), { options: [{ capacity: 1000, price: 50 }] });
});

const inADay = () => new Date(shop.clock.now().getTime() + 86_400_000);
const revoke = (token: string, couponId: number, reason: string) =>
  call(shop.app, "POST", `/api/v1/admin/shop/members/${member.id}/coupons/${couponId}/revoke`, {
    token,
    area: "admin",
    body: { reason },
  });

async function revokedEntries(couponId: number) {
  const res = await call(shop.app, "GET", `/api/v1/admin/audit?subject=member&subject_id=${member.id}`, {
    token: shop.admin,
    area: "admin",
  });
  return AuditListResponseSchema.parse(await body(res)).data.filter(
    (entry) => entry.action === "coupon_revoked" && entry.detail.coupon_id === couponId,
  );
}

describe("revoking one coupon twice at once on PostgreSQL", () => {
  it("revokes it once: one answer 200, the other 409, one audit entry, the winner's reason kept", async () => {
    for (let round = 0; round < 5; round += 1) {
      const couponId = await giveCoupon(shop.db.db, member.id, { expiresAt: inADay() });
      const answers = await Promise.all([
        revoke(clerk.token, couponId, `clerk ${round}`),
        revoke(shop.admin, couponId, `operator ${round}`),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const winner = answers.find((res) => res.status === 200);
      if (!winner) throw new Error("no revoke was taken");
      const { data } = await body<{ data: { revoke_reason: string } }>(winner);
      const [stored] = await shop.db.db.select().from(coupons).where(eq(coupons.id, couponId));
      expect(stored?.revokeReason).toBe(data.revoke_reason);
      expect(await revokedEntries(couponId)).toHaveLength(1);
    }
  });
});

describe("revoking a coupon while the member books with it on PostgreSQL", () => {
  it("lets exactly one through: revoked and the booking refused, or used and the revoke refused", async () => {
    for (let round = 0; round < 5; round += 1) {
      const couponId = await giveCoupon(shop.db.db, member.id, { expiresAt: inADay() });
      const [revoked, booked] = await Promise.all([
        revoke(clerk.token, couponId, `race ${round}`),
        call(shop.app, "POST", "/api/v1/reservations", {
          token: member.token,
          body: reservationBody(shop.clock.now(), product, { coupon_id: couponId }),
        }),
      ]);
      const [stored] = await shop.db.db.select().from(coupons).where(eq(coupons.id, couponId));
      if (revoked.status === 200) {
        expect(booked.status).toBe(400);
        expect(stored?.usedAt).toBeNull();
        expect(stored?.revokedAt).not.toBeNull();
      } else {
        expect(revoked.status).toBe(409);
        expect(booked.status).toBe(201);
        expect(stored?.usedAt).not.toBeNull();
        expect(stored?.revokedAt).toBeNull();
      }
    }
  });
});
