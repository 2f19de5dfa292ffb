import { type MemberType, MemberTypeSchema } from "@contracts/auth";
import { z } from "zod";
import {
  VALIDATION_KEYS,
  emailRule,
  needsCompany,
  optionalPhoneRule,
  passwordRule,
  phoneRule,
  requiredConsent,
  requiredSecret,
  requiredText,
} from "./rules";
import type { Translate } from "@lib/i18n/feature-text";

/** Sign-in: the address and any password (the rule is the server's to judge for existing accounts). */
export function signInSchema(t: Translate) {
  return z.object({ email: emailRule(t), password: requiredSecret(t) });
}
export type SignInValues = z.input<ReturnType<typeof signInSchema>>;

/** The consents of spec point 5 a member gives when joining; marketing is the optional one. */
function consentFields(t: Translate) {
  return {
    agree_terms: requiredConsent(t),
    agree_privacy: requiredConsent(t),
    agree_third_party: requiredConsent(t),
    agree_age14: requiredConsent(t),
    agree_marketing: z.boolean(),
  };
}
export const CONSENT_NAMES = ["agree_terms", "agree_privacy", "agree_third_party", "agree_age14"] as const;
export const OPTIONAL_CONSENT_NAMES = ["agree_marketing"] as const;
export type ConsentName = (typeof CONSENT_NAMES)[number] | (typeof OPTIONAL_CONSENT_NAMES)[number];

/**
 * The sign-up form of spec point 3. `check_duplicate` and `email_verified` mirror the e-mail check (model/email-check):
 * the form cannot be sent until the address was found free and its code confirmed (spec point 5). The code's own
 * format is the server's to judge: it answers whether the code is right.
 */
export function registrationSchema(t: Translate) {
  return z
    .object({
      type: MemberTypeSchema,
      login_id: z
        .string()
        .trim()
        .max(100, { error: t(VALIDATION_KEYS.tooLong) }),
      name: requiredText(t, 100),
      email: emailRule(t),
      check_duplicate: z.boolean(),
      verification_code: z.string().trim(),
      email_verified: z.boolean(),
      phone: optionalPhoneRule(t),
      password: passwordRule(t),
      password_confirm: requiredSecret(t),
      company_name: z
        .string()
        .trim()
        .max(200, { error: t(VALIDATION_KEYS.tooLong) }),
      files: z.array(z.instanceof(File)),
      ...consentFields(t),
    })
    .superRefine((values, ctx) => {
      if (values.password_confirm && values.password !== values.password_confirm) {
        ctx.addIssue({ code: "custom", path: ["password_confirm"], message: t(VALIDATION_KEYS.passwordConfirm) });
      }
      // the duplicate check and the code belong to the address: an unchecked address is the address's error
      if (!values.check_duplicate) {
        ctx.addIssue({ code: "custom", path: ["email"], message: t(VALIDATION_KEYS.duplicateCheck) });
      } else if (!values.email_verified) {
        const key = values.verification_code ? VALIDATION_KEYS.verificationRequired : VALIDATION_KEYS.verificationCode;
        ctx.addIssue({ code: "custom", path: ["verification_code"], message: t(key) });
      }
      if (needsCompany(values.type) && !values.company_name) {
        ctx.addIssue({ code: "custom", path: ["company_name"], message: t(VALIDATION_KEYS.required) });
      }
    });
}
export type RegistrationValues = z.input<ReturnType<typeof registrationSchema>>;

export function emptyRegistration(type: MemberType): RegistrationValues {
  return {
    type,
    login_id: "",
    name: "",
    email: "",
    check_duplicate: false,
    verification_code: "",
    email_verified: false,
    phone: "",
    password: "",
    password_confirm: "",
    company_name: "",
    files: [],
    agree_terms: false,
    agree_privacy: false,
    agree_third_party: false,
    agree_age14: false,
    agree_marketing: false,
  };
}

/** The short social sign-up: the provider vouches for the person; name, address and consents remain. */
export function socialSignupSchema(t: Translate) {
  return z.object({ name: requiredText(t, 100), email: emailRule(t), ...consentFields(t) });
}
export type SocialSignupValues = z.input<ReturnType<typeof socialSignupSchema>>;

export function findIdSchema(t: Translate) {
  return z.object({ name: requiredText(t, 100), phone: phoneRule(t) });
}
export type FindIdValues = z.input<ReturnType<typeof findIdSchema>>;

export function findPasswordSchema(t: Translate) {
  return z.object({ email: emailRule(t) });
}
export type FindPasswordValues = z.input<ReturnType<typeof findPasswordSchema>>;

/** A new password and its confirmation (password reset by e-mailed token). */
export function passwordResetSchema(t: Translate) {
  return z.object({ password: passwordRule(t), password_confirm: requiredSecret(t) }).superRefine((values, ctx) => {
    if (values.password_confirm && values.password !== values.password_confirm) {
      ctx.addIssue({ code: "custom", path: ["password_confirm"], message: t(VALIDATION_KEYS.newPasswordConfirm) });
    }
  });
}
export type PasswordResetValues = z.input<ReturnType<typeof passwordResetSchema>>;

/** Changing the password while signed in: the current one, the new one and its confirmation. */
export function changePasswordSchema(t: Translate) {
  return z
    .object({
      currentPassword: requiredSecret(t),
      newPassword: passwordRule(t),
      newPasswordConfirm: requiredSecret(t),
    })
    .superRefine((values, ctx) => {
      if (values.newPasswordConfirm && values.newPassword !== values.newPasswordConfirm) {
        ctx.addIssue({
          code: "custom",
          path: ["newPasswordConfirm"],
          message: t(VALIDATION_KEYS.newPasswordConfirm),
        });
      }
    });
}
export type ChangePasswordValues = z.input<ReturnType<typeof changePasswordSchema>>;
