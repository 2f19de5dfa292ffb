import { LoadError } from "@blocks/feature-kit";
import { EmptyState } from "@ds";
import { HttpError } from "@lib/http/client";
import { ShieldAlert } from "lucide-react";
import { failureText } from "../model/messages";
import { useVenuesAdminText } from "./use-venues-admin-text";

/** A 403: signed in, but as scan-only staff (a partner venue's or the summit gate's); signing in again would not help. */
export const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;

/** What an operators' page shows instead of its content: not an operator's account, or a failed read. */
export function OperatorFailure({ error, title, onRetry }: { error: Error; title: string; onRetry: () => void }) {
  const { t } = useVenuesAdminText();
  if (isForbidden(error))
    return (
      <EmptyState
        icon={<ShieldAlert aria-hidden="true" />}
        titleAs="h2"
        title={t("shared.forbidden.title")}
        description={t("shared.forbidden.body")}
      />
    );
  return <LoadError t={t} describe={failureText} title={title} error={error} onRetry={onRetry} />;
}
