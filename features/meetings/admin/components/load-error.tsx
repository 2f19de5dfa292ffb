import { LoadErrorNotice } from "@ds";
import { failureText } from "../model/failure";
import { useAdminText } from "./use-admin-text";

/** A part of the page could not be loaded: what failed, in the page's language, and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useAdminText();
  return (
    <LoadErrorNotice title={title} detail={failureText(error, t)} retryLabel={t("shared.retry")} onRetry={onRetry} />
  );
}
