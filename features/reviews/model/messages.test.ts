import { REQUIRED_MESSAGE } from "@contracts/fields";
import { REVIEW_MESSAGES } from "@contracts/reviews";
import { SOCIAL_REVIEW_MESSAGES } from "@contracts/social-reviews";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contractMessageKey, issueText, translateMessage } from "./messages";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe("contract messages", () => {
  it("gives every review and social review message a key", () => {
    for (const [name, text] of Object.entries(REVIEW_MESSAGES)) {
      expect(contractMessageKey(text)).toBe(`messages.review.${name}`);
    }
    for (const [name, text] of Object.entries(SOCIAL_REVIEW_MESSAGES)) {
      expect(contractMessageKey(text)).toBe(`messages.social.${name}`);
    }
    expect(contractMessageKey(REQUIRED_MESSAGE)).toBe("messages.required");
  });

  it("has every key in both languages", () => {
    const root = path.resolve(import.meta.dirname, "../../../locales");
    for (const lang of ["en", "ko"]) {
      const messages: unknown = JSON.parse(readFileSync(path.join(root, lang, "reviews.json"), "utf8"));
      for (const text of [...Object.values(REVIEW_MESSAGES), ...Object.values(SOCIAL_REVIEW_MESSAGES)]) {
        const key = contractMessageKey(text) as string;
        expect(typeof lookup(messages, key), `${lang}: ${key}`).toBe("string");
      }
    }
  });

  it("translates a known message and passes an unknown one through", () => {
    expect(translateMessage(REVIEW_MESSAGES.ownVote, t)).toBe("messages.review.ownVote");
    expect(translateMessage("The review service is resting.", t)).toBe("The review service is resting.");
  });

  it("words a length limit and an unknown rule", () => {
    expect(issueText({ message: "Too big", code: "too_big", maximum: 100 }, t)).toBe('messages.tooLong {"max":100}');
    expect(issueText({ message: "Invalid input", code: "invalid_type" }, t)).toBe("messages.invalid");
    expect(issueText({ message: REVIEW_MESSAGES.contentMin, code: "too_small" }, t)).toBe("messages.review.contentMin");
  });
});
