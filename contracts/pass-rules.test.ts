import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  benefitMessageKey,
  expiryReason,
  PASS_MESSAGES,
  passCountdown,
  type PassFacts,
  passRefundDeadline,
  passState,
  passTokenIn,
  PassTypeSchema,
  passUseBy,
  passValidUntil,
  priceWithPass,
  refundProblem,
  type ScanDecision,
  scanDecision,
  scanMessageKey,
  type ScanVenue,
  usesLeft,
  VenueBenefitSchema,
} from "./pass-rules";

// Korea keeps +09:00 all year: 23:50 KST on 1 December 2026 is 14:50 UTC the same day.
const kst = (local: string) => new Date(`${local}+09:00`);
// Bought at 19:00 KST on 30 November 2026.
const PURCHASED = kst("2026-11-30T19:00:00");

const twoDays = PassTypeSchema.parse({ kind: "days", days: 2 });
const oneDay = PassTypeSchema.parse({ kind: "days", days: 1 });
const fortyEightHours = PassTypeSchema.parse({ kind: "hours", hours: 48 });
const threeUses = PassTypeSchema.parse({ kind: "uses", uses: 3 });
const threeUsesInTwoDays = PassTypeSchema.parse({ kind: "uses", uses: 3, days: 2 });

const pass = (overrides: Partial<PassFacts> = {}): PassFacts => ({
  type: twoDays,
  purchased_at: PURCHASED,
  activated_at: null,
  uses: 0,
  refunded_at: null,
  valid_from: null,
  ...overrides,
});

const palace: ScanVenue = { id: 1, repeat_visits: false, benefit: { kind: "free_entry" } };
const museum: ScanVenue = { id: 2, repeat_visits: false, benefit: { kind: "discount", percent: 20 } };
const transitDesk: ScanVenue = { id: 3, repeat_visits: true, benefit: { kind: "free_entry" } };

/** The facts after a valid scan, as the server writes them. */
function afterScan(facts: PassFacts, decision: ScanDecision, at: Date): PassFacts {
  if (decision.result !== "valid") throw new Error(`expected a valid scan, got ${decision.result}`);
  return { ...facts, activated_at: facts.activated_at ?? at, uses: facts.uses + 1 };
}

describe("pass types", () => {
  it("reads days, hours and uses, a count pass without a day limit by default", () => {
    expect(twoDays).toEqual({ kind: "days", days: 2 });
    expect(fortyEightHours).toEqual({ kind: "hours", hours: 48 });
    expect(threeUses).toEqual({ kind: "uses", uses: 3, days: null });
    expect(threeUsesInTwoDays).toEqual({ kind: "uses", uses: 3, days: 2 });
  });

  it("refuses a type without its measure, a zero, a fraction or an unknown kind", () => {
    expect(PassTypeSchema.safeParse({ kind: "days" }).success).toBe(false);
    expect(PassTypeSchema.safeParse({ kind: "days", days: 0 }).success).toBe(false);
    expect(PassTypeSchema.safeParse({ kind: "hours", hours: 1.5 }).success).toBe(false);
    expect(PassTypeSchema.safeParse({ kind: "uses", uses: 51 }).success).toBe(false);
    expect(PassTypeSchema.safeParse({ kind: "weeks", weeks: 1 }).success).toBe(false);
  });

  it("takes free entry or a discount from 1 to 99 percent", () => {
    expect(VenueBenefitSchema.safeParse({ kind: "discount", percent: 20 }).success).toBe(true);
    expect(VenueBenefitSchema.safeParse({ kind: "discount", percent: 0 }).success).toBe(false);
    expect(VenueBenefitSchema.safeParse({ kind: "discount", percent: 100 }).success).toBe(false);
    expect(VenueBenefitSchema.safeParse({ kind: "discount" }).success).toBe(false);
  });
});

