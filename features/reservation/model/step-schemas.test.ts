import { describe, expect, it } from "vitest";
import en from "../../../locales/en/reservation.json";
import ko from "../../../locales/ko/reservation.json";
import { EMPTY_VALUES } from "./form-values";
import { type StepContext, stepIssues } from "./step-schemas";

const t = (key: string) => key;
// 2026-05-15 10:00 in Korea
const now = new Date("2026-05-15T10:00:00+09:00");
const context: StepContext = {
  now,
  minDate: "2026-05-16",
  unavailableDates: ["2026-06-01"],
  ranges: [{ option_start_date: "2026-05-16", option_end_date: "2026-08-31" }],
  lineCount: 1,
  pointsBalance: 1250,
};
/** The first message of each field: the one the field shows. */
const messages = (issues: { field: string; message: string }[]) =>
  Object.fromEntries([...issues].reverse().map((issue) => [issue.field, issue.message]));

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe("schedule step (spec point 5)", () => {
  const valid = { ...EMPTY_VALUES, departure_date: "2026-06-10", departure_time: "09:00", travelers: "2" };

  it("passes a complete schedule", () => {
    expect(stepIssues("schedule", valid, t, context)).toEqual([]);
  });

  it("takes only a time every booked option runs", () => {
    const times = { ...context, departureTimes: ["09:30", "19:00"] };
    expect(messages(stepIssues("schedule", valid, t, times))).toEqual({
      departure_time: "validation.departureTimeNotOffered",
    });
    expect(stepIssues("schedule", { ...valid, departure_time: "19:00" }, t, times)).toEqual([]);
  });

  it("asks for a date, a time, the number of travelers and an option", () => {
    expect(messages(stepIssues("schedule", EMPTY_VALUES, t, { ...context, lineCount: 0 }))).toEqual({
      options: "validation.optionRequired",
      departure_date: "validation.departureDateRequired",
      departure_time: "validation.departureTimeRequired",
      travelers: "validation.travelersRequired",
    });
  });

  it("needs at least 2 travelers", () => {
    expect(messages(stepIssues("schedule", { ...valid, travelers: "1" }, t, context))).toEqual({
      travelers: "validation.minTravelers",
    });
  });

  it("refuses today, days before the minimum, closed days and days outside the option", () => {
    const date = (departure_date: string) =>
      messages(stepIssues("schedule", { ...valid, departure_date }, t, context)).departure_date;
    expect(date("2026-05-15")).toBe("validation.sameDay");
    expect(date("2026-05-10")).toBe("validation.beforeMinimum");
    expect(date("2026-06-01")).toBe("validation.dateUnavailable");
    expect(date("2026-09-02")).toBe("validation.outsideOption");
  });

  it("writes the minimum date into its message", () => {
    const issues = stepIssues(
      "schedule",
      { ...valid, departure_date: "2026-05-10" },
      (key, options) => `${key}:${String(options?.date)}`,
      { ...context, formatDate: (day) => `[${day}]` },
    );
    expect(messages(issues).departure_date).toBe("validation.beforeMinimum:[2026-05-16]");
  });
});

describe("travelers step", () => {
  const valid = {
    ...EMPTY_VALUES,
    representative_name: "Minji Kim",
    contact: "01012345678",
    passport_number: "M12345678",
    nationality: "KR",
    departure_address: "Incheon Airport",
    destination_address: "Lotte Hotel Seoul",
  };

  it("passes complete details, with or without a flight", () => {
    expect(stepIssues("travelers", valid, t, context)).toEqual([]);
    expect(stepIssues("travelers", { ...valid, arrival_flight_number: "KE082" }, t, context)).toEqual([]);
  });

  it("requires the representative's details in their formats", () => {
    expect(messages(stepIssues("travelers", EMPTY_VALUES, t, context))).toEqual({
      representative_name: "validation.required",
      contact: "validation.required",
      passport_number: "validation.required",
      nationality: "validation.required",
      departure_address: "validation.required",
      destination_address: "validation.required",
    });
    expect(
      messages(
        stepIssues(
          "travelers",
          { ...valid, contact: "010-1234-5678", passport_number: "M-1", arrival_flight_number: "flight 1" },
          t,
          context,
        ),
      ),
    ).toEqual({
      contact: "validation.contactDigits",
      passport_number: "validation.passportFormat",
      arrival_flight_number: "validation.flightFormat",
    });
  });
});

describe("payment step", () => {
  const valid = {
    ...EMPTY_VALUES,
    payment_method: "card",
    agree_cancellation_policy: true,
    agree_domestic_terms: true,
  };

  it("passes a method and both terms", () => {
    expect(stepIssues("payment", valid, t, context)).toEqual([]);
  });

  it("asks for a method and both required terms", () => {
    expect(messages(stepIssues("payment", EMPTY_VALUES, t, context))).toEqual({
      payment_method: "validation.paymentMethodRequired",
      agree_cancellation_policy: "validation.cancellationPolicyRequired",
      agree_domestic_terms: "validation.domesticTermsRequired",
    });
  });

  it("asks a transfer for the account holder and the bank", () => {
    expect(messages(stepIssues("payment", { ...valid, payment_method: "bank_transfer" }, t, context))).toEqual({
      account_holder: "validation.bankRequired",
      bank: "validation.bankRequired",
    });
    expect(
      stepIssues(
        "payment",
        { ...valid, payment_method: "bank_transfer", account_holder: "Kim", bank: "kb" },
        t,
        context,
      ),
    ).toEqual([]);
  });

  it("caps points at the balance", () => {
    expect(stepIssues("payment", { ...valid, points: "1250" }, t, context)).toEqual([]);
    expect(messages(stepIssues("payment", { ...valid, points: "1251" }, t, context))).toEqual({
      points: "validation.pointsUnavailable",
    });
    // unknown balance: the server decides
    expect(stepIssues("payment", { ...valid, points: "99999" }, t, { ...context, pointsBalance: undefined })).toEqual(
      [],
    );
  });
});

describe("messages", () => {
  it("exist in both languages for every rule", () => {
    const all = [
      ...stepIssues("schedule", { ...EMPTY_VALUES, travelers: "1" }, t, { ...context, lineCount: 0 }),
      ...stepIssues("schedule", { ...EMPTY_VALUES, departure_date: "2026-05-15" }, t, context),
      ...stepIssues(
        "travelers",
        { ...EMPTY_VALUES, contact: "x", passport_number: "-", arrival_flight_number: "?" },
        t,
        context,
      ),
      ...stepIssues("payment", { ...EMPTY_VALUES, payment_method: "bank_transfer", points: "5000" }, t, context),
    ];
    expect(all.length).toBeGreaterThan(10);
    for (const issue of all) {
      expect(typeof lookup(en, issue.message)).toBe("string");
      expect(typeof lookup(ko, issue.message)).toBe("string");
    }
    expect(lookup(ko, "validation.minTravelers")).toBe("최소 출발 인원은 2명입니다.");
  });
});
