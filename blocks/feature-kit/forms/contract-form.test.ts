// @vitest-environment jsdom
import { HttpError } from "@lib/http/client";
import { failureText } from "@lib/http/failure-text";
import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import en from "../../../locales/en/account.json";
import ko from "../../../locales/ko/account.json";
import { z } from "zod";
import { showFieldIssues, showServerErrors, useContractForm } from "./contract-form";

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
    rest = showServerErrors(form.current, error, (failure) => failureText(failure, t));
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

  it("says a failure without issues in the feature's words: the server's, or the namespace's own", () => {
    const form = profileForm();
    const refused = new HttpError({ status: 500, message: "The ledger is resting.", code: "INTERNAL_ERROR" });
    expect(show(form, refused)).toBe("The ledger is resting.");
    const timeout = new HttpError({ status: 0, message: "English only", code: "TIMEOUT" });
    expect(show(form, timeout)).toBe("t:shared.errors.TIMEOUT");
    expect(form.current.formState.errors).toEqual({});
  });

  it("finds every key the shared failure wording asks for in both languages of a feature's namespace (account)", () => {
    for (const key of ["retry", "errors.TIMEOUT", "errors.NETWORK_ERROR", "errors.BAD_RESPONSE", "errors.generic"]) {
      expect(typeof lookup(en, `shared.${key}`)).toBe("string");
      expect(typeof lookup(ko, `shared.${key}`)).toBe("string");
    }
  });
});

describe("useContractForm", () => {
  it("checks with the contract's rules as issues, each on its field, the values kept", async () => {
    const { result } = renderHook(() =>
      useContractForm<{ title: string; contact: { email: string } }>({
        defaultValues: { title: "", contact: { email: "x" } },
        check: (values) => [
          ...(values.title ? [] : [{ field: "title", message: "Enter a title." }]),
          { field: "contact.email", message: "Enter an email address." },
        ],
      }),
    );
    let valid = true;
    await act(async () => {
      valid = await result.current.trigger();
    });
    expect(valid).toBe(false);
    expect(result.current.getFieldState("title").error?.message).toBe("Enter a title.");
    expect(result.current.getFieldState("contact.email").error?.message).toBe("Enter an email address.");
    expect(result.current.getValues("contact.email")).toBe("x");
  });

  it("shows a field's first issue when the rules find several, as a schema does", async () => {
    const { result } = renderHook(() =>
      useContractForm<{ contact: string }>({
        defaultValues: { contact: "" },
        check: () => [
          { field: "contact", message: "Enter the contact." },
          { field: "contact", message: "Enter digits only." },
        ],
      }),
    );
    await act(async () => {
      await result.current.trigger();
    });
    expect(result.current.getFieldState("contact").error?.message).toBe("Enter the contact.");
  });

  it("checks with the contract's zod schema", async () => {
    const schema = z.object({ email: z.string().email("Enter an email address.") });
    const { result } = renderHook(() => useContractForm({ schema, defaultValues: { email: "nope" } }));
    await act(async () => {
      await result.current.trigger();
    });
    expect(result.current.getFieldState("email").error?.message).toBe("Enter an email address.");
  });
});

describe("showFieldIssues", () => {
  it("puts each issue on its field", () => {
    const form = profileForm();
    act(() => showFieldIssues(form.current, [{ field: "phone", message: "Taken." }]));
    expect(form.current.getFieldState("phone").error).toMatchObject({ type: "server", message: "Taken." });
  });

  it("focuses the first field at fault, or leaves the focus where it is when asked to", () => {
    const issues = [
      { field: "phone", message: "Taken." },
      { field: "name", message: "Too long." },
    ];
    const focusOf = (options?: { focus?: boolean }) => {
      const setError = vi.fn<(field: string, error: unknown, how?: { shouldFocus?: boolean }) => void>();
      showFieldIssues({ setError }, issues, options);
      return setError.mock.calls.map(([field, , how]) => [field, how?.shouldFocus]);
    };
    expect(focusOf()).toEqual([
      ["phone", true],
      ["name", false],
    ]);
    expect(focusOf({ focus: false })).toEqual([
      ["phone", false],
      ["name", false],
    ]);
  });
});
