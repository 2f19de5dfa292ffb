import { describe, expect, it } from "vitest";
import { isMobileUserAgent } from "./is-mobile";

describe("isMobileUserAgent", () => {
  it("recognises phones and tablets, not desktops", () => {
    expect(
      isMobileUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (Linux; Android 14; SM-S918N) Chrome/126.0 Mobile Safari/537.36")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36")).toBe(false);
    expect(isMobileUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Version/17.5 Safari/605.1.15")).toBe(false);
  });
});
