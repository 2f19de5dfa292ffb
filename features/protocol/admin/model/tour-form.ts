import type { FieldIssue } from "@blocks/feature-kit";
import {
  type AdminTour,
  type StopsBody,
  StopsBodySchema,
  type TourBody,
  TourBodySchema,
  type TourContent,
} from "@contracts/protocol";
import { DEFAULT_RETENTION_HOURS, type LatLng } from "@contracts/tracking";
import type { Translate } from "@lib/i18n/feature-text";
import { koreaInstant, koreaLocal } from "../../model/korea-time";
import { issueText } from "../../model/messages";

export type ItemValues = { time: string; title: string; place: string; note: string };
export type DayValues = { date: string; title: string; items: ItemValues[] };
export type ContactValues = { name: string; role: string; phone: string; email: string };
export type ContentValues = { summary: string; dress_code: string; days: DayValues[]; contacts: ContactValues[] };

/** A tour's details, programme and route as typed: times in Korea's local time, numbers and the route as text. */
export type TourValues = {
  name_en: string;
  name_ko: string;
  delegation: string;
  starts_at: string;
  ends_at: string;
  retention_hours: string;
  content_en: ContentValues;
  content_ko: ContentValues;
  /** One `lat,lng` a line; empty for straight lines between the stops. */
  route: string;
};

export const EMPTY_ITEM: ItemValues = { time: "", title: "", place: "", note: "" };
export const EMPTY_CONTACT: ContactValues = { name: "", role: "", phone: "", email: "" };
const emptyContent = (): ContentValues => ({ summary: "", dress_code: "", days: [], contacts: [] });

export function emptyTour(): TourValues {
  return {
    name_en: "",
    name_ko: "",
    delegation: "",
    starts_at: "",
    ends_at: "",
    retention_hours: String(DEFAULT_RETENTION_HOURS),
    content_en: emptyContent(),
    content_ko: emptyContent(),
    route: "",
  };
}

const contentValues = (content: TourContent): ContentValues => ({
  summary: content.summary,
  dress_code: content.dress_code,
  days: content.days.map((day) => ({
    date: day.date,
    title: day.title,
    items: day.items.map((item) => ({ ...item })),
  })),
  contacts: content.contacts.map((contact) => ({ ...contact })),
});

/** The route as the textarea shows it. */
export const routeText = (route: readonly LatLng[]) => route.map((point) => `${point.lat},${point.lng}`).join("\n");

/** A saved tour as the form shows it. */
export function tourValues(tour: AdminTour): TourValues {
  return {
    name_en: tour.name_en,
    name_ko: tour.name_ko,
    delegation: tour.delegation,
    starts_at: koreaLocal(tour.starts_at),
    ends_at: koreaLocal(tour.ends_at),
    retention_hours: String(tour.retention_hours),
    content_en: contentValues(tour.content_en),
    content_ko: contentValues(tour.content_ko),
    route: routeText(tour.route),
  };
}

/** The route's lines as points; the first line that is no `lat,lng` pair (1-based), if any. */
export function parseRoute(text: string): { points: LatLng[]; badLine: number | null } {
  const points: LatLng[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") continue;
    const match = /^(-?\d+(?:\.\d+)?)\s*[,\s]\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    if (!match) return { points, badLine: index + 1 };
    points.push({ lat: Number(match[1]), lng: Number(match[2]) });
  }
  return { points, badLine: null };
}

const numberOr = (value: string): number => (value.trim() === "" ? Number.NaN : Number(value.trim()));

/** What is sent: times with Korea's offset, numbers as numbers, the route as points. */
export function tourBody(values: TourValues): TourBody {
  return {
    name_en: values.name_en,
    name_ko: values.name_ko,
    delegation: values.delegation,
    // an empty time is a missing one: the contract then asks for it by name
    starts_at: (values.starts_at.trim() === "" ? undefined : koreaInstant(values.starts_at)) as string,
    ends_at: (values.ends_at.trim() === "" ? undefined : koreaInstant(values.ends_at)) as string,
    retention_hours: numberOr(values.retention_hours),
    content_en: values.content_en,
    content_ko: values.content_ko,
    route: parseRoute(values.route).points,
  };
}

/** Every field path the form has, so the server's issues find their fields (`content_en.days.0.items.1.time`). */
export function tourFieldNames(values: TourValues): string[] {
  const names = ["name_en", "name_ko", "delegation", "starts_at", "ends_at", "retention_hours", "route"];
  for (const lang of ["content_en", "content_ko"] as const) {
    const content = values[lang];
    names.push(`${lang}.summary`, `${lang}.dress_code`);
    content.days.forEach((day, d) => {
      names.push(`${lang}.days.${d}.date`, `${lang}.days.${d}.title`);
      day.items.forEach((_, i) =>
        ["time", "title", "place", "note"].forEach((f) => names.push(`${lang}.days.${d}.items.${i}.${f}`)),
      );
    });
    content.contacts.forEach((_, c) =>
      ["name", "role", "phone", "email"].forEach((f) => names.push(`${lang}.contacts.${c}.${f}`)),
    );
  }
  return names;
}

/** A route point's fault goes to the route's textarea. */
const fieldOf = (path: readonly PropertyKey[]) => (path[0] === "route" ? "route" : path.map(String).join("."));

/** The contract's rules on the form, in the page's language: the server checks the same and has the last word. */
export function tourIssues(values: TourValues, t: Translate): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { badLine } = parseRoute(values.route);
  if (badLine !== null) issues.push({ field: "route", message: t("editor.route.badLine", { line: badLine }) });
  if (values.retention_hours.trim() === "" || !Number.isInteger(Number(values.retention_hours)))
    issues.push({ field: "retention_hours", message: t("editor.fields.retentionHint") });
  const parsed = TourBodySchema.safeParse(tourBody(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (field === "retention_hours" && issues.some((each) => each.field === field)) continue;
      issues.push({
        field,
        message: field === "retention_hours" ? t("editor.fields.retentionHint") : issueText(issue, t),
      });
    }
  return issues;
}

export type StopValues = { name_en: string; name_ko: string; lat: string; lng: string; planned_at: string };
export type StopsValues = { stops: StopValues[] };
export const EMPTY_STOP: StopValues = { name_en: "", name_ko: "", lat: "", lng: "", planned_at: "" };

export function stopsValues(tour: AdminTour): StopsValues {
  return {
    stops: tour.stops.map((stop) => ({
      name_en: stop.name_en,
      name_ko: stop.name_ko,
      lat: String(stop.lat),
      lng: String(stop.lng),
      planned_at: koreaLocal(stop.planned_at),
    })),
  };
}

export function stopsBody(values: StopsValues): StopsBody {
  return {
    stops: values.stops.map((stop) => ({
      name_en: stop.name_en,
      name_ko: stop.name_ko,
      lat: numberOr(stop.lat),
      lng: numberOr(stop.lng),
      planned_at: stop.planned_at.trim() === "" ? null : koreaInstant(stop.planned_at),
    })),
  };
}

export function stopsIssues(values: StopsValues, t: Translate): FieldIssue[] {
  const parsed = StopsBodySchema.safeParse(stopsBody(values));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join("."),
    message: issueText(issue, t),
  }));
}

export function stopFieldNames(values: StopsValues): string[] {
  return values.stops.flatMap((_, index) =>
    ["name_en", "name_ko", "lat", "lng", "planned_at"].map((field) => `stops.${index}.${field}`),
  );
}
