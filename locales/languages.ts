import krFlag from "flag-icons/flags/4x3/kr.svg?no-inline";
import usFlag from "flag-icons/flags/4x3/us.svg?no-inline";
import jpFlag from "flag-icons/flags/4x3/jp.svg?no-inline";
import cnFlag from "flag-icons/flags/4x3/cn.svg?no-inline";
import twFlag from "flag-icons/flags/4x3/tw.svg?no-inline";
import ruFlag from "flag-icons/flags/4x3/ru.svg?no-inline";
import deFlag from "flag-icons/flags/4x3/de.svg?no-inline";
import esFlag from "flag-icons/flags/4x3/es.svg?no-inline";
import itFlag from "flag-icons/flags/4x3/it.svg?no-inline";
import ptFlag from "flag-icons/flags/4x3/pt.svg?no-inline";
import caFlag from "flag-icons/flags/4x3/ca.svg?no-inline";
import kzFlag from "flag-icons/flags/4x3/kz.svg?no-inline";
import inFlag from "flag-icons/flags/4x3/in.svg?no-inline";
import idFlag from "flag-icons/flags/4x3/id.svg?no-inline";
import thFlag from "flag-icons/flags/4x3/th.svg?no-inline";
import vnFlag from "flag-icons/flags/4x3/vn.svg?no-inline";
import phFlag from "flag-icons/flags/4x3/ph.svg?no-inline";
import saFlag from "flag-icons/flags/4x3/sa.svg?no-inline";
import zaFlag from "flag-icons/flags/4x3/za.svg?no-inline";
import trFlag from "flag-icons/flags/4x3/tr.svg?no-inline";

/**
 * A language the translate selector offers: code, the address of a flag picture and the language's own name.
 * Flags are pictures, not emoji: Windows draws flag emoji as two letters, and a picture looks the same everywhere
 * (screenshots included). Each is its own small file, fetched when the list shows it.
 */
export type LanguageEntry = { code: string; flag: string; name: string };

/**
 * Spec point 9 lists 21 entries with Russian twice; a selector showing Russian twice helps nobody, so the list
 * keeps one Russian entry (ADR 0005).
 */
export const LANGUAGES: readonly LanguageEntry[] = [
  { code: "ko", flag: krFlag, name: "한국어" },
  { code: "en", flag: usFlag, name: "English" },
  { code: "ja", flag: jpFlag, name: "日本語" },
  { code: "zh-CN", flag: cnFlag, name: "简体中文" },
  { code: "zh-TW", flag: twFlag, name: "繁體中文" },
  { code: "ru", flag: ruFlag, name: "Русский" },
  { code: "de", flag: deFlag, name: "Deutsch" },
  { code: "es", flag: esFlag, name: "Español" },
  { code: "it", flag: itFlag, name: "Italiano" },
  { code: "pt", flag: ptFlag, name: "Português" },
  { code: "fr-CA", flag: caFlag, name: "Français (Canada)" },
  { code: "kk", flag: kzFlag, name: "Қазақ тілі" },
  { code: "hi", flag: inFlag, name: "हिन्दी" },
  { code: "id", flag: idFlag, name: "Bahasa Indonesia" },
  { code: "th", flag: thFlag, name: "ไทย" },
  { code: "vi", flag: vnFlag, name: "Tiếng Việt" },
  { code: "tl", flag: phFlag, name: "Tagalog" },
  { code: "ar", flag: saFlag, name: "العربية" },
  { code: "af", flag: zaFlag, name: "Afrikaans" },
  { code: "tr", flag: trFlag, name: "Türkçe" },
];
