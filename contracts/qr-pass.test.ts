import { describe, expect, it } from "vitest";
import { type PassFacts, passPayProblem, PassTypeSchema, priceWithPass } from "./pass-rules";
import { qrPassDeadline } from "./reservation-deadlines";
import { CreateReservationBodySchema, RESERVATION_MESSAGES } from "./reservations";

// Paying a partner product with the pass (ADR 0030): the price, which pass may pay, the deadline and the body's check.

const kst = (local: string) => new Date(`${local}+09:00`);
const PURCHASED = kst("2026-11-30T19:00:00");
const NOW = kst("2026-12-01T10:00:00");
const twoDays = PassTypeSchema.parse({ kind: "days", days: 2 });
const threeUses = PassTypeSchema.parse({ kind: "uses", uses: 3 });
const pass = (overrides: Partial<PassFacts> = {}): PassFacts => ({
  type: twoDays,
  purchased_at: PURCHASED,
  activated_at: null,
  uses: 0,
  refunded_at: null,
  ...overrides,
});
const on = (date: string, time = "10:00") => ({ date, time });

describe("priceWithPass", () => {
  it("is 0 for free entry, whatever the price and currency", () => {
    expect(priceWithPass(0, "USD", { kind: "free_entry" })).toBe(0);
    expect(priceWithPass(45_000, "KRW", { kind: "free_entry" })).toBe(0);
  });

  it("takes the discount off and rounds once to the currency's unit", () => {
    expect(priceWithPass(10, "USD", { kind: "discount", percent: 33 })).toBe(6.7);
    expect(priceWithPass(0.99, "USD", { kind: "discount", percent: 50 })).toBe(0.5);
    expect(priceWithPass(15_555, "KRW", { kind: "discount", percent: 1 })).toBe(15_399);
    expect(priceWithPass(100, "KRW", { kind: "discount", percent: 99 })).toBe(1);
  });
});

describe("passPayProblem", () => {
  it("lets an issued pass pay for a day within its use-by, and an active one within its validity", () => {
    expect(passPayProblem(pass(), on("2026-12-05"), NOW)).toBeUndefined();
    const active = pass({ activated_at: kst("2026-12-01T09:00:00"), uses: 1 });
    expect(passPayProblem(active, on("2026-12-02", "23:00"), NOW)).toBeUndefined();
  });

  it("refuses a refunded pass, one expired now and one that will have expired by the departure", () => {
    expect(passPayProblem(pass({ refunded_at: NOW }), on("2026-12-05"), NOW)).toBe("refunded");
    const spent = pass({ type: threeUses, activated_at: PURCHASED, uses: 3 });
    expect(passPayProblem(spent, on("2026-12-05"), NOW)).toBe("expired");
    const active = pass({ activated_at: kst("2026-12-01T09:00:00"), uses: 1 });
    // a 2-day pass activated on the 1st ends at 23:59:59.999 on the 2nd
    expect(passPayProblem(active, on("2026-12-03", "00:00"), NOW)).toBe("expired");
    // never activated by its use-by day (two years)
    expect(passPayProblem(pass(), on("2028-12-01"), NOW)).toBe("expired");
  });

  it("refuses a dated pass for a day before its first day", () => {
    expect(passPayProblem(pass({ valid_from: "2026-12-10" }), on("2026-12-09"), NOW)).toBe("notValidOnDay");
    expect(passPayProblem(pass({ valid_from: "2026-12-10" }), on("2026-12-10"), NOW)).toBeUndefined();
  });
});

describe("qrPassDeadline", () => {
  it("is the end of the departure's Korean day", () => {
    expect(qrPassDeadline("2026-12-05").toISOString()).toBe("2026-12-05T15:00:00.000Z");
    expect(qrPassDeadline("2026-12-31").toISOString()).toBe("2026-12-31T15:00:00.000Z");
  });
});

describe("a QR pass order's body", () => {
  const body = (overrides: Record<string, unknown>) => ({
    product_id: 1,
    options: [{ product_option_id: 2, quantity: 1 }],
    currency: "USD",
    departure_date: "2026-12-05",
    departure_time: "10:00",
    travelers: 2,
    luggage: 0,
    representative_name: "Mina",
    contact: "01012345678",
    passport_number: "M1234567",
    nationality: "KR",
    departure_address: "Seoul",
    destination_address: "Seoul",
    same_as_representative: true,
    agree_cancellation_policy: true,
    agree_domestic_terms: true,
    payment_method: "qr_pass",
    ...overrides,
  });
  const issues = (input: Record<string, unknown>) =>
    CreateReservationBodySchema.safeParse(body(input)).error?.issues.map((issue) => [issue.path, issue.message]);

  it("names a pass per traveller, each a different one", () => {
    expect(issues({ pass_ids: [5, 6] })).toBeUndefined();
    expect(issues({})).toEqual([[["pass_ids"], RESERVATION_MESSAGES.passRequired]]);
    expect(issues({ pass_ids: [5] })).toEqual([[["pass_ids"], RESERVATION_MESSAGES.passRequired]]);
    expect(issues({ pass_ids: [5, 5] })).toEqual([[["pass_ids", 1], RESERVATION_MESSAGES.passTwice]]);
  });

  it("needs no pass with another method", () => {
    expect(issues({ payment_method: "card" })).toBeUndefined();
  });
});
