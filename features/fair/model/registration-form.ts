import type { FieldIssue } from "@blocks/feature-kit";
import { type MiceInterest, type VisitorRegistrationBody, VisitorRegistrationBodySchema } from "@contracts/mice";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText } from "./messages";

/** The visitor's form as it is filled in: the country's code ("" for none), the interests ticked, the consents. */
export type RegistrationValues = {
  nationality: string;
  organisation: string;
  job_title: string;
  interests: MiceInterest[];
  agree_privacy: boolean;
  agree_marketing: boolean;
};
export type RegistrationField = keyof RegistrationValues;

/** Every field in the order the form shows them: the first one at fault takes the focus. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  "nationality",
  "organisation",
  "job_title",
  "interests",
  "agree_privacy",
  "agree_marketing",
];

export const EMPTY_REGISTRATION: RegistrationValues = {
  nationality: "",
  organisation: "",
  job_title: "",
  interests: [],
  agree_privacy: false,
  agree_marketing: false,
};

/** What is sent: the values as the contract takes them (the server trims and checks them again). */
export function toRegistrationBody(values: RegistrationValues): VisitorRegistrationBody {
  return { ...values, agree_privacy: values.agree_privacy as true };
}

/**
 * The contract's own schema run on the form, its messages in the page's language, the first per field (the
 * contract writes them in English for the API; the form says them in the reader's language).
 */
export function registrationIssues(values: RegistrationValues, t: Translate): FieldIssue<RegistrationField>[] {
  const result = VisitorRegistrationBodySchema.safeParse(toRegistrationBody(values));
  if (result.success) return [];
  const issues: FieldIssue<RegistrationField>[] = [];
  for (const issue of result.error.issues) {
    const field = REGISTRATION_FIELDS.find((name) => name === issue.path[0]);
    if (!field || issues.some((known) => known.field === field)) continue;
    issues.push({ field, message: issueText(issue, t) });
  }
  return issues;
}
