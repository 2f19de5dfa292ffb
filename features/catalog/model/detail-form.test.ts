import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { describe, expect, it } from "vitest";
import { testOption } from "../mocks/options";
import {
  type DetailFormValues,
  type DetailProduct,
  EMPTY_DETAIL_FORM,
  departureTimes,
  earliestDepartureDay,
  firstError,
  freeLuggage,
  isDepartureDayDisabled,
  toProductSelection,
  validateDetailForm,
} from "./detail-form";

// 10:00 in Korea on May 15, 2026: the stories' pinned "now"
const now = new Date("2026-05-15T10:00:00+09:00");

const option: typeof testOption = (id, patch = {}) => testOption(id, { departure_times: ["09:00", "14:00"], ...patch });

const product: DetailProduct = {
  id: 5,
  min_date: "2026-05-16",
  max_date: "2026-06-30",
  unavailable_dates: ["2026-05-20"],
  options: [
    option(1),
    option(2, { option_start_date: "2026-06-01", option_end_date: "2026-06-10", departure_times: ["19:00"] }),
    option(3, { remaining: 0 }),
    option(4, { pricing: "per_group", group_size: 4, departure_times: ["09:00"] }),
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

  it("offers only the chosen options' own departure times (none before an option is chosen)", () => {
    expect(departureTimes(product, [])).toEqual([]);
    expect(departureTimes(product, [{ optionId: 1, quantity: 1 }])).toEqual(["09:00", "14:00"]);
    expect(departureTimes(product, [{ optionId: 2, quantity: 1 }])).toEqual(["19:00"]);
    // together: only the times both run
    expect(
      departureTimes(product, [
        { optionId: 1, quantity: 1 },
        { optionId: 4, quantity: 1 },
      ]),
    ).toEqual(["09:00"]);
  });

  it("refuses a time the chosen option does not run", () => {
    const evening = { ...valid, departureDate: "2026-06-02", choices: [{ optionId: 2, quantity: 1 }] };
    expect(validateDetailForm({ ...evening, departureTime: "09:00" }, product, now).departureTime).toBe(
      "departureTimeNotOffered",
    );
    expect(validateDetailForm({ ...evening, departureTime: "19:00" }, product, now)).toEqual({});
  });

  it("names as earliest departure the first day the calendar lets a person pick", () => {
    const closedStart = { ...product, unavailable_dates: ["2026-05-16", "2026-05-17"] };
    expect(earliestDepartureDay(closedStart, [])).toBe("2026-05-18");
    // an option starting later moves the hint with the struck-out days
    expect(earliestDepartureDay(product, [{ optionId: 2, quantity: 1 }])).toBe("2026-06-01");
    expect(isDepartureDayDisabled("2026-05-31", product, [{ optionId: 2, quantity: 1 }])).toBe(true);
    expect(earliestDepartureDay({ ...product, max_date: "2026-05-16" }, [{ optionId: 2, quantity: 1 }])).toBeNull();
  });

  it("books per person for each traveller and per group for each started group", () => {
    const at = (travelers: number, choices = [{ optionId: 4, quantity: 1 }]) =>
      toProductSelection({ ...valid, travelers, choices }, product, "USD").options[0]?.quantity;
    expect(at(2)).toBe(1);
    expect(at(4)).toBe(1);
    expect(at(5)).toBe(2);
    expect(at(5, [{ optionId: 1, quantity: 1 }])).toBe(5);
  });

  it("allows 2 free pieces of luggage per traveller", () => {
    expect(freeLuggage(3)).toBe(6);
    expect(freeLuggage(0)).toBe(0);
    expect(freeLuggage(-1)).toBe(0);
  });

  it("builds the selection in the session currency", () => {
    expect(toProductSelection(valid, product, "KRW")).toEqual({
      product_id: 5,
      // 2 travellers on a per-person option: 2 places, whatever the option's own count said
      options: [{ product_option_id: 1, quantity: 2, currency: "KRW" }],
      departure_date: "2026-05-22",
      departure_time: "09:00",
      travelers: 2,
      luggage: 5,
    });
  });
});
