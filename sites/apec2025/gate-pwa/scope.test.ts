import { describe, expect, it } from "vitest";
import { isGatePageNavigation } from "./scope";

const origin = "https://tours.example";
const navigate = (url: string, method = "GET") => ({ method, mode: "navigate", url });

describe("what the scanner's worker answers", () => {
  it("the scanner's page, with or without a language in its address", () => {
    expect(isGatePageNavigation(navigate(`${origin}/apec2025/qrcode`), origin)).toBe(true);
    expect(isGatePageNavigation(navigate(`${origin}/apec2025/qrcode?lang=ko`), origin)).toBe(true);
  });

  it("no other page: a ticket's own page below it, the site's pages, the shop, look-alike addresses", () => {
    for (const pathname of [
      "/apec2025/qrcode/T1.12.1.abcdef",
      "/apec2025/qrcode/",
      "/apec2025/qrcodes",
      "/apec2025",
      "/apec2025/myreservation",
      "/main",
    ]) {
      expect(isGatePageNavigation(navigate(`${origin}${pathname}`), origin), pathname).toBe(false);
    }
  });

  it("never an API call, a script's fetch of the page, a form sent to it, or another origin", () => {
    expect(isGatePageNavigation({ method: "GET", mode: "cors", url: `${origin}/api/v1/tours/courses` }, origin)).toBe(
      false,
    );
    expect(isGatePageNavigation(navigate(`${origin}/api/v1/admin/tours/check-ins`), origin)).toBe(false);
    expect(isGatePageNavigation({ method: "GET", mode: "same-origin", url: `${origin}/apec2025/qrcode` }, origin)).toBe(
      false,
    );
    expect(isGatePageNavigation(navigate(`${origin}/apec2025/qrcode`, "POST"), origin)).toBe(false);
    expect(isGatePageNavigation(navigate("https://elsewhere.example/apec2025/qrcode"), origin)).toBe(false);
  });
});
