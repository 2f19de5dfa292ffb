import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { isTotalChanged, localMessage, mapServerError } from "./server-errors";

describe("mapServerError", () => {
  it("puts each issue on its field and opens the earliest step", () => {
    const error = new HttpError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Validation failed",
      issues: [
        { field: "points", message: "You do not have that many points." },
        { field: "contact", message: "Enter digits only." },
      ],
    });
    expect(mapServerError(error)).toEqual({
      step: "travelers",
      fields: [
        { field: "points", message: "You do not have that many points." },
        { field: "contact", message: "Enter digits only." },
      ],
      rest: [],
    });
  });

  it("sends the lines' problems to the schedule step's options", () => {
    const error = new HttpError({
      status: 409,
      code: "SOLD_OUT",
      message: "There are not enough places left for this option.",
      field: "options.0.quantity",
    });
    expect(mapServerError(error)).toEqual({
      step: "schedule",
      fields: [{ field: "options", message: "There are not enough places left for this option." }],
      rest: [],
    });
    expect(
      mapServerError(new HttpError({ status: 404, code: "X", message: "gone", field: "cart_item_ids" })).step,
    ).toBe("schedule");
  });

  it("leaves what no field can show for the form's alert", () => {
    expect(mapServerError(new HttpError({ status: 500, code: "INTERNAL_ERROR", message: "Down." }))).toEqual({
      step: null,
      fields: [],
      rest: ["Down."],
    });
    expect(
      mapServerError(
        new HttpError({ status: 400, code: "V", message: "Bad", issues: [{ field: "request_id", message: "Bad id" }] }),
      ),
    ).toEqual({ step: null, fields: [], rest: ["Bad id"] });
    expect(mapServerError(new Error("boom"))).toEqual({ step: null, fields: [], rest: [] });
  });

  it("says a changed total in the page's language with both amounts, and tells it apart (issue 18, item 1)", () => {
    const message = RESERVATION_MESSAGES.totalChanged.replace("{{total}}", "$59.00").replace("{{shown}}", "$60.25");
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;
    expect(localMessage(message, t)).toBe('validation.totalChanged {"total":"$59.00","shown":"$60.25"}');
    expect(localMessage(RESERVATION_MESSAGES.couponUnavailable, t)).toBe("validation.couponUnavailable {}");
    expect(localMessage("Something else.", t)).toBe("Something else.");
    const error = new HttpError({ status: 409, code: "TOTAL_CHANGED", message, field: "expected_total" });
    expect(isTotalChanged(error)).toBe(true);
    expect(mapServerError(error, (text) => localMessage(text, t))).toEqual({
      step: null,
      fields: [],
      rest: ['validation.totalChanged {"total":"$59.00","shown":"$60.25"}'],
    });
  });
});