describe("activation", () => {
  it("does not happen at purchase: a bought pass is issued, with no countdown", () => {
    expect(passState(pass(), PURCHASED)).toBe("issued");
    expect(passState(pass(), kst("2027-06-01T12:00:00"))).toBe("issued");
    expect(passCountdown(pass(), PURCHASED)).toBeNull();
  });

  it("happens at the first venue scan, which is a use", () => {
    const at = kst("2026-12-01T10:00:00");
    const first = scanDecision(pass(), palace, [], at);
    expect(first).toEqual({
      result: "valid",
      benefit: { kind: "free_entry" },
      activates: true,
      uses_left: null,
      valid_until: kst("2026-12-02T23:59:59.999"),
    });
    expect(scanMessageKey(first)).toBe("activated");

    const active = afterScan(pass(), first, at);
    expect(passState(active, at)).toBe("active");
    const second = scanDecision(active, museum, [{ venue_id: 1, at }], kst("2026-12-01T14:00:00"));
    expect(second).toMatchObject({ result: "valid", activates: false, benefit: { kind: "discount", percent: 20 } });
    expect(scanMessageKey(second)).toBe("valid");
  });

  it("is refused before a dated pass's first day (Korea time), and allowed from that day's midnight in Seoul", () => {
    const dated = pass({ valid_from: "2026-12-05" });
    // the last second of the 4th in Seoul (14:59:59 UTC)
    expect(scanDecision(dated, palace, [], kst("2026-12-04T23:59:59"))).toEqual({
      result: "not_yet_valid",
      valid_from: "2026-12-05",
    });
    // 15:00 UTC on the 4th is midnight of the 5th in Seoul
    expect(scanDecision(dated, palace, [], new Date("2026-12-04T15:00:00Z"))).toMatchObject({
      result: "valid",
      activates: true,
    });
    expect(scanMessageKey({ result: "not_yet_valid", valid_from: "2026-12-05" })).toBe("notYetValid");
  });

  it("expires a pass never activated within two years of purchase, at the end of that Korean day", () => {
    const useBy = passUseBy(PURCHASED);
    expect(useBy.toISOString()).toBe("2028-11-30T14:59:59.999Z");
    expect(passState(pass(), useBy)).toBe("issued");
    expect(passState(pass(), new Date(useBy.getTime() + 1))).toBe("expired");
    expect(expiryReason(pass(), new Date(useBy.getTime() + 1))).toBe("neverActivated");
    const late = scanDecision(pass(), palace, [], kst("2028-12-01T09:00:00"));
    expect(late).toEqual({ result: "expired", reason: "neverActivated" });
    expect(scanMessageKey(late)).toBe("expired");
  });

  it("counts the use-by day from the purchase's Korean day, not its UTC day", () => {
    // 01:00 KST on 1 December is still 30 November in UTC
    expect(passUseBy(kst("2026-12-01T01:00:00")).toISOString()).toBe("2028-12-01T14:59:59.999Z");
    // a leap day goes on to 1 March
    expect(passUseBy(kst("2028-02-29T12:00:00")).toISOString()).toBe("2030-03-01T14:59:59.999Z");
  });
});

describe("validity in calendar days (Korea time)", () => {
  it("runs a 2-day pass activated at 23:50 KST to the end of the next Korean day", () => {
    const activated = kst("2026-12-01T23:50:00");
    expect(activated.toISOString()).toBe("2026-12-01T14:50:00.000Z");
    expect(passValidUntil(twoDays, activated, PURCHASED).toISOString()).toBe("2026-12-02T14:59:59.999Z");

    const active = pass({ activated_at: activated, uses: 1 });
    expect(passState(active, kst("2026-12-02T00:05:00"))).toBe("active");
    expect(passState(active, kst("2026-12-02T23:59:59.999"))).toBe("active");
    expect(passState(active, kst("2026-12-03T00:00:00"))).toBe("expired");
    expect(expiryReason(active, kst("2026-12-03T00:00:00"))).toBe("timeRanOut");
  });

  it("uses the Korean day when the UTC day differs (activated at 08:30 KST, still the day before in UTC)", () => {
    const activated = kst("2026-12-02T08:30:00");
    expect(activated.toISOString()).toBe("2026-12-01T23:30:00.000Z");
    expect(passValidUntil(oneDay, activated, PURCHASED).toISOString()).toBe("2026-12-02T14:59:59.999Z");
    const active = pass({ type: oneDay, activated_at: activated, uses: 1 });
    // the UTC day has ended, the Korean one has not
    expect(passState(active, new Date("2026-12-02T00:30:00Z"))).toBe("active");
    expect(passState(active, new Date("2026-12-02T14:59:59.999Z"))).toBe("active");
    expect(passState(active, new Date("2026-12-02T15:00:00Z"))).toBe("expired");
  });

  it("answers expired at a venue once the last Korean day is over", () => {
    const active = pass({ activated_at: kst("2026-12-01T23:50:00"), uses: 1 });
    const scans = [{ venue_id: 1, at: kst("2026-12-01T23:50:00") }];
    expect(scanDecision(active, museum, scans, kst("2026-12-02T23:59:00"))).toMatchObject({ result: "valid" });
    expect(scanDecision(active, museum, scans, kst("2026-12-03T00:00:00"))).toEqual({
      result: "expired",
      reason: "timeRanOut",
    });
  });

  it("keeps an activated pass valid past the use-by day: the two years bound activation only", () => {
    const activated = kst("2028-11-30T20:00:00");
    const active = pass({ activated_at: activated, uses: 1 });
    expect(passState(active, kst("2028-12-01T12:00:00"))).toBe("active");
  });
});

