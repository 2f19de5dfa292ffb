import { describe, expect, it } from "vitest";
import { applicationFilters, applicationSearch } from "./filters";
import { type ApplyValues, EMPTY_APPLICATION, applyIssues, formFieldOf, toApplyBody } from "./apply-form";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const filled: ApplyValues = {
  venue_name_en: "Seochon Pottery",
  venue_name_ko: "",
  category: "experience",
  district: "jongno",
  address: "12 Jahamun-ro",
  website: "",
  contact_name: "Han Ji-won",
  email: "pottery@venue.example",
  phone: "0212345678",
  benefit: { kind: "discount", percent: "15" },
  message: "A pottery class.",
  privacy_consent: true,
};

describe("the application form's rules (the contract's)", () => {
  it("finds nothing wrong with a complete application, and sends the percent as a number", () => {
    expect(applyIssues(filled, t)).toEqual([]);
    expect(toApplyBody(filled).benefit).toEqual({ kind: "discount", percent: 15 });
  });

  it("sends free entry without a percent", () => {
    expect(toApplyBody({ ...filled, benefit: { kind: "free_entry", percent: "30" } }).benefit).toEqual({
      kind: "free_entry",
    });
  });

  it("names each field at fault in the contract's words, by the form's names", () => {
    const fields = applyIssues(EMPTY_APPLICATION, t).map((issue) => [issue.field, issue.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["venue_name_en", "messages.nameRequired"],
        ["category", "messages.categoryRequired"],
        ["district", "messages.districtRequired"],
        ["email", "messages.required"],
        ["benefit.kind", "messages.benefitRequired"],
        ["privacy_consent", "messages.consentRequired"],
      ]),
    );
  });

  it.each(["", "0", "100", "12.5", "ten"])("refuses a discount of %j on its percent", (percent) => {
    const issues = applyIssues({ ...filled, benefit: { kind: "discount", percent } }, t);
    expect(issues).toEqual([{ field: "benefit.percent", message: "messages.percentInvalid" }]);
  });

  it("refuses a website that is no web address and a too long name", () => {
    expect(applyIssues({ ...filled, website: "ftp://x.example" }, t)).toEqual([
      { field: "website", message: "messages.websiteInvalid" },
    ]);
    expect(applyIssues({ ...filled, venue_name_en: "x".repeat(201) }, t)[0]?.message).toBe(
      'messages.tooLong {"max":200}',
    );
  });

  it("puts the server's `benefit` on the kind and ignores fields the form has not", () => {
    expect(formFieldOf("benefit")).toBe("benefit.kind");
    expect(formFieldOf("benefit.percent")).toBe("benefit.percent");
    expect(formFieldOf("lang")).toBeUndefined();
  });
});

describe("the operators' list address", () => {
  it("reads the filter and page, the waiting ones first by default", () => {
    expect(applicationFilters(new URLSearchParams(""))).toEqual({ status: "submitted", page: 1 });
    expect(applicationFilters(new URLSearchParams("status=declined&page=3"))).toEqual({ status: "declined", page: 3 });
    expect(applicationFilters(new URLSearchParams("status=open&page=-2"))).toEqual({ status: "submitted", page: 1 });
  });

  it("writes them with the defaults left out", () => {
    expect(applicationSearch("submitted", 1)).toBe("");
    expect(applicationSearch("all", 2)).toBe("?status=all&page=2");
  });
});
