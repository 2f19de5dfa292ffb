import type { LanguageEntry } from "../../../locales/languages";

/**
 * A language's flag picture in front of its name: decoration (a flag names a country, not a language), so it has
 * no text alternative. A fixed box keeps the name from moving while the picture arrives.
 */
export function LanguageFlag({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={16}
      height={12}
      decoding="async"
      className="h-3 w-4 shrink-0 rounded-[2px] object-cover"
      data-slot="language-flag"
    />
  );
}

/**
 * A language as the select shows it, in the list and in the closed trigger: its flag and its own name. Apart from
 * the select (./language-select.tsx) so the header's stand-in for it draws the same trigger without Radix Select.
 */
export function LanguageLabel({ language }: { language: LanguageEntry }) {
  return (
    <span className="flex items-center gap-2">
      <LanguageFlag src={language.flag} />
      <span lang={language.code}>{language.name}</span>
    </span>
  );
}
