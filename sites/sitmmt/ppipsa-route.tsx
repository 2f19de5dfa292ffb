import { loadSignInScreen } from "@features/auth";
import { safeRedirect } from "@lib/navigation/safe-redirect";
import { useIsLoggedIn } from "@lib/session/use-session";
import type { RouteObject } from "react-router";
import { Navigate, useSearchParams } from "react-router";
import { AreaSignIn, type AuthPages } from "../shell/auth-routes";

/**
 * `/sitmmt/ppipsa`, the support application's home and the accreditation area's sign-in target (spec point 2): a
 * guest gets the sign-in form (and comes back to `?redirect=` after it); a company that is signed in goes on to
 * that page or to its own page, never to a sign-in form it does not need.
 */
export function ppipsaRoute(path: string, pages: AuthPages): RouteObject {
  return {
    path,
    lazy: async () => {
      const SignInScreen = await loadSignInScreen();
      return {
        Component: function PpipsaHome() {
          const loggedIn = useIsLoggedIn(pages.area);
          const [params] = useSearchParams();
          if (loggedIn) return <Navigate to={safeRedirect(params.get("redirect"), pages.home)} replace />;
          return <AreaSignIn screen={SignInScreen} pages={pages} />;
        },
      };
    },
  };
}
