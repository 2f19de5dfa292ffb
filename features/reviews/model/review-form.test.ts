import { REVIEW_MESSAGES } from "@contracts/reviews";
import { describe, expect, it } from "vitest";
import { EMPTY_REVIEW, reviewFormValues, reviewIssues, toReviewFields } from "./review-form";

const t = (key: string) => key;

describe("review form", () => {
  it("asks for a rating, a title and at least 10 characters (spec point 5)", () => {
    expect(reviewIssues(EMPTY_REVIEW, t)).toEqual([
      { field: "rating", message: "messages.review.ratingRequired" },
      { field: "title", message: "messages.review.titleRequired" },
      { field: "content", message: "messages.review.contentMin" },
    ]);
  });

  it("counts the content without the spaces around it", () => {
    const values = { rating: 4, title: "Lovely", content: "   too short   " };
    expect(reviewIssues(values, t)).toEqual([{ field: "content", message: "messages.review.contentMin" }]);
    expect(reviewIssues({ ...values, content: "Ten chars!" }, t)).toEqual([]);
  });

  it("refuses a title of spaces only", () => {
    expect(reviewIssues({ rating: 5, title: "   ", content: "A lovely evening walk." }, t)).toEqual([
      { field: "title", message: "messages.review.titleRequired" },
    ]);
  });

  it("limits the title's length with a worded message", () => {
    const issues = reviewIssues({ rating: 5, title: "x".repeat(101), content: "A lovely evening walk." }, (key, o) =>
      o ? `${key}:${String(o.max)}` : key,
    );
    expect(issues).toEqual([{ field: "title", message: "messages.tooLong:100" }]);
  });

  it("sends the trimmed values", () => {
    expect(toReviewFields({ rating: 5, title: " Lovely ", content: " A lovely evening walk. " })).toEqual({
      rating: 5,
      title: "Lovely",
      content: "A lovely evening walk.",
    });
  });

  it("starts an edit from the review", () => {
    expect(reviewFormValues({ rating: 3, title: "Fine", content: "It rained all day." })).toEqual({
      rating: 3,
      title: "Fine",
      content: "It rained all day.",
    });
  });

  it("knows the contract's own wording", () => {
    expect(REVIEW_MESSAGES.titleRequired).toBe("Please enter a review title.");
  });
});
