export { DsLocaleProvider, defaultDsMessages, fmt, useDsLocale } from "./ds-locale";
export type { DsLocale, DsMessages } from "./ds-locale";
