import { loadFairEditionHero } from "@features/fair";
import type { RouteObject } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { miceAccountRoutes, miceAdminRoutes } from "./fair-routes";
import { miceMeetingRoutes } from "./meeting-routes";
import { micePageRoutes } from "./page-routes";
import { miceAuth, miceSite } from "./site.config";

/**
 * The MICE fair's routes under the shared microsite layout. The home page shows the edition from the database, so
 * it loads with the fair feature's hero; every other page is its own lazy chunk.
 */
export const routes: RouteObject[] = [
  {
    id: "mice",
    element: <MicrositeLayout site={miceSite} />,
    children: [
      {
        path: "mice",
        lazy: async () => {
          const [{ MiceHomePage }, Hero] = await Promise.all([
            import("./mice-home-page"),
            withMessages(loadFairEditionHero, ["fair"]),
          ]);
          return { Component: () => <MiceHomePage Hero={Hero} /> };
        },
      },
      ...micePageRoutes,
      // before the sign-in pages: the choice pages own /mice/register and /mice/register/seller
      ...miceAccountRoutes,
      ...miceMeetingRoutes,
      ...miceAdminRoutes,
      ...authRoutes(miceAuth),
    ],
  },
];
