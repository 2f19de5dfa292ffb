import { type DsMessages, DsLocaleProvider, defaultDsMessages } from "@ds/i18n";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";

export const DS_NAMESPACES = ["ds-forms", "ds-feedback", "ds-data", "ds-dates"] as const;

/** Feeds the design system the active language's messages from locales/ (ds-* namespaces). */
export function DsI18nBridge({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation(DS_NAMESPACES);
  const lang = i18n.language;
  // resources never change once loaded: the messages object changes only with the language
  const messages = useMemo<DsMessages>(() => {
    const bundle = <K extends keyof DsMessages>(ns: string, key: K): DsMessages[K] =>
      (i18n.getResourceBundle(lang, ns) as DsMessages[K] | undefined) ?? defaultDsMessages[key];
    return {
      forms: bundle("ds-forms", "forms"),
      feedback: bundle("ds-feedback", "feedback"),
      data: bundle("ds-data", "data"),
      dates: bundle("ds-dates", "dates"),
    };
  }, [i18n, lang]);
  return (
    <DsLocaleProvider locale={lang} messages={messages}>
      {children}
    </DsLocaleProvider>
  );
}
