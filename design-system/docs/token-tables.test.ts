import { describe, expect, it } from "vitest";
import { parseTokens } from "./token-tables";

const css = `
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
