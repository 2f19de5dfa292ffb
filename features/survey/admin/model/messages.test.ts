import { localeValue, untranslated } from "@blocks/feature-kit";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { SURVEY_MESSAGES } from "@contracts/survey";
import { describe, expect, it } from "vitest";
import en from "../../../../locales/en/survey-admin.json";
import ko from "../../../../locales/ko/survey-admin.json";
import { ALL_LABEL_KEYS } from "./labels";
import { contractMessageKey, translateMessage } from "./messages";

describe("contract messages and labels", () => {
  it("have every key in both languages", () => {
    const texts = [...Object.values(SURVEY_MESSAGES), REQUIRED_MESSAGE];
    expect(untranslated({ en, ko }, texts, contractMessageKey, ALL_LABEL_KEYS)).toEqual([]);
  });

  it("keep the contract's English words in the English file", () => {
    for (const [key, text] of Object.entries(SURVEY_MESSAGES)) expect(localeValue(en, `messages.${key}`)).toBe(text);
    expect(localeValue(en, "messages.requiredField")).toBe(REQUIRED_MESSAGE);
  });

  it("translate a known message and pass an unknown one through", () => {
    const t = (key: string) => `«${key}»`;
    expect(translateMessage(SURVEY_MESSAGES.badCondition, t)).toBe("«messages.badCondition»");
    expect(translateMessage("Invalid input", t)).toBe("Invalid input");
  });
});
