import { AUTH_MESSAGES } from "@contracts/auth";
import {
  CouponsResponseSchema,
  MemberResponseSchema,
  PointsResponseSchema,
  PointsTotalResponseSchema,
} from "@contracts/members";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, SEED_COUPONS, SEED_POINTS } from "../../../platform/db/seed-data";
import { body, call, errorOf, seededAuthApp, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const { app } = await forTheFile(seededAuthApp());
let member: { token: string; id: number };
let buyer: { token: string; id: number };
let admin: string;
let travel: string;

beforeAll(async () => {
  member = await signIn(app, "member@demo.test", DEMO_PASSWORD);
  buyer = await signIn(app, "buyer@demo.test", DEMO_PASSWORD);
  admin = (await signIn(app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" })).token;
  travel = (await signIn(app, "travel@demo.test", DEMO_PASSWORD, { area: "travel" })).token;
});

const get = (path: string, token?: string) => call(app, "GET", path, { token });
/** The profile a 200 answer carries. */
const profileIn = async (res: Response) => {
  expect(res.status).toBe(200);
  return MemberResponseSchema.parse(await body(res)).data;
};
const seededTotal = SEED_POINTS.reduce((sum, row) => sum + row.amount, 0);

describe("GET /api/v1/members/{id}", () => {
  it("answers the member's own profile with the point balance", async () => {
    const res = await get(`/api/v1/members/${member.id}`, member.token);
    const data = await profileIn(res);
    expect(data).toMatchObject({
      id: member.id,
      email: "member@demo.test",
      login_id: "member@demo.test",
      type: "general",
      name: "Demo Member",
      phone: "01012345678",
      social_type: null,
      points: seededTotal,
    });
  });

  it("answers 403 FORBIDDEN for another member's id", async () => {
    const res = await get(`/api/v1/members/${buyer.id}`, member.token);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: "FORBIDDEN", message: AUTH_MESSAGES.forbidden });
  });

  it("refuses admin and travel tokens (401) and no token (401)", async () => {
    for (const token of [admin, travel, undefined]) {
      const res = await get(`/api/v1/members/${member.id}`, token);
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({ code: "UNAUTHORIZED" });
    }
    for (const path of [
      "/api/v1/members/points",
      "/api/v1/members/points/total",
      "/api/v1/members/points/history",
      "/api/v1/members/coupons",
    ]) {
      expect((await get(path, admin)).status, path).toBe(401);
      expect((await get(path, travel)).status, path).toBe(401);
    }
    const put = await call(app, "PUT", "/api/v1/members", { token: travel, body: { name: "X" } });
    expect(put.status).toBe(401);
  });
});

describe("PUT /api/v1/members", () => {
  it("changes the given fields, keeps the others, and null clears", async () => {
    const res = await call(app, "PUT", "/api/v1/members", {
      token: buyer.token,
      body: { birthday: "1990-04-05", gender: "female", nationality: "KR", passport: "M12345678", marketing: true },
    });
    const data = await profileIn(res);
    expect(data).toMatchObject({
      id: buyer.id,
      name: "Demo Buyer",
      company_name: "Demo Buyer Travel",
      birthday: "1990-04-05",
      gender: "female",
      nationality: "KR",
      passport: "M12345678",
      marketing: true,
    });
    const cleared = await call(app, "PUT", "/api/v1/members", {
      token: buyer.token,
      body: { passport: null, company_name: null, name: "Renamed Buyer" },
    });
    const after = MemberResponseSchema.parse(await body(cleared)).data;
    expect(after).toMatchObject({ passport: null, company_name: null, name: "Renamed Buyer", birthday: "1990-04-05" });
    const read = MemberResponseSchema.parse(await body(await get(`/api/v1/members/${buyer.id}`, buyer.token))).data;
    expect(read).toEqual(after);
  });

  it("names the field of a bad value", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ birthday: "05/04/1990" }, "birthday"],
      [{ phone: "010-1234-5678" }, "phone"],
      [{ gender: "unknown" }, "gender"],
      [{ passport: "M-1" }, "passport"],
      [{ name: "" }, "name"],
    ];
    for (const [payload, field] of cases) {
      const res = await call(app, "PUT", "/api/v1/members", { token: buyer.token, body: payload });
      expect(res.status, field).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "VALIDATION_ERROR", field });
    }
  });
});

