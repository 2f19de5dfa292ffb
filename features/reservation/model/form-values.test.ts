import { CreateReservationBodySchema } from "@contracts/reservations";
import { describe, expect, it } from "vitest";
import type { ReservationDraft } from "./draft";
import { EMPTY_VALUES, type ReservationValues, initialValues, isReservationStep, toCreateBody } from "./form-values";

const draft: ReservationDraft = {
  source: { kind: "cart", cart_item_ids: [11] },
  request_id: "0b5f3f3e-8d1c-4a4e-9a53-0f1d2c3b4a59",
  values: {},
};

const filled: ReservationValues = {
  ...EMPTY_VALUES,
  departure_date: "2026-06-10",
  departure_time: "09:00",
  travelers: "3",
  luggage: 7,
  representative_name: " Minji Kim ",
  contact: "01012345678",
  passport_number: "M12345678",
  nationality: "KR",
  departure_address: "Incheon Airport T1",
  destination_address: "Lotte Hotel Seoul",
  payment_method: "card",
  account_holder: "ignored for a card",
  bank: "kb",
  coupon_id: "2",
  points: "500",
  agree_cancellation_policy: true,
  agree_domestic_terms: true,
};

describe("form values", () => {
  it("knows the steps", () => {
    expect(isReservationStep("travelers")).toBe(true);
    expect(isReservationStep("confirm")).toBe(false);
    expect(isReservationStep(undefined)).toBe(false);
  });

  it("starts from the product page's choices, and from what was typed after a reload", () => {
    expect(initialValues({ ...draft, departure_date: "2026-06-01", travelers: 2, luggage: 1 })).toMatchObject({
      departure_date: "2026-06-01",
      travelers: "2",
      luggage: 1,
      contact: "",
    });
    const reloaded = initialValues({
      ...draft,
      departure_date: "2026-06-01",
      values: { departure_date: "2026-06-03", contact: "0101", luggage: "x", agree_domestic_terms: true },
    });
    expect(reloaded.departure_date).toBe("2026-06-03");
    expect(reloaded.contact).toBe("0101");
    // a stored value of the wrong kind is ignored
    expect(reloaded.luggage).toBe(0);
    expect(reloaded.agree_domestic_terms).toBe(true);
  });

  it("builds a body the contract accepts, with the draft's request id and lines", () => {
    const body = toCreateBody(draft, filled, "USD");
    expect(body).toMatchObject({
      request_id: draft.request_id,
      cart_item_ids: [11],
      currency: "USD",
      travelers: 3,
      representative_name: "Minji Kim",
      account_holder: "",
      bank: undefined,
      coupon_id: 2,
      points: 500,
    });
    expect(CreateReservationBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends the holder and bank of a transfer, and a product's own lines", () => {
    const body = toCreateBody(
      { ...draft, source: { kind: "product", product_id: 31, options: [{ product_option_id: 301, quantity: 2 }] } },
      { ...filled, payment_method: "bank_transfer", account_holder: "Kim Minji", coupon_id: "", points: "" },
      "KRW",
    );
    expect(body).toMatchObject({
      product_id: 31,
      options: [{ product_option_id: 301, quantity: 2 }],
      account_holder: "Kim Minji",
      bank: "kb",
      coupon_id: null,
      points: 0,
    });
    expect(body).not.toHaveProperty("cart_item_ids");
    expect(CreateReservationBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends the units the form showed for the travellers in place of the draft's", () => {
    const body = toCreateBody(
      { ...draft, source: { kind: "product", product_id: 31, options: [{ product_option_id: 301, quantity: 2 }] } },
      { ...filled, travelers: "5" },
      "USD",
      245,
      new Map([[301, 5]]),
    );
    expect(body).toMatchObject({ options: [{ product_option_id: 301, quantity: 5 }], expected_total: 245 });
  });
});