describe("validity in hours", () => {
  it("runs 48 hours from the activation's moment, across midnight", () => {
    const activated = kst("2026-12-01T23:50:00");
    const until = passValidUntil(fortyEightHours, activated, PURCHASED);
    expect(until.toISOString()).toBe("2026-12-03T14:49:59.999Z");
    const active = pass({ type: fortyEightHours, activated_at: activated, uses: 1 });
    expect(passState(active, kst("2026-12-03T00:00:00"))).toBe("active");
    expect(passState(active, kst("2026-12-03T23:49:59.999"))).toBe("active");
    expect(passState(active, kst("2026-12-03T23:50:00"))).toBe("expired");
  });

  it("gives the valid scan that activates it the end of its hours", () => {
    const at = kst("2026-12-01T23:50:00");
    expect(scanDecision(pass({ type: fortyEightHours }), palace, [], at)).toMatchObject({
      result: "valid",
      activates: true,
      valid_until: new Date("2026-12-03T14:49:59.999Z"),
    });
  });
});

describe("once per venue", () => {
  const at = kst("2026-12-01T10:00:00");
  const active = pass({ activated_at: at, uses: 1 });

  it("answers already used at a venue that scanned the pass, with the first visit's time", () => {
    const scans = [
      { venue_id: 1, at: kst("2026-12-01T15:00:00") },
      { venue_id: 1, at },
    ];
    const again = scanDecision(active, palace, scans, kst("2026-12-01T16:00:00"));
    expect(again).toEqual({ result: "already_used", first_used_at: at });
    expect(scanMessageKey(again)).toBe("alreadyUsed");
  });

  it("lets another venue scan it", () => {
    expect(scanDecision(active, museum, [{ venue_id: 1, at }], kst("2026-12-01T11:00:00"))).toMatchObject({
      result: "valid",
    });
  });

  it("lets a venue that allows repeat visits scan it again", () => {
    const scans = [
      { venue_id: 3, at },
      { venue_id: 3, at: kst("2026-12-01T12:00:00") },
    ];
    expect(scanDecision(active, transitDesk, scans, kst("2026-12-01T18:00:00"))).toMatchObject({
      result: "valid",
      activates: false,
    });
  });
});

