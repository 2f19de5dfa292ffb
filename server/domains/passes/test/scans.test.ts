import { addDays, shopToday } from "@contracts/reservations";
import { departureMoment } from "@contracts/reservation-deadlines";
import { PASS_MESSAGES } from "@contracts/pass-rules";
import {
  PASS_API_MESSAGES,
  type PassScanAnswer,
  PassCardResponseSchema,
  PassScannerResponseSchema,
  PassScanResponseSchema,
} from "@contracts/passes";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, SEED_GATE_STAFF_EMAIL, SEED_PARTNER_STAFF_EMAIL } from "../../../platform/db/seed-data";
import { body, call, errorOf, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, type Member } from "../../../platform/test/reservation-fixtures";
import { accounts } from "../../auth/tables";
import { reservations } from "../../reservations/tables";
import { passes, passScans } from "../tables";
import { passVenues } from "../venue-table";
import { insertPassType, insertVenue, paidPasses, partnerOf } from "./pass-fixtures";

// A venue's scan (ADR 0030): the rules of pass-rules.ts decided inside the transaction that writes the scan, every
// scan logged, the same scan answered twice alike, and who may scan for which venue.
const shop = await forTheFile(createShop());
let member: Member;
let venueA: number;
let venueB: number;
let venueC: number;
let repeatVenue: number;
let scans = 0;

beforeAll(async () => {
  member = await shop.member("holder");
  venueA = await insertVenue(shop.db.db, { benefit: { kind: "free_entry" } });
  venueB = await insertVenue(shop.db.db, { benefit: { kind: "discount", percent: 25 } });
  venueC = await insertVenue(shop.db.db);
  repeatVenue = await insertVenue(shop.db.db, { repeatVisits: true });
});

const nonce = () => `scan-${process.pid}-${(scans += 1)}`;

async function cardOf(id: number) {
  const res = await call(shop.app, "GET", `/api/v1/passes/${id}`, { token: member.token });
  return PassCardResponseSchema.parse(await body(res)).data;
}

async function scan(
  scanned: string,
  venueId: number | undefined,
  options: { token?: string; nonce?: string; device?: string } = {},
): Promise<PassScanAnswer> {
  const res = await call(shop.app, "POST", "/api/v1/passes/scan", {
    token: options.token ?? shop.admin,
    area: "admin",
    body: { scanned, venue_id: venueId, device: options.device ?? "front-desk-1", nonce: options.nonce ?? nonce() },
  });
  if (res.status !== 200) throw new Error(`scan failed: ${res.status} ${await res.text()}`);
  return PassScanResponseSchema.parse(await body(res)).data;
}

async function newPass(type: Parameters<typeof insertPassType>[2], spec?: Parameters<typeof insertPassType>[3]) {
  const option = await insertPassType(shop.db.db, shop.clock.now(), type, spec);
  const [id] = await paidPasses(shop, member, option.optionId);
  if (!id) throw new Error("no pass issued");
  return { id, token: (await cardOf(id)).token };
}

describe("a 2-day pass at the venues", () => {
  it("activates at its first valid scan, then once per venue, counting down to the end of its second Korean day", async () => {
    const pass = await newPass({ kind: "days", days: 2 });
    const first = await scan(pass.token, venueA);
    const endOfSecondDay = new Date(departureMoment(addDays(shopToday(shop.clock.now()), 2), "00:00").getTime() - 1);
    expect(first).toMatchObject({
      result: "valid",
      message_key: "activated",
      activates: true,
      venue_id: venueA,
      benefit: { kind: "free_entry" },
      uses_left: null,
      valid_until: endOfSecondDay.toISOString(),
      pass: { state: "active" },
    });
    expect(first.message).toBe(`${PASS_MESSAGES.activated} ${PASS_MESSAGES.freeEntry}`);

    const card = await cardOf(pass.id);
    expect(card).toMatchObject({ state: "active", activated_at: first.scanned_at, valid_until: first.valid_until });
    expect(card.remaining_ms).toBe(endOfSecondDay.getTime() + 1 - shop.clock.now().getTime());

    shop.clock.advance(600);
    const again = await scan(pass.token, venueA);
    expect(again).toMatchObject({
      result: "already_used",
      message_key: "alreadyUsed",
      first_used_at: first.scanned_at,
    });
    expect(again.benefit).toBeNull();

    const other = await scan(pass.token, venueB);
    expect(other).toMatchObject({
      result: "valid",
      message_key: "valid",
      activates: false,
      benefit: { kind: "discount", percent: 25 },
      valid_until: first.valid_until,
    });
    expect(other.message).toBe(`${PASS_MESSAGES.valid} 25% off.`);

    const history = (await cardOf(pass.id)).usage;
    expect(history.map((entry) => [entry.venue_id, entry.result])).toEqual([
      [venueB, "valid"],
      [venueA, "already_used"],
      [venueA, "valid"],
    ]);
    expect(history[0]?.benefit).toEqual({ kind: "discount", percent: 25 });
    expect(history[1]?.benefit).toBeNull();
    const [row] = await shop.db.db.select().from(passes).where(eq(passes.id, pass.id));
    expect(row?.uses).toBe(2);
  });
});

