import { CreateReservationBodySchema, RESERVATION_MESSAGES } from "@contracts/reservations";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import ko from "../../../locales/ko/reservation.json";
import type { ReservationDraft } from "./draft";
import { EMPTY_VALUES, type ReservationValues, toCreateBody } from "./form-values";
import { localMessage, mapServerError } from "./server-errors";
import { type StepContext, stepIssues } from "./step-schemas";

// The reservation form paying a partner product with the pass (ADR 0030): the body, the step's rules, the server's
// refusals on their traveller's select.

const draft: ReservationDraft = {
  source: { kind: "product", product_id: 31, options: [{ product_option_id: 301, quantity: 2 }] },
  request_id: "0b5f3f3e-8d1c-4a4e-9a53-0f1d2c3b4a59",
  values: {},
};
const values: ReservationValues = {
  ...EMPTY_VALUES,
  departure_date: "2026-06-10",
  departure_time: "09:30",
  travelers: "2",
  luggage: 2,
  representative_name: "Minji Kim",
  contact: "01012345678",
  passport_number: "M12345678",
  nationality: "KR",
  departure_address: "Incheon Airport T1",
  destination_address: "Lotte Hotel Seoul",
  payment_method: "qr_pass",
  pass_ids: ["501", "502", "503"],
  coupon_id: "2",
  points: "500",
  agree_cancellation_policy: true,
  agree_domestic_terms: true,
};
const t = (key: string) => key;
const context: StepContext = {
  now: new Date("2026-05-15T10:00:00+09:00"),
  minDate: "2026-05-16",
  unavailableDates: [],
  ranges: [{ option_start_date: "2026-05-16", option_end_date: "2026-08-31" }],
  lineCount: 1,
  pointsBalance: 0,
  applicableCouponIds: [],
};

describe("the QR pass in the reservation form", () => {
  it("sends a pass per traveller, and no coupon or points with it", () => {
    const body = toCreateBody(draft, values, "USD", 0);
    expect(body).toMatchObject({ payment_method: "qr_pass", pass_ids: [501, 502], coupon_id: null, points: 0 });
    expect(CreateReservationBodySchema.safeParse(body).success).toBe(true);
    expect(toCreateBody(draft, { ...values, payment_method: "card" }, "USD")).not.toHaveProperty("pass_ids");
  });

  it("asks a pass for each traveller, each a different one, and ignores the coupon and points", () => {
    expect(stepIssues("payment", values, t, context)).toEqual([]);
    expect(stepIssues("payment", { ...values, pass_ids: ["501"] }, t, context)).toEqual([
      { field: "pass_ids.1", message: "validation.passRequired" },
    ]);
    expect(stepIssues("payment", { ...values, pass_ids: ["501", "501"] }, t, context)).toEqual([
      { field: "pass_ids.1", message: "validation.passTwice" },
    ]);
    // with a card the coupon and points count again
    expect(stepIssues("payment", { ...values, payment_method: "card" }, t, context).map((i) => i.field)).toEqual([
      "coupon_id",
      "points",
    ]);
  });

  it("puts the server's refusal of a traveller's pass on that traveller's select, in the page's language", () => {
    const error = new HttpError({
      status: 400,
      code: "PASS_NOT_YOURS",
      message: RESERVATION_MESSAGES.passNotYours,
      field: "pass_ids.1",
    });
    const say = (message: string) =>
      localMessage(message, (key) => String(ko.validation[key.split(".")[1] as "passNotYours"]));
    expect(mapServerError(error, say)).toEqual({
      step: "payment",
      fields: [{ field: "pass_ids.1", message: "회원님의 패스가 아닙니다." }],
      rest: [],
    });
    const whole = new HttpError({ status: 400, code: "VALIDATION_ERROR", message: "x", field: "pass_ids" });
    expect(mapServerError(whole).fields.map((issue) => issue.field)).toEqual(["pass_ids.0"]);
  });
});
