import type { Translate } from "@lib/i18n/feature-text";

/** Every slot is a period of a mart day in Korea time (ADR 0015); the other zones are the companies' own. */
export const KOREA_TIME_ZONE = "Asia/Seoul";

type Moment = string | Date;

const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(moment: Moment, zone: string): Record<string, string> | null {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return null;
  let format = formats.get(zone);
  if (!format) {
    try {
      // en-CA with h23: digits the same in every runtime, whatever the page's language
      format = new Intl.DateTimeFormat("en-CA", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      return null;
    }
    formats.set(zone, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** The wall clock ("07:00") and calendar day ("2026-05-20") of a moment in a zone; null for an unknown zone. */
export function wallClock(moment: Moment, zone: string): { time: string; day: string } | null {
  const parts = partsIn(moment, zone);
  if (!parts) return null;
  return { time: `${parts.hour}:${parts.minute}`, day: `${parts.year}-${parts.month}-${parts.day}` };
}

/** Days between two calendar days ("2026-05-19" to "2026-05-20" is 1). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The place a zone is named after, as people say it: "Asia/Almaty" is Almaty, "America/Argentina/Buenos_Aires" is
 * Buenos Aires. Zones that name no place ("UTC", "Etc/GMT+5") keep their id.
 */
export function zonePlace(zone: string): string {
  const segments = zone.split("/");
  if (segments.length < 2 || segments[0] === "Etc") return zone;
  return (segments.at(-1) ?? zone).replaceAll("_", " ");
}

export type ZonePeriod = {
  zone: string;
  place: string;
  start: string;
  end: string;
  /** The local day of the start against the Korean day: -1 when it is still the day before there. */
  dayShift: number;
};

/** A slot's period on a zone's clock, or null when the zone is unknown to the runtime. */
export function zonePeriod(slot: { starts_at: string; ends_at: string }, zone: string): ZonePeriod | null {
  const start = wallClock(slot.starts_at, zone);
  const end = wallClock(slot.ends_at, zone);
  const korea = wallClock(slot.starts_at, KOREA_TIME_ZONE);
  if (!start || !end || !korea) return null;
  return {
    zone,
    place: zonePlace(zone),
    start: start.time,
    end: end.time,
    dayShift: daysBetween(korea.day, start.day),
  };
}

/** Whether a zone is worth a line of its own beside Korea time. */
export function showsOwnClock(zone: string | null | undefined): zone is string {
  return Boolean(zone) && zone !== KOREA_TIME_ZONE;
}

function withShift(text: string, shift: number, t: Translate): string {
  if (shift < 0) return t("time.dayBefore", { text });
  if (shift > 0) return t("time.dayAfter", { text });
  return text;
}

/** "10:00–10:30 KST" */
export function koreaPeriodText(slot: { starts_at: string; ends_at: string }, t: Translate): string {
  const period = zonePeriod(slot, KOREA_TIME_ZONE);
  return t("time.korea", { time: period ? `${period.start}–${period.end}` : "" });
}

/** "07:00–07:30 in Almaty", "18:00–18:30 in Los Angeles (previous day)"; null for an unknown zone. */
export function zonePeriodText(
  slot: { starts_at: string; ends_at: string },
  zone: string,
  t: Translate,
): string | null {
  const period = zonePeriod(slot, zone);
  if (!period) return null;
  return withShift(
    t("time.inPlace", { time: `${period.start}–${period.end}`, place: period.place }),
    period.dayShift,
    t,
  );
}

/**
 * The start of a moment in Korea time and in each other zone given, once each: "10:00 KST · 07:00 in Almaty".
 * Korea time always comes first (it is the time of the venue); unknown zones are left out.
 */
export function timeLine(moment: string, zones: readonly (string | null | undefined)[], t: Translate): string {
  const korea = wallClock(moment, KOREA_TIME_ZONE);
  if (!korea) return moment;
  const parts = [t("time.korea", { time: korea.time })];
  const seen = new Set<string>();
  for (const zone of zones) {
    if (!showsOwnClock(zone) || seen.has(zone)) continue;
    seen.add(zone);
    const local = wallClock(moment, zone);
    if (!local) continue;
    parts.push(
      withShift(t("time.inPlace", { time: local.time, place: zonePlace(zone) }), daysBetween(korea.day, local.day), t),
    );
  }
  return parts.join(" · ");
}

/** The Korean calendar day of a moment (the mart's days are Korean days, wherever the viewer is). */
export function koreaDay(moment: Moment): string {
  return wallClock(moment, KOREA_TIME_ZONE)?.day ?? "";
}
