import { describe, expect, it } from "vitest";
import { lookupIssues } from "./lookup";

const t = (key: string) => key;

describe("the lookup form", () => {
  it("takes a number in the contract's shape in any case, and an e-mail address", () => {
    expect(lookupIssues({ reservation_number: " r260515-abc234 ", email: "alex@example.com " }, t)).toEqual([]);
  });

  it("names each field at fault", () => {
    expect(lookupIssues({ reservation_number: "12345", email: "alex" }, t)).toEqual([
      { field: "reservation_number", message: "my.lookup.numberInvalid" },
      { field: "email", message: "my.lookup.emailInvalid" },
    ]);
    // 0, 1, O and I are never in a number: they are read wrong too easily
    expect(lookupIssues({ reservation_number: "R260515-ABC10O", email: "a@b.co" }, t)).toHaveLength(1);
  });
});
