import type { FieldIssue } from "@blocks/feature-kit";
import { type PartnershipApplyBody, PartnershipApplyBodySchema } from "@contracts/partnerships";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText, translateMessage } from "./messages";

/** The form as typed: the benefit's percent as text (a number field's value), the choices empty until chosen. */
export type ApplyValues = {
  venue_name_en: string;
  venue_name_ko: string;
  category: string;
  district: string;
  address: string;
  website: string;
  contact_name: string;
  email: string;
  phone: string;
  benefit: { kind: string; percent: string };
  message: string;
  privacy_consent: boolean;
};

export const EMPTY_APPLICATION: ApplyValues = {
  venue_name_en: "",
  venue_name_ko: "",
  category: "",
  district: "",
  address: "",
  website: "",
  contact_name: "",
  email: "",
  phone: "",
  benefit: { kind: "", percent: "" },
  message: "",
  privacy_consent: false,
};

/** The names of the form's fields as the server names them (the benefit's parts by their path). */
export const APPLY_FIELDS = [
  "venue_name_en",
  "venue_name_ko",
  "category",
  "district",
  "address",
  "website",
  "contact_name",
  "email",
  "phone",
  "benefit.kind",
  "benefit.percent",
  "message",
  "privacy_consent",
] as const;
export type ApplyField = (typeof APPLY_FIELDS)[number];

/** What is sent: the values as typed (the contract trims), the percent as a number and only with a discount. */
export function toApplyBody(values: ApplyValues): PartnershipApplyBody {
  const { benefit, ...rest } = values;
  const percent = benefit.percent.trim();
  return {
    ...rest,
    category: rest.category as PartnershipApplyBody["category"],
    district: rest.district as PartnershipApplyBody["district"],
    phone: rest.phone.trim(),
    email: rest.email.trim(),
    benefit: {
      kind: benefit.kind as PartnershipApplyBody["benefit"]["kind"],
      ...(benefit.kind === "discount" && percent !== "" ? { percent: Number(percent) } : {}),
    },
    privacy_consent: values.privacy_consent as true,
  };
}

/** A whole benefit missing is said beside its kind, the first of its fields. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path.length === 1 && path[0] === "benefit" ? "benefit.kind" : path.join(".");

/** The contract's rules on the form, in the page's language: the server checks the same and has the last word. */
export function applyIssues(values: ApplyValues, t: Translate): FieldIssue<ApplyField>[] {
  const parsed = PartnershipApplyBodySchema.safeParse(toApplyBody(values));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: fieldOf(issue.path) as ApplyField,
    // a percent above 99 is a range, not a length: the contract's own words
    message:
      issue.code === "too_big" && issue.origin !== "string" ? translateMessage(issue.message, t) : issueText(issue, t),
  }));
}

/** A server's field name as the form names it (`benefit` alone is the kind's). */
export const formFieldOf = (field: string): ApplyField | undefined =>
  field === "benefit" ? "benefit.kind" : APPLY_FIELDS.find((name) => name === field);
