import { describe, expect, it } from "vitest";
import { DEFAULT_RATES } from "./money";
import {
  addDays,
  canCancel,
  cancelOutcome,
  couponDiscount,
  CreateReservationBodySchema,
  departureDateProblem,
  luggageFee,
  minDepartureDate,
  priceBreakdown,
  RESERVATION_MESSAGES,
  type ReservationStatus,
  shopToday,
  statusGroup,
} from "./reservations";

// 23:30 in Korea on 15 May is still the 15th there but 14:30 UTC the same day; 00:30 KST on the 16th is the 15th in UTC.
const LATE_EVENING_KST = new Date("2026-05-15T14:30:00Z");
const JUST_AFTER_MIDNIGHT_KST = new Date("2026-05-15T15:30:00Z");

describe("statuses", () => {
  it("shows waiting and pending as Pending, requested and confirmed as Confirmed", () => {
    const groups = (["waiting", "pending", "requested", "confirmed", "cancel_requested", "cancelled"] as const).map(
      statusGroup,
    );
    expect(groups).toEqual(["pending", "pending", "confirmed", "confirmed", "cancel_requested", "cancelled"]);
  });

  it("never cancels a cancel-requested or cancelled reservation again", () => {
    const all: ReservationStatus[] = ["waiting", "pending", "requested", "confirmed", "cancel_requested", "cancelled"];
    expect(all.filter(canCancel)).toEqual(["waiting", "pending", "requested", "confirmed"]);
  });

  it("ends unpaid orders at once and asks the operator for paid ones", () => {
    expect(cancelOutcome("waiting")).toBe("cancelled");
    expect(cancelOutcome("pending")).toBe("cancelled");
    expect(cancelOutcome("requested")).toBe("cancel_requested");
    expect(cancelOutcome("confirmed")).toBe("cancel_requested");
  });
});

