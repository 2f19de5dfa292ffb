import type { CompanyProfile } from "@contracts/mart";
import { describe, expect, it } from "vitest";
import { profileFixture } from "../mocks/fixtures";
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  formFieldOf,
  profileDefaults,
  profileIssues,
  toProfileBody,
} from "./profile-form";

const t = (key: string, options?: Record<string, unknown>) =>
  options?.max === undefined ? key : `${key}:${options.max as number}`;

const saved: CompanyProfile = profileFixture;

function filled(overrides: Partial<ProfileFormValues> = {}): ProfileFormValues {
  return { ...profileDefaults(saved, { role: "buyer", origin: null }), ...overrides };
}

/** What the checks say of the complete buyer profile with `overrides`. */
const buyerIssues = (overrides: Partial<ProfileFormValues> = {}) => profileIssues(filled(overrides), "buyer", t);

describe("profileDefaults", () => {
  it("starts an empty profile in Korea's time zone with the seller's origin from the account", () => {
    const seller = profileDefaults(null, { role: "seller", origin: "domestic" });
    expect(seller.time_zone).toBe("Asia/Seoul");
    expect(seller.origin).toBe("domestic");
    expect(seller.social_ids).toEqual({ kakao: "", whatsapp: "", wechat: "", line: "", telegram: "" });
    expect(profileDefaults(null, { role: "buyer", origin: null }).origin).toBe("");
  });

  it("fills the form from a saved profile: numbers as text, no number as an empty box, the documents kept", () => {
    const values = profileDefaults(
      { ...saved, staff_count: null, annual_sales_2024: 2_500_000 },
      {
        role: "buyer",
        origin: null,
      },
    );
    expect(values.name_en).toBe(saved.name_en);
    expect(values.staff_count).toBe("");
    expect(values.annual_sales_2024).toBe("2500000");
    expect(values.buyer_category).toBe(saved.buyer_category);
    expect(values.keep_document_ids).toEqual(saved.documents.map((file) => file.id));
    expect(values.social_ids.whatsapp).toBe(saved.social_ids.whatsapp);
    expect(values.social_ids.kakao).toBe("");
    expect(values.logo).toEqual([]);
  });
});

describe("toProfileBody", () => {
  it("sends numbers as numbers, empty boxes as null and only the social IDs given", () => {
    const body = toProfileBody(filled({ staff_count: "120", travelers_to_korea_since_2019: " " }), "buyer");
    expect(body.staff_count).toBe(120);
    expect(body.travelers_to_korea_since_2019).toBeNull();
    expect(body.social_ids).toEqual({ whatsapp: saved.social_ids.whatsapp });
  });

  it("leaves buyer fields and the origin out of a seller's profile, and a count out without participation", () => {
    const body = toProfileBody(filled({ participated_before: false, participation_count: "3" }), "seller");
    expect(body.buyer_category).toBeNull();
    expect(body.buyer_type).toBeNull();
    expect(body.origin).toBeNull();
    expect(body.participation_count).toBeNull();
  });

  it("removes a saved logo only when no new one replaces it", () => {
    const logo = new File(["x"], "logo.png", { type: "image/png" });
    expect(toProfileBody(filled({ remove_logo: true }), "buyer").remove_logo).toBe(true);
    expect(toProfileBody(filled({ remove_logo: true, logo: [logo] }), "buyer").remove_logo).toBe(false);
  });
});

describe("profileIssues", () => {
  it("passes a complete buyer profile", () => {
    expect(buyerIssues()).toEqual([]);
  });

  it("says what an empty form needs, with the contract's messages, in the form's order", () => {
    const issues = profileIssues(profileDefaults(null, { role: "buyer", origin: null }), "buyer", t);
    const fields = issues.map((issue) => issue.field);
    expect(fields).toEqual([...fields].sort((a, b) => PROFILE_FIELDS.indexOf(a) - PROFILE_FIELDS.indexOf(b)));
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: "name_ko", message: "messages.mart.nameKoRequired" },
        { field: "name_en", message: "messages.mart.nameEnRequired" },
        { field: "contact_name", message: "messages.required" },
        { field: "country", message: "messages.mart.countryInvalid" },
        { field: "continent", message: "messages.required" },
        { field: "primary_sector", message: "messages.required" },
        { field: "languages", message: "messages.mart.languagesRequired" },
        { field: "purposes", message: "messages.mart.purposeRequired" },
        { field: "buyer_category", message: "messages.mart.buyerFieldsRequired" },
        { field: "origin", message: "messages.required" },
      ]),
    );
  });

  it("asks a seller nothing about buyers", () => {
    const fields = profileIssues(profileDefaults(null, { role: "seller", origin: "domestic" }), "seller", t).map(
      (issue) => issue.field,
    );
    expect(fields).not.toContain("buyer_category");
    expect(fields).not.toContain("origin");
  });

  it("explains badly typed numbers, addresses and a too long text", () => {
    const issues = buyerIssues({
      mobile: "010-1234-5678",
      phone: "12",
      homepage: "www.example.com",
      contact_email: "nobody",
      main_business: "x".repeat(501),
      staff_count: "2000000",
    });
    expect(issues).toEqual(
      [
        { field: "phone", message: "messages.mart.phoneInvalid" },
        { field: "homepage", message: "messages.mart.homepageInvalid" },
        { field: "mobile", message: "messages.mart.mobileInvalid" },
        { field: "contact_email", message: "messages.mart.contactEmailInvalid" },
        { field: "main_business", message: "messages.mart.mainBusinessTooLong" },
        { field: "staff_count", message: "messages.tooLarge:1000000" },
      ].sort((a, b) => PROFILE_FIELDS.indexOf(a.field as never) - PROFILE_FIELDS.indexOf(b.field as never)),
    );
  });

  it("wants a count once the company says it took part, even while other fields are wrong", () => {
    const issues = buyerIssues({ name_en: "", participated_before: true, participation_count: "" });
    expect(issues).toContainEqual({
      field: "participation_count",
      message: "messages.mart.participationCountRequired",
    });
    expect(issues).toContainEqual({ field: "name_en", message: "messages.mart.nameEnRequired" });
  });

  it("checks the chosen files against the contract's rules", () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "banner.png", { type: "image/png" });
    const gif = new File(["x"], "logo.gif", { type: "image/gif" });
    const pdf = new File(["x"], "brochure.pdf", { type: "application/pdf" });
    const issues = buyerIssues({ logo: [gif], banner: [big], keep_document_ids: [1, 2], documents: [pdf, pdf] });
    expect(issues).toEqual([
      { field: "logo", message: "messages.mart.imageType" },
      { field: "banner", message: "messages.mart.imageType" },
      { field: "documents", message: "messages.mart.documentType" },
    ]);
  });

  it("names a social ID that is too long by its network", () => {
    const issues = buyerIssues({ social_ids: { ...filled().social_ids, line: "x".repeat(101) } });
    expect(issues).toEqual([{ field: "social_ids.line", message: "messages.tooLong:100" }]);
  });
});

describe("formFieldOf", () => {
  it("puts a server's indexed or nested field on the form's field", () => {
    expect(formFieldOf("documents.1")).toBe("documents");
    expect(formFieldOf("languages.0")).toBe("languages");
    expect(formFieldOf("social_ids.kakao")).toBe("social_ids.kakao");
    expect(formFieldOf("name_en")).toBe("name_en");
  });
});
