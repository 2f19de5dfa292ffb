import { LoadError, SignedOut } from "@blocks/feature-kit";
import { EmptyState } from "@ds";
import { HttpError } from "@lib/http/client";
import { isNotFound } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { SearchX, ShieldAlert } from "lucide-react";
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
  if (error instanceof HttpError && error.status === 403)
    return (
      <EmptyState
        icon={<ShieldAlert aria-hidden="true" />}
        titleAs="h2"
        title={t("shared.forbidden.title")}
        description={t("shared.forbidden.body")}
      />
    );
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