describe("departure dates", () => {
  it("counts days in Korea", () => {
    expect(shopToday(LATE_EVENING_KST)).toBe("2026-05-15");
    expect(shopToday(JUST_AFTER_MIDNIGHT_KST)).toBe("2026-05-16");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("starts tomorrow, or on the product's first sales day when that is later", () => {
    expect(minDepartureDate(LATE_EVENING_KST)).toBe("2026-05-16");
    expect(minDepartureDate(JUST_AFTER_MIDNIGHT_KST)).toBe("2026-05-17");
    expect(minDepartureDate(LATE_EVENING_KST, "2026-06-01")).toBe("2026-06-01");
    expect(minDepartureDate(LATE_EVENING_KST, "2026-05-01")).toBe("2026-05-16");
  });

  it("names what is wrong with a day", () => {
    const context = {
      now: LATE_EVENING_KST,
      minDate: "2026-05-20",
      unavailableDates: ["2026-05-25"],
      ranges: [{ option_start_date: "2026-05-18", option_end_date: "2026-06-30" }],
    };
    expect(departureDateProblem(undefined, context)).toBe("required");
    expect(departureDateProblem("", context)).toBe("required");
    expect(departureDateProblem("2026-05-15", context)).toBe("sameDay");
    expect(departureDateProblem("2026-05-19", context)).toBe("beforeMinimum");
    expect(departureDateProblem("2026-05-25", context)).toBe("unavailable");
    expect(departureDateProblem("2026-07-01", context)).toBe("outsideOption");
    expect(departureDateProblem("2026-05-20", context)).toBeUndefined();
    expect(departureDateProblem("2026-06-30", context)).toBeUndefined();
  });
});

describe("prices", () => {
  it("lets two pieces per traveller travel free and charges USD 10 per extra piece", () => {
    expect(luggageFee(2, 4, "USD", DEFAULT_RATES)).toBe(0);
    expect(luggageFee(2, 5, "USD", DEFAULT_RATES)).toBe(10);
    expect(luggageFee(3, 9, "USD", DEFAULT_RATES)).toBe(30);
    expect(luggageFee(2, 6, "KRW", DEFAULT_RATES)).toBe(29300);
    expect(luggageFee(2, 0, "USD", DEFAULT_RATES)).toBe(0);
  });

  it("applies a coupon only above its minimum and never beyond the subtotal", () => {
    const percent = { discount_type: "percent", discount_value: 10, currency: "USD", min_amount: 0 } as const;
    const fixed = { discount_type: "amount", discount_value: 5, currency: "USD", min_amount: 50 } as const;
    const won = { discount_type: "amount", discount_value: 10000, currency: "KRW", min_amount: 0 } as const;
    expect(couponDiscount(percent, 89.5, "USD", DEFAULT_RATES)).toBe(8.95);
    expect(couponDiscount(fixed, 49.99, "USD", DEFAULT_RATES)).toBe(0);
    expect(couponDiscount(fixed, 50, "USD", DEFAULT_RATES)).toBe(5);
    expect(couponDiscount(fixed, 100000, "KRW", DEFAULT_RATES)).toBe(7325);
    expect(couponDiscount(won, 5, "USD", DEFAULT_RATES)).toBe(5);
  });

  it("adds options and luggage, then takes off the coupon and points without going below zero", () => {
    const breakdown = priceBreakdown({
      lines: [
        { price: 49, quantity: 2 },
        { price: 10.5, quantity: 1 },
      ],
      currency: "USD",
      travelers: 2,
      luggage: 5,
      coupon: { discount_type: "percent", discount_value: 10, currency: "USD", min_amount: 0 },
      points: 3000,
      rates: DEFAULT_RATES,
    });
    expect(breakdown).toEqual({
      subtotal: 108.5,
      luggage_fee: 10,
      coupon_discount: 10.85,
      points_used: 3000,
      points_value: 2.1,
      total: 105.55,
    });

    const covered = priceBreakdown({
      lines: [{ price: 20000, quantity: 1 }],
      currency: "KRW",
      travelers: 2,
      luggage: 0,
      points: 50000,
      rates: DEFAULT_RATES,
    });
    expect(covered.points_used).toBe(20000);
    expect(covered.total).toBe(0);
  });
});

describe("the reservation form", () => {
  const valid = {
    product_id: 1,
    options: [{ product_option_id: 3, quantity: 2 }],
    currency: "USD",
    departure_date: "2026-05-20",
    departure_time: "09:30",
    travelers: 2,
    luggage: 2,
    representative_name: "Jane Doe",
    contact: "01012345678",
    passport_number: "M1234567",
    nationality: "US",
    departure_address: "Incheon Airport T1",
    destination_address: "Lotte Hotel Seoul",
    same_as_representative: true,
    payment_method: "card",
    agree_cancellation_policy: true,
    agree_domestic_terms: true,
  };
  const messages = (input: object) =>
    Object.fromEntries(
      (CreateReservationBodySchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );

  it("accepts a complete form", () => {
    expect(CreateReservationBodySchema.safeParse(valid).success).toBe(true);
  });

  it("uses the spec's messages", () => {
    expect(messages({ ...valid, travelers: 1 })).toEqual({ travelers: RESERVATION_MESSAGES.minTravelers });
    expect(messages({ ...valid, payment_method: undefined })).toEqual({
      payment_method: RESERVATION_MESSAGES.paymentMethodRequired,
    });
    expect(messages({ ...valid, agree_cancellation_policy: false, agree_domestic_terms: undefined })).toEqual({
      agree_cancellation_policy: RESERVATION_MESSAGES.cancellationPolicyRequired,
      agree_domestic_terms: RESERVATION_MESSAGES.domesticTermsRequired,
    });
    expect(messages({ ...valid, departure_time: "25:00" })).toEqual({
      departure_time: RESERVATION_MESSAGES.departureTimeRequired,
    });
    // any clock time passes the body: whether the booked options depart then is checked against them (400)
    expect(messages({ ...valid, departure_time: "09:15" })).toEqual({});
    expect(messages({ ...valid, departure_time: "18:30" })).toEqual({});
    expect(messages({ ...valid, departure_time: "18:00" })).toEqual({});
  });

  it("wants the depositor and bank for a transfer", () => {
    expect(messages({ ...valid, payment_method: "bank_transfer" })).toEqual({
      account_holder: RESERVATION_MESSAGES.bankRequired,
      bank: RESERVATION_MESSAGES.bankRequired,
    });
    expect(messages({ ...valid, payment_method: "bank_transfer", account_holder: "Jane Doe", bank: "kb" })).toEqual({});
  });

  it("takes the lines from the cart or from one product, never both or neither", () => {
    const { product_id: _product, options: _options, ...bare } = valid;
    expect(messages(bare)).toEqual({ options: RESERVATION_MESSAGES.optionRequired });
    expect(messages({ ...valid, cart_item_ids: [4] })).toEqual({ options: RESERVATION_MESSAGES.optionRequired });
    expect(messages({ ...bare, cart_item_ids: [4, 5] })).toEqual({});
    expect(messages({ ...bare, product_id: 1 })).toEqual({ options: RESERVATION_MESSAGES.optionRequired });
  });
});
