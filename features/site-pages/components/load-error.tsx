import { LoadErrorNotice } from "@ds";
import { failureText } from "@lib/http/failure-text";
import { useSitePagesText } from "./use-site-pages-text";

/** A part of the page could not be loaded: what failed and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useSitePagesText();
  return (
    <LoadErrorNotice title={title} detail={failureText(error, t)} retryLabel={t("shared.retry")} onRetry={onRetry} />
  );
}
