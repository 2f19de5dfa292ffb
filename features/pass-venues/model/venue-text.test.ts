import { describe, expect, it } from "vitest";
import { benefitText, telHref, whereText } from "./venue-text";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("benefitText", () => {
  it("says free entry, or the discount with its percent", () => {
    expect(benefitText({ kind: "free_entry" }, t)).toBe("shared.benefit.freeEntry");
    expect(benefitText({ kind: "discount", percent: 20 }, t)).toBe('shared.benefit.discount {"percent":20}');
  });
});

describe("whereText", () => {
  it("names the category and the district in the page's words", () => {
    expect(whereText({ category: "palace", district: "jongno" }, t)).toBe(
      'shared.where {"category":"shared.categories.palace","district":"shared.districts.jongno"}',
    );
  });
});

describe("telHref", () => {
  it("keeps the digits and an international plus", () => {
    expect(telHref("+82-2-3700-3900")).toBe("tel:+82237003900");
    expect(telHref("02) 739 8288")).toBe("tel:027398288");
  });
});
