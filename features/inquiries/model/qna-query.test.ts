import { describe, expect, it } from "vitest";
import { QNA_KEYWORD_MAX, parseQnaQuery, qnaSearch } from "./qna-query";

describe("parseQnaQuery", () => {
  it("reads the words and page of the address", () => {
    expect(parseQnaQuery({ keyword: "  visa ", page: "2" })).toEqual({ keyword: "visa", page: 2 });
  });

  it("falls back to the first page for anything but a whole number of at least 1", () => {
    for (const page of [null, undefined, "", "0", "-1", "2.5", "two"]) {
      expect(parseQnaQuery({ page }).page, String(page)).toBe(1);
    }
  });

  it("cuts the words to the server's limit", () => {
    expect(parseQnaQuery({ keyword: "b".repeat(130) }).keyword).toHaveLength(QNA_KEYWORD_MAX);
  });
});

describe("qnaSearch", () => {
  it("leaves the defaults out of the address", () => {
    expect(qnaSearch()).toBe("");
    expect(qnaSearch({ keyword: "  ", page: 1 })).toBe("");
  });

  it("encodes the words and keeps a page after the first", () => {
    expect(qnaSearch({ keyword: "비자 & 여권", page: 3 })).toBe(
      "?keyword=%EB%B9%84%EC%9E%90+%26+%EC%97%AC%EA%B6%8C&page=3",
    );
    expect(new URLSearchParams(qnaSearch({ keyword: "a&page=9" })).get("keyword")).toBe("a&page=9");
  });
});
