import { changeLocale } from "@lib/i18n/i18n";
import { LANGS, isLang } from "@lib/i18n/locale";
import { useTranslation } from "react-i18next";

/** English / Korean switch shared by the sites; the choice lasts for the browser session. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation("common");
  const current = isLang(i18n.language) ? i18n.language : "en";
  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className="inline-flex overflow-hidden rounded-md border border-border"
    >
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          onClick={() => void changeLocale(i18n, lang)}
          className="px-3 py-1 text-sm text-foreground hover:bg-hover focus-visible:shadow-focus focus-visible:outline-none aria-pressed:bg-foreground aria-pressed:text-surface"
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
