import { createContext, type ReactNode, useContext, useMemo } from "react";
import data from "../../locales/en/ds-data.json";
import dates from "../../locales/en/ds-dates.json";
import feedback from "../../locales/en/ds-feedback.json";
import forms from "../../locales/en/ds-forms.json";

/**
 * The design system's own words (button labels, aria labels, empty messages...). They live in locales/ like every
 * visible string; the app passes the active language's messages through `DsLocaleProvider` (lib bridges i18next),
 * and the English messages are the fallback so a component outside any provider still reads well.
 */
export type DsMessages = {
  forms: typeof forms;
  feedback: typeof feedback;
  data: typeof data;
  dates: typeof dates;
};

export const defaultDsMessages: DsMessages = { forms, feedback, data, dates };

export type DsLocale = {
  /** BCP 47 tag used for Intl formatting: `en` or `ko` (dates, numbers, currency). */
  locale: string;
  messages: DsMessages;
};

const DsLocaleContext = createContext<DsLocale>({ locale: "en", messages: defaultDsMessages });

export function DsLocaleProvider({ locale, messages, children }: DsLocale & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <DsLocaleContext.Provider value={value}>{children}</DsLocaleContext.Provider>;
}

/** The active locale and messages of the design system. */
export function useDsLocale(): DsLocale {
  return useContext(DsLocaleContext);
}

/** Fills `{{name}}` placeholders, the same syntax as i18next so messages stay portable. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
