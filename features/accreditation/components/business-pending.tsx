import { ListSkeleton, LoadError, SignedOut } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import { useAccreditationText } from "./use-accreditation-text";

/**
 * A company page before the company's business is there: the session ended, the business could not be loaded
 * (with a retry), or it is on its way (placeholders of `rows` heights).
 */
export function BusinessPending({
  loggedIn,
  business,
  rows,
}: {
  loggedIn: boolean;
  business: { error?: unknown; mutate: () => unknown };
  rows: readonly string[];
}) {
  const { t } = useAccreditationText();
  if (!loggedIn) return <SignedOut t={t} />;
  if (business.error) {
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("shared.profileError")}
        error={business.error}
        onRetry={() => void business.mutate()}
      />
    );
  }
  return <ListSkeleton label={t("shared.loading")} rows={rows} gap="gap-4" />;
}
