import { localeValue } from "@blocks/feature-kit";
import { MICE_MESSAGES } from "@contracts/mice";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../../locales/en/fair.json";
import ko from "../../../../locales/ko/fair.json";
import { failureText, translateMessage } from "./messages";

const t = (key: string) => key;

describe("the operators' failures", () => {
  it("find every contract message in the visitors' namespace, in both languages", () => {
    for (const [name, text] of Object.entries(MICE_MESSAGES)) {
      expect(translateMessage(text, t)).toBe(`fair:messages.${name}`);
      expect(localeValue(en, `messages.${name}`)).toBe(text);
      expect(localeValue(ko, `messages.${name}`)).toBeTruthy();
    }
  });

  it("word the server's refusal in the page's language and a silent server in ours", () => {
    const missing = new HttpError({ status: 404, code: "BADGE_NOT_FOUND", message: MICE_MESSAGES.badgeNotFound });
    expect(failureText(missing, t)).toBe("fair:messages.badgeNotFound");
    expect(failureText(new HttpError({ status: 0, code: "NETWORK_ERROR", message: "x" }), t)).toBe(
      "shared.errors.NETWORK_ERROR",
    );
    expect(failureText(new HttpError({ status: 503, code: "BUSY", message: "Back soon." }), t)).toBe("Back soon.");
    expect(failureText(new Error("boom"), t)).toBe("shared.errors.generic");
  });
});
