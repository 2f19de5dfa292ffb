import { REFUNDS_ADMIN_NAMESPACES, loadRefundsAdminScreen } from "@features/refunds-admin";
import type { RouteObject } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { PASS_PATHS } from "./site.config";

/**
 * The operators' bank deposits' refunds (ADR 0030, "Returning bank deposits") under
 * `/seoulitepass/admin/refunds`, whose `admin` segment makes it an admin area's page: the guard sends a guest to the
 * operators' sign-in and back. Guests download none of the operators' code.
 */
export const passRefundsAdminRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: PASS_PATHS.adminRefunds,
        handle: { titleKey: "refunds-admin:meta.list" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          const RefundsAdminScreen = await withMessages(loadRefundsAdminScreen, REFUNDS_ADMIN_NAMESPACES);
          return { Component: () => <RefundsAdminScreen /> };
        },
      },
    ],
  },
];
