import { MART_BOARD_TYPES, ROK_US_BOARD_TYPES } from "@contracts/board-types";
import { describe, expect, it } from "vitest";
import { boardTypeFrom, emptyKindFor } from "./board-type";

describe("boardTypeFrom", () => {
  it("shows the site's first board (the shop's notices) when the address names no board", () => {
    expect(boardTypeFrom(undefined)).toBe("notice");
    expect(boardTypeFrom(null)).toBe("notice");
    expect(boardTypeFrom("")).toBe("notice");
    expect(boardTypeFrom(null, ["press", "media"])).toBe("press");
    expect(boardTypeFrom(null, [])).toBeNull();
  });

  it("keeps the shop's boards and refuses any other word", () => {
    expect(boardTypeFrom("event")).toBe("event");
    expect(boardTypeFrom("news")).toBe("news");
    expect(boardTypeFrom("faq")).toBeNull();
    expect(boardTypeFrom("Notice")).toBeNull();
    expect(boardTypeFrom("contact-us")).toBeNull();
  });

  it("knows each site's own boards only", () => {
    expect(boardTypeFrom("press", MART_BOARD_TYPES)).toBe("press");
    expect(boardTypeFrom("media", MART_BOARD_TYPES)).toBe("media");
    expect(boardTypeFrom("event", MART_BOARD_TYPES)).toBeNull();
    expect(boardTypeFrom("faq", ROK_US_BOARD_TYPES)).toBe("faq");
    expect(boardTypeFrom("press", ROK_US_BOARD_TYPES)).toBeNull();
  });
});

describe("emptyKindFor", () => {
  it("uses the spec's words per board: no notices, no events, no posts", () => {
    expect(emptyKindFor("notice")).toBe("notices");
    expect(emptyKindFor("event")).toBe("events");
    expect(emptyKindFor("news")).toBe("posts");
    expect(emptyKindFor("press")).toBe("posts");
  });
});
