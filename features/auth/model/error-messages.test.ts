import { AUTH_ERROR_CODES } from "@contracts/auth";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/auth.json";
import ko from "../../../locales/ko/auth.json";
import { ERROR_MESSAGE_KEYS, GENERIC_ERROR_KEY, errorMessage, errorMessageKey } from "./error-messages";

const t = (key: string) => `t:${key}`;

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe("error codes -> messages", () => {
  it("has words for every auth error code of the contract", () => {
    for (const code of Object.values(AUTH_ERROR_CODES)) expect(errorMessageKey(code)).toBe(`shared.errors.${code}`);
  });

  it("finds every message in English and Korean", () => {
    for (const key of [...Object.values(ERROR_MESSAGE_KEYS), GENERIC_ERROR_KEY]) {
      expect(typeof lookup(en, key), `en ${key}`).toBe("string");
      expect(typeof lookup(ko, key), `ko ${key}`).toBe("string");
    }
  });

  it("uses the spec's sign-in messages", () => {
    expect(lookup(en, "shared.errors.INVALID_CREDENTIALS")).toBe("The e-mail or password does not match.");
    expect(lookup(en, "shared.errors.ACCOUNT_INACTIVE")).toBe("The credentials are wrong or the account is inactive.");
    expect(lookup(en, "shared.errors.EMAIL_NOT_FOUND")).toBe("This e-mail address was not found.");
    expect(lookup(en, "shared.errors.EMAIL_TAKEN")).toBe("This e-mail address is already registered.");
  });

  it("says a known code in the person's language, whatever the server wrote", () => {
    const error = new HttpError({ status: 401, message: "Wrong password", code: "INVALID_CREDENTIALS" });
    expect(errorMessage(error, t)).toBe("t:shared.errors.INVALID_CREDENTIALS");
    const slow = new HttpError({ status: 0, message: "The server took too long to answer.", code: "TIMEOUT" });
    expect(errorMessage(slow, t)).toBe("t:shared.errors.TIMEOUT");
  });

  it("shows the server's message for other codes, and the generic one for anything else", () => {
    const error = new HttpError({ status: 500, message: "Database is resting", code: "INTERNAL_ERROR" });
    expect(errorMessage(error, t)).toBe("Database is resting");
    expect(errorMessage(new Error("boom"), t)).toBe(`t:${GENERIC_ERROR_KEY}`);
    expect(errorMessage(undefined, t)).toBe(`t:${GENERIC_ERROR_KEY}`);
  });
});