describe("a count pass", () => {
  it("spends one use per valid scan, a repeat venue's too, then answers no uses left", async () => {
    const pass = await newPass({ kind: "uses", uses: 3, days: null });
    expect(await scan(pass.token, repeatVenue)).toMatchObject({ result: "valid", activates: true, uses_left: 2 });
    expect(await scan(pass.token, repeatVenue)).toMatchObject({ result: "valid", activates: false, uses_left: 1 });
    expect(await scan(pass.token, venueA)).toMatchObject({ result: "valid", uses_left: 0, pass: { state: "expired" } });
    const spent = await scan(pass.token, venueB);
    expect(spent).toMatchObject({ result: "no_uses_left", message_key: "noUsesLeft", uses_left: 0, benefit: null });
    expect(spent.message).toBe(PASS_MESSAGES.noUsesLeft);
    expect(await cardOf(pass.id)).toMatchObject({ state: "expired", expiry_reason: "usedUp", uses_left: 0 });
  });
});

describe("the same scan sent twice", () => {
  it("answers as the first time and writes nothing more", async () => {
    const pass = await newPass({ kind: "uses", uses: 5, days: null });
    const id = nonce();
    const first = await scan(pass.token, venueA, { nonce: id });
    shop.clock.advance(30);
    const again = await scan(pass.token, venueA, { nonce: id });
    expect(again).toEqual(first);
    const logged = await shop.db.db.select().from(passScans).where(eq(passScans.nonce, id));
    expect(logged).toHaveLength(1);
    const [row] = await shop.db.db.select().from(passes).where(eq(passes.id, pass.id));
    expect(row?.uses).toBe(1);
  });
});

