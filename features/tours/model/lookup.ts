import type { Translate } from "@lib/i18n/feature-text";

/** The lookup form as typed. */
export type LookupValues = { reservation_number: string; email: string };

/** The contract's number pattern (`R260515-ABC234`), read in any case. */
const NUMBER = /^R\d{6}-[A-Z2-9]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The lookup's fields at fault, in the page's words; the server checks again and says only "no match". */
export function lookupIssues(values: LookupValues, t: Translate): { field: keyof LookupValues; message: string }[] {
  const issues: { field: keyof LookupValues; message: string }[] = [];
  const number = values.reservation_number.trim().toUpperCase();
  if (!NUMBER.test(number)) issues.push({ field: "reservation_number", message: t("my.lookup.numberInvalid") });
  if (!EMAIL.test(values.email.trim())) issues.push({ field: "email", message: t("my.lookup.emailInvalid") });
  return issues;
}
