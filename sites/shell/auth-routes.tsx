import type { SocialType } from "@contracts/auth";
import type { Area } from "@lib/session/areas";
import {
  type SignInScreenProps,
  loadFindIdScreen,
  loadFindPasswordScreen,
  loadIsMemberType,
  loadPasswordResetScreen,
  loadRegistrationScreen,
  loadSignInScreen,
  loadSocialCallbackScreen,
} from "@features/auth";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { Outlet, useNavigate, useParams } from "react-router";
import { useClientOnlyOnServer } from "./server-render";

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
  /** Registration by member type at `<registerByType>/:userType` (the shop's `/account/registration/{userType}`). */
  registerByType?: string;
  /** The social providers' callback pages; with them the sign-in page offers Kakao and Naver. */
  socialCallbacks?: Record<SocialType, string>;
};

// The screens load with the page that shows them: a visitor who never signs in downloads none of them.

/** The sign-in screen of `pages`' area with its links and social callbacks; once signed in, on to where it says. */
export function AreaSignIn({
  screen: SignInScreen,
  pages,
}: {
  screen: ComponentType<SignInScreenProps>;
  pages: AuthPages;
}) {
  const navigate = useNavigate();
  return (
    <SignInScreen
      area={pages.area}
      paths={{ home: pages.home, register: pages.register, findId: pages.findId, findPassword: pages.findPassword }}
      socialCallbacks={pages.socialCallbacks}
      onSignedIn={(to) => void navigate(to, { replace: true })}
    />
  );
}

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
        const SignInScreen = await loadSignInScreen();
        return {
          Component: function SignIn() {
            return <AreaSignIn screen={SignInScreen} pages={pages} />;
          },
        };
      },
    });
  }
  if (pages.registerByType) {
    const home = pages.home;
    routes.push({
      path: `${pages.registerByType}/:userType`,
      lazy: async () => {
        const [RegistrationScreen, isMemberType, { NotFoundScreen }] = await Promise.all([
          loadRegistrationScreen(),
          loadIsMemberType(),
          import("./not-found-screen"),
        ]);
        return {
          Component: function RegistrationByType() {
            const { userType } = useParams();
            // the address names the member type: an unknown one is an address nobody serves
            if (!isMemberType(userType)) return <NotFoundScreen homePath={home} />;
            return (
              <RegistrationScreen
                key={userType}
                area={pages.area}
                userType={userType}
                paths={{ signIn: pages.signIn }}
              />
            );
          },
        };
      },
    });
  }
  const registerIsByType = pages.registerByType !== undefined && pages.register?.startsWith(`${pages.registerByType}/`);
  if (pages.register && !registerIsByType) {
    routes.push({
      path: pages.register,
      lazy: async () => {
        const RegistrationScreen = await loadRegistrationScreen();
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
        const FindIdScreen = await loadFindIdScreen();
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
        const FindPasswordScreen = await loadFindPasswordScreen();
        return {
          Component: () => <FindPasswordScreen area={pages.area} paths={{ signIn: pages.signIn, passwordReset }} />,
        };
      },
    });
    if (pages.resetPageHere !== false)
      routes.push({
        path: `${passwordReset}/:token`,
        lazy: async () => {
          const PasswordResetScreen = await loadPasswordResetScreen();
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
  for (const [socialType, path] of Object.entries(pages.socialCallbacks ?? {}) as [SocialType, string][]) {
    routes.push({
      path,
      lazy: async () => {
        const SocialCallbackScreen = await loadSocialCallbackScreen();
        return {
          Component: function SocialCallback() {
            const navigate = useNavigate();
            return (
              <SocialCallbackScreen
                socialType={socialType}
                paths={{ home: pages.home, signIn: pages.signIn }}
                onSignedIn={(to) => void navigate(to, { replace: true })}
              />
            );
          },
        };
      },
    });
  }
  // Rendered in the browser only: a form that takes a password must never be sent by the browser on its own,
  // as it would be if submitted before the page's script took over (the fields would end up in the address).
  return [{ Component: BrowserOnlyOutlet, children: routes }];
}

function BrowserOnlyOutlet() {
  useClientOnlyOnServer();
  return <Outlet />;
}
