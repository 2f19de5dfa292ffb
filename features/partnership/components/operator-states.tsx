import { PageFailure, SignedOut } from "@blocks/feature-kit";
import { failureText } from "../model/messages";
import { usePartnershipText } from "./use-partnership-text";

/** What an operators' page shows instead of its content: not an operator's account, or a failed read. */
export function OperatorFailure({ error, title, onRetry }: { error: Error; title: string; onRetry: () => void }) {
  const { t } = usePartnershipText();
  return <PageFailure t={t} describe={failureText} title={title} error={error} onRetry={onRetry} />;
}

export { SignedOut };
