import type { FieldIssue } from "@blocks/feature-kit";
import { type AdminEdition, type EditionBody, EditionBodySchema } from "@contracts/mice";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText } from "./edition-messages";

/** What the edition's form fills: every field of the contract, as typed. */
export type EditionValues = Required<{ [K in keyof EditionBody]: string }>;
export type EditionField = keyof EditionValues;

/** The form's fields in their order on the page (the first one at fault takes the focus). */
export const EDITION_FIELDS = [
  "name_en",
  "venue_en",
  "city_en",
  "name_ko",
  "venue_ko",
  "city_ko",
  "first_day",
  "last_day",
  "opens",
  "closes",
  "registration_closes_on",
] as const satisfies readonly EditionField[];

/** The saved edition as the form starts from it. */
export function editionValues(edition: AdminEdition): EditionValues {
  return {
    name_en: edition.name_en,
    name_ko: edition.name_ko,
    venue_en: edition.venue_en,
    venue_ko: edition.venue_ko,
    city_en: edition.city_en,
    city_ko: edition.city_ko,
    first_day: edition.first_day,
    last_day: edition.last_day,
    opens: edition.opens,
    closes: edition.closes,
    registration_closes_on: edition.registration_closes_on,
  };
}

/** The body the contract takes: the texts trimmed, the rest as typed. */
export function editionBody(values: EditionValues): EditionBody {
  const trimmed = (text: string) => text.trim();
  return {
    ...values,
    name_en: trimmed(values.name_en),
    name_ko: trimmed(values.name_ko),
    venue_en: trimmed(values.venue_en),
    venue_ko: trimmed(values.venue_ko),
    city_en: trimmed(values.city_en),
    city_ko: trimmed(values.city_ko),
  };
}

/** The contract's rules as issues on the form's fields, in the page's language (the server checks them again). */
export function editionIssues(values: EditionValues, t: Translate): FieldIssue<EditionField>[] {
  const parsed = EditionBodySchema.safeParse(editionBody(values));
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const field = EDITION_FIELDS.find((name) => name === issue.path[0]);
    return field ? [{ field, message: issueText(issue, t) }] : [];
  });
}