describe("count passes", () => {
  it("lose one use per valid scan down to zero, then answer no uses left", () => {
    let facts = pass({ type: threeUses });
    const scans: { venue_id: number; at: Date }[] = [];
    const lefts: (number | null)[] = [];
    for (const [hour, venue] of [
      [10, palace],
      [12, museum],
      [14, transitDesk],
    ] as const) {
      const at = kst(`2026-12-01T${hour}:00:00`);
      const decision = scanDecision(facts, venue, scans, at);
      if (decision.result === "valid") lefts.push(decision.uses_left);
      facts = afterScan(facts, decision, at);
      scans.push({ venue_id: venue.id, at });
    }
    expect(lefts).toEqual([2, 1, 0]);
    expect(usesLeft(facts)).toBe(0);
    expect(passState(facts, kst("2026-12-01T15:00:00"))).toBe("expired");
    expect(expiryReason(facts, kst("2026-12-01T15:00:00"))).toBe("usedUp");

    const spent = scanDecision(facts, transitDesk, scans, kst("2026-12-01T16:00:00"));
    expect(spent).toEqual({ result: "no_uses_left" });
    expect(scanMessageKey(spent)).toBe("noUsesLeft");
  });

  it("count one use per scan at a venue that allows repeats", () => {
    const at = kst("2026-12-01T10:00:00");
    const facts = pass({ type: threeUses, activated_at: at, uses: 2 });
    expect(scanDecision(facts, transitDesk, [{ venue_id: 3, at }], at)).toMatchObject({ uses_left: 0 });
  });

  it("answers no uses left before already used here", () => {
    const at = kst("2026-12-01T10:00:00");
    const spent = pass({ type: threeUses, activated_at: at, uses: 3 });
    expect(scanDecision(spent, palace, [{ venue_id: 1, at }], at)).toEqual({ result: "no_uses_left" });
  });

  it("without a day limit last until spent or the use-by day", () => {
    const at = kst("2026-12-01T10:00:00");
    const facts = pass({ type: threeUses, activated_at: at, uses: 1 });
    expect(passValidUntil(threeUses, at, PURCHASED)).toEqual(passUseBy(PURCHASED));
    expect(passState(facts, kst("2028-11-30T23:00:00"))).toBe("active");
    expect(passState(facts, kst("2028-12-01T00:00:00"))).toBe("expired");
  });

  it("with a day limit expire at the end of the last Korean day, uses left or not", () => {
    const at = kst("2026-12-01T23:50:00");
    const facts = pass({ type: threeUsesInTwoDays, activated_at: at, uses: 1 });
    expect(passState(facts, kst("2026-12-02T23:59:59.999"))).toBe("active");
    expect(scanDecision(facts, museum, [], kst("2026-12-03T00:00:01"))).toEqual({
      result: "expired",
      reason: "timeRanOut",
    });
  });
});

describe("refunded and unknown passes", () => {
  it("answer invalid: a refunded pass is void, with the reason its history shows", () => {
    const refunded = pass({ refunded_at: kst("2026-12-01T09:00:00") });
    expect(passState(refunded, kst("2026-12-01T10:00:00"))).toBe("refunded");
    expect(expiryReason(refunded, kst("2030-01-01T00:00:00"))).toBeUndefined();
    const decision = scanDecision(refunded, palace, [], kst("2026-12-01T10:00:00"));
    expect(decision).toEqual({ result: "invalid", reason: "refunded" });
    expect(scanMessageKey(decision)).toBe("refunded");
  });

  it("answer invalid for a token that names no pass", () => {
    const decision = scanDecision(null, palace, [], kst("2026-12-01T10:00:00"));
    expect(decision).toEqual({ result: "invalid", reason: "unknown" });
    expect(scanMessageKey(decision)).toBe("invalid");
  });
});

describe("refunds", () => {
  it("allow an unused pass until the end of the Korean day seven days after its purchase", () => {
    // bought at 23:00 KST on 1 December: refundable until the end of 8 December in Seoul
    const bought = kst("2026-12-01T23:00:00");
    const deadline = passRefundDeadline(bought);
    expect(deadline.toISOString()).toBe("2026-12-08T14:59:59.999Z");
    expect(refundProblem(pass({ purchased_at: bought }), bought)).toBeUndefined();
    expect(refundProblem(pass({ purchased_at: bought }), deadline)).toBeUndefined();
    expect(refundProblem(pass({ purchased_at: bought }), new Date(deadline.getTime() + 1))).toBe("refundWindowClosed");
  });

  it("refuse an activated pass, even within the window", () => {
    const at = kst("2026-12-01T10:00:00");
    expect(refundProblem(pass({ activated_at: at, uses: 1 }), at)).toBe("refundActivated");
  });

  it("refuse a second refund", () => {
    const at = kst("2026-12-01T10:00:00");
    expect(refundProblem(pass({ refunded_at: at }), at)).toBe("alreadyRefunded");
  });
});

