import { describe, expect, it } from "vitest";
import { boardTypeFrom, emptyKindFor } from "./board-type";

describe("boardTypeFrom", () => {
  it("shows the notices when the address names no board", () => {
    expect(boardTypeFrom(undefined)).toBe("notice");
    expect(boardTypeFrom(null)).toBe("notice");
    expect(boardTypeFrom("")).toBe("notice");
  });

  it("keeps the shop's boards and refuses any other word", () => {
    expect(boardTypeFrom("event")).toBe("event");
    expect(boardTypeFrom("news")).toBe("news");
    expect(boardTypeFrom("faq")).toBeNull();
    expect(boardTypeFrom("Notice")).toBeNull();
    expect(boardTypeFrom("contact-us")).toBeNull();
  });
});

describe("emptyKindFor", () => {
  it("uses the spec's words per board: no notices, no events, no posts", () => {
    expect(emptyKindFor("notice")).toBe("notices");
    expect(emptyKindFor("event")).toBe("events");
    expect(emptyKindFor("news")).toBe("posts");
  });
});
