import { ButtonLink, EmptyState } from "@ds";
import { signInUrl } from "@lib/navigation/safe-redirect";
import { LogIn } from "lucide-react";
import { Link, useLocation } from "react-router";
import { usePassText } from "./use-pass-text";

/**
 * A guest on a member's page (buying a pass, the passes themselves): why to sign in, and the way to the site's
 * sign-in page that comes back here.
 */
export function SignInPrompt({ signIn }: { signIn: string }) {
  const { t } = usePassText();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      icon={<LogIn aria-hidden="true" />}
      titleAs="h2"
      title={t("shared.signedOut.title")}
      description={t("shared.signedOut.body")}
      action={
        <ButtonLink asChild>
          <Link to={signInUrl(signIn, pathname + search)}>{t("shared.signIn")}</Link>
        </ButtonLink>
      }
    />
  );
}
