import { z } from "zod";
import { type Currency, roundMoney } from "./money";
import { departureMoment } from "./reservation-deadlines";
import { addDays, shopToday } from "./shop-calendar";

/**
 * The visitor pass's rules (`/seoulitepass`, issue 24; ADR 0030): what a pass type promises, how a pass stands at a
 * moment, what a venue's scan answers, what remains of an active pass and whether it may be refunded. Pure and with
 * the clock passed in, shared by the card and the scanner (a fast answer) and the server (the one that holds,
 * inside the transaction that writes the scan).
 *
 * Days are Korean calendar days (the shop's, `shopToday`): a 2-day pass activated at 23:50 on the 1st runs to the
 * end of the 2nd in Seoul, wherever the holder's phone thinks it is.
 */

const HOUR = 3600 * 1000;

// ---------------------------------------------------------------------------------------------------------------
// Constants

/** A pass never activated is expired at the end of the Korean day this many years after its purchase. */
export const PASS_USE_BY_YEARS = 2;
/**
 * An unused pass may be refunded until the end of the Korean day this many days after its purchase: the
 * withdrawal period of Korea's e-commerce consumer law, which the spec leaves the shop to follow.
 */
export const PASS_REFUND_DAYS = 7;
/** The longest validity a pass type may state: longer than any traveller's stay, short of a mistyped number. */
export const PASS_MAX_DAYS = 30;
export const PASS_MAX_HOURS = PASS_MAX_DAYS * 24;
export const PASS_MAX_USES = 50;

export const PASS_MESSAGES = {
  valid: "Valid pass.",
  activated: "Valid pass: activated with this scan.",
  freeEntry: "Free entry.",
  discount: "{{percent}}% off.",
  alreadyUsed: "This pass has already been used here.",
  noUsesLeft: "This pass has no uses left.",
  expired: "This pass has expired.",
  notYetValid: "This pass is not valid yet.",
  invalid: "This is not a valid pass.",
  refunded: "This pass has been refunded.",
  refundActivated: "A pass that has been used cannot be refunded.",
  refundWindowClosed: "The refund period for this pass has ended.",
  alreadyRefunded: "This pass has already been refunded.",
} as const;
export type PassMessageKey = keyof typeof PASS_MESSAGES;

// ---------------------------------------------------------------------------------------------------------------
// Pass types: one per product option

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * How long a pass of a type lasts once activated: `days` are Korean calendar days counted from the activation's day,
 * `hours` run from the activation's moment, `uses` are venue entries (optionally also limited to `days` calendar
 * days from activation; without them, until the uses are spent or the use-by day).
 */
export const PassTypeSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("days"), days: whole(1, PASS_MAX_DAYS) }),
    z.object({ kind: z.literal("hours"), hours: whole(1, PASS_MAX_HOURS) }),
    z.object({
      kind: z.literal("uses"),
      uses: whole(1, PASS_MAX_USES),
      days: whole(1, PASS_MAX_DAYS).nullable().default(null),
    }),
  ])
  .meta({ id: "PassType" });
export type PassType = z.infer<typeof PassTypeSchema>;

/** What the pass gives at a partner venue: free entry, or a share off the venue's price. */
export const VenueBenefitSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("free_entry") }),
    z.object({ kind: z.literal("discount"), percent: whole(1, 99) }),
  ])
  .meta({ id: "VenueBenefit" });
export type VenueBenefit = z.infer<typeof VenueBenefitSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A pass and its state

export const PassStateSchema = z.enum(["issued", "active", "expired", "refunded"]);
export type PassState = z.infer<typeof PassStateSchema>;

/** What is known of one pass (one traveller's): the rules derive everything else from these and the clock. */
export type PassFacts = {
  type: PassType;
  purchased_at: Date;
  /** The first valid scan's moment; null until then. */
  activated_at: Date | null;
  /** Valid scans so far (a count pass's spent uses). */
  uses: number;
  refunded_at: Date | null;
  /** The first Korean day it may be activated on (a dated option's start); null when it may be used at once. */
  valid_from?: string | null;
};

/** The last millisecond of a Korean calendar day. */
function endOfKoreanDay(day: string): Date {
  return new Date(departureMoment(addDays(day, 1), "00:00").getTime() - 1);
}

/** The same calendar day `years` later (29 February goes on to 1 March). */
function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** The last moment a pass may be activated: the end of the Korean day two years after its purchase. */
export function passUseBy(purchasedAt: Date): Date {
  return endOfKoreanDay(addYears(shopToday(purchasedAt), PASS_USE_BY_YEARS));
}

