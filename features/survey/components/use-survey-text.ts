import { type Lang, isLang } from "@lib/i18n/locale";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { Translate } from "../model/translate";

/** The `survey` namespace's `t`, usable as a plain Translate by the model, and the page's language. */
export function useSurveyText() {
  const { t, i18n } = useTranslation("survey");
  const translate = useCallback<Translate>((key, options) => t(key, options ?? {}), [t]);
  const lang: Lang = isLang(i18n.language) ? i18n.language : "en";
  return { t: translate, lang };
}
