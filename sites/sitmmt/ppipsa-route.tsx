import { safeRedirect } from "@lib/navigation/safe-redirect";
import { useIsLoggedIn } from "@lib/session/use-session";
import type { RouteObject } from "react-router";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import type { AuthPages } from "../shell/auth-routes";

/**
 * `/sitmmt/ppipsa`, the support application's home and the accreditation area's sign-in target (spec point 2): a
 * guest gets the sign-in form (and comes back to `?redirect=` after it); a company that is signed in goes on to
 * that page or to its own page, never to a sign-in form it does not need.
 */
export function ppipsaRoute(path: string, pages: AuthPages): RouteObject {
  return {
    path,
    lazy: async () => {
      const { SignInScreen } = await import("@features/auth");
      return {
        Component: function PpipsaHome() {
          const loggedIn = useIsLoggedIn(pages.area);
          const [params] = useSearchParams();
          const navigate = useNavigate();
          if (loggedIn) return <Navigate to={safeRedirect(params.get("redirect"), pages.home)} replace />;
          return (
            <SignInScreen
              area={pages.area}
              paths={{
                home: pages.home,
                register: pages.register,
                findId: pages.findId,
                findPassword: pages.findPassword,
              }}
              socialCallbacks={pages.socialCallbacks}
              onSignedIn={(to) => void navigate(to, { replace: true })}
            />
          );
        },
      };
    },
  };
}
