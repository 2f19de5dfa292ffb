import {
  type MemberType,
  MemberTypeSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isValidPassword,
} from "@contracts/auth";
import { z } from "zod";
import type { Translate } from "@lib/i18n/feature-text";

/** The spec's validation messages (point 5), as keys of the `auth` namespace. */
export const VALIDATION_KEYS = {
  fillRequired: "shared.validation.fillRequired",
  required: "shared.validation.required",
  email: "shared.validation.email",
  phone: "shared.validation.phone",
  password: "shared.validation.password",
  passwordConfirm: "shared.validation.passwordConfirm",
  newPasswordConfirm: "shared.validation.newPasswordConfirm",
  terms: "shared.validation.terms",
  duplicateCheck: "shared.validation.duplicateCheck",
  verificationRequired: "shared.validation.verificationRequired",
  verificationCode: "shared.validation.verificationCode",
  tooLong: "shared.validation.tooLong",
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/**
 * Mobile numbers as the API takes them: digits only (spec: "enter without hyphens"), an optional leading `+`. The
 * same rule as contracts' PhoneSchema, whose message is English only; a unit test keeps the two in step.
 */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

/** Member types whose sign-up names a company (the mart's and the fair's buyers and sellers). */
const COMPANY_TYPES: readonly MemberType[] = ["buyer", "seller_domestic", "seller_overseas"];

/** Whether an address segment names a member type (`/account/registration/{userType}`). */
export function isMemberType(value: unknown): value is MemberType {
  return MemberTypeSchema.safeParse(value).success;
}

export function needsCompany(type: MemberType): boolean {
  return COMPANY_TYPES.includes(type);
}

/** Which parts of the password rule a value meets, for the checklist under the field. */
export type PasswordChecks = { length: boolean; lower: boolean; upper: boolean; digit: boolean };

export function passwordChecks(value: string): PasswordChecks {
  return {
    length: value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH,
    lower: /[a-z]/.test(value),
    upper: /[A-Z]/.test(value),
    digit: /\d/.test(value),
  };
}

/** A value that must be present; spaces alone do not count. */
export function requiredText(t: Translate, max?: number) {
  const base = z
    .string()
    .trim()
    .min(1, { error: t(VALIDATION_KEYS.required) });
  return max === undefined ? base : base.max(max, { error: t(VALIDATION_KEYS.tooLong) });
}

/** A password the person typed: required, never trimmed (spaces may be part of it). */
export function requiredSecret(t: Translate) {
  return z.string().min(1, { error: t(VALIDATION_KEYS.required) });
}

export function emailRule(t: Translate) {
  return requiredText(t)
    .max(254, { error: t(VALIDATION_KEYS.tooLong) })
    .pipe(z.email({ error: t(VALIDATION_KEYS.email) }));
}

export function phoneRule(t: Translate) {
  return requiredText(t).regex(PHONE_PATTERN, { error: t(VALIDATION_KEYS.phone) });
}

/** A phone number the person may leave empty; when given it must follow the rule. */
export function optionalPhoneRule(t: Translate) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || PHONE_PATTERN.test(value), { error: t(VALIDATION_KEYS.phone) });
}

export function passwordRule(t: Translate) {
  return z
    .string()
    .min(1, { error: t(VALIDATION_KEYS.required) })
    .refine(isValidPassword, { error: t(VALIDATION_KEYS.password) });
}

/** A consent that must be given (terms, privacy, third-party provision, age 14 or older). */
export function requiredConsent(t: Translate) {
  return z.boolean().refine((agreed) => agreed, { error: t(VALIDATION_KEYS.terms) });
}

/** Whether every error of a submit is a missing answer: the summary then says "fill in all required fields". */
export function onlyMissingAnswers(messages: readonly string[], t: Translate): boolean {
  const missing = new Set([t(VALIDATION_KEYS.required), t(VALIDATION_KEYS.terms)]);
  return messages.length > 0 && messages.every((message) => missing.has(message));
}
