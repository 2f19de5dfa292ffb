import { BLANK_IMAGE, storyBankTransfer, storyReservation } from "@blocks/shop-kit";
import type { Pass, PassCard, PassOption, PassProduct, PassReservation, PassUsage } from "@contracts/passes";
import type { Reservation } from "@contracts/reservations";

// Stories see 15 May 2026, 10:00 in Seoul (.storybook/fixed-date.ts): Alex's 2-day pass, scanned first at 09:12,
// runs to the end of the 16th in Seoul.

export const STORY_ORDER_NUMBER = "R-20260515-0742";

const option = (patch: Partial<PassOption> & Pick<PassOption, "id" | "name" | "type" | "price">): PassOption => ({
  currency: "USD",
  valid_from: null,
  on_sale: true,
  ...patch,
});

/** The Seoulite pass's types: days, hours and uses, a dated season's pass and a paused one. */
export const PASS_OPTIONS: PassOption[] = [
  option({ id: 11, name: "1-day pass", type: { kind: "days", days: 1 }, price: 39 }),
  option({ id: 12, name: "2-day pass", type: { kind: "days", days: 2 }, price: 59 }),
  option({ id: 13, name: "48-hour pass", type: { kind: "hours", hours: 48 }, price: 65 }),
  option({ id: 14, name: "5-venue pass", type: { kind: "uses", uses: 5, days: null }, price: 49 }),
  option({
    id: 15,
    name: "Lantern Festival 3-day pass",
    type: { kind: "days", days: 3 },
    price: 79,
    valid_from: "2026-06-01",
  }),
  option({ id: 16, name: "72-hour pass", type: { kind: "hours", hours: 72 }, price: 85, on_sale: false }),
];

export const passProduct: PassProduct = {
  id: 1,
  slug: "seoulite-pass",
  name: "Seoulite pass",
  summary: "Free entry or a discount at palaces, museums, tours and shows across Seoul, on one QR code.",
  description: "One pass per traveller, started at the first venue scan.",
  image: BLANK_IMAGE,
  options: PASS_OPTIONS,
};

/** Alex's card order of two 2-day passes, not paid yet (the site starts the payment). */
export const passOrder: PassReservation = {
  ...storyReservation,
  id: 742,
  reservation_number: STORY_ORDER_NUMBER,
  order_id: "ORD-20260515-0742",
  product_name: "Seoulite pass",
  items: [
    {
      product_id: 1,
      product_name: "Seoulite pass",
      product_option_id: 12,
      option_name: "2-day pass",
      option_start_date: "2026-05-15",
      option_end_date: "2028-05-15",
      quantity: 2,
      unit_price: 59,
    },
  ],
  travelers: 2,
  luggage: 0,
  representative_name: "Alex Morgan",
  nationality: "US",
  subtotal: 118,
  luggage_fee: 0,
  coupon_discount: 0,
  coupon_name: null,
  points_used: 0,
  points_value: 0,
  total: 118,
  pass_name: "2-day pass",
  holders: ["Alex Morgan", "Sam Lee"],
  pass_ids: [],
};

/** The same order paid by bank transfer, waiting for the deposit. */
export const transferOrder: PassReservation = {
  ...passOrder,
  ...storyBankTransfer,
  payment_due_at: null,
  deposit_krw: 172870,
};

/** The order as the shop reads it once paid (the passes are issued in the same step). */
export const paidOrder: Reservation = {
  ...passOrder,
  status: "confirmed",
  status_group: "confirmed",
  paid_at: "2026-05-15T09:05:00+09:00",
  confirmed_at: "2026-05-15T09:05:00+09:00",
  payment_due_at: null,
};

const pass = (patch: Partial<Pass> & Pick<Pass, "id" | "holder" | "state">): Pass => ({
  code: `SP-${String(patch.id).padStart(6, "0")}`,
  type_name: "2-day pass",
  type: { kind: "days", days: 2 },
  expiry_reason: null,
  reservation_number: STORY_ORDER_NUMBER,
  purchased_at: "2026-05-15T09:05:00+09:00",
  activated_at: null,
  valid_until: null,
  use_by: "2028-05-15T23:59:59.999+09:00",
  valid_from: null,
  uses_left: null,
  refunded_at: null,
  refundable_until: null,
  ...patch,
});

/** Alex's pass, first scanned at 09:12 today: valid to the end of tomorrow in Seoul. */
export const activePass = pass({
  id: 901,
  holder: "Alex Morgan",
  state: "active",
  activated_at: "2026-05-15T09:12:00+09:00",
  valid_until: "2026-05-16T23:59:59.999+09:00",
});

/** Sam's pass of the same order, not scanned yet: the name may still be corrected, and it may be refunded. */
export const issuedPass = pass({
  id: 902,
  holder: "Sam Lee",
  state: "issued",
  refundable_until: "2026-05-22T23:59:59.999+09:00",
});

/** A count pass of an earlier trip with 3 of its 5 uses left. */
export const countPass = pass({
  id: 877,
  holder: "Alex Morgan",
  state: "active",
  reservation_number: "R-20260410-0311",
  type_name: "5-venue pass",
  type: { kind: "uses", uses: 5, days: null },
  purchased_at: "2026-04-10T15:00:00+09:00",
  activated_at: "2026-05-14T11:00:00+09:00",
  valid_until: "2028-04-10T23:59:59.999+09:00",
  use_by: "2028-04-10T23:59:59.999+09:00",
  uses_left: 3,
});

