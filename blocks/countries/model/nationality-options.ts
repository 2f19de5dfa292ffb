import type { CommonCode } from "@contracts/common";
import type { ComboboxOption } from "@ds";
import type { Lang } from "@lib/i18n/locale";

/**
 * The codes as combobox choices in the page's language; the other language's name and the code still find a
 * country, so a person may type either.
 */
export function nationalityOptions(codes: readonly CommonCode[], lang: Lang): ComboboxOption[] {
  return codes.map((code) => ({
    value: code.code,
    label: lang === "ko" ? code.name_ko : code.name_en,
    keywords: [code.code, lang === "ko" ? code.name_en : code.name_ko],
  }));
}
