import { CouponsResponseSchema, PointsResponseSchema } from "@contracts/members";
import { ReservationListResponseSchema, ReservationResponseSchema } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../domains/auth/tables";
import { coupons } from "../../domains/members/tables";
import { reservations } from "../../domains/reservations/tables";
import { DEMO_PASSWORD, SEED_MEMBER_EMAIL } from "../db/seed-data";
import { body, call, seededDemoApp, signIn } from "./auth-fixtures";
import { forTheFile } from "./helpers";

const { db, app } = await forTheFile(seededDemoApp());
let token: string;

const HANGUL = /[\uAC00-\uD7A3]/;

beforeAll(async () => {
  ({ token } = await signIn(app, SEED_MEMBER_EMAIL, DEMO_PASSWORD));
});

describe("a Korean reader's own data", () => {
  it("names the products, the options and the deposit bank in Korean", async () => {
    const res = await call(app, "GET", "/api/v1/reservations?per_page=50&lang=ko", { token });
    const list = ReservationListResponseSchema.parse(await body(res)).data;
    expect(list.length).toBeGreaterThan(0);
    for (const reservation of list) {
      expect(reservation.product_name).toMatch(HANGUL);
      for (const item of reservation.items) expect(item.option_name).toMatch(HANGUL);
    }
    const waiting = list.find((r) => r.deposit_account !== null);
    expect(waiting?.deposit_account?.bank).toBe("신한은행");
    const english = ReservationListResponseSchema.parse(
      await body(await call(app, "GET", "/api/v1/reservations?per_page=50&lang=en", { token })),
    ).data;
    expect(english.find((r) => r.deposit_account !== null)?.deposit_account?.bank).toBe("Shinhan Bank");
  });

  it("gives the point history's reasons and the coupons' names in Korean, and in English for English pages", async () => {
    const ko = PointsResponseSchema.parse(
      await body(await call(app, "GET", "/api/v1/members/points/history?per_page=50&lang=ko", { token })),
    ).data;
    expect(ko.length).toBeGreaterThan(0);
    for (const row of ko) expect(row.reason, row.reason).toMatch(HANGUL);
    const en = PointsResponseSchema.parse(
      await body(await call(app, "GET", "/api/v1/members/points/history?per_page=50", { token })),
    ).data;
    expect(en.map((row) => row.reason)).toContain("Welcome bonus");

    const coupons = CouponsResponseSchema.parse(
      await body(await call(app, "GET", "/api/v1/members/coupons?lang=ko", { token })),
    ).data;
    expect(coupons.length).toBeGreaterThan(0);
    for (const coupon of coupons) expect(coupon.name, coupon.name).toMatch(HANGUL);
  });

  it("names the coupon used on a reservation in Korean on Korean pages", async () => {
    const [member] = await db.db.select().from(accounts).where(eq(accounts.email, SEED_MEMBER_EMAIL));
    const [coupon] = await db.db.select().from(coupons).where(eq(coupons.memberId, member!.id)).limit(1);
    const [reservation] = await db.db.select().from(reservations).where(eq(reservations.memberId, member!.id)).limit(1);
    expect(coupon?.nameKo).toMatch(HANGUL);
    await db.db
      .update(reservations)
      .set({ couponId: coupon!.id, couponName: coupon!.name })
      .where(eq(reservations.id, reservation!.id));
    const read = async (lang: string) =>
      ReservationResponseSchema.parse(
        await body(await call(app, "GET", `/api/v1/reservations/${reservation!.id}?lang=${lang}`, { token })),
      ).data.coupon_name;
    expect(await read("ko")).toBe(coupon!.nameKo);
    expect(await read("en")).toBe(coupon!.name);
  });
});
