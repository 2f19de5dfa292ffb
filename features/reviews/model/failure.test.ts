import { REVIEW_MESSAGES } from "@contracts/reviews";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { validationFailure } from "@blocks/shop-kit";
import { failureText, hasMessage, serverFailure } from "./failure";

const t = (key: string) => key;

describe("server failures", () => {
  it("puts field issues beside their fields and the rest above the form", () => {
    const error = validationFailure([
      { field: "title", message: REVIEW_MESSAGES.titleRequired },
      { field: "content", message: "Please do not paste links." },
      { field: "reservation_id", message: "Invalid booking." },
    ]);
    expect(serverFailure(error, ["rating", "title", "content"], t)).toEqual({
      fields: [
        { field: "title", message: "messages.review.titleRequired" },
        { field: "content", message: "Please do not paste links." },
      ],
      message: "Invalid booking.",
    });
  });

  it("uses the single field of a conflict", () => {
    const error = new HttpError({
      status: 409,
      code: "X",
      message: REVIEW_MESSAGES.notCompleted,
      field: "reservation_id",
    });
    expect(serverFailure(error, ["title"], t)).toEqual({ fields: [], message: "messages.review.notCompleted" });
    expect(hasMessage(error, REVIEW_MESSAGES.notCompleted)).toBe(true);
    expect(hasMessage(new Error(REVIEW_MESSAGES.notCompleted), REVIEW_MESSAGES.notCompleted)).toBe(false);
  });

  it("words a failure without an answer in our own words", () => {
    expect(failureText(new HttpError({ status: 0, code: "TIMEOUT", message: "slow" }), t)).toBe(
      "shared.errors.TIMEOUT",
    );
    expect(failureText(new Error("boom"), t)).toBe("shared.errors.generic");
    expect(
      serverFailure(new HttpError({ status: 503, code: "SERVICE_UNAVAILABLE", message: "Resting." }), [], t),
    ).toEqual({
      fields: [],
      message: "Resting.",
    });
  });
});
