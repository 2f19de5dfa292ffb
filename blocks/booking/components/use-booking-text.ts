import { type Lang, isLang } from "@lib/i18n/locale";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * The block's namespace. A screen that shows the block's fields asks for it with its own (and its site loads it with
 * the route): asked for only when the fields first render, it would suspend a screen already on the page, which
 * drops what its hooks hold.
 */
export const BOOKING_NAMESPACE = "booking";

/** The `booking` namespace's `t` and the page's language. */
export function useBookingText() {
  const { t, i18n } = useTranslation(BOOKING_NAMESPACE);
  const translate = useCallback((key: string, options?: Record<string, unknown>): string => t(key, options ?? {}), [t]);
  const lang: Lang = isLang(i18n.language) ? i18n.language : "en";
  return { t: translate, lang };
}
