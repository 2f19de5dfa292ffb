import { EmptyState } from "@ds";
import { LogIn } from "lucide-react";
import { useAccreditationText } from "./use-accreditation-text";

/**
 * The session ended while the page was open (a 401 cleared the token). The site's sign-in guard takes over from
 * here; until it does, the page shows nothing of the company's.
 */
export function SignedOut() {
  const { t } = useAccreditationText();
  return (
    <EmptyState
      icon={<LogIn aria-hidden="true" />}
      title={t("shared.signedOut.title")}
      description={t("shared.signedOut.body")}
      titleAs="h2"
    />
  );
}
