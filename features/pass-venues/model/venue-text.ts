import type { VenueBenefit } from "@contracts/pass-rules";
import type { VenueSummary } from "@contracts/passes";
import type { Translate } from "@lib/i18n/feature-text";

/** What the pass gives, short ("Free entry", "20% off"). */
export const benefitText = (benefit: VenueBenefit, t: Translate) =>
  benefit.kind === "free_entry"
    ? t("shared.benefit.freeEntry")
    : t("shared.benefit.discount", { percent: benefit.percent });

/** "Palace · Jongno-gu". */
export const whereText = (venue: Pick<VenueSummary, "category" | "district">, t: Translate) =>
  t("shared.where", {
    category: t(`shared.categories.${venue.category}`),
    district: t(`shared.districts.${venue.district}`),
  });

/** A phone number as a `tel:` address: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
