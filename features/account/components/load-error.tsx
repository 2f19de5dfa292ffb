import { LoadErrorNotice } from "@ds";
import { failureText } from "@lib/http/failure-text";
import { useAccountText } from "./use-account-text";

/**
 * A part of the page could not be loaded: what failed, in the server's words (spec: errors show the server's
 * message) or ours when the server never answered, and a way to try again.
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useAccountText();
  return (
    <LoadErrorNotice title={title} detail={failureText(error, t)} retryLabel={t("shared.retry")} onRetry={onRetry} />
  );
}
