import { describe, expect, it } from "vitest";
import { isBookingCompleted, maskReviewerName, REVIEW_MESSAGES, ReviewFieldsSchema } from "./reviews";

const messages = (input: unknown) =>
  ReviewFieldsSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("review fields", () => {
  it("asks for what is missing with the spec's messages", () => {
    expect(messages({})).toEqual([
      ["title", REVIEW_MESSAGES.titleRequired],
      ["rating", REVIEW_MESSAGES.ratingRequired],
      ["content", REVIEW_MESSAGES.contentMin],
    ]);
    expect(messages({ title: " ", rating: 0, content: "too short" })).toEqual([
      ["title", REVIEW_MESSAGES.titleRequired],
      ["rating", REVIEW_MESSAGES.ratingRequired],
      ["content", REVIEW_MESSAGES.contentMin],
    ]);
  });

  it("does not answer a too-long title or text with the 'missing' message", () => {
    const found = messages({ title: "x".repeat(101), rating: 5, content: "y".repeat(3001) });
    expect(found.map(([field]) => field)).toEqual(["title", "content"]);
    expect(found.map(([, message]) => message)).not.toContain(REVIEW_MESSAGES.titleRequired);
    expect(found.map(([, message]) => message)).not.toContain(REVIEW_MESSAGES.contentMin);
  });
});

describe("isBookingCompleted", () => {
  const now = new Date("2026-05-15T01:00:00Z"); // 10:00 in Korea
  it("is true for a paid or confirmed booking whose departure day has passed in Korea", () => {
    expect(isBookingCompleted("confirmed", "2026-05-14", now)).toBe(true);
    expect(isBookingCompleted("requested", "2026-05-01", now)).toBe(true);
  });
  it("is false on the departure day, before it, and for unpaid or cancelled bookings", () => {
    expect(isBookingCompleted("confirmed", "2026-05-15", now)).toBe(false);
    expect(isBookingCompleted("waiting", "2026-05-01", now)).toBe(false);
    expect(isBookingCompleted("cancel_requested", "2026-05-01", now)).toBe(false);
    expect(isBookingCompleted("cancelled", "2026-05-01", now)).toBe(false);
  });
});

describe("maskReviewerName", () => {
  it("keeps the first letter only", () => {
    expect(maskReviewerName("Jane Doe")).toBe("J***");
    expect(maskReviewerName("김민수")).toBe("김***");
    expect(maskReviewerName("  ")).toBe("***");
  });
});
