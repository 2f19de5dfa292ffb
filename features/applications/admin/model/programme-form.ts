import {
  type EduAdminProgramme,
  type EduProgrammeBody,
  EduProgrammeBodySchema,
  programmeDateIssues,
} from "@contracts/applications";
import type { Translate } from "@lib/i18n/feature-text";
import { koreaInstant, koreaLocalTime } from "../../model/form-values";
import { translateMessage } from "./messages";

/**
 * What the editor fills: text as typed, days as the date control writes them, the window's times as Korea local
 * times (`2027-03-01T09:00`, the `datetime-local` control), sent as instants with Korea's offset (as the applicant
 * form sends its flight times).
 */
export type ProgrammeValues = {
  code: string;
  year: string;
  capacity: string;
  title_en: string;
  title_ko: string;
  summary_en: string;
  summary_ko: string;
  destination_en: string;
  destination_ko: string;
  trip_start: string;
  trip_end: string;
  opens_at: string;
  closes_at: string;
  details_deadline: string;
  report_due: string;
};
export type ProgrammeField = keyof ProgrammeValues;

export const PROGRAMME_FIELDS = [
  "code",
  "year",
  "capacity",
  "title_en",
  "title_ko",
  "summary_en",
  "summary_ko",
  "destination_en",
  "destination_ko",
  "trip_start",
  "trip_end",
  "opens_at",
  "closes_at",
  "details_deadline",
  "report_due",
] as const satisfies readonly ProgrammeField[];

export const EMPTY_PROGRAMME: ProgrammeValues = Object.fromEntries(
  PROGRAMME_FIELDS.map((field) => [field, ""]),
) as ProgrammeValues;

/** A saved programme as the editor starts from it. */
export function programmeValues(programme: EduAdminProgramme): ProgrammeValues {
  const values = Object.fromEntries(
    PROGRAMME_FIELDS.map((field) => [field, String(programme[field])]),
  ) as ProgrammeValues;
  return { ...values, opens_at: koreaLocalTime(programme.opens_at), closes_at: koreaLocalTime(programme.closes_at) };
}

const number = (value: string) => (value.trim() === "" ? undefined : Number(value));

/** The values as the contract's body (an empty number is missing, not zero). */
export function programmeBody(values: ProgrammeValues): EduProgrammeBody {
  return {
    ...values,
    year: number(values.year) as number,
    capacity: number(values.capacity) as number,
    opens_at: koreaInstant(values.opens_at),
    closes_at: koreaInstant(values.closes_at),
  };
}

/**
 * The contract's rules as issues on the editor's fields, in the page's language. The dates' order is checked here
 * even while another field is at fault (the schema checks it once every field passes), so all show at once.
 */
export function programmeIssues(values: ProgrammeValues, t: Translate): { field: ProgrammeField; message: string }[] {
  const body = programmeBody(values);
  const parsed = EduProgrammeBodySchema.safeParse(body);
  if (parsed.success) return [];
  const issues = parsed.error.issues.flatMap((issue) => {
    const field = PROGRAMME_FIELDS.find((name) => name === issue.path[0]);
    if (!field) return [];
    const message =
      issue.code === "too_big" && typeof issue.maximum === "number"
        ? t("applications:messages.tooLong", { max: issue.maximum })
        : translateMessage(issue.message, t);
    return [{ field, message }];
  });
  const dates = [body.trip_start, body.trip_end, body.details_deadline, body.report_due];
  const times = [body.opens_at, body.closes_at];
  const datesComplete =
    dates.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)) && times.every((time) => !Number.isNaN(Date.parse(time)));
  if (datesComplete) {
    for (const issue of programmeDateIssues(body)) {
      const field = issue.field as ProgrammeField;
      if (!issues.some((known) => known.field === field))
        issues.push({ field, message: translateMessage(issue.message, t) });
    }
  }
  return issues;
}
