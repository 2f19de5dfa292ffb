import { REQUIRED_MESSAGE } from "@contracts/fields";
import { QUOTATION_MESSAGES } from "@contracts/quotations";
import { RESERVATION_MESSAGES, TravelerDetailsSchema } from "@contracts/reservations";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TRAVELER_MESSAGES, contractMessageKey, issueText, translateMessage } from "./messages";

const t = (key: string) => key;

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe("contract messages", () => {
  it("still match the traveller schema's own words", () => {
    const result = TravelerDetailsSchema.safeParse({
      representative_name: "Minji",
      contact: "010-1234",
      passport_number: "M1234-5678",
      nationality: "KR",
      arrival_flight_number: "flight 82",
      departure_address: "Incheon",
      destination_address: "Seoul",
      same_as_representative: false,
    });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages.sort()).toEqual(Object.values(TRAVELER_MESSAGES).sort());
  });

  it("has every key in both languages", () => {
    const root = path.resolve(import.meta.dirname, "../../../locales");
    const all = [
      ...Object.values(QUOTATION_MESSAGES),
      ...Object.values(RESERVATION_MESSAGES),
      ...Object.values(TRAVELER_MESSAGES),
      REQUIRED_MESSAGE,
    ];
    for (const lang of ["en", "ko"]) {
      const messages: unknown = JSON.parse(readFileSync(path.join(root, lang, "quotations.json"), "utf8"));
      for (const text of all) {
        const key = contractMessageKey(text);
        expect(key, text).toBeDefined();
        expect(typeof lookup(messages, key as string), `${lang}: ${key}`).toBe("string");
      }
    }
  });

  it("translates a known message and passes an unknown one through", () => {
    expect(translateMessage(QUOTATION_MESSAGES.revised, t)).toBe("messages.quotation.revised");
    expect(translateMessage("Quotations are resting.", t)).toBe("Quotations are resting.");
    expect(issueText({ message: "x", code: "too_big", maximum: 300 }, (key, o) => `${key}:${String(o?.max)}`)).toBe(
      "messages.tooLong:300",
    );
  });
});