describe("the countdown", () => {
  it("says what remains of an active day pass, to its last millisecond", () => {
    const activated = kst("2026-12-01T23:50:00");
    const active = pass({ activated_at: activated, uses: 1 });
    expect(passCountdown(active, activated)).toEqual({
      until: new Date("2026-12-02T14:59:59.999Z"),
      remaining_ms: 24 * 3600_000 + 10 * 60_000,
      uses_left: null,
    });
    expect(passCountdown(active, kst("2026-12-02T23:59:00"))?.remaining_ms).toBe(60_000);
    expect(passCountdown(active, kst("2026-12-02T23:59:59.999"))?.remaining_ms).toBe(1);
    expect(passCountdown(active, kst("2026-12-03T00:00:00"))).toBeNull();
  });

  it("counts an hour pass down from its hours, and shows a count pass's uses left", () => {
    const activated = kst("2026-12-01T23:50:00");
    const hours = pass({ type: fortyEightHours, activated_at: activated, uses: 1 });
    expect(passCountdown(hours, activated)?.remaining_ms).toBe(48 * 3600_000);
    expect(passCountdown(hours, kst("2026-12-03T11:50:00"))?.remaining_ms).toBe(12 * 3600_000);

    const uses = pass({ type: threeUsesInTwoDays, activated_at: activated, uses: 2 });
    expect(passCountdown(uses, activated)).toMatchObject({ uses_left: 1, remaining_ms: 24 * 3600_000 + 600_000 });
  });

  it("is null for an issued, refunded or spent pass", () => {
    const at = kst("2026-12-01T10:00:00");
    expect(passCountdown(pass(), at)).toBeNull();
    expect(passCountdown(pass({ refunded_at: at }), at)).toBeNull();
    expect(passCountdown(pass({ type: threeUses, activated_at: at, uses: 3 }), at)).toBeNull();
  });
});

describe("paying with the pass", () => {
  it("makes a free entry free and takes a discount off, rounded to the currency's unit", () => {
    expect(priceWithPass(25, "USD", { kind: "free_entry" })).toBe(0);
    expect(priceWithPass(24.99, "USD", { kind: "discount", percent: 15 })).toBe(21.24);
    expect(priceWithPass(18_000, "KRW", { kind: "discount", percent: 15 })).toBe(15_300);
    expect(priceWithPass(9_999, "KRW", { kind: "discount", percent: 10 })).toBe(8_999);
  });

  it("names the benefit's message", () => {
    expect(benefitMessageKey({ kind: "free_entry" })).toBe("freeEntry");
    expect(benefitMessageKey({ kind: "discount", percent: 20 })).toBe("discount");
  });
});

describe("the QR token", () => {
  const signature = "a".repeat(43);

  it("takes a signed pass token, trimmed of a wedge scanner's line end", () => {
    expect(passTokenIn(`P1.42.${signature}\n`)).toBe(`P1.42.${signature}`);
  });

  it("refuses a summit ticket, a short signature or anything else", () => {
    expect(passTokenIn(`T1.42.1.${signature}`)).toBeNull();
    expect(passTokenIn(`P1.42.${signature.slice(1)}`)).toBeNull();
    expect(passTokenIn("42")).toBeNull();
  });
});

describe("the messages", () => {
  // read as files: the contracts layer imports nothing of the locales' (the screens map these keys)
  type PassLocale = { messages: Record<string, string>; states: Record<string, string> };
  const load = (lang: string) =>
    JSON.parse(readFileSync(new URL(`../locales/${lang}/pass.json`, import.meta.url), "utf8")) as PassLocale;
  const en = load("en");
  const ko = load("ko");

  it("has each contract message under messages.<key> in both languages, the English text the same", () => {
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(PASS_MESSAGES).sort());
    expect(Object.keys(ko.messages).sort()).toEqual(Object.keys(PASS_MESSAGES).sort());
    expect(en.messages).toEqual(PASS_MESSAGES);
  });

  it("names every pass state", () => {
    expect(Object.keys(en.states).sort()).toEqual(["active", "expired", "issued", "refunded"]);
  });
});
