import { readFileSync } from "node:fs";
import { CreatePassReservationBodySchema, PASS_API_MESSAGES, PASS_MAX_HOLDERS } from "@contracts/passes";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE, localMessage } from "./messages";

type Locale = { apiMessages: Record<string, string>; shopMessages: Record<string, string> };
const locale = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/pass.json`, import.meta.url), "utf8")) as Locale;

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `[${key} ${JSON.stringify(options)}]` : `[${key}]`;

describe("the contract's messages", () => {
  it("has every pass API message in both languages", () => {
    for (const lang of ["en", "ko"]) {
      expect(Object.keys(locale(lang).apiMessages).sort()).toEqual(Object.keys(PASS_API_MESSAGES).sort());
    }
  });

  it("says them in the page's language, the holders' limit with its number", () => {
    expect(localMessage(PASS_API_MESSAGES.holderLocked, t)).toBe("[apiMessages.holderLocked]");
    expect(localMessage(PASS_API_MESSAGES.tooManyHolders, t)).toBe(
      `[apiMessages.tooManyHolders {"max":${PASS_MAX_HOLDERS}}]`,
    );
    expect(localMessage(RESERVATION_MESSAGES.bankRequired, t)).toBe("[shopMessages.bankRequired]");
    expect(localMessage("Something new.", t)).toBe("Something new.");
  });

  it("finds the amounts of a changed total again", () => {
    const message = RESERVATION_MESSAGES.totalChanged.replace("{{total}}", "$140").replace("{{shown}}", "$130");
    expect(localMessage(message, t)).toBe('[shopMessages.totalChanged {"total":"$140","shown":"$130"}]');
  });

  it("knows the contact rule's words as the contract writes them", () => {
    const parsed = CreatePassReservationBodySchema.safeParse({ contact: "010-1234" });
    const contact = parsed.error?.issues.find((issue) => issue.path[0] === "contact");
    expect(contact?.message).toBe(CONTACT_MESSAGE);
  });
});
