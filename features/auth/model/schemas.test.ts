import { describe, expect, it } from "vitest";
import { completeRegistration as filledRegistration } from "../mocks/registration-values";
import { VALIDATION_KEYS } from "./rules";
import {
  changePasswordSchema,
  emptyRegistration,
  findIdSchema,
  passwordResetSchema,
  registrationSchema,
  signInSchema,
  socialSignupSchema,
} from "./schemas";

const t = (key: string) => key;

/** field -> its first message, the way the form shows them. */
function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join(".")] ??= issue.message;
  return shown;
}

const completeRegistration = filledRegistration("general");

describe("signInSchema", () => {
  it("needs an address in e-mail form and a password", () => {
    expect(errors(signInSchema(t).safeParse({ email: "", password: "" }))).toEqual({
      email: VALIDATION_KEYS.required,
      password: VALIDATION_KEYS.required,
    });
    expect(errors(signInSchema(t).safeParse({ email: "minji@", password: "x" }))).toEqual({
      email: VALIDATION_KEYS.email,
    });
  });

  it("trims the address but never the password", () => {
    expect(signInSchema(t).parse({ email: " minji@example.com ", password: " secret " })).toEqual({
      email: "minji@example.com",
      password: " secret ",
    });
  });
});

describe("registrationSchema", () => {
  it("accepts a complete form", () => {
    expect(registrationSchema(t).safeParse(completeRegistration).success).toBe(true);
  });

  it("says every spec message for an empty form", () => {
    expect(errors(registrationSchema(t).safeParse(emptyRegistration("general")))).toEqual({
      name: VALIDATION_KEYS.required,
      email: VALIDATION_KEYS.required,
      password: VALIDATION_KEYS.required,
      password_confirm: VALIDATION_KEYS.required,
      agree_terms: VALIDATION_KEYS.terms,
      agree_privacy: VALIDATION_KEYS.terms,
      agree_third_party: VALIDATION_KEYS.terms,
      agree_age14: VALIDATION_KEYS.terms,
    });
  });

  it("blocks a valid address until it is checked for duplicates", () => {
    const unchecked = { ...completeRegistration, check_duplicate: false, email_verified: false };
    expect(errors(registrationSchema(t).safeParse(unchecked))).toEqual({ email: VALIDATION_KEYS.duplicateCheck });
  });

  it("does not ask for marketing consent", () => {
    expect(registrationSchema(t).safeParse({ ...completeRegistration, agree_marketing: false }).success).toBe(true);
  });

  it("needs the code once the address is checked, and the code confirmed", () => {
    const noCode = { ...completeRegistration, verification_code: "", email_verified: false };
    expect(errors(registrationSchema(t).safeParse(noCode))).toEqual({
      verification_code: VALIDATION_KEYS.verificationCode,
    });
    const unconfirmed = { ...completeRegistration, email_verified: false };
    expect(errors(registrationSchema(t).safeParse(unconfirmed))).toEqual({
      verification_code: VALIDATION_KEYS.verificationRequired,
    });
  });

  it("checks the password rule, the confirmation and the phone format", () => {
    const values = { ...completeRegistration, password: "travel", password_confirm: "travel2", phone: "010-1234-5678" };
    expect(errors(registrationSchema(t).safeParse(values))).toEqual({
      password: VALIDATION_KEYS.password,
      password_confirm: VALIDATION_KEYS.passwordConfirm,
      phone: VALIDATION_KEYS.phone,
    });
  });

  it("asks buyers and sellers for the company name", () => {
    const buyer = { ...completeRegistration, type: "buyer" as const };
    expect(errors(registrationSchema(t).safeParse(buyer))).toEqual({ company_name: VALIDATION_KEYS.required });
    expect(registrationSchema(t).safeParse({ ...buyer, company_name: "Han River Tours" }).success).toBe(true);
  });
});

describe("the other forms", () => {
  it("find id: name and a mobile number without hyphens", () => {
    expect(errors(findIdSchema(t).safeParse({ name: "", phone: "010-1234-5678" }))).toEqual({
      name: VALIDATION_KEYS.required,
      phone: VALIDATION_KEYS.phone,
    });
  });

  it("password reset: the rule and a matching confirmation", () => {
    expect(
      errors(passwordResetSchema(t).safeParse({ password: "Travel2026", password_confirm: "Travel2027" })),
    ).toEqual({ password_confirm: VALIDATION_KEYS.newPasswordConfirm });
  });

  it("change password: the new confirmation must match", () => {
    const values = { currentPassword: "Old2026pass", newPassword: "Travel2026", newPasswordConfirm: "Travel2025" };
    expect(errors(changePasswordSchema(t).safeParse(values))).toEqual({
      newPasswordConfirm: VALIDATION_KEYS.newPasswordConfirm,
    });
  });

  it("social sign-up: required consents, marketing optional", () => {
    const values = {
      name: "Minji",
      email: "minji@example.com",
      agree_terms: true,
      agree_privacy: true,
      agree_third_party: false,
      agree_age14: true,
      agree_marketing: false,
    };
    expect(errors(socialSignupSchema(t).safeParse(values))).toEqual({ agree_third_party: VALIDATION_KEYS.terms });
  });
});
