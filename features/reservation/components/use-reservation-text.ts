import { BOOKING_NAMESPACE } from "@blocks/booking";
import { type Lang, isLang } from "@lib/i18n/locale";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { Translate } from "../model/translate";

/**
 * The `reservation` namespace's `t`, usable as a plain Translate by the model, and the page's language. The booking
 * block's texts load with it, so its fields never suspend a step already on screen.
 */
export function useReservationText() {
  const { t, i18n } = useTranslation(["reservation", BOOKING_NAMESPACE]);
  const translate = useCallback<Translate>((key, options) => t(key, options ?? {}), [t]);
  const lang: Lang = isLang(i18n.language) ? i18n.language : "en";
  return { t: translate, lang };
}
