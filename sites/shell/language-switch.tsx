import { LazyLanguageSelect } from "@ds";
import { whenPageIdle } from "@lib/document/when-idle";
import { chooseLanguage } from "@lib/i18n/i18n";
import { isLang } from "@lib/i18n/locale";
import { useTranslation } from "react-i18next";
import { noticeLanguageFallback } from "./runtime";

/**
 * The sites' language select: the spec's list of languages, each in its own name. English and Korean switch the
 * page; any other language shows English and says so once. The choice lasts for the browser session.
 * Every header carries it, so its code (Radix Select and its popper) is not in the first chunk: a page rendered on
 * the server carries the select's stand-in, the same trigger, and the select takes its place when the visitor reaches
 * for it; a page the browser renders keeps its box empty until the page is idle (ADR 0024).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation("common");
  const current = isLang(i18n.language) ? i18n.language : "en";
  return (
    <LazyLanguageSelect
      preload={whenPageIdle}
      aria-label={t("language.label")}
      size="sm"
      value={current}
      onValueChange={(code) => {
        void chooseLanguage(i18n, code).then((fellBackFrom) => noticeLanguageFallback(fellBackFrom, i18n.t));
      }}
      className="w-40"
    />
  );
}
