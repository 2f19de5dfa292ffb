import { readFileSync } from "node:fs";
import path from "node:path";
import { MICE_MESSAGES } from "@contracts/mice";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../../locales");
const load = (lang: string) =>
  JSON.parse(readFileSync(path.join(root, lang, "mice.json"), "utf8")) as { messages: Record<string, string> };

describe("the contract's messages", () => {
  it("have a text in English (the contract's own) and in Korean, under `messages.`", () => {
    const en = load("en");
    const ko = load("ko");
    for (const [key, text] of Object.entries(MICE_MESSAGES)) {
      expect([key, en.messages[key]]).toEqual([key, text]);
      expect([key, ko.messages[key]]).toEqual([key, expect.stringMatching(/[가-힣]/)]);
    }
    expect(Object.keys(ko.messages).sort()).toEqual(Object.keys(MICE_MESSAGES).sort());
  });
});