describe("a pass that may not pass", () => {
  it("answers invalid for an unknown, altered or foreign token (200, logged without a pass)", async () => {
    const pass = await newPass({ kind: "days", days: 1 });
    const altered = `${pass.token.slice(0, -1)}${pass.token.endsWith("A") ? "B" : "A"}`;
    const otherId = pass.token.replace(/^P1\.\d+\./, "P1.999999.");
    for (const scanned of ["hello", altered, otherId, `T1.1.1.${"a".repeat(43)}`, `  ${altered}  `]) {
      const id = nonce();
      const answer = await scan(scanned, venueA, { nonce: id });
      expect(answer, scanned).toMatchObject({ result: "invalid", message_key: "invalid", pass: null, benefit: null });
      expect(answer.message).toBe(PASS_MESSAGES.invalid);
      const [logged] = await shop.db.db.select().from(passScans).where(eq(passScans.nonce, id));
      expect(logged).toMatchObject({ passId: null, venueId: venueA, result: "invalid", reason: "unknown" });
    }
    // the token with spaces around it, as a keyboard-wedge scanner sends it, is the pass
    expect((await scan(`  ${pass.token}\n`, venueA)).result).toBe("valid");
  });

  it("answers invalid for a refunded pass, with the reason logged", async () => {
    const pass = await newPass({ kind: "days", days: 1 });
    await shop.db.db.update(passes).set({ refundedAt: shop.clock.now() }).where(eq(passes.id, pass.id));
    const id = nonce();
    const answer = await scan(pass.token, venueA, { nonce: id });
    expect(answer).toMatchObject({ result: "invalid", message_key: "refunded", pass: { state: "refunded" } });
    const [logged] = await shop.db.db.select().from(passScans).where(eq(passScans.nonce, id));
    expect(logged).toMatchObject({ passId: pass.id, result: "invalid", reason: "refunded" });
    expect((await cardOf(pass.id)).usage.map((entry) => entry.result)).toEqual(["invalid"]);
  });

  it("answers invalid for a pass whose order was cancelled and its payment returned, as a refunded one", async () => {
    const pass = await newPass({ kind: "days", days: 1 });
    const [row] = await shop.db.db.select().from(passes).where(eq(passes.id, pass.id));
    await shop.db.db
      .update(reservations)
      .set({ status: "cancelled", cancelledAt: shop.clock.now(), cancelReason: "operator" })
      .where(eq(reservations.id, row?.reservationId ?? 0));
    expect(await scan(pass.token, venueA)).toMatchObject({ result: "invalid", message_key: "refunded" });
    expect(await cardOf(pass.id)).toMatchObject({ state: "refunded", refundable_until: null });
  });

  it("answers expired once its time ran out, or when it was never activated by its use-by day", async () => {
    const used = await newPass({ kind: "days", days: 1 });
    const twoDaysAgo = new Date(shop.clock.now().getTime() - 2 * 86_400_000);
    await shop.db.db.update(passes).set({ activatedAt: twoDaysAgo, uses: 1 }).where(eq(passes.id, used.id));
    expect(await scan(used.token, venueC)).toMatchObject({ result: "expired", message_key: "expired" });
    expect(await cardOf(used.id)).toMatchObject({ state: "expired", expiry_reason: "timeRanOut", remaining_ms: null });

    const old = await newPass({ kind: "days", days: 1 });
    const threeYearsAgo = new Date(shop.clock.now().getTime() - 3 * 365 * 86_400_000);
    await shop.db.db.update(passes).set({ purchasedAt: threeYearsAgo }).where(eq(passes.id, old.id));
    const id = nonce();
    expect(await scan(old.token, venueC, { nonce: id })).toMatchObject({ result: "expired" });
    const [logged] = await shop.db.db.select().from(passScans).where(eq(passScans.nonce, id));
    expect(logged?.reason).toBe("neverActivated");
  });

  it("answers not yet valid before a dated type's first day, and valid from that day on", async () => {
    const tomorrow = addDays(shopToday(shop.clock.now()), 1);
    const pass = await newPass({ kind: "days", days: 1 }, { validFrom: tomorrow });
    expect(await scan(pass.token, venueA)).toMatchObject({
      result: "not_yet_valid",
      message_key: "notYetValid",
      valid_from: tomorrow,
      pass: { state: "issued" },
    });
    const saved = shop.clock.now();
    try {
      shop.clock.set(departureMoment(tomorrow, "09:00"));
      // a token of that day: the one signed in today has run out by then
      const operator = await signIn(shop.app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" });
      expect(await scan(pass.token, venueA, { token: operator.token })).toMatchObject({
        result: "valid",
        activates: true,
      });
    } finally {
      shop.clock.set(saved);
    }
  });
});

describe("who scans for which venue", () => {
  it("a partner's scan is for its own venue whatever the request names, and its scanner shows that venue alone", async () => {
    const partner = await partnerOf(shop, venueA);
    const pass = await newPass({ kind: "days", days: 2 });
    const id = nonce();
    const answer = await scan(pass.token, venueB, { token: partner.token, nonce: id });
    expect(answer).toMatchObject({ result: "valid", venue_id: venueA });
    const [logged] = await shop.db.db.select().from(passScans).where(eq(passScans.nonce, id));
    expect(logged).toMatchObject({ venueId: venueA, accountId: partner.id, device: "front-desk-1" });
    // without a venue named too
    expect(await scan(pass.token, undefined, { token: partner.token })).toMatchObject({
      result: "already_used",
      venue_id: venueA,
    });

    const scanner = await call(shop.app, "GET", "/api/v1/passes/scanner", { token: partner.token, area: "admin" });
    expect(scanner.status).toBe(200);
    const { data } = PassScannerResponseSchema.parse(await body(scanner));
    expect(data.role).toBe("partner");
    expect(data.venues.map((venue) => venue.id)).toEqual([venueA]);
  });

  it("the seeded partner scans for its seeded venue", async () => {
    const { token } = await signIn(shop.app, SEED_PARTNER_STAFF_EMAIL, DEMO_PASSWORD, { area: "admin" });
    const [venue] = await shop.db.db.select().from(passVenues).where(eq(passVenues.slug, "gyeongbokgung"));
    const answer = await scan("not-a-pass", undefined, { token });
    expect(answer).toMatchObject({ result: "invalid", venue_id: venue?.id });
  });

  it("an operator names the venue (400 without one, 404 for none such) and sees every venue in the scanner", async () => {
    const missing = await call(shop.app, "POST", "/api/v1/passes/scan", {
      token: shop.admin,
      area: "admin",
      body: { scanned: "x", device: "desk", nonce: nonce() },
    });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatchObject({ field: "venue_id", message: PASS_API_MESSAGES.venueRequired });
    const unknown = await call(shop.app, "POST", "/api/v1/passes/scan", {
      token: shop.admin,
      area: "admin",
      body: { scanned: "x", venue_id: 999_999, device: "desk", nonce: nonce() },
    });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: "PASS_VENUE_NOT_FOUND", field: "venue_id" });

    const scanner = await call(shop.app, "GET", "/api/v1/passes/scanner?lang=ko", { token: shop.admin, area: "admin" });
    const { data } = PassScannerResponseSchema.parse(await body(scanner));
    expect(data.role).toBe("operator");
    expect(data.venues.length).toBeGreaterThanOrEqual(22);
    expect(data.venues.map((venue) => venue.name)).toContain("경복궁");
  });

  it("refuses the summit's gate staff (403), members (401) and the signed out (401) at the pass scanner", async () => {
    const gate = (await signIn(shop.app, SEED_GATE_STAFF_EMAIL, DEMO_PASSWORD, { area: "admin" })).token;
    const payload = { scanned: "x", venue_id: venueA, device: "desk", nonce: nonce() };
    for (const [method, path, sent] of [
      ["POST", "/api/v1/passes/scan", payload],
      ["GET", "/api/v1/passes/scanner", undefined],
    ] as const) {
      const staff = await call(shop.app, method, path, { token: gate, area: "admin", body: sent });
      expect(staff.status, path).toBe(403);
      expect((await errorOf(staff)).code).toBe("FORBIDDEN");
      expect((await call(shop.app, method, path, { token: member.token, body: sent })).status, path).toBe(401);
      expect((await call(shop.app, method, path, { body: sent })).status, path).toBe(401);
    }
    const [logged] = await shop.db.db.select().from(passScans).where(eq(passScans.nonce, payload.nonce));
    expect(logged).toBeUndefined();
  });

  it("keeps partner staff out of the summit's gate and the operators' consoles (403)", async () => {
    const partner = await partnerOf(shop, venueB);
    for (const [method, path] of [
      ["POST", "/api/v1/admin/tours/check-ins"],
      ["GET", `/api/v1/admin/tours/departures?date=${shopToday(shop.clock.now())}`],
      ["GET", "/api/v1/admin/reservations"],
      ["POST", "/api/v1/admin/reservations/1/deposit"],
      ["GET", "/api/v1/admin/inquiries"],
    ] as const) {
      const res = await call(shop.app, method, path, {
        token: partner.token,
        area: "admin",
        body: method === "POST" ? { scanned: "x", departure_id: 1, nonce: nonce(), device: "d" } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it("refuses a scan's bad input with 400 naming the field", async () => {
    for (const [overrides, field] of [
      [{ nonce: "short" }, "nonce"],
      [{ nonce: "has spaces in it" }, "nonce"],
      [{ device: "" }, "device"],
      [{ device: "d".repeat(65) }, "device"],
      [{ scanned: "" }, "scanned"],
      [{ venue_id: 0 }, "venue_id"],
    ] as const) {
      const res = await call(shop.app, "POST", "/api/v1/passes/scan", {
        token: shop.admin,
        area: "admin",
        body: { scanned: "x", venue_id: venueA, device: "desk", nonce: nonce(), ...overrides },
      });
      expect(res.status, field).toBe(400);
      expect(
        (await errorOf(res)).issues?.map((issue) => issue.field),
        field,
      ).toContain(field);
    }
  });

  it("the database keeps the partner role and its venue together", async () => {
    await expect(
      shop.db.db.update(accounts).set({ role: "partner" }).where(eq(accounts.email, SEED_GATE_STAFF_EMAIL)),
    ).rejects.toThrow();
    await expect(
      shop.db.db.update(accounts).set({ venueId: venueA }).where(eq(accounts.email, "admin@demo.test")),
    ).rejects.toThrow();
  });
});
