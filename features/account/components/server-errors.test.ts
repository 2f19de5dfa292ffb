import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/account.json";
import ko from "../../../locales/ko/account.json";
import { failureText } from "./server-errors";

const t = (key: string) => `t:${key}`;

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe("failureText", () => {
  it("shows the server's own message (spec: errors show the server's message)", () => {
    const error = new HttpError({ status: 500, message: "The ledger is resting.", code: "INTERNAL_ERROR" });
    expect(failureText(error, t)).toBe("The ledger is resting.");
  });

  it("says the transport's own failures in the person's language", () => {
    for (const code of ["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"]) {
      const error = new HttpError({ status: 0, message: "English only", code });
      expect(failureText(error, t)).toBe(`t:shared.errors.${code}`);
      expect(typeof lookup(en, `shared.errors.${code}`)).toBe("string");
      expect(typeof lookup(ko, `shared.errors.${code}`)).toBe("string");
    }
  });

  it("falls back to the generic message for anything else", () => {
    expect(failureText(new Error("boom"), t)).toBe("t:shared.errors.generic");
  });
});
