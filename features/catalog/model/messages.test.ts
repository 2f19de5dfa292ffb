import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { CATALOG_MESSAGES } from "@contracts/catalog";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/catalog.json";

describe("catalog messages", () => {
  it("uses the spec's words for the detail form's checks", () => {
    for (const [key, text] of Object.entries(en.detail.errors)) {
      expect(RESERVATION_MESSAGES[key as keyof typeof RESERVATION_MESSAGES]).toBe(text);
    }
  });

  it("asks for a keyword in the spec's words", () => {
    expect(en.keyword.required).toBe(CATALOG_MESSAGES.keywordRequired);
    expect(en.detail.notFound.title).toBe(CATALOG_MESSAGES.productNotFound);
  });
});
