import { describe, expect, it } from "vitest";
import { resolveInitialLocale } from "./locale";

describe("resolveInitialLocale", () => {
  it("keeps the locale chosen in this session", () => {
    expect(resolveInitialLocale({ stored: "ko", preferred: ["en-US"] })).toBe("ko");
    expect(resolveInitialLocale({ stored: "en", preferred: ["ko-KR"] })).toBe("en");
  });

  it("serves Korean to a browser that prefers Korean", () => {
    expect(resolveInitialLocale({ stored: null, preferred: ["ko-KR", "en"] })).toBe("ko");
    expect(resolveInitialLocale({ stored: null, preferred: ["ko"] })).toBe("ko");
  });

  it("serves English to everyone else, and ignores a malformed stored value", () => {
    expect(resolveInitialLocale({ stored: null, preferred: ["ja-JP", "ko"] })).toBe("en");
    expect(resolveInitialLocale({ stored: "kor", preferred: ["fr"] })).toBe("en");
    expect(resolveInitialLocale({ stored: null, preferred: [] })).toBe("en");
  });
});
