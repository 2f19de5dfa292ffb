import { loadMyCouponsScreen, loadMyMenuScreen, loadMyPointsScreen, loadMyProfileScreen } from "@features/account";
import { loadChangePasswordForm, loadCheckPhone, loadDeleteAccountSection, loadSignOutButton } from "@features/auth";
import type { RouteObject } from "react-router";
import { useNavigate } from "react-router";
import { type AuthPages, authRoutes } from "../shell/auth-routes";
import { catalogPages, memberBookingPages, paymentFailPages } from "./booking-routes";
import { COMMUNITY_PATHS, communityPages, memberCommunityPages } from "./community-routes";
import { memberReviewPages, REVIEW_PATHS, reviewPages } from "./review-routes";
import { SHOP_PATHS } from "./shop-paths";
import { SHOP_ACCOUNT_PATHS, ShopLayout } from "./shop-layout";

// Each screen loads with the page that shows it: a visitor who never signs in downloads none of them.
const paths = SHOP_ACCOUNT_PATHS;

/** Sign-in, registration by member type, find id or password, the reset link's page and the provider callbacks. */
const shopAuth = {
  area: "member",
  home: paths.home,
  signIn: paths.signIn,
  register: paths.register,
  registerByType: "/account/registration",
  findId: paths.findId,
  findPassword: paths.findPassword,
  passwordReset: paths.passwordReset,
  socialCallbacks: { kakao: "/oauth-kakao", naver: "/oauth-naver" },
} satisfies AuthPages;

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
        const [MyMenuScreen, SignOutButton] = await Promise.all([loadMyMenuScreen(), loadSignOutButton()]);
        return {
          Component: function ShopMyMenu() {
            const navigate = useNavigate();
            return (
              <MyMenuScreen
                links={{
                  profile: paths.myProfile,
                  reservations: SHOP_PATHS.myReservations,
                  reviews: REVIEW_PATHS.myReviews,
                  reviewRequests: REVIEW_PATHS.socialReviews,
                  quotations: REVIEW_PATHS.myQuotations,
                  wishlist: SHOP_PATHS.wishlist,
                  points: paths.myPoints,
                  coupons: paths.myCoupons,
                  contactUs: COMMUNITY_PATHS.contactUs,
                }}
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
        const [MyProfileScreen, ChangePasswordForm, DeleteAccountSection, checkPhone] = await Promise.all([
          loadMyProfileScreen(),
          loadChangePasswordForm(),
          loadDeleteAccountSection(),
          loadCheckPhone(),
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
      lazy: async () => ({ Component: await loadMyPointsScreen() }),
    },
    {
      path: paths.myCoupons,
      lazy: async () => ({ Component: await loadMyCouponsScreen() }),
    },
    ...memberBookingPages,
    ...memberCommunityPages,
    ...memberReviewPages,
  ],
};

/** The main shop's routes, under the shared layout; every screen is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "shop",
    Component: ShopLayout,
    children: [
      ...authRoutes(shopAuth),
      ...catalogPages,
      ...paymentFailPages,
      ...communityPages,
      ...reviewPages,
      memberPages,
    ],
  },
];
