import { QUOTATION_MESSAGES } from "@contracts/quotations";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { validationFailure } from "@blocks/shop-kit";
import { failureText, serverFailure } from "./failure";

const t = (key: string) => key;

describe("server failures", () => {
  it("puts field issues beside their fields and the rest above the form", () => {
    const error = validationFailure([
      { field: "contact", message: "This number cannot receive messages." },
      { field: "items", message: "There are not enough places left for this option." },
    ]);
    expect(serverFailure(error, ["contact", "bank"], t)).toEqual({
      fields: [{ field: "contact", message: "This number cannot receive messages." }],
      message: "messages.reservation.soldOut",
    });
  });

  it("words a conflict and a silent server", () => {
    expect(failureText(new HttpError({ status: 409, code: "X", message: QUOTATION_MESSAGES.withdrawn }), t)).toBe(
      "messages.quotation.withdrawn",
    );
    expect(failureText(new HttpError({ status: 0, code: "NETWORK_ERROR", message: "x" }), t)).toBe(
      "shared.errors.NETWORK_ERROR",
    );
    expect(failureText("boom", t)).toBe("shared.errors.generic");
  });
});
