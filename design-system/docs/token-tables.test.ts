import { describe, expect, it } from "vitest";
import { parseTokens } from "./token-tables";

const css = `
/*
 * Tokens, written once, mapped to Tailwind names: bg-primary, border-hover.
 */
:root { --ds-white: #fff; --ds-gray-hover: #d2d2d2; }
/* light */
:root,
.lite { --ds-hover: var(--ds-gray-hover); --ds-focus: var(--ds-black); }
.dark { --ds-hover: var(--ds-neutral-700); }
`;

describe("parseTokens", () => {
  it("reads every custom property of the blocks that match the selector, in order", () => {
    expect(parseTokens(css, ":root").map((t) => t.name)).toEqual([
      "--ds-white",
      "--ds-gray-hover",
      "--ds-hover",
      "--ds-focus",
    ]);
    expect(parseTokens(css, ".lite")).toEqual([
      { name: "--ds-hover", value: "var(--ds-gray-hover)" },
      { name: "--ds-focus", value: "var(--ds-black)" },
    ]);
    expect(parseTokens(css, ".dark")).toEqual([{ name: "--ds-hover", value: "var(--ds-neutral-700)" }]);
  });
});

describe("the real tokens.css", () => {
  it("yields the spec's constants", async () => {
    // read from disk: the unit runner does not process CSS imports, even `?raw`
    const { readFileSync } = await import("node:fs");
    const real = readFileSync("design-system/tokens.css", "utf8");
    const tokens = parseTokens(real, ":root");
    expect(tokens.find((t) => t.name === "--ds-gray-hover")?.value).toBe("#d2d2d2");
    expect(tokens.find((t) => t.name === "--ds-toast-width")?.value).toBe("25rem");
    expect(tokens.find((t) => t.name === "--ds-toast-duration")?.value).toBe("1000ms");
    expect(parseTokens(real, ".dark").length).toBeGreaterThan(10);
  });
});
