import { LoadError, SignedOut } from "@blocks/feature-kit";
import { EmptyState } from "@ds";
import { isNotFound } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { SearchX } from "lucide-react";
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
  if (isNotFound(error))
    return (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        titleAs="h2"
        title={t("shared.notFound.title")}
        description={t("shared.notFound.body")}
      />
    );
  return <LoadError t={t} describe={failureText} title={title} error={error} onRetry={onRetry} />;
}
