import type { ProductOption } from "@contracts/catalog";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { describe, expect, it } from "vitest";
import {
  type DetailFormValues,
  type DetailProduct,
  EMPTY_DETAIL_FORM,
  departureTimes,
  firstError,
  freeLuggage,
  isDepartureDayDisabled,
  toProductSelection,
  validateDetailForm,
} from "./detail-form";

// 10:00 in Korea on May 15, 2026: the stories' pinned "now"
const now = new Date("2026-05-15T10:00:00+09:00");

const option = (id: number, patch: Partial<ProductOption> = {}): ProductOption => ({
  id,
  name: `Option ${id}`,
  option_start_date: "2026-05-16",
  option_end_date: "2026-06-30",
  price: 49,
  currency: "USD",
  capacity: 20,
  remaining: 10,
  bookable: true,
  ...patch,
});

const product: DetailProduct = {
  id: 5,
  min_date: "2026-05-16",
  unavailable_dates: ["2026-05-20"],
  options: [
    option(1),
    option(2, { option_start_date: "2026-06-01", option_end_date: "2026-06-10" }),
    option(3, { remaining: 0 }),
  ],
};

const valid: DetailFormValues = {
  departureDate: "2026-05-22",
  departureTime: "09:00",
  travelers: 2,
  luggage: 5,
  choices: [{ optionId: 1, quantity: 2 }],
};

describe("detail form", () => {
  it("accepts a complete selection", () => {
    expect(validateDetailForm(valid, product, now)).toEqual({});
  });

  it("asks for everything when nothing is chosen, options first", () => {
    const errors = validateDetailForm(EMPTY_DETAIL_FORM, product, now);
    expect(errors).toEqual({
      options: "optionRequired",
      departureDate: "departureDateRequired",
      departureTime: "departureTimeRequired",
      travelers: "travelersRequired",
    });
    expect(firstError(errors)).toBe("options");
    expect(firstError({ travelers: "minTravelers" })).toBe("travelers");
    expect(firstError({})).toBeUndefined();
    // every key is a spec message
    for (const key of Object.values(errors)) expect(RESERVATION_MESSAGES[key]).toBeTruthy();
  });

  it("needs at least 2 travellers", () => {
    expect(validateDetailForm({ ...valid, travelers: 1 }, product, now).travelers).toBe("minTravelers");
    expect(validateDetailForm({ ...valid, travelers: 2 }, product, now).travelers).toBeUndefined();
  });

  it("applies the date rules: no same-day, the minimum, closed days and the chosen options' ranges", () => {
    const dateOf = (departureDate: string, choices = valid.choices) =>
      validateDetailForm({ ...valid, departureDate, choices }, product, now).departureDate;
    expect(dateOf("2026-05-15")).toBe("sameDay");
    expect(dateOf("2026-05-14")).toBe("beforeMinimum");
    expect(dateOf("2026-05-20")).toBe("dateUnavailable");
    expect(dateOf("2026-05-22", [{ optionId: 2, quantity: 1 }])).toBe("outsideOption");
    expect(
      dateOf("2026-06-05", [
        { optionId: 1, quantity: 1 },
        { optionId: 2, quantity: 1 },
      ]),
    ).toBeUndefined();
    expect(dateOf("2026-05-16")).toBeUndefined();
  });

  it("does not count a sold-out option as chosen", () => {
    expect(validateDetailForm({ ...valid, choices: [{ optionId: 3, quantity: 1 }] }, product, now).options).toBe(
      "optionRequired",
    );
  });

  it("disables closed days and days outside the chosen options", () => {
    expect(isDepartureDayDisabled("2026-05-20", product, [])).toBe(true);
    expect(isDepartureDayDisabled("2026-05-22", product, [])).toBe(false);
    expect(isDepartureDayDisabled("2026-05-22", product, [{ optionId: 2, quantity: 1 }])).toBe(true);
    expect(isDepartureDayDisabled("2026-06-02", product, [{ optionId: 2, quantity: 1 }])).toBe(false);
  });

  it("offers departure times every 30 minutes from 08:00 to 18:00", () => {
    const times = departureTimes();
    expect(times[0]).toBe("08:00");
    expect(times[1]).toBe("08:30");
    expect(times.at(-1)).toBe("18:00");
    expect(times).toHaveLength(21);
  });

  it("allows 2 free pieces of luggage per traveller", () => {
    expect(freeLuggage(3)).toBe(6);
    expect(freeLuggage(0)).toBe(0);
    expect(freeLuggage(-1)).toBe(0);
  });

  it("builds the selection in the session currency", () => {
    expect(toProductSelection(valid, product, "KRW")).toEqual({
      product_id: 5,
      options: [{ product_option_id: 1, quantity: 2, currency: "KRW" }],
      departure_date: "2026-05-22",
      departure_time: "09:00",
      travelers: 2,
      luggage: 5,
    });
  });
});
