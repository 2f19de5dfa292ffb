import { confirm } from "@ds";
import { signInUrl } from "@lib/navigation/safe-redirect";
import { type Area, signInPathFor } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { useClientOnlyOnServer } from "./server-render";

export type RequireAuthProps = {
  area: Area;
  /** Where a shop guest who declines the prompt goes (the page they came from is not known here). */
  declinedPath?: string;
};

/**
 * Spec point 6, as a layout route around login-required pages. A shop guest is asked whether to go to the login
 * page and comes back here after signing in; education and admin guests go straight to their area's sign-in.
 */
export function RequireAuth({ area, declinedPath = "/main" }: RequireAuthProps) {
  const loggedIn = useIsLoggedIn(area);
  const location = useLocation();
  // the server cannot know who is signed in: a guarded page is the browser's to render
  const onServer = useClientOnlyOnServer();
  const target = signInUrl(signInPathFor(area, location.pathname), location.pathname + location.search);
  if (onServer) return null;
  if (loggedIn) return <Outlet />;
  if (area !== "member") return <Navigate to={target} replace />;
  return <SignInPrompt target={target} declinedPath={declinedPath} />;
}

function SignInPrompt({ target, declinedPath }: { target: string; declinedPath: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation("common");
  // one prompt per guarded address, however often the router re-renders this element
  const askedFor = useRef<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (askedFor.current === target) return;
    askedFor.current = target;
    void confirm({ title: t("auth.loginRequiredTitle"), message: t("auth.loginRequired"), kind: "question" }).then(
      (go) => {
        if (mounted.current) void navigate(go ? target : declinedPath, { replace: true });
      },
    );
  }, [target, declinedPath, navigate, t]);

  return null;
}