/** The last moment a pass activated at `activatedAt` is valid (inclusive: 23:59:59.999 KST for a day pass). */
export function passValidUntil(type: PassType, activatedAt: Date, purchasedAt: Date): Date {
  switch (type.kind) {
    case "days":
      return endOfKoreanDay(addDays(shopToday(activatedAt), type.days - 1));
    case "hours":
      return new Date(activatedAt.getTime() + type.hours * HOUR - 1);
    case "uses":
      return type.days === null
        ? passUseBy(purchasedAt)
        : endOfKoreanDay(addDays(shopToday(activatedAt), type.days - 1));
  }
}

/** Uses left on a count pass; null for a pass counted in time. */
export function usesLeft(pass: Pick<PassFacts, "type" | "uses">): number | null {
  return pass.type.kind === "uses" ? Math.max(0, pass.type.uses - pass.uses) : null;
}

/** Why an expired pass is: its time ran out, its uses are spent, or it was never activated in time. */
export type ExpiryReason = "timeRanOut" | "usedUp" | "neverActivated";

/** Why the pass is expired at `now`; `undefined` when it is not (a refunded pass is refunded, not expired). */
export function expiryReason(pass: PassFacts, now: Date): ExpiryReason | undefined {
  if (pass.refunded_at) return undefined;
  if (!pass.activated_at) return now > passUseBy(pass.purchased_at) ? "neverActivated" : undefined;
  if (usesLeft(pass) === 0) return "usedUp";
  return now > passValidUntil(pass.type, pass.activated_at, pass.purchased_at) ? "timeRanOut" : undefined;
}

/** A pass's state at `now`: a refund first, then expiry, then whether a venue has scanned it. */
export function passState(pass: PassFacts, now: Date): PassState {
  if (pass.refunded_at) return "refunded";
  if (expiryReason(pass, now)) return "expired";
  return pass.activated_at ? "active" : "issued";
}

// ---------------------------------------------------------------------------------------------------------------
// The scan

/** A partner venue as a scan sees it. */
export type ScanVenue = {
  id: number;
  /** The venue lets a pass in more than once (a transit counter, a café); otherwise once per pass. */
  repeat_visits: boolean;
  benefit: VenueBenefit;
};

/** A valid scan already made with the pass. */
export type PassScan = { venue_id: number; at: Date };

export const PassScanResultSchema = z.enum([
  "valid",
  "already_used",
  "no_uses_left",
  "expired",
  "not_yet_valid",
  "invalid",
]);
export type PassScanResult = z.infer<typeof PassScanResultSchema>;

/** Why a scan answers `invalid`: a refunded pass is void; anything else is not a pass of ours. */
export type InvalidReason = "refunded" | "unknown";

export type ScanDecision =
  | {
      result: "valid";
      benefit: VenueBenefit;
      /** This scan is the pass's first: it starts the validity. */
      activates: boolean;
      /** A count pass's uses left after this scan; null for a pass counted in time. */
      uses_left: number | null;
      valid_until: Date;
    }
  | { result: "already_used"; first_used_at: Date }
  | { result: "no_uses_left" }
  | { result: "expired"; reason: ExpiryReason }
  | { result: "not_yet_valid"; valid_from: string }
  | { result: "invalid"; reason: InvalidReason };

/**
 * What a venue's scan of the pass answers at `now`. A refunded pass answers `invalid` (it is void, and the staff
 * have nothing to do but refuse it; the reason tells the holder's history why); a spent count pass answers
 * `no_uses_left` before anything about the venue. Only a `valid` answer is a use: the caller writes it (and the
 * activation, and one use less) inside the transaction that checked it.
 */
export function scanDecision(
  pass: PassFacts | null,
  venue: ScanVenue,
  previousScans: readonly PassScan[],
  now: Date,
): ScanDecision {
  if (!pass) return { result: "invalid", reason: "unknown" };
  if (pass.refunded_at) return { result: "invalid", reason: "refunded" };
  const expired = expiryReason(pass, now);
  if (expired === "usedUp") return { result: "no_uses_left" };
  if (expired) return { result: "expired", reason: expired };
  if (!pass.activated_at && pass.valid_from && shopToday(now) < pass.valid_from) {
    return { result: "not_yet_valid", valid_from: pass.valid_from };
  }
  if (!venue.repeat_visits) {
    const first = previousScans
      .filter((scan) => scan.venue_id === venue.id)
      .reduce<Date | null>((earliest, scan) => (earliest && earliest <= scan.at ? earliest : scan.at), null);
    if (first) return { result: "already_used", first_used_at: first };
  }
  const activatedAt = pass.activated_at ?? now;
  const left = usesLeft(pass);
  return {
    result: "valid",
    benefit: venue.benefit,
    activates: !pass.activated_at,
    uses_left: left === null ? null : left - 1,
    valid_until: passValidUntil(pass.type, activatedAt, pass.purchased_at),
  };
}

