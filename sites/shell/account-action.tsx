import { buttonLinkVariants } from "@ds";
import { loadSignout } from "@features/auth";
import { signInUrl } from "@lib/navigation/safe-redirect";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";

export const accountActionClass = buttonLinkVariants({ intent: "outline", size: "sm" });

export type AccountActionProps = {
  area: Area;
  signIn: string;
  /** Where a person who signs out lands. */
  home: string;
  /** Shown beside "Sign out" for a signed-in person (e.g. the shop's "My menu"). */
  signedInExtra?: ReactNode;
};

/**
 * The header's account action for a site with sign-in: "Sign in" for a guest (coming back to this page after),
 * "Sign out" when the site's area holds a session. The auth feature's sign-out loads with the click, so a guest's
 * first page carries none of it.
 */
export function AccountAction({ area, signIn, home, signedInExtra }: AccountActionProps) {
  const { t } = useTranslation("common");
  const loggedIn = useIsLoggedIn(area);
  const location = useLocation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const homePath = home.split(/[?#]/)[0];

  // Signing out waits until the home page is on screen. Before that, a login-required page may still be showing
  // (the next page's code can take a moment to load): its guard would see the session end and ask the person who
  // is leaving to sign in, and that question would stay open over the home page.
  useEffect(() => {
    if (!leaving || location.pathname !== homePath) return;
    void (async () => {
      try {
        const signout = await loadSignout();
        await signout(area);
      } finally {
        setLeaving(false);
      }
    })();
  }, [leaving, location.pathname, homePath, area]);

  if (!loggedIn) {
    const here = location.pathname + location.search;
    const onSignIn = location.pathname === signIn;
    return (
      <Link to={onSignIn ? here : signInUrl(signIn, here)} className={accountActionClass}>
        {t("account.signIn")}
      </Link>
    );
  }

  const signOut = () => {
    setLeaving(true);
    void navigate(home);
  };

  return (
    <div className="flex items-center gap-2">
      {signedInExtra}
      <button type="button" className={accountActionClass} disabled={leaving} onClick={signOut}>
        {t("account.signOut")}
      </button>
    </div>
  );
}
