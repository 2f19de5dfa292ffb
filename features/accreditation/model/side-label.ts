import type { MartOrigin, MartRole } from "@contracts/mart";
import type { Translate } from "@lib/i18n/feature-text";

/** "Buyer", "Seller in Korea", "Seller from abroad": a seller's origin is part of what it is in the mart. */
export function sideLabel(company: { role: MartRole; origin: MartOrigin }, t: Translate): string {
  return company.role === "buyer" ? t("roles.buyer") : t(`accountTypes.seller_${company.origin}`);
}
