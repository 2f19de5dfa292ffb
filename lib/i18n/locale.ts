import { LOCALE_COOKIE } from "@contracts/page-render";
import { LANGUAGES, type LanguageEntry } from "@locales/languages";

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
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return resolveInitialLocale({ stored: storedLocale(), preferred });
}

export function storeLocale(lang: Lang): void {
  try {
    window.sessionStorage.setItem(LOCALE_KEY, lang);
  } catch {
    // not fatal: the choice lasts for this page only
  }
  // the server renders the next page in the chosen language too (a cookie for the browser session, like the choice)
  if (typeof document !== "undefined") document.cookie = `${LOCALE_COOKIE}=${lang}; path=/; SameSite=Lax`;
}

/** The language chosen in this browser session, if any. */
export function storedLocale(): Lang | null {
  try {
    const stored = window.sessionStorage.getItem(LOCALE_KEY);
    return isLang(stored) ? stored : null;
  } catch {
    // storage can be disabled (privacy mode): the browser's languages decide
    return null;
  }
}

/** Session flag: the "shown in English instead" notice has been given (spec: say so once). */
export const FALLBACK_NOTICE_KEY = "LOCALE_FALLBACK_NOTICE";

/**
 * A language from the spec's list (or any the browser prefers) that has no messages yet: the UI falls back to
 * English. Returns the language's own name to mention, or null when the choice is one of ours.
 */
export function fallbackLanguageName(code: string | undefined, entries: readonly LanguageEntry[]): string | null {
  if (!code) return null;
  const lower = code.toLowerCase();
  const base = lower.split("-")[0] ?? lower;
  if (isLang(base)) return null;
  const entry =
    entries.find((e) => e.code.toLowerCase() === lower) ?? entries.find((e) => e.code.split("-")[0] === base);
  if (entry) return entry.name;
  try {
    return new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  } catch {
    return null;
  }
}

/**
 * The notice owed at start-up: a first visit whose browser prefers a language we do not have yet, said once per
 * session. Null when the visitor chose a language here, prefers English or Korean, or was already told.
 */
export function startUpFallbackNotice(input: {
  stored: string | null;
  preferred: readonly string[];
  alreadyNoticed: boolean;
  entries: readonly LanguageEntry[];
}): string | null {
  if (input.alreadyNoticed || isLang(input.stored)) return null;
  return fallbackLanguageName(input.preferred[0], input.entries);
}

function sessionFlag(key: string): { get: () => boolean; set: () => void } {
  return {
    get: () => {
      try {
        return window.sessionStorage.getItem(key) === "1";
      } catch {
        return false;
      }
    },
    set: () => {
      try {
        window.sessionStorage.setItem(key, "1");
      } catch {
        // without storage the notice may repeat on the next page load; harmless
      }
    },
  };
}

/** The language to mention once in this session, if any; marks it said. */
export function takeFallbackNotice(name: string | null): string | null {
  const flag = sessionFlag(FALLBACK_NOTICE_KEY);
  if (!name || flag.get()) return null;
  flag.set();
  return name;
}

/** The start-up notice for this browser, at most once per session. */
export function takeStartUpFallbackNotice(): string | null {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(LOCALE_KEY);
  } catch {
    // no storage: no stored choice
  }
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  const name = startUpFallbackNotice({
    stored,
    preferred,
    alreadyNoticed: sessionFlag(FALLBACK_NOTICE_KEY).get(),
    entries: LANGUAGES,
  });
  return takeFallbackNotice(name);
}
