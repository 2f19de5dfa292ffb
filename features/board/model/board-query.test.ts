import { describe, expect, it } from "vitest";
import { KEYWORD_MAX, boardSearch, parseBoardQuery } from "./board-query";

describe("parseBoardQuery", () => {
  it("reads the words and page of the address", () => {
    expect(parseBoardQuery({ keyword: "  bank transfer ", page: "3" })).toEqual({ keyword: "bank transfer", page: 3 });
  });

  it("falls back to the first page for anything but a whole number of at least 1", () => {
    for (const page of [null, undefined, "", "0", "-2", "1.5", "two", "1e400"]) {
      expect(parseBoardQuery({ page }).page, String(page)).toBe(1);
    }
  });

  it("cuts the words to the server's limit", () => {
    expect(parseBoardQuery({ keyword: "a".repeat(150) }).keyword).toHaveLength(KEYWORD_MAX);
  });
});

describe("boardSearch", () => {
  it("leaves the defaults out of the address", () => {
    expect(boardSearch()).toBe("");
    expect(boardSearch({ keyword: " ", page: 1 })).toBe("");
  });

  it("encodes the words and keeps the page after the first", () => {
    expect(boardSearch({ keyword: "예약 & 환불", page: 2 })).toBe(
      "?keyword=%EC%98%88%EC%95%BD+%26+%ED%99%98%EB%B6%88&page=2",
    );
    expect(new URLSearchParams(boardSearch({ keyword: "a&b=c" })).get("keyword")).toBe("a&b=c");
  });

  it("names the board first when the site keeps it in the query", () => {
    expect(boardSearch({}, "press")).toBe("?type=press");
    expect(boardSearch({ page: 2 }, "media")).toBe("?type=media&page=2");
    expect(boardSearch({ page: 3 }, undefined)).toBe("?page=3");
  });
});
