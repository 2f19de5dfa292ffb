import type { PassScanAnswer, PassScanner, VenueSummary } from "@contracts/passes";
import { PASS_MESSAGES, type PassMessageKey, type PassScanResult } from "@contracts/pass-rules";

export const STORY_ADMIN_TOKEN = "story-pass-scanner-token";

const venue = (id: number, slug: string, name: string, extra: Partial<VenueSummary> = {}): VenueSummary => ({
  id,
  slug,
  name,
  category: "palace",
  district: "jongno",
  benefit: { kind: "free_entry" },
  reservation_required: false,
  repeat_visits: false,
  opening_hours: "09:00–18:00, closed Tuesdays",
  thumbnail: "/images/placeholder.svg",
  lat: 37.5796,
  lng: 126.977,
  ...extra,
});

export const PALACE = venue(3, "gyeongbokgung", "Gyeongbokgung Palace");
export const MUSEUM = venue(7, "national-museum", "National Museum of Korea", {
  category: "museum",
  district: "yongsan",
  benefit: { kind: "discount", percent: 20 },
});
export const TOWER = venue(9, "n-seoul-tower", "N Seoul Tower", {
  category: "experience",
  district: "yongsan",
  benefit: { kind: "discount", percent: 30 },
});

export const PARTNER_SCANNER: PassScanner = { role: "partner", venues: [PALACE] };
export const OPERATOR_SCANNER: PassScanner = { role: "operator", venues: [PALACE, MUSEUM, TOWER] };

const signature = (letter: string) => letter.repeat(43);

/** A pass of the mocked server: its QR token, printed code, holder and what a scan of it answers. */
export type PassFixture = {
  token: string;
  code: string;
  holder: string;
  type_name: string;
  /** The answer at any venue: the stories scan each pass once. */
  answer: Pick<
    PassScanAnswer,
    "result" | "activates" | "uses_left" | "valid_until" | "first_used_at" | "valid_from" | "settles"
  >;
  state: NonNullable<PassScanAnswer["pass"]>["state"];
  message_key: PassMessageKey;
};

const pass = (id: number, letter: string, fixture: Omit<PassFixture, "token" | "code">): PassFixture => ({
  token: `P1.${id}.${signature(letter)}`,
  code: `SP-${String(id).padStart(6, "0")}`,
  ...fixture,
});

const answer = (result: PassScanResult, extra: Partial<PassFixture["answer"]> = {}): PassFixture["answer"] => ({
  result,
  activates: false,
  uses_left: null,
  valid_until: null,
  first_used_at: null,
  valid_from: null,
  ...extra,
});

/** Never scanned: this scan activates it (a 3-day pass: valid to the end of the third Korean day). */
export const NEW_PASS = pass(101, "A", {
  holder: "Emma Clarke",
  type_name: "Seoul Pass · 3 days",
  state: "active",
  message_key: "activated",
  answer: answer("valid", { activates: true, valid_until: "2026-05-17T14:59:59.999Z" }),
});
/** A count pass already active: one use less, two left. */
export const COUNT_PASS = pass(102, "B", {
  holder: "Lucas Moreau",
  type_name: "Seoul Pass · 5 uses",
  state: "active",
  message_key: "valid",
  answer: answer("valid", { uses_left: 2, valid_until: "2028-05-02T14:59:59.999Z" }),
});
export const USED_HERE_PASS = pass(103, "C", {
  holder: "Aiko Tanaka",
  type_name: "Seoul Pass · 2 days",
  state: "active",
  message_key: "alreadyUsed",
  answer: answer("already_used", { first_used_at: "2026-05-15T00:40:00.000Z" }),
});
export const SPENT_PASS = pass(104, "D", {
  holder: "David Kim",
  type_name: "Seoul Pass · 3 uses",
  state: "expired",
  message_key: "noUsesLeft",
  answer: answer("no_uses_left"),
});
export const EXPIRED_PASS = pass(105, "E", {
  holder: "Sofia Rossi",
  type_name: "Seoul Pass · 48 hours",
  state: "expired",
  message_key: "expired",
  answer: answer("expired"),
});
export const FESTIVAL_PASS = pass(106, "F", {
  holder: "Noah Schmidt",
  type_name: "Lantern Festival Pass",
  state: "issued",
  message_key: "notYetValid",
  answer: answer("not_yet_valid", { valid_from: "2026-06-01" }),
});
export const REFUNDED_PASS = pass(107, "G", {
  holder: "Mia Dubois",
  type_name: "Seoul Pass · 1 day",
  state: "refunded",
  message_key: "refunded",
  answer: answer("invalid"),
});
/**
 * Paying a booking of the museum's guided evening (ADR 0030, the QR pass): this scan settles its traveller, the last
 * one of the booking, at the museum's 20% off a ₩30,000 ticket.
 */
export const BOOKED_PASS = pass(108, "H", {
  holder: "Hana Park",
  type_name: "Seoul Pass · 2 days",
  state: "active",
  message_key: "valid",
  answer: answer("valid", {
    valid_until: "2026-05-16T14:59:59.999Z",
    settles: {
      reservation_number: "R260515-K7PQ2M",
      traveler: 2,
      amount: 24000,
      currency: "KRW",
      order_confirmed: true,
    },
  }),
});
/** Settling the first traveller of a booking at free entry: nothing to collect, the booking waits for the rest. */
export const FREE_BOOKED_PASS = pass(109, "J", {
  holder: "Jun Park",
  type_name: "Seoul Pass · 2 days",
  state: "active",
  message_key: "valid",
  answer: answer("valid", {
    valid_until: "2026-05-16T14:59:59.999Z",
    settles: { reservation_number: "R260515-K7PQ2M", traveler: 1, amount: 0, currency: "KRW", order_confirmed: false },
  }),
});
/** Well formed, but not signed by the server. */
export const FORGED_TOKEN = `P1.999.${signature("Z")}`;

export const PASSES = [
  NEW_PASS,
  COUNT_PASS,
  USED_HERE_PASS,
  SPENT_PASS,
  EXPIRED_PASS,
  FESTIVAL_PASS,
  REFUNDED_PASS,
  BOOKED_PASS,
  FREE_BOOKED_PASS,
];

/** The server's answer to `fixture` (or to a token it never signed) scanned at `venue`. */
export function answerOf(fixture: PassFixture | null, venue: VenueSummary, nonce: string): PassScanAnswer {
  const base = fixture?.answer ?? answer("invalid");
  const key: PassMessageKey = fixture?.message_key ?? "invalid";
  return {
    ...base,
    nonce,
    message_key: key,
    message: PASS_MESSAGES[key],
    venue_id: venue.id,
    pass: fixture
      ? { code: fixture.code, holder: fixture.holder, type_name: fixture.type_name, state: fixture.state }
      : null,
    benefit: base.result === "valid" ? venue.benefit : null,
    scanned_at: "2026-05-15T01:00:00.000Z",
  };
}
