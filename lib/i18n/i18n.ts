import i18next, { type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { fallbackLanguageName, isLang, type Lang, storeLocale, takeFallbackNotice } from "./locale";
import { LANGUAGES } from "@locales/languages";

type Messages = Record<string, unknown>;

// One lazy chunk per language and namespace: only the active language is ever downloaded. The namespaces of the
// first paint come together in one start bundle per language (one request, not five).
const bundles = import.meta.glob<Messages>(
  ["../../locales/*/*.json", "!../../locales/*/common.json", "!../../locales/*/ds-*.json"],
  { import: "default" },
);
const startBundles = import.meta.glob<Record<string, Messages>>("./start-bundles/*.ts", { import: "messages" });
const START_NAMESPACES = new Set(["common", "ds-forms", "ds-feedback", "ds-data", "ds-dates"]);

export const NAMESPACES = ["common", "ds-forms", "ds-feedback", "ds-data", "ds-dates", "shop"] as const;

/** Every namespace there is: the server renders any page, so it holds them all. */
export const NAMESPACES_OF_PAGES: readonly string[] = [
  ...START_NAMESPACES,
  ...new Set(Object.keys(bundles).map((file) => /\/([^/]+)\.json$/.exec(file)?.[1] ?? "")),
].filter(Boolean);
export type Namespace = (typeof NAMESPACES)[number];

function bundleLoader(lang: string, ns: string): (() => Promise<Messages>) | undefined {
  if (START_NAMESPACES.has(ns)) {
    const start = startBundles[`./start-bundles/${lang}.ts`];
    return start && (async () => (await start())[ns] ?? {});
  }
  return bundles[`../../locales/${lang}/${ns}.json`];
}

const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(lang, ns, callback) {
    const load = bundleLoader(lang, ns);
    if (!load) {
      callback(new Error(`No messages for ${lang}/${ns}`), false);
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Creates the i18n instance for one language and waits for what the first paint needs (`common` and the design
 * system's words); feature and site namespaces load when a screen asks for them.
 */
export async function initI18n(
  lang: Lang,
  namespaces: readonly string[] = ["common", "ds-forms", "ds-feedback", "ds-data", "ds-dates"],
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      supportedLngs: ["en", "ko"],
      ns: [...namespaces],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  applyDocumentLang(lang);
  instance.on("languageChanged", (next) => applyDocumentLang(next as Lang));
  return instance;
}

/** Switches the UI language, remembers it for the session and updates `<html lang>`. */
export async function changeLocale(instance: I18n, lang: Lang): Promise<void> {
  storeLocale(lang);
  await instance.changeLanguage(lang);
}

/**
 * A choice from the full language list: English and Korean switch the UI; any other language shows English and
 * returns that language's name for a one-time notice (null when nothing needs saying).
 */
export async function chooseLanguage(instance: I18n, code: string): Promise<string | null> {
  const base = code.toLowerCase().split("-")[0];
  if (isLang(base)) {
    await changeLocale(instance, base);
    return null;
  }
  await changeLocale(instance, "en");
  return takeFallbackNotice(fallbackLanguageName(code, LANGUAGES));
}

function applyDocumentLang(lang: Lang): void {
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}
