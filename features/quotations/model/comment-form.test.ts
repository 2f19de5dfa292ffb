import { describe, expect, it } from "vitest";
import { commentIssue } from "./comment-form";

const t = (key: string) => key;

describe("answer comments", () => {
  it("needs a comment to ask for changes", () => {
    expect(commentIssue("request_changes", "   ", t)).toBe("messages.quotation.commentRequired");
    expect(commentIssue("request_changes", "A day later, please.", t)).toBeNull();
  });

  it("lets a decline say nothing, within the length limit", () => {
    expect(commentIssue("decline", "", t)).toBeNull();
    expect(commentIssue("decline", "x".repeat(1001), (key, o) => `${key}:${String(o?.max)}`)).toBe(
      "messages.tooLong:1000",
    );
  });
});
