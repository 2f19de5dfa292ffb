import { LoadErrorNotice } from "@ds";
import { failureText } from "@lib/http/failure-text";
import { useBoardText } from "./use-board-text";

/** A part of the page could not be loaded: what failed, in the server's words, and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useBoardText();
  return (
    <LoadErrorNotice title={title} detail={failureText(error, t)} retryLabel={t("shared.retry")} onRetry={onRetry} />
  );
}
