import { LoadErrorNotice } from "@ds";
import { failureText } from "@lib/http/failure-text";
import { useCatalogText } from "./use-catalog-text";

/** A part of the page could not be loaded: what failed, why, and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useCatalogText();
  return (
    <LoadErrorNotice title={title} detail={failureText(error, t)} retryLabel={t("shared.retry")} onRetry={onRetry} />
  );
}
