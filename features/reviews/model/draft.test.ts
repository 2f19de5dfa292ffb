// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { clearReviewDraft, readReviewDraft, saveReviewDraft } from "./draft";

afterEach(() => sessionStorage.clear());

describe("review draft", () => {
  it("keeps what was typed per product and booking", () => {
    saveReviewDraft(10, 1, { rating: 4, title: "Lovely", content: "Half a sentence" });
    expect(readReviewDraft(10, 1)).toEqual({ rating: 4, title: "Lovely", content: "Half a sentence" });
    expect(readReviewDraft(10, 2)).toBeNull();
  });

  it("leaves nothing for an empty form and forgets a saved review", () => {
    saveReviewDraft(10, 1, { rating: 4, title: "", content: "" });
    saveReviewDraft(10, 1, { rating: null, title: "", content: "" });
    expect(readReviewDraft(10, 1)).toBeNull();
    saveReviewDraft(10, 1, { rating: null, title: "T", content: "" });
    clearReviewDraft(10, 1);
    expect(readReviewDraft(10, 1)).toBeNull();
  });

  it("ignores what is not a draft", () => {
    sessionStorage.setItem("reviews.draft.10.1", "{not json");
    expect(readReviewDraft(10, 1)).toBeNull();
    sessionStorage.setItem("reviews.draft.10.1", JSON.stringify({ rating: 9, title: "", content: "" }));
    expect(readReviewDraft(10, 1)).toBeNull();
  });
});
