import type { VenueBenefit } from "@contracts/pass-rules";
import type { CityEventSummary } from "@contracts/things-to-do";
import { formatDate } from "@lib/format/format";
import type { Translate } from "@lib/i18n/feature-text";
import type { Lang } from "@lib/i18n/locale";

/** An event's days: one day with its weekday, or its first and last days ("May 12, 2026 – May 30, 2026"). */
export function eventDays(event: Pick<CityEventSummary, "starts_on" | "ends_on">, lang: Lang): string {
  if (event.starts_on === event.ends_on) return formatDate(event.starts_on, lang, "weekday");
  const dash = lang === "ko" ? " ~ " : " – ";
  return `${formatDate(event.starts_on, lang)}${dash}${formatDate(event.ends_on, lang)}`;
}

/** Where it is: the place and its district. */
export function eventPlace(event: Pick<CityEventSummary, "place" | "district">, t: Translate): string {
  return t("shared.placeInDistrict", { place: event.place, district: t(`shared.districts.${event.district}`) });
}

/** What the pass gives at a venue, in the card's words. */
export function benefitText(benefit: VenueBenefit, t: Translate): string {
  return benefit.kind === "free_entry" ? t("venues.freeEntry") : t("venues.discount", { percent: benefit.percent });
}
