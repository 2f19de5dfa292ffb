import { describe, expect, it } from "vitest";
import { optionFixture, productFixture } from "../mocks/fixtures";
import { emptyOption, optionBody, optionIssues, optionPatch, optionValues } from "./option-form";
import { emptyProduct, productBody, productIssues, productValues } from "./product-form";

const t = (key: string) => key;

describe("the product form", () => {
  it("sends numbers as numbers, closed days as a list and empty optional fields as none", () => {
    const body = productBody({
      ...emptyProduct(),
      rank: " 7 ",
      closed_dates: "2026-12-24\n2026-12-25, 2026-12-31",
      sales_start: "",
      duration_minutes: "",
    });
    expect(body).toMatchObject({
      rank: 7,
      closed_dates: ["2026-12-24", "2026-12-25", "2026-12-31"],
      sales_start: null,
      duration_minutes: null,
    });
  });

  it("round-trips a saved product and finds the contract's faults by field", () => {
    expect(productIssues(productValues(productFixture()), t)).toEqual([]);
    const issues = productIssues({ ...emptyProduct(), business_leisure: true, closed_dates: "2026-02-31" }, t).map(
      (issue) => issue.field,
    );
    expect(issues).toEqual(expect.arrayContaining(["name_en", "name_ko", "closed_dates", "duration_minutes"]));
  });
});

describe("the option form", () => {
  it("parts departure times and sends a group size only for a group price", () => {
    const values = { ...emptyOption("2026-12-01"), departure_times: "09:30, 14:00 18:00", price: "39", capacity: "12" };
    expect(optionBody(values)).toMatchObject({ departure_times: ["09:30", "14:00", "18:00"], group_size: null });
    expect(optionBody({ ...values, pricing: "per_group", group_size: "4" }).group_size).toBe(4);
  });

  it("leaves the money out of a clerk's change", () => {
    const values = optionValues(optionFixture());
    expect(Object.keys(optionPatch(values, false))).not.toContain("price");
    expect(optionPatch(values, true)).toMatchObject({ price: 45, currency: "USD", pricing: "per_person" });
  });

  it("names a missing number and a bad time", () => {
    const fields = optionIssues({ ...emptyOption("2026-12-01"), departure_times: "25:00" }, t).map(
      (issue) => issue.field,
    );
    expect(fields).toEqual(expect.arrayContaining(["name_en", "end_date", "departure_times", "price", "capacity"]));
  });
});
