import { describe, expect, it } from "vitest";
import { parseSiteText } from "./site-text";

describe("parseSiteText", () => {
  it("splits paragraphs at blank lines and keeps single line breaks inside one", () => {
    expect(parseSiteText("First line\nsecond line\n\n  \nNext paragraph")).toEqual([
      { kind: "paragraph", lines: ["First line", "second line"] },
      { kind: "paragraph", lines: ["Next paragraph"] },
    ]);
  });

  it("reads `## ` as a subheading and `- ` lines as one list", () => {
    expect(parseSiteText("## When\n18–19 September\n- Day 1: meetings\n- Day 2: fair\nAfter the list")).toEqual([
      { kind: "heading", text: "When" },
      { kind: "paragraph", lines: ["18–19 September"] },
      { kind: "list", items: ["Day 1: meetings", "Day 2: fair"] },
      { kind: "paragraph", lines: ["After the list"] },
    ]);
  });

  it("never treats markup as anything but text", () => {
    expect(parseSiteText("<script>alert(1)</script>\n### Not a heading\n-not an item\n##no space")).toEqual([
      {
        kind: "paragraph",
        lines: ["<script>alert(1)</script>", "### Not a heading", "-not an item", "##no space"],
      },
    ]);
  });

  it("drops empty marks and handles Windows line ends and an empty body", () => {
    expect(parseSiteText("## \r\n- \r\n-  Item\r\n")).toEqual([{ kind: "list", items: ["Item"] }]);
    expect(parseSiteText("")).toEqual([]);
  });
});
