import { describe, expect, it } from "vitest";
import { toParagraphs } from "./paragraphs";

describe("toParagraphs", () => {
  it("splits on blank lines and keeps single line breaks inside a paragraph", () => {
    expect(toParagraphs("First line\nsecond line\n\nNext paragraph")).toEqual([
      ["First line", "second line"],
      ["Next paragraph"],
    ]);
  });

  it("treats lines of spaces and several blank lines as one break, and Windows line ends as line ends", () => {
    expect(toParagraphs("One\r\n \t \r\n\r\n\r\nTwo\r\nthree\n\n\n")).toEqual([["One"], ["Two", "three"]]);
  });

  it("keeps the text as text: markup is not read", () => {
    expect(toParagraphs("<b>bold</b> & <script>x</script>")).toEqual([["<b>bold</b> & <script>x</script>"]]);
  });

  it("gives nothing for empty or blank content", () => {
    expect(toParagraphs("")).toEqual([]);
    expect(toParagraphs(" \n\n \n")).toEqual([]);
  });
});
