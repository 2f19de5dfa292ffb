import type { SocialType } from "@contracts/auth";
import type { RouteObject } from "react-router";
import { useNavigate, useParams } from "react-router";
import { SHOP_ACCOUNT_PATHS, ShopLayout } from "./shop-layout";

// Each feature loads with the first page that shows it: a visitor who never signs in downloads neither.
const auth = () => import("@features/auth");
const account = () => import("@features/account");

const SOCIAL_CALLBACKS: Record<SocialType, string> = { kakao: "/oauth-kakao", naver: "/oauth-naver" };

const paths = SHOP_ACCOUNT_PATHS;

/** Sign-in, registration, find id or password, the reset link's page and the provider callbacks. */
const authPages: RouteObject[] = [
  {
    path: paths.signIn,
    lazy: async () => {
      const { SignInScreen } = await auth();
      return {
        Component: function ShopSignIn() {
          const navigate = useNavigate();
          return (
            <SignInScreen
              area="member"
              paths={paths}
              socialCallbacks={SOCIAL_CALLBACKS}
              onSignedIn={(to) => void navigate(to, { replace: true })}
            />
          );
        },
      };
    },
  },
  {
    path: "/account/registration/:userType",
    lazy: async () => {
      const [{ RegistrationScreen, isMemberType }, { NotFoundScreen }] = await Promise.all([
        auth(),
        import("../shell/not-found-screen"),
      ]);
      return {
        Component: function ShopRegistration() {
          const { userType } = useParams();
          // the address names the member type: an unknown one is an address nobody serves
          if (!isMemberType(userType)) return <NotFoundScreen homePath={paths.home} />;
          return <RegistrationScreen key={userType} area="member" userType={userType} paths={paths} />;
        },
      };
    },
  },
  {
    path: paths.findId,
    lazy: async () => {
      const { FindIdScreen } = await auth();
      return { Component: () => <FindIdScreen area="member" paths={paths} /> };
    },
  },
  {
    path: paths.findPassword,
    lazy: async () => {
      const { FindPasswordScreen } = await auth();
      return { Component: () => <FindPasswordScreen area="member" paths={paths} /> };
    },
  },
  {
    path: `${paths.passwordReset}/:token`,
    lazy: async () => {
      const { PasswordResetScreen } = await auth();
      return {
        Component: function ShopPasswordReset() {
          const { token = "" } = useParams();
          return <PasswordResetScreen area="member" token={token} paths={paths} />;
        },
      };
    },
  },
  ...(Object.entries(SOCIAL_CALLBACKS) as [SocialType, string][]).map(([socialType, path]): RouteObject => ({
    path,
    lazy: async () => {
      const { SocialCallbackScreen } = await auth();
      return {
        Component: function ShopSocialCallback() {
          const navigate = useNavigate();
          return (
            <SocialCallbackScreen
              socialType={socialType}
              paths={paths}
              onSignedIn={(to) => void navigate(to, { replace: true })}
            />
          );
        },
      };
    },
  })),
];

/** The member's own pages, behind the login guard (spec point 6: a shop guest is asked to sign in first). */
const memberPages: RouteObject = {
  lazy: async () => {
    const { RequireAuth } = await import("../shell/require-auth");
    return { Component: () => <RequireAuth area="member" declinedPath={paths.home} /> };
  },
  children: [
    {
      path: paths.myMenu,
      lazy: async () => {
        const [{ MyMenuScreen }, { SignOutButton }] = await Promise.all([account(), auth()]);
        return {
          Component: function ShopMyMenu() {
            const navigate = useNavigate();
            return (
              <MyMenuScreen
                links={{ profile: paths.myProfile, points: paths.myPoints, coupons: paths.myCoupons }}
                signOut={<SignOutButton area="member" beforeSignOut={() => navigate(paths.home)} />}
              />
            );
          },
        };
      },
    },
    {
      path: paths.myProfile,
      lazy: async () => {
        const [{ MyProfileScreen }, { ChangePasswordForm, DeleteAccountSection, checkPhone }] = await Promise.all([
          account(),
          auth(),
        ]);
        return {
          Component: function ShopMyProfile() {
            const navigate = useNavigate();
            return (
              <MyProfileScreen
                checkPhone={checkPhone}
                passwordSection={<ChangePasswordForm area="member" />}
                deleteSection={<DeleteAccountSection area="member" onDeleted={() => navigate(paths.home)} />}
              />
            );
          },
        };
      },
    },
    {
      path: paths.myPoints,
      lazy: async () => ({ Component: (await account()).MyPointsScreen }),
    },
    {
      path: paths.myCoupons,
      lazy: async () => ({ Component: (await account()).MyCouponsScreen }),
    },
  ],
};

/** The main shop's routes, under the shared layout; every screen is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "shop",
    Component: ShopLayout,
    children: [
      { path: "main", lazy: async () => ({ Component: (await import("./home-page")).HomePage }) },
      ...authPages,
      memberPages,
    ],
  },
];
