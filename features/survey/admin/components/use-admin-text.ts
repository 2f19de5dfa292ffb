import { type Lang, isLang } from "@lib/i18n/locale";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { Translate } from "../model/translate";

/** The locale namespace of the operators' survey screens (locales/<lang>/survey-admin.json). */
export const SURVEY_ADMIN_NAMESPACE = "survey-admin";

/** The `survey-admin` namespace's `t`, usable as a plain Translate by the model, and the page's language. */
export function useAdminText() {
  const { t, i18n } = useTranslation(SURVEY_ADMIN_NAMESPACE);
  const translate = useCallback<Translate>((key, options) => t(key, options ?? {}), [t]);
  const lang: Lang = isLang(i18n.language) ? i18n.language : "en";
  return { t: translate, lang };
}
