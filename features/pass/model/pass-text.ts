import type { Pass } from "@contracts/passes";
import type { PassType } from "@contracts/pass-rules";
import { formatDateTime } from "@lib/format/format";
import type { Translate } from "@lib/i18n/feature-text";
import type { Lang } from "@lib/i18n/locale";

/** A pass type in the page's words: "2-day pass", "48-hour pass", "5-use pass", "5 uses within 3 days". */
export function passTypeText(type: PassType, t: Translate): string {
  switch (type.kind) {
    case "days":
      return t("types.days", { count: type.days });
    case "hours":
      return t("types.hours", { count: type.hours });
    case "uses":
      return type.days === null
        ? t("types.uses", { count: type.uses })
        : t("types.usesWithinDays", { uses: type.uses, days: type.days });
  }
}

/** A moment in Korea time with the zone named: "May 16, 2026 at 11:59 PM KST" / "2026년 5월 16일 23:59 KST". */
export function koreaTime(moment: string | Date, lang: Lang, t: Translate): string {
  return t("shared.koreaTime", { time: formatDateTime(moment, lang) });
}

/**
 * The line under a pass that says how long it lasts: an active pass's end, an unused pass's last day to start it,
 * or nothing once it is expired or refunded (the badge and its reason say it).
 */
export function validityText(
  pass: Pick<Pass, "state" | "valid_until" | "use_by">,
  lang: Lang,
  t: Translate,
): string | null {
  if (pass.state === "active" && pass.valid_until) {
    return t("pass.validUntil", { time: koreaTime(pass.valid_until, lang, t) });
  }
  if (pass.state === "issued") return t("pass.useBy", { time: koreaTime(pass.use_by, lang, t) });
  return null;
}
