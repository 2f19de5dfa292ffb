import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { mapServerError } from "./server-errors";

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
});
