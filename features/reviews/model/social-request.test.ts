import { describe, expect, it } from "vitest";
import { detectedPlatform, socialRequestIssues } from "./social-request";

const t = (key: string) => key;

describe("social review request form", () => {
  it("asks for a booking and an address when creating", () => {
    expect(socialRequestIssues({ reservation_id: "", url: "" }, "create", t)).toEqual([
      { field: "reservation_id", message: "messages.social.bookingRequired" },
      { field: "url", message: "messages.social.urlRequired" },
    ]);
  });

  it("wants a full https address", () => {
    expect(socialRequestIssues({ reservation_id: "5", url: "instagram.com/p/abc" }, "create", t)).toEqual([
      { field: "url", message: "messages.social.urlInvalid" },
    ]);
    expect(socialRequestIssues({ reservation_id: "5", url: "http://instagram.com/p/abc" }, "create", t)).toEqual([
      { field: "url", message: "messages.social.urlInvalid" },
    ]);
    expect(socialRequestIssues({ reservation_id: "5", url: "https://instagram.com/p/abc" }, "create", t)).toEqual([]);
  });

  it("checks only the address when editing", () => {
    expect(socialRequestIssues({ reservation_id: "", url: "https://youtu.be/x" }, "edit", t)).toEqual([]);
    expect(socialRequestIssues({ reservation_id: "", url: " " }, "edit", t)).toEqual([
      { field: "url", message: "messages.social.urlRequired" },
    ]);
  });
});

describe("detected platform", () => {
  it("names the network while the address is typed", () => {
    expect(detectedPlatform("https://www.instagram.com/p/abc")).toBe("instagram");
    expect(detectedPlatform("youtu.be/xyz")).toBe("youtube");
    expect(detectedPlatform("https://blog.naver.com/me/1")).toBe("blog");
    expect(detectedPlatform("https://example.org/review")).toBe("other");
  });

  it("says nothing before there is an address", () => {
    expect(detectedPlatform("")).toBeNull();
    expect(detectedPlatform("insta")).toBeNull();
    expect(detectedPlatform("https://")).toBeNull();
  });
});
