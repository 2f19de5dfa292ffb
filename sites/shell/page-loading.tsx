import { useTranslation } from "react-i18next";

/** Shown while a screen's code or messages arrive; announced politely to screen readers. */
export function PageLoading() {
  const { t } = useTranslation("common");
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] items-center justify-center text-muted-foreground"
    >
      <span className="inline-flex items-center gap-3">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-border border-t-primary" />
        {t("app.loading")}
      </span>
    </div>
  );
}
