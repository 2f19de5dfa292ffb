import { formatDate } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import { openUntil } from "../../model/status";
import { koreaDay } from "../model/korea-time";
import type { Translate } from "@lib/i18n/feature-text";

/**
 * A survey's window as Korea calendar days: "May 8, 2026 – July 13, 2026". The window ends at `closes_at`
 * (exclusive), so a close at midnight makes the day before the last day, as the guest's page says (openUntil).
 */
export function windowText(survey: { opens_at: string; closes_at: string }, t: Translate, lang: Lang): string {
  return t("shared.window", {
    from: formatDate(koreaDay(survey.opens_at), lang),
    to: openUntil(survey.closes_at, lang),
  });
}
