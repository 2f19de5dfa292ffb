import { EmptyState } from "@ds";
import type { Translate } from "@lib/i18n/feature-text";
import { LogIn } from "lucide-react";

/**
 * The session ended while the page was open (a 401 cleared the token). The site's sign-in guard takes over from
 * here; until it does, the page shows nothing of the member's (or the company's), in the feature's words
 * (`shared.signedOut.title` and `shared.signedOut.body` of its namespace).
 */
export function SignedOut({ t }: { t: Translate }) {
  return (
    <EmptyState
      icon={<LogIn aria-hidden="true" />}
      title={t("shared.signedOut.title")}
      description={t("shared.signedOut.body")}
      titleAs="h2"
    />
  );
}
