import type { CheckInAnswer } from "@contracts/tours";
import { shopToday } from "@contracts/reservations";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, SEED_GATE_STAFF_EMAIL } from "../../../platform/db/seed-data";
import { body, call, errorOf, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop } from "../../../platform/test/reservation-fixtures";
import { accounts } from "../../auth/tables";
import { insertCourse } from "./tour-fixtures";

// The scan-only staff (ADR 0027): an admin account of role `gate` passes the gate's doors and no other operator's.
const shop = await forTheFile(createShop());
const staffToken = async () => (await signIn(shop.app, SEED_GATE_STAFF_EMAIL, DEMO_PASSWORD, { area: "admin" })).token;

describe("the scan-only staff", () => {
  it("signs in where operators do and uses the gate: the day's departures, a departure's tickets, a scan", async () => {
    const token = await staffToken();
    const course = await insertCourse(shop.db.db, shop.clock.now());
    const departure = course.departureIds[0] ?? 0;
    const day = await call(shop.app, "GET", `/api/v1/admin/tours/departures?date=${shopToday(shop.clock.now())}`, {
      token,
      area: "admin",
    });
    expect(day.status).toBe(200);
    const tickets = await call(shop.app, "GET", `/api/v1/admin/tours/departures/${departure}/tickets`, {
      token,
      area: "admin",
    });
    expect(tickets.status).toBe(200);
    const scan = await call(shop.app, "POST", "/api/v1/admin/tours/check-ins", {
      token,
      area: "admin",
      body: { scanned: "not-a-ticket", departure_id: departure, nonce: `staff-${process.pid}`, device: "gate-1" },
    });
    expect(scan.status).toBe(200);
    expect((await body<{ data: CheckInAnswer }>(scan)).data.result).toBe("invalid");
  });

  it("gets a 403 from every other operators' door, including doors shared with another area", async () => {
    const token = await staffToken();
    for (const [method, path] of [
      ["GET", "/api/v1/admin/reservations"],
      ["POST", "/api/v1/admin/reservations/1/deposit"],
      ["GET", "/api/v1/admin/inquiries"],
      ["GET", "/api/v1/mart/businesses/1"],
    ] as const) {
      const res = await call(shop.app, method, path, { token, area: "admin" });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await errorOf(res)).code).toBe("FORBIDDEN");
    }
  });

  it("keeps a plain operator's access to both, and a role changed in the database applies to new sign-ins", async () => {
    const operator = shop.admin;
    expect((await call(shop.app, "GET", "/api/v1/admin/reservations", { token: operator, area: "admin" })).status).toBe(
      200,
    );
    const day = await call(shop.app, "GET", `/api/v1/admin/tours/departures?date=${shopToday(shop.clock.now())}`, {
      token: operator,
      area: "admin",
    });
    expect(day.status).toBe(200);

    await shop.db.db
      .update(accounts)
      .set({ role: "operator" })
      .where(and(eq(accounts.area, "admin"), eq(accounts.email, SEED_GATE_STAFF_EMAIL)));
    try {
      const promoted = await staffToken();
      expect(
        (await call(shop.app, "GET", "/api/v1/admin/reservations", { token: promoted, area: "admin" })).status,
      ).toBe(200);
    } finally {
      await shop.db.db
        .update(accounts)
        .set({ role: "gate" })
        .where(and(eq(accounts.area, "admin"), eq(accounts.email, SEED_GATE_STAFF_EMAIL)));
    }
  });

  it("cannot exist outside the operators' area: the database refuses a role on another area's account", async () => {
    await expect(
      shop.db.db
        .update(accounts)
        .set({ role: "gate" })
        .where(and(eq(accounts.area, "member"), eq(accounts.email, "member@demo.test"))),
    ).rejects.toThrow();
  });
});
