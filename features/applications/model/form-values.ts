import {
  EDU_FIELDS,
  EDU_MESSAGES,
  type EduApplication,
  type EduDraftBody,
  type EduFieldName,
  type EduForm,
  type VisaStatus,
  programmeIssues,
  submitIssues,
} from "@contracts/applications";
import { REQUIRED_MESSAGE } from "@contracts/fields";

type ConsentName = "agree_terms" | "agree_privacy" | "agree_third_party" | "agree_age14";
type TextName = Exclude<EduFieldName, ConsentName | "visa_status">;

/**
 * The form's values: text as typed ("" when empty), times as the `datetime-local` control writes them in Korea's
 * time (`2027-02-20T10:30`), the consents as ticks, and whether the identity document is uploaded (it is a file,
 * sent on its own, but submit asks for it like a field).
 */
export type ApplicationValues = Record<TextName, string> &
  Record<ConsentName, boolean> & { visa_status: VisaStatus | ""; id_document: boolean };

export type ApplicationField = keyof ApplicationValues;

/** The steps after the programme's choice, each with its fields, in the order a person meets them. */
export const APPLICATION_STEPS = [
  {
    id: "personal",
    fields: [
      "applicant_name",
      "email",
      "mobile",
      "birth_date",
      "nationality",
      "passport_number",
      "passport_expiry",
      "id_document",
    ],
  },
  {
    id: "travel",
    fields: [
      "departure_airport",
      "departure_at",
      "arrival_airport",
      "arrival_at",
      "visa_status",
      "dietary_restriction",
    ],
  },
  { id: "bank", fields: ["bank_name", "bank_account_holder", "bank_account_number"] },
  { id: "motivation", fields: ["motivation", "agree_terms", "agree_privacy", "agree_third_party", "agree_age14"] },
] as const satisfies readonly { id: string; fields: readonly ApplicationField[] }[];

export type ApplicationStepId = (typeof APPLICATION_STEPS)[number]["id"];

const CONSENTS: readonly ConsentName[] = ["agree_terms", "agree_privacy", "agree_third_party", "agree_age14"];
const TIMES = new Set<EduFieldName>(["departure_at", "arrival_at"]);
const KOREA_OFFSET = "+09:00";

/** An instant as the `datetime-local` control shows it, in Korea's time (`2027-02-20T10:30`). */
export function koreaLocalTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return "";
  return new Date(moment.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
}

/** What the control wrote, as the contract's instant with Korea's offset; "" stays "". */
export function koreaInstant(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return local;
  return `${local}:00${KOREA_OFFSET}`;
}

/** The saved application as the form's values. */
export function valuesFrom(application: Pick<EduApplication, "form" | "id_document"> | null): ApplicationValues {
  const form: Partial<EduForm> = application?.form ?? {};
  const values = {
    id_document: Boolean(application?.id_document),
    visa_status: form.visa_status ?? "",
  } as ApplicationValues;
  for (const name of EDU_FIELDS) {
    if (name === "visa_status") continue;
    if ((CONSENTS as readonly string[]).includes(name)) {
      values[name as ConsentName] = form[name as ConsentName] === true;
      continue;
    }
    const value = (form[name] as string | null | undefined) ?? "";
    values[name as TextName] = TIMES.has(name) && value ? koreaLocalTime(value) : value;
  }
  return values;
}

/** The values as the contract's form (empty text as null), for the shared rules and the saves. */
export function formOf(values: ApplicationValues): Record<EduFieldName, string | boolean | null> {
  const form = {} as Record<EduFieldName, string | boolean | null>;
  for (const name of EDU_FIELDS) {
    const value = values[name];
    if (typeof value === "boolean") form[name] = value;
    else if (value === "" || value === undefined) form[name] = null;
    else form[name] = TIMES.has(name) ? koreaInstant(value.trim()) : value.trim();
  }
  return form;
}

/** Issues of a value that is there but not in its format (a half-typed e-mail): not saved until it is. */
const isFormatIssue = (issue: { message: string }) =>
  issue.message !== REQUIRED_MESSAGE && issue.message !== EDU_MESSAGES.arrivalBeforeDeparture;

/**
 * What a draft save sends: every field whose value is empty (cleared) or in its format; a value not yet in its
 * format is left out (the saved one is kept) and said beside its field once the person moves on.
 */
export function draftBody(values: ApplicationValues, version: number): EduDraftBody {
  const form = formOf(values);
  const unfinished = new Set(
    submitIssues(form)
      .filter((issue) => !issue.field.startsWith("agree_") && isFormatIssue(issue))
      .map((issue) => issue.field),
  );
  const body: Record<string, unknown> = { version };
  for (const name of EDU_FIELDS) if (!unfinished.has(name)) body[name] = form[name];
  return body as EduDraftBody;
}

export type ValueIssue = { field: ApplicationField; message: string };

/**
 * What submit would refuse, the same rules as the server's (contracts/applications.ts): required fields, formats,
 * consents, the order of the flights, the programme's rules and the identity document.
 */
export function applicationIssues(
  values: ApplicationValues,
  programme: { trip_start: string; trip_end: string } | null,
): ValueIssue[] {
  const form = formOf(values);
  const issues = [
    ...submitIssues(form),
    ...(programme
      ? programmeIssues(
          { passport_expiry: form.passport_expiry as string | null, birth_date: form.birth_date as string | null },
          programme,
        )
      : []),
  ] as ValueIssue[];
  if (!values.id_document) issues.push({ field: "id_document", message: EDU_MESSAGES.idDocumentRequired });
  return issues;
}

/** The issues of one step's fields only (Next checks the step it leaves). */
export function stepIssues(issues: readonly ValueIssue[], step: number): ValueIssue[] {
  const fields: readonly string[] = APPLICATION_STEPS[step]?.fields ?? [];
  return issues.filter((issue) => fields.includes(issue.field));
}

/** The step a field is asked on. */
export function stepOf(field: string): number {
  const index = APPLICATION_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? APPLICATION_STEPS.length - 1 : index;
}

/**
 * Where a saved form resumes, on any device: the first step with something still to give, else the last (to
 * submit). It is read from the saved values, so nothing else needs to be kept.
 */
export function resumeStep(values: ApplicationValues, programme: { trip_start: string; trip_end: string } | null) {
  const issues = applicationIssues(values, programme);
  if (issues.length === 0) return APPLICATION_STEPS.length - 1;
  return Math.min(...issues.map((issue) => stepOf(issue.field)));
}
