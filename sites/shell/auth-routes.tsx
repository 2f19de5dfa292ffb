import type { Area } from "@lib/session/areas";
import type { RouteObject } from "react-router";
import { useNavigate, useParams } from "react-router";

/** Where one site keeps its sign-in pages; leave a page out and the site does not offer it. */
export type AuthPages = {
  area: Area;
  /** Where a person lands after signing in when no `?redirect=` names a page. */
  home: string;
  signIn: string;
  /** Other addresses that show the sign-in page (e.g. an area's redirect target). */
  signInAliases?: readonly string[];
  /** The general member registration form (other forms come with their sites' own features). */
  register?: string;
  findId?: string;
  findPassword?: string;
  /** Base of the e-mailed reset link; the page lives at `<passwordReset>/:token`. */
  passwordReset?: string;
  /** False when the reset page belongs to another site (the shop's `/account/password-reset`). */
  resetPageHere?: boolean;
};

// The screens load with the page that shows them: a visitor who never signs in downloads none of them.
const auth = () => import("@features/auth");

/**
 * The auth feature's screens as routes of a site: sign-in (and its aliases), registration, find id, find password
 * and the reset link's page, each a lazy route taking the site's area and addresses (ARCHITECTURE rule 3).
 */
export function authRoutes(pages: AuthPages): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const path of [pages.signIn, ...(pages.signInAliases ?? [])]) {
    routes.push({
      path,
      lazy: async () => {
        const { SignInScreen } = await auth();
        return {
          Component: function SignIn() {
            const navigate = useNavigate();
            return (
              <SignInScreen
                area={pages.area}
                paths={{
                  home: pages.home,
                  register: pages.register,
                  findId: pages.findId,
                  findPassword: pages.findPassword,
                }}
                onSignedIn={(to) => void navigate(to, { replace: true })}
              />
            );
          },
        };
      },
    });
  }
  if (pages.register) {
    routes.push({
      path: pages.register,
      lazy: async () => {
        const { RegistrationScreen } = await auth();
        return {
          Component: () => <RegistrationScreen area={pages.area} userType="general" paths={{ signIn: pages.signIn }} />,
        };
      },
    });
  }
  if (pages.findId) {
    routes.push({
      path: pages.findId,
      lazy: async () => {
        const { FindIdScreen } = await auth();
        return {
          Component: () => (
            <FindIdScreen area={pages.area} paths={{ signIn: pages.signIn, findPassword: pages.findPassword }} />
          ),
        };
      },
    });
  }
  if (pages.findPassword && pages.passwordReset) {
    const { findPassword, passwordReset } = pages;
    routes.push({
      path: findPassword,
      lazy: async () => {
        const { FindPasswordScreen } = await auth();
        return {
          Component: () => <FindPasswordScreen area={pages.area} paths={{ signIn: pages.signIn, passwordReset }} />,
        };
      },
    });
    if (pages.resetPageHere !== false)
      routes.push({
        path: `${passwordReset}/:token`,
        lazy: async () => {
          const { PasswordResetScreen } = await auth();
          return {
            Component: function PasswordReset() {
              const { token = "" } = useParams();
              return (
                <PasswordResetScreen area={pages.area} token={token} paths={{ signIn: pages.signIn, findPassword }} />
              );
            },
          };
        },
      });
  }
  return routes;
}
