import type { Lang } from "../i18n/locale";

const namers = new Map<Lang, Intl.DisplayNames | null>();

function namer(lang: Lang): Intl.DisplayNames | null {
  if (!namers.has(lang)) {
    try {
      namers.set(lang, new Intl.DisplayNames([lang], { type: "region", fallback: "code" }));
    } catch {
      // a runtime without display names still shows the codes
      namers.set(lang, null);
    }
  }
  return namers.get(lang) ?? null;
}

/**
 * An ISO 3166-1 alpha-2 code as the country's name in the page's language: "KR" -> "South Korea" / "대한민국".
 * Names come from the browser, so no name list has to be kept; a code the runtime does not know stays as it is.
 */
export function countryName(code: string, lang: Lang): string {
  try {
    return namer(lang)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
