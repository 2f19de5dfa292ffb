import { describe, expect, it } from "vitest";
import { codeOutcome } from "./code-target";

const origin = "https://k-travel.example";

describe("codeOutcome", () => {
  it("opens a promotion code through the redirect", () => {
    expect(codeOutcome(" SPRING26 ", origin)).toEqual({ kind: "target", path: "/redirect?code=SPRING26" });
  });

  it("opens a path or an address of this site", () => {
    expect(codeOutcome("/product/detail/31", origin)).toEqual({ kind: "target", path: "/product/detail/31" });
    expect(codeOutcome(`${origin}/event?from=poster#top`, origin)).toEqual({
      kind: "target",
      path: "/event?from=poster#top",
    });
  });

  it("refuses other sites and tricks that would leave this one", () => {
    for (const text of [
      "https://elsewhere.example/promo",
      "//elsewhere.example",
      "/\\elsewhere.example",
      "javascript:alert(1)",
      "a b c",
    ]) {
      expect(codeOutcome(text, origin), text).toEqual({ kind: "foreign" });
    }
  });

  it("asks for a code when nothing was typed", () => {
    expect(codeOutcome("   ", origin)).toEqual({ kind: "empty" });
  });
});
