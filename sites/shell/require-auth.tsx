import { confirm } from "@ds";
import { signInUrl } from "@lib/navigation/safe-redirect";
import { type Area, SIGN_IN_PATH } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";

/**
 * Spec point 6: a login-required page. A guest of the shop is asked whether to go to the login page (and comes
 * back here after signing in); education and admin pages send the guest straight to their own sign-in.
 */
export function RequireAuth({
  area,
  fallbackPath,
  children,
}: {
  area: Area;
  fallbackPath: string;
  children: ReactNode;
}) {
  const loggedIn = useIsLoggedIn(area);
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation("common");

  useEffect(() => {
    if (loggedIn) return;
    let active = true;
    const target = signInUrl(SIGN_IN_PATH[area], location.pathname + location.search);
    const ask =
      area === "member"
        ? confirm({ title: t("auth.loginRequiredTitle"), message: t("auth.loginRequired"), kind: "question" })
        : Promise.resolve(true);
    void ask.then((go) => {
      if (!active) return;
      void navigate(go ? target : fallbackPath, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [loggedIn, area, fallbackPath, location.pathname, location.search, navigate, t]);

  return loggedIn ? children : null;
}
