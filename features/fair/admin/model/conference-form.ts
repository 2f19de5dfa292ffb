import type { FieldIssue } from "@blocks/feature-kit";
import { type AdminSession, type SessionBody, SessionBodySchema, type SpeakerBody } from "@contracts/mice";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText } from "./edition-messages";

/** A speaker as the session's form fills one: both languages of name, role and organisation. */
export type SpeakerValues = Required<{ [K in keyof SpeakerBody]: string }>;

/** What the session's form fills: the contract's fields as typed, the speakers in their order. */
export type SessionValues = {
  day: string;
  starts_at: string;
  ends_at: string;
  room_en: string;
  room_ko: string;
  track_en: string;
  track_ko: string;
  title_en: string;
  title_ko: string;
  summary_en: string;
  summary_ko: string;
  speakers: SpeakerValues[];
};

/** The form's own fields in their order on the page; a speaker's are `speakers.<i>.<name>`. */
export const SESSION_FIELDS = [
  "day",
  "starts_at",
  "ends_at",
  "title_en",
  "track_en",
  "room_en",
  "summary_en",
  "title_ko",
  "track_ko",
  "room_ko",
  "summary_ko",
] as const satisfies readonly (keyof SessionValues)[];
export const SPEAKER_FIELDS = [
  "name_en",
  "role_en",
  "organisation_en",
  "name_ko",
  "role_ko",
  "organisation_ko",
] as const satisfies readonly (keyof SpeakerValues)[];

export const EMPTY_SPEAKER: SpeakerValues = {
  name_en: "",
  name_ko: "",
  role_en: "",
  role_ko: "",
  organisation_en: "",
  organisation_ko: "",
};

/** A new session's form, on the day the operator is looking at. */
export function emptySession(day: string): SessionValues {
  return {
    day,
    starts_at: "",
    ends_at: "",
    room_en: "",
    room_ko: "",
    track_en: "",
    track_ko: "",
    title_en: "",
    title_ko: "",
    summary_en: "",
    summary_ko: "",
    speakers: [],
  };
}

/** A saved session as the form starts from it. */
export function sessionValues(session: AdminSession): SessionValues {
  const { id: _id, sort: _sort, speakers, ...rest } = session;
  return { ...rest, speakers: speakers.map((speaker) => ({ ...speaker })) };
}

const trimmed = <T extends Record<string, string>>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;

/** The body the contract takes; a saved session keeps its place among parallel ones (`sort`). */
export function sessionBody(values: SessionValues, sort = 0): SessionBody {
  const { speakers, ...rest } = values;
  return { ...trimmed(rest), speakers: speakers.map((speaker) => trimmed(speaker)), sort };
}

/** Every field name the form has for these values, a speaker's included, as the server names them. */
export function sessionFieldNames(values: Pick<SessionValues, "speakers">): string[] {
  return [
    ...SESSION_FIELDS,
    ...values.speakers.flatMap((_, index) => SPEAKER_FIELDS.map((field) => `speakers.${index}.${field}`)),
  ];
}

/** The contract's rules as issues on the form's fields, in the page's language (the server checks them again). */
export function sessionIssues(values: SessionValues, t: Translate): FieldIssue[] {
  const parsed = SessionBodySchema.safeParse(sessionBody(values));
  if (parsed.success) return [];
  const names = new Set(sessionFieldNames(values));
  return parsed.error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join(".");
    return names.has(field) ? [{ field, message: issueText(issue, t) }] : [];
  });
}

/** The programme by day: every day of the edition in order, each with its sessions as the server ordered them. */
export function sessionsByDay(
  sessions: readonly AdminSession[],
  days: readonly string[],
): { day: string; sessions: AdminSession[] }[] {
  const all = [...new Set([...days, ...sessions.map((session) => session.day)])].sort();
  return all.map((day) => ({ day, sessions: sessions.filter((session) => session.day === day) }));
}
