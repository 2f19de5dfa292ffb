import { buttonVariants } from "@ds";
import { useDocumentMeta } from "@lib/document/use-document-meta";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNotFoundOnServer } from "./server-render";

/** Any path no site claims (spec point 2: anything not listed shows a not-found screen). */
export function NotFoundScreen({ homePath = "/" }: { homePath?: string }) {
  const { t } = useTranslation("common");
  useNotFoundOnServer();
  useDocumentMeta({ title: t("notFound.documentTitle") });
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <p aria-hidden="true" className="text-6xl font-bold text-muted-foreground">
        404
      </p>
      <h1 className="text-2xl font-semibold text-foreground">{t("notFound.title")}</h1>
      <p className="text-muted-foreground">{t("notFound.body")}</p>
      <Link to={homePath} className={buttonVariants({ intent: "primary" })}>
        {t("actions.goHome")}
      </Link>
    </main>
  );
}
