import { PageFailure, SignedOut } from "@blocks/feature-kit";
import { useIsLoggedIn } from "@lib/session/use-session";
import { MEMBER_AREA } from "../api/keys";
import { failureText } from "../model/messages";
import { useProtocolText } from "./use-protocol-text";

/**
 * What a delegation's page shows instead of its content: the session ended (401), a tour the member is not on (404:
 * the server does not say whether it exists), or a failed read with a retry.
 */
export function TourFailure({ error, title, onRetry }: { error: Error; title: string; onRetry: () => void }) {
  const { t } = useProtocolText();
  const loggedIn = useIsLoggedIn(MEMBER_AREA);
  if (!loggedIn) return <SignedOut t={t} />;
  return <PageFailure t={t} describe={failureText} title={title} error={error} onRetry={onRetry} notFound />;
}
