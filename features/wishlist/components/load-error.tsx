import { LoadErrorNotice } from "@ds";
import { failureText } from "@lib/http/failure-text";
import { useWishlistText } from "./use-wishlist-text";

/** The wishlist could not be loaded: why (the server's words, or ours when it never answered) and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useWishlistText();
  return (
    <LoadErrorNotice title={title} detail={failureText(error, t)} retryLabel={t("shared.retry")} onRetry={onRetry} />
  );
}
