import { REQUIRED_MESSAGE } from "@contracts/fields";
import { SURVEY_MESSAGES } from "@contracts/survey";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_LABEL_KEYS } from "./labels";
import { contractMessageKey, translateMessage } from "./messages";

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

const locale = (lang: string): unknown =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../../locales", lang, "survey-admin.json"), "utf8"));

describe("contract messages and labels", () => {
  it("have every key in both languages", () => {
    for (const lang of ["en", "ko"]) {
      const messages = locale(lang);
      for (const text of [...Object.values(SURVEY_MESSAGES), REQUIRED_MESSAGE]) {
        const key = contractMessageKey(text);
        expect(key, text).toBeDefined();
        expect(typeof lookup(messages, key as string), `${lang}: ${key}`).toBe("string");
      }
      for (const key of ALL_LABEL_KEYS) expect(typeof lookup(messages, key), `${lang}: ${key}`).toBe("string");
    }
  });

  it("keep the contract's English words in the English file", () => {
    const en = locale("en");
    for (const [key, text] of Object.entries(SURVEY_MESSAGES)) expect(lookup(en, `messages.${key}`)).toBe(text);
    expect(lookup(en, "messages.requiredField")).toBe(REQUIRED_MESSAGE);
  });

  it("translate a known message and pass an unknown one through", () => {
    const t = (key: string) => `«${key}»`;
    expect(translateMessage(SURVEY_MESSAGES.badCondition, t)).toBe("«messages.badCondition»");
    expect(translateMessage("Invalid input", t)).toBe("Invalid input");
  });
});
