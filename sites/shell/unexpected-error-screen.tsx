import { Button } from "@ds";
import { useTranslation } from "react-i18next";

/** A screen threw: a readable message and a way out, never a blank page. */
export function UnexpectedErrorScreen() {
  const { t } = useTranslation("common");
  return (
    <main id="main" role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold text-foreground">{t("errors.unexpected.title")}</h1>
      <p className="text-muted-foreground">{t("errors.unexpected.body")}</p>
      <Button onClick={() => window.location.reload()}>{t("actions.retry")}</Button>
    </main>
  );
}
