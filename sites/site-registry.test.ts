import { describe, expect, it } from "vitest";
import { siteForPath } from "./site-registry";

describe("siteForPath", () => {
  it("finds the shop by the first segment of its paths", () => {
    expect(siteForPath("/main")?.name).toBe("shop");
    expect(siteForPath("/product/detail/12")?.name).toBe("shop");
    expect(siteForPath("/account/login/")?.name).toBe("shop");
  });

  it("matches whole segments only and knows no site for unknown paths", () => {
    expect(siteForPath("/mainly")).toBeUndefined();
    expect(siteForPath("/")).toBeUndefined();
    expect(siteForPath("/nowhere/at/all")).toBeUndefined();
  });
});
