import type { CommonCode } from "@contracts/common";
import { describe, expect, it } from "vitest";
import { isPublicQnaSite, siteInquiryTypes } from "./site-types";

const code = (id: number, value: string): CommonCode => ({
  id,
  type: "inquiry_type",
  code: value,
  name_en: value,
  name_ko: value,
  sort_order: id,
});

const codes = [
  code(1, "reservation"),
  code(2, "programme"),
  code(3, "payment"),
  code(4, "account"),
  code(5, "documents"),
  code(6, "other"),
];

describe("siteInquiryTypes", () => {
  it("keeps the shop's types only, in the site's order", () => {
    expect(siteInquiryTypes(codes, "shop").map((c) => c.code)).toEqual(["reservation", "payment", "account", "other"]);
  });

  it("keeps the programme's types only, its own topics first; a type both offer appears for both", () => {
    expect(siteInquiryTypes(codes, "seouledutravel").map((c) => c.code)).toEqual([
      "programme",
      "documents",
      "account",
      "other",
    ]);
  });
});

describe("isPublicQnaSite", () => {
  it("is the programme's board, never the shop's private contact", () => {
    expect(isPublicQnaSite("seouledutravel")).toBe(true);
    expect(isPublicQnaSite("shop")).toBe(false);
  });
});