export const expiredPass = pass({
  id: 640,
  holder: "Alex Morgan",
  state: "expired",
  expiry_reason: "timeRanOut",
  reservation_number: "R-20250902-0120",
  type_name: "48-hour pass",
  type: { kind: "hours", hours: 48 },
  purchased_at: "2025-09-02T10:00:00+09:00",
  activated_at: "2025-09-03T10:00:00+09:00",
  valid_until: "2025-09-05T09:59:59.999+09:00",
  use_by: "2027-09-02T23:59:59.999+09:00",
});

export const refundedPass = pass({
  id: 641,
  holder: "Jordan Morgan",
  state: "refunded",
  reservation_number: "R-20250902-0120",
  type_name: "48-hour pass",
  type: { kind: "hours", hours: 48 },
  purchased_at: "2025-09-02T10:00:00+09:00",
  use_by: "2027-09-02T23:59:59.999+09:00",
  refunded_at: "2025-09-04T14:20:00+09:00",
});

/** Every state a member meets, newest first as the server lists them. */
export const MY_PASSES: Pass[] = [activePass, issuedPass, countPass, expiredPass, refundedPass];

/** A fixed token of the right shape (the server signs the real ones). */
export const STORY_PASS_TOKEN = "P1.901.Zm9yLXN0b3JpZXMtb25seS1ub3QtYS1yZWFsLXNpZ25hdHVyZQ0";

export const PASS_USAGE: PassUsage[] = [
  {
    at: "2026-05-15T09:12:00+09:00",
    venue_id: 3,
    venue_name: "Gyeongbokgung Palace",
    result: "valid",
    benefit: { kind: "free_entry" },
  },
  {
    at: "2026-05-15T09:40:00+09:00",
    venue_id: 3,
    venue_name: "Gyeongbokgung Palace",
    result: "already_used",
    benefit: null,
  },
  {
    at: "2026-05-15T09:55:00+09:00",
    venue_id: 8,
    venue_name: "N Seoul Tower observatory",
    result: "valid",
    benefit: { kind: "discount", percent: 20 },
  },
];

/**
 * The card of Alex's active pass, read at 10:00:30: 37 h 59 min 30 s left, so the minutes shown hold still for
 * half a minute while a story looks.
 */
export const activeCard: PassCard = {
  ...activePass,
  token: STORY_PASS_TOKEN,
  server_now: "2026-05-15T10:00:30+09:00",
  remaining_ms: 37 * 3_600_000 + 59 * 60_000 + 30_000,
  usage: PASS_USAGE,
  refund: null,
};

export const issuedCard: PassCard = {
  ...issuedPass,
  token: "P1.902.Zm9yLXN0b3JpZXMtb25seS1ub3QtYS1yZWFsLXNpZ25hdHVyZQ1",
  server_now: "2026-05-15T10:00:30+09:00",
  remaining_ms: null,
  usage: [],
  refund: { amount: 59, currency: "USD", until: "2026-05-22T23:59:59.999+09:00", returned_by: "provider" },
};

/** The same pass paid by bank transfer: its share goes back from the operators. */
export const issuedBankCard: PassCard = {
  ...issuedCard,
  refund: { amount: 59000, currency: "KRW", until: "2026-05-22T23:59:59.999+09:00", returned_by: "operators" },
};

/** A festival pass bought before its season: not valid until 1 June. */
export const seasonCard: PassCard = {
  ...issuedCard,
  id: 903,
  holder: "Sam Lee",
  type_name: "Lantern Festival 3-day pass",
  type: { kind: "days", days: 3 },
  valid_from: "2026-06-01",
  refundable_until: null,
  refund: null,
};

export const countCard: PassCard = {
  ...countPass,
  token: "P1.877.Zm9yLXN0b3JpZXMtb25seS1ub3QtYS1yZWFsLXNpZ25hdHVyZQ2",
  server_now: "2026-05-15T10:00:30+09:00",
  remaining_ms: 710 * 86_400_000 + 30_000,
  usage: [PASS_USAGE[0] as PassUsage, PASS_USAGE[2] as PassUsage],
  refund: null,
};

/** An hour pass in its last seconds: the countdown reaches 0 while the story looks. */
export const endingCard: PassCard = {
  ...activeCard,
  type_name: "48-hour pass",
  type: { kind: "hours", hours: 48 },
  valid_until: "2026-05-15T10:00:32.499+09:00",
  remaining_ms: 2_500,
};

/** The same pass read again once it stopped. */
export const endedCard: PassCard = {
  ...endingCard,
  state: "expired",
  expiry_reason: "timeRanOut",
  server_now: "2026-05-15T10:00:33+09:00",
  remaining_ms: null,
};

export const refundedCard: PassCard = {
  ...refundedPass,
  token: "P1.641.Zm9yLXN0b3JpZXMtb25seS1ub3QtYS1yZWFsLXNpZ25hdHVyZQ3",
  server_now: "2026-05-15T10:00:30+09:00",
  remaining_ms: null,
  usage: [],
  refund: null,
};
