import { QUOTATION_MESSAGES, QuotationDisplayStatusSchema } from "@contracts/quotations";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { STATUS_TONES, conflictOf } from "./status";

describe("quotation status", () => {
  it("has a tone for every status the member can see", () => {
    expect(Object.keys(STATUS_TONES).sort()).toEqual([...QuotationDisplayStatusSchema.options].sort());
  });

  it("tells the conflicts apart by message or code", () => {
    const conflict = (message: string, code = "CONFLICT") => new HttpError({ status: 409, code, message });
    expect(conflictOf(conflict(QUOTATION_MESSAGES.expired))).toBe("expired");
    expect(conflictOf(conflict(QUOTATION_MESSAGES.revised))).toBe("revised");
    expect(conflictOf(conflict(QUOTATION_MESSAGES.alreadyAnswered))).toBe("alreadyAnswered");
    expect(conflictOf(conflict("Withdrawn by the agent.", "QUOTATION_WITHDRAWN"))).toBe("withdrawn");
    expect(conflictOf(conflict("There are not enough places left for this option.", "SOLD_OUT"))).toBeNull();
    expect(conflictOf(new HttpError({ status: 400, code: "X", message: QUOTATION_MESSAGES.expired }))).toBeNull();
    expect(conflictOf(new Error(QUOTATION_MESSAGES.expired))).toBeNull();
  });
});
