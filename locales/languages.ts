/** A language the translate selector offers: code, flag emoji and the language's own name. */
export type LanguageEntry = { code: string; flag: string; name: string };

/**
 * Spec point 9 lists 21 entries with Russian twice; a selector showing Russian twice helps nobody, so the list
 * keeps one Russian entry (ADR 0005).
 */
export const LANGUAGES: readonly LanguageEntry[] = [
  { code: "ko", flag: "🇰🇷", name: "한국어" },
  { code: "en", flag: "🇺🇸", name: "English" },
  { code: "ja", flag: "🇯🇵", name: "日本語" },
  { code: "zh-CN", flag: "🇨🇳", name: "简体中文" },
  { code: "zh-TW", flag: "🇹🇼", name: "繁體中文" },
  { code: "ru", flag: "🇷🇺", name: "Русский" },
  { code: "de", flag: "🇩🇪", name: "Deutsch" },
  { code: "es", flag: "🇪🇸", name: "Español" },
  { code: "it", flag: "🇮🇹", name: "Italiano" },
  { code: "pt", flag: "🇵🇹", name: "Português" },
  { code: "fr-CA", flag: "🇨🇦", name: "Français (Canada)" },
  { code: "kk", flag: "🇰🇿", name: "Қазақ тілі" },
  { code: "hi", flag: "🇮🇳", name: "हिन्दी" },
  { code: "id", flag: "🇮🇩", name: "Bahasa Indonesia" },
  { code: "th", flag: "🇹🇭", name: "ไทย" },
  { code: "vi", flag: "🇻🇳", name: "Tiếng Việt" },
  { code: "tl", flag: "🇵🇭", name: "Tagalog" },
  { code: "ar", flag: "🇸🇦", name: "العربية" },
  { code: "af", flag: "🇿🇦", name: "Afrikaans" },
  { code: "tr", flag: "🇹🇷", name: "Türkçe" },
];
