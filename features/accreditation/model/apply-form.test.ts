import { describe, expect, it } from "vitest";
import { EMPTY_APPLY, applyIssues, toApplyBody } from "./apply-form";

const t = (key: string, options?: Record<string, unknown>) =>
  options?.max === undefined ? key : `${key}:${options.max as number}`;

describe("the apply form", () => {
  it("needs the business agreement", () => {
    expect(applyIssues(EMPTY_APPLY, t)).toEqual([{ field: "agree_business", message: "messages.agreeBusiness" }]);
    expect(applyIssues({ agree_business: true, message: "" }, t)).toEqual([]);
  });

  it("keeps the message within the contract's limit and sends it trimmed", () => {
    expect(applyIssues({ agree_business: true, message: "x".repeat(1001) }, t)).toEqual([
      { field: "message", message: "messages.tooLong:1000" },
    ]);
    expect(toApplyBody({ agree_business: true, message: "  Hello  " })).toEqual({
      agree_business: true,
      message: "Hello",
    });
  });
});
