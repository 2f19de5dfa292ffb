import { formatDate } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import type { EventTiming } from "./event-timing";
import type { Translate } from "@lib/i18n/feature-text";

/** "3 days left", "Ends today", "Starts May 20, 2026", "Ended": what a visitor wants to know first. */
export function timingText(timing: EventTiming, t: Translate, lang: Lang): string | null {
  switch (timing.kind) {
    case "upcoming":
      return t("events.timing.upcoming", { date: formatDate(timing.startsOn, lang) });
    case "ongoing":
      return timing.daysLeft === 0
        ? t("events.timing.endsToday")
        : t("events.timing.daysLeft", { count: timing.daysLeft });
    case "ended":
      return t("events.timing.ended");
    case "undated":
      return null;
  }
}

/** The event's days in the page's language: "May 1, 2026 ~ May 31, 2026", or the one day it lasts. */
export function eventDays(timing: EventTiming, lang: Lang): string | null {
  if (timing.kind === "undated") return null;
  const from = formatDate(timing.startsOn, lang);
  return timing.startsOn === timing.endsOn ? from : `${from} ~ ${formatDate(timing.endsOn, lang)}`;
}
