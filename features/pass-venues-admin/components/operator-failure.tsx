import { PageFailure } from "@blocks/feature-kit";
import { failureText } from "../model/messages";
import { useVenuesAdminText } from "./use-venues-admin-text";

/** What an operators' page shows instead of its content: not an operator's account, or a failed read. */
export function OperatorFailure({ error, title, onRetry }: { error: Error; title: string; onRetry: () => void }) {
  const { t } = useVenuesAdminText();
  return <PageFailure t={t} describe={failureText} title={title} error={error} onRetry={onRetry} />;
}
