import type { FieldIssue } from "@blocks/feature-kit";
import { MIN_TRAVELERS } from "@contracts/reservations";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "@contracts/tours";
import {
  type AdminCourse,
  type AdminCourseBody,
  AdminCourseBodySchema,
  DEFAULT_COURSE_IMAGE,
} from "@contracts/tours-admin";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText } from "./messages";

/** An itinerary stop as the form fills it: its time and both languages' title and words. */
export type StopValues = { time: string; title_en: string; title_ko: string; text_en: string; text_ko: string };

/** A picture as the form lists it (an object, so the list's rows keep their identity when moved). */
export type ImageValues = { address: string };

/** What the course editor fills: every field of the contract as typed (numbers and lists as text). */
export type CourseValues = {
  slug: string;
  area: "seoul" | "busan";
  /** The main course's address; empty for a main course. */
  parent_slug: string;
  name_en: string;
  name_ko: string;
  summary_en: string;
  summary_ko: string;
  description_en: string;
  description_ko: string;
  meeting_point_en: string;
  meeting_point_ko: string;
  itinerary: StopValues[];
  /** The pictures in their order, the first the thumbnail. */
  images: ImageValues[];
  duration_minutes: string;
  /** Language codes separated by commas ("en, ko, ja"). */
  languages: string;
  min_travelers: string;
  cancel_cutoff_hours: string;
  published: boolean;
  sort_order: string;
};

/** The form's own fields in their order on the page (the first one at fault takes the focus); a stop's are nested. */
export const COURSE_FIELDS = [
  "slug",
  "area",
  "parent_slug",
  "name_en",
  "summary_en",
  "description_en",
  "meeting_point_en",
  "name_ko",
  "summary_ko",
  "description_ko",
  "meeting_point_ko",
  "itinerary",
  "images",
  "duration_minutes",
  "languages",
  "min_travelers",
  "cancel_cutoff_hours",
  "sort_order",
  "published",
] as const satisfies readonly (keyof CourseValues)[];
export const STOP_FIELDS = ["time", "title_en", "title_ko", "text_en", "text_ko"] as const;

export const EMPTY_STOP: StopValues = { time: "", title_en: "", title_ko: "", text_en: "", text_ko: "" };

/** A new course's form: a main course in Seoul with the house defaults, unpublished until it has departures. */
export function emptyCourse(): CourseValues {
  return {
    slug: "",
    area: "seoul",
    parent_slug: "",
    name_en: "",
    name_ko: "",
    summary_en: "",
    summary_ko: "",
    description_en: "",
    description_ko: "",
    meeting_point_en: "",
    meeting_point_ko: "",
    itinerary: [{ ...EMPTY_STOP }],
    images: [{ address: DEFAULT_COURSE_IMAGE }],
    duration_minutes: "",
    languages: "en, ko",
    min_travelers: String(MIN_TRAVELERS),
    cancel_cutoff_hours: String(DEFAULT_CANCEL_CUTOFF_HOURS),
    published: false,
    sort_order: "0",
  };
}

/** A saved course as the form starts from it. */
export function courseValues(course: AdminCourse): CourseValues {
  return {
    slug: course.slug,
    area: course.area,
    parent_slug: course.parent_slug ?? "",
    name_en: course.name_en,
    name_ko: course.name_ko,
    summary_en: course.summary_en,
    summary_ko: course.summary_ko,
    description_en: course.description_en,
    description_ko: course.description_ko,
    meeting_point_en: course.meeting_point_en,
    meeting_point_ko: course.meeting_point_ko,
    itinerary: course.itinerary.map((stop) => ({ ...stop })),
    images: course.images.map((address) => ({ address })),
    duration_minutes: String(course.duration_minutes),
    languages: course.languages.join(", "),
    min_travelers: String(course.min_travelers),
    cancel_cutoff_hours: String(course.cancel_cutoff_hours),
    published: course.published,
    sort_order: String(course.sort_order),
  };
}

/** A number field as the contract reads it: a blank one is missing, anything else is checked as typed. */
const numberOf = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text.trim()));

/** The body the contract takes: texts trimmed, numbers read, the languages split. */
export function courseBody(values: CourseValues): AdminCourseBody {
  const trimmed = (text: string) => text.trim();
  return {
    slug: trimmed(values.slug),
    area: values.area,
    parent_slug: trimmed(values.parent_slug) || null,
    name_en: trimmed(values.name_en),
    name_ko: trimmed(values.name_ko),
    summary_en: trimmed(values.summary_en),
    summary_ko: trimmed(values.summary_ko),
    description_en: trimmed(values.description_en),
    description_ko: trimmed(values.description_ko),
    meeting_point_en: trimmed(values.meeting_point_en),
    meeting_point_ko: trimmed(values.meeting_point_ko),
    itinerary: values.itinerary.map((stop) => ({
      time: trimmed(stop.time),
      title_en: trimmed(stop.title_en),
      title_ko: trimmed(stop.title_ko),
      text_en: trimmed(stop.text_en),
      text_ko: trimmed(stop.text_ko),
    })),
    images: values.images.map((image) => trimmed(image.address)),
    duration_minutes: numberOf(values.duration_minutes) as number,
    languages: values.languages
      .split(/[\s,]+/)
      .map((code) => code.trim().toLowerCase())
      .filter(Boolean),
    min_travelers: numberOf(values.min_travelers) as number,
    cancel_cutoff_hours: numberOf(values.cancel_cutoff_hours) as number,
    published: values.published,
    sort_order: numberOf(values.sort_order) as number,
  };
}

/** Every field name the form has for these values, each stop's included, as the server names them. */
export function courseFieldNames(values: Pick<CourseValues, "itinerary" | "images">): string[] {
  return [
    ...COURSE_FIELDS,
    ...values.itinerary.flatMap((_, index) => STOP_FIELDS.map((field) => `itinerary.${index}.${field}`)),
    ...values.images.map((_, index) => `images.${index}.address`),
  ];
}

/**
 * Where a server's or the contract's issue shows: its own field, a picture's address, or the field it is part of
 * (a language code's issue, `languages.1`, shows at the languages).
 */
export function fieldOfIssue(path: string, names: ReadonlySet<string>): string | undefined {
  if (names.has(path)) return path;
  // the contract names a picture by its place in the list (`images.1`), the form by its address field
  if (names.has(`${path}.address`)) return `${path}.address`;
  const parent = path.split(".")[0] ?? "";
  return names.has(parent) ? parent : undefined;
}

/** The contract's rules as issues on the form's fields, in the page's language (the server checks them again). */
export function courseIssues(values: CourseValues, t: Translate): FieldIssue[] {
  const parsed = AdminCourseBodySchema.safeParse(courseBody(values));
  if (parsed.success) return [];
  const names = new Set(courseFieldNames(values));
  return parsed.error.issues.flatMap((issue) => {
    const field = fieldOfIssue(issue.path.map(String).join("."), names);
    return field ? [{ field, message: issueText(issue, t) }] : [];
  });
}
