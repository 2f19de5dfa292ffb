import { formatDate } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import { koreaDay } from "../model/korea-time";
import type { Translate } from "../model/translate";

/** A survey's window as Korea calendar days: "May 8, 2026 – July 14, 2026". */
export function windowText(survey: { opens_at: string; closes_at: string }, t: Translate, lang: Lang): string {
  return t("shared.window", {
    from: formatDate(koreaDay(survey.opens_at), lang),
    to: formatDate(koreaDay(survey.closes_at), lang),
  });
}
