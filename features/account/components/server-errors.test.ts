// @vitest-environment jsdom
import { HttpError } from "@lib/http/client";
import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/account.json";
import ko from "../../../locales/ko/account.json";
import { showServerErrors } from "./server-errors";

const t = (key: string) => `t:${key}`;

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

function profileForm() {
  return renderHook(() => useForm({ defaultValues: { name: "Kim", phone: "010" } })).result;
}

function show(form: ReturnType<typeof profileForm>, error: unknown): string | null {
  let rest: string | null = null;
  act(() => {
    rest = showServerErrors(form.current, error, t);
  });
  return rest;
}

describe("showServerErrors", () => {
  it("puts issues on the fields the form has and leaves the rest for the form's alert", () => {
    const form = profileForm();
    const error = new HttpError({
      status: 400,
      message: "Validation failed",
      code: "VALIDATION_ERROR",
      issues: [
        { field: "phone", message: "Enter a valid phone number." },
        { field: "birthday", message: "Birthday cannot be in the future." },
      ],
    });
    expect(show(form, error)).toBe("Birthday cannot be in the future.");
    expect(form.current.getFieldState("phone").error?.message).toBe("Enter a valid phone number.");
    expect(form.current.getFieldState("name").error).toBeUndefined();
    expect(form.current.getValues("phone")).toBe("010");
  });

  it("leaves nothing for the alert when every issue found its field", () => {
    const form = profileForm();
    const error = new HttpError({
      status: 400,
      message: "Validation failed",
      code: "VALIDATION_ERROR",
      issues: [{ field: "name", message: "Enter your name." }],
    });
    expect(show(form, error)).toBeNull();
    expect(form.current.getFieldState("name").error?.message).toBe("Enter your name.");
  });

  it("says a failure without issues in words: the server's, or the account namespace's own", () => {
    const form = profileForm();
    const refused = new HttpError({ status: 500, message: "The ledger is resting.", code: "INTERNAL_ERROR" });
    expect(show(form, refused)).toBe("The ledger is resting.");
    const timeout = new HttpError({ status: 0, message: "English only", code: "TIMEOUT" });
    expect(show(form, timeout)).toBe("t:shared.errors.TIMEOUT");
    expect(form.current.formState.errors).toEqual({});
  });

  it("finds every key the shared failure wording asks for in both languages of the account namespace", () => {
    for (const key of ["retry", "errors.TIMEOUT", "errors.NETWORK_ERROR", "errors.BAD_RESPONSE", "errors.generic"]) {
      expect(typeof lookup(en, `shared.${key}`)).toBe("string");
      expect(typeof lookup(ko, `shared.${key}`)).toBe("string");
    }
  });
});