/** The contract message a scan answers with (the scanner shows its key's words from `pass.json`). */
export function scanMessageKey(decision: ScanDecision): PassMessageKey {
  return resultMessageKey(decision.result, {
    activates: decision.result === "valid" && decision.activates,
    refunded: decision.result === "invalid" && decision.reason === "refunded",
  });
}

/**
 * The contract message of a scan's result: a valid scan that starts the pass says so, an invalid one says when the
 * pass was refunded (the scanner, which knows no reason, says plainly invalid).
 */
export function resultMessageKey(
  result: PassScanResult,
  { activates, refunded = false }: { activates: boolean; refunded?: boolean },
): PassMessageKey {
  switch (result) {
    case "valid":
      return activates ? "activated" : "valid";
    case "already_used":
      return "alreadyUsed";
    case "no_uses_left":
      return "noUsesLeft";
    case "expired":
      return "expired";
    case "not_yet_valid":
      return "notYetValid";
    case "invalid":
      return refunded ? "refunded" : "invalid";
  }
}

/** The benefit in the contract's words (`{{percent}}` filled in for the English text). */
export function benefitMessageKey(benefit: VenueBenefit): PassMessageKey {
  return benefit.kind === "free_entry" ? "freeEntry" : "discount";
}

/**
 * What a partner product costs a holder who pays by showing the pass (payment method `qr_pass`, ADR 0030): free
 * entry makes it 0, a discount takes its share off, rounded once to the currency's unit.
 */
export function priceWithPass(price: number, currency: Currency, benefit: VenueBenefit): number {
  if (benefit.kind === "free_entry") return 0;
  return roundMoney((price * (100 - benefit.percent)) / 100, currency);
}

/** Why a pass cannot pay for a partner visit on a departure day (`qr_pass`); `undefined` when it can. */
export type PassPayProblem = "refunded" | "expired" | "notValidOnDay";

/**
 * A pass pays for a visit when it is issued or active now and will not have expired by the departure's moment (nor
 * be dated after that day). What happens between now and then (another activation) is the scan's to judge.
 */
export function passPayProblem(
  pass: PassFacts,
  departure: { date: string; time: string },
  now: Date,
): PassPayProblem | undefined {
  const state = passState(pass, now);
  if (state === "refunded") return "refunded";
  if (state === "expired") return "expired";
  if (passState(pass, departureMoment(departure.date, departure.time)) === "expired") return "expired";
  if (pass.valid_from && pass.valid_from > departure.date) return "notValidOnDay";
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The card's countdown

export type PassCountdown = {
  /** The last valid moment (inclusive). */
  until: Date;
  /** Milliseconds from `now` to the moment the pass stops being valid; 0 at that moment. */
  remaining_ms: number;
  uses_left: number | null;
};

/** What remains of an active pass at `now`; null for a pass that is not active (issued, expired, refunded). */
export function passCountdown(pass: PassFacts, now: Date): PassCountdown | null {
  if (passState(pass, now) !== "active" || !pass.activated_at) return null;
  const until = passValidUntil(pass.type, pass.activated_at, pass.purchased_at);
  return { until, remaining_ms: until.getTime() + 1 - now.getTime(), uses_left: usesLeft(pass) };
}

// ---------------------------------------------------------------------------------------------------------------
// Refunds

export type RefundProblem = "alreadyRefunded" | "refundActivated" | "refundWindowClosed";

/** The last moment an unused pass may be refunded: the end of the Korean day 7 days after its purchase. */
export function passRefundDeadline(purchasedAt: Date): Date {
  return endOfKoreanDay(addDays(shopToday(purchasedAt), PASS_REFUND_DAYS));
}

/** Why a pass may not be refunded at `now` (its message key); `undefined` means it may. */
export function refundProblem(pass: PassFacts, now: Date): RefundProblem | undefined {
  if (pass.refunded_at) return "alreadyRefunded";
  if (pass.activated_at) return "refundActivated";
  if (now > passRefundDeadline(pass.purchased_at)) return "refundWindowClosed";
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The QR token

/** A pass's QR token: `P1.<pass id>.<signature>`, signed by the server as the summit tickets are (ADR 0027). */
export const PASS_TOKEN_PATTERN = /^P1\.\d{1,10}\.[A-Za-z0-9_-]{43}$/;

/** The token in what a scanner read (a camera, or a keyboard-wedge scanner's line); null for anything else. */
export function passTokenIn(scanned: string): string | null {
  const token = scanned.trim();
  return PASS_TOKEN_PATTERN.test(token) ? token : null;
}
