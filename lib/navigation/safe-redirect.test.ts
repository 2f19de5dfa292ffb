import { describe, expect, it } from "vitest";
import { safeRedirect, signInUrl } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site", () => {
    expect(safeRedirect("/account/my-reservation?page=2", "/main")).toBe("/account/my-reservation?page=2");
  });

  it("refuses other origins and anything that is not a path", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null]) {
      expect(safeRedirect(bad, "/main")).toBe("/main");
    }
  });

  it("builds the sign-in address with the page to return to", () => {
    expect(signInUrl("/account/login", "/account/my-reservation?x=1")).toBe(
      "/account/login?redirect=%2Faccount%2Fmy-reservation%3Fx%3D1",
    );
  });
});
