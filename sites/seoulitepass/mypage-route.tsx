import { loadContactUsScreen } from "@features/inquiries";
import { loadMyPassesScreen } from "@features/pass";
import { loadMyReservationsScreen } from "@features/reservation";
import type { RouteObject } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { PASS_PATHS } from "./site.config";

/**
 * `/seoulitepass/mypage` (issue 24, ADR 0030 "The member's page"): the member's passes, their pass orders and their
 * questions to this site, in tabs whose choice is in the address (`?tab=orders`), so a shared link, a reload and the
 * back button open the same tab. Each tab is the owning feature's own screen (the passes list, the shop's
 * reservations list of the `pass` channel, the inquiries list of this site): the site assembles them, as features
 * never import each other. Behind the member sign-in, so it renders in the browser (ADR 0024).
 */
export const passMyPageRoute: RouteObject = {
  path: PASS_PATHS.myPage,
  handle: { titleKey: "pages.myPage" } satisfies MicrositeRouteHandle,
  lazy: async () => {
    // the three lists are small and a member switches between them: one wait, then every tab opens at once
    const [MyPassesScreen, MyReservationsScreen, ContactUsScreen, { passMyPage }] = await Promise.all([
      withMessages(loadMyPassesScreen, ["pass", "booking"]),
      withMessages(loadMyReservationsScreen, ["reservation", "booking"]),
      withMessages(loadContactUsScreen, ["inquiries"]),
      import("./mypage-page"),
    ]);
    return { Component: passMyPage({ MyPassesScreen, MyReservationsScreen, ContactUsScreen }) };
  },
};
