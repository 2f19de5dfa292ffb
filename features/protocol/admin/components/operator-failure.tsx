import { PageFailure, SignedOut } from "@blocks/feature-kit";
import { useIsLoggedIn } from "@lib/session/use-session";
import { failureText } from "../../model/messages";
import { OPERATOR_AREA } from "../api/keys";
import { useAdminText } from "./use-admin-text";

/**
 * What an operators' page shows instead of its content: the session ended (401), an account that is no operator's
 * (403: a driver's), a tour that does not exist (404), or a failed read with a retry.
 */
export function OperatorFailure({ error, title, onRetry }: { error: Error; title: string; onRetry: () => void }) {
  const { t } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  if (!loggedIn) return <SignedOut t={t} />;
  return <PageFailure t={t} describe={failureText} title={title} error={error} onRetry={onRetry} notFound />;
}
