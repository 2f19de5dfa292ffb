/** The two UI languages; every visible string exists in both. */
export const LANGS = ["en", "ko"] as const;
export type Lang = (typeof LANGS)[number];

/** Session storage key of the chosen locale (spec point 4: Korean is in effect when LOCALE equals ko). */
export const LOCALE_KEY = "LOCALE";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/**
 * The spec gives English as the UI default and Korean as the stored default. We resolve the conflict by the
 * visitor (ADR 0005): an explicit choice in this session wins; otherwise Korean when the browser's first
 * preferred language is Korean, English for everyone else.
 */
export function resolveInitialLocale(input: { stored: string | null; preferred: readonly string[] }): Lang {
  if (isLang(input.stored)) return input.stored;
  const first = input.preferred[0]?.toLowerCase() ?? "";
  return first === "ko" || first.startsWith("ko-") ? "ko" : "en";
}

/** Reads the initial locale from this browser session. */
export function initialLocale(): Lang {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(LOCALE_KEY);
  } catch {
    // storage can be disabled (privacy mode); fall back to the browser's languages
  }
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return resolveInitialLocale({ stored, preferred });
}

export function storeLocale(lang: Lang): void {
  try {
    window.sessionStorage.setItem(LOCALE_KEY, lang);
  } catch {
    // not fatal: the choice lasts for this page only
  }
}
