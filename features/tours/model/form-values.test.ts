import { DEFAULT_RATES } from "@contracts/money";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { TOUR_MESSAGES } from "@contracts/tours";
import { describe, expect, it } from "vitest";
import { durationText, languagesText, localMessage } from "./course-text";
import {
  EMPTY_TOUR_VALUES,
  type TourFormValues,
  isChoosable,
  tourFormIssues,
  tourPrice,
  tourReservationBody,
} from "./form-values";

const departure = { price: 80, currency: "USD" as const };
const FILLED: TourFormValues = {
  ...EMPTY_TOUR_VALUES,
  departure_id: 41,
  travelers: 2,
  luggage: 4,
  email: "  guest@example.com ",
  representative_name: " Alex Morgan ",
  contact: "01012345678",
  passport_number: "M1234567",
  nationality: "US",
  departure_address: "Lotte Hotel Seoul",
  destination_address: "Gyeongbokgung",
  payment_method: "card",
  agree_cancellation_policy: true,
  agree_domestic_terms: true,
};
const ORDER = {
  requestId: "0b5f3f3e-8d1c-4a4e-9a53-0f1d2c3b4a59",
  currency: "USD" as const,
  lang: "en" as const,
  expectedTotal: 160,
};

describe("the tour's price", () => {
  it("is the departure's price per traveller, with 2 pieces of luggage per traveller free", () => {
    expect(tourPrice(departure, 2, 4, "USD", DEFAULT_RATES)).toMatchObject({
      subtotal: 160,
      luggage_fee: 0,
      total: 160,
    });
    expect(tourPrice(departure, 3, 6, "USD", DEFAULT_RATES).total).toBe(240);
  });

  it("charges $10 for each extra piece, live as the travellers change", () => {
    expect(tourPrice(departure, 2, 5, "USD", DEFAULT_RATES)).toMatchObject({ luggage_fee: 10, total: 170 });
    expect(tourPrice(departure, 2, 7, "USD", DEFAULT_RATES)).toMatchObject({ luggage_fee: 30, total: 190 });
    expect(tourPrice(departure, 3, 7, "USD", DEFAULT_RATES)).toMatchObject({ luggage_fee: 10, total: 250 });
  });

  it("is shown in the visitor's currency, the luggage fee converted too", () => {
    const won = tourPrice(departure, 2, 5, "KRW", DEFAULT_RATES);
    expect(won.subtotal).toBe(2 * 80 * DEFAULT_RATES.usd_to_krw);
    expect(won.luggage_fee).toBe(10 * DEFAULT_RATES.usd_to_krw);
  });
});

describe("the departures a visitor may choose", () => {
  it("are the open ones with a seat left", () => {
    expect(isChoosable({ state: "open", seats_left: 3 })).toBe(true);
    expect(isChoosable({ state: "open", seats_left: 0 })).toBe(false);
    expect(isChoosable({ state: "full", seats_left: 0 })).toBe(false);
    expect(isChoosable({ state: "closed", seats_left: 5 })).toBe(false);
    expect(isChoosable({ state: "cancelled", seats_left: 5 })).toBe(false);
    expect(isChoosable({ state: "departed", seats_left: 5 })).toBe(false);
  });
});

describe("the reservation's body", () => {
  it("carries the departure, the request id, the trimmed text and the total shown", () => {
    const body = tourReservationBody(FILLED, ORDER);
    expect(body).toMatchObject({
      request_id: ORDER.requestId,
      departure_id: 41,
      email: "guest@example.com",
      representative_name: "Alex Morgan",
      travelers: 2,
      luggage: 4,
      currency: "USD",
      lang: "en",
      expected_total: 160,
      payment_method: "card",
      account_holder: "",
    });
    expect(body).not.toHaveProperty("bank");
    expect(tourFormIssues(body, (_field, message) => message)).toEqual([]);
  });

  it("names each field at fault once, in the page's order", () => {
    const body = tourReservationBody({ ...EMPTY_TOUR_VALUES, travelers: 1, email: "nope" }, ORDER);
    const issues = tourFormIssues(body, (field) => `bad ${field}`);
    const fields = issues.map((issue) => issue.field);
    expect(fields.slice(0, 3)).toEqual(["departure_id", "travelers", "representative_name"]);
    expect(fields).toContain("email");
    expect(fields).toContain("payment_method");
    expect(fields).toContain("agree_domestic_terms");
    expect(new Set(fields).size).toBe(fields.length);
    expect(issues[1]).toEqual({ field: "travelers", message: "bad travelers" });
  });

  it("keeps the minimum of 2 travellers and asks a bank transfer for its account", () => {
    const body = tourReservationBody({ ...FILLED, travelers: 1, payment_method: "bank_transfer" }, ORDER);
    const issues = tourFormIssues(body, (_field, message) => message);
    expect(issues).toContainEqual({ field: "travelers", message: RESERVATION_MESSAGES.minTravelers });
    expect(issues).toContainEqual({ field: "account_holder", message: RESERVATION_MESSAGES.bankRequired });
    expect(issues).toContainEqual({ field: "bank", message: RESERVATION_MESSAGES.bankRequired });
  });
});

describe("the course's words", () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    `${key}${options && "defaultValue" in options ? `|${String(options.defaultValue)}` : ""}${
      options && "hours" in options ? `:${String(options.hours)}` : ""
    }${options && "minutes" in options ? `:${String(options.minutes)}` : ""}`;

  it("writes a duration in hours and minutes", () => {
    expect(durationText(210, t)).toBe("shared.duration.hoursMinutes:3:30");
    expect(durationText(240, t)).toBe("shared.duration.hours:4");
    expect(durationText(45, t)).toBe("shared.duration.minutes:45");
  });

  it("names the guide languages, a code without a name as it is", () => {
    expect(languagesText(["en", "xx"], t)).toBe("shared.languages.en|EN, shared.languages.xx|XX");
  });

  it("says a contract message it knows in the page's language, others as they came", () => {
    expect(localMessage(TOUR_MESSAGES.departureFull, t)).toBe("messages.departureFull");
    expect(localMessage(TOUR_MESSAGES.tooManyBookings, t)).toBe("messages.tooManyBookings");
    expect(localMessage(RESERVATION_MESSAGES.minTravelers, t)).toBe("messages.minTravelers");
    expect(localMessage("Something else.", t)).toBe("Something else.");
    const say = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;
    expect(
      localMessage(
        "The total for this order is now $180, not the $170 shown: prices or exchange rates have changed. Check the new total and reserve again.",
        say,
      ),
    ).toBe('messages.totalChanged {"total":"$180","shown":"$170"}');
  });
});