describe("points", () => {
  it("answers the balance", async () => {
    const res = await get("/api/v1/members/points/total", member.token);
    expect(PointsTotalResponseSchema.parse(await body(res)).data.total).toBe(seededTotal);
    const none = await get("/api/v1/members/points/total", buyer.token);
    expect(PointsTotalResponseSchema.parse(await body(none)).data.total).toBe(0);
  });

  it("lists earnings newest first, 10 a page, with paging meta; is_valid=1 drops lapsed ones", async () => {
    const earnings = SEED_POINTS.filter((row) => row.amount > 0);
    const all = PointsResponseSchema.parse(await body(await get("/api/v1/members/points", member.token)));
    expect(all.meta).toEqual({ page: 1, per_page: 10, total: earnings.length, total_pages: 1 });
    expect(all.data.map((row) => row.reason)).toEqual(
      [...earnings].sort((a, b) => a.ageDays - b.ageDays).map((row) => row.reason),
    );
    expect(all.data.every((row) => row.amount > 0)).toBe(true);
    const lapsed = all.data.find((row) => row.reason === "Welcome bonus");
    expect(lapsed?.is_valid).toBe(false);

    const valid = PointsResponseSchema.parse(await body(await get("/api/v1/members/points?is_valid=1", member.token)));
    expect(valid.data.map((row) => row.reason)).not.toContain("Welcome bonus");
    expect(valid.data.every((row) => row.is_valid)).toBe(true);
    expect(valid.meta.total).toBe(earnings.length - 1);

    const page = PointsResponseSchema.parse(
      await body(await get("/api/v1/members/points?per_page=2&page=2&direction=asc", member.token)),
    );
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: earnings.length, total_pages: 2 });
    expect(page.data.map((row) => row.reason)).toEqual(
      [...earnings]
        .sort((a, b) => b.ageDays - a.ageDays)
        .slice(2, 4)
        .map((row) => row.reason),
    );

    const bad = await get("/api/v1/members/points?per_page=0", member.token);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "per_page" });
  });

  it("history holds every movement, uses and expiries included", async () => {
    const res = PointsResponseSchema.parse(await body(await get("/api/v1/members/points/history", member.token)));
    expect(res.meta.total).toBe(SEED_POINTS.length);
    expect(res.data.map((row) => row.kind).sort()).toEqual(SEED_POINTS.map((row) => row.kind).sort());
    expect(res.data.filter((row) => row.amount < 0).every((row) => !row.is_valid && row.expires_at === null)).toBe(
      true,
    );
    expect(res.data.reduce((sum, row) => sum + row.amount, 0)).toBe(seededTotal);
  });
});

describe("GET /api/v1/members/coupons", () => {
  it("answers all of the member's coupons without a product", async () => {
    const res = CouponsResponseSchema.parse(await body(await get("/api/v1/members/coupons", member.token)));
    expect(res.meta.count).toBe(SEED_COUPONS.length);
    expect(res.data.map((c) => c.code).sort()).toEqual(SEED_COUPONS.map((c) => c.code).sort());
    expect(res.data.find((c) => c.code === "DEMO-USED")?.used_at).not.toBeNull();
  });

  it("with product_id: the unused, unexpired coupons for that product or any product", async () => {
    const one = CouponsResponseSchema.parse(
      await body(await get("/api/v1/members/coupons?product_id=1", member.token)),
    );
    expect(one.data.map((c) => c.code).sort()).toEqual(["DEMO-PRODUCT1", "DEMO-USD5", "DEMO-WELCOME10"]);
    const two = CouponsResponseSchema.parse(
      await body(await get("/api/v1/members/coupons?product_id=2", member.token)),
    );
    expect(two.data.map((c) => c.code).sort()).toEqual(["DEMO-USD5", "DEMO-WELCOME10"]);
    expect(two.meta.count).toBe(2);
    const none = CouponsResponseSchema.parse(await body(await get("/api/v1/members/coupons", buyer.token)));
    expect(none).toEqual({ data: [], meta: { count: 0 } });
    const bad = await get("/api/v1/members/coupons?product_id=abc", member.token);
    expect(bad.status).toBe(400);
  });
});
